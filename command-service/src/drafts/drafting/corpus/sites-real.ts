/**
 * Corpus sites, part 6: real products' public pages, kept verbatim in `real/` (read from disk, so not
 * a character is retyped), each with where it came from. Their expected facts were written by hand
 * from the pages before the drafter was first run on them; `npm run eval:drafts` scores them apart
 * from the invented sites, and they are held out (docs/benchmarks.md has their first run).
 *
 * - healthchecks-2015: healthchecks/healthchecks at commit 6a4cef31 (2015-07-21), the Django templates
 *   templates/base.html with front/welcome.html (and the snippets it includes), front/pricing.html and
 *   front/about.html, rendered for a signed-out visitor: template tags removed, {% url %} as the
 *   paths, {{ ping_url }} as a made-up https://hc-ping.com/<uuid> address (the live site showed one
 *   such per visitor). The text is the templates' own. Its about page is the hidden corpus's "the
 *   city where the founder lives" case.
 * - vscodium-2019: VSCodium/vscodium.github.io at commit 07b01d04 (2019-04-01), _site/index.html as
 *   Jekyll built it: a single page, a quote from another company's maintainer, credits to
 *   contributors, badges and no pricing.
 * - excalidraw-readme, uptime-kuma-readme, umami-readme, documenso-readme, memos-readme,
 *   linkwarden-readme, ntfy-readme, vaultwarden-readme, syncthing-readme: the products' README.md (the page most open-source
 *   products are met on), rendered by markdown-it (html and linkify on, as GitHub shows it) inside a
 *   bare <title> page: badges, sponsor and donation links, emoji lists, install instructions.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage } from './corpus-site.ts';

export const healthchecks2015: CorpusSite = {
  id: 'healthchecks-2015',
  about: 'real (healthchecks/healthchecks@6a4cef31): ping address on the home page, free plan, "I live in Riga"',
  classes: ['real', 'place', 'pricing', 'contact'],
  source: 'https://github.com/healthchecks/healthchecks/tree/6a4cef31/templates',
  pages: {
    '/': realPage('healthchecks-2015/index.html'),
    '/pricing/': realPage('healthchecks-2015/pricing.html'),
    '/about/': realPage('healthchecks-2015/about.html'),
  },
  expected: {
    name: ['healthchecks.io', 'Health Checks'],
    pricing_model: 'free',
    contact_email: 'cuu508@gmail.com',
    city: null,
    country: null,
    stage: null,
    categories: { must: ['Monitoring'], may: ['Developer Tools'] },
    tags: { must: [], may: ['Cron Jobs', 'cron jobs', 'Unlimited Checks', 'Unlimited Alerts'] },
    features: { must: [], may: ['Personal or Commercial use', 'Unlimited Checks', 'Unlimited Alerts'] },
    // Its meta keywords are one run of words without commas: no keyword list as such.
    keywords: { must: [], may: ['cron jobs', 'Cron Jobs', 'ping address'] },
    // Socials audit (issue 34): "Code is on GitHub." under "Who Runs This" names its code's home, as
    // "Development takes place at" does.
    socials: { github: 'https://github.com/healthchecks/healthchecks' },
  },
  forbidden: ['city=Riga', 'country=LV', 'hc-ping.com/2f9b3a4c', 'stage=launched'],
};

export const vscodium2019: CorpusSite = {
  id: 'vscodium-2019',
  about:
    "real (VSCodium/vscodium.github.io@07b01d04): one page, meta keywords, Microsoft's maintainer quoted, contributors thanked",
  classes: ['real', 'single-page', 'founders', 'socials'],
  source: 'https://github.com/VSCodium/vscodium.github.io/blob/07b01d04/_site/index.html',
  pages: { '/': realPage('vscodium-2019/index.html') },
  expected: {
    name: 'VSCodium',
    pricing_model: null,
    stage: null,
    logo_url: ['{base}/img/vscodium.png', '{base}/img/apple-touch-icon.png', '{base}/img/favicon.ico'],
    categories: { must: ['Developer Tools'], may: [] },
    keywords: {
      must: [
        'vscodium',
        'vscode',
        'visual',
        'studio',
        'code',
        'atom',
        'electron',
        'development',
        'programming',
        'ide',
        'editor',
      ],
    },
    features: {
      must: [],
      may: [
        'IntelliSense Intelligent code completion',
        'Advanced and extensible Debugger',
        'Native GIT Support',
        'Customizable with powerful Extensions',
      ],
    },
    tags: {
      must: [],
      may: ['IntelliSense', 'Debugger', 'Extensions', 'VSCode', 'Visual Studio Code', 'source code editor'],
    },
    // Socials audit (issue 34): the intro's badge row ends with its Gitter room, named for the product (as Shaarli's).
    socials: { custom: 'https://gitter.im/VSCodium/Lobby' },
  },
  forbidden: ['Thilas', 'amtlib', 'github.com/Microsoft', 'github.com/microsoft', 'stage=launched'],
};

const EXCALIDRAW_FEATURES = [
  '💯 Free & open-source',
  '🎨 Infinite, canvas-based whiteboard',
  '✍️ Hand-drawn like style',
  '🌓 Dark mode',
  '🏗️ Customizable',
  '📷 Image support',
  '😀 Shape libraries support',
  '🌐 Localization (i18n) support',
  '🖼️ Export to PNG, SVG & clipboard',
  '💾 Open format - export drawings as an .excalidraw json file',
  '⚒️ Wide range of tools - rectangle, circle, diamond, arrow, line, free-draw, eraser..',
  '➡️ Arrow-binding & labeled arrows',
  '🔙 Undo / Redo',
  '🔍 Zoom and panning support',
  '📡 PWA support (works offline)',
  '🤼 Real-time collaboration',
  '🔒 End-to-end encryption',
  '💾 Local-first support (autosaves to the browser)',
  '🔗 Shareable links (export to a readonly link you can share with others)',
];

export const excalidrawReadme: CorpusSite = {
  id: 'excalidraw-readme',
  about: 'real (excalidraw/excalidraw README): badges with a Twitter follow and Discord, emoji feature lists',
  classes: ['real', 'single-page', 'socials', 'docs'],
  source:
    'https://github.com/excalidraw/excalidraw/blob/4872083c04/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('excalidraw-readme/index.html') },
  expected: {
    name: 'Excalidraw',
    // "💯 Free & open-source." (its features' first item). Written null on 2026-11-26, before the corpus's convention
    // that "free and open source" states a free product (twenty-third round on; Ryot's "✅ Free and open-source", wger's
    // "100% Free & Open Source"); corrected in the fifty-sixth round, whose "&" rule drafted it (docs/drafting.md).
    // "use Excalidraw+" says no price: no paid plan stated.
    pricing_model: 'free',
    stage: null,
    categories: { must: ['Design'], may: ['Productivity'] },
    features: { must: [], may: EXCALIDRAW_FEATURES },
    usps: { must: [], may: EXCALIDRAW_FEATURES },
    tags: { must: [], may: ['Dark mode', 'Customizable', 'Image support', 'Real-time collaboration', 'whiteboard'] },
    socials: { x: 'https://twitter.com/excalidraw', custom: 'https://discord.gg/UexuTaE' },
  },
  forbidden: ['stage=launched'],
};

export const uptimeKumaReadme: CorpusSite = {
  id: 'uptime-kuma-readme',
  about:
    'real (louislam/uptime-kuma README): Open Collective and GitHub Sponsors links, a demo server in Frankfurt, a personal Reddit account',
  classes: ['real', 'single-page', 'socials', 'place', 'docs'],
  source:
    'https://github.com/louislam/uptime-kuma/blob/6398a9581/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('uptime-kuma-readme/index.html') },
  expected: {
    name: 'Uptime Kuma',
    pricing_model: null,
    stage: null,
    city: null,
    country: null,
    logo_url: '{base}/public/icon.svg',
    categories: { must: ['Monitoring'], may: ['Developer Tools'] },
    features: {
      must: [
        'Monitoring uptime for HTTP(s) / TCP / HTTP(s) Keyword / HTTP(s) Json Query / Websocket / Ping / DNS Record / Push / Steam Game Server / Docker Containers',
        'Fancy, Reactive, Fast UI/UX',
        'Notifications via Telegram, Discord, Gotify, Slack, Pushover, Email (SMTP), and 90+ notification services, click here for the full list',
        '20-second intervals',
        'Multi Languages',
        'Multiple status pages',
        'Map status pages to specific domains',
        'Ping chart',
        'Certificate info',
        'Proxy support',
        '2FA support',
      ],
    },
    tags: {
      must: [],
      may: [
        '20-second intervals',
        'Multi Languages',
        'Multiple status pages',
        'Ping chart',
        'Certificate info',
        'Proxy support',
        '2FA support',
        'status pages',
        'self-hosted monitoring',
      ],
    },
    // Socials audit (issue 34): "Uptime Kuma's subreddit", "feel free to ask: … Subreddit (r/UptimeKuma)"
    // (as Navidrome's "our Subreddit").
    socials: { reddit: 'https://www.reddit.com/r/UptimeKuma/' },
  },
  forbidden: [
    'sponsors/louislam',
    'opencollective.com/uptime-kuma',
    'u/louislamlam',
    'city=Frankfurt',
    'country=DE',
    'stage=launched',
  ],
};

export const umamiReadme: CorpusSite = {
  id: 'umami-readme',
  about: 'real (umami-software/umami README): install steps, a demo link, the company’s socials as a row of badges',
  classes: ['real', 'single-page', 'socials', 'docs'],
  source:
    'https://github.com/umami-software/umami/blob/c0ea3aefb/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('umami-readme/index.html') },
  expected: {
    name: 'Umami',
    pricing_model: null,
    stage: null,
    logo_url: 'https://content.umami.is/website/images/umami-logo.png',
    categories: { must: [], may: ['Marketing', 'Developer Tools'] },
    socials: {
      github: 'https://github.com/umami-software/umami',
      x: 'https://twitter.com/umami_software',
      linkedin: 'https://linkedin.com/company/umami-software',
      // Corrected in issue 34's fourth round, after a run: the Support row's fourth badge, "Discord"
      // (https://umami.is/discord), was left out when these facts were written, while Hoppscotch's and
      // Typebot's facts count the same kind of link. The row is the company's own, so it is its chat.
      custom: 'https://umami.is/discord',
    },
  },
  forbidden: ['stage=launched', 'localhost', 'contact_email=admin'],
};

export const documensoReadme: CorpusSite = {
  id: 'documenso-readme',
  about:
    'real (documenso/documenso README): a tech stack list naming Stripe for payments, a person’s booking link, Product Hunt badges',
  classes: ['real', 'single-page', 'socials', 'categories', 'docs'],
  source:
    'https://github.com/documenso/documenso/blob/75330166c/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('documenso-readme/index.html') },
  expected: {
    name: 'Documenso',
    pricing_model: null,
    stage: null,
    logo_url: 'https://github.com/documenso/documenso/assets/13398220/a643571f-0239-46a6-a73e-6bef38d1228b',
    categories: { must: [], may: ['Notes & Docs', 'Productivity'] },
    features: { must: [], may: [] },
    // Socials audit (issue 34): the header's "Discord · Website · …" and "Join the Discord server"; own
    // domain, no direct invite.
    // Facts audit (issue 34, fifty-second round): the product's own Product Hunt post is its producthunt profile wherever linked, a badge too
    // (its two badges, …/posts/documenso).
    socials: { custom: 'https://documen.so/discord', producthunt: 'https://www.producthunt.com/posts/documenso' },
  },
  forbidden: ['categories=Payments', 'cal.com/timurercan', 'stage=launched', 'TypeScript - Language'],
};

export const memosReadme: CorpusSite = {
  id: 'memos-readme',
  about: 'real (usememos/memos README): a featured sponsor above the title, sponsors listed, a closing line of links',
  classes: ['real', 'single-page', 'socials', 'description', 'docs'],
  source: 'https://github.com/usememos/memos/blob/76a762924/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('memos-readme/index.html') },
  expected: {
    name: 'Memos',
    pricing_model: null,
    stage: null,
    logo_url: 'https://raw.githubusercontent.com/usememos/.github/refs/heads/main/assets/logo-rounded.png',
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    features: {
      must: [
        'Capture quickly — A timeline-first interface keeps note-taking simple: open, write, and move on.',
        'Own your data — Self-host Memos on your infrastructure with no telemetry.',
        'Deploy anywhere — Run a single Go binary or Docker container with SQLite, MySQL, or PostgreSQL.',
        'Integrate freely — Build on the REST and gRPC APIs or adapt the MIT-licensed source to your needs.',
      ],
    },
    tags: { must: [], may: ['note-taking', 'Markdown'] },
    socials: { x: 'https://x.com/usememos', custom: 'https://discord.gg/tfPJa4UmAv' },
  },
  forbidden: [
    'CodeRabbit',
    'coderabbit',
    'SSD Nodes',
    'TestMu',
    'sponsors/usememos',
    'categories=AI',
    'stage=launched',
  ],
};

export const linkwardenReadme: CorpusSite = {
  id: 'linkwarden-readme',
  about:
    'real (linkwarden/linkwarden README): 24 emoji features, a cloud subscription without a price, Open Collective',
  classes: ['real', 'single-page', 'socials', 'pricing', 'docs'],
  source:
    'https://github.com/linkwarden/linkwarden/blob/7550ebb8/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('linkwarden-readme/index.html') },
  expected: {
    name: 'Linkwarden',
    pricing_model: null,
    stage: null,
    logo_url: '{base}/assets/logo.png',
    categories: { must: ['Productivity'], may: ['Notes & Docs', 'AI'] },
    features: {
      must: [
        '📸 Auto capture a screenshot, PDF, and single html file of each webpage',
        '📖 Reader view of the webpage, with the ability to highlight and annotate text',
        '🏛️ Send your webpage to Wayback Machine (archive.org) for a snapshot (optional)',
        '✨ Local AI Tagging to automatically tag your links based on their content (optional)',
        '📂 Organize links by collection, sub-collection, name, description and multiple tags',
        '👥 Collaborate on gathering links in a collection',
        '🎛️ Customize the permissions of each member',
        '🌐 Share your collected links and preserved formats with the world',
        '📱 Native iOS and android mobile apps',
        '🔍 Full text search, filter and sort for easy retrieval',
        '🌓 Dark/Light mode support',
        '🧩 Browser extension (star it here!)',
        '🔄 Browser Synchronization (using Floccus!)',
        '⬆️ Upload from SingleFile (check out the guide)',
        '🔐 SSO integration (Enterprise and Self-hosted users only)',
        '🍎 iOS Shortcut to save links to Linkwarden',
        '🔑 API keys',
        '✅ Bulk actions',
        '👥 User administration',
        '🌐 Support for other languages (i18n)',
      ],
      may: ['📁 Image and PDF uploads', '🎨 Custom icons for links and collections', '🔔 RSS feed subscription'],
    },
    usps: {
      must: [],
      may: [
        '📸 Auto capture a screenshot, PDF, and single html file of each webpage',
        '📖 Reader view of the webpage, with the ability to highlight and annotate text',
        '🏛️ Send your webpage to Wayback Machine (archive.org) for a snapshot (optional)',
        '✨ Local AI Tagging to automatically tag your links based on their content (optional)',
        '📂 Organize links by collection, sub-collection, name, description and multiple tags',
        '👥 Collaborate on gathering links in a collection',
        '🎛️ Customize the permissions of each member',
        '🌐 Share your collected links and preserved formats with the world',
        '📱 Native iOS and android mobile apps',
        '🔍 Full text search, filter and sort for easy retrieval',
        '🌓 Dark/Light mode support',
        '🧩 Browser extension (star it here!)',
        '🔄 Browser Synchronization (using Floccus!)',
        '⬆️ Upload from SingleFile (check out the guide)',
        '🔐 SSO integration (Enterprise and Self-hosted users only)',
        '🍎 iOS Shortcut to save links to Linkwarden',
        '🔑 API keys',
        '✅ Bulk actions',
        '👥 User administration',
        '🌐 Support for other languages (i18n)',
        '📁 Image and PDF uploads',
        '🎨 Custom icons for links and collections',
        '🔔 RSS feed subscription',
      ],
    },
    tags: { must: [], may: ['API keys', 'Bulk actions', 'User administration', 'bookmark manager'] },
    socials: {
      x: 'https://twitter.com/LinkwardenHQ',
      // Socials audit (issue 34): "Join and follow us in the following platforms" lists Mastodon too: either is right.
      custom: ['https://discord.com/invite/CtuYV47nuJ', 'https://fosstodon.org/@linkwarden'],
    },
  },
  forbidden: ['opencollective.com/linkwarden', 'news.ycombinator', 'trendshift', 'stage=launched'],
};

export const ntfyReadme: CorpusSite = {
  id: 'ntfy-readme',
  about:
    'real (binwiederhier/ntfy README): a free version and $5/month plans, donations, a wall of sponsors’ GitHub avatars, beta testers',
  classes: ['real', 'single-page', 'socials', 'pricing', 'stage', 'docs'],
  source:
    'https://github.com/binwiederhier/ntfy/blob/81a486ad/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('ntfy-readme/index.html') },
  expected: {
    name: ['ntfy', 'ntfy.sh'],
    pricing_model: ['freemium', 'subscription'],
    stage: null,
    logo_url: '{base}/web/public/static/images/ntfy.png',
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    // Corrected in issue 34's fourth round, after a run: "Matrix room #ntfy … - same chat, bridged from
    // Discord" is the product's chat too; a draft holds one custom link, so either is right.
    socials: {
      custom: [
        'https://discord.gg/cT7ECsZj9w',
        'https://matrix.to/#/#ntfy:matrix.org',
        // Socials audit (issue 34): "(+ Matrix space) - same chat", an alias naming the product.
        'https://matrix.to/#/#ntfy-space:matrix.org',
      ],
    },
  },
  forbidden: ['sponsors/binwiederhier', 'liberapay', 'neutralinsomniac', 'magicbell', 'stage=beta', 'stage=launched'],
};

export const vaultwardenReadme: CorpusSite = {
  id: 'vaultwarden-readme',
  about:
    'real (dani-garcia/vaultwarden README): another product’s name everywhere (Bitwarden), nested feature lists, badges',
  classes: ['real', 'single-page', 'docs'],
  source:
    'https://github.com/dani-garcia/vaultwarden/blob/46d71107/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('vaultwarden-readme/index.html') },
  expected: {
    name: 'Vaultwarden',
    pricing_model: null,
    stage: null,
    logo_url: '{base}/resources/vaultwarden-logo-auto.svg',
    categories: { must: [], may: ['Developer Tools'] },
    features: {
      must: [],
      may: [
        'Personal Vault',
        'Send',
        'Attachments',
        'Website icons',
        'Personal API Key',
        'Organizations Collections, Password Sharing, Member Roles, Groups, Event Logs, Admin Password Reset, Directory Connector, Policies',
        'Multi/Two Factor Authentication Authenticator, Email, FIDO2 WebAuthn, YubiKey, Duo',
        'Emergency Access',
        'Vaultwarden Admin Backend',
        'Modified Web Vault client (Bundled within our containers)',
        'Organizations',
        'Multi/Two Factor Authentication',
        'Collections, Password Sharing, Member Roles, Groups, Event Logs, Admin Password Reset, Directory Connector, Policies',
        'Authenticator, Email, FIDO2 WebAuthn, YubiKey, Duo',
      ],
    },
    tags: {
      must: [],
      may: ['Personal Vault', 'Send', 'Attachments', 'Website icons', 'Personal API Key', 'Emergency Access'],
    },
    // Socials audit (issue 34): "Join our community on Matrix", a room whose alias names the product.
    socials: { custom: 'https://matrix.to/#/#vaultwarden:matrix.org' },
  },
  forbidden: ['name=Bitwarden', 'stage=launched'],
};

export const syncthingReadme: CorpusSite = {
  id: 'syncthing-readme',
  about:
    'real (syncthing/syncthing README): goals instead of features, a security-only e-mail address, building and signing sections',
  classes: ['real', 'single-page', 'contact', 'docs'],
  source:
    'https://github.com/syncthing/syncthing/blob/328d910ae/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('syncthing-readme/index.html') },
  expected: {
    name: 'Syncthing',
    pricing_model: null,
    stage: null,
    contact_email: null,
    logo_url: '{base}/assets/logo-text-128.png',
    categories: { must: [], may: ['Productivity'] },
    usps: {
      must: [],
      may: [
        "Safe From Data Loss Protecting the user's data is paramount. We take every reasonable precaution to avoid corrupting the user's files.",
      ],
    },
    tags: { must: [], may: ['file synchronization'] },
  },
  forbidden: ['contact_email=security@syncthing.net', 'stage=launched'],
};

export const REAL_SITES: readonly CorpusSite[] = [
  healthchecks2015,
  vscodium2019,
  excalidrawReadme,
  uptimeKumaReadme,
  umamiReadme,
  documensoReadme,
  memosReadme,
  linkwardenReadme,
  ntfyReadme,
  vaultwardenReadme,
  syncthingReadme,
];
