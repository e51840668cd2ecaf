/**
 * Issue 34, fifty-sixth round: free stated in open-source products' own words. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - actual-readme: actualbudget/actual at 007a1e24 (README.md; read_file, the repository too large to fetch):
 *   "It is 100% free and open-source"; its Installation list prices two hosting platforms, "One-click
 *   deployment via PikaPods (~2.00 $/month)", "Managed hosting via Fly.io (~1.50 $/month)": the hosts' prices.
 * - terravision-readme: patrickchugh/terravision at 69bae019 (README.md): a "Why TerraVision?" checklist
 *   with "✅ Free & open source — no expensive diagramming tool licenses".
 * - pixelconnection-readme: PixelStudioforEveryone/Pixel_Connection at 9d47871b (README_EN.md; read_file, no
 *   snapshot to fetch): "Free, open-source remote desktop software you can host yourself."; "Software is
 *   free; cloud resources, domains and relay traffic are your own costs." (added second, with Buddies').
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - xine-readme: melvinprince/xine-by-unisource.dev at a1c5851f (README.md): "🆓 Free & open source —
 *   AGPL-3.0 licensed, forever"; "deploy for free with Vercel + Supabase" (a host's free offer).
 * - openconstructionerp-readme: datadrivenconstruction/OpenConstructionERP at b206ccbf (README.md): "Free
 *   forever" in a "Why" table and a comparison's price row beside other tools' "~€500/mo"; "commercial
 *   licensing" without a price.
 * - buddies-readme: nbardy/buddies at 0259383b (README.md; read_file, no snapshot to fetch): "Free, open
 *   source, multi-harness agent team orchestration."; "Free, private, open source." (added second, with
 *   PixelConnection's).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

/** A list item's leading emoji or check mark dropped; the label before " — ". */
const unmarked = (item: string) => item.replace(/^[^\p{L}\p{N}]+/u, '');
const label = (item: string) => unmarked(item).split(' — ')[0]!;
const variants = (items: readonly string[]) => [...items.map(unmarked), ...items.map(label)];

const ACTUAL_TOPICS = [
  'personal finance',
  'personal finance tool',
  'finance',
  'budgeting',
  'budget',
  'envelope budgeting',
  'local-first',
  'open-source',
  'open source',
  'NodeJS',
  'synchronization',
  'sync',
  'self-hosted',
  'Docker',
  'PikaPods',
  'Fly.io',
  'desktop app',
  'Windows',
  'Mac',
  'Linux',
  'migration',
  'translation',
];

const actual: CorpusSite = {
  id: 'actual-readme',
  about:
    'Actual\'s README: a centred demo image (alt "Actualbudget"), "Getting Started" with its definition ("It is 100% free and open-source"), key links (Discord, docs, FAQ), four ways to deploy it (two priced hosting platforms, Docker, local apps), budgeting guides, contributing, translation and sponsors.',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'readme'],
  source: realSource('actualbudget/actual', '007a1e24', 'README.md', RENDERED),
  pages: { '/': realPage('actual-readme/index.html') },
  expected: {
    name: ['Actual', 'Actual Budget'],
    // "It is 100% free and open-source". "(~2.00 $/month)" and "(~1.50 $/month)" are what PikaPods and Fly.io
    // charge to host it ("via PikaPods", "Managed hosting via Fly.io"), not a price of Actual.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred "/demo.png" is a picture of the app (its file says demo), no mark; sponsors' marks are theirs.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Finance'] },
    // No list of capabilities: the four ways to deploy it and its packages are no features.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: ACTUAL_TOPICS },
    keywords: { must: [], may: ACTUAL_TOPICS },
    founders: [],
    // "Actual discord community." under "Key Links".
    socials: { custom: 'https://discord.gg/pRYNYr4W5A' },
    // "Are you new to budgeting …?", "Are you migrating …?": asked of the reader, no FAQ.
    faqs: [],
  },
  // The hosts' prices are no price of the product; Weblate's Libre plan is Weblate's.
  forbidden: ['pricing_model=subscription', 'pricing_model=paid', 'pricing_model=freemium'],
};

