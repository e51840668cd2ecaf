/**
 * Issue 34, eighteenth round: page shapes the reader loses (lead paragraphs under a minor heading, a title that is not an h1, a quoted tagline). Filled by the round: the real pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README at a fixed commit, kept verbatim in real/ (rendered by markdown-it,
 * html and linkify on, as the earlier rounds'). The shapes: a README whose title is not a plain h1 (an
 * h3 or h2 standing as the title, an h1 nested in a link inside a paragraph), a tagline standing as its
 * own paragraph, an h3 or an italic line under the title, and bold-labelled feature items.
 *
 * Tuning:
 * - dub-readme: dubinc/dub at 1de955f7 (README.md, 2026-08-21): no h1, an h3 "Dub" as the title, a
 *   tagline paragraph "The open-source link attribution platform." with a row of section links, an
 *   "Introduction" definition, a tech stack naming other products (payments, database).
 * - planka-readme: plankanban/planka at a8dcd7ce (README.md, 2026-04-18): an h1 "PLANKA" over an italic
 *   tagline "Project mastering driven by fun", bold-labelled "Key Features" (Kanban boards, tasks), a Pro
 *   version and cloud pricing, a security-only address.
 * - inbox-zero-readme: elie222/inbox-zero at 4f70dcef (README.md, 2026-08-22): the title an h1 inside a
 *   link inside a paragraph ("Inbox Zero - your 24/7 AI email assistant"), a tagline paragraph, a
 *   "Mission" heading, bold-labelled features, a YouTube demo.
 * - larkledger-readme: 0verme/LarkLedger at ee3d92a9 (README.en.md, 2026-08-17): the tagline a blockquote
 *   ("> A self-hosted AI bookkeeping bot for Feishu/Lark. …") right under the h1 and a language switch,
 *   long bold-labelled capability items, known limitations ("not double-entry"). Added second, with its
 *   held-out pair, for the quoted-tagline shape.
 *
 * Held out, one for one (chosen before the drafter ran on any of the six; it is not changed for them):
 * - grocy-readme: grocy/grocy at acd061e2 (README.md, 2026-08-16): no h1, an h2 tagline "ERP beyond
 *   your fridge" and an h3 definition "Grocy is a web-based self-hosted groceries & household management
 *   solution for your home", a maker's line in an h4, "(productivity) reasons" deep in the page.
 * - papermark-readme: mfts/papermark at 7ff2e657 (README.md, 2026-03-15): an h1 and an h3 tagline "The
 *   open-source DocSend alternative.", a definition paragraph, bold-labelled features, a tech stack.
 * - docuseal-readme: docusealco/docuseal at a2d8b855 (README.md, 2026-08-03): an h1 holding the logo and
 *   the name, an h3 tagline "Open source document filling and signing", a definition, features and Pro
 *   features, industries it serves ("eCommerce, KYC, CRM").
 * - ormus-invoicer-readme: HermeticOrmus/ormus-invoicer at 48108ff4 (README.md, 2026-05-25): an h1, an
 *   italic tagline, a quoted notice that another repository supersedes it, the tagline again as a quote,
 *   bold-labelled features, the maker's other repositories. Held out one for one with LarkLedger.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

/** Bold-labelled items ("**Label:** text") as drafted: "Label: text", with or without the closing period. */
const labelled = (items: string[]) => ({
  must: items,
  may: items.flatMap((item) => [item.replace(/\.$/, ''), item.replace(/^[^:]+:\s*/, '')]),
});

const DUB_TOPICS = [
  'link attribution',
  'link attribution platform',
  'short links',
  'link shortener',
  'link management',
  'conversion tracking',
  'affiliate programs',
  'affiliates',
  'analytics',
  'open source',
  'open-source',
  'open core',
  'self-hosting',
  'marketing',
  'marketing teams',
  'links',
  'clicks',
  'enterprise',
];

