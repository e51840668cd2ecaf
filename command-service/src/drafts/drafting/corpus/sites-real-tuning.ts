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
 * - kanboard-org: kanboard/website at 2f42d320 (2026-07-20), the index and donations pages that its
 *   scripts/generate-website.py writes (run as is, its markdown modules unused by those pages):
 *   features as a <dl> of terms and descriptions, a Mastodon and a GitHub link in the header, a
 *   donations page (LiberaPay, PayPal), "mainly developed by Frédéric Guillot".
 * - goatcounter-com: arp242/goatcounter at c957f51c (2026-08-21), tpl/home.gohtml, why.gohtml and
 *   contact.gohtml (Go templates) rendered as www.goatcounter.com serves them signed out (.Static
 *   "//static.zgo.at", .MetaDesc from handlers/website.go, {{.T}} as its English default): features as
 *   paragraphs, "offered for free for reasonable public usage", GitHub Sponsors, Product Hunt,
 *   other products' prices on the why page, a support address on the contact page.
 * - rallly-readme, keila-readme, crater-readme, freescout-readme, bruno-readme: the READMEs of
 *   lukevella/rallly at c629b314, pentacent/keila at 14f1a12, crater-invoice/crater at 05d5ce26,
 *   freescout-helpdesk/freescout at 7c3e57aa and usebruno/bruno at 67596561, rendered like part 6's
 *   (markdown-it, html and linkify on, in a bare <title> page): products of categories the other
 *   sites lack (scheduling, newsletters, invoicing, help desk, an API client).
 * - serenityos-org: SerenityOS/serenityos.org at 390de961 (2025-07-02), index.html and faq/index.html
 *   as they are (static HTML): a single page with little text, a banner image, a list of the
 *   project's links (GitHub, a Discord page on the site), birthday posts; the FAQ page only redirects.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage } from './corpus-site.ts';

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
    '/': realPage('mataroa-2025/index.html'),
    '/about/methodology/': realPage('mataroa-2025/methodology.html'),
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
  pages: { '/': realPage('bearblog-2026/index.html') },
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
    '/': realPage('freshrss-org/index.html'),
    '/contact.html': realPage('freshrss-org/contact.html'),
    '/legal.html': realPage('freshrss-org/legal.html'),
    '/cloud-providers.html': realPage('freshrss-org/cloud-providers.html'),
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

const KANBOARD_FEATURES = [
  'Simple',
  'Visual and clear overview of your tasks',
  'Drag and drop tasks between columns easily',
  'Limit your work in progress to be more efficient',
  'Search and filter tasks',
  'Tasks, subtasks, attachments and comments',
  'Automatic actions',
  'Translated in 30+ languages',
  'Multiple Authentication Backends',
  'Free and Open Source software',
];
const KANBOARD_MORE = [
  'Visualize your work',
  'Limit your work in progress to focus on your goal',
  'Drag and drop tasks to manage your project',
  'Self-hosted',
  'Super simple installation',
  'Break down a task into sub-tasks, estimate the time or the complexity.',
  'Describe your task by using Markdown syntax.',
  'Add comments, documents, change the color, the category, the assignee, the due date.',
  'Move or duplicate your tasks across projects with one click.',
];

export const kanboardOrg: CorpusSite = {
  id: 'kanboard-org',
  about:
    'real (kanboard/website@2f42d320): features as a definition list, Mastodon and GitHub in the header, a donations page, the main developer named',
  classes: ['real', 'tuning', 'socials', 'pricing', 'categories', 'founders'],
  source: 'https://github.com/kanboard/website/blob/2f42d320/scripts/generate-website.py (index and donations pages)',
  pages: {
    '/': realPage('kanboard-org/index.html'),
    '/donations.html': realPage('kanboard-org/donations.html'),
  },
  expected: {
    name: 'Kanboard',
    // "Kanboard is a free and open source Kanban project management software."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: [
      '{base}/assets/img/favicon.png',
      '{base}/assets/img/touch-icon-iphone.png',
      '{base}/assets/img/touch-icon-ipad.png',
      '{base}/assets/img/touch-icon-iphone-retina.png',
      '{base}/assets/img/touch-icon-ipad-retina.png',
      'https://kanboard.org/assets/img/touch-icon-ipad-retina.png',
    ],
    demo_video_url: null,
    categories: { must: ['Task Management'], may: ['Productivity'] },
    keywords: { must: [], may: ['Kanban', 'project management', 'Kanban project management', 'Kanban board'] },
    tags: {
      must: [],
      may: ['Kanban', 'project management', 'Kanban project management', 'Kanban board', 'self-hosted'],
    },
    features: { must: KANBOARD_FEATURES, may: KANBOARD_MORE },
    usps: { must: [], may: [...KANBOARD_FEATURES, ...KANBOARD_MORE] },
    // "mainly developed by Frédéric Guillot" does not call him a founder.
    founders: [],
    socials: { custom: 'https://mastodon.social/@kanboard', github: 'https://github.com/kanboard/' },
    faqs: [],
  },
  forbidden: ['liberapay', 'paypal', 'pricing_model=paid', 'pricing_model=freemium', 'stage=launched'],
};

