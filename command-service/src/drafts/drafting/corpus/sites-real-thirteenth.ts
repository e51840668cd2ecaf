/**
 * Issue 34, thirteenth round: recall on real pages other than categories. The class tuned for: a README's
 * opening paragraph that holds the tagline, a line break and then a row of the project's links ("Open-source
 * collaborative wiki and documentation software. <br> Website | Documentation | Twitter / X"): the row's
 * social links were judged by the whole paragraph's words, the tagline's included, so the row was not
 * read as a row (held-out Docmost's X account). No real tuning page showed the class, so the round tunes
 * on one real README of that shape and, one for one, holds out another, each kept verbatim in real/
 * (README.md at the commit, rendered by markdown-it, html and linkify on, as the earlier rounds'); facts
 * written from the page before the drafter first ran on it.
 *
 * Tuning:
 * - umbrel-readme: getumbrel/umbrel at 2a479429 (README.md, 2026-05-05): "A beautiful home server OS for
 *   self-hosting", a paragraph of the tagline, a link, a sentence and then, after a line break, a row of
 *   X / Discord / Reddit / forum badges.
 *
 * A second class: a README's demo video given as a bare link to an uploaded video file (GitHub's
 * user-images host, ".mp4", which GitHub draws as a player), no YouTube link or embed (held-out Typebot's
 * "Builder demo"); no real tuning page showed it:
 * - oil-nvim-readme (tuning): stevearc/oil.nvim at b91ee5a7 (README.md, 2026-05-24): a Neovim file explorer,
 *   its tagline then the bare ".mp4" link, a Q/A FAQ in bold paragraphs.
 * A third class, for precision: a features list closing on an emoji-led "And much more!", which the
 * drafter's trailing-off check missed for its emoji (held-out NocoDB's "⚡ and more ..."); no real tuning
 * page showed it:
 * - wordpress-client-readme (tuning): ArunPrakashG/wordpress_client at 9b67e86f (README.md, 2024-01-04):
 *   a Dart WordPress REST client, emoji-led features closing on "✨ And much more!", an authorization
 *   section crediting other people's methods ("Developed by Enrique Chavez").
 *
 * Held out (chosen before the drafter ran; it is not changed for them):
 * - openpanel-readme: Openpanel-dev/openpanel at ed7bdddb (README.md, 2026-08-22): "An open-source
 *   alternative to Mixpanel", a line break and a Website · Docs · Sign in · Discord · X/Twitter · Creator
 *   row, a features list of emoji-led bold terms, a comparison table.
 * - toastify-readme: zahidalidev/toastify-react-native at c5a0aba5 (README.md, 2025-04-01): a React Native
 *   notifications library, a "Demo" heading over an examples link and the bare ".mp4" link, emoji-led
 *   features; held out one for one with oil.nvim.
 * - puppeteer-table-parser-readme: Tomas2D/puppeteer-table-parser at f8ce90ab (README.md, 2026-04-26): a
 *   table-parsing library, "This library solves the following issues:" over emoji-led items closing on
 *   "✨ And much more!", an API block and examples; held out one for one with wordpress_client.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const UMBREL_TOPICS = [
  'home server',
  'home server OS',
  'self-hosting',
  'self-hosted',
  'cloud',
  'Raspberry Pi',
  'Raspberry Pi 5',
  'x86',
  'apps',
  'app store',
  'Umbrel App Store',
  'backups',
  'files',
  'external storage',
  'NAS',
  'data ownership',
  'privacy',
  'Umbrel Pro',
  'Umbrel Home',
];

const umbrel: CorpusSite = {
  id: 'umbrel-readme',
  about:
    'real (getumbrel/umbrel README): "A beautiful home server OS for self-hosting", a header paragraph whose last line is a row of X / Discord / Reddit badges, free to install on one\'s own hardware, a partner address',
  classes: ['real', 'tuning', 'single-page', 'docs', 'socials', 'pricing', 'contact'],
  source: realSource('getumbrel/umbrel', '2a479429'),
  pages: { '/': realPage('umbrel-readme/index.html') },
  expected: {
    name: ['umbrelOS', 'Umbrel'],
    // "install umbrelOS on a Raspberry Pi 5 or any x86 system for free", "it's freely available with core
    // functionality"; the Umbrel Pro and Home are hardware sold with it.
    pricing_model: 'free',
    founded_year: null,
    contact_email: 'partner@umbrel.com',
    city: null,
    country: null,
    stage: null,
    // The opening image is a banner (a picture of the product, alt "umbrelOS"), no logo file.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: UMBREL_TOPICS },
    keywords: { must: [], may: UMBREL_TOPICS },
    founders: [],
    // The header's badge row: "Follow @umbrel" on X, the Discord server, the subreddit.
    socials: {
      x: 'https://x.com/umbrel',
      custom: 'https://discord.gg/efNtFzqtdx',
      reddit: 'https://reddit.com/r/getumbrel',
    },
    faqs: [],
  },
  // The app framework's repository is another project's documentation.
  forbidden: ['github.com/getumbrel/umbrel-apps', 'stage=launched'],
};

const OPENPANEL_FEATURES = [
  '🔍 Advanced Analytics: Funnels, cohorts, user profiles, and session history',
  '🎬 Session Replay: Record and replay user sessions with privacy controls built in',
  '📊 Real-time Dashboards: Live data updates and interactive charts',
  '🎯 A/B Testing: Built-in variant testing with detailed breakdowns',
  '🔔 Smart Notifications: Event and funnel-based alerts',
  '🌍 Privacy-First: Cookieless tracking and GDPR compliance',
  '🚀 Developer-Friendly: Comprehensive SDKs and API access',
  '📦 Self-Hosted: Full control over your data and infrastructure',
  '💸 Transparent Pricing: No hidden costs or usage limits',
  '🛠️ Custom Dashboards: Flexible chart creation and data visualization',
  '📱 Multi-Platform: Web, mobile (iOS/Android), and server-side tracking',
  '🤖 MCP Server: Ask Claude, Cursor, or any MCP client about your users — 38 tools, hosted, no install',
  '💰 Revenue Tracking: Monitor purchases, subscriptions, and LTV alongside product events',
  '🔌 Integrations: Connect Google Search Console, and more to enrich your data',
];
/** The same items without their emoji. */
const OPENPANEL_PLAIN = OPENPANEL_FEATURES.map((item) => item.replace(/^\S+\s/, ''));
const OPENPANEL_TOPICS = [
  'analytics',
  'web analytics',
  'product analytics',
  'analytics platform',
  'web and product analytics',
  'open-source analytics',
  'Mixpanel alternative',
  'Google Analytics alternative',
  'funnels',
  'cohorts',
  'user profiles',
  'session history',
  'session replay',
  'dashboards',
  'real-time dashboards',
  'A/B testing',
  'notifications',
  'cookieless tracking',
  'GDPR',
  'GDPR compliance',
  'privacy',
  'self-hosted',
  'self-hosting',
  'SDKs',
  'revenue tracking',
  'MCP server',
  'integrations',
];

