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
 * Tuned on (4 real pages):
 * - tomato-author: dtcooper/tomato at 7997972a (docs/license.md, the docs site's "Author & License" page, front
 *   matter dropped, titled with the docs site's name "Tomato Radio Automation"): "Hi, I'm [David Cooper](mailto:…),
 *   the author of Tomato.", then "Tomato's UX and UI was designed in part by [Miranda Kay](mailto:…)".
 * - mida-readme: yannickjemmely/Mida at 2d14ffeb (README.md, a copy of Reiryoku Technologies' Mida): "## Contributors" /
 *   "The author and maintainer of the project is [Vasile Pește](https://github.com/Vasile-Peste)."
 *
 * - macsonic-readme: jmeltz/MacSonic at 36cd028b (README.md): "## Author" / "Created by [@jmeltz](https://github.com/jmeltz)"
 *   (added with the second rule, before it was written: a README's "Created by [@handle](profile)").
 * - focus-timer-readme: devc313/Focus-Timer at 04d11061 (README.md): "## Author" / "Created by
 *   [@devc313](https://github.com/devc313)".
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, facts written before any ran):
 * - reqqo-readme: keremcankabadayi/reqqo at 0fd36d5c (README.md): "## Author" / "Created by
 *   [@keremcankabadayi](https://github.com/keremcankabadayi)", then "Built with ❤️ using [Cursor AI](…)".
 * - hummingbird-readme: synfonaut/hummingbird at bb6ed342 (README.md): "## Author" / "Created by
 *   [@synfonaut](https://twitter.com/synfonaut) while building [Bit.sv](…).", then "Inspired by [Neon Planaria](…)
 *   from [@unwriter](…)".
 * - nfuid-readme: niefdev/nfuid at 9f019bed (README.md): "## Author" / "Created by [@niefdev](…)".
 * - atlas-mcp-readme: rsanandres/hc_ai_mcp at 8dca1f3c (README.md): "## Author" / "Created by [@rsanandres](…). Issues and
 *   feedback welcome. …".
 * The held-out Reqqo and Hummingbird show the handle credit too; they were chosen with the first two tuning pages, so
 * the second rule's tuning pages (MacSonic, Focus Timer) were chosen after their shape was known: said in the docs.
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
    // "API" corrected to the tree's "APIs" at the merge of the eighty-seventh to hundred-and-third rounds (a slip: no
    // category is named "API"; "Testing" and "Productivity" stay as written).
    categories: { must: [], may: ['Developer Tools', 'APIs', 'Testing', 'Productivity'] },
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

const MACSONIC_FEATURES = [
  'Native Performance',
  'Folder-Based Library',
  'Waveform Visualization',
  'Multiple Format Support',
  'Advanced Playback Controls',
  'Resizable Panels',
  'File Management',
  'Transparent macOS Integration',
];
const MACSONIC_FEATURES_MAY = [
  'Native Performance: Built with Tauri for a lightweight, fast desktop application',
  'Folder-Based Library: Browse and organize your music by folders',
  'Waveform Visualization: Real-time audio waveform display with peak meters',
  'Multiple Format Support: Plays MP3, FLAC, WAV, M4A, AAC, ALAC, OGG, Opus, WebM, and AIFF files',
  'Advanced Playback Controls:',
  'Resizable Panels: Customizable layout with draggable panel dividers',
  'File Management: Virtual scrolling for smooth performance with large libraries',
  'Transparent macOS Integration: Native window styling with overlay title bar',
  'Play, pause, skip, and seek',
  'Shuffle and repeat modes',
  'Volume control with muting',
  'Keyboard shortcuts for quick navigation',
];
const MACSONIC_TOPICS = [
  'MacSonic',
  'audio player',
  'music player',
  'macOS',
  'Tauri',
  'React',
  'TypeScript',
  'Rust',
  'waveform',
  'MP3',
  'FLAC',
  'WAV',
  'AIFF',
  'music',
  'audio',
  'desktop application',
  'keyboard shortcuts',
  'Zustand',
  'Tailwind CSS',
  'Vite',
  'pnpm',
];

const macsonic: CorpusSite = {
  id: 'macsonic-readme',
  about:
    'real (MacSonic\'s README): a features list of bold labels, "Built with Tauri, React, and TypeScript." under Acknowledgments, then "## Author" / "Created by [@jmeltz](github profile)"',
  classes: ['real', 'tuning', 'single-page', 'readme', 'founders'],
  source: realSource('jmeltz/MacSonic', '36cd028b', 'README.md', RENDERED),
  pages: { '/': realPage('macsonic-readme/index.html') },
  expected: {
    name: 'MacSonic',
    // "licensed under the MIT License": a licence, no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Music', 'Audio', 'Media', 'Entertainment', 'Productivity'] },
    features: { must: MACSONIC_FEATURES, may: MACSONIC_FEATURES_MAY },
    usps: { must: [], may: [...MACSONIC_FEATURES, ...MACSONIC_FEATURES_MAY] },
    tags: { must: [], may: MACSONIC_TOPICS },
    keywords: { must: [], may: MACSONIC_TOPICS },
    // "## Author" / "Created by [@jmeltz](https://github.com/jmeltz)": a handle, kept as the corpus keeps Kavita's
    // "majora2007".
    founders: [{ name: 'jmeltz' }],
    // The author's GitHub profile is his; the repository is linked only in a clone command.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Tauri', 'founders=MacSonic'],
};

const FOCUS_TIMER_FEATURES = [
  'Focus session presets for 25, 50, and 90 minutes',
  'Three session modes: Focus, Short Break, and Long Break',
  'Start, pause, and reset timer controls',
  'Visual progress bar and session status feedback',
  'Task input to define the current focus target',
  'Local persistence with localStorage',
  'Session statistics for completed focus rounds and total focus minutes',
  'Dynamic background scenes loaded from Unsplash',
  'Responsive UI for desktop and mobile screens',
];
const FOCUS_TIMER_FEATURES_MAY = [
  'Keyboard shortcuts:',
  'Keyboard shortcuts',
  'Space to start or pause',
  'R to reset',
  'Built-in ambient sounds generated with the Web Audio API:',
  'Built-in ambient sounds generated with the Web Audio API',
  'Rain',
  'Forest',
];
const FOCUS_TIMER_TOPICS = [
  'Focus Timer',
  'focus timer',
  'timer',
  'deep work',
  'focus sessions',
  'breaks',
  'task tracking',
  'ambient sounds',
  'glassmorphism',
  'productivity',
  'HTML',
  'CSS',
  'JavaScript',
  'Vanilla JavaScript',
  'Web Audio API',
  'localStorage',
  'Unsplash',
  'Pomodoro',
];

const focusTimer: CorpusSite = {
  id: 'focus-timer-readme',
  about:
    'real (Focus Timer\'s README): an overview, a features list, then "## Author" / "Created by [@devc313](github profile)"',
  classes: ['real', 'tuning', 'single-page', 'readme', 'founders'],
  source: realSource('devc313/Focus-Timer', '04d11061', 'README.md', RENDERED),
  pages: { '/': realPage('focus-timer-readme/index.html') },
  expected: {
    name: 'Focus Timer',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Time Tracking', 'Wellness'] },
    features: { must: FOCUS_TIMER_FEATURES, may: FOCUS_TIMER_FEATURES_MAY },
    usps: { must: [], may: [...FOCUS_TIMER_FEATURES, ...FOCUS_TIMER_FEATURES_MAY] },
    tags: { must: [], may: FOCUS_TIMER_TOPICS },
    keywords: { must: [], may: FOCUS_TIMER_TOPICS },
    // "## Author" / "Created by [@devc313](https://github.com/devc313)"
    founders: [{ name: 'devc313' }],
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Focus Timer', 'founders=Unsplash'],
};

const NFUID_FEATURES = [
  'Generates short, unique IDs with timestamp and random entropy',
  'Customizable base alphabet (default: alphanumeric, no ambiguous characters)',
  'Configurable timestamp and entropy lengths (default: 43 bits timestamp, 78 bits entropy)',
  'Decodes IDs to extract timestamp, entropy, and bit structure',
  'No dependencies or external settings required in any language',
];
const NFUID_TOPICS = [
  'NFUID',
  'unique IDs',
  'IDs',
  'URL-safe IDs',
  'ID generator',
  'timestamps',
  'entropy',
  'random entropy',
  'base alphabet',
  'library',
  'JavaScript',
  'PHP',
  'Python',
  'Node.js',
  'browser',
  'npm',
  'BigInt',
  'obfuscation',
];

const nfuid: CorpusSite = {
  id: 'nfuid-readme',
  about:
    'real (NFUID\'s README): a features list, the ID\'s bit structure, then "## Author" / "Created by [@niefdev](github profile)"',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders'],
  source: realSource('niefdev/nfuid', '9f019bed', 'README.md', RENDERED),
  pages: { '/': realPage('nfuid-readme/index.html') },
  expected: {
    name: 'NFUID',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Security'] },
    features: {
      must: NFUID_FEATURES,
      may: [
        'Static Flag',
        'Header',
        'Timestamp',
        'Random Entropy',
        'Base Encoding',
        'Compatibility',
        'Limitations',
        'Size',
        'Compatibility: Works in PHP, JavaScript (Node.js & browser), and Python (3.6+).',
        'Size: Single class, no dependencies, minimal footprint.',
      ],
    },
    usps: { must: [], may: NFUID_FEATURES },
    tags: { must: [], may: NFUID_TOPICS },
    keywords: { must: [], may: NFUID_TOPICS },
    // "## Author" / "Created by [@niefdev](https://github.com/niefdev)"
    founders: [{ name: 'niefdev' }],
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=NFUID'],
};

const ATLAS_FEATURES = [
  'Native FHIR resource handling and metadata extraction',
  'Vector embeddings plus access to full documents',
  'Built-in validation and HIPAA-aware prompts',
  'YAML + environment configuration for easy setup',
];
const ATLAS_FEATURES_MAY = [
  'AI agent that understands and queries FHIR documents',
  'Semantic search with cross-encoder reranking for accuracy',
  'Multi-turn conversations with session memory',
  'Local-first LLM support (Ollama), plus cloud options (OpenAI, Anthropic, Bedrock)',
];
const ATLAS_TOPICS = [
  'atlas_mcp',
  'MCP',
  'MCP server',
  'FHIR',
  'clinical documents',
  'AI agent',
  'semantic search',
  'reranking',
  'cross-encoder',
  'embeddings',
  'vector embeddings',
  'PostgreSQL',
  'pgvector',
  'Ollama',
  'OpenAI',
  'Anthropic',
  'Bedrock',
  'LangGraph',
  'HIPAA',
  'Python',
  'Claude Desktop',
  'Cursor',
  'healthcare',
];

const atlasMcp: CorpusSite = {
  id: 'atlas-mcp-readme',
  about:
    'real (atlas_mcp\'s README): "What It Does" and "Key Features" lists, then "## Author" / "Created by [@rsanandres](github profile). Issues and feedback welcome."',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders'],
  source: realSource('rsanandres/hc_ai_mcp', '8dca1f3c', 'README.md', RENDERED),
  pages: { '/': realPage('atlas-mcp-readme/index.html') },
  expected: {
    name: 'atlas_mcp',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "It is intended for development and testing only.": no stage the corpus names.
    stage: null,
    // Badges only.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['AI', 'Health', 'Healthcare', 'Developer Tools', 'Search'] },
    features: { must: ATLAS_FEATURES, may: ATLAS_FEATURES_MAY },
    usps: { must: [], may: [...ATLAS_FEATURES, ...ATLAS_FEATURES_MAY] },
    tags: { must: [], may: ATLAS_TOPICS },
    keywords: { must: [], may: ATLAS_TOPICS },
    // "Created by [@rsanandres](https://github.com/rsanandres). Issues and feedback welcome."
    founders: [{ name: 'rsanandres' }],
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=atlas_mcp'],
};

export const REAL_TUNING_SITES_SEVENTY_FIRST: readonly CorpusSite[] = [tomato, mida, macsonic, focusTimer];

export const REAL_HELD_OUT_SITES_SEVENTY_FIRST: readonly CorpusSite[] = [reqqo, hummingbird, nfuid, atlasMcp];
