/**
 * Issue 34, hundred-and-seventeenth round: features recall — a features lead-in that closes a longer paragraph ("Aseprite
 * is a program to create animated sprites. Its main features are:", "…. Along these lines, some of the main features
 * are:") over the list of features, with no features heading: the paragraph as a whole is no lead-in (a sentence about
 * the product comes first), so the list was missed. Tuned on the seventy-sixth round's mipgo-readme (already in the
 * corpus) and Aseprite's README (new); held out: Cortex's and CSAF's READMEs. Filled by the round: the pages tuned on, and one for
 * one the real pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is kept in its repository at the commit, rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * - aseprite-readme: aseprite/aseprite at d586b3f3 (README.md): "## Introduction", "**Aseprite** is a program to create
 *   animated sprites. Its main features are:" over fifteen features and a "More features & tips" link.
 * - f3-cortex-readme: ikkez/f3-cortex at 47d25969 (readme.md): the logo, "Cortex is a multi-engine ActiveRecord ORM / ODM
 *   that offers easy object persistence. Some of its main features are:" over eleven items, then a long API reference.
 * - csaf-readme: GaloisInc/csaf at c90a7346 (README.md): "CSAF is a framework to minimize the effort required to
 *   evaluate, implement, and **verify** controller design … Its key features are:" over four items. Chosen, and its facts
 *   written, after the rule was written (before the drafter first ran on it).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

// ---------------------------------------------------------------- Aseprite (tuning)
const ASEPRITE_FEATURES = [
  'Sprites are composed of layers & frames as separated concepts.',
  'Support for color profiles and different color modes: RGBA, Indexed (palettes up to 256 colors), Grayscale.',
  'Animation facilities, with real-time preview and onion skinning.',
  'Export/import animations to/from sprite sheets, GIF files, or sequence of PNG files (and FLC, FLI, JPG, BMP, PCX, TGA).',
  'Multiple editors support.',
  'Layer groups for organizing your work, and reference layers for rotoscoping.',
  'Pixel-art specific tools like Pixel Perfect freehand mode, Shading ink, Custom Brushes, Outlines, Wide Pixels, etc.',
  'Other special drawing tools like Pressure sensitivity, Symmetry Tool, Stroke and Fill selection, Gradients.',
  'Tiled mode useful to draw patterns and textures.',
  'Transform multiple frames/layers at the same time.',
  'Lua scripting capabilities.',
  'CLI - Command Line Interface to automatize tasks.',
  'Quick Reference / Cheat Sheet keyboard shortcuts (customizable keys and mouse wheel).',
  'Reopen closed files and recover data in case of crash.',
  'Undo/Redo for every operation and support for non-linear undo.',
];
const ASEPRITE_TOPICS = ['Aseprite', 'animated sprites', 'sprites', 'pixel art', 'animation', 'sprite sheets', 'Lua'];

const aseprite: CorpusSite = {
  id: 'aseprite-readme',
  about:
    'real (Aseprite\'s README): badges, "## Introduction", "**Aseprite** is a program to create animated sprites. Its main features are:" over its features, then Issues, Support (an email and social networks), Authors, Credits and License',
  classes: ['real', 'tuning', 'single-page', 'readme', 'features'],
  source: realSource('aseprite/aseprite', 'd586b3f3', 'README.md', RENDERED),
  pages: { '/': realPage('aseprite-readme/index.html') },
  expected: {
    name: 'Aseprite',
    // An EULA, an educational licence on request and Steam's terms: no price is stated on the page.
    pricing_model: null,
    founded_year: null,
    // "Official support: support@aseprite.org".
    contact_email: 'support@aseprite.org',
    city: null,
    country: null,
    stage: null,
    // Badges only: no logo.
    logo_url: null,
    // A YouTube link on one feature ("Tiled mode") shows that feature, not the product.
    demo_video_url: null,
    categories: { must: [], may: ['Design', 'Developer Tools', 'Productivity'] },
    // The fifteen items the lead-in introduces, each whole; the last item, "More features & tips", is a link onward.
    features: { must: ASEPRITE_FEATURES },
    usps: { must: [], may: ASEPRITE_FEATURES },
    tags: { must: [], may: ASEPRITE_TOPICS },
    keywords: { must: [], may: ASEPRITE_TOPICS },
    // "Aseprite is being developed by Igara Studio:" and three people: an organisation develops it; the page calls
    // no one its founder.
    founders: [],
    // "Social networks and community-driven places": Twitter, Facebook, YouTube, Instagram; the Discord server.
    socials: {
      x: 'https://twitter.com/aseprite/',
      facebook: 'https://facebook.com/aseprite/',
      youtube: 'https://www.youtube.com/user/aseprite',
      instagram: 'https://www.instagram.com/aseprite/',
      custom: 'https://discord.gg/Yb2CeX8',
    },
    faqs: [],
  },
  forbidden: ['pricing_model=free'],
};

export const REAL_TUNING_SITES_HUNDRED_AND_SEVENTEENTH: readonly CorpusSite[] = [aseprite];

// ---------------------------------------------------------------- Cortex (held out)
const CORTEX_FEATURES = [
  'It handles SQL, Jig and MongoDB database engines',
  'Write queries in well-known SQL Syntax, they can be translated to Jig and Mongo',
  'automated SQL table creation and column extension from defined schema configurations',
  'Easy prototyping with the SQL Fluid Mode, which makes your RDBMS schema-less and adds new table columns automatically',
  'Support for models and collections',
  'Relationships: link multiple models together to one-to-one, one-to-many and many-to-many associations',
  'smart-loading of related models (intelligent lazy and eager-loading with zero configuration)',
  'useful methods for nested filtering through relations',
  'lots of event handlers and custom setter / getter preprocessors for all fields',
  'define default values and nullable fields for NoSQL',
];
const CORTEX_TOPICS = [
  'Cortex',
  'ORM',
  'ODM',
  'ActiveRecord',
  'data mapper',
  'PHP',
  'Fat-Free Framework',
  'MongoDB',
  'SQL',
];

const cortex: CorpusSite = {
  id: 'f3-cortex-readme',
  about:
    'real (Cortex\'s README): the logo, "A general purpose Data-Mapper for the PHP Fat-Free Framework", "Cortex is a multi-engine ActiveRecord ORM / ODM that offers easy object persistence. Some of its main features are:" over its list, then a table of contents and a long API reference',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('ikkez/f3-cortex', '47d25969', 'readme.md', RENDERED),
  pages: { '/': realPage('f3-cortex-readme/index.html') },
  expected: {
    name: 'Cortex',
    // "GPLv3" and a "buy me a Beer" donation button: a licence and a donation, no price.
    pricing_model: null,
    founded_year: null,
    // The examples' "jacky@email.com" is sample data.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The page opens with the product's icon, alt "Cortex".
    logo_url: 'https://ikkez.de/linked/cortex_icon.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Databases'] },
    // The ten items the lead-in introduces, whole; "additional validation plugin available" is another repository's
    // plugin (may).
    features: { must: CORTEX_FEATURES, may: ['additional validation plugin available'] },
    usps: { must: [], may: [...CORTEX_FEATURES, 'additional validation plugin available'] },
    tags: { must: [], may: CORTEX_TOPICS },
    keywords: { must: [], may: CORTEX_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The examples' names and addresses are sample data; the donation is no price.
  forbidden: ['contact_email=jacky@email.com', 'founders=Johnny English', 'pricing_model=paid'],
};

// ---------------------------------------------------------------- CSAF (held out)
const CSAF_FEATURES = [
  'Component based controller design',
  'Native support for python and C language executables',
  'Compatibility with external hardware and software processes',
  'Ease of deployment',
];
const CSAF_TOPICS = ['CSAF', 'control systems', 'controller design', 'F-16', 'F16', 'simulation', 'Jupyter', 'Docker'];

const csaf: CorpusSite = {
  id: 'csaf-readme',
  about:
    'real (CSAF\'s README): "# Control Systems Analysis Framework (CSAF)", a table of contents, "CSAF is a framework to minimize the effort required to evaluate, implement, and **verify** controller design … Its key features are:" over four items, then install, examples, CLI help, licensing and a DARPA acknowledgment',
  classes: ['real', 'held-out', 'single-page', 'readme', 'features'],
  source: realSource('GaloisInc/csaf', 'c90a7346', 'README.md', RENDERED),
  pages: { '/': realPage('csaf-readme/index.html') },
  expected: {
    // The page calls the product "CSAF" throughout; the h1 spells it out.
    name: 'CSAF',
    // BSD and GPL licences: no price stated.
    pricing_model: null,
    // "© 2021 Galois, Inc.": a copyright line, no founding.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // A CI badge and diagrams: no logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    // The four items the lead-in introduces, whole.
    features: { must: CSAF_FEATURES },
    usps: { must: [], may: CSAF_FEATURES },
    tags: { must: [], may: CSAF_TOPICS },
    keywords: { must: [], may: CSAF_TOPICS },
    // Galois, Inc. holds the copyright: an organisation, no founder named.
    founders: [],
    socials: {},
    faqs: [],
  },
  // DARPA and the United States Air Force funded the work: no founder, no place of the product's.
  forbidden: ['founders=DARPA', 'pricing_model=paid'],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_SEVENTEENTH: readonly CorpusSite[] = [cortex, csaf];
