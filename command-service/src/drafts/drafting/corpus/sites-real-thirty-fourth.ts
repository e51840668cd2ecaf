/**
 * Issue 34, thirty-fourth round: "Why X?" sections and lead-ins. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's markdown kept in its repository at the commit, its front matter dropped, rendered by
 * markdown-it (html and linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - vite-why: vitejs/vite at a98c8d95 (docs/guide/why.md): "Why Vite", a docs site's why page; its list under
 *   "Where Vite is Heading" is the team's plans ("the team is exploring"), not what sets Vite apart.
 * - unocss-why: unocss/unocss at a441ef4d (docs/guide/why.md): "Why UnoCSS?", "How is UnoCSS Different from X?"
 *   with a competitor's name as each sub-heading; its one list is UnoCSS's own innovative features.
 * - xvc-readme: iesahin/xvc at 86dd674b (README.md): "⌛ Why Xvc?", a list of the reader's situations ("You
 *   have …", "You want …"), which state no claim about the product.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - vitest-why: vitest-dev/vitest at c3ba16b3 (docs/guide/why.md): "Why Vitest", "The Need for a Vite Native
 *   Test Runner" (the problem, then the product), in prose.
 * - rolldown-intro: rolldown/rolldown at 12b5cd0d (docs/guide/introduction.md): "Why Rolldown", labelled reasons,
 *   then feature lists set against esbuild and Rollup.
 * - rsenv-readme: sysid/rs-env at c8fdd02e (README.md): "Why?", the author's pain points in the first person,
 *   then numbered feature sections.
 *
 * A second pair, chosen after the first rule was kept (reasons NOT to choose it under a why heading):
 * - tuned on tame-oidc-readme: EmbarkStudios/tame-oidc at e41f86bf (README.md): "Why?" (what the reader wants)
 *   and "Why not?" (its drawbacks); and leviath-readme: GEMISIS/leviath at 64b6d6d4 (README.md): "Why you
 *   might not want Leviath", labelled drawbacks.
 * - held out: fsdb-readme: wilgaboury/sbdb at ed68f701 (README.md, the FSDB README before the project was
 *   renamed): "Why?" claims and "Why not?" drawbacks; and mvui-home: dominiksta/mvui at 221ea563
 *   (packages/docs/content/_index.md, the docs site's Hugo home page): why cards and "Why you shouldn't use Mvui".
 */
import type { CorpusSite } from './corpus-site.ts';
import { FRONT_MATTER_DROPPED, RENDERED, realPage, realSource } from './corpus-site.ts';

/** "The Origins": how Vite took a different approach ("It split the work into two parts:"). */
const VITE_ORIGINS = [
  "Dependencies (libraries that rarely change) are pre-bundled once using fast native tooling, so they're ready instantly.",
  "Source code (your application code that changes frequently) is served on-demand over native ESM. The browser loads only what it needs for the current page, and Vite transforms each file as it's requested.",
];
const VITE_TOPICS = [
  'build tool',
  'build tooling',
  'bundler',
  'bundlers',
  'dev server',
  'ES modules',
  'ESM',
  'native ESM',
  'Hot Module Replacement',
  'HMR',
  'plugin API',
  'Rolldown',
  'Oxc',
  'Rust',
  'frontend',
  'JavaScript',
  'Environment API',
];

