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
 * - teable-readme: teableio/teable at c398cf4e (README.md): "## ✨Features" over ten h4 groups, each a one-line
 *   subheading over a list; four groups and some items are "(Coming Soon)"; a nav of the product's places.
 *   (NocoDB's README was chosen first, but it is already in the corpus as the twelfth round's held-out page,
 *   nocodb-readme at the same commit; dropped before the drafter ran on it.)
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

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
  // Feature names that are topics may be tags (the corpus's convention: an invented SaaS page's "Kanban
  // boards", "Weekly planning"); the qualities ("Low memory usage", "Few dependencies") are not topics.
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
  'Custom CSS',
  'Different layouts',
];

const glance: CorpusSite = {
  id: 'glance-readme',
  about:
    'real (glanceapp/glance README): "Features" over five h3 groups, three over lists of items, two over a sentence; a Discord link in the nav; a FAQ in <details>',
  classes: ['real', 'tuning', 'single-page', 'features', 'faqs'],
  source: realSource('glanceapp/glance', '20672ee3', 'README.md', MARKDOWN),
  pages: { '/': realPage('glance-readme/index.html') },
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

/** The items of the groups that are there, as the page states them ("(coming soon)" items left out). */
const TEABLE_ITEMS = [
  'Batch Cell Editing',
  'Formula Support',
  'Data Sorting and Filtering',
  'Aggregation Function',
  'Data Formatting',
  'Grouping',
  'Freeze Columns',
  'Import/Export',
  'Undo/Redo',
  'Data Validation',
  'Charts & Visualization',
  'Comments',
  'Grid View: The default view of the table, which displays data in a spreadsheet-like format.',
  'Form View: Input data in a form format, which is useful for collecting data.',
  'Kanban View: Displays data in a Kanban board, which is a visual representation of data in columns and cards.',
  'Millions of data are easily processed, and there is no pressure to filter and sort',
  'Automatic database indexing for maximum speed',
  'Supports batch data operations at one time',
  'Direct retrieve data with native SQL',
  'No need to refresh the page, data is updated in real-time',
  'Seamlessly integrate collaboration member invitation and management',
  'Perfect permission management mechanism, from table to column level',
];
/** Labels of labelled items, the groups' headings (with or without their emoji), the tools it works with. */
const TEABLE_MAY = [
  'Grid View',
  'Form View',
  'Kanban View',
  'Spreadsheet-like Interface',
  '📊 Spreadsheet-like Interface',
  'Multiple Views',
  '🗂️ Multiple Views',
  'Super Fast',
  '🚀 Super Fast',
  'Full-featured SQL Support',
  '👨‍💻 Full-featured SQL Support',
  'Privacy-First',
  '🔒 Privacy-First',
  'Real-time Collaboration',
  '⚡️ Real-time Collaboration',
  'BI tools like Metabase PowerBi...',
  'No-code tools like Appsmith...',
];
const TEABLE_TOPICS = [
  'Postgres',
  'PostgreSQL',
  'Airtable',
  'Postgres-Airtable Fusion',
  'no-code',
  'no-code database',
  'database',
  'spreadsheet',
  'spreadsheet-like interface',
  'real-time',
  'real-time collaboration',
  'developer friendly',
  'enterprise',
  'database applications',
  'app development',
  'data security',
  'scalability',
  'SQL',
  'views',
  'Kanban',
  'formulas',
  'collaboration',
  'privacy',
];

const teable: CorpusSite = {
  id: 'teable-readme',
  about:
    'real (teableio/teable README): "✨Features" over ten h4 groups, each a one-line subheading over a list, four groups and some items "(Coming Soon)"; a nav with Discord and Twitter; deploy and development steps; "Why Teable?"',
  classes: ['real', 'held-out', 'single-page', 'features', 'socials'],
  source: realSource('teableio/teable', 'c398cf4e', 'README.md', MARKDOWN),
  pages: { '/': realPage('teable-readme/index.html') },
  expected: {
    name: 'Teable',
    // No price in words ("come with free credits" is the deploy platforms').
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: [
      '{base}/static/assets/images/teable-vertical-light.png',
      '{base}/static/assets/images/teable-vertical-dark.png',
    ],
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity', 'Databases', 'No-Code'] },
    // The items of the groups that are there; the headings may stand for their lists.
    features: { must: TEABLE_ITEMS, may: TEABLE_MAY },
    usps: { must: [], may: [...TEABLE_ITEMS, ...TEABLE_MAY] },
    tags: { must: [], may: TEABLE_TOPICS },
    keywords: { must: [], may: TEABLE_TOPICS },
    founders: [],
    // The nav's Discord and Twitter; its GitHub links are actions, a search, sponsors.
    socials: { x: 'https://twitter.com/teableio', custom: 'https://discord.gg/uZwp7tDE5W' },
    faqs: [],
  },
  // Planned ("Coming Soon") groups and items are no features; the deploy platforms and the future's wishes
  // neither.
  forbidden: [
    'features=Row Styling(coming soon)',
    'features=Bring your own database (coming soon)',
    'features=🧩 Extensions (Coming Soon)',
    'features=Extensions (Coming Soon)',
    'features=🤖 Automation (Coming Soon)',
    'features=Automation (Coming Soon)',
    'features=🧠 Copilot (Coming Soon)',
    'features=Copilot (Coming Soon)',
    'features=Backend-less programming capability based on React',
    'features=Design your workflow with AI or Visual programming',
    'features=Sqlite, PostgreSQL, MySQL, MariaDB, TiDB...',
    'Railway',
    'Zeabur',
    'Sealos',
    'Elestio',
  ],
};

export const REAL_HELD_OUT_SITES_THIRTIETH: readonly CorpusSite[] = [teable];
