/**
 * Issue 34, hundred-and-twenty-sixth round: faqs recall, an FAQ's one-word question missed. A question heading of one
 * word ("### Why?", "#### "Dockge"?") under a "FAQ" heading was not read: the reader took only lines with a space,
 * and the verdict turned down any question of one word. Tuned on a page already in the corpus (Dockge's README,
 * "#### "Dockge"?" under "## FAQ") and two new ones alike (txt2regex's and TypeRunner's READMEs, "### Why?" under
 * "## FAQ"); held out, one for one, real READMEs of other products (chosen, and their facts written from the page,
 * before the drafter first ran on them).
 */
import { realPage, realSource, type CorpusSite } from './corpus-site.ts';

// ---------------------------------------------------------------- txt2regex (tuning)

const TXT2REGEX_TOPICS = [
  'regex',
  'regular expressions',
  'regular expression wizard',
  'command line',
  'bash',
  'shell script',
  'grep',
  'sed',
];

const txt2regex: CorpusSite = {
  id: 'txt2regex-readme',
  about:
    'txt2regex\'s README: "## txt2regex — Regular expression wizard for the command line", a demo GIF, a list of author, licence, first release, requirements and website, four paragraphs, options, running, the supported flavors, a regex tester, testing, translators and an FAQ whose first question is "### Why?" over a list',
  classes: ['real', 'tuning', 'single-page', 'faqs', 'readme'],
  source: realSource('aureliojargas/txt2regex', '0f4199127225f021ef3825f3c43ab450748f32dc'),
  pages: { '/': realPage('txt2regex-readme/index.html') },
  expected: {
    name: 'txt2regex',
    // GPLv2, no price.
    pricing_model: null,
    // "First release: 2001-02-23" is a release, no founding.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The only image is the demo GIF.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: {
      must: [],
      may: [
        'Txt2regex is a regular expression wizard for the command line.',
        'Txt2regex is a one-file shell script made 100% with Bash builtin commands.',
      ],
    },
    tags: { must: [], may: TXT2REGEX_TOPICS },
    keywords: { must: [], may: TXT2REGEX_TOPICS },
    // "Author: Aurelio Jargas": an author, no founder (the corpus's convention).
    founders: [],
    socials: {},
    faqs: [
      'Why?',
      'What is that <TAB> that appears in the regex?',
      'Why my terminal size (lines/columns) is not detected?',
    ],
  },
  forbidden: ['founded_year=2001'],
};

// ---------------------------------------------------------------- TypeRunner (tuning)

const TYPERUNNER_GOALS = [
  'Parser',
  'Type checking (as CLI and as library)',
  'Language Server',
  'Interactive type debugging',
  'Type information in other languages',
  '(optional) transpiling to JavaScript',
  '(optional) RTTI in JavaScript',
  '(optional) type profiler',
];

const TYPERUNNER_TOPICS = ['typescript', 'compiler', 'type checking', 'bytecode', 'virtual machine', 'c++'];

const typerunner: CorpusSite = {
  id: 'typerunner-readme',
  about:
    'TypeRunner\'s README: "# TypeRunner", a centred logo and "High-performance TypeScript compiler.", goals and non-goals, status, performance figures, an FAQ of nine h3 questions under "## FAQ" (the first "### Why?"), development',
  classes: ['real', 'tuning', 'single-page', 'faqs', 'readme'],
  source: realSource('marcj/TypeRunner', 'e4ae25e8f2702b6be51a91dbb6947ee8f1d9e1bf'),
  pages: { '/': realPage('typerunner-readme/index.html') },
  expected: {
    name: 'TypeRunner',
    // Funding through the community is hoped for; no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred logo under the h1.
    logo_url: '{base}/docs/logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: TYPERUNNER_GOALS },
    usps: { must: [], may: [...TYPERUNNER_GOALS, 'High-performance TypeScript compiler.'] },
    tags: { must: [], may: TYPERUNNER_TOPICS },
    keywords: { must: [], may: TYPERUNNER_TOPICS },
    founders: [],
    // "Follow me on Twitter … twitter.com/MarcJSchmidt": the author's own account, no company profile.
    socials: {},
    faqs: [
      'Why?',
      "Why doesn't Microsoft implement it like this?",
      'Why not a drop-in replacement for tsc?',
      'What is currently supported?',
      'When will it be released?',
      'Why C++ and not Rust?',
      'Why not port TypeScript?',
      'What can I do to support this project?',
      'How does it work/Why is it so fast?',
    ],
  },
  forbidden: ['logo_url={base}/docs/typerunner-debugger.png'],
};

