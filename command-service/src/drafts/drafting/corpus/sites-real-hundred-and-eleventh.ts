/**
 * Issue 34, hundred-and-eleventh round: features recall on marketing pages: a page's first list of labelled
 * points ("**Easy to use**: Just a YAML file, …"), stated before or beside the features the drafter finds, left
 * out of the draft. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and
 * their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';
import { FRONT_MATTER_DROPPED, realPage, realSource } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_ELEVENTH: readonly CorpusSite[] = [];

/** Pottery's home page (GitHub Pages, Jekyll): "## What is Pottery", a sentence, then four labelled points. */
const POTTERY_POINTS: [string, string][] = [
  ['Easy to use', 'Just a YAML file, no XMLs, no DSLs, no complex configuration.'],
  ['Fast', 'Parallel downloads and incremental compilation by default.'],
  ['Lightweight', 'The pottery fat-jar is less than 2MB, the pottery wrapper is 1KB.'],
  ['Ready to use', 'Can compile to a library, a fatJar, a container or a native image by default.'],
];
const POTTERY_FEATURES = POTTERY_POINTS.map(([label, text]) => `${label}: ${text}`);
const POTTERY_LABELS = POTTERY_POINTS.map(([label]) => label);
const POTTERY_TOPICS = ['Java', 'build system', 'build tool', 'YAML', 'incremental compilation', 'native image'];

const pottery: CorpusSite = {
  id: 'pottery-home',
  about:
    'real (Pottery\'s home page, a Jekyll landing page): the logo as the title, "## What is Pottery", one sentence and four labelled points ("**Fast**: Parallel downloads …"), "## Getting Started" and an example build file',
  classes: ['real', 'held-out', 'single-page', 'features'],
  source: realSource('kmruiz/pottery', 'd0486c9a', 'docs/index.markdown', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('pottery-home/index.html') },
  expected: {
    name: 'Pottery',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The title is the logo: <h1><img src="/pottery/assets/img/logomain.svg" alt="Pottery"></h1>.
    logo_url: '{base}/pottery/assets/img/logomain.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'DevOps', 'Productivity'] },
    // "What is Pottery" is answered by its four points: the product's features, each whole as the page states it.
    features: { must: POTTERY_FEATURES, may: POTTERY_LABELS },
    usps: { must: [], may: [...POTTERY_FEATURES, ...POTTERY_LABELS] },
    tags: { must: [], may: POTTERY_TOPICS },
    keywords: { must: [], may: POTTERY_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The example build file's coordinates are no contact, place or founder; the versions are no founding year.
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_ELEVENTH: readonly CorpusSite[] = [pottery];
