/**
 * Issue 34, hundred-and-tenth round: features precision — items of lists that are not the product's capabilities
 * proposed as features: set-up steps (a numbered list of "Download …", "Copy …", "Import …", "Compile …") and a
 * changelog ("## Changelog" over "v0.0.1: Very raw first version of the plugin"). Filled by the round: the pages tuned
 * on, and one for one the real pages held out (chosen, and their facts written from the page, before the drafter
 * first ran on them; only the page's headings and lists were looked at while choosing, to see that a page shows the
 * class).
 *
 * Each README is kept in its repository at the commit and rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * Tuned on:
 * - hamburgers-home (the hundredth round's tuning page, sites-real-hundredth.ts): "## Sass" over a numbered list of
 *   five set-up steps ("Download and unzip the source code from Github.", "Copy the files from the _sass/hamburgers
 *   directory into your project.", …), drafted as its features.
 * - yellowtextrails-readme: stefanvermaas/yellow-text-rails at 6ae755c0 (README.md): the h1 "YellowText - Rails",
 *   "Editing text shouldn't be a pain. …", "## Installation", "## Usage" (three bold "Step" paragraphs), "## Beer-ware
 *   license", "## Changelog" (three version items: "v0.0.1: Very raw first version of the plugin", …), "##
 *   Contributing" (five numbered steps). No features heading. Its three changelog items are not drafted as features
 *   (the drafter's first list wants four items): a page that guards the rules' recall, not their reach.
 * - ng2adminlte-readme: TwanoO67/ng2-admin-lte at 9c4684b6 (README.md): the h1 "ng2-admin-lte", "Bootstraping of
 *   Angular2 with AdminLTE dashboard template", installation and development commands, "## Changelog 13/10/2016"
 *   (four items: "Updated to Angular 2.1", "Fix: Build issues, rigth nav issue", …), "## Specific Components" (the App
 *   Header's four boxes), models, services, Beerpay. No features heading. Chosen after yellowtextrails-readme's first
 *   run showed its changelog too short to be drafted; while choosing, only the drafter's features on it were looked
 *   at (its changelog's four items), then its facts were written before its eval run.
 *
 * Held out (the drafter is not changed for them; chosen after the pages above, before any ran):
 * - commithook-readme: andkirby/commithook at 3b238811 (README.md): the h1 "CommitHOOKs", "The main purpose of this
 *   project is checking coding standards.", a Gitter badge, "## OS environment", "## Release notes" (a "Last beta"
 *   line, "v2.x-dev" with seven sub-items, then "v1.8.0 Improved …" down to "v1.2.2 Bugfix for case: …"). No features
 *   heading.
 * - upsmonitor-readme: ColasNahaboo/ups-monitor.sh at 5ccf3e64 (README.md): the h1 "ups-monitor.sh", "A robust Linux
 *   Bash script designed for NUT (Network UPS Tools) …", "## Features" (six bold-labelled items, the first over three
 *   battery levels), "## Prerequisites", "## Installation" (numbered steps), configuration, "#### Limitations", "##
 *   Logging", "## Testing" (numbered steps), "## License", "## Release Notes" (eight "v1.3.1 2026-02-26 …" items).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_PRICE = ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'];

// ---------------------------------------------------------------- YellowText - Rails (tuning)

const YELLOWTEXT_TOPICS = [
  'text editor',
  'text editing',
  'editor',
  'WYSIWYG',
  'jQuery',
  'jQuery plugin',
  'plugin',
  'Rails',
  'Ruby on Rails',
  'gem',
  'Ruby',
  'JavaScript',
];

const yellowtextrails: CorpusSite = {
  id: 'yellowtextrails-readme',
  about:
    'YellowText - Rails\' README: the h1 "YellowText - Rails", "Editing text shouldn\'t be a pain. It should be simple. It should be pretty. With Yellow Text it is.", a lightweight jQuery text editor plugin for Rails, installation, usage steps, a Beer-ware license, "## Changelog" (three version items), contributing steps; no features heading.',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('stefanvermaas/yellow-text-rails', '6ae755c0', 'README.md', RENDERED),
  pages: { '/': realPage('yellowtextrails-readme/index.html') },
  expected: {
    name: ['YellowText - Rails', 'YellowText', 'Yellow Text', 'yellow-text-rails', 'YellowText Rails'],
    // A Beer-ware license ("you can buy me a beer in return"): no price and no "free" in words.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image is a screenshot of the editor, no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity', 'Writing Assistants'] },
    // The page states no feature list: the "Changelog" items are versions ("v0.0.1: Very raw first version of the
    // plugin"), the "Contributing" items steps (this round's class). What the editor is may stand.
    features: {
      must: [],
      may: ['The text editor only contains the most basic functions you need for editing text.'],
    },
    usps: {
      must: [],
      may: [
        "Editing text shouldn't be a pain. It should be simple. It should be pretty. With Yellow Text it is.",
        'This lightweight jQuery plugin can be used to make your text editing proces a lot easier and more fun.',
        'The text editor only contains the most basic functions you need for editing text.',
      ],
    },
    tags: { must: [], may: YELLOWTEXT_TOPICS },
    keywords: { must: [], may: YELLOWTEXT_TOPICS },
    // No maker named on the page (the plugin's repository is linked, its owner not named).
    founders: [],
    // "For more information about the plugin, you should check the official repo": the plugin's repository, the
    // product this gem packages.
    socials: { github: 'https://github.com/stefanvermaas/yellow-text' },
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- ng2-admin-lte (tuning)

/** "### App Header": the 'box' widgets it includes for the top navigation. */
const NG2ADMINLTE_WIDGETS = ['Messages Box', 'Notification Box', 'Tasks Box', 'User box'];
const NG2ADMINLTE_TOPICS = [
  'Angular',
  'Angular2',
  'Angular 2',
  'AdminLTE',
  'admin dashboard',
  'dashboard',
  'dashboard template',
  'admin template',
  'template',
  'Bootstrap',
  'ng2-bootstrap',
  'angular-cli',
  'TypeScript',
  'widgets',
];

