/**
 * Issue 34, forty-sixth round: community links in badge rows, questions in READMEs. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuned on: no new page. The round's rules were prompted by tuning pages already kept (memos-key-points-readme,
 * dawarich-readme, alist-readme and budibase-readme for the badge row; plausible-readme-fortieth for questions as
 * headings).
 *
 * Held out (the drafter is not changed for them; chosen, and their facts written, before any ran):
 * - karakeep-readme: karakeep-app/karakeep at 7ca5ee23 (README.md, August 2026): an opening centred row of four
 *   badges (CI, release, a Discord invite labelled "chat on discord", Weblate), a logo in the h1, a features list,
 *   a demo login, "About the name", "Why did I build it?" answered by two paragraphs, alternatives (memos,
 *   mymind, raindrop, Pocket, Linkwarden, Wallabag, Shiori), a managed cloud with subscriptions, a Buy Me A
 *   Coffee button and "Community Channels" (Discord, X).
 * - pgschema-readme: pgplex/pgschema at 9a09fe58 (README.md, August 2026): a note naming its toolchain and
 *   sponsor (Bytebase), a banner, a star-history chart, the workflow (Dump / Plan / Apply), "Why pgschema" over
 *   three h3 reasons, "When to choose pgschema", a comparison table, "Why is it free?" answered by two
 *   paragraphs, supported objects, installation, a quick example, LLM integration, development, sponsor.
 * - gethomepage-readme: gethomepage/homepage at b2a52ff2 (README.md, April 2026): a banner picture, a tagline, a
 *   screenshot, a centred row of six badges split by "&nbsp;" (CI, coverage, Crowdin, a Discord invite, docs, a
 *   PayPal donation), "Features" over nine bold-led items, four h2 capabilities, security notice, install,
 *   configuration, development, documentation, support and contributors (one thanked by handle). Added third, so
 *   the corpus keeps half its sites held out.
 */
import type { CorpusSite } from './corpus-site.ts';
import { RENDERED, realPage, realSource } from './corpus-site.ts';

export const REAL_TUNING_SITES_FORTY_SIXTH: readonly CorpusSite[] = [];

/** "Features": the list as the page states it. */
const KARAKEEP_FEATURES = [
  'Bookmark links, take simple notes and store images and pdfs.',
  'Automatic fetching for link titles, descriptions and images.',
  'Sort your bookmarks into lists.',
  'Collaborate with others on the same list.',
  'Full text & semantic search of all the content stored.',
  'LLM-based automatic tagging and summarization. With supports for local models using ollama!',
  'LLM Agents (e.g. OpenClaw, Hermes) friendly with powerful CLI, and official skills.',
  'Rule-based engine for customized management.',
  'OCR for extracting text from images.',
  'Chrome plugin, Firefox addon, and Safari extension for quick bookmarking.',
  'An iOS app, and an Android app.',
  'Mobile offline reading.',
  'Auto hoarding from RSS feeds.',
  'REST API and multiple clients.',
  'Multi-language support.',
  'Mark and store highlights from your hoarded content.',
  'Full page archival (using monolith) to protect against link rot.',
  'Auto video archiving using yt-dlp.',
  'Bulk actions support.',
  'SSO support.',
  'Dark mode support.',
  'Self-hosting first.',
  'Bookmark importers from Chrome, Pocket, Linkwarden, Omnivore, Tab Session Manager.',
  'Automatic sync with browser bookmarks via floccus.',
];
const KARAKEEP_TOPICS = [
  'bookmarks',
  'bookmark',
  'bookmarking',
  'bookmark manager',
  'bookmark-everything app',
  'self-hostable',
  'self-hosting',
  'self-hosted',
  'AI',
  'LLM',
  'read-it-later',
  'notes',
  'OCR',
  'RSS',
  'RSS feeds',
  'semantic search',
  'full text search',
  'automatic tagging',
  'highlights',
  'archival',
  'data hoarders',
];

