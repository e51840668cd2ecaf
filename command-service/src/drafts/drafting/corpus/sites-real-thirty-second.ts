/**
 * Issue 34, thirty-second round: planned items and problem lists taken as features or reasons to choose (coming soon, roadmap, why-X sections). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - akasa-readme: akasamq/akasa at aed0a088 (README.md): "## Features" as a task list, six items ticked and
 *   one not, "Cluster mode (*coming soon*)"; an "Enterprise Edition" list, one item ticked (with a sub-list)
 *   and four not (planned).
 * - rustfs-readme: rustfs/rustfs at 20d12664 (README.md): "## Feature & Status", eight labelled items over a
 *   table of features and their status, four "🚧 Under Testing" / "🚧 Partial"; a comparison table.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - hievents-readme: HiEventsDev/Hi.Events at 944433c7 (README.md): "## Why Hi.Events?" (the problem of
 *   other ticketing platforms, then what it is), "## Features" in a table of five headed groups, a comparison.
 * - surfsense-readme: MODSetter/SurfSense at b4d57e9b (README.md): "## Why agents need SurfSense" (the
 *   problems of platform APIs and scraping, then four labelled items), a connectors table, "Everything else
 *   in the box" (bold-headed lists), comparisons, "Feature requests and future" and "Roadmap" (links only).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const MARKDOWN = 'rendered by markdown-it, html and linkify on';

const AKASA_ITEMS = [
  'Full support MQTT v3.1/v3.1.1/v5.0',
  'Support TLS (include two-way authentication)',
  'Support WebSocket (include TLS support)',
  'Support Proxy Protocol V2',
  'Use a Hook trait to extend the server',
  'Simple password file based authentication',
];
/** The enterprise edition's ticked item and its sub-list (an edition's, so may). */
const AKASA_ENTERPRISE = [
  'WebAssembly based Rule Engine',
  'can run very complex logic (such as TensorFlow)',
  'very high performance compare to scripting language',
  'hot reload',
];
const AKASA_TOPICS = [
  'MQTT',
  'MQTT server',
  'MQTT broker',
  'Rust',
  'high performance',
  'low latency',
  'TLS',
  'WebSocket',
  'IoT',
  'messaging',
  'Docker',
  'Proxy Protocol',
  'authentication',
];

const akasa: CorpusSite = {
  id: 'akasa-readme',
  about:
    'real (akasamq/akasa README): "Features" as a task list, one unticked item "(coming soon)"; an "Enterprise Edition" task list, four planned items; a benchmark; community links',
  classes: ['real', 'tuning', 'single-page', 'features', 'planned-items'],
  source: realSource('akasamq/akasa', 'aed0a088', 'README.md', MARKDOWN),
  pages: { '/': realPage('akasa-readme/index.html') },
  expected: {
    name: 'Akasa',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Infrastructure', 'IoT'] },
    features: { must: AKASA_ITEMS, may: AKASA_ENTERPRISE },
    usps: { must: [], may: [...AKASA_ITEMS, ...AKASA_ENTERPRISE] },
    tags: { must: [], may: AKASA_TOPICS },
    keywords: { must: [], may: AKASA_TOPICS },
    founders: [],
    // Its community: the GitHub Discussions, a Discord, a Telegram group.
    socials: {
      custom: [
        'https://github.com/akasamq/akasa/discussions',
        'https://discord.gg/Geg7hXWM',
        'https://t.me/+UCBpJs-6ddI4MjE1',
      ],
    },
    faqs: [],
  },
  // Unticked (planned) items are not the product's yet; the benchmark's other servers are not it.
  forbidden: [
    'features=Cluster mode (coming soon)',
    'features=Cluster mode',
    'features=HTTP API to interact with Akasa',
    'features=Statistics metrics',
    'features=Rate limit',
    'features=Data Integration (route message to MySQL/Kafka/InfluxDB...)',
    'usps=Cluster mode (coming soon)',
    'usps=HTTP API to interact with Akasa',
    'usps=Statistics metrics',
    'usps=Rate limit',
    'FlashMQ',
    'EMQX',
    'VerneMQ',
  ],
};

