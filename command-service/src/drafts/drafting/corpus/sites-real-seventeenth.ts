/**
 * Issue 34, seventeenth round: marketing pages from products’ website repositories. Filled by the round: the real pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Six products' own landing pages, each a static index.html kept verbatim at a fixed commit of the
 * product's website repository (no templating: what a visitor's browser got). Split before the drafter
 * first ran on any of them, and every page's facts written from the page before that run:
 *
 * Tuned on:
 * - etherpad-org-2013: ether/ether.github.com at 01bd07f7 (index.html, 2013-07-16): etherpad.org's one
 *   page: a hero sentence, an about section, download, contribute, links (donations), "Get in touch"
 *   (mailing list, IRC, Twitter, an e-mail address) and a thanks list of companies.
 * - wekan-2022: wekan/wekan.github.io at 000e8d70 (index.html, 2022-12-24): wekan.github.io, a page of
 *   link buttons ("Often used", "Sometimes used": the chats and social accounts, install targets),
 *   sponsors' logos with long titles, screenshots.
 * - gitextensions-2017: gitextensions/gitextensions.github.io at bef20394 (index.html, 2017-05-17): a
 *   GitHub Pages page: a tagline, a list of links, a "Features" list, a "Video Tutorial" list of
 *   YouTube links, sections per capability.
 *
 * Held out (the drafter is not changed for them):
 * - lychee-2019: LycheeOrg/LycheeOrg.github.io at 01b64c41 (index.html, 2019-06-16): Lychee 3.2.15's
 *   page: JSON-LD WebApplication, a "free photo-management tool", nine feature cards, a showcase list,
 *   a Twitter card.
 * - sharex-2014: ShareX/sharex.github.io at 00031d9d (index.html, 2014-12-22): getsharex.com: a
 *   jumbotron, six feature blurbs in a grid, an IRC link and donations in the nav, a chat widget.
 * - borgbackup-2026: borgbackup/borgbackup.github.io at 02cbbab6 (index.html, 2026-06-13): a long
 *   single page: capabilities cards, release series with "stable" and "testing" badges, support
 *   channels, third parties' paid services, funding platforms, "est. 2015".
 * - keylint-2026: 0xMMA/KeyLint at 474605c5 (website/index.html, 2026-03-08): a small product's landing
 *   page kept in its own repository: JSON-LD SoftwareApplication with a $0 offer and "4.1.5-alpha", a
 *   "Free & Source Available" badge, six feature cards under section#features, a row of AI providers.
 *   Added one for one with the round's invented tuning trap (driftbox, sites-seventeenth-traps.ts), chosen
 *   and its facts written before the drafter first ran on it.
 * - focusd-2026: 0xarchit/Focusd at 3945ac95 (website/index.html, 2026-01-02): a terminal-styled landing
 *   page of a screen-time tracker: six bracketed feature cards, a command table, a roadmap of planned
 *   cards, an MIT copyright line. One for one with the second invented trap (loomleaf), chosen and its
 *   facts written before the drafter first ran on it.
 * - glances-2012: nicolargo/glances at 01b6edc9 (index.html on its gh-pages branch, 2012-09-20): the
 *   project page GitHub Pages generated (Architect theme): a description, installation per system, a
 *   user guide with a section per stat, a maintainer line and a theme credit with a Twitter link. One for
 *   one with the third invented trap (pebblepost), chosen and its facts written before the drafter first
 *   ran on it.
 * - pennywall-2019: 0xfe/pennywall at 153b7e27 (website/index.html, 2019-02-12): a one-screen landing
 *   page: a logo, a screenshot, a shell session building a wall from an example config, one sentence of
 *   description, demo links, "Fork it on GitHub". One for one with the fourth invented trap (tidemark),
 *   chosen and its facts written before the drafter first ran on it.
 */
import * as cheerio from 'cheerio';
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

/** The texts of the elements a selector picks, whitespace collapsed. */
const texts = (html: string, selector: string) => {
  const $ = cheerio.load(html);
  return $(selector)
    .toArray()
    .map((element) => $(element).text().replace(/\s+/g, ' ').trim());
};
/** A sentence list as written and without its closing period. */
const withoutPeriod = (items: string[]) => items.flatMap((item) => [item, item.replace(/\.$/, '')]);

