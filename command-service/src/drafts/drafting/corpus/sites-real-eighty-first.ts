/**
 * Issue 34, eighty-first round: usps precision (third round) — items under a "Why?" section's sub-heading that names
 * the problem ("### Problems", "### The Problem"): the market's or the users' lack, not the product's selling point.
 * Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written
 * from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and linkify
 * on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - cdk-agc-readme: go-to-k/cdk-agc at ac697d7a (README.md): "## Why?" over "### Problems" (what goes wrong with CDK
 *   builds: "CDK asset directories can grow to multiple GBs over time" …) and "### Solution" (the tool's two
 *   protections).
 * - react-ssr-seo-toolkit-readme: Tonmoy01/react-ssr-seo-toolkit at 9899083c (README.md): "## Why This Package?" over
 *   a two-cell table, "### The Problem" (other SEO packages' lacks: "Most SEO packages are locked to Next.js", "No
 *   sitemap or robots.txt generation" …) beside "### The Solution" (its seven claims).
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - vibechannel-readme: lucasygu/VibeChannel at 926acf59 (README.md): "## Why?" over "### The Problem" (a paragraph)
 *   and "### The Solution" (two tables), then "Features", "Philosophy".
 * - webbroboard-readme: vifon/WebBroboard at e3c837cf (README.md): "## Why?" over "### The problem" (the writer's
 *   own trouble, a paragraph) and "### The solution".
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_CONTACT = {
  pricing_model: null,
  founded_year: null,
  contact_email: null,
  city: null,
  country: null,
  stage: null,
  demo_video_url: null,
} as const;

// ——— Tuned on ———

const CDK_AGC_SOLUTION = [
  'Reference-based protection: Only removes assets not referenced in *.assets.json files',
  'Time-based protection: Keeps recent assets for quick rollbacks',
];
const CDK_AGC_FEATURES = [
  'Clean cdk.out directories: Remove unused assets while protecting referenced files',
  'Remove locally built Docker images: Clean up orphaned Docker images from CDK builds',
  'Clean temporary directories (-t/--cleanup-tmp): Delete accumulated temporary CDK directories in $TMPDIR',
  'Only deletes unreferenced asset.* directories and files - all other files are automatically protected',
  'Protects recently modified files (configurable with -k/--keep-hours)',
  'Automatically removes Docker images associated with deleted asset directories',
  'Displays size information for each image and total space to reclaim',
  'Deletes entire directories',
  'Only time-based protection with -k/--keep-hours',
];
const CDK_AGC_TOPICS = [
  'CDK',
  'AWS CDK',
  'cdk.out',
  'assets',
  'asset',
  'Docker images',
  'Docker',
  'garbage collector',
  'disk space',
  'CI/CD',
  'CI/CD caching',
  'cleanup',
  'CLI',
  'temporary directories',
  'Finch',
  'Podman',
  'monorepo',
];

const cdkAgc: CorpusSite = {
  id: 'cdk-agc-readme',
  about:
    'real (go-to-k/cdk-agc README): a CLI that cleans AWS CDK build output; "Why?" over "Problems" (what goes wrong with CDK builds) and "Solution" (its protections), then usage, options and use cases',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('go-to-k/cdk-agc', 'ac697d7a', 'README.md', RENDERED),
  pages: { '/': realPage('cdk-agc-readme/index.html') },
  expected: {
    name: 'cdk-agc',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [...CDK_AGC_FEATURES, ...CDK_AGC_SOLUTION] },
    // "Why?" > "Problems": CDK builds' troubles ("CDK asset directories can grow to multiple GBs over time", "Slow
    // CI/CD pipelines due to large cache sizes"), the problem it answers, not a claim about cdk-agc. "Why?" >
    // "Solution": its own two protections.
    usps: { must: CDK_AGC_SOLUTION, may: CDK_AGC_FEATURES },
    tags: { must: [], may: CDK_AGC_TOPICS },
    keywords: { must: [], may: CDK_AGC_TOPICS },
    founders: [],
    socials: {},
    // "What Gets Deleted?" heads a section of the README (its deletion policy), no FAQ.
    faqs: [],
  },
};

const SEO_SOLUTION = [
  'Framework-agnostic — works everywhere',
  'Zero browser globals — fully SSR-safe',
  'JSON-LD built-in — 9 schema types including Person, Recipe, JobPosting',
  'Sitemap + robots.txt generator built-in',
  'SEO validation + scoring — catch missing tags at build time',
  'OG image SVG generator — no external service needed',
  'Social preview component — see how your page looks on Twitter, Facebook, etc.',
];
const SEO_CLAIMS = [
  'All in one package. Zero dependencies. Fully typed. SSR-safe.',
  'The Complete SEO Toolkit for React SSR Applications',
];
const SEO_TOPICS = [
  'SEO',
  'React',
  'SSR',
  'React SSR',
  'meta tags',
  'Meta Tags',
  'Open Graph',
  'Twitter Cards',
  'JSON-LD',
  'Canonical URLs',
  'canonical URLs',
  'Hreflang',
  'hreflang',
  'Robots',
  'robots.txt',
  'Sitemap',
  'sitemap',
  'SEO Validation',
  'OG Image',
  'OG image',
  'Next.js',
  'React Router',
  'Express',
  'Remix',
  'Astro',
  'TypeScript',
  'schema',
  'structured data',
];

const reactSsrSeoToolkit: CorpusSite = {
  id: 'react-ssr-seo-toolkit-readme',
  about:
    'real (Tonmoy01/react-ssr-seo-toolkit README): an SEO package for React SSR; "Why This Package?" over a two-cell table, "The Problem" (other packages\' lacks) beside "The Solution" (its claims), then long recipes and an API reference',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('Tonmoy01/react-ssr-seo-toolkit', '9899083c', 'README.md', RENDERED),
  pages: { '/': realPage('react-ssr-seo-toolkit-readme/index.html') },
  expected: {
    name: 'react-ssr-seo-toolkit',
    // "MIT License": a licence, no word on price.
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools', 'Marketing'] },
    features: { must: [], may: [...SEO_SOLUTION, ...SEO_CLAIMS] },
    // "The Problem": what other SEO packages lack ("Most SEO packages are locked to Next.js", "No sitemap or
    // robots.txt generation", "No way to validate SEO completeness at build time"): the problem it answers, not a
    // claim about this package. "The Solution" holds its seven claims.
    usps: { must: SEO_SOLUTION, may: SEO_CLAIMS },
    tags: { must: [], may: SEO_TOPICS },
    keywords: { must: [], may: SEO_TOPICS },
    // "MIT License • Made by Tonmoy": its maker.
    founders: [{ name: 'Tonmoy' }],
    // github.com/Tonmoy01 is its maker's account (and an example's Person schema); the clone URL stands in code.
    socials: {},
    // The troubleshooting headings are errors quoted, not questions.
    faqs: [],
  },
  // The example sites of its recipes.
  forbidden: ['myblog.com', 'acmestore.com', 'mysite.com'],
};

// ——— Held out ———

const VIBE_FEATURES = [
  'Chat UI — Slack-like interface in your editor',
  'Git sync — Push/pull conversations like code',
  'Real-time updates — File watcher detects changes instantly',
  'GitHub auth — One-click sign in via VS Code',
  'Threads — Reply to any message',
  'Tags — Organize with [idea, urgent, bug]',
  'Multi-channel — Separate folders for different topics',
  'AI-ready — agent.md tells AI how to participate',
];
const VIBE_CLAIMS = [
  'Markdown is the protocol — No proprietary formats',
  'Git is the backend — No servers needed',
  'Files are the API — Any tool can read/write',
  'AI is a first-class participant — Not an afterthought',
  'Conversations live in your repo, readable by AI, owned by you.',
  'Team chat for the vibe coding era.',
  'No server. No database. $0 infrastructure.',
  'Local-first. AI-native. Vibe coding ready.',
  'Put conversations in markdown files, in your repo:',
  "Conversations don't clutter your main branch",
  'You can have different conversation branches',
  'Easy to exclude from CI/CD if needed',
];
const VIBE_TOPICS = [
  'team chat',
  'chat',
  'vibe coding',
  'markdown',
  'Markdown',
  'git',
  'Git',
  'GitHub',
  'VS Code',
  'Cursor',
  'Slack',
  'AI',
  'channels',
  'threads',
  'git worktree',
  'iOS',
  'VS Code extension',
];

const vibeChannel: CorpusSite = {
  id: 'vibechannel-readme',
  about:
    'real (lucasygu/VibeChannel README): team chat kept as markdown in a git repository; "Why?" over "The Problem" (a paragraph) and "The Solution" (tables), then "Features" and "Philosophy"',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('lucasygu/VibeChannel', '926acf59', 'README.md', RENDERED),
  pages: { '/': realPage('vibechannel-readme/index.html') },
  expected: {
    name: 'VibeChannel',
    // "MIT": a licence; the marketplace install states no price.
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity', 'AI'] },
    features: { must: VIBE_FEATURES, may: VIBE_CLAIMS },
    // "The Problem" ("… team discussions live in Slack — siloed, unsearchable by AI, vendor-locked."): Slack's lack,
    // not a claim about VibeChannel.
    usps: { must: [], may: [...VIBE_FEATURES, ...VIBE_CLAIMS] },
    tags: { must: [], may: VIBE_TOPICS },
    keywords: { must: [], may: VIBE_TOPICS },
    founders: [],
    // "Report Issues" links the product's own repository's issues.
    socials: { github: 'https://github.com/lucasygu/VibeChannel' },
    faqs: [],
  },
};

const WEBBROBOARD_CLAIMS = [
  'WebBrowser + clipboard = WebBroboard',
  'What if my clipboard was my web browser? Clicking a link would only copy it to my clipboard and then display an unobtrusive notification.',
];
const WEBBROBOARD_TOPICS = [
  'clipboard',
  'web browser',
  'browser',
  'links',
  'xsel',
  'notify-send',
  'Bash',
  'xdg-mime',
  'Thunderbird',
  '.desktop',
];

const webBroboard: CorpusSite = {
  id: 'webbroboard-readme',
  about:
    'real (vifon/WebBroboard README): a shell wrapper set as the default browser that copies links to the clipboard; "Why?" over "The problem" (the writer\'s own trouble) and "The solution", "How?", "Who?" (a GPL notice)',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('vifon/WebBroboard', 'e3c837cf', 'README.md', RENDERED),
  pages: { '/': realPage('webbroboard-readme/index.html') },
  expected: {
    name: 'WebBroboard',
    // "This program is free software …": the GPL's notice, a licence, no word on price.
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    features: { must: [], may: WEBBROBOARD_CLAIMS },
    // "The problem": the writer's own trouble ("I tend to use many browsers …"), no claim about the product.
    usps: { must: [], may: WEBBROBOARD_CLAIMS },
    tags: { must: [], may: WEBBROBOARD_TOPICS },
    keywords: { must: [], may: WEBBROBOARD_TOPICS },
    // "Copyright (C) 2017 Wojciech Siewierski": a copyright line, no founding role stated.
    founders: [],
    socials: {},
    faqs: [],
  },
  // The GNU licence's page.
  forbidden: ['gnu.org'],
};

export const REAL_TUNING_SITES_EIGHTY_FIRST: readonly CorpusSite[] = [cdkAgc, reactSsrSeoToolkit];

export const REAL_HELD_OUT_SITES_EIGHTY_FIRST: readonly CorpusSite[] = [vibeChannel, webBroboard];
