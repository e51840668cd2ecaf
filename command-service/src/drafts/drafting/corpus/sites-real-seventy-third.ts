/**
 * Issue 34, seventy-third round: socials — the product's own source repository linked by a label that calls the
 * reader to it ("Github Repo", "Fork me on GitHub") in the page's body, missed as its GitHub account. Filled by the
 * round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the page,
 * before the drafter first ran on them).
 *
 * Tuning:
 * - cmder-home: cmderdev/cmder at 523cbc5e (index.html, the project's home page of 2015), verbatim: a portable
 *   console emulator for Windows: a header with its logo and pitch, three cards, a download section whose first line
 *   is "Github Repo (for issues/requests/sauce)", installation steps, keyboard shortcuts, notes; "Other
 *   documentations" links the upstream projects (Conemu, Clink, msysgit's repository); a footer byline.
 *
 * Held out:
 * - ladda-home: hakimel/Ladda at 02229ad9 (site/index.html), verbatim: a UI concept's demo home page (buttons with
 *   built-in loading indicators): an h1 and one paragraph, sixteen demo buttons under their style's name, a footer
 *   crediting its author ("by Hakim El Hattab / @hakimel") and a "Fork me on GitHub" ribbon (a picture whose alt
 *   says so) linking its repository.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

/** A card's title, its text, and both joined as "Title: text" (how a drafter may write a card). */
const cardForms = (cards: readonly (readonly [string, string])[]) =>
  cards.flatMap(([title, text]) => [title, text, `${title}: ${text}`, text.replace(/\.$/, '')]);

// ---------------------------------------------------------------- cmder (tuning)

const CMDER_CARDS: readonly (readonly [string, string])[] = [
  [
    'With help of the best',
    'Think about cmder more as a software package than a separate app. All the magic is happening through Conemu. With enhancements from Clink.',
  ],
  [
    'Total portability',
    'Carry it with you on USB stick or in Cloud. So your settings, aliases and history can go anywhere you go. You will not see that ugly Windows prompt ever again.',
  ],
  [
    'Git and others',
    'Oooh yes! If you decide to use the slightly bigger msysgit version, you will have all Unix commands ready in PATH so that you can git init or cat instantly on every machine.',
  ],
];
const CMDER_CLAIMS = [
  'Portable console emulator for Windows',
  'Cmder is a software package created out of pure frustration over the absence of nice console emulators on Windows.',
  'It is based on amazing software, and spiced up with the Monokai color scheme and a custom prompt layout.',
  'Looking sexy from the start.',
  'Carry it with you on USB stick or in Cloud.',
  'So your settings, aliases and history can go anywhere you go.',
  'You will not see that ugly Windows prompt ever again.',
  'There is simple support for aliases.',
  'Global Summon from taskbar',
  'Preferences (Or right click on title bar)',
  'New tab dialog (maybe you want to open cmd as admin?)',
  'Close tab',
  'Fast new tab',
  'Fullscreen',
  'Traverse up in directory structure (lovely feature!)',
  'Traverse text as usual on Windows',
  'History search',
  'Select and copy text from buffer',
  'Paste text',
  'Tab manipulation',
  'Shell',
  'Aliases',
  'PowerShell',
  'Keyboard shortcuts',
];
const CMDER_TOPICS = [
  'cmder',
  'Cmder',
  'console emulator',
  'console',
  'terminal',
  'Windows',
  'portable',
  'portability',
  'Conemu',
  'Clink',
  'msysgit',
  'Git',
  'Unix commands',
  'PowerShell',
  'aliases',
  'keyboard shortcuts',
  'Monokai',
  'shell',
];