// ---------------------------------------------------------------- Etherpad (tuned on)

const ETHERPAD_TOPICS = [
  'Etherpad',
  'collaborative editing',
  'real-time',
  'really real-time',
  'real-time collaboration',
  'online editor',
  'collaborative editor',
  'editor',
  'documents',
  'Node.js',
  'open source',
  'Open Source',
  'plugins',
  'API',
  'import/export',
  'pad',
  'pads',
  'public instances',
];

const etherpad: CorpusSite = {
  id: 'etherpad-org-2013',
  about:
    'real (etherpad.org 2013, static page): a hero sentence of strong words, sections by anchor, "Get in touch" links (mailing list, IRC, Twitter, e-mail), donation links, a thanks list of companies',
  classes: ['real', 'tuning', 'single-page', 'contact', 'socials', 'categories'],
  source: realSource('ether/ether.github.com', '01bd07f7', 'index.html', 'verbatim'),
  pages: { '/': realPage('etherpad-org-2013/index.html') },
  expected: {
    name: 'Etherpad',
    // "an Open Source online editor"; donations; no price and no "free".
    pricing_model: null,
    // "Primary Technology built Etherpad Lite in 2010 …" is a thanks to a company, the copyright 2013.
    founded_year: null,
    // "Get in touch": "Email: contact@etherpad.org (John McLear)".
    contact_email: 'contact@etherpad.org',
    city: null,
    country: null,
    // "Try it now!" links to beta.etherpad.org: a host's name, no stage in words.
    stage: null,
    // The logo is a CSS background; the page's icon is its favicon.
    logo_url: '{base}/favicon.ico',
    demo_video_url: null,
    // "edit documents collaboratively in real-time … Write articles, press releases, to-do lists":
    // shared documents.
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    tags: { must: [], may: ETHERPAD_TOPICS },
    keywords: { must: [], may: ETHERPAD_TOPICS },
    // No feature list: prose about the API, import/export and plugins, and the section heading.
    features: {
      must: [],
      may: [
        'Collaborating in really real-time',
        'Etherpad also provides access to all data through a well-documented API and supports import/export to many major data exchange formats.',
      ],
    },
    usps: { must: [], may: ['Collaborating in really real-time'] },
    founders: [],
    // "Get in touch": Twitter, IRC; the repository where "The main development happens".
    socials: {
      x: ['http://twitter.com/etherpadorg', 'https://twitter.com/etherpadorg'],
      github: ['https://github.com/ether/etherpad-lite'],
      custom: ['http://webchat.freenode.net/?channels=#etherpad-lite-dev'],
    },
    faqs: [],
  },
  // Thanked companies are neither founders nor the product; the copyright year is no founding; the
  // beta host is no stage; flattr and coinbase are donation links.
  forbidden: [
    'founded_year=2013',
    'founded_year=2010',
    'stage=beta',
    'PrimaryPad',
    'Joyent',
    'flattr.com',
    'coinbase.com',
  ],
};

// ---------------------------------------------------------------- WeKan (tuned on)

const WEKAN_TOPICS = [
  'WeKan',
  'kanban',
  'Open-Source kanban',
  'open-source',
  'open source',
  'kanban board',
  'Docker',
  'Snap',
  'Sandstorm',
  'Kubernetes',
  'self-hosted',
  'MongoDB',
  'Meteor',
  'Node.js',
  'REST API',
  'API',
  'PWA',
  'Scaling',
  'Translations',
  'Security',
];

