/**
 * Issue 34, thirty-fifth round: headed feature sub-lists, and community, feedback and project-status sentences
 * beside a features list. Filled by the round: the pages tuned on, and one for one the real pages held out
 * (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - dawarich-readme: Freika/dawarich at 60734da4 (README.md): an "It enables you to:" list under "About
 *   Dawarich", a "⚠️ Disclaimer" list ("Under active development: Expect frequent updates, bugs, and breaking
 *   changes."), and "## Features" split under twelve h3 sub-headings, most over a one-item list.
 * - audiobookshelf-readme: advplyr/audiobookshelf at 1b46d680 (readme.md): "### Features" under "# About", then
 *   in the same section "Is there a feature you are looking for? Suggest it" and "Join us on Discord", and
 *   h3 sections on its apps "(beta)".
 * - boomstrap-readme: holzweg/boomstrap at 2ebd862d (README.md, 2012): a Magento theme's README, "Currently under
 *   heavy development!" as an h1, and "### Feedback and Feature Requests" over two sentences asking for the
 *   reader's feedback and contributions (added after the first four pages' first run, with Overseerr's).
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - tandoor-readme: TandoorRecipes/recipes at d206eddb (README.md): three h2-headed feature lists ("Core
 *   Features", "Made by and for power users", "All the must haves"), then "Support our work", "Your Feedback"
 *   ("Share some information on how you use Tandoor to help me improve the application").
 * - kavita-readme: Kareadita/Kavita at ed7e9d4a (README.md): "What Kavita Provides" (a list), then "Feature
 *   Requests" ("Got a great idea? Throw it up on Discussions …") and "Notice" ("Kavita is being actively
 *   developed and should be considered beta software until the 1.0 release. …").
 * - overseerr-readme: sct/overseerr at 009e6ff4 (README.md, March 2021): "Current Features", then "Planned
 *   Features" (two planned items and "And a ton more! Check out our issue tracker …"), a "⚠️ … under very heavy,
 *   rapid development" paragraph, a contributors table (chosen with BooMstrap's, before either ran).
 */
import type { CorpusSite } from './corpus-site.ts';
import { RENDERED, realPage, realSource } from './corpus-site.ts';

/** "## Features": the items under its twelve h3 sub-headings, as the page states them. */
const DAWARICH_FEATURES = [
  'Track your live location using one of the supported apps.',
  'View your historical data on a map with customizable layers:',
  'Share your location with family members.',
  'View locations of family members on the map (with their consent).',
  'Each family member can enable or disable location sharing individually.',
  'Draw areas on the map so Dawarich could suggest your visits there.',
  "Dawarich can suggest places you've visited and allow you to confirm or reject them.",
  'Analyze your travel history: number of countries/cities visited, distance traveled, and time spent, broken down by year and month.',
  'Get insights about your location history, like "Your most visited place is home, with 120 visits", or "You spent 30 days in Paris in 2024".',
  "See how many days you've spent in each country. Useful for tax residency purposes or just to see where you spend most of your time.",
  "Create a trip to visualize your travels between two points in time. You'll be able to see the route, distance, and time spent, and also add notes to your trip. If you have Immich or Photoprism integration, you'll also be able to see photos from your trips!",
  'Provide credentials for Immich or Photoprism (or both!) and Dawarich will automatically import geodata from your photos.',
  "You'll also be able to visualize your photos on the map!",
  'Import from various sources:',
  'Export your data to GeoJSON or GPX formats.',
];
/** The sub-headings, the nested items, the items with their nested lists, and "It enables you to:". */
const DAWARICH_MAY = [
  'Location Tracking',
  'Location History Visualization',
  'Family Sharing',
  'Areas',
  'Visits (Beta)',
  'Statistics',
  'Insights',
  'Days in country',
  'Trips',
  'Integrations',
  'Import Your Data',
  'Export Your Data',
  'Heatmap',
  'Points',
  'Lines between points',
  'Fog of War',
  'View your historical data on a map with customizable layers: Heatmap Points Lines between points Fog of War',
  'View your historical data on a map with customizable layers',
  'Google Maps Timeline',
  'OwnTracks',
  'Strava',
  'Immich',
  'GPX/GeoJSON files',
  'Photos’ EXIF data',
  'Import from various sources: Google Maps Timeline OwnTracks Strava Immich GPX/GeoJSON files Photos’ EXIF data',
  'Import from various sources',
  'Track your location history.',
  'Visualize your data on an interactive map.',
  'Create trips and analyze your travel history.',
  'Integrate with photo management apps like Immich and Photoprism to visualize geotagged photos.',
  'Import your location history from Google Maps Timeline, OwnTracks, GPX, GeoJSON and some other sources',
  'Explore statistics like the number of countries and cities visited, total distance traveled, and more!',
];
const DAWARICH_TOPICS = [
  'location history',
  'location tracking',
  'location history tracker',
  'Google Timeline',
  'Google Location History',
  'self-hosted',
  'maps',
  'map',
  'interactive map',
  'heatmap',
  'trips',
  'travel',
  'statistics',
  'family sharing',
  'Immich',
  'Photoprism',
  'OwnTracks',
  'Overland',
  'GPSLogger',
  'Home Assistant',
  'GPX',
  'GeoJSON',
  'Google Maps Timeline',
  'Docker',
  'Synology',
  'geotagged photos',
];