const GOATCOUNTER_FEATURES = [
  "Privacy-aware; doesn’t track users with unique identifiers and doesn't need a GDPR notice. Fine-grained control over which data is collected. Also see the privacy policy and GDPR consent notices.",
  'Lightweight and fast; adds just ~3.5KB of extra data to your site. Also has JavaScript-free "tracking pixel" option, or you can use it from your application\'s middleware or import from logfiles.',
  'Identify unique visits without cookies or persistently storing any personal data (details).',
  'Keeps useful statistics such as browser information, location, and screen size. Keep track of referring sites and campaigns.',
  "Easy; if you've been confused by the myriad of options and flexibility of Google Analytics and Matomo that you don't need then GoatCounter will be a breath of fresh air.",
  'Accessibility is a high-priority feature, and the interface works well with assistive technology such as screen readers.',
  '100% committed to open source; you can see exactly what the code does and make improvements, or self-host it for any purpose. See the GitHub page.',
  'Own your data; you can always export all data and cancel at any time.',
];
const GOATCOUNTER_MORE = [
  'Integrate on your site with just a single script tag: <script data-goatcounter="https://yoursite.goatcounter.com/count" async src="//gc.zgo.at/count.js"></script>',
  'The JavaScript integration is a good option for most, but you can also use a no-JavaScript image-based tracker, integrate in your backend middleware, or parse log files.',
  'Privacy-aware',
  'Lightweight and fast',
  'Easy',
  'Accessibility',
  '100% committed to open source',
  'Own your data',
];
const GOATCOUNTER_ICONS = [
  'logo.svg',
  'favicon/favicon-32x32.png',
  'favicon/favicon-16x16.png',
  'favicon/apple-touch-icon.png',
  'favicon/safari-pinned-tab.svg',
];

export const goatcounterCom: CorpusSite = {
  id: 'goatcounter-com',
  about:
    'real (arp242/goatcounter@c957f51c): features as paragraphs, free for reasonable public use, sponsors and Product Hunt links, other products’ prices',
  classes: ['real', 'tuning', 'pricing', 'contact', 'socials', 'categories'],
  source: 'https://github.com/arp242/goatcounter/tree/c957f51c/tpl (home, why and contact, rendered signed out)',
  pages: {
    '/': realPage('goatcounter-com/index.html'),
    '/why': realPage('goatcounter-com/why.html'),
    '/contact': realPage('goatcounter-com/contact.html'),
  },
  expected: {
    name: 'GoatCounter',
    // "GoatCounter.com is currently offered for free for reasonable public usage"; donations accepted.
    pricing_model: 'free',
    founded_year: null,
    contact_email: 'support@goatcounter.com',
    city: null,
    country: null,
    stage: null,
    logo_url: GOATCOUNTER_ICONS.flatMap((icon) => [`http://static.zgo.at/${icon}`, `https://static.zgo.at/${icon}`]),
    demo_video_url: null,
    categories: { must: [], may: ['Marketing', 'Developer Tools', 'Monitoring'] },
    keywords: {
      must: [],
      may: [
        'web analytics',
        'analytics',
        'open source web analytics',
        'privacy-friendly web analytics',
        'web statistics',
      ],
    },
    tags: {
      must: [],
      may: [
        'web analytics',
        'analytics',
        'open source web analytics',
        'privacy-friendly web analytics',
        'web statistics',
      ],
    },
    features: { must: GOATCOUNTER_FEATURES, may: GOATCOUNTER_MORE },
    usps: { must: [], may: [...GOATCOUNTER_FEATURES, ...GOATCOUNTER_MORE] },
    founders: [],
    socials: {
      github: 'https://github.com/arp242/goatcounter',
      producthunt: 'https://www.producthunt.com/posts/goatcounter',
    },
    // "Why is it free?" heads a section of an essay, not a FAQ.
    faqs: [],
  },
  forbidden: [
    'sponsors/arp242',
    'alternativeto',
    'nlnet',
    'pricing_model=paid',
    'pricing_model=freemium',
    'pricing_model=subscription',
    'stage=launched',
  ],
};

