/**
 * Issue 34, ninth round: a class of held-out misses no tuning page showed — a company named as the
 * product's maker ("built by Security Compass", Let's Chat) drafted as a founder. One real README with
 * that shape to tune on, and one for one a held-out README, each kept verbatim in real/ (README.md at
 * the commit, rendered by markdown-it, html and linkify on, as the earlier rounds'); facts written from
 * the page before the drafter first ran on it.
 *
 * A second class, added the same way: a category chosen from a heading about one aspect of the product
 * ("### Design Goals" of a to-do app's architecture; Invoice Ninja's "App Design", held out).
 *
 * Tuning:
 * - vikinggtd-readme: jgaa/VikingGTD at e3672603 (README.md, 2016-09-08): "the perfect 'Getting Things
 *   Done' Software Suite", a background, planned features, an architecture section with "### Design
 *   Goals", "It is Free. Free as in Free Beer."
 * - featuretools-readme: alteryx/featuretools at 60a216cd (README.md, 2020-08-12): "a python library
 *   for automated feature engineering", add-ons, a support list (Stack Overflow, GitHub issues, Slack,
 *   e-mail), a citation, and "Featuretools is an open source project created by Feature Labs".
 *
 * Held out (the drafter is not changed for them):
 * - shaarli-readme: shaarli/Shaarli at e79d530c (README.md, 2017-05-12): "The personal, minimalist,
 *   super-fast, database free, bookmarking service", a Gitter badge, a features section of sub-sections,
 *   a community fork "of the original Shaarli project by Sébastien Sauvage".
 * - hypergbm-readme: DataCanvasIO/HyperGBM at c198b727 (README.md, 2021-02-01): "a library that
 *   supports full-pipeline AutoML", its related projects, "HyperGBM is an open source project created
 *   by DataCanvas".
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

export const featuretoolsReadme: CorpusSite = {
  id: 'featuretools-readme',
  about:
    'real (alteryx/featuretools README, 2020): "a python library for automated feature engineering", add-ons, a support list with a Slack invite and an address, "an open source project created by Feature Labs"',
  classes: ['real', 'tuning', 'single-page', 'docs', 'founders', 'socials', 'contact'],
  source: realSource('alteryx/featuretools', '60a216cd'),
  pages: { '/': realPage('featuretools-readme/index.html') },
  expected: {
    name: 'Featuretools',
    // Installed with pip; no price, no plan.
    pricing_model: null,
    founded_year: null,
    // "the core developers can be reached by email at help@featuretools.com" (its support list).
    contact_email: 'help@featuretools.com',
    city: null,
    country: null,
    stage: null,
    // The image the page opens with, its alt text the product's name.
    logo_url: 'https://www.featuretools.com/wp-content/uploads/2017/12/FeatureLabs-Logo-Tangerine-800.png',
    demo_video_url: null,
    // "a python library for automated feature engineering" (for machine learning): a developer's tool.
    categories: { must: [], may: ['AI', 'Developer Tools'] },
    // No features list; the add-ons are installable extras.
    features: { must: [], may: ['Update checker', 'TSFresh Primitives', 'Deep Feature Synthesis'] },
    usps: { must: [], may: [] },
    tags: {
      must: [],
      may: [
        'automated feature engineering',
        'feature engineering',
        'machine learning',
        'python',
        'python library',
        'Deep Feature Synthesis',
        'DFS',
        'primitives',
        'add-ons',
      ],
    },
    keywords: {
      must: [],
      may: [
        'automated feature engineering',
        'feature engineering',
        'machine learning',
        'python',
        'python library',
        'Deep Feature Synthesis',
        'DFS',
        'primitives',
        'custom primitives',
        'feature matrix',
      ],
    },
    // "created by Feature Labs": a company, no founder named (the paper's authors are its authors).
    founders: [],
    // The support list's Slack workspace, named after the product ("join.slack.com/t/featuretools").
    socials: {
      custom:
        'https://join.slack.com/t/featuretools/shared_invite/enQtNTEwODEzOTEwMjg4LTQ1MjZlOWFmZDk2YzAwMjEzNTkwZTZkN2NmOGFjOGI4YzE5OGMyMGM5NGIxNTE4NjkzYWI3OWEwZjkyZGExYmQ',
    },
    faqs: [],
  },
  // The paper's second author; the maker's other projects.
  forbidden: ['Kalyan Veeramachaneni', 'featurelabs.com/open'],
};

export const vikinggtdReadme: CorpusSite = {
  id: 'vikinggtd-readme',
  about:
    'real (jgaa/VikingGTD README, 2016): a "Getting Things Done" suite being planned, a background, planned features, an architecture section with "Design Goals", "Free as in Free Beer"',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'pricing'],
  source: realSource('jgaa/VikingGTD', 'e3672603'),
  pages: { '/': realPage('vikinggtd-readme/index.html') },
  expected: {
    name: 'VikingGTD',
    // "VikingGTD is released under GPLv3. It is Free. Free as in Free Beer.": no price.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "The project is rebooted (again) as of September 2016": no stage in words.
    stage: null,
    // Its pictures are architecture diagrams without alt text.
    logo_url: null,
    demo_video_url: null,
    // A "Getting Things Done" suite (projects, lists, actions): to-dos; the tree's words are not said of it.
    categories: { must: [], may: ['Task Management', 'Productivity'] },
    // Its features are planned, not there; the design goals are goals.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: ['GTD', 'Getting Things Done', 'GTD application', 'productivity', 'Software Suite'] },
    keywords: {
      must: [],
      may: ['GTD', 'Getting Things Done', 'GTD application', 'productivity', 'Software Suite', 'Cloud Server'],
    },
    // Its author writes in the first person, unnamed.
    founders: [],
    socials: {},
    faqs: [],
  },
  // "### Design Goals" of its architecture: no design tool.
  forbidden: ['categories=Design'],
};

const SHAARLI_FEATURES = [
  'minimalist design (simple is beautiful)',
  'FAST',
  'ATOM and RSS feeds',
  'permalinks for easy reference',
  'links can be public or private',
  'extensible through plugins',
  'add a custom title and description to archived links',
  'add tags to classify and search links',
  'full-text and tag search',
  'dead-simple installation: drop the files, open the page',
  'links are stored in a file',
  'import and export links as Netscape bookmarks',
  'Firefox bookmarlet to share links in one click',
  'support for mobile browsers',
  'works with Javascript disabled',
  'easy page customization through HTML/CSS/RainTPL',
  'bruteforce-proof login form',
  'protected against XSRF and session cookie hijacking',
  'thumbnail generation for images and video services: dailymotion, flickr, imageshack, imgur, vimeo, xkcd, youtube...',
  'PubSubHubbub protocol support',
  'URL cleanup: automatic removal of ?utm_source=..., fb=...',
  'discreet pop-up notification when a new release is available',
];

export const shaarliReadme: CorpusSite = {
  id: 'shaarli-readme',
  about:
    'real (shaarli/Shaarli README, 2017): "The personal, minimalist, super-fast, database free, bookmarking service", a Gitter badge, a features section of sub-sections, a community fork of Sébastien Sauvage\'s project',
  classes: ['real', 'single-page', 'docs', 'socials', 'features', 'pricing', 'founders'],
  source: realSource('shaarli/Shaarli', 'e79d530c'),
  pages: { '/': realPage('shaarli-readme/index.html') },
  expected: {
    name: 'Shaarli',
    // "Shaarli is Free Software": a license; "database free" is no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The image the page opens with, alt "Shaarli logo".
    logo_url: 'https://rawgithub.com/shaarli/Shaarli/doc/images/doc-logo.svg',
    // The demo is an instance to try, no video.
    demo_video_url: null,
    // A bookmarking service: no category of the tree names one.
    categories: { must: [], may: ['Productivity', 'Notes & Docs'] },
    features: {
      must: SHAARLI_FEATURES,
      may: [
        'views:',
        'views',
        'paginated link list',
        'tag cloud',
        'picture wall: image and video thumbnails',
        'daily: newspaper-like daily digest',
        'daily RSS feed',
        'features tag autocompletion, renaming, merging and deletion',
        'compact storage',
        'no database required',
        'easy backup: simply copy the datastore file',
        'lazy-loading with bLazy',
        'Interface',
        'Tag, view and search your links!',
        'Easy setup',
        'Accessibility',
        'Security',
        'Goodies',
        'REST API',
        'Other usages',
        'micro-blogging',
        'pastebin',
        'online notepad',
        'snippet archive',
      ],
    },
    usps: { must: [], may: ['Easy setup', 'Accessibility', 'Security', 'Goodies'] },
    tags: {
      must: [],
      may: [
        'bookmarking',
        'bookmarks',
        'bookmarking service',
        'links',
        'tags',
        'tag search',
        'RSS',
        'ATOM',
        'minimalist',
        'delicious clone',
        'micro-blogging',
        'pastebin',
        'REST API',
        'plugins',
        'tag cloud',
        'RSS feeds',
        'Netscape bookmarks',
      ],
    },
    keywords: {
      must: [],
      may: [
        'bookmarking',
        'bookmarks',
        'bookmarking service',
        'links',
        'tags',
        'tag search',
        'RSS',
        'ATOM',
        'minimalist',
        'delicious clone',
        'micro-blogging',
        'pastebin',
        'REST API',
        'plugins',
        'tag cloud',
        'RSS feeds',
        'Netscape bookmarks',
        'community fork',
        'Shaarli community',
        'bookmarking application',
        'public demo instance',
      ],
    },
    // "the original Shaarli project by Sébastien Sauvage": its first author, not called a founder.
    founders: [],
    // "Join the chat at https://gitter.im/shaarli/Shaarli"; "maintained by the Shaarli community at https://github.com/shaarli/Shaarli".
    socials: { custom: 'https://gitter.im/shaarli/Shaarli', github: 'https://github.com/shaarli/Shaarli' },
    faqs: [],
  },
  // The original project's author's site and repository; a bounty page.
  forbidden: ['sebsauvage.net', 'github.com/sebsauvage', 'bountysource.com'],
};

export const hypergbmReadme: CorpusSite = {
  id: 'hypergbm-readme',
  about:
    'real (DataCanvasIO/HyperGBM README, 2021): "a library that supports full-pipeline AutoML", its related projects\' repositories, "an open source project created by DataCanvas"',
  classes: ['real', 'single-page', 'docs', 'founders'],
  source: realSource('DataCanvasIO/HyperGBM', 'c198b727'),
  pages: { '/': realPage('hypergbm-readme/index.html') },
  expected: {
    name: 'HyperGBM',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Its only picture is a diagram of the maker's toolkit.
    logo_url: null,
    demo_video_url: null,
    // "full-pipeline AutoML … a real-AutoML tool for tabular data": machine learning.
    categories: { must: [], may: ['AI', 'Developer Tools'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: {
      must: [],
      may: [
        'AutoML',
        'full-pipeline AutoML',
        'GBM',
        'GBM models',
        'tabular data',
        'XGBoost',
        'LightGBM',
        'Catboost',
        'hyperparameter optimization',
        'reinforcement learning',
        'Monte Carlo Tree Search',
        'gradient boosting',
      ],
    },
    keywords: {
      must: [],
      may: [
        'AutoML',
        'full-pipeline AutoML',
        'GBM',
        'GBM models',
        'tabular data',
        'XGBoost',
        'LightGBM',
        'Catboost',
        'hyperparameter optimization',
        'reinforcement learning',
        'Monte Carlo Tree Search',
        'gradient boosting tree model',
        'search space',
        'end-to-end pipeline optimization',
      ],
    },
    // "created by DataCanvas": a company, no founder named.
    founders: [],
    // Its related projects are repositories, not profiles.
    socials: {},
    faqs: [],
  },
  forbidden: ['DataCanvasIO/DeepTables', 'DataCanvasIO/Cooka'],
};

export const REAL_TUNING_SITES_NINTH: readonly CorpusSite[] = [featuretoolsReadme, vikinggtdReadme];
export const REAL_HELD_OUT_SITES_NINTH: readonly CorpusSite[] = [hypergbmReadme, shaarliReadme];
