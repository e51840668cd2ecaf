/**
 * Issue 34, eighty-third round: contact_email — addresses that are not the product's contact drafted: a demo
 * instance's login addresses, offered with their passwords ("email: x / password: y"). Filled by the round: the pages
 * tuned on, and one for one the real pages held out (chosen, and their facts written from the page, before the
 * drafter first ran on them).
 *
 * Tuning:
 * - komunitin-demo: komunitin/komunitin at b460b21e (docs/overview/demo.md, the docs site's "Demo" page, rendered,
 *   titled "Komunitin"): "You can use any of the following credentials to log in:", then three blocks
 *   "**NET1 - regular user**\ email: euclides@komunitin.org\ password: komunitin" (hard line breaks).
 * - solobase-demo: suppers-ai/solobase-site at e9b584b6 (content/demo/_index.md, the site's "Live Demo" page, front
 *   matter dropped, titled "Solobase"): "## Demo Credentials" / "- **Email**: `demo@solobase.dev`" /
 *   "- **Password**: `demo123`".
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, facts written before any ran):
 * - bookcircle-readme: dina0elsergani/bookcircle-angular at 49672b5f (README.md): "### Demo Account" / "- **Email:**
 *   `demo@bookcircle.com`" / "- **Password:** `demo123`".
 * - oposed-readme: domidodo/Oposed at 12aa3582 (README.md, a copy of Kinderschutzbund-Karlsruhe's Oposed): "log in
 *   with one of the following access data:", then a table "Role | Mail | Username | Password" of three accounts.
 */
import type { CorpusSite } from './corpus-site.ts';
import { FRONT_MATTER_DROPPED, realPage, realSource, RENDERED } from './corpus-site.ts';

const none = { must: [] };

/** A bold-labelled list item's forms: the label, the text, and "Label: text" / "Label - text". */
const labelled = (items: readonly (readonly [string, string])[], separator: string): string[] =>
  items.flatMap(([label, text]) => [label, text, `${label}${separator}${text}`, text.replace(/\.$/, '')]);

const KOMUNITIN_TOPICS = ['Komunitin', 'demo', 'NET1', 'NET2', 'groups', 'transactions', 'offers', 'needs'];

const komunitin: CorpusSite = {
  id: 'komunitin-demo',
  about:
    'real (Komunitin\'s docs "Demo" page): the demo instance and three accounts to log in with, each "email: …" and "password: …" on its own line',
  classes: ['real', 'tuning', 'single-page', 'docs'],
  source: realSource('komunitin/komunitin', 'b460b21e', 'docs/overview/demo.md', RENDERED),
  pages: { '/': realPage('komunitin-demo/index.html') },
  expected: {
    name: 'Komunitin',
    pricing_model: null,
    founded_year: null,
    // The three addresses are the demo's logins, each given with its password: no contact.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Finance', 'Social Media', 'Payments', 'Accounting'] },
    features: none,
    usps: none,
    tags: { must: [], may: KOMUNITIN_TOPICS },
    keywords: { must: [], may: KOMUNITIN_TOPICS },
    founders: [],
    // demo.komunitin.org is the demo instance, no account.
    socials: {},
    faqs: [],
  },
  forbidden: [
    'contact_email=euclides@komunitin.org',
    'contact_email=riemann@komunitin.org',
    'contact_email=noether@komunitin.org',
  ],
};

const SOLOBASE_FEATURE_SECTIONS = [
  '🏠 Dashboard Overview',
  '👥 User Management',
  '🗄️ Database Browser',
  '📁 File Storage',
  '⚙️ Settings & Configuration',
  'Dashboard Overview',
  'User Management',
  'Database Browser',
  'File Storage',
  'Settings & Configuration',
];

const SOLOBASE_ITEMS = [
  'System statistics and metrics',
  'Recent user activity',
  'Quick access to key functions',
  'Responsive design that works on all devices',
  ...labelled(
    [
      ['View Users', 'Browse the list of demo users with different roles'],
      ['User Profiles', 'Click on users to view detailed profiles'],
      ['Role Management', 'See how different permission levels work'],
      ['Authentication', 'Test login/logout functionality'],
      ['Table Browser', 'Navigate through database tables and relationships'],
      ['Query Interface', 'Execute read-only SQL queries to explore data'],
      ['Data Visualization', 'View data in formatted tables with sorting and filtering'],
      ['Schema Explorer', 'Understand the database structure'],
      ['File Upload', 'Try uploading sample files (images, documents)'],
      ['Folder Organization', 'Create and organize folders'],
      ['File Preview', 'View uploaded files with built-in preview'],
      ['Storage Management', 'Monitor storage usage and organization'],
      ['System Settings', 'View and modify system preferences'],
      ['User Preferences', 'Customize the interface and behavior'],
      ['Security Settings', 'Review authentication and security options'],
      ['Integration Options', 'See available third-party integrations'],
    ],
    ': ',
  ),
];

const SOLOBASE_TOPICS = [
  'Solobase',
  'demo',
  'admin panel',
  'admin dashboard',
  'dashboard',
  'user management',
  'database',
  'database browser',
  'file storage',
  'SQLite',
  'Docker',
  'SQL',
  ...SOLOBASE_FEATURE_SECTIONS,
];