const openpanel: CorpusSite = {
  id: 'openpanel-readme',
  about:
    'real (Openpanel-dev/openpanel README): "An open-source alternative to Mixpanel", a header paragraph whose last line is a Website · Docs · Sign in · Discord · X/Twitter · Creator row, emoji-led features, a comparison table with other products',
  classes: ['real', 'single-page', 'docs', 'socials', 'features', 'categories'],
  source: realSource('Openpanel-dev/openpanel', 'ed7bdddb'),
  pages: { '/': realPage('openpanel-readme/index.html') },
  expected: {
    name: ['Openpanel', 'OpenPanel'],
    // "Transparent Pricing: No hidden costs" names no model; the free tiers in the notes are GA4's and Mixpanel's.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening "![hero](…/ogimage.png)" is a social card, no logo.
    logo_url: null,
    demo_video_url: null,
    // "an open-source web and product analytics platform": the tree has no analytics category.
    categories: { must: [], may: ['Developer Tools', 'Marketing', 'Monitoring'] },
    features: { must: OPENPANEL_FEATURES, may: OPENPANEL_PLAIN },
    usps: { must: [], may: [...OPENPANEL_FEATURES, ...OPENPANEL_PLAIN] },
    tags: { must: [], may: OPENPANEL_TOPICS },
    keywords: { must: [], may: OPENPANEL_TOPICS },
    // "Creator" links a person's X account; the page names nobody.
    founders: [],
    // The header row: Discord (through the product's own domain) and X/Twitter; "Creator" is a person's.
    socials: {
      x: 'https://twitter.com/OpenPanelDev',
      custom: 'https://go.openpanel.dev/discord',
    },
    faqs: [],
  },
  forbidden: ['twitter.com/CarlLindesvard', 'pricing_model=free', 'pricing_model=freemium', 'stage=launched'],
};

