/**
 * Issue 34, seventieth round: features precision — a heading naming what the product does NOT do or does not
 * support, read as a features heading. Filled by the round: the pages tuned on, and one for one the real pages
 * held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * The class: lists that are not the product's features drafted as features (requirements, a roadmap, setup steps,
 * a command reference, people, "what it does not do"). This round takes one shape of it: the drafter's features
 * heading pattern ("features", "what it does", …) also matches a heading that negates it — "Unsupported Features",
 * "Features not yet supported", "What it does not do" — and what stands under it is what the product lacks.
 *
 * Facts: a list of what the product does not do or support is no feature; nothing under such a heading is expected.
 *
 * Tuned on (2 real pages):
 * - elementaryjs-readme: nuprl/ElementaryJS at d58c290a (README.md), rendered: a JavaScript dialect's README,
 *   building, development files, and "## Unsupported Features" over two numbered items.
 * - spreadsheetdecoder-readme: sestegra/spreadsheet_decoder at f35df311 (README.md), rendered: a Dart library,
 *   usage code, and "## Features not yet supported" over five items.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, facts written before either ran):
 * - procreateexporter-readme: alcor6502/Procreate-Exporter at 52ef8410 (README.md), rendered: a Python script,
 *   an overview list of what it does, steps, requirements, "What the script does" and "What it does NOT do".
 * - vremu6522-readme: visrealm/vrEmu6522 at b40d928f (README.md), rendered: a C emulator library, "#### Supported
 *   features" (two timers) and "#### Unsupported features" ("Everything else") under "### Development status".
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

// ---------------------------------------------------------------- ElementaryJS (tuning)

const ejsTopics = [
  'ElementaryJS',
  'JavaScript',
  'Ocelot',
  'Ocelot JavaScript IDE',
  'IDE',
  'compiler',
  'runtime',
  'static checks',
  'dynamic checks',
  'npm',
  'sharp edges',
];

const elementaryJs: CorpusSite = {
  id: 'elementaryjs-readme',
  about:
    'real (ElementaryJS\'s README): a JavaScript dialect, build commands, the source files, and "## Unsupported Features" over two numbered items',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('nuprl/ElementaryJS', 'd58c290a', 'README.md', RENDERED),
  pages: { '/': realPage('elementaryjs-readme/index.html') },
  expected: {
    name: 'ElementaryJS',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // No features list: "Unsupported Features" names what it lacks ("Array spread syntax", "Destructuring
    // assignment"); the development list names source files.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: ejsTopics },
    keywords: { must: [], may: ejsTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- Spreadsheet Decoder (tuning)

const ssdTopics = [
  'Spreadsheet Decoder',
  'spreadsheet_decoder',
  'spreadsheets',
  'spreadsheet',
  'ODS',
  'XLSX',
  'ODS and XLSX files',
  'decoding',
  'Dart',
  'Excel',
  'LibreOffice',
  'server-side',
  'client-side',
  'library',
];

const spreadsheetDecoder: CorpusSite = {
  id: 'spreadsheetdecoder-readme',
  about:
    'real (Spreadsheet Decoder\'s README): a Dart library for ODS and XLSX files, usage code, and "## Features not yet supported" over five items',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('sestegra/spreadsheet_decoder', 'f35df311', 'README.md', RENDERED),
  pages: { '/': realPage('spreadsheetdecoder-readme/index.html') },
  expected: {
    name: ['Spreadsheet Decoder', 'spreadsheet_decoder'],
    // "The MIT License": a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // No features list: the one under "Features not yet supported" is what it lacks.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: ssdTopics },
    keywords: { must: [], may: ssdTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- Procreate Recovery & Timestamp Rebuilder (held out)

/** "## What the script does": its five items. */
const PROCREATE_FEATURES = [
  'Recovers files with missing names',
  'Generates a clear chronological naming structure',
  'Preserves creation/modification dates',
  'Rebuilds valid .procreate files',
  'Handles malformed archives safely',
];
/** The overview's list of what the script does (the same capabilities, said as its steps). */
const PROCREATE_MAY = [
  'Traverses the extracted Procreate “Application Support” folder',
  'Locates every hidden Procreate document (Document.archive)',
  'Reads each document’s internal metadata',
  'Reconstructs a proper human-readable file name based on creation date',
  'Rebuilds a valid .procreate file',
  'Applies the original creation/modification timestamps',
  'Outputs thousands of recoverable files—properly named and sorted',
];
const procreateTopics = [
  'Procreate',
  'Procreate documents',
  'Procreate Recovery',
  'Timestamp Rebuilder',
  'recovery',
  'timestamps',
  'iPad',
  'iPad backup',
  'backup',
  'iMazing',
  'Python',
  'Python script',
  'macOS',
  'SetFile',
  'plistlib',
  'Document.archive',
  'Application Support',
  '.procreate',
  'file names',
  'creation date',
];

const procreateExporter: CorpusSite = {
  id: 'procreateexporter-readme',
  about:
    'real (Procreate Recovery & Timestamp Rebuilder\'s README): a Python script, an overview list, steps, requirements, "What the script does" and "What it does NOT do"',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('alcor6502/Procreate-Exporter', '52ef8410', 'README.md', RENDERED),
  pages: { '/': realPage('procreateexporter-readme/index.html') },
  expected: {
    name: ['Procreate Recovery & Timestamp Rebuilder', 'Procreate Recovery'],
    // "Open source — free to use and modify."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // A licence badge and a screenshot of iMazing: no logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Design', 'Developer Tools'] },
    features: { must: PROCREATE_FEATURES, may: PROCREATE_MAY },
    usps: { must: [], may: [...PROCREATE_FEATURES, ...PROCREATE_MAY] },
    tags: { must: [], may: procreateTopics },
    keywords: { must: [], may: procreateTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- vrEmu6522 (held out)

const VREMU_FEATURES = ['Timer 1 (one-shot and free-running modes)', 'Timer 2 (one-shot mode)'];
const vremuTopics = [
  'vrEmu6522',
  '6522',
  '65C22',
  '6522/65C22',
  'emulator',
  'C99',
  'standard C99',
  'HBC-56',
  'HBC-56 Emulator',
  '6502',
  'CMake',
  'timers',
  'Timer 1',
  'Timer 2',
  'no external dependencies',
];

const vrEmu6522: CorpusSite = {
  id: 'vremu6522-readme',
  about:
    'real (vrEmu6522\'s README): a 6522/65C22 emulator library, "Supported features" and "Unsupported features" ("Everything else") under its development status, build steps',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('visrealm/vrEmu6522', 'b40d928f', 'README.md', RENDERED),
  pages: { '/': realPage('vremu6522-readme/index.html') },
  expected: {
    name: 'vrEmu6522',
    // "licensed under the MIT license": a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "in the very early stages of development": no stage word of the drafter's (alpha, beta, …).
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: VREMU_FEATURES, may: [] },
    usps: { must: [], may: VREMU_FEATURES },
    tags: { must: [], may: vremuTopics },
    keywords: { must: [], may: vremuTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

export const REAL_TUNING_SITES_SEVENTIETH: readonly CorpusSite[] = [elementaryJs, spreadsheetDecoder];

export const REAL_HELD_OUT_SITES_SEVENTIETH: readonly CorpusSite[] = [procreateExporter, vrEmu6522];
