/**
 * Issue 34, ninety-first round: logos missed on home pages — a marketing page's header mark in a header built of a
 * `div` (`<div class="site-header">`, not `<header>` or `<nav>`), so the page's `<link rel="icon">` was drafted in
 * its place; or a mark only in the footer, found by nothing. Filled by the round: the pages tuned on, and one for
 * one the real pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's home page kept verbatim from its repository at the commit.
 *
 * Tuned on:
 * - flowlauncher-home: Flow-Launcher/flow-launcher.github.io at 053274a5 (index.html, the 2021 page): a
 *   `<div class="site-header">` holding a link "#home" around "public/images/titlelogo.png" (no alt) and a `<nav>`
 *   of Docs, Github and Download; a hero with "public/images/flow_logo.png" (no alt), its tagline, a download
 *   button and a WinGet command, a screenshot; five `<link rel="icon">` (favicon-128x128.png first).
 *
 * Held out (the drafter is not changed for it; chosen with the page above, before any ran):
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

export const REAL_TUNING_SITES_NINETY_FIRST: readonly CorpusSite[] = [flowLauncher];

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

export const REAL_HELD_OUT_SITES_NINETY_FIRST: readonly CorpusSite[] = [min];