const wekan: CorpusSite = {
  id: 'wekan-2022',
  about:
    'real (wekan.github.io 2022, static page): "Open-Source kanban", rows of link buttons (docs, chats and social accounts, install targets), sponsors\' logos with long titles, a trademark registered in Finland',
  classes: ['real', 'tuning', 'single-page', 'socials', 'categories'],
  source: realSource('wekan/wekan.github.io', '000e8d70', 'index.html', 'verbatim'),
  pages: { '/': realPage('wekan-2022/index.html') },
  expected: {
    name: ['WeKan', 'WeKan ®', 'WeKan®', 'Wekan'],
    // Open source; "Commercial Support" and "SaaS" are links without a price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    // "registered trademark in Finland" says where the trademark is, not where the team is.
    city: null,
    country: null,
    stage: null,
    // The brand image (alt "WeKan ®"), and the icons the head names.
    logo_url: ['{base}/wekan-logo.svg', '{base}/wekan-favicon.png', '{base}/wekan-150.svg'],
    demo_video_url: null,
    // A kanban board: to-dos, projects and planning.
    categories: { must: [], may: ['Task Management', 'Productivity'] },
    tags: { must: [], may: WEKAN_TOPICS },
    keywords: { must: [], may: WEKAN_TOPICS },
    // No feature list: link buttons and screenshots' alt texts.
    features: {
      must: [],
      may: [
        'Dark Mode',
        'Allow private boards only',
        'Import',
        'Admin Panel',
        'Enable All Touch Screen Support',
        'Scaling',
        'API',
        'Translations',
      ],
    },
    usps: { must: [], may: [] },
    founders: [],
    // The "Sometimes used" row: its chats and social accounts. (Corrected after the first run: a GitHub
    // Discussions page stood here as its github, but a repository's sub-page (issues, discussions, wiki)
    // is no profile by the corpus's convention, and the page links no repository or account itself.)
    socials: {
      x: ['https://twitter.com/WeKanTeam'],
      reddit: ['https://www.reddit.com/r/wekanteam/'],
      facebook: ['https://www.facebook.com/wekanteam'],
      instagram: ['https://www.instagram.com/wekanteam/'],
      custom: [
        'https://discord.gg/n2Va77qu',
        'https://gitter.im/wekan/wekan',
        'https://chat.vanila.io/channel/wekan',
        'https://community.vanila.io/wekan',
      ],
    },
    faqs: [],
  },
  // Sponsors and donors of build servers are neither features nor the product's; the 20i "free-for-life"
  // VPS is a donation, not WeKan's price.
  forbidden: ['country=FI', 'pricing_model=free', 'MacStadium', 'CNCF', 'BrowserStack', 'Maarit'],
};

// ---------------------------------------------------------------- Git Extensions (tuned on)

const GITEXTENSIONS_FEATURES = [
  'Windows Explorer integration for Git',
  'Visual Studio (2010/2012/2013/2015) plugin for Git',
  'Feature rich user interface for Git',
  'Single installer installs MSysGit, GitExtensions and the mergetool KDiff3',
  '32bit and 64bit support',
];
const GITEXTENSIONS_SECTIONS = ['View Commit Log', 'File History', 'Blame', 'Multi Platform'];
const GITEXTENSIONS_TOPICS = [
  'Git',
  'Git Extensions',
  'graphical user interface',
  'GUI',
  'Git GUI',
  'Windows Explorer',
  'Windows Explorer integration',
  'Visual Studio',
  'Visual Studio plugin',
  'commit log',
  'commit history',
  'file history',
  'blame',
  'merge conflicts',
  'Mono',
  'KDiff3',
  'MSysGit',
  'multi platform',
  'commandline',
];
const GITEXTENSIONS_VIDEOS = ['TlZXSkJGKF8', 'B8uvje6X7lo', 'JByfXdbVAiE', '9g8gXPsi5Ko', 'Kmc39RvuGM8'].flatMap(
  (id) => [`http://www.youtube.com/watch?v=${id}`, `https://www.youtube.com/watch?v=${id}`],
);