const OIL_TOPICS = [
  'Neovim',
  'Neovim plugin',
  'file explorer',
  'file manager',
  'filesystem',
  'buffer',
  'netrw',
  'vim-vinegar',
  'directories',
  'SSH',
  'S3',
  'adapters',
  'Lua',
];

const oil: CorpusSite = {
  id: 'oil-nvim-readme',
  about:
    'real (stevearc/oil.nvim README): "A vim-vinegar like file explorer that lets you edit your filesystem like a normal Neovim buffer", its demo a bare link to an uploaded .mp4, a Q/A FAQ, a list of alternatives',
  classes: ['real', 'tuning', 'single-page', 'docs', 'faqs'],
  source: realSource('stevearc/oil.nvim', 'b91ee5a7'),
  pages: { '/': realPage('oil-nvim-readme/index.html') },
  expected: {
    name: 'oil.nvim',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    // The bare link under the tagline, which GitHub draws as a player.
    demo_video_url:
      'https://user-images.githubusercontent.com/506791/209727111-6b4a11f4-634a-4efa-9461-80e9717cea94.mp4',
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    // No features list: requirements, options, adapters and recipes are reference.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: OIL_TOPICS },
    keywords: { must: [], may: OIL_TOPICS },
    founders: [],
    socials: {},
    // "**Q: Why "oil"**?" …: the questions, without their "Q:" label.
    faqs: [
      'Why "oil"?',
      'Why would I want to use oil vs any other plugin?',
      'Why write another plugin yourself instead of adding functionality to one that already exists?',
      'Can oil display files as a tree view?',
      'What are some alternatives?',
    ],
  },
  // The alternatives and third-party extensions are other projects.
  forbidden: ['github.com/nvim-mini', 'github.com/tpope', 'github.com/refractalize', 'stage=launched'],
};

const TOASTIFY_FEATURES = [
  '🚀 Simple API: Easy to use with minimal setup',
  '🎨 Highly customizable: Customize colors, icons, animations, and more',
  '📱 Responsive: Adapts to different screen sizes',
  '🌓 Dark & Light mode: Built-in theme support',
  '🔄 RTL support: Right-to-left language support',
  '⏱️ Progress bar: Visual indicator of toast duration',
  '🖐️ Interactive: Pause on touch, resume on release',
  '🧩 Custom components: Create your own toast components',
  '🔄 Animation options: Choose from different animation styles',
  '📝 Multiple lines: Support for title and description',
  '🔍 TypeScript support: Full type definitions included',
  '✨ Smooth animations: Beautiful enter/exit animations',
  '⚡ Quick setup: Get up and running in less than 10 seconds!',
  '🎛️ Per-toast behavior: Define different behaviors for each toast',
  '📊 Progress control: Control the progress bar like nprogress',
  "🔧 Super easy to customize: Modify every aspect to match your app's design",
];
const TOASTIFY_PLAIN = TOASTIFY_FEATURES.map((item) => item.replace(/^\S+\s/, ''));
const TOASTIFY_TOPICS = [
  'React Native',
  'notifications',
  'toast',
  'toasts',
  'toast notifications',
  'iOS',
  'Android',
  'TypeScript',
  'animations',
  'progress bar',
  'dark mode',
  'RTL support',
  'custom components',
];

