/**
 * Issue 34, fifty-ninth round: a third measurement on fresh marketing pages (nothing tuned). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Nothing is tuned on (the round changes no drafter or verifier code): five products' marketing pages, kept from
 * their websites' repositories, chosen and their facts written before the drafter first ran on them.
 *
 * Held out:
 * - helix-home: helix-editor/website at 268d0db4 (index.html, Zola's output on the deploy branch), verbatim: a
 *   terminal text editor's home page, six "selling points" headed h2, "Frequent questions" as h3 + answer, a
 *   "Support" section (GitHub, Matrix, OpenCollective).
 * - tusky-home: tuskyapp/tuskyapp.github.io at 138828ca (index.html), verbatim: an Android Mastodon client's
 *   one-screen home page: two paragraphs, store buttons, a footer with an APK, GitHub, Open Collective and a sponsor.
 * - remark42-home: umputun/remark42 at 94d1f6e2 (site/src/pages/index.md, the Eleventy site's home), its front
 *   matter dropped, rendered, in a bare page titled with its front-matter title: a self-hosted comment engine,
 *   a 22-item feature list and an 11-item "Privacy" list; no links.
 * - pencil2d-home: pencil2d/pencil2d.github.io at 65b28fa0 (index.md, the Jekyll home's text before its
 *   layout's posts), its front matter dropped, rendered, in a bare page titled with _config.yml's site title
 *   (the page has none): a desktop animation app's four tiles.
 * - vivliostyle-about-ja: vivliostyle/vivliostyle.org at 16b8a59e (ja/about-us.md), its front matter dropped,
 *   Liquid captures and includes kept as they are, rendered, in a bare page titled with its front-matter title
 *   (私たちについて, "About us"): a Japanese typesetting foundation's about page: its aims, its registered
 *   details (representative, 設立 2018-08, an address in Saitama, a phone), five yearly reports, sponsorship.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED } from './corpus-site.ts';

const BARE = `${FRONT_MATTER_DROPPED}, in a bare page titled with its front-matter title`;

/** A card's title, its text, and both joined as "Title: text" (how a drafter may write a card). */
const cardForms = (cards: readonly (readonly [string, string])[]) =>
  cards.flatMap(([title, text]) => [title, text, `${title}: ${text}`, text.replace(/\.$/, '')]);

export const REAL_TUNING_SITES_FIFTY_NINTH: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- Helix (held out)

const HELIX_POINTS: readonly (readonly [string, string])[] = [
  [
    'Multiple selections',
    'Multiple cursors as a core editing primitive, inspired by Kakoune. Commands manipulate selections which allows concurrent code editing.',
  ],
  [
    'Tree-sitter integration',
    'Tree-sitter produces error tolerant and robust syntax trees, which enables better syntax highlighting, indent calculation and code navigation.',
  ],
  [
    'Powerful code manipulation',
    'Navigate and select functions, classes, comments, etc and select syntax tree nodes instead of plain text.',
  ],
  [
    'Language server support',
    'Language specific auto completion, goto definition, documentation, diagnostics and other IDE features with no additional configuration.',
  ],
  [
    'Built in Rust, for the terminal',
    'No Electron. No VimScript. No JavaScript. Use it over ssh, tmux, or a plain terminal. Your laptop battery life will thank you.',
  ],
  [
    'Modern builtin features',
    'Fuzzy finder to jump to files and symbols, project wide search, beautiful themes, auto closing bracket pairs, surround integration and more.',
  ],
];
const HELIX_CLAIMS = [
  'A post-modern text editor.',
  'A post-modern text editor',
  'A post-modern modal text editor.',
  'A post-modern modal text editor',
  'No Electron. No VimScript. No JavaScript.',
  'Use it over ssh, tmux, or a plain terminal.',
  'Your laptop battery life will thank you.',
  'Multiple cursors as a core editing primitive, inspired by Kakoune.',
  'Commands manipulate selections which allows concurrent code editing.',
  'The result is a much smaller codebase and a modern set of defaults.',
  "It's easier to get started if you've never used a modal editor before, and there's much less fiddling with config files.",
  'Helix instead chooses to integrate more.',
  'We also use tree-sitter for highlighting and code analysis.',
];
const HELIX_TOPICS = [
  'Helix',
  'text editor',
  'editor',
  'modal editor',
  'modal text editor',
  'code editor',
  'terminal',
  'Rust',
  'multiple selections',
  'multiple cursors',
  'Tree-sitter',
  'tree-sitter',
  'syntax highlighting',
  'language server',
  'Language Server Protocol',
  'LSP',
  'auto completion',
  'goto definition',
  'diagnostics',
  'IDE',
  'fuzzy finder',
  'project wide search',
  'themes',
  'surround',
  'Vim',
  'Kakoune',
  'Neovim',
  'ssh',
  'tmux',
  'code navigation',
  'post-modern',
];

