/**
 * Issue 34, forty-fifth round: a measurement: fresh landing pages, nothing tuned. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Nothing is tuned on (the round changes no drafter or verifier code): six products' marketing pages, kept from
 * their websites' repositories, chosen and their facts written before the drafter first ran on them, to estimate
 * how the drafter does on pages shaped like the hidden real corpus.
 *
 * Held out:
 * - fider-home: getfider/fider.io at 1a2fd294 (index.html, Hugo's output kept in the repository, 2019),
 *   verbatim: a SaaS feedback board's landing page, three steps, nine feature cards, a footer with GitHub,
 *   Twitter and an address.
 * - simplelogin-about: simple-login/website at 931aa099 (content/about.html): a Hugo content page of HTML, its
 *   front matter dropped, kept as is in a bare page titled with its front-matter title: an e-mail alias
 *   service's about page, started in 2019, its company created in 2020, joined Proton (founded in 2014,
 *   headquartered in Geneva) in 2022.
 * - kopia-home: kopia/kopia at 0d5a1808 (site/content/_index.html): a Hugo (Docsy) home page, its front matter
 *   dropped, its shortcodes kept as they are (a site generator's markup, as Wicket's liquid tags were), in a bare
 *   page titled "Kopia": an open-source backup app, an asciinema demo, a YouTube video of its desktop app, Slack.
 * - fish-home: fish-shell/fish-site at cea80632 (site/index.html): a Jekyll page, its front matter dropped, its
 *   Liquid tags kept as they are: the fish shell's home page, six promo cells, install channels by platform,
 *   release history, help links (Matrix, a mailing list, Stack Exchange, GitHub issues).
 * - duckdb-home: duckdb/duckdb-web at 00519b37 (index.html): an early Jekyll home page, its front matter dropped,
 *   in a bare page titled "DuckDB": an embedded analytical database "developed by the Database Architectures
 *   group of the CWI", not "a research prototype".
 * - cryptpad-about: cryptpad/website at 8375c9be (about.njk): an Eleventy page, its front matter dropped, its
 *   Nunjucks tags kept as they are, in a bare page titled "About CryptPad": an encrypted office suite, research
 *   grants "since 2016", subscriptions and donations, "made at XWiki, a company based in Paris, France".
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const BARE = 'front matter dropped, kept as is in a bare page titled with its front-matter title';

/** A card's title, its text, and both joined as "Title: text" (how a drafter may write a card). */
const cardForms = (cards: readonly (readonly [string, string])[]) =>
  cards.flatMap(([title, text]) => [title, text, `${title}: ${text}`, text.replace(/\.$/, '')]);

export const REAL_TUNING_SITES_FORTY_FIFTH: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- Fider (held out)

const FIDER_FEATURES = [
  [
    'Share ideas, vote and discuss',
    'Give voice to your community, get valuable suggestions and prioritize what they need the most.',
  ],
  [
    'Keep everyone informed',
    'Whenever you start, complete or decline a suggestion, Fider will notify everyone that subscribed to that topic.',
  ],
  [
    'One click sign in',
    'Visitores are only one click away from contributing! Sign in via Facebook, Google, GitHub, Azure AD, Twitch, Discord or any other OAuth2 provider.',
  ],
  ['Private Site', 'You can choose to control access to your site by making it Private.'],
  [
    'Your Brand',
    'Leverage our powerful custom CSS feature to style Fider the way you want. Your logo, your colors, your identity.',
  ],
  ['Public API', 'Leverage our complete API and have total control to integrate Fider into your process.'],
  [
    'Organize your content',
    'Tag your content to make it easier to find, group and decide. Tags can be either Public or Private.',
  ],
  [
    'Your own domain',
    'When using our hosted service, you can use your own domain and get a free TLS certificate to keep it secure.',
  ],
  ['Open Source', 'Our code is 100% Open Source. Visit getfider/fider on GitHub.'],
] as const;
const FIDER_STEPS = [
  ['Setup', 'Create a new feedback site for your product. Customize it with your own logo, colors and text.'],
  [
    'Collect',
    "Invite your customers to your new Fider site. They'll be able to suggest new ideas, submit feature requests or report issues they have with your product.",
  ],
  [
    'Deliver',
    'Keep your customers in the loop by responding to their suggestions. Customers will be notified of any new action on their topics of interest.',
  ],
] as const;
const FIDER_TOPICS = [
  'Fider',
  'product feedback',
  'feedback',
  'customer feedback',
  'feedback site',
  'ideas',
  'suggestions',
  'feature requests',
  'voting',
  'vote',
  'community',
  'prioritize',
  'prioritization',
  'open source',
  'Open Source',
  'OAuth2',
  'single sign-on',
  'custom CSS',
  'API',
  'Public API',
  'tags',
  'custom domain',
  'hosted service',
  'self-hosted',
  'notifications',
];