const RUSTFS_ITEMS = [
  'High Performance: Built with Rust to ensure maximum speed and resource efficiency.',
  'Distributed Architecture: Scalable and fault-tolerant design suitable for large-scale deployments.',
  'S3 Compatibility: Seamless integration with common S3-compatible applications and tools; current coverage is tracked in the S3 compatibility matrix.',
  'OpenStack Swift API: Native support for Swift protocol with Keystone authentication.',
  'OpenStack Keystone Integration: Native support for OpenStack Keystone authentication with X-Auth-Token headers.',
  'Data Lake Support: Optimized for high-throughput big data and AI workloads.',
  'Open Source: Licensed under Apache 2.0, encouraging unrestricted community contributions and commercial usage.',
  'User-Friendly: Designed with simplicity in mind for easy deployment and management.',
];
/** The labels, and the table's available features. */
const RUSTFS_MAY = [
  'High Performance',
  'Distributed Architecture',
  'S3 Compatibility',
  'OpenStack Swift API',
  'OpenStack Keystone Integration',
  'Data Lake Support',
  'Open Source',
  'User-Friendly',
  'S3 Core Features',
  'Upload / Download',
  'Versioning',
  'Logging',
  'Event Notifications',
  'K8s Helm Charts',
  'Keystone Auth',
  'Swift API',
  'Bitrot Protection',
  'Single Node Mode',
  'Bucket Replication',
  'Multi-Tenancy',
  'Powerful Console',
  'Rust-based',
  'No Telemetry / Full Compliance',
  'Permissive Apache 2.0',
  'S3-Compatible Core',
  'Strong Edge Support',
  'Enterprise Risk Mitigation',
];
const RUSTFS_TOPICS = [
  'object storage',
  'distributed object storage',
  'Rust',
  'S3',
  'S3-compatible',
  'MinIO',
  'MinIO alternative',
  'data lakes',
  'data lake',
  'AI',
  'big data',
  'Apache 2.0',
  'open source',
  'OpenStack',
  'Swift',
  'Keystone',
  'Kubernetes',
  'Docker',
  'edge',
  'IoT',
  'high performance',
  'storage',
];

const rustfs: CorpusSite = {
  id: 'rustfs-readme',
  about:
    'real (rustfs/rustfs README): "Feature & Status", eight labelled items over a status table (four "🚧 Under Testing" / "🚧 Partial"); a comparison table with "Other Object Storage"; quick start',
  classes: ['real', 'tuning', 'single-page', 'features', 'planned-items'],
  source: realSource('rustfs/rustfs', '20d12664', 'README.md', MARKDOWN),
  pages: { '/': realPage('rustfs-readme/index.html') },
  expected: {
    name: 'RustFS',
    pricing_model: null,
    founded_year: null,
    // "Contact": "Business: hello@rustfs.com" (first written null: the section was missed).
    contact_email: 'hello@rustfs.com',
    city: null,
    country: null,
    stage: null,
    logo_url: ['https://repository-images.githubusercontent.com/722597620/0fa936a2-8164-4f53-867f-def4beb64b21'],
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Infrastructure', 'Cloud', 'Storage', 'Databases'] },
    features: { must: RUSTFS_ITEMS, may: RUSTFS_MAY },
    usps: { must: [], may: [...RUSTFS_ITEMS, ...RUSTFS_MAY] },
    tags: { must: [], may: RUSTFS_TOPICS },
    keywords: { must: [], may: RUSTFS_TOPICS },
    founders: [],
    socials: { custom: 'https://discord.gg/NcKBCEJp6P' },
    faqs: [],
  },
  // Features under testing or partial are not there yet; the other column of the comparison is not it.
  forbidden: [
    'features=Lifecycle Management',
    'features=Distributed Mode',
    'features=RustFS KMS',
    'features=Swift Metadata Ops',
    'usps=Lifecycle Management',
    'usps=Distributed Mode',
    'usps=RustFS KMS',
    'usps=Swift Metadata Ops',
    'features=Basic / Limited Console',
    'features=Restrictive AGPL v3',
    'features=Potential Risk',
    'features=Weak Edge Support',
    'features=Legal Risks',
    'features=Variable Compatibility',
    'usps=Restrictive AGPL v3',
    'usps=Weak Edge Support',
  ],
};

export const REAL_TUNING_SITES_THIRTY_SECOND: readonly CorpusSite[] = [akasa, rustfs];

