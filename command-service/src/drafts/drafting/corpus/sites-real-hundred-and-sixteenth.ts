/**
 * Issue 34, hundred-and-sixteenth round: features precision, second part — a list of what the product does not do
 * ("## What it doesn't do") read as its features. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README (or its site's page) kept in its repository at the commit, rendered by markdown-it
 * (html and linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - tellina-readme: JP-TINKER/tellina at 4a126822 (README.md): a quiet virus scanner for ~/Downloads on Linux; its
 *   first list, under "## What it doesn't do", says what it does not protect against ("It's not real-time, always-on
 *   protection. …"); no features heading; requirements, install, defaults table, docs and tests lists.
 * - victauri-readme: runyourempire/victauri at ba992b07 (README.md): full-stack testing for Tauri apps; a
 *   comparison table, an MCP tools table, "## Security & Privacy" (five bold-led items), "## What It Doesn't Do"
 *   ("No production use — debug builds only, by design", …).
 * - arcdrip-readme: Gautam121212/arcdrip at 5aa20d4f (README.md, from the stored file: no mirror could be had), added
 *   after the first two's first runs had shown their "doesn't" headings not drafted: a GitHub Action that watches
 *   Stripe's API for changes, "## What you get", "## What it does not do (yet)" (eight bold-led limits).
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - purejin-home: jbee/jbee.github.io at 618c3677 (purejin/index.md, front matter dropped): purejin's page on its
 *   maker's site, "## What it does" (its features) then "## What it doesn't do" ("give you headaches (through
 *   grotesque limitations, …)", "have you clutter your code with hints for the library", …).
 * - copychime-readme: watt-tang/CopyChime at adaf7dc5 (README.md): a clipboard HUD for Windows, "## What it is not"
 *   (six "No …" items) before its "## Features" (ten items), "## Privacy", "## Roadmap".
 */
