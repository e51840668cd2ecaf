/**
 * Issue 34, fourth round: one real README to tune on and one held out, kept verbatim in real/ and
 * rendered by markdown-it (html and linkify on), as the third round's. Their facts were written from
 * the page before the drafter first ran on it.
 *
 * Tuning:
 * - hedgedoc-readme: hedgedoc/hedgedoc at d706c2b2 (README.md): a collaborative markdown notes app
 *   whose chat badge and Mastodon badge stand in a row of build badges and point through the
 *   product's own domain (chat.hedgedoc.org, social.hedgedoc.org/mastodon), a "Join our Matrix chat"
 *   line, an alpha of a next version beside a stable one, a logo in a <picture>.
 *
 * - keygaen-readme: pojntfx/keygaen at 4289eddc (README.md), a second step, for the held-out class
 *   "Matrix badges among build badges": a PGP web app whose Matrix badge (#keygaen:matrix.org, with a
 *   "?via=" query in the room link) stands among CI and Go badges, "Chat with us on Matrix".
 * - moderncv-readme: moderncv/moderncv at da4118b0 (README.md), a third step for the same class, since
 *   keygaen's room was found through another link: its #moderncv:matrix.org badge among a build and a
 *   CTAN badge, the same room as "our matrix room" in a sentence, an original author's address.
 *
 * Held out (one for one; the drafter is not changed for them):
 * - appwrite-readme: appwrite/appwrite at 0cefd061 (README.md): a backend platform, a "Products" list
 *   of bold linked names with their meaning, free while its cloud is in public beta, a "Follow Us"
 *   section, a Discord badge.
 * - simplymeet-readme: yalohi/SimplyMeet at 30ad745a (README.md), with keygaen: a self-hosted platform
 *   to meet people, a Matrix badge, install steps, donations in Monero and Bitcoin.
 * - flake-utils-readme: numtide/flake-utils at b1d9ab70 (README.md), with moderncv: Nix functions
 *   documented by signature, "STATUS: stable", a commercial-support contact page.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

export const hedgedocReadme: CorpusSite = {
  id: 'hedgedoc-readme',
  about:
    'real (hedgedoc/hedgedoc README): chat and Mastodon badges through the own domain in a row of build badges, "Join our Matrix chat"',
  classes: ['real', 'tuning', 'single-page', 'docs', 'socials', 'categories'],
  source: realSource('hedgedoc/hedgedoc', 'd706c2b2'),
  pages: { '/': realPage('hedgedoc-readme/index.html') },
  expected: {
    name: 'HedgeDoc',
    // AGPLv3 is a license; no plan or price is stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "HedgeDoc 1.x is stable"; the alpha is HedgeDoc 2's, not the product's stage.
    stage: null,
    logo_url: '{base}/docs/content/images/hedgedoc_logo_white.svg',
    demo_video_url: null,
    // "create real-time collaborative markdown notes".
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    tags: { must: [], may: ['markdown', 'notes', 'markdown notes'] },
    keywords: { must: [], may: ['HedgeDoc', 'markdown notes', 'collaborative markdown notes'] },
    // The "Getting Started" items are calls to action, not features.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    founders: [],
    // The Matrix badge and "Join our Matrix chat" both link to chat.hedgedoc.org (the Mastodon badge,
    // social.hedgedoc.org/mastodon, is the product's too, but a draft holds one custom link).
    socials: { custom: 'https://chat.hedgedoc.org' },
    faqs: [],
  },
  forbidden: ['poeditor', 'codecov', 'stage=alpha', 'stage=launched'],
};

// Corrected in issue 34's sixth round: the facts listed nine products (Firewall, Realtime, MCP …) in
// words the page does not hold; its Products list has these six, verbatim.
const APPWRITE_PRODUCTS = [
  'Appwrite Auth - Secure user authentication with multiple login methods including email/password, SMS, OAuth, anonymous sessions, and magic links. Includes session management, multi-factor authentication, and user verification flows.',
  'Appwrite Databases - Scalable structured data storage with support for databases, tables, and rows. Includes querying, pagination, indexing, and relationships to model complex application data.',
  'Appwrite Storage - Secure file storage with support for uploads, downloads, encryption, compression, and file transformations for media and assets.',
  'Appwrite Functions - Serverless compute platform to run custom backend logic in isolated runtimes, triggered by events or scheduled jobs.15 runtimes supported.',
  'Appwrite Messaging - Multi-channel messaging system for sending emails, SMS, and push notifications to users for engagement, alerts, and transactional workflows.',
  'Appwrite Sites - Integrated hosting platform to deploy and scale web applications with support for custom domains, SSR, and seamless backend integration. Git integration and previews are supported.',
];

export const appwriteReadme: CorpusSite = {
  id: 'appwrite-readme',
  about:
    'real (appwrite/appwrite README): a backend platform, a Products list, free while its cloud is in beta, "Follow Us"',
  classes: ['real', 'single-page', 'docs', 'socials', 'pricing', 'categories'],
  source: realSource('appwrite/appwrite', '0cefd061'),
  pages: { '/': realPage('appwrite-readme/index.html') },
  expected: {
    name: 'Appwrite',
    // "While Appwrite Cloud is in public beta, you can build with Appwrite completely free": a free
    // period while a beta lasts, which states no pricing model (as a trial states no free plan, issue
    // 34's class 3). Until the tenth round this said freemium, quoting "Cloud includes a Free plan …,
    // with paid plans …", a line of a later README that the stored page (0cefd061) does not hold.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image's alt text is "image": nothing says it is the logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: ['Developer Tools'], may: ['APIs', 'Databases'] },
    tags: { must: [], may: ['backend', 'MCP', 'agents', 'open-source'] },
    keywords: { must: [], may: ['Appwrite', 'backend platform', 'MCP', 'open-source cloud'] },
    features: {
      must: APPWRITE_PRODUCTS,
      may: APPWRITE_PRODUCTS.map((item) => item.split(' - ')[0]!),
    },
    usps: { must: [], may: APPWRITE_PRODUCTS },
    founders: [],
    socials: {
      x: 'https://x.com/appwrite',
      github: 'https://github.com/appwrite',
      linkedin: 'https://linkedin.com/company/appwrite',
      youtube: 'https://youtube.com/c/appwrite',
      tiktok: 'https://tiktok.com/@appwrite',
      instagram: 'https://instagram.com/appwrite.io',
      // "follow us on Discord" (appwrite.io/discord, also its badge) comes first; Bluesky is the other.
      // Socials audit (issue 34): Bluesky and daily.dev, in the same "follow us on" line, are accepted too.
      custom: [
        'https://appwrite.io/discord',
        'https://bsky.app/profile/appwrite.io',
        'https://app.daily.dev/squads/appwrite',
      ],
    },
    faqs: [],
  },
  forbidden: ['DigitalOcean', 'Gitpod', 'Elestio', 'stage=launched', 'Accounting'],
};

export const keygaenReadme: CorpusSite = {
  id: 'keygaen-readme',
  about:
    'real (pojntfx/keygaen README): a Matrix badge named for the product among CI and Go badges, "Chat with us on Matrix"',
  classes: ['real', 'tuning', 'single-page', 'docs', 'socials', 'founders'],
  source: realSource('pojntfx/keygaen', '4289eddc'),
  pages: { '/': realPage('keygaen-readme/index.html') },
  expected: {
    name: 'keygaen',
    // AGPL-3.0 is a license; nothing states a price or a free plan.
    pricing_model: null,
    // "keygaen (c) 2023 …" is a copyright year.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "has not yet been audited" is no stage.
    stage: null,
    logo_url: '{base}/docs/logo-readme.png',
    demo_video_url: null,
    categories: { must: [], may: [] },
    tags: { must: [], may: ['PGP'] },
    keywords: { must: [], may: ['keygaen', 'PGP'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    // A copyright holder and contributors, no founder.
    founders: [],
    // The Matrix badge among the build badges and "Chat with us on Matrix" link to the same room.
    socials: { custom: 'https://matrix.to/#/#keygaen:matrix.org?via=matrix.org' },
    faqs: [],
  },
  forbidden: ['maxence-charriere', 'Felicitas Pojtinger', 'PatternFly', 'stage=launched'],
};

export const simplymeetReadme: CorpusSite = {
  id: 'simplymeet-readme',
  about:
    'real (yalohi/SimplyMeet README): a self-hosted platform to meet people, a Matrix badge, install steps, crypto donations',
  classes: ['real', 'single-page', 'docs', 'socials', 'pricing'],
  source: realSource('yalohi/SimplyMeet', '30ad745a'),
  pages: { '/': realPage('simplymeet-readme/index.html') },
  expected: {
    name: 'SimplyMeet',
    // "Simple to use, cross-platform, free and open source (FOSS)".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/SimplyMeet.png',
    demo_video_url: null,
    // A platform to meet people: the tree has no category for it.
    categories: { must: [], may: [] },
    tags: { must: [], may: ['FOSS', 'self hosted', 'dating'] },
    keywords: { must: [], may: ['SimplyMeet', 'self hosted platform', 'meet people'] },
    // Its "Projects" are its two components, not features.
    features: {
      must: [],
      may: [
        'SimplyMeetWasm: The web client frontend, which can connect to any SimplyMeetApi server publicly available.',
        "SimplyMeetApi: The api server backend, which let's you host your own community instance.",
      ],
    },
    usps: { must: [], may: [] },
    founders: [],
    socials: { custom: 'https://matrix.to/#/#simplymeet:matrix.org' },
    faqs: [],
  },
  forbidden: ['JWT_SECRET', 'nginx', 'Monero', 'Bitcoin', 'stage=launched'],
};

export const moderncvReadme: CorpusSite = {
  id: 'moderncv-readme',
  about:
    'real (moderncv/moderncv README): a Matrix badge named for the product among build and CTAN badges, "contact us in our matrix room", an original author',
  classes: ['real', 'tuning', 'single-page', 'docs', 'socials', 'founders', 'contact'],
  source: realSource('moderncv/moderncv', 'da4118b0'),
  pages: { '/': realPage('moderncv-readme/index.html') },
  expected: {
    name: 'moderncv',
    // LPPL-1.3c is a license.
    pricing_model: null,
    founded_year: null,
    // The original author's address is no contact for the package.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    tags: { must: [], may: ['LaTeX', 'curriculum vitae', 'CV'] },
    keywords: { must: [], may: ['moderncv', 'LaTeX', 'curriculum vitae', 'document class'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    // "Original author: Xavier Danaux", of the upstream repository: an author, no founder.
    founders: [],
    // The room badge and "our matrix room"; "Development takes place at github.com/moderncv/moderncv".
    socials: {
      custom: 'https://matrix.to/#/#moderncv:matrix.org',
      github: 'https://github.com/moderncv/moderncv',
    },
    faqs: [],
  },
  forbidden: ['xdanaux@gmail.com', 'Xavier Danaux', 'github.com/xdanaux', 'stage=launched'],
};

export const flakeUtilsReadme: CorpusSite = {
  id: 'flake-utils-readme',
  about:
    'real (numtide/flake-utils README): Nix functions documented by signature, "STATUS: stable", commercial support',
  classes: ['real', 'single-page', 'docs', 'contact'],
  source: realSource('numtide/flake-utils', 'b1d9ab70'),
  pages: { '/': realPage('flake-utils-readme/index.html') },
  expected: {
    name: 'flake-utils',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "STATUS: stable" names no stage of the four.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    tags: { must: [], may: ['Nix', 'flakes'] },
    keywords: { must: [], may: ['flake-utils', 'Nix', 'Nix flake utility functions'] },
    // Its functions are documented by signature: a reference, no features.
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['rnix-lsp', 'nix-systems', 'noogle', 'stage=launched'],
};

export const REAL_TUNING_SITES_FOURTH: CorpusSite[] = [hedgedocReadme, keygaenReadme, moderncvReadme];
export const REAL_HELD_OUT_SITES_FOURTH: CorpusSite[] = [appwriteReadme, simplymeetReadme, flakeUtilsReadme];
