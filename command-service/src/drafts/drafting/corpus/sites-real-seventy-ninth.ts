/**
 * Issue 34, seventy-ninth round: features precision — lists that are not the product's features (second round):
 * what the product will do later, under a heading the drafter read as features or did not know. Filled by the
 * round: the pages tuned on, and one for one the real pages held out (their facts written from the page before the
 * eval first ran on them).
 *
 * The class: lists that are not the product's features drafted as features (requirements under a lead-in, a
 * command reference, a course's topics, people with their roles, a status note, setup steps, a roadmap). The
 * seventieth round took what a product does not do or support. This round takes one shape still kept: work still to
 * come under a heading the drafter's instructional headings ("Roadmap", "TODO", "Planned", "Coming soon") do not
 * name — "Upcoming Features" and "Future Plans" under a features section (the first matches the features heading
 * itself), and a "Wishlist" under a status section, read as the page's only list of capabilities. What stands under
 * such a heading is what the product does not do yet.
 *
 * Facts: an item of work still to come is no feature; nothing under such a heading is expected.
 *
 * Tuned on (3 real pages):
 * - laika-readme: MEDIGO/laika at 226de5b7 (README.md), rendered: a feature-flag service, its API tables, a Go
 *   client, development and tests, and "### Wishlist" under "## Current state of the project" (four items).
 * - assetviewer-readme: prometheusreengineering/assetviewer at 10c808ff (README.md), rendered: a cosmetics asset
 *   viewer, "## Features" (seven items) and under it "### Future Plans" (two items).
 * - krbefilemanager-readme: kevinrolinbe/KrbeFileManager at 119834b0 (docs/en/README.md), rendered: a Symfony
 *   bundle, "## Features" (ten items) and under it "### Upcoming Features" (two items), configuration and usage.
 *
 * Pages were found by their headings and chosen when the drafter's features (looked at alone) showed the class; the
 * facts of every page were written after that look and before the eval first ran on it (docs/drafting.md).
 *
 * Held out (the drafter is not changed for them; chosen after the tuning pages, before any rule was written):
 * - shieldtank-readme: stinkytoe/shieldtank at a7ef3156 (README.md), rendered: a Bevy/LDtk crate's README that is
 *   its badges and "## Upcoming Features" (nested items) only.
 * - dockship-readme: orus-dev/dockship at 8f6299ab (README.md), rendered: a self-hosted deployment platform, "## Key
 *   Features" in four labelled groups, then "#### Future Features" (one item).
 * - tictactoe-readme: fekadon/tictactoe at caafc754 (README.md), rendered: a terminal game, the rules, "## Features" >
 *   "### Existing Features" (three items with details) and "### Future Features" (two items), testing, bugs.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

// ---------------------------------------------------------------- Laika (tuning)

const laikaTopics = [
  'Laika',
  'feature flags',
  'feature flag',
  'feature toggles',
  'feature toggle',
  'feature flag/feature toggle service',
  'Go',
  'CQRS',
  'environments',
  'API',
  'HTTP client',
  'polling HTTP client',
  'PHP',
  'React',
  'Docker Compose',
  'MySQL',
  'continuous feature release',
  'deployment',
];

const laika: CorpusSite = {
  id: 'laika-readme',
  about:
    'real (Laika\'s README): a feature-flag service, API tables, a Go client, development and tests, and "### Wishlist" (four items) under "## Current state of the project"',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('MEDIGO/laika', '226de5b7', 'README.md', RENDERED),
  pages: { '/': realPage('laika-readme/index.html') },
  expected: {
    name: 'Laika',
    // "licensed under the MIT License": a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // No features list: the API tables name endpoints; the "Wishlist" is what it does not do yet ("Specify country
    // access …", "History for flag status changes.").
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: laikaTopics },
    keywords: { must: [], may: laikaTopics },
    // "Copyright © 2019 MEDIGO GmbH": a company, no founder named.
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- assetviewer (tuning)

const ASSETVIEWER_FEATURES = [
  "Browses ALL cosmetics, emotes and resources on Lunar Client's public asset CDN (6,500+ items).",
  'Previews every cosmetic in 3D: hats, cloaks, wings, pets, suits, auras and more, with their animations.',
  'Plays emotes on a player, including props and particle effects.',
  'Shows cosmetics on a player with any Minecraft skin, alone or as a full outfit in the outfit builder.',
  'Search, filter and sort on any field, with the view kept in the URL so it can be shared.',
  'Collections, side-by-side compare and ZIP export of the source files.',
  'Runs entirely in the browser; downloaded files are cached locally.',
];
const assetviewerTopics = [
  'assetviewer',
  'asset viewer',
  'cosmetics',
  'emotes',
  'Lunar Client',
  'Essential Mod',
  'Minecraft',
  'Minecraft skin',
  '3D',
  '3D previews',
  'outfit builder',
  'ZIP export',
  'collections',
  'browser',
  'Vite',
  'Node.js',
  'Cloudflare Pages',
];

const assetviewer: CorpusSite = {
  id: 'assetviewer-readme',
  about:
    'real (assetviewer\'s README): a cosmetics asset viewer, "## Features" (seven items) and under it "### Future Plans" (two items), development and deployment',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('prometheusreengineering/assetviewer', '10c808ff', 'README.md', RENDERED),
  pages: { '/': realPage('assetviewer-readme/index.html') },
  expected: {
    name: 'assetviewer',
    // "GPLv3": a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Design', 'Developer Tools'] },
    // "### Future Plans" ("Essential Mod cosmetics.", "Slim (Alex) player arms.") is what it does not do yet.
    features: { must: ASSETVIEWER_FEATURES, may: [] },
    usps: { must: [], may: ASSETVIEWER_FEATURES },
    tags: { must: [], may: assetviewerTopics },
    keywords: { must: [], may: assetviewerTopics },
    founders: [],
    // The Discord badge under the lead paragraph.
    socials: { custom: 'https://discord.gg/BFDWmPfmXg' },
    faqs: [],
  },
};

// ---------------------------------------------------------------- KrbeFileManager (tuning)

const KRBE_FEATURES = [
  '🖼️ Image management with integrated crop',
  '📦 Automatic image compression',
  '🌐 WebP format support',
  '📱 Responsive and intuitive interface',
  '🔒 Quota management per user/company',
  '📁 Flexible file organization',
  '🎨 Complete interface customization',
  '🔄 Drag & drop support',
  '📊 Image preview',
  '🛠️ Simple and flexible configuration',
];
const krbeTopics = [
  'KrbeFileManager',
  'Symfony',
  'Symfony bundle',
  'bundle',
  'file management',
  'file manager',
  'FileManager',
  'modal widget',
  'images',
  'image management',
  'crop',
  'image compression',
  'compression',
  'WebP',
  'quota',
  'quotas',
  'quota management',
  'drag & drop',
  'image preview',
  'PHP',
  'Twig',
  'AWS S3',
  'TinyMCE',
  'resolvers',
  'configuration',
];

const krbeFileManager: CorpusSite = {
  id: 'krbefilemanager-readme',
  about:
    'real (KrbeFileManager\'s English README): a Symfony file-manager bundle, "## Features" (ten items) and under it "### Upcoming Features" (two items), configuration and usage',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('kevinrolinbe/KrbeFileManager', '119834b0', 'docs/en/README.md', RENDERED),
  pages: { '/': realPage('krbefilemanager-readme/index.html') },
  expected: {
    name: 'KrbeFileManager',
    // "MIT": a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // "### Upcoming Features" ("📝 TinyMCE integration", "☁️ AWS S3 compatibility") is what it does not do yet.
    features: { must: KRBE_FEATURES, may: [] },
    usps: { must: [], may: KRBE_FEATURES },
    tags: { must: [], may: krbeTopics },
    keywords: { must: [], may: krbeTopics },
    // "As a passionate freelance developer (kevinrolin.be), I created this module": the maker, unnamed on the page.
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- Shieldtank (held out)

const shieldtankTopics = [
  'Shieldtank',
  'Bevy',
  'LDtk',
  'renderer',
  'custom renderer',
  'Sprite',
  'levels',
  'layers',
  'entities',
  'Rust',
  'crate',
  'docs.rs',
];

const shieldtank: CorpusSite = {
  id: 'shieldtank-readme',
  about: 'real (Shieldtank\'s README): a Bevy/LDtk crate, badges, a table of contents and "## Upcoming Features" only',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('stinkytoe/shieldtank', 'a7ef3156', 'README.md', RENDERED),
  pages: { '/': realPage('shieldtank-readme/index.html') },
  expected: {
    name: 'Shieldtank',
    // "license-MIT/Apache" (a badge): a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // No features list: "## Upcoming Features" is what it does not do yet ("Custom Renderer for components", …).
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: shieldtankTopics },
    keywords: { must: [], may: shieldtankTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- Dockship (held out)

const DOCKSHIP_FEATURES = [
  'Easy Deployment - Deploy Dockerized applications in just a few clicks. Provide your app name, repository, and Docker image, and Dockship handles the rest.',
  'Docker Integration - Pull and run images from any registry. Validate Dockerfiles and optionally build images from repositories.',
  'App Management - Start, stop, restart, and remove applications from the dashboard. Track running containers and deployed images easily.',
  'Real-Time Logs & Monitoring - Stream container logs in real-time and monitor CPU, memory, and disk usage for each node.',
  'Multi-Node Support - Manage multiple nodes in your infrastructure. Deploy applications across nodes and monitor them centrally.',
  'Extensible Architecture - Each application stores its metadata and Docker image reference, making builds, redeployments, and future scaling simple.',
  'Secure Access - Authenticate users to ensure only authorized personnel can deploy and manage applications.',
  'User-Friendly Dashboard - Clean and responsive UI with light/dark mode support. Quickly see all apps, their status, and node assignments.',
];
/** The items' bold labels, and the groups' headings. */
const DOCKSHIP_LABELS = [
  'Easy Deployment',
  'Docker Integration',
  'App Management',
  'Real-Time Logs & Monitoring',
  'Multi-Node Support',
  'Extensible Architecture',
  'Secure Access',
  'User-Friendly Dashboard',
  'Core Deployment',
  'Application Management',
  'Multi-Node & Scaling',
  'Security & User Experience',
];
const dockshipTopics = [
  'Dockship',
  'deployment',
  'deployment platform',
  'self-hosted',
  'self-hosted deployment platform',
  'Docker',
  'Dockerized applications',
  'containers',
  'container logs',
  'logs',
  'monitoring',
  'multi-node',
  'nodes',
  'dashboard',
  'dark mode',
  'Git',
  'Node.js',
  'registry',
];

