/**
 * Issue 34, ninety-fifth round: stage missed: an early release said in the product's own words (beta, alpha, preview,
 * early access, experimental). Filled by the round: the pages tuned on, and one for one the real pages held out
 * (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuning (READMEs, rendered):
 * - taunicorn-readme: taurino-foundation/taunicorn at caae8c69 (README.md): an async local IPC library for Rust and
 *   Python: a centred logo, a "Currently Under Development" banner, a features list, "## Status" / "Taunicorn is
 *   currently **alpha software**."
 * - plopdown-readme: spaceribs/plopdown at 1426f8de (README.md): a video-enhancing web extension's monorepo: an h1
 *   with its icon, "## Overview" / "This project is currently in alpha.", an apps table, setup and deployment.
 * - ouch-browser-readme: shrimple-technologies/ouch at aeb31a9f (README.md): a GNOME web browser: a features list,
 *   "## Installing" / "As Ouch Browser is beta software, it's installation options are limited."
 *
 * Held out (READMEs, rendered):
 * - buttercup-desktop-readme: buttercup/buttercup-desktop at 2bb5964f (README.md, 2018-02): a password manager's
 *   desktop app: "## Beta software" / "The application is currently in beta, but should be considered stable for
 *   general use."
 * - way-cooler-readme: way-cooler/way-cooler at c9600523 (README.md, 2017-08): a tiling Wayland window manager:
 *   "# Development" / "Way Cooler is currently in beta."
 * - brainseed-readme: ursuscamp/brainseed at 2d356eda (README.md): a BIP-32 wallet terminal utility:
 *   "**WARNING**: Please note this is experimental software at this time."
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const none = { must: [] };

// ---------------------------------------------------------------- taunicorn (tuning)

const TAUNICORN_FEATURES = [
  'Async Rust transport built on Tokio',
  'Concrete, struct-based Rust API',
  'Async Python API through PyO3 and pyo3-async-runtimes',
  'Python asyncio integration with Tokio-backed Rust futures',
  'Ordered full-duplex byte streams',
  'Concurrent receive and send on one connection',
  'Same-direction write serialization',
  'Multiple independent clients per server',
  'Named local endpoints',
  'Connect, accept, read, and complete-write timeouts',
  'Explicit EOF and half-close semantics',
  'Explicit read/write halves through into_split()',
  'Opaque byte payloads',
  'Cross-platform local IPC',
  'PEP 561 typing via _taunicorn.pyi and py.typed',
  'No broker, RPC layer, serializer, message envelope, reconnect, or replay layer',
];
/** "## Design principles": bold labels, each with a paragraph. */
const TAUNICORN_PRINCIPLES = [
  'Transport, not protocol.',
  'Concrete APIs over transport trait hierarchies.',
  'One transport state machine.',
  'Explicit failure behavior.',
  'Local IPC first.',
  'Higher-level guarantees stay higher-level.',
];
const TAUNICORN_TOPICS = [
  'Taunicorn',
  'IPC',
  'local IPC',
  'Rust',
  'Python',
  'asyncio',
  'Tokio',
  'PyO3',
  'async',
  'byte streams',
  'full-duplex byte streams',
  'named local endpoints',
  'inter-process communication',
  'cross-platform',
  'transport',
];

