/**
 * Issue 34, thirteenth round: recall on real pages other than categories. The class tuned for: a README's
 * opening paragraph that holds the tagline, a line break and then a row of the project's links ("Open-source
 * collaborative wiki and documentation software. <br> Website | Documentation | Twitter / X"): the row's
 * social links were judged by the whole paragraph's words, the tagline's included, so the row was not
 * read as a row (held-out Docmost's X account). No real tuning page showed the class, so the round tunes
 * on one real README of that shape and, one for one, holds out another, each kept verbatim in real/
 * (README.md at the commit, rendered by markdown-it, html and linkify on, as the earlier rounds'); facts
 * written from the page before the drafter first ran on it.
 *
 * Tuning:
 * - umbrel-readme: getumbrel/umbrel at 2a479429 (README.md, 2026-05-05): "A beautiful home server OS for
 *   self-hosting", a paragraph of the tagline, a link, a sentence and then, after a line break, a row of
 *   X / Discord / Reddit / forum badges.
 *
 * Held out (chosen before the drafter ran; it is not changed for it):
 * - openpanel-readme: Openpanel-dev/openpanel at ed7bdddb (README.md, 2026-08-22): "An open-source
 *   alternative to Mixpanel", a line break and a Website · Docs · Sign in · Discord · X/Twitter · Creator
 *   row, a features list of emoji-led bold terms, a comparison table.
 */
import { readFileSync } from 'node:fs';
import type { CorpusSite } from './corpus-site.ts';

const file = (path: string) => readFileSync(new URL(`./real/${path}`, import.meta.url), 'utf8');
const source = (repo: string, commit: string, path = 'README.md') =>
  `https://github.com/${repo}/blob/${commit}/${path} (rendered by markdown-it, html and linkify on)`;

const UMBREL_TOPICS = [
  'home server',
  'home server OS',
  'self-hosting',
  'self-hosted',
  'cloud',
  'Raspberry Pi',
  'Raspberry Pi 5',
  'x86',
  'apps',
  'app store',
  'Umbrel App Store',
  'backups',
  'files',
  'external storage',
  'NAS',
  'data ownership',
  'privacy',
  'Umbrel Pro',
  'Umbrel Home',
];

const umbrel: CorpusSite = {
  id: 'umbrel-readme',
  about:
    'real (getumbrel/umbrel README): "A beautiful home server OS for self-hosting", a header paragraph whose last line is a row of X / Discord / Reddit badges, free to install on one\'s own hardware, a partner address',
  classes: ['real', 'tuning', 'single-page', 'docs', 'socials', 'pricing', 'contact'],
  source: source('getumbrel/umbrel', '2a479429'),
  pages: { '/': file('umbrel-readme/index.html') },
  expected: {
    name: ['umbrelOS', 'Umbrel'],
    // "install umbrelOS on a Raspberry Pi 5 or any x86 system for free", "it's freely available with core
    // functionality"; the Umbrel Pro and Home are hardware sold with it.
    pricing_model: 'free',
    founded_year: null,
    contact_email: 'partner@umbrel.com',
    city: null,
    country: null,
    stage: null,
    // The opening image is a banner (a picture of the product, alt "umbrelOS"), no logo file.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: UMBREL_TOPICS },
    keywords: { must: [], may: UMBREL_TOPICS },
    founders: [],
    // The header's badge row: "Follow @umbrel" on X, the Discord server, the subreddit.
    socials: {
      x: 'https://x.com/umbrel',
      custom: 'https://discord.gg/efNtFzqtdx',
      reddit: 'https://reddit.com/r/getumbrel',
    },
    faqs: [],
  },
  // The app framework's repository is another project's documentation.
  forbidden: ['github.com/getumbrel/umbrel-apps', 'stage=launched'],
};

