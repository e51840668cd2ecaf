/**
 * Corpus sites, part 9: real products' marketing pages for TUNING (issue 34: the held-out real sites
 * had shown where the rules fail, but may not be tuned on; these may). Three products whose marketing
 * site lives in their repository, kept verbatim in `real/`; each rendered from its templates as the site
 * serves a signed-out visitor (not a character of text retyped). Their expected facts were written by
 * hand from the pages before the drafter was first run on them (docs/benchmarks.md has that first run).
 *
 * - mataroa-2025: mataroa-blog/mataroa at d030ad86 (2025-08-24), Django templates
 *   main/templates/main/landing.html and methodology.html in main/layout.html, rendered by a small
 *   renderer for a signed-out visitor ({% if %} with every variable absent, {% url %} as the route of
 *   main/urls.py or /<name>/ where the route spans lines, other tags and {{ variables }} removed, the
 *   inlined stylesheet dropped). A features list, Free and Premium plans, an FAQ in <details>; its
 *   methodology page names the servers' cities (Gunzenhausen, Helsinki, Paris), a "Dentist in London"
 *   example and a contact address.
 * - bearblog-2026: HermanMartinus/bearblog at 3f83a56a (2026-07-21), Django templates/landing.html in
 *   base.html, rendered the same way (the SEO include with its `with` values): one short page, a
 *   feature list, "Built and maintained by Herman" (not a founder statement).
 * - freshrss-org: FreshRSS/freshrss.org at a4950c84 (2026-05-03), index.html and pages/{contact,legal,
 *   cloud-providers}.html in templates/page.html, rendered with Jinja2 as its Boop! generator does,
 *   SITE_URL "/": feature cards, testimonials with X handles, a Liberapay donation link, a Mastodon
 *   "follow us", the web host's head office (Roubaix, France), other companies' prices.
 */
import { readFileSync } from 'node:fs';
import type { CorpusSite } from './corpus-site.ts';

const file = (path: string) => readFileSync(new URL(`./real/${path}`, import.meta.url), 'utf8');

const MATAROA_NESTED = [
  'No cookies for analytics or tracking',
  'No email required for signup',
  'Export blog anytime',
  'Monthly auto-exports via email (premium feature)',
  'Redirect to new domain',
  'via RSS',
  'via Email (newsletter)',
  'Analytics (backend based)',
  'API',
  'Import text/markdown files',
  'Export as epub book format',
  '100% Affero GPL free software',
  'Business Transparency',
  'Hosted in <username>.mataroa.blog or yourdomain.com',
  'Write your posts in markdown',
  'Get your own simple blog in 1 minute → Sign up',
  'Get your own simple blog in 1 minute',
];
const MATAROA_FEATURES = [
  'Never ads. Zero tracking',
  'No platform lock-in',
  'Custom domain (premium feature)',
  'Image hosting',
  'Subscriptions',
];

export const mataroa2025: CorpusSite = {
  id: 'mataroa-2025',
  about:
    'real (mataroa-blog/mataroa@d030ad86): features list, Free and Premium plans, an FAQ; servers in Gunzenhausen, Helsinki and Paris',
  classes: ['real', 'tuning', 'pricing', 'faqs', 'place', 'contact'],
  source: 'https://github.com/mataroa-blog/mataroa/tree/d030ad86/main/templates (rendered for a signed-out visitor)',
  pages: {
    '/': file('mataroa-2025/index.html'),
    '/about/methodology/': file('mataroa-2025/methodology.html'),
  },
  expected: {
    name: ['Mataroa', 'Mataroa blog', 'mataroa.blog'],
    // "Free — most features" beside "Premium — all features", "$9/year".
    pricing_model: 'freemium',
    founded_year: null,
    // "Contact and Support: Email us at admin@mataroa.blog with any queries."
    contact_email: 'admin@mataroa.blog',
    city: null,
    country: null,
    stage: null,
    // The only icon is a data: URL.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Notes & Docs', 'Productivity'] },
    keywords: { must: ['blog', 'blogging', 'platform', 'fast', 'simple', 'minimal'] },
    tags: {
      must: [],
      may: ['blog', 'blogging', 'blogging platform', 'minimal', 'markdown', 'RSS', 'newsletter', 'minimalists'],
    },
    features: { must: MATAROA_FEATURES, may: MATAROA_NESTED },
    usps: { must: [], may: [...MATAROA_FEATURES, ...MATAROA_NESTED] },
    founders: [],
    socials: { github: 'https://github.com/mataroablog' },
    faqs: [
      'Do you support custom CSS?',
      'Can I self-host mataroa?',
      'Why should I use mataroa instead of Substack/WordPress/etc?',
      'Will you add themes?',
      'What about tags or categories?',
      'What about pagination?',
      "Why doesn't strikethrough markdown notation work?",
      'Would you consider a rich editor option?',
      'Would you add support for LaTeX-style math expressions?',
      'What about supporting Mermaid flowcharts?',
      'Do you support ActivityPub Federation?',
    ],
  },
  forbidden: [
    'city=Gunzenhausen',
    'city=Helsinki',
    'city=Paris',
    'city=London',
    'DE',
    'FI',
    'FR',
    'GB',
    'Borges',
    'pricing_model=free',
    'pricing_model=paid',
    'stage=launched',
  ],
};