// ——— five more real READMEs for tuning (rendered as part 6's: markdown-it, html and linkify on) ———

const RALLLY_FEATURES = [
  '📅 Date & time polls — Propose multiple options and find what works for everyone',
  '🗳️ No account needed to vote — Participants just open the link and respond',
  "📊 Availability grid — See everyone's responses at a glance",
  '💬 Comments — Discuss the details right on the poll',
  '🔔 Notifications — Get notified when participants respond',
  '✅ Finalize a date — Pick the winning option and notify everyone',
  '🌍 10+ languages — Community-translated via Crowdin',
  '🔒 Open source & self-hostable — Own your data',
];
const RALLLY_NAMES = [
  'Date & time polls',
  'No account needed to vote',
  'Availability grid',
  'Comments',
  'Notifications',
  'Finalize a date',
  '10+ languages',
  'Open source & self-hostable',
];
const RALLLY_MAY = [...RALLLY_NAMES, ...RALLLY_FEATURES.map((feature) => feature.replace(/^\P{L}+/u, ''))];

export const ralllyReadme: CorpusSite = {
  id: 'rallly-readme',
  about:
    'real (lukevella/rallly README): emoji feature list, "Try Rallly free →" to its cloud, Discord, PayPal and sponsors',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'socials', 'pricing'],
  source: 'https://github.com/lukevella/rallly/blob/c629b3148/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('rallly-readme/index.html') },
  expected: {
    name: 'Rallly',
    // "Try Rallly free →" invites to the hosted version; the page states no pricing model.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/assets/images/logo-color.svg',
    demo_video_url: null,
    categories: { must: ['Scheduling'], may: ['Productivity'] },
    keywords: { must: [], may: ['scheduling', 'scheduling tool', 'polls', 'group meetings', 'meeting polls'] },
    tags: {
      must: [],
      may: ['scheduling', 'scheduling tool', 'polls', 'group meetings', 'meeting polls', 'date polls', 'self-hosted'],
    },
    features: { must: RALLLY_FEATURES, may: RALLLY_MAY },
    usps: { must: [], may: [...RALLLY_FEATURES, ...RALLLY_MAY] },
    founders: [],
    socials: { custom: 'https://discord.gg/uzg4ZcHbuM' },
    faqs: [],
  },
  forbidden: ['paypal', 'sponsors/lukevella', 'vercel.com', 'crowdin.com', 'Translators', 'stage=launched'],
};

export const keilaReadme: CorpusSite = {
  id: 'keila-readme',
  about:
    'real (pentacent/keila README): a newsletter tool, Mastodon (rel=me) and Bluesky badges, "Keila is free software" under License beside a paid cloud',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'socials', 'pricing', 'place'],
  source: 'https://github.com/pentacent/keila/blob/14f1a12/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('keila-readme/index.html') },
  expected: {
    name: 'Keila',
    // "Keila is free software" is its license (under "License"); Keila Cloud has a pricing page the
    // README links to without a price: no model is stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/.github/assets/logo.svg',
    demo_video_url: null,
    categories: { must: ['Email Marketing'], may: ['Marketing'] },
    keywords: { must: [], may: ['newsletter', 'newsletter tool', 'newsletter campaigns', 'sign-up forms'] },
    tags: { must: [], may: ['newsletter', 'newsletter tool', 'newsletter campaigns', 'sign-up forms', 'open source'] },
    features: {
      must: [],
      may: ['With Keila you can easily send out newsletter campaigns and create sign-up forms.'],
    },
    usps: { must: [], may: [] },
    founders: [],
    socials: { custom: 'https://fosstodon.org/@keila' },
    faqs: [],
  },
  // "Keila loves going on holiday trips to the lakes of Finland": the mascot's holidays.
  forbidden: ['sponsors/pentacent', 'FI', 'stage=launched'],
};

