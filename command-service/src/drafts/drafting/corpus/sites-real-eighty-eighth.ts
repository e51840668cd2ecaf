/**
 * Issue 34, eighty-eighth round: usps precision — text under a "Why" heading that is no reason to choose the product:
 * the market's lack of a way to do something ("There is no easy way to …"), a requirement or wish said without "we",
 * another tool's trouble. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen,
 * and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and linkify
 * on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - ambaan-readme: vhawk19/ambaan at 32fa070c (README.md): a client-side SQL tool for csv/parquet files; "## Why" over
 *   three items, the first the market's lack ("There is no easy way to query/transform csv files all locally using
 *   sql"), the second other tools' lack, the third what it is built on; then "## Features".
 * - azurite-ci-readme: chobostar/azurite-ci at 23608d68 (README.md): Azurite in Docker with a provisioner; "### Why"
 *   over two items, the lack of a way ("there is no good solution for initial provisioning: …") and curl's trouble.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - okoffice-readme: tover0314-w/OKoffice at 03455b68 (README.md): agent-native Office tools; "## Why This Exists"
 *   over five requirements said of agents, files and the OSS core ("Agents need structured tools, not one-off
 *   scripts.", "Local OSS should work without a cloud account.").
 * - grid-depot-readme: FM-gpt/grid-depot-tool-public at 2162c5f2 (README.md): an SSH-first artifact depot; "## Why
 *   this exists" over "Common home/office lab problem:" (five troubles) and "GRID Depot solves … with:" (seven
 *   answers).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_CONTACT = {
  founded_year: null,
  contact_email: null,
  city: null,
  country: null,
  stage: null,
} as const;

// ——— Tuned on ———

const AMBAAN_FEATURES = [
  'Import csv/parquet files or any remote data supported by duckdb-wasm',
  'Analyse the data',
  'Do simple transformations',
  'Create simple visualisations',
  'Export the visualisations as pdf',
  'Export the data as csv',
];
const AMBAAN_DONE = [
  'Import csv/parquet files and remote',
  'Check schema/rename tables',
  'Run sql queries, and view results',
  'Download it as csv',
];
const AMBAAN_GOALS = [
  'To provide a simpe straightforward query interface for csv/parquer and other commonly used analytical data formats.',
  'Help you make transforms and reduction using sql.',
  'Create simple visualisations/charts and export them.',
  'Make it easy for folks to view and analyse while writing minimal code.',
  'No need for a server, it should be entirely client side.',
  'Simple and easy for anyone to clone and try.',
];
const AMBAAN_BUILT_ON =
  'DuckDb is a fairly mature software that allows you to run complex sql on the browser using duckdb wasm, this enables us to work solely on the ux layer, and push all the heavy lifting to duck db.';
const AMBAAN_TOPICS = [
  'csv',
  'parquet',
  'sql',
  'SQL',
  'DuckDB',
  'DuckDb',
  'duckdb',
  'duckdb-wasm',
  'duckdb wasm',
  'visualisations',
  'charts',
  'pdf',
  'data analysis',
  'analytics',
  'client side',
  'browser',
  'FOSS HACK',
  'hackathon',
];

const ambaan: CorpusSite = {
  id: 'ambaan-readme',
  about:
    'real (vhawk19/ambaan README): a client-side SQL tool for csv and parquet files; "Why" over the market\'s lack, other tools\' lack and what it is built on, then "Features", what the hackathon finished and what it did not',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('vhawk19/ambaan', '32fa070c', 'README.md', RENDERED),
  pages: { '/': realPage('ambaan-readme/index.html') },
  expected: {
    name: 'Ambaan',
    ...NO_CONTACT,
    // "You can use it for free, modify it, and distribute it as long as you keep the license intact."
    pricing_model: 'free',
    logo_url: null,
    // "Demo viedo: https://www.loom.com/share/…"
    demo_video_url: [
      'https://www.loom.com/share/70bae857cbc440dd8686e8cac92ba942?sid=0e871947-5329-4e0c-a27a-41cedc5497f1',
      'https://www.loom.com/share/70bae857cbc440dd8686e8cac92ba942',
    ],
    categories: { must: [], may: ['Databases', 'Developer Tools'] },
    features: { must: AMBAAN_FEATURES, may: [...AMBAAN_DONE, ...AMBAAN_GOALS] },
    // "Why": "There is no easy way to query/transform csv files all locally using sql" (the market's lack) and "While
    // there are existing tools … the few ones that do it entirely locally do not support …" (other tools' lack): the
    // problem it answers, no claim about Ambaan. The third item (built on DuckDB) may pass as a reason.
    usps: { must: [], may: [AMBAAN_BUILT_ON, ...AMBAAN_FEATURES, ...AMBAAN_DONE, ...AMBAAN_GOALS] },
    tags: { must: [], may: AMBAAN_TOPICS },
    keywords: { must: [], may: AMBAAN_TOPICS },
    founders: [],
    // Its repository is linked only as a commit ("Last commit hash for the hackathon") and in a clone command.
    socials: {},
    faqs: [],
  },
};

const AZURITE_TOPICS = [
  'Azurite',
  'Docker',
  'HTTPS',
  'Azure',
  'Azure Storage',
  'azure-cli',
  'curl',
  'certs',
  'self-signed certs',
  'python',
  'provisioner',
  'provisioning',
  'container',
  'testing',
  'development',
];

const azuriteCi: CorpusSite = {
  id: 'azurite-ci-readme',
  about:
    'real (chobostar/azurite-ci README): Azurite in Docker with a container provisioned and HTTPS; "Why" over the lack of a way to provision and curl\'s trouble (each with a link), then "HowTo" and "Usage"',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('chobostar/azurite-ci', '23608d68', 'README.md', RENDERED),
  pages: { '/': realPage('azurite-ci-readme/index.html') },
  expected: {
    name: ['Azurite-ci', 'azurite-ci'],
    ...NO_CONTACT,
    pricing_model: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: ['Defined certs enable HTTPS'] },
    // "Why": "there is no good solution for initial provisioning: …" (the lack it answers, a Stack Overflow question
    // linked) and "using curl - it's not easy too …" (curl's trouble, an Azurite issue linked): no claim about it.
    usps: { must: [], may: ['Defined certs enable HTTPS'] },
    tags: { must: [], may: AZURITE_TOPICS },
    keywords: { must: [], may: AZURITE_TOPICS },
    founders: [],
    // Stack Overflow and Azurite's own issue are linked as the trouble, not as its accounts.
    socials: {},
    faqs: [],
  },
};

// ——— Held out ———

const OKOFFICE_AGENT_INFRA = [
  'CLI with --json.',
  'MCP server.',
  'Local REST API.',
  'Python and TypeScript SDKs.',
  'JSON schemas.',
  'Tool manifest.',
  'Artifact references instead of inline binaries.',
  'Source refs and native locators.',
  'Validation reports and warnings.',
  'Agent setup configs for Codex, Claude Code/Desktop, Cursor, Kilo Code, OpenClaw, OpenAI Agents, LangChain, LlamaIndex, Vercel AI SDK, n8n, Zapier, and Make.',
];
const OKOFFICE_CLAIMS = [
  'Local-first, agent-native Office infrastructure for Word, Excel, PowerPoint, PDF, bundles, CLI, MCP, REST, and SDK workflows.',
  'okoffice is built for coding agents first:',
  'The OSS core stays local-first and free for deterministic operations.',
];
const OKOFFICE_TOPICS = [
  'Office',
  'Word',
  'Excel',
  'PowerPoint',
  'PDF',
  'DOCX',
  'XLSX',
  'PPTX',
  'MCP',
  'REST',
  'SDK',
  'CLI',
  'agents',
  'coding agents',
  'agent-native',
  'local-first',
  'Local first',
  'Python',
  'TypeScript',
  'Node.js',
  'validation',
  'bundles',
  'workflows',
  'OCR',
  'okpdf',
  'agentpdf',
];

const okoffice: CorpusSite = {
  id: 'okoffice-readme',
  about:
    'real (tover0314-w/OKoffice README): agent-native tools for Word, Excel, PowerPoint and PDF files; "Why This Exists" over five requirements said of agents, files and its core, then a tool table, what works today, what comes next, its agent infrastructure and cloud boundary',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('tover0314-w/OKoffice', '03455b68', 'README.md', RENDERED),
  pages: { '/': realPage('okoffice-readme/index.html') },
  expected: {
    name: ['okoffice', 'OKoffice'],
    ...NO_CONTACT,
    // "The OSS core stays local-first and free for deterministic operations. Hosted okoffice can monetize: …"
    pricing_model: ['free', 'freemium'],
    // The README opens on its logo (alt "okoffice logo").
    logo_url: '{base}/assets/brand/okpdf-logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'AI', 'Productivity', 'Notes & Docs'] },
    features: { must: OKOFFICE_AGENT_INFRA, may: OKOFFICE_CLAIMS },
    // "Why This Exists": requirements said of agents, files and the core ("Agents need structured tools, not one-off
    // scripts.", "Local OSS should work without a cloud account.", "Cloud should add workers, …"): what it is meant
    // to answer, not a claim that it does.
    usps: { must: [], may: [...OKOFFICE_AGENT_INFRA, ...OKOFFICE_CLAIMS] },
    tags: { must: [], may: OKOFFICE_TOPICS },
    keywords: { must: [], may: OKOFFICE_TOPICS },
    founders: [],
    // The badge row's "GitHub repo" links its own repository (under its old name, okpdf).
    socials: { github: 'https://github.com/tover0314-w/okpdf' },
    faqs: [],
  },
};

const GRID_DEPOT_SOLUTION = [
  'content-addressed storage by SHA-256',
  'a JSON manifest',
  'duplicate detection before upload',
  'related version/family hints from filenames',
  'SSH/SCP client wrappers',
  'optional prompt to remove local copies after safe import',
  'simple documentation and runbooks',
];
const GRID_DEPOT_TOPICS = [
  'artifact depot',
  'depot',
  'SSH',
  'SCP',
  'homelab',
  'ISOs',
  'DMGs',
  'installers',
  'packages',
  'disk images',
  'model files',
  'SHA-256',
  'JSON manifest',
  'duplicate detection',
  'Downloads',
  'Mac',
  'Linux',
  'server',
];

const gridDepot: CorpusSite = {
  id: 'grid-depot-readme',
  about:
    'real (FM-gpt/grid-depot-tool-public README): an SSH-first depot for installers, ISOs and model files; "Why this exists" over "Common home/office lab problem:" (five troubles) and the seven things it solves them with, then quick starts and commands',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('FM-gpt/grid-depot-tool-public', '2162c5f2', 'README.md', RENDERED),
  pages: { '/': realPage('grid-depot-readme/index.html') },
  expected: {
    name: ['GRID Depot Tool', 'GRID Depot'],
    ...NO_CONTACT,
    pricing_model: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: GRID_DEPOT_SOLUTION, may: [] },
    // "Why this exists": the lab's troubles ("laptop Downloads folders become messy", "there is no simple way to know
    // whether a file is already stored centrally") are the problem; "GRID Depot solves … with:" lists its answers.
    usps: { must: GRID_DEPOT_SOLUTION, may: [] },
    tags: { must: [], may: GRID_DEPOT_TOPICS },
    keywords: { must: [], may: GRID_DEPOT_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
};

export const REAL_TUNING_SITES_EIGHTY_EIGHTH: readonly CorpusSite[] = [ambaan, azuriteCi];

export const REAL_HELD_OUT_SITES_EIGHTY_EIGHTH: readonly CorpusSite[] = [okoffice, gridDepot];
