/**
 * Issue 34, fifty-third round: features on products' marketing landing pages. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Every page is a product's own static home page, kept verbatim from its website's repository at the commit.
 *
 * Tuned on:
 * - qtox-home: qTox/qtox.github.io at 756a593b (index.html): an instant messenger's home page; a section marked
 *   `id="features"` headed "Instant messaging, video conferencing, and more" over three cards (Messages, Calls,
 *   Video), then a section with no heading of its own holding three more cards in the same layout (Security, Ease
 *   of Use, Freedom); "qTox is totally free"; a subreddit in the nav, the GitHub organisation in the footer.
 * - newsboat-home: newsboat/newsboat.org at 2f9208c6 (www/index.html): an RSS reader's home page with no features
 *   at all (the precision guard of the pair): one sentence of what it is, the current release's links, where to
 *   find the project, a security address and a long list of previous releases.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - micro-home: micro-editor/micro-editor.github.io at d1fa89bd (index.html): a terminal text editor's home page; a
 *   "Features" block of eight headed paragraphs in two columns, "And much more! Check out the full list …", a
 *   "Contributing" section (report bugs, pull requests, the Gitter chat) and quoted testimonials.
 * - raylib-home: raysan5/raylib.com at 140e84bc (index.html): a games programming library's home page; a showcase
 *   video, sponsors' logos, donation links, learning resources, platforms, bindings and tools as icon rows, a
 *   "raylib features" list of seventeen items, a social row in the header.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

/** A card's title, its text, and both joined as "Title: text" (how a drafter may write a card). */
const cardForms = (cards: readonly (readonly [string, string])[]) =>
  cards.flatMap(([title, text]) => [title, text, `${title}: ${text}`, text.replace(/\.$/, '')]);

// ---------------------------------------------------------------- qTox (tuned on)

const QTOX_CARDS = [
  ['Messages', "At your fingertips. You're always in the loop with instant encrypted messaging."],
  ['Calls', 'Stay in touch. Make free and secure qTox to qTox calls.'],
  ['Video', 'Seeing is believing. Catch up face to face with a secure video call.'],
  [
    'Security',
    'qTox takes your privacy seriously. With leading-class encryption, you can rest assured knowing that the only people reading your messages are the ones you send them to.',
  ],
  [
    'Ease of Use',
    'Unlike other secure messaging solutions, qTox does not require you to be a computer programmer to use it. qTox comes out-of-the-box with an easy-to-use interface that allows you to focus on your conversations.',
  ],
  [
    'Freedom',
    'qTox is both free for you to use, and free for you to change. You are completely free to both use and modify qTox. Furthermore, qTox will never harass you with ads, or require you to pay for features.',
  ],
] as const;
// "Freedom" is what the licence and the price let the user do, a reason to choose it more than a capability: may.
const QTOX_FEATURES = QTOX_CARDS.map(([title]) => title).filter((title) => title !== 'Freedom');
const QTOX_TOPICS = [
  'qtox',
  'qTox',
  'tox',
  'Tox',
  'messenger',
  'instant messaging',
  'secure',
  'encrypted',
  'encryption',
  'decentralized',
  'distributed',
  'friendly',
  'github',
  'open source',
  'foss',
  'voice',
  'calling',
  'calls',
  'video',
  'video calls',
  'video conferencing',
  'group chats',
  'privacy',
  'messages',
  'encrypted messaging',
];

