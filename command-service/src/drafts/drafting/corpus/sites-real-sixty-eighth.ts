/**
 * Issue 34, sixty-eighth round: logos — a version badge whose file is named for the product (a package
 * registry's badge, "badge.fury.io/js/hotel.svg", "img.shields.io/npm/v/vue-html-secure.svg") taken as the
 * product's mark. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen,
 * and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - hotel-readme: typicode/hotel at bcbdade4 (README.md): the h1 "hotel" holding the npm version badge
 *   "badge.fury.io/js/hotel.svg" (empty alt), a screenshot on i.imgur.com, labelled features, a video, an FAQ.
 * - vuehtmlsecure-readme: nolimitdev/vue-html-secure at 8492e557 (README.md): the h1 "vue-html-secure"
 *   holding the npm version badge "img.shields.io/npm/v/vue-html-secure.svg" (empty alt); no image else.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - stopserver-readme: typicode/stop-server at 1ecae89a (README.md): the h1 holding the npm version badge
 *   "badge.fury.io/js/stop-server.svg" and a Travis badge (empty alts), a screenshot on i.imgur.com.
 * - mkenv-readme: ahmadbky/mkenv at 6e483b32 (README.md): under the h1 "mkenv", the crates.io version badge
 *   "img.shields.io/crates/v/mkenv?style=flat-square" and a docs.rs badge (empty alts); no image else.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

/** "## Features": the items as the page states them (bold labels and code read as text). */
const HOTEL_FEATURES = [
  'Local domains - http://project.localhost',
  'HTTPS via local self-signed SSL certificate - https://project.localhost',
  'Wildcard subdomains - http://*.project.localhost',
  'Works everywhere - macOS, Linux and Windows',
  'Works with any server - Node, Ruby, PHP, ...',
  'Proxy - Map local domains to remote servers',
  'System-friendly - No messing with port 80, /etc/hosts, sudo or additional software',
  'Fallback URL - http://localhost:2000/project',
  'Servers are only started when you access them',
  'Plays nice with other servers (Apache, Nginx, ...)',
  'Random or fixed ports',
];
const HOTEL_LABELS = HOTEL_FEATURES.filter((item) => item.includes(' - ')).map((item) =>
  item.slice(0, item.indexOf(' - ')),
);
/** The servers it "works great" with, the opening list. */
const HOTEL_SERVERS = [
  'Node (Express, Webpack)',
  'PHP (Laravel, Symfony)',
  'Ruby (Rails, Sinatra, Jekyll)',
  'Python (Django)',
  'Docker',
  'Go',
  'Apache, Nginx',
];
const HOTEL_TOPICS = [
  'process manager',
  'local domains',
  'local development',
  'dev servers',
  'HTTPS',
  'SSL',
  'self-signed certificate',
  'proxy',
  'subdomains',
  'wildcard subdomains',
  'localhost',
  'browser',
  'npm',
  'Node',
  'Node.js',
  'PHP',
  'Ruby',
  'Python',
  'Docker',
  'Go',
  'Apache',
  'Nginx',
  'macOS',
  'Linux',
  'Windows',
  'CLI',
];

