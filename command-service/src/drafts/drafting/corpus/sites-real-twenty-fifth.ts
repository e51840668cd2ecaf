/**
 * Issue 34, twenty-fifth round: features and reasons to choose on real landing pages (feature sentences without titles, lists that are not features, FAQ answers as reasons). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product site's home page kept in its repository at the commit: a markdown page rendered by
 * markdown-it (html and linkify on) in a bare page titled with the product's name, or a Jekyll page's HTML
 * (its front matter dropped, its `relative_url` liquid filled as Jekyll fills it) in the same bare page.
 *
 * Tuned on:
 * - mkdocs-org: mkdocs/mkdocs at 28625367 (docs/index.md, the mkdocs.org home): a "Features" heading over
 *   four cards (a card title, a paragraph of sentences with links to the user guide).
 * - jekyllrb-com: jekyll/jekyll at 202df571 (docs/pages/index.html, the jekyllrb.com home): a features
 *   section of three headed units ("Simple", "Static", "Blog-aware") each with a "… →" link, a
 *   quick-start shell session, a "Free hosting with GitHub Pages" pane (GitHub's price, not Jekyll's).
 *
 * Held out (the drafter is not changed for them):
 * - leafletjs-com: Leaflet/Leaflet at c96f31a7 (docs/index.html, the leafletjs.com home): a "Trusted by the
 *   best" logo wall, a "Features" heading over eight headed lists (a browser-support list among them).
 * - docsify-js: docsifyjs/docsify at c8f93ff3 (docs/README.md, the docsify.js.org home): "## Features" over
 *   six short items, a donation link, a Discord server.
 */
import { readFileSync } from 'node:fs';
import type { CorpusSite } from './corpus-site.ts';

const file = (path: string) => readFileSync(new URL(`./real/${path}`, import.meta.url), 'utf8');
const source = (repo: string, commit: string, path: string, how: string) =>
  `https://github.com/${repo}/blob/${commit}/${path} (${how})`;
const MARKDOWN = 'rendered by markdown-it, html and linkify on';
const JEKYLL = 'front matter dropped, relative_url filled as Jekyll fills it';

const MKDOCS_FEATURES = [
  'Great themes available',
  'Easy to customize',
  'Preview your site as you work',
  'Host anywhere',
];
const MKDOCS_TOPICS = [
  'static site generator',
  'project documentation',
  'documentation',
  'Markdown',
  'YAML',
  'YAML configuration file',
  'themes',
  'plugins',
  'Markdown extensions',
  'dev-server',
  'static HTML',
  'static HTML sites',
  'GitHub Pages',
  'Amazon S3',
  'fast',
  'simple',
];

const mkdocs: CorpusSite = {
  id: 'mkdocs-org',
  about:
    'real (mkdocs.org home, docs/index.md): a "Features" heading over four cards, each a title and a paragraph of linked sentences',
  classes: ['real', 'tuning', 'single-page', 'features'],
  source: source('mkdocs/mkdocs', '28625367', 'docs/index.md', MARKDOWN),
  pages: { '/': file('mkdocs-org/index.html') },
  expected: {
    name: 'MkDocs',
    // No price or plan in words.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "a … static site generator that's geared towards building project documentation".
    categories: { must: [], may: ['Developer Tools', 'Notes & Docs'] },
    // The four cards' titles under "Features".
    features: { must: MKDOCS_FEATURES, may: [] },
    usps: { must: [], may: MKDOCS_FEATURES },
    tags: { must: [], may: MKDOCS_TOPICS },
    keywords: { must: [], may: MKDOCS_TOPICS },
    founders: [],
    // The links are the project's wiki page and catalog repository, no profile.
    socials: {},
    faqs: [],
  },
  // The built-in theme names and the hosts are details inside the cards, not features of their own.
  forbidden: ['features=readthedocs', 'features=mkdocs', 'features=Amazon S3', 'usps=Amazon S3'],
};

const JEKYLL_FEATURES = ['Simple', 'Static', 'Blog-aware'];
const JEKYLL_TOPICS = [
  'static websites',
  'static sites',
  'static site generator',
  'blogs',
  'blog',
  'blog-aware',
  'plain text',
  'Markdown',
  'Liquid',
  'HTML',
  'CSS',
  'permalinks',
  'categories',
  'pages',
  'posts',
  'custom layouts',
  'GitHub Pages',
  'free hosting',
  'templates',
];