const qtox: CorpusSite = {
  id: 'qtox-home',
  about:
    'real (qtox.github.io home, static): an instant messenger; a section marked id="features" over three cards, then a headless section of three more cards in the same layout; "totally free"; a subreddit in the nav',
  classes: ['real', 'tuning', 'single-page', 'features'],
  source: realSource('qTox/qtox.github.io', '756a593b', 'index.html', 'verbatim'),
  pages: { '/': realPage('qtox-home/index.html') },
  expected: {
    name: 'qTox',
    // "qTox is totally free, and comes without advertising."; "free for you to use".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header's <img alt="Logo qTox">; the splash's <img alt="Logo"> and og:image are its marks too.
    logo_url: [
      '{base}/assets/imgs/logo_head.png',
      '{base}/assets/imgs/logo_main.png',
      '{base}/assets/imgs/LockOnly.png',
    ],
    demo_video_url: null,
    // A messenger: the tree has no messaging category.
    categories: { must: [], may: [] },
    // The six cards by title, the three in the features section and the three after it in the same layout.
    features: {
      must: QTOX_FEATURES,
      may: [
        ...cardForms(QTOX_CARDS),
        'Instant messaging, video conferencing, and more',
        'instant encrypted messaging',
        'secure video call',
        // The card's text as read with its <br/> joined without a space.
        'qTox takes your privacy seriously.With leading-class encryption, you can rest assured knowing that the only people reading your messages are the ones you send them to.',
      ],
    },
    usps: {
      must: [],
      may: [
        ...cardForms(QTOX_CARDS),
        'A New Kind of Instant Messaging',
        'With the rise of government monitoring programs, qTox provides an easy to use application that allows you to connect with friends and family without anyone else listening in. While other big-name services require you to pay for features, qTox is totally free, and comes without advertising.',
        'Nowadays, every government seems to be interested in what we\'re saying online. qTox is built on a "privacy goes first" agenda, and we make no compromises. Your safety is our top priority, and there isn\'t anything in the world that will change that.',
      ],
    },
    tags: { must: [], may: QTOX_TOPICS },
    keywords: { must: [], may: QTOX_TOPICS },
    founders: [],
    // The nav's subreddit icon; the footer's "Source" (the organisation); the wiki and README links are a repository's files.
    // "ask us on GitHub, or in IRC!": the #qtox channel its web client opens, a chat as the corpus counts one
    // (etherpad, ShareX, borgbackup, NewPipe, Invidious, F-Droid; corrected after the first run, a slip: it was left out).
    socials: {
      reddit: 'https://www.reddit.com/r/projecttox',
      github: ['https://github.com/qTox', 'https://github.com/TokTok/qTox'],
      custom: 'https://web.libera.chat/#qtox',
    },
    faqs: [],
  },
};

// ---------------------------------------------------------------- micro (held out)

const MICRO_CARDS = [
  [
    'Easy to Use',
    "Micro's number one feature is being easy to install (it's just a static binary with no dependencies) and easy to use.",
  ],
  [
    'Highly Customizable',
    'Use a simple json format to configure your options and rebind keys to your liking. If you need more power, you can use Lua to configure the editor further.',
  ],
  [
    'Colors and Highlighting',
    'Micro supports over 75 languages and has 7 default colorschemes to choose from. Micro supports 16, 256, and truecolor themes. Syntax files and colorschemes are also very simple to make.',
  ],
  [
    'Multiple Cursors',
    'Micro has support for Sublime-style multiple cursors, giving you lots of editing power directly in your terminal.',
  ],
  [
    'Plugin System',
    'Micro supports a full-blown plugin system. Plugins are written in Lua and there is a plugin manager to automatically download and install your plugins for you.',
  ],
  [
    'Common Keybindings',
    "Micro's keybindings are what you would expect from a simple-to-use editor. You can also rebind any of the bindings without problem in the bindings.json file.",
  ],
  [
    'Mouse Support',
    'Micro has full support for the mouse. This means you can click and drag to select text, double click select by word, and triple click to select by line.',
  ],
  [
    'Terminal Emulator',
    'Run a real interactive shell from within micro. You could open up a split with code on one side and bash on the other -- all from within micro.',
  ],
] as const;
const MICRO_TOPICS = [
  'micro',
  'Micro',
  'text editor',
  'terminal',
  'terminal-based text editor',
  'editor',
  'terminal editor',
  'Lua',
  'plugins',
  'plugin system',
  'plugin manager',
  'syntax highlighting',
  'highlighting',
  'colorschemes',
  'multiple cursors',
  'keybindings',
  'mouse support',
  'terminal emulator',
  'static binary',
  'json',
  'truecolor',
  'nano',
];

