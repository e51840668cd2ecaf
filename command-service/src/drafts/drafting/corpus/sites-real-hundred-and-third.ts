/**
 * Issue 34, hundred-and-third round: categories missed: a product that says what it is ("a note taking application") left
 * without its category; narrowed by the tuning pages to a home page's opening paragraph saying it with no subject ("A
 * minimalist note-taking plugin for Neovim …"), read as body text, where a two-part name's half ("note" of Notes & Docs)
 * names nothing. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their
 * facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit (read from the fetched repositories with git
 * show), rendered by markdown-it (html and linkify on) in a bare page titled with the product's name. Each says what
 * the product is in a line of its own right under the title, with no subject ("A … app …"), not "<Name> is a …".
 *
 * Tuned on:
 * - haikunvim-readme: IkuinenPadawan/haiku.nvim at 7c4d0f14 (README.md): a three-line poem, then "A minimalist
 *   note-taking plugin for Neovim that helps you capture fleeting thoughts without disrupting your flow.", its
 *   philosophy, six labelled features, installation, usage, configuration.
 * - yappad-readme: A-Knee09/YapPad at 3dd7d7e5 (README.md): "A terminal-based note-taking app built with Go and Bubble
 *   Tea.", a showcase, requirements, installation, first run, usage, features under headings, keybindings, config.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - simpleinvoice-readme: 0dragosh/simple-invoice at e74c78d9 (README.md): "A simple invoicing application for
 *   consultants built with Go.", features, setup, configuration, usage, backups, roadmap, versioning.
 * - coffer-readme: j-paterson/coffer at 91b1bd2d (README.md): "A self-hosted personal finance dashboard.", features,
 *   prerequisites, quick start, CLI, the categorization sidecar, architecture.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- haiku.nvim (tuning)

const HAIKU_FEATURES = [
  'Distraction-free capture: Toggle a floating window, jot down thoughts, and return to work without breaking flow',
  'Contextual breadcrumbs: Automatically captures where each thought originated',
  'Chronological order: Recent haikus appear first with daily headers',
  'Persistent thoughts: Notes are saved to a markdown file',
  'Instant recall: Toggle your note collection from anywhere',
  'Stay in Neovim: Never leave where the heart is',
];
const HAIKU_LABELS = HAIKU_FEATURES.map((item) => item.slice(0, item.indexOf(':')));
const HAIKU_TOPICS = [
  'neovim',
  'neovim plugin',
  'nvim',
  'plugin',
  'note-taking',
  'notes',
  'minimalist',
  'markdown',
  'focus',
  'flow',
  'thoughts',
  'lua',
  'haiku',
];

const haikuNvim: CorpusSite = {
  id: 'haikunvim-readme',
  about:
    'haiku.nvim\'s README: a three-line poem, then "A minimalist note-taking plugin for Neovim that helps you capture fleeting thoughts without disrupting your flow.", its philosophy, six labelled features, installation, usage, configuration',
  classes: ['real', 'tuning', 'single-page', 'categories', 'readme'],
  source: realSource('IkuinenPadawan/haiku.nvim', '7c4d0f1477e7499b4bffa9246a7ecd9eadb68f2b', 'README.md'),
  pages: { '/': realPage('haikunvim-readme/index.html') },
  expected: {
    name: 'haiku.nvim',
    // MIT-licensed, no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "A minimalist note-taking plugin for Neovim": Notes & Docs; its parent, Productivity, and (a plugin for an
    // editor) Developer Tools may stand.
    categories: { must: ['Notes & Docs'], may: ['Productivity', 'Developer Tools'] },
    features: { must: HAIKU_FEATURES, may: HAIKU_LABELS },
    usps: { must: [], may: [...HAIKU_FEATURES, ...HAIKU_LABELS] },
    tags: { must: [], may: HAIKU_TOPICS },
    keywords: { must: [], may: HAIKU_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- YapPad (tuning)

/** The "## Features" section's headings, and what each says first. */
const YAPPAD_FEATURES = [
  'Notes & Files',
  'Press ctrl n to create a new note.',
  'Each note can have a custom description shown below its title in the list.',
  'Press ctrl r to rename a note.',
  'Themes',
  '16 built-in themes: default, gruvbox, nord, tokyonight, forest, solarized, dracula, dusk, tide, moss, glacier, plum, algae, sunny, stone.',
  'Preview Pane',
  'Toggle with ctrl+p. Shows syntax-highlighted text and markdown previews, and inline image previews for supported formats.',
  'Shows syntax-highlighted text and markdown previews, and inline image previews for supported formats.',
  'Sorting',
  'Press ctrl+s to cycle through sort modes: Modified (newest/oldest), Created (newest/oldest), Alphabetic (ascending/descending).',
  'Editors',
  'Supports inbuilt, nano, nvim, vim, hx, or any editor in your $PATH.',
  'Mouse Support',
  'Scroll the file list and preview pane independently with the mouse wheel.',
  'Notes are plain files. Any file type is supported — markdown, text, images, code files.',
];
const YAPPAD_TOPICS = [
  'terminal',
  'tui',
  'note-taking',
  'notes',
  'go',
  'bubble tea',
  'markdown',
  'themes',
  'preview',
  'image preview',
  'kitty',
  'editor',
  'vault',
  'cli',
];