const fider: CorpusSite = {
  id: 'fider-home',
  about:
    "real (fider.io 2019, Hugo's output kept verbatim): a SaaS feedback board's landing page, three steps, nine feature cards (a free TLS certificate among them), footer with GitHub, Twitter and contact@",
  classes: ['real', 'single-page', 'held-out', 'features', 'pricing', 'contact', 'socials'],
  source: realSource('getfider/fider.io', '1a2fd294', 'index.html', 'verbatim'),
  pages: { '/': realPage('fider-home/index.html') },
  expected: {
    name: 'Fider',
    // "When using our hosted service …", "Host your own instance", "100% Open Source": no price, no plan; the
    // "free TLS certificate" is a certificate's price, not the product's.
    pricing_model: null,
    founded_year: null,
    // The footer's mailto.
    contact_email: 'contact@fider.io',
    city: null,
    country: null,
    stage: null,
    // The header's <img class=logo alt=logo> (also the page's shortcut icon).
    logo_url: '{base}/images/logo-100x100.png',
    // "See it in action" opens its own feedback site; the screenshots are images.
    demo_video_url: null,
    // Product feedback boards: no category of the tree names them; a customer-facing tool at most.
    categories: { must: [], may: ['Customer Support', 'Productivity'] },
    // "What's included?": nine cards by title; their texts and the three steps are features too.
    features: {
      must: FIDER_FEATURES.map(([title]) => title),
      may: [...cardForms(FIDER_FEATURES), ...cardForms(FIDER_STEPS)],
    },
    usps: {
      must: [],
      may: [
        ...cardForms(FIDER_FEATURES),
        'Product Feedback',
        'Fider can help you collect and prioritize product feedback so that you can focus on building the right product.',
      ],
    },
    tags: { must: [], may: FIDER_TOPICS },
    keywords: { must: [], may: FIDER_TOPICS },
    founders: [],
    // The footer's GitHub (the organisation) and Twitter; the card's link to the repository.
    socials: {
      github: ['https://github.com/getfider', 'https://github.com/getfider/fider'],
      x: ['https://twitter.com/getfider', 'https://x.com/getfider'],
    },
    faqs: [],
  },
  // A certificate's price is no pricing model; sign-in providers are not the company's accounts.
  forbidden: ['pricing_model=free', 'pricing_model=freemium', 'stage=launched', 'facebook.com', 'twitch.tv'],
};

// ---------------------------------------------------------------- SimpleLogin (held out)

const SIMPLELOGIN_TOPICS = [
  'SimpleLogin',
  'privacy',
  'online privacy',
  'email',
  'email address',
  'email alias',
  'email aliases',
  'open source',
  'Proton',
];