const dawarich: CorpusSite = {
  id: 'dawarich-readme',
  about:
    'Dawarich\'s README: screenshots, an "It enables you to:" list, a disclaimer list ("Under active development: …"), and a features section split under twelve h3 sub-headings, each over its own list',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('Freika/dawarich', '60734da4', 'README.md', RENDERED),
  pages: { '/': realPage('dawarich-readme/index.html') },
  expected: {
    name: 'Dawarich',
    // Dawarich Cloud is named, no price; the self-hosted app states none either.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Under active development" names no stage; "Visits (Beta)" is one feature's.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: DAWARICH_FEATURES, may: DAWARICH_MAY },
    usps: { must: [], may: [...DAWARICH_FEATURES, ...DAWARICH_MAY] },
    tags: { must: [], may: DAWARICH_TOPICS },
    keywords: { must: [], may: DAWARICH_TOPICS },
    founders: [],
    // The badge row over the page: its Discord server (Ko-fi and Patreon are donations).
    socials: { custom: 'https://discord.gg/pHsBjpt5J8' },
    faqs: [],
  },
  // A feature's "(Beta)" is no stage of the product; the disclaimer is no feature.
  forbidden: [
    'stage=beta',
    'features=Under active development: Expect frequent updates, bugs, and breaking changes.',
    'features=DO NOT UPDATE AUTOMATICALLY: Read release notes before updating. Automatic updates may break your setup.',
  ],
};

/** "### Features": the list as the page states it. */
const AUDIOBOOKSHELF_FEATURES = [
  'Fully open-source, including the android & iOS app (in beta)',
  'Stream all audio formats on the fly',
  'Search and add podcasts to download episodes w/ auto-download',
  'Multi-user support w/ custom permissions',
  'Keeps progress per user and syncs across devices',
  'Auto-detects library updates, no need to re-scan',
  'Upload books and podcasts w/ bulk upload drag and drop folders',
  'Backup your metadata + automated daily backups',
  'Progressive Web App (PWA)',
  'Chromecast support on the web app and android app',
  'Fetch metadata and cover art from several sources',
  'Chapter editor and chapter lookup (using Audnexus API)',
  'Merge your audio files into a single m4b',
  'Embed metadata and cover image into your audio files',
  'Basic ebook support and ereader',
  'Open RSS feeds for podcasts and audiobooks',
];
const AUDIOBOOKSHELF_MAY = [
  'Basic ebook support and ereader Epub, pdf, cbr, cbz Send ebook to device (i.e. Kindle)',
  'Epub, pdf, cbr, cbz',
  'Send ebook to device (i.e. Kindle)',
];
const AUDIOBOOKSHELF_TOPICS = [
  'audiobooks',
  'audiobook',
  'podcasts',
  'podcast',
  'audiobook server',
  'podcast server',
  'audiobook and podcast server',
  'self-hosted',
  'open source',
  'open-source',
  'ebooks',
  'ebook',
  'ereader',
  'PWA',
  'Progressive Web App',
  'Chromecast',
  'RSS',
  'RSS feeds',
  'm4b',
  'metadata',
  'Android',
  'iOS',
  'Docker',
  'reverse proxy',
  'NGINX',
  'Kindle',
];