const helix: CorpusSite = {
  id: 'helix-home',
  about:
    'real (helix-editor.com home, Zola output, verbatim): a terminal text editor, six selling points headed h2, "Frequent questions" h3 + answers (one a bare link), Support: GitHub, Matrix, OpenCollective',
  classes: ['real', 'single-page', 'held-out', 'features', 'faqs', 'logo', 'socials'],
  source: realSource('helix-editor/website', '268d0db4', 'index.html', 'verbatim'),
  pages: { '/': realPage('helix-home/index.html') },
  expected: {
    name: 'Helix',
    // "Sponsor development on OpenCollective" is a donation; no word on price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The nav's <img src="/logo.svg" alt="Logo"> beside the <h1>Helix</h1>, in the home link.
    logo_url: '{base}/logo.svg',
    // An asciinema terminal recording a script loads into <div id="demo">: no video, no link.
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // Six selling points, each an h2 title and its text.
    features: { must: HELIX_POINTS.map(([title]) => title), may: cardForms(HELIX_POINTS) },
    usps: { must: [], may: [...cardForms(HELIX_POINTS), ...HELIX_CLAIMS] },
    tags: { must: [], may: HELIX_TOPICS },
    keywords: { must: [], may: HELIX_TOPICS },
    founders: [],
    // The nav's and Support's "GitHub" (its repository, as Nimbus's and fish's), the Matrix room (custom).
    socials: {
      github: ['https://github.com/helix-editor/helix', 'https://github.com/helix-editor'],
      custom: 'https://matrix.to/#/#helix-community:matrix.org',
    },
    // "Frequent questions": six h3 questions, each answered under it ("Is it any good?" by a bare link).
    faqs: [
      'Post-modern?!',
      'Is it any good?',
      'Are there plans for a GUI frontend?',
      'What about plugins?',
      'How does it differ from Kakoune?',
      'How does it differ from Vim?',
    ],
  },
  // Other editors and projects named in passing; the donation page; a forum thread.
  forbidden: [
    'name=Kakoune',
    'name=Vim',
    'name=Neovim',
    'kakoune.org',
    'github.com/mawww',
    'news.ycombinator.com',
    'opencollective.com',
    'microsoft.github.io',
    'tree-sitter.github.io',
  ],
};

// ---------------------------------------------------------------- Tusky (held out)

const TUSKY_CLAIMS = [
  'Mastodon client for Android',
  'Tusky is a lightweight client for Mastodon, a free and open-source social network server.',
  'Tusky is a lightweight client for Mastodon',
  'Tusky is a lightweight Android client for Mastodon, a free and open-source social network server.',
  'It supports all Mastodon features, like photos, videos, lists, custom emojis and is designed according to material guidelines.',
  'It supports all Mastodon features, like photos, videos, lists, custom emojis',
  'Designed according to material guidelines',
  'You can choose between a dark, a light and a black theme in Tusky.',
  'It has notifications and a drafts feature.',
  'Tusky is free and open source software licensed under the GPL-3.0.',
  'Lightweight',
  'Photos',
  'Videos',
  'Lists',
  'Custom emojis',
  'Dark, light and black themes',
  'Notifications',
  'Drafts',
];
const TUSKY_TOPICS = [
  'Tusky',
  'Mastodon',
  'Mastodon client',
  'Android',
  'Android app',
  'client',
  'social network',
  'social media',
  'fediverse',
  'open source',
  'free software',
  'GPL-3.0',
  'material design',
  'dark theme',
  'notifications',
  'drafts',
  'photos',
  'videos',
  'lists',
  'custom emojis',
  'F-Droid',
  'Google Play',
  'lightweight',
];

