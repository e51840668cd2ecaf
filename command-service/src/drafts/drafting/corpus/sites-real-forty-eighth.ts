/**
 * Issue 34, forty-eighth round: categories from attached phrases and acronyms. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit (Saleor's, Hatchet's and Shlink's read from
 * the fetched repositories with git show, Mastodon's with the read_file tool, its repository being too large to
 * fetch), rendered by markdown-it (html and linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - saleor-readme: saleor/saleor at 0de0a894 (README.md): "A headless, GraphQL commerce platform …", an e-commerce
 *   platform whose features list is labelled by acronyms and platform words ("GraphQL API: …", "Headless / API
 *   first: …", "CMS: …", "SEO: …", "Payments: …").
 * - hatchet-readme: hatchet-dev/hatchet at d7fce87e (README.md): "a platform for running background tasks, built on
 *   top of Postgres": a definition's attached phrase naming what it is built on, and feature sections headed by a
 *   topic word ("📅 Scheduling", "🖥️ Real-time Web UI").
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - mastodon-readme: mastodon/mastodon at a42a98bc (README.md, a 2019 version): "a free, open-source social network
 *   server", a feature headed "OAuth2 and a straightforward REST API", a tech stack with PostgreSQL.
 * - shlink-readme: shlinkio/shlink at 0e6790cd (README.md): "A PHP-based self-hosted URL shortener", used through
 *   "The REST API" (a list item's label) or the command line, on MySQL, MariaDB, PostgreSQL, … .
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const label = (item: string) => item.slice(0, item.indexOf(':') < 0 ? item.length : item.indexOf(':'));
const rest = (item: string) => (item.indexOf(':') < 0 ? item : item.slice(item.indexOf(':') + 2));

const SALEOR_FEATURES = [
  'Headless / API first: Build mobile apps, custom storefronts, POS, automation, etc',
  'Extensible: Build anything with webhooks, apps, metadata, and attributes',
  'App Store: Leverage a collection of built-in integrations',
  'GraphQL API: Get many resources in a single request and more',
  'Multichannel: Per channel control of pricing, currencies, stock, product, and more',
  'Enterprise ready: Secure, scalable, and stable. Battle-tested by big brands',
  "CMS: Content is king, that's why we have a kingdom built-in",
  'Dashboard: User friendly, fast, and productive. (Decoupled project repo )',
  'Dashboard: User friendly, fast, and productive. (Decoupled project repo)',
  'Orders: A comprehensive system for orders, dispatch, and refunds',
  'Cart: Advanced payment and tax options, with full control over discounts and promotions',
  'Payments: Flexible API architecture allows integration of any payment method',
  'SEO: Packed with features that get stores to a wider audience',
  'Cloud: Optimized for deployments using Docker',
];
// "Global by design Multi-currency, …" has no colon after its label.
const SALEOR_UNLABELLED = [
  'Global by design Multi-currency, multi-language, multi-warehouse, tutti multi!',
  'Global by design',
];
const SALEOR_TOPICS = [
  'e-commerce',
  'ecommerce',
  'commerce',
  'e-commerce platform',
  'commerce platform',
  'headless',
  'headless commerce',
  'GraphQL',
  'GraphQL API',
  'API first',
  'API',
  'composable',
  'extensible',
  'online stores',
  'shopping experiences',
  'storefront',
  'storefronts',
  'dashboard',
  'multichannel',
  'multi-currency',
  'multi-language',
  'multi-warehouse',
  'orders',
  'cart',
  'payments',
  'CMS',
  'SEO',
  'webhooks',
  'apps',
  'App Store',
  'open-source',
  'open source',
  'Saleor Cloud',
  'Docker',
  'React',
  'Next.js',
  'TypeScript',
  'Apollo',
  'Tailwind CSS',
  'Python',
];

const saleor: CorpusSite = {
  id: 'saleor-readme',
  about:
    "Saleor's README: a headless e-commerce platform whose features list is labelled by acronyms and platform words (GraphQL API, API first, CMS, SEO, Payments)",
  classes: ['real', 'tuning', 'single-page', 'categories', 'features', 'readme'],
  source: realSource('saleor/saleor', '0de0a8940af4c293ecc83259d9bdf0b8fa1798d3', 'README.md'),
  pages: { '/': realPage('saleor-readme/index.html') },
  expected: {
    name: 'Saleor',
    // "Saleor is free and always will be." Saleor Cloud is named with no price or plan: free, or freemium beside it.
    pricing_model: ['free', 'freemium'],
    founded_year: null,
    // "Crafted with ❤️ by Saleor Commerce" and the address under it.
    contact_email: 'hello@saleor.io',
    city: null,
    country: null,
    // "The current production-ready version is 3.x" is a version's state, not the product's stage.
    stage: null,
    // The opening picture, alt "saleor-commerce-logo".
    logo_url: 'https://user-images.githubusercontent.com/4006792/214636328-8e4f83e8-66cb-4114-a3d8-473eb908b9c3.png',
    demo_video_url: null,
    // "Customer-centric e-commerce", "an open-source e-commerce platform": E-commerce. Its GraphQL API, API-first
    // design, CMS, SEO and payment options are features of a store platform, labelled by what they are about:
    // APIs, Developer Tools, SEO, Payments, Databases and Notes & Docs are wrong.
    categories: { must: ['E-commerce'], may: [] },
    features: {
      must: [],
      may: [
        ...SALEOR_FEATURES,
        ...SALEOR_FEATURES.map(label),
        ...SALEOR_FEATURES.map(rest),
        ...SALEOR_UNLABELLED,
        'Multi-currency, multi-language, multi-warehouse, tutti multi!',
      ],
    },
    usps: { must: [], may: [...SALEOR_FEATURES, ...SALEOR_FEATURES.map(rest), ...SALEOR_UNLABELLED] },
    tags: { must: [], may: SALEOR_TOPICS },
    keywords: { must: [], may: SALEOR_TOPICS },
    founders: [],
    // "Join our active, engaged community": Twitter and Discord (GitHub Discussions is the repository's forum).
    socials: { x: 'https://twitter.com/getsaleor', custom: 'https://discord.gg/H52JTZAtSH' },
    // "What makes Saleor special?" heads a section, not a question answered in an FAQ.
    faqs: [],
  },
  forbidden: [
    'categories=APIs',
    'categories=Developer Tools',
    'categories=SEO',
    'categories=Payments',
    'categories=Databases',
    'categories=Notes & Docs',
  ],
};

const HATCHET_SECTIONS = [
  'Queues',
  'Task Orchestration',
  'Flow Control',
  'Scheduling',
  'Task routing',
  'Event triggers and listeners',
  'Real-time Web UI',
];
const HATCHET_EMOJI = [
  '📥 Queues',
  '🎻 Task Orchestration',
  '🚦 Flow Control',
  '📅 Scheduling',
  '🚏 Task routing',
  '⚡️ Event triggers and listeners',
  '🖥️ Real-time Web UI',
];
const HATCHET_ITEMS = [
  'DAGs (directed acyclic graphs) — pre-define the shape of your work, automatically routing the outputs of a parent task to the input of a child task. Read more ➶',
  'DAGs (directed acyclic graphs)',
  'Durable tasks — these tasks are responsible for orchestrating other tasks. They store a full history of all spawned tasks, allowing you to cache intermediate results. Read more ➶',
  'Durable tasks',
  'Concurrency — set a concurrency limit based on a dynamic concurrency key (e.g., each user can only run 10 batch jobs at a given time). Read more ➶',
  'Concurrency',
  'Rate limiting — create both global and dynamic rate limits. Read more ➶',
  'Rate limiting',
  'Cron schedules – run data pipelines, batch processes, or notification systems on a cron schedule Read more ➶',
  'Cron schedules',
  'One-time tasks – schedule a workflow for a specific time in the future Read more ➶',
  'One-time tasks',
  'Durable sleep – pause execution of a task for a specific duration Read more ➶',
  'Durable sleep',
  'Sticky assignment — allows spawned tasks to prefer or require execution on the same worker. Read more ➶',
  'Sticky assignment',
  'Worker affinity — ranks workers to discover which is best suited to handle a given task. Read more ➶',
  'Worker affinity',
  'Event listening — tasks can be paused until a specific event is triggered. Read more ➶',
  'Event listening',
  'Event triggering — events can trigger new workflows or steps in a workflow. Read more ➶',
  'Event triggering',
  'Real-time dashboards and metrics',
  'Logging',
  'Alerting',
  'Ensuring that you never drop a user request',
  'Flattening large spikes in your application',
  'Breaking large, complex logic into smaller, reusable tasks',
];
const HATCHET_TOPICS = [
  'background tasks',
  'background task',
  'task queue',
  'durable task queue',
  'queues',
  'queue',
  'task orchestration',
  'orchestration',
  'workflows',
  'workflow',
  'DAGs',
  'DAG',
  'durable execution',
  'durable tasks',
  'flow control',
  'concurrency',
  'rate limiting',
  'rate limits',
  'scheduling',
  'cron',
  'task routing',
  'workers',
  'events',
  'event triggers',
  'alerting',
  'logging',
  'dashboards',
  'metrics',
  'Postgres',
  'Python',
  'TypeScript',
  'Go',
  'Hatchet Cloud',
  'self-hosted',
  'pub/sub',
];

const hatchet: CorpusSite = {
  id: 'hatchet-readme',
  about:
    'Hatchet\'s README: "a platform for running background tasks, built on top of Postgres", whose feature sections are headed by topic words ("Scheduling", "Real-time Web UI") over code samples',
  classes: ['real', 'tuning', 'single-page', 'categories', 'features', 'readme'],
  source: realSource('hatchet-dev/hatchet', 'd7fce87e799a54e965eab9f9d21900609aa3f05d', 'README.md'),
  pages: { '/': realPage('hatchet-readme/index.html') },
  expected: {
    name: 'Hatchet',
    // "available as a cloud version or self-hosted": no price or plan is stated.
    pricing_model: null,
    founded_year: null,
    // "Email - best for getting Hatchet Cloud support and for help with billing, data deletion, etc."
    contact_email: 'contact@hatchet.run',
    city: null,
    country: null,
    stage: null,
    // The linked picture, alt "Hatchet Logo", over the tagline.
    logo_url: '{base}/frontend/docs/public/hatchet_logo_light.png',
    // The two clips in "Real-time Web UI" show a dashboard and logs; neither is offered as a demo of the product.
    demo_video_url: null,
    // A platform for background tasks that developers call from their applications: a developer tool at most. It is
    // built on Postgres (no database product), schedules tasks (no calendar or booking scheduling), manages
    // background tasks (no to-dos) and is compared with AI frameworks: Databases, Scheduling, Task Management and
    // AI are wrong.
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [...HATCHET_SECTIONS, ...HATCHET_EMOJI, ...HATCHET_ITEMS] },
    usps: { must: [], may: [...HATCHET_SECTIONS, ...HATCHET_ITEMS] },
    tags: { must: [], may: HATCHET_TOPICS },
    keywords: { must: [], may: HATCHET_TOPICS },
    founders: [],
    // The Discord and Twitter badges; "Community & Support": Discord. The "GitHub Repo stars" badge links to its own
    // repository, which the corpus keeps as its GitHub (Transmission's, wger's, SiYuan's; sixty-fourth round).
    socials: {
      github: 'https://github.com/hatchet-dev/hatchet',
      x: 'https://twitter.com/hatchet_dev',
      custom: ['https://hatchet.run/discord', 'https://discord.gg/ZMeUafwH89'],
    },
    // "When should I use Hatchet?" and "What is Hatchet?" head sections of a README, not an FAQ.
    faqs: [],
  },
  forbidden: ['categories=Databases', 'categories=Scheduling', 'categories=Task Management', 'categories=AI'],
};

const MASTODON_FEATURES = [
  'No vendor lock-in: Fully interoperable with any conforming platform',
  'Real-time, chronological timeline updates',
  'Media attachments like images and short videos',
  'Safety and moderation tools',
  'OAuth2 and a straightforward REST API',
];
const MASTODON_TOPICS = [
  'social network',
  'social network server',
  'social networking',
  'federated network',
  'federation',
  'fediverse',
  'ActivityPub',
  'open-source',
  'open source',
  'free software',
  'timeline',
  'media attachments',
  'moderation',
  'OAuth2',
  'REST API',
  'streaming API',
  'Ruby on Rails',
  'React.js',
  'Redux',
  'Node.js',
  'PostgreSQL',
  'Redis',
  'Docker',
  'AGPLv3',
  'microblogging',
];

const mastodon: CorpusSite = {
  id: 'mastodon-readme',
  about:
    'Mastodon\'s README (2019): "a free, open-source social network server", a feature headed "OAuth2 and a straightforward REST API", a tech stack on PostgreSQL',
  classes: ['real', 'held-out', 'single-page', 'categories', 'features', 'readme'],
  source: realSource('mastodon/mastodon', 'a42a98bc673141efa5f14892578cfc4901d84f65', 'README.md'),
  pages: { '/': realPage('mastodon-readme/index.html') },
  expected: {
    name: 'Mastodon',
    // "free, open-source" and "free, open source software licensed under AGPLv3": a licence, no price (the
    // corpus's convention); Patreon and OpenCollective are donations.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The heading's image, alt "Mastodon".
    logo_url: 'https://i.imgur.com/NhZc40l.png',
    // "Click below to learn more in a video:"
    demo_video_url: 'https://www.youtube.com/watch?v=IPSbNdBmWKE',
    // "a free, open-source social network server": Social Media at most (the tree's only social category). Its
    // REST API is what third-party apps use, PostgreSQL what it runs on: APIs, Developer Tools and Databases are
    // wrong.
    categories: { must: [], may: ['Social Media'] },
    features: { must: [], may: [...MASTODON_FEATURES, 'No vendor lock-in'] },
    usps: { must: [], may: [...MASTODON_FEATURES, 'No vendor lock-in'] },
    tags: { must: [], may: MASTODON_TOPICS },
    keywords: { must: [], may: MASTODON_TOPICS },
    // "Copyright (C) 2016-2019 Eugen Rochko & other Mastodon contributors": a copyright line, no founder stated.
    founders: [],
    // Patreon and OpenCollective are donations; the IRC channel is unlinked.
    socials: {},
    faqs: [],
  },
  forbidden: ['categories=APIs', 'categories=Developer Tools', 'categories=Databases'],
};

const SHLINK_TOPICS = [
  'URL shortener',
  'url shortener',
  'short URLs',
  'shortened URLs',
  'self-hosted',
  'PHP',
  'Docker',
  'docker image',
  'REST API',
  'API',
  'command line',
  'CLI',
  'web client',
  'QR codes',
  'MySQL',
  'MariaDB',
  'PostgreSQL',
  'Microsoft SQL Server',
  'SQLite',
  'Openswoole',
  'RabbitMQ',
  'GeoLite2',
];

const shlink: CorpusSite = {
  id: 'shlink-readme',
  about:
    'Shlink\'s README: "A PHP-based self-hosted URL shortener", used through "The REST API" or "The command line" (list items\' labels), on MySQL, MariaDB, PostgreSQL …',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('shlinkio/shlink', '0e6790cdabd1608c45f6c3f931b586677516615b', 'README.md'),
  pages: { '/': realPage('shlink-readme/index.html') },
  expected: {
    name: 'Shlink',
    // Self-hosted, a PayPal donation badge: no price or plan.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image, alt "Shlink" (its hero picture).
    logo_url: 'https://raw.githubusercontent.com/shlinkio/shlink.io/main/public/images/shlink-hero.png',
    demo_video_url: null,
    // A URL shortener: Marketing or Developer Tools at most (Kutt's and mnmlurl's convention). Its REST API is one
    // of the two ways to use it, the databases what it runs on: APIs and Databases are wrong.
    categories: { must: [], may: ['Marketing', 'Developer Tools'] },
    // No features list: the ways to use it are steps of a guide.
    features: { must: [], may: ['The command line', 'The REST API'] },
    usps: { must: [], may: [] },
    tags: { must: [], may: SHLINK_TOPICS },
    keywords: { must: [], may: SHLINK_TOPICS },
    founders: [],
    // The Twitter "follow" badge; PayPal is a donation.
    socials: { x: 'https://twitter.com/shlinkio' },
    faqs: [],
  },
  forbidden: ['categories=APIs', 'categories=Databases'],
};

export const REAL_TUNING_SITES_FORTY_EIGHTH: readonly CorpusSite[] = [saleor, hatchet];
export const REAL_HELD_OUT_SITES_FORTY_EIGHTH: readonly CorpusSite[] = [mastodon, shlink];
