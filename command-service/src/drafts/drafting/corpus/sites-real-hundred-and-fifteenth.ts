/**
 * Issue 34, hundred-and-fifteenth round: stage recall: "beta"/"alpha" stated as a label beside the product's name in
 * the page's title heading ("Mailtrain v2 (beta)", "1Password Python SDK (beta)"), which no rule read. Filled by the
 * round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the page,
 * before the drafter first ran on them).
 *
 * Tuning:
 * - mailtrain-readme (the fifty-fifth round's page, already in the corpus): its h1 "Mailtrain v2 (beta)".
 * - onepassword-sdk-python-readme: 1Password/onepassword-sdk-python at 3f1d6800 (README.md, 2024-08): a Python SDK
 *   for 1Password's secrets: a centred h1 "1Password Python SDK (beta)", a centred h4 "❗ The 1Password SDK project
 *   is in beta. …", requirements, get started, a checklist of supported functionality, learn more.
 *
 * Held out (READMEs, rendered):
 * - twigexcelbundle-readme: MewesK/TwigExcelBundle at beece178 (README.md, 2015-05): a Symfony bundle integrating
 *   PhpExcel with Twig: h1 "TwigExcelBundle (alpha)", requirements, installation, getting started, a reference of its
 *   Twig functions and tags.
 * - ngx-lazy-el-readme: juristr/ngx-lazy-el at 00fd2a16 (README.md): an Angular Elements lazy-loading library: h1
 *   "ngx-lazy-el (alpha)", an npm badge, a tagline, "**Important note:** for now this is an experiment …".
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

// ---------------------------------------------------------------- 1Password Python SDK (tuning)

/** "## Supported functionality": the ticked items only (an unticked one is not supported yet). */
const ONEPASSWORD_FEATURES = [
  'Retrieve secrets',
  'Retrieve items',
  'Create items',
  'Update items',
  'Delete items',
  'List items',
  'API Keys',
  'Passwords',
  'Concealed fields',
  'Text fields',
  'Notes',
  'SSH private keys (partially supported: supported in resolving secret references, not yet supported in item create/get/update)',
  'One-time passwords',
  'URLs',
  'Phone numbers',
  'Credit card types',
  'List vaults',
  '1Password Service Accounts',
  'programmatic access to your secrets',
];
const ONEPASSWORD_TOPICS = [
  '1Password',
  'Python',
  'SDK',
  'Python SDK',
  'secrets',
  'secret references',
  'service accounts',
  'items',
  'vaults',
  'password manager',
  'asyncio',
];

const onepasswordSdkPython: CorpusSite = {
  id: 'onepassword-sdk-python-readme',
  about:
    'real (1Password/onepassword-sdk-python README, rendered, 2024-08): a Python SDK for 1Password secrets: a centred h1 "1Password Python SDK (beta)", a centred h4 saying the SDK project is in beta, requirements, get started with code, a checklist of supported functionality, learn more links',
  classes: ['real', 'tuning', 'single-page', 'readme', 'stage'],
  source: realSource('1Password/onepassword-sdk-python', '3f1d6800', 'README.md', RENDERED),
  pages: { '/': realPage('onepassword-sdk-python-readme/index.html') },
  expected: {
    name: '1Password Python SDK',
    // No price and no "free" in words.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // The h1 "1Password Python SDK (beta)"; "❗ The 1Password SDK project is in beta."
    stage: 'beta',
    // No image at all.
    logo_url: null,
    demo_video_url: null,
    // An SDK developers build on.
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    features: { must: [], may: ONEPASSWORD_FEATURES },
    usps: { must: [], may: ONEPASSWORD_FEATURES },
    tags: { must: [], may: ONEPASSWORD_TOPICS },
    keywords: { must: [], may: ONEPASSWORD_TOPICS },
    founders: [],
    // Its examples folder and issues pages only, and another repository (connect-sdk-go): no profile presented as its
    // own.
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'stage=launched', 'connect-sdk-go'],
};

// ---------------------------------------------------------------- TwigExcelBundle (held out)

