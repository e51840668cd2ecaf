/**
 * Issue 34, thirty-seventh round: other products named on a product's page ("an alternative to A, B and C",
 * sponsors, the apps that inspired it, products "better suited"), headings that carry more than the name,
 * and feature names or claims ("Customizable homepage", "Swarm mode support") that are no topics for tags;
 * link rows drafted as descriptions. Filled by the round: the
 * pages tuned on, and one for one the real pages held out (chosen, and their facts written from the page,
 * before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - postiz-readme: gitroomhq/postiz-app at 74b01ada (README.md): "Postiz: An alternative to: Buffer.com,
 *   Hypefury, Twitter Hunter, etc...", a sponsors table (one sponsor "The ManyChat alternative …"), an
 *   "Intro" list, a tech stack, a compliance list.
 * - affine-readme: toeverything/AFFiNE at 10963da7 (README.md): an h1 holding a link ("AFFiNE.PRO") and a
 *   tagline, "alternative for Notion & Miro", "It's a better alternative to Notion and Miro.", bold-headed
 *   features, an acknowledgement of the apps that inspired it (Quip, Notion, Trello, Airtable, Miro …).
 *
 * - invidious-readme (added second, with Dozzle's below, before either ran): iv-org/invidious at eff609d0
 *   (README.md): "An open source alternative front-end to YouTube", a features list of short names and claims
 *   ("Lightweight", "No ads", "Customizable homepage", "Embedded video support"), imports from other apps,
 *   a browser extension of another project recommended.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - appflowy-readme: AppFlowy-IO/AppFlowy at 5cf3a365 (README.md): an h1 of the name and "⭐️ The Open Source
 *   Alternative To Notion ⭐️", a "Why Are We Building This?" essay about Notion, values, acknowledgements.
 * - rybbit-readme: rybbit-io/rybbit at e0f9499e (README.md): "Rybbit is the modern open source and privacy
 *   friendly alternative to Google Analytics.", a getting-started table, "Key Features", dashboard previews.
 * - dozzle-readme: amir20/dozzle at ca4cab8c (README.md): a features list of short names and claims ("Small
 *   memory footprint", "Swarm mode support", "Dark mode"), "Products like Loggly, Papertrail, or Kibana are
 *   better suited for full search", a sister tool (dtop), setup and build instructions.
 *
 * First runs of the held-out pages (never tuned on afterwards): appflowy-readme 0.857 / 1.000, 1 forbidden
 * (Notion, in its tagline and its description's "Why are we building this?" essay); rybbit-readme 0.846 /
 * 0.846, 1 forbidden (Google Analytics, in its description; gone with the rule tuned on AFFiNE); dozzle-readme
 * (first run after that rule) 1.000 / 0.929, 3 forbidden (Loggly, Papertrail, Kibana: "Products like … are
 * better suited …" in its description).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const POSTIZ_ITEMS = [
  'Schedule all your social media posts (many AI features)',
  'Measure your work with analytics.',
  'Collaborate with other team members to exchange or buy posts.',
  'Invite your team members to collaborate, comment, and schedule posts.',
  'Perfect for automation (API) with platforms like N8N, Make.com, Zapier, etc.',
];
/** The intro's remark on editions, and the compliance list (true of it, said as policy). */
const POSTIZ_MAY = [
  'At the moment, there is no difference between the hosted version and the self-hosted version',
  'Postiz is an open-source, self-hosted social media scheduling tool that supports platforms like X (formerly Twitter), Bluesky, Mastodon, Discord, and others.',
  'Postiz hosted service uses official, platform-approved OAuth flows.',
  'Postiz does not automate or scrape content from social media platforms.',
  'Postiz does not collect, store, or proxy API keys or access tokens from users.',
  'Postiz never asks users to paste API keys into our hosted product.',
  'Postiz users always authenticate directly with the social platform (e.g., X, Discord, etc.), ensuring platform compliance and data privacy.',
];
const POSTIZ_TOPICS = [
  'social media',
  'social media scheduling',
  'social media scheduling tool',
  'social media posts',
  'scheduling',
  'AI',
  'analytics',
  'automation',
  'API',
  'leads',
  'audience',
  'self-hosted',
  'open source',
  'open-source',
  'OAuth',
];