const toastify: CorpusSite = {
  id: 'toastify-readme',
  about:
    'real (zahidalidev/toastify-react-native README, 2025): a React Native notifications library, a "Demo" heading over an examples link and a bare link to an uploaded .mp4, emoji-led features ending "And much more!"',
  classes: ['real', 'single-page', 'docs', 'features'],
  source: realSource('zahidalidev/toastify-react-native', 'c5a0aba5'),
  pages: { '/': realPage('toastify-readme/index.html') },
  expected: {
    name: 'toastify-react-native',
    // MIT licensed; no price, no plan.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    // Under "Demo": the bare link GitHub draws as a player (the snack.expo.io link is examples, no video).
    demo_video_url:
      'https://user-images.githubusercontent.com/46484008/190667640-02a77a0c-8aed-4dc9-a1d3-abf9cb5b3c0a.mp4',
    categories: { must: [], may: ['Developer Tools', 'UI Kits'] },
    // "🎭 And much more!: Discover all the possibilities!" trails the list off: no capability.
    features: { must: TOASTIFY_FEATURES, may: TOASTIFY_PLAIN },
    usps: { must: [], may: [...TOASTIFY_FEATURES, ...TOASTIFY_PLAIN] },
    tags: { must: [], may: TOASTIFY_TOPICS },
    keywords: { must: [], may: TOASTIFY_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['snack.expo.io', 'pricing_model=free', 'stage=launched'],
};

const WORDPRESS_FEATURES = [
  '🛡️ 3 Popular authorization methods.',
  '🎣 Events for preprocessing response operations.',
  '⏲️ Measures request completion time.',
  '🎨 Custom Requests & Authorization systems.',
  '🔄 Request Synchronization.',
];
const WORDPRESS_PLAIN = WORDPRESS_FEATURES.map((item) => item.replace(/^\S+\s/, ''));
const WORDPRESS_TOPICS = [
  'WordPress',
  'WordPress REST API',
  'REST API',
  'REST API client',
  'Dart',
  'Flutter',
  'CRUD operations',
  'endpoints',
  'authorization',
  'JWT',
  'JWT authentication',
  'application passwords',
  'custom requests',
];

const wordpressClient: CorpusSite = {
  id: 'wordpress-client-readme',
  about:
    'real (ArunPrakashG/wordpress_client README, 2024): a Dart WordPress REST client, emoji-led features closing on "✨ And much more!", other people credited for the authorization methods it supports, a Buy Me A Coffee link',
  classes: ['real', 'tuning', 'single-page', 'docs', 'features', 'founders'],
  source: realSource('ArunPrakashG/wordpress_client', '9b67e86f'),
  pages: { '/': realPage('wordpress-client-readme/index.html') },
  expected: {
    name: 'wordpress_client',
    // MIT licensed; the coffee link asks for a donation.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    // "✨ And much more!" trails the list off: no capability.
    features: {
      must: WORDPRESS_FEATURES,
      may: [
        ...WORDPRESS_PLAIN,
        'AppPasswordAuth',
        'BasicJwtAuth',
        'UsefulJwtAuth',
        '1. AppPasswordAuth',
        '2. BasicJwtAuth',
        '3. UsefulJwtAuth',
      ],
    },
    usps: { must: [], may: [...WORDPRESS_FEATURES, ...WORDPRESS_PLAIN] },
    tags: { must: [], may: WORDPRESS_TOPICS },
    keywords: { must: [], may: WORDPRESS_TOPICS },
    // "Developed by Enrique Chavez" is about a WordPress plugin's authentication, not this client.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['buymeacoffee.com', 'pricing_model=free', 'stage=launched'],
};

const TABLE_PARSER_FEATURES = [
  '✨ Parsing columns by their name.',
  '✨ Respect the defined order of columns.',
  '✨ Appending custom columns with custom data.',
  '✨ Custom sanitization of data in cells.',
  '✨ Group and Aggregate data by your own function.',
  '✨ Merge data from two independent tables into one structure.',
  '✨ Handles invalid HTML structure.',
  '✨ Retrieve results as CSV or array of plain JS objects.',
];
const TABLE_PARSER_PLAIN = TABLE_PARSER_FEATURES.map((item) => item.replace(/^\S+\s/, ''));
const TABLE_PARSER_TOPICS = [
  'puppeteer',
  'tables',
  'table parsing',
  'parsing tables',
  'web scraping',
  'scraping',
  'columns',
  'CSV',
  'HTML tables',
  'TypeScript',
];

const tableParser: CorpusSite = {
  id: 'puppeteer-table-parser-readme',
  about:
    'real (Tomas2D/puppeteer-table-parser README, 2026): a table-parsing library for puppeteer, "This library solves the following issues:" over emoji-led items closing on "✨ And much more!", an API block, a numbered parsing workflow, examples',
  classes: ['real', 'single-page', 'docs', 'features'],
  source: realSource('Tomas2D/puppeteer-table-parser', 'f8ce90ab'),
  pages: { '/': realPage('puppeteer-table-parser-readme/index.html') },
  expected: {
    name: 'puppeteer-table-parser',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // The list of what it solves; "✨ And much more!" trails it off. The parsing workflow is steps.
    features: { must: TABLE_PARSER_FEATURES, may: TABLE_PARSER_PLAIN },
    usps: { must: [], may: [...TABLE_PARSER_FEATURES, ...TABLE_PARSER_PLAIN] },
    tags: { must: [], may: TABLE_PARSER_TOPICS },
    keywords: { must: [], may: TABLE_PARSER_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=free', 'stage=launched'],
};

export const REAL_TUNING_SITES_THIRTEENTH: readonly CorpusSite[] = [umbrel, oil, wordpressClient];
export const REAL_HELD_OUT_SITES_THIRTEENTH: readonly CorpusSite[] = [openpanel, toastify, tableParser];
