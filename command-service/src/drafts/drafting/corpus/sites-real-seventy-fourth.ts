/**
 * Issue 34, seventy-fourth round: pricing_model — "free" stated of the product in its own words missed ("… will always
 * be free of charge"), and money given that is no price drafted (a code snippet's SQL placeholder "id=$1" read as a
 * price). Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts
 * written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and linkify
 * on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - bacula-web-readme: bacula-web/bacula-web at 46b20d9f (README.md): a Bacula reporting tool; "## Support the
 *   project": "Bacula-Web is an open source project and will always be free of charge." beside a donation button.
 * - pgx-readme: jackc/pgx at 728cefa8 (README.md): a Go PostgreSQL driver; its example's SQL "select name, weight
 *   from widgets where id=$1" in a code block (a placeholder, no price); a features list.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - react-unity-webgl-readme: jeffreylanters/react-unity-webgl at 60653890 (README.md): "React-Unity-WebGL will
 *   **always remain free**, but …" beside a donation and sponsor request.
 * - pcq-readme: with-cardinal/pcq at c6ebd24e (README.md): a PostgreSQL console query tool; "Arguments to the query
 *   are specified as `$1`, `$2` in your script." and a SQL example "SELECT * FROM users WHERE id = $1;".
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const BACULA_FEATURES = [
  'Main dashboard (gives you an overall status of your backups jobs, used volumes, weekly backup statistics, etc.)',
  'Jobs report, Jobs logs, Pools and Volumes reports',
  'Several Bacula directors statistics from a single web UI',
  'Responsive design using Bootstrap',
  'Bacula Directors report which gives you an overview of each Bacula director(s) statistics',
  'Browse backup jobs files and folders',
  'Users authentication',
];
const BACULA_MAY_FEATURES = [
  'Translated in more than 15 languages with the help from community users :heart: project on Transifex.',
  'Translated in more than 15 languages with the help from community users',
];
const BACULA_TOPICS = [
  'Bacula',
  'backup',
  'backups',
  'backup infrastructure',
  'reporting',
  'monitoring',
  'reporting and monitoring tool',
  'dashboard',
  'catalog database',
  'PHP',
  'Composer',
  'Docker',
  'Bootstrap',
  'web UI',
  'open source',
  'Transifex',
  'jobs',
  'volumes',
  'pools',
];

const bacula: CorpusSite = {
  id: 'bacula-web-readme',
  about:
    'real (bacula-web/bacula-web README): a Bacula reporting and monitoring tool; a dashboard screenshot, "Main features", install ways, credits, sponsors\' logos, and "Support the project": "Bacula-Web is an open source project and will always be free of charge." beside a donation button',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'readme'],
  source: realSource('bacula-web/bacula-web', '46b20d9f', 'README.md', RENDERED),
  pages: { '/': realPage('bacula-web-readme/index.html') },
  expected: {
    name: 'Bacula-Web',
    // "Bacula-Web is an open source project and will always be free of charge."; the donation asked for is no price.
    pricing_model: 'free',
    founded_year: null,
    // "For questions or feedbacks, please use GitHub discussions or contact me at hello@bacula-web.org."
    contact_email: 'hello@bacula-web.org',
    city: null,
    country: null,
    stage: null,
    // The first image is the dashboard (alt "Bacula-Web dashboard"); the sponsors' marks are theirs.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Monitoring', 'Developer Tools', 'Infrastructure'] },
    features: { must: BACULA_FEATURES, may: BACULA_MAY_FEATURES },
    usps: { must: [], may: [...BACULA_FEATURES, ...BACULA_MAY_FEATURES] },
    tags: { must: [], may: BACULA_TOPICS },
    keywords: { must: [], may: BACULA_TOPICS },
    // "## Credits": "Original author: Juan Luis Francés Jimenez" (who created it); the current maintainer is no founder.
    founders: [{ name: 'Juan Luis Francés Jimenez', title: 'Original author' }],
    // "git source" links its own repository.
    socials: { github: 'https://github.com/bacula-web/bacula-web' },
    faqs: [],
  },
  // A donation is no plan; the sponsors' marks and sites are theirs.
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium', 'docker-logo', 'jb_beam'],
};

const PGX_FEATURES = [
  'Support for approximately 70 different PostgreSQL types',
  'Automatic statement preparation and caching',
  'Batch queries',
  'Single-round trip query mode',
  'Full TLS connection control',
  'Binary format support for custom types (allows for much quicker encoding/decoding)',
  'COPY protocol support for faster bulk data loads',
  'Tracing and logging support',
  'Connection pool with after-connect hook for arbitrary connection setup',
  'LISTEN / NOTIFY',
  'Conversion of PostgreSQL arrays to Go slice mappings for integers, floats, and strings',
  'hstore support',
  'json and jsonb support',
  'Maps inet and cidr PostgreSQL types to netip.Addr and netip.Prefix',
  'Large object support',
  'NULL mapping to pointer to pointer',
  'Supports database/sql.Scanner and database/sql/driver.Valuer interfaces for custom types',
  'Notice response handling',
  'Simulated nested transactions with savepoints',
];
const PGX_TOPICS = [
  'PostgreSQL',
  'Postgres',
  'Go',
  'Golang',
  'driver',
  'database driver',
  'toolkit',
  'database/sql',
  'LISTEN / NOTIFY',
  'COPY',
  'wire protocol',
  'type mapping',
  'logical replication',
  'connection pool',
  'TLS',
  'hstore',
  'json',
  'jsonb',
  'CockroachDB',
  'tracing',
  'logging',
  'transactions',
  'savepoints',
  'batch queries',
  'prepared statements',
];

const pgx: CorpusSite = {
  id: 'pgx-readme',
  about:
    'real (jackc/pgx README): a pure Go driver and toolkit for PostgreSQL; an example whose SQL reads "where id=$1" (a placeholder), a features list, version policy, sibling and third-party libraries',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'readme'],
  source: realSource('jackc/pgx', '728cefa8', 'README.md', RENDERED),
  pages: { '/': realPage('pgx-readme/index.html') },
  expected: {
    name: 'pgx',
    // No price and no word on it: "$1" in the example's SQL is a query placeholder.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    // "PGX Top to Bottom", a talk on its architecture at Golang Estonia: no demo of the product.
    demo_video_url: null,
    categories: { must: [], may: ['Databases', 'Developer Tools'] },
    features: { must: PGX_FEATURES, may: [] },
    usps: { must: [], may: PGX_FEATURES },
    tags: { must: [], may: PGX_TOPICS },
    keywords: { must: [], may: PGX_TOPICS },
    founders: [],
    // Only its wiki and other libraries' repositories are linked: no profile.
    socials: {},
    faqs: [],
  },
  // The placeholder is no price; the sibling and third-party libraries are other products.
  forbidden: [
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=one-time',
    'github.com/jackc/pglogrepl',
    'github.com/pashagolub/pgxmock',
  ],
};

const RUW_TOPICS = [
  'Unity',
  'Unity WebGL',
  'WebGL',
  'React',
  'games',
  'web',
  'Web APIs',
  'two way communication',
  'npm',
  'Yarn',
  'JavaScript',
  'TypeScript',
  'Vite',
  'open source',
  'module',
  'fullscreen',
  'pointerlock',
  'CDN',
];

const reactUnityWebgl: CorpusSite = {
  id: 'react-unity-webgl-readme',
  about:
    'real (jeffreylanters/react-unity-webgl README): embedding Unity WebGL builds in React; a splash banner, a badge row (sponsors, donate, Discord), "A quick word" from its maker: "React-Unity-WebGL will always remain free, but …" and a donation request; installation, docs links, a code example',
  classes: ['real', 'single-page', 'pricing', 'readme'],
  source: realSource('jeffreylanters/react-unity-webgl', '60653890', 'README.md', RENDERED),
  pages: { '/': realPage('react-unity-webgl-readme/index.html') },
  expected: {
    name: ['React Unity WebGL', 'React-Unity-WebGL'],
    // "React-Unity-WebGL will always remain free"; the donation and sponsorship asked for are no price.
    pricing_model: 'free',
    // "Maintaining and building this project is something I do in my spare time, and I have been doing so since 2017."
    founded_year: '2017',
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // "readme splash" is a banner, not the mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Frameworks', 'Entertainment'] },
    // No list of capabilities: the docs links and the install steps are no features.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: RUW_TOPICS },
    keywords: { must: [], may: RUW_TOPICS },
    // "Made with ♥ by Jeffrey Lanters", who built it (since 2017).
    founders: [{ name: 'Jeffrey Lanters' }],
    // "Feel free to join the React Unity WebGL Community Discord"
    // Discord is kept as custom, the corpus's convention (Actual's, TerraVision's); written as discord first: a slip.
    socials: { custom: 'https://discord.gg/fVPCqXCCGf' },
    faqs: [],
  },
  // A donation or a sponsorship is no plan.
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'],
};

const PCQ_TOPICS = [
  'PostgreSQL',
  'SQL',
  'console',
  'query',
  'CLI',
  'command line',
  'DATABASE_URL',
  '.env',
  'glob',
  'scripts',
  'JSON',
  'npm',
];

const pcq: CorpusSite = {
  id: 'pcq-readme',
  about:
    'real (with-cardinal/pcq README): "PostgreSQL Console Query", a command-line tool; usage, options, an example whose SQL reads "WHERE id = $1" and a sentence naming the placeholders "$1", "$2"',
  classes: ['real', 'single-page', 'pricing', 'readme'],
  source: realSource('with-cardinal/pcq', 'c6ebd24e', 'README.md', RENDERED),
  pages: { '/': realPage('pcq-readme/index.html') },
  expected: {
    name: 'pcq',
    // No price: "$1", "$2" are the query's arguments.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Databases', 'Developer Tools'] },
    // Command-line options, explained: settings, not features.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: PCQ_TOPICS },
    keywords: { must: [], may: PCQ_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=one-time', 'iceddev'],
};

export const REAL_TUNING_SITES_SEVENTY_FOURTH: readonly CorpusSite[] = [bacula, pgx];

export const REAL_HELD_OUT_SITES_SEVENTY_FOURTH: readonly CorpusSite[] = [reactUnityWebgl, pcq];
