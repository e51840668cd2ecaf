/**
 * Issue 34, forty-second round: pricing and logos on READMEs (a donation or sponsorship is no price of the
 * product; "free and open source" is free; an opening image on a CDN or named for the product is the logo,
 * a sponsor's banner or a screenshot is not). Filled by the round: the pages tuned on, and one for one the
 * real pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - dashy-readme: Lissy93/dashy at fde99410 (README.md): the h1, an italic tagline, then the centred mark on
 *   an image host (i.ibb.co/…/dashy.png, no alt text); three sponsors' banners ("Dashy is kindly sponsored
 *   by …"); "100% free and open-source" in the features list; "Donate a small amount by Sponsoring
 *   @Lissy93 on GitHub and receive some extra perks!".
 * - alist-readme: AlistGo/alist at 843d9dc8 (README.md): a centred opening image on a CDN (jsDelivr
 *   "alist-org/logo@main/logo.svg", alt "logo") linked to the product's site; a "$ sponsor" badge; "please
 *   consider sponsoring me or providing a single donation!"; "This program is a free and open source
 *   project".
 * - dokploy-readme: Dokploy/dokploy at 772b7682 (README.md), added later in the round (with chartdb-readme,
 *   both chosen and their facts written before the drafter ran on them): its own mark kept in a folder
 *   named sponsors (".github/sponsors/logo.png", alt "Dokploy - Open Source Alternative to …"), "Dokploy is
 *   a free, self-hostable Platform as a Service", "Try the Dokploy Cloud" (no price), "Github Sponsors".
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - adguardhome-readme: AdguardTeam/AdGuardHome at 75e43ab5 (README.md): a centred <picture> with dark and
 *   light wordmark sources (alt "AdGuard Home"), "Free and open source, powerful network-wide ads & trackers
 *   blocking DNS server.", a centred animated demo image on the company's CDN, a comparison table.
 * - koel-readme: koel/koel at 41cab99f (README.md): no logo (a "Showcase" screenshot under the h1), "a free,
 *   open-source music streaming solution", "The premium Koel Plus adds …" (no price), "Support me on
 *   OpenCollective with a monthly donation".
 * - chartdb-readme: chartdb/chartdb at c24936a4 (README.md): light and dark logo images inside the h1
 *   (alt "ChartDB"), a centred screenshot named for the product ("./public/chartdb.png"), "Open-source",
 *   "the cloud version" (no price), "ChartDB is currently in Public Beta.".
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

/**
 * "## Features 🌈": the list as the page states it, each item with its emoji (as wger's "🆓 100% Free & Open
 * Source" is kept); the text without it is also right.
 */