const tusky: CorpusSite = {
  id: 'tusky-home',
  about:
    "real (tusky.app home 2023, verbatim): an Android Mastodon client, two paragraphs of prose, F-Droid and Google Play buttons, a footer with an APK, changelog, GitHub, Open Collective and a sponsor's logo",
  classes: ['real', 'single-page', 'held-out', 'logo', 'socials', 'pricing'],
  source: realSource('tuskyapp/tuskyapp.github.io', '138828ca', 'index.html', 'verbatim'),
  pages: { '/': realPage('tusky-home/index.html') },
  expected: {
    name: 'Tusky',
    // "Tusky is free and open source software licensed under the GPL-3.0"; Open Collective is a donation.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // <div id="logo"><img src="img/tusky.svg" alt="Tusky icon"> beside <h1>Tusky</h1>.
    logo_url: '{base}/img/tusky.svg',
    demo_video_url: null,
    // A client for a social network: Social Media at most (its description is about managing social accounts).
    categories: { must: [], may: ['Social Media'] },
    // No feature list: one sentence of capabilities.
    features: { must: [], may: TUSKY_CLAIMS },
    usps: { must: [], may: TUSKY_CLAIMS },
    tags: { must: [], may: TUSKY_TOPICS },
    keywords: { must: [], may: TUSKY_TOPICS },
    founders: [],
    // The footer's "GitHub" (its repository) and "@Tusky@mastodon.social" (rel="me"), its own account.
    socials: {
      github: ['https://github.com/tuskyapp/Tusky', 'https://github.com/tuskyapp'],
      custom: 'https://mastodon.social/@Tusky',
    },
    // A link to an FAQ elsewhere, no questions on the page.
    faqs: [],
  },
  // The network it is a client of, its licence, the donation page and the sponsor.
  forbidden: [
    'name=Mastodon',
    'joinmastodon.org',
    'gnu.org',
    'opencollective.com',
    'tutanota.com',
    'founders=Tutanota',
    'name=Tutanota',
    'pricing_model=freemium',
  ],
};

// ---------------------------------------------------------------- Remark42 (held out)

const REMARK_FEATURES = [
  'Social login via Google, Facebook, Microsoft, GitHub, Apple, Yandex, Patreon, Telegram and custom OAuth2 providers',
  'Login via email',
  'Optional anonymous access',
  'Multi-level nested comments with both tree and plain presentations',
  'Import from Disqus and WordPress',
  'Markdown support with friendly formatter toolbar',
  'Moderators can remove comments and block users',
  'Voting, pinning and verification system',
  'Sortable comments',
  'Images upload with drag-and-drop',
  'Extractor for recent comments, cross-post',
  'RSS for all comments and each post',
  'Telegram, Slack, email and webhook admin notifications for each new comment on your site',
  'Email and Telegram notifications for users so that they get notified when someone responds to their comments',
  'Export data to JSON with automatic backups',
  'No external databases, everything embedded in a single data file',
  'Fully dockerized and can be deployed in a single command',
  'A self-contained executable can be deployed directly to Linux, Windows and macOS',
  'Clean, lightweight and customizable UI with white and dark themes',
  'Multi-site mode from a single instance',
  'Integration with automatic SSL (direct or via reproxy)',
  'Privacy-focused',
];
const REMARK_PRIVACY = [
  'Remark42 is trying to be very sensitive to any private or semi-private information.',
  'Authentication is requesting the minimal possible scope from authentication providers and all extra information returned by them is immediately dropped and not stored in any form.',
  'Generally, Remark42 keeps user ID, username and avatar link only. None of these fields exposed directly - ID and name hashed, avatar proxied.',
  'There is no tracking of any sort.',
  'Login mechanic uses JWT stored in a cookie (HttpOnly, secured). The second cookie (XSRF_TOKEN) is a random ID preventing CSRF.',
  "There is no cross-site login, i.e., user's behavior can't be analyzed across independent sites running Remark42.",
  'There are no third-party analytic services involved.',
  'Users can request all information Remark42 knows about them and receive the export in the gz file.',
  'Supports complete cleanup of all information related to user\'s activity by user\'s "deleteme" request.',
  'Cookie lifespan can be restricted to session-only.',
  'All potentially sensitive data stored by Remark42 hashed and encrypted.',
];
const REMARK_CLAIMS = [
  ...REMARK_PRIVACY,
  ...REMARK_PRIVACY.map((item) => item.replace(/\.$/, '')),
  'Privacy-focused lightweight commenting engine',
  "Remark42 allows you to have a self-hosted, lightweight, and simple (yet functional) comment engine, which doesn't spy on users.",
  'It can be embedded into blogs, articles or any other place where readers add comments.',
];
const REMARK_TOPICS = [
  'Remark42',
  'comments',
  'comment engine',
  'commenting engine',
  'commenting system',
  'comment system',
  'self-hosted',
  'privacy',
  'privacy-focused',
  'lightweight',
  'blogs',
  'blog comments',
  'Disqus',
  'Disqus alternative',
  'WordPress',
  'social login',
  'OAuth2',
  'markdown',
  'moderation',
  'notifications',
  'Telegram',
  'Slack',
  'webhooks',
  'RSS',
  'Docker',
  'dockerized',
  'JSON',
  'backups',
  'SSL',
  'multi-site',
  'Linux',
  'Windows',
  'macOS',
  'JWT',
  'no tracking',
];

