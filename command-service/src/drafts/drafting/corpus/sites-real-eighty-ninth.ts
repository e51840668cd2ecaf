/**
 * Issue 34, eighty-ninth round: features precision — a list of what the product works with, under a heading that
 * says so ("Supported Databases", "Supported Frameworks & Libraries"), read as its features: a checklist of
 * supported databases, frameworks or languages ("✅ PostgreSQL 11+", "✅ Express.js"), standing as a sub-section of a
 * features section or as the page's first list. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them; only the
 * drafter's features were looked at while choosing, to see that a page shows the class).
 *
 * Each page is kept in its repository at the commit and rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * Tuned on:
 * - dbl-docs: alann-estrada-KSH/dbl-sandbox at 74dadbf4 (docs/index.md, the docs site's home page): the h1 "DBL -
 *   Database Layering", badges, "Git-like version control for databases", "What is DBL?" with its key capabilities,
 *   a quick start, "## Core Features" with three feature sub-sections and "### Supported Databases" (a checklist:
 *   "✅ PostgreSQL 11+", "✅ MySQL 5.7+", SQLite and MariaDB planned), installation, links to the docs, workflows,
 *   "Why DBL?" against raw SQL, ORM migrations and migration tools, contributing, licence, support, its maker.
 * - securenow-readme: securenow-ai/securenow at 91cbbf2a (README.md): the h1 "SecureNow", a tagline, a quick start
 *   for Next.js and Node.js, installation, configuration, "## 🎯 Supported Frameworks & Libraries" ("SecureNow
 *   automatically instruments:" over "### Web Frameworks", "### Databases", "### Other", each a checklist), docs,
 *   support, licence. No features heading.
 *
 * Held out (the drafter is not changed for them; chosen after the pages above, before any ran):
 * - skillcaptainmcp-readme: skillCaptain/skillcaptain-mcp at c62e15b9 (README.md): the h1 "🚀 SkillCaptain MCP
 *   Server", a tagline, "Why This Exists?" with four reasons, "What Is AI First Engineering?", a quick start, example
 *   usage, "## 🎯 Full Feature Set" with "### Available Tools" and "### Supported Languages" ("✅ Java (default)",
 *   "✅ Python", …), success stories, a comparison table, technical details, installation, contributing, licence,
 *   links (website, Discord, Twitter, e-mail).
 * - gormstudio-readme: MUKE-coder/gorm-studio at 9ef47791 (README.md): the h1 "🗄️ GORM Studio", a description,
 *   badges, "## ✨ Features" (seventeen labelled items), docs, a quick start, configuration, project structure, API
 *   endpoints, "## 🗃️ Supported Databases" (a checklist: "✅ SQLite (via …)", …), export and import features,
 *   security, a demo, notes, contributing, licence, its author and his links.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_PRICE = ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'];

/** A list item's leading emoji or check mark dropped; the label before " - " or " — ". */
const unmarked = (item: string) => item.replace(/^[^\p{L}\p{N}]+/u, '');
const label = (item: string) => unmarked(item).split(/ [-—] /)[0]!;
const variants = (items: readonly string[]) => [...items.map(unmarked), ...items.map(label)];

// ---------------------------------------------------------------- DBL (tuning)

/** "### Key Capabilities" under "## What is DBL?". */
const DBL_CAPABILITIES = [
  '🌿 Branch your schema - Work on multiple features in parallel',
  '🔒 Sandbox testing - Experiment safely without affecting your database',
  '📦 Layer your changes - Version control for all SQL migrations',
  '✅ Validated migrations - Built-in checks for safe changes',
  '🔄 Reproducible rebuilds - Deterministic database reconstruction',
];
/** "## Core Features": its three feature sub-sections (the fourth, "Supported Databases", lists databases). */
const DBL_CORE = [
  'Safe Experimentation with Sandboxes',
  'Complete Layer History',
  'Git-like Branching',
  'Work in an isolated sandbox - a temporary copy of your database where you can test changes without any risk to production or development databases.',
  'Every change is saved as a numbered layer (like Git commits), creating a complete, auditable history of your database evolution. View the history anytime with dbl log.',
];
/** "## Why DBL?": reasons against raw SQL scripts, ORM migrations and migration tools. */
const DBL_WHY = [
  '✅ Version controlled with Git',
  '✅ No manual migration ordering',
  '✅ Safe sandbox testing',
  '✅ Complete audit trail',
  '✅ Database-agnostic (PostgreSQL, MySQL, SQLite)',
  '✅ Pure SQL - no framework dependency',
  '✅ Portable between projects',
  '✅ Works with any programming language',
  '✅ Git-like branching for parallel work',
  '✅ Sandbox for safe testing',
  '✅ Simple YAML configuration',
  '✅ Easy to learn and use',
];
const DBL_TOPICS = [
  'database',
  'databases',
  'version control',
  'database version control',
  'schema',
  'schema evolution',
  'migrations',
  'SQL migrations',
  'SQL',
  'sandbox',
  'sandboxes',
  'branching',
  'layers',
  'Git',
  'PostgreSQL',
  'MySQL',
  'SQLite',
  'YAML',
  'Python',
  'CLI',
];