const simplelogin: CorpusSite = {
  id: 'simplelogin-about',
  about:
    "real (simplelogin.io about, Hugo content HTML): started in 2019, SimpleLogin SAS created in 2020, joined Proton in 2022; Proton's founding (2014), its Geneva headquarters and its funders",
  classes: ['real', 'single-page', 'held-out', 'about', 'founders', 'founded-year', 'place'],
  source: realSource('simple-login/website', '931aa099', 'content/about.html', BARE),
  pages: { '/': realPage('simplelogin-about/index.html') },
  expected: {
    name: 'SimpleLogin',
    pricing_model: null,
    // "SimpleLogin project was started in 2019 and the SimpleLogin company (SimpleLogin SAS) was created in 2020".
    founded_year: ['2019', '2020'],
    contact_email: null,
    // Geneva is Proton's headquarters ("About Proton"); SimpleLogin SAS's own seat is not stated. Written null
    // and not forbidden: the owner's seat is arguable, the page does not place SimpleLogin itself.
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // E-mail aliases for privacy: no category of the tree.
    categories: { must: [], may: [] },
    features: { must: [], may: [] },
    usps: {
      must: [],
      may: ["We're on a mission to protect our online privacy, starting with email address."],
    },
    tags: { must: [], may: SIMPLELOGIN_TOPICS },
    keywords: { must: [], may: SIMPLELOGIN_TOPICS },
    // Proton "was founded in 2014 by a team of scientists": another company's founding, no names.
    founders: [],
    // "the project was open source" links to its GitHub organisation.
    socials: { github: 'https://github.com/simple-login' },
    faqs: [],
  },
  // Proton's founding year and the year SimpleLogin joined it; the owner company and its funders are no founders.
  forbidden: [
    'founded_year=2014',
    'founded_year=2022',
    'founders=Proton',
    'founders=FONGIT',
    'name=Proton',
    'fongit.ch',
    'careers.proton.me',
  ],
};

// ---------------------------------------------------------------- Kopia (held out)

const KOPIA_TOPICS = [
  'Kopia',
  'KopiaUI',
  'backup',
  'backups',
  'data backups',
  'open-source',
  'open source',
  'Open-Source Backup',
  'encryption',
  'encrypted',
  'encrypted backups',
  'deduplication',
  'deduplicated',
  'compression',
  'compressed',
  'cloud storage',
  'Google Cloud Storage',
  'snapshots',
  'policies',
  'desktop app',
  'Windows',
  'macOS',
  'Linux',
];
const KOPIA_CLAIMS = [
  'Fast and Secure Open-Source Backup',
  'Encrypted, Deduplicated, and Compressed Data Backups Using Your Own Cloud Storage',
  'Fast Encrypted Backups',
  'With a secure, scalable architecture, **Kopia** can back up everything from small laptops to large servers today.',
  'With a secure, scalable architecture, Kopia can back up everything from small laptops to large servers today.',
  'Kopia comes with a user friendly desktop app for Windows, macOS and Linux which allows you to create snapshots, define policies and restore files quickly.',
];

const kopia: CorpusSite = {
  id: 'kopia-home',
  about:
    'real (kopia.io home, Hugo/Docsy content with shortcodes): "Fast and Secure Open-Source Backup", an asciinema demo, a YouTube video of KopiaUI, feature blocks as shortcodes, Slack',
  classes: ['real', 'single-page', 'held-out', 'features', 'socials', 'demo-video'],
  source: realSource(
    'kopia/kopia',
    '0d5a1808',
    'site/content/_index.html',
    'front matter dropped, Hugo shortcodes kept as they are, in a bare page titled with its front-matter title',
  ),
  pages: { '/': realPage('kopia-home/index.html') },
  expected: {
    name: 'Kopia',
    // "Open-Source" only: no word on price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No image on the page.
    logo_url: null,
    // The YouTube embed under "KopiaUI" shows the desktop app; "Kopia Demo" is an asciinema recording by script.
    demo_video_url: ['https://www.youtube.com/embed/sHJjSpasWIo', 'https://www.youtube.com/watch?v=sHJjSpasWIo'],
    // Backups: no category of the tree names them.
    categories: { must: [], may: [] },
    // No feature list: a hero line, a paragraph, one feature block (the others invite contributions and chat).
    features: { must: [], may: KOPIA_CLAIMS },
    usps: { must: [], may: KOPIA_CLAIMS },
    tags: { must: [], may: KOPIA_TOPICS },
    keywords: { must: [], may: KOPIA_TOPICS },
    founders: [],
    // "Find us on Slack". Its GitHub links go into the repository (the releases page, the pull requests, a
    // governance file): no profile, by the corpus's convention (airsonic's releases page, chatwoot's links into
    // its repository). Written github before the first run, which missed it; corrected after it (the one
    // correction of the round, stated in its doc section).
    socials: { custom: 'https://slack.kopia.io' },
    faqs: [],
  },
  // The asciinema recording is a demo's host, not an account; "Open-Source" names no price.
  forbidden: ['asciinema.org', 'pricing_model=freemium', 'stage=launched'],
};

