/**
 * Issue 34, sixth round: the held-out Hoppscotch README's features are emoji-and-bold paragraphs each
 * followed by a list of its details ("🔥 **PWA:** Install as …" over "Offline support", "Desktop PWA"),
 * 30 of the held-out misses. A real README of that shape to tune on, and one for one a held-out one,
 * each kept verbatim in real/ (README.md at the commit, rendered by markdown-it, html and linkify on,
 * as the third round's: GitHub's `:heart:` shortcodes stay as written, markdown-it has no emoji
 * plugin); facts written from the page before the drafter first ran on it.
 *
 * Tuning:
 * - marcdown-readme: liyasthomas/marcdown at f61f79f7 (README.md): a markdown viewer and editor by
 *   Hoppscotch's author, nine feature paragraphs of a shortcode, a bold title and a colon, four of
 *   them followed by a list of their details, "Getting started" and step-by-step install sections,
 *   an author and thanks.
 *
 * Held out (the drafter is not changed for it):
 * - mnmlurl-readme: liyasthomas/mnmlurl at 44ce336c (README.md): a URL shortener by the same author,
 *   opening with the author's own logo and name as an h1, seven feature paragraphs of the same shape
 *   without detail lists, an "IMPORTANT: … experimental project" notice.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const MARCDOWN_FEATURES = [
  ':heart: Lightweight and minimal: Crafted with minimalistic UI design',
  ':electric_plug: Real-time editor: WYSIWYG (what you see is what you get) markdown editor using MarkedJS',
  ':pen: Code highlighting: Syntax highlighting with highlightjs',
  ':triangular_ruler: Math support: MathJax for LaTeX, MathML, and AsciiMath notations',
  ':globe_with_meridians: PWA: Progressive web app.',
  ':zap: Real-time viewer: View changes as you type',
  ':raised_hand_with_fingers_splayed: Drag and drop: Grab a markdown file and drop to the editor',
  ':scroll: Scroll sync: Editor and viewer scroll along with you',
  ':crescent_moon: Dark mode: Turn the lights off!',
];
/** The same features without the shortcode, their titles, and the details listed under four of them. */
const MARCDOWN_MORE = [
  ...MARCDOWN_FEATURES.map((feature) => feature.replace(/^:[a-z_]+: /, '')),
  ...MARCDOWN_FEATURES.map((feature) => feature.replace(/^:[a-z_]+: /, '').replace(/:.*$/, '')),
  'Built for speed',
  'Light-weight while implementing all markdown features from the supported flavors & specifications.',
  '185 languages and 89 styles',
  'Automatic language detection',
  'Multi-language code highlighting',
  'Use MathML, TeX, and ASCIImath as input and produce HTML+CSS, SVG, or MathML as output.',
  'Works offline after first use',
  'Install as a Web app on your phone or Desktop app on your PC',
];

export const marcdownReadme: CorpusSite = {
  id: 'marcdown-readme',
  about:
    'real (liyasthomas/marcdown README): shortcode-and-bold feature paragraphs, four with a list of details after them, install steps, an author',
  classes: ['real', 'tuning', 'single-page', 'docs', 'founders'],
  source: realSource('liyasthomas/marcdown', 'f61f79f7'),
  pages: { '/': realPage('marcdown-readme/index.html') },
  expected: {
    name: 'Marcdown',
    // No price, no plan; "Donate" is a PayPal badge.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The icon in the h1, its alt text the product's name.
    logo_url: '{base}/icons/icon-48x48.png',
    demo_video_url: null,
    // "Lightweight markdown viewer and editor": writing, but no category is named in its words.
    categories: { must: [], may: ['Notes & Docs', 'Productivity', 'Developer Tools'] },
    features: { must: MARCDOWN_FEATURES, may: MARCDOWN_MORE },
    usps: { must: [], may: [...MARCDOWN_FEATURES, ...MARCDOWN_MORE] },
    tags: {
      must: [],
      may: [
        'markdown',
        'markdown editor',
        'markdown viewer',
        'Lightweight markdown viewer',
        'Real-time editor',
        'Code highlighting',
        'Math support',
        'PWA',
        'Real-time viewer',
        'Drag and drop',
        'Scroll sync',
        'Dark mode',
        'WYSIWYG',
      ],
    },
    keywords: {
      must: [],
      may: [
        'markdown',
        'markdown editor',
        'markdown viewer',
        'Lightweight markdown viewer',
        'Lightweight markdown viewer and editor',
        'Real-time editor',
        'Code highlighting',
        'Math support',
        'Real-time viewer',
        'Scroll sync',
        'Dark mode',
      ],
    },
    // "Liyas Thomas - Author": an author, no founder.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'paypal.me',
    'These instructions will get you',
    'Paste/type markdown',
    'Include MarkedJS',
    'Hat tip',
    'StackEdit',
    'Dribbble',
    'Travis CI',
    'stage=launched',
  ],
};

