/**
 * Issue 34, forty-fourth round: problem statements under why headings. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and linkify
 * on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - eslint-kit-readme: eslint-kit/eslint-kit at ec9eec43 (README.md): "Why?", a list of what is wrong with other
 *   ESLint configs, in the third person ("Most configs contain …", "Sometimes, configs use …"), then "ESLint Kit is
 *   solving all these problems …".
 * - caromgenie-readme: jollem/caromgenie at b0821519 (README.md): "Why?", a problem with other point calculators
 *   ("Most point calculators are native apps …") and the author's motives ("To prove that it can be done …").
 * - shellspace-readme: AvyChanna/shellspace at 5c1565a4 (README.md): "Why?", the author's pains in the first person
 *   ("Most of the time, I have to …") and a motive ("Just wanted to learn shell scripting.").
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - senvf-readme: connorjburton/senvf at 1171ee97 (README.md): "Why?" (problems), "How does this help?", FAQs.
 * - cpanel-pusher-readme: irfnrdh/cpanel-pusher at b2361260 (README.md): "Why?", another tool's way, a wish, a claim.
 * - minimalaf-readme: Tejas-H5/CSharp-Minimal-Application-Framework at fac67680 (README.md, before its rewrite):
 *   "Why?", the author's problems in the first person.
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

/** ESLint Kit's presets (h3 headings) and what each does (their lists). */
const ESLINT_KIT_PRESETS = [
  'Common',
  'Frameworks',
  'Libraries',
  'Imports',
  'Vue',
  'Astro',
  'TypeScript',
  'Prettier',
  'Node',
  'React',
  'Solid.js',
  'Effector',
  'Svelte',
  'Next.js',
  'Alias',
];
/** The kept page's presets' lists (the facts were first written from an older README; corrected to the kept page before any rule). */
const ESLINT_KIT_PRESET_ITEMS = [
  "Enables unicorn, 'sonarjs', and @stylistic/eslint-plugin plugins",
  'Enables @babel/eslint-parser',
  'Adds commonly used JavaScript rules',
  'No need to include it in presets manually',
  'Enables import-x and simple-import-sort plugins',
  'Enables alias support for jsconfig and tsconfig',
  'Configures file extensions depending on used presets',
  'Changes parser to @typescript-eslint/parser',
  'Allows the usage of .ts, .mts and .tsx extensions',
  'Adds some TypeScript-specific rules (for TS files)',
  'Replaces some default ESLint rules with their TypeScript analogues (for TS files)',
  'Enables the rule prettier/prettier from Prettier ESLint plugin',
  'Enables node environment',
  'Adds some React and React Hooks rules',
  'Enables browser environment and jsx ecma feature',
  'Adds vue plugin',
  'Changes parser to vue-eslint-parser',
  'Detects installed vue version and enables /recommended rules for it',
  'Enables @typescript-eslint/parser for <script> blocks when typescript preset is used',
  'Allows export default',
  'Adds astro plugin',
  'Uses parser to astro-eslint-parser for .astro files',
  'Enables /recommended rules and environment for Astro',
  'Enables @typescript-eslint/parser for <script> tags when typescript preset is used',
  'Adds solid plugin and enables /recommended rules',
  'Enables /typescript rules when typescript preset is active',
  'Adds svelte3 plugin and configures it',
  'Enables some TypeScript settings when typescript preset is active',
  'Enables @next/eslint-plugin-next plugin rules',
  'Enables new JSX transform support',
  'Allows the usage of export default',
  'Adds effector plugin and enables /recommended, /scope, and /react rules',
];
const ESLINT_KIT_TOPICS = [
  'ESLint',
  'ESLint config',
  'ESLint configs',
  'configs',
  'presets',
  'TypeScript',
  'Prettier',
  'React',
  'Node',
  'Svelte',
  'Next.js',
  'Solid.js',
  'Effector',
  'linting',
  'best-practice rules',
];