const HIEVENTS_ITEMS = [
  'Flexible ticket types (free, paid, donation, tiered)',
  'Hidden and locked tickets behind promo codes',
  'Promo codes and pre-sale access',
  'Product add-ons (merch, upgrades, extras)',
  'Product categories for organization',
  'Full tax and fee support (VAT, service fees)',
  'Capacity management and shared limits',
  'Beautiful, conversion-optimized checkout',
  'Customizable PDF ticket designs',
  'Branded organizer homepage',
  'Drag-and-drop event page builder',
  'Embeddable ticket widget',
  'SEO tools (meta tags, Open Graph)',
  'Custom checkout questions',
  'Advanced search, filtering, and export (CSV/XLSX)',
  'Full and partial refunds',
  'Bulk messaging by ticket type',
  'QR code check-in with scan logs',
  'Access-controlled check-in lists',
  'Real-time sales dashboard',
  'Affiliate and referral tracking',
  'Advanced reporting (sales, tax, promos)',
  'Webhooks (Zapier, Make, CRMs)',
];
const HIEVENTS_MAY = [
  'Ticketing & Sales',
  'Branding & Customization',
  'Attendee Management',
  'Analytics & Growth',
  'Operations',
  'Multi-user roles and permissions',
  'Stripe Connect instant payouts',
  'Offline payment methods',
  'Offline event support',
  'Automatic invoicing',
  'Event archive',
  'Multi-language support',
  'Full REST API',
  'Self-hosted option',
  'Open source',
  'No per-ticket fees (self-hosted)',
  'Full custom branding',
  'Affiliate tracking',
  'API access',
  'Own your data',
  'Self-hosted or cloud. Your events, your brand, your data.',
];
const HIEVENTS_TOPICS = [
  'event ticketing',
  'ticketing',
  'event management',
  'events',
  'open source',
  'self-hosted',
  'Eventbrite alternative',
  'conferences',
  'nightlife',
  'concerts',
  'festivals',
  'workshops',
  'tickets',
  'check-in',
  'promo codes',
  'checkout',
  'Stripe',
];

const hievents: CorpusSite = {
  id: 'hievents-readme',
  about:
    'real (HiEventsDev/Hi.Events README): "Why Hi.Events?" (other platforms\' fees and lock-in, then what it is); "Features" in a table of five headed groups; a comparison with Eventbrite, Tickettailor, Dice; a support line with an email',
  classes: ['real', 'held-out', 'single-page', 'features', 'why-section'],
  source: realSource('HiEventsDev/Hi.Events', '944433c7', 'README.md', MARKDOWN),
  pages: { '/': realPage('hievents-readme/index.html') },
  expected: {
    name: 'Hi.Events',
    pricing_model: null,
    founded_year: null,
    contact_email: 'hello@hi.events',
    // "Made with ☘️ in Ireland".
    city: null,
    country: 'IE',
    stage: null,
    logo_url: ['https://hievents-public.s3.us-west-1.amazonaws.com/website/github-banner.png?v=1'],
    demo_video_url: null,
    categories: { must: [], may: ['Events', 'E-commerce', 'Marketing', 'Productivity'] },
    features: { must: HIEVENTS_ITEMS, may: HIEVENTS_MAY },
    usps: { must: [], may: [...HIEVENTS_ITEMS, ...HIEVENTS_MAY] },
    tags: { must: [], may: HIEVENTS_TOPICS },
    keywords: { must: [], may: HIEVENTS_TOPICS },
    founders: [],
    socials: { x: 'https://x.com/HiEventsTickets' },
    faqs: [],
  },
  // Other platforms' ways (the "Why" section's problem) and the comparison's other products are not it.
  forbidden: [
    'usps=Most ticketing platforms charge per-ticket fees and lock your data into their ecosystem.',
    'features=Most ticketing platforms charge per-ticket fees and lock your data into their ecosystem.',
    'Tickettailor',
    'Dice.fm',
    'DigitalOcean',
    'Railway',
    'Zeabur',
  ],
};

