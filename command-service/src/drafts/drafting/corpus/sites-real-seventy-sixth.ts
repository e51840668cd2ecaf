/**
 * Issue 34, seventy-sixth round: FAQs missed on real pages — short questions under a FAQ heading ("Why Go?", "Is it
 * free?"). Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts
 * written from the page, before the drafter first ran on them).
 *
 * Tuned on:
 * - hallaca-readme: tmkn/hallaca at 725c24fc (README.md): a Go framework analysing Node.js packages; its "## FAQ"
 *   holds one question, "### Why Go?", answered by two paragraphs.
 * - mipgo-readme: jacurick19/MipGo at 8df259cb (README.md): a Go modelling library for mixed-integer programs; a
 *   features list, benchmark tables, and a "## FAQ" of three h3 questions ("Why Go?" among them).
 *
 * Held out:
 * - gopher47-readme: An00bRektn/gopher47 at 2641d402 (README.md): a Havoc C2 agent written in Go; a commands table
 *   and a "## FAQ" of six h3 questions, one of them short.
 * - mlearn-readme: adrianvla/mLearn at 747409d8 (README.md): a language-learning app; a "# FAQ" of h3 entries, nine of
 *   them questions (one short: "Is it free?"), two of them not ("mLearn crashes even if I have opened Anki", "I found a
 *   bug!").
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- Hallaca (tuning)

const HALLACA_TOPICS = [
  'Hallaca',
  'Node.js',
  'Node.js packages',
  'packages',
  'npm',
  'Go',
  'security',
  'security analysis',
  'security analysis tool',
  'ESLint',
  'dependencies',
  'supply chain attacks',
  'package metadata',
  'policies',
  'framework',
  'open source',
];

const hallaca: CorpusSite = {
  id: 'hallaca-readme',
  about:
    'real (Hallaca’s README, rendered): a Go framework analysing Node.js packages; a "## FAQ" whose one question is the short "### Why Go?", answered by paragraphs',
  classes: ['real', 'single-page', 'readme', 'tuning', 'faqs'],
  source: realSource('tmkn/hallaca', '725c24fc'),
  pages: { '/': realPage('hallaca-readme/index.html') },
  expected: {
    name: 'Hallaca',
    // "an open source framework": no price or plan stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Very much WIP." names no stage of the directory's (waitlist, alpha, beta, launched).
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: HALLACA_TOPICS },
    keywords: { must: [], may: HALLACA_TOPICS },
    founders: [],
    socials: {},
    faqs: ['Why Go?'],
  },
  // ESLint and esbuild are other tools the page names.
  forbidden: ['name=ESLint', 'name=esbuild'],
};

// ---------------------------------------------------------------- MipGo (tuning)

const MIPGO_FEATURES = ['More modeling components than any other Go modeling library', 'Blazing fast', 'Multi Solver'];
const MIPGO_SUB_FEATURES = [
  'Cut generators and lazy constraints: work with strong formulations with a large number of constraints by generating only the required inequalities during the branch and cut search',
  'Cut generators and lazy constraints',
  'Solution pool: query the elite set of solutions found during the search',
  'Solution pool',
  'MIPStart: use a problem dependent heuristic to generate initial feasible solutions for the MIP search',
  'MIPStart',
  'Automatic Big-M reformulation of SOS1 constraints',
  'Automatic Big-M reformulation of SOS1 constraints.',
  'MipGo interfaces directly with the native executable for each supported solver. The pure Go modeling components provide best in class speed.',
  'MipGo supports many mainstream commercial and open source solvers including Gurobi, HiGHS, SCIP, and CBC',
];
const MIPGO_TOPICS = [
  'MipGo',
  'Go',
  'MIP',
  'MIPs',
  'Mixed Integer Program',
  'Mixed-Integer Linear Programs',
  'Mixed-Integer Lienar Programs',
  'modeling',
  'modeling library',
  'solvers',
  'solver',
  'Gurobi',
  'HiGHS',
  'SCIP',
  'CBC',
  'Python MIP',
  'n-queens',
  'benchmarks',
  'constraints',
  'optimization',
  'mathematical programming',
];

const mipGo: CorpusSite = {
  id: 'mipgo-readme',
  about:
    'real (MipGo’s README, rendered): a Go modelling library for mixed-integer programs; a features list, benchmark tables and a "## FAQ" of three h3 questions, one of them the short "Why Go?"',
  classes: ['real', 'single-page', 'readme', 'tuning', 'faqs'],
  source: realSource('jacurick19/MipGo', '8df259cb'),
  pages: { '/': realPage('mipgo-readme/index.html') },
  expected: {
    name: 'MipGo',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // "some of the main features are:" over three items, each with its own sub-items.
    features: { must: MIPGO_FEATURES, may: MIPGO_SUB_FEATURES },
    usps: {
      must: [],
      may: [
        ...MIPGO_FEATURES,
        ...MIPGO_SUB_FEATURES,
        "The World's Fastest Mixed Integer Program Modeling Library for Go",
      ],
    },
    tags: { must: [], may: MIPGO_TOPICS },
    keywords: { must: [], may: MIPGO_TOPICS },
    founders: [],
    socials: {},
    faqs: ['Why Go?', 'Will you add support for $MY_FAVORITE_SOLVER???', 'Are any other features planned?'],
  },
  // Python MIP (the Coin-OR foundation's), PuLP, gurobipy, JuMP and go-mip are other products the page names. (As
  // first written this also forbade "docs.python-mip.com" anywhere in the draft: the page's own sentence "… documented
  // at https://docs.python-mip.com/…" holds it, so its description's quote of that sentence counted as a forbidden
  // fact; a slip in the fact's form, corrected after the first run, docs/drafting.md's seventy-sixth round.)
  forbidden: ['name=Python MIP', 'name=PuLP', 'name=gurobipy'],
};

export const REAL_TUNING_SITES_SEVENTY_SIXTH: readonly CorpusSite[] = [hallaca, mipGo];

// ---------------------------------------------------------------- gopher47 (held out)

const GOPHER47_COMMANDS = [
  'checkin',
  'shell',
  'kill',
  'ls',
  'ps',
  'upload',
  'download',
  'portscan',
  'shellcode',
  'execute-assembly',
  'o7',
  'Returns basic system info',
  "Run a command (executed through Go's os/exec)",
  'Kills a process by PID',
  'Lists files in a given directory',
  'Lists currently running processes',
  'Uploads a file to a remote path',
  'Downloads a remote file to the loot folder',
  'TCP portscan on a single target.',
  'TCP portscan on a single target',
  'Load shellcode into the implant process using CreateThread',
  'Run .NET assemblies in memory',
  'The gopher dies :(',
];
const GOPHER47_TOPICS = [
  'gopher47',
  'Havoc',
  'Havoc C2',
  'Havoc Framework',
  'C2',
  'implant',
  'agent',
  '3rd party agent',
  'Golang',
  'Go',
  'teamserver',
  'shellcode',
  'portscan',
  'offensive security',
  'AV/EDR',
  'OPSEC',
  'commands',
];

const gopher47: CorpusSite = {
  id: 'gopher47-readme',
  about:
    'real (gopher47’s README, rendered): a third-party Havoc C2 agent written in Go; a commands table and a "## FAQ" of six h3 questions',
  classes: ['real', 'single-page', 'readme', 'held-out', 'faqs'],
  source: realSource('An00bRektn/gopher47', '2641d402'),
  pages: { '/': realPage('gopher47-readme/index.html') },
  expected: {
    name: 'gopher47',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred image under the title, the product's own picture ("assets/gopher47.png").
    logo_url: '{base}/assets/gopher47.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: GOPHER47_COMMANDS },
    usps: { must: [], may: GOPHER47_COMMANDS },
    tags: { must: [], may: GOPHER47_TOPICS },
    keywords: { must: [], may: GOPHER47_TOPICS },
    // The author writes as "I" and links a blog; no name stated.
    founders: [],
    // Links to Havoc, Sliver, Merlin and the author's blog are other projects or a person's.
    socials: {},
    faqs: [
      'Why Go?',
      'Will it evade AV/EDR?',
      "Why's the binary so large though?",
      'Can I run multiple Gophers?',
      'Is the communication encrypted?',
      "How's your day going?",
    ],
  },
  // Havoc is the framework it plugs into; Sliver, Merlin, SharpAgent, PyHmmm are other projects it thanks.
  forbidden: [
    'name=Havoc',
    'github.com/HavocFramework',
    'github.com/BishopFox/sliver',
    'github.com/Ne0nd0g/merlin',
    'github.com/Cracked5pider',
  ],
};

// ---------------------------------------------------------------- mLearn (held out)

const MLEARN_TOPICS = [
  'mLearn',
  'language learning',
  'immersion',
  'immersion app',
  'Anki',
  'native content',
  'German',
  'Japanese',
  'dictionary',
  'subtitles',
  'streaming',
  'video',
  'languages',
  'Electron.js',
  'JQuery.js',
  'HLS.js',
  'desktop app',
  'AnkiConnect',
  'offline',
];

const mLearn: CorpusSite = {
  id: 'mlearn-readme',
  about:
    'real (mLearn’s README, rendered): a language-learning immersion app; a "# FAQ" of h3 entries, nine questions among them, one short ("Is it free?")',
  classes: ['real', 'single-page', 'readme', 'held-out', 'faqs'],
  source: realSource('adrianvla/mLearn', '747409d8'),
  pages: { '/': realPage('mlearn-readme/index.html') },
  expected: {
    name: 'mLearn',
    // "mLearn is absolutely free forever and opensource."
    pricing_model: 'free',
    // "Copyright (C) 2024 Adrian Vlasov" is a copyright year, no founding.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Education'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: MLEARN_TOPICS },
    keywords: { must: [], may: MLEARN_TOPICS },
    // The copyright holder is named, not as a founder.
    founders: [],
    socials: {},
    faqs: [
      'Which languages are supported?',
      'Can the app work offline?',
      'Can the app work without Anki?',
      'Which platforms are supported?',
      'Is it free?',
      'How do I stream a video?',
      'How do I find the stream link of a video?',
      'Why does the Japanese version of the app use so much RAM?',
      'How do I add subtitles to a video?',
    ],
  },
  // Anki, AnkiConnect and the CocoCut extension are other products the page names.
  forbidden: ['name=Anki', 'github.com/ankitects/anki', 'chromewebstore.google.com'],
};

export const REAL_HELD_OUT_SITES_SEVENTY_SIXTH: readonly CorpusSite[] = [gopher47, mLearn];