/** "## Twig Functions" and "## Twig Tags": what the bundle gives a template. */
const TWIG_EXCEL_FEATURES = [
  'This Symfony2 bundle provides a PhpExcel integration for Twig.',
  'PhpExcel integration for Twig',
  'xlsmergestyles',
  'Merges two style arrays recursively',
  'xlsdocument',
  'xlssheet',
  'xlsheader',
  'xlsfooter',
  'xlsleft, xlscenter, xlsright',
  'xlsrow',
  'xlscell',
  'xlsdrawing',
];
const TWIG_EXCEL_TOPICS = [
  'Symfony',
  'Symfony2',
  'Twig',
  'PhpExcel',
  'PHPExcel',
  'Excel',
  'XLS',
  'XLSX',
  'CSV',
  'PDF',
  'PHP',
  'bundle',
  'Symfony bundle',
  'spreadsheet',
  'composer',
];

const twigExcelBundle: CorpusSite = {
  id: 'twigexcelbundle-readme',
  about:
    'real (MewesK/TwigExcelBundle README, rendered, 2015-05): a Symfony bundle integrating PhpExcel with Twig: h1 "TwigExcelBundle (alpha)", a build badge, one sentence, requirements, installation, getting started, a reference of its Twig functions and tags',
  classes: ['real', 'held-out', 'single-page', 'readme', 'stage'],
  source: realSource('MewesK/TwigExcelBundle', 'beece178', 'README.md', RENDERED),
  pages: { '/': realPage('twigexcelbundle-readme/index.html') },
  expected: {
    name: 'TwigExcelBundle',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // The h1 "TwigExcelBundle (alpha)".
    stage: 'alpha',
    // The only image is the Travis build badge.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: TWIG_EXCEL_FEATURES },
    usps: { must: [], may: TWIG_EXCEL_FEATURES },
    tags: { must: [], may: TWIG_EXCEL_TOPICS },
    keywords: { must: [], may: TWIG_EXCEL_TOPICS },
    founders: [],
    // The build badge's Travis page and PHPExcel's repository: no profile of its own.
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'stage=launched', 'travis-ci.org'],
};

// ---------------------------------------------------------------- ngx-lazy-el (held out)

const NGX_LAZY_EL_FEATURES = [
  'Easy lazy loading components 💪 Angular Elements.',
  'Easy lazy loading components',
  'lazy loading components',
];
const NGX_LAZY_EL_TOPICS = ['Angular', 'Angular Elements', 'lazy loading', 'components', 'npm', 'web components'];

const ngxLazyEl: CorpusSite = {
  id: 'ngx-lazy-el-readme',
  about:
    'real (juristr/ngx-lazy-el README, rendered): an Angular Elements lazy-loading library: h1 "ngx-lazy-el (alpha)", an npm badge, a tagline, an important note that it is an experiment, a "Follow me @juristr" line',
  classes: ['real', 'held-out', 'single-page', 'readme', 'stage'],
  source: realSource('juristr/ngx-lazy-el', '00fd2a16', 'README.md', RENDERED),
  pages: { '/': realPage('ngx-lazy-el-readme/index.html') },
  expected: {
    name: 'ngx-lazy-el',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // The h1 "ngx-lazy-el (alpha)"; "for now this is an experiment and still needs to be battle-tested".
    stage: 'alpha',
    // The only image is the npm version badge.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: NGX_LAZY_EL_FEATURES },
    usps: { must: [], may: NGX_LAZY_EL_FEATURES },
    tags: { must: [], may: NGX_LAZY_EL_TOPICS },
    keywords: { must: [], may: NGX_LAZY_EL_TOPICS },
    founders: [],
    // "Follow me @juristr": its author's own account, no account of the product's.
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'stage=launched', 'twitter.com/juristr', 'x.com/juristr', 'badge.fury.io'],
};

export const REAL_TUNING_SITES_HUNDRED_AND_FIFTEENTH: readonly CorpusSite[] = [onepasswordSdkPython];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_FIFTEENTH: readonly CorpusSite[] = [twigExcelBundle, ngxLazyEl];