const remark42: CorpusSite = {
  id: 'remark42-home',
  about:
    'real (remark42.com home, Eleventy markdown): a self-hosted comment engine, a paragraph, a 22-item feature list with no heading, a "Privacy" list of 11, signed "The Remark42 Team"; no links',
  classes: ['real', 'single-page', 'held-out', 'features', 'usps'],
  source: realSource('umputun/remark42', '94d1f6e2', 'site/src/pages/index.md', BARE),
  pages: { '/': realPage('remark42-home/index.html') },
  expected: {
    name: 'Remark42',
    // Self-hosted; no word on price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A comment engine for blogs: no category of the tree names it.
    categories: { must: [], may: [] },
    // The list under the opening paragraph (no heading) is its features; the privacy items are claims too.
    features: { must: REMARK_FEATURES, may: REMARK_CLAIMS },
    usps: { must: [], may: [...REMARK_CLAIMS, ...REMARK_FEATURES] },
    tags: { must: [], may: REMARK_TOPICS },
    keywords: { must: [], may: REMARK_TOPICS },
    // "— The Remark42 Team": no person.
    founders: [],
    socials: {},
    faqs: [],
  },
  // Products it imports from or logs in with are not it.
  forbidden: ['name=Disqus', 'name=WordPress', 'founders=The Remark42 Team', 'pricing_model=paid'],
};

// ---------------------------------------------------------------- Pencil2D (held out)

const PENCIL_TILES: readonly (readonly [string, string])[] = [
  ['Minimal Design', 'Lightweight and easy to use so you can focus on animating and not what button to hit next.'],
  [
    'Raster & Vector',
    'Seamlessly switch between raster and vector workflows, allowing you to sketch, ink & paint on the go.',
  ],
  ['Cross-Platform', 'Pencil2D is cross-platform and runs on Windows, macOS, Linux & FreeBSD.'],
  ['Open Source & Free', 'Pencil2D is completely open source and free to use, even commercially!'],
];
const PENCIL_TOPICS = [
  'Pencil2D',
  'animation',
  'animation software',
  '2D animation',
  'drawing',
  'raster',
  'vector',
  'sketch',
  'ink',
  'paint',
  'cross-platform',
  'Windows',
  'macOS',
  'Linux',
  'FreeBSD',
  'open source',
  'free',
  'minimal design',
  'lightweight',
];

