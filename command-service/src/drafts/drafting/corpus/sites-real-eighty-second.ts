/**
 * Issue 34, eighty-second round: features missed because a heading is read as instructional when it is not
 * (recall). The drafter's instructional headings ("setup", "deploy…", "docker", "configur…", "updat…",
 * "development", …) make a section hold no features; under a features section a sub-heading naming a quality of the
 * product with such a word ("### Easy setup" over "Single, drop-in 12 KB gzipped ooml.js file.") heads features, not
 * steps. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts
 * written from the page, before the drafter first ran on them).
 *
 * Facts: every item under a features section's sub-headings is a feature (nested details "may").
 *
 * Tuned on (2 real pages):
 * - ooml-readme: wilsonzlin/ooml at f92e991d (README.md), rendered: a web UI framework, "## Features" in six
 *   sub-lists, the first "### Easy setup" (two items), a code example, links.
 * - thymelab-readme: thkwag/thymelab-launcher at d2fd0c37 (README.md), rendered: a desktop launcher, "## Features" in
 *   three labelled sub-lists, the first "### Easy Setup and Operation" (five items), install steps per OS, settings.
 *
 * Held out (the drafter is not changed for them; chosen after the tuning pages, before any rule was written):
 * - quash-readme: Oscorp-HQ/quash-max at f87d3916 (README.md), rendered: a bug-reporting SDK, "## Features" in seven
 *   labelled sub-lists, the first "### Easy Setup" (two items), architecture, install, usage, contact.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

// ---------------------------------------------------------------- ooml (tuning)

const OOML_FEATURES = [
  'Single, drop-in 12 KB gzipped ooml.js file.',
  'No dependencies or toolchain/environment requirements.',
  'Only need to understand JSON and basic object orientation.',
  'No special language, and usage is designed to be identical to vanilla JavaScript.',
  'Clean stack traces with near zero framework noise.',
  'Gradual learning curve—create large, scalable apps with only a few concepts.',
  'No virtual DOM.',
  'Faster than the most popular frameworks while using less memory.',
  'Asynchronously load ooml.js compressed, CDN delivered, and highly cacheable.',
  'Optionally precompile to bytecode:',
  'Integrated with a global store, message broker, and event system.',
  'Abstract classes, type hinting, change listeners—all are available, and more.',
  "Everything's JSON, so model your app like your data and get single-line serialisation and deserialisation.",
  'HTML in JS, JS in HTML, or both? Declarative and imperiative options available.',
  'Almost every existing JS library out there is already compatible.',
  'Easily share modules by precompiling them and hosting the single bytecode file anywhere.',
  'Import ooml modules asynchronously using regular <script>, and potentially get them compressed, CDN delivered, and highly cacheable.',
  'Type hinting and strict syntax helps reduce and prevent bugs.',
  'Large amounts of code dedicated to checking and validating.',
];
const OOML_DETAILS = [
  'Get bonus static checks and optimisations.',
  'Load a 5KB VM-only ooml.js and tiny, compressed bytecode.',
  'Remove runtime parsing, type checking, and assertions to boost performance and reduce bloat.',
];
const oomlTopics = [
  'ooml',
  'web UI framework',
  'UI framework',
  'object orientated',
  'JavaScript',
  'JSON',
  'bytecode',
  'virtual DOM',
  'IE 9',
  'type hinting',
  'event system',
  'message broker',
  'global store',
  'modules',
  'CDN',
];

const ooml: CorpusSite = {
  id: 'ooml-readme',
  about:
    'real (ooml\'s README): a web UI framework, "## Features" in six sub-lists (the first "### Easy setup"), a code example, links',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('wilsonzlin/ooml', 'f92e991d', 'README.md', RENDERED),
  pages: { '/': realPage('ooml-readme/index.html') },
  expected: {
    name: 'ooml',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: OOML_FEATURES, may: OOML_DETAILS },
    usps: { must: [], may: [...OOML_FEATURES, ...OOML_DETAILS] },
    tags: { must: [], may: oomlTopics },
    keywords: { must: [], may: oomlTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- ThymeLab Launcher (tuning)

const THYMELAB_FEATURES = [
  'One-Click Installation: Simple installer for Windows and macOS',
  'No Java Setup Required: Bundled JVM eliminates manual Java environment configuration',
  'Visual Directory Configuration: Easy setup of template, static resource, and data directories',
  'Server Control: Start/stop processor with a single click',
  'Port Configuration: Customize server port through UI',
  'Live Log Display: View processor logs in real-time',
  'Log Level Control: Adjust log detail level on the fly',
  'Log Buffer Management: Configure log history size',
  'Clear Log Function: Clean log display with one click',
  'System Tray Integration: Quick access to common functions',
  'Modern UI: Clean interface with FlatLaf theme',
  'Internationalization: English and Korean language support',
  'Font Customization: Adjustable log display font and size',
];
const thymelabTopics = [
  'ThymeLab',
  'ThymeLab Launcher',
  'ThymeLab Processor',
  'launcher',
  'desktop application',
  'Thymeleaf',
  'templates',
  'Java',
  'JVM',
  'logs',
  'system tray',
  'FlatLaf',
  'Windows',
  'macOS',
  'Linux',
  'installer',
];

const thymelab: CorpusSite = {
  id: 'thymelab-readme',
  about:
    'real (ThymeLab Launcher\'s README): a desktop launcher, "## Features" in three labelled sub-lists (the first "### Easy Setup and Operation"), install steps per OS, settings',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('thkwag/thymelab-launcher', 'd2fd0c37', 'README.md', RENDERED),
  pages: { '/': realPage('thymelab-readme/index.html') },
  expected: {
    name: 'ThymeLab Launcher',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: THYMELAB_FEATURES, may: [] },
    usps: { must: [], may: THYMELAB_FEATURES },
    tags: { must: [], may: thymelabTopics },
    keywords: { must: [], may: thymelabTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- Quash (held out)

const QUASH_FEATURES = [
  'Quick Integration: Integrate the Quash SDK with your application in less than 5 minutes.',
  'Detailed Guides: Follow our comprehensive guides for seamless setup.',
  'Shake to Report: Simply shake your device to launch the reporting window, prefilled with essential information.',
  'Intuitive Interface: Log bugs in seconds with our user-friendly interface.',
  'Real-Time Capture: Automatically detect and capture crash events along with all necessary information.',
  'Reproduce-Free Debugging: No need to reproduce crashes manually.',
  'Comprehensive Data Collection: Auto-capture screenshots, session recordings, crash logs, steps to reproduce, device information, and API/network calls.',
  'Detailed Bug Reports: Each bug report includes all relevant data at the moment of the crash or when shaking the device.',
  'Enhanced Reports: Add audio recordings, pictures, videos, and other media files to bug reports.',
  'Web Dashboard: Manage all reported bugs and crashes through the Quash web dashboard.',
  'Collaboration Tools: View, track, prioritize, and comment on bugs for efficient resolution.',
  'Popular Tools: Integrate with Jira, Slack, Google Sheets, Linear, GitHub, and more.',
  'Streamlined Workflow: Export tickets directly to these platforms for a seamless bug tracking and resolution process.',
];
const quashTopics = [
  'Quash',
  'bug reporting',
  'in-app bug reporting',
  'bug reports',
  'crash detection',
  'crash logs',
  'session replays',
  'session recordings',
  'SDK',
  'Android SDK',
  'mobile testing',
  'mobile apps',
  'web dashboard',
  'Jira',
  'Slack',
  'Google Sheets',
  'Linear',
  'GitHub',
  'Spring Boot',
  'Next.js',
  'Docker',
];

const quash: CorpusSite = {
  id: 'quash-readme',
  about:
    'real (Quash\'s README): a bug-reporting SDK, "## Features" in seven labelled sub-lists (the first "### Easy Setup"), architecture, install, usage, contact',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('Oscorp-HQ/quash-max', 'f87d3916', 'README.md', RENDERED),
  pages: { '/': realPage('quash-readme/index.html') },
  expected: {
    name: 'Quash',
    // "licensed under the MIT License": a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: 'support@quashbugs.com',
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: QUASH_FEATURES, may: [] },
    usps: { must: [], may: QUASH_FEATURES },
    tags: { must: [], may: quashTopics },
    keywords: { must: [], may: quashTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

export const REAL_TUNING_SITES_EIGHTY_SECOND: readonly CorpusSite[] = [ooml, thymelab];

export const REAL_HELD_OUT_SITES_EIGHTY_SECOND: readonly CorpusSite[] = [quash];
