/**
 * Issue 34, ninetieth round: tags precision: feature names that are actions (a verb and its object: "Upload
 * expense bills", "Download your data") or qualities ("Fast and stable") read as tags. Filled by the round: the
 * pages tuned on, and one for one the real pages held out (chosen, and their facts written from the page, before
 * the drafter first ran on them).
 *
 * By the corpus's convention a tag is one of the site's own topical words; a feature line that says what the user
 * does ("Upload expense bills") or how the product is ("Fast and stable") names no topic, so it is no tag (it stays a
 * feature). A feature that names a thing ("Push notification", "Doorbell widget", "Dark mode") is one.
 *
 * Each page is kept in its repository at the commit, rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * Tuned on (2 real pages):
 * - splitpro-readme: oss-apps/split-pro at 927c38ef (README.md): "## About", "It currently has most of the important
 *   features." then nine short lines: "Upload expense bills", "PWA support", "Push notification", "Download your
 *   data", "Import from splitwise" among them.
 * - mobileapptemplate-readme: sandoche/Mobile-app-landingpage-template at 114cfed9 (README.md): "## 💡 Features",
 *   thirteen lines: "Display app icon", "Show unlimited app screenshots", "Link to Google Play", "Doorbell widget" …
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, facts written before any ran):
 * - hugosimple-readme: maolonglong/hugo-simple at eea28e23 (README.md): "## Features": "No-JavaScript, high
 *   performance ⚡", "Table of Contents 📌", "Dark mode 🌗", "SEO-friendly 🔍", "Beautiful code highlighting 😻 …".
 * - pixlcache-readme: jhuckaby/pixl-cache at 928a4ecb (README.md): "## Features": "Simple and straightforward API",
 *   "Fast and stable", "Low memory overhead", … "No dependencies"; then a long API reference.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

/** "It currently has most of the important features." and its list, as the page states it. */
const SPLITPRO_FEATURES = [
  'Add expenses with an individual or groups',
  'Overall balances across the groups',
  'Multiple currency support',
  'Upload expense bills',
  'PWA support',
  'Split expense unequally (share, percentage, exact amounts, adjustments)',
  'Push notification',
  'Download your data',
  'Import from splitwise',
];
/** The site's topical words: what it is and what it is built with. The list's actions ("Upload expense bills", "Download your data") are none. */
const SPLITPRO_TOPICS = [
  'expenses',
  'shared expenses',
  'expense sharing',
  'Splitwise',
  'Splitwise alternative',
  'open source',
  'open-source',
  'balances',
  'groups',
  'currencies',
  'Multiple currency',
  'currency support',
  'PWA',
  'Push notification',
  'push notifications',
  'expense bills',
  'bills',
  'NextJS',
  'Tailwind',
  'tRPC',
  'ShadcnUI',
  'Prisma',
  'Postgres',
  'PostgreSQL',
  'NextAuth',
  'Node.js',
  'pnpm',
];