const pencil2d: CorpusSite = {
  id: 'pencil2d-home',
  about:
    'real (pencil2d.org home, Jekyll index.md): a desktop 2D animation app, four tiles (h2 + p) in a div grid, nothing else; titled with the site title "Pencil2D Animation"',
  classes: ['real', 'single-page', 'held-out', 'features', 'pricing'],
  source: realSource(
    'pencil2d/pencil2d.github.io',
    '65b28fa0',
    'index.md',
    `${FRONT_MATTER_DROPPED}, in a bare page titled with _config.yml's site title`,
  ),
  pages: { '/': realPage('pencil2d-home/index.html') },
  expected: {
    // The site title "Pencil2D Animation"; the text says "Pencil2D".
    name: ['Pencil2D', 'Pencil2D Animation'],
    // "completely open source and free to use, even commercially!"
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // Drawing and animation software: Design at most.
    categories: { must: [], may: ['Design'] },
    // Four tiles, each an h2 title and its text.
    features: { must: PENCIL_TILES.map(([title]) => title), may: cardForms(PENCIL_TILES) },
    usps: { must: [], may: cardForms(PENCIL_TILES) },
    tags: { must: [], may: PENCIL_TOPICS },
    keywords: { must: [], may: PENCIL_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=freemium', 'pricing_model=paid'],
};

// ---------------------------------------------------------------- Vivliostyle (held out, Japanese)

const VIVLIO_AIMS = [
  'Vivliostyle オープンソース・プロジェクトとコミュニティの維持管理',
  'Vivliostyle と関連技術の研究開発',
  'Vivliostyle と CSS 組版の普及啓発・教育',
  'Web・出版・アクセシビリティ等の標準技術に関する諸団体と連携して標準化推進',
  'Vivliostyle と連携する外部のプロジェクトとの協力',
];
const VIVLIO_CLAIMS = [
  ...VIVLIO_AIMS,
  '私達の目的は、オープンな標準技術で Web と出版・印刷の世界をひとつにするオープンソースの組版ソフトウェア “Vivliostyle” の開発、公開、普及です。',
  'それにあたっては、これまでの印刷の歴史とともに培われてきた組版の技術を Web と電子出版において継承・進化させるよう努力します。',
  '同時に、世界の学術・文芸・情報コミュニケーションの発展に欠かせない出版の電子化と、アクセシビリティの向上に寄与することを目指し、次のような活動を行います。',
  'Vivliostyle はボランティア・スタッフに支えられたオープンソース開発。',
  'Vivliostyle はボランティア・スタッフに支えられたオープンソース開発',
];
const VIVLIO_TOPICS = [
  'Vivliostyle',
  'Vivliostyle Foundation',
  'ビブリオスタイル',
  '組版',
  '組版ソフトウェア',
  'CSS 組版',
  'CSS組版',
  'CSS',
  'typesetting',
  'CSS typesetting',
  'Web',
  '出版',
  '印刷',
  '電子出版',
  'アクセシビリティ',
  'accessibility',
  'publishing',
  'オープンソース',
  'open source',
  '標準技術',
  '標準化',
  'Vivliostyle Viewer',
];

const vivliostyle: CorpusSite = {
  id: 'vivliostyle-about-ja',
  about:
    "real (vivliostyle.org/ja/about-us, Jekyll markdown in Japanese, Liquid kept): a CSS typesetting foundation's aims, its registered details (代表者, 設立 2018 年 8 月, a Saitama address, a phone), five yearly reports, contributors, sponsorship; titled 私たちについて",
  classes: ['real', 'single-page', 'held-out', 'about', 'non-english', 'founded-year', 'place', 'founders'],
  source: realSource(
    'vivliostyle/vivliostyle.org',
    '16b8a59e',
    'ja/about-us.md',
    `${BARE}; Liquid captures and includes kept as they are`,
  ),
  pages: { '/': realPage('vivliostyle-about-ja/index.html') },
  expected: {
    // The title is the page's kind ("About us"); the text names the software "Vivliostyle" and its foundation
    // "Vivliostyle Foundation" (一般社団法人ビブリオスタイル).
    name: ['Vivliostyle', 'Vivliostyle Foundation'],
    // Open-source development supported by volunteers; GitHub Sponsors and card donations are no price.
    pricing_model: null,
    // "設立：2018 年 8 月": the foundation's establishment, the only founding date the page states.
    founded_year: '2018',
    contact_email: null,
    // "所在地：〒336-0015 埼玉県さいたま市南区太田窪1941-84": Saitama City, Japan.
    city: ['Saitama', 'さいたま市', 'さいたま'],
    country: 'JP',
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // CSS typesetting for publishing: no category of the tree names it (Developer Tools at most).
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    // The foundation's five activities are no product features; they may be read as claims.
    features: { must: [], may: VIVLIO_CLAIMS },
    usps: { must: [], may: VIVLIO_CLAIMS },
    tags: { must: [], may: VIVLIO_TOPICS },
    keywords: { must: [], may: VIVLIO_TOPICS },
    // "代表者：村上真雄": the representative, no founding role stated (as CargoRocket's "Vertreten durch").
    founders: [],
    // The report links go into a repository of documents; the Slack and sponsor buttons are Liquid includes.
    socials: {},
    faqs: [],
  },
  // The representative is no founder; the reports' years are no founding; a ward and a district are no city.
  forbidden: [
    'founders=村上真雄',
    'founded_year=2019',
    'founded_year=2023',
    'city=南区',
    'city=太田窪',
    'name=私たちについて',
  ],
};

export const REAL_HELD_OUT_SITES_FIFTY_NINTH: readonly CorpusSite[] = [helix, tusky, remark42, pencil2d, vivliostyle];
