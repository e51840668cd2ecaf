/**
 * Issue 34, hundred-and-nineteenth round: names on pages that are not the home page — a contribution page's title
 * drafted as the product's name ("Contributing - KMKfw" drafted as "Contributing", "Contributing to OpenWF" drafted
 * whole). Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts
 * written from the page, before the drafter first ran on them).
 *
 * Tuning (static pages, verbatim):
 * - openwf-contribute: spaceninjaserver/about.openwf.io at 439a9755 (contribute.html, 2026-05): the OpenWF project's
 *   contribute page, titled "Contributing to OpenWF": a navbar whose brand is "OpenWF", "Researching & Coding",
 *   "Translations", "Seeding", a Discord invite in the navbar.
 * - kmk-contributing: KMKfw/kmk_website at 127c8823 (site/contributing/index.html, an MkDocs Material build): KMK's
 *   contributing guide, titled "Contributing - KMKfw": "KMK is a community effort and welcomes contributions …", code
 *   style, tests, documentation, licence.
 *
 * Held out (static pages, verbatim, MkDocs Material builds):
 * - camerak-contributing: Kashif-E/CameraK at dcf45e17 (site/contributing/index.html): CameraK's contributing page,
 *   titled "Contributing - CameraK": "We welcome contributions to CameraK!", getting started, code style, testing.
 * - fastapi-jwt-auth-contributing: IndominusByte/fastapi-jwt-auth at 63a3594f (site/contributing/index.html):
 *   FastAPI JWT Auth's development guide, titled "Development - Contributing - FastAPI JWT Auth": a virtual
 *   environment, Flit, docs, tests.
 *
 * First runs (before the round's rules): OpenWF 1/1/1 (its name drafted as the whole title "Contributing to OpenWF"),
 * KMK 2/1/2 (its name drafted as "Contributing", its Zulip chat missed); held out, CameraK 2/5/1 (its name drafted as
 * "Contributing", four contributing steps as features), FastAPI JWT Auth 1/2/1 (its name drafted as "Development",
 * its favicon as its logo): the pair 0.300 / 0.600 (3/7/2). After: OpenWF 2/0/0, KMK 3/0/1; the pair 0.400 / 0.800
 * (4/6/1), CameraK's name right.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

// ---------------------------------------------------------------- OpenWF (tuning)

const OPENWF_TOPICS = [
  'OpenWF',
  'SpaceNinjaServer',
  'translations',
  'Bootstrapper',
  'BitTorrent',
  'seeding',
  'RSS',
  'server',
  'open source',
];

const openwf: CorpusSite = {
  id: 'openwf-contribute',
  about:
    'real (spaceninjaserver/about.openwf.io contribute.html, verbatim, 2026-05): the OpenWF project\'s contribute page titled "Contributing to OpenWF": a navbar (brand "OpenWF", guides, a Discord invite), researching and coding on SpaceNinjaServer, translations, seeding old versions over BitTorrent',
  classes: ['real', 'tuning', 'single-page', 'page-kind-title'],
  source: realSource('spaceninjaserver/about.openwf.io', '439a9755', 'contribute.html', VERBATIM),
  pages: { '/': realPage('openwf-contribute/index.html') },
  expected: {
    // The title "Contributing to OpenWF" and the navbar's brand "OpenWF".
    name: 'OpenWF',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The navbar's brand is text; no image at all.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // A page asking for help: no feature of the product stated.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: OPENWF_TOPICS },
    keywords: { must: [], may: OPENWF_TOPICS },
    founders: [],
    // The navbar's Discord invite; the code is on onlyg.it (issues and source folders, no profile).
    socials: { custom: 'https://discord.gg/PNNZ3asUuY' },
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

// ---------------------------------------------------------------- KMK (tuning)

const KMK_TOPICS = [
  'KMK',
  'keyboards',
  'keyboard firmware',
  'firmware',
  'Python',
  'CircuitPython',
  'Black',
  'isort',
  'flake8',
  'unit tests',
  'documentation',
  'Markdown',
  'GPL',
  'open source',
];

const kmk: CorpusSite = {
  id: 'kmk-contributing',
  about:
    'real (KMKfw/kmk_website site/contributing/index.html, an MkDocs Material build, verbatim): KMK\'s contributing guide titled "Contributing - KMKfw": the header\'s logo and "KMKfw", a sidebar of the docs, "KMK is a community effort and welcomes contributions of code and documentation …", code style, tests, documentation styling, licence',
  classes: ['real', 'tuning', 'single-page', 'page-kind-title'],
  source: realSource('KMKfw/kmk_website', '127c8823', 'site/contributing/index.html', VERBATIM),
  pages: { '/': realPage('kmk-contributing/index.html') },
  expected: {
    // The title "Contributing - KMKfw", the header's "KMKfw"; the text calls it "KMK".
    name: ['KMKfw', 'KMK'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header's logo, linked to the docs' home.
    logo_url: '{base}/img/kmk_logo_nav.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: KMK_TOPICS },
    keywords: { must: [], may: KMK_TOPICS },
    founders: [],
    // The header's "Go to repository" link, and "feel free to join our Zulip community" (the project's chat).
    socials: { github: 'https://github.com/KMKfw/kmk_firmware', custom: 'https://kmkfw.zulipchat.com' },
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

// ---------------------------------------------------------------- CameraK (held out)

const CAMERAK_TOPICS = ['CameraK', 'camera', 'Kotlin', 'Gradle', 'MIT License', 'open source', 'documentation'];

const camerak: CorpusSite = {
  id: 'camerak-contributing',
  about:
    'real (Kashif-E/CameraK site/contributing/index.html, an MkDocs Material build, verbatim): CameraK\'s contributing page titled "Contributing - CameraK": the header\'s logo, "We welcome contributions to CameraK!", getting started, code style, documentation, testing, building, reporting issues, licence',
  classes: ['real', 'held-out', 'single-page', 'page-kind-title'],
  source: realSource('Kashif-E/CameraK', 'dcf45e17', 'site/contributing/index.html', VERBATIM),
  pages: { '/': realPage('camerak-contributing/index.html') },
  expected: {
    name: 'CameraK',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/assets/logo.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: CAMERAK_TOPICS },
    keywords: { must: [], may: CAMERAK_TOPICS },
    founders: [],
    socials: { github: 'https://github.com/kashif-e/CameraK' },
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

// ---------------------------------------------------------------- FastAPI JWT Auth (held out)

const FASTAPI_JWT_AUTH_TOPICS = [
  'FastAPI JWT Auth',
  'FastAPI',
  'JWT',
  'Python',
  'Flit',
  'MkDocs',
  'venv',
  'virtual environment',
  'tests',
  'coverage',
  'documentation',
];

const fastapiJwtAuth: CorpusSite = {
  id: 'fastapi-jwt-auth-contributing',
  about:
    'real (IndominusByte/fastapi-jwt-auth site/contributing/index.html, an MkDocs Material build, verbatim): FastAPI JWT Auth\'s development guide titled "Development - Contributing - FastAPI JWT Auth": sharing feedback, a virtual environment, Flit, docs, tests',
  classes: ['real', 'held-out', 'single-page', 'page-kind-title'],
  source: realSource('IndominusByte/fastapi-jwt-auth', '63a3594f', 'site/contributing/index.html', VERBATIM),
  pages: { '/': realPage('fastapi-jwt-auth-contributing/index.html') },
  expected: {
    name: 'FastAPI JWT Auth',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header's logo is the theme's inline book icon; the only images are two emoji.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: FASTAPI_JWT_AUTH_TOPICS },
    keywords: { must: [], may: FASTAPI_JWT_AUTH_TOPICS },
    founders: [],
    socials: { github: 'https://github.com/IndominusByte/fastapi-jwt-auth' },
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

export const REAL_TUNING_SITES_HUNDRED_AND_NINETEENTH: readonly CorpusSite[] = [openwf, kmk];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_NINETEENTH: readonly CorpusSite[] = [camerak, fastapiJwtAuth];