const micro: CorpusSite = {
  id: 'micro-home',
  about:
    'real (micro-editor.github.io home, static): a terminal text editor; a "Features" block of eight headed paragraphs in two columns, "And much more!", a "Contributing" section and quoted testimonials',
  classes: ['real', 'held-out', 'single-page', 'features'],
  source: realSource('micro-editor/micro-editor.github.io', 'd1fa89bd', 'index.html', 'verbatim'),
  pages: { '/': realPage('micro-home/index.html') },
  expected: {
    name: ['Micro', 'micro'],
    // No word on price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Download" the latest release: no stage in words.
    stage: null,
    // No image in the page; the page's icon is its one mark.
    logo_url: '{base}/micro_files/icon.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // The eight headed paragraphs of the "Features" block; "And much more! …" points to the README and names none.
    features: {
      must: MICRO_CARDS.map(([title]) => title),
      may: [...cardForms(MICRO_CARDS), 'bindings.json'],
    },
    usps: {
      must: [],
      may: [...cardForms(MICRO_CARDS), 'a modern and intuitive terminal-based text editor'],
    },
    tags: { must: [], may: MICRO_TOPICS },
    keywords: { must: [], may: MICRO_TOPICS },
    // "I am also happy to accept pull requests": a maintainer's voice, no name and no founding role.
    founders: [],
    // The nav's "development" and "View the GitHub project" (the repository); "Join the Gitter Chat". The
    // footer's repository is the website's source.
    socials: {
      github: ['https://github.com/micro-editor/micro', 'https://github.com/micro-editor'],
      custom: 'https://gitter.im/zyedidia/micro',
    },
    faqs: [],
  },
  // A testimonial's status link is a user's, no account of the product's.
  forbidden: ['kelseyhightower', 'Finally a simple editor that just works', 'The micro text editor is dope'],
};

// ---------------------------------------------------------------- Newsboat (tuned on)

const NEWSBOAT_TOPICS = [
  'Newsboat',
  'RSS',
  'Atom',
  'RSS/Atom',
  'feed reader',
  'RSS reader',
  'RSS/Atom feed reader',
  'text console',
  'console',
  'terminal',
  'Newsbeuter',
  'fork',
];

const newsboat: CorpusSite = {
  id: 'newsboat-home',
  about:
    "real (newsboat.org home, static): an RSS reader's page with no features: what it is in one sentence, the current release's links, where to find the project, a security address, previous releases",
  classes: ['real', 'tuning', 'single-page', 'features'],
  source: realSource('newsboat/newsboat.org', '2f9208c6', 'www/index.html', 'verbatim'),
  pages: { '/': realPage('newsboat-home/index.html') },
  expected: {
    name: 'Newsboat',
    pricing_model: null,
    // "Copyright 2017–2026": a copyright, no founding.
    founded_year: null,
    // "our mailing list (newsboat@googlegroups.com)", among the places to find the project; security@ is for
    // vulnerability reports only.
    contact_email: 'newsboat@googlegroups.com',
    city: null,
    country: null,
    // "an actively maintained fork", "The current version is 2.44": no stage in words.
    stage: null,
    // The header's <img alt="Logo"> beside the h1 "Newsboat".
    logo_url: '{base}/logo.svg',
    demo_video_url: null,
    categories: { must: [], may: [] },
    // No feature is named: the lists are a release's downloads, places to find the project and old releases.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: NEWSBOAT_TOPICS },
    keywords: { must: [], may: NEWSBOAT_TOPICS },
    founders: [],
    // "GitHub, where we host the repo and the issue tracker".
    socials: { github: ['https://github.com/newsboat/newsboat', 'https://github.com/newsboat'] },
    faqs: [],
  },
  forbidden: ['contact_email=security@newsboat.org', 'source tarball', 'changelog entry'],
};

// ---------------------------------------------------------------- raylib (held out)

