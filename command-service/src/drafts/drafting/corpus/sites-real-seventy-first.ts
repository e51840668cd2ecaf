/**
 * Issue 34, seventy-first round: founders missed on real pages — a maker named as the product's author. Filled by the
 * round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the page,
 * before the drafter first ran on them).
 *
 * The class: the person a page names as the product's maker is missed as its founder. The shape the tuning pages
 * show is the word "author": a maker introducing themself as the product's author ("Hi, I'm David Cooper, the
 * author of Tomato.") and a README's credit "The author and maintainer of the project is Vasile Pește.". By the
 * corpus's convention (the fifty-seventh round's "X is made by <person>", the twentieth round's "the original
 * creator of AntennaPod") the product's author is its maker, hence its founder; people credited for a part (the UX
 * and UI, testing) and the makers of what inspired it founded nothing, and the product's name is never a founder.
 *
 * Each page is kept in its repository at the commit, rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * Tuned on (2 real pages):
 * - tomato-author: dtcooper/tomato at 7997972a (docs/license.md, the docs site's "Author & License" page, front
 *   matter dropped, titled with the docs site's name "Tomato Radio Automation"): "Hi, I'm [David Cooper](mailto:…),
 *   the author of Tomato.", then "Tomato's UX and UI was designed in part by [Miranda Kay](mailto:…)".
 * - mida-readme: yannickjemmely/Mida at 2d14ffeb (README.md, a copy of Reiryoku Technologies' Mida): "## Contributors" /
 *   "The author and maintainer of the project is [Vasile Pește](https://github.com/Vasile-Peste)."
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, facts written before any ran):
 * - reqqo-readme: keremcankabadayi/reqqo at 0fd36d5c (README.md): "## Author" / "Created by
 *   [@keremcankabadayi](https://github.com/keremcankabadayi)", then "Built with ❤️ using [Cursor AI](…)".
 * - hummingbird-readme: synfonaut/hummingbird at bb6ed342 (README.md): "## Author" / "Created by
 *   [@synfonaut](https://twitter.com/synfonaut) while building [Bit.sv](…).", then "Inspired by [Neon Planaria](…)
 *   from [@unwriter](…)".
 */
import type { CorpusSite } from './corpus-site.ts';
import { FRONT_MATTER_DROPPED, realPage, realSource, RENDERED } from './corpus-site.ts';

const none = { must: [] };

const TOMATO_TOPICS = ['Tomato', 'Tomato Radio Automation', 'radio automation', 'radio', 'MIT license', 'BMIR'];