const audiobookshelf: CorpusSite = {
  id: 'audiobookshelf-readme',
  about:
    'Audiobookshelf\'s README: a banner, a features list under "About" followed in its section by "Is there a feature you are looking for? Suggest it" and "Join us on Discord", its apps in beta, install and reverse-proxy notes',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('advplyr/audiobookshelf', '1b46d680', 'readme.md', RENDERED),
  pages: { '/': realPage('audiobookshelf-readme/index.html') },
  expected: {
    name: 'Audiobookshelf',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // Its mobile apps are in beta; the server is not said to be.
    stage: null,
    // The opening image is a banner ("Audiobookshelf Banner"): no logo by the corpus's convention.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: AUDIOBOOKSHELF_FEATURES, may: AUDIOBOOKSHELF_MAY },
    usps: { must: [], may: [...AUDIOBOOKSHELF_FEATURES, ...AUDIOBOOKSHELF_MAY] },
    tags: { must: [], may: AUDIOBOOKSHELF_TOPICS },
    keywords: { must: [], may: AUDIOBOOKSHELF_TOPICS },
    // "thanks for hosting @Vito0912" (the demo's host) founds nothing.
    founders: [],
    // "Join us on Discord".
    socials: { custom: 'https://discord.gg/HQgCbd6E75' },
    faqs: [],
  },
  forbidden: [
    'stage=beta',
    'features=Is there a feature you are looking for? Suggest it',
    'features=Join us on Discord',
  ],
};

/** What the page says the theme does (no features section: may only). */
const BOOMSTRAP_MAY = [
  'BooMstrap overrides the default base layout to provide you with a [bootstrap] (http://twitter.github.com/bootstrap) enabled frontend.',
  'BooMstrap overrides the default base layout to provide you with a [bootstrap] (http://twitter.github.com/bootstrap) enabled frontend. We currently use version 2.0 and compile our CSS via Less.',
  'Using the power of [LESS] (http://www.lesscss.org), you can overwrite many things such as colours, column widths and font sizes.',
  'Kickstart your project with the awesome Bootstrap framework by Twitter!',
];
const BOOMSTRAP_TOPICS = [
  'Bootstrap',
  'Magento',
  'Magento theme',
  'theme',
  'LESS',
  'Less',
  'CSS',
  'frontend',
  'layout',
  'e-commerce',
];

const boomstrap: CorpusSite = {
  id: 'boomstrap-readme',
  about:
    'BooMstrap\'s README (2012): a Magento theme; "Currently under heavy development!" as a heading, install steps, and "Feedback and Feature Requests" over two sentences asking for feedback and contributions',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('holzweg/boomstrap', '2ebd862d', 'README.md', RENDERED),
  pages: { '/': realPage('boomstrap-readme/index.html') },
  expected: {
    name: 'BooMstrap',
    pricing_model: null,
    founded_year: null,
    // "We're happy to receive your feedback at technik[at]holzweg.com": the address, written out of reach of
    // harvesters.
    contact_email: 'technik@holzweg.com',
    city: null,
    country: null,
    // "Currently under heavy development!" names no stage.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Design', 'UI Kits', 'E-commerce', 'Developer Tools'] },
    features: { must: [], may: BOOMSTRAP_MAY },
    usps: { must: [], may: BOOMSTRAP_MAY },
    tags: { must: [], may: BOOMSTRAP_TOPICS },
    keywords: { must: [], may: BOOMSTRAP_TOPICS },
    // "Initially brought to you by Holzweg e-commerce Solutions": a company, no founder.
    founders: [],
    socials: {},
    faqs: [],
  },
  // Asking for feedback or contributions, and the state of development, are no features.
  forbidden: [
    "features=We're happy to receive your feedback at technik[at]holzweg.com",
    'features=Please feel to contribute by contacting us or simply sending us a pull request.',
    'features=A next major update from our side is planned May 2012, not earlier. If you whish to contribute in the meantime, we are happy to help!',
    'founders=Holzweg e-commerce Solutions',
  ],
};

export const REAL_TUNING_SITES_THIRTY_FIFTH: readonly CorpusSite[] = [dawarich, audiobookshelf, boomstrap];