const DASHY_LINES = [
  '📃 Support for multiple pages',
  '🚦 Real-time status monitoring for each of your apps/links',
  '📊 Use widgets to display info and dynamic content from self-hosted services',
  '🔎 Instant search by name, domain, or tags + customizable hotkeys & keyboard shortcuts',
  '🎨 Many built-in color themes, with UI color editor and support for custom CSS',
  '🧸 Many icon options - Font-Awesome, homelab icons, auto-fetching Favicon, images, emojis, etc.',
  '💂 Optional authentication with multi-user access, configurable privileges, and SSO support',
  '🌎 Multi-language support, with 10+ human-translated languages, and more on the way',
  '☁ Optional, encrypted, free off-site cloud backup and restore feature available',
  '💼 A workspace view, for easily switching between multiple apps simultaneously',
  '🛩️ A minimal view, for use as a fast-loading browser Startpage',
  '🖱️ Choose app launch methods: new tab, same tab, clipboard, pop-up modal, or open in workspace view',
  '📏 Customizable layout, sizes, text, component visibility, sort order, behavior, etc.',
  '🖼️ Options for a full-screen background image, custom nav-bar links, HTML footer, title, etc.',
  '🚀 Easy to setup with Docker, or on bare metal, or with 1-Click cloud deployment',
  '⚙️ Easy single-file YAML-based configuration, and option to configure app through the UI',
  '✨ Under active development with improvements and new features added regularly',
  '🤏 Small bundle size, fully responsive UI, and PWA for basic offline access',
  '🆓 100% free and open-source',
  '🔐 Strong focus on privacy',
  '🌈 And loads more...',
];
const unmarked = (item: string) => item.replace(/^\S+\s/u, '');
const DASHY_ASIDE = ['Under active development', '100% free', 'And loads more'];
const DASHY_FEATURES = DASHY_LINES.filter((item) => !DASHY_ASIDE.some((aside) => item.includes(aside)));
const DASHY_MAY = [
  ...DASHY_LINES.filter((item) => !DASHY_FEATURES.includes(item)),
  ...DASHY_LINES.map(unmarked),
  // The feature sections' own headings.
  'Theming',
  'Icons',
  'Status Indicators',
  'Widgets',
  'Authentication',
  'Alternate Views',
  'Opening Methods',
  'Searching and Shortcuts',
  'Config Editor',
  'Cloud Backup & Sync',
  'Language Switching',
  'Multi-Page Support',
];
const DASHY_TOPICS = [
  'dashboard',
  'self-hosted',
  'self-hosted services',
  'homelab',
  'startpage',
  'status monitoring',
  'widgets',
  'themes',
  'icons',
  'authentication',
  'SSO',
  'Keycloak',
  'Docker',
  'YAML',
  'PWA',
  'open source',
  'open-source',
  'privacy',
  'search',
  'cloud backup',
  'multi-language',
];