const OPENPANEL_FEATURES = [
  '🔍 Advanced Analytics: Funnels, cohorts, user profiles, and session history',
  '🎬 Session Replay: Record and replay user sessions with privacy controls built in',
  '📊 Real-time Dashboards: Live data updates and interactive charts',
  '🎯 A/B Testing: Built-in variant testing with detailed breakdowns',
  '🔔 Smart Notifications: Event and funnel-based alerts',
  '🌍 Privacy-First: Cookieless tracking and GDPR compliance',
  '🚀 Developer-Friendly: Comprehensive SDKs and API access',
  '📦 Self-Hosted: Full control over your data and infrastructure',
  '💸 Transparent Pricing: No hidden costs or usage limits',
  '🛠️ Custom Dashboards: Flexible chart creation and data visualization',
  '📱 Multi-Platform: Web, mobile (iOS/Android), and server-side tracking',
  '🤖 MCP Server: Ask Claude, Cursor, or any MCP client about your users — 38 tools, hosted, no install',
  '💰 Revenue Tracking: Monitor purchases, subscriptions, and LTV alongside product events',
  '🔌 Integrations: Connect Google Search Console, and more to enrich your data',
];
/** The same items without their emoji. */
const OPENPANEL_PLAIN = OPENPANEL_FEATURES.map((item) => item.replace(/^\S+\s/, ''));
const OPENPANEL_TOPICS = [
  'analytics',
  'web analytics',
  'product analytics',
  'analytics platform',
  'web and product analytics',
  'open-source analytics',
  'Mixpanel alternative',
  'Google Analytics alternative',
  'funnels',
  'cohorts',
  'user profiles',
  'session history',
  'session replay',
  'dashboards',
  'real-time dashboards',
  'A/B testing',
  'notifications',
  'cookieless tracking',
  'GDPR',
  'GDPR compliance',
  'privacy',
  'self-hosted',
  'self-hosting',
  'SDKs',
  'revenue tracking',
  'MCP server',
  'integrations',
];

const openpanel: CorpusSite = {
  id: 'openpanel-readme',
  about:
    'real (Openpanel-dev/openpanel README): "An open-source alternative to Mixpanel", a header paragraph whose last line is a Website · Docs · Sign in · Discord · X/Twitter · Creator row, emoji-led features, a comparison table with other products',
  classes: ['real', 'single-page', 'docs', 'socials', 'features', 'categories'],
  source: source('Openpanel-dev/openpanel', 'ed7bdddb'),
  pages: { '/': file('openpanel-readme/index.html') },
  expected: {
    name: ['Openpanel', 'OpenPanel'],
    // "Transparent Pricing: No hidden costs" names no model; the free tiers in the notes are GA4's and Mixpanel's.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening "![hero](…/ogimage.png)" is a social card, no logo.
    logo_url: null,
    demo_video_url: null,
    // "an open-source web and product analytics platform": the tree has no analytics category.
    categories: { must: [], may: ['Developer Tools', 'Marketing', 'Monitoring'] },
    features: { must: OPENPANEL_FEATURES, may: OPENPANEL_PLAIN },
    usps: { must: [], may: [...OPENPANEL_FEATURES, ...OPENPANEL_PLAIN] },
    tags: { must: [], may: OPENPANEL_TOPICS },
    keywords: { must: [], may: OPENPANEL_TOPICS },
    // "Creator" links a person's X account; the page names nobody.
    founders: [],
    // The header row: Discord (through the product's own domain) and X/Twitter; "Creator" is a person's.
    socials: {
      x: 'https://twitter.com/OpenPanelDev',
      custom: 'https://go.openpanel.dev/discord',
    },
    faqs: [],
  },
  forbidden: ['twitter.com/CarlLindesvard', 'pricing_model=free', 'pricing_model=freemium', 'stage=launched'],
};

export const REAL_TUNING_SITES_THIRTEENTH: readonly CorpusSite[] = [umbrel];
export const REAL_HELD_OUT_SITES_THIRTEENTH: readonly CorpusSite[] = [openpanel];