const jekyll: CorpusSite = {
  id: 'jekyllrb-com',
  about:
    'real (jekyllrb.com home, docs/pages/index.html): three headed feature units with "… →" links, a quick-start shell session, "Free hosting with GitHub Pages"',
  classes: ['real', 'tuning', 'single-page', 'features', 'pricing'],
  source: source('jekyll/jekyll', '202df571', 'docs/pages/index.html', JEKYLL),
  pages: { '/': file('jekyllrb-com/index.html') },
  expected: {
    name: 'Jekyll',
    // "deploy your site using GitHub for free": GitHub Pages' price, Jekyll states none of its own.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // The three units' headings under the features section; the hosting pane is a reason to choose.
    features: { must: JEKYLL_FEATURES, may: ['Free hosting with GitHub Pages'] },
    usps: {
      must: [],
      may: [...JEKYLL_FEATURES, 'Free hosting with GitHub Pages', 'Get up and running in seconds.'],
    },
    tags: { must: [], may: JEKYLL_TOPICS },
    keywords: { must: [], may: JEKYLL_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The quick start's commands and the links' calls to action are no features.
  forbidden: [
    'gem install',
    'jekyll new',
    'bundle exec',
    'localhost',
    'How Jekyll works',
    'Migrate your blog',
    'Learn more about GitHub Pages',
    'pricing_model=free',
    'pricing_model=freemium',
  ],
};

export const REAL_TUNING_SITES_TWENTY_FIFTH: readonly CorpusSite[] = [mkdocs, jekyll];

const LEAFLET_ITEMS = [
  'Tile layers, WMS',
  'Markers, Popups',
  'Vector layers',
  'Vector layers: polylines, polygons, circles, rectangles',
  'Image overlays',
  'GeoJSON',
  'Drag panning with inertia',
  'Scroll wheel zoom',
  'Pinch-zoom on mobile',
  'Double click zoom',
  'Zoom to area',
  'Zoom to area (shift-drag)',
  'Keyboard navigation',
  'Events',
  'Events: click, pointerover, etc.',
  'Marker dragging',
  'Zoom and pan animation',
  'Tile and popup fade animation',
  'Very nice default design',
  'Very nice default design for markers, popups and map controls',
  'Retina resolution support',
  'Pure CSS popups and controls',
  'Pure CSS popups and controls for easy restyling',
  'Image- and HTML-based markers',
  'custom map layers and controls',
  'A simple interface for custom map layers and controls',
  'Custom map projections',
  'Custom map projections (with EPSG:3857/4326/3395 out of the box)',
  'Powerful OOP facilities',
  'Powerful OOP facilities for extending existing classes',
  'Hardware acceleration on mobile',
  'Hardware acceleration on mobile makes it feel as smooth as native apps',
  'Utilizing CSS features',
  'Utilizing CSS features to make panning and zooming really smooth',
  'Smart polyline/polygon rendering',
  'Smart polyline/polygon rendering with dynamic clipping and simplification makes it very fast',
  'Modular build system',
  "Modular build system for leaving out features you don't need",
  'Tap delay elimination on mobile',
  'Zoom buttons',
  'Attribution',
  'Layer switcher',
  'Scale',
  'Extremely lightweight',
  'No external dependencies',
];
const LEAFLET_GROUPS = [
  'Layers Out of the Box',
  'Interaction Features',
  'Visual Features',
  'Customization Features',
  'Performance Features',
  'Map Controls',
  'Browser Support',
  'Misc',
];
const LEAFLET_TOPICS = [
  'interactive maps',
  'maps',
  'mapping',
  'JavaScript library',
  'JavaScript',
  'open-source',
  'open source',
  'mobile-friendly',
  'mobile',
  'plugins',
  'API',
  'tiles',
  'OpenStreetMap',
  'markers',
  'popups',
  'GeoJSON',
  'WMS',
  'lightweight',
  'simplicity',
  'performance',
  'usability',
];

const leaflet: CorpusSite = {
  id: 'leafletjs-com',
  about:
    'real (leafletjs.com home, docs/index.html): a "Trusted by the best" logo wall, "Features" over eight headed lists (one of browsers), a code sample, the creator named under "Getting Involved"',
  classes: ['real', 'held-out', 'single-page', 'features', 'founders', 'socials'],
  source: source('Leaflet/Leaflet', 'c96f31a7', 'docs/index.html', 'front matter dropped'),
  pages: { '/': file('leafletjs-com/index.html') },
  expected: {
    name: 'Leaflet',
    // "the leading open-source JavaScript library": open source, no price in words.
    pricing_model: null,
    // The announcement's date is a release's.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Leaflet 2.0.0-alpha.1 has been released!": a release's, the library is long out.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    // The capabilities in the lists under "Features" (with or without their grey details); the browsers
    // are supported platforms, the groups' headings may stand for their lists.
    features: {
      must: [
        'Tile layers, WMS',
        'Markers, Popups',
        'Image overlays',
        'GeoJSON',
        'Drag panning with inertia',
        'Scroll wheel zoom',
        'Pinch-zoom on mobile',
        'Double click zoom',
        'Keyboard navigation',
        'Marker dragging',
        'Zoom and pan animation',
        'Tile and popup fade animation',
        'Retina resolution support',
        'Image- and HTML-based markers',
        'Tap delay elimination on mobile',
        'Zoom buttons',
        'Layer switcher',
        'Extremely lightweight',
        'No external dependencies',
      ],
      may: [...LEAFLET_ITEMS, ...LEAFLET_GROUPS, 'Chrome', 'Firefox', 'Safari', 'Edge'],
    },
    usps: {
      must: [],
      may: [
        ...LEAFLET_ITEMS,
        ...LEAFLET_GROUPS,
        'Leaflet is designed with simplicity, performance and usability in mind.',
      ],
    },
    tags: { must: [], may: LEAFLET_TOPICS },
    keywords: { must: [], may: LEAFLET_TOPICS },
    // "Leaflet was originally created by Volodymyr Agafonkin".
    founders: [{ name: 'Volodymyr Agafonkin' }],
    // "X to @LeafletJS"; the repository.
    socials: { x: 'https://twitter.com/LeafletJS', github: 'https://github.com/Leaflet/Leaflet' },
    faqs: [],
  },
  // The logo wall's users, the tile provider, the help sites.
  forbidden: [
    'Pinterest',
    'foursquare',
    'Evernote',
    'Etsy',
    'Flickr',
    '500px',
    'Data.gov',
    'European Commission',
    'Washington Post',
    'Financial Times',
    'USA Today',
    'National Park Service',
    'IGN.com',
    'features=Facebook',
    'usps=Facebook',
    'features=OpenStreetMap',
    'usps=Trusted by the best',
    'stage=alpha',
    'Stack Overflow',
    'GIS Stack Exchange',
  ],
};

const DOCSIFY_FEATURES = [
  'No statically built HTML files',
  'Simple and lightweight',
  'Smart full-text search plugin',
  'Multiple themes',
  'Useful plugin API',
  'Emoji support',
];
const DOCSIFY_TOPICS = [
  'documentation site generator',
  'documentation website',
  'documentation',
  'Markdown',
  'Markdown files',
  'GitHub Pages',
  'full-text search',
  'search',
  'themes',
  'plugins',
  'plugin API',
  'emoji',
  'lightweight',
];

const docsify: CorpusSite = {
  id: 'docsify-js',
  about:
    'real (docsify.js.org home, docs/README.md): a blockquoted tagline, "## Features" over six short items, a donation link, a Discord server',
  classes: ['real', 'held-out', 'single-page', 'features', 'socials'],
  source: source('docsifyjs/docsify', 'c8f93ff3', 'docs/README.md', MARKDOWN),
  pages: { '/': file('docsify-js/index.html') },
  expected: {
    name: 'docsify',
    // A donation ("buy a cup of coffee") is no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Notes & Docs'] },
    features: { must: DOCSIFY_FEATURES, may: [] },
    usps: { must: [], may: [...DOCSIFY_FEATURES, 'A magical documentation site generator.'] },
    tags: { must: [], may: DOCSIFY_TOPICS },
    keywords: { must: [], may: DOCSIFY_TOPICS },
    founders: [],
    // "Users and the development team are usually in the Discord server".
    socials: { custom: 'https://discord.gg/3NwKFyR' },
    faqs: [],
  },
  // The donation page is the maker's own repository; the showcase is a list of other sites.
  forbidden: ['github.com/QingWei-Li', 'founders=QingWei-Li', 'awesome-docsify'],
};

export const REAL_HELD_OUT_SITES_TWENTY_FIFTH: readonly CorpusSite[] = [leaflet, docsify];