/** The three h2-headed lists, each item as the page states it (its emoji kept), then without the emoji. */
const TANDOOR_FEATURES = [
  '🥗 Manage your recipes - Manage your ever growing recipe collection',
  '📆 Plan - multiple meals for each day',
  '🛒 Shopping lists - via the meal plan or straight from recipes',
  '🪄 use AI to recognize images, sort recipe steps, find nutrition facts and more',
  '📚 Cookbooks - collect recipes into books',
  '👪 Share and collaborate on recipes with friends and family',
  '🔍 Powerful & customizable search with fulltext support and TrigramSimilarity',
  '🏷️ Create and search for tags, assign them in batch to all files matching certain filters',
  '↔️ Quickly merge and rename ingredients, tags and units',
  '📥️ Import recipes from thousands of websites supporting ld+json or microdata',
  '➗ Support for fractions or decimals',
  '🐳 Easy setup with Docker and included examples for Kubernetes, Unraid and Synology',
  '🎨 Customize your interface with themes',
  '📦 Sync files with Dropbox and Nextcloud',
  '📱Optimized for use on mobile devices',
  '🌍 localized in many languages thanks to the awesome community',
  '📥️ Import your collection from many other recipe managers',
  '➕ Many more like recipe scaling, image compression, printing views and supermarkets',
];
const TANDOOR_MAY = [
  'Manage your recipes - Manage your ever growing recipe collection',
  'Plan - multiple meals for each day',
  'Shopping lists - via the meal plan or straight from recipes',
  'use AI to recognize images, sort recipe steps, find nutrition facts and more',
  'Cookbooks - collect recipes into books',
  'Share and collaborate on recipes with friends and family',
  'Powerful & customizable search with fulltext support and TrigramSimilarity',
  'Create and search for tags, assign them in batch to all files matching certain filters',
  'Quickly merge and rename ingredients, tags and units',
  'Import recipes from thousands of websites supporting ld+json or microdata',
  'Support for fractions or decimals',
  'Easy setup with Docker and included examples for Kubernetes, Unraid and Synology',
  'Customize your interface with themes',
  'Sync files with Dropbox and Nextcloud',
  'Optimized for use on mobile devices',
  'localized in many languages thanks to the awesome community',
  'Import your collection from many other recipe managers',
  'Many more like recipe scaling, image compression, printing views and supermarkets',
  'Manage your recipes',
  'Plan',
  'Shopping lists',
  'Cookbooks',
  'Share and collaborate',
  'Core Features',
  'Made by and for power users',
  'All the must haves',
];
const TANDOOR_TOPICS = [
  'recipes',
  'recipe',
  'recipe manager',
  'recipe collection',
  'digital recipes',
  'meal plan',
  'meal planning',
  'meals',
  'shopping lists',
  'shopping list',
  'cookbooks',
  'cookbook',
  'AI',
  'search',
  'fulltext search',
  'tags',
  'ingredients',
  'nutrition',
  'Docker',
  'Kubernetes',
  'Unraid',
  'Synology',
  'Dropbox',
  'Nextcloud',
  'themes',
  'mobile',
  'self-hosted',
  'open source',
];

const tandoor: CorpusSite = {
  id: 'tandoor-readme',
  about:
    'Tandoor Recipes\' README: a logo in the h1 over the name, three h2-headed feature lists, ways to support it (sponsors, a referral, a hosted version), "Your Feedback", a contact table',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('TandoorRecipes/recipes', 'd206eddb', 'README.md', RENDERED),
  pages: { '/': realPage('tandoor-readme/index.html') },
  expected: {
    name: ['Tandoor Recipes', 'Tandoor'],
    // "This software and *all* its features are and will always be free for everyone to use and enjoy."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image inside the h1, over the name, links to tandoor.dev.
    logo_url: 'https://github.com/vabene1111/recipes/raw/develop/docs/logo_color.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: TANDOOR_FEATURES, may: TANDOOR_MAY },
    usps: { must: [], may: [...TANDOOR_FEATURES, ...TANDOOR_MAY] },
    tags: { must: [], may: TANDOOR_TOPICS },
    keywords: { must: [], may: TANDOOR_TOPICS },
    // A sponsorable contributor is named, no founder.
    founders: [],
    // The header's links and "Get in touch": its Discord server.
    socials: { custom: 'https://discord.gg/RhzBrfWgtp' },
    faqs: [],
  },
  // Hetzner's referral credits and a hosted version to come are no price of the software.
  forbidden: ['pricing_model=paid', 'pricing_model=subscription'],
};

/** "What Kavita Provides": the list as the page states it. */
const KAVITA_FEATURES = [
  'Serve up Manga/Webtoons/Comics (cbr, cbz, zip/rar/rar5, 7zip, raw images) and Books (epub, pdf)',
  'First class responsive readers that work great on any device (phone, tablet, desktop)',
  'Customizable theming support: Theme Repo and Documentation',
  'External metadata integration and scrobbling for read status, ratings, and reviews (available via Kavita+)',
  'Rich Metadata support with filtering and searching',
  'Ways to group reading material: Collections, Reading Lists (CBL Import), Want to Read',
  'Ability to manage users with rich Role-based management for age restrictions, abilities within the app, etc',
  'Rich web readers supporting webtoon, continuous reading mode (continue without leaving the reader), virtual pages (epub), etc',
  'Ability to customize your dashboard and side nav with smart filters, custom order and visibility toggles',
  'Full Localization Support',
];
const KAVITA_TOPICS = [
  'reading server',
  'manga',
  'webtoons',
  'comics',
  'books',
  'ebooks',
  'epub',
  'pdf',
  'cbz',
  'cbr',
  'metadata',
  'scrobbling',
  'reading lists',
  'collections',
  'themes',
  'theming',
  'localization',
  'self-hosted',
  'cross-platform',
  'readers',
  'web readers',
];

