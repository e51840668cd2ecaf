/**
 * Issue 34, sixty-ninth round: categories chosen on weak evidence (precision) and a product's plain category missed
 * (recall). Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts
 * written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit (read from the fetched repositories with git
 * show), rendered by markdown-it (html and linkify on) in a bare page titled with the product's name. The class: a
 * page that says what the product is (a search engine, a billing API, a personal finance app, a project management
 * tool) beside things it touches or shows (example apps built on it, an AI framework it works with, a CRM it connects
 * to, a marketing campaign its coupons serve, its API docs), which name no category.
 *
 * Tuned on:
 * - meilisearch-readme: meilisearch/meilisearch at 74b83d30 (README.md): "A lightning-fast search engine that fits
 *   effortlessly into your apps, websites, and workflow", example apps ("Ecommerce", a "CRM application"), "AI-ready".
 * - lago-readme: getlago/lago at 88d8f9b3 (README.md): "Open Source Metering & Usage-Based Billing", "the open-source
 *   billing API for product-led SaaS", a CRM among what it connects to, coupons for "marketing campaigns", sales-led.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - maybe-readme: maybe-finance/maybe at 77b54698 (README.md): "Maybe: The personal finance app for everyone", then
 *   setup for developers (PostgreSQL).
 * - focalboard-readme: mattermost/focalboard at de5e5cc4 (README.md): "an open source, multilingual, self-hosted project
 *   management tool that's an alternative to Trello, Notion, and Asana", "API Docs", a developer guide.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

/** A bold-labelled item as a feature may be drafted: its label, the whole item, or what follows the label. */
const labelled = (items: readonly string[]): string[] =>
  items.flatMap((item) => {
    const colon = item.indexOf(': ');
    return colon < 0 ? [item] : [item.slice(0, colon), item, item.slice(colon + 2)];
  });

const MEILISEARCH_FEATURES = labelled([
  'Hybrid search: Combine the best of both semantic & full-text search to get the most relevant results',
  'Search-as-you-type: Find & display results in less than 50 milliseconds to provide an intuitive experience',
  'Typo tolerance: get relevant matches even when queries contain typos and misspellings',
  "Filtering and faceted search: enhance your users' search experience with custom filters and build a faceted search interface in a few lines of code",
  'Sorting: sort results based on price, date, or pretty much anything else your users need',
  'Synonym support: configure synonyms to include more relevant content in your search results',
  'Geosearch: filter and sort documents based on geographic data',
  'Extensive language support: search datasets in any language, with optimized support for Chinese, Japanese, Hebrew, and languages using the Latin alphabet',
  'Security management: control which users can access what data with API keys that allow fine-grained permissions handling',
  'Multi-Tenancy: personalize search results for any number of application tenants',
  'Highly Customizable: customize Meilisearch to your specific needs or use our out-of-the-box and hassle-free presets',
  'RESTful API: integrate Meilisearch in your technical stack with our plugins and SDKs',
  'AI-ready: works out of the box with langchain and the model context protocol',
  'Easy to install, deploy, and maintain',
]);
const MEILISEARCH_TOPICS = [
  'search engine',
  'search',
  'lightning-fast search engine',
  'search experience',
  'hybrid search',
  'semantic search',
  'full-text search',
  'search-as-you-type',
  'typo tolerance',
  'filtering',
  'faceted search',
  'facets',
  'sorting',
  'synonyms',
  'synonym support',
  'geosearch',
  'language support',
  'security management',
  'API keys',
  'multi-tenancy',
  'tenant tokens',
  'RESTful API',
  'SDKs',
  'plugins',
  'integrations',
  'AI-ready',
  'langchain',
  'model context protocol',
  'Meilisearch Cloud',
  'open source',
  'MIT license',
  'Community Edition',
  'Enterprise Edition',
  'sharding',
  'documents',
  'indexes',
  'telemetry',
  'demos',
  'examples',
];