const splitpro: CorpusSite = {
  id: 'splitpro-readme',
  about:
    'real (SplitPro\'s README): a centred logo, "An open source alternative to Splitwise", "## About" with nine short feature lines (actions among them: "Upload expense bills", "Download your data"), "## Why", the tech stack and how to run it.',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('oss-apps/split-pro', '927c38ef', 'README.md', RENDERED),
  pages: { '/': realPage('splitpro-readme/index.html') },
  expected: {
    name: 'SplitPro',
    // "An open source alternative to Splitwise", "aims to provide an open-source way": open source, no price stated;
    // "asking money for adding Expenses" is Splitwise's.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://splitpro.app/logo_circle.png',
    demo_video_url: null,
    categories: { must: [], may: ['Finance', 'Productivity', 'Payments', 'Accounting'] },
    features: { must: [], may: SPLITPRO_FEATURES },
    usps: { must: [], may: SPLITPRO_FEATURES },
    tags: { must: [], may: SPLITPRO_TOPICS },
    keywords: { must: [], may: SPLITPRO_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // Sebastien Castiel made spliit.app, another product the page points to.
  forbidden: ['founders=Sebastien Castiel'],
};

const TEMPLATE_FEATURES = [
  'Display app icon',
  'Show unlimited app screenshots',
  'Link to Google Play',
  'Link to the AppStore',
  'Link to the Web App',
  'Press mention section',
  'Product Hunt floating prompt',
  'Privacy policy Page',
  'Google Analytics',
  'Cookie Consent',
  'Automatic dark theme',
  'Doorbell widget',
  'Github forking banner',
];
/** Topical words: a landing page template for mobile apps, Jekyll, and the things it shows. The list's actions ("Display app icon") are none. */
const TEMPLATE_TOPICS = [
  'landing page',
  'landing page template',
  'mobile app',
  'mobile app landing page',
  'template',
  'static site',
  'Jekyll',
  'Netlify',
  'Google Play',
  'AppStore',
  'App Store',
  'app screenshots',
  'app icon',
  'Press mention section',
  'Product Hunt',
  'Privacy policy',
  'Privacy policy Page',
  'Google Analytics',
  'Cookie Consent',
  'dark theme',
  'Automatic dark theme',
  'Doorbell widget',
  'Github forking banner',
  'NodeJS',
  'Ruby',
  'Bundler',
  'webpack',
  'MIT',
];

const mobileAppTemplate: CorpusSite = {
  id: 'mobileapptemplate-readme',
  about:
    'real (Mobile App Landing Page Template\'s README): an animated mark, badges, "Free to use static generated landing page template for your mobile app", "## 💡 Features" with thirteen short lines ("Display app icon", "Doorbell widget" …), demo sites, how to use and run it, Patreon and donation addresses.',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('sandoche/Mobile-app-landingpage-template', '114cfed9', 'README.md', RENDERED),
  pages: { '/': realPage('mobileapptemplate-readme/index.html') },
  expected: {
    name: 'Mobile App Landing Page Template',
    // "Free to use static generated landing page template"; the Patreon and the donation addresses are gifts.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred animation ("/docs/animation/animation.gif") is a demo, not a mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design', 'Marketing', 'UI Kits'] },
    features: { must: [], may: TEMPLATE_FEATURES },
    usps: { must: [], may: TEMPLATE_FEATURES },
    tags: { must: [], may: TEMPLATE_TOPICS },
    keywords: { must: [], may: TEMPLATE_TOPICS },
    founders: [],
    // "medium: sandoche", "Twitter: sandochee": the author's own accounts.
    socials: { x: ['https://twitter.com/sandochee', 'https://x.com/sandochee'] },
    faqs: [],
  },
};

const HUGOSIMPLE_FEATURES = [
  'No-JavaScript, high performance ⚡',
  'Table of Contents 📌',
  'Dark mode 🌗',
  'SEO-friendly 🔍',
  'Beautiful code highlighting 😻 (thanks catppuccin/catppuccin)',
  'No-JavaScript, high performance',
  'Table of Contents',
  'Dark mode',
  'SEO-friendly',
  'Beautiful code highlighting',
  'Beautiful code highlighting (thanks catppuccin/catppuccin)',
];
const HUGOSIMPLE_TOPICS = [
  'Hugo',
  'Hugo theme',
  'theme',
  'Simple.css',
  'Bear Blog',
  'blog',
  'Table of Contents',
  'Dark mode',
  'SEO',
  'code highlighting',
  'catppuccin',
  'shortcodes',
  'notice',
  'Hugo Modules',
  'Git Submodule',
];

const hugoSimple: CorpusSite = {
  id: 'hugosimple-readme',
  about:
    'real (Hugo ʕ•ᴥ•ʔ Simple\'s README): a maintenance note, "A Hugo theme based on Simple.css and Bear Blog", "## Features" with five short lines, shortcodes, a demo site, installation and thanks.',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('maolonglong/hugo-simple', 'eea28e23', 'README.md', RENDERED),
  pages: { '/': realPage('hugosimple-readme/index.html') },
  expected: {
    name: ['Hugo ʕ•ᴥ•ʔ Simple', 'Hugo Simple', 'hugo-simple'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design', 'UI Kits', 'Notes & Docs'] },
    features: { must: [], may: HUGOSIMPLE_FEATURES },
    usps: { must: [], may: HUGOSIMPLE_FEATURES },
    tags: { must: [], may: HUGOSIMPLE_TOPICS },
    keywords: { must: [], may: HUGOSIMPLE_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The thanked projects' makers made other things.
  forbidden: ['founders=HermanMartinus', 'founders=kevquirk', 'founders=janraasch', 'founders=clente'],
};

const PIXLCACHE_FEATURES = [
  'Simple and straightforward API',
  'Fast and stable',
  'Low memory overhead',
  'Predictable results on overflow',
  'Can expire based on key count or byte count',
  'Optional expiration date for items',
  'Event listener for ejecting expired items',
  'Can store custom metadata along with cache objects',
  'No dependencies',
];
const PIXLCACHE_TOPICS = [
  'LRU',
  'LRU cache',
  'cache',
  'caching',
  'Node.js',
  'hash map',
  'linked list',
  'double-linked list',
  'expiration',
  'expiration date',
  'overflow',
  'metadata',
  'events',
  'benchmarks',
  'MIT',
];

const pixlCache: CorpusSite = {
  id: 'pixlcache-readme',
  about:
    'real (pixl-cache\'s README): a table of contents, "a very simple LRU (Least Recently Used) cache module for Node.js", "## Features" with nine lines ("Fast and stable", "Low memory overhead" …), benchmarks, usage, the API and the MIT licence.',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('jhuckaby/pixl-cache', '928a4ecb', 'README.md', RENDERED),
  pages: { '/': realPage('pixlcache-readme/index.html') },
  expected: {
    name: 'pixl-cache',
    // "The MIT License (MIT)": a licence, no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Databases'] },
    features: { must: [], may: PIXLCACHE_FEATURES },
    usps: { must: [], may: PIXLCACHE_FEATURES },
    tags: { must: [], may: PIXLCACHE_TOPICS },
    keywords: { must: [], may: PIXLCACHE_TOPICS },
    // "Copyright (c) 2019 - 2025 Joseph Huckaby.": a copyright holder, not said to have made or founded it.
    founders: [],
    socials: {},
    faqs: [],
  },
};

export const REAL_TUNING_SITES_NINETIETH: readonly CorpusSite[] = [splitpro, mobileAppTemplate];

export const REAL_HELD_OUT_SITES_NINETIETH: readonly CorpusSite[] = [hugoSimple, pixlCache];
