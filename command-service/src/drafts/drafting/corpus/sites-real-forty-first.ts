/**
 * Issue 34, forty-first round: categories from attached phrases and section topics. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit (Mealie's and Ackee's read from the
 * fetched repository with git show, Budibase's and ToolJet's with the read_file tool, their repositories being too
 * large to fetch), rendered by markdown-it (html and linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - mealie-readme: mealie-recipes/mealie at 4566b9df (README.md): "a self hosted recipe manager and meal planner
 *   with a RestAPI backend and a reactive frontend application …": a definition whose attached phrase names
 *   what it is built with, and a features heading "Database Import / Export".
 * - budibase-readme: Budibase/budibase at 00b84ee1 (README.md): "an open-source low-code platform …", whose
 *   feature headings name a section's topic ("Design and build apps with powerful pre-made components",
 *   "Budibase Public API") and whose data sources are listed ("MongoDB, CouchDB, PostgreSQL, … or a REST API").
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran; Zulip's with a third
 * tuning page, Mattermost's README, which drafted no wrong category and was dropped, its missed news links being
 * socials, not this round's class):
 * - tooljet-readme: ToolJet/ToolJet at f2f19cea (README.md): "an open-source low-code framework to build and
 *   deploy internal tools", which connects to databases, API endpoints and SaaS tools.
 * - ackee-readme: electerious/Ackee at 32025ae3 (README.md): a self-hosted analytics tool, "Lightweight Node.js
 *   and MongoDB architecture", a "GraphQL API" heading, tracking "newsletter subscriptions".
 * - zulip-readme: zulip/zulip at f6c4e46a (README.md, read with read_file; a 2016 version): "a powerful, open source
 *   group chat application", with mailing lists, documentation, integrations and a PostgreSQL extension.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const MEALIE_FEATURES = [
  'Automatic web scrapping for common recipe platforms',
  'Interactive API Documentation thanks to FastAPI and Swagger',
  'UI Recipe Editor',
  'JSON Recipe Editor in browser',
  'Custom tags and categories',
  'Rate recipes',
  'Add notes to recipes',
  'Random Meal plan generation based off categories',
  'Expose notes in the API to allow external applications to access relavent information for meal plans',
  'Easily Import / Export your recipes from the UI',
  'Export recipes in markdown format for universal access',
  'Use the default or a custom jinja2 template',
];
const MEALIE_TOPICS = [
  'recipes',
  'recipe manager',
  'meal planner',
  'meal plan',
  'meal plans',
  'self hosted',
  'self-hosted',
  'RestAPI',
  'API',
  'Vue',
  'Vue.js',
  'Vuetify',
  'FastAPI',
  'MongoDB',
  'Docker',
  'Home Assistant',
  'web scraping',
  'markdown',
  'jinja2',
  'family',
];

const mealie: CorpusSite = {
  id: 'mealie-readme',
  about:
    'Mealie\'s README: a recipe manager and meal planner defined "with a RestAPI backend", a features heading on database import and export',
  classes: ['real', 'tuning', 'single-page', 'categories', 'features', 'readme'],
  source: realSource('mealie-recipes/mealie', '4566b9dfcc8dbc06adb9b2ac7f493619977463d7', 'README.md'),
  pages: { '/': realPage('mealie-readme/index.html') },
  expected: {
    name: 'Mealie',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The "PROJECT LOGO" block's image, alt "Logo", over the name.
    logo_url: '{base}/images/logo.png',
    // "View Demo" is struck through and links to the repository.
    demo_video_url: null,
    // A recipe manager and meal planner: the tree has no food category; Productivity (Tandoor's convention) at
    // most. Its "RestAPI backend", its API for third parties and its "Database Import / Export" are what it is
    // built with or offers: APIs, Databases and Developer Tools are wrong.
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: [...MEALIE_FEATURES, 'Recipes', 'Meal Planner', 'Database Import / Export'] },
    usps: { must: [], may: MEALIE_FEATURES },
    tags: { must: [], may: MEALIE_TOPICS },
    keywords: { must: [], may: MEALIE_TOPICS },
    founders: [],
    // The repository, a Buy Me a Coffee button and the author's LinkedIn badge (a person's). The repository, linked
    // under "Contact" as "Project Link: https://github.com/hay-kot/mealie", is its GitHub by the corpus's convention
    // for a README's own repository (wger's, Healthchecks', SiYuan's, Hatchet's): added by the hundred-and-eighth
    // round, a facts-convention correction said in its section of docs/drafting.md.
    socials: { github: 'https://github.com/hay-kot/mealie' },
    faqs: [],
  },
  forbidden: ['categories=APIs', 'categories=Databases'],
};

const BUDIBASE_POINTS = [
  'Build and ship real software',
  'Open source and extensible',
  'Load data or start from scratch',
  'Design and build apps with powerful pre-made components',
  'Automate processes, integrate with other tools and connect to webhooks',
  'Integrate with your favorite tools',
  'Deploy with confidence and security',
];
const BUDIBASE_TOPICS = [
  'low code',
  'low-code',
  'low code platform',
  'low-code platform',
  'open source',
  'open-source',
  'internal tools',
  'forms',
  'portals',
  'approval apps',
  'business apps',
  'single page applications',
  'components',
  'automations',
  'automation',
  'workflows',
  'webhooks',
  'integrations',
  'self-host',
  'self-hosted',
  'Budibase Cloud',
  'public API',
  'API',
  'REST API',
  'MongoDB',
  'CouchDB',
  'PostgreSQL',
  'MariaDB',
  'MySQL',
  'Airtable',
  'S3',
  'DynamoDB',
  'Docker',
  'Kubernetes',
  'Digital Ocean',
  'Portainer',
  'GPL v3',
];

const budibase: CorpusSite = {
  id: 'budibase-readme',
  about:
    "Budibase's README: a low-code platform whose feature headings name a section's topic (design, a public API) and whose data sources name databases",
  classes: ['real', 'tuning', 'single-page', 'categories', 'features', 'socials', 'readme'],
  source: realSource('Budibase/budibase', '00b84ee1b38e6519aa5d113815356559e6255c36', 'README.md'),
  pages: { '/': realPage('budibase-readme/index.html') },
  expected: {
    name: 'Budibase',
    // A cloud ("we host") and self-hosting; no price or plan is stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening symbol, alt "Budibase", linked to budibase.com, over the name.
    logo_url:
      'https://res.cloudinary.com/daog6scxm/image/upload/v1696515725/Branding/Assets/Symbol/RGB/Full%20Colour/Budibase_Symbol_RGB_FullColour_cbqvha_1_z5cwq2.svg',
    // "Checkout the promo video: https://youtu.be/xoljVpty_Kw".
    demo_video_url: 'https://youtu.be/xoljVpty_Kw',
    // "an open-source low-code platform that saves engineers 100s of hours building forms, portals, and
    // approval apps": a tool for building software, a developer tool at most. Its "Design and build apps …"
    // heading, its public API and the databases it pulls data from are what it does, offers or connects to:
    // Design, UI Kits, APIs and Databases are wrong.
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    features: { must: [], may: BUDIBASE_POINTS },
    usps: { must: [], may: BUDIBASE_POINTS },
    tags: { must: [], may: BUDIBASE_TOPICS },
    keywords: { must: [], may: BUDIBASE_TOPICS },
    founders: [],
    // The "Follow @budibase" badge links to a follow intent for its X account.
    socials: { x: ['https://twitter.com/budibase', 'https://twitter.com/intent/follow?screen_name=budibase'] },
    faqs: [],
  },
  forbidden: ['categories=Design', 'categories=APIs', 'categories=Databases'],
};

export const REAL_TUNING_SITES_FORTY_FIRST: readonly CorpusSite[] = [mealie, budibase];

const TOOLJET_FEATURES = [
  'Visual app builder: 40+ built-in responsive widgets such as Tables, Charts, Lists, Forms, Progressbars, and more.',
  'ToolJet Database: In-built no-code database.',
  'Multi-Page: Build an application with as many pages as you want.',
  'Multiplayer editing: multiple users can use the app builder at the same time.',
  '40+ data sources: connect to external databases, cloud storages and APIs.',
  'Desktop & mobile: layout widths can be customised to support different screens.',
  'Self-host: (supports Docker, Kubernetes, Heroku, AWS EC2, Google Cloud Run, and more).',
  'Collaborate: add comments anywhere on the canvas and tag your team members.',
  'Extend with plugins: use our commandline tool to easily bootstrap new connectors.',
  'Version control: every application have different versions with proper release cycle.',
  'Run JS & Python code: ability custom JavaScript & Python snippets',
  'Granular access control on group-level and app-level.',
  "Low-code: write JS code almost anywhere in the builder. For example, the color property of text can be set to status === 'success' ? 'green' : 'red'",
  'No-code query editors: for all supported data sources.',
  'Join and transform data: transform query results using just JavaScript/Python code.',
  'Secure: All the credentials are securely encrypted using aes-256-gcm.',
  "Doesn't store data: ToolJet acts only as a proxy and doesn't store any data.",
  'SSO: Supports multiple SSO providers',
];
const label = (item: string) => item.slice(0, item.indexOf(':') < 0 ? item.length : item.indexOf(':'));
const rest = (item: string) => (item.indexOf(':') < 0 ? item : item.slice(item.indexOf(':') + 2));
const TOOLJET_TOPICS = [
  'low-code',
  'low code',
  'low-code framework',
  'open-source',
  'open source',
  'internal tools',
  'frontend builder',
  'drag and drop',
  'app builder',
  'widgets',
  'data sources',
  'databases',
  'PostgreSQL',
  'MongoDB',
  'Elasticsearch',
  'API endpoints',
  'OpenAPI',
  'OAuth2',
  'SaaS tools',
  'Stripe',
  'Slack',
  'Google Sheets',
  'Airtable',
  'Notion',
  'S3',
  'GCS',
  'Minio',
  'self-host',
  'self-hosted',
  'ToolJet Cloud',
  'Docker',
  'Kubernetes',
  'Heroku',
  'AWS',
  'JavaScript',
  'Python',
  'SSO',
  'plugins',
];

const tooljet: CorpusSite = {
  id: 'tooljet-readme',
  about:
    "ToolJet's README: a low-code framework for internal tools whose lead lists the databases, API endpoints and SaaS tools it connects to",
  classes: ['real', 'held-out', 'single-page', 'categories', 'features', 'socials', 'readme'],
  source: realSource('ToolJet/ToolJet', 'f2f19ceaf7e5873162cacf2f147af70e7d350140', 'README.md'),
  pages: { '/': realPage('tooljet-readme/index.html') },
  expected: {
    name: 'ToolJet',
    // ToolJet Cloud and self-hosting; no price or plan is stated.
    pricing_model: null,
    // "ToolJet © 2022" is a copyright line.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Only badges and screenshots; no image names itself the mark.
    logo_url: null,
    demo_video_url: null,
    // "an open-source low-code framework to build and deploy internal tools": a developer tool at most. The
    // databases, API endpoints and SaaS tools it connects to, its in-built database and its "WhatsApp CRM"
    // tutorial are what it connects to, has or was used for: Databases, APIs, CRM are wrong.
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    features: { must: [], may: [...TOOLJET_FEATURES, ...TOOLJET_FEATURES.map(label), ...TOOLJET_FEATURES.map(rest)] },
    usps: { must: [], may: [...TOOLJET_FEATURES, ...TOOLJET_FEATURES.map(rest)] },
    tags: { must: [], may: TOOLJET_TOPICS },
    keywords: { must: [], may: TOOLJET_TOPICS },
    // "ToolJet Solutions Inc" holds the copyright; no person is named.
    founders: [],
    // "Community support": Slack for discussions, Twitter "Get the product updates easily"; the Twitter badge.
    socials: { x: 'https://twitter.com/ToolJet', custom: 'https://tooljet.com/slack' },
    faqs: [],
  },
  forbidden: ['categories=Databases', 'categories=CRM'],
};

const ACKEE_POINTS = [
  'Self-hosted: Ackee runs on your own server and is 100% open-source',
  'Modern technologies: Lightweight Node.js and MongoDB architecture',
  'Beautiful: Minimal and focused interface',
  'No cookies: No unique user tracking and therefore no required cookie message',
  'Events: Track button clicks, newsletter subscriptions and more',
  'GraphQL API: Fully documented GraphQL API that allows you to build new tools upon Ackee',
];
const ACKEE_TOPICS = [
  'analytics',
  'analytics tool',
  'web analytics',
  'website analytics',
  'privacy',
  'privacy-focused',
  'self-hosted',
  'open-source',
  'Node.js',
  'MongoDB',
  'GraphQL',
  'GraphQL API',
  'statistics',
  'traffic',
  'no cookies',
  'events',
  'Google Analytics alternative',
  'Docker',
  'Helm',
  'Netlify',
  'Vercel',
  'Heroku',
];

const ackee: CorpusSite = {
  id: 'ackee-readme',
  about:
    "Ackee's README: a self-hosted, privacy-minded analytics tool, defined by its Node.js and MongoDB architecture, a GraphQL API heading and events such as newsletter subscriptions",
  classes: ['real', 'held-out', 'single-page', 'categories', 'features', 'socials', 'readme'],
  source: realSource('electerious/Ackee', '32025ae383a268551c6cc1e9618e8caa7df5db15', 'README.md'),
  pages: { '/': realPage('ackee-readme/index.html') },
  expected: {
    name: 'Ackee',
    // Free and open-source, donations asked; no price or plan is stated as a pricing model.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred icon, alt "Ackee logo", over the name.
    logo_url: 'https://s.electerious.com/images/ackee/icon.png',
    demo_video_url: null,
    // Web analytics: the tree has no analytics category; Marketing (Plausible's and GoatCounter's convention)
    // or Monitoring at most. "a full-featured marketing analytics platform like Google Analytics" is what it
    // is not; MongoDB is what it runs on, the GraphQL API what it offers, newsletter subscriptions what it
    // tracks: Databases, APIs and Email Marketing are wrong.
    categories: { must: [], may: ['Marketing', 'Monitoring', 'Developer Tools'] },
    features: {
      must: [],
      may: [...ACKEE_POINTS, ...ACKEE_POINTS.map(label), ...ACKEE_POINTS.map(rest)],
    },
    usps: { must: [], may: [...ACKEE_POINTS, ...ACKEE_POINTS.map(rest)] },
    tags: { must: [], may: ACKEE_TOPICS },
    keywords: { must: [], may: ACKEE_TOPICS },
    // "I am working hard on … Ackee": its maker speaks, but is named only in link addresses.
    founders: [],
    // "Follow Ackee on Twitter", "Vote for Ackee on ProductHunt"; its sponsor, PayPal and coffee links are donations.
    socials: { x: 'https://twitter.com/getackee', producthunt: 'https://www.producthunt.com/posts/ackee' },
    faqs: [],
  },
  forbidden: ['categories=Databases', 'categories=Email Marketing', 'categories=APIs'],
};

const ZULIP_FEATURES = [
  'private messaging',
  'group chats via conversation streams',
  'fast search',
  'drag-and-drop file uploads',
  'image previews',
  'group private messages',
  'audible notifications',
  'missed-message emails',
  'desktop apps',
];
const ZULIP_TOPICS = [
  'group chat',
  'group chat application',
  'chat',
  'open source',
  'Python',
  'Django',
  'streams',
  'conversation streams',
  'private messaging',
  'integrations',
  'Android',
  'iOS',
  'Electron',
  'translations',
  ...ZULIP_FEATURES,
];

const zulip: CorpusSite = {
  id: 'zulip-readme',
  about:
    "Zulip's README (2016): a group chat application whose contributing sections name mailing lists, documentation, integrations with Jenkins, Redmine and Trello, and a PostgreSQL extension",
  classes: ['real', 'held-out', 'single-page', 'categories', 'features', 'stage', 'contact', 'readme'],
  source: realSource('zulip/zulip', 'f6c4e46afebafdbfca8d83040e5d843212ca6245', 'README.md'),
  pages: { '/': realPage('zulip-readme/index.html') },
  expected: {
    name: 'Zulip',
    pricing_model: null,
    // "Copyright 2011-2015 Dropbox, Inc." is a copyright line.
    founded_year: null,
    // zulip-security@googlegroups.com is for security issues only.
    contact_email: null,
    city: null,
    country: null,
    // "our new desktop client, which is in alpha": the client's stage, not the product's.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "a powerful, open source group chat application": team chat, Productivity at most. Its missed-message
    // e-mails and mailing lists, its developer documentation, its Trello and Redmine integrations and its
    // PostgreSQL extension are what it sends, has or connects to.
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: ZULIP_FEATURES },
    usps: { must: [], may: ZULIP_FEATURES },
    tags: { must: [], may: ZULIP_TOPICS },
    keywords: { must: [], may: ZULIP_TOPICS },
    founders: [],
    // "we use GitHub to track Zulip-related issues (and store our code, of course)"; "our public Zulip
    // instance" and its Google mailing list are where folks discuss it.
    socials: {
      github: 'https://github.com/zulip/zulip',
      custom: ['https://zulip.tabbott.net/', 'https://groups.google.com/forum/#!forum/zulip-devel'],
    },
    faqs: [],
  },
  forbidden: ['categories=Email Marketing', 'stage=alpha', 'zulip-security@googlegroups.com'],
};

export const REAL_HELD_OUT_SITES_FORTY_FIRST: readonly CorpusSite[] = [tooljet, ackee, zulip];