const tomato: CorpusSite = {
  id: 'tomato-author',
  about:
    'real (Tomato\'s docs "Author & License" page): "Hi, I\'m David Cooper, the author of Tomato.", then the UX and UI designer and the testers thanked',
  classes: ['real', 'tuning', 'single-page', 'docs', 'about', 'founders'],
  source: realSource('dtcooper/tomato', '7997972a', 'docs/license.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('tomato-author/index.html') },
  expected: {
    name: ['Tomato Radio Automation', 'Tomato'],
    // "offered under the permissive MIT license": a licence, no price stated.
    pricing_model: null,
    founded_year: null,
    // The author's own address, a mailto link on his name, and the designer's: no contact of the product's.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Media', 'Audio', 'Music', 'Productivity'] },
    features: none,
    usps: none,
    tags: { must: [], may: TOMATO_TOPICS },
    keywords: { must: [], may: TOMATO_TOPICS },
    // "Hi, I'm [David Cooper](mailto:david.cooper@burningman.org), the author of Tomato."
    founders: [{ name: 'David Cooper' }],
    // jew.pizza is the author's own website; bmir.org the testers' radio station.
    socials: {},
    faqs: [],
  },
  forbidden: [
    // "Tomato's UX and UI was designed in part by Miranda Kay": a part's designer, no founder.
    'founders=Miranda Kay',
    'founders=Tomato',
  ],
};

const MIDA_FEATURES = [
  'Trade financial assets such as stocks, forex, crypto or commodities',
  'Operate with any Web MetaTrader 4/5 account using only Node.js',
  'Automate trading strategies through expert advisors and indicators',
  'Backtest expert advisors and ideas on time series covering the last decades',
  'Analyze markets and prices movements through indicators and analysis interfaces',
  'Trade financial assets such as stocks, forex, crypto or commodities;',
  'Operate with any Web MetaTrader 4/5 account using only Node.js;',
  'Automate trading strategies through expert advisors and indicators;',
  'Backtest expert advisors and ideas on time series covering the last decades;',
];

const MIDA_TOPICS = [
  'Mida',
  'JavaScript',
  'TypeScript',
  'framework',
  'trading',
  'financial markets',
  'stocks',
  'forex',
  'crypto',
  'commodities',
  'MetaTrader',
  'MetaTrader 4',
  'MetaTrader 5',
  'MQL',
  'Node.js',
  'expert advisors',
  'indicators',
  'backtesting',
  'trading strategies',
  'CFDs',
  'VPS',
  'market analysis',
];

const mida: CorpusSite = {
  id: 'mida-readme',
  about:
    'real (Mida\'s README): what it is designed to do in a list, "Why Mida and not MQL", then "## Contributors" / "The author and maintainer of the project is Vasile Pește."',
  classes: ['real', 'tuning', 'single-page', 'readme', 'founders'],
  source: realSource('yannickjemmely/Mida', '2d14ffeb', 'README.md', RENDERED),
  pages: { '/': realPage('mida-readme/index.html') },
  expected: {
    name: 'Mida',
    // "Furthermore, Mida is free and open source."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred image opening the README, alt "Mida" (the forty-second round's convention).
    logo_url: '{base}/images/logo.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Finance', 'Developer Tools'] },
    // "Mida is designed to:" and a list of what it does.
    features: { must: [], may: MIDA_FEATURES },
    // "## Why Mida and not MQL": MQL is obsolete; Mida works without MetaTrader installed or a VPS.
    usps: {
      must: [],
      may: [
        ...MIDA_FEATURES,
        'Mida allows operating with MetaTrader accounts without installing MetaTrader or using a VPS',
        'Furthermore, Mida allows operating with MetaTrader accounts without installing MetaTrader or using a VPS',
        'The mission of Mida is allowing anyone to operate in financial markets without advanced programming skills or specific computer requirements',
        'Mida is free and open source',
      ],
    },
    tags: { must: [], may: MIDA_TOPICS },
    keywords: { must: [], may: MIDA_TOPICS },
    // "The author and maintainer of the project is [Vasile Pește](https://github.com/Vasile-Peste)."
    founders: [{ name: 'Vasile Pește' }],
    // The author's GitHub profile is his; "API documentation" links to github.com itself.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Mida'],
};

const REQQO_FEATURES = [
  'HTTP Methods',
  'Request Builder',
  'Collections',
  'History',
  'Environments',
  'Authentication',
  'Import/Export',
  'Monaco Editor',
  'Modern UI',
];
const REQQO_FEATURES_MAY = [
  'HTTP Methods - Support for GET, POST, PUT, PATCH, DELETE, HEAD, and OPTIONS',
  'Request Builder - Headers, query parameters, and body editor with JSON syntax highlighting',
  'Collections - Organize your API requests into collections',
  'History - Automatically saves your request history',
  'Environments - Manage environment variables with placeholder support',
  'Authentication - Basic Auth, Bearer Token, and OAuth 2.0 support',
  'Import/Export - Import Postman collections and export your data',
  'Monaco Editor - VS Code-like JSON editing experience',
  'Modern UI - Clean, dark-themed interface',
];
const REQQO_TOPICS = [
  'Reqqo',
  'REST API',
  'API testing',
  'API',
  'HTTP',
  'Postman',
  'Postman alternative',
  'Chrome extension',
  'browser',
  'collections',
  'environments',
  'OAuth 2.0',
  'Bearer Token',
  'Basic Auth',
  'Monaco Editor',
  'JSON',
  'IndexedDB',
  'Manifest V3',
  'JavaScript',
  'Vanilla JavaScript',
];