const gitextensions: CorpusSite = {
  id: 'gitextensions-2017',
  about:
    'real (gitextensions.github.io 2017, GitHub Pages static page): a tagline, a list of "label: link" lines, a "Features" list, a "Video Tutorial" list of YouTube links, a section per capability',
  classes: ['real', 'tuning', 'single-page', 'features', 'categories'],
  source: realSource('gitextensions/gitextensions.github.io', 'bef20394', 'index.html', 'verbatim'),
  pages: { '/': realPage('gitextensions-2017/index.html') },
  expected: {
    name: 'Git Extensions',
    // "Donate: PayPal"; no price, no "free".
    pricing_model: null,
    // "supporting Git Extensions for over two years now": no year.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Its pictures are screenshots; no icon is linked.
    logo_url: null,
    // "Video Tutorial": five YouTube videos of the product at work ("Clone - Git Extensions - …").
    demo_video_url: GITEXTENSIONS_VIDEOS,
    // "a graphical user interface for Git": a developer tool.
    categories: { must: ['Developer Tools'], may: [] },
    tags: { must: [], may: GITEXTENSIONS_TOPICS },
    keywords: { must: [], may: GITEXTENSIONS_TOPICS },
    features: { must: GITEXTENSIONS_FEATURES, may: GITEXTENSIONS_SECTIONS },
    usps: { must: [], may: [...GITEXTENSIONS_FEATURES, ...GITEXTENSIONS_SECTIONS] },
    founders: [],
    // "View on GitHub" and "Source code:" link the project's repository.
    socials: {
      github: ['https://github.com/gitextensions/gitextensions', 'http://github.com/gitextensions/gitextensions'],
    },
    faqs: [],
  },
  // The mailing list is no social profile; the PayPal link is a donation.
  forbidden: ['groups.google.com', 'paypal.com', 'pricing_model=free', 'stage=launched'],
};

// ---------------------------------------------------------------- Lychee (held out)

const LYCHEE_HTML = realPage('lychee-2019/index.html');
const LYCHEE_CARD_TITLES = texts(LYCHEE_HTML, '.features__headline');
const LYCHEE_CARD_TEXTS = texts(LYCHEE_HTML, '.features__text');
const LYCHEE_SHOWCASE = texts(LYCHEE_HTML, '.showcase__text');
const LYCHEE_TOPICS = [
  'Lychee',
  'photo management',
  'photo-management',
  'photo-management tool',
  'self-hosted',
  'photos',
  'albums',
  'photographers',
  'EXIF',
  'IPTC',
  'IPTC Metadata',
  'EXIF and IPTC Metadata',
  'sharing',
  'share',
  'upload',
  'import',
  'tags',
  'open-source',
  'open source',
  'Dropbox',
  'self-hosted photo-management',
];

const lychee: CorpusSite = {
  id: 'lychee-2019',
  about:
    'real (LycheeOrg.github.io 2019, static page): JSON-LD WebApplication with sameAs, "a free photo-management tool", nine feature cards (h2 + text), a showcase list, a Twitter card',
  classes: ['real', 'single-page', 'json-ld', 'pricing', 'features', 'socials'],
  source: realSource('LycheeOrg/LycheeOrg.github.io', '01b64c41', 'index.html', 'verbatim'),
  pages: { '/': realPage('lychee-2019/index.html') },
  expected: {
    name: 'Lychee',
    // "Lychee is a free photo-management tool, which runs on your server or web-space."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Lychee 3.2.15": a version, no stage in words.
    stage: null,
    // The favicon; og.jpg is a social card.
    logo_url: '{base}/favicon.ico',
    // "Live Demo" opens a demo site, no video.
    demo_video_url: null,
    // Photo management: no category of the tree names it.
    categories: { must: [], may: [] },
    tags: { must: [], may: LYCHEE_TOPICS },
    keywords: { must: [], may: LYCHEE_TOPICS },
    // The nine cards, by title; their texts and the showcase's steps are features too.
    features: {
      must: ['Manage', 'Share', 'View', 'EXIF', 'Import', 'Tag'],
      may: [...LYCHEE_CARD_TITLES, ...LYCHEE_CARD_TEXTS, ...withoutPeriod(LYCHEE_SHOWCASE)],
    },
    usps: {
      must: [],
      may: [
        ...LYCHEE_CARD_TITLES,
        ...LYCHEE_CARD_TEXTS,
        'Made for photographers',
        'Self-hosted photo-management done right',
      ],
    },
    founders: [],
    // JSON-LD sameAs and the Twitter card's @getlychee; "See on GitHub" and the footer's organisation.
    socials: {
      x: ['https://www.twitter.com/getlychee', 'https://twitter.com/getlychee', 'https://x.com/getlychee'],
      github: ['https://github.com/LycheeOrg/Lychee', 'https://github.com/LycheeOrg'],
    },
    faqs: [],
  },
  // "Made by Electerious": a maker's brand, no founder named; the commented-out footer is not shown.
  forbidden: ['pricing_model=freemium', 'stage=launched', 's.electerious.com'],
};

