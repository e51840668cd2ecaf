/**
 * Issue 34, hundred-and-second round: features precision — a how-to-use steps list read as features: the bulleted
 * steps under a "How to use" heading ("Put the … folder in your servers … directory", "Run the server"), taken as
 * the product's features when the page has no features heading (the drafter's first list of four short items).
 * Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written
 * from the page, before the drafter first ran on them; only the drafter's features were looked at while choosing, to
 * see that a page shows the class).
 *
 * Each page is kept in its repository at the commit and rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * Tuned on:
 * - kissmpsoccar-readme: Dummiesman/KissMP-Soccar at 07eec895 (README.md): the h1 "KissMP-Soccar", "A car soccer
 *   game-mode for KISS Multiplayer servers", "### How to use" (seven set-up and play steps, two with sub-steps) and
 *   "### What are the mods?" (two sentences on its two mod archives). No features heading.
 *
 * Held out (the drafter is not changed for them; chosen after the page above, before any ran):
 * - gifconvert-readme: trybick/gifconvert at dfacd880 (README.md): the h1 "Gif Convert", "Convert video files to
 *   GIFs with just a few clicks.", links to the browser version and the macOS download, "## Features" (three items),
 *   "## macOS App Installation", "## How to Use" (four steps), "## Technologies", "## Local Development". Its
 *   how-to-use steps stand after a features section (a measure that what the drafter takes stays its features).
 * - aiassistantext-readme: Thiararapeter/Ai-Assistant-Chrome-Extension at edf6499c (README.md): no h1; "## Watch the
 *   full tutorial video from YouTube:" (a linked thumbnail), "## How to install this chrome extension locally" (five
 *   "### Step …" sub-sections), "## How to use this chrome extension?" (four "### Step …" sub-sections over their
 *   bulleted steps: "Add the api endpoint", "Add api key", …), "### Troubleshoot?" (its maker's X and LinkedIn), "Build
 *   with ❤️ by Hasan". No features heading. Chosen after the round's rule was written (its facts written before its
 *   eval run): run with the rule made to match nothing, the drafter took the four steps of "### Step 2: Open the
 *   extension popup …" as its features; its heading is within the rule's form, so it measures the form, not its reach.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_PRICE = ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'];

// ---------------------------------------------------------------- KissMP-Soccar (tuning)

/** "### What are the mods?": what its two archives do. */
const SOCCAR_MODS = [
  'DerbyMod.zip moves barriers around, adds arena collision, and adds goal posts.',
  "ball.zip makes the ball near invincible so it won't pop during gameplay.",
];
const SOCCAR_TOPICS = [
  'car soccer',
  'soccer',
  'game mode',
  'game-mode',
  'KISS Multiplayer',
  'KissMP',
  'multiplayer',
  'BeamNG',
  'mods',
  'mod',
  'game',
  'games',
  'gaming',
  'Lua',
];

