/**
 * Issue 34, eighty-fourth round: pricing_model on open-source products, and money given that is no price — a
 * patron's pledge on Patreon ("… on Patreon … for as little as $1 a month") drafted as the product's price. Filled by
 * the round: the page tuned on, and one for one the real page held out (chosen, and their facts written from the
 * page, before the drafter first ran on them).
 *
 * Each page is rendered by markdown-it (html and linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - feri-readme: nightmode/feri at 13384b58 (README.md): a build tool for web files; "## Support": "Help support this
 *   project on Patreon. … All for as little as $1 a month."
 *
 * Held out (the drafter is not changed for it; chosen with the page above, before any ran):
 * - 0xterm-home: allocmemory/0xTermSite (content/_index.md, the index's stored version holding "## Donate"; the
 *   index names no commit for it, the Zola front matter dropped): a Mac terminal's home page; "0xTerm is free and
 *   built in my own time. If it's useful to you, you can back it on Patreon for $1, $2.50 or $5 a month, …".
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const FERI_TOPICS = [
  'build tool',
  'web files',
  'clean',
  'build',
  'watch',
  'command line',
  'API',
  'concatenate',
  'HTML',
  'CSS',
  'JavaScript',
  'Markdown',
  'multilingual',
  'Node',
  'npm',
  'minify',
  'include files',
  'custom build task',
];

const feri: CorpusSite = {
  id: 'feri-readme',
  about:
    'real (nightmode/feri README): an easy to use build tool for web files; features, core concepts, install, and "## Support": "Help support this project on Patreon. … All for as little as $1 a month."',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'readme'],
  source: realSource('nightmode/feri', '13384b58', 'README.md', RENDERED),
  pages: { '/': realPage('feri-readme/index.html') },
  expected: {
    name: 'Feri',
    // No price of the product: "as little as $1 a month" is a patron's pledge on Patreon, no plan of Feri's.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The README opens with Feri the ferret, its mascot (an image opening a README is its mark: seventy-seventh round).
    logo_url: 'https://raw.githubusercontent.com/nightmode/feri/master/images/feri-the-ferret.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: {
      must: [
        'Clean, Build, and Watch',
        'Command Line and API',
        'Concatenate',
        'GIF, JPG, PNG, and SVG',
        'HTML, CSS, and JavaScript',
        'Linux, macOS, and Windows',
        'Markdown',
        'Multilingual',
      ],
      may: [],
    },
    usps: { must: [], may: [] },
    tags: { must: [], may: FERI_TOPICS },
    keywords: { must: [], may: FERI_TOPICS },
    // "MIT © Kai Nightmode": the licence's holder, not stated as its maker.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=one-time', 'pricing_model=freemium'],
};

const XTERM_TOPICS = [
  'terminal',
  'Mac',
  'macOS',
  'GPU',
  'file search',
  'file viewer',
  'file tree',
  'Rust',
  'shell',
  'Markdown',
  'Mermaid',
];

const xterm: CorpusSite = {
  id: '0xterm-home',
  about:
    'real (allocmemory/0xTermSite home page): a minimal GPU-drawn terminal for the Mac; what it is, why, how to use it, no build yet, and "## Donate": "0xTerm is free and built in my own time. If it\'s useful to you, you can back it on Patreon for $1, $2.50 or $5 a month, or any amount you choose."',
  classes: ['real', 'single-page', 'pricing'],
  source: realSource('allocmemory/0xTermSite', 'eb2f83b0', 'content/_index.md', RENDERED),
  pages: { '/': realPage('0xterm-home/index.html') },
  expected: {
    name: '0xTerm',
    // "0xTerm is free and built in my own time."; the Patreon pledges are donations, no price.
    pricing_model: 'free',
    founded_year: null,
    contact_email: 'allocx@mailbox.org',
    city: null,
    country: null,
    // "There is no build yet. 0xTerm is in development, working toward v0.1."
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    // The page's text, as rendered: its inline code marks are no text (written with backticks at first: a slip).
    features: {
      must: [
        'The file tree follows your shell. cd and it moves with you.',
        '⌘-click a path:line in any output and the file opens at that line.',
        'Markdown renders beside the shell, Mermaid diagrams included, and updates as you save.',
        'Drag a file from the tree onto the terminal and its path is typed for you.',
      ],
      may: [],
    },
    usps: { must: [], may: [] },
    tags: { must: [], may: XTERM_TOPICS },
    keywords: { must: [], may: XTERM_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=one-time', 'pricing_model=freemium'],
};

export const REAL_TUNING_SITES_EIGHTY_FOURTH: readonly CorpusSite[] = [feri];

export const REAL_HELD_OUT_SITES_EIGHTY_FOURTH: readonly CorpusSite[] = [xterm];
