/**
 * Issue 34, fifty-seventh round: people on about and team pages, and planned lists. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * The class: founders missed on real pages. A README's closing credit names the person who made the product
 * ("NovoMCP is made by Ari Harrison and contributors.", "Calibre Kindle Comics is made by Pavel Zwerschke."): the
 * maker of the product is its founder by the corpus's convention ("espanso was created by Federico Terzi" is one).
 * Others credited for code of another project ("I used some of the code by Ciro Mattia Gonano …") found nothing.
 *
 * Tuned on (2 real pages):
 * - calibre-kindle-comics-readme: pavelzw/calibre-kindle-comics at a45058ae (README.md): "## Credits" /
 *   "Calibre Kindle Comics is made by [Pavel Zwerschke](https://github.com/pavelzw).", then code of Kindle Comic
 *   Converter's and Mangle's authors credited.
 * - novomcp-readme: NovoMCP/novomcp at f1d1d4aa (README.md): "NovoMCP is made by [Ari
 *   Harrison](https://ariharrisonlab.github.io/) and contributors." (a person's home page named after her).
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, facts written before either ran):
 * - db-migration-safety-readme: petrovicistefan/claude-code-plugins at 6b23cc18 (db-migration-safety/README.md):
 *   "## About the author" / "Built by [Stefan Petrovici](https://petrovicistefan.ro), a software engineer …", "MIT.
 *   Made by [Stefan Petrovici](https://petrovicistefan.ro)."
 * - esp-monet-readme: MrRaidrop/ESP-MoNet at 43210ef4 (README.md): "MIT — use freely, modify, integrate. Made by
 *   [Zhenghao Yu](https://github.com/MrRaidrop)."
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const none = { must: [] };

const CALIBRE_TOPICS = [
  'calibre',
  'Calibre',
  'calibre plugin',
  'plugin',
  'Kindle',
  'Kindle devices',
  'comics',
  'Comics',
  'Kindle Comics',
  'cbz',
  'cbr',
  'mobi',
  'epub',
  'KindleGen',
  'conversion',
  'ebook',
  'ebooks',
  'Kindle Comics Input',
  'Kindle Comics Output',
  'comic files',
];

const calibreKindleComics: CorpusSite = {
  id: 'calibre-kindle-comics-readme',
  about:
    'real (Calibre Kindle Comics\' README): "## Credits" / "Calibre Kindle Comics is made by Pavel Zwerschke.", then code by the authors of other projects credited',
  classes: ['real', 'tuning', 'single-page', 'readme', 'founders'],
  source: realSource('pavelzw/calibre-kindle-comics', 'a45058ae', 'README.md', RENDERED),
  pages: { '/': realPage('calibre-kindle-comics-readme/index.html') },
  expected: {
    name: 'Calibre Kindle Comics',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // A release badge only.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Media', 'Entertainment'] },
    // No feature list: installation steps, the input formats in a sentence, how the plugin works.
    features: none,
    usps: none,
    tags: { must: [], may: CALIBRE_TOPICS },
    keywords: { must: [], may: CALIBRE_TOPICS },
    // "Calibre Kindle Comics is made by [Pavel Zwerschke](https://github.com/pavelzw)."
    founders: [{ name: 'Pavel Zwerschke' }],
    // The repository is linked only at its releases and its new-issue form (n8n's convention: none).
    socials: {},
    faqs: [],
  },
  forbidden: [
    // "I used some of the code by Ciro Mattia Gonano and Paweł Jastrzębski from Kindle Comic Converter";
    // "the image.py class from Alex Yatskov's Mangle": another project's authors.
    'founders=Ciro Mattia Gonano',
    'founders=Paweł Jastrzębski',
    'founders=Alex Yatskov',
  ],
};

const NOVOMCP_FEATURES_MAY = [
  'Surfaces',
  'Wrappers over open compute',
  'Governance',
  'Surfaces: `novo` CLI, MCP connector, REST API, Workbench (desktop + web), Next.js dashboard.',
  'Surfaces: novo CLI, MCP connector, REST API, Workbench (desktop + web), Next.js dashboard.',
  'Wrappers over open compute: RDKit, GROMACS, AutoDock-GPU, OpenFold, Chai, Boltz, Gnina, xTB, ANI-2x, AIMNet2, MACE.',
  'Governance: every tool call carries a `funnel_id` and lands in a pluggable audit sink. Local mode writes JSON-lines to `~/.novo/audit.jsonl`; hosted mode writes to a certified audit service.',
  'Governance: every tool call carries a funnel_id and lands in a pluggable audit sink. Local mode writes JSON-lines to ~/.novo/audit.jsonl; hosted mode writes to a certified audit service.',
  'novo CLI',
  'MCP connector',
  'REST API',
  'Workbench',
  'Chrome extension',
  'Word add-in',
  'novo CLI, npm i -g @novomcp/novo, deterministic, scriptable commands (novo dock ..., novo funnel run)',
  'MCP connector, usable from Claude, Gemini, Cursor, Zed, or any MCP-compatible client',
  'REST API, POST /v1/tools/{name} with a curated OpenAPI at /v1/openapi.json',
  'Workbench (desktop + web), visual funnel viewer, structure visualization, live tool execution',
  'Chrome extension and Word add-in, sideload-first, backend-configurable (dev-mode install docs in each surface repo)',
  'molecular intelligence',
  'cheminformatics',
  'ADMET prediction',
  'molecular docking',
  'molecular dynamics',
  'quantum-mechanical calculations',
  'protein structure prediction',
  'a governed 11-stage discovery funnel',
];
const NOVOMCP_TOPICS = [
  'NovoMCP',
  'computational chemistry',
  'computational chemistry engine',
  'drug discovery',
  'materials science',
  'Model Context Protocol',
  'MCP',
  'cheminformatics',
  'ADMET',
  'ADMET prediction',
  'ADMET predictions',
  'molecular docking',
  'molecular dynamics',
  'protein structure prediction',
  'REST API',
  'RDKit',
  'GROMACS',
  'audit',
  'audit sink',
  'engine',
  'funnel',
  'discovery funnel',
  'molecular profile',
  'surfaces',
  'spine',
  'Workbench',
  'novo CLI',
  'Python',
  'open source',
];

const novomcp: CorpusSite = {
  id: 'novomcp-readme',
  about:
    'real (NovoMCP\'s README): a closing "NovoMCP is made by Ari Harrison and contributors.", her name linked to a home page named after her',
  classes: ['real', 'tuning', 'single-page', 'readme', 'founders'],
  source: realSource('NovoMCP/novomcp', 'f1d1d4aa', 'README.md', RENDERED),
  pages: { '/': realPage('novomcp-readme/index.html') },
  expected: {
    name: 'NovoMCP',
    // Apache-2.0 and BSL licences; "hosted = credit-per-call metering" states no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['AI', 'Developer Tools', 'APIs', 'Research', 'Data', 'Health & Fitness'] },
    // The opening "Surfaces / Wrappers over open compute / Governance" list and the "## Surfaces" list are what
    // it is made of and where it runs; a reader may list them, none is a must.
    features: { must: [], may: NOVOMCP_FEATURES_MAY },
    usps: { must: [], may: NOVOMCP_FEATURES_MAY },
    tags: { must: [], may: NOVOMCP_TOPICS },
    keywords: { must: [], may: NOVOMCP_TOPICS },
    // "NovoMCP is made by [Ari Harrison](https://ariharrisonlab.github.io/) and contributors."
    founders: [{ name: 'Ari Harrison' }],
    // "git clone https://github.com/<your-org>/novomcp.git": no account of its own linked.
    socials: {},
    faqs: [],
  },
};

const DB_MIGRATION_TOPICS = [
  'DB Migration Safety',
  'migrations',
  'migration',
  'SQL migration',
  'SQL migrations',
  'database migrations',
  'Postgres',
  'MySQL',
  'Prisma',
  'Django',
  'Alembic',
  'Flyway',
  'Claude',
  'Claude Code',
  'plugin',
  'CI',
  'rollback plan',
  'lock_timeout',
  'production',
  'Python',
  'lint',
  'HIGH risk',
  'risk',
  'table sizes',
  'NOT NULL',
  'CONCURRENTLY',
];

const dbMigrationSafety: CorpusSite = {
  id: 'db-migration-safety-readme',
  about:
    'real (DB Migration Safety\'s README, a Claude Code plugin): "## About the author" / "Built by Stefan Petrovici, a software engineer …", "MIT. Made by Stefan Petrovici."',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders'],
  source: realSource('petrovicistefan/claude-code-plugins', '6b23cc18', 'db-migration-safety/README.md', RENDERED),
  pages: { '/': realPage('db-migration-safety-readme/index.html') },
  expected: {
    name: 'DB Migration Safety',
    pricing_model: null,
    founded_year: null,
    // "Need something like this for your team? Email hello@petrovicistefan.ro": the author's own address for
    // freelance work, no address for the plugin's users.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The author's logo ("Stefan Petrovici logo"), not the plugin's.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Databases', 'AI', 'CI/CD', 'DevOps'] },
    // "## What it does" is one paragraph; "## Use it" lists commands.
    features: none,
    usps: none,
    tags: { must: [], may: DB_MIGRATION_TOPICS },
    keywords: { must: [], may: DB_MIGRATION_TOPICS },
    // "Built by [Stefan Petrovici](https://petrovicistefan.ro), a software engineer …"; "Made by Stefan Petrovici".
    founders: [{ name: 'Stefan Petrovici' }],
    socials: {},
    faqs: [],
  },
};

const ESP_MONET_FEATURES = [
  'Camera',
  'Message bus + service registry',
  'Networking',
  'Sensors / IO',
  'Optional C++ layer',
];
const ESP_MONET_MAY = [
  'Camera — live MJPEG stream served by the board at http://<board-ip>/ (OV2640, QVGA); zero-copy JPEG capture (camera_fb_t* passthrough with an explicit release hook).',
  'Message bus + service registry — each service runs as its own FreeRTOS task with its own stack and priority; publishers fan out to subscriber sinks over a pub/sub bus.',
  'Networking — HTTPS upload of JSON telemetry and JPEG, verified against an embedded self-signed CA; OTA over HTTPS (SHA-256, dual-OTA partitions).',
  'Sensors / IO — ADC light sensor, DHT22, UART, BLE GATT notify.',
  'Optional C++ layer (CONFIG_MONET_CPP_EXPERIMENTAL, off by default) — RAII and templates over the FreeRTOS primitives; see docs/cpp_refactor.md.',
  'Live camera stream',
  'live MJPEG stream',
  'Message bus',
  'service registry',
  'Optional C++ layer (CONFIG_MONET_CPP_EXPERIMENTAL, off by default)',
];
const ESP_MONET_TOPICS = [
  'ESP-MoNet',
  'ESP32',
  'ESP32-S3',
  'ESP-IDF',
  'IoT',
  'IoT framework',
  'embedded',
  'embedded framework',
  'FreeRTOS',
  'message bus',
  'msg_bus',
  'service registry',
  'services',
  'service',
  'sensors',
  'sensor',
  'camera',
  'MJPEG',
  'MJPEG stream',
  'HTTPS',
  'HTTPS upload',
  'OTA',
  'BLE',
  'BLE GATT',
  'UART',
  'Wi-Fi',
  'JSON',
  'telemetry',
  'OV2640',
  'C++',
  'HAL',
  'publish/subscribe',
];

const espMonet: CorpusSite = {
  id: 'esp-monet-readme',
  about:
    'real (ESP-MoNet\'s README): a features list under bold labels, and the closing "MIT — use freely, modify, integrate. Made by Zhenghao Yu." (his GitHub profile linked)',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders', 'features'],
  source: realSource('MrRaidrop/ESP-MoNet', '43210ef4', 'README.md', RENDERED),
  pages: { '/': realPage('esp-monet-readme/index.html') },
  expected: {
    name: ['ESP-MoNet', 'ESP-MoNet — Modular ESP32-S3 IoT Framework'],
    // MIT: a licence, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The architecture diagram (docs/architecture.svg), no logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['IoT', 'Developer Tools', 'Infrastructure'] },
    features: { must: ESP_MONET_FEATURES, may: ESP_MONET_MAY },
    usps: { must: [], may: [...ESP_MONET_FEATURES, ...ESP_MONET_MAY] },
    tags: { must: [], may: ESP_MONET_TOPICS },
    keywords: { must: [], may: ESP_MONET_TOPICS },
    // "Made by [Zhenghao Yu](https://github.com/MrRaidrop)."
    founders: [{ name: 'Zhenghao Yu' }],
    // The CI badge links the repository's actions; "Made by" links the author's own profile.
    socials: {},
    faqs: [],
  },
};

export const REAL_TUNING_SITES_FIFTY_SEVENTH: readonly CorpusSite[] = [calibreKindleComics, novomcp];

export const REAL_HELD_OUT_SITES_FIFTY_SEVENTH: readonly CorpusSite[] = [dbMigrationSafety, espMonet];