/** "raylib features": the list's items as the page writes them (its bold runs joined into the text). */
const RAYLIB_LINES = [
  'NO external dependencies, all required libraries included with raylib',
  'Multiplatform: Windows, Linux, MacOS, RPI, Android, HTML5... and more!',
  'Written in plain C code (C99) using PascalCase/camelCase notation',
  'Hardware accelerated with OpenGL (1.1, 2.1, 3.3, 4.3 or ES 2.0)',
  'Unique OpenGL abstraction layer: rlgl',
  'Powerful Fonts module (SpriteFonts, BMfonts, TTF, SDF)',
  'Multiple texture formats support, including compressed formats (DXT, ETC, ASTC)',
  'Full 3d support for 3d Shapes, Models, Billboards, Heightmaps and more!',
  'Flexible Materials system, supporting classic maps and PBR maps',
  'Animated 3d models supported (skeletal bones animation)',
  'Shaders support, including Model shaders and Postprocessing shaders',
  'Powerful math module for Vector, Matrix and Quaternion operations: raymath',
  'Audio loading and playing with streaming support (WAV, OGG, MP3, FLAC, XM, MOD)',
  'VR stereo rendering support with configurable HMD device parameters',
  'Huge examples collection with +120 code examples!',
  'Bindings to +60 programming languages!',
  'Free and open source. Check [LICENSE].',
];
// A licence and a price, no capability: may.
const RAYLIB_FEATURES = RAYLIB_LINES.filter((line) => !line.startsWith('Free and open source'));
const RAYLIB_TOPICS = [
  'raylib',
  'videogames',
  'programming',
  'videogames programming',
  'game programming',
  'game development',
  'C',
  'C++',
  'C99',
  'library',
  'learn',
  'study',
  'simple',
  'easy',
  'free',
  'open source',
  'raysan',
  'OpenGL',
  'shaders',
  'bindings',
  'examples',
  'cheatsheet',
  '3d',
  'audio',
  'fonts',
  'VR',
  'multiplatform',
];

const raylib: CorpusSite = {
  id: 'raylib-home',
  about:
    'real (raylib.com home, static): a games programming library; a showcase video, sponsors\' logos, donation links, icon rows of resources, platforms, bindings and tools, a "raylib features" list, a social row in the header',
  classes: ['real', 'held-out', 'single-page', 'features', 'socials', 'pricing'],
  source: realSource('raysan5/raylib.com', '140e84bc', 'index.html', 'verbatim'),
  pages: { '/': realPage('raylib-home/index.html') },
  expected: {
    name: 'raylib',
    // "Free and open source."; donations and sponsorships are no price.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header's logo is a CSS background; the card image named for the logo is the page's one mark.
    logo_url: 'https://www.raylib.com/common/img/raylib_logo_card.png',
    // The embedded "raylib projects showcase 2025": what is made with it, shown by the project.
    demo_video_url: [
      'https://www.youtube.com/embed/i7isROcHwWE?si=OCHk5-xZov-1-Qjn',
      'https://www.youtube.com/embed/i7isROcHwWE',
      'https://www.youtube.com/watch?v=i7isROcHwWE',
    ],
    categories: { must: [], may: ['Developer Tools', 'Education'] },
    features: { must: RAYLIB_FEATURES, may: RAYLIB_LINES },
    usps: {
      must: [],
      may: [
        ...RAYLIB_LINES,
        'raylib is a simple and easy-to-use library to enjoy videogames programming.',
        'raylib is a simple and easy-to-use library to enjoy videogames programming',
      ],
    },
    tags: { must: [], may: RAYLIB_TOPICS },
    keywords: { must: [], may: RAYLIB_TOPICS },
    // No one is named with a founding role; raysan5 is a handle.
    founders: [],
    // The header's row (Discord, Reddit, X, YouTube, GitHub), again in "raylib community" with Twitch.
    socials: {
      custom: ['https://discord.gg/raylib', 'https://www.twitch.tv/raysan5'],
      reddit: 'https://www.reddit.com/r/raylib/',
      x: ['https://www.twitter.com/raysan5', 'https://twitter.com/raysan5', 'https://x.com/raysan5'],
      youtube: 'https://www.youtube.com/c/raylib',
      github: ['https://github.com/raysan5/raylib', 'https://github.com/raysan5'],
    },
    faqs: [],
  },
  // Sponsors and donation platforms are others' (a sponsor's X account, a Patreon page); a donation is no price.
  forbidden: [
    'x.com/voidsrc',
    'patreon.com',
    'ko-fi.com',
    'pricing_model=paid',
    'pricing_model=subscription',
    'PufferLib',
    'Circuit Artist',
  ],
};

export const REAL_TUNING_SITES_FIFTY_THIRD: readonly CorpusSite[] = [qtox, newsboat];

export const REAL_HELD_OUT_SITES_FIFTY_THIRD: readonly CorpusSite[] = [micro, raylib];