const taunicorn: CorpusSite = {
  id: 'taunicorn-readme',
  about:
    'real (taurino-foundation/taunicorn README, rendered): an async local IPC library for Rust and Python: a centred logo, an under-development banner, a bold tagline, a features list, a status section ("alpha software"), installation, API reference, design principles, licence',
  classes: ['real', 'tuning', 'single-page', 'readme', 'stage', 'features', 'logo'],
  source: realSource('taurino-foundation/taunicorn', 'caae8c69', 'README.md', RENDERED),
  pages: { '/': realPage('taunicorn-readme/index.html') },
  expected: {
    name: 'Taunicorn',
    // "See LICENSE, LICENSE-APACHE-2.0, and LICENSE-MIT": licence files named, no price or "free" in words.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "## Status" / "Taunicorn is currently **alpha software**."; the banner "Currently Under Development".
    stage: 'alpha',
    // <img src="https://raw.githubusercontent.com/taurino-foundation/taunicorn/main/docs/images/logo.png" alt="Taunicorn">
    // centred above the h1.
    logo_url: 'https://raw.githubusercontent.com/taurino-foundation/taunicorn/main/docs/images/logo.png',
    demo_video_url: null,
    // A library developers build on: Developer Tools; "Rust API", "Python API": APIs arguable.
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    features: { must: TAUNICORN_FEATURES, may: TAUNICORN_PRINCIPLES },
    usps: { must: [], may: [...TAUNICORN_PRINCIPLES, ...TAUNICORN_FEATURES] },
    tags: { must: [], may: TAUNICORN_TOPICS },
    keywords: { must: [], may: TAUNICORN_TOPICS },
    // No person is named.
    founders: [],
    // No account or repository link (the logo's raw.githubusercontent.com address is a file).
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'stage=launched'],
};

// ---------------------------------------------------------------- plopdown (tuning)

/** The apps table's "Purpose" cells: the monorepo's parts, some of them what the extension does. */
const PLOPDOWN_APPS = [
  'Promotional page and primary website',
  'Find and attach to video elements found in the page',
  'Activate extension and select videos for attaching tracks',
  'Install and Listen to content scripts and forward to browser action popup',
  'Configure global options and manage permissions',
  'The app for showing the devtool (currently disabled)',
  'The panels app underlying the devtool',
  'Manifest.json and static assets for the extension',
  'Test out different kinds of video elements and embeds',
];
const PLOPDOWN_TOPICS = [
  'Plopdown',
  'video',
  'videos',
  'web extension',
  'browser extension',
  'extension',
  'Video Enhancing Web Extension',
  'video tracks',
  'nx monorepo',
  'Angular',
  'Firefox',
  'monorepo',
];

const plopdown: CorpusSite = {
  id: 'plopdown-readme',
  about:
    'real (spaceribs/plopdown README, rendered): a video-enhancing web extension\'s monorepo: an h1 with the icon and a link to plopdown.video, a bold tagline, "## Overview" (the monorepo, "This project is currently in alpha."), an apps table, setup, development and deployment steps',
  classes: ['real', 'tuning', 'single-page', 'readme', 'stage', 'logo'],
  source: realSource('spaceribs/plopdown', '1426f8de', 'README.md', RENDERED),
  pages: { '/': realPage('plopdown-readme/index.html') },
  expected: {
    name: 'Plopdown',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "This project is currently in alpha." (the project: the monorepo of every plopdown.video app, the extension).
    stage: 'alpha',
    // <img src="apps/plopdown-ext/src/icons/38.png" alt="Plopdown Logo"> in the h1.
    logo_url: '{base}/apps/plopdown-ext/src/icons/38.png',
    demo_video_url: null,
    // A browser extension for videos: none of the tree's categories is said.
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    // No features list; the apps table's purposes are the monorepo's parts (may).
    features: { must: [], may: PLOPDOWN_APPS },
    usps: none,
    tags: { must: [], may: PLOPDOWN_TOPICS },
    keywords: { must: [], may: PLOPDOWN_TOPICS },
    founders: [],
    // nx.dev, moonrepo.dev and plopdown.video are websites, no account.
    socials: {},
    faqs: [],
  },
  forbidden: ['stage=launched', 'name=nx', 'name=Overview'],
};

// ---------------------------------------------------------------- ouch browser (tuning)

