/**
 * Issue 34, nineteenth round: pricing as real sites state it (common words read as a competitor, plans
 * pages). Real pricing pages kept in products' repositories (a docs site's pricing.md, a Jekyll site's
 * pricing.md, a plans page of a wiki) and READMEs that state how the product is paid for ("Self-hosting is
 * free and unlimited", a hosted offering or a commercial licence beside it). Each page is kept verbatim in
 * real/ (the markdown at the commit, its front matter dropped, rendered by markdown-it, html and linkify
 * on, as the earlier rounds'), served alone as the site's page, under the title its site generator gives
 * it (the site's title setting, or the repository's name for a README). Every page was chosen, and its
 * facts written from the page, before the drafter first ran on it.
 *
 * Tuned on (3 real pages; with the invented trap scrivly, sites-nineteenth-traps.ts):
 * - canary-pricing: fastrepl/canary at 8927f1e0 (js/apps/docs/contents/docs/cloud/platform/pricing.md,
 *   2024-11-07): "Free (`$0` / month)" and "Starter (`$79` / month)" plans, each a list of limits.
 * - gopusher-pricing: RapidCodeLab/gopusher-wiki at 8f61a934 (docs/05-price.md, 2019-09-28): four plans,
 *   "Limited: Free", "$29 per month", "$299 per year" and a "One-time fee of $1,999" for the source code.
 * - webcatalog-pricing: webcatalog/webcatalog-legacy at b0d4f87b (docs/pricing.md, 2019-07-20): "The free
 *   version of WebCatalog lets you install up to 2 apps", a $9.99 licence that "never expires".
 *
 * Held out, one for each page tuned on (the invented trap's included; the drafter is not changed for them):
 * - viper-pricing: FunnyWolf/Viper at 78c7046c (docs/en/policies/pricing.md, 2025-03-29): an HTML plans
 *   table in markdown, Basic "$0 /month" and Pro "$99 /month per user", check and cross marks.
 * - 90sdev-pricing: sdegutis/90s.dev at da84b51e (site/public/about/pricing.md, 2025-05-20): a "Freemium"
 *   heading, "an indefinite trial period", "For `$20.48` you can remove the reminder to purchase a
 *   license", and a "Donate" section (a donation is no price).
 * - maintmode-readme: maintmode-dev/maintmode at 4698f84f (README.md, 2026-08-21): "Self-hosting is free
 *   and unlimited", a hosted SaaS offering "which charges by seat" (no figure).
 * - shortlynx-readme: Zuech-Dev/ShortLynx at 7b817e11 (README.md, 2026-08-03): "Self-host it for free,
 *   forever", "Self-hosting is free and unrestricted", a commercial licence only for offering it as a
 *   hosted service; CRM suites named as the closest tools.
 */
import type { CorpusSite } from './corpus-site.ts';
import { FRONT_MATTER_DROPPED, realPage, realSource } from './corpus-site.ts';

/** A list item as written, and its bold label alone ("Two link modes — anonymous …" and "Two link modes"). */
const withLabels = (items: readonly string[]) => [...items, ...items.map((item) => item.replace(/\s+[—:]\s.*$/s, ''))];

// ——— tuned on ———

const CANARY_PLAN_ITEMS = [
  'Up to 1 project, 1 user, and 3 source.',
  'Webpage, GitHub issue, and GitHub discussion source only.',
  'Index update every 96 hours.',
  'Blazing fast Hybrid(keyword-based + semantic) search',
  'Up to 3 project, 3 users, and 9 sources',
  'Any source we support.',
  'Index update every 24 hours.',
  'Ask AI support, Up to 1000 questions per month.',
  'Search analytics (currently we have query-volume and query-breakdown, but more to come)',
];
const CANARY_TOPICS = [
  'search',
  'hybrid search',
  'semantic search',
  'keyword-based search',
  'Ask AI',
  'AI',
  'search analytics',
  'analytics',
  'hosted service',
  'GitHub issue',
  'GitHub discussion',
  'webpage',
  'sources',
  'index update',
  'projects',
  'query-volume',
  'query-breakdown',
  'pricing',
  'Starter',
  'Free',
];