const eslintKit: CorpusSite = {
  id: 'eslint-kit-readme',
  about:
    'real (eslint-kit/eslint-kit README): a centred logo and badges, "Why?" as a list of what is wrong with other ESLint configs (third person), the product\'s answer in a paragraph, presets with their lists',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('eslint-kit/eslint-kit', 'ec9eec43', 'README.md', RENDERED),
  pages: { '/': realPage('eslint-kit-readme/index.html') },
  expected: {
    name: 'ESLint Kit',
    ...NO_CONTACT,
    // The opening image, alt "ESLint Kit".
    logo_url: '{base}/logo.svg',
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [...ESLINT_KIT_PRESETS, ...ESLINT_KIT_PRESET_ITEMS] },
    // The "Why?" items are the problems of other configs (and of the reader's setup), not claims about ESLint Kit;
    // its answer follows in a paragraph.
    usps: {
      must: [],
      may: [
        'ESLint Kit is solving all these problems by providing a many small presets, each performing a specific task.',
        ...ESLINT_KIT_PRESETS,
        ...ESLINT_KIT_PRESET_ITEMS,
      ],
    },
    tags: { must: [], may: ESLINT_KIT_TOPICS },
    keywords: { must: [], may: ESLINT_KIT_TOPICS },
    founders: [],
    // The badges link to CI, the licence and npm: no profile.
    socials: {},
    faqs: [],
  },
  // Plugins by others it points to.
  forbidden: [
    'github.com/trivago/prettier-plugin-sort-imports',
    'github.com/sveltejs/eslint-plugin-svelte3',
    'opensource.org',
  ],
};

const CAROMGENIE_REQUESTED = [
  'Support for three players "party mode" (Optional)',
  'Remote monitoring UI for observing games',
  'Possibility to pause the game',
  'Shotclock extension',
  'Statistics for game over screen',
  'Remember configuration stuff across sessions',
];
const CAROMGENIE_TOPICS = [
  'carom billiards',
  'three-cushion carom billiards',
  'three-cushion',
  'billiards',
  'score keeping',
  'scorekeeping',
  'point calculator',
  'web service',
  'Next.js',
];

