/**
 * Issue 34, hundred-and-eleventh round: features recall on marketing pages: a page's first list of labelled
 * points ("**Easy to use**: Just a YAML file, …"), stated before or beside the features the drafter finds, left
 * out of the draft (tuned on the thirty-third round's pihole-readme, already in the corpus: no new tuning page). Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and
 * their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';
import { FRONT_MATTER_DROPPED, realPage, realSource, RENDERED } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_ELEVENTH: readonly CorpusSite[] = [];

/** Pottery's home page (GitHub Pages, Jekyll): "## What is Pottery", a sentence, then four labelled points. */
const POTTERY_POINTS: [string, string][] = [
  ['Easy to use', 'Just a YAML file, no XMLs, no DSLs, no complex configuration.'],
  ['Fast', 'Parallel downloads and incremental compilation by default.'],
  ['Lightweight', 'The pottery fat-jar is less than 2MB, the pottery wrapper is 1KB.'],
  ['Ready to use', 'Can compile to a library, a fatJar, a container or a native image by default.'],
];
const POTTERY_FEATURES = POTTERY_POINTS.map(([label, text]) => `${label}: ${text}`);
const POTTERY_LABELS = POTTERY_POINTS.map(([label]) => label);
const POTTERY_TOPICS = ['Java', 'build system', 'build tool', 'YAML', 'incremental compilation', 'native image'];

const pottery: CorpusSite = {
  id: 'pottery-home',
  about:
    'real (Pottery\'s home page, a Jekyll landing page): the logo as the title, "## What is Pottery", one sentence and four labelled points ("**Fast**: Parallel downloads …"), "## Getting Started" and an example build file',
  classes: ['real', 'held-out', 'single-page', 'features'],
  source: realSource('kmruiz/pottery', 'd0486c9a', 'docs/index.markdown', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('pottery-home/index.html') },
  expected: {
    name: 'Pottery',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The title is the logo: <h1><img src="/pottery/assets/img/logomain.svg" alt="Pottery"></h1>.
    logo_url: '{base}/pottery/assets/img/logomain.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'DevOps', 'Productivity'] },
    // "What is Pottery" is answered by its four points: the product's features, each whole as the page states it.
    features: { must: POTTERY_FEATURES, may: POTTERY_LABELS },
    usps: { must: [], may: [...POTTERY_FEATURES, ...POTTERY_LABELS] },
    tags: { must: [], may: POTTERY_TOPICS },
    keywords: { must: [], may: POTTERY_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The example build file's coordinates are no contact, place or founder; the versions are no founding year.
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

/** Quest's README: four labelled points under its intro, then "## Features", three bold group labels each over a list. */
const QUEST_POINTS: [string, string][] = [
  ['Lightweight & Fast', 'Minimal resource footprint, no performance impact on browsing'],
  ['Privacy First', 'All data stored locally, API keys encrypted client-side'],
  ['AI-Powered', 'Optional AI summaries and text-to-speech (bring your own API keys)'],
  ['Open Source', 'Free forever, GNU GPL v3.0 licensed'],
];
const QUEST_GROUPED = [
  'One-click article saving via the popup or right-click menu (page, link, or selection)',
  'A built-in, distraction-free Reader with reading-progress tracking',
  'Highlights with notes — re-rendered on the original page when you revisit it',
  'Organization with shelves (categories), tags, and favorites',
  'Search across titles, domains, tags, and excerpts',
  'Bulk operations (read, pin, archive, group, delete) and a ⌘K command palette',
  'Optional automatic archiving of read articles',
  'Generate summaries using OpenAI GPT or Google Gemini',
  'Convert articles to podcasts with ElevenLabs or Gemini TTS, with a built-in player',
  'Optional AI grouping — let AI assign a shelf and tags',
  'Multiple AI models and voices to choose from',
  'Usage and cost tracking',
  'All processing happens via your own API keys',
  'An editorial design with light (Paper) and dark (Ink) themes',
  'List and grid views',
  'Custom shelf colors and a fast, keyboard-friendly library',
  'Self-hosted typefaces (Fraunces, Newsreader, IBM Plex Mono)',
  'Settings sync across your browser instances (articles stay local)',
];
/** "## Privacy & Performance": labelled points too, further down. */
const QUEST_PRIVACY: [string, string][] = [
  ['No tracking or analytics', 'Your reading data stays on your device'],
  ['Local storage', 'Articles stored in IndexedDB, settings synced via Chrome Storage'],
  ['Encrypted API keys', 'AI keys stored using Web Crypto API (AES-256-GCM)'],
  ['Minimal permissions', 'Only requests necessary Chrome permissions'],
  ['Low resource usage', 'Lightweight background worker, no always-on processes'],
  ['Open source', 'Full transparency — audit the code yourself'],
];
const whole = (points: [string, string][]) => points.map(([label, text]) => `${label}: ${text}`);
const QUEST_MAY = [
  ...QUEST_POINTS.map(([label]) => label),
  'Core Functionality',
  'AI Features',
  'Interface',
  ...whole(QUEST_PRIVACY),
  ...QUEST_PRIVACY.map(([label]) => label),
];
const QUEST_TOPICS = [
  'Chrome extension',
  'read later',
  'articles',
  'AI summaries',
  'text-to-speech',
  'podcasts',
  'OpenAI',
  'Google Gemini',
  'ElevenLabs',
  'Vue',
  'TypeScript',
  'privacy',
];

const quest: CorpusSite = {
  id: 'quest-readme',
  about:
    'real (Quest\'s README): a centred logo over the title and badges, one sentence, a screenshot, four labelled points ("**Privacy First**: All data stored locally, …"), install badges, "## Features" with three bold group labels each over a list, labelled privacy points, AI providers, building steps',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('hendurhance/quest', 'b08b32bd', 'README.md', RENDERED),
  pages: { '/': realPage('quest-readme/index.html') },
  expected: {
    name: 'Quest',
    // "Open Source: Free forever, GNU GPL v3.0 licensed"; the AI providers' free tiers are theirs, not Quest's price.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred image the page opens with, alt "Quest".
    logo_url: '{base}/images/logo.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'AI', 'Notes & Docs', 'Writing Assistants'] },
    // The four points the page opens with and the items of its grouped "Features" (the group labels only allowed).
    features: { must: [...whole(QUEST_POINTS), ...QUEST_GROUPED], may: QUEST_MAY },
    usps: { must: [], may: [...whole(QUEST_POINTS), ...QUEST_GROUPED, ...QUEST_MAY] },
    tags: { must: [], may: QUEST_TOPICS },
    keywords: { must: [], may: QUEST_TOPICS },
    founders: [],
    // Its links to issues and discussions are relative ("../../issues"); the providers' sites are not its socials.
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_ELEVENTH: readonly CorpusSite[] = [pottery, quest];