const vite: CorpusSite = {
  id: 'vite-why',
  about:
    'real (vitejs/vite docs/guide/why.md): a docs site\'s "Why Vite" page, its origins, the ecosystem, a unified toolchain and "Where Vite is Heading" (plans)',
  classes: ['real', 'tuning', 'single-page', 'docs', 'usps', 'why-section'],
  source: realSource('vitejs/vite', 'a98c8d95', 'docs/guide/why.md', RENDERED),
  pages: { '/': realPage('vite-why/index.html') },
  expected: {
    name: 'Vite',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [...VITE_ORIGINS, 'Dependencies', 'Source code'] },
    // "Where Vite is Heading" lists efforts the team is exploring: plans, not what sets Vite apart today.
    usps: { must: [], may: [...VITE_ORIGINS, 'Dependencies', 'Source code'] },
    tags: { must: [], may: VITE_TOPICS },
    keywords: { must: [], may: VITE_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The frameworks built on Vite and the tools that inspired it are others'.
  forbidden: ['snowpack.dev', 'github.com/preactjs/wmr', 'nuxt.com', 'astro.build'],
};

/** "Thanks to the flexibility UnoCSS provides, … innovative features on top of it, for example:". */
const UNOCSS_INNOVATIONS = [
  'Pure CSS icons',
  'Attributify Mode',
  'Variant Groups',
  'Shortcuts',
  'Tagify',
  'Web fonts',
  'CDN Runtime',
  'Inspector',
];
const UNOCSS_TOPICS = [
  'atomic CSS',
  'atomic CSS engine',
  'CSS',
  'CSS engine',
  'isomorphic engine',
  'presets',
  'design system',
  'design tokens',
  'PostCSS plugin',
  'HMR',
  'attributify mode',
  'shortcuts',
  'variant groups',
  'icons',
  'web fonts',
];

const unocss: CorpusSite = {
  id: 'unocss-why',
  about:
    'real (unocss/unocss docs/guide/why.md): "Why UnoCSS?", its motivations and "How is UnoCSS Different from X?" with Windi CSS and Tailwind CSS as sub-headings',
  classes: ['real', 'tuning', 'single-page', 'docs', 'usps', 'why-section', 'founders'],
  source: realSource('unocss/unocss', 'a441ef4d', 'docs/guide/why.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('unocss-why/index.html') },
  expected: {
    name: 'UnoCSS',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design', 'UI Kits'] },
    features: { must: [], may: UNOCSS_INNOVATIONS },
    // The innovative features it sets against Tailwind CSS are what it says sets it apart.
    usps: { must: [], may: UNOCSS_INNOVATIONS },
    tags: { must: [], may: UNOCSS_TOPICS },
    keywords: { must: [], may: UNOCSS_TOPICS },
    // "the blog post … written by the creator of UnoCSS, Anthony Fu" (no title beside it).
    founders: [{ name: 'Anthony Fu' }],
    // antfu.me is the creator's own site, not the product's.
    socials: {},
    faqs: [],
  },
  // Windi CSS and Tailwind CSS are the products it is compared with.
  forbidden: ['windicss.org', 'tailwindcss.com'],
};

const XVC_TOPICS = [
  'Git',
  'data version control',
  'version control',
  'data',
  'unstructured data',
  'pipelines',
  'data pipelines',
  'pipeline',
  'cloud storage',
  'S3',
  'S3-compatible',
  'Rsync',
  'Rclone',
  'MinIO',
  'Rust',
  'CLI',
  'BLAKE3',
  'machine learning',
  'dependencies',
  'command line',
];

const xvc: CorpusSite = {
  id: 'xvc-readme',
  about:
    'real (iesahin/xvc README): "⌛ Why Xvc?" as the reader\'s situations ("You have …", "You want …"), collapsed how-to sections, thanks, support with the author\'s address',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section', 'contact'],
  source: realSource('iesahin/xvc', '86dd674b', 'README.md', RENDERED),
  pages: { '/': realPage('xvc-readme/index.html') },
  expected: {
    name: ['xvc', 'Xvc'],
    // GPL, no price stated.
    pricing_model: null,
    founded_year: null,
    // "🚁 Support": "You can also reach me at emre@xvc.dev".
    contact_email: 'emre@xvc.dev',
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Databases'] },
    features: { must: [], may: [] },
    // The "Why Xvc?" items are what the reader has and wants, no claim of the product's.
    usps: { must: [], may: [] },
    tags: { must: [], may: XVC_TOPICS },
    keywords: { must: [], may: XVC_TOPICS },
    founders: [],
    // Discussions and issues on GitHub are no profile.
    socials: {},
    faqs: [],
  },
  // The crates thanked are others'.
  forbidden: ['serde.rs', 'tokio.rs', 'docs.rs/clap'],
};

const vitest: CorpusSite = {
  id: 'vitest-why',
  about:
    'real (vitest-dev/vitest docs/guide/why.md): "Why Vitest", a note pointing to Vite\'s guide and a stream by Evan You, "The Need for a Vite Native Test Runner" in prose',
  classes: ['real', 'held-out', 'single-page', 'docs', 'usps', 'why-section'],
  source: realSource('vitest-dev/vitest', 'c3ba16b3', 'docs/guide/why.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('vitest-why/index.html') },
  expected: {
    name: 'Vitest',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    // The stream is about Vite, by Vite's creator: no demo of Vitest.
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: {
      must: [],
      may: [
        'test runner',
        'testing framework',
        'unit tests',
        'Vite',
        'mocking',
        'snapshots',
        'coverage',
        'watch mode',
        'HMR',
      ],
    },
    keywords: {
      must: [],
      may: [
        'test runner',
        'testing framework',
        'unit tests',
        'Vite',
        'mocking',
        'snapshots',
        'coverage',
        'watch mode',
        'HMR',
      ],
    },
    founders: [],
    socials: {},
    faqs: [],
  },
  // Evan You's profile and stream, and Jest, are not Vitest's.
  forbidden: ['bsky.app/profile/evanyou.me', 'youtube.com/watch?v=UJypSr8IhKY', 'jestjs.io', 'founders=Evan You'],
};

/** "Why Rolldown": the three labelled reasons, label and text as the page states them. */
const ROLLDOWN_WHY = [
  [
    'Performance',
    "Rolldown is written in Rust. It is on the same performance level with esbuild and 10~30 times faster than Rollup. Its WASM build is also significantly faster than esbuild's (due to Go's sub-optimal WASM compilation).",
  ],
  [
    'Ecosystem Compatibility',
    "Rolldown supports the same plugin API with Rollup / Vite, ensuring compatibility with Vite's existing ecosystem.",
  ],
  [
    'Additional Features',
    'Rolldown provides some important features needed in Vite but unlikely to be implemented by esbuild and Rollup (details below).',
  ],
];
/** "Rolldown's Feature Scope": its built-in features, without the ones marked work in progress. */
const ROLLDOWN_FEATURES = [
  'Platform presets',
  'TypeScript / JSX / syntax lowering transforms',
  'Node.js compatible module resolution',
  'ESM / CJS module interop',
  'define',
  'inject',
  'Module Types (Experimental)',
  'Module Types',
  'Plugin hook filters',
  'Manual code splitting',
];
const ROLLDOWN_TOPICS = [
  'bundler',
  'JavaScript',
  'Rust',
  'Vite',
  'plugin API',
  'WASM',
  'treeshaking',
  'code splitting',
  'ESM',
  'CommonJS',
  'TypeScript',
  'JSX',
];

const rolldown: CorpusSite = {
  id: 'rolldown-intro',
  about:
    'real (rolldown/rolldown docs/guide/introduction.md): "What is a Bundler", "Why Rolldown" as three labelled reasons, feature lists set against esbuild and Rollup, credits to other bundlers',
  classes: ['real', 'held-out', 'single-page', 'docs', 'usps', 'why-section', 'features', 'planned-items'],
  source: realSource('rolldown/rolldown', '12b5cd0d', 'docs/guide/introduction.md', RENDERED),
  pages: { '/': realPage('rolldown-intro/index.html') },
  expected: {
    name: 'Rolldown',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: {
      must: [],
      may: [...ROLLDOWN_FEATURES, ...ROLLDOWN_WHY.flatMap(([label, text]) => [`${label}: ${text}`, label!, text!])],
    },
    usps: {
      must: [],
      may: [...ROLLDOWN_WHY.flatMap(([label, text]) => [`${label}: ${text}`, label!, text!]), ...ROLLDOWN_FEATURES],
    },
    tags: { must: [], may: ROLLDOWN_TOPICS },
    keywords: { must: [], may: ROLLDOWN_TOPICS },
    founders: [],
    // The x.com link is a post of a person's, the GitHub link a benchmarks repository.
    socials: {},
    faqs: [],
  },
  // The bundlers compared and credited are others'; "(WIP)" items are planned.
  forbidden: ['x.com/youyuxi', 'webpack.js.org', 'parceljs.org', 'HMR support (WIP)', 'Minification (WIP)'],
};

/** The numbered sections, each a part of the tool. */
const RSENV_SECTIONS = ['The Vault', 'File Swapping', 'Environment Hierarchy', 'File Guarding', 'SOPS Encryption'];
const RSENV_TOPICS = [
  'environment variables',
  'env files',
  'environment management',
  'vault',
  'secrets',
  'SOPS',
  'encryption',
  'GPG',
  'Age',
  'direnv',
  'symlink',
  'symlinks',
  'dotfiles',
  'Rust',
  'CLI',
  'pre-commit hook',
  'Homebrew',
  'Cargo',
];

const rsenv: CorpusSite = {
  id: 'rsenv-readme',
  about:
    'real (sysid/rs-env README): an opening logo with alt text, "Why?" as the author\'s pain points ("I need a personal workspace …"), five numbered feature sections with diagrams, a quick start',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section', 'features'],
  source: realSource('sysid/rs-env', 'c8fdd02e', 'README.md', RENDERED),
  pages: { '/': realPage('rsenv-readme/index.html') },
  expected: {
    name: 'rsenv',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image, alt "rsenv logo".
    logo_url: '{base}/doc/logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: RSENV_SECTIONS.flatMap((title, i) => [title, `${i + 1}. ${title}`]) },
    // The "Why?" items are the author's problems, not what sets rsenv apart.
    usps: { must: [], may: RSENV_SECTIONS.flatMap((title, i) => [title, `${i + 1}. ${title}`]) },
    tags: { must: [], may: RSENV_TOPICS },
    keywords: { must: [], may: RSENV_TOPICS },
    founders: [],
    // The wiki pages are documentation; no profile.
    socials: {},
    faqs: [],
  },
  forbidden: ['direnv.net', 'opensource.org'],
};

// ——— The round's second pair: a "why not" heading (reasons NOT to choose it) ———

const tameOidc: CorpusSite = {
  id: 'tame-oidc-readme',
  about:
    'real (EmbarkStudios/tame-oidc README): a centred header with badges (Embark, its Discord), "Why?" with one item of what the reader wants, "Why not?" with the crate\'s drawbacks',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section', 'socials'],
  source: realSource('EmbarkStudios/tame-oidc', 'e41f86bf', 'README.md', RENDERED),
  pages: { '/': realPage('tame-oidc-readme/index.html') },
  expected: {
    name: 'tame-oidc',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    features: { must: [], may: ['RFC7636 Proof Key for Code Exchange by OAuth Public Clients'] },
    // "Why?": what the reader wants; "Why not?": its drawbacks ("This crate requires more boilerplate to use.").
    usps: { must: [], may: [] },
    tags: {
      must: [],
      may: ['OpenID Connect', 'OIDC', 'sans-io', 'OAuth', 'PKCE', 'Rust', 'crate', 'auth flow', 'HTTP requests'],
    },
    keywords: {
      must: [],
      may: ['OpenID Connect', 'OIDC', 'sans-io', 'OAuth', 'PKCE', 'Rust', 'crate', 'auth flow', 'HTTP requests'],
    },
    founders: [],
    // The header's Discord badge: its maker's chat.
    socials: { custom: 'https://discord.gg/dAuKfZS' },
    faqs: [],
  },
  // reqwest is another crate; the CI badge is another project's.
  forbidden: ['github.com/seanmonstar/reqwest', 'gleam-lang'],
};

/** The three labelled points under the tagline. */
const LEVIATH_POINTS = [
  'Coherent. Structured context regions mean an agent still knows what it read 50 tool calls ago.',
  "Right-sized. Each phase of a task gets its own model, tools, and context layout, so you aren't paying frontier prices for file reads.",
  'Light. Thousands of agents in one bevy_ecs process, from a single binary. No Node, Python, or Docker.',
  'Coherent.',
  'Right-sized.',
  'Light.',
  'Coherent',
  'Right-sized',
  'Light',
];
/** "Features": the table's card titles. */
const LEVIATH_FEATURES = [
  'Structured context memory',
  'Multi-stage workflows',
  'Human-in-the-loop',
  'Sandboxed execution and taint tracking',
  'ECS agent engine',
  'Sub-agents and fan-out',
];
const LEVIATH_TOPICS = [
  'AI agents',
  'agents',
  'runtime',
  'structured runtime',
  'context regions',
  'structured context',
  'multi-stage workflows',
  'human-in-the-loop',
  'sandboxing',
  'taint tracking',
  'ECS',
  'bevy_ecs',
  'sub-agents',
  'fan-out',
  'REST API',
  'MCP',
  'Model Context Protocol',
  'Agent Client Protocol',
  'OpenTelemetry',
  'Rust',
  'CLI',
  'dashboard',
  'Ollama',
];

const leviath: CorpusSite = {
  id: 'leviath-readme',
  about:
    'real (GEMISIS/leviath README): a centred logo and three labelled points, a features table, "How it compares", "Why you might not want Leviath" (its drawbacks, labelled), a footer link row',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section', 'features', 'socials'],
  source: realSource('GEMISIS/leviath', '64b6d6d4', 'README.md', RENDERED),
  pages: { '/': realPage('leviath-readme/index.html') },
  expected: {
    name: 'Leviath',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred opening image, alt "Leviath".
    logo_url: '{base}/docs/assets/logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['AI', 'Developer Tools', 'Chatbots'] },
    features: { must: [], may: [...LEVIATH_FEATURES, ...LEVIATH_POINTS] },
    // The labelled points and the features are its claims; "Why you might not want Leviath" lists drawbacks.
    usps: { must: [], may: [...LEVIATH_POINTS, ...LEVIATH_FEATURES] },
    tags: { must: [], may: LEVIATH_TOPICS },
    keywords: { must: [], may: LEVIATH_TOPICS },
    // "© Gerald McAlister" under "License": a copyright, no founder stated.
    founders: [],
    // The footer row "Website · Docs · GitHub · Issues": its own repository.
    socials: { github: 'https://github.com/GEMISIS/leviath' },
    faqs: [],
  },
  // The agents and frameworks compared, and the 12-Factor Agents repository, are others'.
  forbidden: ['github.com/humanlayer', 'gastownhall', 'zed.dev', 'founders=Gerald McAlister'],
};

/** "Why?": its claims, without the author's motive ("because I thought it was a cool idea 😎"). */
const FSDB_WHY = [
  'just a filesystem - provides massive flexibility and enormous amount of existing tooling for the underlying storage engine',
  'lightweight - essentially just a handful of functions for structured sychronization of file operations',
  'embedded - all operations occur in-process',
  'concurrent - multiple processes can safely operate on the same database',
];
const FSDB_TOPICS = [
  'filesystem',
  'database',
  'transactional database',
  'embedded database',
  'key/value database',
  'file locking',
  'transactions',
  'concurrency',
  'locks',
  'Rust',
  'storage engine',
];

const fsdb: CorpusSite = {
  id: 'fsdb-readme',
  about:
    'real (wilgaboury/sbdb README at an early commit, "FSDB - FileSystem DataBase"): "Why?" as claims, "Why not?" as drawbacks, code, then an article on how it works',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('wilgaboury/sbdb', 'ed68f701', 'README.md', RENDERED),
  pages: { '/': realPage('fsdb-readme/index.html') },
  expected: {
    name: ['FSDB', 'FSDB - FileSystem DataBase'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Databases', 'Developer Tools'] },
    features: { must: [], may: FSDB_WHY },
    // "Why not?" lists its drawbacks ("Slow list/scan operations"), no reason to choose it.
    usps: { must: [], may: FSDB_WHY },
    tags: { must: [], may: FSDB_TOPICS },
    keywords: { must: [], may: FSDB_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['Slow list/scan operations', 'High tail latencies caused by lock contention'],
};

/** "Dear God Why Yet Another Frontend Framework?": the cards' titles and texts. */
const MVUI_CARDS = [
  [
    "It's Tiny",
    'Mvui is around 3000 lines of well documented and tested code with no dependencies. You could probably maintain it yourself if you had to.',
  ],
  [
    'Web Components',
    'You can mix and match Mvui with other frameworks as you see fit. Even though obviously you would never want to use anything but Mvui ;)',
  ],
  [
    'Fully Typesafe',
    'Have typescript yell at you in the templates - not just for props, but also for events and slots in your templates!',
  ],
  [
    'Fine-Grained Reactivity',
    'State is managed with a combination of Redux-like selectors for synchronous reactivity and RxJS-like operators for asynchronous reactivity.',
  ],
  [
    'Its JS all the way down',
    'Templates and CSS is defined using a simple javascript syntax. No special editor plugins needed for indentation, syntax-highlighting or auto-completion.',
  ],
  [
    "(Don't fear the class)",
    'Actually, Mvui is mostly functional in its aproach. But you can do more traditional object orientation if you so desire.',
  ],
];
const MVUI_TOPICS = [
  'frontend framework',
  'web components',
  'webcomponents',
  'TypeScript',
  'typesafe',
  'reactivity',
  'fine-grained reactivity',
  'RxJS',
  'Redux',
  'JavaScript',
  'CSS',
  'templates',
  'components',
];

const mvui: CorpusSite = {
  id: 'mvui-home',
  about:
    'real (dominiksta/mvui docs site home, packages/docs/content/_index.md, a Hugo page with its shortcodes as text): an icon beside the name, a code view, "Dear God Why Yet Another Frontend Framework?" as cards, "Why you shouldn\'t use Mvui" (drawbacks)',
  classes: ['real', 'held-out', 'single-page', 'docs', 'usps', 'why-section', 'features'],
  source: realSource('dominiksta/mvui', '221ea563', 'packages/docs/content/_index.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('mvui-home/index.html') },
  expected: {
    name: 'Mvui',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The icon beside the name at the top.
    logo_url: '{base}/mvui/icon.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'UI Kits', 'Design'] },
    features: { must: [], may: MVUI_CARDS.flatMap(([title, text]) => [title!, text!]) },
    // The cards are its reasons; "Why you shouldn't use Mvui" lists its limits.
    usps: { must: [], may: MVUI_CARDS.flatMap(([title, text]) => [title!, text!]) },
    tags: { must: [], may: MVUI_TOPICS },
    keywords: { must: [], may: MVUI_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // Wournal is another of the author's projects; the frameworks named are others'.
  forbidden: ['github.com/dominiksta/wournal', 'There is no support for Server-Side-Rendering'],
};

export const REAL_TUNING_SITES_THIRTY_FOURTH: readonly CorpusSite[] = [vite, unocss, xvc, tameOidc, leviath];
export const REAL_HELD_OUT_SITES_THIRTY_FOURTH: readonly CorpusSite[] = [vitest, rolldown, rsenv, fsdb, mvui];
