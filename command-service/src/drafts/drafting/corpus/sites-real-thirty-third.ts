/**
 * Issue 34, thirty-third round: logos on real pages (wordmark images, a banner or a screenshot is no logo). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - pihole-readme: pi-hole/pi-hole at 1837b754 (README.md): a centred opening image, the mark with its
 *   wordmark ("vortex_with_text.svg", alt "Pi-hole website"), over the tagline in bold.
 * - newpipe-readme: TeamNewPipe/NewPipe at 79767f95 (README.md): a centred opening icon without alt text
 *   ("assets/new_pipe_icon_5.png"), linked to the product's site, right over the name in an h2.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - tailwindcss-readme: tailwindlabs/tailwindcss at 90f8ff41 (README.md): a <picture> with dark and light
 *   wordmark sources, linked to the product's site, alt "Tailwind CSS".
 * - keepassxc-readme: keepassxreboot/keepassxc at 95bae837 (README.md): an icon inside the h1, before the
 *   name ("keepassxc.svg", no alt text).
 * (Mastodon's README, a <picture> of wordmark.light/dark.png, was chosen first; its repository is too large
 * to fetch here, so it was replaced by Tailwind CSS's before any drafter ran.)
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const MARKDOWN = 'rendered by markdown-it, html and linkify on';

/** The ten labelled points under the tagline, label and text as the page states them. */
const PIHOLE_POINTS = [
  'Easy-to-install: our dialogs walk you through the simple installation process in less than ten minutes',
  'Resolute: content is blocked in non-browser locations, such as ad-laden mobile apps and smart TVs',
  'Responsive: seamlessly speeds up the feel of everyday browsing by caching DNS queries',
  'Lightweight: runs smoothly with minimal hardware and software requirements',
  'Robust: a command-line interface that is quality assured for interoperability',
  'Insightful: a beautiful responsive Web Interface dashboard to view and control your Pi-hole',
  'Versatile: can optionally function as a DHCP server, ensuring all your devices are protected automatically',
  'Scalable: capable of handling hundreds of millions of queries when installed on server-grade hardware',
  'Modern: blocks ads over both IPv4 and IPv6',
  'Free: open source software that helps ensure you are the sole person in control of your privacy',
];
const PIHOLE_LABELS = [
  'Easy-to-install',
  'Resolute',
  'Responsive',
  'Lightweight',
  'Robust',
  'Insightful',
  'Versatile',
  'Scalable',
  'Modern',
  'Free',
];
/**
 * "Breakdown of Features": its three parts, the statistics the engine's API gives ("Some of the statistics
 * you can integrate include:") and the lists of notable features under the other two.
 */
const PIHOLE_BREAKDOWN = [
  'Total number of domains being blocked',
  'Total number of DNS queries today',
  'Total number of ads blocked today',
  'Percentage of ads blocked',
  'Unique domains',
  'Queries forwarded (to your chosen upstream DNS server)',
  'Queries cached',
  'Unique clients',
  'Faster-than-light Engine',
  'The Command-Line Interface',
  'The Web Interface Dashboard',
  'Allowlisting, Denylisting (fka Whitelisting, Blacklisting), and Regex',
  'Debugging utility',
  'Viewing the live log file',
  'Updating Ad Lists',
  'Querying Ad Lists for blocked domains',
  'Enabling and Disabling Pi-hole',
  'Mobile-friendly interface',
  'Password protection',
  'Detailed graphs and doughnut charts',
  'Top lists of domains and clients',
  'A filterable and sortable query log',
  'Long Term Statistics to view data over user-defined time ranges',
  'The ability to easily manage and configure Pi-hole features',
];
const PIHOLE_TOPICS = [
  'ad blocking',
  'network-wide ad blocking',
  'DNS',
  'DNS sinkhole',
  'DHCP',
  'DHCP server',
  'privacy',
  'Linux',
  'self-hosted',
  'open source',
  'IPv6',
  'dashboard',
  'web interface',
  'command-line interface',
  'API',
  'Raspberry Pi',
  'Docker',
];

const pihole: CorpusSite = {
  id: 'pihole-readme',
  about:
    "Pi-hole's README: a centred wordmark image over a bold tagline, ten labelled points, install methods, support, contact and a breakdown of features.",
  classes: ['real', 'tuning', 'single-page', 'features', 'socials', 'readme'],
  source: realSource('pi-hole/pi-hole', '1837b754', 'README.md', MARKDOWN),
  pages: { '/': realPage('pihole-readme/index.html') },
  expected: {
    name: 'Pi-hole',
    // "Pi-hole is free but powered by your support"; donations are no price.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred opening image, the mark with its wordmark, alt "Pi-hole website".
    logo_url: 'https://raw.githubusercontent.com/pi-hole/graphics/refs/heads/master/Vortex/vortex_with_text.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Security & Privacy', 'Developer Tools', 'Productivity'] },
    features: { must: PIHOLE_POINTS, may: [...PIHOLE_LABELS, ...PIHOLE_BREAKDOWN] },
    usps: { must: [], may: [...PIHOLE_POINTS, ...PIHOLE_LABELS, ...PIHOLE_BREAKDOWN] },
    tags: { must: [], may: PIHOLE_TOPICS },
    keywords: { must: [], may: PIHOLE_TOPICS },
    founders: [],
    // "Getting in touch with us": Reddit and Twitter; the forum is a Discourse site.
    socials: {
      reddit: 'https://www.reddit.com/r/pihole/',
      x: 'https://twitter.com/The_Pi_hole',
    },
    faqs: [],
  },
  // The sponsors and affiliates are not the product's places or its price.
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

