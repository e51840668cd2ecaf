/**
 * Issue 34, ninety-second round: categories precision — a category drawn from a side mention rather than from what
 * the product is: a section's heading that labels the author's design principle (Design), a database the product
 * reads or uses (Databases). Filled by the round: the pages tuned on, and one for one the real pages held out (chosen,
 * and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit (read from the fetched repositories with git
 * show), rendered by markdown-it (html and linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - flatnotes-readme: dullage/flatnotes at 01236c90 (README.md): "A note taking web app that utilises a flat folder
 *   of markdown files for storage.", a "Design Principle" section (the author's notes and the boxes an editor should
 *   tick), a to-do list of proofs of concept.
 * - calibreweb-readme: janeczku/calibre-web at 0569eb64 (README.md): "Calibre-Web is a web app providing a clean
 *   interface for browsing, reading and downloading eBooks using an existing Calibre database.", its features, a
 *   quick start, requirements, Docker images of others.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - trilium-readme: zadam/trilium at 0be76f74 (README.md): "Trilium Notes is a hierarchical note taking
 *   application.", its features, builds, platforms, a list of documentation pages.
 * - silverbullet-readme: silverbulletmd/silverbullet at 01aea476 (README.md): "an extensible, open source personal
 *   knowledge platform", "a clean markdown-based writing/note taking application", two videos, features (a database
 *   for indexing), installing with Deno, developing it.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- flatnotes (tuning)

/** The boxes the author's editor should tick ("This is what flatnotes aims to achieve."). */
const FLATNOTES_AIMS = [
  'Support for flat folder storage',
  'Cross platform (web based)',
  'Mobile friendly',
  'Clean, simple interface',
  'Good markdown support for:',
  'Good markdown support for',
  'Tables',
  'Code Blocks (Syntax Highlighting)',
  'Task Lists',
  'Full text searching',
  'Support for embedding images (and storing them)',
  'Support for uploading file attachments',
  'Password authentication',
  'The ability to share notes as public read-only URLs',
];
const FLATNOTES_TOPICS = [
  'note taking',
  'note taking app',
  'notes',
  'web app',
  'markdown',
  'markdown files',
  'flat folder',
  'storage',
  'personal notes',
  'distraction free',
  'full text search',
  'full text searching',
  'editor',
  'self-hosted',
];