// ---------------------------------------------------------------- ShareX (held out)

const SHAREX_FEATURES = [
  'Advanced screenshot tool and screen recorder.',
  'Upload files via Windows Explorer context menu or drag & drop. Upload clipboard content.',
  'Customizable after-capture-tasks such as annotating, adding effects, watermarking, uploading and other actions.',
  'Upload to 30+ different hosting services such as Imgur, FTP, Dropbox, Mega and Pastebin.',
  'Multiple workflows with hotkey specific settings.',
  'Highly customizable settings.',
];
const SHAREX_TOPICS = [
  'ShareX',
  'screenshots',
  'screenshot',
  'screenshot tool',
  'screencasts',
  'screen recorder',
  'screen recording',
  'upload',
  'uploading',
  'clipboard',
  'hotkey',
  'hotkeys',
  'annotate',
  'annotating',
  'watermarking',
  'Imgur',
  'FTP',
  'Dropbox',
  'Mega',
  'Pastebin',
  'file hosting services',
  'open source',
  'Windows Explorer',
  'workflows',
  'share URL',
];

const sharex: CorpusSite = {
  id: 'sharex-2014',
  about:
    'real (getsharex.com 2014, static page): a jumbotron, six feature blurbs in a Bootstrap grid (icon + sentence), an IRC link and donations in the nav, a chat widget\'s "Contact us"',
  classes: ['real', 'single-page', 'features', 'socials'],
  source: realSource('ShareX/sharex.github.io', '00031d9d', 'index.html', 'verbatim'),
  pages: { '/': realPage('sharex-2014/index.html') },
  expected: {
    name: 'ShareX',
    // "an open source program"; donations: no price, no "free".
    pricing_model: null,
    // "Copyright © 2007 - 2014 ShareX": a copyright, no founding.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/favicon.ico',
    // Its screenshots open an imgur album.
    demo_video_url: null,
    // A screenshot and upload tool: no category of the tree names it.
    categories: { must: [], may: ['Productivity'] },
    tags: { must: [], may: SHAREX_TOPICS },
    keywords: { must: [], may: SHAREX_TOPICS },
    features: { must: SHAREX_FEATURES, may: withoutPeriod(SHAREX_FEATURES) },
    usps: { must: [], may: withoutPeriod(SHAREX_FEATURES) },
    founders: [],
    // "View on Github"; the nav's IRC channel (and the Google+ page the head names its publisher).
    socials: {
      github: ['https://github.com/ShareX/ShareX'],
      custom: ['http://webchat.freenode.net/?channels=%23ShareX', 'https://plus.google.com/110225361399361277394'],
    },
    faqs: [],
  },
  // The chat widget is Olark's; the Bitcoin link a donation; the copyright year no founding.
  forbidden: ['olark.com', 'coinbase.com', 'founded_year=2007', 'founded_year=2014', 'stage=launched'],
};

// ---------------------------------------------------------------- BorgBackup (held out)

const BORG_HTML = realPage('borgbackup-2026/index.html');
const BORG_CARDS = texts(BORG_HTML, '#features .feature h3');
const BORG_CARD_TEXTS = texts(BORG_HTML, '#features .feature p');
const BORG_TOPICS = [
  'BorgBackup',
  'Borg',
  'backup',
  'backups',
  'deduplication',
  'deduplicating',
  'deduplicating archiver',
  'deduplicating backup program',
  'compression',
  'encryption',
  'authenticated encryption',
  'AES',
  'content-defined chunking',
  'chunks',
  'FUSE',
  'mountable archives',
  'archives',
  'lz4',
  'zstd',
  'zlib',
  'lzma',
  'SSH',
  'Linux',
  'macOS',
  'BSD',
  'BSD licensed',
  'free software',
  'open source',
  'pip',
  'space-efficient storage',
  'repository',
];