const MNMLURL_FEATURES = [
  ':heart_eyes: URL shortning made simple: mnmlurl uses jsonstore.io to store data on an endpoint JSON file using HTTPS requests. It works on any url.',
  ':heart: No server side logging: Your privacy is important for us. We never log, collect or prompt to sell your data to anyone.',
  ':fire: Custom and random alias support: Add your own custom alias or generate a random one.',
  ":1234: Generate QR code: Create and download shortened URL's QR code.",
  ':alembic: Manage URLs: Delete already created alias to update/create new URLs.',
  ':zap: Performance: mnmlurl is a thin web app on top of HTML, CSS and JavaScript. Being a Progressive web app, mnmlurl offers lightning fast loading and offline support via workbox and service worker.',
  ':information_desk_person: Browser extension: Get mnmlurl Chrome browser extension',
];
const MNMLURL_MORE = [
  ...MNMLURL_FEATURES.map((feature) => feature.replace(/^:[a-z_0-9]+: /, '')),
  ...MNMLURL_FEATURES.map((feature) => feature.replace(/^:[a-z_0-9]+: /, '').replace(/:.*$/, '')),
];

export const mnmlurlReadme: CorpusSite = {
  id: 'mnmlurl-readme',
  about:
    "real (liyasthomas/mnmlurl README): the author's logo and name open it, shortcode-and-bold feature paragraphs, an experimental-project notice",
  classes: ['real', 'single-page', 'docs', 'founders'],
  source: realSource('liyasthomas/mnmlurl', '44ce336c'),
  pages: { '/': realPage('mnmlurl-readme/index.html') },
  expected: {
    name: ['mnmlurl', 'Minimal URL'],
    // "in 10 minutes for free" is a tutorial's title about building one's own, not this product's price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "an experimental project" names no stage of the four.
    stage: null,
    logo_url: '{base}/src/icons/icon-48x48.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Developer Tools', 'Marketing'] },
    features: { must: MNMLURL_FEATURES, may: MNMLURL_MORE },
    usps: { must: [], may: [...MNMLURL_FEATURES, ...MNMLURL_MORE] },
    tags: {
      must: [],
      may: [
        'URL shortener',
        'custom alias',
        'QR code',
        'Generate QR code',
        'Manage URLs',
        'Browser extension',
        'Performance',
        'No server side logging',
        'Progressive web app',
      ],
    },
    keywords: {
      must: [],
      may: ['URL shortener', 'modern URL shortener', 'custom alias', 'QR code', 'Minimal URL', 'mnmlurl'],
    },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'name=Liyas Thomas',
    'logo.gif',
    'paypal.me',
    'only God knows',
    'Travis CI',
    'stage=launched',
    'stage=alpha',
    'stage=beta',
  ],
};

export const REAL_TUNING_SITES_SIXTH: readonly CorpusSite[] = [marcdownReadme];
export const REAL_HELD_OUT_SITES_SIXTH: readonly CorpusSite[] = [mnmlurlReadme];
