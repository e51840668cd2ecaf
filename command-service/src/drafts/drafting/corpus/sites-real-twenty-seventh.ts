/**
 * Issue 34, twenty-seventh round: the forbidden-fact classes left: people's own links in other card layouts, page-kind titles beyond about and imprint, a word in passing taken for a category. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is kept verbatim in real/<id>/: a content page's markdown at the commit, its front matter dropped
 * (a site generator does not print it), rendered by markdown-it (html and linkify on) in a bare page whose
 * title is the page's (its front matter's title, else its first heading; AstroNvim's head title
 * "Acknowledgements").
 *
 * Tuned on:
 * - eleventy-credits: 11ty/11ty-website at d85ca0a4 (src/docs/credits.md), titled "Credits": thanks to code
 *   contributors, the project's GitHub organisation ("a bunch more repos too"), supporters, Discord.
 * - astronvim-acknowledgements: AstroNvim/docs at 67a5fee6 (src/content/docs/acknowledgements.mdx), titled
 *   "Acknowledgements": other projects' repositories thanked "that made the development of AstroNvim possible".
 * - popgen-community: BioJulia/PopGen.jl at b45714a7 (docs/docs/gettingstarted/community.md), titled "Community":
 *   a Slack workspace, community standards, the package ecosystem's repositories, ways to contribute.
 *
 * Held out (the drafter is not changed for them):
 * - twofauth-credits: Bubka/2FAuth-Docs at e39adcaa (docs/credits.md), titled "Credits": "2FAuth is actively
 *   developed by Bubka", a contributor's GitHub, the frameworks and libraries it is built on.
 * - semblage-community: 7BIndustries/semblage-docs at 92956885 (docs/community.md), titled "Community": the
 *   project's mailing list and forum, contribution and translation notes, the author's Patreon / Liberapay.
 * - croner-donations: Hexagon/croner at 713ee721 (docs/src/sponsors.md), titled "Donations": "Croner was founded
 *   and is actively maintained by Hexagon", GitHub Sponsors tiers. Added one for one with popgen-community.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED } from './corpus-site.ts';

const none = { must: [] };

const eleventy: CorpusSite = {
  id: 'eleventy-credits',
  about: "real (11ty.dev credits): a page titled 'Credits', the project's GitHub organisation, thanks to contributors",
  classes: ['real', 'single-page', 'docs', 'socials'],
  source: realSource('11ty/11ty-website', 'd85ca0a4', 'src/docs/credits.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('eleventy-credits/index.html') },
  expected: {
    // The page never says what the product is: its title is the page's kind ("Eleventy core" in passing).
    name: null,
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: ['open source', 'contributors'] },
    keywords: { must: [], may: ['open source', 'contributors'] },
    founders: [],
    // "We have a bunch more repos too": the project's own organisation.
    socials: { github: 'https://github.com/11ty' },
    faqs: [],
  },
  forbidden: ['name=Credits'],
};

const astronvim: CorpusSite = {
  id: 'astronvim-acknowledgements',
  about:
    "real (AstroNvim docs acknowledgements): a page titled 'Acknowledgements', other projects' repositories thanked",
  classes: ['real', 'single-page', 'docs', 'socials'],
  source: realSource('AstroNvim/docs', '67a5fee6', 'src/content/docs/acknowledgements.mdx', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('astronvim-acknowledgements/index.html') },
  expected: {
    // "that made the development of AstroNvim possible": named in passing; the title is the page's kind.
    name: null,
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: none,
    usps: none,
    tags: { must: [], may: ['neovim'] },
    keywords: { must: [], may: ['neovim'] },
    founders: [],
    // NvChad, LunarVim, CosmicNvim: other projects thanked.
    socials: {},
    faqs: [],
  },
  forbidden: [
    'name=Acknowledgements',
    'https://github.com/NvChad/NvChad',
    'https://github.com/NvChad',
    'https://github.com/LunarVim',
    'https://github.com/CosmicNvim/CosmicNvim',
    'https://github.com/CosmicNvim',
  ],
};

const popgen: CorpusSite = {
  id: 'popgen-community',
  about:
    "real (PopGen.jl docs community page): a page titled 'Community', a Slack workspace, the package ecosystem's repositories, ways to contribute",
  classes: ['real', 'single-page', 'docs', 'socials'],
  source: realSource('BioJulia/PopGen.jl', 'b45714a7', 'docs/docs/gettingstarted/community.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('popgen-community/index.html') },
  expected: {
    // "The PopGen.jl community", "PopGen.jl: The general toolset …" in a list: the title is the page's kind.
    name: null,
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: ['open source', 'Julia', 'population genetics'] },
    keywords: { must: [], may: ['open source', 'population genetics'] },
    // "the co-creators of the package": unnamed.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Community', 'founders=Pavel', 'founders=Betty White'],
};

export const REAL_TUNING_SITES_TWENTY_SEVENTH: readonly CorpusSite[] = [eleventy, astronvim, popgen];

const twofauth: CorpusSite = {
  id: 'twofauth-credits',
  about: "real (2FAuth docs credits): a page titled 'Credits', its developer, a contributor, the libraries it uses",
  classes: ['real', 'single-page', 'docs', 'socials', 'team'],
  source: realSource('Bubka/2FAuth-Docs', 'e39adcaa', 'docs/credits.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('twofauth-credits/index.html') },
  expected: {
    // "2FAuth is actively developed by Bubka": named, never said what it is; the title is the page's kind.
    name: null,
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Security'] },
    features: none,
    usps: none,
    tags: { must: [], may: ['open source', 'Laravel', 'Vue.js'] },
    keywords: { must: [], may: ['open source'] },
    // "actively developed by Bubka": a developer, no founding said.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'name=Credits',
    'founders=Quentin McGow',
    'https://github.com/qdm12',
    'https://github.com/Spomky-Labs/otphp',
    'https://github.com/chillerlan/php-qrcode',
    'https://github.com/khanamiryan/php-qrcode-detector-decoder',
    'https://github.com/gruhn/vue-qrcode-reader',
    'https://github.com/Wikiki/bulma-checkradio',
  ],
};

const semblage: CorpusSite = {
  id: 'semblage-community',
  about:
    "real (Semblage docs community page): a page titled 'Community', a mailing list and forum, the author's sponsor pages",
  classes: ['real', 'single-page', 'docs', 'socials', 'categories'],
  source: realSource('7BIndustries/semblage-docs', '92956885', 'docs/community.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('semblage-community/index.html') },
  expected: {
    // "the community that will form around Semblage": named, never said what it is; the title is the page's kind.
    name: null,
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: ['open source', 'Godot', 'Python'] },
    keywords: { must: [], may: ['open source'] },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'name=Community',
    'https://github.com/touilleMan/godot-python',
    'https://github.com/lightsoutgames/godot-accessibility',
    'https://www.python.org/psf/codeofconduct/',
  ],
};

const croner: CorpusSite = {
  id: 'croner-donations',
  about:
    "real (Croner docs sponsors page): a page titled 'Donations', 'Croner was founded and is actively maintained by Hexagon', GitHub Sponsors tiers",
  classes: ['real', 'single-page', 'docs', 'socials', 'founders'],
  source: realSource('Hexagon/croner', '713ee721', 'docs/src/sponsors.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('croner-donations/index.html') },
  expected: {
    // "Croner was founded and is actively maintained by Hexagon"; the title is the page's kind.
    name: 'Croner',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: ['open source', 'sponsorship'] },
    keywords: { must: [], may: ['open source', 'sponsorship'] },
    // "founded … by Hexagon": the founder, by handle.
    founders: [{ name: 'Hexagon' }],
    socials: {},
    faqs: [],
  },
  // The founder's own GitHub account is no account of the product's.
  forbidden: ['name=Donations', 'name=Supporting Croner through Sponsorship', 'https://github.com/Hexagon'],
};

export const REAL_HELD_OUT_SITES_TWENTY_SEVENTH: readonly CorpusSite[] = [twofauth, semblage, croner];