const cmder: CorpusSite = {
  id: 'cmder-home',
  about:
    'real (cmder.net home 2015, verbatim): a portable console emulator for Windows: a header logo and pitch, three cards, a download section opening with "Github Repo (for issues/requests/sauce)", installation, keyboard shortcuts, notes linking the upstream projects (msysgit\'s repository among them), a footer byline',
  classes: ['real', 'single-page', 'tuning', 'socials', 'features', 'logo'],
  source: realSource('cmderdev/cmder', '523cbc5e', 'index.html', VERBATIM),
  pages: { '/': realPage('cmder-home/index.html') },
  expected: {
    // The title "cmder | Console Emulator"; the text writes it "Cmder" too.
    name: ['cmder', 'Cmder'],
    // Downloads, no price stated.
    pricing_model: null,
    // "Samuel Vasko ~ sometime in 2013": a byline's date, as a copyright line, no founding.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header's logo image.
    logo_url: '{base}/img/logo.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    // Three cards (h4 + p).
    features: {
      must: ['Total portability', 'Git and others'],
      may: [...cardForms(CMDER_CARDS), ...CMDER_CLAIMS],
    },
    usps: { must: [], may: [...cardForms(CMDER_CARDS), ...CMDER_CLAIMS] },
    tags: { must: [], may: CMDER_TOPICS },
    keywords: { must: [], may: CMDER_TOPICS },
    // A byline ("Samuel Vasko ~ sometime in 2013") names the maker, no founding role.
    founders: [],
    // "Github Repo (for issues/requests/sauce)": the product's repository (bliker/cmder, where it lived in 2015).
    socials: { github: 'https://github.com/bliker/cmder' },
    faqs: [],
  },
  // msysgit's repository is an upstream project's ("Unix tools on windows ~ msysgit"), no account of the product's;
  // the pitch is no name.
  forbidden: ['github.com/msysgit', 'name=Portable console emulator for Windows', 'name=Console Emulator'],
};

// ---------------------------------------------------------------- Ladda (held out)

const LADDA_STYLES = [
  'expand-left',
  'expand-right',
  'expand-up',
  'expand-down',
  'contract',
  'contract-overlay',
  'zoom-in',
  'zoom-out',
  'slide-left',
  'slide-right',
  'slide-up',
  'slide-down',
  'Extra Small',
  'Small',
  'Large',
  'Extra Large',
];
const LADDA_CLAIMS = [
  'A UI concept which merges loading indicators into the action that invoked them.',
  'A UI concept which merges loading indicators into the action that invoked them',
  'Primarily intended for use with forms where it gives users immediate feedback upon submit rather than leaving them wondering while the browser does its thing.',
  'Buttons with built-in loading indicators',
];
const LADDA_TOPICS = [
  'Ladda',
  'UI',
  'UI concept',
  'loading indicators',
  'loading indicator',
  'buttons',
  'button',
  'forms',
  'feedback',
  'progress',
];

const ladda: CorpusSite = {
  id: 'ladda-home',
  about:
    'real (Ladda demo home, verbatim): a UI concept (buttons with built-in loading indicators): an h1 and one paragraph, sixteen demo buttons under their style\'s name, a footer crediting its author and his Twitter, a "Fork me on GitHub" ribbon picture linking its repository',
  classes: ['real', 'single-page', 'held-out', 'socials'],
  source: realSource('hakimel/Ladda', '02229ad9', 'site/index.html', VERBATIM),
  pages: { '/': realPage('ladda-home/index.html') },
  expected: {
    name: 'Ladda',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No picture of its own (the ribbon is GitHub's).
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    // A demo of its styles and sizes, no list of features; its one paragraph's claims.
    features: { must: [], may: [...LADDA_STYLES, ...LADDA_CLAIMS] },
    usps: { must: [], may: LADDA_CLAIMS },
    tags: { must: [], may: LADDA_TOPICS },
    keywords: { must: [], may: LADDA_TOPICS },
    // "by Hakim El Hattab / @hakimel": an author's credit, no founding role.
    founders: [],
    // The "Fork me on GitHub" ribbon: its repository. The footer's @hakimel is its author's own account (the
    // fifty-first round's WezTerm call: an author's personal profile is no account of the product's).
    socials: { github: 'https://github.com/hakimel/Ladda' },
    faqs: [],
  },
  // The example site it names ("check out any of the forms on slides.com") is no account or name of its.
  forbidden: ['name=slides.com'],
};

export const REAL_TUNING_SITES_SEVENTY_THIRD: readonly CorpusSite[] = [cmder];

export const REAL_HELD_OUT_SITES_SEVENTY_THIRD: readonly CorpusSite[] = [ladda];