const yappad: CorpusSite = {
  id: 'yappad-readme',
  about:
    'YapPad\'s README: "A terminal-based note-taking app built with Go and Bubble Tea.", "Built while learning TUI development with BubbleTea", a showcase, requirements, installation, first run, usage, features under headings (notes, themes, preview, sorting, editors, mouse), keybindings, config, storage',
  classes: ['real', 'tuning', 'single-page', 'categories', 'readme'],
  source: realSource('A-Knee09/YapPad', '3dd7d7e5929b6ec51d00c5ec0cfc6c28a700cebc', 'README.md'),
  pages: { '/': realPage('yappad-readme/index.html') },
  expected: {
    name: 'YapPad',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Tested only on Linux and MacOS" says where it was tried, not a stage.
    stage: null,
    // The page's images are a screenshot and the themes' previews.
    logo_url: null,
    demo_video_url: null,
    // "A terminal-based note-taking app": Notes & Docs; Productivity (its parent) may stand.
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    // The features are paragraphs under headings: the headings and their sentences may stand, none is required.
    features: { must: [], may: YAPPAD_FEATURES },
    usps: { must: [], may: YAPPAD_FEATURES },
    tags: { must: [], may: YAPPAD_TOPICS },
    keywords: { must: [], may: YAPPAD_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The showcase's screenshot is no logo.
  forbidden: [
    'logo_url=https://github.com/user-attachments/assets/82eb537b-716f-49ae-bf9b-c334eb67b2b0',
    'categories=Design',
  ],
};

export const REAL_TUNING_SITES_HUNDRED_AND_THIRD: readonly CorpusSite[] = [haikuNvim, yappad];

// ---------------------------------------------------------------- Simple Invoice (held out)

const SIMPLE_INVOICE_FEATURES = [
  'Generate PDF invoices with your logo (optional)',
  'Store business details (name, address, bank account (optional), VAT ID)',
  'Support for reverse charge VAT',
  'Auto-fetch client details from VAT ID (VIES/public databases)',
  'Auto-fetch UK business details from company name or VAT ID',
  'Support for multiple currencies',
  "Automatic currency selection based on client's country",
  'Create and manage invoices',
  'Automated database backups and restoration',
];
/** The currencies list nested under "Support for multiple currencies:". */
const SIMPLE_INVOICE_CURRENCIES = [
  'Support for multiple currencies: Euro (EUR) and all European currencies (GBP, BGN, HRK, CZK, DKK, HUF, PLN, RON, SEK) US Dollar (USD) Swiss Franc (CHF)',
  'Euro (EUR) and all European currencies (GBP, BGN, HRK, CZK, DKK, HUF, PLN, RON, SEK)',
  'US Dollar (USD)',
  'Swiss Franc (CHF)',
];
const SIMPLE_INVOICE_TOPICS = [
  'invoicing',
  'invoices',
  'invoice',
  'pdf invoices',
  'consultants',
  'freelancers',
  'go',
  'vat',
  'vat id',
  'reverse charge',
  'vies',
  'companies house',
  'currencies',
  'docker',
  'self-hosted',
  'backups',
  'sqlite',
];

const simpleInvoice: CorpusSite = {
  id: 'simpleinvoice-readme',
  about:
    'Simple Invoice\'s README: "A simple invoicing application for consultants built with Go.", a features list, setup with Docker, configuration, usage, VAT ID validation, backups, development, a roadmap ("Things that are NOT happening … use invoiceninja/invoiceshelf"), version management and CI/CD',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('0dragosh/simple-invoice', 'e74c78d971f0638985ba09f678b689ce61914a65', 'README.md'),
  pages: { '/': realPage('simpleinvoice-readme/index.html') },
  expected: {
    name: 'Simple Invoice',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The only image is a screenshot.
    logo_url: null,
    demo_video_url: null,
    // "A simple invoicing application": Invoicing; Finance (its parent) may stand.
    categories: { must: ['Invoicing'], may: ['Finance'] },
    features: { must: SIMPLE_INVOICE_FEATURES, may: SIMPLE_INVOICE_CURRENCIES },
    usps: { must: [], may: [...SIMPLE_INVOICE_FEATURES, ...SIMPLE_INVOICE_CURRENCIES] },
    tags: { must: [], may: SIMPLE_INVOICE_TOPICS },
    keywords: { must: [], may: SIMPLE_INVOICE_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // Its own build pipeline ("### CI/CD Integration", GitHub Actions) is how it is made, not what it is; the products
  // it sends users to for what it will not do are others'.
  forbidden: ['categories=CI/CD', 'name=invoiceninja', 'logo_url=docs/screenshot.png'],
};

// ---------------------------------------------------------------- Coffer (held out)

const COFFER_FEATURES = [
  'Double-entry ledger — every dollar accounted for across all accounts',
  'Multi-source sync — SimpleFIN (banks), Zerion/Alchemy (crypto wallets), Coinbase (exchange), DefiLlama/GeckoTerminal (prices)',
  'Net worth tracking — daily time series with drill-down by account',
  'Spending breakdown — rule-based categorization, with optional receipt itemization (pluggable email + LLM backends)',
  'Investment tracking — holdings, cost basis, realized P&L',
  'Privacy mode — blur all amounts for screen sharing',
];
const COFFER_LABELS = COFFER_FEATURES.map((item) => item.slice(0, item.indexOf(' — ')));
const COFFER_TOPICS = [
  'personal finance',
  'finance',
  'self-hosted',
  'dashboard',
  'double-entry',
  'double-entry ledger',
  'ledger',
  'net worth',
  'spending',
  'investments',
  'budgeting',
  'crypto',
  'simplefin',
  'coinbase',
  'sqlite',
  'bun',
  'privacy',
];

const coffer: CorpusSite = {
  id: 'coffer-readme',
  about:
    'Coffer\'s README: "A self-hosted personal finance dashboard.", "Syncs all financial data into a local database using an industry standard double-entry ledger.", six labelled features, screenshots, prerequisites, quick start, CLI, the Python categorization sidecar, email receipt extraction, architecture, CI',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('j-paterson/coffer', '91b1bd2dbe2653e2d53d2e99fc9e98cb68395888', 'README.md'),
  pages: { '/': realPage('coffer-readme/index.html') },
  expected: {
    name: 'Coffer',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "A self-hosted personal finance dashboard": Finance; Accounting (a double-entry ledger) may stand.
    categories: { must: ['Finance'], may: ['Accounting'] },
    features: { must: COFFER_FEATURES, may: COFFER_LABELS },
    usps: { must: [], may: [...COFFER_FEATURES, ...COFFER_LABELS] },
    tags: { must: [], may: COFFER_TOPICS },
    keywords: { must: [], may: COFFER_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The providers it syncs from and the LLM backends of an optional extraction are what it touches, not what it is.
  forbidden: ['categories=AI', 'categories=Payments', 'logo_url=docs/screenshots/networth.png'],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_THIRD: readonly CorpusSite[] = [simpleInvoice, coffer];