const borgbackup: CorpusSite = {
  id: 'borgbackup-2026',
  about:
    'real (borgbackup.org 2026, static page): capability cards, release series with stable/oldstable/testing badges, support channels (IRC, Matrix, Mastodon via rel=me), third parties\' paid services, funding platforms, "est. 2015"',
  classes: ['real', 'single-page', 'pricing', 'stage', 'features', 'socials', 'founders'],
  source: realSource('borgbackup/borgbackup.github.io', '02cbbab6', 'index.html', 'verbatim'),
  pages: { '/': BORG_HTML },
  expected: {
    name: ['BorgBackup', 'Borg'],
    // "Free & open source", "BorgBackup is free software, distributed under the BSD license"; the paid
    // services are other companies'.
    pricing_model: 'free',
    // "// deduplicating archiver — est. 2015"; "since 2015".
    founded_year: '2015',
    contact_email: null,
    city: null,
    country: null,
    // Series 1.4 is "stable", 2.0 "testing": versions' states, not the product's stage in words.
    stage: null,
    // The logo is inline SVG; the icon is the favicon.
    logo_url: '{base}/favicon.ico',
    // The demos are asciinema recordings loaded by script.
    demo_video_url: null,
    // A backup program: no category of the tree names it.
    categories: { must: [], may: ['Developer Tools'] },
    tags: { must: [], may: BORG_TOPICS },
    keywords: { must: [], may: BORG_TOPICS },
    features: {
      must: BORG_CARDS.filter((title) => title !== 'Free & open source'),
      may: [...BORG_CARDS, ...BORG_CARD_TEXTS],
    },
    usps: { must: [], may: [...BORG_CARDS, ...BORG_CARD_TEXTS] },
    // "Thomas Waldmann, Borg's lead developer and maintainer": no founding role.
    founders: [],
    // rel="me" Mastodon (also in "Support"), the Matrix room and IRC channel; the repository it links
    // as "Contribute" (and its community repository).
    socials: {
      github: ['https://github.com/borgbackup/borg', 'https://github.com/borgbackup/community'],
      custom: [
        'https://fosstodon.org/@borgbackup',
        'https://matrix.to/#/!KnTJxMbCJuuVyjTSeJ:libera.chat?via=libera.chat&via=matrix.org&via=rudd-o.com',
        'https://web.libera.chat/?nick=Guest&#borgbackup',
      ],
    },
    faqs: [],
  },
  // Service providers and funding platforms are not the product's: their prices, names and links stay
  // out; Borg 2.0's testing is a version's; the maintainer founded no company named here.
  forbidden: [
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
    'stage=beta',
    'stage=alpha',
    'country=DE',
    'Thomas Waldmann',
    'BorgBase',
    'Hetzner',
    'liberapay.com',
    'opencollective.com',
    'github.com/sponsors',
  ],
};

// ---------------------------------------------------------------- KeyLint (held out)

const KEYLINT_HTML = realPage('keylint-2026/index.html');
const KEYLINT_CARDS = texts(KEYLINT_HTML, '.feature-card h3');
const KEYLINT_CARD_TEXTS = texts(KEYLINT_HTML, '.feature-card p');
const KEYLINT_TOPICS = [
  'KeyLint',
  'AI',
  'hotkey',
  'text',
  'grammar',
  'tone',
  'style',
  'writing',
  'clipboard',
  'text fixer',
  'clipboard text fixer',
  'emails',
  'chat messages',
  'documents',
  'social media posts',
  'OpenAI',
  'Anthropic',
  'Ollama',
  'AWS Bedrock',
  'API key',
  'BYOK',
  'Windows',
  'system tray',
  'multilingual',
  'source available',
  'private',
  'privacy',
];