const solobase: CorpusSite = {
  id: 'solobase-demo',
  about:
    'real (Solobase\'s "Live Demo" page): "## Demo Credentials" with "Email: demo@solobase.dev" and "Password: demo123" as two list items, then the features to explore',
  classes: ['real', 'tuning', 'single-page', 'docs', 'features'],
  source: realSource('suppers-ai/solobase-site', 'e9b584b6', 'content/demo/_index.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('solobase-demo/index.html') },
  expected: {
    name: 'Solobase',
    pricing_model: null,
    founded_year: null,
    // "Email: demo@solobase.dev" over "Password: demo123": the demo's login, no contact.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Databases', 'Storage', 'Infrastructure', 'APIs'] },
    // "## Key Features to Explore": what the demo shows, headed features.
    features: { must: [], may: [...SOLOBASE_FEATURE_SECTIONS, ...SOLOBASE_ITEMS] },
    usps: { must: [], may: [...SOLOBASE_FEATURE_SECTIONS, ...SOLOBASE_ITEMS] },
    tags: { must: [], may: SOLOBASE_TOPICS },
    keywords: { must: [], may: SOLOBASE_TOPICS },
    founders: [],
    // "[GitHub Repository](https://github.com/suppers-ai/solobase) - Download the latest release": its own repository.
    socials: { github: 'https://github.com/suppers-ai/solobase' },
    faqs: [],
  },
  forbidden: ['contact_email=demo@solobase.dev'],
};

const BOOKCIRCLE_FEATURES: [string, string][] = [
  ['📖 Personal Library Management', 'Organize books into "Want to Read", "Currently Reading", and "Completed" lists'],
  ['⭐ Reviews & Ratings', 'Share detailed reviews and star ratings to help other readers'],
  ['🔍 Smart Discovery', 'Search and filter books by title, author, genre, and ratings'],
  ['👥 Social Features', 'Connect with other readers, like reviews, and build your reading community'],
  ['📊 Reading Statistics', 'Track your reading progress with detailed analytics'],
  ['📱 Responsive Design', 'Beautiful, modern UI that works on all devices'],
  ['⚡ Fast & Modern', 'Built with Angular 20 and optimized for performance'],
];
const BOOKCIRCLE_TITLES = BOOKCIRCLE_FEATURES.map(([label]) => label.replace(/^\S+\s/, ''));
const BOOKCIRCLE_MAY = [
  ...labelled(BOOKCIRCLE_FEATURES, ' - '),
  ...labelled(
    BOOKCIRCLE_FEATURES.map(([label, text]) => [label.replace(/^\S+\s/, ''), text] as const),
    ' - ',
  ),
  'BookCard',
  'StarRating',
  'LoadingSpinner',
  'Header',
];

const BOOKCIRCLE_TOPICS = [
  'BookCircle',
  'Angular',
  'Angular 20',
  'TypeScript',
  'Tailwind CSS',
  'books',
  'reading',
  'reviews',
  'social reading platform',
  'book lovers',
  'RxJS',
  'Lucide',
  ...BOOKCIRCLE_TITLES,
];

const bookcircle: CorpusSite = {
  id: 'bookcircle-readme',
  about:
    'real (BookCircle\'s README): a social reading platform; "### Demo Account" lists "Email: demo@bookcircle.com" and "Password: demo123"',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('dina0elsergani/bookcircle-angular', '49672b5f', 'README.md', RENDERED),
  pages: { '/': realPage('bookcircle-readme/index.html') },
  expected: {
    name: 'BookCircle',
    pricing_model: null,
    founded_year: null,
    // The demo account's login, given with its password: no contact.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Social Media', 'Entertainment', 'Education', 'Productivity'] },
    features: { must: BOOKCIRCLE_TITLES, may: BOOKCIRCLE_MAY },
    usps: { must: [], may: [...BOOKCIRCLE_TITLES, ...BOOKCIRCLE_MAY] },
    tags: { must: [], may: BOOKCIRCLE_TOPICS },
    keywords: { must: [], may: BOOKCIRCLE_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['contact_email=demo@bookcircle.com'],
};

const OPOSED_TOPICS = [
  'Oposed',
  'rooms',
  'resources',
  'schedule',
  'room planner',
  'rooms and resources-schedule web tool',
  'self-hosted',
  'selfhosting',
  'LDAP',
  'Docker',
  'docker-compose',
  'C#',
  'JavaScript',
  'jQuery',
  'Bootstrap',
  'newsletter',
  'meetings',
  'MIT License',
];

const oposed: CorpusSite = {
  id: 'oposed-readme',
  about:
    'real (Oposed\'s README): a rooms and resources-schedule web tool; the example "log in with one of the following access data:" over a table of three accounts (mail, username, password)',
  classes: ['real', 'held-out', 'single-page', 'readme'],
  source: realSource('domidodo/Oposed', '12aa3582', 'README.md', RENDERED),
  pages: { '/': realPage('oposed-readme/index.html') },
  expected: {
    name: 'Oposed',
    pricing_model: null,
    founded_year: null,
    // The example's three logins (a table's Mail column beside its Password column): no contact.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/src/Oposed/wwwroot/img/Oposed-Logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Scheduling', 'Productivity', 'Task Management'] },
    features: none,
    usps: none,
    tags: { must: [], may: OPOSED_TOPICS },
    keywords: { must: [], may: OPOSED_TOPICS },
    founders: [],
    // The logo links the upstream repository (Kinderschutzbund-Karlsruhe/Oposed), as do the badges.
    socials: { github: 'https://github.com/Kinderschutzbund-Karlsruhe/Oposed' },
    faqs: [],
  },
  forbidden: ['contact_email=admin@oposed.de', 'contact_email=user1@oposed.de', 'contact_email=user2@oposed.de'],
};

export const REAL_TUNING_SITES_EIGHTY_THIRD: readonly CorpusSite[] = [komunitin, solobase];

export const REAL_HELD_OUT_SITES_EIGHTY_THIRD: readonly CorpusSite[] = [bookcircle, oposed];
