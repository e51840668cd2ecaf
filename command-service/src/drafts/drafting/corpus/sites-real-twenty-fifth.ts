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
 * - htmx-org: bigskysoftware/htmx at 4dd2685f (www/content/_index.md, the htmx.org home): no features
 *   heading, title-less sentences of what it gives and its qualities, a "motivation" list of "Why should
 *   only …?" questions, a news line on the next version's beta, hidden joke ads, a sponsors grid.
 * - httpx-docs: encode/httpx at ae1b9f66 (docs/index.md, the HTTPX docs' home): "## Features" over two
 *   lists, a "## Dependencies" list of packages and optional installs, shell and pycon sessions.
 *
 * Held out (the drafter is not changed for them):
 * - leafletjs-com: Leaflet/Leaflet at c96f31a7 (docs/index.html, the leafletjs.com home): a "Trusted by the
 *   best" logo wall, a "Features" heading over eight headed lists (a browser-support list among them).
 * - docsify-js: docsifyjs/docsify at c8f93ff3 (docs/README.md, the docsify.js.org home): "## Features" over
 *   six short items, a donation link, a Discord server.
 * - getzola-org: getzola/zola at b2242262 (docs/templates/index.html, the getzola.org home, Tera filled from
 *   docs/config.toml): six headed "selling points" under no heading, a hero tagline, Forum and GitHub in
 *   the nav. (Chosen, with htmx to tune on, after the first four pages had run.)
 * - typer-docs: fastapi/typer at 9a7b2e83 (docs/index.md, the Typer docs' home): "The key features are:" over
 *   six bold-labelled items, an example's steps as lists, a "## Dependencies" list. (Chosen, with HTTPX to
 *   tune on, after the first six pages had run and the first rules were in.)
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

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
  source: realSource('mkdocs/mkdocs', '28625367', 'docs/index.md', MARKDOWN),
  pages: { '/': realPage('mkdocs-org/index.html') },
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
  source: realSource('jekyll/jekyll', '202df571', 'docs/pages/index.html', JEKYLL),
  pages: { '/': realPage('jekyllrb-com/index.html') },
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

const HTMX_QUALITIES = [
  'small',
  'dependency-free',
  'extendable',
  "htmx is small (~16k min.gz'd), dependency-free, extendable & has reduced code base sizes by 67% when compared with react",
];
const HTMX_TOPICS = [
  'AJAX',
  'CSS Transitions',
  'WebSockets',
  'Server Sent Events',
  'HTML',
  'attributes',
  'hypertext',
  'hypermedia',
  'Hypermedia-Driven Applications',
  'modern user interfaces',
  'HATEOAS',
  'REST',
  'HTTP requests',
  'JavaScript',
  'dependency-free',
  'small',
  'extendable',
  'high power tools for HTML',
];

const htmx: CorpusSite = {
  id: 'htmx-org',
  about:
    'real (htmx.org home, www/content/_index.md): title-less feature sentences ("htmx is small, dependency-free, extendable"), a "motivation" list of "Why should only …?" questions, a news line on a beta of the next version, joke ads, a sponsors grid',
  classes: ['real', 'tuning', 'single-page', 'features', 'usps'],
  source: realSource(
    'bigskysoftware/htmx',
    '4dd2685f',
    'www/content/_index.md',
    `front matter dropped, ${MARKDOWN}; Zola's "@/….md" internal links written as Zola writes them`,
  ),
  pages: { '/': realPage('htmx-org/index.html') },
  expected: {
    name: 'htmx',
    // The hidden joke ads' "FREE" and "$1999" are no price of htmx.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "htmx v4 is under active development and is now in beta": the next version's; 2.x is out.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // No features list: the introduction's sentences name what it gives ("access to AJAX, CSS Transitions,
    // WebSockets and Server Sent Events directly in HTML, using attributes") and its qualities.
    features: { must: [], may: [...HTMX_QUALITIES, 'AJAX', 'CSS Transitions', 'WebSockets', 'Server Sent Events'] },
    usps: { must: [], may: HTMX_QUALITIES },
    tags: { must: [], may: HTMX_TOPICS },
    keywords: { must: [], may: HTMX_TOPICS },
    founders: [],
    // The links are a file of the repository, the sponsors page, the swag shop: no profile.
    socials: {},
    faqs: [],
  },
  // The motivation's questions are no reasons to choose nor FAQs; the sponsors, the joke ads, the book, the
  // predecessor; the next version's beta.
  forbidden: [
    'Why should',
    'commspace',
    'Jetbrains',
    'ButterCMS',
    'PullApprove',
    'UI Bakery',
    'Tracebit',
    'RxDB',
    'Follower24',
    'MacMall',
    'Netscape',
    'FrontPage',
    'Hypermedia Systems',
    'features=intercooler.js',
    'stage=beta',
    'pricing_model=free',
    'pricing_model=paid',
    'city=Montana',
  ],
};

const HTTPX_OWN = [
  'A broadly requests-compatible API.',
  'Standard synchronous interface, but with async support if you need it.',
  'HTTP/1.1 and HTTP/2 support.',
  'Ability to make requests directly to WSGI applications or ASGI applications.',
  'Strict timeouts everywhere.',
  'Fully type annotated.',
  '100% test coverage.',
];
const HTTPX_STANDARD = [
  'International Domains and URLs',
  'Keep-Alive & Connection Pooling',
  'Sessions with Cookie Persistence',
  'Browser-style SSL Verification',
  'Basic/Digest Authentication',
  'Elegant Key/Value Cookies',
  'Automatic Decompression',
  'Automatic Content Decoding',
  'Unicode Response Bodies',
  'Multipart File Uploads',
  'HTTP(S) Proxy Support',
  'Connection Timeouts',
  'Streaming Downloads',
  '.netrc Support',
  'Chunked Requests',
];
const HTTPX_TOPICS = [
  'HTTP client',
  'Python',
  'Python 3',
  'HTTP/1.1',
  'HTTP/2',
  'async',
  'sync and async APIs',
  'requests-compatible API',
  'command-line client',
  'WSGI',
  'ASGI',
  'type annotated',
  'timeouts',
  'next-generation HTTP client',
];

const httpx: CorpusSite = {
  id: 'httpx-docs',
  about:
    'real (the HTTPX docs\' home, docs/index.md): "## Features" over two lists (its own, then "all the standard features of requests"), a "## Dependencies" list of packages and optional installs, shell and pycon sessions',
  classes: ['real', 'tuning', 'single-page', 'features'],
  source: realSource('encode/httpx', 'ae1b9f66', 'docs/index.md', MARKDOWN),
  pages: { '/': realPage('httpx-docs/index.html') },
  expected: {
    name: ['HTTPX', 'httpx'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The butterfly image the page opens with, its alt text the product's name.
    logo_url: 'https://raw.githubusercontent.com/encode/httpx/master/docs/img/butterfly.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    // Both lists under "Features" are what it gives ("gives you: …", "Plus all the standard features of
    // requests…"); a list is capped at 20.
    features: { must: [...HTTPX_OWN, ...HTTPX_STANDARD], may: [] },
    usps: { must: [], may: [...HTTPX_OWN, ...HTTPX_STANDARD] },
    tags: { must: [], may: HTTPX_TOPICS },
    keywords: { must: [], may: HTTPX_TOPICS },
    founders: [],
    // The badges' links are its actions and its PyPI page.
    socials: {},
    faqs: [],
  },
  // The dependencies are other packages, no features; the credited projects; the install commands.
  forbidden: [
    'httpcore',
    'h11',
    'certifi',
    'sniffio',
    'socksio',
    'brotli',
    'zstandard',
    'urllib3',
    'pip install',
    'features=Rich terminal support.',
    'features=SSL certificates.',
  ],
};

export const REAL_TUNING_SITES_TWENTY_FIFTH: readonly CorpusSite[] = [mkdocs, jekyll, htmx, httpx];

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
  source: realSource('Leaflet/Leaflet', 'c96f31a7', 'docs/index.html', 'front matter dropped'),
  pages: { '/': realPage('leafletjs-com/index.html') },
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
  source: realSource('docsifyjs/docsify', 'c8f93ff3', 'docs/README.md', MARKDOWN),
  pages: { '/': realPage('docsify-js/index.html') },
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

const ZOLA_POINTS = ['No dependencies', 'Blazing fast', 'Scalable', 'Easy to use', 'Flexible', 'Augmented Markdown'];
const ZOLA_TOPICS = [
  'static site engine',
  'static site generator',
  'static site',
  'static files',
  'single executable',
  'one binary',
  'binary',
  'Sass',
  'Sass compilation',
  'syntax highlighting',
  'table of contents',
  'template engine',
  'CLI',
  'Markdown',
  'shortcodes',
  'internal links',
  'themes',
  'blog',
  'knowledge base',
  'landing page',
  'fast',
  'no dependencies',
];

const zola: CorpusSite = {
  id: 'getzola-org',
  about:
    'real (getzola.org home, docs/templates/index.html): a hero tagline, six headed "selling points" (no features heading), a Forum and GitHub in the nav, a copyright line naming a person',
  classes: ['real', 'held-out', 'single-page', 'features', 'usps', 'socials'],
  source: realSource(
    'getzola/zola',
    'b2242262',
    'docs/templates/index.html',
    "Tera filled as Zola fills it from docs/config.toml (get_url, config.*, now() of the commit's year)",
  ),
  pages: { '/': realPage('getzola-org/index.html') },
  expected: {
    name: 'Zola',
    // "at no cost" is of handling traffic (static files), no price of Zola.
    pricing_model: null,
    // "©2017-2026" is a copyright range.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/logos/Zola-logo-white.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // The selling points' headings are what it offers.
    features: { must: ZOLA_POINTS, may: [] },
    usps: {
      must: [],
      may: [
        ...ZOLA_POINTS,
        'Your one-stop static site engine',
        'Forget dependencies. Everything you need in one binary.',
      ],
    },
    tags: { must: [], may: ZOLA_TOPICS },
    keywords: { must: [], may: ZOLA_TOPICS },
    // "©2017-… — Vincent Prouillet and contributors": a copyright holder, no page calls him a founder.
    founders: [],
    // The nav's "Forum" (its own Discourse) and "GitHub".
    socials: { custom: 'https://zola.discourse.group/', github: 'https://github.com/getzola/zola' },
    faqs: [],
  },
  forbidden: ['founded_year=2017', 'pricing_model=free'],
};

const TYPER_FEATURES = ['Intuitive to write', 'Easy to use', 'Short', 'Start simple', 'Grow large', 'Run scripts'];
const TYPER_LONG = [
  'Intuitive to write: Great editor support. Completion everywhere. Less time debugging. Designed to be easy to use and learn. Less time reading docs.',
  "Easy to use: It's easy to use for the final users. Automatic help, and automatic completion for all shells.",
  'Short: Minimize code duplication. Multiple features from each parameter declaration. Fewer bugs.',
  'Start simple: The simplest example adds only 2 lines of code to your app: 1 import, 1 function call.',
  'Grow large: Grow in complexity as much as you want, create arbitrarily complex trees of commands and groups of subcommands, with options and arguments.',
  "Run scripts: Typer includes a typer command/program that you can use to run scripts, automatically converting them to CLIs, even if they don't use Typer internally.",
];
const TYPER_TOPICS = [
  'CLI',
  'CLIs',
  'CLI applications',
  'command line interface',
  'Python',
  'Python type hints',
  'type hints',
  'auto-completion',
  'completion',
  'editor support',
  'subcommands',
  'scripts',
  'Bash',
  'Zsh',
  'Fish',
  'PowerShell',
  'FastAPI of CLIs',
  'Click',
  'library',
  'MIT license',
];

const typer: CorpusSite = {
  id: 'typer-docs',
  about:
    'real (the Typer docs\' home, docs/index.md): "The key features are:" over six bold-labelled items, "FastAPI\'s little sibling", steps of an example as lists, a "## Dependencies" list of packages, the vendored Click',
  classes: ['real', 'held-out', 'single-page', 'features'],
  source: realSource('fastapi/typer', '9a7b2e83', 'docs/index.md', MARKDOWN),
  pages: { '/': realPage('typer-docs/index.html') },
  expected: {
    name: 'Typer',
    // "licensed under the terms of the MIT license": a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: [
      'https://typer.tiangolo.com/img/logo-margin/logo-margin-vector.svg#only-light',
      'https://typer.tiangolo.com/img/logo-margin/logo-margin-vector.svg',
      '{base}/img/logo-margin/logo-margin-white-vector.svg#only-dark',
      '{base}/img/logo-margin/logo-margin-white-vector.svg',
    ],
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // "The key features are:": the six labels (with or without their sentences).
    // The items as the page states them must, their labels may (the corpus's convention, Hoppscotch's labelled
    // items; corrected in the twenty-eighth round with Gin's page, in both directions, before any rule ran on it).
    features: { must: TYPER_LONG, may: TYPER_FEATURES },
    usps: { must: [], may: [...TYPER_FEATURES, ...TYPER_LONG] },
    tags: { must: [], may: TYPER_TOPICS },
    keywords: { must: [], may: TYPER_TOPICS },
    founders: [],
    // "Source Code: https://github.com/fastapi/typer".
    socials: { github: 'https://github.com/fastapi/typer' },
    faqs: [],
  },
  // The dependencies and the example's steps are no features; FastAPI is its sibling, another product.
  forbidden: [
    'shellingham',
    'colorama',
    'annotated-doc',
    'typer-slim',
    'Create a file',
    'Explicitly create',
    'Add two subcommands',
    'features=FastAPI',
    'categories=APIs',
  ],
};

export const REAL_HELD_OUT_SITES_TWENTY_FIFTH: readonly CorpusSite[] = [leaflet, docsify, zola, typer];
