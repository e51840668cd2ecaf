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
 * - castellan-readme: logfoxai/castellan at f7a8ec45 (README.md), rendered: a deployment sidecar, "# Why Castellan?",
 *   "# Features" in three sub-lists, the first "## Deployment safety" (five items). Chosen after the rule was written
 *   (the second held-out page, to make the halves one for one), by a features sub-heading with an instructional word
 *   not of the rule's form ("Deployment", not "Easy …"): it measures the class, not the rule (docs/drafting.md).
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
    // "## System Tray Features" ("Minimize to system tray", …): features too, by the page's heading. A slip of the
    // facts (written from "## Features" only), corrected after the first run (docs/drafting.md).
    features: {
      must: THYMELAB_FEATURES,
      may: ['Minimize to system tray', 'Show/hide main window', 'Exit application'],
    },
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

// ---------------------------------------------------------------- Castellan (held out)

const CASTELLAN_FEATURES = [
  'Registry polling with tunable intervals, jitter, and caching.',
  'Digest-based change detection — only restarts when the image digest actually changes, eliminating false pulls.',
  'Zero-downtime rolling restarts for grouped compose services (api-1, api-2, etc.).',
  'Automatic rollback on health-check failure with a persisted known-good digest and a bad-digest list.',
  'Manual controls — check now, pause/resume polling, or trigger a rollback from the UI or API.',
  'Self-hosted React dashboard — live status, controls, and Docker inspection in one dark, fast UI.',
  'Service status cards — watched tag and repository:tag at a glance; full digests in expandable details.',
  'Container metrics table — every container with live CPU, memory (usage + %), disk (writable layer size), state, and one-click log viewing.',
  'Deployment history timeline — check, deploy, rollback, and failure events with timestamps.',
  'Health status — green/yellow/red state badges and detailed HTTP/Docker health verification.',
  'Mobile responsive — check deployments, logs, and container status from your phone without pinching or zooming.',
  'Internal HTTP API — typed RPC for dashboard, CLI, or automation.',
  'Watchtower compatibility mode — optional label-based discovery for migration; config file recommended for full features.',
  'Supported registries — Amazon ECR, Docker Hub, GHCR, and other OCI Distribution v2 hosts (see Supported registries).',
  'API secret auth — shared API key for scripts/CLI; dashboard auth is automatic (see Access & API auth).',
  'YAML and JSON config — use whichever format you prefer.',
  'Lightweight sidecar — TypeScript, MIT licensed, published to Docker Hub; dashboard and API ship in the same container.',
];
// "# Why Castellan?" (seven reasons) and "# What is Castellan?" (five numbered steps): the same capabilities, said again.
const CASTELLAN_REASONS = [
  'Compose-native rollouts — restarts grouped services one at a time via docker compose pull/up, not blind container recreation.',
  'Automatic rollback — failed health checks trigger revert to the last known-good digest; bad digests are remembered.',
  'Built-in observability — dashboard with service status, deployment history, container CPU/memory/disk, and logs.',
  'Multi-registry support — Amazon ECR, Docker Hub, GitHub Container Registry (GHCR), and any OCI Distribution v2 registry.',
  'Digest polling — tunable intervals, jitter, and caching to stay within registry rate limits.',
  'Lightweight — one sidecar container, file-based state, no PostgreSQL or multi-service stack.',
  'Watchtower label compat — optional; reads com.centurylinklabs.watchtower.enable=true for drop-in migration.',
];
const castellanTopics = [
  'Castellan',
  'docker-compose',
  'docker compose',
  'Docker',
  'sidecar',
  'deployment',
  'deployments',
  'deployment control',
  'monitoring',
  'registry',
  'registries',
  'digest',
  'rolling restarts',
  'rollback',
  'health checks',
  'dashboard',
  'observability',
  'Watchtower',
  'Amazon ECR',
  'ECR',
  'Docker Hub',
  'GHCR',
  'OCI',
  'HTTP API',
  'YAML',
  'JSON',
  'TypeScript',
  'React',
  'Logfox',
];

const castellan: CorpusSite = {
  id: 'castellan-readme',
  about:
    'real (Castellan\'s README): a deployment sidecar for docker-compose, "# Why Castellan?", then "# Features" in three sub-lists (the first "## Deployment safety"), registries, quick start, configuration, API auth, hardening',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('logfoxai/castellan', 'f7a8ec45', 'README.md', RENDERED),
  pages: { '/': realPage('castellan-readme/index.html') },
  expected: {
    name: 'Castellan',
    // "MIT licensed": a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "> **Beta.** … APIs and config may change before v1.0."
    stage: 'beta',
    // The logo over the h1 (light and dark variants). A slip of the facts (written null), corrected after the first run.
    logo_url: ['{base}/assets/castellan-logo-light.png', '{base}/assets/castellan-logo-dark.png'],
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'DevOps', 'Monitoring', 'Infrastructure'] },
    features: { must: CASTELLAN_FEATURES, may: CASTELLAN_REASONS },
    usps: { must: [], may: [...CASTELLAN_REASONS, ...CASTELLAN_FEATURES] },
    tags: { must: [], may: castellanTopics },
    keywords: { must: [], may: castellanTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

export const REAL_TUNING_SITES_EIGHTY_SECOND: readonly CorpusSite[] = [ooml, thymelab];

export const REAL_HELD_OUT_SITES_EIGHTY_SECOND: readonly CorpusSite[] = [quash, castellan];