const ng2adminlte: CorpusSite = {
  id: 'ng2adminlte-readme',
  about:
    'ng2-admin-lte\'s README: the h1 "ng2-admin-lte", a Gitter badge, "Bootstraping of Angular2 with AdminLTE dashboard template", a preview image, "## Installation" (npm commands), "## Developpement" (ng commands), "## Changelog 13/10/2016" (four items: "Updated to Angular 2.1", …), components from ng2-bootstrap, "## Specific Components" (the App Header\'s four boxes and the aside menu), models, services, "## Support on Beerpay"; no features heading.',
  classes: ['real', 'tuning', 'single-page', 'features', 'readme'],
  source: realSource('TwanoO67/ng2-admin-lte', '9c4684b6', 'README.md', RENDERED),
  pages: { '/': realPage('ng2adminlte-readme/index.html') },
  expected: {
    name: ['ng2-admin-lte', 'ng2 admin lte'],
    // No price; "Help me out for a couple of :beers:!" on Beerpay asks a gift, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The preview is AdminLTE's screenshot, no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    // The page states no feature list: the "Changelog 13/10/2016" items are what a version changed ("Updated to
    // Angular 2.1", "Fix: Build issues, rigth nav issue": this round's class); the header's widgets may stand.
    features: { must: [], may: NG2ADMINLTE_WIDGETS },
    usps: { must: [], may: ['Bootstraping of Angular2 with AdminLTE dashboard template'] },
    tags: { must: [], may: NG2ADMINLTE_TOPICS },
    keywords: { must: [], may: NG2ADMINLTE_TOPICS },
    founders: [],
    // The badge's Gitter room, "Join the chat at https://gitter.im/TwanoO67/ng2-admin-lte".
    socials: { custom: 'https://gitter.im/TwanoO67/ng2-admin-lte' },
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

export const REAL_TUNING_SITES_HUNDRED_AND_TENTH: readonly CorpusSite[] = [yellowtextrails, ng2adminlte];

// ---------------------------------------------------------------- CommitHOOKs (held out)

const COMMITHOOK_TOPICS = [
  'git',
  'git hooks',
  'commit hooks',
  'pre-commit',
  'commit message',
  'coding standards',
  'code validation',
  'code quality',
  'linter',
  'PHP',
  'JIRA',
  'GitHub',
  'Composer',
];

const commithook: CorpusSite = {
  id: 'commithook-readme',
  about:
    'CommitHOOKs\' README: the h1 "CommitHOOKs", a Gitter badge, "The main purpose of this project is checking coding standards.", a Travis badge, wiki and wizard links, "## OS environment" (tested on Windows in GIT Bash), "## Release notes" (a last-beta line, "v2.x-dev" with seven "Added …" sub-items, then versions v1.8.0 down to v1.2.2, each with what changed); no features heading.',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('andkirby/commithook', '3b238811', 'README.md', RENDERED),
  pages: { '/': realPage('commithook-readme/index.html') },
  expected: {
    name: ['CommitHOOKs', 'CommitHooks', 'commithook', 'CommitHOOK'],
    // No price or licence stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // The page states no feature list: the "Release notes" items are what each version changed ("v1.6.9 Fixed
    // generating paths on install hook files into a project.", this round's class); what it is for may stand.
    features: {
      must: [],
      may: ['The main purpose of this project is checking coding standards.', 'checking coding standards'],
    },
    usps: { must: [], may: ['The main purpose of this project is checking coding standards.'] },
    tags: { must: [], may: COMMITHOOK_TOPICS },
    keywords: { must: [], may: COMMITHOOK_TOPICS },
    founders: [],
    // The badge's Gitter room (the repository is linked only by relative links: "../../wiki", "../../issues/new").
    socials: { custom: 'https://gitter.im/andkirby/commithook' },
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

// ---------------------------------------------------------------- ups-monitor.sh (held out)

/** "## Features": six bold-labelled items. */
const UPSMONITOR_FEATURES = [
  'Configuration File: Change these (and more) in the optional /etc/ups-monitor.conf to override settings without modifying the main script.',
  'AVR Tracking: Special handling for TRIM (overvoltage) and BOOST (undervoltage) events, logging the exact input voltage during these fluctuations.',
  'Email Alerts: Sends notifications for power loss, staged shutdowns, and power restoration. Logs everything in /var/log/ups-monitor/',
  'Dry-Run Mode: If /tmp/NOUPSMON exists, the script logs actions but does not actually send shutdown commands or kill power.',
  'Log Management: Automatically rotates logs monthly and includes a clean command to prune old history.',
];
/** The first item, "Staged Shutdown Logic:", over its three battery levels. */
const UPSMONITOR_STAGED = [
  'Staged Shutdown Logic:',
  'Staged Shutdown Logic',
  '90% Battery: Shuts down non-critical "First" servers (e.g., storage, backups).',
  '80% Battery: Shuts down "Extra" servers.',
  '20% Battery: Shuts down the monitoring host and places the UPS in standby to conserve battery while ensuring it automatically wakes up when power returns.',
];
const UPSMONITOR_TOPICS = [
  'UPS',
  'NUT',
  'Network UPS Tools',
  'shutdown',
  'staged shutdown',
  'power outage',
  'power outages',
  'Bash',
  'bash script',
  'Linux',
  'Eaton',
  'systemd',
  'SSH',
  'monitoring',
  'homelab',
  'email alerts',
];

const upsmonitor: CorpusSite = {
  id: 'upsmonitor-readme',
  about:
    'ups-monitor.sh\'s README: the h1 "ups-monitor.sh", "A robust Linux Bash script designed for NUT (Network UPS Tools) to manage staged shutdowns during power outages.", a diagram, "## Features" (six bold-labelled items), prerequisites, numbered installation steps, configuration (shutdown options, other actions, "#### Limitations"), upgrade, logging, numbered testing steps, "MIT License - (c) 2026 Colas Nahaboo.", "## Release Notes" (eight "v1.3.1 2026-02-26 …" items).',
  classes: ['real', 'held-out', 'single-page', 'features', 'readme'],
  source: realSource('ColasNahaboo/ups-monitor.sh', '5ccf3e64', 'README.md', RENDERED),
  pages: { '/': realPage('upsmonitor-readme/index.html') },
  expected: {
    name: ['ups-monitor.sh', 'ups-monitor', 'UPS Monitor'],
    // "MIT License … do whatever you want with this": a licence, no price and no "free" in words.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening image is a diagram of a typical setup, no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'IT Management', 'Monitoring'] },
    // "## Features"; the "Release Notes" items ("v1.2.1 2026-02-22 Bug fix: …") and the numbered installation and
    // testing steps are no features (this round's class).
    features: { must: UPSMONITOR_FEATURES, may: UPSMONITOR_STAGED },
    usps: {
      must: [],
      may: [
        ...UPSMONITOR_FEATURES,
        ...UPSMONITOR_STAGED,
        'A robust Linux Bash script designed for NUT (Network UPS Tools) to manage staged shutdowns during power outages.',
      ],
    },
    tags: { must: [], may: UPSMONITOR_TOPICS },
    keywords: { must: [], may: UPSMONITOR_TOPICS },
    // "MIT License - (c) 2026 Colas Nahaboo.": a copyright holder, no founder stated (the corpus's convention).
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [...NO_PRICE],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TENTH: readonly CorpusSite[] = [commithook, upsmonitor];
