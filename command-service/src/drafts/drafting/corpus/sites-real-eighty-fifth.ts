/**
 * Issue 34, eighty-fifth round: founders named in prose — a README's closing credit "<Product> is developed by
 * <person>". Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their
 * facts written from the page, before the drafter first ran on them).
 *
 * The class: the person a page names as the product's maker in a sentence is missed as its founder, and the product
 * itself is never one. The shape the tuning page shows is "Clabo is developed by [Ivan Osipov](github profile)":
 * "developed" was no founding verb ("made", "created", "built" are), so the maker was missed. By the corpus's
 * convention (the fifty-seventh round's "X is made by <person>", the seventy-first round's "the author of X") the
 * person the product is said to be developed by is its maker, hence its founder; an organisation is not (it made the
 * product, it founded nothing), nor a part's developer, nor the product's own name.
 *
 * Each page is kept in its repository at the commit, rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * Tuned on (1 real page):
 * - clabo-readme: ivan-osipov/Clabo at f1f5a680 (README.md): "## Author" / "Clabo is developed by
 *   [Ivan Osipov](https://github.com/ivan-osipov) as free and open source project.".
 *
 * Held out (the drafter is not changed for it; chosen with the page above, facts written before any ran):
 * - daynitejs-readme: Suhaibmuhd01/DayniteJs at 14789564 (README.md): "## 👤 Author" / "**DayniteJs** is developed
 *   and maintained by Suhaib Muhammad Babangida.".
 *
 * Two further pairs were sought in the time (QMK's "QMK is developed and maintained by Jack Humbert of OLKB", whose
 * stored readme at a fixed commit no longer holds the sentence); one pair only, said in the docs.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const none = { must: [] };

const CLABO_TOPICS = [
  'Clabo',
  'DSL',
  'Domain-Specific Language',
  'Kotlin',
  'Telegram',
  'Telegram bots',
  'bots',
  'bot',
  'chatbots',
  'Gradle',
  'Maven',
  'Java',
  'JRE 6',
  'Apache 2.0',
  'open source',
];

const clabo: CorpusSite = {
  id: 'clabo-readme',
  about:
    'real (Clabo\'s README): a Kotlin DSL for Telegram bots, usage, "The Main Idea", then "## Author" / "Clabo is developed by Ivan Osipov as free and open source project."',
  classes: ['real', 'tuning', 'single-page', 'readme', 'founders'],
  source: realSource('ivan-osipov/Clabo', 'f1f5a680', 'README.md', RENDERED),
  pages: { '/': realPage('clabo-readme/index.html') },
  expected: {
    name: 'Clabo',
    // "Clabo is developed by … as free and open source project.", "It can be freely used in commercial projects.":
    // the corpus reads "X is free and open source" (the product said to be free) as free.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Communication', 'AI', 'Customer Support'] },
    features: none,
    usps: none,
    tags: { must: [], may: CLABO_TOPICS },
    keywords: { must: [], may: CLABO_TOPICS },
    // "Clabo is developed by [Ivan Osipov](https://github.com/ivan-osipov) as free and open source project."
    founders: [{ name: 'Ivan Osipov' }],
    // "[any questions — telegram](https://t.me/joinchat/…)": the project's own chat, a custom link at most.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Clabo', 'founders=Fuel', 'founders=Gson', 'founders=Guava'],
};

const DAYNITE_FEATURES = [
  'Toggle between light, dark, or custom themes',
  'Detects system theme via prefers-color-scheme',
  'Persists user preference in localStorage',
  'Supports Tailwind CSS and smooth CSS transitions',
  'Simple, event-driven API',
  '🌗 Toggle between light, dark, or custom themes',
  '🖥️ Detects system theme via prefers-color-scheme',
  '💾 Persists user preference in localStorage',
  '🎨 Supports Tailwind CSS and smooth CSS transitions',
  '⚡ Simple, event-driven API',
];

const DAYNITE_TOPICS = [
  'DayniteJs',
  'daynitejs',
  'JavaScript',
  'JavaScript library',
  'themes',
  'dark mode',
  'light mode',
  'dark theme',
  'light theme',
  'theme toggle',
  'prefers-color-scheme',
  'localStorage',
  'Tailwind CSS',
  'CSS',
  'CSS transitions',
  'CSS variables',
  'npm',
  'MIT',
];

const daynite: CorpusSite = {
  id: 'daynitejs-readme',
  about:
    'real (DayniteJs\'s README): features, setup, API, then "## 👤 Author" / "**DayniteJs** is developed and maintained by Suhaib Muhammad Babangida."',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders'],
  source: realSource('Suhaibmuhd01/DayniteJs', '14789564', 'README.md', RENDERED),
  pages: { '/': realPage('daynitejs-readme/index.html') },
  expected: {
    name: 'DayniteJs',
    // "Licensed by MIT": a licence, no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: DAYNITE_FEATURES },
    usps: { must: [], may: DAYNITE_FEATURES },
    tags: { must: [], may: DAYNITE_TOPICS },
    keywords: { must: [], may: DAYNITE_TOPICS },
    // "**DayniteJs** is developed and maintained by Suhaib Muhammad Babangida."
    founders: [{ name: 'Suhaib Muhammad Babangida' }],
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=DayniteJs', 'founders=Tailwind CSS'],
};

export const REAL_TUNING_SITES_EIGHTY_FIFTH: readonly CorpusSite[] = [clabo];

export const REAL_HELD_OUT_SITES_EIGHTY_FIFTH: readonly CorpusSite[] = [daynite];