const caromgenie: CorpusSite = {
  id: 'caromgenie-readme',
  about:
    'real (jollem/caromgenie README): a web service for carom billiards score keeping; "Why?" as a problem with other point calculators and the author\'s motives, then requested features ticked ✅',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('jollem/caromgenie', 'b0821519', 'README.md', RENDERED),
  pages: { '/': realPage('caromgenie-readme/index.html') },
  expected: {
    name: 'CaromGenie',
    ...NO_CONTACT,
    // The opening image is captioned "image": not stated as a logo.
    logo_url: null,
    categories: { must: [], may: ['Sports', 'Games', 'Entertainment'] },
    features: { must: [], may: [...CAROMGENIE_REQUESTED, ...CAROMGENIE_REQUESTED.map((item) => `${item} ✅`)] },
    // "Why?": other point calculators' problem ("Most point calculators are native apps …") and the author's motives
    // ("To prove that it can be done", "To have a meaningful hobby project …"): not what sets CaromGenie apart.
    usps: {
      must: [],
      // The ticked requested features are its own (the corpus accepts a why section's feature items as usps: rsenv, Vite).
      may: [
        'It aims to be simple, platform independent and free.',
        ...CAROMGENIE_REQUESTED,
        ...CAROMGENIE_REQUESTED.map((item) => `${item} ✅`),
      ],
    },
    tags: { must: [], may: CAROMGENIE_TOPICS },
    keywords: { must: [], may: CAROMGENIE_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['nodejs.org', 'nextjs.org', 'github.com/vercel/next.js'],
};

const SHELLSPACE_TOPICS = [
  'shell',
  'workspaces',
  'workspace',
  'bash',
  'zsh',
  'shell scripting',
  'rc file',
  '.bashrc',
  '.zshrc',
  'PATH',
];

const shellspace: CorpusSite = {
  id: 'shellspace-readme',
  about:
    'real (AvyChanna/shellspace README): a utility to manage shell workspaces; "Why?" as the author\'s pains in the first person and a motive, usage as a code block',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('AvyChanna/shellspace', '5c1565a4', 'README.md', RENDERED),
  pages: { '/': realPage('shellspace-readme/index.html') },
  expected: {
    name: 'Shellspace',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    // "Why?": what annoys the author ("I always have to cd project-folder …") and why it was written ("Just wanted to
    // learn shell scripting."): no claim about Shellspace.
    usps: { must: [], may: [] },
    tags: { must: [], may: SHELLSPACE_TOPICS },
    keywords: { must: [], may: SHELLSPACE_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ——— Held out ———

const SENVF_HELPS = [
  'Ensures process.env is always empty, a supply chain attack that POSTs your process.env content to a remote server no longer poses a risk',
  'Provides has/get helper functions',
];
const SENVF_TOPICS = [
  'process.env',
  'environment variables',
  'supply chain attacks',
  'supply chain attack',
  'security',
  'dotenv',
  'JavaScript',
  'Node.js',
];

const senvf: CorpusSite = {
  id: 'senvf-readme',
  about:
    'real (connorjburton/senvf README): "Why?" as problems in the third person, "How does this help?" with what it does, usage and bold-question FAQs',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section', 'faqs'],
  source: realSource('connorjburton/senvf', '1171ee97', 'README.md', RENDERED),
  pages: { '/': realPage('senvf-readme/index.html') },
  expected: {
    name: 'senvf',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools', 'Security'] },
    features: { must: [], may: SENVF_HELPS },
    // "Why?" states the problems (supply chain attacks, unchecked values); "How does this help?" is what senvf does.
    usps: { must: [], may: SENVF_HELPS },
    tags: { must: [], may: SENVF_TOPICS },
    keywords: { must: [], may: SENVF_TOPICS },
    founders: [],
    // The documentation site is no profile.
    socials: {},
    faqs: [
      'Can I set properties on senvf?',
      'Code I use relies on process.env having x property, how can I use senvf?',
      'We use packages that sets values on process.env dynamically, how can I use senvf?',
      'Why is everything unknown?',
    ],
  },
};

const cpanelPusher: CorpusSite = {
  id: 'cpanel-pusher-readme',
  about:
    'real (irfnrdh/cpanel-pusher README): a one-line description, "Why?" as other GitHub Actions\' way, the team\'s wish and one claim, "How?" steps',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('irfnrdh/cpanel-pusher', 'b2361260', 'README.md', RENDERED),
  pages: { '/': realPage('cpanel-pusher-readme/index.html') },
  expected: {
    name: 'CPanel Pusher',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools', 'DevOps'] },
    features: { must: [], may: ['We can change everyhing in that script in local'] },
    // Other GitHub Actions' way is theirs, "We Need Not Full Auto but with control" a wish; the last item is a claim.
    usps: { must: [], may: ['We can change everyhing in that script in local'] },
    tags: {
      must: [],
      may: ['cPanel', 'CPanel', 'SSH', 'deploy', 'deployment', 'Git', 'GitHub Actions', 'auto deploy'],
    },
    keywords: {
      must: [],
      may: ['cPanel', 'CPanel', 'SSH', 'deploy', 'deployment', 'Git', 'GitHub Actions', 'auto deploy'],
    },
    founders: [],
    socials: {},
    faqs: [],
  },
  // Another product's page (the SSH deploy action) and the token settings page.
  forbidden: ['github.com/marketplace/actions/ssh-deploy', 'github.com/settings/tokens'],
};

const MINIMALAF_TOPICS = [
  'C#',
  '.NET',
  '.Net core',
  'application framework',
  'framework',
  'Processing',
  'sketches',
  'testing harness',
  'visual tests',
  'UI',
  'elements',
];

const minimalaf: CorpusSite = {
  id: 'minimalaf-readme',
  about:
    'real (Tejas-H5/CSharp-Minimal-Application-Framework README at an earlier commit): "Why?" as the author\'s problems in the first person, "Where does this project come in?", a testing section and a wish list',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('Tejas-H5/CSharp-Minimal-Application-Framework', 'fac67680', 'README.md', RENDERED),
  pages: { '/': realPage('minimalaf-readme/index.html') },
  expected: {
    name: 'Minimal Application Framework',
    ...NO_CONTACT,
    logo_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: ['Testing'] },
    // "Why?" lists the author's problems with Processing ("I often had trouble …", "I also want a way …").
    usps: { must: [], may: [] },
    tags: { must: [], may: MINIMALAF_TOPICS },
    keywords: { must: [], may: MINIMALAF_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The framework it borrowed its testing idea from.
  forbidden: ['osu! framework'],
};

export const REAL_TUNING_SITES_FORTY_FOURTH: readonly CorpusSite[] = [eslintKit, caromgenie, shellspace];
export const REAL_HELD_OUT_SITES_FORTY_FOURTH: readonly CorpusSite[] = [senvf, cpanelPusher, minimalaf];