/** "### Features": the list as the page states it. */
const NEWPIPE_FEATURES = [
  'Watch videos at resolutions up to 4K',
  'Listen to audio in the background, only loading the audio stream to save data',
  'Popup mode (floating player, aka Picture-in-Picture)',
  'Watch live streams',
  'Show/hide subtitles/closed captions',
  'Search videos and audios (on YouTube, you can specify the content language as well)',
  'Enqueue videos (and optionally save them as local playlists)',
  'Show/hide general information about videos (such as description and tags)',
  'Show/hide next/related videos',
  'Show/hide comments',
  'Search videos, audios, channels, playlists and albums',
  'Browse videos and audios within a channel',
  'Subscribe to channels (yes, without logging into any account!)',
  "Get notifications about new videos from channels you're subscribed to",
  'Create and edit channel groups (for easier browsing and management)',
  'Browse video feeds generated from your channel groups',
  'View and search your watch history',
  "Search and watch playlists (these are remote playlists, which means they're fetched from the service you're browsing)",
  'Create and edit local playlists (these are created and saved within the app, and have nothing to do with any service)',
  'Download videos/audios/subtitles (closed captions)',
  'Open in Kodi',
  'Watch/Block age-restricted material',
];
const NEWPIPE_TOPICS = [
  'streaming',
  'streaming front-end',
  'front-end',
  'Android',
  'YouTube',
  'YouTube Music',
  'PeerTube',
  'Bandcamp',
  'SoundCloud',
  'media.ccc.de',
  'video',
  'videos',
  'audio',
  'music',
  'privacy',
  'libre',
  'free software',
  'open source',
  'lightweight',
  'playlists',
  'subscriptions',
  'downloads',
  'Kodi',
  'F-Droid',
  'Picture-in-Picture',
  'live streams',
];

const newpipe: CorpusSite = {
  id: 'newpipe-readme',
  about:
    "NewPipe's README: a rewrite notice, a centred icon linked to the product's site over the name (h2) and tagline (h4), badges, screenshots, supported services and a features list.",
  classes: ['real', 'tuning', 'single-page', 'features', 'socials', 'readme'],
  source: realSource('TeamNewPipe/NewPipe', '79767f95', 'README.md', MARKDOWN),
  pages: { '/': realPage('newpipe-readme/index.html') },
  expected: {
    name: 'NewPipe',
    // "NewPipe is Free Software"; donations are welcome, nothing is sold.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred icon over the name, linked to newpipe.net (no alt text; its file names the product).
    logo_url: '{base}/assets/new_pipe_icon_5.png',
    demo_video_url: null,
    categories: { must: ['Media'], may: ['Entertainment', 'Security & Privacy'] },
    features: { must: NEWPIPE_FEATURES, may: [] },
    usps: { must: [], may: NEWPIPE_FEATURES },
    tags: { must: [], may: NEWPIPE_TOPICS },
    keywords: { must: [], may: NEWPIPE_TOPICS },
    founders: [],
    // The chat badges: IRC on Libera and the Matrix room; its GitHub links are releases and nightlies.
    socials: { custom: ['https://web.libera.chat/#newpipe', 'https://matrix.to/#/#newpipe:matrix.newpipe-ev.de'] },
    faqs: [],
  },
  // A screenshot, the F-Droid badge and Liberapay's logo are no logo; Google Play is where it is NOT sold.
  forbidden: [
    'logo_url={base}/fastlane/metadata/android/en-US/images/phoneScreenshots/00.png',
    'logo_url=https://fdroid.gitlab.io/artwork/badge/get-it-on-en.svg',
    'logo_url=https://upload.wikimedia.org/wikipedia/commons/2/27/Liberapay_logo_v2_white-on-yellow.svg',
    'pricing_model=paid',
  ],
};

export const REAL_TUNING_SITES_THIRTY_THIRD: readonly CorpusSite[] = [pihole, newpipe];

