/**
 * Issue 34, sixty-sixth round: usps precision — "Why?" items that are not the product's selling points: the maker's
 * past situation or motive in "we" ("There were some … issues that we encountered with …", "We wanted …"), a wish
 * ("We should be able to …"), the market's lack ("There seem to be no …") and another tool's flaw. Filled by the
 * round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the page,
 * before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and linkify
 * on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - openai-partial-json-parser-readme: transitive-bullshit/openai-partial-json-parser at 714530fc (readme.md):
 *   "Why?" as a wish ("We should be able to access …"), another package's flaw ("OpenAI's vendored version … doesn't
 *   have any unit tests …") and the makers' motive ("We wanted a minimal … version …").
 * - postgres-pool-readme: postgres-pool/postgres-pool at 190328d0 (README.md): "Why?" opens with the makers' past
 *   trouble with another package ("There were some connection timeout issues that we encountered with pg-pool …"),
 *   then three claims.
 * - koa-branch-router-readme: aravindanve/koa-branch-router at 4828624c (README.md): "Why?" as the market's lack
 *   ("There seem to be no radix tree routers with …") and other routers' flaw, then "Features".
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - culture-machine-readme: benchristel/tv at c57b94eb (README.md): "Why?" as the problem with YouTube.
 * - k400-fn-lock-readme: radu-gs/K400P-FnLock-Background at c61ef27a (readme.md): "Why?" as the keyboard's lack,
 *   another app's flaw and the setting's reset.
 * - greenchain-readme: RafaRed/greenchain at 9db801d4 (README.md): "Why?" as the market's lack and users'
 *   difficulties, "How to use?" steps, a video demo, numbered FAQs.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_CONTACT = {
  pricing_model: null,
  founded_year: null,
  contact_email: null,
  city: null,
  country: null,
  stage: null,
  demo_video_url: null,
} as const;

const PARTIAL_JSON_OWN = [
  'It also adds some much-needed unit tests.',
  "This package will be kept in sync with any changes to OpenAI's vendored version.",
];
const PARTIAL_JSON_TOPICS = [
  'partial JSON',
  'partial JSON parser',
  'JSON parser',
  'partial-json-parser',
  'OpenAI',
  'JSON',
  'parser',
  'unit tests',
  'Node.js',
];

const openaiPartialJsonParser: CorpusSite = {
  id: 'openai-partial-json-parser-readme',
  about:
    "real (transitive-bullshit/openai-partial-json-parser README): a package extracted from OpenAI's vendored code; \"Why?\" as a wish, another package's flaw and the makers' motive",
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('transitive-bullshit/openai-partial-json-parser', '714530fc', 'readme.md', RENDERED),
  pages: { '/': realPage('openai-partial-json-parser-readme/index.html') },
  expected: {
    name: 'openai-partial-json-parser',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools', 'AI'] },
    features: { must: [], may: PARTIAL_JSON_OWN },
    // "Why?": what the makers wish ("We should be able to access …"), OpenAI's vendored copy's flaw ("… doesn't have
    // any unit tests …") and why they made it ("We wanted a minimal … version …"): none is a claim about the package.
    usps: { must: [], may: PARTIAL_JSON_OWN },
    tags: { must: [], may: PARTIAL_JSON_TOPICS },
    keywords: { must: [], may: PARTIAL_JSON_TOPICS },
    // "MIT © Travis Fischer": a copyright line, no founding role stated.
    founders: [],
    socials: {},
    faqs: [],
  },
  // The makers' other projects it names, and the package it comes from.
  forbidden: [
    'github.com/dexaai/openai-fetch',
    'github.com/dexaai/dexter',
    'github.com/transitive-bullshit/agentic',
    'github.com/openai/openai-node',
  ],
};

const POSTGRES_POOL_OWN = [
  'Added graceful cluster failover',
  "Added default AWS TLS settings via ssl='aws-rds'",
  'Typescript is used to enforce type safety and promises are preferred over callbacks.',
];
const POSTGRES_POOL_TOPICS = [
  'PostgreSQL',
  'postgres',
  'pg',
  'pg-pool',
  'connection pool',
  'pool',
  'AWS RDS',
  'TLS',
  'TypeScript',
  'Typescript',
  'Node.js',
  'cluster failover',
];

const postgresPool: CorpusSite = {
  id: 'postgres-pool-readme',
  about:
    'real (postgres-pool/postgres-pool README): a connection pool for pg; "Why?" opens with the makers\' past trouble with pg-pool, then three claims; usage recipes under h3 headings',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('postgres-pool/postgres-pool', '190328d0', 'README.md', RENDERED),
  pages: { '/': realPage('postgres-pool-readme/index.html') },
  expected: {
    name: 'postgres-pool',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools', 'Databases'] },
    features: { must: [], may: POSTGRES_POOL_OWN },
    // The first "Why?" item is the makers' past trouble with another package (pg-pool): not a claim about
    // postgres-pool; the other three are.
    usps: { must: POSTGRES_POOL_OWN, may: [] },
    tags: { must: [], may: POSTGRES_POOL_TOPICS },
    keywords: { must: [], may: POSTGRES_POOL_TOPICS },
    founders: [],
    // The badges link to npm, Node.js and Snyk: no profile.
    socials: {},
    faqs: [],
  },
  // The package it replaces, and the driver's site.
  forbidden: ['github.com/brianc/node-pg-pool', 'node-postgres.com'],
};

const KOA_FEATURES = [
  'Express-style routing using verbs like router.get, router.put, router.post, etc.',
  'Nested routes and middlewares.',
  'Path params and wildcard capturing.',
];
const KOA_TOPICS = [
  'koa',
  'Koa',
  'router',
  'routers',
  'radix tree',
  'radix tree router',
  'routing',
  'middleware',
  'middlewares',
  'nested routers',
  'nested routes',
  'Express-style routing',
  'path params',
  'wildcard',
];

const koaBranchRouter: CorpusSite = {
  id: 'koa-branch-router-readme',
  about:
    'real (aravindanve/koa-branch-router README): a radix tree router for koa; "Why?" as the market\'s lack and other routers\' flaw, then "Features", usage and an API reference',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('aravindanve/koa-branch-router', '4828624c', 'README.md', RENDERED),
  pages: { '/': realPage('koa-branch-router-readme/index.html') },
  expected: {
    name: 'Koa branch router',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    features: { must: KOA_FEATURES, may: [] },
    // "Why?": no other router has nested routers ("There seem to be no …"), popular routers handle middlewares
    // badly: what is wrong elsewhere, not a claim about this router. Its features are its own.
    usps: { must: [], may: KOA_FEATURES },
    tags: { must: [], may: KOA_TOPICS },
    keywords: { must: [], may: KOA_TOPICS },
    founders: [],
    // The coverage badge links to Coveralls: no profile.
    socials: {},
    faqs: [],
  },
};

// ——— Held out ———

const CULTURE_TOPICS = [
  'YouTube',
  'videos',
  'video',
  'television',
  'TV',
  'channels',
  'bookmarklet',
  'music',
  'shows',
  'GitHub Pages',
];

const cultureMachine: CorpusSite = {
  id: 'culture-machine-readme',
  about:
    'real (benchristel/tv README): "Like television, but for humans."; "Why?" as the problem with YouTube, "The solution?" paragraph, question headings over steps and an answer',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section', 'faqs'],
  source: realSource('benchristel/tv', 'c57b94eb', 'README.md', RENDERED),
  pages: { '/': realPage('culture-machine-readme/index.html') },
  expected: {
    name: 'Culture Machine',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: [] },
    features: { must: [], may: [] },
    // "Why?": YouTube's problem (clickbait, autoplay), not a claim about Culture Machine; its answer is the paragraph.
    usps: {
      must: [],
      may: [
        'The solution? Curate a set of videos that have some chance of being delightful or informative, and that have rewatch potential, and then just shuffle them.',
      ],
    },
    tags: { must: [], may: CULTURE_TOPICS },
    keywords: { must: [], may: CULTURE_TOPICS },
    founders: [],
    socials: {},
    faqs: ['How can I change the library of videos?', 'What is a bookmarklet?'],
  },
  // The ad blocker it recommends.
  forbidden: ['ublockorigin.com'],
};

const K400_TOPICS = [
  'K400+',
  'Fn Lock',
  'Logitech',
  'keyboard',
  'wireless keyboard',
  'Unifying Receiver',
  'HID',
  'HID report',
  'notification tray',
  'Logi Options',
  '.NET',
];

const k400FnLock: CorpusSite = {
  id: 'k400-fn-lock-readme',
  about:
    'real (radu-gs/K400P-FnLock-Background README): a tray app keeping a Logitech keyboard in Fn Lock; "Why?" as the keyboard\'s lack, another app\'s flaw and the setting\'s reset; "How?" as how it works',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('radu-gs/K400P-FnLock-Background', 'c61ef27a', 'readme.md', RENDERED),
  pages: { '/': realPage('k400-fn-lock-readme/index.html') },
  expected: {
    name: 'K400+ Fn Lock',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: [] },
    // "Why?": the keyboard has no Fn Lock key, Logi Options is poor, the setting resets: the problem, not a claim.
    usps: { must: [], may: [] },
    tags: { must: [], may: K400_TOPICS },
    keywords: { must: [], may: K400_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // Tools and libraries by others it names, and the project that inspired it.
  forbidden: [
    'github.com/djpnewton/busdog',
    'github.com/badcel/HidApi.Net',
    'github.com/libusb/hidapi',
    'github.com/h8man/k400p-fn-lock-win',
  ],
};

const GREENCHAIN_OWN = [
  'All data is stored using the IPFS protocol making sure that it is immutable and decentralized.',
  'Financial transactions will be carried out with full transparency using Blockchain.',
];
const GREENCHAIN_STEPS = [
  'Any user can make a report to flag an environmental issue;',
  'Any user can propose activities that solve a reported problem and choose an amount to execute it;',
  'The community decides if it wants to contribute financially to an activity or join it by offering its labor;',
  'Funders will validate by images if the activity was carried out as proposed;',
  'After validation, the members who performed the activity and the report creator will receive all the funds raised, equality, directly into their wallets.',
];
const GREENCHAIN_TOPICS = [
  'web 3.0',
  'web3',
  'blockchain',
  'Blockchain',
  'IPFS',
  'IPNS',
  'environment',
  'environmental issues',
  'sustainability',
  'cryptocurrencies',
  'funding',
  'reports',
  'tasks',
  'React',
  'Firebase',
];

const greenchain: CorpusSite = {
  id: 'greenchain-readme',
  about:
    'real (RafaRed/greenchain README): a web 3.0 app funding environmental actions; "Why?" as the market\'s lack and users\' difficulties, "How to use?" steps, a video demo table, numbered FAQs, contact tables',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section', 'faqs'],
  source: realSource('RafaRed/greenchain', '9db801d4', 'README.md', RENDERED),
  pages: { '/': realPage('greenchain-readme/index.html') },
  expected: {
    name: 'GreenChain',
    pricing_model: null,
    founded_year: null,
    // The contact tables give the team's own addresses ("Persons of contact"), not an address for the product.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // "Click to access our video demo:" over a table with the YouTube link.
    demo_video_url: 'https://www.youtube.com/watch?v=FIpGUpYkr0s',
    // The first image under the h1, alt "N|GreenChain", linked to the product's site.
    logo_url: 'https://i.imgur.com/9L88sNX.png',
    categories: { must: [], may: ['Finance'] },
    features: { must: [], may: [...GREENCHAIN_OWN, ...GREENCHAIN_STEPS] },
    // "Why?": no platform does this, users find it hard: the problem, not a claim about GreenChain.
    usps: { must: [], may: [...GREENCHAIN_OWN, ...GREENCHAIN_STEPS] },
    tags: { must: [], may: GREENCHAIN_TOPICS },
    keywords: { must: [], may: GREENCHAIN_TOPICS },
    // The contact persons are named with no founding role.
    founders: [],
    // "Click to access our repository:" over its own repository.
    socials: { github: 'https://github.com/rafared/greenchain' },
    faqs: [
      'How to validate that the task was performed honestly?',
      'How to validate that the accumulated amount can already be redistributed to the team?',
      'How to ensure that users who have done their part are not harmed by other members who have not proven their activities?',
      'What happens if malicious funders choose to remove their money even when team members have fulfilled what was proposed in the activity?',
    ],
  },
};

export const REAL_TUNING_SITES_SIXTY_SIXTH: readonly CorpusSite[] = [
  openaiPartialJsonParser,
  postgresPool,
  koaBranchRouter,
];

export const REAL_HELD_OUT_SITES_SIXTY_SIXTH: readonly CorpusSite[] = [cultureMachine, k400FnLock, greenchain];
