/**
 * Issue 34, ninety-first round: logos missed on home pages — the page's own mark losing to its `<link rel="icon">`
 * or found by nothing. Chosen for a header built of a `div` (`<div class="site-header">`, not `<header>` or `<nav>`)
 * or a mark only in the footer; narrowed by the first run to the shape a tuning page missed: an image whose own `id`
 * calls it the logo (`<img id="logo" alt="Underscore.js">`), the favicon drafted in its place (Flow Launcher's header
 * mark was already taken, by the reader of an opening image linked home). Filled by the round: the pages tuned on,
 * and one for one the real pages held out (chosen, and their facts written from the page, before the drafter first
 * ran on them).
 *
 * Each page is a product's home page kept verbatim from its repository at the commit.
 *
 * Tuned on:
 * - underscore-home: jashkenas/underscore at 26998030 (index.html): a sidebar of links and the function index, then
 *   the page's mark `<img id="logo" src="docs/images/underscore.png" alt="Underscore.js">` alone in a paragraph
 *   (not in `<header>` or `<nav>`, its own id, not its class or file, calling it the logo), the introduction,
 *   downloads, the documented functions, links, notes and the change log; `<link rel="shortcut icon"
 *   href="favicon.ico">`.
 * - flowlauncher-home: Flow-Launcher/flow-launcher.github.io at 053274a5 (index.html, the 2021 page): a
 *   `<div class="site-header">` holding a link "#home" around "public/images/titlelogo.png" (no alt) and a `<nav>`
 *   of Docs, Github and Download; a hero with "public/images/flow_logo.png" (no alt), its tagline, a download
 *   button and a WinGet command, a screenshot; five `<link rel="icon">` (favicon-128x128.png first).
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - backbone-home: jashkenas/backbone at 50eb8a2c (index.html): Underscore's sister page (the same maker and
 *   layout): a sidebar, then `<img id="logo" src="docs/images/backbone.png" alt="Backbone.js">`, the
 *   introduction, the documented classes, examples, an F.A.Q. and the change log; no icon link. Held out as a
 *   check of the shape's other page, not an independent measure (the layout is Underscore's).
 * - min-home: minbrowser/minbrowser.github.io at a9b990f0 (index.html): a `<div class="menubar">` of links (the
 *   first with a GitHub mark, "ext/github-logo.png"), a hero, five feature sections with screenshots, a footer
 *   `<div id="footer">` opened by the product's mark "splash/logo.png" (id "logo-image", no alt); no icon link.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';
const NO_PRICE = ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'];

// ---------------------------------------------------------------- Flow Launcher (tuning)

const FLOW_TOPICS = [
  'launcher',
  'app launcher',
  'App Launcher',
  'file search',
  'File Search',
  'Quick File Search',
  'Windows',
  'WinGet',
  'search',
  'productivity',
];

const flowLauncher: CorpusSite = {
  id: 'flowlauncher-home',
  about:
    'flowlauncher.com home (2021, verbatim): a div.site-header with the wordmark "titlelogo.png" linked to "#home" and a nav of Docs, Github and Download; a hero with "flow_logo.png", the tagline "Quick File Search & App Launcher for Windows", a download button ("Release v1.9 (09 Dec 2021)"), a WinGet command and a screenshot; "The Flow Launcher Team © 2021"; five icon links in the head.',
  classes: ['real', 'tuning', 'single-page', 'logo'],
  source: realSource('Flow-Launcher/flow-launcher.github.io', '053274a5', 'index.html', VERBATIM),
  pages: { '/': realPage('flowlauncher-home/index.html') },
  expected: {
    name: 'Flow Launcher',
    // Downloads from GitHub; no price, no plan, no "free" stated.
    pricing_model: null,
    // "The Flow Launcher Team © 2021": a copyright line.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Release v1.9 (09 Dec 2021)": a version's date, no stage in words.
    stage: null,
    // The header's wordmark (the div.site-header's link to "#home") or the hero's mark: the product's own; the
    // favicons in the head are the icon a browser tab shows.
    logo_url: ['{base}/public/images/titlelogo.png', '{base}/public/images/flow_logo.png'],
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    // No feature list: a tagline.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: FLOW_TOPICS },
    keywords: { must: [], may: FLOW_TOPICS },
    founders: [],
    // The nav's "Github": its repository.
    socials: { github: ['https://github.com/Flow-Launcher/Flow.Launcher', 'https://github.com/Flow-Launcher'] },
    faqs: [],
  },
  // The screenshot and the copy button's icon are no logo.
  forbidden: ['logo_url={base}/public/images/flow_launcher.png', 'logo_url={base}/public/images/copy.svg', ...NO_PRICE],
};

// ---------------------------------------------------------------- Underscore.js (tuning)

/** The documented groups of functions (h2s), and the introduction's list. */
const UNDERSCORE_GROUPS = [
  'Collection Functions (Arrays or Objects)',
  'Array Functions',
  'Function (uh, ahem) Functions',
  'Object Functions',
  'Utility Functions',
  'Object-Oriented Style',
  'Chaining',
  'Package Installation',
  'Monolithic Import (recommended)',
  'Modular Import',
  'Engine Compatibility',
];
const UNDERSCORE_TOPICS = [
  'JavaScript',
  'JavaScript library',
  'library',
  'functional programming',
  'functional helpers',
  'helpers',
  'utility',
  'utilities',
  'collections',
  'arrays',
  'objects',
  'functions',
  'templating',
  'chaining',
  'ESM',
  'UMD',
  'npm',
  'CDN',
  'map',
  'filter',
  'invoke',
];

