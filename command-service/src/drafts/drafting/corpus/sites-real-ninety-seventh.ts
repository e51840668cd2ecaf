/**
 * Issue 34, ninety-seventh round: pricing_model: freemium — a product free to self-host (or free in a tier) beside a
 * paid hosted cloud or service, stated in the product's own words ("there is a paid cloud version available", "is a
 * paid service, but we offer 10GB of free storage", "generous free-tier"), missed or read as free. Filled by the
 * round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the page,
 * before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit (read from the fetched repositories with git
 * show), rendered by markdown-it (html and linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - coolify-readme: coollabsio/coolify at 379abb25 (README.md): "An open-source & self-hostable Heroku / Netlify /
 *   Vercel alternative.", a "Cloud" section ("If you do not want to self-host Coolify, there is a paid cloud version
 *   available"), why to use the cloud ("A server is around 4-5$/month." … "for the same price"), donations ("To stay
 *   completely free and open-source, with no feature behind the paywall …"), sponsors (hosting providers among them).
 * - ente-readme: ente-io/ente at a621d733 (README.md): a service of three apps; "Ente Photos is a paid service, but we
 *   offer 10GB of free storage. You can also clone this repository and choose to self-host.", "Ente Auth is free, and
 *   will remain free forever.", "Ente Locker is free for up to 100 items."
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - langfuse-readme: langfuse/langfuse at 62751446 (README.md): "an open source LLM engineering platform", its core
 *   features, "Langfuse Cloud: Managed deployment by the Langfuse team, generous free-tier, no credit card required.",
 *   self-hosting, integrations, quickstart, dependents.
 * - lunary-readme: lunary-ai/lunary at a86d6986 (README.md): "Toolkit for LLM chatbots", features, "Self-hostable",
 *   "We offer a hosted version with a generous free tier.", running it locally.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- Coolify (tuning)

/** "By subscribing to the cloud version, you get the Coolify server for the same price, but with:". */
const COOLIFY_CLOUD_PERKS = [
  'High-availability',
  'Free email notifications',
  'Better support',
  'Less maintenance for you',
];
const COOLIFY_TOPICS = [
  'open-source',
  'open source',
  'self-hostable',
  'self-hosted',
  'heroku alternative',
  'netlify alternative',
  'vercel alternative',
  'paas',
  'servers',
  'applications',
  'databases',
  'deployment',
  'vps',
  'bare metal',
  'raspberry pi',
  'ssh',
  'no vendor lock-in',
  'cloud',
];

const coolify: CorpusSite = {
  id: 'coolify-readme',
  about:
    'Coolify\'s README: "An open-source & self-hostable Heroku / Netlify / Vercel alternative.", install, a "Cloud" section ("there is a paid cloud version available"), why to use the cloud (a server\'s price and "the same price"), donations ("To stay completely free and open-source, with no feature behind the paywall"), sponsors, maintainers',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'readme'],
  source: realSource('coollabsio/coolify', '379abb252621f34b318190bd49b614aed9818716', 'README.md'),
  pages: { '/': realPage('coolify-readme/index.html') },
  expected: {
    name: 'Coolify',
    // Free to self-host ("completely free and open-source, with no feature behind the paywall") beside "a paid cloud
    // version" one subscribes to ("By subscribing to the cloud version"): freemium; subscription (the cloud's) may
    // stand. "free" alone drops the paid cloud.
    pricing_model: ['freemium', 'subscription'],
    founded_year: null,
    // The contact is a page (coolify.io/docs/contact), no address.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The h1 has no image: a version badge only.
    logo_url: null,
    demo_video_url: null,
    // A self-hostable Heroku / Netlify / Vercel alternative managing servers, applications and databases: Developer
    // Tools; deploying applications (CI/CD) may stand.
    categories: { must: ['Developer Tools'], may: ['CI/CD'] },
    features: { must: [], may: COOLIFY_CLOUD_PERKS },
    usps: { must: [], may: [...COOLIFY_CLOUD_PERKS, 'No vendor lock-in'] },
    tags: { must: [], may: COOLIFY_TOPICS },
    keywords: { must: [], may: COOLIFY_TOPICS },
    // "Core Maintainers" are maintainers, not said to have founded it.
    founders: [],
    // The Product Hunt badge links its own post; the maintainers' X and Bluesky are theirs.
    socials: {
      producthunt: [
        'https://www.producthunt.com/posts/coolify',
        'https://www.producthunt.com/posts/coolify?ref=badge-featured&utm_medium=badge&utm_souce=badge-coolify',
      ],
    },
    faqs: [],
  },
  // "free" alone: the cloud version is paid.
  forbidden: ['pricing_model=free'],
};