import type { CorpusSite } from './corpus-site.ts';
import { FRONT_MATTER_DROPPED, realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_PRICE = ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'];

// ---------------------------------------------------------------- Tellina (tuning)

const TELLINA_TOPICS = [
  'virus scanner',
  'antivirus',
  'malware',
  'malware scanner',
  'ClamAV',
  'Linux',
  'downloads',
  'quarantine',
  'security',
  'systemd',
  'desktop',
];

const tellina: CorpusSite = {
  id: 'tellina-readme',
  about:
    'Tellina\'s README: the h1 "Tellina", "Tellina is a quiet virus scanner for your ~/Downloads folder on Linux.", how it holds a download in RAM and scans it with ClamAV, "## What it doesn\'t do" (four items: not real-time, only known signatures, no files over 2 GiB, the browser still writes to disk), who it is for, requirements, install, the staging area, faster scans, uninstall, a defaults table, documentation and tests lists, MIT; no features heading.',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('JP-TINKER/tellina', '4a126822', 'README.md', RENDERED),
  pages: { '/': realPage('tellina-readme/index.html') },
  expected: {
    name: ['Tellina'],
    // "MIT. See LICENSE.": a licence, no price and no "free" in words.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Security', 'Developer Tools', 'Productivity'] },
    // The page states no feature list: the "What it doesn't do" items are what it does not do (this round's class),
    // the others requirements, documents and test scripts. What its prose says it does may stand.
    features: {
      must: [],
      may: [
        'Clean files show up like normal.',
        'Malware gets quarantined and you get a popup.',
        'If nothing is wrong, you see nothing, just one line in a log.',
        "When a download finishes, Tellina checks it before you'd normally get to open it.",
        'Large files are scanned where they are instead of moved.',
        "If a held file turns out to be malware, it's deleted right out of memory, so no copy of it ever gets written to your disk.",
        'No configuration file, no settings screen.',
        'The defaults are the product.',
      ],
    },
    usps: {
      must: [],
      may: [
        'Tellina is a quiet virus scanner for your ~/Downloads folder on Linux.',
        "When a download finishes, Tellina checks it before you'd normally get to open it.",
        'No configuration file, no settings screen. The defaults are the product.',
        'No configuration file, no settings screen.',
        'The defaults are the product.',
        "If a held file turns out to be malware, it's deleted right out of memory, so no copy of it ever gets written to your disk.",
      ],
    },
    tags: { must: [], may: TELLINA_TOPICS },
    keywords: { must: [], may: TELLINA_TOPICS },
    founders: [],
    // Only the clone command names its repository (in a code block), no link.
    socials: {},
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- Victauri (tuning)

/** "## Security & Privacy": five bold-led items. */
const VICTAURI_SECURITY = [
  'Debug-only: entire plugin compiles away in release builds (#[cfg(debug_assertions)])',
  'Localhost-only: no remote access, DNS rebinding protection',
  'Auth tokens: auto-generated or configurable via VICTAURI_AUTH_TOKEN',
  'Privacy controls: command allowlists/blocklists, tool disabling, output redaction (API keys, JWTs, emails)',
  'Strict mode: one call to disable all mutating tools',
];
/** The comparison table's rows (Victauri: Yes on each) and the MCP tools table's descriptions. */
const VICTAURI_TABLES = [
  'DOM interaction',
  'macOS support',
  'Backend state access',
  'IPC call verification (args + result)',
  'Ghost command detection',
  'Cross-boundary verification',
  '#[inspectable] command schemas',
  'Time-travel recording',
  'Zero-config setup',
  'Works with cargo test',
  'Click, double-click, hover, focus, scroll, select — with auto-wait for actionability',
  'Fill inputs, type character-by-character, press keyboard keys',
  'Get state, list windows, manage (minimize/maximize/etc), resize, move, set title',
  'Read/write localStorage, sessionStorage, cookies',
  'Go to URL, go back, get history, configure dialog auto-responses',
  'Start/stop sessions, create checkpoints, get events, export/import for replay',
  'Computed CSS, bounding boxes, element highlighting, accessibility audit, performance metrics',
  'Console, network, IPC, navigation, dialog logs — filtered by time and content',
  'Inject/remove debug CSS',
  'Execute JavaScript in the webview (async supported)',
  'Full accessibility tree with ref handles for interaction',
  'Call any registered Tauri command through real IPC',
  'Platform-native window capture (no Chromium dependency)',
  'Compare frontend DOM state against backend state — find divergences',
  'Find frontend IPC calls with no backend handler (and vice versa)',
  'Detect stuck, stale, or errored IPC calls',
  'Poll for conditions: text appears, selector matches, IPC settles',
  'Evaluate JS expression and assert against expected value',
  'Natural language → matching Tauri command',
  'List all commands with schemas from #[inspectable]',
];
const VICTAURI_TOPICS = [
  'Tauri',
  'testing',
  'end-to-end testing',
  'e2e testing',
  'test automation',
  'MCP',
  'Model Context Protocol',
  'AI agents',
  'Rust',
  'IPC',
  'WebDriver',
  'Playwright',
  'cargo',
  'plugin',
];

const victauri: CorpusSite = {
  id: 'victauri-readme',
  about:
    'Victauri\'s README: the h1 "Victauri", "Full-stack testing for Tauri apps. …", badges, an MCP server inside the Tauri process, "## What makes this different" (code and a comparison table), quick start, an MCP tools table, instrumenting commands, how it works, "## Security & Privacy" (five items), architecture, CI, "## What It Doesn\'t Do" (four items: no production use, no remote access, no iframe support, pre-1.0), development, Apache-2.0, "Built and maintained by 4DA Systems".',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('runyourempire/victauri', 'ba992b07', 'README.md', RENDERED),
  pages: { '/': realPage('victauri-readme/index.html') },
  expected: {
    name: ['Victauri'],
    // "Works on macOS, Windows, and Linux for free."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Testing', 'AI Agents', 'Automation'] },
    // "## Security & Privacy" is the page's one list of what it does; the tables' rows may stand. The "What It
    // Doesn't Do" items are no features (this round's class).
    features: {
      must: [],
      may: [
        ...VICTAURI_SECURITY,
        ...VICTAURI_SECURITY.map((item) => item.replace(/^[^:]+: /, '')),
        ...VICTAURI_SECURITY.map((item) => item.replace(/:.*$/, '')),
        ...VICTAURI_TABLES,
        'No WebDriver binary.',
        'No browser dependency.',
        'Works on macOS, Windows, and Linux for free.',
      ],
    },
    usps: {
      must: [],
      may: [
        'Full-stack testing for Tauri apps.',
        'Full-stack testing for Tauri apps. Click a button in the frontend, verify the Rust handler ran, confirm the database row was written — from one test.',
        'Click a button in the frontend, verify the Rust handler ran, confirm the database row was written — from one test.',
        'No WebDriver binary.',
        'No browser dependency.',
        'Works on macOS, Windows, and Linux for free.',
        'Victauri crosses the boundary:',
        'In release builds, both return a no-op plugin — zero overhead, no feature flags needed.',
        'The MCP server runs inside the Tauri process — not as a sidecar.',
        'Victauri tests run in CI without special infrastructure.',
      ],
    },
    tags: { must: [], may: VICTAURI_TOPICS },
    keywords: { must: [], may: VICTAURI_TOPICS },
    // "Built and maintained by 4DA Systems": a company, no person named.
    founders: [],
    socials: { github: ['https://github.com/runyourempire/victauri', 'https://github.com/runyourempire'] },
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- arcdrip (tuning)

/** The three numbered things the GitHub Action does, and "## What you get"'s items. */
const ARCDRIP_DOES = [
  'reads your repository and works out exactly which Stripe operations, fields, and webhook events your code uses;',
  "watches Stripe's published API specification for changes;",
  'opens an issue — with the exact file and line — only when a change touches something your code actually uses.',
];
const ARCDRIP_GETS = [
  'when your code stops depending on the changed field, the issue closes with a comment;',
  "if the code moves, the issue's line numbers follow it;",
  "close an issue yourself to acknowledge it — it won't be recreated.",
  'A check run named arcdrip on each run, with annotations on the affected lines.',
  'One issue per alert, labelled arcdrip, like this:',
];
const ARCDRIP_TOPICS = [
  'Stripe',
  'Stripe API',
  'API changes',
  'breaking changes',
  'GitHub Action',
  'GitHub Actions',
  'CI',
  'webhooks',
  'OpenAPI',
  'TypeScript',
  'JavaScript',
  'monitoring',
];

const arcdrip: CorpusSite = {
  id: 'arcdrip-readme',
  about:
    'arcdrip\'s README: the h1 "arcdrip", "Finds out when Stripe changes something your code depends on — before your customers do.", a GitHub Action that reads the repository, watches Stripe\'s API specification and opens issues (three numbered items), install (a workflow), "## What you get" (a check run, one issue per alert, three items on how issues maintain themselves), permissions, a replay demo, an options table, "## What it does not do (yet)" (eight bold-led limits: "Stripe only.", "TypeScript and JavaScript only.", …), feedback, MIT.',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('Gautam121212/arcdrip', '5aa20d4f', 'README.md', RENDERED),
  pages: { '/': realPage('arcdrip-readme/index.html') },
  expected: {
    name: ['arcdrip'],
    // "MIT."; "There is nothing to sign up for": no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Monitoring', 'Automation', 'Finance'] },
    // What it does, and what you get, may stand; the "What it does not do (yet)" items are its limits, no features
    // (this round's class).
    features: {
      must: [],
      may: [
        ...ARCDRIP_DOES,
        ...ARCDRIP_GETS,
        'It is read-only.',
        'It never changes your code, never opens pull requests, and nothing leaves your CI.',
        'arcdrip has no server, no account, and no telemetry.',
      ],
    },
    usps: {
      must: [],
      may: [
        'Finds out when Stripe changes something your code depends on — before your customers do.',
        'It is read-only. It never changes your code, never opens pull requests, and nothing leaves your CI.',
        'It never changes your code, never opens pull requests, and nothing leaves your CI.',
        'arcdrip has no server, no account, and no telemetry.',
        'There is nothing to sign up for and nothing that can be breached on our side.',
        'Everything runs inside your GitHub Actions job.',
      ],
    },
    tags: { must: [], may: ARCDRIP_TOPICS },
    keywords: { must: [], may: ARCDRIP_TOPICS },
    founders: [],
    // Its repository is named only inside the workflow's code block, no link.
    socials: {},
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

export const REAL_TUNING_SITES_HUNDRED_AND_SIXTEENTH: readonly CorpusSite[] = [tellina, victauri, arcdrip];

// ---------------------------------------------------------------- purejin (held out)

/** "## What it does": the list as the page states it ("..." trails it off). */
const PUREJIN_FEATURES = [
  'provide a type safe fluent API for...',
  'binds this to that under those injection circumstances',
  'binds types or instances (named instances of a type)',
  'provides full generic support (List<A> != List<B> etcetera)',
  'binds any class/interface (no exceptions or special handling)',
  'binds multiple values together or in different modules and receives them as array, list, set',
  'use your list/set implementations instead of javas (is really easy)',
  'binds different configurations without ifs everywhere (build in concepts)',
  'binds in different scopes',
  'use of your own scopes/lifecycles (is really easy)',
  'use of your own provider interface to escape scoping problems (is really easy)',
  'can restrict bindings to packages, types, instances or type/instance hierarchies or parents',
  'tells you at construction time what is missing, ambigous or wrongly scoped.',
  'ask you how to find and identify "things of interest" (instead of telling you how to mark them in your code)',
];
const PUREJIN_TOPICS = [
  'java',
  'Java',
  'dependency injection',
  'DI',
  'library',
  'refactoring',
  'IoC',
  'container',
  'fluent API',
  'reflection',
];

const purejin: CorpusSite = {
  id: 'purejin-home',
  about:
    'purejin\'s page on its maker\'s site: the h1 "purejin" over a list of four topics (java, dependency injection, library, refactoring), "Dependency Injection with Pure Java Code", what it is, why it came to be, why use it, "## What it does" (fourteen items and "..."), "## What it doesn\'t do" (seven items: "capitalise on familiarity …", "give you headaches …", …), how to use it, maven, how to learn it (links to tests), curiosities.',
  classes: ['real', 'held-out', 'single-page', 'features'],
  source: realSource('jbee/jbee.github.io', '618c3677', 'purejin/index.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('purejin-home/index.html') },
  expected: {
    name: ['purejin', 'Purejin'],
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
      must: PUREJIN_FEATURES.slice(1),
      may: [
        PUREJIN_FEATURES[0],
        'provide a type safe fluent API',
        // "## Curiosities": tests showing what else it can do.
        'mocking: "teach" the container to mock undefined dependencies in tests',
        'state-switches: inject different instances depending on runtime state',
        'initialisers: using "post construct" to automatically close AutoCloseables',
      ],
    },
    usps: {
      must: [],
      may: [
        'Dependency Injection with Pure Java Code',
        'Purejin is a Java dependency injection library that only uses vanilla Java code to define a container context using a fluent binding API.',
        'Dependency management through code.',
        'No XML. No annotations. No code dependencies in the wrong direction.',
        'No XML.',
        'No annotations.',
        'No code dependencies in the wrong direction.',
        'Application code is written as if there is no DI library.',
        'It is particularly useful for highly configurable and/or modular applications.',
        "It's small, debuggable, straight forward stand alone library that makes common things easy and uncommon ones easy to add.",
        'It really is just plain old boring code.',
        'It also has no dependencies on its own.',
      ],
    },
    tags: { must: [], may: PUREJIN_TOPICS },
    keywords: { must: [], may: PUREJIN_TOPICS },
    // Its maker links only "ask me" to his site, unnamed on the page.
    founders: [],
    socials: { github: ['https://github.com/jbee/purejin', 'https://github.com/jbee'] },
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- CopyChime (held out)

/** "## Features": ten bold-led items. */
const COPYCHIME_LINES = [
  'Copy notification — Shows a bubble with text preview, character count, and line count',
  'Clipboard history — Browse and re-copy recent text snippets',
  'Pin items — Keep important clips from being auto-cleared',
  'Privacy mode — Hide clipboard content from the UI',
  'Sensitive content detection — Automatically masks API keys, tokens, passwords',
  'Ignore patterns — Skip clipboard content matching custom rules',
  'Theme support — Light, Dark, Catppuccin, Mint, Mono, System',
  'System tray — Minimize to tray, pause/resume, quick access',
  'Global shortcuts — Ctrl+Alt+C/H/P/M for quick control',
  'Window position memory — Remembers where you placed the HUD',
];
/** "## Privacy": what it keeps local. */
const COPYCHIME_PRIVACY = [
  'Does not upload clipboard content anywhere',
  'Does not make any network requests',
  'Does not use analytics or telemetry',
  'Does not sync to cloud services',
];
const COPYCHIME_TOPICS = [
  'clipboard',
  'clipboard history',
  'clipboard manager',
  'HUD',
  'Windows',
  'snippets',
  'text snippets',
  'privacy',
  'Electron',
  'desktop app',
];

const copychime: CorpusSite = {
  id: 'copychime-readme',
  about:
    'CopyChime\'s README: the h1 "CopyChime", "A tiny clipboard HUD for Windows. Copy, preview, and quickly reuse recent text snippets.", "## What it is", "## What it is not" ("not a full clipboard manager like Ditto, CopyQ, or EcoPaste", six "No …" items), "## Features" (ten bold-led items), "## Privacy" (four "Does not …" items), build commands, a shortcuts table, "## Roadmap" (three items), "## Demo" (TODO).',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('watt-tang/CopyChime', 'adaf7dc5', 'README.md', RENDERED),
  pages: { '/': realPage('copychime-readme/index.html') },
  expected: {
    name: ['CopyChime'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    // "## Features"; the "What it is not" items ("No rich text support") are what it does not do (this round's
    // class), the roadmap's items work to come; the privacy items may stand.
    features: {
      must: COPYCHIME_LINES,
      may: [
        ...COPYCHIME_LINES.map((item) => item.replace(/ — .*$/, '')),
        ...COPYCHIME_LINES.map((item) => item.replace(/^.* — /, '')),
        ...COPYCHIME_PRIVACY,
      ],
    },
    usps: {
      must: [],
      may: [
        'A tiny clipboard HUD for Windows. Copy, preview, and quickly reuse recent text snippets.',
        'A tiny clipboard HUD for Windows.',
        'Copy, preview, and quickly reuse recent text snippets.',
        'CopyChime is a lightweight clipboard HUD that shows a notification when you copy text, lets you browse recent clipboard history, and quickly re-copy previous items.',
        'It intentionally stays simple:',
        'CopyChime stores all data locally in your user data directory.',
        ...COPYCHIME_PRIVACY,
      ],
    },
    tags: { must: [], may: COPYCHIME_TOPICS },
    keywords: { must: [], may: COPYCHIME_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_SIXTEENTH: readonly CorpusSite[] = [purejin, copychime];
