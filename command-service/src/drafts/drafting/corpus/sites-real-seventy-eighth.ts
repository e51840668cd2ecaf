/**
 * Issue 34, seventy-eighth round: the product's name where the title does not give it — donations pages titled by
 * what the page asks ("Support Joplin development", "Contribute Financially"), the name inside that title or only in
 * the text. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts
 * written from the page, before the drafter first ran on them).
 *
 * Tuning:
 * - joplin-donate: laurent22/joplin at 003c4c4e (readme/donate.md), rendered, in a bare page titled with its h1
 *   ("Support Joplin development"): a note-taking app's donations page, "Donations to Joplin support the development
 *   of the project", PayPal and Bitcoin, other ways to support the development of Joplin.
 * - asbru-financial: asbru-cm/asbru-cm at 95c02adb (doc/Contributing/Financial_Contribution.md), rendered, in a bare
 *   page titled with its h1 ("Contribute Financially"): "If you like Ásbrú Connection Manager, you may also consider
 *   supporting the project financially.", Liberapay and cryptocurrency wallets.
 *
 * Held out:
 * - linqora-sponsors: pasichDev/linqora at b9fec0cb (SPONSORS.md), rendered, in a bare page titled with its h1
 *   ("🙌 Support Linqora Development"): "**Linqora** is an open-source project developed by enthusiasts.", Ko-fi and
 *   Donatello, where donations go.
 * - pwasforfirefox-contributing: filips123/PWAsForFirefox at 82222051 (docs/docs/about/contributing.md), rendered, in
 *   a bare page titled with its h1 ("Contributing"): contributions and donations of a browser tool's docs site; the
 *   text says "the project" only (its name only inside link addresses), so no name is stated.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const TITLED_BY_H1 = `${RENDERED}, in a bare page titled with its h1`;

const none = { must: [] };

// ---------------------------------------------------------------- Joplin (tuning)

const JOPLIN_TOPICS = ['Joplin', 'donations', 'donation', 'development', 'PayPal', 'Bitcoin', 'translation'];

const joplin: CorpusSite = {
  id: 'joplin-donate',
  about:
    'real (Joplin readme/donate.md, rendered): titled "Support Joplin development", "Donations to Joplin support the development of the project", PayPal, Bitcoin',
  classes: ['real', 'tuning', 'single-page', 'donations', 'page-kind-title', 'readme'],
  source: realSource('laurent22/joplin', '003c4c4e', 'readme/donate.md', TITLED_BY_H1),
  pages: { '/': realPage('joplin-donate/index.html') },
  expected: {
    // The title asks to support the development of Joplin; the text names it ("Donations to Joplin support …").
    name: 'Joplin',
    // Donations only: no plan or price of the product stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // A PayPal button and a Bitcoin QR code: no logo of the product.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    features: none,
    usps: { must: [], may: [] },
    tags: { must: [], may: JOPLIN_TOPICS },
    keywords: { must: [], may: JOPLIN_TOPICS },
    founders: [],
    // Google Play and the App Store are its apps' store pages. Its own repository, linked from "Help with the
    // documentation", is its GitHub by the corpus's convention (Hatchet's, Transmission's, wger's): written {} before
    // the first run, a facts slip corrected after it (docs/drafting.md, seventy-eighth round).
    socials: { github: 'https://github.com/laurent22/joplin' },
    faqs: [],
  },
  forbidden: ['name=Support Joplin development', 'pricing_model=subscription'],
};

// ---------------------------------------------------------------- Ásbrú Connection Manager (tuning)

const ASBRU_TOPICS = [
  'Ásbrú Connection Manager',
  'Ásbrú',
  'donations',
  'Liberapay',
  'cryptocurrency',
  'cryptocurrencies',
  'financial support',
];

const asbru: CorpusSite = {
  id: 'asbru-financial',
  about:
    'real (Ásbrú Connection Manager doc/Contributing/Financial_Contribution.md, rendered): titled "Contribute Financially", "If you like Ásbrú Connection Manager, …", Liberapay, wallets',
  classes: ['real', 'tuning', 'single-page', 'donations', 'page-kind-title', 'readme'],
  source: realSource('asbru-cm/asbru-cm', '95c02adb', 'doc/Contributing/Financial_Contribution.md', TITLED_BY_H1),
  pages: { '/': realPage('asbru-financial/index.html') },
  expected: {
    // "If you like Ásbrú Connection Manager, …", "The Ásbrú Connection Manager project also accepts donations …".
    name: 'Ásbrú Connection Manager',
    // Recurrent donations through Liberapay are no plan of the product.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Liberapay's donate widget and the coins' icons: no logo of the product.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    features: none,
    usps: { must: [], may: [] },
    tags: { must: [], may: ASBRU_TOPICS },
    keywords: { must: [], may: ASBRU_TOPICS },
    founders: [],
    // liberapay.com/asbru-cm/donate: a funding page, no company account.
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Contribute Financially', 'pricing_model=subscription'],
};

export const REAL_TUNING_SITES_SEVENTY_EIGHTH: readonly CorpusSite[] = [joplin, asbru];

// ---------------------------------------------------------------- Linqora (held out)

const LINQORA_TOPICS = [
  'Linqora',
  'open source',
  'open-source',
  'sponsor',
  'donations',
  'Ko-fi',
  'Donatello',
  'independent development',
];

const linqora: CorpusSite = {
  id: 'linqora-sponsors',
  about:
    'real (Linqora SPONSORS.md, rendered): titled "🙌 Support Linqora Development", "**Linqora** is an open-source project developed by enthusiasts.", Ko-fi, where donations go',
  classes: ['real', 'single-page', 'donations', 'page-kind-title', 'readme'],
  source: realSource('pasichDev/linqora', 'b9fec0cb', 'SPONSORS.md', TITLED_BY_H1),
  pages: { '/': realPage('linqora-sponsors/index.html') },
  expected: {
    name: 'Linqora',
    // "an open-source project": open source alone states no plan (the corpus's convention).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    // "Where your donations will go" lists what donations pay for ("Testing on real devices", "Adding new features
    // from our roadmap"), not what the product does.
    features: none,
    usps: { must: [], may: [] },
    tags: { must: [], may: LINQORA_TOPICS },
    keywords: { must: [], may: LINQORA_TOPICS },
    // The developer's Ko-fi and Donatello pages: funding pages of a person, no founding role stated.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['name=🙌 Support Linqora Development', 'name=Support Linqora Development', 'name=Support the Project'],
};

// ---------------------------------------------------------------- PWAsForFirefox (held out)

const PWAS_TOPICS = ['donations', 'contributions', 'GitHub Sponsors', 'Patreon', 'Liberapay', 'Ko-Fi', 'security'];

const pwas: CorpusSite = {
  id: 'pwasforfirefox-contributing',
  about:
    'real (PWAsForFirefox docs/docs/about/contributing.md, rendered): titled "Contributing", contributions guide and security policy links, donation services',
  classes: ['real', 'single-page', 'donations', 'page-kind-title', 'readme'],
  source: realSource('filips123/PWAsForFirefox', '82222051', 'docs/docs/about/contributing.md', TITLED_BY_H1),
  pages: { '/': realPage('pwasforfirefox-contributing/index.html') },
  expected: {
    // The text says "the project" only; "PWAsForFirefox" is only inside the links' addresses. No name stated.
    name: null,
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    features: none,
    usps: { must: [], may: [] },
    tags: { must: [], may: PWAS_TOPICS },
    keywords: { must: [], may: PWAS_TOPICS },
    founders: [],
    // GitHub Sponsors, Patreon, Liberapay, Ko-Fi, Buy Me a Coffee, Donorbox: funding pages, no company account.
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Contributing', 'name=Donations'],
};

export const REAL_HELD_OUT_SITES_SEVENTY_EIGHTH: readonly CorpusSite[] = [linqora, pwas];
