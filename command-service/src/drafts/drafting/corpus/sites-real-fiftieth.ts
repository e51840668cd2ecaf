/**
 * Issue 34, fiftieth round: accounts linked in running text, logos by id and alt. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuning:
 * - roguemek-home: harbdog/roguemek at 7e7f25e8 (grails-app/views/index.gsp), verbatim (a Grails view, its GSP
 *   tags kept as they are, as Liquid and Nunjucks tags were): a browser game's front page, its features, how to
 *   play, and "About RogueMek": "RogueMek is open source … The source code is hosted on GitHub" (the repository).
 *
 * Held out (chosen, and its facts written, before the drafter first ran on it):
 * - logipedia-faq: Deducteam/Logipedia at 5d16793d (website/web/about/faq.php), verbatim (its PHP include of the
 *   header kept as it is): an encyclopedia of formal proofs' FAQ page, nine questions, the last answered
 *   "Logipedia is an open source project. You can find us on GitHub" (the repository). First run: 1.000 / 0.182
 *   (2 right, 0 wrong, 9 missed: every FAQ question, a Bootstrap accordion; its GitHub already kept).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- RogueMek (tuning)

const ROGUEMEK_FEATURES = [
  '2D Animated unit movement and weapons fire (no sound effects... yet)',
  'Player versus Player (PvP) game play (no PvE or Co-op... yet)',
  'Free For All/Team FFA game modes (no objectives... yet)',
  'Win/Loss and Kill/Death tracking (with front page leaderboard)',
  'Battle log recording (no replays... yet)',
  '90+ stock 3025 era Inner Sphere units and technology (no Clans or customization... yet)',
  '30+ maps to wage battle on (no custom boards... yet)',
  'RogueMek is a turn-based game that you can play in your web browser.',
  'RogueMek is an unofficial online web browser game based on the BattleTech board game, using shared assets created by MegaMek.',
  'RogueMek is open source, free software licensed under the GPL.',
  'You can create a Public or Private battle, the latter can only be joined by sending the link provided after creation',
];
const ROGUEMEK_FEATURE_FORMS = ROGUEMEK_FEATURES.flatMap((text) => [
  text,
  text.replace(/\.$/, ''),
  text.replace(/\s*\([^)]*\)$/, ''),
]);
const ROGUEMEK_TOPICS = [
  'RogueMek',
  'BattleTech',
  'MegaMek',
  'game',
  'games',
  'browser game',
  'turn-based game',
  'web browser',
  'PvP',
  'open source',
  'free software',
  'GPL',
  'battles',
  'maps',
  'units',
  'leaderboard',
];

const roguemek: CorpusSite = {
  id: 'roguemek-home',
  about:
    'real (RogueMek front page, a Grails view kept verbatim): a browser game, its features and how to play, "The source code is hosted on GitHub" in the about paragraph; the wiki and issue tracker linked inside the repository',
  classes: ['real', 'single-page', 'tuning', 'socials'],
  source: realSource('harbdog/roguemek', '7e7f25e8', 'grails-app/views/index.gsp', 'verbatim (GSP tags kept)'),
  pages: { '/': realPage('roguemek-home/index.html') },
  expected: {
    name: 'RogueMek',
    // "open source, free software licensed under the GPL": a licence, no word on price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "This release highlights …", "The prototype version of RogueMek can still be played": no stage stated.
    stage: null,
    // The page has no image of the product's mark (the layout's header is not kept).
    logo_url: null,
    demo_video_url: null,
    // A game: none of the directory's categories.
    categories: { must: [], may: [] },
    features: { must: [], may: ROGUEMEK_FEATURE_FORMS },
    usps: { must: [], may: ROGUEMEK_FEATURE_FORMS },
    tags: { must: [], may: ROGUEMEK_TOPICS },
    keywords: { must: [], may: ROGUEMEK_TOPICS },
    founders: [],
    // "The source code is hosted on GitHub": the product's own repository, linked in its about paragraph (as
    // DuckDB's "source code can be found here"). The wiki and the issue tracker are inside it.
    socials: { github: 'https://github.com/harbdog/roguemek' },
    faqs: [],
  },
  // The board game and the makers of the shared assets are not the product; the repository's wiki and issues
  // are no profile.
  forbidden: [
    'name=BattleTech',
    'name=MegaMek',
    'name=MiniMek',
    'founders=MegaMek',
    'megamek.info',
    'minimek.sourceforge.net',
    'bg.battletech.com',
    'github.com/harbdog/roguemek/issues',
    'github.com/harbdog/roguemek/wiki',
  ],
};

export const REAL_TUNING_SITES_FIFTIETH: readonly CorpusSite[] = [roguemek];

// ---------------------------------------------------------------- Logipedia (held out)

const LOGIPEDIA_FAQS = [
  'What is the field "Theory"?',
  'What is the field "Main Dependencies"?',
  'What is a Constant?',
  'What is a Type Operator?',
  'Why theorems use so many axioms?',
  'Why is there no Makefile when I download a file?',
  'Can I add my system into Logipedia?',
  'Can I add new proofs into Logipedia?',
  'How can I contribute to Logipedia?',
];
const LOGIPEDIA_CLAIMS = [
  'Logipedia is an encyclopedia of proofs expressed in any theory defined in Dedukti.',
  'Currently, all proofs are expressed in the same theory: STTForall.',
  'Logipedia does not use the notion of inductive types nor recursive function.',
  'Hence, inductive types and recursive functions are axiomatized.',
  'Logipedia is an open source project.',
  'The theory of a theorem is the set of constants, axioms, and definitions needed to prove this theorem.',
];
const LOGIPEDIA_CLAIM_FORMS = LOGIPEDIA_CLAIMS.flatMap((text) => [text, text.replace(/\.$/, '')]);
const LOGIPEDIA_TOPICS = [
  'Logipedia',
  'Dedukti',
  'STTForall',
  'proofs',
  'theorems',
  'axioms',
  'theory',
  'encyclopedia',
  'open source',
  'type operator',
  'constants',
  'inductive types',
  'formal proofs',
];

const logipedia: CorpusSite = {
  id: 'logipedia-faq',
  about:
    'real (Logipedia\'s FAQ page, PHP kept verbatim): nine questions on an encyclopedia of formal proofs, two people to contact, "You can find us on GitHub" in the last answer',
  classes: ['real', 'single-page', 'held-out', 'faqs', 'socials'],
  source: realSource('Deducteam/Logipedia', '5d16793d', 'website/web/about/faq.php', 'verbatim (PHP include kept)'),
  pages: { '/': realPage('logipedia-faq/index.html') },
  expected: {
    name: 'Logipedia',
    // "an open source project": no word on price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No image on the page (the header is an include not kept).
    logo_url: null,
    demo_video_url: null,
    // An encyclopedia of proofs: none of the directory's categories.
    categories: { must: [], may: [] },
    features: { must: [], may: LOGIPEDIA_CLAIM_FORMS },
    usps: { must: [], may: LOGIPEDIA_CLAIM_FORMS },
    tags: { must: [], may: LOGIPEDIA_TOPICS },
    keywords: { must: [], may: LOGIPEDIA_TOPICS },
    // "contact Gilles Dowek and François Thiré": people to contact, no founding word.
    founders: [],
    // "Logipedia is an open source project. You can find us on GitHub": the product's own repository.
    socials: { github: 'https://github.com/Deducteam/Logipedia' },
    faqs: LOGIPEDIA_FAQS,
  },
  // The proof checker and the theory are not the product; the paper is no account.
  forbidden: ['name=Dedukti', 'name=STTForall', 'arxiv.org', 'pricing_model=paid'],
};

export const REAL_HELD_OUT_SITES_FIFTIETH: readonly CorpusSite[] = [logipedia];
