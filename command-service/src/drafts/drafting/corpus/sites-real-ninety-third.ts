/**
 * Issue 34, ninety-third round: measurement: fresh marketing pages, first runs, no rule. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Nothing is tuned on (the round changes no drafter or verifier code). Five products' home pages of five kinds (a
 * library, a desktop app, a self-hosted service, a CLI, a page in Korean), chosen by a rule written down before the
 * drafter ran (docs/drafting.md, "ninety-third round"), their facts written and committed before the first run.
 *
 * Held out:
 * - mbus-home: PMelch/MBus at 9fe86061 (docs/index.html), verbatim: a C# message-bus library for Unity, its GitHub
 *   Pages home: a header brand (logo image, name, "Message bus for Unity"), a hero (status chips, eyebrow, h1 tagline,
 *   lede, install buttons, an OpenUPM command), an install section (two cards), four "API shape" feature cards, an
 *   examples section, a footer (GitHub, README, OpenUPM links; a trademark note on Unity).
 * - peach-commander-home: hkiam/PeachCommander at d2c333f6 (docs/content/website/index.md, the site's home page,
 *   front matter dropped, rendered): a keyboard-driven dual-panel file manager for macOS: a hero (icon, h1, tagline,
 *   download and GitHub buttons, requirements), six feature cards, eleven sections (power tools, plugins, a Norton
 *   Commander palette, who it is for, feature groups, how it differs from Finder, privacy), a download section.
 * - trawld-home: 0-Shimanshu/trawld at 3ded4d5c (landing/index.html), verbatim: a package-vulnerability monitoring
 *   service for developer fleets (a cloud dashboard deployed to Vercel, an npm agent): a nav with a logo image, an h1
 *   tagline, a terminal sample, four stats, three steps, four feature cards, a dashboard preview, a footer credit.
 * - mkenv-sh-home: 0xa1bed0/mkenv at 0ec3fe63 (website/index.html), verbatim: a CLI building hardened, disposable
 *   Docker dev environments: an early-stage warning, an h1 tagline, a problem list, "mkenv gives you" (seven
 *   bold-labelled items), a hardening list, comparisons, configuration, installation, its license (ELv2), an outro.
 * - dexter-korea-home-ko: 0xSHKWON/dexter-with-korea at bc3fffae (landing/index.html), verbatim, in Korean: an AI
 *   research agent for Korean stocks run on the user's desktop: an h1 tagline, a comparison table, example
 *   questions, three steps, four cards, five data sources, a trust ledger, a download call to action.
 */
