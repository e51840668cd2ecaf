/**
 * Issue 34, ninety-fourth round: features missed on marketing home pages — a product's landing page (static HTML)
 * whose features are cards or lists under the sub-headings of a features section, or a bare list after an intro
 * sentence ("Allegro 5 has the following additional features:"). Filled by the round: the pages tuned on, and one
 * for one the real pages held out (chosen, and their facts written from the page, before the drafter first ran on
 * them).
 *
 * Facts: every card title of a features section, and every item of a list the page introduces as the product's
 * features, is a feature.
 *
 * Tuned on (2 real pages, kept verbatim):
 * - allegro-home: liballeg/liballeg.github.io at 0ab7fb39 (index.html): a game programming library's home page (pandoc
 *   output), an intro paragraph, "Allegro 5 has the following additional features:" over a bare list, then news.
 * - mosh-home: mobile-shell/mobile-shell.github.io at 9b8dcd10 (index.html): a remote terminal's home page, seven
 *   feature cards (`<h2 class="callout">` over a paragraph) in a `#features` block, news, install cards per OS,
 *   usage, technical info with a video, a FAQ, contact addresses.
 *
 * Held out (the drafter is not changed for them; chosen with the tuning pages, before any rule was written):
 * - openlayers-home: openlayers/openlayers.github.io at 00b70fb2 (index.html): a mapping library's home page,
 *   "Features" an `<h1>` alone in its grid row, its four cards (`<h3>` over a paragraph) in the rows after it.
 * - brackets-home: adobe/brackets.io at 0032422e (index.html): a code editor's home page, "Why Use Brackets?", three
 *   feature cards (`<h3>` over a paragraph) with no features heading, a JS-filled "New Features" column, popular
 *   extensions, blog posts, a footer of links and videos.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- Allegro (tuning)

const ALLEGRO_FEATURES = [
  'Supported on Windows, Linux, Mac OSX, iPhone and Android',
  'User-friendly, intuitive C API usable from C++ and many other languages',
  'Hardware accelerated bitmap and graphical primitive drawing support (via OpenGL or Direct3D)',
  'Audio recording support',
  'Font loading and drawing',
  'Video playback',
  'Abstractions over shaders and low-level polygon drawing',
];
const allegroTopics = [
  'Allegro',
  'Allegro 5',
  'game programming library',
  'game programming',
  'cross-platform library',
  'video game',
  'multimedia programming',
  'C API',
  'C',
  'C++',
  'OpenGL',
  'Direct3D',
  'shaders',
  'audio recording',
  'video playback',
  'fonts',
  'game engine',
];

const allegro: CorpusSite = {
  id: 'allegro-home',
  about:
    'real (liballeg.org home, static pandoc output): a game programming library, an intro, "Allegro 5 has the following additional features:" over a bare list, a sidebar of links, release news',
  classes: ['real', 'tuning', 'single-page', 'features'],
  source: realSource('liballeg/liballeg.github.io', '0ab7fb39', 'index.html', 'verbatim'),
  pages: { '/': realPage('allegro-home/index.html') },
  expected: {
    name: 'Allegro',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/images/logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: ALLEGRO_FEATURES },
    usps: { must: [], may: ALLEGRO_FEATURES },
    tags: { must: [], may: allegroTopics },
    keywords: { must: [], may: allegroTopics },
    founders: [],
    // The sidebar's "Community" links and its "GitHub project" link: the project's own.
    socials: { discord: 'https://discord.gg/f3Cd4TZzpp', github: 'https://github.com/liballeg' },
    faqs: [],
  },
};

// ---------------------------------------------------------------- Mosh (tuning)

const MOSH_FEATURES = [
  'Change IP. Stay connected.',
  'Makes for sweet dreams.',
  'Get rid of network lag.',
  'No privileged code. No daemon.',
  'Same login method.',
  'Runs inside your terminal, but better.',
  'Control-C works great.',
];
const MOSH_FAQS = [
  'Who wrote Mosh?',
  'Why another remote-terminal protocol?',
  'Are the mosh principles relevant to other network applications?',
  "I'm using gnome-terminal or xfce4-terminal and seeing glitches in the last line of the terminal. Sometimes they go away when I select the text.",
  'I\'m getting "mosh requires a UTF-8 locale." How can I fix this?',
  'What does the message "Nothing received from the server on UDP port 60003" mean?',
  'Why do you insist on UTF-8 everywhere?',
  'How do I use a different SSH port (not 22)?',
  "I'm getting 'mosh-server not found'.",
  'SSH authenticates using Kerberos tickets, but Mosh asks me for a password.',
  "Why is my terminal's scrollback buffer incomplete?",
  'How do I get 256 colors?',
  "How do I type C-^, Mosh's default escape character?",
  'How can I make the server automatically clean up dormant sessions?',
  "What is Mosh's security track record so far?",
  "How does Mosh's security compare with SSH's?",
  'Is Mosh affected by the 2018 attacks against the OCB2 cipher mode?',
  'Why does mosh use AES-128 for a session-key, not AES-192 or AES-256?',
  'Does mosh work with Amazon EC2?',
  'How do I tell if mosh is working correctly?',
  "What's the difference between mosh, mosh-client, and mosh-server? Which one do I use?",
  'How do I run the mosh client and server separately?',
  "With the mosh-server on FreeBSD or OS X, I sometimes get weird color problems. What's wrong?",
  'How do I contribute to mosh?',
  'Who helped with mosh?',
];
const moshTopics = [
  'Mosh',
  'mobile shell',
  'remote terminal',
  'remote terminal application',
  'terminal',
  'SSH',
  'UDP',
  'roaming',
  'intermittent connectivity',
  'local echo',
  'line editing',
  'UTF-8',
  'Unicode',
  'network lag',
  'free software',
  'mosh-server',
  'mosh-client',
];

const mosh: CorpusSite = {
  id: 'mosh-home',
  about:
    'real (mosh.org home, static): a remote terminal, seven feature cards in a #features block, news, install cards per OS, usage, a technical video, a FAQ, contact addresses',
  classes: ['real', 'tuning', 'single-page', 'features', 'faqs'],
  source: realSource('mobile-shell/mobile-shell.github.io', '9b8dcd10', 'index.html', 'verbatim'),
  pages: { '/': realPage('mosh-home/index.html') },
  expected: {
    name: 'Mosh',
    // "Mosh is free software, available for …": a licence's word, no word on price (as the corpus reads it).
    pricing_model: null,
    founded_year: null,
    // The development and users' lists under "Contact" (mosh-security@ is for confidential security matters).
    contact_email: ['mosh-devel@mit.edu', 'mosh-users@mit.edu'],
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    // The technical talk embedded under "Technical Info".
    demo_video_url: [
      'https://www.youtube.com/embed/XsIxNYl0oyU?rel=0',
      'https://www.youtube.com/embed/XsIxNYl0oyU',
      'https://www.youtube.com/watch?v=XsIxNYl0oyU',
    ],
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: MOSH_FEATURES },
    usps: { must: [], may: MOSH_FEATURES },
    tags: { must: [], may: moshTopics },
    keywords: { must: [], may: moshTopics },
    // "Mosh was written by Keith Winstein, along with Anders Kaseorg, …": its authors.
    founders: [
      { name: 'Keith Winstein' },
      { name: 'Anders Kaseorg' },
      { name: 'Quentin Smith' },
      { name: 'Richard Tibbetts' },
      { name: 'Keegan McAllister' },
      { name: 'John Hood' },
    ],
    // "Mosh on GitHub" in the navigation.
    socials: { github: 'https://github.com/mobile-shell/mosh' },
    faqs: MOSH_FAQS,
  },
};

// ---------------------------------------------------------------- OpenLayers (held out)

const OPENLAYERS_FEATURES = [
  'Tiled Layers',
  'Vector Layers',
  'Cutting Edge, Fast & Mobile Ready',
  'Easy to Customize and Extend',
];
const openlayersTopics = [
  'OpenLayers',
  'OpenLayers 3',
  'mapping',
  'dynamic map',
  'map tiles',
  'vector data',
  'markers',
  'geographic information',
  'JavaScript',
  'Open Source',
  'tiled layers',
  'vector layers',
  'GeoJSON',
  'TopoJSON',
  'KML',
  'GML',
  'WebGL',
  'Canvas 2D',
  'HTML5',
  'CSS',
];

const openlayers: CorpusSite = {
  id: 'openlayers-home',
  about:
    'real (openlayers.org home, 2016, static): a mapping library, "Features" an <h1> alone in its grid row, four cards in the rows after it, "Learn More" and "Get Involved" link cards',
  classes: ['real', 'held-out', 'single-page', 'features'],
  source: realSource('openlayers/openlayers.github.io', '00b70fb2', 'index.html', 'verbatim'),
  pages: { '/': realPage('openlayers-home/index.html') },
  expected: {
    name: ['OpenLayers', 'OpenLayers 3'],
    // "It is completely free, Open Source JavaScript, released under the 2-clause BSD License".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/assets/theme/img/logo70.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: OPENLAYERS_FEATURES },
    usps: { must: [], may: OPENLAYERS_FEATURES },
    tags: { must: [], may: openlayersTopics },
    keywords: { must: [], may: openlayersTopics },
    founders: [],
    // "Code" in the navigation and "Fork the repo".
    socials: { github: 'https://github.com/openlayers/ol3' },
    faqs: [],
  },
};

// ---------------------------------------------------------------- Brackets (held out)

const BRACKETS_FEATURES = ['Inline Editors', 'Live Preview', 'Preprocessor Support'];
const bracketsTopics = [
  'Brackets',
  'code editor',
  'text editor',
  'web design',
  'open source',
  'visual tools',
  'preprocessor support',
  'preprocessors',
  'inline editors',
  'live preview',
  'web designers',
  'front-end developers',
  'JavaScript',
  'CSS',
  'HTML',
  'LESS',
  'SCSS',
  'extensions',
];

const brackets: CorpusSite = {
  id: 'brackets-home',
  about:
    'real (brackets.io home, 2016, static): a code editor, "Why Use Brackets?", three feature cards with no features heading, a JS-filled "New Features" column, popular extensions, a footer of links and videos',
  classes: ['real', 'held-out', 'single-page', 'features', 'socials'],
  source: realSource('adobe/brackets.io', '0032422e', 'index.html', 'verbatim'),
  pages: { '/': realPage('brackets-home/index.html') },
  expected: {
    name: 'Brackets',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/favicon.ico',
    // "Introducing Brackets", first of the footer's videos.
    demo_video_url: ['http://youtu.be/rvo3Mv1Z4qU', 'https://www.youtube.com/watch?v=rvo3Mv1Z4qU'],
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: BRACKETS_FEATURES },
    usps: {
      must: [],
      may: [
        ...BRACKETS_FEATURES,
        'Brackets is a lightweight, yet powerful, modern text editor.',
        'Made with ♥ and JavaScript',
      ],
    },
    tags: { must: [], may: bracketsTopics },
    keywords: { must: [], may: bracketsTopics },
    // "Brackets was founded by Adobe": an organisation, no person.
    founders: [],
    // The header's GitHub and Twitter icons, the footer's "Keep in Touch".
    socials: {
      github: ['https://www.github.com/adobe/brackets', 'https://github.com/adobe/brackets'],
      // Written `twitter` before the first run: the corpus names the platform `x` (a slip of the key, docs/drafting.md).
      x: 'https://twitter.com/brackets',
      facebook: 'https://www.facebook.com/codebrackets',
    },
    faqs: [],
  },
};

export const REAL_TUNING_SITES_NINETY_FOURTH: readonly CorpusSite[] = [allegro, mosh];

export const REAL_HELD_OUT_SITES_NINETY_FOURTH: readonly CorpusSite[] = [openlayers, brackets];
