/**
 * Issue 34, eightieth round: socials — the product's own repository linked by a button that calls the reader to it
 * ("Star on GitHub", "View on Github", "Download on Github", a "Fork me on GitHub" ribbon) missed as its GitHub; its
 * author's personal accounts in a byline drafted as the product's. Filled by the round: the pages tuned on, and one
 * for one the real pages held out (chosen, and their facts written from the page, before the drafter first ran on
 * them).
 *
 * Tuning:
 * - odometer-home: HubSpot/odometer at 906da495 (gh-pages index.html), verbatim: a JavaScript and CSS library's
 *   documentation home on HubSpot's open-source template: HubSpot's nav, a marquee (name, tagline, version, "Star on
 *   GitHub" and "Download ZIP" buttons), usage, options, format, browser support, contributing; HubSpot's footer.
 * - transit-home: rstacruz/jquery.transit at 70a2682c (gh-pages index.html), verbatim: a jQuery plugin's home page: a
 *   top bar ("Download", "View on Github"), a title card, demos of its transformations and easings, browser support,
 *   recipes; a credits section with its author's accounts ("Follow @rstacruz", "Github (@rstacruz)", "Twitter
 *   (@rstacruz)").
 *
 * Held out:
 * - stroll-home: hakimel/stroll.js at 72f87f60 (index.html), verbatim: a demo page of CSS3 scroll effects: a header
 *   crediting its author ("Created by @hakimel"), lists under each effect's name, a "Fork me on GitHub" ribbon.
 * - textillate-home: jschr/textillate at a4160610 (gh-pages index.html), verbatim: a jQuery plugin's home page: a
 *   jumbotron (name, tagline, a "Download on Github" button, share and star buttons), About / Usage / Credits, a
 *   playground, dependencies.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

// ---------------------------------------------------------------- odometer (tuning)

const ODOMETER_CLAIMS = [
  'Transition numbers with ease',
  'Odometer is a Javascript and CSS library for smoothly transitioning numbers.',
  "Odometer's animations are handled entirely in CSS using transforms making them extremely performant, with automatic fallback on older browsers.",
  'The library and largest theme is less than 3kb when minified and compressed.',
  'All of the themes can be resized by setting the font-size of the .odometer element.',
  "On older browsers, it will automatically fallback to a simpler animation which won't tax their fragile javascript runtime.",
  'Odometer is intended to support IE8+, FF4+, Safari 6+, and Chrome.',
  'Themes',
  'Format',
  'Browser Support',
  'Dependencies',
  'Usage',
  'Advanced',
  'Example',
];
const ODOMETER_TOPICS = [
  'odometer',
  'Odometer',
  'JavaScript',
  'Javascript',
  'CSS',
  'numbers',
  'animation',
  'animations',
  'transitions',
  'themes',
  'library',
  'jQuery',
  'HubSpot',
  'open source',
];

const odometer: CorpusSite = {
  id: 'odometer-home',
  about:
    'real (odometer\'s documentation home on HubSpot\'s open-source template, verbatim): a JavaScript and CSS library for transitioning numbers: HubSpot\'s nav, a marquee with "Star on GitHub" and "Download ZIP" buttons, usage, options, browser support, contributing, HubSpot\'s footer',
  classes: ['real', 'single-page', 'tuning', 'socials'],
  source: realSource('HubSpot/odometer', '906da495', 'index.html', VERBATIM),
  pages: { '/': realPage('odometer-home/index.html') },
  expected: {
    // The title and marquee write it "odometer"; the text "Odometer".
    name: ['odometer', 'Odometer'],
    // A free library, no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The nav's picture is HubSpot's sprocket, no logo of the product's.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: ODOMETER_CLAIMS },
    usps: { must: [], may: ODOMETER_CLAIMS },
    tags: { must: [], may: ODOMETER_TOPICS },
    keywords: { must: [], may: ODOMETER_TOPICS },
    founders: [],
    // The marquee's "Star on GitHub" button: its repository. HubSpot's own links (its site, its dev blog, the other
    // projects in the footer) are its maker's, no account of the product's.
    socials: { github: ['https://github.com/HubSpot/odometer', 'http://github.com/HubSpot/odometer'] },
    faqs: [],
  },
  forbidden: ['name=HubSpot', 'name=HubSpot Dev & Design'],
};

// ---------------------------------------------------------------- Transit (tuning)

const TRANSIT_CLAIMS = [
  'Super-smooth CSS transitions & transformations for jQuery',
  'CSS transitions and transformations for jQuery',
  'Transitions & transformations',
  'Transformations',
  'Animate anything',
  'Transition any CSS property.',
  "They will happen much smoother than if you were to use jQuery's default .animate().",
  '2D transformations',
  '3D transformations',
  'Easing',
  'Delay',
  'You can specify a delay.',
  'Optional units',
  'All units (eg, px, deg, ms) are optional.',
  '$.fn.css',
  "Transform properties work with .css() as well. They're not just for animation!",
  'Vendor prefixes',
  'Vendor prefixes are auto-added for transform, transition, and others.',
  'Chaining & queuing',
  'Alternate easing/duration syntax',
  'You can provide easing and duration in the options.',
  'Great with CoffeeScript.',
  'Relative values',
  'Transformation origins',
  'Getting values',
  'Browser support',
  'Supported browsers',
  'Default duration',
  'Custom easing',
  'Webkit: prevent flickers',
  'Usage is simple!',
  'Transit should be mostly backward-compatible.',
  'More features',
  'Recipes',
];
const TRANSIT_TOPICS = [
  'Transit',
  'jQuery',
  'CSS',
  'CSS3',
  'CSS transitions',
  'transitions',
  'transformations',
  'transforms',
  'animation',
  'easing',
  'JavaScript',
  'plugin',
  'jQuery plugin',
  '3D',
  'CoffeeScript',
  // The page's own keywords ("javascript, jquery, transit, css3, css, transition, transform"): a slip of the facts,
  // corrected after the first run.
  'transition',
  'transform',
];

const transit: CorpusSite = {
  id: 'transit-home',
  about:
    'real (jQuery Transit\'s home, verbatim): a jQuery plugin for CSS transitions and transformations: a top bar ("Download", "View on Github"), a title card, demos, browser support, recipes, a credits section with its author\'s own Twitter and GitHub',
  classes: ['real', 'single-page', 'tuning', 'socials'],
  source: realSource('rstacruz/jquery.transit', '70a2682c', 'index.html', VERBATIM),
  pages: { '/': realPage('transit-home/index.html') },
  expected: {
    // The h1 "Transit"; the title "Transit - CSS transitions and transformations for jQuery".
    name: ['Transit', 'jQuery Transit'],
    pricing_model: null,
    // "Copyright 2011-2014": a copyright's span, no founding.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: TRANSIT_CLAIMS },
    usps: { must: [], may: TRANSIT_CLAIMS },
    tags: { must: [], may: TRANSIT_TOPICS },
    keywords: { must: [], may: TRANSIT_TOPICS },
    // "authored and maintained by Rico Sta. Cruz": an author's credit, no founding role.
    founders: [],
    // The top bar's "View on Github": its repository. The credits' "Follow @rstacruz", "Github (@rstacruz)" and
    // "Twitter (@rstacruz)" are its author's own accounts (the fifty-first round's WezTerm call), no account of the
    // product's.
    socials: { github: ['https://github.com/rstacruz/jquery.transit', 'http://github.com/rstacruz/jquery.transit'] },
    faqs: [],
  },
  forbidden: ['twitter.com/rstacruz', 'x.com/rstacruz', 'github.com/rstacruz/jquery.transit/contributors'],
};

// ---------------------------------------------------------------- stroll.js (held out)

const STROLL_EFFECTS = [
  'Grow',
  'Cards (CSS 3D)',
  'Cards',
  'Curl (CSS 3D)',
  'Curl',
  'Wave',
  'Flip (CSS 3D)',
  'Flip',
  'Fly (CSS 3D)',
  'Fly',
  'Simplified Fly (CSS 3D)',
  'Simplified Fly',
  'Reverse Fly (CSS 3D)',
  'Reverse Fly',
  'Helix (CSS 3D)',
  'Helix',
  'Fan',
  'Papercut',
  'Twirl (CSS 3D)',
  'Twirl',
  'Skew',
  'Tilt',
  'Zipper',
  'Fade',
];
const STROLL_CLAIMS = [
  'CSS3 scroll effects',
  'A collection of CSS3 scroll effects and animations.',
  'CSS3 Scroll Effects',
];
const STROLL_TOPICS = [
  'stroll.js',
  'CSS3',
  'CSS',
  'scroll effects',
  'scrolling',
  'animations',
  'lists',
  'CSS 3D',
  'JavaScript',
];

const stroll: CorpusSite = {
  id: 'stroll-home',
  about:
    'real (stroll.js demo page, verbatim): CSS3 scroll effects: a header crediting its author ("Created by @hakimel"), lists under each effect\'s name, a "Fork me on GitHub" ribbon picture linking its repository',
  classes: ['real', 'single-page', 'held-out', 'socials'],
  source: realSource('hakimel/stroll.js', '72f87f60', 'index.html', VERBATIM),
  pages: { '/': realPage('stroll-home/index.html') },
  expected: {
    name: 'stroll.js',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: [...STROLL_EFFECTS, ...STROLL_CLAIMS] },
    usps: { must: [], may: STROLL_CLAIMS },
    tags: { must: [], may: STROLL_TOPICS },
    keywords: { must: [], may: STROLL_TOPICS },
    founders: [],
    // The "Fork me on GitHub" ribbon: its repository. "Created by @hakimel" is its author's own account.
    socials: { github: 'https://github.com/hakimel/stroll.js' },
    faqs: [],
  },
  forbidden: [],
};

// ---------------------------------------------------------------- Textillate.js (held out)

const TEXTILLATE_CLAIMS = [
  'A simple plugin for CSS3 text animations.',
  'A simple plugin for CSS3 text animations',
  'Textillate.js combines some awesome libraries to provide a ease-to-use plugin for applying CSS3 animations to any text.',
  "Simply include textillate.js and it's dependencies in your project to start creating unqiue effects.",
  'Textillate.js is built on top of the simple, yet amazingly powerful animate.css and lettering.js libraries.',
  'Playground',
];
const TEXTILLATE_TOPICS = [
  'textillate.js',
  'Textillate.js',
  'CSS3',
  'CSS',
  'text animations',
  'animations',
  'jQuery',
  'plugin',
  'jQuery plugin',
  'animate.css',
  'lettering.js',
  'JavaScript',
  'text',
];

const textillate: CorpusSite = {
  id: 'textillate-home',
  about:
    'real (Textillate.js home, verbatim): a jQuery plugin for CSS3 text animations: a jumbotron with a "Download on Github" button, share and star buttons, About / Usage / Credits, a playground, its dependencies',
  classes: ['real', 'single-page', 'held-out', 'socials'],
  source: realSource('jschr/textillate', 'a4160610', 'index.html', VERBATIM),
  pages: { '/': realPage('textillate-home/index.html') },
  expected: {
    name: ['Textillate.js', 'textillate.js', 'Textillate'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: TEXTILLATE_CLAIMS },
    usps: { must: [], may: TEXTILLATE_CLAIMS },
    tags: { must: [], may: TEXTILLATE_TOPICS },
    keywords: { must: [], may: TEXTILLATE_TOPICS },
    founders: [],
    // The jumbotron's "Download on Github" button: its repository.
    socials: { github: 'https://github.com/jschr/textillate' },
    faqs: [],
  },
  // Its dependencies' sites and authors are no name or account of its.
  forbidden: ['name=animate.css', 'name=lettering.js', 'name=jQuery'],
};

export const REAL_TUNING_SITES_EIGHTIETH: readonly CorpusSite[] = [odometer, transit];

export const REAL_HELD_OUT_SITES_EIGHTIETH: readonly CorpusSite[] = [stroll, textillate];