const kavita: CorpusSite = {
  id: 'kavita-readme',
  about:
    'Kavita\'s README: a features list ("What Kavita Provides"), then "Feature Requests" (a call for ideas), "Notice" (beta until 1.0), donations, Kavita+ (a paid subscription run by its creator), backers and sponsors',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('Kareadita/Kavita', 'ed7e9d4a', 'README.md', RENDERED),
  pages: { '/': realPage('kavita-readme/index.html') },
  expected: {
    name: 'Kavita',
    // "Kavita+ is a paid subscription that offers premium features that otherwise wouldn't be feasible to
    // include in Kavita": premium features by subscription beside the product's own.
    pricing_model: ['freemium', 'subscription'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Kavita is being actively developed and should be considered beta software until the 1.0 release."
    stage: 'beta',
    // The icon before the name at the top ("/Logo/kavita.svg"; a byte-order mark keeps the line from being
    // a heading).
    logo_url: '{base}/Logo/kavita.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: KAVITA_FEATURES, may: [] },
    usps: { must: [], may: KAVITA_FEATURES },
    tags: { must: [], may: KAVITA_TOPICS },
    keywords: { must: [], may: KAVITA_TOPICS },
    // "It is run and operated by majora2007, the creator and primary developer of Kavita."
    founders: [{ name: 'majora2007' }],
    // "Support": the Discord chat badge (the GitHub badge is for bugs only, an issue tracker).
    socials: { custom: 'https://discord.gg/eczRp9eeem' },
    faqs: [],
  },
  // The beta is the product's own ("should be considered beta software"): no launched product.
  forbidden: ['stage=launched'],
};

/** "Current Features": the list as the page states it. */
const OVERSEERR_FEATURES = [
  'Full Plex integration. Authenticate and manage user access with Plex!',
  'Easy integration with your existing services. Currently, Overseerr supports Sonarr and Radarr. More to come!',
  'Plex library sync, to keep track of the titles which are already available.',
  'Customizable request system, which allows users to request individual seasons or movies in a friendly, easy-to-use interface.',
  "Incredibly simple request management UI. Don't dig through the app to simply approve recent requests!",
  'Granular permission system.',
  'Support for various notification agents.',
  'Mobile-friendly design, for when you need to approve requests on the go!',
];
const OVERSEERR_TOPICS = [
  'media requests',
  'requests',
  'request management',
  'media library',
  'media server',
  'Plex',
  'Sonarr',
  'Radarr',
  'Docker',
  'notifications',
  'notification agents',
  'permissions',
  'self-hosted',
  'open source',
  'free and open source',
];

const overseerr: CorpusSite = {
  id: 'overseerr-readme',
  about:
    'Overseerr\'s README (March 2021): an opening image named Overseerr, "Current Features", "Planned Features" (closing "And a ton more! Check out our issue tracker …"), a note that it is under heavy development, support and community lists, a contributors table',
  classes: ['real', 'held-out', 'single-page', 'features', 'planned-items', 'readme'],
  source: realSource('sct/overseerr', '009e6ff4', 'README.md', RENDERED),
  pages: { '/': realPage('overseerr-readme/index.html') },
  expected: {
    name: 'Overseerr',
    // "Overseerr is a free and open source software application for managing requests for your media library."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "currently under very heavy, rapid development … to hit a more stable release" names no stage.
    stage: null,
    // The opening image, alt "Overseerr", over the badges.
    logo_url: 'https://i.imgur.com/TMoEG7g.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: OVERSEERR_FEATURES, may: [] },
    usps: { must: [], may: OVERSEERR_FEATURES },
    tags: { must: [], may: OVERSEERR_TOPICS },
    keywords: { must: [], may: OVERSEERR_TOPICS },
    // The contributors table names people who helped, no founder.
    founders: [],
    // The badge row and "join the Overseerr Discord server".
    socials: { custom: 'https://discord.gg/PkCWJSeCk7' },
    faqs: [],
  },
  // Planned items are not features yet; Sonarr, Radarr and Plex are other products.
  forbidden: [
    'features=Additional notification types.',
    'features=Issues system. This will allow users to report issues with content on your media server.',
    'features=And a ton more! Check out our issue tracker to see the features which have already been requested.',
  ],
};

export const REAL_HELD_OUT_SITES_THIRTY_FIFTH: readonly CorpusSite[] = [tandoor, kavita, overseerr];
