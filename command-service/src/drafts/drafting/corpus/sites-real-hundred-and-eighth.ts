/**
 * Issue 34, hundred-and-eighth round: socials recall — the product's own code repository (its GitHub link) missed when
 * the page links it in a way no earlier rule reads (a prose link, "the repo", "git source", a bare "GitHub", the
 * product's name in a copyright line). Filled by the round: the pages tuned on, and one for one the real pages held
 * out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuning (pages already in the corpus, their facts unchanged but Mealie's, see docs/drafting.md): nimbus-intro
 * (thirty-first round), newsboat-home (fifty-third), pixelconnection-readme (fifty-sixth), bacula-web-readme
 * (seventy-fourth), decibri-readme (eighty-sixth), wger-readme (eleventh).
 *
 * Held out:
 * - aos-home: michalsnik/aos at ebb14653 (gh-pages index.html), verbatim: an animate-on-scroll library's one-page home:
 *   a hero ("AOS", "Animate On Scroll Library") with an Octocat picture linking its repository, sections of live
 *   examples (Fade, Flip, Zoom, settings, anchor placement), a "Get it" group ("Download", "View on github"), install
 *   and CDN lines, "Initialize AOS".
 * - typedjs-demo: mattboldt/typed.js at 3daa3a47 (index.html), verbatim: a typing-animation library's demo page: its
 *   name, a row of links ("GitHub", "Documentation", "View original demo", "View mattboldt.com"), then demos, each with
 *   its code (Basic Demo, Fade Out, Smart Backspace, In an input, Shuffled, Bulk Typing).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

// ---------------------------------------------------------------- AOS (held out)

const AOS_CLAIMS = [
  'Animate On Scroll Library',
  'AOS - Animate On Scroll library using CSS3',
  'AOS - Animate on scroll library',
  'Fade',
  'Flip',
  'Zoom',
  'Different settings examples',
  'Anchor placement',
  'Get it',
  'Install using Yarn, Npm, Bower',
  'CDN sources',
  'Initialize AOS',
];
const AOS_TOPICS = [
  'AOS',
  'animate on scroll',
  'Animate On Scroll Library',
  'css3 scroll animations',
  'simple scroll animations',
  'scroll animations',
  'scroll',
  'animations',
  'animation',
  'CSS3',
  'Fade',
  'Flip',
  'Zoom',
  'Anchor placement',
];

const aos: CorpusSite = {
  id: 'aos-home',
  about:
    'real (AOS\'s home, verbatim): an animate-on-scroll library: a hero with an Octocat picture linking its repository, live examples (Fade, Flip, Zoom, settings, anchor placement), a "Get it" group with "Download" and "View on github", install and CDN lines',
  classes: ['real', 'single-page', 'held-out', 'socials'],
  source: realSource('michalsnik/aos', 'ebb14653', 'index.html', VERBATIM),
  pages: { '/': realPage('aos-home/index.html') },
  expected: {
    name: 'AOS',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Its hero's "AOS" is text; the only picture is the Octocat linking to GitHub, no mark of its own.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design', 'UI Kits'] },
    features: { must: [], may: AOS_CLAIMS },
    usps: { must: [], may: AOS_CLAIMS },
    tags: { must: [], may: AOS_TOPICS },
    keywords: { must: [], may: AOS_TOPICS },
    founders: [],
    // The hero's Octocat (http) and the "View on github" button (https): its repository. The "Download" button's
    // archive is a file, no account.
    socials: { github: ['https://github.com/michalsnik/aos', 'http://github.com/michalsnik/aos'] },
    faqs: [],
  },
  forbidden: ['github.com/michalsnik/aos/archive'],
};

// ---------------------------------------------------------------- Typed.js (held out)

const TYPED_CLAIMS = [
  'Type your heart out',
  'Typed.js - Type your heart out',
  'Typed.js is a JavaScript library.',
  'It types out sentences.',
  'And then deletes them.',
  'Basic Demo',
  'Fade Out',
  'Smart Backspace',
  'In an input',
  'Shuffled',
  'Bulk Typing',
];
const TYPED_TOPICS = [
  'Typed.js',
  'Typed',
  'JavaScript library',
  'JavaScript',
  'typing',
  'strings',
  'Basic Demo',
  'Fade Out',
  'Smart Backspace',
  'Bulk Typing',
  'HTML',
];

const typedJs: CorpusSite = {
  id: 'typedjs-demo',
  about:
    'real (Typed.js\'s demo page, verbatim): a typing-animation library: its name, a row of links ("GitHub", "Documentation", "View original demo", "View mattboldt.com"), demos each with its code',
  classes: ['real', 'single-page', 'held-out', 'socials'],
  source: realSource('mattboldt/typed.js', '3daa3a47', 'index.html', VERBATIM),
  pages: { '/': realPage('typedjs-demo/index.html') },
  expected: {
    name: 'Typed.js',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design', 'UI Kits'] },
    features: { must: [], may: TYPED_CLAIMS },
    usps: { must: [], may: TYPED_CLAIMS },
    tags: { must: [], may: TYPED_TOPICS },
    keywords: { must: [], may: TYPED_TOPICS },
    // "View mattboldt.com" links its author's site; no founding role is stated.
    founders: [],
    // The links row's "GitHub": its repository.
    socials: { github: 'https://github.com/mattboldt/typed.js' },
    faqs: [],
  },
  forbidden: [],
};

export const REAL_TUNING_SITES_HUNDRED_AND_EIGHTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_EIGHTH: readonly CorpusSite[] = [aos, typedJs];
