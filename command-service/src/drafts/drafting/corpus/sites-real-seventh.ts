/**
 * Issue 34, seventh round: classes of held-out misses no tuning page showed — a free product said so
 * in a tagline ("A free and open source personal finance manager"), a category named inside a
 * hyphenated compound of the product's definition ("a note-taking app"), a demo video the page
 * presents in words ("Check this showcase screencast"), a project's own chat channels in a list of
 * where to get support. Three real READMEs with those shapes to tune on, and one for one three held out,
 * each kept verbatim in real/ (README.md at the commit, rendered by markdown-it, html and linkify on,
 * as the earlier rounds'); facts written from the page before the drafter first ran on it.
 *
 * Tuning:
 * - hobbiesvault-readme: thiago8rocha/hobbies-vault at 1eb85be1 (README.md): an Android media
 *   tracker whose tagline under the h1 reads "A free and open source personal media tracker …", a
 *   features list with a nested list of metadata sources, a tech-stack table, build steps.
 * - vnote-readme: vnotex/vnote at fafd78af (README.md, 2020): "VNote is a note-taking application
 *   …", "a Qt-based, free and open source note-taking application", "Check this showcase
 *   screencast", a "Supports" list of Slack and Telegram, "Highlights" and a "Features" section of
 *   sub-headings, a donation section with an Alipay address.
 * - summit-readme: kugie-app/summit at 06558eea (README.md, 2026): "Open Source Invoicing & Finance
 *   App" under a centred h1, "## YouTube: Getting Started with Summit Finance" over a video
 *   thumbnail, emoji-and-bold feature items with detail lists (one "(More planned!)"), a collapsed
 *   "Background" naming the tools its makers tried (added in a second step, with InvoiceShelf).
 *
 * Held out (the drafter is not changed for them):
 * - ghostfolio-readme: ghostfolio/ghostfolio at c542997d (README.md, 2026): "Open Source Wealth
 *   Management Software", a header row of links (LinkedIn, Slack, X), a video trailer behind a
 *   preview image, a Premium cloud offering without a price, "100% free and open source".
 * - encryptic-readme: encryptic-team/encryptic at 8e0c9b55 (README.md): "Encryptic | The open source
 *   note-taking app", a deprecation warning, a Gitter link in a header row, a features list.
 * - invoiceshelf-readme: InvoiceShelf/InvoiceShelf at 83caff13 (readme.md, 2026): "an open-source web
 *   & mobile app that helps you … create professional invoices", a Discord section, a roadmap,
 *   mobile apps "Coming Soon" (one for one with Summit).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const HOBBIES_FEATURES = [
  'Track games, manga/webtoons, series, movies and books in a single library, each with its own statuses (playing, watching, reading, queued, dropped, platinum...).',
  'Rich per-type details: playtime and trophies/achievements for games, watched episodes for series, read chapters for manga, streaming platform for movies/series, ratings and reviews.',
  'Automatic metadata lookup and cover art from:',
  'Automatic series status tracking (moves to History when a show ends/is cancelled, flags "waiting for release" when there\'s no confirmed next season).',
  'Daily background refresh of cached metadata, with change detection so it only writes when something actually changed.',
  'Home, calendar, history and statistics screens to see your activity over time.',
  'Everything stored locally — no account, no cloud sync, no telemetry.',
];

export const hobbiesvaultReadme: CorpusSite = {
  id: 'hobbiesvault-readme',
  about:
    'real (thiago8rocha/hobbies-vault README): "A free and open source personal media tracker" as the tagline, a features list with a nested list, a tech-stack table',
  classes: ['real', 'tuning', 'single-page', 'docs', 'pricing'],
  source: realSource('thiago8rocha/hobbies-vault', '1eb85be1'),
  pages: { '/': realPage('hobbiesvault-readme/index.html') },
  expected: {
    name: 'HobbiesVault',
    // The tagline under the h1: "A free and open source personal media tracker for games, …".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Build and license badges only.
    logo_url: null,
    demo_video_url: null,
    // A media tracker for games, books and films: no category of the tree is named.
    categories: { must: [], may: ['Productivity'] },
    features: {
      must: HOBBIES_FEATURES,
      may: [
        'Automatic metadata lookup and cover art from',
        'Automatic metadata lookup and cover art',
        'TMDB for movies and series',
        'IGDB, HowLongToBeat and IsThereAnyDeal for games',
        'AniList and MangaDex for manga/webtoons',
        'Google Books and Open Library for books',
        'Steam and PSN for library/trophy sync',
      ],
    },
    usps: { must: [], may: HOBBIES_FEATURES },
    tags: {
      must: [],
      may: [
        'media tracker',
        'personal media tracker',
        'games',
        'manga',
        'webtoons',
        'series',
        'movies',
        'books',
        'Android',
      ],
    },
    keywords: {
      must: [],
      may: [
        'media tracker',
        'personal media tracker',
        'free and open source personal media tracker',
        'games',
        'manga',
        'webtoons',
        'series',
        'movies',
        'books',
        'Android app',
        'native Android app',
      ],
    },
    // "Copyright © 2026 Thiago Rocha": a copyright holder, no founder.
    founders: [],
    // The repository's releases and issues pages are not a profile.
    socials: {},
    faqs: [],
  },
  // "Jetpack Compose" was listed here at first; the page's own definition names it ("a native Android app
  // (Kotlin + Jetpack Compose) for keeping track …"), a fair description: removed after the first run.
  forbidden: ['Thiago Rocha', 'pricing_model=freemium', 'gradlew', 'stage=launched'],
};

const VNOTE_FEATURES = [
  'Notebook-Based Notes Management',
  'Simple Notes Management',
  'Syntax Highlight',
  'In-Place Preview',
  'Pleasant Image Experience',
  'Universal Entry & Full-Text Search',
  'Interactive Outline Viewer In Read & Edit Mode',
  'Powerful Shortcuts',
  'Highly Configurable',
];
const VNOTE_HIGHLIGHTS = [
  'Powerful full-text search;',
  'Universal Entry to reach anything just by typing;',
  'Inserting images directly from clipboard;',
  'Syntax highlights of fenced code blocks in both edit and read mode;',
  'Powerful In-Place Preview for images, diagrams, and formulas;',
  'Side-by-side live preview for diagrams;',
  'Outline in both edit and read mode;',
  'Custom styles in both edit and read mode;',
  'Vim mode and a set of powerful shortcuts;',
  'Infinite levels of folders;',
  'Multiple tabs and splitting windows;',
  'Mermaid, Flowchart.js, MathJax, PlantUML, and Graphviz;',
  'Supports HiDPI;',
  'Attachments of notes;',
  'Themes and dark mode;',
  'Rich and extensible export, such as HTML, PDF, PDF (All In One), and images;',
  'GitHub and WeChat image hosting;',
];
const VNOTE_WHY = [
  'Markdown Editor & Notes Management',
  'Pleasant Markdown Experience',
  'Insights About Markdown',
  "Tradeoff: VNote's Way",
];

export const vnoteReadme: CorpusSite = {
  id: 'vnote-readme',
  about:
    'real (vnotex/vnote README, 2020): "a note-taking application", "free and open source", a showcase screencast, Slack and Telegram under "Supports", Highlights and Features sections, donations',
  classes: ['real', 'tuning', 'single-page', 'docs', 'pricing', 'categories', 'socials', 'contact'],
  source: realSource('vnotex/vnote', 'fafd78af'),
  pages: { '/': realPage('vnote-readme/index.html') },
  expected: {
    name: 'VNote',
    // "VNote is a Qt-based, free and open source note-taking application".
    pricing_model: 'free',
    founded_year: null,
    // "Email: `tamlokveer at gmail.com`" under Supports is written as words; the address itself stands
    // only as the Alipay account of the Donate section, a payment account.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // screenshots/vnote.png is a screenshot of the app, after the text, not a logo.
    logo_url: null,
    // "Check this showcase screencast to know what you could do with VNote!"
    demo_video_url: 'https://www.youtube.com/watch?v=EFCmCFZKxJ4',
    // "VNote is a note-taking application …", "Markdown Editor & Notes Management".
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    features: {
      must: VNOTE_FEATURES,
      may: [...VNOTE_HIGHLIGHTS, ...VNOTE_HIGHLIGHTS.map((item) => item.replace(/;$/, ''))],
    },
    usps: {
      must: [],
      may: [...VNOTE_WHY, ...VNOTE_FEATURES, ...VNOTE_HIGHLIGHTS, ...VNOTE_HIGHLIGHTS.map((i) => i.replace(/;$/, ''))],
    },
    tags: {
      must: [],
      may: [
        'Markdown',
        'note-taking',
        'note-taking application',
        'notes management',
        'Markdown editor',
        'Markdown notes',
        'notebooks',
        'notebook',
        'notes',
        'full-text search',
        'syntax highlight',
        'in-place preview',
        'Vim mode',
        'Qt',
        'programmers',
        ...VNOTE_FEATURES,
      ],
    },
    keywords: {
      must: [],
      may: [
        'Markdown',
        'note-taking',
        'note-taking application',
        'notes management',
        'Markdown editor',
        'Markdown notes',
        'notebooks',
        'notes',
        'full-text search',
        'syntax highlight',
        'syntax highlights',
        'in-place preview',
        'Universal Entry',
        'Vim mode',
        'edit mode',
        'read mode',
        'Qt-based',
        'programmers',
        'Pleasant Markdown Experience',
      ],
    },
    founders: [],
    // The "Supports" list: its Slack and its Telegram (the draft holds one custom link; either is right).
    socials: {
      custom: [
        'https://t.me/vnotex',
        'https://join.slack.com/t/vnote/shared_invite/enQtNDg2MzY0NDg3NzI4LTVhMzBlOTY0YzVhMmQyMTFmZDdhY2M3MDQxYTBjOTA2Y2IxOGRiZjg2NzdhMjkzYmUyY2VkMWJlZTNhMTQyODU',
      ],
    },
    faqs: [],
  },
  forbidden: [
    'paypal.me',
    'Tianyi Netdisk',
    'kuznero',
    'Donate-List',
    'OneNote',
    'stage=launched',
    'pricing_model=freemium',
  ],
};

const GHOSTFOLIO_FEATURES = [
  '✅ Create, update and delete transactions',
  '✅ Multi account management',
  '✅ Portfolio performance: Return on Average Investment (ROAI) for Today, WTD, MTD, YTD, 1Y, 5Y, Max',
  '✅ Various charts',
  '✅ Static analysis to identify potential risks in your portfolio',
  '✅ Import and export transactions',
  '✅ Dark Mode',
  '✅ Zen Mode',
  '✅ Progressive Web App (PWA) with a mobile-first design',
];
const GHOSTFOLIO_WHY = [
  '💼 trading stocks, ETFs or cryptocurrencies on multiple platforms',
  '🏦 pursuing a buy & hold strategy',
  '🎯 interested in getting insights of your portfolio composition',
  '👻 valuing privacy and data ownership',
  '🧘 into minimalism',
  '🧺 caring about diversifying your financial resources',
  '🆓 interested in financial independence',
  '🙅 saying no to spreadsheets',
  '😎 still reading this list',
];

export const ghostfolioReadme: CorpusSite = {
  id: 'ghostfolio-readme',
  about:
    'real (ghostfolio/ghostfolio README, 2026): a wealth management app, a header row of links with LinkedIn, Slack and X, a video trailer behind a preview image, a Premium cloud offering, an API reference',
  classes: ['real', 'single-page', 'docs', 'pricing', 'socials', 'categories'],
  source: realSource('ghostfolio/ghostfolio', 'c542997d'),
  pages: { '/': realPage('ghostfolio-readme/index.html') },
  expected: {
    name: 'Ghostfolio',
    // "Ghostfolio is 100% free and open source" beside the "Ghostfolio Premium" cloud offering (no price
    // on the page): free software with a paid offering; "free" alone is not wrong to the page.
    pricing_model: ['freemium', 'free'],
    // "© 2021 - 2026 Ghostfolio" is a copyright line.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://avatars.githubusercontent.com/u/82473144?s=200',
    // The "Ghostfolio video trailer" linked from its preview image.
    demo_video_url: 'https://www.youtube.com/watch?v=yY6ObSQVJZk',
    // "Open Source Wealth Management Software": stocks, ETFs, investment decisions — Finance.
    categories: { must: ['Finance'], may: [] },
    features: {
      must: GHOSTFOLIO_FEATURES,
      may: GHOSTFOLIO_FEATURES.map((feature) => feature.replace(/^✅ /, '')),
    },
    usps: {
      must: [],
      may: [
        ...GHOSTFOLIO_WHY,
        ...GHOSTFOLIO_WHY.map((item) => item.replace(/^\S+ /, '')),
        ...GHOSTFOLIO_FEATURES,
        ...GHOSTFOLIO_FEATURES.map((feature) => feature.replace(/^✅ /, '')),
      ],
    },
    tags: {
      must: [],
      may: [
        'wealth management',
        'Wealth Management Software',
        'stocks',
        'ETFs',
        'cryptocurrencies',
        'portfolio',
        'investment',
        'transactions',
        'personal finance',
      ],
    },
    keywords: {
      must: [],
      may: [
        'wealth management',
        'Wealth Management Software',
        'Open Source Wealth Management Software',
        'open source wealth management software',
        'stocks',
        'ETFs',
        'cryptocurrencies',
        'portfolio',
        'portfolio performance',
        'investment decisions',
        'transactions',
        'Ghostfolio Premium',
        'self-hosting',
      ],
    },
    founders: [],
    // The header row: LinkedIn, Slack, X (the Slack invite is the one custom link).
    socials: {
      linkedin: 'https://www.linkedin.com/company/ghostfolio',
      x: 'https://x.com/ghostfolio_',
      custom: 'https://join.slack.com/t/ghostfolio/shared_invite/zt-vsaan64h-F_I0fEo5M0P88lP9ibCxFg',
    },
    faqs: [],
  },
  forbidden: ['buymeacoffee', 'TestMu', 'testmuai', 'github.com/sponsors', 'founded_year=2021', 'stage=launched'],
};

export const encrypticReadme: CorpusSite = {
  id: 'encryptic-readme',
  about:
    'real (encryptic-team/encryptic README): "The open source note-taking app" in its h1, a deprecation warning, a Gitter link in a header row, a features list, install steps',
  classes: ['real', 'single-page', 'docs', 'categories', 'socials'],
  source: realSource('encryptic-team/encryptic', '8e0c9b55'),
  pages: { '/': realPage('encryptic-readme/index.html') },
  expected: {
    name: 'Encryptic',
    // Open source, "No registration required": no price, no plan.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "This project is deprecated" is none of the four; the "(beta)" desktop app and a badge's
    // "0.0.3.beta" are an edition's and an image's.
    stage: null,
    logo_url: null,
    // "Demo" links to the app itself.
    demo_video_url: null,
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    features: {
      must: [
        'Markdown editor based on Pagedown',
        'Synchronization with cloud storage via Dropbox or RemoteStorage',
        'Multiple editing modes: normal, preview, and distraction free',
        'Offline access to your notes',
        'WYSIWYG control buttons',
        'Syntax highlighting, MathJax support',
        'Robust keyboard shortcuts',
      ],
      may: [
        'Client-side document encryption',
        'No registration required. Encryptic manages signup/login via security tools built in to all modern browsers.',
      ],
    },
    usps: { must: [], may: ['Client-side document encryption', 'No registration required'] },
    tags: {
      must: [],
      may: ['note-taking', 'note-taking app', 'note taking', 'encryption', 'Markdown editor', 'notes', 'Markdown'],
    },
    keywords: {
      must: [],
      may: [
        'note-taking',
        'note-taking app',
        'open source note-taking app',
        'note taking application',
        'encryption-focused open source note taking application',
        'encryption',
        'Markdown editor',
        'notes',
        'Markdown',
        'client-side document encryption',
      ],
    },
    founders: [],
    // The header row's Gitter room; the repository it asks to star ("Hit the star button on GitHub").
    socials: {
      custom: 'https://gitter.im/encryptic-team/Lobby',
      github: ['https://github.com/encryptic-team/encryptic', 'https://github.com/encryptic-team/Encryptic'],
    },
    faqs: [],
  },
  forbidden: ['gitter.im/funilrys_', 'github.com/funilrys', 'substack/tape', 'stage=launched'],
};

const SUMMIT_FEATURES = [
  '📄 Invoicing: Create, manage, and track professional invoices.',
  '📝 Quoting: Create and manage quotes for clients.',
  '💸 Expense Tracking: Record and categorize business expenses.',
  '💰 Income Tracking: Record and categorize income sources.',
  "👥 Client Management: Keep track of your clients' information.",
  '🏪 Vendor Management: Manage information about your suppliers and vendors.',
  '🔄 Recurring Transactions: Set up recurring invoices, expenses, and income on daily, weekly, monthly, or yearly schedules. Automated processing via cron job endpoint.',
  '📊 Dashboard: Get a quick overview of your financial health (Outstanding/Overdue Invoices, Profit & Loss).',
  '📈 Reporting: Generate insightful financial reports:',
  '🚪 Client Portal: A dedicated portal for clients to view their invoices and quotes (authentication via magic link).',
  '👥 Team Management: Invite team members with different roles (Admin, Accountant, Staff) and permissions.',
  '⚙️ Settings: Configure company details, manage categories, and team members.',
  '🔒 Authentication: Secure user authentication using NextAuth.js.',
];
const SUMMIT_MORE = [
  '📱 Modern Tech Stack: Built with Next.js (App Router), TypeScript, Tailwind CSS, shadcn/ui, Drizzle ORM, and PostgreSQL.',
  ...SUMMIT_FEATURES.map((feature) => feature.replace(/^\S+ /, '')),
  ...SUMMIT_FEATURES.map((feature) => feature.replace(/^\S+ /, '').replace(/:.*$/, '')),
  '📈 Reporting: Generate insightful financial reports',
  'Generate PDF invoices.',
  'Send invoices directly via email.',
  'Track invoice statuses (Draft, Sent, Paid, Overdue, Cancelled).',
  'Online payment integration (Xendit).',
  'Generate PDF quotes.',
  'Send quotes directly via email.',
  'Track quote statuses (Draft, Sent, Accepted, Rejected, Expired).',
  'Convert accepted quotes directly into invoices.',
  'Upload and attach receipts (via Minio/S3).',
  'Manage expense categories.',
  'Link income to specific invoices or clients.',
  'Manage income categories.',
  'Profit & Loss Statement',
  'Invoice Summary',
  'Aging Receivables',
  'Expense Breakdown',
];

export const summitReadme: CorpusSite = {
  id: 'summit-readme',
  about:
    'real (kugie-app/summit README, 2026): "Open Source Invoicing & Finance App" as the tagline under a centred h1, a getting-started video, emoji-and-bold feature items with details, a demo login, other tools named in a Background note',
  classes: ['real', 'tuning', 'single-page', 'docs', 'categories', 'contact'],
  source: realSource('kugie-app/summit', '06558eea'),
  pages: { '/': realPage('summit-readme/index.html') },
  expected: {
    name: 'Summit',
    // Open source and self-hostable; no price, no plan.
    pricing_model: null,
    founded_year: null,
    // "Contact us" is a link to kugie.app/contact; summit@demo.com is the demo instance's login.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image is the repository's social card ("og-image-summit"), not a logo.
    logo_url: null,
    // "YouTube: Getting Started with Summit Finance": the product's video, linked from its thumbnail.
    demo_video_url: 'https://www.youtube.com/watch?v=6mJjokNKlq8',
    // "Open Source Invoicing & Finance App"; "a modern, self-hostable invoicing and financial management application".
    categories: { must: ['Invoicing'], may: ['Finance', 'Accounting', 'Payments'] },
    features: { must: SUMMIT_FEATURES, may: SUMMIT_MORE },
    usps: { must: [], may: [...SUMMIT_FEATURES, ...SUMMIT_MORE] },
    tags: {
      must: [],
      may: [
        'invoicing',
        'quoting',
        'quotes',
        'invoices',
        'expense tracking',
        'income tracking',
        'client management',
        'vendor management',
        'financial management',
        'recurring transactions',
        'reporting',
        'client portal',
        'Finance App',
      ],
    },
    keywords: {
      must: [],
      may: [
        'invoicing',
        'Open Source Invoicing',
        'Open Source Invoicing & Finance App',
        'invoicing and financial management',
        'invoicing and financial management application',
        'financial management',
        'quotes',
        'invoices',
        'expense tracking',
        'income tracking',
        'client management',
        'recurring invoices',
        'financial reports',
        'client portal',
        'freelancers',
        'small businesses',
      ],
    },
    // "Created by Kugie", "Maintained by Kugie.app": a company, no person.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'contact_email=summit@demo.com',
    'demopass',
    'minioadmin',
    'you@yourdomain.com',
    'Twenty CRM',
    'not familiar with PHP',
    'categories=CRM',
    'stage=launched',
  ],
};

const INVOICESHELF_DONE = [
  'Automatic Update',
  'Email Configuration',
  'Installation Wizard',
  'Address Customisation & Default notes',
  'Edit Email before Sending Invoice',
  'Available as a docker image',
  'Performance Improvements',
  'Customer View page',
  'Add and Use Custom Fields on Invoices & Estimates.',
  'Multiple Companies',
  'Recurring Invoices',
  'Customer Portal',
];

export const invoiceshelfReadme: CorpusSite = {
  id: 'invoiceshelf-readme',
  about:
    'real (InvoiceShelf/InvoiceShelf readme.md, 2026): "an open-source web & mobile app that helps you … create professional invoices", a Discord section, a struck-through roadmap of done and open items, mobile apps "Coming Soon", credits to Crater',
  classes: ['real', 'single-page', 'docs', 'categories', 'socials', 'stage'],
  source: realSource('InvoiceShelf/InvoiceShelf', '83caff13', 'readme.md'),
  pages: { '/': realPage('invoiceshelf-readme/index.html') },
  expected: {
    name: 'InvoiceShelf',
    // Open source; no price, no plan.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Andorid - Coming Soon" is the mobile apps', not the product's.
    stage: null,
    // The opening image has no alt text and no name: nothing says it is the logo.
    logo_url: null,
    demo_video_url: null,
    // "helps you track expenses, payments & create professional invoices & estimates".
    categories: { must: ['Invoicing'], may: ['Finance', 'Accounting', 'Payments'] },
    // No features list: the roadmap's done items are true of it, but a roadmap.
    features: { must: [], may: [...INVOICESHELF_DONE, ...INVOICESHELF_DONE.map((item) => `[x] ${item}`)] },
    usps: { must: [], may: [] },
    tags: { must: [], may: ['invoices', 'estimates', 'expenses', 'payments', 'invoicing'] },
    keywords: {
      must: [],
      may: ['invoices', 'professional invoices', 'estimates', 'expenses', 'payments', 'invoicing', 'web & mobile app'],
    },
    founders: [],
    // "Join the InvoiceShelf discord server to discuss: Invite Link".
    socials: { custom: 'https://discord.gg/eHXf4zWhsR' },
    faqs: [],
  },
  forbidden: [
    'stage=waitlist',
    'stage=launched',
    'crowdin',
    'Accept Payments (Stripe Integration)',
    'Modules and templates marketplace',
  ],
};

export const REAL_TUNING_SITES_SEVENTH: readonly CorpusSite[] = [hobbiesvaultReadme, vnoteReadme, summitReadme];
export const REAL_HELD_OUT_SITES_SEVENTH: readonly CorpusSite[] = [
  ghostfolioReadme,
  encrypticReadme,
  invoiceshelfReadme,
];
