/**
 * Issue 34, fifty-fifth round: categories and reasons to choose on products' landing pages. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit (Mailtrain's and Frappe Books' read from the
 * fetched repositories with git show, Oppia's and Moodle's with the read_file tool, their repositories being too large
 * to fetch), rendered by markdown-it (html and linkify on) in a bare page titled with the product's name. The class:
 * a page that says what the product is in one word of a category's description, not its name ("a self hosted
 * newsletter application" is Email Marketing, "an online learning tool" Education), beside words said in passing
 * ("developers", "design", "documentation", "database") that name no category.
 *
 * Tuned on:
 * - mailtrain-readme: Mailtrain-org/mailtrain at 01d9e8b9 (README.md): "Mailtrain is a self hosted newsletter
 *   application built on Node.js (v10+) and MySQL (v8+) or MariaDB (v10+)."
 * - oppia-readme: oppia/oppia at 02a19fda (README.md, an old version): "Oppia is an online learning tool that enables
 *   anyone to easily create and share interactive activities", then developers, design and documentation in passing.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - moodle-readme: moodle/moodle at 0e961688 (README.md): "Moodle is the World's Open Source Learning Platform", "designed
 *   to allow educators …", developer documentation and meetings.
 * - frappe-books-readme: frappe/books at 0048d589 (README.md): "Free Desktop book-keeping software for small businesses
 *   and freelancers.", a features list of "Double-entry accounting", "Invoicing", "Payments", … .
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const MAILTRAIN_FEATURES = [
  'Subscriber lists management',
  'List segmentation',
  'Custom fields',
  'Email templates (including MJML-based templates)',
  'Email templates',
  'Custom reports',
  'Automation (triggered and RSS campaigns)',
  'Automation',
  'Multiple users with granular user permissions and flexible sharing',
  'Hierarchical namespaces for enterprise-level situations',
  'Builtin Zone-MTA (https://github.com/zone-eu/zone-mta) for close-to-zero setup of mail delivery',
  'Builtin Zone-MTA for close-to-zero setup of mail delivery',
];
const MAILTRAIN_TOPICS = [
  'newsletter',
  'newsletters',
  'newsletter application',
  'self hosted',
  'self-hosted',
  'subscriber lists',
  'subscribers',
  'lists',
  'list segmentation',
  'segmentation',
  'custom fields',
  'email templates',
  'templates',
  'MJML',
  'custom reports',
  'reports',
  'automation',
  'campaigns',
  'RSS campaigns',
  'user permissions',
  'permissions',
  'namespaces',
  'Zone-MTA',
  'mail delivery',
  'endpoints',
  'sandbox',
  'trusted',
  'public',
  'Node.js',
  'MySQL',
  'MariaDB',
  'Docker',
  'docker-compose',
  'LDAP',
  'CAS',
  'DKIM',
  'Redis',
  'MongoDB',
  "Let's Encrypt",
  'HTTPS',
  'GPL-V3.0',
];

const mailtrain: CorpusSite = {
  id: 'mailtrain-readme',
  about:
    'Mailtrain\'s README: "a self hosted newsletter application built on Node.js … and MySQL", a features list, then install steps and a table of settings',
  classes: ['real', 'tuning', 'single-page', 'categories', 'readme'],
  source: realSource('Mailtrain-org/mailtrain', '01d9e8b90aab82084f5f57158b981005ebc96fe2', 'README.md'),
  pages: { '/': realPage('mailtrain-readme/index.html') },
  expected: {
    name: 'Mailtrain',
    // Self-hosted, licensed GPL-V3.0: no price or plan.
    pricing_model: null,
    founded_year: null,
    // admin@example.com is a placeholder in the install command.
    contact_email: null,
    city: null,
    country: null,
    // "# Mailtrain v2 (beta)": the version the README is about is in beta.
    stage: 'beta',
    // The picture under the h1 and the definition, before any h2, no alt text, its file the product's name alone
    // ("mailtrain.png"): the logo by the corpus's convention since the forty-second round (Dashy's "dashy.png" on
    // i.ibb.co, same place, no alt). Neither a screenshots folder nor the word in its file says otherwise
    // (corrected in the sixty-fourth round; it had been written null).
    logo_url: 'https://mailtrain.org/mailtrain.png',
    demo_video_url: null,
    // "a self hosted newsletter application": Email Marketing (its parent, Marketing, may stand). It is built on
    // MySQL or MariaDB (no database product) and its install steps are for developers: Databases and Developer
    // Tools are wrong.
    categories: { must: ['Email Marketing'], may: ['Marketing'] },
    features: { must: [], may: MAILTRAIN_FEATURES },
    usps: { must: [], may: MAILTRAIN_FEATURES },
    tags: { must: [], may: MAILTRAIN_TOPICS },
    keywords: { must: [], may: MAILTRAIN_TOPICS },
    founders: [],
    // Zone-MTA's repository is another project's; the clone URL and Docker Hub are no profiles.
    socials: {},
    faqs: [],
  },
  forbidden: ['categories=Databases', 'categories=Developer Tools', 'contact_email=admin@example.com'],
};

const OPPIA_TOPICS = [
  'online learning',
  'online learning tool',
  'learning',
  'learning tool',
  'education',
  'interactive activities',
  'explorations',
  'exploration',
  'tutor',
  'one-on-one conversation',
  'students',
  'learn by doing',
  'feedback',
  'community',
  'open source',
  'Python',
  'AngularJS',
  'Google App Engine',
  'Apache v2 license',
];

const oppia: CorpusSite = {
  id: 'oppia-readme',
  about:
    'Oppia\'s README (an old version): "an online learning tool that enables anyone to easily create and share interactive activities", then developers, design and documentation in passing',
  classes: ['real', 'tuning', 'single-page', 'categories', 'readme'],
  source: realSource('oppia/oppia', '02a19fdaf879c7db95791cf5d33e55be5579f9e9', 'README.md'),
  pages: { '/': realPage('oppia-readme/index.html') },
  expected: {
    name: 'Oppia',
    pricing_model: null,
    founded_year: null,
    // "Please report security issues directly to admin@oppia.org.": a security address only.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    // The video linked under the links list, its thumbnail centred: the product shown.
    demo_video_url: ['http://www.youtube.com/watch?v=Ntcw0H0hwPU', 'https://www.youtube.com/watch?v=Ntcw0H0hwPU'],
    // "an online learning tool … making it possible for students to learn by doing": Education. "Developer
    // mailing list", "art, coding, design and documentation" (ways to contribute) and "Documentation" (a link) are
    // said in passing: Developer Tools, Design and Notes & Docs are wrong.
    categories: { must: ['Education'], may: [] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: OPPIA_TOPICS },
    keywords: { must: [], may: OPPIA_TOPICS },
    founders: [],
    // "Keeping in touch": "Social media: G+, YouTube, FB, Twitter" (G+ is none of the platforms); the Gitter room of
    // the "Join the chat at …" badge and "public chat rooms on Gitter".
    socials: {
      youtube: 'https://www.youtube.com/channel/UC5c1G7BNDCfv1rczcBp9FPw',
      facebook: 'https://www.facebook.com/oppiaorg',
      x: 'https://twitter.com/oppiaorg',
      custom: 'https://gitter.im/oppia/oppia-chat',
    },
    faqs: [],
  },
  forbidden: [
    'categories=Developer Tools',
    'categories=Design',
    'categories=Notes & Docs',
    'contact_email=admin@oppia.org',
  ],
};

const MOODLE_TOPICS = [
  'learning platform',
  'open source learning platform',
  'learning',
  'learning environments',
  'personalised learning environments',
  'education',
  'educators',
  'learners',
  'administrators',
  'universities',
  'schools',
  'open source',
  'free',
  'hosting',
  'MoodleCloud',
  'Moodle Partners',
  'community',
  'Moodle Moot',
  'GNU General Public License',
  'GPL',
];

const moodle: CorpusSite = {
  id: 'moodle-readme',
  about:
    'Moodle\'s README: "the World\'s Open Source Learning Platform", "designed to allow educators, administrators and learners …", developer documentation and meetings',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('moodle/moodle', '0e961688e72a14c08acbafd383d742277e5c3ead', 'README.md'),
  pages: { '/': realPage('moodle-readme/index.html') },
  expected: {
    name: 'Moodle',
    // "Moodle is Free, and Open Source software." MoodleCloud hosting is named with no price: free, or freemium
    // beside it.
    pricing_model: ['free', 'freemium'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening picture, alt "The Moodle Logo", linked to moodle.org.
    logo_url: 'https://raw.githubusercontent.com/moodle/moodle/main/.github/moodlelogo.svg',
    demo_video_url: null,
    // "the World's Open Source Learning Platform" for educators and learners: Education. "designed to allow",
    // "developer documentation", "developer meetings" and "User documentation" are said in passing: Design,
    // Developer Tools and Notes & Docs are wrong.
    categories: { must: ['Education'], may: [] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: MOODLE_TOPICS },
    keywords: { must: [], may: MOODLE_TOPICS },
    founders: [],
    // moodle.org is the product's own community site; no profile on a platform is linked.
    socials: {},
    faqs: [],
  },
  forbidden: ['categories=Design', 'categories=Developer Tools', 'categories=Notes & Docs'],
};

const FRAPPE_FEATURES = [
  'Double-entry accounting',
  'Invoicing',
  'Billing',
  'Payments',
  'Journal Entries',
  'Dashboard',
  'Works Offline',
  'Financial Reports',
  'General Ledger',
  'Profit and Loss Statement',
  'Balance Sheet',
  'Trial Balance',
  'Financial Reports General Ledger Profit and Loss Statement Balance Sheet Trial Balance',
];
const FRAPPE_TOPICS = [
  'book-keeping',
  'bookkeeping',
  'book-keeping software',
  'accounting',
  'double-entry accounting',
  'desktop',
  'small businesses',
  'freelancers',
  'invoicing',
  'billing',
  'payments',
  'journal entries',
  'dashboard',
  'offline',
  'financial reports',
  'general ledger',
  'profit and loss',
  'balance sheet',
  'trial balance',
  'Vue.js',
  'Electron',
  'SQLite',
  'translations',
  'AGPL',
];

const frappeBooks: CorpusSite = {
  id: 'frappe-books-readme',
  about:
    'Frappe Books\' README: "Free Desktop book-keeping software for small businesses and freelancers.", a features list opened by "Double-entry accounting", "Invoicing", "Payments"',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('frappe/books', '0048d5896a8ac023849b35a82ddb0d5fe2f761d3', 'README.md'),
  pages: { '/': realPage('frappe-books-readme/index.html') },
  expected: {
    name: 'Frappe Books',
    // "Free Desktop book-keeping software …": a free product.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening picture, alt "Frappe Books logo".
    logo_url: '{base}/.github/logo.png',
    demo_video_url: null,
    // "book-keeping software" whose first feature is double-entry accounting: Accounting (its parent, Finance, may
    // stand). Invoicing is one feature among others; payments are recorded, not accepted (no Payments), and the
    // local SQLite file is what it runs on (no Databases).
    categories: { must: ['Accounting'], may: ['Finance', 'Invoicing'] },
    features: { must: [], may: FRAPPE_FEATURES },
    usps: { must: [], may: FRAPPE_FEATURES },
    tags: { must: [], may: FRAPPE_TOPICS },
    keywords: { must: [], may: FRAPPE_TOPICS },
    founders: [],
    // "Telegram Group: Used for discussions regarding features, …" (a label naming the platform and the place).
    socials: { custom: 'https://t.me/frappebooks' },
    faqs: [],
  },
  forbidden: ['categories=Payments', 'categories=Databases'],
};

export const REAL_TUNING_SITES_FIFTY_FIFTH: readonly CorpusSite[] = [mailtrain, oppia];

export const REAL_HELD_OUT_SITES_FIFTY_FIFTH: readonly CorpusSite[] = [moodle, frappeBooks];