const reqqo: CorpusSite = {
  id: 'reqqo-readme',
  about:
    'real (Reqqo\'s README): a features list of bold labels, then "## Author" / "Created by [@keremcankabadayi](github profile)" and "Built with ❤️ using Cursor AI"',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders'],
  source: realSource('keremcankabadayi/reqqo', '0fd36d5c', 'README.md', RENDERED),
  pages: { '/': realPage('reqqo-readme/index.html') },
  expected: {
    name: 'Reqqo',
    // "MIT License - feel free to use this project for personal or commercial purposes.": a licence's terms.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "From Chrome Web Store *(Coming soon)*": a channel to come, no stage of the product's.
    stage: null,
    // The opening image is a screenshot ("Reqqo Screenshot").
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'API', 'Testing', 'Productivity'] },
    features: { must: REQQO_FEATURES, may: REQQO_FEATURES_MAY },
    usps: { must: [], may: [...REQQO_FEATURES, ...REQQO_FEATURES_MAY] },
    tags: { must: [], may: REQQO_TOPICS },
    keywords: { must: [], may: REQQO_TOPICS },
    // "## Author" / "Created by [@keremcankabadayi](https://github.com/keremcankabadayi)": a handle, kept as the
    // corpus keeps Kavita's "majora2007".
    founders: [{ name: 'keremcankabadayi' }],
    // The author's GitHub profile is his, no account of the product's.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Cursor AI', 'founders=Reqqo'],
};

const HUMMINGBIRD_TOPICS = [
  'Hummingbird',
  'Bitcoin',
  'real-time',
  'real-time Bitcoin applications',
  'mempool',
  'Bitcoin node',
  'transactions',
  'peer to peer',
  'state machines',
  'TXO',
  'Planaria',
  'Neon Planaria',
  'tape.txt',
  'crawler',
  'blocks',
  'npm',
  'JavaScript',
  'framework',
];

const hummingbird: CorpusSite = {
  id: 'hummingbird-readme',
  about:
    'real (Hummingbird\'s README): "## Author" / "Created by [@synfonaut](twitter) while building Bit.sv.", then "Inspired by Neon Planaria from [@unwriter](twitter)"',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders'],
  source: realSource('synfonaut/hummingbird', 'bb6ed342', 'README.md', RENDERED),
  pages: { '/': realPage('hummingbird-readme/index.html') },
  expected: {
    name: 'Hummingbird',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // "![hummingbird](./hummingbird.png)" opens the README (the forty-second round's convention).
    logo_url: '{base}/hummingbird.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Finance', 'Crypto', 'Blockchain'] },
    // Three bold-led items after the opening paragraph, no heading: what it does.
    features: {
      must: [],
      may: [
        'Connect directly to a Bitcoin node for speed',
        'Receive application data back quickly as a peer of your own node',
        'Scan mempool for transactions relevant to your application',
        'Connect directly',
        'Receive application data',
        'Scan mempool for transactions',
      ],
    },
    usps: {
      must: [],
      may: [
        'Connect directly to a Bitcoin node for speed',
        'Receive application data back quickly as a peer of your own node',
        'Scan mempool for transactions relevant to your application',
        'Connect directly',
        'Receive application data',
        'Scan mempool for transactions',
      ],
    },
    tags: { must: [], may: HUMMINGBIRD_TOPICS },
    keywords: { must: [], may: HUMMINGBIRD_TOPICS },
    // "Created by [@synfonaut](https://twitter.com/synfonaut) while building [Bit.sv](https://bit.sv)."
    founders: [{ name: 'synfonaut' }],
    // The author's Twitter is his; the repository is linked only in a clone command.
    socials: {},
    faqs: [],
  },
  forbidden: [
    // "Inspired by Neon Planaria from @unwriter": the maker of what inspired it.
    'founders=unwriter',
    'founders=@unwriter',
    'founders=Hummingbird',
  ],
};

export const REAL_TUNING_SITES_SEVENTY_FIRST: readonly CorpusSite[] = [tomato, mida];

export const REAL_HELD_OUT_SITES_SEVENTY_FIRST: readonly CorpusSite[] = [reqqo, hummingbird];