const keylint: CorpusSite = {
  id: 'keylint-2026',
  about:
    'real (KeyLint website/index.html 2026, static page): JSON-LD SoftwareApplication with a $0 offer and version "4.1.5-alpha", a "Free & Source Available" badge, six feature cards under section#features, a row of AI providers',
  classes: ['real', 'single-page', 'json-ld', 'pricing', 'stage', 'features', 'categories'],
  source: realSource('0xMMA/KeyLint', '474605c5', 'website/index.html', 'verbatim'),
  pages: { '/': KEYLINT_HTML },
  expected: {
    name: 'KeyLint',
    // "Free & Source Available"; the meta description's "Free."; the JSON-LD offer of price 0.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "4.1.5-alpha" is a release's version label in JSON-LD, no stage said in words.
    stage: null,
    logo_url: '{base}/favicon.svg',
    demo_video_url: null,
    // "Fix text instantly with AI", "Fixes grammar, tone, and style": AI that helps you write.
    categories: { must: ['Writing Assistants'], may: ['AI', 'Productivity'] },
    tags: { must: [], may: KEYLINT_TOPICS },
    keywords: { must: [], may: KEYLINT_TOPICS },
    features: { must: KEYLINT_CARDS, may: KEYLINT_CARD_TEXTS },
    usps: { must: [], may: [...KEYLINT_CARDS, ...KEYLINT_CARD_TEXTS] },
    // The JSON-LD author is an organisation (its GitHub account), no person.
    founders: [],
    // The nav's and the footer's "GitHub", and "View on GitHub".
    socials: { github: 'https://github.com/0xMMA/KeyLint' },
    faqs: [],
  },
  // The AI providers it works with are other companies' products, not its features; "Download for
  // Windows" states no stage.
  forbidden: [
    'features=OpenAI',
    'features=Anthropic',
    'features=Ollama (local)',
    'features=AWS Bedrock',
    'stage=launched',
    'pricing_model=paid',
  ],
};

// ---------------------------------------------------------------- focusd (held out)

const FOCUSD_HTML = realPage('focusd-2026/index.html');
const FOCUSD_CARDS = texts(FOCUSD_HTML, '.features .card h3');
const FOCUSD_CARD_TEXTS = texts(FOCUSD_HTML, '.features .card p');
const FOCUSD_COMMANDS = texts(FOCUSD_HTML, '.usage .row:not(.header) .col-desc');
const FOCUSD_PLANNED = texts(FOCUSD_HTML, '.roadmap .card h3');
const FOCUSD_TOPICS = [
  'focusd',
  'privacy-first tracker',
  'tracker',
  'screen time',
  'screen time limits',
  'app limits',
  'pomodoro',
  'focus timer',
  'privacy',
  'performance',
  'control',
  'insights',
  'CLI',
  'CLI dashboard',
  'dashboard',
  'Go',
  'Windows',
  'PowerShell',
  'retention policies',
  'data retention',
  'usage data',
  'CSV',
  'MIT License',
];

const focusd: CorpusSite = {
  id: 'focusd-2026',
  about:
    'real (Focusd website/index.html 2026, terminal-styled static page): six bracketed feature cards ("[PRIVACY]"), a command table, a roadmap of "[PLANNED]" cards, an MIT copyright line',
  classes: ['real', 'single-page', 'features'],
  source: realSource('0xarchit/Focusd', '3945ac95', 'website/index.html', 'verbatim'),
  pages: { '/': FOCUSD_HTML },
  expected: {
    name: ['focusd', 'Focusd'],
    // "MIT License": a license, no price and no "free".
    pricing_model: null,
    // "Copyright © 2025 oxarchit": a copyright, no founding.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "STATUS: ONLINE" is the page's terminal decoration, no stage.
    stage: null,
    logo_url: '{base}/favicon.ico',
    demo_video_url: null,
    // A screen-time tracker with a focus timer and app limits.
    categories: { must: [], may: ['Productivity'] },
    tags: { must: [], may: FOCUSD_TOPICS },
    keywords: { must: [], may: FOCUSD_TOPICS },
    // The six cards as written (bracketed), or their words without the brackets; their texts and the
    // commands' descriptions ("Export usage data to CSV") are capabilities too. The roadmap's cards are
    // planned, not features.
    features: {
      must: FOCUSD_CARDS,
      may: [...FOCUSD_CARDS.map((title) => title.replace(/^\[|\]$/g, '')), ...FOCUSD_CARD_TEXTS, ...FOCUSD_COMMANDS],
    },
    usps: { must: [], may: [...FOCUSD_CARDS, ...FOCUSD_CARD_TEXTS] },
    founders: [],
    // The header's "[GITHUB]".
    socials: { github: 'https://github.com/0xarchit/Focusd' },
    faqs: [],
  },
  forbidden: [...FOCUSD_PLANNED.map((title) => `features=${title}`), 'founded_year=2025', 'stage=launched', 'oxarchit'],
};

// ---------------------------------------------------------------- Glances (held out)