const meilisearch: CorpusSite = {
  id: 'meilisearch-readme',
  about:
    'Meilisearch\'s README: "A lightning-fast search engine that fits effortlessly into your apps, websites, and workflow", example apps (Ecommerce, a CRM), a features list ("RESTful API", "AI-ready"), editions and licensing',
  classes: ['real', 'tuning', 'single-page', 'categories', 'readme'],
  source: realSource('meilisearch/meilisearch', '74b83d305ff7502bc3f870693ae13b9741f3c621', 'README.md'),
  pages: { '/': realPage('meilisearch-readme/index.html') },
  expected: {
    name: 'Meilisearch',
    // The Community Edition is "Free to use for anyone, including commercial usage"; Meilisearch Cloud (its pricing
    // page linked) and the Enterprise Edition are paid: freemium, or free.
    pricing_model: ['freemium', 'free'],
    founded_year: null,
    // "Want access to Enterprise features? → Contact us at sales@meilisearch.com.": the customers' address (privacy@ is
    // for deletion requests only).
    contact_email: 'sales@meilisearch.com',
    // "created by Meili, a software development company headquartered in France".
    city: null,
    country: 'FR',
    stage: null,
    // The opening picture (light and dark), linked to the website, its file the product's logo.
    logo_url: [
      '{base}/assets/meilisearch-logo-light.svg?sanitize=true#gh-light-mode-only',
      '{base}/assets/meilisearch-logo-light.svg?sanitize=true',
      '{base}/assets/meilisearch-logo-light.svg',
      '{base}/assets/meilisearch-logo-dark.svg?sanitize=true#gh-dark-mode-only',
      '{base}/assets/meilisearch-logo-dark.svg?sanitize=true',
      '{base}/assets/meilisearch-logo-dark.svg',
    ],
    // The demo is an animated picture linked to an example app, no video.
    demo_video_url: null,
    // A search engine developers fit into their apps through a RESTful API and SDKs: Developer Tools or APIs may
    // stand; nothing names one plainly enough to require it. The example apps built on it ("Ecommerce website …",
    // "… in this multi-tenant CRM application"), what it works with ("AI-ready: works out of the box with langchain …"),
    // the Cloud's "analytics & monitoring" and its own newsletter are not what it is: E-commerce, CRM, Sales, AI,
    // Monitoring and Email Marketing are wrong.
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    features: { must: [], may: MEILISEARCH_FEATURES },
    usps: { must: [], may: MEILISEARCH_FEATURES },
    tags: { must: [], may: MEILISEARCH_TOPICS },
    keywords: { must: [], may: MEILISEARCH_TOPICS },
    founders: [],
    // The Discord of the navigation row and of "Want to be part of our Discord community? Join us!", through the
    // product's own domain.
    socials: {
      discord: [
        'https://discord.meilisearch.com',
        'https://discord.meilisearch.com/',
        'https://discord.meilisearch.com/?utm_campaign=oss&utm_source=github&utm_medium=meilisearch&utm_content=nav',
        'https://discord.meilisearch.com/?utm_campaign=oss&utm_source=github&utm_medium=meilisearch&utm_content=contact',
      ],
    },
    faqs: [],
  },
  forbidden: [
    'categories=E-commerce',
    'categories=CRM',
    'categories=AI',
    'categories=Email Marketing',
    'contact_email=privacy@meilisearch.com',
  ],
};

const LAGO_FEATURES = labelled([
  "Usage metering: Lago's event-based architecture provides a solid foundation for building a fair pricing model that scales with your business.",
  'Price plans: Lago supports all pricing models. Create pay-as-you-go and hybrid plans in no time with our intuitive user interface or API.',
  'Coupons: Create engaging marketing campaigns and increase conversion with coupons that customers can redeem to get a discount.',
  'Add-ons: Why wait until the end of the billing cycle to get paid? Lago allows you to create one-time charges that are invoiced on the fly.',
  'Invoicing: Depending on the configuration of your plans, Lago automatically calculates what each customer owes you and generates invoices.',
  "Prepaid credits: Unlock recurring revenue opportunities for pay-as-you-go pricing models with Lago's prepaid credit features.",
]);
const LAGO_USPS = [
  ...LAGO_FEATURES,
  ...labelled([
    'Event-based: if you can track it, you can charge for it;',
    'Event-based: if you can track it, you can charge for it',
    'Built for product-led growth companies;',
    'Built for product-led growth companies',
    'Hybrid pricing: subscription and usage;',
    'Hybrid pricing: subscription and usage',
    'Hybrid go-to-market motion: self-serve and sales-led.',
    'Hybrid go-to-market motion: self-serve and sales-led',
    'Composable: connect Lago to any of your internal systems or tools (i.e. any payment gateway, CRM, CPQ, accounting software);',
    'Composable: connect Lago to any of your internal systems or tools (i.e. any payment gateway, CRM, CPQ, accounting software)',
    'Pricing: we’re not rent seekers, we’re not asking for a % of your revenue. Our self-hosted version is free. Our cloud version is priced like a SaaS;',
    'Pricing: we’re not rent seekers, we’re not asking for a % of your revenue. Our self-hosted version is free. Our cloud version is priced like a SaaS',
    'Privacy: your data never has to leave your infrastructure.',
  ]),
];
const LAGO_TOPICS = [
  'metering',
  'usage metering',
  'usage-based billing',
  'billing',
  'billing API',
  'billing system',
  'open source',
  'open-source',
  'API',
  'programmable API',
  'subscription',
  'subscriptions',
  'pricing',
  'pricing models',
  'hybrid pricing',
  'price plans',
  'plans',
  'pay-as-you-go',
  'coupons',
  'add-ons',
  'invoicing',
  'invoices',
  'prepaid credits',
  'event-based',
  'product-led growth',
  'product-led SaaS',
  'SaaS',
  'self-hosted',
  'composable',
  'privacy',
  'AGPLv3',
  'Docker',
  'Chargebee',
  'Recurly',
  'Stripe Billing',
  'Y Combinator',
];

