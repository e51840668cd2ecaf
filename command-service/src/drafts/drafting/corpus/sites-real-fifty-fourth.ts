/**
 * Issue 34, fifty-fourth round: pricing stated as free, and logos atop READMEs. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - papra-readme: papra-hq/papra at 0f0c344c (README.md): a centred <picture> of the product's icon, light
 *   and dark sources (".github/icon-dark.png", ".github/icon-light.png"), its <img> alt "Header banner";
 *   "Papra is a free and open-source project, but it is not free to run and develop", sponsorship links.
 * - dockge-readme: louislam/dockge at 00713723 (README.md): a centred "frontend/public/icon.svg" (empty alt)
 *   over "# Dockge"; a screenshot on github.com/…/assets; no price.
 * - ryot-readme: IgnisDa/ryot at 011e4ee2 (README.md): a checklist of features ending "✅ Free and
 *   open-source"; no image atop (badges only); "The logo is taken from Flaticon".
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - pocketid-readme: pocket-id/pocket-id at 0c9a03e5 (README.md): an upload on github.com/user-attachments
 *   inside the h1 over the name "Pocket ID" (no alt), a screenshot and a certification badge after it.
 * - vert-readme: VERT-sh/VERT at 1573bda6 (README.md): a centred upload on github.com/user-attachments, alt
 *   "VERT's logo", over "VERT.sh"; a star-history chart in a <picture> at the end; no price.
 * - spliit-readme: spliit-app/spliit at 01b2e0ee (README.md): the opening "logo-with-text.png" (alt
 *   "Spliit") linked to spliit.app; "Spliit is a free and open source alternative to Splitwise"; a
 *   sponsorship, a one-time donation, and an OpenAI subscription for an opt-in feature.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

/** "## Features": labelled items as the page states them (the "Coming soon" ones are planned, no feature). */
const PAPRA_FEATURES = [
  'Document management: Upload, store, and manage your documents in one place.',
  'Organizations: Create organizations to manage documents with family, friends, or colleagues.',
  'Search: Quickly search for documents with full-text search and advanced filters.',
  'Authentication: User accounts and authentication.',
  'Dark Mode: A dark theme for those late-night document management sessions.',
  'Responsive Design: Works on all devices, from desktops to mobile phones.',
  'Self-hosting: Host your own instance of Papra using Docker or other methods.',
  'Tags: Organize your documents with tags.',
  'Email ingestion: Send/forward emails to a generated address to automatically import documents.',
  'Content extraction: Automatically extract text from images or scanned documents for search.',
  'Tagging Rules: Automatically tag documents based on custom rules.',
  'Folder ingestion: Automatically import documents from a folder.',
  'CLI: Manage your documents from the command line.',
  'API, SDK and webhooks: Build your own applications on top of Papra.',
  'i18n: Support for multiple languages.',
  'Custom properties: Define per-organization custom properties to store additional information about documents.',
];
const PAPRA_ASIDE = ['Open Source: The project is open-source and free to use.'];
const labels = (items: string[]) => items.map((item) => item.slice(0, item.indexOf(':')));
const PAPRA_TOPICS = [
  'document management',
  'document management platform',
  'archiving',
  'archiving platform',
  'documents',
  'digital archive',
  'document storage',
  'self-hosting',
  'self-hosted',
  'open source',
  'open-source',
  'Docker',
  'search',
  'full-text search',
  'tags',
  'tagging',
  'email ingestion',
  'OCR',
  'content extraction',
  'CLI',
  'API',
  'SDK',
  'webhooks',
  'organizations',
  'receipts',
  'warranties',
];

