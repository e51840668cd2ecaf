/**
 * Issue 34, hundred-and-thirteenth round: pricing_model recall: "free" and "freemium" missed where the page states its
 * price in words no rule read ("offering X as a free, open-source project", "Free Open Source … Components", "Some
 * features are only available to paid members"). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuning: no new page. The round tunes on pages already in the corpus: monica-readme and siyuan-readme
 * (sites-real-twenty-second.ts), clabo-readme (sites-real-eighty-fifth.ts) and hyperui-app (sites-real-forty-ninth.ts).
 *
 * Held out (the drafter is not changed for them; chosen, and their facts written, before they first ran):
 * - velocityx-readme: coreova/velocityx at 93715ef9 (README.md), rendered: a browser extension's README: its icon, a
 *   tagline ending "Free.", "## Why VelocityX" saying it is "published by Coreova as a free, open-source browser
 *   extension", a list of what it does, installation steps, highlights, attribution and links.
 * - xecrets-cli-readme: xecrets/xecrets-cli at 540075f6 (README.md), rendered: an encryption command line tool's
 *   README (h1 "README"): a free GPL build from the sources beside a maintenance subscription for the makers' builds
 *   ("Most features are free even there, but some features … will restrict the size of files …"), a beta status.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_THIRTEENTH: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- VelocityX (held out)

const VELOCITYX_POINTS = [
  'Instant playback speed controls with presets, direct input, skip/jump tools, PiP, volume, mark, and AB loop.',
  'Smart Silence Skip helps move faster through quiet segments without losing control.',
  'Glassmorphism-style overlay can be resized, repositioned, restyled, and tuned button-by-button.',
  'Site-aware rules support both domains and regex patterns, plus optional page-level CSS fixes.',
  'Custom keyboard combos support modifiers like Shift, Ctrl, Alt, and Meta.',
  'Built-in analytics show saved time and usage trends directly inside the extension.',
  'Analytics can generate a branded 1200x630 share card locally, with no upload.',
  'The settings page includes dedicated sections for shortcuts, silence skip, site rules, analytics, advanced controls, and help.',
  'Instant playback speed controls',
  'Smart Silence Skip',
  'Glassmorphism-style overlay',
  'Site-aware rules',
  'Custom keyboard combos',
  'Built-in analytics',
  'Site Rules',
  'Shortcuts and Controls',
  'Privacy',
  'Set a speed',
  'Disable VelocityX on matching pages',
  'Inject page-level CSS for site-specific controller fixes',
];
const VELOCITYX_TOPICS = [
  'VelocityX',
  'video speed controller',
  'video speed',
  'playback speed',
  'Silence Skip',
  'AB Loop',
  'PiP',
  'keyboard shortcuts',
  'shortcuts',
  'site rules',
  'overlay',
  'custom overlay',
  'local analytics',
  'analytics',
  'browser extension',
  'extension',
  'Chromium',
  'Chrome',
  'Edge',
  'privacy',
  'local-first',
  'open source',
  'MIT',
];

const velocityx: CorpusSite = {
  id: 'velocityx-readme',
  about:
    'VelocityX\'s README (rendered): its icon, a tagline ending "Free.", "## Why VelocityX" ("published by Coreova as a free, open-source browser extension") over a list of what it does, installation steps, highlights, attribution and links',
  classes: ['real', 'held-out', 'single-page', 'readme', 'pricing'],
  source: realSource('coreova/velocityx', '93715ef9', 'README.md', RENDERED),
  pages: { '/': realPage('velocityx-readme/index.html') },
  expected: {
    name: 'VelocityX',
    // "VelocityX is published by Coreova as a free, open-source browser extension."; its tagline ends "Free.".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening <img src="icons/icon128.png" alt="VelocityX icon">: its own mark.
    logo_url: '{base}/icons/icon128.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Media', 'Entertainment', 'Developer Tools'] },
    features: { must: [], may: VELOCITYX_POINTS },
    usps: { must: [], may: VELOCITYX_POINTS },
    tags: { must: [], may: VELOCITYX_TOPICS },
    keywords: { must: [], may: VELOCITYX_TOPICS },
    // "Created by Maruf Ahmed Limon" (Coreova publishes it: a publisher, no person).
    founders: [{ name: 'Maruf Ahmed Limon' }],
    // "Source: github.com/coreova/velocityx"; coreova.github.io is the publisher's website, GitHub Issues its tracker.
    socials: { github: 'https://github.com/coreova/velocityx' },
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium', 'founders=Coreova'],
};

// ---------------------------------------------------------------- Xecrets Cli (held out)

const XECRETS_FEATURES = [
  'generating and using public key pairs',
  'JSON output logging for programmatic use',
  'wiping files',
  'passing options from files or via environment variables',
  'AxCrypt compatible',
  '100% compatible with AxCrypt',
];
const XECRETS_TOPICS = [
  'Xecrets Cli',
  'Xecrets',
  'AxCrypt',
  'encryption',
  'decryption',
  'command line',
  'command line tool',
  'CLI',
  'cross platform',
  'open source',
  'C#',
  '.NET',
  '.NET 8',
  'GPL',
  'SDK',
  'nuget',
  'public key pairs',
  'JSON logging',
  'wiping files',
];

const xecretsCli: CorpusSite = {
  id: 'xecrets-cli-readme',
  about:
    'Xecrets Cli\'s README (rendered, h1 "README"): an AxCrypt compatible encryption command line tool; a free GPL build from the sources beside a maintenance subscription for the makers\' builds ("Most features are free even there, but some features … will restrict the size of files"), a beta status',
  classes: ['real', 'held-out', 'single-page', 'readme', 'pricing', 'stage'],
  source: realSource('xecrets/xecrets-cli', '540075f6', 'README.md', RENDERED),
  pages: { '/': realPage('xecrets-cli-readme/index.html') },
  expected: {
    name: ['Xecrets Cli', 'Xecrets CLI'],
    // "Most features are free even there, but some features … will restrict the size of files possible to encrypt to
    // 1 MB if you don't have a maintenance subscription"; "Xecrets Cli is free software … you can use it anywhere and
    // any way you like for free": a free build and a paid maintenance subscription (no price given).
    pricing_model: 'freemium',
    founded_year: null,
    // No address; support is a web page.
    contact_email: null,
    city: null,
    country: null,
    // "### Xecrets Cli 2.x status" / "The software is still in beta, API:s may break …".
    stage: 'beta',
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Security', 'Developer Tools'] },
    // No features list: prose ("numerous other options and features such as …").
    features: { must: [], may: XECRETS_FEATURES },
    usps: { must: [], may: XECRETS_FEATURES },
    tags: { must: [], may: XECRETS_TOPICS },
    keywords: { must: [], may: XECRETS_TOPICS },
    // AxCrypt AB and Axantum are companies; no person is named.
    founders: [],
    // "[the source code](https://github.com/xecrets/xecrets-cli)"; axantum/xecrets-net is the AxCrypt fork it builds on.
    socials: { github: 'https://github.com/xecrets/xecrets-cli' },
    faqs: [],
  },
  forbidden: [
    'pricing_model=paid',
    'pricing_model=one-time',
    'github.com/axantum/xecrets-net',
    'founders=AxCrypt AB',
    'name=README',
  ],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_THIRTEENTH: readonly CorpusSite[] = [velocityx, xecretsCli];
