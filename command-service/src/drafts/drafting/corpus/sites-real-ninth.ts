/**
 * Issue 34, ninth round: a class of held-out misses no tuning page showed — a company named as the
 * product's maker ("built by Security Compass", Let's Chat) drafted as a founder. One real README with
 * that shape to tune on, and one for one a held-out README, each kept verbatim in real/ (README.md at
 * the commit, rendered by markdown-it, html and linkify on, as the earlier rounds'); facts written from
 * the page before the drafter first ran on it.
 *
 * Tuning:
 * - featuretools-readme: alteryx/featuretools at 60a216cd (README.md, 2020-08-12): "a python library
 *   for automated feature engineering", add-ons, a support list (Stack Overflow, GitHub issues, Slack,
 *   e-mail), a citation, and "Featuretools is an open source project created by Feature Labs".
 *
 * Held out (the drafter is not changed for it):
 * - hypergbm-readme: DataCanvasIO/HyperGBM at c198b727 (README.md, 2021-02-01): "a library that
 *   supports full-pipeline AutoML", its related projects, "HyperGBM is an open source project created
 *   by DataCanvas".
 */
import { readFileSync } from 'node:fs';
import type { CorpusSite } from './corpus-site.ts';

const file = (path: string) => readFileSync(new URL(`./real/${path}`, import.meta.url), 'utf8');
const source = (repo: string, commit: string, path = 'README.md') =>
  `https://github.com/${repo}/blob/${commit}/${path} (rendered by markdown-it, html and linkify on)`;

export const featuretoolsReadme: CorpusSite = {
  id: 'featuretools-readme',
  about:
    'real (alteryx/featuretools README, 2020): "a python library for automated feature engineering", add-ons, a support list with a Slack invite and an address, "an open source project created by Feature Labs"',
  classes: ['real', 'tuning', 'single-page', 'docs', 'founders', 'socials', 'contact'],
  source: source('alteryx/featuretools', '60a216cd'),
  pages: { '/': file('featuretools-readme/index.html') },
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

export const hypergbmReadme: CorpusSite = {
  id: 'hypergbm-readme',
  about:
    'real (DataCanvasIO/HyperGBM README, 2021): "a library that supports full-pipeline AutoML", its related projects\' repositories, "an open source project created by DataCanvas"',
  classes: ['real', 'single-page', 'docs', 'founders'],
  source: source('DataCanvasIO/HyperGBM', 'c198b727'),
  pages: { '/': file('hypergbm-readme/index.html') },
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

export const REAL_TUNING_SITES_NINTH: readonly CorpusSite[] = [featuretoolsReadme];
export const REAL_HELD_OUT_SITES_NINTH: readonly CorpusSite[] = [hypergbmReadme];