const OUCH_FEATURES = [
  'Arc Browser-like workflow (UI, keyboard shortcuts, etc.)',
  'Intergration with the GNOME platform',
  'Privacy respecting (we do not collect any data)',
  'Mobile support',
  'Extremely lightweight (the binary is just a little over a megabyte large!)',
  'Extensible via plugins (using Lua)',
];
const OUCH_TOPICS = [
  'Ouch Browser',
  'Ouch',
  'browser',
  'web browser',
  'browsing',
  'GNOME',
  'GTK 4',
  'GTK',
  'libadwaita',
  'WebKitGTK',
  'Flatpak',
  'Fedora',
  'RPM',
  'Lua',
  'plugins',
  'privacy',
  'lightweight',
  'Linux',
];

const ouchBrowser: CorpusSite = {
  id: 'ouch-browser-readme',
  about:
    'real (shrimple-technologies/ouch README, rendered): a GNOME web browser: h1, a one-line tagline, a features list, installing ("As Ouch Browser is beta software …", binary, Flatpak, RPM), building, development, translations, credits',
  classes: ['real', 'tuning', 'single-page', 'readme', 'stage', 'features'],
  source: realSource('shrimple-technologies/ouch', 'aeb31a9f', 'README.md', RENDERED),
  pages: { '/': realPage('ouch-browser-readme/index.html') },
  expected: {
    name: ['Ouch Browser', 'Ouch'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "As Ouch Browser is beta software, it's installation options are limited."
    stage: 'beta',
    logo_url: null,
    demo_video_url: null,
    // A web browser: "Privacy respecting", "Mobile support"; Productivity arguable, nothing said.
    categories: { must: [], may: ['Productivity'] },
    features: { must: OUCH_FEATURES, may: [] },
    usps: { must: [], may: OUCH_FEATURES },
    tags: { must: [], may: OUCH_TOPICS },
    keywords: { must: [], may: OUCH_TOPICS },
    // The credits thank Jakub Steiner (app icon) and Lo (code from Zenith): contributors, no founder.
    founders: [],
    // git.sr.ht and Weblate are no platform of the spec's; the links are to its sources and translations.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Jakub Steiner', 'founders=Lo', 'name=Arc Browser', 'stage=launched'],
};

// ---------------------------------------------------------------- buttercup desktop (held out)

const BUTTERCUP_FEATURES = [
  'Buttercup supports loading and saving credentials archives both locally and remotely. Remote archives can be stored in a variety of service providers like Dropbox, ownCloud and Nextcloud (and others that support WebDAV, such as Yandex).',
  'Archives store groups and entries in a simple hierarchy. Both groups and entries can be moved into other groups. Deleted items are trashed before being removed permanently.',
  'Buttercup has basic merge conflict resolution when 2 changes are made at once on the file (locally or remote).',
  'You can import from other password managers (such as 1Password and KeePass) by opening your archive and choosing Import from the menu.',
];
const BUTTERCUP_TOPICS = [
  'Buttercup',
  'Buttercup Desktop',
  'password manager',
  'password',
  'passwords',
  'master password',
  'credentials',
  'login credentials',
  'archive',
  'archives',
  'encryption',
  'AES',
  'AES 256',
  'NodeJS',
  'open-source',
  'cross-platform',
  'Dropbox',
  'ownCloud',
  'Nextcloud',
  'WebDAV',
  'macOS',
  'Windows',
  'Linux',
  'Homebrew Cask',
  'security',
];

const buttercupDesktop: CorpusSite = {
  id: 'buttercup-desktop-readme',
  about:
    'real (buttercup/buttercup-desktop README, 2018, rendered): a password manager\'s desktop app: a centred name badge, a tagline, badges, a screenshot, about, why you need it, "## Beta software", download, encryption, features paragraphs, languages, development, contributors (creation, thanks), backers and sponsors',
  classes: ['real', 'held-out', 'single-page', 'readme', 'stage', 'features', 'founders', 'pricing'],
  source: realSource('buttercup/buttercup-desktop', '2bb5964f', 'README.md', RENDERED),
  pages: { '/': realPage('buttercup-desktop-readme/index.html') },
  expected: {
    name: ['Buttercup', 'Buttercup Desktop'],
    // "> Cross-platform, free and open-source password manager based on NodeJS.": free in its own words.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "## Beta software" / "The application is currently in beta, but should be considered stable for general use."
    stage: 'beta',
    // <img src="…/badge/desktop.svg" alt="Buttercup Desktop"> alone in the centred h1: the product's name drawn.
    logo_url: 'https://cdn.rawgit.com/buttercup-pw/buttercup-assets/054fc0fa/badge/desktop.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    // "## Features": four paragraphs, no list.
    features: { must: [], may: BUTTERCUP_FEATURES },
    usps: { must: [], may: BUTTERCUP_FEATURES },
    tags: { must: [], may: BUTTERCUP_TOPICS },
    keywords: { must: [], may: BUTTERCUP_TOPICS },
    // "### Creation" / "Sallar (@sallar)", "Perry (@perry_mitchell)": its creators.
    founders: [{ name: 'Sallar' }, { name: 'Perry' }],
    // The Twitter handles are the creators' and the brand designers'; Spectrum is no platform of the spec's; Open
    // Collective is a donations page.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Mohammad Amiri', 'founders=Arash Asghari', 'stage=alpha', 'pricing_model=paid'],
};

// ---------------------------------------------------------------- way cooler (held out)

const WAY_COOLER_FEATURES = [
  'i3-style tiling',
  'Client application support via the D-Bus IPC',
  'A Lua environment designed to make extending Way Cooler simple and easy',
  'X programs supported through XWayland',
  'Borders around containers',
  'Gaps between containers',
  'Basic X11 bar support (e.g lemonbar, polybar)',
  'Screen grabber / screen shot taker',
  'Lock screen',
];
const WAY_COOLER_SUB_FEATURES = [
  'Horizontal/Vertical layouts',
  'Tabbed/Stacked layouts',
  'Nest containers with different layouts',
  'Floating windows per workspace',
  'Enables dynamic configuration at runtime, without having to reload a configuration file',
  'Allows extensions of the window manager to exist as separate programs talking over the IPC',
  'Lua is the configuration format, allowing the user to enhance their window manager in any way they want.',
  'Utilities library included to aid communicating with Way Cooler',
  'way-cooler-bg: Draws the background for Way Cooler.',
  'wc-grab: Allows the user to take pictures of a screen.',
  'wc-lock: Locks Way Cooler and requires their password to be entered to unlock.',
];
const WAY_COOLER_TOPICS = [
  'Way Cooler',
  'window manager',
  'tiling window manager',
  'tiling',
  'Wayland',
  'Rust',
  'Lua',
  'D-Bus',
  'i3',
  'awesome',
  'XWayland',
  'X11',
  'wlc',
  'Linux',
  'customizable',
];

const wayCooler: CorpusSite = {
  id: 'way-cooler-readme',
  about:
    'real (way-cooler/way-cooler README, 2017, rendered): a tiling Wayland window manager: an h1 with its icon and badges, a definition, extensions, "# Development" ("Way Cooler is currently in beta."), screenshots, motivation, current and planned features, installation, init file, contributors, contributing',
  classes: ['real', 'held-out', 'single-page', 'readme', 'stage', 'features', 'founders', 'socials', 'logo'],
  source: realSource('way-cooler/way-cooler', 'c9600523', 'README.md', RENDERED),
  pages: { '/': realPage('way-cooler-readme/index.html') },
  expected: {
    name: 'Way Cooler',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Way Cooler is currently in beta." ("Wayland is still in early-stage development" is Wayland's.)
    stage: 'beta',
    // <img src="http://i.imgur.com/OGeL1nN.png" width="60"> opening the h1 "Way Cooler".
    logo_url: 'http://i.imgur.com/OGeL1nN.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    features: { must: WAY_COOLER_FEATURES, may: WAY_COOLER_SUB_FEATURES },
    usps: { must: [], may: [...WAY_COOLER_FEATURES, ...WAY_COOLER_SUB_FEATURES] },
    tags: { must: [], may: WAY_COOLER_TOPICS },
    keywords: { must: [], may: WAY_COOLER_TOPICS },
    // "Way Cooler was started by @Timidger and @SnirkImmington, but these fine people have helped us:"
    founders: [{ name: 'Timidger' }, { name: 'SnirkImmington' }],
    // The Gitter badge in the h1 and "ping us on gitter": its chat room.
    socials: {
      custom: [
        'https://gitter.im/Immington-Industries/way-cooler',
        'https://gitter.im/Immington-Industries/way-cooler?utm_source=badge&utm_medium=badge&utm_campaign=pr-badge',
        'https://gitter.im/Immington-Industries/way-cooler?utm_source=badge&utm_medium=badge&utm_campaign=pr-badge&utm_content=badge',
      ],
    },
    faqs: [],
  },
  // The planned features are work to come; the helpers are contributors.
  forbidden: [
    'features=Notification support',
    'features=Tiling window through configurable Lua scripts (awesome-style)',
    'features=More customization settings',
    'founders=vinipsmaker',
    'founders=miltador',
    'stage=alpha',
  ],
};

// ---------------------------------------------------------------- brainseed (held out)

const BRAINSEED_FAQS = [
  'This is horrible. Why would you do such a thing?',
  'Why does it generate a BIP-39 seed phrase?',
  'How does it work, technically?',
  'Is this not poor security?',
  'How can I generate a 24 word phrase?',
  'What about rainbow tables?',
];
const BRAINSEED_TOPICS = [
  'brainseed',
  'BIP-32',
  'BIP-32 wallets',
  'BIP-39',
  'BIP-39 seed phrase',
  'seed phrase',
  'mnemonic',
  'passphrase',
  'wallet',
  'watch-only wallet',
  'Bitcoin',
  'SHA-256',
  'terminal utility',
  'CLI',
  'Sparrow',
  'PSBT',
];

const brainseed: CorpusSite = {
  id: 'brainseed-readme',
  about:
    'real (ursuscamp/brainseed README, rendered): a terminal utility for BIP-32 wallets from a passphrase: a definition, a bold warning ("experimental software at this time"), three usage sections with commands, a FAQ of six questions',
  classes: ['real', 'held-out', 'single-page', 'readme', 'stage', 'faqs'],
  source: realSource('ursuscamp/brainseed', '2d356eda', 'README.md', RENDERED),
  pages: { '/': realPage('brainseed-readme/index.html') },
  expected: {
    name: 'brainseed',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "**WARNING**: Please note this is experimental software at this time. … the algorithm may change based on
    // feedback.": an early release; alpha or beta (as the corpus reads mkenv's "experimental").
    stage: ['alpha', 'beta'],
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Finance', 'Developer Tools'] },
    // The three usage sections (seed phrase, watch-only descriptor, signing) are what it does (may).
    features: {
      must: [],
      may: ['Generating a seed phrase mnemonic', 'Watch-only wallet descriptor', 'Signing a transaction'],
    },
    usps: none,
    tags: { must: [], may: BRAINSEED_TOPICS },
    keywords: { must: [], may: BRAINSEED_TOPICS },
    founders: [],
    socials: {},
    faqs: BRAINSEED_FAQS,
  },
  forbidden: ['name=Border Wallets', 'name=Sparrow', 'stage=launched'],
};

export const REAL_TUNING_SITES_NINETY_FIFTH: readonly CorpusSite[] = [taunicorn, plopdown, ouchBrowser];

export const REAL_HELD_OUT_SITES_NINETY_FIFTH: readonly CorpusSite[] = [buttercupDesktop, wayCooler, brainseed];
