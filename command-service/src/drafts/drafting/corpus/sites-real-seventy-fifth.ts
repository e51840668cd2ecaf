/**
 * Issue 34, seventy-fifth round: features missed on real READMEs — a features table (a features heading over a
 * table whose first column names each feature, the other columns its description, platforms or status). Filled by
 * the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the
 * page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - immich-readme: immich-app/immich at 001a0482 (README.md, an early version): a centred logo, the tagline in an h3, a
 *   disclaimer, a demo with its credentials, "# Features" over a table "Features | Mobile | Web" of fourteen rows
 *   (Yes / No / N/A / Android), support and donation sections, known issues.
 * - stellarpay-readme: rohitlabase-alt/Real-Time-Auction-Dapp at 6b3265b3 (README.md): Stellar Pay, a banner,
 *   "## ✨ Features" over a table "Feature | Description" of eight emoji-led bold names, tech stack, prerequisites,
 *   steps, a scripts table, a network table, a troubleshooting table, links.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - fabricai-readme: Dineth-Wickremasinghe/Fabric_Waste_Prediction at 7b15cc2f (README.md): "## Features" over a
 *   table "Feature | Description" of eight emoji-led bold names, tech stack, architecture, API endpoint tables, the
 *   ML model's "Input features:" (its inputs, no capabilities), tests, deployment.
 * - halcn-readme: halcnlabs/halcn at 7718a809 (README.md): a banner, badges (its website and X account), an
 *   architecture's signal flow, "## Features" over a table "Feature | Description | Status" of four rows,
 *   installation, usage, program, project structure.
 */
import type { CorpusSite } from './corpus-site.ts';
import { RENDERED, realPage, realSource } from './corpus-site.ts';

/** The table's first column, as the page states it. */
const IMMICH_FEATURES = [
  'Upload and view videos and photos',
  'Auto backup when the app is opened',
  'Selective album(s) for backup',
  'Download photos and videos to local device',
  'Multi-user support',
  'Album',
  'Shared Albums',
  'Quick navigation with draggable scrollbar',
  'Support RAW (HEIC, HEIF, DNG, Apple ProRaw)',
  'Metadata view (EXIF, map)',
  'Search by metadata, objects and image tags',
  'Administrative functions (user management)',
  'Background backup',
  'Virtual scroll',
];
const IMMICH_TOPICS = [
  'photo backup',
  'video backup',
  'photo and video backup',
  'self-hosted',
  'photos',
  'videos',
  'backup',
  'albums',
  'shared albums',
  'RAW',
  'HEIC',
  'EXIF',
  'metadata',
  'search',
  'mobile',
  'web',
  'multi-user',
  'high performance',
  'TensorFlow',
  'Proxmox',
];