// ---------------------------------------------------------------- Ente (tuning)

const ENTE_FEATURES = [
  'Fully open source end-to-end encrypted photos, authenticators and more.',
  '3x data replication',
  'Face detection',
  'Semantic search',
  'Private sharing',
  'Collaborative albums',
  'Family plans',
  'Easy import, easier export',
  'Background uploads',
];
const ENTE_TOPICS = [
  'open source',
  'end-to-end encrypted',
  'end-to-end encryption',
  'photos',
  'photo storage',
  'authenticator',
  '2fa',
  'documents',
  'credentials',
  'cloud storage',
  'privacy',
  'apple photos alternative',
  'google photos alternative',
  'authy alternative',
  'self-host',
];

const ente: CorpusSite = {
  id: 'ente-readme',
  about:
    'Ente\'s README: "Fully open source end-to-end encrypted photos, authenticators and more.", a service of three apps (Photos: "a paid service, but we offer 10GB of free storage", and self-hostable; Auth: "free, and will remain free forever"; Locker: "free for up to 100 items"), store badges, contributing, community, security',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'readme'],
  source: realSource('ente-io/ente', 'a621d733154a834f23754e7e874de769be532d9d', 'README.md'),
  pages: { '/': realPage('ente-readme/index.html') },
  expected: {
    name: 'Ente',
    // "Ente Photos is a paid service, but we offer 10GB of free storage": a free plan beside a paid one, freemium;
    // subscription may stand ("If you're subscribed to Ente Photos"). Not free: its flagship is paid.
    pricing_model: ['freemium', 'subscription'],
    founded_year: null,
    // security@ is for vulnerability reports only.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The rocketship above the h1 is an illustration (no alt text naming it); the mascot is a mascot.
    logo_url: null,
    demo_video_url: null,
    // End-to-end encrypted photo storage, an authenticator, a locker: Productivity may stand; none of the tree's
    // leaves is what it is.
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: ENTE_FEATURES },
    usps: { must: [], may: ENTE_FEATURES },
    tags: { must: [], may: ENTE_TOPICS },
    keywords: { must: [], may: ENTE_TOPICS },
    founders: [],
    socials: {
      x: 'https://twitter.com/enteio',
      custom: ['https://discord.gg/z2YVKkycX3', 'https://fosstodon.org/@ente'],
    },
    faqs: [],
  },
  forbidden: ['pricing_model=free', 'contact_email=security@ente.com'],
};

// ---------------------------------------------------------------- Langfuse (held out)

const LANGFUSE_FEATURES = [
  'LLM Application Observability',
  'Prompt Management',
  'Evaluations',
  'Datasets',
  'LLM Playground',
  'Comprehensive API',
];
const LANGFUSE_TOPICS = [
  'open source',
  'llm engineering',
  'llm engineering platform',
  'llm',
  'observability',
  'tracing',
  'traces',
  'prompt management',
  'evaluations',
  'datasets',
  'playground',
  'api',
  'self-hosted',
  'self-hosting',
  'ai applications',
  'llmops',
  'monitoring',
  'debugging',
  'analytics',
];