const dashy: CorpusSite = {
  id: 'dashy-readme',
  about:
    'Dashy\'s README: the h1, an italic tagline and the centred mark on an image host, three sponsors\' banners, a features list with "100% free and open-source", feature sections and a "Supporting Dashy" section asking for donations.',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'features', 'socials', 'readme'],
  source: realSource('Lissy93/dashy', 'fde99410', 'README.md', RENDERED),
  pages: { '/': realPage('dashy-readme/index.html') },
  expected: {
    name: 'Dashy',
    // "100% free and open-source"; sponsoring @Lissy93 on GitHub is a donation, no price.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred image under the tagline, on an image host, its file named for the product (no alt text).
    logo_url: 'https://i.ibb.co/yhbt6CY/dashy.png',
    demo_video_url: null,
    // A dashboard for self-hosted services; the tree has no Dashboards.
    categories: { must: [], may: ['Productivity', 'Developer Tools', 'Monitoring'] },
    features: { must: DASHY_FEATURES, may: DASHY_MAY },
    usps: { must: [], may: [...DASHY_FEATURES, ...DASHY_MAY] },
    tags: { must: [], may: DASHY_TOPICS },
    keywords: { must: [], may: DASHY_TOPICS },
    founders: [],
    // The header row's "GitHub" link (the product's repository); its Discussions are GitHub's.
    socials: { github: 'https://github.com/Lissy93/dashy' },
    faqs: [],
  },
  // The sponsors' banners are no logo; a donation or sponsorship is no price of the product.
  forbidden: [
    'logo_url=https://pixelflare.cc/alicia/sponsors/ssd-nodes-sponsorship.png',
    'logo_url=https://cdn.as93.net/sponsors/umbrel-banner.jpg',
    'logo_url=https://cdn.as93.net/sponsors/test-mu-ai.png',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

/** "## Features": the top-level items (the storages are one item's sub-list). */
const ALIST_FEATURES = [
  'Multiple storages',
  'Easy to deploy and out-of-the-box',
  'File preview (PDF, markdown, code, plain text, ...)',
  'Image preview in gallery mode',
  'Video and audio preview, support lyrics and subtitles',
  'Office documents preview (docx, pptx, xlsx, ...)',
  '`README.md` preview rendering',
  'README.md preview rendering',
  'File permalink copy and direct file download',
  'Dark mode',
  'I18n',
  'Protected routes (password protection and authentication)',
  'WebDav (see https://alistgo.com/guide/webdav.html for details)',
  'Docker Deploy',
  'Cloudflare Workers proxy',
  'File/Folder package download',
  'Web upload(Can allow visitors to upload), delete, mkdir, rename, move and copy',
  'Offline download',
  'Copy files between two storage',
  'Multi-thread downloading acceleration for single-thread download/stream',
];
const ALIST_STORAGES = [
  'Local storage',
  'Aliyundrive',
  'OneDrive / Sharepoint (global, cn,de,us)',
  '189cloud (Personal, Family)',
  'GoogleDrive',
  '123pan',
  'FTP / SFTP',
  'PikPak',
  'S3',
  'Seafile',
  'UPYUN Storage Service',
  'WebDav(Support OneDrive/SharePoint without API)',
  'Teambition(China,International)',
  'MediaFire',
  'Mediatrack',
  'ProtonDrive',
  '139yun (Personal, Family, Group)',
  'YandexDisk',
  'BaiduNetdisk',
  'Terabox',
  'UC',
  'Quark',
  'Thunder',
  'Lanzou',
  'ILanzou',
  'Aliyundrive share',
  'Google photo',
  'Mega.nz',
  'Baidu photo',
  'SMB',
  '115',
  'Cloudreve',
  'Dropbox',
  'FeijiPan',
  'dogecloud',
  'Azure Blob Storage',
];
const ALIST_TOPICS = [
  'file list',
  'file list program',
  'storages',
  'multiple storages',
  'storage',
  'cloud storage',
  'WebDav',
  'Gin',
  'Solidjs',
  'file preview',
  'Docker',
  'open source',
  'open-source',
  'Golang',
  'network disk',
  'offline download',
];

const alist: CorpusSite = {
  id: 'alist-readme',
  about:
    'AList\'s README: a centred CDN logo linked to the product\'s site, an italic tagline, badges with a "$ sponsor" badge, a features list of storages, a "Sponsor" section asking for donations, and a disclaimer.',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'features', 'socials', 'readme'],
  source: realSource('AlistGo/alist', '843d9dc8', 'README.md', RENDERED),
  pages: { '/': realPage('alist-readme/index.html') },
  expected: {
    name: 'AList',
    // "This program is a free and open source project"; sponsoring and a single donation are no price.
    pricing_model: 'free',
    founded_year: null,
    // i@nn.ci is given only for reporting an infringement, no contact of the product.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred opening image on jsDelivr, alt "logo", linked to alistgo.com.
    logo_url: 'https://cdn.jsdelivr.net/gh/alist-org/logo@main/logo.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    features: {
      must: ALIST_FEATURES.filter((item) => !item.startsWith('`')),
      may: [...ALIST_FEATURES, ...ALIST_STORAGES],
    },
    usps: { must: [], may: [...ALIST_FEATURES, ...ALIST_STORAGES] },
    tags: { must: [], may: ALIST_TOPICS },
    keywords: { must: [], may: ALIST_TOPICS },
    founders: [],
    // The closing line: "@GitHub" (the organisation), "@TelegramGroup", "@Discord" (also a badge).
    socials: {
      github: 'https://github.com/alist-org',
      custom: ['https://t.me/alist_chat', 'https://discord.gg/F4ymsH4xv2'],
    },
    faqs: [],
  },
  forbidden: [
    'logo_url=https://img.shields.io/badge/%24-sponsor-F87171.svg',
    'logo_url=https://goreportcard.com/badge/github.com/alist-org/alist/v3',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

/** "## ✨ Features": labelled items, label and text as the page states them. */
const DOKPLOY_FEATURES = [
  'Applications: Deploy any type of application (Node.js, PHP, Python, Go, Ruby, etc.).',
  'Databases: Create and manage databases with support for MySQL, PostgreSQL, MongoDB, MariaDB, libsql, and Redis.',
  'Backups: Automate backups for databases to an external storage destination.',
  'Docker Compose: Native support for Docker Compose to manage complex applications.',
  'Multi Node: Scale applications to multiple nodes using Docker Swarm to manage the cluster.',
  'Templates: Deploy open-source templates (Plausible, Pocketbase, Calcom, etc.) with a single click.',
  'Traefik Integration: Automatically integrates with Traefik for routing and load balancing.',
  'Real-time Monitoring: Monitor CPU, memory, storage, and network usage for every resource.',
  'Docker Management: Easily deploy and manage Docker containers.',
  'CLI/API: Manage your applications and databases using the command line or through the API.',
  'Notifications: Get notified when your deployments succeed or fail (via Slack, Discord, Telegram, Email, etc.).',
  'Multi Server: Deploy and manage your applications remotely to external servers.',
  'Self-Hosted: Self-host Dokploy on your VPS.',
];
const DOKPLOY_LABELS = DOKPLOY_FEATURES.map((item) => item.slice(0, item.indexOf(':')));
const DOKPLOY_TOPICS = [
  'PaaS',
  'Platform as a Service',
  'self-hostable',
  'self-hosted',
  'deployment',
  'applications',
  'databases',
  'Docker',
  'Docker Compose',
  'Docker Swarm',
  'Traefik',
  'backups',
  'monitoring',
  'templates',
  'VPS',
  'open source',
  'Vercel',
  'Heroku',
  'Netlify',
  'CLI',
  'API',
];

const dokploy: CorpusSite = {
  id: 'dokploy-readme',
  about:
    'Dokploy\'s README: a centred opening image (its mark, kept under .github/sponsors/) linked to the product\'s site, a Discord banner, a one-line description, labelled features, getting started with "Try the Dokploy Cloud", a GitHub Sponsors link and a video tutorial.',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'features', 'socials', 'readme'],
  source: realSource('Dokploy/dokploy', '772b7682', 'README.md', RENDERED),
  pages: { '/': realPage('dokploy-readme/index.html') },
  expected: {
    name: 'Dokploy',
    // "Dokploy is a free, self-hostable Platform as a Service (PaaS)"; the cloud is offered with no price,
    // GitHub Sponsors is a donation.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image, its file logo.png, alt the product's name and tagline, linked to dokploy.com.
    logo_url: '{base}/.github/sponsors/logo.png',
    // "📺 Video Tutorial": the product shown on YouTube.
    demo_video_url: 'https://youtu.be/mznYKPvhcfw',
    categories: { must: [], may: ['Developer Tools', 'CI/CD', 'Databases', 'Monitoring'] },
    features: { must: DOKPLOY_FEATURES, may: DOKPLOY_LABELS },
    usps: { must: [], may: [...DOKPLOY_FEATURES, ...DOKPLOY_LABELS] },
    tags: { must: [], may: DOKPLOY_TOPICS },
    keywords: { must: [], may: DOKPLOY_TOPICS },
    founders: [],
    // "Join us on Discord for help, feedback, and discussions!"
    socials: { custom: 'https://discord.gg/2tBnJ3jDJc' },
    faqs: [],
  },
  forbidden: [
    'logo_url=https://discordapp.com/api/guilds/1234073262418563112/widget.png?style=banner2',
    'logo_url=https://dokploy.com/banner.png',
    'logo_url=https://contrib.rocks/image?repo=dokploy/dokploy',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

export const REAL_TUNING_SITES_FORTY_SECOND: readonly CorpusSite[] = [dashy, alist, dokploy];

/** "How does AdGuard Home compare to Pi-Hole": the table's features (all the product's). */
const ADGUARD_TABLE = [
  'Blocking ads and trackers',
  'Customizing blocklists',
  'Built-in DHCP server',
  'HTTPS for the Admin interface',
  'Encrypted DNS upstream servers (DNS-over-HTTPS, DNS-over-TLS, DNSCrypt)',
  'Cross-platform',
  'Running as a DNS-over-HTTPS or DNS-over-TLS server',
  'Blocking phishing and malware domains',
  'Parental control (blocking adult domains)',
  'Force Safe search on search engines',
  'Per-client (device) configuration',
  'Access settings (choose who can use AGH DNS)',
  'Running without root privileges',
  'Choose what exactly the server blocks and permits.',
  'Monitor your network activity.',
  'Add your own custom filtering rules.',
  "Most importantly, it's your own server, and you are the only one who's in control.",
];
const ADGUARD_TOPICS = [
  'ad blocking',
  'ads',
  'trackers',
  'tracking',
  'DNS',
  'DNS server',
  'DNS sinkholing',
  'network-wide',
  'privacy',
  'privacy protection',
  'parental control',
  'DHCP',
  'DNS-over-HTTPS',
  'DNS-over-TLS',
  'DNSCrypt',
  'open source',
  'Docker',
  'Snap',
  'self-hosted',
];

const adguardhome: CorpusSite = {
  id: 'adguardhome-readme',
  about:
    'AdGuard Home\'s README: a centred <picture> of dark and light wordmarks, an h3 tagline, "Free and open source, …", links and badges, a centred animated demo image, and comparisons with public DNS servers, Pi-Hole and ad blockers.',
  classes: ['real', 'single-page', 'pricing', 'features', 'socials', 'readme'],
  source: realSource('AdguardTeam/AdGuardHome', '75e43ab5', 'README.md', RENDERED),
  pages: { '/': realPage('adguardhome-readme/index.html') },
  expected: {
    name: 'AdGuard Home',
    // "Free and open source, powerful network-wide ads & trackers blocking DNS server."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The <img> of the opening <picture> (light) or its dark source.
    logo_url: ['{base}/doc/adguard_home_lightmode.svg', '{base}/doc/adguard_home_darkmode.svg'],
    demo_video_url: null,
    categories: { must: [], may: ['Security & Privacy', 'Developer Tools', 'Productivity'] },
    features: { must: [], may: ADGUARD_TABLE },
    usps: { must: [], may: ADGUARD_TABLE },
    tags: { must: [], may: ADGUARD_TOPICS },
    keywords: { must: [], may: ADGUARD_TOPICS },
    founders: [],
    // The links row under the tagline: Reddit, Twitter, Telegram (AdGuard.com and the wiki are no socials).
    socials: {
      reddit: 'https://reddit.com/r/Adguard',
      x: 'https://twitter.com/AdGuard',
      custom: 'https://t.me/adguard_en',
    },
    faqs: [],
  },
  // The animated demo is a screenshot, no logo; badges are no logo.
  forbidden: [
    'logo_url=https://cdn.adtidy.org/public/Adguard/Common/adguard_home.gif',
    'logo_url=https://snapcraft.io/adguard-home/badge.svg',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

const KOEL_TOPICS = [
  'music streaming',
  'music',
  'streaming',
  'web-based',
  'Laravel',
  'Vue',
  'playlists',
  'smart playlists',
  'scrobbling',
  'podcasts',
  'radio',
  'Last.fm',
  'Spotify',
  'MusicBrainz',
  'AI assistant',
  'open-source',
  'open source',
  'self-hosted',
  'SSO',
  'white-labeling',
  'mobile app',
  'iOS',
  'Android',
];

const koel: CorpusSite = {
  id: 'koel-readme',
  about:
    'koel\'s README: the h1 with badges, a showcase screenshot, an intro ("a free, open-source music streaming solution", the premium Koel Plus without a price), the mobile player, and sponsors and backers asked for a monthly donation.',
  classes: ['real', 'single-page', 'pricing', 'readme'],
  source: realSource('koel/koel', '41cab99f', 'README.md', RENDERED),
  pages: { '/': realPage('koel-readme/index.html') },
  expected: {
    name: ['Koel', 'koel'],
    // "a free, open-source music streaming solution" beside "The premium Koel Plus" (no price), as
    // Ghostfolio's free edition beside its Premium offering.
    pricing_model: ['freemium', 'free'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No logo: the first image is a screenshot ("Showcase"); sponsors' logos are theirs.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Media', 'Entertainment'] },
    features: {
      must: [],
      may: [
        'playlists',
        'smart playlists',
        'scrobbling',
        'podcasts',
        'radio',
        'Last.fm/Spotify/MusicBrainz integrations',
        'an AI assistant that responds to natural-language commands',
        'multi-user libraries',
        'collaboration',
        'SSO',
        'cloud storage drivers',
        'custom themes',
        'white-labeling',
      ],
    },
    usps: { must: [], may: [] },
    tags: { must: [], may: KOEL_TOPICS },
    keywords: { must: [], may: KOEL_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // A screenshot or a sponsor's logo is no logo; a monthly donation is no subscription.
  forbidden: [
    'logo_url=https://user-images.githubusercontent.com/8056274/115028055-bc02a280-9ec4-11eb-991c-69cd2a45b69c.png',
    'logo_url=https://user-images.githubusercontent.com/8056274/126907318-f3e1e09d-556e-4696-8277-29fd5332aaa1.jpg',
    'logo_url={base}/.github/assets/sponsors/whatthediff.svg',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

const CHARTDB_FEATURES = ['Instant Schema Import', 'AI-Powered Export for Easy Migration', 'Interactive Editing'];
const CHARTDB_TOPICS = [
  'database diagrams',
  'database diagrams editor',
  'database',
  'databases',
  'diagrams',
  'database schema',
  'schema',
  'SQL',
  'DDL',
  'migration',
  'AI',
  'open-source',
  'open source',
  'PostgreSQL',
  'MySQL',
  'SQL Server',
  'MariaDB',
  'SQLite',
  'CockroachDB',
  'ClickHouse',
  'Supabase',
  'Cloudflare D1',
  'Docker',
  'web-based',
];

const chartdb: CorpusSite = {
  id: 'chartdb-readme',
  about:
    "ChartDB's README: light and dark logo images in the h1, a bold tagline, links and badges, a centred screenshot named for the product, what it does, its status (public beta), supported databases, getting started and its community.",
  classes: ['real', 'single-page', 'pricing', 'features', 'socials', 'stage', 'readme'],
  source: realSource('chartdb/chartdb', 'c24936a4', 'README.md', RENDERED),
  pages: { '/': realPage('chartdb-readme/index.html') },
  expected: {
    name: 'ChartDB',
    // "Open-source", "the cloud version" and "no account required": no price, no free plan stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "ChartDB is currently in Public Beta."
    stage: 'beta',
    // The h1's images (light, or dark), alt "ChartDB".
    logo_url: [
      'https://github.com/chartdb/chartdb/blob/main/src/assets/logo-light.png',
      'https://github.com/chartdb/chartdb/blob/main/src/assets/logo-dark.png',
    ],
    demo_video_url: null,
    categories: { must: [], may: ['Databases', 'Developer Tools', 'Design'] },
    features: {
      must: CHARTDB_FEATURES,
      may: ['PostgreSQL', 'MySQL', 'SQL Server', 'MariaDB', 'SQLite', 'CockroachDB', 'ClickHouse'],
    },
    usps: { must: [], may: CHARTDB_FEATURES },
    tags: { must: [], may: CHARTDB_TOPICS },
    keywords: { must: [], may: CHARTDB_TOPICS },
    founders: [],
    // "Community & Support": the Discord (also the header's "Community") and "Twitter (Get news fast)".
    socials: {
      custom: 'https://discord.gg/QeFwyWSKwC',
      x: [
        'https://x.com/intent/follow?screen_name=jonathanfishner',
        'https://x.com/jonathanfishner',
        'https://twitter.com/jonathanfishner',
      ],
    },
    faqs: [],
  },
  // The screenshot named for the product is no logo; badges are no logo.
  forbidden: [
    'logo_url={base}/public/chartdb.png',
    'logo_url=https://img.shields.io/github/license/chartdb/chartdb?color=blue',
    'pricing_model=free',
  ],
};

export const REAL_HELD_OUT_SITES_FORTY_SECOND: readonly CorpusSite[] = [adguardhome, koel, chartdb];