/** "## Why TerraVision?": the checklist as the page states it. */
const TERRAVISION_WHY = [
  '✅ Always up-to-date — diagrams generated directly from your Terraform code',
  '✅ 100% client-side — no cloud access required, runs locally, your code never leaves your machine',
  '✅ CI/CD ready — automate diagram updates on every PR merge',
  '✅ Free & open source — no expensive diagramming tool licenses',
  '✅ Multi-cloud — AWS (full), GCP, and Azure (core services)',
  '✅ Interactive HTML output — clickable nodes, pan/zoom, search, animated data flow',
  '✅ Editable draw.io export — open in draw.io, Lucidchart, or any mxGraph editor',
  '✅ Optional AI annotations — labels, titles, and flow sequences from Ollama (local) or AWS Bedrock',
  '✅ Terragrunt compatible — auto-detects single- and multi-module Terragrunt projects',
  '✅ MCP server — let AI agents generate diagrams from your Terraform, see the guide',
];
const TERRAVISION_FEATURES = TERRAVISION_WHY.filter((item) => !item.includes('Free & open source'));
const TERRAVISION_TOPICS = [
  'Terraform',
  'cloud architecture',
  'cloud architecture diagrams',
  'architecture diagrams',
  'diagrams',
  'infrastructure as code',
  'AWS',
  'GCP',
  'Azure',
  'Google Cloud',
  'multi-cloud',
  'draw.io',
  'CI/CD',
  'Terragrunt',
  'MCP',
  'MCP server',
  'AI annotations',
  'Ollama',
  'AWS Bedrock',
  'Graphviz',
  'Python',
  'HTML',
  'interactive HTML',
  'documentation',
  'open source',
  'client-side',
  'SVG',
  'PNG',
  'PDF',
];

