/**
 * Issue 34, eighty-sixth round: logos missed (recall, second round) — a README's opening upload on
 * github.com/user-attachments (a file named by its id) whose alt text is the product's name, drawn at an
 * icon's size, so no mark was drafted (an opaque upload names nothing but its alt: `OPAQUE_FILE`). Filled by the
 * round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the
 * page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - decibri-readme: decibri/decibri at 400fcf60 (README.md): a centred upload (100 × 100, alt "decibri") over
 *   the h1 "decibri", a tagline, registry and licence badges, "What is decibri?" with its key features, install,
 *   quick start, platforms, VAD modes, an integrations table, architecture, contributing, licence.
 * - credo-readme: abramin/Credo at ad74a270 (README.md): the h1 "Credo", then an upload (160 × 160, alt
 *   "credo"), a tagline, its attack lab, "What is it?", docs, PRD status, a Gantt chart, quick start, demos,
 *   testing and an API reference.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - casttompv-readme: MagmaSKV/CastToMPV at 2221ee70 (README.md): the h1 "CastToMPV", a tagline, then an
 *   upload (256 × 256, alt "CastToMPV"), a story, install, requirements, usage with screenshots (uploads),
 *   arguments, troubleshooting.
 * - temporal-readme: Dahmalahi/jt at 3fb1b7aa (README.md): the h1 "temporal", then an upload (96 × 96, alt
 *   "Temporal"), a tagline, credits, what it is, source files, what's new, building, API endpoints, links.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_PRICE = ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'];

// ---------------------------------------------------------------- decibri (tuning)

/** "Key features:" under "## What is decibri?". */
const DECIBRI_FEATURES = [
  'Microphone capture and speaker playback',
  'Voice activity detection (Silero or energy modes)',
  'Async and streaming APIs',
  'Cross-platform: Windows, macOS, Linux, browsers',
  'Available in Python, Node.js, and Rust',
  'Cloud and local speech-to-text integrations',
];
const DECIBRI_MORE = [
  'Windows x64',
  'macOS arm64',
  'Linux x64',
  'Linux arm64',
  'Energy mode: lightweight RMS threshold.',
  'Energy mode',
  'lightweight RMS threshold.',
  'Silero mode: ML-based detection using the Silero VAD v5 ONNX model. More accurate, especially in noisy environments. The model (~2.3 MB) is bundled; no downloads or API keys required.',
  'Silero mode',
  'ML-based detection using the Silero VAD v5 ONNX model. More accurate, especially in noisy environments. The model (~2.3 MB) is bundled; no downloads or API keys required.',
];
const DECIBRI_TOPICS = [
  'audio',
  'audio capture',
  'audio engine',
  'playback',
  'voice activity detection',
  'VAD',
  'speech',
  'speech-to-text',
  'voice',
  'microphone',
  'Python',
  'Rust',
  'Node.js',
  'browsers',
  'Silero',
  'ONNX',
  'Windows',
  'macOS',
  'Linux',
  'cross-platform',
  'real-time',
];

const decibri: CorpusSite = {
  id: 'decibri-readme',
  about:
    'decibri\'s README: a centred upload on github.com/user-attachments (100 × 100, alt "decibri") over the h1 "decibri", a tagline, registry, licence, website and docs badges, "What is decibri?" with its key features, install, quick start, platforms, VAD modes, integrations, architecture, contributing and the licence.',
  classes: ['real', 'tuning', 'single-page', 'logo', 'readme'],
  source: realSource('decibri/decibri', '400fcf60', 'README.md', RENDERED),
  pages: { '/': realPage('decibri-readme/index.html') },
  expected: {
    name: ['decibri', 'Decibri'],
    // Apache-2.0; "no downloads or API keys required" is the bundled model: no price.
    pricing_model: null,
    // "Apache-2.0 © 2026 Decibri": a copyright line, no founding stated.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred opening upload at an icon's size, alt the product's name.
    logo_url: 'https://github.com/user-attachments/assets/a1a7aa23-6954-4cac-9490-76354f0865ee',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'AI'] },
    features: { must: DECIBRI_FEATURES, may: DECIBRI_MORE },
    usps: { must: [], may: [...DECIBRI_FEATURES, ...DECIBRI_MORE] },
    tags: { must: [], may: DECIBRI_TOPICS },
    keywords: { must: [], may: DECIBRI_TOPICS },
    founders: [],
    // "Apache-2.0 © 2026 [Decibri](https://github.com/decibri)": its organisation's account; the issues page and
    // the licence badge lead to its repository.
    socials: { github: ['https://github.com/decibri', 'https://github.com/decibri/decibri'] },
    faqs: [],
  },
  // The registry badges are no logo.
  forbidden: [
    'logo_url=https://img.shields.io/pypi/v/decibri',
    'logo_url=https://img.shields.io/npm/v/decibri',
    'logo_url=https://img.shields.io/crates/v/decibri',
    ...NO_PRICE,
  ],
};

