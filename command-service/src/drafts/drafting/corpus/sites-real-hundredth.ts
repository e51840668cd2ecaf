/**
 * Issue 34, hundredth round: names: a page title's tagline, a title's long form or the site's (owner's) name drafted
 * as the product's name. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen,
 * and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's landing page kept verbatim in its repository at the commit (read from the fetched
 * repositories with git show).
 *
 * Tuned on:
 * - sortable-home: SortableJS/Sortable at accec9b0 (index.html): titled "Sortable. No jQuery." (the name, then a
 *   claim as a second sentence), a logo image linked to the repository, the h1 "The JavaScript library for modern
 *   browsers and touch devices. No jQuery.", demos of lists and groups, a code example.
 * - hamburgers-home: jonsuh/hamburgers at 0f6c8379 (index.html): titled "Hamburgers by Jonathan Suh", og:site_name
 *   "Jonathan Suh" (the author's site, the page at jonsuh.com/hamburgers/), og:title "Hamburgers", the h1 "Tasty
 *   CSS-animated hamburgers", the hamburger types, usage, Sass, accessibility; "Chef Jonathan Suh" in the footer.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - sweetalert-home: t4t5/sweetalert at 40dcb0a7 (index.html): titled "SweetAlert", the h1 "Sweet Alert", "A
 *   beautiful replacement for JavaScript's "Alert"", examples, configuration, "SweetAlert was created by Tristan
 *   Edwards".
 * - offline-js-home: HubSpot/offline at 147f8fa5 (docs/welcome/index.html): titled "Offline.js – Handle your users
 *   losing their internet connection like a pro", the h1 "Offline.js", "Every app goes offline", what it is, install,
 *   themes.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';
const NO_PRICE = ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'];

// ---------------------------------------------------------------- Sortable (tuning)

const SORTABLE_DEMOS = ['Multi', 'Editable list', 'Advanced groups', 'Drag handle and selectable text'];
const SORTABLE_TOPICS = [
  'sortable',
  'reorder',
  'list',
  'javascript',
  'html5',
  'drag and drop',
  'dnd',
  'animation',
  'groups',
  'angular',
  'ng-sortable',
  'react',
  'mixin',
  'effects',
  'rubaxa',
  'no jQuery',
  'touch devices',
];

const sortable: CorpusSite = {
  id: 'sortable-home',
  about:
    'Sortable\'s landing page (verbatim): titled "Sortable. No jQuery.", a logo image linked to the repository, the h1 "The JavaScript library for modern browsers and touch devices. No jQuery.", demos (connected lists, multi, editable list, advanced groups, drag handle, AngularJS), a code example',
  classes: ['real', 'tuning', 'single-page', 'title-long-form'],
  source: realSource('SortableJS/Sortable', 'accec9b0', 'index.html', VERBATIM),
  pages: { '/': realPage('sortable-home/index.html') },
  expected: {
    // The title's first sentence; "No jQuery." is a claim, not the name.
    name: 'Sortable',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The image in the link of class "logo" at the page's top.
    logo_url: '{base}/st/logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: SORTABLE_DEMOS },
    usps: { must: [], may: [...SORTABLE_DEMOS, 'No jQuery.'] },
    tags: { must: [], may: SORTABLE_TOPICS },
    keywords: { must: [], may: SORTABLE_TOPICS },
    founders: [],
    // The "Fork me on GitHub" ribbon and the logo link the repository.
    socials: { github: 'https://github.com/RubaXa/Sortable' },
    faqs: [],
  },
  forbidden: ['name=Sortable. No jQuery.', ...NO_PRICE],
};

// ---------------------------------------------------------------- Hamburgers (tuning)

const HAMBURGER_TYPES = [
  'Slider',
  'Squeeze',
  'Arrow',
  'Arrow Alt',
  'Spin',
  'Elastic',
  'Emphatic',
  'Collapse',
  'Vortex',
  'Stand',
  'Spring',
  '3DX',
  '3DY',
  'Boring',
];
const HAMBURGER_TOPICS = [
  'css',
  'CSS-animated',
  'hamburgers',
  'hamburger menu',
  'animation',
  'Sass',
  'npm',
  'Bower',
  'accessibility',
  'ARIA',
];

const hamburgers: CorpusSite = {
  id: 'hamburgers-home',
  about:
    'Hamburgers\' landing page (verbatim): titled "Hamburgers by Jonathan Suh", og:site_name "Jonathan Suh" (the author\'s site; the page at jonsuh.com/hamburgers/), og:title "Hamburgers", the h1 "Tasty CSS-animated hamburgers", the hamburger types, usage, Sass, customization, accessibility, browser support; "Chef Jonathan Suh" in the footer',
  classes: ['real', 'tuning', 'single-page', 'site-owner-name'],
  source: realSource('jonsuh/hamburgers', '0f6c8379', 'index.html', VERBATIM),
  pages: { '/': realPage('hamburgers-home/index.html') },
  expected: {
    // og:title and the title before "by"; "Jonathan Suh" is the author's site, not the product.
    name: 'Hamburgers',
    // Free to download from GitHub, npm and Bower; no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header's mark is a live hamburger drawn in CSS, no image.
    logo_url: null,
    // The page's one video (customize.mp4, beside the Sass steps) shows the product being customized.
    demo_video_url: ['{base}/customize.mp4', '{base}/customize.ogg', '{base}/customize.webm'],
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: HAMBURGER_TYPES },
    usps: { must: [], may: HAMBURGER_TYPES },
    tags: { must: [], may: HAMBURGER_TOPICS },
    keywords: { must: [], may: HAMBURGER_TOPICS },
    // The maker ("Chef Jonathan Suh", the page's author): the founder by the corpus's convention.
    founders: [{ name: 'Jonathan Suh' }],
    socials: { github: 'https://github.com/jonsuh/hamburgers' },
    faqs: [],
  },
  forbidden: ['name=Jonathan Suh', 'name=Hamburgers by Jonathan Suh', ...NO_PRICE],
};

export const REAL_TUNING_SITES_HUNDREDTH: readonly CorpusSite[] = [sortable, hamburgers];

// ---------------------------------------------------------------- SweetAlert (held out)

const SWEETALERT_EXAMPLES = [
  'A basic message',
  'A title with a text under',
  'A success message!',
  'A message with a custom icon',
  'An HTML message',
  'A message with auto close timer',
  'A replacement for the "prompt" function',
  'You can also change the theme of SweetAlert!',
];
const SWEETALERT_TOPICS = ['alert', 'javascript', 'modal', 'bower', 'npm', 'themes', 'prompt', 'JavaScript'];

const sweetalert: CorpusSite = {
  id: 'sweetalert-home',
  about:
    'SweetAlert\'s landing page (verbatim): titled "SweetAlert", the h1 "Sweet Alert", the h2 "A beautiful replacement for JavaScript\'s "Alert"", a comparison, examples, download and install, configuration, methods, "SweetAlert was created by Tristan Edwards"',
  classes: ['real', 'held-out', 'single-page', 'founders'],
  source: realSource('t4t5/sweetalert', '40dcb0a7', 'index.html', VERBATIM),
  pages: { '/': realPage('sweetalert-home/index.html') },
  expected: {
    name: ['SweetAlert', 'Sweet Alert'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: SWEETALERT_EXAMPLES },
    usps: { must: [], may: SWEETALERT_EXAMPLES },
    tags: { must: [], may: SWEETALERT_TOPICS },
    keywords: { must: [], may: SWEETALERT_TOPICS },
    // "SweetAlert was created by Tristan Edwards".
    founders: [{ name: 'Tristan Edwards' }],
    // "Feel free to fork SweetAlert on GitHub"; the Twitter and Dribbble links are the maker's.
    socials: { github: 'https://github.com/t4t5/sweetalert' },
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- Offline.js (held out)

const OFFLINE_CLAIMS = [
  'Every app goes offline',
  "It captures AJAX requests which were made while the connection was down, and remakes them when it's back up, so your app reacts perfectly.",
  'It has a number of beautiful themes and requires no configuration.',
];
const OFFLINE_TOPICS = ['offline', 'internet connection', 'AJAX', 'themes', 'javascript', 'css', 'Eager'];

const offline: CorpusSite = {
  id: 'offline-js-home',
  about:
    'Offline.js\'s landing page (verbatim, docs/welcome): titled "Offline.js – Handle your users losing their internet connection like a pro", the h1 "Offline.js", "Every app goes offline", what it is ("Offline.js is a library to automatically alert your users when they\'ve lost internet connectivity, like Gmail."), install with Eager, download, themes, HubSpot\'s link',
  classes: ['real', 'held-out', 'single-page'],
  source: realSource('HubSpot/offline', '147f8fa5', 'docs/welcome/index.html', VERBATIM),
  pages: { '/': realPage('offline-js-home/index.html') },
  expected: {
    name: ['Offline.js', 'Offline'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: OFFLINE_CLAIMS },
    usps: { must: [], may: OFFLINE_CLAIMS },
    tags: { must: [], may: OFFLINE_TOPICS },
    keywords: { must: [], may: OFFLINE_TOPICS },
    founders: [],
    socials: { github: ['http://github.com/hubspot/offline', 'https://github.com/HubSpot/offline'] },
    faqs: [],
  },
  // Eager is where to install it from, HubSpot the maker's company: neither is the product's name.
  forbidden: ['name=Eager', 'name=HubSpot', ...NO_PRICE],
};

export const REAL_HELD_OUT_SITES_HUNDREDTH: readonly CorpusSite[] = [sweetalert, offline];