const CRATER_DONE = [
  '[x] Automatic Update',
  '[x] Email Configuration',
  '[x] Installation Wizard',
  '[x] Address Customisation & Default notes',
  '[x] Edit Email before Sending Invoice',
  '[x] Available as a docker image',
  '[x] Performance Improvements',
  '[x] Customer View page',
  '[x] Add and Use Custom Fields on Invoices & Estimates.',
  '[x] Multiple Companies',
  '[x] Recurring Invoices',
  '[x] Customer Portal',
  '[x] Accept Payments (Stripe Integration)',
  '[x] White Labeling (Easy Invoice, Email & Consumer Portal Theme customisation)',
];

export const craterReadme: CorpusSite = {
  id: 'crater-readme',
  about:
    'real (crater-invoice/crater README): invoicing app, a roadmap of done and planned items, credits and translators, "© 2022 Crater Invoice, Inc."',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'founders', 'socials'],
  source:
    'https://github.com/crater-invoice/crater/blob/05d5ce26/readme.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('crater-readme/index.html') },
  expected: {
    name: 'Crater',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Its only image is a screenshot in a device frame.
    logo_url: null,
    demo_video_url: null,
    categories: { must: ['Invoicing'], may: ['Finance', 'Accounting', 'Payments'] },
    keywords: { must: [], may: ['invoices', 'estimates', 'expenses', 'invoicing'] },
    tags: { must: [], may: ['invoices', 'estimates', 'expenses', 'payments', 'invoicing', 'professional invoices'] },
    features: { must: [], may: CRATER_DONE },
    usps: { must: [], may: CRATER_DONE },
    // Credited people and translators are not founders.
    founders: [],
    socials: { custom: 'https://discord.gg/nyTstm6' },
    faqs: [],
  },
  forbidden: [
    'Blockchain Integration',
    'Full service Payroll',
    'Birkhoff Lee',
    'Akaunting',
    'Louvencourt',
    'founded_year=2022',
    'stage=launched',
  ],
};

const FREESCOUT_FEATURES = [
  'No limitations on the number of users, tickets, mailboxes, etc.',
  '100% Mobile-friendly.',
  'Multilingual: English, Chinese, Croatian, Czech, Danish, Dutch, Finnish, French, German, Italian, Japanese, Korean, Norwegian, Persian, Polish, Portuguese, Russian, Spanish, Slovak, Swedish, Turkish.',
  'Seamless email integration.',
  'Supports modern Microsoft Exchange authentication.',
  'Fully supports screen readers (for visually impaired).',
  'Built with strong focus on security.',
  'Web installer & updater.',
  'Starred conversations.',
  'Forwarding conversations.',
  'Merging conversations.',
  'Moving conversations between mailboxes.',
  'Phone conversations.',
  'Sending new conversations to multiple recipients at once.',
  'Collision detection – notice is shown when two agents open the same conversation.',
  'Push notifications.',
  'Following a conversation.',
  'Auto reply.',
  'Internal notes.',
  'Automatic refreshing of the conversations list without the need to reload the page.',
  'Pasting screenshots from the clipboard into the reply area.',
  'Configuring notifications on a per user basis.',
  'Open tracking.',
  'Editing threads.',
  'Search.',
];