const karakeep: CorpusSite = {
  id: 'karakeep-readme',
  about:
    'Karakeep\'s README: a centred badge row with its Discord invite, a logo in the h1, a features list, a demo login, the name\'s story, "Why did I build it?" answered, alternatives, a managed cloud, a donation button and its community channels',
  classes: ['real', 'held-out', 'single-page', 'features', 'socials', 'faqs', 'readme'],
  source: realSource('karakeep-app/karakeep', '7ca5ee23', 'README.md', RENDERED),
  pages: { '/': realPage('karakeep-readme/index.html') },
  expected: {
    name: 'Karakeep',
    // "our managed Karakeep cloud … Cloud subscriptions support the development"; the software itself is AGPL.
    pricing_model: ['subscription', 'freemium'],
    founded_year: null,
    // The demo's login is no contact.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The image in the h1 (a relative file, "./screenshots/logo.png").
    logo_url: '{base}/screenshots/logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Notes & Docs', 'AI'] },
    features: { must: KARAKEEP_FEATURES },
    usps: { must: [], may: KARAKEEP_FEATURES },
    tags: { must: [], may: KARAKEEP_TOPICS },
    keywords: { must: [], may: KARAKEEP_TOPICS },
    // "owned by Localhost Labs Ltd"; the author speaks as "I" without a name: no founder stated.
    founders: [],
    // The opening badge row's Discord invite, and "Community Channels": "Join us on Discord", "Follow us on Twitter".
    socials: { custom: 'https://discord.gg/NrgeYywsFh', x: 'https://x.com/karakeep_app' },
    // A heading that asks, answered by the paragraphs under it.
    faqs: ['Why did I build it?'],
  },
  // The demo's login; a donation page; the alternatives it names are other products.
  forbidden: [
    'contact_email=demo@karakeep.app',
    'https://www.buymeacoffee.com/mbassem',
    'https://mymind.com/',
    'https://linkwarden.app/',
  ],
};

/** The workflow's three labelled steps and the three reasons under "Why pgschema", as the page states them. */
const PGSCHEMA_FEATURES = [
  'Dump: Extract the current database schema as SQL files',
  'Plan: Diff your edited schema against the live database, generate migration DDL',
  'Apply: Execute with concurrent change detection, transaction-adaptive execution, and lock timeout control',
];
const PGSCHEMA_MAY = [
  'Dump',
  'Plan',
  'Apply',
  'State-based, not migration-file-based',
  'Deep Postgres support',
  'No shadow database required',
  'You want a fully free and open-source tool with no feature gating',
  'You want to version-control your schema as plain SQL and apply changes declaratively',
  'You need Postgres-specific features (RLS, partitioning, complex triggers) tracked in migrations',
  'You want migration validation without provisioning a separate shadow database',
  'You want a plan/preview step before applying changes, like terraform plan',
  "You're migrating from a manual SQL workflow and want structure without an ORM",
];
const PGSCHEMA_TOPICS = [
  'PostgreSQL',
  'Postgres',
  'schema migration',
  'declarative schema migration',
  'migrations',
  'migration',
  'CLI',
  'CLI tool',
  'Terraform-style',
  'SQL',
  'database schema',
  'schema',
  'open source',
  'open-source',
  'row-level security',
  'shadow database',
  'migration plan',
];

