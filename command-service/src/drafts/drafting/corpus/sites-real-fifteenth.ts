/**
 * Issue 34, fifteenth round: a comparison with competitors whose notes state the competitors' free tiers
 * or prices (held-out OpenPanel's "✅* GA4 has a free tier but often requires BigQuery (paid) …" drafted
 * "free"). The class is tuned on one invented trap, tallyboard (sites-fifteenth-traps.ts), no real tuning
 * page showing it; so, one for one, one real page of the class is held out here, kept verbatim in real/
 * (README.md at the commit, rendered by markdown-it, html and linkify on, as the earlier rounds'), chosen
 * and its facts written from the page before the drafter first ran on it.
 *
 * Held out (the drafter is not changed for it):
 * - typesense-readme: typesense/typesense at 4a092b04 (README.md, 2025-09-26): "An Open Source Algolia
 *   Alternative & An Easier-to-Use ElasticSearch Alternative", bold-labelled features, and an FAQ that
 *   compares it with Elasticsearch and Algolia ("Algolia is a proprietary, hosted, search-as-a-service
 *   product that works well, when cost is not an issue", "expensive plan upgrades", "counts towards your
 *   plan limits") beside its own pricing ("The open source version is free to use", Typesense Cloud's
 *   "fixed hourly cost", "Paid Support options").
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const TYPESENSE_FEATURES = [
  'Typo Tolerance: Handles typographical errors elegantly, out-of-the-box.',
  'Simple and Delightful: Simple to set-up, integrate with, operate and scale.',
  '⚡ Blazing Fast: Built in C++. Meticulously architected from the ground-up for low-latency (<50ms) instant searches.',
  'Tunable Ranking: Easy to tailor your search results to perfection.',
  'Sorting: Dynamically sort results based on a particular field at query time (helpful for features like "Sort by Price (asc)").',
  'Faceting & Filtering: Drill down and refine results.',
  'Grouping & Distinct: Group similar results together to show more variety.',
  'Federated Search: Search across multiple collections (indices) in a single HTTP request.',
  'Geo Search: Search and sort by results around a latitude/longitude or within a bounding box.',
  'Vector Search: Index embeddings from your machine learning models in Typesense and do a nearest-neighbor search. Can be used to build similarity search, semantic search, visual search, recommendations, etc.',
  'Semantic / Hybrid Search: Automatically generate embeddings from within Typesense using built-in models like S-BERT, E-5, etc or use OpenAI, PaLM API, etc, for both queries and indexed data. This allows you to send JSON data into Typesense and build an out-of-the-box semantic search + keyword search experience.',
  "Conversational Search (Built-in RAG): Send questions to Typesense and have the response be a fully-formed sentence, based on the data you've indexed in Typesense. Think ChatGPT, but over your own data.",
  'Natural Language Search: LLM-powered intent detection & query understanding, that converts any free-form natural language phrases into structured filters, sorts and queries.',
  'Image Search: Search through images using text descriptions of their contents, or perform similarity searches, using the CLIP model.',
  'Voice Search: Capture and send query via voice recordings - Typesense will transcribe (via Whisper model) and provide search results.',
  'Scoped API Keys: Generate API keys that only allow access to certain records, for multi-tenant applications.',
  'JOINs: Connect one or more collections via common reference fields and join them during query time. This allows you to model SQL-like relationships elegantly.',
  'Synonyms: Define words as equivalents of each other, so searching for a word will also return results for the synonyms defined.',
  'Curation & Merchandizing: Boost particular records to a fixed position in the search results, to feature them.',
  'Raft-based Clustering: Setup a distributed cluster that is highly available.',
  'Seamless Version Upgrades: As new versions of Typesense come out, upgrading is as simple as swapping out the binary and restarting Typesense.',
  'No Runtime Dependencies: Typesense is a single binary that you can run locally or in production with a single command.',
];
const TYPESENSE_PLAIN = [
  ...TYPESENSE_FEATURES.map((item) => item.replace(/^⚡ /, '')),
  ...TYPESENSE_FEATURES.map((item) => item.replace(/^⚡ /, '').replace(/:.*$/s, '')),
];
const TYPESENSE_TOPICS = [
  'search engine',
  'search',
  'typo tolerance',
  'typo-tolerant search',
  'instant search',
  'instant searches',
  'search experiences',
  'open source',
  'open-source',
  'Algolia alternative',
  'Elasticsearch alternative',
  'ElasticSearch Alternative',
  'Open Source Algolia Alternative',
  'vector search',
  'semantic search',
  'hybrid search',
  'geo search',
  'federated search',
  'conversational search',
  'natural language search',
  'image search',
  'voice search',
  'faceting',
  'filtering',
  'sorting',
  'synonyms',
  'curation',
  'clustering',
  'Raft',
  'RAG',
  'embeddings',
  'API keys',
  'scoped API keys',
  'JOINs',
  'API clients',
  'InstantSearch.js',
  'InstantSearch.js adapter',
  'Search UI Components',
  'Typesense Cloud',
  'managed cluster',
  'Docker',
  'Docker image',
  'self-hosted',
  'C++',
  'GPL',
  'benchmarks',
  'live demos',
];

const typesense: CorpusSite = {
  id: 'typesense-readme',
  about:
    'real (typesense/typesense README): "An Open Source Algolia Alternative", bold-labelled features, an FAQ comparing it with Elasticsearch and Algolia whose notes speak of Algolia\'s cost and plan limits, beside its own "The open source version is free to use" and Typesense Cloud\'s hourly cost',
  classes: ['real', 'single-page', 'docs', 'pricing', 'features', 'categories', 'faqs'],
  source: realSource('typesense/typesense', '4a092b04'),
  pages: { '/': realPage('typesense-readme/index.html') },
  expected: {
    name: 'Typesense',
    // "The open source version is free to use (besides of course your own infra costs)"; Typesense Cloud,
    // its managed offering, is paid by the hour (no figure): free, or free with a paid tier.
    pricing_model: ['free', 'freemium'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // Nothing says beta or launched ("As new versions of Typesense come out" is no launch).
    stage: null,
    logo_url: ['{base}/assets/typesense_logo.svg', '{base}/assets/typesense_logo_dark.svg'],
    // "Here's one where we introduce Typesense and show a walk-through", or the community member's
    // "end-to-end demo"; the Google I/O keynote only mentions it.
    demo_video_url: ['https://youtu.be/F4mB0x_B1AE?t=144', 'https://www.youtube.com/watch?v=kwtHOkf7Jdg'],
    // "a fast, typo-tolerant search engine for building delightful search experiences", with API clients.
    categories: { must: ['Developer Tools'], may: ['APIs', 'Databases', 'AI'] },
    features: { must: TYPESENSE_FEATURES, may: TYPESENSE_PLAIN },
    usps: { must: [], may: [...TYPESENSE_FEATURES, ...TYPESENSE_PLAIN] },
    tags: { must: [], may: TYPESENSE_TOPICS },
    keywords: { must: [], may: TYPESENSE_TOPICS },
    founders: [],
    // The header row's Twitter, Slack Community (through its own typesense.link) and Community Threads
    // (its own domain); the stars badge links its GitHub organisation.
    socials: {
      x: 'https://twitter.com/typesense',
      custom: ['https://typesense.link/slack-community', 'https://threads.typesense.org/'],
      github: 'https://github.com/typesense',
    },
    faqs: [
      'How does this differ from Elasticsearch?',
      'How does this differ from Algolia?',
      'Speed is great, but what about the memory footprint?',
      'Why the GPL license?',
    ],
  },
  // Algolia's cost and plan limits are Algolia's; paid support is no price of the product; Discourse's
  // page on the GPL is someone else's.
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=one-time', 'meta.discourse.org'],
};

export const REAL_TUNING_SITES_FIFTEENTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_FIFTEENTH: readonly CorpusSite[] = [typesense];