const terravision: CorpusSite = {
  id: 'terravision-readme',
  about:
    'TerraVision\'s README: the h1, a bold tagline, badges, a video thumbnail linked to YouTube, "What is TerraVision?", a "Why TerraVision?" checklist ("✅ Free & open source — no expensive diagramming tool licenses"), supported providers, quick start, demos, usage, documentation, support and acknowledgments.',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'features', 'readme'],
  source: realSource('patrickchugh/terravision', '69bae019', 'README.md', RENDERED),
  pages: { '/': realPage('terravision-readme/index.html') },
  expected: {
    name: 'TerraVision',
    // "✅ Free & open source — no expensive diagramming tool licenses".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Badges and a video thumbnail only.
    logo_url: null,
    // "Watch a 4-Minute Intro": the thumbnail links to the product's intro.
    demo_video_url: 'https://youtu.be/bTrWHBI2mF4',
    categories: { must: [], may: ['Developer Tools', 'CI/CD', 'Design'] },
    features: { must: TERRAVISION_FEATURES, may: [...TERRAVISION_WHY, ...variants(TERRAVISION_WHY)] },
    usps: { must: [], may: [...TERRAVISION_WHY, ...variants(TERRAVISION_WHY)] },
    tags: { must: [], may: TERRAVISION_TOPICS },
    keywords: { must: [], may: TERRAVISION_TOPICS },
    founders: [],
    // Badges, issues and discussions of the repository, its docs site: no profile presented as its own.
    socials: {},
    // The FAQ is a link to the docs site.
    faqs: [],
  },
  forbidden: [
    'logo_url={base}/images/youtube-thumbnail.png',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

const PIXEL_CAPABILITIES = [
  'Up to 4K / 60 fps settings, with P2P preferred.',
  'desktop video',
  'keyboard / mouse / touch input',
  'monitor selection',
  'quality and frame rate settings',
  'hardware / software / automatic acceleration',
  'bidirectional file transfer',
  'plain-text clipboard synchronization',
  'File transfer',
];
const PIXEL_TOPICS = [
  'remote desktop',
  'remote desktop software',
  'remote control',
  'self-hosted',
  'self-hosting',
  'open-source',
  'open source',
  'Windows',
  'Linux',
  'HarmonyOS',
  'P2P',
  'peer-to-peer',
  'file transfer',
  'TURN',
  'coturn',
  'signaling',
  'Qt',
  'C++',
  'SQLite',
  'WebSocket',
  'LAN',
  '4K',
  'GPL-3.0',
  'clipboard synchronization',
];

const pixelconnection: CorpusSite = {
  id: 'pixelconnection-readme',
  about:
    'PixelConnection\'s README (English): the h1, its icon (alt "PixelConnection logo"), a bold tagline "Free, open-source remote desktop software you can host yourself.", links rows, screenshots, platform support, quick start, access over the internet ("Software is free; cloud resources, domains and relay traffic are your own costs."), builds, security and licence.',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'logo', 'readme'],
  source: realSource('PixelStudioforEveryone/Pixel_Connection', '9d47871b', 'README_EN.md', RENDERED),
  pages: { '/': realPage('pixelconnection-readme/index.html') },
  expected: {
    name: 'PixelConnection',
    // "Free, open-source remote desktop software you can host yourself."; "Software is free; cloud resources,
    // domains and relay traffic are your own costs." A "paid cloud server" it does not need is no plan of its.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The icon under the h1, alt "PixelConnection logo".
    logo_url: '{base}/src/icon.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    // Capabilities said in a sentence ("Implemented features include …"), no list.
    features: { must: [], may: PIXEL_CAPABILITIES },
    usps: { must: [], may: PIXEL_CAPABILITIES },
    tags: { must: [], may: PIXEL_TOPICS },
    keywords: { must: [], may: PIXEL_TOPICS },
    founders: [],
    // The links row's "GitHub": the product's repository.
    socials: { github: 'https://github.com/PixelStudioforEveryone/Pixel_Connection' },
    faqs: [],
  },
  // The screenshots are no logo; a cloud server the operator pays for is no price of the product.
  forbidden: [
    'logo_url={base}/docs/images/windows-device.png',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

export const REAL_TUNING_SITES_FIFTY_SIXTH: readonly CorpusSite[] = [actual, terravision, pixelconnection];

/** "## Why Xine?", "### Core Analytics", "### Dashboard Features": the items as the page states them. */
const XINE_ITEMS = [
  '🔒 Complete privacy — No cookies, no fingerprinting, no personal data collection',
  '🏠 Self-hosted or cloud — Run on your own VPS, Docker, or deploy free with Vercel + Supabase',
  "🪶 Lightweight — ~5KB tracking script that won't slow your site",
  '📊 Full-featured — Dashboards, funnels, goals, Web Vitals, session replay, and more',
  '🆓 Free & open source — AGPL-3.0 licensed, forever',
  'Visitor & pageview tracking with session management',
  'Real-time dashboard with live visitor count',
  'Multi-site support — track unlimited websites from one instance',
  'SPA support — automatic tracking for React, Next.js, Vue, etc.',
  'UTM campaign tracking — source, medium, campaign parameters',
  'Geo-location — country, city, continent',
  'Device intelligence — browser, OS, device type, screen resolution',
  'Bot detection and filtering',
  '📈 Analytics overview — visitors, pageviews, bounce rate, avg. duration',
  '🎯 Goal tracking — set conversion goals with flexible conditions',
  '🔄 Funnel visualization — multi-step conversion funnels',
  '🌐 SEO insights — referrers, search terms, landing pages',
  '⚡ Performance monitoring — Web Vitals gauges and trends',
  '📝 Annotations — mark deployments, campaigns, or events on charts',
  '🔔 Alerts — traffic spikes, drops, error increases (email/webhook)',
  '📧 Email reports — daily, weekly, or monthly summaries',
  '🟢 Uptime monitoring — track site availability',
  '🔗 Public dashboards — shareable read-only views',
  '🌓 Themes — premium light and dark UI modes with smooth animations',
];
const XINE_FEATURES = XINE_ITEMS.filter((item) => !item.includes('Free & open source'));
const XINE_MODULES = [
  'Web Vitals',
  'Scroll Depth',
  'Outbound Clicks',
  'JS Error Tracking',
  'Click Tracking',
  'Rage Click Detection',
  'File Downloads',
  'Form Abandonment',
  'Session Replay',
];
const XINE_TOPICS = [
  'web analytics',
  'analytics',
  'privacy-first',
  'privacy',
  'cookie-free',
  'Google Analytics',
  'Google Analytics alternative',
  'self-hosted',
  'self-host',
  'VPS',
  'Docker',
  'Vercel',
  'Supabase',
  'Next.js',
  'TypeScript',
  'PostgreSQL',
  'Drizzle ORM',
  'dashboards',
  'funnels',
  'goals',
  'Web Vitals',
  'session replay',
  'UTM',
  'UTM campaign tracking',
  'SEO',
  'uptime monitoring',
  'bot detection',
  'open source',
  'AGPL-3.0',
];

const xine: CorpusSite = {
  id: 'xine-readme',
  about:
    'Xine\'s README: the h1 "Xine by Unisource", a one-paragraph definition ("deploy for free with Vercel + Supabase"), a "Why Xine?" list ending "🆓 Free & open source — AGPL-3.0 licensed, forever", features in three sub-sections and a modules table, the stack, quick start, deployment, environment variables, structure and licence.',
  classes: ['real', 'single-page', 'pricing', 'features', 'readme'],
  source: realSource('melvinprince/xine-by-unisource.dev', 'a1c5851f', 'README.md', RENDERED),
  pages: { '/': realPage('xine-readme/index.html') },
  expected: {
    name: ['Xine', 'Xine by Unisource'],
    // "🆓 Free & open source — AGPL-3.0 licensed, forever". Vercel's and Supabase's free projects are the hosts'.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Marketing', 'Monitoring', 'SEO', 'Developer Tools'] },
    features: {
      must: XINE_FEATURES,
      may: [...XINE_ITEMS, ...variants(XINE_ITEMS), ...XINE_MODULES],
    },
    usps: { must: [], may: [...XINE_ITEMS, ...variants(XINE_ITEMS)] },
    tags: { must: [], may: XINE_TOPICS },
    keywords: { must: [], may: XINE_TOPICS },
    // "Made with ❤️ by Melvin Prince": its maker, named with no founding role.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

/** "## Key Features": the items as the page states them. */
const OCE_FEATURES = [
  'Hierarchical BOQ structure — Sections, positions, sub-positions with drag-and-drop reordering',
  'Inline editing — Click any cell to edit. Tab between fields. Undo/redo with Ctrl+Z',
  'Resources & assemblies — Link labor, materials, equipment to each position. Build reusable cost recipes',
  'Markups — Overhead, profit, VAT, contingency — configure per project or use regional defaults',
  'Automatic calculations — Quantity × unit rate = total. Section subtotals. Grand total with markups',
  'Validation — 42 built-in rules check for missing quantities, zero prices, duplicate items, and compliance with DIN 276, NRM, MasterFormat',
  'Export — Download as Excel, CSV, PDF report, or GAEB XML (X83)',
  'CWICR database — 55,000+ cost items covering all major construction trades. Available in 9 languages with 11 regional price sets',
  'Smart search — Find items by description, code, or classification. AI-powered semantic search matches meaning, not just keywords ("concrete wall" finds "reinforced partition C30/37")',
  'Resource catalog — 7,000+ materials, equipment, labor rates, and operators. Build custom assemblies from catalog items',
  'Regional pricing — Automatic price adjustment based on project location. Compare rates across regions',
  'Import your data — Upload your own cost database from Excel, CSV, or connect via API',
  'CAD/BIM takeoff — Upload Revit (.rvt), IFC, AutoCAD (.dwg), or MicroStation (.dgn) files. DDC converters extract elements with volumes, areas, and lengths automatically',
  'Interactive QTO — Choose how to group extracted data: by Category, Type, Level, Family. Format-specific presets for Revit and IFC',
  'Linked geometry preview — Click the BIM link badge on any BOQ position to see a 3D preview of linked elements with interactive rotate/zoom/pan controls',
  'BIM Quantity Picker — Select quantities (area, volume, length) directly from linked BIM elements and apply them to BOQ positions. The source parameter name is shown next to the unit',
  'DWG polyline measurement — Click any polyline in the DWG viewer to instantly see area, perimeter, and individual segment lengths with on-canvas labels',
  'PDF measurement — Open construction drawings directly in the browser. Measure distances, areas, and count elements with calibrated scale',
  'AI estimation — Describe your project in plain text, upload a building photo, or paste a PDF — AI generates a complete BOQ with quantities and market rates',
  'AI Cost Advisor — Ask questions about pricing, materials, or estimation methodology. AI answers using your cost database as context',
  'Cost matching — After AI generates an estimate, match each item against your CWICR database to replace AI-guessed rates with real market prices',
  'Gantt chart — Visual project schedule with drag-and-drop activities, dependencies (FS/FF/SS/SF), and critical path highlighting',
  'Auto-generate from BOQ — Create schedule activities directly from your BOQ sections with cost-proportional durations',
  'Earned Value Management — Track SPI, CPI, EAC, and variance. S-curve visualization shows planned vs actual progress',
  'Budget tracking — Set baselines, compare snapshots, run what-if scenarios',
  'Monte Carlo simulation — Risk-adjusted schedule analysis with probability distributions',
  'Tendering — Create bid packages, distribute to subcontractors, collect and compare bids with side-by-side price mirror',
  'Change orders — Track scope changes with cost and schedule impact analysis',
  'Risk register — Probability × impact matrix, mitigation strategies, risk-adjusted contingency',
  'Reports — Generate professional PDF reports, Excel exports, GAEB XML. 12 built-in templates',
  'Documents — Centralized file management with version tracking and drag-and-drop upload',
  'EAC Triplets — Capture requirements as structured data: Entity (wall), Attribute (fire_rating), Constraint (≥ F90)',
  '4 Quality Gates — Completeness → Consistency → Coverage → Compliance. Run sequentially to validate requirements',
  'BOQ Traceability — Link each requirement to BOQ positions for full traceability from spec to estimate',
  'Bulk Import — Import requirements from structured text (pipe-delimited format)',
  'Categories — Structural, fire safety, thermal, acoustic, waterproofing, electrical, mechanical, architectural',
  '10 markup types — Cloud, arrow, text, rectangle, highlight, polygon, distance, area, count, stamp',
  'Custom stamps — Approved, Rejected, For Review, Revised, Final + create your own with logo and date',
  'Scale calibration — Set real-world scale per page for accurate measurements',
  'Markups List — Table view of all annotations with filters, search, and CSV export',
  'BOQ Integration — Link measurements directly to BOQ positions (quantity = measured value)',
  '5-stage workflow — Open → In Progress → Resolved → Verified → Closed',
  'Location pins — Mark exact position on PDF drawings (x/y coordinates)',
  'Priority levels — Low, Medium, High, Critical with color coding',
  'Photo attachments — Upload photos of deficiencies from the field',
  'Categories — Structural, mechanical, electrical, architectural, fire safety, plumbing, finishing',
  'PDF Export — Generate punch list reports for stakeholder review',
  'Verification control — Different user must verify (not the resolver)',
  '42 built-in rules across 13 rule sets — DIN 276, NRM, MasterFormat, GAEB, and universal BOQ quality checks',
  'Real-time validation — Run checks with Ctrl+Shift+V. Each position gets a pass/warning/error indicator',
  'Quality score — Overall BOQ quality percentage (0–100%) visible in the toolbar',
  'Drill-down — Click any finding to jump directly to the affected BOQ position and fix it',
  'Custom rules — Define project-specific validation rules via the rule builder or Python scripting',
];
/** "### 🚀 Guided Onboarding": steps, no features. */
const OCE_ONBOARDING = [
  'Choose language — Select from 21 languages. The entire UI switches instantly',
  'Select region — Determines default cost database, currency, and classification standard',
  'Load cost database — One-click import of CWICR pricing data for your region (55,000+ items)',
  'Import resource catalog — Materials, labor, equipment, and pre-built assemblies',
  'Configure AI *(optional)* — Enter an API key from any supported LLM provider',
  'Create your first project — Set name, region, standard, and start estimating',
];
/** "## ✨ What's New in v2.7.0": a release's changes. */
const OCE_NEW = [
  'CWICR catalog download fixed on stock Windows Python (#104) — httpx + certifi replaces urllib, kills CERTIFICATE_VERIFY_FAILED',
  'Cost-DB cache invalidation wired through every import / clear path — newly imported regions appear instantly',
  'Tasks board cards move between columns via optimistic update with rollback on PATCH fail',
  'Cost-DB modal opens instantly: startup pre-warm, 60-min cache, idle-time prefetch',
  '24 UI languages now (added Croatian, Indonesian, Romanian, Thai, Vietnamese)',
  '~28 k translation keys covered across all locales',
  'BOQ resource type chips translated × 21 locales',
  'Privacy / Terms rewritten for self-hosted edition',
  'Multi-variant resource picker — explicit modal for cost items with multiple independent variant slots (concrete grade × rebar × formwork)',
  'Variant resources dedupe across modal · apply-time · render-time · summary layers',
  'Violet Variant chip replaces cryptic *Materials* tag on variant rows',
  'Bulk-fill chips (median / average / cheapest / priciest), per-row delta-vs-mean',
  'RTL-correct layout, full keyboard navigation',
  'BIM disk-usage chip moved to hover-tooltip (no more data/bim/ 86.3 MB cluttering project name)',
  'QA-crawler bug sweep: 12 + 3 fixes from automated multi-locale crawl',
  'Skeleton table in cost-DB modal results pane',
  '"Add to: section" footer dropdown in cost-DB modal',
];
const OCE_WHY = [
  'Free forever',
  'Your data, your server',
  '21 languages',
  '20 regional standards',
  'AI-powered',
  '55,000+ cost items',
];
const OCE_TOPICS = [
  'construction',
  'construction estimation',
  'construction ERP',
  'ERP',
  'cost estimation',
  'estimation',
  'project management',
  'BOQ',
  'Bill of Quantities',
  'BIM',
  'CAD',
  'CAD/BIM takeoff',
  'takeoff',
  '4D scheduling',
  '5D cost model',
  '4D/5D planning',
  'AI estimation',
  'AI',
  'tendering',
  'Gantt chart',
  'punch list',
  'PDF markups',
  'validation',
  'cost database',
  'CWICR',
  'DIN 276',
  'NRM',
  'GAEB',
  'MasterFormat',
  'Revit',
  'IFC',
  'DWG',
  'self-hosted',
  'open source',
  'open-source',
  'AGPL-3.0',
  'FastAPI',
  'React',
  'PostgreSQL',
  'regional standards',
  'languages',
  'cost items',
];

const openconstructionerp: CorpusSite = {
  id: 'openconstructionerp-readme',
  about:
    'OpenConstructionERP\'s README: the h1 and a bold tagline, a links row (walkthrough, demo, docs, Telegram discussions), badges, a screenshot and a video upload, a contents table, what is new in a release, a "Why" table ("Free forever"), a comparison table whose price row gives other tools\' "~€500/mo", GIF tours, key features in sub-sections, standards, onboarding, quick start, stack, security, legal notes ("commercial licensing") and the maker\'s social badges and logo.',
  classes: ['real', 'single-page', 'pricing', 'features', 'readme'],
  source: realSource('datadrivenconstruction/OpenConstructionERP', 'b206ccbf', 'README.md', RENDERED),
  pages: { '/': realPage('openconstructionerp-readme/index.html') },
  expected: {
    name: 'OpenConstructionERP',
    // "Free forever" (the Why table, and the comparison's "Price" row). "For commercial licensing without AGPL
    // obligations … contact": a paid licence, unpriced, beside it (freemium by the corpus's convention, free too).
    // The comparison's "~€500/mo" … "~€30/mo" are other tools' prices.
    pricing_model: ['free', 'freemium'],
    founded_year: null,
    // "For commercial licensing … contact info@datadrivenconstruction.io" (also the security address).
    contact_email: 'info@datadrivenconstruction.io',
    city: null,
    country: null,
    // "The latest stable release": a release's state, no stage in words.
    stage: null,
    // Screenshots and GIFs; the "DDC Logo" at the end is its maker's, DataDrivenConstruction's.
    logo_url: null,
    // The teaser upload, its full walkthrough on YouTube, or the release's mp4.
    demo_video_url: [
      'https://github.com/user-attachments/assets/20b9b585-93ac-4829-a3dc-0ede9ca9e2fc',
      'https://www.youtube.com/watch?v=X06cIaroAeI',
      'https://github.com/datadrivenconstruction/OpenConstructionERP/releases/download/v2.0.0/oce_full_demo.mp4',
    ],
    categories: { must: [], may: ['Productivity', 'Task Management', 'Finance', 'Accounting', 'AI'] },
    features: {
      must: OCE_FEATURES,
      may: [...variants(OCE_FEATURES), ...OCE_WHY, ...OCE_ONBOARDING, ...variants(OCE_ONBOARDING), ...OCE_NEW],
    },
    usps: { must: [], may: [...OCE_WHY, ...OCE_FEATURES, ...variants(OCE_FEATURES)] },
    tags: { must: [], may: OCE_TOPICS },
    keywords: { must: [], may: OCE_TOPICS },
    founders: [],
    // The closing row of social badges ("Follow on X", "Subscribe on YouTube", "Connect on LinkedIn") and the
    // links row's "Discussions" (Telegram, "💬 Join Discussions").
    socials: {
      x: 'https://x.com/datadrivenconst',
      youtube: 'https://www.youtube.com/@datadrivenconstruction',
      linkedin: 'https://www.linkedin.com/company/78381569',
      custom: 'https://t.me/datadrivenconstruction',
    },
    faqs: [],
  },
  // Other tools' prices in the comparison are no price of this product; the demo accounts' addresses are no contact.
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'contact_email=demo@openestimator.io'],
};

/** The three bold points under the tagline, as the page states them. */
const BUDDIES_POINTS = [
  'Free, private, open source. Fork it, add features, run it locally.',
  'Bring your own harness. Use the best agent CLI for each model.',
  'Teams with memory. Buddies share channels and tasks and remember across sessions.',
];
const BUDDIES_FEATURES = BUDDIES_POINTS.filter((item) => !item.startsWith('Free'));
const BUDDIES_MAY = [
  ...BUDDIES_POINTS,
  'Free, private, open source.',
  'Bring your own harness.',
  'Teams with memory.',
  'Free, private, open source',
  'Bring your own harness',
  'Teams with memory',
];
const BUDDIES_TOPICS = [
  'AI agents',
  'agents',
  'agent team orchestration',
  'multi-harness',
  'orchestration',
  'Claude Code',
  'Codex',
  'Gemini',
  'Gemini CLI',
  'OpenCode',
  'channels',
  'tasks',
  'threads',
  'memory',
  'open source',
  'private',
  'mobile friendly',
  'Rust',
  'Node',
  'pnpm',
  'React',
  'Vite',
  'Express',
  'WebSocket',
  'SQLite',
  'Tailscale',
];

const buddies: CorpusSite = {
  id: 'buddies-readme',
  about:
    'Buddies\' README: the h1, a quoted line, a bold tagline "Free, open source, multi-harness agent team orchestration.", a screenshot, a link to the launch video, three bold points ("Free, private, open source."), quick start, production, access key, persistent Buddies, supported agents, structure and licence.',
  classes: ['real', 'single-page', 'pricing', 'features', 'readme'],
  source: realSource('nbardy/buddies', '0259383b', 'README.md', RENDERED),
  pages: { '/': realPage('buddies-readme/index.html') },
  expected: {
    name: 'Buddies',
    // "Free, open source, multi-harness agent team orchestration."; "Free, private, open source."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // A screenshot only.
    logo_url: null,
    // "Watch the launch video".
    demo_video_url: 'https://raw.githubusercontent.com/nbardy/buddies/main/docs/resources/unleashd-2.mp4',
    categories: { must: [], may: ['AI', 'Chatbots', 'Developer Tools', 'Productivity', 'Task Management'] },
    features: { must: BUDDIES_FEATURES, may: BUDDIES_MAY },
    usps: { must: [], may: BUDDIES_MAY },
    tags: { must: [], may: BUDDIES_TOPICS },
    keywords: { must: [], may: BUDDIES_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

export const REAL_HELD_OUT_SITES_FIFTY_SIXTH: readonly CorpusSite[] = [xine, openconstructionerp, buddies];
