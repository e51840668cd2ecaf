/**
 * Issue 34, sixty-seventh round: the product's name on pages that are not its home page — a donations or imprint
 * page titled "<page kind> | <Product>" (the kind before the separator, the name after it). Filled by the round:
 * the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the page,
 * before the drafter first ran on them).
 *
 * Tuning:
 * - hawkmatix-donate: Hawkmatix/Hawkmatix.github.io at db66dab3 (donate.php), verbatim: the donations page of an
 *   open-source (LGPL) set of trading-analysis tools, titled "Donate | Hawkmatix"; the name also in its logo's text
 *   and alt, a PayPal donate form, a copyright line naming a person.
 * - traffls-imprint: ExoScript/Trafflswebv2-React at ff1d95ba (src/views/imprint.js), verbatim: a B2B lead
 *   generation service's imprint (a React view), titled "Imprint - Traffls" in its <Helmet>; the operator's
 *   address in Munich, its representative, an e-mail.
 *
 * - xenko-backers: stride3d/stride at 0b36bb9b (BACKERS.md), rendered, in a bare page titled with its h1 ("Sponsors &
 *   Backers", two page kinds joined): a game engine's sponsors page, "Xenko is a MIT-licensed opensource project …",
 *   then lists of backers' names. (Added to the round after the first two, before the drafter first ran on it.)
 *
 * Held out:
 * - praline-imprint: nobilelucifero/praline.ai at 3af2a492 (pages/imprint.js), verbatim: a Next.js imprint page
 *   titled "Imprint - Praline.ai"; the operator Praline AI GbR in Berlin, a contact e-mail, GDPR definitions.
 * - crosshare-donate: crosshare-org/crosshare at df0dc6ef (app/pages/donate.tsx), verbatim: the donations page of
 *   a free crossword site, titled "Donate | Crosshare Crossword Constructor and Puzzles"; "Contribute to
 *   Crosshare", "Crosshare will always be free and ad-free", a contributor's name.
 * - oni-backers: onivim/oni at cc84388e (BACKERS.md), rendered, in a bare page titled with its h1 ("Sponsors &
 *   Backers"): an editor's sponsors page, "Oni is an MIT-licensed open-source project. …", ways to back it, lists
 *   of backers and Open Collective avatars. (Chosen one for one with xenko-backers, before any run on either.)
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const TITLED_BY_H1 = `${RENDERED}, in a bare page titled with its h1`;

const none = { must: [] };

// ---------------------------------------------------------------- Hawkmatix (tuning)

const HAWKMATIX_TOPICS = ['Hawkmatix', 'analysis tools', 'analysis', 'open source', 'LGPL', 'donations'];

const hawkmatix: CorpusSite = {
  id: 'hawkmatix-donate',
  about:
    'real (hawkmatix.com donate page, PHP, verbatim): titled "Donate | Hawkmatix", a logo with the name, a PayPal form, a copyright line',
  classes: ['real', 'tuning', 'single-page', 'donations', 'page-kind-title'],
  source: realSource('Hawkmatix/Hawkmatix.github.io', 'db66dab3', 'donate.php', 'verbatim'),
  pages: { '/': realPage('hawkmatix-donate/index.html') },
  expected: {
    // The title's kind ("Donate") before the separator; the name after it, and in the logo's text.
    name: 'Hawkmatix',
    // "We are proud to release analysis tools that are transparent and accessible to all": no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // <img src="logos/hawkmatix-logo.png" alt="Hawkmatix Logo"> in the page's #logo block.
    logo_url: '{base}/logos/hawkmatix-logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Finance'] },
    features: none,
    usps: {
      must: [],
      may: ['We are proud to release analysis tools that are transparent and accessible to all.'],
    },
    tags: { must: [], may: HAWKMATIX_TOPICS },
    keywords: { must: [], may: HAWKMATIX_TOPICS },
    // "Copyright © 2013 Andrew C. Hawkins": a copyright holder, no founding role stated.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Donate', 'founders=Andrew C. Hawkins'],
};

// ---------------------------------------------------------------- Traffls (tuning)

const TRAFFLS_CLAIMS = [
  'Boost your B2B leads by 30% in 3 months with no upfront costs and guaranteed ROI.',
  'Boost your B2B leads by 30% in 3 months with no upfront costs and guaranteed ROI',
  'Boost your B2B leads by 30% in just 3 months with no upfront costs or long contracts.',
  'Only pay for leads with guaranteed positive ROI.',
  'Pay only for results.',
  'Traffls helps your business grow faster.',
];
const TRAFFLS_TOPICS = ['Traffls', 'B2B', 'B2B leads', 'leads', 'lead generation', 'ROI', 'guaranteed ROI', 'business'];

const traffls: CorpusSite = {
  id: 'traffls-imprint',
  about:
    'real (traffls.com imprint, a React view, verbatim): titled "Imprint - Traffls" in its <Helmet>, the operator Up2data GmbH in 80333 München on <br> lines, no country line',
  classes: ['real', 'tuning', 'single-page', 'imprint', 'contact', 'places', 'page-kind-title'],
  source: realSource('ExoScript/Trafflswebv2-React', 'ff1d95ba', 'src/views/imprint.js', 'verbatim'),
  pages: { '/': realPage('traffls-imprint/index.html') },
  expected: {
    name: 'Traffls',
    // "no upfront costs", "Pay only for results": pay per lead, no model of the spec's stated in its words.
    pricing_model: null,
    founded_year: null,
    // "Kontakt / E-Mail: info@traffls.com" of the imprint (the corpus's convention: an imprint's contact address).
    contact_email: 'info@traffls.com',
    // "Up2data GmbH / Prinz-Ludwig-Straße 4 / 80333 München": the operator's address, no country line; under
    // German law ("Angaben gemäß § 5 TMG"), and München is plainly Germany's (as cargorocket-imprint's Stuttgart).
    city: ['München', 'Munich'],
    country: 'DE',
    stage: null,
    // The header's "/logo_lila_cut-200w.png" (alt "image"), or the og:image, by the corpus's convention.
    logo_url: [
      '{base}/logo_lila_cut-200w.png',
      'https://aheioqhobo.cloudimg.io/v7/_playground-bucket-v2.teleporthq.io_/37438957-1937-49c8-919d-bbaaa2990153/376e1323-8f7f-45d1-a446-e12e4a47f9d9?org_if_sml=1&force_format=original',
    ],
    demo_video_url: null,
    categories: { must: [], may: ['Sales', 'Marketing'] },
    features: { must: [], may: TRAFFLS_CLAIMS },
    usps: { must: [], may: TRAFFLS_CLAIMS },
    tags: { must: [], may: TRAFFLS_TOPICS },
    keywords: { must: [], may: TRAFFLS_TOPICS },
    // "Vertreten durch: Daniel Donhauser": the company's representative, no founding role stated.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Imprint', 'name=Impressum', 'founders=Daniel Donhauser', 'city=Prinz-Ludwig-Straße'],
};

// ---------------------------------------------------------------- Xenko (tuning)

const XENKO_TOPICS = ['Xenko', 'MIT', 'MIT-licensed', 'open source', 'opensource', 'sponsors', 'backers'];

const xenko: CorpusSite = {
  id: 'xenko-backers',
  about:
    'real (Xenko BACKERS.md, rendered): titled "Sponsors & Backers", "Xenko is a MIT-licensed opensource project", lists of backers',
  classes: ['real', 'tuning', 'single-page', 'donations', 'page-kind-title', 'readme'],
  source: realSource('stride3d/stride', '0b36bb9b', 'BACKERS.md', TITLED_BY_H1),
  pages: { '/': realPage('xenko-backers/index.html') },
  expected: {
    // The title is two page kinds joined; the first sentence names the product.
    name: 'Xenko',
    // "a MIT-licensed opensource project": open source alone states no plan (the corpus's convention).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: none,
    usps: none,
    tags: { must: [], may: XENKO_TOPICS },
    keywords: { must: [], may: XENKO_TOPICS },
    // Backers and a sponsor, no founding role.
    founders: [],
    // patreon.com/xenko is a funding page (the verifier's rule: Patreon is no company account).
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Sponsors & Backers', 'founders=Robert Campbell', 'founders=Jason Kinzer', 'founders=Cody Lee'],
};

export const REAL_TUNING_SITES_SIXTY_SEVENTH: readonly CorpusSite[] = [hawkmatix, traffls, xenko];

// ---------------------------------------------------------------- Praline.ai (held out)

const praline: CorpusSite = {
  id: 'praline-imprint',
  about:
    'real (praline.ai imprint, a Next.js page, verbatim): titled "Imprint - Praline.ai", the operator Praline AI GbR in 10435 Berlin, Germany, a contact e-mail, GDPR terms',
  classes: ['real', 'single-page', 'imprint', 'contact', 'places', 'page-kind-title'],
  source: realSource('nobilelucifero/praline.ai', '3af2a492', 'pages/imprint.js', 'verbatim'),
  pages: { '/': realPage('praline-imprint/index.html') },
  expected: {
    // The title's "Praline.ai"; the operator's "Praline AI GbR" (hereinafter "PRALINE").
    name: ['Praline.ai', 'Praline AI', 'Praline', 'PRALINE'],
    pricing_model: null,
    founded_year: null,
    // "Germany Contact: katia@praline.ai" under "Operator and Contact".
    contact_email: 'katia@praline.ai',
    city: 'Berlin',
    country: 'DE',
    stage: null,
    // <link rel="icon" href="/favicon.ico">, the page's only icon: the logo by the corpus's convention since the
    // seventeenth round ("the page's icon is its favicon"). Written null before the first run, a slip against that
    // convention, corrected after it (said in docs/drafting.md).
    logo_url: '{base}/favicon.ico',
    demo_video_url: null,
    categories: { must: [], may: ['AI'] },
    features: none,
    usps: none,
    tags: { must: [], may: ['Praline', 'Praline.ai', 'GDPR', 'personal data', 'data protection'] },
    keywords: { must: [], may: ['Praline', 'Praline.ai', 'GDPR', 'personal data', 'data protection'] },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Imprint', 'city=Schönhauser Allee'],
};

// ---------------------------------------------------------------- Crosshare (held out)

const CROSSHARE_TOPICS = [
  'Crosshare',
  'crossword',
  'crosswords',
  'puzzles',
  'free',
  'ad-free',
  'donation',
  'non-profit',
];

const crosshare: CorpusSite = {
  id: 'crosshare-donate',
  about:
    'real (crosshare.org donate page, a Next.js page, verbatim): titled "Donate | Crosshare Crossword Constructor and Puzzles", "Contribute to Crosshare", a PayPal form, a contributor',
  classes: ['real', 'single-page', 'donations', 'page-kind-title'],
  source: realSource('crosshare-org/crosshare', 'df0dc6ef', 'app/pages/donate.tsx', 'verbatim'),
  pages: { '/': realPage('crosshare-donate/index.html') },
  expected: {
    // "Contribute to Crosshare", "Crosshare will always be free and ad-free."; the title's far side is the name
    // and what the site is ("Crosshare Crossword Constructor and Puzzles"), the short name everywhere else.
    name: 'Crosshare',
    // "Crosshare will always be free and ad-free." (the corpus's convention: a product stating it is free).
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Education'] },
    features: none,
    usps: {
      must: [],
      may: ['Crosshare will always be free and ad-free.', 'Crosshare will always be free and ad-free'],
    },
    tags: { must: [], may: CROSSHARE_TOPICS },
    keywords: { must: [], may: CROSSHARE_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // A contributor to the site, listed under "Our Contributors".
  forbidden: ['name=Donate', 'founders=Philip Chow'],
};

// ---------------------------------------------------------------- Oni (held out)

const ONI_TOPICS = [
  'Oni',
  'MIT',
  'MIT-licensed',
  'open source',
  'open-source',
  'backers',
  'sponsors',
  'independent project',
];

const oni: CorpusSite = {
  id: 'oni-backers',
  about:
    'real (Oni BACKERS.md, rendered): titled "Sponsors & Backers", "Oni is an MIT-licensed open-source project", ways to back it, lists of backers',
  classes: ['real', 'single-page', 'donations', 'page-kind-title', 'readme'],
  source: realSource('onivim/oni', 'cc84388e', 'BACKERS.md', TITLED_BY_H1),
  pages: { '/': realPage('oni-backers/index.html') },
  expected: {
    name: 'Oni',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: none,
    usps: {
      must: [],
      may: ["It's an independent project without the backing of a large company"],
    },
    tags: { must: [], may: ONI_TOPICS },
    keywords: { must: [], may: ONI_TOPICS },
    founders: [],
    // Patreon, Open Collective, Bountysource and PayPal: funding pages, no company account.
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Sponsors & Backers', 'founders=Tom Boland', 'founders=Nathan Ensmenger'],
};

export const REAL_HELD_OUT_SITES_SIXTY_SEVENTH: readonly CorpusSite[] = [praline, crosshare, oni];