// ---------------------------------------------------------------- fish (held out)

const FISH_CELLS = [
  [
    'Works Out of the Box',
    'fish will delight you with features like tab completions and syntax highlighting that just work. It will make you exclaim "Of course fish does that!".',
  ],
  [
    'Sensible Scripting',
    "fish is fully scriptable, and its syntax is simple, clean, and consistent. You'll never write esac again.",
  ],
  [
    'Reads Your Mind',
    'fish suggests commands as you type based on history and completions, just like a web browser. Watch out, Netscape Navigator 4.0!',
  ],
  ['Abbreviations', 'Tired of writing many characters when few would do? Fish allows you to abbreviate!'],
  [
    'Glorious VGA Color',
    'fish supports 24 bit true color, the state of the art in terminal technology. Behold the monospaced rainbow.',
  ],
  [
    'Web Based Configuration',
    'For those lucky few with a graphical computer, you can set your colors and view functions, variables, and history all from a web page. Or not, you can also stay in your comfy terminal and set them there.',
  ],
] as const;
const FISH_TOPICS = [
  'fish',
  'fish shell',
  'shell',
  'command line',
  'command line shell',
  'command-line shell',
  'Linux',
  'macOS',
  'BSD',
  'Windows',
  'tab completions',
  'completions',
  'syntax highlighting',
  'autosuggestions',
  'suggestions',
  'scripting',
  'abbreviations',
  'true color',
  '24 bit true color',
  'web based configuration',
  'terminal',
  'open source',
];

const fish: CorpusSite = {
  id: 'fish-home',
  about:
    'real (fishshell.com home, Jekyll page with Liquid tags): "Finally, a command line shell for the 90s", six promo cells, a feature screencast, install channels by platform (Homebrew, MacPorts, distributions), release history, help links',
  classes: ['real', 'single-page', 'held-out', 'features', 'socials', 'stage'],
  source: realSource(
    'fish-shell/fish-site',
    'cea80632',
    'site/index.html',
    'front matter dropped, Liquid tags kept as they are',
  ),
  pages: { '/': realPage('fish-home/index.html') },
  expected: {
    name: ['fish', 'fish shell'],
    // No word on price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // Releases and prereleases are versions; "Git master … the bleeding edge" is a build, no stage in words.
    stage: null,
    // <img id="fish_logo" alt="Logo of Fish">.
    logo_url: '{base}/assets/img/Terminal_Logo_CRT_4.svg',
    // The one video is a screencast of the abbreviations feature, not a demo of the product.
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // Six promo cells by title; their texts are features too.
    features: { must: FISH_CELLS.map(([title]) => title), may: cardForms(FISH_CELLS) },
    usps: {
      must: [],
      may: [
        ...cardForms(FISH_CELLS),
        'Finally, a command line shell for the 90s',
        'fish is a smart and user-friendly command line shell for Linux, macOS, and the rest of the family.',
      ],
    },
    tags: { must: [], may: FISH_TOPICS },
    keywords: { must: [], may: FISH_TOPICS },
    // <meta name="author" content="ridiculous_fish">: the page's author, no founding word.
    founders: [],
    // "fish development is hosted on GitHub"; "matrix channel for quick questions" (Matrix: custom).
    socials: {
      github: ['https://github.com/fish-shell/fish-shell', 'https://github.com/fish-shell'],
      custom: 'https://matrix.to/#/#fish-shell:matrix.org',
    },
    // A link to the FAQ page only.
    faqs: [],
  },
  // The install channels and help forums are other organisations'.
  forbidden: [
    'founders=ridiculous_fish',
    'brew.sh',
    'macports.org',
    'lists.sourceforge.net',
    'unix.stackexchange.com',
    'launchpad.net',
    'stage=beta',
  ],
};

