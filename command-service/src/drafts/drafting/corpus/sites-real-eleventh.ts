/**
 * Issue 34, eleventh round: categories left blank on real pages that do say what the product is, in a
 * line the drafter did not weigh as the product's own statement — a tagline paragraph under the title
 * ("Online accounting software designed for …", Akaunting, held out) or a definition the drafter did not
 * read as one ("wger (ˈvɛɡɐ) is a free workout and fitness manager."). Real READMEs with those shapes to
 * tune on and, one for one, held-out READMEs of the same shapes, each kept verbatim in real/ (README.md
 * at the commit, rendered by markdown-it, html and linkify on, as the earlier rounds'); facts written
 * from the page before the drafter first ran on it.
 *
 * Tuning:
 * - frappe-hr-readme: frappe/hrms at 80f17c99 (README.md, 2024-10-24): an h2 title over a tagline
 *   paragraph "Open Source, modern, and easy-to-use HR and Payroll Software for all organizations", an
 *   introduction ("a complete HRMS solution"), a key features list, a Telegram group.
 * - wger-readme: wger-project/wger at aaba2018 (README.md, 2026-08-21): "wger (ˈvɛɡɐ) is a free workout
 *   and fitness manager." (the name, then its pronunciation), an unheaded features list, Discord and
 *   Mastodon links.
 *
 * Held out (chosen before the drafter ran on any of the four; the drafter is not changed for them):
 * - vikunja-readme: go-vikunja/vikunja at 762dc4eb (README.md, 2026-08-22): a logo without alt text, "#
 *   Vikunja" and a tagline "> The task manager you actually own.", a hosted version and "Vikunja Pro".
 * - killbill-readme: killbill/killbill at cb60779c (README.md, 2026-08-20): an h2 title "Kill Bill -
 *   Open-Source Subscription Billing & Payments Platform", a lead "Kill Bill has been the leading …",
 *   "free to use", three people who "founded the project independently in 2010".
 *
 * Read and not taken: bigcapitalhq/bigcapital@af80afcf (its tagline "Simple, smart online accounting
 * software …" is followed by "# What's Bigcapital?" and a definition the drafter already weighs) and
 * InvoicePlane/InvoicePlane@3879f70d (its tagline is text in an HTML block, no paragraph).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const FRAPPE_HR_FEATURES = [
  'Employee Management',
  'Employee Lifecycle',
  'Leave and Attendance',
  'Shift Management',
  'Expense Claims and Advances',
  'Hiring',
  'Performance Management',
  'Fleet Management',
  'Training',
  'Payroll',
  'Taxation',
  'Compensation',
  'Analytics',
];

export const frappeHrReadme: CorpusSite = {
  id: 'frappe-hr-readme',
  about:
    'real (frappe/hrms README, 2024): an h2 title over a tagline paragraph "Open Source, modern, and easy-to-use HR and Payroll Software", a key features list, a Telegram group',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'features', 'socials'],
  source: realSource('frappe/hrms', '80f17c99'),
  pages: { '/': realPage('frappe-hr-readme/index.html') },
  expected: {
    name: 'Frappe HR',
    // Open source (GPL), a "Try on Frappe Cloud" button: no price, no plan.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The image the page opens with, alt "Frappe HR Logo".
    logo_url: 'https://raw.githubusercontent.com/frappe/hrms/develop/hrms/public/images/frappe-hr-logo.png',
    demo_video_url: null,
    // "HR and Payroll Software"; hiring is one of its modules.
    categories: { must: ['HR'], may: ['Recruiting'] },
    features: { must: FRAPPE_HR_FEATURES, may: [] },
    usps: { must: [], may: FRAPPE_HR_FEATURES },
    tags: {
      must: [],
      may: [
        'HR',
        'Payroll',
        'HR and Payroll',
        'HR and Payroll Software',
        'HRMS',
        'HRMS solution',
        'open source',
        ...FRAPPE_HR_FEATURES,
      ],
    },
    keywords: {
      must: [],
      may: [
        'HR',
        'Payroll',
        'HR and Payroll',
        'HR and Payroll Software',
        'HRMS',
        'HRMS solution',
        ...FRAPPE_HR_FEATURES,
      ],
    },
    // The copyright holder is a company (Frappe Technologies Pvt Ltd); no founder named.
    founders: [],
    // "Telegram Group - Get instant help from the community of users" (t.me/frappehr); the user forum is
    // ERPNext's.
    // Facts audit (issue 34, fifty-second round): the product's own Product Hunt post is its producthunt profile wherever linked, a badge too
    // (its "Featured on Product Hunt" badge, …/posts/frappe-hr).
    socials: { custom: 'https://t.me/frappehr', producthunt: 'https://www.producthunt.com/posts/frappe-hr' },
    faqs: [],
  },
  // ERPNext is another product of the maker (installed first); the copyright holder is no founder.
  forbidden: ['github.com/frappe/erpnext', 'Frappe Technologies'],
};

const WGER_FEATURES = [
  '🏋️ Custom Workout Routines – Create flexible routines with automatic weight progression rules.',
  '📊 Comprehensive Tracking – Track diet plans, body weight, and custom measurements.',
  '🍽️ Nutrition Management – Log your calories with a food database from Open Food Facts.',
  '📸 Progress Gallery – Upload and track your fitness progress with photos.',
  '📚 Exercise Wiki – Access and contribute to the built-in exercises.',
  '📱 Cross-Platform Apps – Available on Android, iOS, F-Droid, and Flathub.',
  '🐳 Self-Hostable – Deploy easily with Docker for full control.',
  '🌍 Multilingual Support – Translated by the community via Weblate.',
  '🔗 Powerful API – REST API for third-party integrations or automations.',
  '👥 Multi-User Support – Includes basic gym management features.',
  '🆓 100% Free & Open Source – Licensed under AGPL-3.0 or later.',
];
const WGER_LABELS = [
  'Custom Workout Routines',
  'Comprehensive Tracking',
  'Nutrition Management',
  'Progress Gallery',
  'Exercise Wiki',
  'Cross-Platform Apps',
  'Self-Hostable',
  'Multilingual Support',
  'Powerful API',
  'Multi-User Support',
  '100% Free & Open Source',
];

export const wgerReadme: CorpusSite = {
  id: 'wger-readme',
  about:
    'real (wger-project/wger README, 2026): "wger (ˈvɛɡɐ) is a free workout and fitness manager." (a pronunciation between the name and its verb), an unheaded features list, Discord and Mastodon links',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'features', 'socials', 'pricing'],
  source: realSource('wger-project/wger', 'aaba2018'),
  pages: { '/': realPage('wger-readme/index.html') },
  expected: {
    name: 'wger',
    // "a free workout and fitness manager", "100% Free & Open Source".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The image under the title, alt "wger logo".
    logo_url: 'https://raw.githubusercontent.com/wger-project/wger/master/wger/core/static/images/logos/logo.png',
    demo_video_url: null,
    // "a free workout and fitness manager".
    categories: { must: ['Health & Fitness'], may: [] },
    features: { must: WGER_FEATURES, may: WGER_LABELS },
    usps: { must: [], may: [...WGER_FEATURES, ...WGER_LABELS] },
    tags: {
      must: [],
      may: [
        'workout',
        'fitness',
        'workout manager',
        'fitness manager',
        'workout and fitness manager',
        'fitness and nutrition manager',
        'nutrition',
        'nutrition management',
        'workout routines',
        'exercises',
        'exercise wiki',
        'gym management',
        'self-hosted',
        'REST API',
      ],
    },
    keywords: {
      must: [],
      may: [
        'workout',
        'fitness',
        'workout manager',
        'fitness manager',
        'workout and fitness manager',
        'fitness and nutrition manager',
        'nutrition',
        'nutrition management',
        'workout routines',
        'exercises',
        'exercise wiki',
        'gym management',
        'self-hosted',
        'REST API',
      ],
    },
    // Its makers are "the community" and the AUTHORS file.
    founders: [],
    // "Contact": Discord and Mastodon (a draft holds one custom link); the GitHub organisation ("Sources").
    socials: {
      custom: ['https://discord.gg/rPWFv6W', 'https://fosstodon.org/@wger'],
      github: ['https://github.com/wger-project', 'https://github.com/wger-project/wger'],
    },
    faqs: [],
  },
  // The food database is another project's; the translation platform another's.
  forbidden: ['openfoodfacts.org', 'hosted.weblate.org'],
};

export const vikunjaReadme: CorpusSite = {
  id: 'vikunja-readme',
  about:
    'real (go-vikunja/vikunja README, 2026): a logo without alt text, "# Vikunja" over a quoted tagline "The task manager you actually own.", a hosted version and a Pro edition, a features link',
  classes: ['real', 'single-page', 'docs', 'categories', 'pricing'],
  source: realSource('go-vikunja/vikunja', '762dc4eb'),
  pages: { '/': realPage('vikunja-readme/index.html') },
  expected: {
    name: 'Vikunja',
    // A hosted version and "Vikunja Pro" are offered, no price and no free plan said.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The page opens with the product's logo file (vikunja-logo.svg), its alt text empty.
    logo_url: 'https://vikunja.io/images/vikunja-logo.svg',
    demo_video_url: null,
    // "The task manager you actually own."
    categories: { must: ['Task Management'], may: ['Productivity'] },
    // Its features are on another page ("See the features page").
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: {
      must: [],
      may: [
        'task manager',
        'tasks',
        'task management',
        'self-hosted',
        'hosted version',
        'Vikunja Pro',
        'time tracking',
      ],
    },
    keywords: {
      must: [],
      may: [
        'task manager',
        'tasks',
        'task management',
        'self-hosted',
        'hosted version',
        'Vikunja Pro',
        'time tracking',
      ],
    },
    // Its maintainer is named only in support links (buy a coffee, sponsor), not as a founder.
    founders: [],
    socials: {},
    faqs: [],
  },
  // The maintainer's support pages; the background images' source.
  forbidden: ['buymeacoffee.com/kolaente', 'github.com/sponsors/kolaente', 'unsplash.com', '"kolaente"'],
};

export const killbillReadme: CorpusSite = {
  id: 'killbill-readme',
  about:
    'real (killbill/killbill README, 2026): an h2 title "Kill Bill - Open-Source Subscription Billing & Payments Platform", a lead "Kill Bill has been the leading …", "free to use", founders named in an "About" section',
  classes: ['real', 'single-page', 'docs', 'categories', 'pricing', 'founders'],
  source: realSource('killbill/killbill', 'cb60779c'),
  pages: { '/': realPage('killbill-readme/index.html') },
  expected: {
    name: 'Kill Bill',
    // "Kill Bill is free to use and completely open-source"; support packages are services on request.
    pricing_model: 'free',
    // "founded the project independently in 2010".
    founded_year: '2010',
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The duck logo, alt "Kill Bill, the Open-Source Subscription Billing & Payments Platform, duck logo".
    logo_url: 'https://github.com/killbill/killbill-docs/raw/v3/userguide/assets/img/logo.png',
    demo_video_url: null,
    // "Subscription Billing & Payments Platform": payments, billing (invoices), finance.
    categories: { must: ['Payments'], may: ['Finance', 'Invoicing'] },
    // "Kill Bill offers a lot out of the box:" — what a business can do with it, sentences rather than features.
    features: {
      must: [],
      may: [
        'You can test various subscription billing models to see which is most profitable for your business.',
        'It is easy to run trials and accommodate even the briefest promotional discounts.',
        'real-time analytics and financial reports',
      ],
    },
    usps: {
      must: [],
      may: [
        'You can test various subscription billing models to see which is most profitable for your business.',
        'It is easy to run trials and accommodate even the briefest promotional discounts.',
        "Your business doesn't need to rely on the uptime or processing speed of a third-party SaaS provider.",
        'Kill Bill provides an unmatched framework for extensibility.',
      ],
    },
    tags: {
      must: [],
      may: [
        'subscription billing',
        'billing',
        'payments',
        'payments platform',
        'subscription billing platform',
        'Subscription Billing & Payments Platform',
        'open-source',
        'OpenSaaS billing',
        'subscription management',
        'billing and payment infrastructure',
        'real-time analytics',
        'financial reports',
        'SaaS billing',
      ],
    },
    keywords: {
      must: [],
      may: [
        'subscription billing',
        'billing',
        'payments',
        'payments platform',
        'subscription billing platform',
        'Subscription Billing & Payments Platform',
        'open-source',
        'OpenSaaS billing',
        'subscription management',
        'billing and payment infrastructure',
        'real-time analytics',
        'financial reports',
        'SaaS billing',
      ],
    },
    // "Martin Westhead, Pierre-Alexandre Meyer, and Stéphane Brossier founded the project independently in 2010."
    founders: [{ name: 'Martin Westhead' }, { name: 'Pierre-Alexandre Meyer' }, { name: 'Stéphane Brossier' }],
    // "take a look across our entire GitHub organization".
    socials: { github: 'https://github.com/killbill' },
    faqs: [],
  },
  // The founders' own LinkedIn pages; the company that owns the code is no founder.
  forbidden: [
    'linkedin.com/pub/martin-westhead',
    'linkedin.com/in/pierrealexandremeyer',
    'linkedin.com/in/stephanebrossier',
    'The Billing Project',
  ],
};

export const REAL_TUNING_SITES_ELEVENTH: readonly CorpusSite[] = [frappeHrReadme, wgerReadme];
export const REAL_HELD_OUT_SITES_ELEVENTH: readonly CorpusSite[] = [vikunjaReadme, killbillReadme];