export const freescoutReadme: CorpusSite = {
  id: 'freescout-readme',
  about:
    'real (freescout-helpdesk/freescout README): a free help desk, a table of contents, 26 feature items, requirements and installers, news links through its own site',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'pricing'],
  source:
    'https://github.com/freescout-helpdesk/freescout/blob/7c3e57aa/README.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('freescout-readme/index.html') },
  expected: {
    name: 'FreeScout',
    // "the super lightweight and powerful free open source help desk", "Free Self-Hosted Zendesk & Help Scout Alternative".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://raw.githubusercontent.com/freescout-help-desk/freescout/master/public/img/logo-300.png',
    demo_video_url: null,
    categories: { must: ['Customer Support'], may: [] },
    keywords: { must: [], may: ['help desk', 'shared inbox', 'open source help desk'] },
    tags: {
      must: [],
      may: ['help desk', 'shared inbox', 'open source help desk', 'Zendesk alternative', 'Help Scout alternative'],
    },
    features: { must: FREESCOUT_FEATURES, may: [] },
    usps: { must: [], may: FREESCOUT_FEATURES },
    founders: [],
    // Its Facebook, Twitter and YouTube links go through freescout.net redirects: no profile URL is on the page.
    socials: {},
    faqs: [],
  },
  forbidden: ['softaculous', 'Fantastico', 'stage=launched', 'pricing_model=paid', 'pricing_model=freemium'],
};

export const brunoReadme: CorpusSite = {
  id: 'bruno-readme',
  about:
    'real (usebruno/bruno README): an API client, install commands, features as two headings, "Stay in touch" links, paid versions beside free features, a trademark holder',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'socials', 'pricing', 'founders'],
  source: 'https://github.com/usebruno/bruno/blob/675965612/readme.md (rendered by markdown-it, html and linkify on)',
  pages: { '/': realPage('bruno-readme/index.html') },
  expected: {
    name: 'Bruno',
    // "Majority of our features are free and open source." and "explore our paid versions".
    pricing_model: 'freemium',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/assets/images/logo-transparent.png',
    demo_video_url: null,
    categories: { must: ['Developer Tools'], may: ['APIs'] },
    keywords: { must: [], may: ['API client', 'APIs', 'API testing', 'IDE'] },
    tags: { must: [], may: ['API client', 'APIs', 'API testing', 'IDE', 'API collections', 'Bruno CLI'] },
    features: {
      must: ['Run across multiple platforms 🖥️', 'Collaborate via Git 👩‍💻🧑‍💻'],
      may: ['Run across multiple platforms', 'Collaborate via Git'],
    },
    usps: { must: [], may: ['Run across multiple platforms 🖥️', 'Collaborate via Git 👩‍💻🧑‍💻'] },
    // "Bruno is a trademark held by Anoop M D" does not call him a founder.
    founders: [],
    socials: {
      x: 'https://twitter.com/use_bruno',
      custom: 'https://discord.com/invite/KgcZUncpjq',
      linkedin: 'https://www.linkedin.com/company/usebruno',
    },
    faqs: [],
  },
  forbidden: ['Anoop', 'openmoji', 'stage=launched'],
};

export const serenityosOrg: CorpusSite = {
  id: 'serenityos-org',
  about: 'real (SerenityOS/serenityos.org@390de961): one short static page, a banner, a list of project links',
  classes: ['real', 'tuning', 'single-page', 'socials'],
  source: 'https://github.com/SerenityOS/serenityos.org/blob/390de961/index.html',
  pages: { '/': realPage('serenityos-org/index.html'), '/faq/': realPage('serenityos-org/faq.html') },
  expected: {
    name: 'SerenityOS',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The pixel-art banner with the name as its alt text.
    logo_url: '{base}/banner2.png',
    demo_video_url: null,
    categories: { must: [], may: [] },
    keywords: { must: [], may: ['operating system', 'Unix-like operating system'] },
    tags: {
      must: [],
      may: ['operating system', 'Unix-like', 'Unix-like operating system', 'graphical Unix-like operating system'],
    },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    founders: [],
    // "SerenityOS on GitHub" in the list of the project's links; its Discord link is a page of the site.
    socials: { github: 'https://github.com/SerenityOS/serenity' },
    faqs: [],
  },
  forbidden: ['bounty', 'stage=launched'],
};

export const REAL_TUNING_SITES: CorpusSite[] = [
  mataroa2025,
  bearblog2026,
  freshrssOrg,
  kanboardOrg,
  goatcounterCom,
  ralllyReadme,
  keilaReadme,
  craterReadme,
  freescoutReadme,
  brunoReadme,
  serenityosOrg,
];