const papra: CorpusSite = {
  id: 'papra-readme',
  about:
    'Papra\'s README: a centred <picture> of its icon (light and dark sources, alt "Header banner") over the h1 and tagline, a links row with Discord, an introduction, a screenshot, labelled features with planned ones, a Support section asking for sponsorship, self-hosting, credits and the stack.',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'logo', 'features', 'socials', 'readme'],
  source: realSource('papra-hq/papra', '0f0c344c', 'README.md', RENDERED),
  pages: { '/': realPage('papra-readme/index.html') },
  expected: {
    name: 'Papra',
    // "Papra is a free and open-source project"; "The project is open-source and free to use."; GitHub
    // Sponsors and Buy me a coffee are donations, no price.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "under active development, the core functionalities are stable and usable": no stage in words.
    stage: null,
    // The opening <picture>'s <img> (its light-scheme source) or its dark-scheme source.
    logo_url: ['{base}/.github/icon-dark.png', '{base}/.github/icon-light.png'],
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Notes & Docs'] },
    features: { must: PAPRA_FEATURES, may: [...PAPRA_ASIDE, ...labels(PAPRA_FEATURES), ...labels(PAPRA_ASIDE)] },
    usps: { must: [], may: [...PAPRA_FEATURES, ...PAPRA_ASIDE, ...labels(PAPRA_FEATURES)] },
    tags: { must: [], may: PAPRA_TOPICS },
    keywords: { must: [], may: PAPRA_TOPICS },
    // "This project is crafted with ❤️ by Corentin Thomasset": its maker, named as no founder.
    founders: [],
    // The links row's "Discord" and "Join the community on Papra's Discord server": a chat through its domain.
    socials: { custom: 'https://papra.app/discord' },
    faqs: [],
  },
  // The screenshot is no logo; a sponsorship or a coffee is no price.
  forbidden: [
    'logo_url={base}/.github/papra-screenshot.png',
    'logo_url=https://cdn.jsdelivr.net/gh/papra-hq/static/assets/sponsors.svg',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

/** "## ⭐ Features": the items as the page states them, emoji included; the first item's sub-list is its detail. */
const DOCKGE_FEATURES = [
  '🧑‍💼 Manage your compose.yaml files',
  '⌨️ Interactive Editor for compose.yaml',
  '🦦 Interactive Web Terminal',
  '🕷️ (1.4.0 🆕) Multiple agents support - You can manage multiple stacks from different Docker hosts in one single interface',
  '🏪 Convert docker run ... commands into compose.yaml',
  "📙 File based structure - Dockge won't kidnap your compose files, they are stored on your drive as usual. You can interact with them using normal docker compose commands",
  '🚄 Reactive - Everything is just responsive. Progress (Pull/Up/Down) and terminal output are in real-time',
  "🐣 Easy-to-use & fancy UI - If you love Uptime Kuma's UI/UX, you will love this one too",
];
const unmarked = (item: string) => item.replace(/^\S+\s/u, '');
const DOCKGE_MAY = [
  ...DOCKGE_FEATURES.map(unmarked),
  '(1.4.0 🆕) Multiple agents support - You can manage multiple stacks from different Docker hosts in one single interface',
  'Multiple agents support - You can manage multiple stacks from different Docker hosts in one single interface',
  'Manage your compose.yaml files',
  'Interactive Editor for compose.yaml',
  'Interactive Web Terminal',
  'Multiple agents support',
  'Convert docker run ... commands into compose.yaml',
  'File based structure',
  'Reactive',
  'Easy-to-use & fancy UI',
  'Create/Edit/Start/Stop/Restart/Delete',
  'Update Docker Images',
];
const DOCKGE_TOPICS = [
  'docker compose',
  'Docker Compose',
  'compose.yaml',
  'docker',
  'Docker',
  'stack manager',
  'stacks',
  'self-hosted',
  'web terminal',
  'Podman',
  'containers',
  'reactive',
  'Portainer',
  'Uptime Kuma',
  'agents',
  'interactive editor',
];

const dockge: CorpusSite = {
  id: 'dockge-readme',
  about:
    'Dockge\'s README: a centred icon file ("frontend/public/icon.svg", empty alt) over "# Dockge" and a one-line tagline, badges, a screenshot, a video link, an emoji features list, installation, screenshots, motivations, community links and an FAQ.',
  classes: ['real', 'tuning', 'single-page', 'logo', 'features', 'faqs', 'readme'],
  source: realSource('louislam/dockge', '00713723', 'README.md', RENDERED),
  pages: { '/': realPage('dockge-readme/index.html') },
  expected: {
    name: 'Dockge',
    // No price, no free statement.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred icon atop the page, over the h1 naming the product.
    logo_url: '{base}/frontend/public/icon.svg',
    // "View Video: https://youtu.be/AWAlOQeNpgU?t=48": the product shown.
    demo_video_url: ['https://youtu.be/AWAlOQeNpgU?t=48', 'https://youtu.be/AWAlOQeNpgU'],
    categories: { must: [], may: ['Developer Tools', 'CI/CD'] },
    features: { must: DOCKGE_FEATURES, may: DOCKGE_MAY },
    usps: { must: [], may: [...DOCKGE_FEATURES, ...DOCKGE_MAY] },
    tags: { must: [], may: DOCKGE_TOPICS },
    keywords: { must: [], may: DOCKGE_TOPICS },
    founders: [],
    // The stars badge links to the repository; the issues and discussions pages are no profile. Nothing else.
    socials: {},
    faqs: [
      '"Dockge"?',
      'Can I manage a single container without compose.yaml?',
      'Can I manage existing stacks?',
      'Is Dockge a Portainer replacement?',
      'Can I install both Dockge and Portainer?',
    ],
  },
  // Screenshots and badges are no logo.
  forbidden: [
    'logo_url=https://github.com/louislam/dockge/assets/1336778/26a583e1-ecb1-4a8d-aedf-76157d714ad7',
    'logo_url=https://github.com/louislam/dockge/assets/1336778/cc071864-592e-4909-b73a-343a57494002',
    'logo_url=https://img.shields.io/github/stars/louislam/dockge?logo=github&style=flat',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

/** "## 🚀 Features": the checklist as the page states it (check marks included); the text without them too. */
const RYOT_LINES = [
  '✅ Supports tracking media and fitness.',
  '✅ Import data from Goodreads, MediaTracker, Trakt, Movary, StoryGraph',
  '✅ Integration with Kodi, Audiobookshelf',
  '✅ Self-hosted',
  '✅ PWA enabled',
  '✅ Documented GraphQL API',
  '✅ Easy to understand UI',
  '✅ Lightning fast (written in Rust BTW)',
  '✅ Free and open-source',
];
const RYOT_FEATURES = RYOT_LINES.filter((item) => !item.includes('Free and open-source'));
const RYOT_WHY = [
  'Existing solutions do not have very good UI.',
  'Pretty graphs and summaries make everyone happy. Ryot aims to have a lot of them.',
  'There is a lack of a good self-hosted fitness and health tracking solution.',
  'Ryot consumes very little memory (around 10MB idle eyeballing docker stats)',
];
const RYOT_TOPICS = [
  'tracker',
  'self-hosted',
  'self hosted',
  'self hosted tracker',
  'media',
  'media tracking',
  'fitness',
  'fitness tracking',
  'health',
  'books',
  'shows',
  'video games',
  'workouts',
  'Goodreads',
  'Trakt',
  'Kodi',
  'Audiobookshelf',
  'PWA',
  'GraphQL',
  'GraphQL API',
  'Rust',
  'Docker',
  'open-source',
  'open source',
];

const ryot: CorpusSite = {
  id: 'ryot-readme',
  about:
    'Ryot\'s README: the h1 and an h3 tagline, badges, a demo instance, an ELI5, a "Why?" list, a checklist of features ending "✅ Free and open-source", guides, installation, configuration and developer notes.',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'logo', 'features', 'readme'],
  source: realSource('IgnisDa/ryot', '011e4ee2', 'README.md', RENDERED),
  pages: { '/': realPage('ryot-readme/index.html') },
  expected: {
    name: 'Ryot',
    // "✅ Free and open-source", a features checklist's item.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No image atop the page but badges; "The logo is taken from Flaticon" links to no image.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Health & Fitness', 'Productivity'] },
    features: { must: RYOT_FEATURES, may: [...RYOT_LINES, ...RYOT_LINES.map(unmarked)] },
    usps: { must: [], may: [...RYOT_WHY, ...RYOT_LINES, ...RYOT_LINES.map(unmarked)] },
    tags: { must: [], may: RYOT_TOPICS },
    keywords: { must: [], may: RYOT_TOPICS },
    founders: [],
    // The repository's stars and licence badges, its discussions and docs: no profile presented as its own.
    socials: {},
    faqs: [],
  },
  // Badges are no logo; no price is stated.
  forbidden: [
    'logo_url=https://img.shields.io/github/stars/ignisda/ryot',
    'logo_url=https://ghcr-badge.egpl.dev/ignisda/ryot/size',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

export const REAL_TUNING_SITES_FIFTY_FOURTH: readonly CorpusSite[] = [papra, dockge, ryot];

const POCKETID_TOPICS = [
  'OpenID Connect',
  'OIDC',
  'OIDC provider',
  'OAuth 2.0',
  'OAuth 2.0 provider',
  'passkeys',
  'passkey',
  'passkey authentication',
  'authentication',
  'self-hosted',
  'Yubikey',
  'Docker',
  'single sign-on',
  'Keycloak',
  'ORY Hydra',
];

const pocketid: CorpusSite = {
  id: 'pocketid-readme',
  about:
    "Pocket ID's README: an h1 holding an upload (its mark, no alt) over the name, a one-line definition, a demo link, a screenshot, why it exists (passkeys only), a certification badge, setup and contributing.",
  classes: ['real', 'single-page', 'logo', 'readme'],
  source: realSource('pocket-id/pocket-id', '0c9a03e5', 'README.md', RENDERED),
  pages: { '/': realPage('pocketid-readme/index.html') },
  expected: {
    name: 'Pocket ID',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The upload inside the h1, above the name.
    logo_url: 'https://github.com/user-attachments/assets/d906ac59-9269-4aa0-8c0d-e9619d0de04c',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: {
      must: [],
      may: [
        'it only supports passkey authentication, which means you don’t need a password',
        'The goal of Pocket ID is to be a simple and easy-to-use.',
      ],
    },
    tags: { must: [], may: POCKETID_TOPICS },
    keywords: { must: [], may: POCKETID_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The screenshot and the certification badge are no logo.
  forbidden: [
    'logo_url=https://github.com/user-attachments/assets/1e99ba44-76da-4b47-9b8a-dbe9b7f84512',
    'logo_url=https://github.com/user-attachments/assets/697a8b8f-61bc-412f-8222-5410da7292c7',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

const VERT_FEATURES = [
  'Convert files directly on your device using WebAssembly*',
  'No file or file size limits',
  'Convert images, audio, documents, and video*',
  'Supports over 250+ file formats',
  'Conversion settings',
  'User-friendly interface built with Svelte',
];
const VERT_TOPICS = [
  'file conversion',
  'file converter',
  'file conversion utility',
  'WebAssembly',
  'Svelte',
  'TypeScript',
  'images',
  'audio',
  'documents',
  'video',
  'video conversion',
  'file formats',
  'self-hostable',
  'Docker',
  'local',
  'privacy',
];

const vert: CorpusSite = {
  id: 'vert-readme',
  about:
    'VERT\'s README: a centred upload (alt "VERT\'s logo") over the h1 "VERT.sh", a definition, a table of screenshots, a features list, documentation links, the licence, and a star-history chart in a <picture>.',
  classes: ['real', 'single-page', 'logo', 'features', 'readme'],
  source: realSource('VERT-sh/VERT', '1573bda6', 'README.md', RENDERED),
  pages: { '/': realPage('vert-readme/index.html') },
  expected: {
    name: ['VERT', 'VERT.sh'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred opening upload, alt "VERT's logo".
    logo_url: 'https://github.com/user-attachments/assets/bf441748-0ec5-4c8a-b3e5-11301ee3f0bd',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    features: { must: VERT_FEATURES, may: VERT_FEATURES.map((item) => item.replace(/\*$/, '')) },
    usps: { must: [], may: [...VERT_FEATURES, ...VERT_FEATURES.map((item) => item.replace(/\*$/, ''))] },
    tags: { must: [], may: VERT_TOPICS },
    keywords: { must: [], may: VERT_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // Screenshots and the star-history chart are no logo.
  forbidden: [
    'logo_url={base}/docs/images/screenshot-home.png',
    'logo_url={base}/docs/images/screenshot-convert.png',
    'logo_url=https://api.star-history.com/svg?repos=VERT-sh/VERT&type=Date',
    'logo_url=https://api.star-history.com/svg?repos=VERT-sh/VERT&type=Date&theme=dark',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

/** "## Features": the done items ("[x]" as markdown-it leaves it, or without it); the "[ ]" ones are planned. */
const SPLIIT_DONE = [
  'Create a group and share it with friends',
  'Create expenses with description',
  'Display group balances',
  'Create reimbursement expenses',
  'Progressive Web App',
  'Select all/no participant for expenses',
  'Split expenses unevenly (#6)',
  'Mark a group as favorite (#29)',
  'Tell the application who you are when opening a group (#7)',
  'Assign a category to expenses (#35)',
  'Search for expenses in a group (#51)',
  'Upload and attach images to expenses (#63)',
  'Create expense by scanning a receipt (#23)',
];
const SPLIIT_MAY = [
  ...SPLIIT_DONE.map((item) => `[x] ${item}`),
  ...SPLIIT_DONE.map((item) => item.replace(/\s\(#\d+\)$/, '')),
  'Expense documents',
  'Create expense from receipt',
  'Deduce category from title',
];
const SPLIIT_TOPICS = [
  'expense sharing',
  'expenses',
  'shared expenses',
  'groups',
  'balances',
  'reimbursements',
  'Splitwise',
  'Splitwise alternative',
  'open source',
  'free and open source',
  'PWA',
  'Progressive Web App',
  'receipts',
  'receipt scanning',
  'Next.js',
  'TailwindCSS',
  'Prisma',
  'PostgreSQL',
  'Vercel',
  'S3',
  'OpenAI',
  'GPT-4',
  'Docker',
  'translations',
  'categories',
];

const spliit: CorpusSite = {
  id: 'spliit-readme',
  about:
    'Spliit\'s README: an opening wordmark (alt "Spliit") linked to spliit.app, "a free and open source alternative to Splitwise", a Vercel deploy button, a checklist of done and planned features, the stack, a Discord server, sponsorship and a one-time donation, translations, running it and opt-in features that need an OpenAI subscription.',
  classes: ['real', 'single-page', 'pricing', 'logo', 'features', 'socials', 'readme'],
  source: realSource('spliit-app/spliit', '01b2e0ee', 'README.md', RENDERED),
  pages: { '/': realPage('spliit-readme/index.html') },
  expected: {
    name: 'Spliit',
    // "Spliit is a free and open source alternative to Splitwise"; a one-time donation and sponsorship are no
    // price, the OpenAI subscription is another product's.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening wordmark, alt the product's name, linked to its site.
    logo_url: 'https://github.com/spliit-app/spliit/blob/main/public/logo-with-text.png?raw=true',
    demo_video_url: null,
    categories: { must: [], may: ['Finance', 'Productivity'] },
    features: { must: [], may: [...SPLIIT_DONE, ...SPLIIT_MAY] },
    usps: { must: [], may: [...SPLIIT_DONE, ...SPLIIT_MAY] },
    tags: { must: [], may: SPLIIT_TOPICS },
    keywords: { must: [], may: SPLIIT_TOPICS },
    // "Sponsor me (Sebastien)": a maker asking for sponsorship, named as no founder.
    founders: [],
    // "Join the discussion in the Spliit Discord server".
    socials: { custom: 'https://discord.gg/YSyVXbwvSY' },
    faqs: [],
  },
  // The deploy button and the translation widget are no logo; a donation or OpenAI's subscription is no price.
  forbidden: [
    'logo_url=https://vercel.com/button',
    'logo_url=https://hosted.weblate.org/widget/spliit/spliit/multi-auto.svg',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=one-time',
    'pricing_model=freemium',
  ],
};

export const REAL_HELD_OUT_SITES_FIFTY_FOURTH: readonly CorpusSite[] = [pocketid, vert, spliit];
