/**
 * Issue 34, hundred-and-twenty-fourth round: features precision, third part — a list of ideas still to build read as
 * the product's features: a README's "## Ideas" list ("panel resize", "HTTP3 support"), its makers' plans, drafted as
 * what the product does. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and
 * their facts written from the page, before the drafter first ran on them).
 *
 * Tuning:
 * - dv-mod-toolbar-readme: imagitama/derail-valley-mod-toolbar at 1b2dd2a2 (README.md, rendered): a Derail Valley
 *   framework mod for a toolbar of mods' controls: install, patched mods, using it in your mod (steps and C# code),
 *   development, publishing, "## Ideas" ("use in-game toolbar (like for weather)", "panel resize", "adapt panel to
 *   content size").
 * - tifsep-readme: Myzel394/tifsep at 570dc52c (README.md, rendered): a metasearch engine proxy: two paragraphs on what
 *   it does, "early development", and "## Ideas" ("HTTP3 support", …), the page's only list.
 *
 * Held out:
 * - wann-readme: xyproto/wann at 5d797289 (README.md, rendered): a Go package of Weight Agnostic Neural Networks:
 *   "## Features and limitations", an example program, quick start, "## Ideas" (one item), generating Go code, general
 *   info.
 * - oppai-rs-readme: pointsgame/oppai-rs at eb35c103 (README.md, rendered): an artificial intelligence for the game of
 *   points: "## Features" (ten items), running, testing, "## Ideas" (ten items still to do), license.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const RENDERED = 'README rendered (markdown-it, html and linkify on)';

// ---------------------------------------------------------------- Derail Valley Mod Toolbar (tuning)

const DV_TOOLBAR_CLAIMS = [
  'A framework mod for the game Derail Valley to let mod authors add standard controls to a toolbar that open standard panels.',
  'let mod authors add standard controls to a toolbar that open standard panels',
  'Some popular mods are automatically patched to use this mod',
  'Some popular mods are automatically patched to use this mod:',
  'You can also add a button with an onClick',
  'You can also add a button with an onClick:',
  'If you want a bit more control over your editor you can supply your own panel',
  'If you want a bit more control over your editor you can supply your own panel:',
  'Simple panel',
];
const DV_TOOLBAR_TOPICS = ['Derail Valley', 'mod', 'Unity Mod Manager', 'toolbar', 'C#', 'modding'];

const dvToolbar: CorpusSite = {
  id: 'dv-mod-toolbar-readme',
  about:
    'real (Derail Valley Mod Toolbar\'s README, rendered): a framework mod letting other mods add controls to a toolbar: install, patched mods, using it in your mod, development, publishing, and a closing "## Ideas" list of what it may do later',
  classes: ['real', 'single-page', 'readme', 'features', 'tuning'],
  source: realSource('imagitama/derail-valley-mod-toolbar', '1b2dd2a2', 'README.md', RENDERED),
  pages: { '/': realPage('dv-mod-toolbar-readme/index.html') },
  expected: {
    name: 'Derail Valley Mod Toolbar',
    // A free mod, no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The only picture is a screenshot.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // "## Ideas" ("use in-game toolbar (like for weather)", "panel resize", "adapt panel to content size"): what its
    // maker may add, no feature yet. The steps of "Using it in your mod" are steps, no feature.
    features: { must: [], may: DV_TOOLBAR_CLAIMS },
    usps: { must: [], may: DV_TOOLBAR_CLAIMS },
    tags: { must: [], may: DV_TOOLBAR_TOPICS },
    keywords: { must: [], may: DV_TOOLBAR_TOPICS },
    founders: [],
    // Its links are the game's store page, Unity Mod Manager's template and another mod's repository (DV Utilities):
    // no account of its own.
    socials: {},
    faqs: [],
  },
  forbidden: [],
};

// ---------------------------------------------------------------- tifsep (tuning)

const TIFSEP_CLAIMS = [
  'The incredibly fast search engine proxy',
  'tifsep ia a metasearch engine that provides very fast search results by working on the individual packets of the search results instead of slowly waiting, parsing, validating, sorting, and then finally sending the results to the user.',
  'provides very fast search results by working on the individual packets of the search results',
  'Even without HTTP/3 support currently*, tifsep can yield results within 300ms, which is faster than most search engines.',
  'tifsep can yield results within 300ms, which is faster than most search engines.',
];
const TIFSEP_TOPICS = ['search engine', 'metasearch', 'proxy', 'search'];

const tifsep: CorpusSite = {
  id: 'tifsep-readme',
  about:
    'real (tifsep\'s README, rendered): a metasearch engine proxy that streams results as their packets arrive: two paragraphs, "currently in early development", and "## Ideas", the page\'s only list',
  classes: ['real', 'single-page', 'readme', 'features', 'tuning'],
  source: realSource('Myzel394/tifsep', '570dc52c', 'README.md', RENDERED),
  pages: { '/': realPage('tifsep-readme/index.html') },
  expected: {
    name: 'tifsep',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "tifsep is currently in early development." and asks for early feedback: no word of alpha or beta.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    // "## Ideas" ("HTTP3 support", "First show all results, then sort them on server, …", "Check if results have
    // already been sent and don't send them again"): what it may do later, no feature; "HTTP/3 support is coming
    // soon!" says the same.
    features: { must: [], may: TIFSEP_CLAIMS },
    usps: { must: [], may: TIFSEP_CLAIMS },
    tags: { must: [], may: TIFSEP_TOPICS },
    keywords: { must: [], may: TIFSEP_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [],
};

// ---------------------------------------------------------------- wann (held out)

const WANN_FEATURES = [
  'All activation functions are benchmarked at the start of the program and the results are taken into account when calculating the complexity of a network.',
  'All networks can be translated to a Go statement, using the wonderful jennifer package (work in progress, there are a few kinks that needs to be ironed out).',
  'Networks can be saved as SVG diagrams. This feature needs more testing.',
  'Neural networks can be trained and used. See the cmd folder for examples.',
  'A random weight is chosen when training, instead of looping over the range of the weight. The paper describes both methods.',
  'After the network has been trained, the optimal weight is found by looping over all weights (with a step size of 0.0001).',
  'Increased complexity counts negatively when evolving networks. This optimizes not only for less complex networks, but also for execution speed.',
  'The diagram drawing routine plots the activation functions directly onto the nodes, together with a label. This can be saved as an SVG file.',
];
const WANN_CLAIMS = [
  ...WANN_FEATURES,
  'Networks can be saved as SVG diagrams.',
  'Neural networks can be trained and used.',
  'Weight Agnostic Neural Networks is a new type of neural network, where the weights of all the neurons are shared and the structure of the network is what matters.',
  'This package implements Weight Agnostic Neural Networks for Go',
  'This package implements Weight Agnostic Neural Networks for Go, and is inspired by this paper from June 2019:',
  'Generating Go code from a trained network',
  'There is a complete example for outputting Go code in cmd/gofunction.',
  'There is included functionality for drawing networks and saving them as SVG files.',
];
const WANN_TOPICS = ['Go', 'neural networks', 'machine learning', 'Weight Agnostic Neural Networks', 'SVG', 'AI'];

const wann: CorpusSite = {
  id: 'wann-readme',
  about:
    'real (wann\'s README, rendered): a Go package of Weight Agnostic Neural Networks: "Features and limitations", an example program, quick start, "## Ideas" (one item), generating Go code, general info (version, license, author)',
  classes: ['real', 'single-page', 'readme', 'features', 'held-out'],
  source: realSource('xyproto/wann', '5d797289', 'README.md', RENDERED),
  pages: { '/': realPage('wann-readme/index.html') },
  expected: {
    name: 'wann',
    // A BSD-3 package, no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening picture is its logo ("<img alt=Logo src=img/after.svg …>").
    logo_url: '{base}/img/after.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'AI'] },
    // "## Ideas" ("Adding convolution nodes might give interesting results."): an idea, no feature.
    features: { must: WANN_FEATURES, may: WANN_CLAIMS },
    usps: { must: [], may: WANN_CLAIMS },
    tags: { must: [], may: WANN_TOPICS },
    keywords: { must: [], may: WANN_TOPICS },
    // "Author: Alexander F. Rødseth": the package's author, not called its founder.
    founders: [],
    socials: { github: ['https://github.com/xyproto/wann'] },
    faqs: [],
  },
  forbidden: [],
};

// ---------------------------------------------------------------- Oppai-rs (held out)

const OPPAI_FEATURES = [
  'Two algorithms for searching the optimal move: UCT, Minimax.',
  'Two implementations of Minimax search: PVS (a.k.a. NegaScout), MTD(f).',
  'UCT tree reuse between moves.',
  'Trajectories for moves pruning in the Minimax search tree.',
  'Lock-free multi-threading for both Minimax and UCT.',
  'Transposition table using Zobrist hashing for Minimax.',
  'DFA-based patterns searching.',
  "DSU to optimize capturing (behind a feature flag since it's good only for UCT).",
  'Time-based and complexity-based calculations.',
  'Generic ladders solver.',
];
const OPPAI_CLAIMS = [
  ...OPPAI_FEATURES,
  'Oppai-rs (acronym for "OPen Points Artificial Intelligence") is an artificial intelligence for the game of points.',
  'an artificial intelligence for the game of points',
  'You can play with it using iced module.',
  'Depending on your hardware it might increase the performance by up to 10%.',
];
const OPPAI_TOPICS = ['Rust', 'game of points', 'AI', 'UCT', 'Minimax', 'game AI'];

const oppai: CorpusSite = {
  id: 'oppai-rs-readme',
  about:
    'real (Oppai-rs\'s README, rendered): an artificial intelligence for the game of points in Rust: "## Features" (ten items), running, testing, "## Ideas" (ten items still to do), license',
  classes: ['real', 'single-page', 'readme', 'features', 'held-out'],
  source: realSource('pointsgame/oppai-rs', 'eb35c103', 'README.md', RENDERED),
  pages: { '/': realPage('oppai-rs-readme/index.html') },
  expected: {
    name: 'Oppai-rs',
    // AGPL, no price stated.
    pricing_model: null,
    // "Copyright (C) 2015-2024": a copyright year, no founding.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/resources/Logo.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'AI', 'Games'] },
    // "## Ideas" ("Fill debuts database.", "Smart time control for Minimax.", "Think on enemy's move.", …): what is
    // still to do, no feature.
    features: { must: OPPAI_FEATURES, may: OPPAI_CLAIMS },
    usps: { must: [], may: OPPAI_CLAIMS },
    tags: { must: [], may: OPPAI_TOPICS },
    keywords: { must: [], may: OPPAI_TOPICS },
    // "Copyright (C) 2015-2024 Kurnevsky Evgeny, Vasya Novikov": copyright holders, not called its founders.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [],
};

export const REAL_TUNING_SITES_HUNDRED_AND_TWENTY_FOURTH: readonly CorpusSite[] = [dvToolbar, tifsep];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWENTY_FOURTH: readonly CorpusSite[] = [wann, oppai];