const postiz: CorpusSite = {
  id: 'postiz-readme',
  about:
    'real (gitroomhq/postiz-app README): "An alternative to: Buffer.com, Hypefury, Twitter Hunter, etc..." under the tagline; a sponsors table naming other products; an "Intro" list; a tech stack',
  classes: ['real', 'tuning', 'single-page', 'features', 'alternatives'],
  source: realSource('gitroomhq/postiz-app', '74b01ada', 'README.md'),
  pages: { '/': realPage('postiz-readme/index.html') },
  expected: {
    name: 'Postiz',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The <picture>'s light and dark logo (alt "Postiz Logo").
    logo_url: [
      'https://github.com/user-attachments/assets/f0d30d70-dddb-4142-8876-e9aa6ed1cb99',
      'https://github.com/user-attachments/assets/765e9d72-3ee7-4a56-9d59-a2c9befe2311',
    ],
    // "See the leading Postiz features": a video of the product at work.
    demo_video_url: 'https://www.youtube.com/watch?v=BdsCVvEYgHU',
    categories: { must: [], may: ['Social Media', 'Marketing', 'Scheduling', 'AI'] },
    features: { must: POSTIZ_ITEMS, may: POSTIZ_MAY },
    usps: { must: [], may: [...POSTIZ_ITEMS, ...POSTIZ_MAY] },
    tags: { must: [], may: POSTIZ_TOPICS },
    keywords: { must: [], may: POSTIZ_TOPICS },
    founders: [],
    socials: {
      youtube: 'https://youtube.com/@postizofficial',
      custom: 'https://discord.postiz.com',
    },
    faqs: [],
  },
  // The products it is an alternative to, and the sponsors' products, are not it.
  forbidden: ['Buffer.com', 'Hypefury', 'Twitter Hunter', 'ManyChat', 'Hostinger', 'Virlo', 'ChatbotX', 'OpenClaw'],
};

/** The four bold headings of "Features". */
const AFFINE_ITEMS = [
  'A true canvas for blocks in any form. Docs and whiteboard are now fully merged.',
  'Multimodal AI partner ready to kick in any work',
  'Local-first & Real-time collaborative',
  'Self-host & Shape your own AFFiNE',
];
/** What each heading heads (the product's own words about it). */
const AFFINE_MAY = [
  'A true canvas for blocks in any form.',
  'Docs and whiteboard are now fully merged.',
  'Local-first',
  'Real-time collaborative',
  'Self-host',
  'We love the idea of local-first that you always own your data on your disk, in spite of the cloud. Furthermore, AFFiNE supports real-time sync and collaborations on web and cross-platform clients.',
  'You have the freedom to manage, self-host, fork and build your own AFFiNE. Plugin community and third-party blocks are coming soon. More tractions on Blocksuite. Check there to learn how to self-host AFFiNE.',
];
const AFFINE_TOPICS = [
  'workspace',
  'all-in-one workspace',
  'knowledge base',
  'wiki',
  'knowledge management',
  'presentation',
  'digital assets',
  'docs',
  'whiteboard',
  'canvas',
  'edgeless canvas',
  'tables',
  'local-first',
  'real-time collaboration',
  'real-time sync',
  'self-host',
  'AI',
  'AFFiNE AI',
  'Canvas AI',
  'mind map',
  'slides',
  'templates',
  'note-taking',
  'privacy',
  'open-source',
  'open source',
  'blocks',
  'building blocks',
];