const underscore: CorpusSite = {
  id: 'underscore-home',
  about:
    'underscorejs.org home (verbatim): a sidebar of links (GitHub repository, annotated source, Underscore-contrib, Twitter, Tidelift, Patreon) and the function index, then the mark "docs/images/underscore.png" (img id "logo", alt "Underscore.js") alone in a paragraph, the introduction, downloads, CDN URLs, installation, the documented functions, links to ports, notes and the change log; a favicon link.',
  classes: ['real', 'tuning', 'single-page', 'logo'],
  source: realSource('jashkenas/underscore', '26998030', 'index.html', VERBATIM),
  pages: { '/': realPage('underscore-home/index.html') },
  expected: {
    name: ['Underscore.js', 'Underscore'],
    // "available for use under the MIT software license"; Tidelift's subscription and a maintainer's Patreon are
    // not the product's price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The page's mark: its own id calls it the logo, its alt the product's name; the favicon is the tab's icon.
    logo_url: '{base}/docs/images/underscore.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: UNDERSCORE_GROUPS },
    usps: { must: [], may: UNDERSCORE_GROUPS },
    tags: { must: [], may: UNDERSCORE_TOPICS },
    keywords: { must: [], may: UNDERSCORE_TOPICS },
    founders: [],
    // The sidebar's "GitHub Repository" and "Twitter".
    socials: { github: 'https://github.com/jashkenas/underscore', x: 'https://twitter.com/underscoredotjs' },
    faqs: [],
  },
  // DocumentCloud's badge is another organisation's mark; Tidelift's subscription and Patreon are not its price.
  forbidden: [
    'logo_url=https://jashkenas.s3.amazonaws.com/images/a_documentcloud_project.png',
    'patreon.com',
    ...NO_PRICE,
  ],
};

export const REAL_TUNING_SITES_NINETY_FIRST: readonly CorpusSite[] = [flowLauncher, underscore];

// ---------------------------------------------------------------- Min (held out)

const MIN_CLAIMS = [
  'Browse without distractions',
  'Organize Everything',
  'Stop Tab Chaos',
  'Protect your privacy',
  'Open-Source software',
];
const MIN_TOPICS = [
  'browser',
  'web browser',
  'tabs',
  'focus mode',
  'Focus Mode',
  'tasks',
  'bookmarks',
  'tags',
  'full-text search',
  'privacy',
  'ad blocking',
  'trackers',
  'open source',
  'open-source software',
  'JavaScript',
  'keyboard shortcuts',
];