const flatnotes: CorpusSite = {
  id: 'flatnotes-readme',
  about:
    'flatnotes\'s README: "A note taking web app that utilises a flat folder of markdown files for storage.", a "Design Principle" section (why the author wrote it, the boxes an editor should tick), a to-do list of proofs of concept',
  classes: ['real', 'tuning', 'single-page', 'categories', 'readme'],
  source: realSource('dullage/flatnotes', '01236c9003e61b38758a28655440baf95c98d404', 'README.md'),
  pages: { '/': realPage('flatnotes-readme/index.html') },
  expected: {
    name: 'flatnotes',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // A "status: under development" badge: no stage of the spec's stated in words.
    stage: null,
    // The h1's only image is the status badge: no logo.
    logo_url: null,
    demo_video_url: null,
    // "A note taking web app": Notes & Docs (its parent, Productivity, may stand). "Design Principle" labels the
    // author's reasons (a section's heading), not what the product is: Design is wrong; "Task Lists" is one markdown
    // element it should support, not Task Management.
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    // The boxes an editor should tick are what it aims to achieve (the to-do list says most are not built yet): they
    // may stand, none is required. The to-do items are planned.
    features: { must: [], may: FLATNOTES_AIMS },
    usps: { must: [], may: FLATNOTES_AIMS },
    tags: { must: [], may: FLATNOTES_TOPICS },
    keywords: { must: [], may: FLATNOTES_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'categories=Design',
    'categories=Task Management',
    'logo_url=https://img.shields.io/badge/status-under%20development-orange',
  ],
};

// ---------------------------------------------------------------- Calibre-Web (tuning)

/** "## Features". */
const CALIBREWEB_FEATURES = [
  'Bootstrap 3 HTML5 interface',
  'full graphical setup',
  'User management with fine-grained per-user permissions',
  'Admin interface',
  'User Interface in czech, dutch, english, finnish, french, german, greek, hungarian, italian, japanese, khmer, polish, russian, simplified chinese, spanish, swedish, turkish, ukrainian',
  'OPDS feed for eBook reader apps',
  'Filter and search by titles, authors, tags, series and language',
  'Create a custom book collection (shelves)',
  'Support for editing eBook metadata and deleting eBooks from Calibre library',
  'Support for converting eBooks through Calibre binaries',
  'Restrict eBook download to logged-in users',
  'Support for public user registration',
  'Send eBooks to Kindle devices with the click of a button',
  'Sync your Kobo devices through Calibre-Web with your Calibre library',
  'Support for reading eBooks directly in the browser (.txt, .epub, .pdf, .cbr, .cbt, .cbz, .djvu)',
  'Upload new books in many formats, including audio formats (.mp3, .m4a, .m4b)',
  'Support for Calibre Custom Columns',
  'Ability to hide content based on categories and Custom Column content per user',
  'Self-update capability',
  '"Magic Link" login to make it easy to log on eReaders',
  'Login via LDAP, google/github oauth and via proxy authentication',
];
const CALIBREWEB_TOPICS = [
  'web app',
  'eBooks',
  'ebooks',
  'eBook',
  'ebook',
  'books',
  'browsing',
  'reading',
  'downloading',
  'Calibre',
  'Calibre database',
  'Calibre library',
  'OPDS',
  'eBook reader',
  'Kindle',
  'Kobo',
  'eReaders',
  'shelves',
  'metadata',
  'conversion',
  'Docker',
  'Python',
  'LDAP',
  'OAuth',
  'self-hosted',
  'GPL v3',
];

const calibreWeb: CorpusSite = {
  id: 'calibreweb-readme',
  about:
    'Calibre-Web\'s README: "Calibre-Web is a web app providing a clean interface for browsing, reading and downloading eBooks using an existing Calibre database.", its features, a quick start (a default admin login), requirements, Docker images others keep',
  classes: ['real', 'tuning', 'single-page', 'categories', 'readme'],
  source: realSource('janeczku/calibre-web', '0569eb648e8e8ec3e0fae10cef6b14939fba46a4', 'README.md'),
  pages: { '/': realPage('calibreweb-readme/index.html') },
  expected: {
    name: 'Calibre-Web',
    // Licensed under the GPL v3; no price or plan.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The picture under "About" is a screenshot ("Main screen"): no logo.
    logo_url: null,
    demo_video_url: null,
    // An ebook library's web reader: no category of the tree names it (the corpus leaves categories blank rather than
    // guess). "using an existing Calibre database" is what it reads, not what it is: Databases (and Developer Tools,
    // its parent) are wrong; "hide content based on categories" and the Docker images are no category either.
    categories: { must: [], may: [] },
    features: { must: CALIBREWEB_FEATURES, may: [] },
    usps: { must: [], may: CALIBREWEB_FEATURES },
    tags: { must: [], may: CALIBREWEB_TOPICS },
    keywords: { must: [], may: CALIBREWEB_TOPICS },
    founders: [],
    // The wiki and contributing links lead to its repository; the Docker images' GitHub links are others'.
    socials: { github: 'https://github.com/janeczku/calibre-web' },
    faqs: [],
  },
  forbidden: [
    'categories=Databases',
    'categories=Developer Tools',
    'https://github.com/Technosoft2000/docker-calibre-web',
    'https://github.com/linuxserver/docker-calibre-web',
  ],
};

// ---------------------------------------------------------------- Trilium Notes (held out)

/** "## Features" (the first item has a sub-item). */
const TRILIUM_FEATURES = [
  'Notes can be arranged into arbitrarily deep hierarchy',
  'WYSIWYG (What You See Is What You Get) editing',
  'Fast and easy navigation between notes',
  'Seamless note versioning',
  'Note attributes can be used to tag/label notes as an alternative note organization and querying',
  'Can be deployed as web application and / or desktop application with offline access (electron based)',
  'Synchronization with self-hosted sync server',
  'Strong note encryption',
];
const TRILIUM_MORE = [
  'Notes can have more than 1 parents - see cloning',
  'Notes can have more than 1 parents',
  'Notes can be arranged into arbitrarily deep hierarchy Notes can have more than 1 parents - see cloning',
];
const TRILIUM_TOPICS = [
  'note taking',
  'note taking application',
  'notes',
  'hierarchical notes',
  'hierarchy',
  'WYSIWYG',
  'note versioning',
  'note attributes',
  'cloning',
  'synchronization',
  'sync server',
  'self-hosted',
  'encryption',
  'note encryption',
  'Electron',
  'desktop application',
  'web application',
  'offline access',
  'Linux',
  'Windows',
  'Chrome',
  'Firefox',
];

const trilium: CorpusSite = {
  id: 'trilium-readme',
  about:
    'Trilium Notes\'s README: a Gitter badge, "Trilium Notes is a hierarchical note taking application.", a screenshot, its features, builds, supported platforms and a list of documentation pages',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('zadam/trilium', '0be76f746ab0076804c33cc43bf9a19fd24f50c5', 'README.md'),
  pages: { '/': realPage('trilium-readme/index.html') },
  expected: {
    name: ['Trilium Notes', 'Trilium'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The only picture is a screenshot (empty alt): no logo.
    logo_url: null,
    demo_video_url: null,
    // "a hierarchical note taking application": Notes & Docs (Productivity may stand). The documentation pages'
    // titles ("Document", "Theming") and "Protected notes" are its wiki, not what it is; Design and Security are
    // wrong.
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    features: { must: TRILIUM_FEATURES, may: TRILIUM_MORE },
    usps: { must: [], may: [...TRILIUM_FEATURES, ...TRILIUM_MORE] },
    tags: { must: [], may: TRILIUM_TOPICS },
    keywords: { must: [], may: TRILIUM_TOPICS },
    founders: [],
    // "Join the chat at https://gitter.im/trilium-notes/Lobby" (its Gitter room); the wiki and releases lead to its
    // repository.
    socials: {
      custom: 'https://gitter.im/trilium-notes/Lobby',
      github: 'https://github.com/zadam/trilium',
    },
    faqs: [],
  },
  forbidden: ['categories=Design', 'categories=Developer Tools'],
};

// ---------------------------------------------------------------- Silver Bullet (held out)

/** "## Features": bold labels, then a sentence or more. */
const SILVERBULLET_ITEMS = [
  'Free and open source. Silver Bullet is MIT licensed.',
  'The truth is in the markdown. Silver Bullet doesn’t use proprietary file formats. It keeps its data as plain markdown files on disk. While SB uses a database for indexing and caching some indexes, all of that can be rebuilt from its markdown source at any time. If SB would ever go away, you can still read your pages with any text editor.',
  'One single, distraction free mode. SB doesn’t have a separate view and edit mode. It doesn’t have a “focus mode.” You’re always in focused edit mode, why wouldn’t you?',
  'Keyboard oriented. You can use SB fully using the keyboard, typin’ the keys.',
  'Extend it your way. SB is highly extensible with plugs, and you can customize it to your liking and your workflows.',
];
const SILVERBULLET_LABELS = [
  'Free and open source',
  'The truth is in the markdown.',
  'The truth is in the markdown',
  'One single, distraction free mode.',
  'One single, distraction free mode',
  'Keyboard oriented',
  'Extend it your way',
];
const SILVERBULLET_TOPICS = [
  'personal knowledge platform',
  'knowledge platform',
  'personal knowledge management',
  'note taking',
  'note taking application',
  'writing',
  'notes',
  'pages',
  'markdown',
  'plain markdown files',
  'space',
  'plugs',
  'extensible',
  'open source',
  'MIT',
  'keyboard',
  'distraction free',
  'Deno',
  'TypeScript',
  'CodeMirror',
  'React',
  'PWA',
  'self-hosted',
];

const silverBullet: CorpusSite = {
  id: 'silverbullet-readme',
  about:
    'Silver Bullet\'s README: "an extensible, open source personal knowledge platform", "a clean markdown-based writing/note taking application", screenshots, two videos on YouTube, features (a database for indexing), installing with Deno, upgrading, developing it',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('silverbulletmd/silverbullet', '01aea4768b4d95fe4afd109ebf1a4b11cb1e3783', 'README.md'),
  pages: { '/': realPage('silverbullet-readme/index.html') },
  expected: {
    name: ['Silver Bullet', 'SilverBullet'],
    // "Free and open source. Silver Bullet is MIT licensed.": the corpus reads the product said to be free as free.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Two screenshots (the PWA and iOS), no alt: no logo.
    logo_url: null,
    // "A Tour of some of Silver Bullet’s features" on YouTube: the demo; the architecture talk may stand.
    demo_video_url: ['https://youtu.be/RYdc3UF9gok', 'https://youtu.be/mXCGau05p5o'],
    // "a clean markdown-based writing/note taking application": Notes & Docs (Productivity may stand). The database
    // it uses for indexing and "Developing Silver Bullet" are how it is built: Databases and Developer Tools are wrong.
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    features: { must: SILVERBULLET_ITEMS, may: SILVERBULLET_LABELS },
    usps: { must: [], may: [...SILVERBULLET_ITEMS, ...SILVERBULLET_LABELS] },
    tags: { must: [], may: SILVERBULLET_TOPICS },
    keywords: { must: [], may: SILVERBULLET_TOPICS },
    founders: [],
    // "Check out the code" and the issue tracker lead to its repository.
    socials: { github: 'https://github.com/silverbulletmd/silverbullet' },
    faqs: [],
  },
  forbidden: ['categories=Databases', 'categories=Developer Tools', 'categories=Design'],
};

export const REAL_TUNING_SITES_NINETY_SECOND: readonly CorpusSite[] = [flatnotes, calibreWeb];

export const REAL_HELD_OUT_SITES_NINETY_SECOND: readonly CorpusSite[] = [trilium, silverBullet];