const kissmpsoccar: CorpusSite = {
  id: 'kissmpsoccar-readme',
  about:
    'KissMP-Soccar\'s README: the h1 "KissMP-Soccar", "A car soccer game-mode for KISS Multiplayer servers", "### How to use" (seven set-up and play steps: "Put the \\"soccar\\" folder in your servers \\"addon\\" directory", "Run the server", …) and "### What are the mods?" (two sentences on its mod archives); no features heading.',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('Dummiesman/KissMP-Soccar', '07eec895', 'README.md', RENDERED),
  pages: { '/': realPage('kissmpsoccar-readme/index.html') },
  expected: {
    name: ['KissMP-Soccar', 'KissMP Soccar', 'Soccar'],
    // No licence or price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    // The page states no feature list: "How to use" gives the steps to set it up and play (this round's class); what
    // its two mods do may stand as features.
    features: { must: [], may: SOCCAR_MODS },
    usps: { must: [], may: [] },
    tags: { must: [], may: SOCCAR_TOPICS },
    keywords: { must: [], may: SOCCAR_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- Gif Convert (held out)

/** "## Features". */
const GIFCONVERT_FEATURES = [
  'Fast conversion using WebAssembly ffmpeg',
  "Drag n' drop capable",
  'Multiple quality modes',
];
const GIFCONVERT_TOPICS = [
  'GIF',
  'GIFs',
  'GIF converter',
  'video',
  'video to GIF',
  'video conversion',
  'converter',
  'ffmpeg',
  'WebAssembly',
  'WASM',
  'Electron',
  'React',
  'TypeScript',
  'macOS',
  'drag and drop',
];

const gifconvert: CorpusSite = {
  id: 'gifconvert-readme',
  about:
    'Gif Convert\'s README: the h1 "Gif Convert", "Convert video files to GIFs with just a few clicks.", links to the browser version and the macOS download, "## Features" (three items), the macOS installation steps, "## How to Use" (four steps: "Click \'Select File\' or drop a file anywhere in the window", …), its technologies and local development.',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('trybick/gifconvert', 'dfacd880', 'README.md', RENDERED),
  pages: { '/': realPage('gifconvert-readme/index.html') },
  expected: {
    name: ['Gif Convert', 'GifConvert'],
    // No price stated; a browser version and a macOS download.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // An animated screenshot ("app screenshot"), no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Design', 'Productivity'] },
    // The "How to Use" steps ("Click 'Download GIF'", "Repeat!") are how to use it, no features (this round's class).
    features: { must: GIFCONVERT_FEATURES, may: [] },
    usps: { must: [], may: GIFCONVERT_FEATURES },
    tags: { must: [], may: GIFCONVERT_TOPICS },
    keywords: { must: [], may: GIFCONVERT_TOPICS },
    founders: [],
    // Its releases page is the product's own repository.
    socials: { github: 'https://github.com/trybick/gifconvert' },
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- AI Assistant Chrome Extension (held out)

const AIASSISTANT_TOPICS = [
  'AI',
  'AI assistant',
  'Chrome extension',
  'browser extension',
  'extension',
  'Chrome',
  'GPT',
  'Gemini',
  'Grok',
  'API key',
  'text',
];

const aiassistant: CorpusSite = {
  id: 'aiassistantext-readme',
  about:
    'AI Assistant Chrome Extension\'s README (no h1): a tutorial video on YouTube, how to install it locally (five steps), "## How to use this chrome extension?" (four "### Step …" sub-sections over bulleted steps: "Add the api endpoint", "Add api key", …), troubleshooting with its maker\'s X and LinkedIn, "Build with ❤️ by Hasan".',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('Thiararapeter/Ai-Assistant-Chrome-Extension', 'edf6499c', 'README.md', RENDERED),
  pages: { '/': realPage('aiassistantext-readme/index.html') },
  expected: {
    // Its repository's name; the page names it only in the title it is rendered with.
    name: ['AI Assistant Chrome Extension', 'Ai-Assistant-Chrome-Extension', 'AI Assistant'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Only screenshots and the video's thumbnail: no mark.
    logo_url: null,
    // "Watch the full tutorial video from YouTube": the product shown on YouTube (as Dokploy's "Video Tutorial").
    demo_video_url: [
      'https://youtu.be/troznI6r17I?si=jvxJS16LaGASb9FW',
      'https://youtu.be/troznI6r17I',
      'https://www.youtube.com/watch?v=troznI6r17I',
    ],
    categories: { must: [], may: ['AI', 'Productivity', 'Writing Assistants'] },
    // The page states no feature list: its two sections are steps to install it and to use it (this round's class).
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: AIASSISTANT_TOPICS },
    keywords: { must: [], may: AIASSISTANT_TOPICS },
    // "Build with ❤️ by Hasan": its maker, named with no founding role.
    founders: [],
    // The X and LinkedIn under "Troubleshoot?" are its maker's own ("Please reach out to me on"), no product account.
    socials: {},
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

export const REAL_TUNING_SITES_HUNDRED_AND_SECOND: readonly CorpusSite[] = [kissmpsoccar];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_SECOND: readonly CorpusSite[] = [gifconvert, aiassistant];