const langfuse: CorpusSite = {
  id: 'langfuse-readme',
  about:
    'Langfuse\'s README: a hero image, links to Langfuse Cloud, self-hosting and a demo, badges, "an open source LLM engineering platform", core features, "Langfuse Cloud: Managed deployment by the Langfuse team, generous free-tier, no credit card required.", self-hosting, integrations, a quickstart, support, licence, projects using it, telemetry',
  classes: ['real', 'held-out', 'single-page', 'pricing', 'readme'],
  source: realSource('langfuse/langfuse', '62751446149b702b419a9292ddfc2280cdf74b8c', 'README.md'),
  pages: { '/': realPage('langfuse-readme/index.html') },
  expected: {
    name: 'Langfuse',
    // A managed cloud with a "generous free-tier" (a tier among paid ones) beside self-hosting: freemium; no paid plan
    // is stated in words, so free may stand (as the corpus writes it: ['freemium', 'free']).
    pricing_model: ['freemium', 'free'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No h1 and no logo: a hero banner (alt "hero-b (1)").
    logo_url: null,
    demo_video_url: null,
    // An LLM engineering platform: tracing, monitoring, evaluating AI applications.
    categories: { must: ['Developer Tools'], may: ['Monitoring', 'AI'] },
    features: { must: [], may: LANGFUSE_FEATURES },
    usps: { must: [], may: LANGFUSE_FEATURES },
    tags: { must: [], may: LANGFUSE_TOPICS },
    keywords: { must: [], may: LANGFUSE_TOPICS },
    founders: [],
    socials: {
      x: [
        'https://twitter.com/intent/follow?screen_name=langfuse',
        'https://twitter.com/langfuse',
        'https://x.com/langfuse',
      ],
      linkedin: 'https://www.linkedin.com/company/langfuse/',
      github: 'https://github.com/langfuse/langfuse',
      custom: 'https://discord.com/invite/7NXusRtqYU',
    },
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

// ---------------------------------------------------------------- lunary (held out)

/** The page's items as it writes them, each with its emoji (added after the first run: a slip, see docs). */
const LUNARY_FEATURES = [
  '🖲️ Conversation & feedback tracking',
  '💵 Analytics (costs, token, latency, ..)',
  '🔍 Debugging (logs, traces, user tracking, ..)',
  '⛩️ Prompt Directory (versioning, team collaboration, ..)',
  '🏷️ Datasets (for evaluation, fine-tuning, ..)',
  '🧪 Topic & sentiment analysis',
  '📝 Easy to use',
  '📦 Fast to integrate (2 minutes)',
  '🧑‍💻 Self-hostable',
  'Conversation & feedback tracking',
  'Analytics (costs, token, latency, ..)',
  'Debugging (logs, traces, user tracking, ..)',
  'Prompt Directory (versioning, team collaboration, ..)',
  'Datasets (for evaluation, fine-tuning, ..)',
  'Topic & sentiment analysis',
  'Easy to use',
  'Fast to integrate (2 minutes)',
  'Self-hostable',
];
const LUNARY_TOPICS = [
  'llm',
  'llm chatbots',
  'chatbots',
  'toolkit',
  'analytics',
  'debugging',
  'prompt directory',
  'datasets',
  'sentiment analysis',
  'self-hostable',
  'observability',
];

const lunary: CorpusSite = {
  id: 'lunary-readme',
  about:
    'lunary\'s README: a banner, "Toolkit for LLM chatbots", features, "Self-hostable", a demo video, integrations, "We offer a hosted version with a generous free tier.", running it locally, support, licence',
  classes: ['real', 'held-out', 'single-page', 'pricing', 'readme'],
  source: realSource('lunary-ai/lunary', 'a86d6986e0edf7f6f565f9f622f1ab649f86c523', 'README.md'),
  pages: { '/': realPage('lunary-readme/index.html') },
  expected: {
    name: ['lunary', 'Lunary'],
    // "a hosted version with a generous free tier" beside self-hosting: freemium; no paid plan stated in words, so
    // free may stand.
    pricing_model: ['freemium', 'free'],
    founded_year: null,
    contact_email: 'hello@lunary.ai',
    city: null,
    country: null,
    stage: null,
    // The banner above the h1 (alt "Abso banner") is a banner, not a logo.
    logo_url: null,
    // The "1-min Demo" section's video.
    demo_video_url: 'https://github.com/user-attachments/assets/4f95d952-a89b-442b-854a-e71e036073bb',
    categories: { must: ['Developer Tools'], may: ['AI', 'Chatbots', 'Monitoring'] },
    features: { must: [], may: LUNARY_FEATURES },
    usps: { must: [], may: LUNARY_FEATURES },
    tags: { must: [], may: LUNARY_TOPICS },
    keywords: { must: [], may: LUNARY_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

export const REAL_TUNING_SITES_NINETY_SEVENTH: readonly CorpusSite[] = [coolify, ente];

export const REAL_HELD_OUT_SITES_NINETY_SEVENTH: readonly CorpusSite[] = [langfuse, lunary];