// ---------------------------------------------------------------- DuckDB (held out)

const DUCKDB_CLAIMS = [
  'DuckDB is an embedded database designed to execute analytical SQL queries fast while embedded in another process.',
  'It is designed to be easy to install and easy to use.',
  'DuckDB has no external dependencies.',
  'DuckDB has bindings for C/C++, Python and R.',
  'It is open source and licensed under the MIT license.',
  'DuckDB is intended to be a stable and mature database system.',
  "DuckDB's test suite currently contains millions of queries, and includes queries adapted from the test suites of SQLite, PostgreSQL and MonetDB.",
  'Continuous benchmarking is run on every commit to detect performance regressions in DuckDB.',
  'Continuous Benchmarking',
  'Testing',
  'An Embeddable Analytical Database',
];
const DUCKDB_TOPICS = [
  'DuckDB',
  'database',
  'embedded database',
  'analytical database',
  'embeddable analytical database',
  'analytical SQL',
  'SQL',
  'analytics',
  'C/C++',
  'Python',
  'R',
  'MIT license',
  'open source',
  'continuous integration',
  'continuous benchmarking',
  'benchmarks',
  'TPC-H',
  'TPC-DS',
];

const duckdb: CorpusSite = {
  id: 'duckdb-home',
  about:
    'real (duckdb.org home, early Jekyll page): "an embedded database designed to execute analytical SQL queries", "developed by the Database Architectures group of the CWI", "not intended to be a research prototype", other databases named',
  classes: ['real', 'single-page', 'held-out', 'founders', 'stage', 'categories', 'socials'],
  source: realSource('duckdb/duckdb-web', '00519b37', 'index.html', BARE),
  pages: { '/': realPage('duckdb-home/index.html') },
  expected: {
    name: 'DuckDB',
    // "open source and licensed under the MIT license": no word on price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    // The CWI is not placed on the page.
    city: null,
    country: null,
    // "not intended to be a research prototype … intended to be a stable and mature database system": an
    // intention, no stage stated.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "an embedded database".
    categories: { must: ['Databases'], may: ['Developer Tools'] },
    features: { must: [], may: DUCKDB_CLAIMS },
    usps: { must: [], may: DUCKDB_CLAIMS },
    tags: { must: [], may: DUCKDB_TOPICS },
    keywords: { must: [], may: DUCKDB_TOPICS },
    // "developed by the Database Architectures group of the CWI", "created by a research group": a research
    // group, no person and no founding word.
    founders: [],
    // "The source code can be found here".
    socials: { github: 'https://github.com/cwida/duckdb' },
    faqs: [],
  },
  // The research group is no founder; the CI host is no account; other databases are not the product.
  forbidden: [
    'founders=CWI',
    'founders=Database Architectures group',
    'founders=Database Architectures group of the CWI',
    'travis-ci.org',
    'name=SQLite',
    'name=MonetDB',
    'stage=launched',
    'stage=alpha',
    'stage=beta',
  ],
};

// ---------------------------------------------------------------- CryptPad (held out)