const affine: CorpusSite = {
  id: 'affine-readme',
  about:
    'real (toeverything/AFFiNE README): an h1 of a link ("AFFiNE.PRO") and a tagline; "alternative for Notion & Miro" and "a better alternative to Notion and Miro"; bold-headed features; an acknowledgement naming the apps that inspired it',
  classes: ['real', 'tuning', 'single-page', 'features', 'alternatives'],
  source: realSource('toeverything/AFFiNE', '10963da7', 'README.md'),
  pages: { '/': realPage('affine-readme/index.html') },
  expected: {
    name: 'AFFiNE',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image, alt "affine logo" (the site calls it its logo).
    logo_url: 'https://cdn.affine.pro/Github_hero_image1.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Notes & Docs', 'Design', 'AI', 'Task Management'] },
    features: { must: AFFINE_ITEMS, may: AFFINE_MAY },
    usps: { must: [], may: [...AFFINE_ITEMS, ...AFFINE_MAY] },
    tags: { must: [], may: AFFINE_TOPICS },
    keywords: { must: [], may: AFFINE_TOPICS },
    founders: [],
    // The Discord of the nav, and its community forum.
    // Facts audit (issue 34, fifty-second round): the product's own Product Hunt post is its producthunt profile wherever linked, a badge too
    // (its "Featured on Product Hunt" badge, …/posts/affine-3).
    socials: {
      custom: ['https://discord.gg/whd5mjYqVw', 'https://community.affine.pro'],
      producthunt: 'https://www.producthunt.com/posts/affine-3',
    },
    faqs: [],
  },
  // The products it is an alternative to, and the apps it thanks, are not it.
  forbidden: ['Notion', 'Miro', 'Trello', 'Airtable', 'Quip', 'Whimiscal', 'Capacities', 'Vscode', 'name=AFFiNE.PRO'],
};

/** Its three values ("the three most fundamental values"), and what the images show. */
const APPFLOWY_MAY = [
  'Data privacy first',
  'Reliable native experience',
  'Community-driven extensibility',
  'AppFlowy Kanban Board for To-dos',
  'AppFlowy Databases for Tasks and Projects',
  'AppFlowy Sites for Beautiful documentation',
  'AppFlowy AI',
  'AppFlowy Templates',
  'Work across devices',
];
const APPFLOWY_TOPICS = [
  'AI workspace',
  'workspace',
  'AI',
  'Kanban',
  'Kanban board',
  'to-dos',
  'databases',
  'tasks',
  'projects',
  'documentation',
  'templates',
  'sites',
  'data privacy',
  'privacy',
  'knowledge management',
  'project management',
  'collaboration',
  'self-hosting',
  'open source',
  'Flutter',
  'Rust',
  'cross-platform',
];

const appflowy: CorpusSite = {
  id: 'appflowy-readme',
  about:
    'real (AppFlowy-IO/AppFlowy README): an h1 of the name and "⭐️ The Open Source Alternative To Notion ⭐️"; images of its parts; an essay on why it is built (about Notion); three values; acknowledgements',
  classes: ['real', 'held-out', 'single-page', 'alternatives'],
  source: realSource('AppFlowy-IO/AppFlowy', '5cf3a365', 'README.md'),
  pages: { '/': realPage('appflowy-readme/index.html') },
  expected: {
    name: 'AppFlowy',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Notes & Docs', 'Task Management', 'AI'] },
    features: { must: [], may: APPFLOWY_MAY },
    usps: { must: [], may: APPFLOWY_MAY },
    tags: { must: [], may: APPFLOWY_TOPICS },
    keywords: { must: [], may: APPFLOWY_TOPICS },
    founders: [],
    socials: {
      x: 'https://twitter.com/appflowy',
      reddit: 'https://www.reddit.com/r/AppFlowy',
      custom: ['https://discord.gg/9Q2xaN37tV', 'https://forum.appflowy.io/'],
      github: ['https://github.com/AppFlowy-IO/appflowy', 'https://github.com/AppFlowy-IO/AppFlowy'],
    },
    faqs: [],
  },
  // The product it is an alternative to, and the projects it thanks, are not it.
  forbidden: ['Notion', 'cargo-make', 'flutter_chat_ui', 'name=AppFlowy The Open Source Alternative To Notion'],
};