const canary: CorpusSite = {
  id: 'canary-pricing',
  about:
    'real (fastrepl/canary docs pricing.md): "We offer hosted service at cloud.getcanary.dev", a Free ($0 / month) and a Starter ($79 / month) plan, each a list of limits',
  classes: ['real', 'single-page', 'pricing'],
  source: realSource(
    'fastrepl/canary',
    '8927f1e0',
    'js/apps/docs/contents/docs/cloud/platform/pricing.md',
    FRONT_MATTER_DROPPED,
  ),
  pages: { '/': realPage('canary-pricing/index.html') },
  expected: {
    name: 'Canary',
    // "Free (`$0` / month)" beside "Starter (`$79` / month)": a free plan and a monthly paid one.
    pricing_model: ['freemium', 'subscription'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // Search and "Ask AI" over a project's sources (webpages, GitHub issues and discussions).
    categories: { must: [], may: ['Developer Tools', 'AI', 'Customer Support', 'APIs'] },
    // The plans' lists are what each plan holds: true of the product, not features a reader must list.
    features: { must: [], may: CANARY_PLAN_ITEMS },
    usps: { must: [], may: CANARY_PLAN_ITEMS },
    tags: { must: [], may: CANARY_TOPICS },
    keywords: { must: [], may: CANARY_TOPICS },
    founders: [],
    // The "Contact us" link books a call (cal.com): no profile of the product.
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=free', 'pricing_model=one-time'],
};

const GOPUSHER_TOPICS = [
  'push notifications',
  'push notification',
  'push notification platform',
  'subscribers',
  'plans',
  'pricing',
  'source code',
  'Golang',
  'events app',
  'sender app',
  'limited version',
  'Limited',
  'Monthly',
  'Annual',
  'Source Code',
  'license',
  'linters',
];

const gopusher: CorpusSite = {
  id: 'gopusher-pricing',
  about:
    'real (RapidCodeLab/gopusher-wiki docs/05-price.md): four plans, "Limited: Free" (10,000 subscribers), "$29 per month", "$299 per year", and the source code for a "One-time fee of $1,999"',
  classes: ['real', 'single-page', 'pricing', 'docs'],
  source: realSource('RapidCodeLab/gopusher-wiki', '8f61a934', 'docs/05-price.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('gopusher-pricing/index.html') },
  expected: {
    name: ['GoPusher', 'GoPusher 2.0'],
    // A free limited plan beside monthly and yearly plans (and the source code, once): free with paid
    // plans; the paid plans alone recur.
    pricing_model: ['freemium', 'subscription'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A self-hosted push notification platform ("Self Hosted Push Notification Platform" is its wiki's
    // description, not on this page): sending notifications to subscribers.
    categories: { must: [], may: ['Marketing', 'Developer Tools'] },
    // Four plans, each a paragraph on its limits and what happens when it expires: no feature list.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: GOPUSHER_TOPICS },
    keywords: { must: [], may: GOPUSHER_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=free'],
};

const WEBCATALOG_TOPICS = [
  'web apps',
  'apps',
  'license',
  'licenses',
  'permanent licenses',
  'permanent license',
  'free version',
  'major updates',
  'devices',
  'pricing',
];

const webcatalog: CorpusSite = {
  id: 'webcatalog-pricing',
  about:
    'real (webcatalog/webcatalog-legacy docs/pricing.md, a Jekyll page): "The free version of WebCatalog lets you install up to 2 apps", a $9.99 licence "to install as many as you need" that "never expires"',
  classes: ['real', 'single-page', 'pricing'],
  source: realSource('webcatalog/webcatalog-legacy', 'b0d4f87b', 'docs/pricing.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('webcatalog-pricing/index.html') },
  expected: {
    name: 'WebCatalog',
    // A free version (2 apps) and a $9.99 permanent licence: free with a paid tier, paid once.
    pricing_model: ['freemium', 'one-time'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "Run Web Apps like Real Apps" (its title): a desktop app for web apps.
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: WEBCATALOG_TOPICS },
    keywords: { must: [], may: WEBCATALOG_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The licence is bought once and never expires: no subscription; a paid licence: not free.
  forbidden: ['pricing_model=subscription', 'pricing_model=free'],
};

// ——— held out ———

const VIPER_PLAN_ITEMS = [
  '30 minutes session runtime',
  '2 concurrent sessions',
  '2 concurrent handlers',
  'Custom plugin development',
  'Priority ticket support',
  'Unlimited session runtime',
  'Unlimited concurrent sessions',
  'Unlimited concurrent handler',
  'Custom plugin framework',
  '24/7 priority technical support',
];
const VIPER_ITEMS = [
  ...VIPER_PLAN_ITEMS,
  ...VIPER_PLAN_ITEMS.map((item) => `✓ ${item}`),
  ...VIPER_PLAN_ITEMS.map((item) => `✕ ${item}`),
];
const VIPER_TOPICS = [
  'red team',
  'red teams',
  'red team platform',
  'sessions',
  'session runtime',
  'concurrent sessions',
  'handlers',
  'concurrent handlers',
  'plugins',
  'custom plugin framework',
  'custom plugin development',
  'priority support',
  'technical support',
  'ticket support',
  'enterprises',
  'personal education',
  'testing environments',
  'pricing',
  'Basic',
  'Pro',
];

const viper: CorpusSite = {
  id: 'viper-pricing',
  about:
    'real (FunnyWolf/Viper docs pricing.md, a VitePress page of HTML cards): Basic "$0 /month" and Pro "$99 /month per user", each a list of check- and cross-marked limits',
  classes: ['real', 'single-page', 'pricing'],
  source: realSource('FunnyWolf/Viper', '78c7046c', 'docs/en/policies/pricing.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('viper-pricing/index.html') },
  expected: {
    name: ['VIPER', 'Viper'],
    // Basic at $0 a month beside Pro at $99 a month per user.
    pricing_model: ['freemium', 'subscription'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A red team platform; the tree has no security category.
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: VIPER_ITEMS },
    usps: { must: [], may: VIPER_ITEMS },
    tags: { must: [], may: VIPER_TOPICS },
    keywords: { must: [], may: VIPER_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=free', 'pricing_model=one-time'],
};

const NINETIES_TOPICS = [
  'license',
  'Pro account',
  'Pro',
  'trial',
  'freemium',
  'donate',
  'collaborative creativity',
  'innovation',
  'R&D',
  'Stripe',
  'pricing',
];

const nineties: CorpusSite = {
  id: '90sdev-pricing',
  about:
    'real (sdegutis/90s.dev site/public/about/pricing.md): a "Freemium" heading, "an indefinite trial period without restrictions", a $20.48 licence that removes the reminder, a Pro account, and a "Donate" section',
  classes: ['real', 'single-page', 'pricing'],
  source: realSource('sdegutis/90s.dev', 'da84b51e', 'site/public/about/pricing.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('90sdev-pricing/index.html') },
  expected: {
    name: '90s.dev',
    // "Freemium": usable without restrictions for as long as one likes, a licence for $20.48 (no period)
    // to remove the reminder: free with a paid licence, bought once. The donation is no price.
    pricing_model: ['freemium', 'one-time'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: NINETIES_TOPICS },
    keywords: { must: [], may: NINETIES_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // No period is stated; a donation link prices nothing.
  forbidden: ['pricing_model=subscription', 'pricing_model=free'],
};

const MAINTMODE_FEATURES = [
  'One calendar of maintenance work — week and month views',
  'Planned window vs. actual execution time, tracked separately',
  'Shared resources: services, databases, clusters',
  'Conflict detection on overlapping work against shared resources',
  'Approval flows for work that needs sign-off',
  'Notifications to Slack, Telegram, and email',
  'Role-based access control, invitation-based user management',
  'Audit log',
];
const MAINTMODE_TOPICS = [
  'maintenance calendar',
  'maintenance',
  'maintenance work',
  'calendar',
  'engineering teams',
  'technical work',
  'shared resources',
  'shared infrastructure',
  'infrastructure',
  'conflicts',
  'conflict detection',
  'approval flows',
  'approvals',
  'notifications',
  'Slack',
  'Telegram',
  'email',
  'role-based access control',
  'RBAC',
  'audit log',
  'self-hosting',
  'self-hosted',
  'Go',
  'Echo',
  'PostgreSQL',
  'Postgres',
  'Valkey',
  'Casbin',
  'Prometheus',
  'OpenTelemetry',
  'Docker',
  'Docker Compose',
  'Caddy',
  'Grafana',
  'monitoring',
  'observability',
  'API',
  'AGPL',
  'open source',
  'incidents',
  'databases',
  'clusters',
  'services',
  'scaling',
  'replicas',
];

const maintmode: CorpusSite = {
  id: 'maintmode-readme',
  about:
    'real (maintmode-dev/maintmode README): a maintenance calendar for engineering teams, "Self-hosting is free and unlimited", a hosted SaaS offering "which charges by seat" with no figure, an 8-item features list',
  classes: ['real', 'single-page', 'docs', 'pricing', 'features'],
  source: realSource('maintmode-dev/maintmode', '4698f84f', 'README.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('maintmode-readme/index.html') },
  expected: {
    name: ['MaintMode', 'Maintmode'],
    // "Self-hosting is free and unlimited"; the hosted SaaS offering "charges by seat" (no figure): free,
    // or free with a paid offering.
    pricing_model: ['free', 'freemium'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Used in production by its author … expect breaking changes between releases": no stage word.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A calendar of maintenance work for engineering teams, with conflict detection on shared
    // infrastructure: a tool for software teams, or a scheduling one.
    categories: {
      must: [],
      may: ['Developer Tools', 'Scheduling', 'Productivity', 'Monitoring', 'Task Management'],
    },
    features: { must: MAINTMODE_FEATURES, may: withLabels(MAINTMODE_FEATURES) },
    usps: {
      must: [],
      may: [
        ...withLabels(MAINTMODE_FEATURES),
        'Self-hosting is free and unlimited — no seat counting, no licence checks, no phoning home.',
        'Maintenance calendar for engineering teams.',
        'Plan technical work without collisions and without surprise incidents.',
      ],
    },
    tags: { must: [], may: MAINTMODE_TOPICS },
    keywords: { must: [], may: MAINTMODE_TOPICS },
    founders: [],
    // Its links are the project's other repositories (the UI, the self-hosting setup): no profile.
    socials: {},
    faqs: [],
  },
  // Slack and Telegram receive its notifications; Grafana and the rest are its monitoring stack.
  forbidden: ['pricing_model=one-time', 'socials=slack', 'socials=telegram'],
};

const SHORTLYNX_FEATURES = [
  'Two link modes — anonymous (one code per URL, aggregate clicks) and user-attributed (a unique code per recipient, per-contact attribution)',
  'Privacy-preserving analytics — clicks, unique clickers, sources, devices, timeline, hour-of-day, UTM capture, country + timezone (opt-in GeoIP)',
  'Live click feed — GET /me/stream (Server-Sent Events) pushes clicks to a dashboard as they land, with GET /me/clicks for the matching historical window',
  'Custom domains — bring your own, DNS-verified, with per-link domain pinning',
  'Campaigns — group links for roll-up reporting with shared UTM templates',
  'Social publishing — post a link to Bluesky, Mastodon, Threads, or Reddit, with exact per-post click attribution (each post gets its own code — a referrer never could)',
  'QR codes — PNG or SVG for any link or recipient code',
  'Passwordless auth — magic-link sign-in; JWT (bring-your-own-frontend) or cookie sessions',
  'Accounts & roles — Owner / Admin / Member / Viewer, with a REST API for automation',
  'API keys — scoped (links:read, links:write, analytics:read, …) for integrations',
];
const SHORTLYNX_PRIVACY = [
  'IPs are never stored raw — only an HMAC-SHA256 hash keyed with a secret pepper, with the current hour folded into the input, so the stored value rotates every hour (raw IP never touches disk).',
  'Do Not Track / Global Privacy Control are honored — the click still counts, but every dimension is nulled.',
  'k-anonymity (k=10) — any breakdown value seen fewer than 10 times is folded into "Other," in the dashboard, the API, and exports alike.',
  "No sub-country geography — country + timezone only, never region/city (that's fingerprinting in low-traffic contexts).",
  'Exports are aggregate-only — never a row-per-click list that could deanonymize a small campaign.',
  "Enforced disclosure for attributed links — if you haven't published a privacy policy, recipients see a ShortLynx disclosure interstitial and choose whether to be tracked.",
];
const SHORTLYNX_TOPICS = [
  'link shortener',
  'URL shortener',
  'shortener',
  'links',
  'per-recipient click attribution',
  'click attribution',
  'attribution',
  'privacy',
  'privacy-preserving analytics',
  'analytics',
  'clicks',
  'click tracking',
  'live click feed',
  'custom domains',
  'campaigns',
  'UTM',
  'UTM templates',
  'social publishing',
  'Bluesky',
  'Mastodon',
  'Threads',
  'Reddit',
  'QR codes',
  'passwordless auth',
  'magic links',
  'magic-link sign-in',
  'JWT',
  'accounts',
  'roles',
  'REST API',
  'API',
  'API keys',
  'self-hosted',
  'self-hosting',
  'source-available',
  'open source',
  'Elastic License 2.0',
  'ELv2',
  '.NET',
  '.NET 10',
  'EF Core',
  'PostgreSQL',
  'Blazor',
  'Docker',
  'Railway',
  'k-anonymity',
  'Do Not Track',
  'Global Privacy Control',
  'email tracking',
  'sales tracking',
  'security',
];

const shortlynx: CorpusSite = {
  id: 'shortlynx-readme',
  about:
    'real (Zuech-Dev/ShortLynx README): a self-hosted link shortener, "Self-host it for free, forever", "Self-hosting is free and unrestricted", a commercial licence only for offering it as a hosted service, CRM suites named as the closest tools',
  classes: ['real', 'single-page', 'docs', 'pricing', 'features', 'contact'],
  source: realSource('Zuech-Dev/ShortLynx', '7b817e11', 'README.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('shortlynx-readme/index.html') },
  expected: {
    name: 'ShortLynx',
    // "Self-host it for free, forever"; the commercial licence is for offering it to others as a
    // service, not a plan of the product.
    pricing_model: 'free',
    founded_year: null,
    // "Offering ShortLynx as a hosted or managed service … Contact zuechai@gmail.com": its maker's address.
    contact_email: 'zuechai@gmail.com',
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // Links and their clicks for email and sales tracking: marketing.
    categories: { must: [], may: ['Marketing', 'Developer Tools', 'Social Media', 'Email Marketing'] },
    features: { must: SHORTLYNX_FEATURES, may: withLabels(SHORTLYNX_FEATURES) },
    usps: {
      must: [],
      may: [
        ...withLabels(SHORTLYNX_FEATURES),
        ...withLabels(SHORTLYNX_PRIVACY),
        'The link shortener that respects the people clicking your links.',
        'Self-host it for free, forever. Your data, your links, no lock-in.',
        'per-recipient click attribution',
      ],
    },
    tags: { must: [], may: SHORTLYNX_TOPICS },
    keywords: { must: [], may: SHORTLYNX_TOPICS },
    founders: [],
    // The social networks are where it publishes links; no profile of its own is linked.
    socials: {},
    faqs: [],
  },
  // "without a CRM": the CRM suites (Outreach, Salesloft, HubSpot) are the other tools.
  forbidden: [
    'pricing_model=subscription',
    'pricing_model=one-time',
    'categories=CRM',
    'tags=HubSpot',
    'keywords=HubSpot',
    'tags=Salesloft',
    'keywords=Salesloft',
  ],
};

export const REAL_TUNING_SITES_NINETEENTH: readonly CorpusSite[] = [canary, gopusher, webcatalog];
export const REAL_HELD_OUT_SITES_NINETEENTH: readonly CorpusSite[] = [viper, nineties, maintmode, shortlynx];