const dub: CorpusSite = {
  id: 'dub-readme',
  about:
    'real (dubinc/dub README): no h1, an h3 title over a tagline paragraph and a row of section links, an Introduction definition, a tech stack of other products, open core',
  classes: ['real', 'tuning', 'single-page', 'docs', 'shapes', 'categories', 'socials'],
  source: realSource('dubinc/dub', '1de955f7'),
  pages: { '/': realPage('dub-readme/index.html') },
  expected: {
    name: 'Dub',
    // "commercial open-source company", "Open Core": no price, no free plan stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image is a banner (its alt text is the tagline), no logo file.
    logo_url: null,
    demo_video_url: null,
    // A link attribution platform for short links, conversion tracking and affiliate programs, used by
    // marketing teams: marketing at most; the tree has no link or analytics category.
    categories: { must: [], may: ['Marketing'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: DUB_TOPICS },
    keywords: { must: [], may: DUB_TOPICS },
    founders: [],
    socials: { x: 'https://twitter.com/dubdotco' },
    faqs: [],
  },
  // The tech stack's products (Stripe for payments, PlanetScale the database) are others'; the Hacker
  // News post and the repository stats image are not the product's profiles.
  forbidden: [
    'categories=Payments',
    'categories=Databases',
    'news.ycombinator.com',
    'repobeats.axiom.co',
    'pricing_model=free',
    'stage=launched',
  ],
};

const PLANKA_FEATURES = [
  'Collaborative Kanban Boards: Create projects, boards, lists, cards, and manage tasks with an intuitive drag-and-drop interface',
  'Real-Time Updates: Instant syncing across all users, no refresh needed',
  'Rich Markdown Support: Write beautifully formatted card descriptions with a powerful markdown editor',
  'Flexible Notifications: Get alerts through 100+ providers, fully customizable to your workflow',
  'Seamless Authentication: Single sign-on with OpenID Connect integration',
  'Multilingual & Easy to Translate: Full internationalization support for a global audience',
];
const PLANKA_TOPICS = [
  'kanban',
  'kanban boards',
  'collaborative kanban boards',
  'project management',
  'project tracking',
  'projects',
  'boards',
  'cards',
  'tasks',
  'drag-and-drop',
  'real-time updates',
  'markdown',
  'markdown editor',
  'notifications',
  'single sign-on',
  'OpenID Connect',
  'SSO',
  'internationalization',
  'multilingual',
  'self-hosted',
  'self-hostable',
  'fair-code',
  'source available',
  'Docker',
  'notes app',
  'PLANKA Pro',
  'cloud',
];

const planka: CorpusSite = {
  id: 'planka-readme',
  about:
    'real (plankanban/planka README): an h1 over an italic tagline, bold-labelled key features (Kanban boards, tasks), a Pro version and cloud pricing, a security-only address',
  classes: ['real', 'tuning', 'single-page', 'docs', 'shapes', 'categories', 'features', 'pricing', 'contact'],
  source: realSource('plankanban/planka', 'a8dcd7ce'),
  pages: { '/': realPage('planka-readme/index.html') },
  expected: {
    name: ['PLANKA', 'Planka'],
    // A self-hostable community edition under a fair-use licence, a Pro version and a cloud with pricing.
    pricing_model: 'freemium',
    founded_year: null,
    // security@ is for security reports only ("We do NOT offer any public support via email").
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://raw.githubusercontent.com/plankanban/planka/master/assets/logo.png',
    // The demo is a GIF, no video.
    demo_video_url: null,
    // Kanban boards of projects, lists and cards to manage tasks: task management (projects and planning).
    categories: { must: ['Task Management'], may: ['Productivity'] },
    features: labelled(PLANKA_FEATURES),
    usps: { must: [], may: labelled(PLANKA_FEATURES).must.concat(labelled(PLANKA_FEATURES).may) },
    tags: { must: [], may: PLANKA_TOPICS },
    keywords: { must: [], may: PLANKA_TOPICS },
    founders: [],
    socials: { custom: 'https://discord.gg/WqqYNd7Jvt' },
    faqs: [],
  },
  forbidden: ['security@planka.group', 'contrib.rocks', 'pricing_model=free', 'stage=launched'],
};

const INBOX_ZERO_FEATURES = [
  'AI Personal Assistant: Organizes your inbox and pre-drafts replies in your tone and style.',
  'AI Rules for email: Explain in plain English how your AI should handle your inbox.',
  'Reply Zero: Track emails to reply to and those awaiting responses.',
  'Bulk Unsubscriber: One-click unsubscribe and archive emails you never read.',
  'Bulk Archiver: Clean up your inbox by bulk archiving old emails.',
  'Cold Email Blocker: Auto‑block cold emails.',
  'Email Analytics: Track your activity and trends over time.',
  'Meeting Briefs: Get personalized briefings before every meeting, pulling context from your email and calendar.',
  'Smart Filing: Automatically save email attachments to Google Drive or OneDrive.',
  'Slack & Telegram Integration: Chat with your AI assistant from Slack or Telegram to manage your inbox without leaving the apps you already use.',
];
const INBOX_ZERO_TOPICS = [
  'AI email assistant',
  'email assistant',
  'AI assistant',
  'AI',
  'email',
  'inbox',
  'inbox zero',
  'replies',
  'pre-drafts replies',
  'calendar',
  'attachments',
  'Slack',
  'Telegram',
  'open source',
  'Fyxer',
  'AI rules',
  'Reply Zero',
  'bulk unsubscriber',
  'bulk unsubscribe',
  'bulk archiver',
  'cold email blocker',
  'cold emails',
  'email analytics',
  'meeting briefs',
  'smart filing',
  'Google Drive',
  'OneDrive',
  'Gmail',
  'self-hosting',
  'self-hosted',
  'Docker',
  'CLI',
  'hosted version',
];

const inboxZero: CorpusSite = {
  id: 'inbox-zero-readme',
  about:
    'real (elie222/inbox-zero README): the title an h1 inside a link inside a paragraph, a tagline paragraph, bold-labelled features, a YouTube demo, a Discord',
  classes: ['real', 'tuning', 'single-page', 'docs', 'shapes', 'categories', 'features', 'socials'],
  source: realSource('elie222/inbox-zero', '4f70dcef'),
  pages: { '/': realPage('inbox-zero-readme/index.html') },
  expected: {
    name: 'Inbox Zero',
    // "We offer a hosted version": no price or plan stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image is the site's social card, no logo file.
    logo_url: null,
    demo_video_url: 'https://youtu.be/UusnveLKwWM',
    // "your 24/7 AI email assistant": an AI product; what it does for one's inbox and calendar is
    // productivity (a may).
    categories: { must: ['AI'], may: ['Productivity'] },
    features: labelled(INBOX_ZERO_FEATURES),
    usps: { must: [], may: labelled(INBOX_ZERO_FEATURES).must.concat(labelled(INBOX_ZERO_FEATURES).may) },
    tags: { must: [], may: INBOX_ZERO_TOPICS },
    keywords: { must: [], may: INBOX_ZERO_TOPICS },
    founders: [],
    socials: { custom: 'https://www.getinboxzero.com/discord' },
    faqs: [],
  },
  // Badges of others (trendshift, readme.cash, Vercel's OSS programme, the star history chart).
  forbidden: ['trendshift.io', 'readme.cash', 'vercel.com/oss', 'star-history.com', 'stage=launched'],
};

const GROCY_TOPICS = [
  'groceries',
  'grocery',
  'household management',
  'household',
  'ERP',
  'self-hosted',
  'web-based',
  'stock',
  'stock overview',
  'shopping list',
  'meal plan',
  'meal planning',
  'chores',
  'barcode',
  'barcode scanning',
  'barcode lookup',
  'barcode readers',
  'REST API',
  'API',
  'PWA',
  'installable web app',
  'localization',
  'PHP',
  'SQLite',
  'Docker',
  'Grocy Desktop',
  'Open Food Facts',
  'demo',
  'products',
  'feature flags',
  'home',
];

const grocy: CorpusSite = {
  id: 'grocy-readme',
  about:
    'real (grocy/grocy README): no h1, an h2 tagline and an h3 definition under the logo, a maker in an h4, install and usage sections, "(productivity) reasons" deep in the page',
  classes: ['real', 'single-page', 'docs', 'shapes', 'categories', 'founders', 'socials'],
  source: realSource('grocy/grocy', 'acd061e2'),
  pages: { '/': realPage('grocy-readme/index.html') },
  expected: {
    name: ['Grocy', 'grocy'],
    // A hobby project, open source; no price or plan stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://raw.githubusercontent.com/grocy/grocy/master/public/img/logo.svg?sanitize=true',
    // Short videos of one workflow each (barcode lookup, installing the web app), no demo of the product.
    demo_video_url: null,
    // Groceries and household management for one's home: no category of the tree says it.
    categories: { must: [], may: [] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: GROCY_TOPICS },
    keywords: { must: [], may: GROCY_TOPICS },
    // "This is a hobby project by Bernd Bestel".
    founders: [{ name: 'Bernd Bestel' }],
    // "General help and usage questions → r/grocy on Reddit".
    socials: { reddit: ['https://www.reddit.com/r/grocy', 'https://www.reddit.com/r/grocy/'] },
    faqs: [],
  },
  // "For (productivity) reasons all date … fields use the ISO-8601 format" says nothing of what it is;
  // the demo instances, Transifex and Docker Hub are not its profiles.
  forbidden: ['categories=Productivity', 'transifex.com', 'hub.docker.com', 'stage=launched'],
};

const PAPERMARK_FEATURES = [
  'Shareable Links: Share your documents securely by sending a custom link.',
  'Custom Branding: Add a custom domain and your own branding.',
  'Analytics: Gain insights through document tracking and soon page-by-page analytics.',
  'Self-hosted, Open-source: Host it yourself and customize it as needed.',
];
const PAPERMARK_TOPICS = [
  'DocSend alternative',
  'open-source DocSend alternative',
  'document sharing',
  'document-sharing',
  'documents',
  'shareable links',
  'custom links',
  'custom branding',
  'custom domains',
  'branding',
  'analytics',
  'document tracking',
  'page-by-page analytics',
  'self-hosted',
  'open-source',
  'open source',
  'DocSend',
  'Next.js',
  'TypeScript',
  'Tailwind',
  'Prisma',
  'PostgreSQL',
  'Tinybird',
];

const papermark: CorpusSite = {
  id: 'papermark-readme',
  about:
    'real (mfts/papermark README): an h1 and an h3 tagline "The open-source DocSend alternative.", a definition paragraph, bold-labelled features, a tech stack of other products',
  classes: ['real', 'single-page', 'docs', 'shapes', 'categories', 'features', 'socials'],
  source: realSource('mfts/papermark', '7ff2e657'),
  pages: { '/': realPage('papermark-readme/index.html') },
  expected: {
    name: 'Papermark',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No logo image: a Product Hunt badge, badges and a GIF.
    logo_url: null,
    demo_video_url: null,
    // Document sharing with analytics: shared documents (Notes & Docs) at most.
    categories: { must: [], may: ['Notes & Docs', 'Productivity'] },
    features: labelled(PAPERMARK_FEATURES),
    usps: { must: [], may: labelled(PAPERMARK_FEATURES).must.concat(labelled(PAPERMARK_FEATURES).may) },
    tags: { must: [], may: PAPERMARK_TOPICS },
    keywords: { must: [], may: PAPERMARK_TOPICS },
    founders: [],
    // Facts audit (issue 34, fifty-second round): the product's own Product Hunt post is its producthunt profile wherever linked, a badge too
    // ("#1 Product of the Day" badge linking …/posts/papermark-3); was forbidden as "Product Hunt's badge".
    socials: { x: 'https://twitter.com/papermarkio', producthunt: 'https://www.producthunt.com/posts/papermark-3' },
    faqs: [],
  },
  // The tech stack's products (Stripe for payments, PostgreSQL the database) are others'.
  forbidden: ['categories=Payments', 'categories=Databases', 'contrib.rocks', 'stage=launched'],
};

const DOCUSEAL_FEATURES = [
  'PDF form fields builder (WYSIWYG)',
  '12 field types available (Signature, Date, File, Checkbox etc.)',
  'Multiple submitters per document',
  'Automated emails via SMTP',
  'Files storage on disk or AWS S3, Google Storage, Azure Cloud',
  'Automatic PDF eSignature',
  'PDF signature verification',
  'Users management',
  'Mobile-optimized',
  '7 UI languages with signing available in 14 languages',
  'API and Webhooks for integrations',
  'Easy to deploy in minutes',
];
const DOCUSEAL_PRO = [
  'Company logo and white-label',
  'User roles',
  'Automated reminders',
  'Invitation and identity verification via SMS',
  'Conditional fields and formulas',
  'Bulk send with CSV, XLSX spreadsheet import',
  'SSO / SAML',
  'Template creation with HTML API (Guide)',
  'Template creation with PDF or DOCX and field tags API (Guide)',
  'Embedded signing form (React, Vue, Angular or JavaScript)',
  'Embedded document form builder (React, Vue, Angular or JavaScript)',
];
const DOCUSEAL_TOPICS = [
  'document signing',
  'digital document signing',
  'document filling',
  'eSignature',
  'e-signature',
  'PDF',
  'PDF forms',
  'PDF form fields builder',
  'form builder',
  'signatures',
  'open source',
  'open-source',
  'DocuSign alternative',
  'self-hosted',
  'Docker',
  'API',
  'webhooks',
  'SMTP',
  'mobile-optimized',
  'white-label',
  'SSO',
  'SAML',
  'embedded signing',
  'templates',
  'cloud',
  'live demo',
  'documents',
];

const docuseal: CorpusSite = {
  id: 'docuseal-readme',
  about:
    'real (docusealco/docuseal README): an h1 holding the logo and the name, an h3 tagline, a definition paragraph, features and Pro features, the industries it serves',
  classes: ['real', 'single-page', 'docs', 'shapes', 'categories', 'features', 'pricing', 'socials'],
  source: realSource('docusealco/docuseal', 'a2d8b855'),
  pages: { '/': realPage('docuseal-readme/index.html') },
  expected: {
    name: 'DocuSeal',
    // Open source, "Try in Cloud", Pro features with a pricing link: free with a paid tier.
    pricing_model: 'freemium',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://github.com/user-attachments/assets/38b45682-ffa4-4919-abde-d2d422325c44',
    // The demo link is a live instance behind a picture, no video.
    demo_video_url: null,
    // Document filling and signing: no category of the tree names it; shared documents at most.
    categories: { must: [], may: ['Notes & Docs', 'Productivity'] },
    features: { must: DOCUSEAL_FEATURES, may: DOCUSEAL_PRO },
    usps: { must: [], may: [...DOCUSEAL_FEATURES, ...DOCUSEAL_PRO] },
    tags: { must: [], may: DOCUSEAL_TOPICS },
    keywords: { must: [], may: DOCUSEAL_TOPICS },
    founders: [],
    socials: {
      custom: 'https://discord.gg/qygYCDGck9',
      x: ['https://twitter.com/docusealco', 'https://twitter.com/intent/follow?screen_name=docusealco'],
    },
    faqs: [],
  },
  // The industries it serves ("Banking, Healthcare, Transport, Real Estate, eCommerce, KYC, CRM") are
  // its customers', not what it is; the deploy buttons are other hosts'.
  forbidden: [
    'categories=E-commerce',
    'categories=CRM',
    'categories=Sales',
    'categories=Health & Fitness',
    'heroku.com',
    'railway.com',
    'stage=launched',
  ],
};

const LARKLEDGER_ITEMS = [
  'Financial Goals (v0.8.0): turn “how much I want to save” into trackable goals (e.g. 应急储备 60000). Progress comes from the real ledger: a goal binds cash / asset accounts and current_amount is always the live sum of their balances — the goal never stores or hand-maintains a balance, so booking / deleting / restoring entries and transfers automatically recalculate progress. Supports target date and a deterministic forecast; goal visibility inherits its bound accounts (any goal referencing a private account is invisible to everyone else, so a goal display can never leak a private balance); goals are not virtual accounts or money pools — creating / editing / deleting a goal never touches accounts, entries or transfers. Feishu 我的目标 / 目标 / 查看目标 and Web /goals share the same backend',
  'Deterministic Insights (v0.8.0): automatically surface worth-noticing facts from the real ledger — spending change (this month vs the trailing 3-month average), budget risk (usage ahead of elapsed time), upcoming recurring expenses within 30 days (grouped by currency), and goal progress / projected shortfall. Every number is computed by deterministic rules; AI never computes facts, never touches the database, and may only optionally rewrite explanation text with automatic fallback to the deterministic summary when AI is unavailable. Private data can never leak through any insight side channel. Feishu 洞察 / 财务洞察 / 本月洞察 and Web /insights share the same backend. Insights explain and remind; they are not financial advice — no investment / stock / wealth / loan / tax recommendations and no automatic money movement',
  'Shared household ledger (v0.7.0): one family = one internal-user group + one dedicated shared ledger, bookkept together by real members:',
  'Recurring rules: turn known future income / expense into deterministic rules (每月8号房租3500 / 每年6月15日保险2000 / 每周健身房100). When a rule comes due the Recurring Worker generates a frozen confirmation pending and proactively sends a Feishu reminder card; a rule only posts after confirmation. Rules and pendings never consume budget — only confirmed expenses do. Pause / resume / skip / disable are supported, edits affect only future periods, and the same rule + period can never produce two pendings or two transactions under concurrency / retry',
  'Budget 2.0: monthly total and per-category budgets keyed by explicit month, with plan-vs-actual, remaining, usage rate and over-limit status derived live; transfers never count, and delete / restore / revision all recompute from current facts',
  'Ledger-scoped accounts and transfers: entries bind to a ledger account (cash / asset / liability) with opening balances, rename / default / archive lifecycle; transfers stay outside income / expense stats; per-account balance and total assets / liabilities / net worth are available from both Feishu and Web',
  'Text bookkeeping with a user-scoped five-character short ID (#XXXXX) in success replies; simple single text entries still write straight through',
  'Recent list / single-entry detail (最近10笔, 查看 #XXXXX)',
  'Targeted update, soft-delete, and restore by short ID (plus last-entry shortcuts)',
  "CSV export of the current user's ledger (Feishu file message; needs extra scopes)",
  'Summaries, monthly category budgets, consumption report cards',
  'High-risk confirmation: image / voice / batch / likely-duplicate writes first create a pending confirmation (#C-XXXXX) — confirm or cancel by text or card button; confirmation always uses the frozen parse result, never re-calls AI',
  'User isolation by Feishu open_id and claim-first event_id idempotency',
  'Reliable delivery: background Event / Reply Workers, transactional reply outbox, PostgreSQL lease and exponential-backoff retry, readiness probes, terminal retention cleanup, and guarded manual event replay',
  'Web Dashboard: Feishu OAuth, financial overview, ledger and revisions, pending confirmations, analytics, budgets, financial goals (/goals — create / edit / progress / archive / delete), insight cards (Overview “值得关注”), recurring rules, reports, CSV downloads, API-token management, and an administrator reliability console',
  'Channel-neutral Client API (v0.9.0): the stable /api/v1 contract (/api/client/v1 stays as a compatibility alias) for CLI / hardware / future clients; revocable, expiring bearer tokens (llv1_, SHA-256 digest only, scopes only ever shrink access) plus durable Idempotency-Key writes. Feishu and Web are adapters — all three share the same ClientApplicationService, so the same business fact yields the same Domain Result',
  'Self-hosted stack: FastAPI, React / TypeScript / Vite, PostgreSQL, Docker Compose',
  'Home shows the active ledger (personal / household), month income/expense/balance, budget usage, account-balance summary, recent transactions and a one-tap 记一笔 (quick entry) form',
  'Quick bookkeeping (expense/income toggle, common-category chips, remembered last account, amount-first focus); every submit carries an Idempotency-Key, so double-clicks and network retries never double-book — the server replays the stored response',
  'Transactions at /entries (aliases /transactions, /transactions/:id): server-side pagination, filters, search, detail drawer with revision timeline, soft delete and restore, edit',
  'Accounts: list, create, rename, default, archive, per-account balance, total assets/liabilities/net; private accounts are 404 for non-owners',
  'Transfers, recurring rules, pending confirmations, analytics, budgets, reports, constrained CSV downloads, and an administrator reliability console',
  'All /api/web/v1/* responses carry an X-Request-ID; the UI shows safe Chinese error messages with the request id (never tracebacks/SQL/digests)',
];
const LARKLEDGER_TOPICS = [
  'bookkeeping',
  'AI bookkeeping',
  'AI bookkeeping bot',
  'bookkeeping bot',
  'ledger',
  'ledgers',
  'shared household ledger',
  'household ledger',
  'Feishu',
  'Lark',
  'Feishu/Lark',
  'self-hosted',
  'PostgreSQL',
  'budgets',
  'budget',
  'financial goals',
  'recurring rules',
  'transfers',
  'accounts',
  'CSV export',
  'web dashboard',
  'dashboard',
  'insights',
  'summaries',
  'reports',
  'expenses',
  'income',
  'AI',
  'language models',
  'bot',
  'FastAPI',
  'React',
  'TypeScript',
  'Vite',
  'Docker Compose',
  'WebSocket',
  'webhook',
  'API',
  'client API',
  'privacy',
];

const larkledger: CorpusSite = {
  id: 'larkledger-readme',
  about:
    'real (0verme/LarkLedger README.en.md): the tagline a blockquote right under the h1 and a language switch, long bold-labelled capability items, a quick start and known limitations',
  classes: ['real', 'tuning', 'single-page', 'docs', 'shapes', 'categories'],
  source: realSource('0verme/LarkLedger', 'ee3d92a9', 'README.en.md'),
  pages: { '/': realPage('larkledger-readme/index.html') },
  expected: {
    name: 'LarkLedger',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "A self-hosted AI bookkeeping bot for Feishu/Lark", "The ledger lives in your PostgreSQL database":
    // bookkeeping and ledgers (Accounting); a finance product, an AI bot (mays). Its "not double-entry",
    // "not business finance" limits say what it is not, nothing more.
    categories: { must: ['Accounting'], may: ['Finance', 'AI', 'Chatbots'] },
    features: { must: [], may: LARKLEDGER_ITEMS },
    usps: { must: [], may: LARKLEDGER_ITEMS },
    tags: { must: [], may: LARKLEDGER_TOPICS },
    keywords: { must: [], may: LARKLEDGER_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The AI provider's address in the sample configuration is another's.
  forbidden: ['api.deepseek.com', 'stage=launched', 'pricing_model=paid'],
};

const ORMUS_FEATURES = [
  'Invoices: status lifecycle, multi-currency, tax rate, line items, due-date tracking',
  'PDF export: server-side via pdfkit, branded with your company info',
  'Deals / quotes: separate from invoices, with shareable public tokens',
  'Status tracking: draft / sent / paid / overdue / cancelled with timestamps for paid_at and sent_at',
  'No external services: no Stripe, no Mailchimp, no anything. Just data.',
];
const ORMUS_WHY = [
  'CRUD for clients',
  'CRUD for invoices with line items',
  'Status (draft / sent / paid / overdue / cancelled)',
  'PDF generation',
  'Maybe deals / quotes with shareable links',
];
const ORMUS_TOPICS = [
  'invoicing',
  'self-hosted invoicing',
  'invoices',
  'invoice',
  'invoicer',
  'self-hosted',
  'solo operators',
  'small studios',
  'Express',
  'SQLite',
  'PDF',
  'PDF export',
  'PDF generation',
  'clients',
  'line items',
  'deals',
  'quotes',
  'status tracking',
  'shareable deal links',
  'shareable links',
  'multi-currency',
  'tax rate',
  'due-date tracking',
  'no SaaS',
  'no monthly fee',
  'no telemetry',
  'no lock-in',
  'Node',
  'open source',
  'MIT',
];

const ormusInvoicer: CorpusSite = {
  id: 'ormus-invoicer-readme',
  about:
    'real (HermeticOrmus/ormus-invoicer README): an h1, an italic tagline, a quoted notice that it is superseded by another repository, the tagline again in a quote, a features list, a long list of the maker’s other repositories',
  classes: ['real', 'single-page', 'docs', 'shapes', 'categories', 'features', 'pricing'],
  source: realSource('HermeticOrmus/ormus-invoicer', '48108ff4'),
  pages: { '/': realPage('ormus-invoicer-readme/index.html') },
  expected: {
    name: 'ormus-invoicer',
    // "No SaaS, no monthly fee"; MIT-licensed, run yourself.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image, alt "ormus-invoicer": its mascot, standing as its logo.
    logo_url: 'https://ormus.solutions/mascot/pixellab_liquid_to_crown.gif',
    demo_video_url: null,
    // "Self-hosted invoicing for solo operators", "A minimal-but-complete invoicing tool".
    categories: { must: ['Invoicing'], may: ['Finance'] },
    features: { must: ORMUS_FEATURES, may: [...ORMUS_WHY, ...ORMUS_FEATURES.map((item) => item.replace(/\.$/, ''))] },
    usps: { must: [], may: [...ORMUS_FEATURES, ...ORMUS_WHY] },
    tags: { must: [], may: ORMUS_TOPICS },
    keywords: { must: [], may: ORMUS_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The repository that supersedes it, the maker's other repositories and Claude Code are others';
  // Stripe and Mailchimp are services it does not use ("no Stripe, no Mailchimp").
  forbidden: [
    'invoice-forge',
    'ormus-handoff',
    'LibreUIUX',
    'categories=Payments',
    'categories=Email Marketing',
    'categories=AI',
    'pricing_model=paid',
    'stage=launched',
  ],
};

export const REAL_TUNING_SITES_EIGHTEENTH: readonly CorpusSite[] = [dub, planka, inboxZero, larkledger];
export const REAL_HELD_OUT_SITES_EIGHTEENTH: readonly CorpusSite[] = [grocy, papermark, docuseal, ormusInvoicer];