const GLANCES_STATS = ['CPU', 'Load', 'Memory', 'Network bit rate', 'Disk I/O', 'Filesystem', 'Processes', 'Logs'];
const GLANCES_TOPICS = [
  'Glances',
  'monitoring',
  'monitoring tool',
  'system monitoring',
  'CLI',
  'curses',
  'Python',
  'PsUtil',
  'psutil',
  'GNU/Linux',
  'Linux',
  'BSD',
  'CPU',
  'memory',
  'load',
  'network',
  'disk I/O',
  'filesystem',
  'processes',
  'alerts',
  'logs',
  'PyPi',
  'pip',
  'PPA',
  'Homebrew',
];

const glances: CorpusSite = {
  id: 'glances-2012',
  about:
    'real (nicolargo.github.io/glances 2012, GitHub Pages project page): "a CLI curses based monitoring tool", installation per system, a user guide with a section per stat, a maintainer line, a theme credit with a Twitter link',
  classes: ['real', 'single-page', 'docs', 'categories', 'socials'],
  source: realSource('nicolargo/glances', '01b6edc9', 'index.html', 'verbatim'),
  pages: { '/': realPage('glances-2012/index.html') },
  expected: {
    name: 'Glances',
    // No price, no "free"; a Flattr button asks for donations.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The closing image is the logo (its file named after the product; its alt text says "screenshot").
    logo_url: ['https://github.com/nicolargo/glances/raw/master/doc/glances-white-256.png'],
    demo_video_url: null,
    // "Glances is a CLI curses based monitoring tool for GNU/Linux and BSD OS."
    categories: { must: ['Monitoring'], may: ['Developer Tools'] },
    tags: { must: [], may: GLANCES_TOPICS },
    keywords: { must: [], may: GLANCES_TOPICS },
    // No feature list: the user guide's sections name the stats it shows.
    features: { must: [], may: GLANCES_STATS },
    usps: { must: [], may: [] },
    // "is maintained by nicolargo": a maintainer, no founding role.
    founders: [],
    // "View project on GitHub".
    socials: { github: 'https://github.com/nicolargo/glances' },
    faqs: [],
  },
  // The Twitter link credits the page theme's author; Flattr is a donation; the packagers' systems are
  // where it installs, not features.
  forbidden: ['twitter.com/jasonlong', 'flattr.com', 'features=ArchLinux: In the AUR repository', 'Arnaud Hartmann'],
};

// ---------------------------------------------------------------- Pennywall (held out)

const PENNYWALL_TOPICS = [
  'Pennywall',
  'donation wall',
  'donation-wall generator',
  'donations',
  'social content',
  'monetize',
  'monetization',
  'themes',
  'themeable',
  'paywall',
];

const pennywall: CorpusSite = {
  id: 'pennywall-2019',
  about:
    "real (Pennywall website/index.html 2019, one-screen static page): a logo, a shell session building a wall from an example config (someone's blog), one sentence of description, demo links",
  classes: ['real', 'single-page', 'description'],
  source: realSource('0xfe/pennywall', '153b7e27', 'website/index.html', 'verbatim'),
  pages: { '/': realPage('pennywall-2019/index.html') },
  expected: {
    name: 'Pennywall',
    // It collects donations for its users; its own price is not said.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header's image, class "logo".
    logo_url: '{base}/assets/logo.png',
    // "See demo" opens a live wall, no video.
    demo_video_url: null,
    // "Share and monetize your social content", "A themeable donation-wall generator".
    categories: { must: [], may: ['Payments', 'Finance', 'Marketing', 'Social Media'] },
    tags: { must: [], may: PENNYWALL_TOPICS },
    keywords: { must: [], may: PENNYWALL_TOPICS },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    founders: [],
    // "Fork it on GitHub".
    socials: { github: 'https://github.com/0xfe/pennywall' },
    faqs: [],
  },
  // The example config's blog is a user's, not the product.
  forbidden: ["name=Kev's Vegan Blog", 'kevsveganblog.com'],
};

export const REAL_TUNING_SITES_SEVENTEENTH: readonly CorpusSite[] = [etherpad, wekan, gitextensions];
export const REAL_HELD_OUT_SITES_SEVENTEENTH: readonly CorpusSite[] = [
  lychee,
  sharex,
  borgbackup,
  keylint,
  focusd,
  glances,
  pennywall,
];