const min: CorpusSite = {
  id: 'min-home',
  about:
    'minbrowser.org home (2026, verbatim): a div.menubar of links (a GitHub mark beside "Source Code"), the hero "Meet Min." / "A focused, fast browser." with a download button, five sections with screenshots ("Browse without distractions", "Organize Everything", "Stop Tab Chaos", "Protect your privacy", "Open-Source software"), "Try Min Now", and a footer opened by the product\'s mark "splash/logo.png"; no icon link.',
  classes: ['real', 'single-page', 'logo'],
  source: realSource('minbrowser/minbrowser.github.io', 'a9b990f0', 'index.html', VERBATIM),
  pages: { '/': realPage('min-home/index.html') },
  expected: {
    name: 'Min',
    // "Min is open-source software": a licence, no price, no plan, no "free".
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The footer's mark (id "logo-image"): the product's own; the menubar's GitHub mark is GitHub's.
    logo_url: '{base}/splash/logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Privacy', 'Developer Tools'] },
    // Section headings each over a paragraph of what it does.
    features: { must: [], may: MIN_CLAIMS },
    usps: { must: [], may: MIN_CLAIMS },
    tags: { must: [], may: MIN_TOPICS },
    keywords: { must: [], may: MIN_TOPICS },
    founders: [],
    // The menubar's and the footer's "Source Code" (its repository) and the footer's "Follow on Mastodon".
    socials: {
      github: ['https://github.com/minbrowser/min', 'https://github.com/minbrowser'],
      custom: 'https://mastodon.world/@minbrowser',
    },
    faqs: [],
  },
  // GitHub's mark and the screenshots are no logo; DuckDuckGo is not named here.
  forbidden: [
    'logo_url={base}/ext/github-logo.png',
    'logo_url={base}/splash/tabbar.png',
    'logo_url={base}/splash/searchbar.png',
    ...NO_PRICE,
  ],
};

// ---------------------------------------------------------------- Backbone.js (held out)

/** The introduction's sections (h2s) and the model section's list. */
const BACKBONE_CLAIMS = [
  'Getting Started',
  'Models and Views',
  'Collections',
  'API Integration',
  'View Rendering',
  'Routing with URLs',
  'Orchestrates data and business logic.',
  'Loads and saves data from the server.',
  'Emits events when data changes.',
  'Listens for changes and renders UI.',
  'Handles user input and interactivity.',
  'Sends captured input to the model.',
];
const BACKBONE_TOPICS = [
  'JavaScript',
  'JavaScript library',
  'library',
  'framework',
  'MVC',
  'models',
  'views',
  'collections',
  'routing',
  'router',
  'events',
  'REST',
  'RESTful JSON',
  'JSON',
  'web applications',
  'single-page applications',
  'Underscore.js',
  'jQuery',
];

const backbone: CorpusSite = {
  id: 'backbone-home',
  about:
    'backbonejs.org home (verbatim): a sidebar of links (GitHub repository, annotated source, test suite, example) and the API index, then the mark "docs/images/backbone.png" (img id "logo", alt "Backbone.js") alone in a paragraph, the introduction, downloads, getting started, the documented classes, examples of projects using it, an F.A.Q. and the change log; no icon link.',
  classes: ['real', 'single-page', 'logo', 'faqs'],
  source: realSource('jashkenas/backbone', '50eb8a2c', 'index.html', VERBATIM),
  pages: { '/': realPage('backbone-home/index.html') },
  expected: {
    name: ['Backbone.js', 'Backbone'],
    // "available for use under the MIT software license": a licence.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/docs/images/backbone.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: BACKBONE_CLAIMS },
    usps: { must: [], may: BACKBONE_CLAIMS },
    tags: { must: [], may: BACKBONE_TOPICS },
    keywords: { must: [], may: BACKBONE_TOPICS },
    founders: [],
    // The sidebar's "GitHub Repository" and the introduction's "hosted on GitHub".
    socials: { github: ['https://github.com/jashkenas/backbone', 'http://github.com/jashkenas/backbone'] },
    // The F.A.Q.'s two questions (its other entries are topics: "Nested Models & Collections", …).
    faqs: ['Why use Backbone, not [other framework X]?', 'How does Backbone relate to "traditional" MVC?'],
  },
  // The projects that use it are not it; DocumentCloud is its maker's organisation, not its name.
  forbidden: ['name=DocumentCloud', 'name=USA Today', 'name=Hulu', ...NO_PRICE],
};

export const REAL_HELD_OUT_SITES_NINETY_FIRST: readonly CorpusSite[] = [min, backbone];