const tailwind: CorpusSite = {
  id: 'tailwindcss-readme',
  about:
    "Tailwind CSS's README: a <picture> of dark and light wordmarks linked to the product's site, a one-line tagline, badges, and links to docs, discussions and contributing.",
  classes: ['real', 'single-page', 'readme'],
  source: realSource('tailwindlabs/tailwindcss', '90f8ff41', 'README.md', MARKDOWN),
  pages: { '/': realPage('tailwindcss-readme/index.html') },
  expected: {
    name: 'Tailwind CSS',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The <img> of the <picture> (its light source); the dark source is the same mark.
    logo_url: [
      'https://raw.githubusercontent.com/tailwindlabs/tailwindcss/HEAD/.github/logo-light.svg',
      'https://raw.githubusercontent.com/tailwindlabs/tailwindcss/HEAD/.github/logo-dark.svg',
    ],
    demo_video_url: null,
    // "A utility-first CSS framework for rapidly building custom user interfaces."
    categories: { must: ['Developer Tools'], may: ['Design'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: ['CSS', 'CSS framework', 'utility-first', 'user interfaces', 'framework', 'UI'] },
    keywords: { must: [], may: ['CSS', 'CSS framework', 'utility-first', 'user interfaces', 'framework', 'UI'] },
    founders: [],
    // Its GitHub links are actions, releases, the license, discussions and the contributing guide.
    socials: {},
    faqs: [],
  },
  forbidden: ['logo_url=https://img.shields.io/npm/dt/tailwindcss.svg'],
};

/** "Features List": the Basic and Advanced lists as the page states them. */
const KEEPASSXC_FEATURES = [
  'Create, open, and save databases in the KDBX format (KeePass-compatible with KDBX4 and KDBX3)',
  'Store sensitive information in entries that are organized by groups',
  'Search for entries',
  'Password generator',
  'Auto-Type passwords into applications',
  'Browser integration with Google Chrome, Mozilla Firefox, Microsoft Edge, Chromium, Vivaldi, Brave, and Tor-Browser',
  'Entry icon download',
  'Import databases from CSV, 1Password, and KeePass1 formats',
  'Database reports (password health, HIBP, and statistics)',
  'Database export to CSV and HTML formats',
  'TOTP storage and generation',
  'Field references between entries',
  'File attachments and custom attributes',
  'Entry history and data restoration',
  'YubiKey/OnlyKey challenge-response support',
  'Command line interface (keepassxc-cli)',
  'Auto-Open databases',
  'KeeShare shared databases (import, export, and synchronize)',
  'SSH Agent integration',
  'FreeDesktop.org Secret Service (replace Gnome keyring, etc.)',
  'Additional encryption choices: Twofish and ChaCha20',
];
const KEEPASSXC_TOPICS = [
  'password manager',
  'passwords',
  'security',
  'secure',
  'open source',
  'open-source',
  'Windows',
  'macOS',
  'Linux',
  'KeePass',
  'KDBX',
  'encryption',
  'encrypted',
  'offline',
  'password generator',
  'TOTP',
  'YubiKey',
  'SSH Agent',
  'browser integration',
  'privacy',
  'cross-platform',
];

const keepassxc: CorpusSite = {
  id: 'keepassxc-readme',
  about:
    "KeePassXC's README: an icon inside the h1 before the name, badges, a description paragraph, quick start, and Basic and Advanced feature lists.",
  classes: ['real', 'single-page', 'features', 'socials', 'readme'],
  source: realSource('keepassxreboot/keepassxc', '95bae837', 'README.md', MARKDOWN),
  pages: { '/': realPage('keepassxc-readme/index.html') },
  expected: {
    name: 'KeePassXC',
    // "a modern, secure, and open-source password manager"; no price is stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The icon in the h1, its file named for the product (no alt text).
    logo_url: 'https://keepassxc.org/assets/img/keepassxc.svg',
    demo_video_url: null,
    categories: { must: ['Security & Privacy'], may: ['Productivity', 'Developer Tools'] },
    features: { must: KEEPASSXC_FEATURES, may: ['Basic', 'Advanced'] },
    usps: { must: [], may: KEEPASSXC_FEATURES },
    tags: { must: [], may: KEEPASSXC_TOPICS },
    keywords: { must: [], may: KEEPASSXC_TOPICS },
    founders: [],
    // The Matrix badges (community and development channels, on app.element.io).
    socials: {
      custom: [
        'https://app.element.io/#/room/#keepassxc:mozilla.org',
        'https://app.element.io/#/room/#keepassxc-dev:mozilla.org',
      ],
    },
    faqs: [],
  },
  // Build, coverage and best-practice badges are no logo.
  forbidden: [
    'logo_url=https://bestpractices.coreinfrastructure.org/projects/6326/badge',
    'logo_url=https://codecov.io/gh/keepassxreboot/keepassxc/branch/develop/graph/badge.svg',
  ],
};

export const REAL_HELD_OUT_SITES_THIRTY_THIRD: readonly CorpusSite[] = [tailwind, keepassxc];
