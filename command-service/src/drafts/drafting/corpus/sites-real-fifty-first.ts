/**
 * Issue 34, fifty-first round: a second measurement: fresh pages, nothing tuned. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Nothing is tuned on (the round changes no drafter or verifier code): four products' marketing pages, kept from
 * their websites' repositories, chosen and their facts written before the drafter first ran on them.
 *
 * Held out:
 * - organicmaps-home: organicmaps/organicmaps.github.io at 03d3c199 (content/_index.md): a Zola home page, its
 *   front matter dropped, its shortcodes kept as they are, rendered, in a bare page titled with its front-matter
 *   title: an offline maps app, six features, "Why Organic?" (no ads, no tracking …), a beta program, Telegram,
 *   GitHub and a mailto.
 * - nodebb-about: NodeBB/nodebb.org at 00e4fee1 (about.html), verbatim: a forum software company's about page,
 *   "founded by three developers" named by first name, "met in 2011", "In 2014, NodeBB was born", a 2015 award,
 *   a footer with a free trial, four accounts and "NodeBB, Inc. — Made in Canada".
 * - wezterm-home: wez/wezterm at 107bcf6a (docs/index.md): the home page of its MkDocs site, rendered, in a bare
 *   page titled with mkdocs-base.yml's site_name: a terminal emulator "written by @wez", four feature items.
 * - nushell-home: nushell/nushell.github.io at 0ef833f3 (index.md): a Jekyll home page (2020), its front matter
 *   dropped, rendered, in a bare page titled with its front-matter title: a shell's philosophy, pipelines, shells,
 *   plugins, goals; example prompts under /home/jonathan.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED } from './corpus-site.ts';

const BARE = `${FRONT_MATTER_DROPPED}, in a bare page titled with its front-matter title`;

export const REAL_TUNING_SITES_FIFTY_FIRST: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- Organic Maps (held out)

const OM_FEATURES = [
  "Detailed offline maps with places that don't exist on other maps",
  'Cycling routes, hiking trails, and walking paths',
  'Contour lines, elevation profiles, peaks, and slopes',
  'Turn-by-turn walking, cycling, and car navigation with voice guidance',
  'Fast offline search on the map and bookmarks',
  'Dark Mode to protect your eyes',
];
const OM_CLAIMS = [
  'Respects your privacy',
  'Saves your battery',
  'No unexpected mobile data charges',
  'No ads',
  'No tracking',
  'No data collection',
  'No phoning home',
  'No annoying registration',
  'No mandatory tutorials',
  'No noisy email spam',
  'No push notifications',
  'No crapware',
  'Organic Maps is an indie community-driven open-source project',
  "We protect your privacy from Big Tech's prying eyes",
  'Stay safe no matter wherever you are',
  'Reject surveillance - embrace your freedom.',
  'Organic Maps is pure and organic, made with love',
  'Organic Maps is free from trackers and other bad stuff',
  "Organic Maps doesn't request excessive permissions to spy on you",
  'Organic Maps is the ultimate companion app for travelers, tourists, hikers, and cyclists',
  'At Organic Maps, we believe that privacy is a fundamental human right',
];
const OM_TOPICS = [
  'Organic Maps',
  'maps',
  'offline maps',
  'maps app',
  'offline',
  'navigation',
  'offline navigation',
  'OpenStreetMap',
  'Android',
  'iOS',
  'travel',
  'travelers',
  'tourists',
  'hiking',
  'hikers',
  'hiking trails',
  'cycling',
  'cyclists',
  'cycling routes',
  'walking',
  'voice guidance',
  'turn-by-turn navigation',
  'contour lines',
  'elevation profiles',
  'offline search',
  'bookmarks',
  'dark mode',
  'privacy',
  'no tracking',
  'no ads',
  'open source',
  'open-source',
  'community-driven',
  'Apache License 2.0',
  'battery',
];

const organicmaps: CorpusSite = {
  id: 'organicmaps-home',
  about:
    'real (organicmaps.app home 2021, Zola content with shortcodes): an offline maps app, six features, "Why Organic?" lists, Exodus Privacy report, beta links, Telegram channels, GitHub, a mailto',
  classes: ['real', 'single-page', 'held-out', 'features', 'usps', 'contact', 'socials'],
  source: realSource(
    'organicmaps/organicmaps.github.io',
    '03d3c199',
    'content/_index.md',
    `${BARE}; Zola shortcodes kept as they are`,
  ),
  pages: { '/': realPage('organicmaps-home/index.html') },
  expected: {
    name: 'Organic Maps',
    // "No ads", "open-source software": no word on price.
    pricing_model: null,
    founded_year: null,
    // "Contact us by email" (mailto).
    contact_email: 'hello@organicmaps.app',
    city: null,
    country: null,
    // A beta program beside apps in four stores: no stage in words (not forbidden: arguable).
    stage: null,
    // The images are a privacy report and permission screenshots; the badges and screenshots are shortcodes.
    logo_url: null,
    demo_video_url: null,
    // An offline maps app: no category of the tree names it; hiking and cycling at most.
    categories: { must: [], may: ['Health & Fitness'] },
    features: { must: OM_FEATURES, may: OM_CLAIMS },
    usps: { must: [], may: [...OM_CLAIMS, ...OM_FEATURES] },
    tags: { must: [], may: OM_TOPICS },
    keywords: { must: [], may: OM_TOPICS },
    // "curated with love by MapsWithMe founders": no names.
    founders: [],
    // "Visit our GitHub page" (the repository, as Nimbus's and Transmission's); the Telegram channel and groups.
    socials: {
      github: ['https://github.com/organicmaps/organicmaps', 'https://github.com/organicmaps'],
      custom: ['https://t.me/OrganicMapsApp', 'https://t.me/OrganicMaps', 'https://t.me/OrganicMapsRu'],
    },
    faqs: [],
  },
  // The privacy report's host and the beta channels' hosts are no accounts; MapsWithMe is a former product.
  forbidden: [
    'exodus-privacy.eu.org',
    'testflight.apple.com',
    'appdistribution.firebase.dev',
    'founders=MapsWithMe',
    'name=MapsWithMe',
    'pricing_model=freemium',
  ],
};

// ---------------------------------------------------------------- NodeBB (held out)

const NODEBB_CLAIMS = [
  'We help communities gather, share, and thrive.',
  'We help communities gather, share, and thrive',
  'Our mission is to take the spirit and energy of those great forum platforms and give them the features and performance you’ve come to expect from today’s online world.',
  '“Our mission is to take the spirit and energy of those great forum platforms and give them the features and performance you’ve come to expect from today’s online world.”',
  'NodeBB Forum Software - The Modern Discussion Platform',
  'Modern Forum Software',
  'We were extremely proud to be named winners of the 2015 CMS Critic People’s Choice Awards for Best Forum Software.',
];
const NODEBB_TOPICS = [
  'NodeBB',
  'nodebb',
  'node.js',
  'Node.js',
  'forum',
  'forums',
  'forum software',
  'Forum Software',
  'discussion',
  'discussion platform',
  'community',
  'communities',
  'community platform',
  'software',
  'hosting',
  'product support',
  'brand communities',
];

const nodebb: CorpusSite = {
  id: 'nodebb-about',
  about:
    'real (nodebb.org about page, verbatim): forum software, three co-founders by first name, "met in 2011", "In 2014, NodeBB was born", a 2015 award, footer with a free trial, GitHub, Twitter, Mastodon, Facebook, "Made in Canada"',
  classes: ['real', 'single-page', 'held-out', 'about', 'founders', 'founded-year', 'place', 'socials'],
  source: realSource('NodeBB/nodebb.org', '00e4fee1', 'about.html', 'verbatim'),
  pages: { '/': realPage('nodebb-about/index.html') },
  expected: {
    name: 'NodeBB',
    // The footer's "Start Free Trial" (of its hosting) and a PRICING link: a paid product with a trial.
    pricing_model: 'paid',
    // "In 2014, NodeBB was born" (also "© 2014 – 2025").
    founded_year: '2014',
    contact_email: null,
    city: null,
    // "NodeBB, Inc. — Made in Canada." Written 'Canada' before the first run; corrected after it to the
    // corpus's ISO 3166 code (every other page writes 'DE', 'GB', 'FR' …): the round's one correction.
    country: 'CA',
    stage: null,
    // The navbar's <img alt="NodeBB Logo">.
    logo_url: '{base}/images/brand/site-logo.png',
    // "DEMO SITE" is a live forum, not a video.
    demo_video_url: null,
    // Forum software for communities, brand communities and support boards.
    categories: { must: [], may: ['Customer Support', 'Social Media', 'Marketing'] },
    features: { must: [], may: NODEBB_CLAIMS },
    usps: { must: [], may: NODEBB_CLAIMS },
    tags: { must: [], may: NODEBB_TOPICS },
    keywords: { must: [], may: NODEBB_TOPICS },
    // "Our Co-founders Julian, Andrew and Barış".
    founders: [{ name: 'Julian' }, { name: 'Andrew' }, { name: 'Barış' }],
    // The footer's icons: the repository (its organisation's product), Twitter, Mastodon, Facebook.
    socials: {
      github: ['https://github.com/nodebb/nodebb', 'https://github.com/nodebb'],
      x: ['https://twitter.com/nodebb', 'https://x.com/nodebb'],
      custom: 'https://fosstodon.org/@nodebb',
      facebook: 'https://www.facebook.com/NodeBB',
    },
    faqs: [],
  },
  // The year the founders met and the award's year; the award's giver.
  forbidden: [
    'founded_year=2011',
    'founded_year=2015',
    'founders=CMS Critic',
    'pricing_model=freemium',
    'pricing_model=free',
  ],
};

// ---------------------------------------------------------------- WezTerm (held out)

const WEZ_FEATURES = [
  'Runs on Linux, macOS, Windows 10 and FreeBSD',
  'Multiplex terminal panes, tabs and windows on local and remote hosts, with native mouse and scrollback',
  'Ligatures, Color Emoji and font fallback, with true color and dynamic color schemes.',
  'Ligatures, Color Emoji and font fallback, with true color and dynamic color schemes',
  'Hyperlinks',
];
const WEZ_TOPICS = [
  'WezTerm',
  'wezterm',
  'terminal',
  'terminal emulator',
  'multiplexer',
  'terminal multiplexer',
  'cross-platform',
  'Rust',
  'Linux',
  'macOS',
  'Windows',
  'Windows 10',
  'FreeBSD',
  'ligatures',
  'color emoji',
  'font fallback',
  'true color',
  'color schemes',
  'hyperlinks',
  'panes',
  'tabs',
  'scrollback',
];

const wezterm: CorpusSite = {
  id: 'wezterm-home',
  about:
    'real (wezfurlong.org/wezterm home, MkDocs docs/index.md): a terminal emulator "written by @wez" (a GitHub profile link), "implemented in Rust", four feature items, two screenshots',
  classes: ['real', 'single-page', 'held-out', 'docs', 'features'],
  source: realSource(
    'wez/wezterm',
    '107bcf6a',
    'docs/index.md',
    `${FRONT_MATTER_DROPPED}, in a bare page titled with docs/mkdocs-base.yml's site_name`,
  ),
  pages: { '/': realPage('wezterm-home/index.html') },
  expected: {
    name: 'WezTerm',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Two screenshots, no logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // "Features": four items (the fifth links to the full list).
    features: {
      must: [
        'Runs on Linux, macOS, Windows 10 and FreeBSD',
        'Multiplex terminal panes, tabs and windows on local and remote hosts, with native mouse and scrollback',
        'Ligatures, Color Emoji and font fallback, with true color and dynamic color schemes',
        'Hyperlinks',
      ],
      may: WEZ_FEATURES,
    },
    usps: {
      must: [],
      may: [
        ...WEZ_FEATURES,
        'WezTerm is a powerful cross-platform terminal emulator and multiplexer written by @wez and implemented in Rust',
        'A powerful cross-platform terminal emulator and multiplexer',
      ],
    },
    tags: { must: [], may: WEZ_TOPICS },
    keywords: { must: [], may: WEZ_TOPICS },
    // "written by @wez": an author's handle, no name; arguable, so written empty and not forbidden.
    founders: [],
    // The one GitHub link is its author's personal profile (no organisation, no repository link on the page).
    socials: {},
    faqs: [],
  },
  // The language's site and a font's repository are no accounts of the product.
  forbidden: ['rust-lang.org', 'github.com/tonsky', 'name=Rust'],
};

// ---------------------------------------------------------------- Nushell (held out)

const NU_SECTIONS = ['Pipelines', 'Opening files', 'Shells', 'Plugins'];
const NU_GOALS = [
  'First and foremost, Nu is cross-platform. Commands and techniques should carry between platforms and offer first-class consistent support for Windows, macOS, and Linux.',
  "Nu ensures direct compatibility with existing platform-specific executables that make up people's workflows.",
  "Nu's workflow and tools should have the usability in day-to-day experience of using a shell in 2019 (and beyond).",
  'Nu views data as both structured and unstructured. It is a structured shell like PowerShell.',
  'Finally, Nu views data functionally. Rather than using mutation, pipelines act as a means to load, change, and save data without mutable state.',
];
const NU_CLAIMS = [
  ...NU_GOALS,
  ...NU_GOALS.map((goal) => goal.replace(/\.$/, '')),
  'Nu is cross-platform',
  'It is a structured shell like PowerShell.',
  'Nu draws inspiration from projects like PowerShell, functional programming languages, and modern CLI tools.',
  'Rather than thinking of files and services as raw streams of text, Nu looks at each input as something with structure.',
  'Nu can load file and URL contents as raw text or as structured data (if it recognizes the format).',
  'Nu supports plugins that offer additional functionality to the shell and follow the same structured data model that built-in commands use.',
  'Additionally, commands can output structured data (you can think of this as a third kind of stream).',
  'Commands that produce a stream (eg, `ls`)',
  'Commands that produce a stream (eg, ls)',
  'Commands that filter a stream (eg, `where type == "Directory"`)',
  'Commands that filter a stream (eg, where type == "Directory")',
  'Commands that consume the output of the pipeline (eg, `autoview`)',
  'Commands that consume the output of the pipeline (eg, autoview)',
];
const NU_TOPICS = [
  'Nushell',
  'Nu',
  'shell',
  'structured shell',
  'structured data',
  'pipelines',
  'pipeline',
  'plugins',
  'cross-platform',
  'PowerShell',
  'functional programming',
  'CLI',
  'CLI tools',
  'command line',
  'Unix',
  'Windows',
  'macOS',
  'Linux',
  'JSON-RPC',
  'toml',
  'tables',
  'streams',
];

const nushell: CorpusSite = {
  id: 'nushell-home',
  about:
    "real (nushell.sh home 2020, Jekyll index.md): a structured shell's philosophy, pipelines, opening files, shells, plugins, goals; example prompts under /home/jonathan; no links but an image",
  classes: ['real', 'single-page', 'held-out', 'features'],
  source: realSource('nushell/nushell.github.io', '0ef833f3', 'index.md', BARE),
  pages: { '/': realPage('nushell-home/index.html') },
  expected: {
    // The title "Nushell"; the text calls it "Nu" throughout.
    name: ['Nushell', 'Nu'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // One animated example image, no logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // No feature list: sections of prose, and five goals.
    features: { must: [], may: [...NU_SECTIONS, ...NU_CLAIMS] },
    usps: { must: [], may: NU_CLAIMS },
    tags: { must: [], may: NU_TOPICS },
    keywords: { must: [], may: NU_TOPICS },
    // The prompts' home directory names a user, no founder.
    founders: [],
    socials: {},
    faqs: [],
  },
  // A home directory in example prompts; the year in a goal; the host of the example image.
  forbidden: ['founders=jonathan', 'founders=Jonathan', 'founded_year=2019', 'name=PowerShell'],
};

export const REAL_HELD_OUT_SITES_FIFTY_FIRST: readonly CorpusSite[] = [organicmaps, nodebb, wezterm, nushell];