const CRYPTPAD_SECTIONS = [
  [
    'A full suite of applications',
    'CryptPad provides a full-fledged office suite with all the tools necessary for productive collaboration. Applications include: Rich Text, Spreadsheets, Code/Markdown, Kanban, Slides, Whiteboard and Forms.',
  ],
  [
    'End-to-end encrypted',
    "All data on CryptPad is encrypted in the browser. This means no readable data leaves the user's device. Even the service administrators cannot see the content of documents or user data.",
  ],
  [
    'Private Collaboration',
    'CryptPad is built to enable collaboration with features such as team drives, calendar, and sharing. It synchronizes changes to documents in real time. Because all data is encrypted, the service and its administrators have no way of seeing the content being edited and stored.',
  ],
  [
    'Fully open-source',
    'CryptPad is free software. Anyone can host the platform in a personal or professional capacity. The development team offers subscriptions and support contracts for ready-to-use deployments.',
  ],
] as const;
const CRYPTPAD_APPS = ['Rich Text', 'Spreadsheets', 'Code/Markdown', 'Kanban', 'Slides', 'Whiteboard', 'Forms'];
const CRYPTPAD_TOPICS = [
  'CryptPad',
  'office suite',
  'collaboration',
  'private collaboration',
  'end-to-end encrypted',
  'end-to-end encryption',
  'encryption',
  'encrypted',
  'privacy',
  'open source',
  'open-source',
  'free software',
  'AGPL',
  'rich text',
  'spreadsheets',
  'code',
  'markdown',
  'kanban',
  'slides',
  'whiteboard',
  'forms',
  'team drives',
  'calendar',
  'sharing',
  'real time',
  'self-hosting',
  'public code',
  'subscriptions',
];

const cryptpad: CorpusSite = {
  id: 'cryptpad-about',
  about:
    'real (cryptpad.org about, Eleventy page with Nunjucks tags): an encrypted office suite, "free software" with subscriptions, funders\' logos and "supported since 2016", a donation link, "made at XWiki, a company based in Paris, France"',
  classes: ['real', 'single-page', 'held-out', 'about', 'features', 'pricing', 'place', 'founders', 'socials'],
  source: realSource(
    'cryptpad/website',
    '8375c9be',
    'about.njk',
    'front matter dropped, Nunjucks tags kept as they are, in a bare page titled with its front-matter title',
  ),
  pages: { '/': realPage('cryptpad-about/index.html') },
  expected: {
    name: 'CryptPad',
    // "CryptPad is free software … The development team offers subscriptions"; "To keep CryptPad … free for
    // everyone, you can subscribe": free to use with paid subscriptions (as Ghostfolio's free-and-Premium).
    pricing_model: ['freemium', 'free'],
    // "supported since 2016 by … research grants": funding, not a founding.
    founded_year: null,
    contact_email: null,
    // "CryptPad is made at XWiki, a company based in Paris, France": its maker's seat.
    city: 'Paris',
    country: 'FR',
    stage: null,
    // The page's images are screenshots, the license's and the funders' logos and XWiki's.
    logo_url: null,
    demo_video_url: null,
    // "a full-fledged office suite … for productive collaboration": shared documents.
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    // Four sections (h2 + text); the apps named are features too.
    features: {
      must: CRYPTPAD_SECTIONS.map(([title]) => title),
      may: [...cardForms(CRYPTPAD_SECTIONS), ...CRYPTPAD_APPS, 'team drives', 'calendar', 'sharing'],
    },
    usps: {
      must: [],
      may: [...cardForms(CRYPTPAD_SECTIONS), 'Public Money = Public code', 'Funded by and for users'],
    },
    tags: { must: [], may: CRYPTPAD_TOPICS },
    keywords: { must: [], may: CRYPTPAD_TOPICS },
    // XWiki makes it; no person and no founding word.
    founders: [],
    // Open Collective is for donations; the docs are a page, not an account.
    socials: {},
    faqs: [],
  },
  // The donation page, the funders, the maker company as a founder, the year of the grants and the award's year.
  forbidden: [
    'opencollective.com',
    'founders=XWiki',
    'founded_year=2016',
    'founded_year=2019',
    'ngi.eu',
    'nlnet.nl',
    'bpifrance.com',
    'name=XWiki',
  ],
};

export const REAL_HELD_OUT_SITES_FORTY_FIFTH: readonly CorpusSite[] = [
  fider,
  simplelogin,
  kopia,
  fish,
  duckdb,
  cryptpad,
];