// ---------------------------------------------------------------- Credo (tuning)

/** "## What is it?". */
const CREDO_ITEMS = [
  'OIDC-lite auth: users, sessions, token issuance/refresh/revocation, device binding, admin deletion.',
  'Consent: purpose-based grant/revoke/list with enforcement hooks.',
  'Evidence: registry lookups (citizen, sanctions) and verifiable credential issuance/verification.',
  'Decision/Policy: rules engine + Cerbos experiments.',
  'Audit/Compliance: audit publisher/storage, data-rights flows.',
  'Ops: metrics, logging, HTTP server/middleware, demo wiring.',
];
const CREDO_FORMS = CREDO_ITEMS.flatMap((item) => {
  const [label, ...rest] = item.split(': ');
  const text = rest.join(': ');
  return [item, item.replace(/\.$/, ''), label!, text, text.replace(/\.$/, '')];
});
const CREDO_TOPICS = [
  'identity',
  'evidence',
  'auth',
  'OIDC',
  'OAuth',
  'OAuth2',
  'consent',
  'registry evidence',
  'verifiable credentials',
  'VCs',
  'policy',
  'audit',
  'compliance',
  'Cerbos',
  'GDPR',
  'sessions',
  'tokens',
  'Go',
  'Postgres',
  'Redis',
  'Docker',
  'OpenAPI',
  'security',
];

const credo: CorpusSite = {
  id: 'credo-readme',
  about:
    'Credo\'s README: the h1 "Credo", then an upload on github.com/user-attachments (160 × 160, alt "credo"), a tagline, its OAuth attack lab, "What is it?", docs, PRD status, a Gantt chart, quick start, demos, testing and an API reference.',
  classes: ['real', 'tuning', 'single-page', 'logo', 'readme'],
  source: realSource('abramin/Credo', 'ad74a270', 'README.md', RENDERED),
  pages: { '/': realPage('credo-readme/index.html') },
  expected: {
    name: 'Credo',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // PRDs in progress, "Phases 0-1 done", an MVP milestone ahead: no stage stated in words the corpus takes.
    stage: null,
    // The upload right under the h1, at an icon's size, alt the product's name.
    logo_url: 'https://github.com/user-attachments/assets/cc9f2d5a-6b70-4f92-a9e7-8f3ab1315181',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Security'] },
    features: { must: [], may: CREDO_FORMS },
    usps: { must: [], may: CREDO_FORMS },
    tags: { must: [], may: CREDO_TOPICS },
    keywords: { must: [], may: CREDO_TOPICS },
    founders: [],
    // Its GitHub Pages (lab, OpenAPI, demos, E2E results): no profile.
    socials: {},
    faqs: [],
  },
  // The Gantt chart is no logo.
  forbidden: ['logo_url={base}/assets/images/credo-gantt.png', ...NO_PRICE],
};

export const REAL_TUNING_SITES_EIGHTY_SIXTH: readonly CorpusSite[] = [decibri, credo];

// ---------------------------------------------------------------- CastToMPV (held out)

const CASTTOMPV_TOPICS = [
  'MPV',
  'mpv',
  'Android',
  'video',
  'video links',
  'share',
  'casting',
  'Python',
  'HTTP server',
  'PC',
  'ZeroTier',
  'Chromecast',
];

