/**
 * Issue 34, thirtieth round: headed sub-lists inside a features section, and feature items taken as tags. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - glance-readme: glanceapp/glance at 20672ee3 (README.md): "## Features" over five h3 groups, three of them
 *   over a list ("Various widgets", "Fast and lightweight", "Tons of customizability"), two over a sentence
 *   ("Optimized for mobile devices", "Themeable"); a nav with Discord; common issues and a FAQ in <details>.
 *
 * Held out (the drafter is not changed for it; chosen with the page above, before either ran):
 * - nocodb-readme: nocodb/nocodb at eb9b6efc (README.md; the repository is too large for the fetch tool, the
 *   file was read at that commit from the stored index): "# Features" over five h3 groups, three over lists of
 *   "⚡ Label: details" items, two over a paragraph; a nav of the product's places.
 */
import { readFileSync } from 'node:fs';
import type { CorpusSite } from './corpus-site.ts';

const file = (path: string) => readFileSync(new URL(`./real/${path}`, import.meta.url), 'utf8');
const source = (repo: string, commit: string, path: string, how: string) =>
  `https://github.com/${repo}/blob/${commit}/${path} (${how})`;
const MARKDOWN = 'rendered by markdown-it, html and linkify on';

/** The items of the three lists under "Features" (each group's heading over it). */
const GLANCE_ITEMS = [
  'RSS feeds',
  'Subreddit posts',
  'Hacker News posts',
  'Weather forecasts',
  'YouTube channel uploads',
  'Twitch channels',
  'Market prices',
  'Docker containers status',
  'Server stats',
  'Custom widgets',
  'Low memory usage',
  'Few dependencies',
  'Minimal vanilla JS',
  'Single <20mb binary available for multiple OSs & architectures and just as small Docker container',
  'Uncached pages usually load within ~1s (depending on internet speed and number of widgets)',
  'Different layouts',
  'As many pages/tabs as you need',
  'Numerous configuration options for each widget',
  'Multiple styles for some widgets',
  'Custom CSS',
];
/** Headings over a sentence, no list: titled features. */
const GLANCE_TITLED = ['Optimized for mobile devices', 'Themeable'];
const GLANCE_GROUPS = ['Various widgets', 'Fast and lightweight', 'Tons of customizability'];
const GLANCE_TOPICS = [
  'dashboard',
  'feeds',
  'RSS',
  'widgets',
  'self-hosted',
  'lightweight',
  'customizable',
  'customizability',
  'themes',
  'Docker',
  'YAML',
  'mobile',
  'Hacker News',
  'Reddit',
  'YouTube',
  'Twitch',
  'weather',
  'markets',
  'server stats',
];

const glance: CorpusSite = {
  id: 'glance-readme',
  about:
    'real (glanceapp/glance README): "Features" over five h3 groups, three over lists of items, two over a sentence; a Discord link in the nav; a FAQ in <details>',
  classes: ['real', 'tuning', 'single-page', 'features', 'faqs'],
  source: source('glanceapp/glance', '20672ee3', 'README.md', MARKDOWN),
  pages: { '/': file('glance-readme/index.html') },
  expected: {
    name: 'Glance',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: ['{base}/docs/logo.png'],
    demo_video_url: null,
    // "A lightweight, highly customizable dashboard that displays your feeds".
    categories: { must: [], may: ['Productivity', 'Developer Tools', 'Media'] },
    // The lists' items and the two headings over a sentence; the lists' headings may stand for them.
    features: { must: [...GLANCE_ITEMS, ...GLANCE_TITLED], may: GLANCE_GROUPS },
    usps: { must: [], may: [...GLANCE_ITEMS, ...GLANCE_TITLED, ...GLANCE_GROUPS] },
    tags: { must: [], may: GLANCE_TOPICS },
    keywords: { must: [], may: GLANCE_TOPICS },
    founders: [],
    // The nav's Discord; its GitHub links are the sponsors page, releases and other repositories.
    socials: { custom: 'https://discord.com/invite/7KQ7Xa9kJd' },
    faqs: [
      'Does the information on the page update automatically?',
      'How frequently do widgets update?',
      'Can I create my own widgets?',
      'Can I change the title of a widget?',
    ],
  },
  // A link to the docs is no feature; the common issues and the feature-request labels are neither.
  forbidden: [
    'features=and many more...',
    'features=Requests timing out',
    'features=Roadmap',
    'features=Backlog',
    'features=Icebox',
    'Pi-Hole',
    'Dark Reader',
  ],
};