const pgschema: CorpusSite = {
  id: 'pgschema-readme',
  about:
    'pgschema\'s README: a note naming its toolchain and sponsor, a banner, a Dump / Plan / Apply workflow, "Why pgschema" over three reasons, a comparison table, "Why is it free?" answered, supported objects, install and a worked example',
  classes: ['real', 'held-out', 'single-page', 'features', 'faqs', 'pricing', 'readme'],
  source: realSource('pgplex/pgschema', '9a09fe58', 'README.md', RENDERED),
  pages: { '/': realPage('pgschema-readme/index.html') },
  expected: {
    name: 'pgschema',
    // "Free and open source (Apache 2.0)"; "We have no current plans to charge for pgschema."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening banner (no alt text) is a banner, not a mark; the page shows no logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Databases'] },
    features: { must: PGSCHEMA_FEATURES, may: PGSCHEMA_MAY },
    usps: { must: [], may: [...PGSCHEMA_FEATURES, ...PGSCHEMA_MAY] },
    tags: { must: [], may: PGSCHEMA_TOPICS },
    keywords: { must: [], may: PGSCHEMA_TOPICS },
    founders: [],
    // No account of its own: a repository's issue list, the sponsor's site.
    socials: {},
    faqs: ['Why is it free?'],
  },
  // The sponsor and the tools it is compared with are other products; the sponsor is no founder.
  forbidden: ['founders=Bytebase', 'https://www.bytebase.com?utm_sourcepgschema'],
};

/** "Features": the list as the page states it (its last item, "And much more...", is none). */
const HOMEPAGE_FEATURES = [
  'Fast - The site is statically generated at build time for instant load times.',
  'Secure - All API requests to backend services are proxied, keeping your API keys hidden. Constantly reviewed for security by the community.',
  'For Everyone - Images built for AMD64, ARM64.',
  'Full i18n - Support for over 40 languages.',
  'Service & Web Bookmarks - Add custom links to the homepage.',
  'Docker Integration - Container status and stats. Automatic service discovery via labels.',
  'Service Integration - Over 100 service integrations, including popular starr and self-hosted apps.',
  'Information & Utility Widgets - Weather, time, date, search, and more.',
];
const HOMEPAGE_MAY = [
  'Fast',
  'Secure',
  'For Everyone',
  'Full i18n',
  'Service & Web Bookmarks',
  'Docker Integration',
  'Service Integration',
  'Information & Utility Widgets',
  'Service Widgets',
  'Information Widgets',
  'Customization',
];
const HOMEPAGE_TOPICS = [
  'application dashboard',
  'dashboard',
  'integrations',
  'services',
  'YAML',
  'Docker',
  'docker label discovery',
  'widgets',
  'bookmarks',
  'self-hosted',
  'self-hosted apps',
  'service integrations',
  'information providers',
  'themes',
  'translations',
  'i18n',
  'quick search',
  'weather',
];

const homepage: CorpusSite = {
  id: 'gethomepage-readme',
  about:
    "Homepage's README: a banner, a tagline, a screenshot, a centred badge row with its Discord invite and a donation badge, bold-led features, four capabilities, a security notice, install, configuration and support",
  classes: ['real', 'held-out', 'single-page', 'features', 'socials', 'readme'],
  source: realSource('gethomepage/homepage', 'b2a52ff2', 'README.md', RENDERED),
  pages: { '/': realPage('gethomepage-readme/index.html') },
  expected: {
    name: 'Homepage',
    // No price, plan or licence stated on the page.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening picture is a banner ("images/banner_dark@2x.png"), not a mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Monitoring', 'Developer Tools'] },
    features: { must: HOMEPAGE_FEATURES, may: HOMEPAGE_MAY },
    usps: { must: [], may: [...HOMEPAGE_FEATURES, ...HOMEPAGE_MAY] },
    tags: { must: [], may: HOMEPAGE_TOPICS },
    keywords: { must: [], may: HOMEPAGE_TOPICS },
    // A contributor thanked as the community's backbone is no founder.
    founders: [],
    // The opening badge row's Discord invite; the PayPal badge is a donation.
    socials: { custom: 'https://discord.gg/k4ruYNrudu' },
    faqs: [],
  },
  forbidden: ['https://paypal.me/phelpsben', 'founders=shamoon', 'features=And much more...'],
};

export const REAL_HELD_OUT_SITES_FORTY_SIXTH: readonly CorpusSite[] = [karakeep, pgschema, homepage];
