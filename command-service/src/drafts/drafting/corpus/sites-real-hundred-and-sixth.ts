/**
 * Issue 34, hundred-and-sixth round: socials precision: the author's own account in a landing page's top bar or footer drafted as the product's. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuning: no new page. The round tunes on hamburgers-home (the hundredth round's tuning page, sites-real-hundredth.ts),
 * whose footer "Chef Jonathan Suh, @jonsuh" has its author's X drafted as the product's.
 *
 * Held out (the drafter is not changed for it; chosen, and its facts written, before it first ran):
 * - avgrund-home: hakimel/Avgrund at 4c24582f (index.html), verbatim: a modal UI concept's demo page: titled "Avgrund -
 *   A modal UI concept", the h1 "Avgrund", what it does, an "Open modal" button, a credits line "Created by Hakim El
 *   Hattab" then "@hakimel — http://hakim.se", a share row, a "Fork me on GitHub" ribbon.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

export const REAL_TUNING_SITES_HUNDRED_AND_SIXTH: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- Avgrund (held out)

const AVGRUND_CLAIMS = [
  'A modal concept which aims to give a sense of depth between the page and modal layers.',
  'A modal concept which aims to give a sense of depth between the page and modal layers',
  'Uses CSS transforms to scale components and CSS filters to blur the page.',
  'Uses CSS transforms to scale components and CSS filters to blur the page',
  'You can hit ESC or click outside to close the modal.',
  'Give it a go to see the reverse transition.',
];
const AVGRUND_TOPICS = [
  'Avgrund',
  'modal',
  'modal UI concept',
  'UI',
  'depth',
  'CSS',
  'CSS transforms',
  'CSS filters',
  'blur',
  'JavaScript',
];

const avgrund: CorpusSite = {
  id: 'avgrund-home',
  about:
    'Avgrund\'s demo page (verbatim): titled "Avgrund - A modal UI concept", the h1 "Avgrund", what it does, an "Open modal" button, "Created by Hakim El Hattab" then "@hakimel — http://hakim.se" in a credits line, a share row, a "Fork me on GitHub" ribbon',
  classes: ['real', 'held-out', 'single-page', 'socials'],
  source: realSource('hakimel/Avgrund', '4c24582f', 'index.html', VERBATIM),
  pages: { '/': realPage('avgrund-home/index.html') },
  expected: {
    name: 'Avgrund',
    // A concept "built for the fun of it", free on GitHub; no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: AVGRUND_CLAIMS },
    usps: { must: [], may: AVGRUND_CLAIMS },
    tags: { must: [], may: AVGRUND_TOPICS },
    keywords: { must: [], may: AVGRUND_TOPICS },
    // "Created by Hakim El Hattab": its maker, the founder by the corpus's convention (Hamburgers' "Chef Jonathan Suh").
    founders: [{ name: 'Hakim El Hattab' }],
    // The "Fork me on GitHub" ribbon: its repository. "@hakimel" under "Created by Hakim El Hattab" is its author's own
    // account, and hakim.se his site.
    socials: { github: 'https://github.com/hakimel/avgrund' },
    faqs: [],
  },
  forbidden: [
    'twitter.com/hakimel',
    'twitter.com/share',
    'hakim.se',
    'name=Hakim El Hattab',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_SIXTH: readonly CorpusSite[] = [avgrund];
