/**
 * Corpus sites, part 11 (issue 34, third round): four more real READMEs, two to TUNE on and two HELD
 * OUT, so the corpus stays half held out. The tuning pair was chosen for the shapes of the errors the
 * held-out real sites still showed (docs/drafting.md): a product whose README names an API, a CLI and
 * docs without being a developer tool or a docs app (a password manager; a document archive), a
 * security-report procedure and a list of browser extensions under no features heading, a badge
 * "Chat on Matrix", logos inside <picture>. Every page's facts were written by hand from the page
 * before the drafter was first run on it; rendered like part 6's: markdown-it (html and linkify on)
 * in a bare <title> page, the text verbatim.
 *
 * Tuning:
 * - passbolt-readme: passbolt/passbolt_api at e3aa15fe (README.md): "The open source password manager
 *   for teams", headquartered "in the EU specifically in Luxembourg", CE / PRO / Cloud calls to action
 *   as images, client lists, a security address and the steps taken after a report.
 * - paperless-ngx-readme: paperless-ngx/paperless-ngx at b0e0e8a3 (README.md): a document management
 *   system, a sponsor's logo beside its own, a features section that only links to the docs.
 *
 * - linkding-readme: sissbruecker/linkding at 65813a75 (README.md), added in a second step of the round:
 *   a bookmark manager whose features list names a "REST API for developing 3rd party apps" under a
 *   bold "Feature Overview:" line, install and dev commands with a sample address.
 * - navidrome-readme: navidrome/navidrome at 295886cb (README.md), the same step: a music server
 *   "compatible with all Subsonic/Madsonic/Airsonic clients", a "Subsonic API Compatibility" link, a
 *   tweet-intent badge, Discord and subreddit badges, a hosting partner.
 * - praw-data-scraper-readme: spectrumpositive/PRAW-data-scraper at 657e9458 (README.md; a pull
 *   request's merge commit of that public repository), added in a third step for the shape of the
 *   held-out errors "feature paragraphs with emoji" and "a reference list as features": features as
 *   emoji-and-bold paragraphs ("❤️ **Lightweight**: …"), a bold "Settings:" list of code names with
 *   their meaning, a bold "Features:" list, numbered usage steps, authors.
 *
 * Held out (added with the tuning sites, one for one; the drafter is not changed for them):
 * - firefly-iii-readme: firefly-iii/firefly-iii at a95b82b1 (readme.md): a personal finance manager,
 *   features in several short lists, a contact address, donation links, a sponsor.
 * - docmost-readme: docmost/docmost at 549cf7c0 (README.md): a wiki and documentation app, a plain
 *   features list, a "Website | Documentation | Twitter / X" row, thanks to two other companies.
 * - gotify-readme: gotify/server at d543a8aa (README.md), with linkding and Navidrome: a push-message
 *   server, features that name a REST-API and a WebSocket, a Matrix badge, store badges.
 * - shiori-readme: go-shiori/shiori at 585ea341 (README.md), the same step: a bookmarks manager, a
 *   "[BETA]" web extension among its features, a Matrix badge, "a simple clone of Pocket".
 * - photoprism-readme: photoprism/photoprism at 382ffa89 (README.md), with PRAW data scraper: an
 *   AI-powered photos app, a "Feature Overview" list of linked items, memberships without a price,
 *   Bluesky and Mastodon badges and "Follow us on …", sponsors and Patreon.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const PASSBOLT_DIFFERENT = [
  'Security: Passbolt security model features user-owned secret keys and end-to-end encryption. It is audited multiple times annually, and findings are made public.',
  'Collaboration: Securely share and audit credentials, with powerful and dependable policies for power users.',
  'Privacy: Passbolt is headquartered in the EU 🇪🇺 specifically in Luxembourg. Passbolt doesn’t collect personal data or telemetry, and can be deployed in an air-gapped environment.',
  'Privacy: Passbolt is headquartered in the EU :european_union: specifically in Luxembourg. Passbolt doesn’t collect personal data or telemetry, and can be deployed in an air-gapped environment.',
  'Security',
  'Collaboration',
  'Privacy',
];

export const passboltReadme: CorpusSite = {
  id: 'passbolt-readme',
  about:
    'real (passbolt/passbolt_api README): a password manager naming an API and a CLI, a security-report procedure, "headquartered in … Luxembourg"',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'contact', 'place', 'pricing'],
  source: realSource('passbolt/passbolt_api', 'e3aa15fe'),
  pages: { '/': realPage('passbolt-readme/index.html') },
  expected: {
    name: 'Passbolt',
    // CE, PRO ("free-trial" in a link) and Cloud as images; "free software" is the license.
    pricing_model: null,
    founded_year: null,
    // security@ is for vulnerability reports.
    contact_email: null,
    // "headquartered in the EU … specifically in Luxembourg": the country; no city is named.
    city: null,
    country: 'LU',
    stage: null,
    logo_url: [
      'https://github.com/passbolt/passbolt_styleguide/blob/master/src/img/logo/logo.svg',
      'https://github.com/passbolt/passbolt_styleguide/blob/master/src/img/logo/logo_white.svg',
    ],
    demo_video_url: null,
    // A password manager: the tree has no category for it (not APIs, not Developer Tools).
    categories: { must: [], may: [] },
    keywords: {
      must: [],
      may: ['password manager', 'open source password manager', 'password manager for teams', 'passwords', 'secrets'],
    },
    tags: {
      must: [],
      may: ['password manager', 'open source password manager', 'password manager for teams', 'passwords', 'secrets'],
    },
    features: { must: [], may: PASSBOLT_DIFFERENT },
    usps: { must: [], may: PASSBOLT_DIFFERENT },
    founders: [],
    // "Join the [community forum](https://community.passbolt.com) to join discussions …" (its Contributing section):
    // the product's own forum on its own domain, as n8n's community.n8n.io is counted (corrected in the
    // hundred-and-ninth round: a slip of the facts, the corpus counts a product's forum among its socials).
    socials: { custom: ['https://community.passbolt.com', 'https://community.passbolt.com/'] },
    faqs: [],
  },
  forbidden: [
    'security@passbolt.com',
    'Attempt to reproduce the problem',
    'Prominently announce the problem',
    'give credit to the reporter',
    'Brave, Opera, Vivaldi',
    'Free Software Foundation',
    'stage=launched',
    'stage=alpha',
  ],
};

export const paperlessNgxReadme: CorpusSite = {
  id: 'paperless-ngx-readme',
  about:
    'real (paperless-ngx/paperless-ngx README): a document management system, a sponsor logo, "Chat on Matrix", a features section that links to the docs',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'socials'],
  source: realSource('paperless-ngx/paperless-ngx', 'b0e0e8a3'),
  pages: { '/': realPage('paperless-ngx-readme/index.html') },
  expected: {
    name: 'Paperless-ngx',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: [
      'https://github.com/paperless-ngx/paperless-ngx/blob/main/docs/assets/logo_full_black.png',
      'https://github.com/paperless-ngx/paperless-ngx/blob/main/docs/assets/logo_full_white.png',
    ],
    demo_video_url: null,
    // A document archive for scanned paper: "shared documents" of Notes & Docs at a stretch, never
    // because the README points to its documentation.
    categories: { must: [], may: ['Notes & Docs', 'Productivity'] },
    keywords: {
      must: [],
      may: ['document management', 'document management system', 'searchable online archive', 'documents'],
    },
    tags: {
      must: [],
      may: ['document management', 'document management system', 'searchable online archive', 'documents', 'archive'],
    },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    founders: [],
    // The badge "Chat on Matrix" at the top.
    socials: { custom: 'https://matrix.to/#/%23paperlessngx%3Amatrix.org' },
    faqs: [],
  },
  forbidden: ['DigitalOcean', 'm.do.co', 'DO_Logo', 'crowdin', 'codecov', 'stage=launched'],
};

const FIREFLY_FEATURES = [
  'It is completely self-hosted and isolated, and will never contact external servers until you explicitly tell it to.',
  'It features a REST JSON API that covers almost every part of Firefly III.',
  'Create recurring transactions to manage your money.',
  'Rule based transaction handling with the ability to create your own rules.',
  'A double-entry bookkeeping system.',
  'Save towards a goal using piggy banks.',
  'View income and expense reports.',
  '2 factor authentication for extra security 🔒.',
  'Supports any currency you want.',
  'Clear views that should show you how you’re doing.',
  'Easy navigation through your records.',
  'Lots of charts because we all love them.',
];

export const fireflyIiiReadme: CorpusSite = {
  id: 'firefly-iii-readme',
  about:
    'real (firefly-iii/firefly-iii readme): a personal finance manager, features in short lists, a contact address, Patreon, Ko-fi and a sponsor',
  classes: ['real', 'single-page', 'docs', 'categories', 'contact', 'socials', 'pricing'],
  source: realSource('firefly-iii/firefly-iii', 'a95b82b1', 'readme.md'),
  pages: { '/': realPage('firefly-iii-readme/index.html') },
  expected: {
    name: 'Firefly III',
    // "A free and open source personal finance manager"; "Firefly III is free open source software".
    pricing_model: 'free',
    founded_year: null,
    contact_email: 'james@firefly-iii.org',
    // "lives in the European Union (🇳🇱)": a flag, no place in words.
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://raw.githubusercontent.com/firefly-iii/firefly-iii/develop/.github/assets/img/logo-small.png',
    demo_video_url: null,
    categories: { must: ['Finance'], may: ['Accounting'] },
    keywords: {
      must: [],
      may: ['personal finance manager', 'personal finance', 'finance manager', 'personal finances', 'budgets'],
    },
    tags: {
      must: [],
      may: ['personal finance manager', 'personal finance', 'finance manager', 'personal finances', 'budgets'],
    },
    features: { must: FIREFLY_FEATURES, may: ['There is a Docker image.'] },
    usps: { must: [], may: FIREFLY_FEATURES },
    founders: [],
    // "Mastodon for news and updates" (rel="me"). Socials audit (issue 34): its Gitter room, named for the
    // product in its own list of support channels, is its chat too (chats count throughout): either is right.
    socials: { custom: ['https://fosstodon.org/@ff3', 'https://gitter.im/firefly-iii/firefly-iii'] },
    faqs: [],
  },
  forbidden: ['patreon', 'ko-fi', 'liberapay', 'sponsors/JC5', 'testmuai', 'Cherie Woo', 'stage=launched'],
};

const DOCMOST_FEATURES = [
  'Real-time collaboration',
  'Diagrams (Draw.io, Excalidraw and Mermaid)',
  'Spaces',
  'Permissions management',
  'Groups',
  'Comments',
  'Page history',
  'Search',
  'File attachments',
  'Embeds (Airtable, Loom, Miro and more)',
  'Translations (10+ languages)',
];

export const docmostReadme: CorpusSite = {
  id: 'docmost-readme',
  about:
    'real (docmost/docmost README): a wiki and documentation app, a plain features list, thanks to Crowdin and Algolia',
  classes: ['real', 'single-page', 'docs', 'categories', 'socials', 'pricing'],
  source: realSource('docmost/docmost', '549cf7c0'),
  pages: { '/': realPage('docmost-readme/index.html') },
  expected: {
    name: 'Docmost',
    // "try our cloud version" and an enterprise license, without a price or a plan.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    keywords: {
      must: [],
      may: ['wiki', 'documentation software', 'collaborative wiki', 'wiki and documentation software'],
    },
    tags: {
      must: [],
      may: ['wiki', 'documentation software', 'collaborative wiki', 'wiki and documentation software', 'open-source'],
    },
    features: { must: DOCMOST_FEATURES, may: [] },
    usps: { must: [], may: DOCMOST_FEATURES },
    founders: [],
    socials: { x: 'https://twitter.com/DocmostHQ' },
    faqs: [],
  },
  forbidden: ['Crowdin', 'Algolia', 'apps/server/src/ee', 'stage=launched'],
};

const LINKDING_FEATURES = [
  'Clean UI optimized for readability',
  'Organize bookmarks with tags',
  'Bulk editing, Markdown notes, read it later functionality',
  'Share bookmarks with other users or guests',
  'Automatically provides titles, descriptions and icons of bookmarked websites',
  'Automatically archive websites, either as local HTML file or on Internet Archive',
  'Import and export bookmarks in Netscape HTML format',
  'Installable as a Progressive Web App (PWA)',
  'Extensions for Firefox and Chrome, as well as a bookmarklet',
  'SSO support via OIDC or authentication proxies',
  'REST API for developing 3rd party apps',
  'Admin panel for user self-service and raw data access',
];

export const linkdingReadme: CorpusSite = {
  id: 'linkding-readme',
  about:
    'real (sissbruecker/linkding README): a bookmark manager, "REST API for developing 3rd party apps" among its features, dev commands',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories'],
  source: realSource('sissbruecker/linkding', '65813a75'),
  pages: { '/': realPage('linkding-readme/index.html') },
  expected: {
    name: 'linkding',
    // "check managed hosting options": no price, no plan.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header image the README opens with (its wordmark), linked to the repository.
    logo_url: '{base}/assets/header.svg',
    demo_video_url: null,
    // A bookmark manager: no category of the tree names it; an API among its features is no API product.
    categories: { must: [], may: ['Productivity'] },
    keywords: { must: [], may: ['bookmark manager', 'bookmarks', 'self-hosted bookmark manager'] },
    tags: { must: [], may: ['bookmark manager', 'bookmarks', 'self-hosted bookmark manager'] },
    features: { must: LINKDING_FEATURES, may: [] },
    usps: { must: [], may: LINKDING_FEATURES },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['joe@example.com', 'localhost:8000', 'Python 3.13', 'stage=launched'],
};

const NAVIDROME_FEATURES = [
  'Handles very large music collections',
  'Streams virtually any audio format available',
  'Reads and uses all your beautifully curated metadata',
  'Great support for compilations (Various Artists albums) and box sets (multi-disc albums)',
  'Multi-user, each user has their own play counts, playlists, favourites, etc...',
  'Very low resource usage',
  'Multi-platform, runs on macOS, Linux and Windows. Docker images are also provided',
  'Ready to use binaries for all major platforms, including Raspberry Pi',
  'Automatically monitors your library for changes, importing new files and reloading new metadata',
  'Supports lyrics from sidecar .ttml, .yaml/.yml Lyricsfile, .elrc, .lrc, .srt, .txt files and embedded TTML, Enhanced LRC, LRC, SRT, and plain-text tags (via lyricspriority)',
  'Themeable, modern and responsive Web interface based on Material UI',
  'Compatible with all Subsonic/Madsonic/Airsonic clients',
  'Transcoding on the fly. Can be set per user/player. Opus encoding is supported',
  'Translated to various languages',
];

export const navidromeReadme: CorpusSite = {
  id: 'navidrome-readme',
  about:
    'real (navidrome/navidrome README): a music server compatible with Subsonic clients, a tweet badge, Discord and subreddit badges, a hosting partner',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'socials', 'pricing'],
  source: realSource('navidrome/navidrome', '295886cb'),
  pages: { '/': realPage('navidrome-readme/index.html') },
  expected: {
    name: ['Navidrome', 'Navidrome Music Server'],
    // PikaPods' hosting shares revenue; no price or plan of Navidrome.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "The master branch may be in an unstable or even broken state": a branch, not the product's stage.
    stage: null,
    logo_url: '{base}/resources/logo-192x192.png',
    demo_video_url: null,
    // A music server: no category of the tree; "Subsonic API Compatibility" is no API product.
    categories: { must: [], may: [] },
    keywords: {
      must: [],
      may: [
        'music server',
        'music collection server',
        'music streaming',
        'streamer',
        'web-based music collection server',
      ],
    },
    tags: {
      must: [],
      may: [
        'music server',
        'music collection server',
        'music streaming',
        'streamer',
        'web-based music collection server',
      ],
    },
    features: { must: NAVIDROME_FEATURES, may: [] },
    usps: { must: [], may: NAVIDROME_FEATURES },
    founders: [],
    // The "Dev Chat" and "Subreddit" badges, and "join the chat in our Discord server".
    socials: { custom: 'https://discord.gg/xh7j7yF', reddit: 'https://www.reddit.com/r/navidrome/' },
    faqs: [],
  },
  forbidden: ['twitter.com/intent', 'pikapods', 'poeditor', 'gurubase', 'stage=launched'],
};

export const gotifyReadme: CorpusSite = {
  id: 'gotify-readme',
  about:
    'real (gotify/server README): a push-message server, a REST-API and a WebSocket among its features, a Matrix badge',
  classes: ['real', 'single-page', 'docs', 'categories', 'socials', 'pricing'],
  source: realSource('gotify/server', 'd543a8aa'),
  pages: { '/': realPage('gotify-readme/index.html') },
  expected: {
    name: ['Gotify', 'gotify', 'gotify/server'],
    // "many free and commercial push services out there": other services.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://raw.githubusercontent.com/gotify/logo/master/gotify-logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    keywords: {
      must: [],
      may: ['push notifications', 'messages', 'self-hosted', 'server for sending and receiving messages'],
    },
    tags: { must: [], may: ['push notifications', 'messages', 'self-hosted'] },
    features: {
      must: ['send messages via REST-API', 'receive messages via WebSocket', 'manage users, clients and applications'],
      may: ['Plugins', 'Web-UI -> ./ui', 'CLI for sending messages -> gotify/cli', 'Android-App -> gotify/android'],
    },
    usps: { must: [], may: [] },
    founders: [],
    socials: { custom: 'https://matrix.to/#/#gotify:matrix.org' },
    faqs: [],
  },
  forbidden: ['Google LLC', 'pricing_model=free', 'stage=launched'],
};

const SHIORI_FEATURES = [
  'Basic bookmarks management i.e. add, edit, delete and search.',
  'Import and export bookmarks from and to Netscape Bookmark file.',
  'Import bookmarks from Pocket.',
  'Simple and clean command line interface.',
  "Simple and pretty web interface for those who don't want to use a command line app.",
  'Portable, thanks to its single binary format.',
  'Support for sqlite3, PostgreSQL, MariaDB and MySQL as its database.',
  'Where possible, by default shiori will parse the readable content and create an offline archive of the webpage.',
  '[BETA] web extension support for Firefox and Chrome.',
];

export const shioriReadme: CorpusSite = {
  id: 'shiori-readme',
  about: 'real (go-shiori/shiori README): a bookmarks manager, a "[BETA]" extension among its features, a Matrix badge',
  classes: ['real', 'single-page', 'docs', 'socials', 'stage'],
  source: realSource('go-shiori/shiori', '585ea341'),
  pages: { '/': realPage('shiori-readme/index.html') },
  expected: {
    name: 'Shiori',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "[BETA]" is the web extension's, not the product's.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    keywords: { must: [], may: ['bookmarks manager', 'bookmarks', 'bookmark manager'] },
    tags: { must: [], may: ['bookmarks manager', 'bookmarks', 'bookmark manager'] },
    features: { must: SHIORI_FEATURES, may: [] },
    usps: { must: [], may: SHIORI_FEATURES },
    founders: [],
    socials: { custom: 'https://matrix.to/#/#shiori:matrix.org' },
    faqs: [],
  },
  forbidden: ['getpocket', 'cover.png', 'stage=beta', 'stage=launched'],
};

// As written, with their emoji (the corpus's convention, as Bruno's); without them is also right.
const PRAW_FEATURES = [
  '❤️ Lightweight: Crafted with minimalistic code.',
  '⚡️ Fast: The Python code only takes anywhere from a few seconds to a few minutes.',
  'Flair sorting',
];

export const prawDataScraperReadme: CorpusSite = {
  id: 'praw-data-scraper-readme',
  about:
    'real (spectrumpositive/PRAW-data-scraper README): features as emoji-and-bold paragraphs, a "Settings:" list of code names, usage steps, authors',
  classes: ['real', 'tuning', 'single-page', 'docs', 'socials', 'founders', 'pricing'],
  source: realSource('spectrumpositive/PRAW-data-scraper', '657e9458'),
  pages: { '/': realPage('praw-data-scraper-readme/index.html') },
  expected: {
    name: ['PRAW data scraper', 'PRAW-data-scraper'],
    // "A free, fast and beautiful PRAW data scraper".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "The website is currently a work in progress": the website's, not a stage of the tool.
    stage: null,
    // The image the README opens with, linked to the repository (no alt text).
    logo_url: 'https://elijahpepe.com/i/CUMq1Jvg7b.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    keywords: { must: [], may: ['PRAW data scraper', 'data scraper', 'Reddit', 'Python tool'] },
    tags: { must: [], may: ['PRAW data scraper', 'data scraper', 'Reddit', 'Python tool'] },
    features: {
      must: PRAW_FEATURES,
      may: [
        'Lightweight: Crafted with minimalistic code.',
        'Fast: The Python code only takes anywhere from a few seconds to a few minutes.',
        'Lightweight',
        'Fast',
      ],
    },
    usps: { must: [], may: PRAW_FEATURES },
    // An author and a community lead, no founder.
    founders: [],
    socials: { custom: 'https://discord.gg/n2VuTrS' },
    faqs: [],
  },
  forbidden: [
    'client_id',
    'client_secret',
    'Input the subreddit',
    'For the scraping element',
    'opencollective',
    'ElijahPepe',
    'stage=launched',
  ],
};

const PHOTOPRISM_FEATURES = [
  'Browse all your photos and videos without worrying about RAW conversion, duplicates or video formats',
  'Easily find specific pictures using powerful search filters',
  'Recognizes the faces of your family and friends',
  'Automatic classification of pictures based on their content and location',
  'Play Live Photos by hovering over them in albums and search results',
  'Includes four high-resolution World Maps to bring back the memories of your favorite trips',
  'Metadata is extracted and merged from Exif, XMP, and other sources such as Google Photos',
  'Many more image properties like Colors, Chroma, and Quality can be searched as well',
  'Use PhotoSync to securely backup iOS and Android phones in the background',
  "WebDAV clients such as Microsoft's Windows Explorer and Apple's Finder can connect directly to PhotoPrism, allowing you to open, edit, and delete files from your computer as if they were local",
];

export const photoprismReadme: CorpusSite = {
  id: 'photoprism-readme',
  about:
    'real (photoprism/photoprism README): an AI-powered photos app, linked feature items, memberships without a price, Bluesky and Mastodon',
  classes: ['real', 'single-page', 'docs', 'categories', 'socials', 'pricing'],
  source: realSource('photoprism/photoprism', '382ffa89'),
  pages: { '/': realPage('photoprism-readme/index.html') },
  expected: {
    name: ['PhotoPrism', 'PhotoPrism®'],
    // Memberships and a commercial license, "monthly and annual billing for all tiers", but no price
    // and no free plan stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['AI'] },
    keywords: { must: [], may: ['photos app', 'AI-powered photos app', 'photos', 'pictures', 'decentralized web'] },
    tags: { must: [], may: ['photos app', 'AI-powered photos app', 'photos', 'pictures', 'decentralized web'] },
    features: {
      must: PHOTOPRISM_FEATURES,
      may: [
        'Since the User Interface is a Progressive Web App, it provides a native app-like experience, and you can conveniently install it on the home screen of all major operating systems and mobile devices',
      ],
    },
    usps: { must: [], may: PHOTOPRISM_FEATURES },
    founders: [],
    // Its badges and "Follow us on Mastodon, Bluesky": both are its own; the record has one `custom`,
    // the first on the page (the Bluesky badge).
    // Socials audit (issue 34): the scorer takes a list, so the Mastodon account is accepted too.
    socials: { custom: ['https://bsky.app/profile/photoprism.app', 'https://floss.social/@photoprism'] },
    faqs: [],
  },
  forbidden: ['patreon', 'Stripe', 'search-cards-view', 'pricing_model=subscription', 'stage=launched'],
};

/** Tuning: the rules may be fitted to these. */
export const REAL_TUNING_SITES_THIRD: CorpusSite[] = [
  passboltReadme,
  paperlessNgxReadme,
  linkdingReadme,
  navidromeReadme,
  prawDataScraperReadme,
];
/** Held out: measured only. */
export const REAL_HELD_OUT_SITES_THIRD: CorpusSite[] = [
  fireflyIiiReadme,
  docmostReadme,
  gotifyReadme,
  shioriReadme,
  photoprismReadme,
];