const lago: CorpusSite = {
  id: 'lago-readme',
  about:
    'Lago\'s README: "Open Source Metering & Usage-Based Billing", "the open-source billing API for product-led SaaS", a CRM among what it connects to, coupons for "marketing campaigns", a philosophy of sales-led go-to-market',
  classes: ['real', 'tuning', 'single-page', 'categories', 'readme'],
  source: realSource('getlago/lago', '88d8f9b39ce4a167cac9c1f6f4746f6935f42ae4', 'README.md'),
  pages: { '/': realPage('lago-readme/index.html') },
  expected: {
    name: 'Lago',
    // "Our self-hosted version is free. Our cloud version is priced like a SaaS": freemium, or free.
    pricing_model: ['freemium', 'free'],
    // "Lago launched its v0.1 on June 2nd, 2022": a launch, not a founding.
    founded_year: null,
    contact_email: 'hello@getlago.com',
    city: null,
    country: null,
    // "Lago launched its v0.1 on June 2nd, 2022. Lots of new features are coming": launched.
    stage: 'launched',
    // The opening picture, alt "Lago", linked to the repository.
    logo_url: 'https://uploads-ssl.webflow.com/635119506e36baf5c267fecd/635b6df0ee8effaa54c1fa42_banner-open-graph.jpg',
    // "Lago Billing System Presentation", under "The programmable API for usage-based billing".
    demo_video_url: ['https://www.youtube.com/watch?v=dXnoMRetsr4'],
    // Usage-based billing that generates invoices, offered as a billing API: Finance, Invoicing, APIs and Developer
    // Tools may stand; none is plain enough to require. A CRM it connects to ("any payment gateway, CRM, CPQ,
    // accounting software"), coupons that serve "marketing campaigns", a "sales-led" motion and "a sales
    // representative" of its philosophy, its "Analytics and tracking" of instances: CRM, Sales, Marketing, Email
    // Marketing, Accounting and Monitoring are wrong.
    categories: { must: [], may: ['Finance', 'Invoicing', 'APIs', 'Developer Tools'] },
    features: { must: [], may: LAGO_FEATURES },
    usps: { must: [], may: LAGO_USPS },
    tags: { must: [], may: LAGO_TOPICS },
    keywords: { must: [], may: LAGO_TOPICS },
    founders: [],
    // "Join our Slack community", "Follow us on Twitter", its own Product Hunt post (two badges).
    socials: {
      custom: 'https://www.getlago.com/slack',
      x: ['https://twitter.com/getlago', 'https://twitter.com/GetLago'],
      producthunt: [
        'https://www.producthunt.com/posts/lago',
        'https://www.producthunt.com/posts/lago?utm_source=badge-top-post-badge&utm_medium=badge&utm_souce=badge-lago',
        'https://www.producthunt.com/posts/lago?utm_source=badge-top-post-topic-badge&utm_medium=badge&utm_souce=badge-lago',
      ],
    },
    faqs: [],
  },
  forbidden: ['categories=CRM', 'categories=Sales', 'categories=Marketing', 'categories=Email Marketing'],
};