const RYBBIT_ITEMS = [
  'All key web analytics metrics including sessions, unique users, pageviews, bounce rate, session duration',
  'No cookies or user tracking - GDPR & CCPA compliant',
  'Customizable goals. retention, user journeys, and funnels dashboards',
  'Advanced filtering across 15+ dimensions',
  'Custom events with JSON properties',
  'Live sessions dashboard',
  '3 level location tracking (country -> region -> city) + advanced map visualizations',
  'Real time dashboard',
  'Support for organizations and unlimited number of sites',
];
/** The dashboard previews' headings, and the two ways to use it. */
const RYBBIT_MAY = [
  'Main',
  'Realtime',
  'Sessions',
  'Journeys',
  'Map',
  'Funnels',
  'Goals',
  'Hosted Service',
  'Self-Hosting',
];
const RYBBIT_TOPICS = [
  'web analytics',
  'product analytics',
  'web & product analytics',
  'analytics',
  'privacy',
  'GDPR',
  'CCPA',
  'sessions',
  'pageviews',
  'bounce rate',
  'goals',
  'retention',
  'user journeys',
  'funnels',
  'custom events',
  'location tracking',
  'map visualizations',
  'real time',
  'realtime',
  'dashboard',
  'dashboards',
  'self-hosting',
  'open source',
];

const rybbit: CorpusSite = {
  id: 'rybbit-readme',
  about:
    'real (rybbit-io/rybbit README): an h1 "Rybbit Analytics", "the modern open source and privacy friendly alternative to Google Analytics"; hosted (free tier) or self-hosted; "Key Features"; dashboard previews',
  classes: ['real', 'held-out', 'single-page', 'features', 'alternatives'],
  source: realSource('rybbit-io/rybbit', 'e0f9499e', 'README.md'),
  pages: { '/': realPage('rybbit-readme/index.html') },
  expected: {
    name: ['Rybbit', 'Rybbit Analytics'],
    // "Hosted Service: Free tier available": a free tier of its own hosted service.
    pricing_model: 'freemium',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image, right over the name's h1.
    logo_url: 'https://github.com/user-attachments/assets/1425302a-40b6-4d97-bf4b-89927ea93fb9',
    demo_video_url: null,
    categories: { must: [], may: ['Marketing', 'Monitoring', 'Developer Tools'] },
    features: { must: RYBBIT_ITEMS, may: RYBBIT_MAY },
    usps: { must: [], may: [...RYBBIT_ITEMS, ...RYBBIT_MAY] },
    tags: { must: [], may: RYBBIT_TOPICS },
    keywords: { must: [], may: RYBBIT_TOPICS },
    founders: [],
    socials: { custom: 'https://discord.gg/DEhGb4hYBj' },
    faqs: [],
  },
  // The product it is an alternative to is not it.
  forbidden: ['Google Analytics'],
};

const INVIDIOUS_ITEMS = [
  'Lightweight',
  'No ads',
  'No tracking',
  'No JavaScript required',
  'Light/Dark themes',
  'Customizable homepage',
  'Subscriptions independent from Google',
  'Notifications for all subscribed channels',
  'Audio-only mode (with background play on mobile)',
  'Support for Reddit comments',
  'Available in many languages, thanks to our translators',
  'Import subscriptions from YouTube, NewPipe and FreeTube',
  'Import watch history from YouTube and NewPipe',
  'Export subscriptions to NewPipe and FreeTube',
  'Import/Export Invidious user data',
  'Embedded video support',
  'Developer API',
  'Does not use official YouTube APIs',
  'No Contributor License Agreement (CLA)',
];
const INVIDIOUS_MAY = ['Audio-only mode', 'Available in many languages'];
/** What it is about: the site's topical words, not its feature names or claims. */
const INVIDIOUS_TOPICS = [
  'YouTube',
  'front-end',
  'alternative front-end',
  'privacy',
  'videos',
  'video',
  'subscriptions',
  'watch history',
  'channels',
  'instances',
  'public instance',
  'API',
  'open source',
  'translations',
];