const SURFSENSE_ITEMS = [
  'One typed surface for wherever the data lives. Every connector is a REST endpoint returning structured JSON — posts, comments, transcripts, reviews, SERPs, pages. No rate-limit roulette, no HTML parsing, no browser loop.',
  'An MCP server that exposes every connector as a native tool (surfsense_reddit_scrape, surfsense_google_search, and more) to Claude, Cursor, or any agent framework.',
  'An agent harness, not just raw data: retries, structured output, and credit metering are built in, so agents go from a question to a cited brief without you building the plumbing.',
  'Open source and self-hostable, so your research stays on your own infrastructure.',
];
const SURFSENSE_MAY = [
  'One typed surface for wherever the data lives.',
  'An MCP server',
  'An agent harness',
  'Open source and self-hostable',
  'Upload PDFs, Office docs, images, and audio, or sync Google Drive, OneDrive, and Dropbox. 50+ file formats supported.',
  'Hybrid semantic and full-text search with cited, Perplexity-style answers.',
  'AI file sorting auto-organizes documents by source, date, and topic.',
  'Downloadable AI artifacts for reports, resumes, documents, spreadsheets, and presentations.',
  'Two-host AI podcasts from any document or folder in under 20 seconds.',
  'Editable slide decks, narrated video overviews, and AI image generation.',
  'Run full agent turns on a schedule or in response to events, described in plain English, with results written back to Notion, Slack, Linear, and Jira.',
  'Real-time collaborative AI chats with comments and mentions.',
  'RBAC with Owner, Admin, Editor, and Viewer roles.',
  'General Assist: launch SurfSense from any app with a global shortcut.',
  'Quick Assist: select text anywhere, then ask AI to explain, rewrite, or act on it.',
  'Screenshot Assist: capture any region of your screen and ask AI about it.',
  'Watch Local Folder: auto-sync a local folder to your knowledge base. Point it at your Obsidian vault to keep your notes searchable.',
  '100+ LLMs via the OpenAI spec and LiteLLM, including GPT-5.5, Claude Sonnet 5, and Gemini 3.1 Pro.',
  '6,000+ embedding models and all major rerankers.',
  'Full local and private LLM support (vLLM, Ollama), so your data stays yours.',
  'General Assist',
  'Quick Assist',
  'Screenshot Assist',
  'Watch Local Folder',
  'Knowledge base',
  'Deliverable studio',
  'Automations',
  'Team collaboration',
  'Desktop app',
  'No vendor lock-in',
  'Live data connectors',
  'Reddit',
  'YouTube',
  'Instagram',
  'TikTok',
  'Google Maps',
  'Google Search',
  'Indeed',
  'Amazon',
  'Walmart',
  'Web Crawl',
  'External MCP Connectors',
];
const SURFSENSE_TOPICS = [
  'NotebookLM alternative',
  'open-source NotebookLM alternative',
  'AI agents',
  'agents',
  'web research',
  'open web research',
  'live data',
  'live data connectors',
  'connectors',
  'MCP',
  'MCP server',
  'REST API',
  'scraping',
  'web scraping',
  'web crawling',
  'knowledge base',
  'research',
  'AI',
  'LLM',
  'RAG',
  'search',
  'citations',
  'podcasts',
  'automations',
  'self-hosted',
  'open source',
  'Reddit',
  'YouTube',
  'Instagram',
  'TikTok',
  'Google Maps',
  'Google Search',
  'Amazon',
  'Walmart',
  'Indeed',
  'Docker',
];

const surfsense: CorpusSite = {
  id: 'surfsense-readme',
  about:
    'real (MODSetter/SurfSense README): "Why agents need SurfSense" (other tools\' problems, then four labelled items), a connectors table, "Everything else in the box" in bold-headed lists, comparisons with browser agents, scraping and search APIs and NotebookLM, "Feature requests and future" and a "Roadmap" of links',
  classes: ['real', 'held-out', 'single-page', 'features', 'why-section', 'planned-items'],
  source: realSource('MODSetter/SurfSense', 'b4d57e9b', 'README.md', MARKDOWN),
  pages: { '/': realPage('surfsense-readme/index.html') },
  expected: {
    name: 'SurfSense',
    // "Billing is pay as you go", self-hosting free: stated in words, but no model word the corpus pins.
    pricing_model: ['usage-based', 'usage_based', 'pay-as-you-go', 'freemium', 'free'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: ['https://github.com/user-attachments/assets/9361ef58-1753-4b6e-b275-5020d8847261'],
    demo_video_url: null,
    categories: { must: [], may: ['AI', 'Developer Tools', 'Productivity', 'Research', 'Data'] },
    features: { must: SURFSENSE_ITEMS, may: SURFSENSE_MAY },
    usps: { must: [], may: [...SURFSENSE_ITEMS, ...SURFSENSE_MAY] },
    tags: { must: [], may: SURFSENSE_TOPICS },
    keywords: { must: [], may: SURFSENSE_TOPICS },
    founders: [],
    socials: { custom: 'https://discord.gg/ejRNvftDp9', reddit: 'https://www.reddit.com/r/SurfSense/' },
    faqs: [],
  },
  // Other tools' problems (the "Why" paragraph and the comparisons), the comparison's other products, and the
  // roadmap's links are not this product's features or reasons.
  forbidden: [
    'features=Official platform APIs are rate-limited, priced for enterprises, or missing entirely',
    'usps=Official platform APIs are rate-limited, priced for enterprises, or missing entirely',
    'features=Roadmap Discussion: SurfSense 2026 Roadmap',
    'features=Kanban Board: SurfSense Project Board',
    'features=Stay up to date with our development progress and upcoming features.',
    'usps=Stay up to date with our development progress and upcoming features.',
    'Browserbase',
    'Browser Use',
    'Firecrawl',
    'Tavily',
    'Apify',
  ],
};

export const REAL_HELD_OUT_SITES_THIRTY_SECOND: readonly CorpusSite[] = [hievents, surfsense];