import type { CorpusSite } from './corpus-site.ts';
import { FRONT_MATTER_DROPPED, realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

/** A card's title, its text, and both joined as "Title: text" (how a drafter may write a card). */
const cardForms = (cards: readonly (readonly [string, string])[]) =>
  cards.flatMap(([title, text]) => [title, text, `${title}: ${text}`, text.replace(/\.$/, '')]);

/** Sentences, with and without their closing stop. */
const withoutStops = (lines: readonly string[]) => lines.flatMap((line) => [line, line.replace(/[.!。]$/u, '')]);

/** A list item "Label — text" or "Label: text": the label, the text, the whole item, each with and without its stop. */
const labelledForms = (items: readonly string[]) =>
  withoutStops(
    items.flatMap((item) => {
      const parts = item.split(/ — |: /u);
      return parts.length > 1 ? [item, parts[0]!, parts.slice(1).join(' — ')] : [item];
    }),
  );

export const REAL_TUNING_SITES_NINETY_THIRD: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- MBus (held out, a library)

/** "API shape": four cards (h3 + text; each closes on a code sample). */
const MBUS_CARDS: readonly (readonly [string, string])[] = [
  ['Typed messages', 'Send classes, structs, strings, enums, and base-type messages through the same bus.'],
  ['Value subscriptions', 'Route enum or constant-style messages when a full message object is unnecessary.'],
  ['Lifecycle cleanup', 'Attach listener lifetime to a MonoBehaviour being disabled or destroyed.'],
  [
    'Predictable nested sends',
    'Messages sent while handlers are running are queued, then delivered after the current dispatch.',
  ],
];
const MBUS_CLAIMS = [
  ...withoutStops([
    'MBus is a small message bus for Unity projects, built for sending typed C# messages between components without wiring direct scene references.',
    'Subscribe by type or value, dispatch through one bus, and let MonoBehaviour lifecycle helpers clean up listeners.',
    'Add MBus to a Unity project in one command.',
    'Use OpenUPM for the fastest setup, or install a tagged release through Unity Package Manager with a Git URL.',
    'Small surface area, useful distribution patterns.',
    'Publish events without coupling gameplay systems.',
    'Use DI when you can, a global instance when you need one.',
    'MBus does not dictate how you keep the bus instance.',
    'A lightweight message bus for Unity projects.',
    'Typed messages. Clean Unity gameplay code.',
    // The meta and Open Graph descriptions.
    'MBus is a lightweight message bus for Unity projects with typed C# messages, value subscriptions, event distribution, and lifecycle-aware listener cleanup.',
    'Typed event distribution for Unity gameplay code.',
    'Send C# messages, subscribe by type or value, and clean up listeners with MonoBehaviour lifecycle helpers.',
    'A lightweight message bus for Unity projects with typed messages, value subscriptions, and lifecycle-aware cleanup.',
  ]),
  'Message bus for Unity',
  'Lightweight C# event distribution',
  'Typed messages',
  'Clean Unity gameplay code',
  'Unity 2021.3+',
  'OpenUPM',
  'Apache-2.0',
  'Lightweight',
  'Open source',
];
const MBUS_TOPICS = [
  'MBus',
  'message bus',
  'message bus for Unity',
  'event bus',
  'event bus for Unity',
  'event distribution',
  'C# message bus',
  'Unity pub/sub',
  'pub/sub',
  'event aggregator',
  'event aggregator for Unity',
  'typed messages',
  'typed messages Unity',
  'value subscriptions',
  'Unity value subscriptions',
  'automatic unsubscribe',
  'automatic unsubscribe Unity events',
  'lifecycle cleanup',
  'listener cleanup',
  'OpenUPM',
  'OpenUPM Unity package',
  'Unity package',
  'Unity Package Manager',
  'Unity',
  'C#',
  'MonoBehaviour',
  'gameplay',
  'game development',
  'events',
  'messages',
  'dependency injection',
  'Zenject',
  'Apache-2.0',
  'open source',
  'library',
  'GitHub',
];

const mbus: CorpusSite = {
  id: 'mbus-home',
  about:
    'real (MBus GitHub Pages home, docs/index.html, verbatim): a C# message-bus library for Unity: a header brand with a logo image, a hero whose h1 is a tagline, an install section, four "API shape" feature cards, an examples section, a footer with GitHub, README and OpenUPM links',
  classes: ['real', 'single-page', 'held-out', 'features', 'socials', 'logo'],
  source: realSource('PMelch/MBus', '9fe86061', 'docs/index.html', VERBATIM),
  pages: { '/': realPage('mbus-home/index.html') },
  expected: {
    // "<title>MBus - message bus for Unity projects …", the brand "MBus", the JSON-LD name; the h1 is a tagline.
    name: 'MBus',
    // "Apache-2.0" and an install command state no price (the twenty-third round: open source alone states none).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header brand's <img src="./mbus-logo.svg"> beside the name (the same file is drawn in the hero's diagram).
    logo_url: '{base}/mbus-logo.svg',
    demo_video_url: null,
    // A library game developers build on: Developer Tools, APIs at most.
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    // "API shape": four cards, each an h3 and its text.
    features: { must: MBUS_CARDS.map(([title]) => title), may: [...cardForms(MBUS_CARDS), ...MBUS_CLAIMS] },
    usps: { must: [], may: [...cardForms(MBUS_CARDS), ...MBUS_CLAIMS] },
    tags: { must: [], may: MBUS_TOPICS },
    keywords: { must: [], may: MBUS_TOPICS },
    // <meta name="author" content="Peter Melchart">: the page's author, no founding word (the forty-fifth round's fish).
    founders: [],
    // The header's GitHub icon ("Open MBus on GitHub") and the footer's "GitHub": its repository. The README links are
    // pages of it; OpenUPM is a package registry's page, no account.
    socials: { github: 'https://github.com/PMelch/MBus' },
    faqs: [],
  },
  // The h1 is a tagline; Unity (its platform), OpenUPM (a registry) and Zenject (a DI container) are other products;
  // the trademark note names Unity Technologies, no maker of MBus.
  forbidden: [
    'name=Typed messages. Clean Unity gameplay code.',
    'name=Unity',
    'name=OpenUPM',
    'name=Zenject',
    'founders=Unity Technologies',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- Peach Commander (held out, a desktop app)

/** The six cards under the hero (h3 + text). */
const PEACH_CARDS: readonly (readonly [string, string])[] = [
  [
    'Fast on huge folders',
    'Bulk metadata reads, streaming views, and clone-copy on APFS — low memory use even in directories with tens of thousands of files.',
  ],
  [
    'Keyboard-first',
    'Around 150 named commands, all searchable and rebindable, in two schemes: TC-classic or macOS-native.',
  ],
  [
    'Remote as local',
    'FTP, FTPS, SFTP/SCP, WebDAV, and SOCKS5 built in — a server browses exactly like a folder on your Mac.',
  ],
  ['Archives as folders', 'Step into zip, 7z, tar, and rar. Edit in place, pack with AES-256, split into volumes.'],
  [
    'Genuinely native',
    'Real AppKit with Quick Look, Finder tags, Services, and the Share sheet — not a web view in a window.',
  ],
  [
    'Five kinds of plugins',
    'Packers, file systems, viewers, content columns, and tools — with a Swift/C SDK to write your own.',
  ],
];
/** "Main feature groups": "Label: text" items. */
const PEACH_GROUPS = [
  'Navigation: dual panels, tabs, path bar, drive bar, named workspaces, trackpad-swipe history, and a searchable command browser.',
  'File operations: copy, move, delete, and a background transfer manager with pause/resume/bandwidth limiting.',
  'Networking: FTP, FTPS, SFTP/SCP, WebDAV, SOCKS5 proxy, and a resuming HTTP(S) downloader.',
  'Archives: zip, 7z, the tar family, and rar — browse, pack, extract, AES-256, split volumes, edit-in-place.',
  'Search: content/full-text, regex, hex, encoding-aware, attribute filters, in-archive, Spotlight, saved templates.',
  'Power tools: multi-rename, synchronize, compare (text + hex), duplicate finder, checksums (CRC32/MD5/SHA), split/combine, base64/uu/hex.',
  'Viewers and editors: a built-in text viewer/lister and an editor with syntax highlighting, plus Quick Look.',
  'macOS integration: native Services, Finder tags, Share sheet, "Open With," Reveal in Finder, Open Terminal here, full Retina, light and dark.',
  'Customization: button bar with sub-bars, two keyboard schemes plus rebinding, custom colors/fonts/themes, INI-based config with wincmd.ini import.',
];
/** "How it is different from Finder" and "Privacy": "Label — text" items. */
const PEACH_DIFFERENCES = [
  'Two panels — source and target visible at once, not one window at a time.',
  'Keyboard-driven batch operations — copy, move, rename, and select without touching the mouse.',
  'Built-in FTP/SFTP/WebDAV — remote servers as browsable panels, no extra client.',
  'Archives as folders — step inside a zip or 7z and edit it in place.',
  'Deep search — regex, hex, encoding-aware, in-archive content search with saved templates.',
  'Plugins — extend the app itself with five plugin types and an SDK.',
];
const PEACH_PRIVACY = [
  'Passwords live in the macOS Keychain only — never in plain-text config.',
  'Crash reports stay local — nothing is uploaded.',
  'No telemetry — the app does not phone home.',
];
/** "Top usage scenarios" and the download section's facts. */
const PEACH_SCENARIOS = withoutStops([
  'Copy and move large batches between two locations without leaving the keyboard.',
  'Push and pull files to remote servers over SFTP/FTP/WebDAV as if they were local.',
  'Browse, extract, and build archives — including encrypted and split ones — in place.',
  'Hunt down files or text across a whole tree, including inside archives.',
  'Rename hundreds of files at once, synchronize two directories, or find duplicates.',
  'Queue and manage long transfers in the background with pause, resume, and bandwidth limits.',
  'Universal binary: native on both Apple Silicon and Intel.',
  'Requires macOS 13 or later.',
]);
/** The section headings (h2) that name a capability, and the hero's and sections' claims. */
const PEACH_CLAIMS = [
  'Two panels, driven by the keyboard',
  'The network is just another folder',
  'Archives you can walk into',
  'Search that actually finds it',
  'Real power tools, built in',
  'Built for macOS, not ported to it',
  'Extensible, with five kinds of plugins',
  'Make it yours',
  'An homage: the Norton Commander palette',
  'Norton Commander palette',
  'Themes',
  'Privacy',
  'macOS 13 or later',
  'Universal — Apple Silicon & Intel',
  'Open source, Apache 2.0',
  'Open source',
  'Free',
  'Universal binary',
  'Native on both Apple Silicon and Intel',
  ...withoutStops([
    'The fast, keyboard-driven, dual-panel file manager for macOS — one app that replaces a drawer full of file utilities.',
    'one app that replaces a drawer full of file utilities.',
    'The fast, keyboard-driven, dual-panel file manager for macOS',
    'Peach Commander puts two folders side by side and every operation under your fingertips.',
    'Copy with F5, move with F6, switch panels with Tab, and reach roughly 150 named commands without ever lifting your hands from the keyboard.',
    'It is built in the Total Commander tradition and made for people who move a lot of files — and it wires that workflow straight into the Mac you already use.',
    'Hit a remote server, crack open an archive, and rename a thousand files at once, all inside one native window.',
    'Source and target are always in view, and there is a command for everything.',
    'FTP, FTPS (explicit and implicit), SFTP/SCP over libssh2, WebDAV, and SOCKS5 proxying are all built in — remote servers browse, copy, and edit exactly like local directories.',
    'A wget-style HTTP(S) downloader with resume rounds it out.',
    'Zip, 7z, tar (.gz/.bz2/.xz), and rar open like directories: step inside, copy files out, pack new ones, or edit a zip in place — with AES-256 encryption and split volumes.',
    'Content and full-text search uses memory-mapped scanning — uncapped for local substring search — with regex, whole-word, hex, and encoding-aware modes.',
    'Filter by size, date, and attributes; search inside archives; tap into Spotlight; and save your searches as templates.',
    'Multi-rename with regex, counters, and a live preview.',
    'Directory synchronize and compare (text and hex).',
    'A duplicate finder, checksums (CRC32/MD5/SHA), split/combine, base64/uu/hex conversion, and a background transfer manager with pause, resume, and bandwidth limiting.',
    'Peach Commander is a native AppKit app that respects the platform end to end.',
    'There is even a built-in editor with syntax highlighting and "Open Terminal here" when you want it.',
    'Packers, file systems, viewers, content columns, and tools all plug in, and a distributable Swift/C SDK lets you write your own — you can even source-port Total Commander WCX/WFX/WLX/WDX plugins.',
    'A button bar with sub-bars, two keyboard schemes (TC-classic and macOS-native) plus full rebinding, custom colors, fonts, and themes, named workspaces, and INI-based configuration — including importing your existing wincmd.ini.',
    'Four themes ship in the box.',
    'Peach Commander is built to respect your data:',
  ]),
];
const PEACH_FEATURE_ITEMS = [
  ...cardForms(PEACH_CARDS),
  ...labelledForms(PEACH_GROUPS),
  ...labelledForms(PEACH_DIFFERENCES),
  ...labelledForms(PEACH_PRIVACY),
  ...PEACH_SCENARIOS,
  ...PEACH_CLAIMS,
];
const PEACH_TOPICS = [
  'Peach Commander',
  'file manager',
  'dual-panel file manager',
  'dual-pane file manager',
  'two-panel file manager',
  'orthodox file manager',
  'macOS',
  'Mac',
  'keyboard-driven',
  'keyboard shortcuts',
  'Total Commander',
  'Norton Commander',
  'Finder',
  'FTP',
  'FTPS',
  'SFTP',
  'SCP',
  'WebDAV',
  'SOCKS5',
  'archives',
  'zip',
  '7z',
  'tar',
  'rar',
  'AES-256',
  'search',
  'regex',
  'multi-rename',
  'batch rename',
  'synchronize',
  'compare',
  'duplicate finder',
  'checksums',
  'plugins',
  'SDK',
  'themes',
  'AppKit',
  'native',
  'Quick Look',
  'privacy',
  'no telemetry',
  'open source',
  'Apache 2.0',
  'productivity',
  'developers',
  'sysadmins',
  'power users',
  'file utilities',
  'GitHub',
];

const peachCommander: CorpusSite = {
  id: 'peach-commander-home',
  about:
    "real (Peach Commander's website home, docs/content/website/index.md, rendered): a keyboard-driven dual-panel file manager for macOS: a hero with the app icon, h1, tagline, download and GitHub buttons, six feature cards, eleven sections (who it is for, feature groups, how it differs from Finder, privacy), a download section",
  classes: ['real', 'single-page', 'held-out', 'features', 'usps', 'pricing', 'socials', 'logo', 'stage'],
  source: realSource('hkiam/PeachCommander', 'd2c333f6', 'docs/content/website/index.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('peach-commander-home/index.html') },
  expected: {
    name: 'Peach Commander',
    // "License: Apache 2.0 — free to use, modify and redistribute, including commercially.": free, in the product's
    // own words (the seventy-fourth round); "Open source, Apache 2.0" in the hero.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Peach Commander is currently a preview / pre-1.0 release", "not signed or notarized during the beta".
    stage: 'beta',
    // <img class="pc-hero__icon" src="assets/peachcommander-icon.png" alt="The Peach Commander app icon"> over the h1.
    logo_url: '{base}/assets/peachcommander-icon.png',
    demo_video_url: null,
    // A file manager: Productivity; its FTP/SFTP and developer audience make Developer Tools arguable.
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    // The six cards under the hero (h3 + text) are its features; the sections, feature groups and differences repeat
    // and extend them (may).
    features: { must: PEACH_CARDS.map(([title]) => title), may: PEACH_FEATURE_ITEMS },
    // "How it is different from Finder" and the privacy promises are reasons to choose it; all may.
    usps: { must: [], may: PEACH_FEATURE_ITEMS },
    tags: { must: [], may: PEACH_TOPICS },
    keywords: { must: [], may: PEACH_TOPICS },
    // No person is named.
    founders: [],
    // "View on GitHub" and "Source and issues: the GitHub repository": its repository. Releases, LICENSE and notices
    // are pages of it.
    socials: { github: 'https://github.com/hkiam/PeachCommander' },
    faqs: [],
  },
  // Norton Commander, Total Commander, Finder and Sparkle are other products the page names; "Auto-update via
  // Sparkle is planned" is work to come, no feature; "Distributed outside the App Store" states no price.
  forbidden: [
    'name=Norton Commander',
    'name=Total Commander',
    'name=Finder',
    'name=Sparkle',
    'features=Auto-update via Sparkle is planned but not yet enabled — for now, you update by downloading a new build.',
    'pricing_model=paid',
    'pricing_model=one-time',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- trawld (held out, a service)

/** "Built for security-conscious teams": four cards (h3 + text). */
const TRAWLD_CARDS: readonly (readonly [string, string])[] = [
  [
    'Passive project discovery',
    'The agent scans watched folders for package.json and requirements.txt. No code changes to your apps required.',
  ],
  [
    'OSV vulnerability matching',
    'Package versions are checked against the Open Source Vulnerability database with semver-range matching to catch indirect exposure.',
  ],
  [
    'Multi-machine fleet view',
    'Every enrolled machine reports to one dashboard. See cross-fleet exposure at a glance and drill into any machine instantly.',
  ],
  [
    'Auto-remediation queue',
    'One click sends a patch command back to the agent. It updates the package and reports the new version automatically.',
  ],
];
/** "Three steps to fleet coverage" (h3 + text). */
const TRAWLD_STEPS: readonly (readonly [string, string])[] = [
  [
    'Deploy the cloud brain',
    "One-click Vercel deploy. Point it at a MongoDB database and you're done - it serves the dashboard and accepts agent connections.",
  ],
  [
    'Install the agent',
    'Global npm package. The setup wizard chooses project folders, configures startup, and enrolls the machine with your cloud instance.',
  ],
  [
    'Open the dashboard',
    'Your machine appears in the fleet, packages are indexed, and vulnerabilities are matched against OSV. Live heartbeats keep status current.',
  ],
];
const TRAWLD_CLAIMS = [
  ...withoutStops([
    'trawld watches every machine on your team, scans packages against the OSV database, and surfaces vulnerable dependencies before they reach production.',
    'trawld monitors every machine on your team, scans packages against the OSV database, and surfaces vulnerable dependencies before they reach production.',
    'Works on Linux, macOS, and Windows.',
    'No app-level code changes required.',
    'Every feature ships by default.',
    'Nothing to configure beyond the initial setup.',
  ]),
  'Package vulnerability monitoring for developer fleets',
  'Three steps to fleet coverage',
  'Built for security-conscious teams',
  'Everything in one view',
  '1,200+ packages scanned per machine',
  '~15s heartbeat interval',
  'OSV vulnerability database',
  'npm + PyPI ecosystems supported',
  'open source',
  'Open source',
  'MIT License',
];
const TRAWLD_TOPICS = [
  'trawld',
  'package vulnerability monitoring',
  'vulnerability monitoring',
  'vulnerability scanning',
  'vulnerabilities',
  'vulnerable dependencies',
  'dependencies',
  'dependency scanning',
  'developer fleets',
  'fleet',
  'security',
  'supply chain security',
  'OSV',
  'Open Source Vulnerability database',
  'npm',
  'PyPI',
  'package.json',
  'requirements.txt',
  'semver',
  'agent',
  'dashboard',
  'auto-remediation',
  'remediation',
  'Vercel',
  'MongoDB',
  'Linux',
  'macOS',
  'Windows',
  'open source',
  'MIT',
  'developers',
  'teams',
  'GitHub',
];

const trawld: CorpusSite = {
  id: 'trawld-home',
  about:
    "real (trawld's landing page, landing/index.html, verbatim): a package-vulnerability monitoring service for developer fleets (a self-deployed cloud dashboard and an npm agent): a nav with a logo image, a hero h1 tagline, a terminal sample, four stats, three steps, four feature cards, a dashboard preview, a footer credit",
  classes: ['real', 'single-page', 'held-out', 'features', 'founders', 'socials', 'logo'],
  source: realSource('0-Shimanshu/trawld', '3ded4d5c', 'landing/index.html', VERBATIM),
  pages: { '/': realPage('trawld-home/index.html') },
  expected: {
    // "<title>trawld - Package vulnerability monitoring …", the nav's wordmark; the h1 is a tagline.
    name: 'trawld',
    // "open source · v1.0.0", "MIT License": no price stated (the twenty-third round).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "v1.0.0" is a version, no stage in words.
    stage: null,
    // <img class="nav-mark" src="assets/logo.png"> beside the wordmark (the declared favicon is the same file).
    logo_url: '{base}/assets/logo.png',
    demo_video_url: null,
    // Dependency-vulnerability monitoring for developers' machines: Developer Tools, Monitoring.
    categories: { must: [], may: ['Developer Tools', 'Monitoring'] },
    // The four cards under "// features" are its features; the steps say how it is set up (may).
    features: {
      must: TRAWLD_CARDS.map(([title]) => title),
      may: [...cardForms(TRAWLD_CARDS), ...cardForms(TRAWLD_STEPS), ...TRAWLD_CLAIMS],
    },
    usps: { must: [], may: [...cardForms(TRAWLD_CARDS), ...TRAWLD_CLAIMS] },
    tags: { must: [], may: TRAWLD_TOPICS },
    keywords: { must: [], may: TRAWLD_TOPICS },
    // "MIT License · built by Wahid Khan": the product's maker named (the fifty-seventh round's "made by <person>").
    founders: [{ name: 'Wahid Khan' }],
    // The nav's and footer's "GitHub" and "View on GitHub": its repository (under its maker's account; this copy of
    // the page is kept in a fork, 0-Shimanshu/trawld). The npm link is a package page, no account.
    socials: { github: 'https://github.com/Wahid7852/trawld' },
    faqs: [],
  },
  // The h1 is a tagline; OSV, Vercel and MongoDB are other products it uses; the dashboard preview's machine names and
  // vulnerable packages are sample data.
  forbidden: [
    'name=Package vulnerability monitoring for developer fleets',
    'name=OSV',
    'name=Vercel',
    'name=MongoDB',
    'founders=laptop-wahid',
    'lodash@4.17.20',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- mkenv (held out, a CLI)

/** "mkenv gives you:": bold-labelled items. */
const MKENV_GIVES = [
  'Auto-detection: Scans your project, detects runtimes (Node, Go, etc.), builds environment automatically. No configuration required.',
  'Isolated execution: Your LLM agents and npm install run inside the sandbox, not on your host.',
  'Localhost behavior: No port configuration, no host.docker.internal. Just use localhost as always.',
  "Blocked sensitive paths: Can't mount ~/.ssh, ~/.aws, ~/.docker, browser profiles, password managers, and many more - even accidentally.",
  'Pre-flight secret scan: Before starting, mkenv scans your project for .env files, API keys, private keys, and prompts you to confirm.',
  'Network audit: All traffic logged locally. System-critical ports blocked by default.',
  'Policy engine: Protects developers from accidental wrong moves. Teams can enforce their own rules — restrict tools, block ports, limit mount paths.',
];
/** "What makes mkenv environment hardened", and "HOW IS THIS DIFFERENT?" (bold label + text). */
const MKENV_HARDENED = withoutStops([
  'Runs as non-root user — no sudo in sandbox',
  'Runs as non-root user',
  'Shell history never stores tokens, keys, secrets',
  'Critical paths physically blocked from mounting (even if you try)',
  'Critical paths physically blocked from mounting',
  "Container destroyed on exit — compromised system can't persist",
  'Container destroyed on exit',
  'Only trusted base images used',
  'Dangerous actions require explicit approval (installing packages, mounting paths, accessing secrets)',
  'Dangerous actions require explicit approval',
  'Ports just work',
  'Run npm run dev inside the sandbox, access it at localhost:3000 in your browser.',
  'Bidirectional, on-demand, no configuration.',
  'Your workstation runs only Docker, a browser, and the mkenv binary.',
  'All dev tools, runtimes, and dependencies stay inside the container.',
]);
const MKENV_DIFFERENCES = [
  "vs Devcontainers: No Dockerfile or devcontainer.json to write. Ports bind dynamically without configuration. Security guardrails are built-in — you can't accidentally mount ~/.ssh even if you try.",
  'vs plain Docker: With Docker you build and maintain your environment from scratch, learning security quirks along the way. mkenv auto-detects your project, handles port forwarding bidirectionally, and bakes in security defaults. No Dockerfile to write or maintain.',
  'vs Nix/Devbox: Those manage your toolchain but run code on your host. mkenv runs everything in a container — actual isolation, not just reproducibility.',
  'vs all of them: mkenv has a policy engine. Developers are protected from accidental mistakes (mounting credentials, exposing dangerous ports). Teams can enforce their own rules. None of the alternatives have this built-in.',
  'Audit trail: mkenv logs everything — network connections, port bindings, package installs, system changes. Full audit trail stored locally. When something goes wrong, you know exactly what happened.',
];
const MKENV_CLAIMS = [
  ...withoutStops([
    'mkenv creates disposable Docker containers for your project.',
    'No port mapping — ports bind dynamically.',
    'No host.docker.internal — localhost just works.',
    'No Dockerfile to write — mkenv auto-detects your stack.',
    'Sensitive paths like ~/.ssh and ~/.aws are blocked from mounting.',
    'Your npm install, pip install, LLM agents, and builds run isolated.',
    'Your credentials stay on your host.',
    "It's a CLI that generates hardened Docker environments from your project, handling security configuration, port forwarding, and path blocking so you don't have to.",
    'mkenv aims to pay that cost for you.',
    'Most projects need zero configuration — mkenv auto-detects your stack.',
    'Customize project defaults without repeating command-line flags.',
    'Enforce security policies using policy.json.',
    'Control which tools can be used, restrict mount paths, and manage port access.',
    'mkenv will analyze your project, build a container, and drop you inside.',
    'Subsequent runs reuse cached dependencies.',
    'Platform Support: macOS, Linux, and Windows (via WSL).',
    'ELv2 keeps mkenv free for developers while preventing commercial exploitation.',
  ]),
  'Sandboxed dev environments that feel like localhost',
  'Disposable Dev Environments for Paranoid Devs',
  'Disposable dev environments',
  '.mkenv Configuration Files',
  'Policy Configuration',
  'Bricks',
  'Zero configuration',
  'Free',
];
const MKENV_ITEMS = [
  ...labelledForms(MKENV_GIVES),
  ...MKENV_HARDENED,
  ...labelledForms(MKENV_DIFFERENCES),
  ...MKENV_CLAIMS,
];
const MKENV_TOPICS = [
  'mkenv',
  'CLI',
  'command line',
  'Docker',
  'containers',
  'dev containers',
  'dev environments',
  'development environments',
  'disposable environments',
  'sandbox',
  'sandboxing',
  'isolation',
  'security',
  'supply chain attacks',
  'supply chain security',
  'credentials',
  'secrets',
  'localhost',
  'port forwarding',
  'policy engine',
  'network audit',
  'audit trail',
  'LLM agents',
  'AI agents',
  'npm',
  'pip',
  'Node',
  'Go',
  'Dockerfile',
  'devcontainers',
  'Homebrew',
  'macOS',
  'Linux',
  'Windows',
  'WSL',
  'Elastic License 2.0',
  'ELv2',
  'developers',
  'paranoid devs',
  'GitHub',
];

const mkenv: CorpusSite = {
  id: 'mkenv-sh-home',
  about:
    'real (mkenv.sh home, website/index.html, verbatim): a CLI that builds hardened, disposable Docker dev environments: a header logo image and nav, an early-stage warning, an h1 tagline, a problem list, a feature list ("mkenv gives you"), a hardening list, comparisons, configuration, installation, license (ELv2), an outro and footer',
  classes: ['real', 'single-page', 'held-out', 'features', 'usps', 'pricing', 'stage', 'socials', 'logo'],
  source: realSource('0xa1bed0/mkenv', '0ec3fe63', 'website/index.html', VERBATIM),
  pages: { '/': realPage('mkenv-sh-home/index.html') },
  expected: {
    // "<title>mkenv | Disposable Dev Environments …", "mkenv creates …"; the logo reads "mkenv.sh" (its domain as
    // its mark). Not the Rust crate of the same name (the sixty-eighth round's mkenv-readme), another product.
    name: ['mkenv', 'mkenv.sh'],
    // "ELv2 keeps mkenv free for developers while preventing commercial exploitation.": free, in its own words.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Early Stage Software: mkenv is experimental. Expect breaking changes, incomplete features, and occasional
    // instability. We're releasing early to gather feedback": an early release; alpha or beta.
    stage: ['alpha', 'beta'],
    // The header's <img src="./logo.svg?v=7" alt="mkenv logo">.
    logo_url: ['{base}/logo.svg?v=7', '{base}/logo.svg'],
    demo_video_url: null,
    // A CLI for developers' environments: Developer Tools.
    categories: { must: [], may: ['Developer Tools'] },
    // "mkenv gives you:": seven bold-labelled items; the hardening list and the comparisons repeat and extend them.
    features: {
      must: MKENV_GIVES.map((item) => item.split(':')[0]!),
      may: MKENV_ITEMS,
    },
    usps: { must: [], may: MKENV_ITEMS },
    tags: { must: [], may: MKENV_TOPICS },
    keywords: { must: [], may: MKENV_TOPICS },
    // "Built by paranoid devs" (a link to albedohq.com), "We're developers who got burned": no person named.
    founders: [],
    // The nav's "GitHub", "View on GitHub" and "Star mkenv on GitHub": its repository.
    socials: { github: 'https://github.com/0xa1bed0/mkenv' },
    // "WHAT IS MKENV?" and "HOW IS THIS DIFFERENT?" are section headings, no FAQ section.
    faqs: [],
  },
  // "THE PROBLEM" lists Docker's tradeoffs and real attacks: no feature or reason to choose it; Devcontainers, Docker,
  // Nix and Devbox are the alternatives it is compared with; the footer's vim joke links another site.
  forbidden: [
    'name=Sandboxed dev environments that feel like localhost',
    'name=Docker',
    'name=Devbox',
    'features=Ports need advance planning',
    "features=localhost doesn't work",
    'features=New languages to learn',
    'features=Docker security is its own field',
    'features=Setup complexity',
    'features=Tooling overhead',
    'features=XZ Utils Backdoor',
    'features=Shai-Hulud npm worm',
    'features=PyTorch dependency confusion',
    'usps=Ports need advance planning',
    'usps=Setup complexity',
    'usps=Tooling overhead',
    'iusevimbtw.com',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- Dexter (held out, Korean)

/** "함정을 아는, 도구." ("tools that know the traps"): four cards (label, h3, text). */
const DEXTER_CARDS: readonly (readonly [string, string])[] = [
  [
    '막힌 문을 열고 들어간다',
    'KRX는 2024–25년부터 익명 접근을 차단했습니다(로그아웃 처리). Dexter는 로그인 세션을 열고 티커를 ISIN으로 변환해 순보유잔고를 조회합니다.',
  ],
  [
    '5%룰의 사각지대를 메운다',
    '대량보유는 지분이 움직일 때만 공시됩니다. 수년째 안 움직인 지주사 지분은 안 뜨죠. 그래서 타법인출자현황(기말 스냅샷)을 1차 소스로 씁니다.',
  ],
  [
    '우선주를 따로 센다',
    '삼성전자우는 별도 상장 종목입니다. DCF Equity Value에서 우선주 시총을 차감하지 않으면 주당가치가 틀립니다. Dexter는 차감합니다.',
  ],
  [
    '전일가를 현재가로 착각하지 않는다',
    "밸류에이션 캐시엔 전일 종가가 섞이기 쉽습니다. 실시간 quote를 무캐시로 따로 불러, 장중에 전일가가 '현재가'로 새는 걸 막습니다.",
  ],
];
/** "모델이 아니라, 하네스가 다르다.": three steps (h3 + text). */
const DEXTER_STEPS: readonly (readonly [string, string])[] = [
  [
    '질문 라우팅',
    '시장 지정 불필요. 6자리 티커·한국어를 감지해 자동으로 한국 경로로 분기하고, 미국 종목은 같은 자리에서 비교합니다.',
  ],
  [
    '다중 출처 수집',
    '재무·수급·공매도·대량보유·컨센서스를 각 1차 API에서 끌어옵니다. 안전한 도구는 병렬, 상태형 도구는 직렬로.',
  ],
  ['교차 종합 · 인용', '수집한 결과를 하나의 thesis로 엮고, 각 숫자가 어느 출처에서 왔는지 함께 밝힙니다.'],
];
/** The five sources (name + what it gives). */
const DEXTER_SOURCES: readonly (readonly [string, string])[] = [
  ['DART 전자공시', '재무 · 공시 · 지배구조 · 타법인출자현황'],
  ['KRX Data Marketplace', '공매도 순보유잔고'],
  ['Naver 증권', '실시간 시세 · 외국인 · 목표주가 컨센서스'],
  ['한국은행 ECOS', '무위험금리 · 환율'],
  ['국민연금', 'data.go.kr · 연기금 보유 지분 스냅샷'],
];
const DEXTER_CLAIMS = [
  ...withoutStops([
    '뉴스 요약이 아닙니다.',
    '웹검색이 닿지 않는 공매도·연기금·지주사 지분까지 — DART·KRX·Naver·한국은행 ECOS·국민연금을 직접 호출해 하나의 투자 판단으로 엮고 인용과 함께 답합니다.',
    'DART·KRX·Naver·한국은행 ECOS·국민연금을 직접 호출해 흩어진 데이터를 하나의 투자 판단으로 엮는 한국 주식 전용 AI 리서치 에이전트.',
    '다른 국내 툴은 그들의 서버에서 도는 구독 서비스. Dexter는 구조가 다릅니다.',
    'Dexter는 구조가 다릅니다.',
    'Dexter는 오픈소스 에이전트 루프(virattt/dexter 포크) 위에서 돕니다 — 당신의 데스크탑에서, 당신의 키로 프런티어 LLM을 얹어서.',
    '도구도 스킬도 프롬프트도 전부 들여다보고 고칠 수 있는 코드입니다.',
    '필요한 데이터를 에이전트가 판단해 호출하고, 최대 10회 반복하며 교차 검증한 뒤 하나의 답으로 엮습니다.',
    '한국 시장 데이터엔 인사이더만 아는 사각지대가 있습니다. 그걸 이미 처리해뒀습니다.',
    '모두 공식 1차 소스. 키가 없어도 현재가·외국인 지분율은 바로 동작합니다.',
    '키가 없어도 현재가·외국인 지분율은 바로 동작합니다.',
    '밸류에이션에 들어가는 모든 입력이 출처 있는 값입니다.',
    '현재가·외국인 지분율은 키 없이 즉시 동작합니다.',
    '재무·공시·공매도·연기금은 해당 키를 넣으면 자동으로 켜집니다.',
    '우위는 "더 똑똑함"이 아니라 1차 출처 · 구조화 · 감사 가능 · 한국 튜닝에 있습니다.',
  ]),
  '내 데스크탑에서 도는 오픈 에이전트 루프',
  '한국 주식을, from the source.',
  '한국 주식을, 원문에서',
  '구독이 아니라, 당신의 에이전트.',
  '데이터 목록이 아니라, 깊이에서.',
  '모델이 아니라, 하네스가 다르다.',
  '함정을 아는, 도구.',
  '웹검색이 아니라, 원장을.',
  '판단을, 주입하지 않는다.',
  '키가 없어도, 바로 물어본다.',
  '5개 1차 데이터 출처',
  '11+ 한국 전용 도구',
  '6개 지원 LLM',
  '10× 최대 반복 루프',
  '내 데스크탑 · CLI에서 직접',
  '내 키로 프런티어 LLM — OpenAI · Anthropic · Google · xAI · Ollama',
  '오픈 포크 — 도구 · 스킬 · 프롬프트가 코드',
  '스킬은 마크다운 드롭인, 도구는 직접 추가',
  '구독 없음 — 이미 내는 LLM 키만',
  '구독 없음',
  'DCF · 지주사 SOTP · 주주환원 · 물적/인적분할 · 한·미 통합 비교 · 투자 메모',
  'DCF',
  '지주사 SOTP',
  '주주환원',
  '물적/인적분할',
  '한·미 통합 비교',
  '투자 메모',
  '한국 주식 리서치 에이전트',
  'CLI · Desktop · Bun · MIT',
  '1차 출처 · 구조화 · 감사 가능 · 한국 튜닝',
];
const DEXTER_ITEMS = [
  ...cardForms(DEXTER_CARDS),
  ...cardForms(DEXTER_STEPS),
  ...cardForms(DEXTER_SOURCES),
  ...DEXTER_SOURCES.map(([name, what]) => `${name} ${what}`),
  ...DEXTER_CLAIMS,
];
const DEXTER_TOPICS = [
  'Dexter',
  '한국 주식',
  '주식',
  '한국 주식 리서치',
  '리서치 에이전트',
  'AI 리서치 에이전트',
  'AI 에이전트',
  '에이전트',
  '투자',
  '투자 판단',
  '밸류에이션',
  'DCF',
  'SOTP',
  '지주사',
  '공매도',
  '연기금',
  '국민연금',
  '우선주',
  'DART',
  'KRX',
  'Naver',
  'Naver 증권',
  'ECOS',
  '한국은행',
  'LLM',
  '프런티어 LLM',
  '오픈소스',
  'open source',
  'MIT',
  'CLI',
  'Desktop',
  '데스크탑',
  'Bun',
  'Korean stocks',
  'stocks',
  'stock research',
  'investment research',
  'AI agent',
  'research agent',
  'valuation',
  'finance',
  'GitHub',
];

const dexter: CorpusSite = {
  id: 'dexter-korea-home-ko',
  about:
    "real (Dexter for Korean stocks, landing/index.html, Korean, verbatim): an AI research agent for Korean stocks that runs on the user's desktop with their own LLM key: a nav (inline SVG mark), a hero h1 tagline, stats, a comparison table, four example questions, three steps, four cards, five data sources, a trust ledger, a download call to action",
  classes: ['real', 'single-page', 'held-out', 'non-english', 'features', 'usps', 'socials'],
  source: realSource('0xSHKWON/dexter-with-korea', 'bc3fffae', 'landing/index.html', VERBATIM),
  pages: { '/': realPage('dexter-korea-home-ko/index.html') },
  expected: {
    // "<title>Dexter — 한국 주식을, 원문에서</title>", the nav's and footer's brand "Dexter".
    name: 'Dexter',
    // "비용: 매달 구독 (them) / 구독 없음 — 이미 내는 LLM 키만" ("no subscription — only the LLM key you already pay
    // for") and "MIT": no price is stated and the word free is not written; null (arguable, so "free" is not forbidden).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    // Korea is the market it researches, not where it is made.
    city: null,
    country: null,
    stage: null,
    // The brand mark is an inline SVG; no image and no declared icon.
    logo_url: null,
    demo_video_url: null,
    // Stock research for investors, an AI agent: Finance, AI.
    categories: { must: [], may: ['Finance', 'AI'] },
    // The four cards under "함정을 아는, 도구." are what it does that others do not; steps, sources and the comparison
    // rows are true too (may).
    features: { must: DEXTER_CARDS.map(([title]) => title), may: DEXTER_ITEMS },
    usps: { must: [], may: DEXTER_ITEMS },
    tags: { must: [], may: DEXTER_TOPICS },
    keywords: { must: [], may: DEXTER_TOPICS },
    founders: [],
    // The call to action's "GitHub" beside the download button links the open-source project it is a fork of
    // (virattt/dexter, named in the text as its base): the page's own GitHub link, accepted as its github.
    socials: { github: 'https://github.com/virattt/dexter' },
    // The "Q" lines are example questions a user asks the agent, no FAQ.
    faqs: [],
  },
  // The h1 is a tagline; the data sources and LLM vendors are other products; the example questions name listed
  // companies (Samsung Electronics, LG, EcoPro BM); "투자 조언이 아닙니다" is a disclaimer.
  forbidden: [
    'name=한국 주식을,',
    'name=한국 주식을, from the source.',
    'name=KRX',
    'name=DART',
    'name=Naver 증권',
    'name=삼성전자',
    'founders=virattt',
    'pricing_model=subscription',
    'pricing_model=paid',
  ],
};

export const REAL_HELD_OUT_SITES_NINETY_THIRD: readonly CorpusSite[] = [mbus, peachCommander, trawld, mkenv, dexter];