const casttompv: CorpusSite = {
  id: 'casttompv-readme',
  about:
    'CastToMPV\'s README: the h1 "CastToMPV", a tagline, then an upload on github.com/user-attachments (256 × 256, alt "CastToMPV"), why it was made, install, requirements, usage with screenshots (uploads), arguments and troubleshooting.',
  classes: ['real', 'single-page', 'logo', 'readme'],
  source: realSource('MagmaSKV/CastToMPV', '2221ee70', 'README.md', RENDERED),
  pages: { '/': realPage('casttompv-readme/index.html') },
  expected: {
    name: ['CastToMPV', 'Cast To MPV'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The upload after the h1 and tagline, at an icon's size, alt the product's name.
    logo_url: 'https://github.com/user-attachments/assets/0b7b08d5-ee94-4dcc-a1fa-38d69f93b8fa',
    demo_video_url: null,
    categories: { must: [], may: ['Entertainment', 'Productivity', 'Developer Tools'] },
    // Usage steps, command-line arguments and troubleshooting: no features list.
    features: { must: [], may: ['Share video links directly to MPV from Android'] },
    usps: { must: [], may: [] },
    tags: { must: [], may: CASTTOMPV_TOPICS },
    keywords: { must: [], may: CASTTOMPV_TOPICS },
    founders: [],
    // Its releases and its Android app's repository: no profile.
    socials: {},
    faqs: [],
  },
  // The usage screenshots are no logo.
  forbidden: [
    'logo_url=https://github.com/user-attachments/assets/56e770f7-595d-466b-8acd-e18198d401dd',
    'logo_url=https://github.com/user-attachments/assets/9a1dd762-6e4b-40b2-a87f-400bbc35e1d4',
    ...NO_PRICE,
  ],
};

// ---------------------------------------------------------------- temporal (held out)

/** "### new features": bold-labelled items. */
const TEMPORAL_ITEMS = [
  'ProfileScreen',
  'AboutScreen',
  'delete your own posts',
  'pagination',
  'character counter in CreatePostScreen',
  'Service.delete()',
  'RMSStore.isLoggedIn()',
  "ProfileScreen — dedicated screen showing your own posts at /u/{username}. previously this was muddled into HomeScreen's endpoint logic.",
  "dedicated screen showing your own posts at /u/{username}. previously this was muddled into HomeScreen's endpoint logic.",
  'delete your own posts — PostScreen now shows a "delete" command if the author matches the logged-in username. calls DELETE /post/{id} via the new Service.delete() method.',
  'PostScreen now shows a "delete" command if the author matches the logged-in username. calls DELETE /post/{id} via the new Service.delete() method.',
  'pagination — HomeScreen has a "load more" command that fetches the next page (?page=N), appending posts to the existing list instead of replacing them.',
  'HomeScreen has a "load more" command that fetches the next page (?page=N), appending posts to the existing list instead of replacing them.',
];
const TEMPORAL_TOPICS = [
  'micro-blogging',
  'J2ME',
  'Java ME',
  'CLDC 1.1',
  'MIDP 2.0',
  'Nokia',
  'REST API',
  'JSON',
  'JWT',
  'social',
  'feature phones',
];

const temporal: CorpusSite = {
  id: 'temporal-readme',
  about:
    'temporal\'s README (a J2ME micro-blogging client, a modded version): the h1 "temporal", then an upload on github.com/user-attachments (96 × 96, alt "Temporal"), a tagline, credits, what it is, source files, what\'s new in v1.3, building, API endpoints and links.',
  classes: ['real', 'single-page', 'logo', 'readme'],
  source: realSource('Dahmalahi/jt', '3fb1b7aa', 'README.md', RENDERED),
  pages: { '/': realPage('temporal-readme/index.html') },
  expected: {
    name: ['temporal', 'Temporal'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The upload right under the h1, at an icon's size, alt the product's name.
    logo_url: 'https://github.com/user-attachments/assets/b92a95e1-adb3-469f-8dbe-701a97313e9d',
    demo_video_url: null,
    categories: { must: [], may: ['Social Media', 'Social'] },
    features: { must: [], may: TEMPORAL_ITEMS },
    usps: { must: [], may: TEMPORAL_ITEMS },
    tags: { must: [], may: TEMPORAL_TOPICS },
    keywords: { must: [], may: TEMPORAL_TOPICS },
    // "by aditya and DASH ANIMATION V2"; "developer: aditya"; "MIDlet-Vendor: aditya".
    founders: [{ name: 'aditya' }],
    // The YouTube channel is DASH ANIMATION V2's (a credited collaborator), not the app's; its backend is an API.
    socials: {},
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

export const REAL_HELD_OUT_SITES_EIGHTY_SIXTH: readonly CorpusSite[] = [casttompv, temporal];