const BEAR_FEATURES = [
  'Looks great on any device',
  'Tiny (~2.7kb), optimized, and awesome pages',
  'No trackers, ads, or scripts',
  'Seconds to sign up',
  'Connect your custom domain',
  'Free themes',
  'RSS & Atom feeds',
];

export const bearblog2026: CorpusSite = {
  id: 'bearblog-2026',
  about:
    'real (HermanMartinus/bearblog@3f83a56a): one short landing page, a feature list, "Built and maintained by Herman"',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'socials'],
  source:
    'https://github.com/HermanMartinus/bearblog/blob/3f83a56a/templates/landing.html (rendered for a signed-out visitor)',
  pages: { '/': file('bearblog-2026/index.html') },
  expected: {
    name: ['Bear Blog', 'ʕ•ᴥ•ʔ Bear Blog', 'Bear'],
    // "Free, no-nonsense, super-fast blogging" (its meta description); no plan is priced on the page.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: ['{base}/static/favicon.svg', '{base}/static/favicon.png'],
    demo_video_url: null,
    categories: { must: [], may: ['Notes & Docs', 'Productivity'] },
    keywords: { must: [], may: ['blogging', 'blogging platform', 'blog', 'privacy-first'] },
    tags: { must: [], may: ['blogging', 'blogging platform', 'blog', 'privacy-first', 'RSS', 'Atom'] },
    features: { must: BEAR_FEATURES, may: ['Built to last forever*', 'Built to last forever'] },
    usps: { must: [], may: [...BEAR_FEATURES, 'Built to last forever*', 'Built to last forever'] },
    // "Built and maintained by Herman" does not call him a founder.
    founders: [],
    socials: { github: 'https://github.com/HermanMartinus/bearblog/' },
    faqs: [],
  },
  forbidden: ['stage=launched', 'pricing_model=freemium'],
};

const FRESHRSS_CARDS = [
  'Syndication',
  'Reader',
  'Search',
  'Web scraping',
  'Feeds generation',
  'OPML',
  'WebSub',
  'Configurable',
  'Mobile',
  'Fast & efficient',
  'Themes & extensions',
  'International',
];
const FRESHRSS_TEXTS = [
  'Follow websites, podcasts and video channels in a single place.',
  'Read your articles directly in FreshRSS.',
  'Search and save queries for quick access.',
  'Generate feeds by scraping external websites.',
  'Generate new feeds based on your filters.',
  'Import and export your feeds with OPML.',
  'Stay connected to your feeds in real-time.',
  'Adapt to your needs thanks to a lot of options.',
  'Follow your feeds with or without a third-party application.',
  'FreshRSS can manage 1M+ articles and 50k+ feeds without complaining.',
  'Customize FreshRSS with themes and extensions.',
  'FreshRSS is translated in more than 15 languages.',
];
const FRESHRSS_MAY = [
  ...FRESHRSS_TEXTS,
  ...FRESHRSS_CARDS.map((card, index) => `${card}: ${FRESHRSS_TEXTS[index]}`),
  ...FRESHRSS_CARDS.map((card, index) => `${card} ${FRESHRSS_TEXTS[index]}`),
];

export const freshrssOrg: CorpusSite = {
  id: 'freshrss-org',
  about:
    'real (FreshRSS/freshrss.org@a4950c84): feature cards, testimonials with X handles, Liberapay, Mastodon, the host’s head office, other companies’ prices',
  classes: ['real', 'tuning', 'socials', 'place', 'pricing', 'contact'],
  source: 'https://github.com/FreshRSS/freshrss.org/tree/a4950c84 (index.html and pages/ in templates/page.html)',
  pages: {
    '/': file('freshrss-org/index.html'),
    '/contact.html': file('freshrss-org/contact.html'),
    '/legal.html': file('freshrss-org/legal.html'),
    '/cloud-providers.html': file('freshrss-org/cloud-providers.html'),
  },
  expected: {
    name: 'FreshRSS',
    // "a free, self-hostable feed aggregator", "FreshRSS is a free software (AGPL 3)".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: ['{base}/images/logo.svg', '{base}/images/icon.svg'],
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    keywords: { must: [], may: ['RSS', 'Atom', 'feed aggregator', 'feeds aggregator', 'self-hosted', 'OPML'] },
    tags: {
      must: [],
      may: ['RSS', 'Atom', 'feed aggregator', 'feeds aggregator', 'self-hosted', 'OPML', 'WebSub', 'Web scraping'],
    },
    features: { must: FRESHRSS_CARDS, may: FRESHRSS_MAY },
    usps: { must: [], may: [...FRESHRSS_CARDS, ...FRESHRSS_MAY] },
    // The logo's designers and the illustrator are credited, not founders.
    founders: [],
    socials: {
      github: 'https://github.com/FreshRSS',
      custom: 'https://framapiaf.org/@freshrss',
      x: 'https://x.com/freshrss',
    },
    faqs: [],
  },
  forbidden: [
    'scatmandan',
    'LinuxUserSpace',
    'topher1kenobe',
    'liberapay',
    'alternativeto',
    'Vincent Lambert',
    'Limpitsouni',
    'city=Roubaix',
    'FR',
    'pricing_model=paid',
    'pricing_model=freemium',
    'stage=launched',
  ],
};

export const REAL_TUNING_SITES: CorpusSite[] = [mataroa2025, bearblog2026, freshrssOrg];
