/**
 * Issue 34, sixteenth round: a word sharing a one-word category's stem but not its meaning in a line
 * that says what the product is ("an open-source web and product analytics platform" filed under
 * Productivity: "product" and "productivity" share the stem "product"). The class is tuned on one
 * invented trap, shipwise (sites-sixteenth-traps.ts), no real tuning page showing it; so, one for one,
 * one real page of the class is held out here, kept verbatim in real/ (README.md at the commit, rendered
 * by markdown-it, html and linkify on, as the earlier rounds'), chosen and its facts written from the
 * page before the drafter first ran on it.
 *
 * Held out (the drafter is not changed for it):
 * - growthbook-readme: growthbook/growthbook at 8f1db445 (README.md, 2026-08-21): its tagline "Open
 *   Source Feature Flags, Experimentation, and Product Analytics", emoji-led "Major Features" ("Built-in
 *   Product Analytics suite …"), "GrowthBook is an Open Core product", a free Cloud account and a
 *   commercial Enterprise License, a contact address.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const GROWTHBOOK_FEATURES = [
  '🏁 Feature flags with advanced targeting, gradual rollouts, and experiments',
  '💻 24 SDKs including React, Python, Android, and iOS. View all',
  '🆎 World class experiment stats engine (CUPED, Sequential, Bayesian, Post-Strat, Bandits, SRM checks).',
  '❄️ Warehouse Native. Query 11 data sources including BigQuery, Snowflake, and Databricks. View all.',
  '🎯 Flexible SQL-backed metric definitions. Simple conversion rates, ratios, quantiles, and more.',
  '📊 Built-in Product Analytics suite to build dashboards and share with your team.',
  '📝 Document everything with screenshots, custom meta fields, and Markdown throughout.',
  '🔔 Webhooks and a full REST API for building integrations and custom workflows.',
  '🤖 MCP server to create features, start experiments, clean up stale flags, and more.',
];
// The same items without their emoji, and without the "View all" links that close two of them.
const GROWTHBOOK_PLAIN = GROWTHBOOK_FEATURES.flatMap((item) => {
  const plain = item.replace(/^\S+\s/, '');
  const bare = (text: string) => text.replace(/\s*View all\.?$/, '');
  return [plain, bare(plain), bare(item)];
});
const GROWTHBOOK_TOPICS = [
  'feature flags',
  'feature flagging',
  'experimentation',
  'experiments',
  'A/B testing',
  'product analytics',
  'analytics',
  'open source',
  'open-source',
  'open core',
  'SDKs',
  'targeting',
  'gradual rollouts',
  'stats engine',
  'experiment stats engine',
  'CUPED',
  'Bayesian',
  'warehouse native',
  'data sources',
  'BigQuery',
  'Snowflake',
  'Databricks',
  'SQL',
  'metrics',
  'metric definitions',
  'dashboards',
  'webhooks',
  'REST API',
  'MCP server',
  'self-hosting',
  'self-hosted',
  'Docker',
  'GrowthBook Cloud',
  'React',
  'Python',
  'Android',
  'iOS',
];

const growthbook: CorpusSite = {
  id: 'growthbook-readme',
  about:
    'real (growthbook/growthbook README): a tagline "Open Source Feature Flags, Experimentation, and Product Analytics", emoji-led features, "an Open Core product" with a free Cloud account and a commercial Enterprise License, a contact address',
  classes: ['real', 'single-page', 'docs', 'pricing', 'features', 'categories', 'contact'],
  source: realSource('growthbook/growthbook', '8f1db445'),
  pages: { '/': realPage('growthbook-readme/index.html') },
  expected: {
    name: ['GrowthBook', 'Growthbook'],
    // "Create a free GrowthBook Cloud account"; "an Open Core product" whose enterprise directories are
    // under a commercial licence (no price stated): free with a paid tier, or free.
    pricing_model: ['freemium', 'free'],
    founded_year: null,
    // "Or email us at hello@growthbook.io if Slack isn't your thing."
    contact_email: 'hello@growthbook.io',
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://cdn.growthbook.io/growthbook-logo@2x.png',
    demo_video_url: null,
    // Feature flags with 24 SDKs, experiments and analytics for software teams: a developer tool as the
    // corpus files OpenPanel's analytics ("the tree has no analytics category"). "Product Analytics" and
    // "an Open Core product" say nothing of productivity.
    categories: { must: [], may: ['Developer Tools', 'APIs', 'Marketing', 'Monitoring'] },
    features: { must: GROWTHBOOK_FEATURES, may: GROWTHBOOK_PLAIN },
    usps: { must: [], may: [...GROWTHBOOK_FEATURES, ...GROWTHBOOK_PLAIN] },
    tags: { must: [], may: GROWTHBOOK_TOPICS },
    keywords: { must: [], may: GROWTHBOOK_TOPICS },
    founders: [],
    // Its Slack community, on its own domain (the badge, the support and the contributing links), each
    // as written or with the root path a URL parser writes ("https://slack.growthbook.io/?ref=…": the
    // same address; added after the first run, which drafted it so).
    socials: {
      custom: ['readme-badge', 'readme-support', 'readme-contributing'].flatMap((ref) => [
        `https://slack.growthbook.io?ref=${ref}`,
        `https://slack.growthbook.io/?ref=${ref}`,
      ]),
    },
    faqs: [],
  },
  // "Product Analytics" is no productivity; the expensive third-party SaaS tools are other products';
  // the repository stats image is axiom's.
  forbidden: ['categories=Productivity', 'pricing_model=paid', 'pricing_model=subscription', 'repobeats.axiom.co'],
};

export const REAL_TUNING_SITES_SIXTEENTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_SIXTEENTH: readonly CorpusSite[] = [growthbook];