const dbl: CorpusSite = {
  id: 'dbl-docs',
  about:
    'DBL\'s docs home page (docs/index.md): the h1 "DBL - Database Layering", "Git-like version control for databases", its key capabilities, a quick start, "## Core Features" whose last sub-section "### Supported Databases" is a checklist ("✅ PostgreSQL 11+", "✅ MySQL 5.7+", SQLite and MariaDB planned), installation, links, workflows, "Why DBL?", contributing, licence, support and its maker.',
  classes: ['real', 'tuning', 'single-page', 'features', 'docs'],
  source: realSource('alann-estrada-KSH/dbl-sandbox', '74dadbf4', 'docs/index.md', RENDERED),
  pages: { '/': realPage('dbl-docs/index.html') },
  expected: {
    name: ['DBL', 'DBL - Database Layering', 'Database Layering', 'DBL (Database Layering)'],
    // Apache 2.0; no price is stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "alpha" and "experimental" only in the badges' image addresses: not said in words.
    stage: null,
    // Only badges: no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Databases'] },
    // The supported databases are what it works with, not what it does: no features (this round's class).
    features: {
      must: DBL_CAPABILITIES,
      may: [...variants(DBL_CAPABILITIES), ...DBL_CORE, ...DBL_WHY, ...variants(DBL_WHY)],
    },
    usps: {
      must: [],
      may: [...DBL_WHY, ...variants(DBL_WHY), ...DBL_CAPABILITIES, ...variants(DBL_CAPABILITIES), ...DBL_CORE],
    },
    tags: { must: [], may: DBL_TOPICS },
    keywords: { must: [], may: DBL_TOPICS },
    // "Made with ❤️ by Alan Estrada": its maker, named with no founding role.
    founders: [],
    // "🐙 GitHub: alann-estrada-KSH/dbl-sandbox" under "## Support" (its issues and discussions are the same
    // repository's); the maker's own profile is a person's.
    socials: { github: 'https://github.com/alann-estrada-KSH/dbl-sandbox' },
    faqs: [],
  },
  forbidden: [...NO_PRICE, 'stage=launched'],
};

// ---------------------------------------------------------------- SecureNow (tuning)

const SECURENOW_TOPICS = [
  'OpenTelemetry',
  'instrumentation',
  'observability',
  'tracing',
  'traces',
  'OTLP',
  'SigNoz',
  'Node.js',
  'Next.js',
  'npm',
  'Express.js',
  'Fastify',
  'NestJS',
  'monitoring',
  'APM',
];

