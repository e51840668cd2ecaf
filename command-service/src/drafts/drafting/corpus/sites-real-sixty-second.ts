/**
 * Issue 34, sixty-second round: founders in a maker's own words. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * The class: a README or a project's docs home saying whose side or hobby project the product is ("This is a side
 * project by Pierandrea Guarnieri", "`spacetime` is a hobby project by Philip Linden (me)"): the person whose
 * project it is made it, and is its founder by the corpus's convention (the fifty-seventh round's "X is made by
 * <person>"). Others the same paragraph credits for a part ("supported the AWS implementation", "developed and
 * designed the website", "was later joined by") founded nothing.
 *
 * Each page is kept in its repository at the commit, rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * Tuned on (2 real pages):
 * - getpalette-readme: pguarnieri/get-palette-app at 44a8a533 (README.md): "This is a side project by [Pierandrea
 *   Guarnieri](linkedin) aimed at creating a demo end-to-end data science solution …", then "[Giuseppe Crinò](…)
 *   supported the AWS implementation …" and "[Marco Ontino](…) developed and designed the website …".
 * - spacetime-docs: philiplinden/spacetime at 7b40bce0 (docs/src/index.md, the project's docs home): "`spacetime`
 *   is a hobby project by\n[Philip Linden (me)](https://github.com/philiplinden) that explores …".
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, facts written before any ran):
 * - apple-orchard-readme: pivotalexperimental/apple_orchard at 36845b36 (README.md): "# To whom do we complain?" /
 *   "**apple_orchard** started as a side project of [Matthew\nKocher](…) and [Brian\nCunnie](…) of Pivotal Labs
 *   in Summer 2011."
 * - codex32-readme: BlockstreamResearch/codex32 at d2b37cbf (README.md): "The project began in early 2020 …",
 *   "Initially it was a hobby project by the first author, Leon Olsson Curr, who was later joined by Pearlwort
 *   Snead."
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const none = { must: [] };

const GETPALETTE_TOPICS = [
  'Get Palette App',
  'colour palette',
  'color palette',
  'palette',
  'image',
  'images',
  'K-Means',
  'K-Means clustering',
  'clustering',
  'RGB',
  'AWS',
  'AWS Lambda',
  'Lambda',
  'Lambda Function',
  'REST API',
  'serverless',
  'Python',
  'Python package',
  'data science',
  'CI/CD',
  'GitHub CI/CD',
];

const getPalette: CorpusSite = {
  id: 'getpalette-readme',
  about:
    'real (the Get Palette App\'s README): "This is a side project by Pierandrea Guarnieri …", then two people credited for the AWS implementation and the website',
  classes: ['real', 'tuning', 'single-page', 'readme', 'founders'],
  source: realSource('pguarnieri/get-palette-app', '44a8a533', 'README.md', RENDERED),
  pages: { '/': realPage('getpalette-readme/index.html') },
  expected: {
    name: ['Get Palette App', 'The Get Palette App'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "This project is not actively maintained": no stage of the product's life the corpus names.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Design', 'Photography', 'Developer Tools', 'Data', 'AI'] },
    // Paragraphs and the package's file names, no feature list.
    features: none,
    usps: none,
    tags: { must: [], may: GETPALETTE_TOPICS },
    keywords: { must: [], may: GETPALETTE_TOPICS },
    // "This is a side project by [Pierandrea Guarnieri](https://www.linkedin.com/in/pierandrea-guarnieri/) …"
    founders: [{ name: 'Pierandrea Guarnieri' }],
    // The people's LinkedIn profiles are theirs; "[getpalette.app](getpalette.app)" is a relative link.
    socials: {},
    faqs: [],
  },
  forbidden: [
    // "Giuseppe Crinò supported the AWS implementation …", "Marco Ontino developed and designed the website …":
    // contributors and the website's maker, no founders.
    'founders=Giuseppe Crinò',
    'founders=Marco Ontino',
  ],
};

const SPACETIME_TOPICS = [
  'spacetime',
  'time',
  'time simulator',
  'simulation',
  'simulations',
  'time synchronization',
  'timekeeping',
  'lunar',
  'cislunar',
  'Moon',
  'PNT',
  'Positioning, Navigation, and Timing',
  'GNSS',
  'network topology',
  'network topologies',
  'satellites',
  'peer-to-peer',
  'LunaNet',
  'Moonlight',
  'reference frame',
  'Lunar Reference Frame',
  'space',
];

const spacetime: CorpusSite = {
  id: 'spacetime-docs',
  about:
    'real (spacetime\'s docs home): "`spacetime` is a hobby project by Philip Linden (me) that explores …", then its goal and motivation in prose',
  classes: ['real', 'tuning', 'single-page', 'docs', 'founders'],
  source: realSource('philiplinden/spacetime', '7b40bce0', 'docs/src/index.md', RENDERED),
  pages: { '/': realPage('spacetime-docs/index.html') },
  expected: {
    name: 'spacetime',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Research', 'Science', 'Education', 'Developer Tools'] },
    // "## Goal" and "## Motivation" are prose; the h3s are the argument's steps, no features.
    features: none,
    usps: none,
    tags: { must: [], may: SPACETIME_TOPICS },
    keywords: { must: [], may: SPACETIME_TOPICS },
    // "`spacetime` is a hobby project by [Philip Linden (me)](https://github.com/philiplinden)"
    founders: [{ name: 'Philip Linden' }],
    // The author's GitHub profile is his, no account of the project's.
    socials: {},
    faqs: [],
  },
};

const APPLE_ORCHARD_TOPICS = [
  'Apple Orchard',
  'apple_orchard',
  'OS X',
  'OSX',
  'disk image',
  'disk images',
  'Chef',
  'Chef recipes',
  'Pivotal Workstation',
  'DeployStudio',
  'developer workstations',
  'workstation',
  'imaging',
  'Jenkins',
  'bash',
  'ruby',
  'scripts',
  'NetBoot',
];

const appleOrchard: CorpusSite = {
  id: 'apple-orchard-readme',
  about:
    'real (Apple Orchard\'s README): set-up steps, then "# To whom do we complain?" / "apple_orchard started as a side project of Matthew Kocher and Brian Cunnie of Pivotal Labs in Summer 2011."',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders'],
  source: realSource('pivotalexperimental/apple_orchard', '36845b36', 'README.md', RENDERED),
  pages: { '/': realPage('apple-orchard-readme/index.html') },
  expected: {
    name: ['Apple Orchard', 'apple_orchard'],
    pricing_model: null,
    // "started as a side project … in Summer 2011"
    founded_year: '2011',
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'DevOps', 'IT', 'Infrastructure'] },
    // Numbered set-up steps, no feature list.
    features: none,
    usps: none,
    tags: { must: [], may: APPLE_ORCHARD_TOPICS },
    keywords: { must: [], may: APPLE_ORCHARD_TOPICS },
    // "**apple_orchard** started as a side project of [Matthew Kocher](…) and [Brian Cunnie](…) of Pivotal Labs"
    founders: [{ name: 'Matthew Kocher' }, { name: 'Brian Cunnie' }],
    // Their GitHub profiles are theirs; Pivotal Workstation's repository is another project's.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Pivotal Labs'],
};

const CODEX32_TOPICS = [
  'codex32',
  'checksum',
  'checksumming',
  'checksums',
  'Shamir Secret Sharing',
  "Shamir's Secret Sharing Scheme",
  'SSSS',
  'volvelles',
  'volvelle',
  'paper computers',
  'Bitcoin',
  'Bitcoin secret keys',
  'secret keys',
  'bech32',
  'Bech32',
  'Postscript',
  'PostScript',
  'error-correcting code',
  'lookup tables',
  'worksheets',
];

const codex32: CorpusSite = {
  id: 'codex32-readme',
  about:
    'real (codex32\'s README): "The project began in early 2020 …", "Initially it was a hobby project by the first author, Leon Olsson Curr, who was later joined by Pearlwort Snead."',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders'],
  source: realSource('BlockstreamResearch/codex32', 'd2b37cbf', 'README.md', RENDERED),
  pages: { '/': realPage('codex32-readme/index.html') },
  expected: {
    name: 'codex32',
    pricing_model: null,
    // "The project began in early 2020"
    founded_year: '2020',
    // "We welcome feedback from everybody, either through issues … or email to `pearlwort@wpsoftware.net`."
    contact_email: 'pearlwort@wpsoftware.net',
    city: null,
    country: null,
    // "It is currently under construction and far from production-ready, but is usable by motivated experimentors."
    stage: 'alpha',
    // "Image of two Volvelles used for secret recovery": a photograph of the tools, no logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Security', 'Crypto', 'Finance', 'Privacy'] },
    // Prose; the one list says where the illustrations and the companion are.
    features: none,
    usps: none,
    tags: { must: [], may: CODEX32_TOPICS },
    keywords: { must: [], may: CODEX32_TOPICS },
    // "Initially it was a hobby project by the first author, Leon Olsson Curr, who was later joined by Pearlwort
    // Snead.": the one whose hobby project it began as; who joined later founded nothing.
    founders: [{ name: 'Leon Olsson Curr' }],
    // Links to Pearlwort's branch and another repository, and bech32's BIP: none the project's own account.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Pearlwort Snead'],
};

export const REAL_TUNING_SITES_SIXTY_SECOND: readonly CorpusSite[] = [getPalette, spacetime];

export const REAL_HELD_OUT_SITES_SIXTY_SECOND: readonly CorpusSite[] = [appleOrchard, codex32];