export const REAL_TUNING_SITES_HUNDRED_AND_TWENTY_SIXTH: readonly CorpusSite[] = [txt2regex, typerunner];

// ---------------------------------------------------------------- reduce-reducers (held out)

const REDUCE_REDUCERS_TOPICS = ['redux', 'reducers', 'reducer', 'javascript', 'npm'];

const reduceReducers: CorpusSite = {
  id: 'reduce-reducers-readme',
  about:
    'reduce-reducers\'s README: "# reduce-reducers", badges, a one-line quote, install, usage, and an FAQ of two h4 questions under "## FAQ" (the first "#### Why?")',
  classes: ['real', 'held-out', 'single-page', 'faqs', 'readme'],
  source: realSource('redux-utilities/reduce-reducers', 'a65511454e5987a34cf66d7ab9853bfee4da0a9f'),
  pages: { '/': realPage('reduce-reducers-readme/index.html') },
  expected: {
    name: 'reduce-reducers',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Badges only.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: { must: [], may: ['Reduce multiple reducers into a single reducer from left to right'] },
    tags: { must: [], may: REDUCE_REDUCERS_TOPICS },
    keywords: { must: [], may: REDUCE_REDUCERS_TOPICS },
    founders: [],
    socials: {},
    faqs: ['Why?', 'What is the difference between reduceReducers and combineReducers?'],
  },
  forbidden: [
    'logo_url=https://travis-ci.org/redux-utilities/reduce-reducers.svg?branch=master',
    'logo_url=https://img.shields.io/npm/v/reduce-reducers.svg',
    'logo_url=https://img.shields.io/npm/dm/reduce-reducers.svg',
  ],
};

// ---------------------------------------------------------------- canvas-aws-prebuilt (held out)

const CANVAS_AWS_TOPICS = ['canvas', 'node-canvas', 'aws', 'aws lambda', 'serverless', 'npm'];

const canvasAwsPrebuilt: CorpusSite = {
  id: 'canvas-aws-prebuilt-readme',
  about:
    'canvas-aws-prebuilt\'s README: "# canvas-aws-prebuilt", a line on node-canvas adapted for AWS and Serverless, an important note, installation, usage, API, and an FAQ of three h3 questions under "## FAQ" (the first "### Why?")',
  classes: ['real', 'held-out', 'single-page', 'faqs', 'readme'],
  source: realSource('dankochetov/canvas-aws-prebuilt', '84f124094f79f9a758187d75f4318a2197768bb2'),
  pages: { '/': realPage('canvas-aws-prebuilt-readme/index.html') },
  expected: {
    name: 'canvas-aws-prebuilt',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: {
      must: [],
      may: [
        '##Adapted version of node-canvas to use with AWS and Serverless.',
        'Adapted version of node-canvas to use with AWS and Serverless.',
        'This is a drop-in replacement of node-canvas package.',
      ],
    },
    tags: { must: [], may: CANVAS_AWS_TOPICS },
    keywords: { must: [], may: CANVAS_AWS_TOPICS },
    founders: [],
    socials: {},
    faqs: ['Why?', 'Can it be used with serverless-webpack?', 'How did you make it?'],
  },
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWENTY_SIXTH: readonly CorpusSite[] = [reduceReducers, canvasAwsPrebuilt];