const securenow: CorpusSite = {
  id: 'securenow-readme',
  about:
    'SecureNow\'s README: the h1 "SecureNow", "OpenTelemetry instrumentation for Node.js and Next.js applications - send traces to SigNoz or any OTLP-compatible backend.", a quick start, installation, configuration, "## 🎯 Supported Frameworks & Libraries" ("SecureNow automatically instruments:" over checklists of web frameworks, databases and others), docs, support and the licence; no features heading.',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('securenow-ai/securenow', '91cbbf2a', 'README.md', RENDERED),
  pages: { '/': realPage('securenow-readme/index.html') },
  expected: {
    name: 'SecureNow',
    // ISC licence; no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Monitoring'] },
    // The page states no feature list: what it instruments ("✅ Express.js", "✅ PostgreSQL") is what it works
    // with (this round's class), and what the installer does stands under "Quick Start" (instructions).
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: SECURENOW_TOPICS },
    keywords: { must: [], may: SECURENOW_TOPICS },
    founders: [],
    // securenow.ai is its website, no social account.
    socials: {},
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- SkillCaptain MCP Server (held out)

/** "### Available Tools" under "## 🎯 Full Feature Set". */
const SKILLCAPTAIN_TOOLS = [
  'login - Authenticate with your SkillCaptain account',
  'list-courses - Browse all available courses',
  'get-course-details - Get full course info with problems and progress',
  'get-assignment-details - Get specific problem details with examples',
  'submit-code - Submit solutions for automated evaluation',
  'list-todo - Track your progress and TODO items',
];
/** "This MCP server bridges that gap by giving you:" under "## 🎓 Why This Exists?". */
const SKILLCAPTAIN_WHY = [
  '✨ AI-powered learning through Claude Desktop',
  '🔄 Real-time feedback on your code submissions',
  '📚 Interactive coding practice across 100+ problems',
  '🎯 Progressive skill building from basics to advanced DSA',
];
/** "### Architecture" and "### API Integration": what the server does and connects to. */
const SKILLCAPTAIN_MORE = [
  'Bridges Claude Desktop ↔ SkillCaptain API',
  'Provides structured tool calling interface',
  'Handles authentication and session management',
  'Parses and formats responses for AI consumption',
  'Course catalog and curriculum',
  'Assignment details and examples',
  'Code submission and evaluation',
  'Progress tracking',
  'login',
  'list-courses',
  'get-course-details',
  'get-assignment-details',
  'submit-code',
  'list-todo',
];
const SKILLCAPTAIN_TOPICS = [
  'MCP',
  'Model Context Protocol',
  'MCP server',
  'Claude',
  'Claude Desktop',
  'AI',
  'AI First Engineering',
  'coding practice',
  'programming',
  'learning',
  'DSA',
  'code review',
  'feedback',
  'courses',
  'students',
  'Node.js',
  'TypeScript',
];

const skillcaptain: CorpusSite = {
  id: 'skillcaptainmcp-readme',
  about:
    'SkillCaptain MCP Server\'s README: the h1 "🚀 SkillCaptain MCP Server", a tagline, why it exists (four reasons), AI First Engineering, a quick start, example usage, "## 🎯 Full Feature Set" with its tools and "### Supported Languages" (a checklist: "✅ Java (default)", "✅ Python", "✅ JavaScript", "✅ C++"), success stories, a comparison table, technical details, installation, contributing, licence and links.',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('skillCaptain/skillcaptain-mcp', 'c62e15b9', 'README.md', RENDERED),
  pages: { '/': realPage('skillcaptainmcp-readme/index.html') },
  expected: {
    name: ['SkillCaptain MCP Server', 'SkillCaptain MCP', 'SkillCaptain'],
    // MIT; no price.
    pricing_model: null,
    founded_year: null,
    // "📧 Email: hello@skillcaptain.app" under "## 🔗 Links".
    contact_email: 'hello@skillcaptain.app',
    city: null,
    country: null,
    stage: null,
    // Only badges: no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'AI', 'APIs'] },
    // The supported languages are what it works with (this round's class).
    features: {
      must: SKILLCAPTAIN_TOOLS,
      may: [...SKILLCAPTAIN_WHY, ...variants(SKILLCAPTAIN_WHY), ...SKILLCAPTAIN_MORE],
    },
    usps: {
      must: [],
      may: [...SKILLCAPTAIN_WHY, ...variants(SKILLCAPTAIN_WHY), ...SKILLCAPTAIN_TOOLS, ...SKILLCAPTAIN_MORE],
    },
    tags: { must: [], may: SKILLCAPTAIN_TOPICS },
    keywords: { must: [], may: SKILLCAPTAIN_TOPICS },
    // "Built with ❤️ by the SkillCaptain team": no person named.
    founders: [],
    // "💬 Community: Discord" and "🐦 Twitter: @skillcaptain" (the link goes to twitter.com/skill_captain) under
    // "## 🔗 Links". A Discord invite is written under custom, as the corpus writes it (the spec's fourteen platforms
    // have no Discord; written "discord" before the first run, a slip corrected after it).
    socials: {
      custom: 'https://discord.com/invite/AfGH5NPKgZ',
      x: ['https://twitter.com/skill_captain', 'https://x.com/skill_captain'],
    },
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- GORM Studio (held out)

/** "## ✨ Features": the labelled items as the page states them. */
const GORM_FEATURES = [
  'Schema Discovery — Introspects your database AND parses GORM model structs via reflection',
  'Browse & Filter — Paginated data grid with column sorting and full-text search',
  'CRUD Operations — Create, edit, and delete records through modal forms',
  'Relationship Navigation — See and navigate foreign key relationships (has_one, has_many, belongs_to, many_to_many)',
  'Raw SQL Editor — Execute SQL queries with automatic read/write detection and DDL blocking',
  'Bulk Operations — Select multiple rows for batch deletion',
  'Schema Export — Export as SQL DDL, JSON, YAML, DBML, PNG ERD diagram, or PDF ERD diagram',
  'Data Export — Export entire database as JSON, CSV (ZIP), or SQL INSERT statements',
  'Data Import — Import data from JSON, CSV, SQL, or Excel (.xlsx) files',
  'Schema Import — Import schemas from SQL, JSON, YAML, or DBML files to create tables',
  'Go Code Generation — Generate Go model structs from your database schema with proper GORM tags',
  'Go Models Import — Upload a .go file with struct definitions to create database tables',
  "Custom Login UI — Beautiful themed login page replaces the browser's native auth popup",
  'Confirm Delete Modal — Styled confirmation dialog for record deletion (replaces browser confirm())',
  'Authentication — Built-in AuthMiddleware support for protecting routes',
  'Security — DDL blocking, SQL injection prevention, CSV formula injection protection, SRI hashes',
  'Zero Config — Just pass your *gorm.DB and model list — one line to mount',
];
/** "## 📤 Export Features", "## 📥 Import Features" and "## 🔒 Security": the formats and layers it offers. */
const GORM_MORE = [
  'SQL — CREATE TABLE DDL statements',
  'JSON — Structured schema definition',
  'YAML — Human-readable schema format',
  'DBML — Database Markup Language (compatible with dbdiagram.io)',
  'PNG — Entity Relationship Diagram as image',
  'PDF — Entity Relationship Diagram as PDF',
  'JSON — Single document with all tables and rows',
  'CSV — ZIP archive with one CSV per table (formula injection protected)',
  'SQL — INSERT statements for all data',
  'Schema Export',
  'Data Export',
  'Go Models Export',
  'Schema Import',
  'Data Import',
  'Go Models Import',
  'Authentication — Built-in AuthMiddleware support with custom login UI and startup warnings when unprotected',
  'Table Validation — All table names validated against registered models',
  'Column Validation — Only known columns accepted for filtering and sorting',
  "Parameterized Queries — Uses GORM's built-in query parameterization",
  'Identifier Quoting — Dialect-specific quoting (double quotes for SQLite/Postgres, backticks for MySQL)',
  'DDL Blocking — DROP, ALTER, TRUNCATE, CREATE, ATTACH, DETACH, GRANT, REVOKE always blocked in SQL editor',
  "CSV Formula Injection — Cells starting with =, +, -, @ are prefixed with '",
  'SRI Hashes — CDN scripts include Subresource Integrity hashes',
];
const GORM_TOPICS = [
  'GORM',
  'Go',
  'Golang',
  'database',
  'database browser',
  'database editor',
  'Prisma Studio',
  'SQL',
  'SQL editor',
  'schema',
  'ERD',
  'CRUD',
  'export',
  'import',
  'Gin',
  'SQLite',
  'PostgreSQL',
  'MySQL',
  'code generation',
];

const gormstudio: CorpusSite = {
  id: 'gormstudio-readme',
  about:
    'GORM Studio\'s README: the h1 "🗄️ GORM Studio", "A Prisma Studio-like visual database browser and editor for Go applications using GORM. …", badges, "## ✨ Features" (seventeen labelled items), docs, a quick start, configuration, API endpoints, "## 🗃️ Supported Databases" (a checklist: "✅ SQLite (via …)", "✅ PostgreSQL (via …)", "✅ MySQL (via …)"), export and import features, security, a demo, notes, contributing, licence and its author with his links.',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('MUKE-coder/gorm-studio', '9ef47791', 'README.md', RENDERED),
  pages: { '/': realPage('gormstudio-readme/index.html') },
  expected: {
    name: ['GORM Studio', '🗄️ GORM Studio'],
    // MIT; no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Only badges: no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Databases'] },
    // The supported databases are what it works with (this round's class).
    features: { must: GORM_FEATURES, may: [...variants(GORM_FEATURES), ...GORM_MORE, ...variants(GORM_MORE)] },
    usps: { must: [], may: [...GORM_FEATURES, ...variants(GORM_FEATURES)] },
    tags: { must: [], may: GORM_TOPICS },
    keywords: { must: [], may: GORM_TOPICS },
    // "Built with ❤️ by JB": its maker, named with no founding role.
    founders: [],
    // The YouTube, LinkedIn and website links under "## 👨‍💻 Author" are its maker's own, not the product's.
    socials: {},
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

export const REAL_TUNING_SITES_EIGHTY_NINTH: readonly CorpusSite[] = [dbl, securenow];

export const REAL_HELD_OUT_SITES_EIGHTY_NINTH: readonly CorpusSite[] = [skillcaptain, gormstudio];
