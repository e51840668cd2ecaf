/**
 * Issue 34, fiftieth round: accounts linked in running text, logos by id and alt. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuning:
 * - roguemek-home: harbdog/roguemek at 7e7f25e8 (grails-app/views/index.gsp), verbatim (a Grails view, its GSP
 *   tags kept as they are, as Liquid and Nunjucks tags were): a browser game's front page, its features, how to
 *   play, and "About RogueMek": "RogueMek is open source … The source code is hosted on GitHub" (the repository).
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
export const REAL_HELD_OUT_SITES_FIFTIETH: readonly CorpusSite[] = [];