const dockship: CorpusSite = {
  id: 'dockship-readme',
  about:
    'real (Dockship\'s README): a self-hosted deployment platform, "## Key Features" in four labelled groups, then "#### Future Features" (one item), installation',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('orus-dev/dockship', '8f6299ab', 'README.md', RENDERED),
  pages: { '/': realPage('dockship-readme/index.html') },
  expected: {
    name: 'Dockship',
    // "MIT": a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The heading's picture, alt "Dockship".
    logo_url: '{base}/public/dockship.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Monitoring', 'CI/CD'] },
    // "#### Future Features" ("Git integration and automatic builds") is what it does not do yet.
    features: { must: DOCKSHIP_FEATURES, may: DOCKSHIP_LABELS },
    usps: { must: [], may: [...DOCKSHIP_FEATURES, ...DOCKSHIP_LABELS] },
    tags: { must: [], may: dockshipTopics },
    keywords: { must: [], may: dockshipTopics },
    founders: [],
    // "GitHub @orus-dev" in the closing line (the maker's organisation); "@amitmerchant1990" is thanked for the
    // template, not the product's.
    socials: { github: 'https://github.com/orus-dev' },
    faqs: [],
  },
};

// ---------------------------------------------------------------- Tic-Tac-Toe (held out)

const TICTACTOE_FEATURES = ['Board generation', 'Play 1v1 against each other', 'Input validation and error checking'];
/** Each feature's detail, nested under it. */
const TICTACTOE_DETAILS = [
  'Creates a new playground at the start of the game',
  'X or O options for players to choose',
  'You can not enter coordinates outside the size of the grid',
  'You can not enter the same coordinates twice',
];
const tictactoeTopics = [
  'Tic-Tac-Toe',
  'Tic Tac Toe',
  'Python',
  'terminal game',
  'Python terminal game',
  'game',
  'Heroku',
  'Code Institute',
  '1v1',
  'board',
  'grid',
  'PEP8',
];