const hotel: CorpusSite = {
  id: 'hotel-readme',
  about:
    'hotel\'s README: the h1 "hotel" holding the npm version badge (badge.fury.io, empty alt), a one-line quote, a screenshot on i.imgur.com, the servers it works with, an upgrade note, support on Patreon, a video, labelled features, install, quick start, CLI usage, configuration, third-party tools and an FAQ of headed entries.',
  classes: ['real', 'tuning', 'single-page', 'logo', 'features', 'readme'],
  source: realSource('typicode/hotel', 'bcbdade4', 'README.md', RENDERED),
  pages: { '/': realPage('hotel-readme/index.html') },
  expected: {
    name: ['hotel', 'Hotel'],
    // No price; Patreon is a way to support it, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No mark on the page: the h1's image is the npm version badge, the next a screenshot.
    logo_url: null,
    // "## Video": "Starting apps with Hotel - Spacedojo Code Kata by Josh Owens", the product shown in use.
    demo_video_url: 'https://www.youtube.com/watch?v=BHW4tzctQ0k',
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: HOTEL_FEATURES, may: HOTEL_LABELS },
    usps: { must: [], may: [...HOTEL_FEATURES, ...HOTEL_LABELS] },
    tags: { must: [], may: [...HOTEL_TOPICS, ...HOTEL_SERVERS] },
    keywords: { must: [], may: [...HOTEL_TOPICS, ...HOTEL_SERVERS] },
    founders: [],
    // Patreon and the supporters' page are donations; the third-party tools are others' repositories.
    socials: {},
    // "## FAQ" heads its entries with topics, none a question ("Setting a fixed port", "ENOSPC and EACCES errors"):
    // the corpus's FAQs are questions, as the verifier's faqVerdict requires ("not a question"). Corrected after the
    // first run (a facts slip: the six headings were first written here).
    faqs: [],
  },
  // The version badge and the screenshot are no logo; a Patreon is no price nor the product's account.
  forbidden: [
    'logo_url=https://badge.fury.io/js/hotel.svg',
    'logo_url=https://i.imgur.com/eDLgWMj.png',
    'patreon.com',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

/** "## Directives and functions": each directive's heading and what it does. */
const VHS_DIRECTIVES = [
  'v-html-safe="..." or $safeHTML(...)',
  'v-html-escape="..." or $escapeHTML(...)',
  'v-html-remove="..." or $removeHTML(...)',
  'This leaves all HTML tags except for <script> and removes insecure elements\'s attributes starting "on*" and also values starting "javascript:*".',
  'This replaces chars <, >, $ to appropriate HTML entities &lt;, &gt;, &amp;.',
  "This removes all HTML tags but preserves it's text content.",
];
const VHS_WHY = [
  'This plugin is lightweight (only 2kB packed size) without dependency.',
  'Vue.js plugin to add HTML secure directives v-html-remove, v-html-escape, v-html-safe which are secure alternatives to official v-html.',
  'The main feature is to secure HTML string to avoid XSS attacks',
];
const VHS_TOPICS = [
  'Vue.js',
  'Vue',
  'Vue.js plugin',
  'plugin',
  'directives',
  'HTML',
  'XSS',
  'XSS attacks',
  'sanitize',
  'sanitization',
  'security',
  'v-html',
  'npm',
  'yarn',
  'JavaScript',
  'lightweight',
];

const vueHtmlSecure: CorpusSite = {
  id: 'vuehtmlsecure-readme',
  about:
    'vue-html-secure\'s README: the h1 "vue-html-secure" holding the npm version badge (img.shields.io/npm/v/vue-html-secure.svg, empty alt), a paragraph on what it is and why, install, three directives under headings, usage and examples, two notes.',
  classes: ['real', 'tuning', 'single-page', 'logo', 'readme'],
  source: realSource('nolimitdev/vue-html-secure', '8492e557', 'README.md', RENDERED),
  pages: { '/': realPage('vuehtmlsecure-readme/index.html') },
  expected: {
    name: 'vue-html-secure',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No image but the npm version badge in the h1: no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Security'] },
    features: { must: [], may: [...VHS_DIRECTIVES, ...VHS_WHY] },
    usps: { must: [], may: [...VHS_WHY, ...VHS_DIRECTIVES] },
    tags: { must: [], may: VHS_TOPICS },
    keywords: { must: [], may: VHS_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The version badge is no logo.
  forbidden: ['logo_url=https://img.shields.io/npm/v/vue-html-secure.svg', 'pricing_model=paid'],
};

export const REAL_TUNING_SITES_SIXTY_EIGHTH: readonly CorpusSite[] = [hotel, vueHtmlSecure];

const STOPSERVER_TOPICS = [
  'shut down',
  'shutdown',
  'sleep',
  'phone',
  'computer',
  'remote',
  'Express',
  'server',
  'QR code',
  'npm',
  'Node',
  'OS X',
  'Linux',
  'Windows',
  'CLI',
];

const stopServer: CorpusSite = {
  id: 'stopserver-readme',
  about:
    'stop-server\'s README: the h1 "stop-server" holding the npm version badge (badge.fury.io) and a Travis badge (empty alts), a one-line quote, install, usage with a screenshot on i.imgur.com, uninstall, how it works (two routes), the licence.',
  classes: ['real', 'single-page', 'logo', 'readme'],
  source: realSource('typicode/stop-server', '1ecae89a', 'README.md', RENDERED),
  pages: { '/': realPage('stopserver-readme/index.html') },
  expected: {
    name: 'stop-server',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The h1's images are a version badge and a build badge; the other a screenshot: no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    features: {
      must: [],
      may: [
        'Shut down your computer with your phone (works on OS X, Linux and Windows)',
        'Shut down your computer with your phone',
        'POST http://your-local-ip:5709/power-off',
        'POST http://your-local-ip:5709/sleep',
      ],
    },
    usps: { must: [], may: ['Shut down your computer with your phone (works on OS X, Linux and Windows)'] },
    tags: { must: [], may: STOPSERVER_TOPICS },
    keywords: { must: [], may: STOPSERVER_TOPICS },
    founders: [],
    // "MIT - typicode 🌵" links to the repository itself: no account presented as its own.
    socials: {},
    faqs: [],
  },
  // Badges and the screenshot are no logo.
  forbidden: [
    'logo_url=https://badge.fury.io/js/stop-server.svg',
    'logo_url=https://travis-ci.org/typicode/stop-server.svg?branch=master',
    'logo_url=http://i.imgur.com/4WadpZc.png',
    'pricing_model=paid',
  ],
};

const MKENV_TOPICS = [
  'Rust',
  'Rust crate',
  'crate',
  'configuration',
  'environment variables',
  'env',
  'config',
  'library',
  'macros',
  'lightweight',
];

const mkenv: CorpusSite = {
  id: 'mkenv-readme',
  about:
    'mkenv\'s README: the h1 "mkenv", the crates.io version badge and a docs.rs badge (img.shields.io, empty alts), three paragraphs on what it does and why, an example in Rust and its error output, a link to more examples and the crate documentation.',
  classes: ['real', 'single-page', 'logo', 'readme'],
  source: realSource('ahmadbky/mkenv', '6e483b32', 'README.md', RENDERED),
  pages: { '/': realPage('mkenv-readme/index.html') },
  expected: {
    name: 'mkenv',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Badges only: no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: {
      must: [],
      may: [
        'It greatly improves readability in your code.',
        'Another benefit is that it allows you to fetch for all the environment variables at any time, e.g. on the program startup.',
        'This way, you may remove runtime errors when retrieving an invalid environment variable, because the error would be caught earlier.',
        'The library is designed to make the error message clear, specifying all the variables the program needs.',
      ],
    },
    tags: { must: [], may: MKENV_TOPICS },
    keywords: { must: [], may: MKENV_TOPICS },
    founders: [],
    // The docs.rs and crates.io badges link to its package pages: no account.
    socials: {},
    faqs: [],
  },
  // Badges are no logo.
  forbidden: [
    'logo_url=https://img.shields.io/crates/v/mkenv?style=flat-square',
    'logo_url=https://img.shields.io/docsrs/mkenv?style=flat-square',
    'pricing_model=paid',
  ],
};

export const REAL_HELD_OUT_SITES_SIXTY_EIGHTH: readonly CorpusSite[] = [stopServer, mkenv];