const MAYBE_TOPICS = [
  'personal finance',
  'personal finance app',
  'finance',
  'self hosted',
  'self-hosted',
  'Docker',
  'AGPLv3',
  'Ruby',
  'PostgreSQL',
  'demo data',
  'dev containers',
];

const maybe: CorpusSite = {
  id: 'maybe-readme',
  about:
    'Maybe\'s README: "Maybe: The personal finance app for everyone", self hosting with Docker, then a local development setup (PostgreSQL, demo credentials)',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('maybe-finance/maybe', '77b5469832758d1cbee1a940f3012a1ae1c74cd3', 'README.md'),
  pages: { '/': realPage('maybe-readme/index.html') },
  expected: {
    name: 'Maybe',
    // Self-hosted under the AGPLv3; no price or plan.
    pricing_model: null,
    founded_year: null,
    // user@maybe.local is the demo login of the development setup.
    contact_email: null,
    city: null,
    country: null,
    // "This repository is no longer actively maintained": no stage of the spec's.
    stage: null,
    // The opening picture, alt "maybe_hero": a hero screenshot, not a logo.
    logo_url: null,
    demo_video_url: null,
    // "The personal finance app for everyone": Finance. PostgreSQL and the setup "for developers" are how it is run
    // and worked on: Databases and Developer Tools are wrong.
    categories: { must: ['Finance'], may: [] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: MAYBE_TOPICS },
    keywords: { must: [], may: MAYBE_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['categories=Databases', 'categories=Developer Tools', 'contact_email=user@maybe.local'],
};

const FOCALBOARD_FEATURES = [
  'Personal Desktop: A standalone, single-user macOS, Windows, or Linux desktop app for your own todos and personal projects.',
  'Personal Desktop',
  'A standalone, single-user macOS, Windows, or Linux desktop app for your own todos and personal projects.',
  'Personal Server: A standalone, multi-user server for development and personal use.',
  'Personal Server',
  'A standalone, multi-user server for development and personal use.',
];
const FOCALBOARD_TOPICS = [
  'project management',
  'project management tool',
  'open source',
  'multilingual',
  'self-hosted',
  'Trello',
  'Notion',
  'Asana',
  'boards',
  'todos',
  'personal projects',
  'Personal Desktop',
  'Personal Server',
  'desktop app',
  'macOS',
  'Windows',
  'Linux',
  'Ubuntu',
  'Docker',
  'SQLite',
  'API docs',
  'Mattermost',
];

const focalboard: CorpusSite = {
  id: 'focalboard-readme',
  about:
    'Focalboard\'s README: "an open source, multilingual, self-hosted project management tool that\'s an alternative to Trello, Notion, and Asana", its two editions, "API Docs", build and test steps',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('mattermost/focalboard', 'de5e5cc4141f14f69bf0e5666383997b81f851d6', 'README.md'),
  pages: { '/': realPage('focalboard-readme/index.html') },
  expected: {
    name: 'Focalboard',
    // Open source, self-hosted, its apps in the app stores with no price: no pricing model stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "This repository is currently not maintained": no stage of the spec's.
    stage: null,
    // The picture under the h1 and badges, alt "Focalboard", its file a hero screenshot ("hero.jpg"): no logo.
    logo_url: null,
    demo_video_url: null,
    // "a … project management tool" that helps "define, organize, track and manage work": Task Management (its parent,
    // Productivity, may stand). "API Docs" (a section's label), the developer guide and the alternatives it names
    // (Notion) are not what it is: APIs, Developer Tools and Notes & Docs are wrong.
    categories: { must: ['Task Management'], may: ['Productivity'] },
    features: { must: [], may: FOCALBOARD_FEATURES },
    usps: { must: [], may: FOCALBOARD_FEATURES },
    tags: { must: [], may: FOCALBOARD_TOPICS },
    keywords: { must: [], may: FOCALBOARD_TOPICS },
    founders: [],
    // "Chat: Join the ~Focalboard community channel" (a Mattermost channel of its own): the product's chat.
    socials: { custom: 'https://community.mattermost.com/core/channels/focalboard' },
    faqs: [],
  },
  forbidden: ['categories=APIs', 'categories=Developer Tools', 'categories=Notes & Docs'],
};

export const REAL_TUNING_SITES_SIXTY_NINTH: readonly CorpusSite[] = [meilisearch, lago];

export const REAL_HELD_OUT_SITES_SIXTY_NINTH: readonly CorpusSite[] = [maybe, focalboard];