const tictactoe: CorpusSite = {
  id: 'tictactoe-readme',
  about:
    'real (Tic-Tac-Toe\'s README): a Python terminal game, its rules, "### Existing Features" and "### Future Features" under "## Features", testing, bugs and deployment',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('fekadon/tictactoe', 'caafc754', 'README.md', RENDERED),
  pages: { '/': realPage('tictactoe-readme/index.html') },
  expected: {
    name: 'Tic-Tac-Toe',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // "Finished look": a screenshot of the game, no logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    // "### Future Features" ("Allow players to play against a random AI, …", "Fix remaining bugs") is what it does
    // not do yet; the rules and the bugs are no features either.
    features: { must: TICTACTOE_FEATURES, may: TICTACTOE_DETAILS },
    usps: { must: [], may: [...TICTACTOE_FEATURES, ...TICTACTOE_DETAILS] },
    tags: { must: [], may: tictactoeTopics },
    keywords: { must: [], may: tictactoeTopics },
    founders: [],
    socials: {},
    faqs: [],
  },
};

export const REAL_TUNING_SITES_SEVENTY_NINTH: readonly CorpusSite[] = [laika, assetviewer, krbeFileManager];

export const REAL_HELD_OUT_SITES_SEVENTY_NINTH: readonly CorpusSite[] = [shieldtank, dockship, tictactoe];