const immich: CorpusSite = {
  id: 'immich-readme',
  about:
    'Immich\'s README (an early version): a centred logo, the tagline in an h3, a disclaimer, a demo and its credentials, "# Features" over a table "Features | Mobile | Web" of fourteen rows, support and donation sections, known issues',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('immich-app/immich', '001a0482', 'README.md', RENDERED),
  pages: { '/': realPage('immich-readme/index.html') },
  expected: {
    name: 'Immich',
    // An MIT licence badge and a free-tier VM hosting the demo: no price of the product stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "under very active development", "Expect bugs and breaking changes": no stage in words.
    stage: null,
    // The centred image the page opens with.
    logo_url: '{base}/design/immich-logo.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Photography', 'Storage', 'Media'] },
    features: { must: IMMICH_FEATURES, may: [] },
    usps: { must: [], may: IMMICH_FEATURES },
    tags: { must: [], may: IMMICH_TOPICS },
    keywords: { must: [], may: IMMICH_TOPICS },
    // The donation links name the maintainer's sponsors page, no founding.
    founders: [],
    // The opening badge row: its Discord server.
    socials: { custom: 'https://discord.gg/D8JsnBEuKb' },
    faqs: [],
  },
  // The demo's credentials are no contact; the table's platform columns are no features; sponsoring is no price.
  forbidden: [
    'contact_email=demo@immich.app',
    'features=Features',
    'features=Mobile',
    'features=Web',
    'features=Yes',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

/** The table's first column, as the page states it (each an emoji and a bold name). */
const STELLARPAY_FEATURES = [
  '🔗 Wallet Connection',
  '💸 Send XLM',
  '💰 Balance Display',
  '🏦 Friendbot Funding',
  '🔐 Non-Custodial',
  '🌐 Transaction Explorer',
  '📖 How-to-Use Guide',
  '🎨 Modern UI',
];
/** The names without their emoji. */
const STELLARPAY_MAY = [
  'Wallet Connection',
  'Send XLM',
  'Balance Display',
  'Friendbot Funding',
  'Non-Custodial',
  'Transaction Explorer',
  'How-to-Use Guide',
  'Modern UI',
];
const STELLARPAY_TOPICS = [
  'XLM',
  'Lumens',
  'XLM (Lumens)',
  'Stellar',
  'Stellar Testnet',
  'Testnet',
  'payment',
  'payments',
  'payment application',
  'decentralized',
  'decentralized payment application',
  'Freighter',
  'Freighter Wallet',
  'wallet',
  'transaction signing',
  'Friendbot',
  'Stellar Expert',
  'non-custodial',
  'React',
  'Vite',
  'TypeScript',
  'Tailwind CSS',
  'Motion',
  'modern',
  'secure',
];

const stellarpay: CorpusSite = {
  id: 'stellarpay-readme',
  about:
    'Stellar Pay\'s README: a banner, "## ✨ Features" over a table "Feature | Description" of eight emoji-led bold names, tech stack, prerequisites, steps of use, a scripts table, a network table, a troubleshooting table, links',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('rohitlabase-alt/Real-Time-Auction-Dapp', '6b3265b3', 'README.md', RENDERED),
  pages: { '/': realPage('stellarpay-readme/index.html') },
  expected: {
    name: 'Stellar Pay',
    // "open source and available under the MIT License"; the testnet XLM it funds is "free": no price of the app.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // A banner (alt "GHBanner"), no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Payments', 'Finance', 'Developer Tools'] },
    features: { must: STELLARPAY_FEATURES, may: STELLARPAY_MAY },
    usps: { must: [], may: [...STELLARPAY_FEATURES, ...STELLARPAY_MAY] },
    tags: { must: [], may: STELLARPAY_TOPICS },
    keywords: { must: [], may: STELLARPAY_TOPICS },
    founders: [],
    // Its links are to Stellar's, Freighter's and React's sites: none is its own account.
    socials: {},
    faqs: [],
  },
  // The scripts, network and troubleshooting tables and the tech stack are no capabilities; "10,000 free XLM" is
  // testnet money, no price.
  forbidden: [
    'features=npm run dev',
    'features=Network',
    'features=Horizon URL',
    'features=Balance shows 0',
    'features=Transaction failed',
    'features=Frontend: React 19 + TypeScript',
    'pricing_model=free',
  ],
};

/** The table's first column, as the page states it (each an emoji and a bold name). */
const FABRIC_FEATURES = [
  '🤖 Waste Prediction',
  '💬 RAG Chat Interface',
  '📊 Live Dashboard',
  '📈 Model Monitoring',
  '🔄 Model Retraining',
  '🌿 Sustainability Metrics',
  '📄 Report Generation',
  '📁 Historical Data Management',
];
/** The names without their emoji. */
const FABRIC_MAY = [
  'Waste Prediction',
  'RAG Chat Interface',
  'Live Dashboard',
  'Model Monitoring',
  'Model Retraining',
  'Sustainability Metrics',
  'Report Generation',
  'Historical Data Management',
];
const FABRIC_TOPICS = [
  'fabric waste',
  'fabric waste prediction',
  'waste prediction',
  'garment manufacturing',
  'manufacturing',
  'machine learning',
  'ML',
  'RAG',
  'AI assistant',
  'AI',
  'dashboard',
  'dashboards',
  'live dashboards',
  'sustainability',
  'sustainability tracking',
  'model monitoring',
  'decision support',
  'cutting',
  'Spring Boot',
  'FastAPI',
  'PostgreSQL',
  'ChromaDB',
  'Gemini',
  'Google Gemini',
  'scikit-learn',
  'Thymeleaf',
];

const fabric: CorpusSite = {
  id: 'fabricai-readme',
  about:
    'Fabric AI\'s README: "## Features" over a table "Feature | Description" of eight emoji-led bold names, tech stack, architecture, API endpoint tables, the ML model\'s input features, tests, deployment',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('Dineth-Wickremasinghe/Fabric_Waste_Prediction', '7b15cc2f', 'README.md', RENDERED),
  pages: { '/': realPage('fabricai-readme/index.html') },
  expected: {
    name: 'Fabric AI',
    // "developed as part of an academic software engineering module. All rights reserved.": no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['AI', 'Monitoring', 'Chatbots', 'Data'] },
    features: { must: FABRIC_FEATURES, may: FABRIC_MAY },
    usps: { must: [], may: [...FABRIC_FEATURES, ...FABRIC_MAY] },
    tags: { must: [], may: FABRIC_TOPICS },
    keywords: { must: [], may: FABRIC_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The ML model's "Input features:" are what it reads, no capabilities of the product; the endpoints neither.
  forbidden: [
    'features=Pattern complexity',
    'features=Operator experience (years)',
    'features=Marker loss percentage',
    'features=/predict',
    'features=POST',
  ],
};

/** The table's first column, as the page states it. */
const HALCN_FEATURES = ['Signal Detection', 'Propagation Modeling', 'Impact Prediction', 'Pre-arrival Alert'];
/** The architecture's signal flow names the same stages. */
const HALCN_MAY = [
  'Detection Layer',
  'Propagation Engine',
  'Impact Predictor',
  'Pre-arrival Alert -- Emits structured alerts with predicted impact vectors, confidence intervals, and estimated time-to-arrival.',
];
const HALCN_TOPICS = [
  'cross-market',
  'signal propagation',
  'cross-market signal propagation',
  'signal propagation protocol',
  'protocol',
  'signals',
  'trading signals',
  'markets',
  'pre-arrival alerts',
  'alerts',
  'Solana',
  'Anchor',
  'Rust',
  'TypeScript',
  'TypeScript SDK',
  'SDK',
  'impact prediction',
  'propagation',
];

const halcn: CorpusSite = {
  id: 'halcn-readme',
  about:
    'halcn\'s README: a banner, badges (its website and X account), an architecture\'s signal flow, "## Features" over a table "Feature | Description | Status" of four rows, installation, usage, program, project structure',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('halcnlabs/halcn', '7718a809', 'README.md', RENDERED),
  pages: { '/': realPage('halcn-readme/index.html') },
  expected: {
    name: 'halcn',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // A version badge (0.4.2) states no stage in words.
    stage: null,
    // A banner (assets/banner.png), no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Finance', 'Developer Tools', 'APIs'] },
    features: { must: HALCN_FEATURES, may: HALCN_MAY },
    usps: { must: [], may: [...HALCN_FEATURES, ...HALCN_MAY] },
    tags: { must: [], may: HALCN_TOPICS },
    keywords: { must: [], may: HALCN_TOPICS },
    founders: [],
    // The badge row: its X account.
    socials: { x: 'https://x.com/halcnHQ' },
    faqs: [],
  },
  // The table's status column is no feature.
  forbidden: ['features=Active', 'features=Status'],
};

export const REAL_TUNING_SITES_SEVENTY_FIFTH: readonly CorpusSite[] = [immich, stellarpay];

export const REAL_HELD_OUT_SITES_SEVENTY_FIFTH: readonly CorpusSite[] = [fabric, halcn];