export const REAL_TUNING_SITES_THIRTIETH: readonly CorpusSite[] = [glance];

/** The "⚡ Label: details" items as the page states them. */
const NOCODB_ITEMS = [
  'Basic Operations: Create, Read, Update and Delete Tables, Columns, and Rows',
  'Fields Operations: Sort, Filter, Hide / Unhide Columns',
  'Multiple Views Types: Grid (By default), Gallery, Form View and Kanban View',
  'View Permissions Types: Collaborative Views, & Locked Views',
  'Share Bases / Views: either Public or Private (with Password Protected)',
  'Variant Cell Types: ID, LinkToAnotherRecord, Lookup, Rollup, SingleLineText, Attachment, Currency, Formula, etc',
  'Access Control with Roles: Fine-grained Access Control at different levels',
  'Chat: Slack, Discord, Mattermost, and etc',
  'Email: AWS SES, SMTP, MailerSend, and etc',
  'Storage: AWS S3, Google Cloud Storage, Minio, and etc',
  'REST APIs',
  'NocoDB SDK',
];
/** Their labels (the corpus's convention: labelled items are must as stated, may as their labels). */
const NOCODB_LABELS = [
  'Basic Operations',
  'Fields Operations',
  'Multiple Views Types',
  'View Permissions Types',
  'Share Bases / Views',
  'Variant Cell Types',
  'Access Control with Roles',
  'Chat',
  'Email',
  'Storage',
];
/** Headings over a paragraph, no list: titled features. */
const NOCODB_TITLED = ['Sync Schema', 'Audit'];
const NOCODB_GROUPS = ['Rich Spreadsheet Interface', 'App Store for Workflow Automations', 'Programmatic Access'];
const NOCODB_TOPICS = [
  'Airtable alternative',
  'open source',
  'spreadsheet',
  'smart spreadsheet',
  'no-code',
  'database',
  'MySQL',
  'PostgreSQL',
  'SQL Server',
  'SQLite',
  'MariaDB',
  'REST APIs',
  'SDK',
  'Docker',
  'workflow automations',
  'access control',
  'Kanban',
  'views',
];

const nocodb: CorpusSite = {
  id: 'nocodb-readme',
  about:
    'real (nocodb/nocodb README): "Features" over five h3 groups, three over lists of "⚡ Label: details" items, two over a paragraph; a nav of Discord, Twitter, Reddit; install steps',
  classes: ['real', 'held-out', 'single-page', 'features', 'socials'],
  source: source('nocodb/nocodb', 'eb9b6efc', 'README.md', `${MARKDOWN}; read from the stored index at that commit`),
  pages: { '/': file('nocodb-readme/index.html') },
  expected: {
    name: 'NocoDB',
    // "Open Source", licensed under AGPLv3: no price in words.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: ['{base}/packages/nc-gui/assets/img/icons/512x512.png'],
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity', 'Databases', 'No-Code'] },
    features: {
      must: [...NOCODB_ITEMS, ...NOCODB_TITLED],
      may: [...NOCODB_LABELS, ...NOCODB_GROUPS],
    },
    usps: { must: [], may: [...NOCODB_ITEMS, ...NOCODB_TITLED, ...NOCODB_LABELS, ...NOCODB_GROUPS] },
    tags: { must: [], may: NOCODB_TOPICS },
    keywords: { must: [], may: NOCODB_TOPICS },
    founders: [],
    // The nav: Discord, Twitter, Reddit; its GitHub links are issues, folders, a seed app and graphs.
    socials: {
      x: 'https://twitter.com/nocodb',
      reddit: ['https://www.reddit.com/r/NocoDB/', 'https://www.reddit.com/r/NocoDB'],
      custom: 'https://discord.gg/5RgZmkW',
    },
    faqs: [],
  },
  // "and more ..." is no feature; the install steps, the environment variables, the contributors are none.
  forbidden: [
    'features=and more ...',
    'features=Environment variables',
    'features=Join Our Team',
    'features=Docker Compose',
    'features=NPX',
  ],
};

export const REAL_HELD_OUT_SITES_THIRTIETH: readonly CorpusSite[] = [nocodb];
