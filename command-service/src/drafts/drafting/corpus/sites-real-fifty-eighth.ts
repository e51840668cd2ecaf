/**
 * Issue 34, fifty-eighth round: questions in accordions and FAQ sections. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuned on (chosen, and their facts written, before the drafter first ran on them):
 * - freeforcharity-home: FreeForCharity/FFC-IN-Single_Page_Template_HTML at ebcec0ed (html-site/index.html), verbatim:
 *   a nonprofit's one-page site (free hosting, domains and consulting for charities), a "Frequently Asked Questions"
 *   section of four questions, each a `<button class="faq-question">` holding the question and a "+" toggle mark, its
 *   answer the sibling `<div class="faq-answer">`; a board with its founder, a footer address, four accounts.
 * - sl-sh-faq: sl-sh-dev/sl-sh at 04a6f421 (docs/pages/mydoc/mydoc_faq.md): a shell's FAQ page on its Jekyll docs site,
 *   front matter dropped, rendered, in a bare page titled with the product's name, served at the root: two questions in
 *   a Bootstrap collapse accordion (the question a link `data-toggle="collapse" href="#collapseOne"` inside a panel
 *   title, its answer the panel that id names), no FAQ heading on the page.
 *
 * Held out (chosen, and its facts written, before the drafter first ran on it):
 * - monero-faq: monero-project/monero-site at 0071ea3a (2017-08-28, get-started/faq/index.md): a Jekyll page, its front
 *   matter dropped, rendered, in a bare page titled with the product's name, served at the site's root (as the corpus serves one-page sites): twelve questions in a
 *   CSS accordion (a hidden checkbox, the question its `<label class="accordian">`, the answer a sibling
 *   `<div class="tab-content">`), no FAQ heading (the layout's title is not kept).
 * - pyautograder-faq: PyAutoGrader/pyautograder.github.io at 1720dcc9 (2026-02-17, faq.md): a Jekyll page, front matter
 *   dropped, rendered, in a bare page titled with the product's name, served at the root: ten questions, each a
 *   `<button class="faq-question">` over its sibling `<div class="faq-answer">`, grouped under "General", "For
 *   Instructors" and "For Students" labels (no FAQ heading: the layout's title is not kept). Chosen once the tuning pages were read and the rule's direction chosen
 *   (before any rule was written), its facts written before the drafter first ran on it.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED } from './corpus-site.ts';

// ---------------------------------------------------------------- Free For Charity (tuning)

const FFC_PROGRAMS = ['Free Web Hosting', 'Free Domains', 'Free Consulting'];
const FFC_FEATURES = [
  ...FFC_PROGRAMS,
  'Professional web hosting services at no cost to eligible nonprofits.',
  "Custom domain names to establish your nonprofit's online presence.",
  'Expert guidance on technology, marketing, and operational efficiency.',
  'web hosting',
  'domain names',
  'consulting',
  'technology assistance',
];
const FFC_FEATURE_FORMS = FFC_FEATURES.flatMap((text) => [text, text.replace(/\.$/, '')]);
const FFC_CLAIMS = [
  ...FFC_FEATURE_FORMS,
  'Reduce costs and increase revenues for nonprofits; putting that money back into their charitable mission where it belongs.',
  'Reduce costs and increase revenues for nonprofits; putting that money back into their charitable mission where it belongs',
  'This charity for charities seeks to replace as many functions as possible that current nonprofits pay for to for-profit companies with free or at cost work from our campus, on site projects, or partnerships with other entities.',
  'Connecting Students, Professionals, & Businesses with Charities in Need',
  'Free For Charity has a simple mission with broad implications',
  'Sustainable Funding',
  'Long-Term Impact',
  'Goal of $1,000,000',
  'Be a Champion for Change',
];
const FFC_TOPICS = [
  'Free For Charity',
  'nonprofit',
  'nonprofits',
  'charity',
  'charities',
  'volunteer',
  'volunteers',
  'donate',
  'donations',
  'free hosting',
  'web hosting',
  'free web hosting',
  'domains',
  'free domains',
  'domain names',
  'Microsoft 365',
  'consulting',
  'free consulting',
  'technology assistance',
  'technical assistance',
  'endowment',
  '501(c)(3)',
  'students',
  'professionals',
  'businesses',
];

const freeForCharity: CorpusSite = {
  id: 'freeforcharity-home',
  about:
    'real (Free For Charity’s one-page site, static HTML kept verbatim): a nonprofit’s free hosting, domains and consulting for charities; a FAQ section whose questions are toggle buttons ending in a "+" mark; its board, footer address and accounts',
  classes: ['real', 'single-page', 'tuning', 'faqs'],
  source: realSource('FreeForCharity/FFC-IN-Single_Page_Template_HTML', 'ebcec0ed', 'html-site/index.html', 'verbatim'),
  pages: { '/': realPage('freeforcharity-home/index.html') },
  expected: {
    name: 'Free For Charity',
    // Its programs: "Professional web hosting services at no cost to eligible nonprofits", "Free Domains", "Free
    // Consulting".
    pricing_model: 'free',
    founded_year: null,
    // The footer's "Contact Us" address and the FAQ's "email us directly at info@freeforcharity.org".
    contact_email: ['clarkemoyer@freeforcharity.org', 'info@freeforcharity.org'],
    // The footer's "Contact Us": "📍 Boise, Idaho, USA".
    city: 'Boise',
    country: 'US',
    stage: null,
    // The header's "Free For Charity Logo"; the og:image is the site's app icon.
    logo_url: ['{base}/images/logo.webp', '{base}/web-app-manifest-512x512.png'],
    // The mission section's own video, the one video of the site.
    demo_video_url: 'https://ffcsites.org/videos/mission-video.mp4',
    // A nonprofit serving nonprofits: none of the directory's categories.
    categories: { must: [], may: [] },
    features: { must: FFC_PROGRAMS, may: FFC_FEATURE_FORMS },
    usps: { must: [], may: FFC_CLAIMS },
    tags: { must: [], may: FFC_TOPICS },
    keywords: { must: [], may: FFC_TOPICS },
    // "Clarke Moyer — Free For Charity Founder/ President of the Board"; the other four are board officers.
    founders: [{ name: 'Clarke Moyer', title: 'Founder/ President of the Board' }],
    // The footer's "Follow Us" row; its GitHub link opens the site's template repository.
    socials: {
      facebook: 'https://www.facebook.com/freeforcharity',
      x: 'https://x.com/freeforcharity1',
      linkedin: 'https://www.linkedin.com/company/freeforcharity/',
      github: 'https://github.com/FreeForCharity/FFC_Single_Page_Template',
    },
    faqs: [
      'What is Free For Charity?',
      'Who is eligible for your services?',
      'How can I volunteer?',
      'How do I apply for services?',
    ],
  },
  // Board officers are no founders; testimonials' people and organisations, the officers' own LinkedIn profiles and
  // the Idealist listing's town are not the organisation's.
  forbidden: [
    'founders=Chris Rae',
    'founders=Tyler Carlotto',
    'founders=Brennan Darling',
    'founders=Rebecca Cook',
    'David Green',
    'TaShonda Payne',
    'Keith Ray',
    'americanlegionpost64.org',
    'linkedin.com/in/',
    'city=State College',
  ],
};

// ---------------------------------------------------------------- sl-sh (tuning)

const slShFaq: CorpusSite = {
  id: 'sl-sh-faq',
  about:
    'real (sl-sh’s FAQ page on its Jekyll docs site, rendered, served at the root): two questions in a Bootstrap collapse accordion, the answer the panel the question’s link names, no FAQ heading',
  classes: ['real', 'single-page', 'tuning', 'faqs'],
  source: realSource('sl-sh-dev/sl-sh', '04a6f421', 'docs/pages/mydoc/mydoc_faq.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('sl-sh-faq/index.html') },
  expected: {
    name: 'sl-sh',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: ['sl-sh', 'VM', 'windows'] },
    keywords: { must: [], may: ['sl-sh', 'VM', 'windows'] },
    founders: [],
    socials: {},
    faqs: ['Will sl-sh be supported on windows?', "Wouldn't sl-sh run faster with a VM?"],
  },
  // slvm is another project (a VM being developed), linked from an answer.
  forbidden: ['name=slvm', 'github.com/sstanfield/slvm'],
};

export const REAL_TUNING_SITES_FIFTY_EIGHTH: readonly CorpusSite[] = [freeForCharity, slShFaq];

// ---------------------------------------------------------------- Monero (held out)

const MONERO_FAQS = [
  'How does Monero have value?',
  'How can I get Monero?',
  'What is a mnemonic seed?',
  'How is Monero’s privacy different from other coins?',
  'Why is my wallet taking so long to sync?',
  'What is the different between a lightweight and a normal wallet?',
  'How is Monero different from Bitcoin?',
  'Does Monero have a block size limit?',
  'What is a blockchain?',
  'What is Kovri?',
  'What is fungibility, and why is it important?',
  "If Monero is so private how do we know they're not being created out of thin air?",
];
const MONERO_CLAIMS = [
  'Monero uses three different privacy technologies: ring signatures, ring confidential transactions (RingCT), and stealth addresses.',
  'These hide the sender, amount, and receiver in the transaction, respectively.',
  'All transactions on the network are private by mandate; there is no way to accidentally send a transparent transaction.',
  'This feature is exclusive to Monero.',
  'You do not need to trust anyone else with your privacy.',
  'Monero is not based on Bitcoin.',
  'It is based on the CryptoNote protocol.',
  'Monero hides this information to protect user privacy in all transactions.',
  'It also has a dynamic block size and dynamic fees, an ASIC-resistant proof of work, and a tail coin emission, among several other changes.',
  'No, Monero does not have a hard block size limit.',
  'Monero is fungible, which means people do not need to go through this effort.',
  'ring signatures',
  'ring confidential transactions (RingCT)',
  'stealth addresses',
  'dynamic block size',
  'dynamic fees',
  'ASIC-resistant proof of work',
  'tail coin emission',
];
const MONERO_CLAIM_FORMS = MONERO_CLAIMS.flatMap((text) => [text, text.replace(/\.$/, '')]);
const MONERO_TOPICS = [
  'Monero',
  'privacy',
  'private',
  'transactions',
  'wallet',
  'wallets',
  'lightweight wallet',
  'normal wallet',
  'node',
  'full node',
  'remote node',
  'blockchain',
  'block size',
  'mnemonic seed',
  'ring signatures',
  'RingCT',
  'stealth addresses',
  'fungibility',
  'fungible',
  'mining',
  'exchange',
  'CryptoNote',
  'Pedersen commitments',
  'proof of work',
  'fees',
  'coins',
  'money',
  'Kovri',
  'I2P',
  'Tor',
];

const moneroFaq: CorpusSite = {
  id: 'monero-faq',
  about:
    'real (Monero’s FAQ page of 2017, a Jekyll page rendered, served at the root): twelve questions in a CSS accordion (a label over a sibling answer block), no FAQ heading on the page',
  classes: ['real', 'single-page', 'held-out', 'faqs'],
  source: realSource('monero-project/monero-site', '0071ea3a', 'get-started/faq/index.md', FRONT_MATTER_DROPPED),
  // The corpus serves a site from its root (the crawl starts at "/"), as logipedia-faq's FAQ page is served.
  pages: { '/': realPage('monero-faq/index.html') },
  expected: {
    name: 'Monero',
    // A currency: "Monero has value because people are willing to buy it"; no price of a product.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Kovri is currently in alpha": Kovri's stage, "an independent project of Monero", not Monero's.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A private digital currency: money, not one of the directory's categories for certain; Finance or Payments
    // are not wrong.
    categories: { must: [], may: ['Finance', 'Payments'] },
    features: { must: [], may: MONERO_CLAIM_FORMS },
    usps: { must: [], may: MONERO_CLAIM_FORMS },
    tags: { must: [], may: MONERO_TOPICS },
    keywords: { must: [], may: MONERO_TOPICS },
    founders: [],
    socials: {},
    // Every accordion label asks what a visitor asks, and the block beside it answers (the first ten are counted).
    faqs: MONERO_FAQS,
  },
  // Other projects named on the page are not the product; Kovri's alpha is not Monero's stage.
  forbidden: ['name=Kovri', 'name=Bitcoin', 'name=CryptoNote', 'stage=alpha', 'getkovri.org'],
};

// ---------------------------------------------------------------- PyAutoGrader (held out)

const PAG_FAQS = [
  'What is PyAutoGrader?',
  "What's the difference between the Offline and Online versions?",
  'Is PyAutoGrader free?',
  'What operating systems are supported?',
  'How do I get an Online Autograder account?',
  'Do students need accounts for the Online Autograder?',
  'Can I use both the Offline and Online versions?',
  "I'm a student — how do I use PyAutoGrader?",
  'Do I need to install Python to use the Offline Autograder?',
  "Where can I get help if something isn't working?",
];
const PAG_CLAIMS = [
  'PyAutoGrader is a tool that helps instructors automatically grade Python programming assignments.',
  'It comes in two versions: an Offline Autograder (a distributable executable) and an Online Autograder (a hosted platform with instructor and student clients).',
  'The Offline Autograder is a standalone executable the instructor builds and distributes to students.',
  'Students run it on their own machines with no internet needed.',
  'The Online Autograder is a hosted platform — instructors manage assignments through an instructor client, and students submit work via a student client that connects to a central grading server.',
  'The Offline Autograder is completely free, forever.',
  'The Offline Autograder is designed to produce executables that run on Windows, macOS, and Linux.',
  'The offline grader is distributed as a self-contained executable — it bundles everything it needs.',
  'Offline Autograder',
  'Online Autograder',
];
const PAG_CLAIM_FORMS = PAG_CLAIMS.flatMap((text) => [text, text.replace(/\.$/, '')]);
const PAG_TOPICS = [
  'PyAutoGrader',
  'autograder',
  'autograding',
  'grading',
  'grader',
  'Python',
  'Python programming assignments',
  'programming assignments',
  'assignments',
  'instructors',
  'students',
  'executable',
  'Offline Autograder',
  'Online Autograder',
  'Windows',
  'macOS',
  'Linux',
  'education',
];

const pyAutoGraderFaq: CorpusSite = {
  id: 'pyautograder-faq',
  about:
    'real (PyAutoGrader’s FAQ page of 2026-02, a Jekyll page rendered, served at the root): ten questions as toggle buttons over their sibling answers, under group labels, no FAQ heading',
  classes: ['real', 'single-page', 'held-out', 'faqs'],
  source: realSource('PyAutoGrader/pyautograder.github.io', '1720dcc9', 'faq.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('pyautograder-faq/index.html') },
  expected: {
    name: 'PyAutoGrader',
    // "The Offline Autograder is completely free, forever. The Online Autograder has a free tier … A paid tier …
    // is planned for the future": free today.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "a tool that helps instructors automatically grade Python programming assignments": a teaching tool.
    categories: { must: ['Education'], may: ['Developer Tools'] },
    features: { must: [], may: PAG_CLAIM_FORMS },
    usps: { must: [], may: PAG_CLAIM_FORMS },
    tags: { must: [], may: PAG_TOPICS },
    keywords: { must: [], may: PAG_TOPICS },
    founders: [],
    socials: {},
    // Every button asks what an instructor or a student asks, and the block under it answers.
    faqs: PAG_FAQS,
  },
  // "A paid tier with additional features is planned for the future": no paid plan yet.
  forbidden: ['pricing_model=freemium', 'pricing_model=subscription'],
};

export const REAL_HELD_OUT_SITES_FIFTY_EIGHTH: readonly CorpusSite[] = [moneroFaq, pyAutoGraderFaq];