const invidious: CorpusSite = {
  id: 'invidious-readme',
  about:
    'real (iv-org/invidious README): "An open source alternative front-end to YouTube"; features of short names and claims ("Lightweight", "No ads", "Customizable homepage", "Embedded video support"); imports from NewPipe and FreeTube; another project\'s extension recommended',
  classes: ['real', 'tuning', 'single-page', 'features', 'alternatives'],
  source: realSource('iv-org/invidious', 'eff609d0', 'README.md'),
  pages: { '/': realPage('invidious-readme/index.html') },
  expected: {
    name: 'Invidious',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/assets/invidious-colored-vector.svg',
    demo_video_url: null,
    categories: { must: [], may: [] },
    features: { must: INVIDIOUS_ITEMS, may: INVIDIOUS_MAY },
    usps: { must: [], may: [...INVIDIOUS_ITEMS, ...INVIDIOUS_MAY] },
    tags: { must: [], may: INVIDIOUS_TOPICS },
    keywords: { must: [], may: INVIDIOUS_TOPICS },
    founders: [],
    // "Chat with us:" its Matrix room and IRC channel; its Fediverse account (rel="me").
    socials: {
      custom: [
        'https://matrix.to/#/#invidious:matrix.org',
        'https://web.libera.chat/?channel=#invidious',
        'https://social.tchncs.de/@invidious',
      ],
    },
    faqs: [],
  },
  // Other apps and projects are not it; a feature's name or a claim is no topic; a donation page is no account.
  forbidden: [
    'Privacy Redirect',
    'tags=NewPipe',
    'tags=FreeTube',
    'tags=Weblate',
    'tags=Customizable homepage',
    'tags=Embedded video support',
    'tags=Light/Dark themes',
    'tags=No JavaScript required',
    'https://invidious.io/donate/',
  ],
};

const DOZZLE_ITEMS = [
  'Intelligent fuzzy search for container names',
  'Search logs using regex',
  'Search logs using SQL queries',
  'Small memory footprint',
  'Split screen for viewing multiple logs',
  'Live stats with memory and CPU usage',
  'Multi-user authentication with support for forward proxy authorization',
  'Swarm mode support',
  'Agent mode for monitoring multiple Docker hosts',
  'Dark mode',
];
const DOZZLE_MAY = ['Swarm mode', 'Agent mode', 'Multi-user authentication'];
/** What it is about: the site's topical words, not its feature names or claims. */
const DOZZLE_TOPICS = [
  'Docker',
  'Docker logs',
  'logs',
  'log viewer',
  'log viewing',
  'live log viewing',
  'real time',
  'containers',
  'container',
  'container logs',
  'monitoring',
  'Docker Swarm',
  'Swarm',
  'Docker hosts',
  'fuzzy search',
  'regex',
  'SQL',
  'SQL queries',
  'authentication',
  'Podman',
  'web-based',
  'open source',
];

const dozzle: CorpusSite = {
  id: 'dozzle-readme',
  about:
    'real (amir20/dozzle README): a features list of short names and claims ("Small memory footprint", "Swarm mode support", "Dark mode"); "Products like Loggly, Papertrail, or Kibana are better suited …"; a sister tool; setup, security, analytics and build sections',
  classes: ['real', 'held-out', 'single-page', 'features', 'alternatives'],
  source: realSource('amir20/dozzle', 'ca4cab8c', 'README.md'),
  pages: { '/': realPage('dozzle-readme/index.html') },
  expected: {
    name: 'Dozzle',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/assets/logo.svg',
    // A bare link to an uploaded file: the page does not say it is a video.
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Monitoring'] },
    features: { must: DOZZLE_ITEMS, may: DOZZLE_MAY },
    usps: { must: [], may: [...DOZZLE_ITEMS, ...DOZZLE_MAY] },
    tags: { must: [], may: DOZZLE_TOPICS },
    keywords: { must: [], may: DOZZLE_TOPICS },
    founders: [],
    // "Open a question in GitHub Discussions".
    socials: { custom: 'https://github.com/amir20/dozzle/discussions' },
    faqs: [],
  },
  // The products better suited to full search, the tools it works with and the analytics it uses are not
  // it; its sister tool is another product; a sponsorship page is no account.
  forbidden: [
    'Loggly',
    'Papertrail',
    'Kibana',
    'Authelia',
    'name=dtop',
    'tags=Google Analytics',
    'keywords=Google Analytics',
    'https://www.buymeacoffee.com/amirraminfar',
  ],
};

export const REAL_TUNING_SITES_THIRTY_SEVENTH: readonly CorpusSite[] = [postiz, affine, invidious];
export const REAL_HELD_OUT_SITES_THIRTY_SEVENTH: readonly CorpusSite[] = [appflowy, rybbit, dozzle];
