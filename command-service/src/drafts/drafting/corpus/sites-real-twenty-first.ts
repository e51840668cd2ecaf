/**
 * Issue 34, twenty-first round: people and links on about and team pages (a member’s own accounts, roles beside a founding title, page-kind titles, imprint addresses). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is kept verbatim in real/<id>/: a content page's markdown at the commit, its front matter dropped
 * (a site generator does not print it; MarkBind's is a <frontmatter> element), rendered by markdown-it (html
 * and linkify on) in a bare page whose title is the page's (LightGroove's one liquid tag, `{{ site.repository }}`,
 * replaced by the value its _config.yml gives Jekyll).
 *
 * Tuned on:
 * - markbind-about: MarkBind/markbind at 36426c70 (docs/about.md): "MarkBind is a project based in National
 *   University of Singapore", the project's GitHub, then its mentors, dev team and past members each linked to
 *   their own GitHub / LinkedIn / home page, and an all-contributors table of the same.
 * - lightgroove-imprint: oliverbyte/lightgroove at 815beed7 (website/_pages/imprint.md): a page titled "Legal
 *   Notice", an address block (name, street, postcode + city, country on separate lines), "info@… (No support!)".
 *
 * Held out (the drafter is not changed for them):
 * - writingbits-imprint: Faltenreich/faltenreich.github.io at 203608ab (imprint.md): a page titled "Imprint", a
 *   one-paragraph address block (name, street, postcode + city, country on separate lines), a contact e-mail.
 * - tenup-oss-credits: 10up/Open-Source-Best-Practices at 857bfa2c (CREDITS.md): maintainers and contributors
 *   each linked to their own GitHub, references linked to other organisations' repositories.
 * - homebrew-readme: Homebrew/brew at aad366ff (README.md): "Follow Homebrew on Mastodon, Bluesky, X", its
 *   leader, maintainers and sponsors each linked to their own GitHub in sentences, "originally created by
 *   Max Howell". Added one for one with the invented tuning trap quillfeather (sites-twenty-first-traps.ts).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED } from './corpus-site.ts';

const none = { must: [] };

// Every link of the page to a person: a member's GitHub, LinkedIn or home page (the team list and the
// all-contributors table).
const MARKBIND_PERSONAL: string[] = [
  'http://esswhyy.github.io',
  'http://tim-siu.github.io',
  'http://www.comp.nus.edu.sg/~damithch',
  'http://www.jovyntan.com',
  'http://www.lesterong.com',
  'http://www.linkedin.com/in/gerteck',
  'https://bandism.net/',
  'https://github.com/AgentHagu',
  'https://github.com/Ashleeey1224',
  'https://github.com/Chng-Zhi-Xuan',
  'https://github.com/EltonGohJH',
  'https://github.com/Gisonrg',
  'https://github.com/Guflly',
  'https://github.com/Harjun751',
  'https://github.com/IanCheah',
  'https://github.com/Incogdino',
  'https://github.com/KevinEyo1',
  'https://github.com/LamJiuFong',
  'https://github.com/MoshiMoshiMochi',
  'https://github.com/NaincyKumariKnoldus',
  'https://github.com/SPWwj',
  'https://github.com/Tejas2805',
  'https://github.com/WillCWX',
  'https://github.com/Yvad60',
  'https://github.com/acjh',
  'https://github.com/alyip98',
  'https://github.com/amad-person',
  'https://github.com/ang-zeyu',
  'https://github.com/anubh-v',
  'https://github.com/bchenghi',
  'https://github.com/benluiwj',
  'https://github.com/bibhu107',
  'https://github.com/c00kie123',
  'https://github.com/calvintanwj',
  'https://github.com/charandeepsinghb',
  'https://github.com/crphang',
  'https://github.com/danielbrzn',
  'https://github.com/dvrylc',
  'https://github.com/eeliana',
  'https://github.com/elroygohjy',
  'https://github.com/hcwong',
  'https://github.com/itsyme',
  'https://github.com/jamos-tay',
  'https://github.com/jingting1412',
  'https://github.com/jonahtanjz',
  'https://github.com/kaixin-hc',
  'https://github.com/kimberlyohq',
  'https://github.com/le0tan',
  'https://github.com/lhw-1',
  'https://github.com/lntutor',
  'https://github.com/luminousleek',
  'https://github.com/luyangkenneth',
  'https://github.com/marvinchin',
  'https://github.com/nbriannl',
  'https://github.com/nicholaschuayunzhi',
  'https://github.com/nightcityblade',
  'https://github.com/nusjzx',
  'https://github.com/ong6',
  'https://github.com/openorclose',
  'https://github.com/petermonky',
  'https://github.com/pr4aveen',
  'https://github.com/rachx',
  'https://github.com/riyadh-h',
  'https://github.com/ryoarmanda',
  'https://github.com/samuelfangjw',
  'https://github.com/seah-minlong',
  'https://github.com/thomastanck',
  'https://github.com/vig42',
  'https://github.com/weiquu',
  'https://github.com/wxwxwxwx9',
  'https://github.com/yamgent',
  'https://github.com/yash-chowdhary',
  'https://github.com/yihao03',
  'https://github.com/yiwen101',
  'https://github.com/yucheng11122017',
  'https://github.com/yyccbb',
  'https://github.com/zlimez',
  'https://jmestxr.github.io/my-portfolio/',
  'https://jyl123.github.io/',
  'https://kendrickang.github.io/me/',
  'https://linkedin.com/in/aaronlah/',
  'https://madanalogy.dev/',
  'https://morninglit.github.io/Portfolio2/',
  'https://nicholaschuayunzhi.github.io/',
  'https://raysonkoh.com/',
  'https://resumednh.netlify.app/',
  'https://sijie123.com/',
  'https://tlylt.github.io/',
  'https://weasyl.com/~parclytaxel',
  'https://www.beyondthesprawl.com/',
  'https://www.comp.nus.edu.sg/~damithch/',
  'https://www.github.com/Harjun751',
  'https://www.github.com/IanCheah',
  'https://www.github.com/Parcly-Taxel',
  'https://www.github.com/Tejas2805',
  'https://www.github.com/Tim-Siu',
  'https://www.github.com/Xenonym',
  'https://www.github.com/alyip98',
  'https://www.github.com/amad-person',
  'https://www.github.com/ang-zeyu',
  'https://www.github.com/crphang',
  'https://www.github.com/dvrylc',
  'https://www.github.com/gerteck',
  'https://www.github.com/hcwong',
  'https://www.github.com/jonahtanjz',
  'https://www.github.com/jovyntls',
  'https://www.github.com/kaixin-hc',
  'https://www.github.com/kimberlyohq',
  'https://www.github.com/le0tan',
  'https://www.github.com/lhw-1',
  'https://www.github.com/madanalogy',
  'https://www.github.com/marvinchin',
  'https://www.github.com/nbriannl',
  'https://www.github.com/ong6',
  'https://www.github.com/openorclose',
  'https://www.github.com/raysonkoh',
  'https://www.github.com/ryoarmanda',
  'https://www.github.com/sijie123',
  'https://www.github.com/tlylt',
  'https://www.github.com/wxwxwxwx9',
  'https://www.github.com/yash-chowdhary',
  'https://www.github.com/yihao03',
  'https://www.github.com/yyccbb',
  'https://www.linkedin.com/in/david-limantara/',
  'https://www.linkedin.com/in/dominiclimkj/',
  'https://www.linkedin.com/in/luyangkenneth/',
  'https://www.tawatawashi.com/',
  'https://www.yamgent.com/',
  'https://www.zhongjun.me/',
];

const markbind: CorpusSite = {
  id: 'markbind-about',
  about:
    "real (markbind.org about): 'based in National University of Singapore', the project's GitHub, a dev team and past members each linked to their own GitHub / LinkedIn / home page",
  classes: ['real', 'single-page', 'about', 'team', 'socials', 'places'],
  source: realSource('MarkBind/markbind', '36426c70', 'docs/about.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('markbind-about/index.html') },
  expected: {
    name: 'MarkBind',
    pricing_model: null,
    // "Founding Member … for Aug 2016" is a member's role, not the product's founding.
    founded_year: null,
    // "`nusoss` at `nus.edu.sg`": spelled out, no address to take.
    contact_email: null,
    // "a project based in National University of Singapore".
    city: 'Singapore',
    country: 'SG',
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: none,
    usps: none,
    tags: { must: [], may: ['open source', 'education', 'contributors', 'NUS'] },
    keywords: { must: [], may: ['open source', 'education', 'contributors'] },
    // Mentors, team leads, senior devs and a "Founding Member" of the dev team: no founder of the product.
    founders: [],
    // "Visit the MarkBind project on GitHub".
    socials: { github: 'https://github.com/MarkBind/markbind' },
    faqs: [],
  },
  forbidden: [...MARKBIND_PERSONAL, 'founders=Damith C. Rajapakse', 'founders=Chan Ger Teck'],
};

const lightgroove: CorpusSite = {
  id: 'lightgroove-imprint',
  about:
    "real (LightGroove legal notice): a page titled 'Legal Notice', an address block whose city line follows the street, 'info@… (No support!)'",
  classes: ['real', 'single-page', 'imprint', 'contact', 'places'],
  source: realSource('oliverbyte/lightgroove', '815beed7', 'website/_pages/imprint.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('lightgroove-imprint/index.html') },
  expected: {
    // The page never names the product: its title is the page's kind.
    name: null,
    pricing_model: null,
    founded_year: null,
    // The legal notice's address (not for support, still the site's address, as OctoPrint's).
    contact_email: 'info@OliverByte.de',
    // "Sophie-Scholl-Str. 51 / 45721 Haltern am See / Germany".
    city: 'Haltern am See',
    country: 'DE',
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: ['open source', 'AGPL-3.0'] },
    keywords: { must: [], may: ['open source'] },
    // "Name: O. Baltz": the person responsible, no founding role.
    founders: [],
    // "The source code is available on GitHub": the project's own repository.
    socials: { github: 'https://github.com/oliverbyte/lightgroove' },
    faqs: [],
  },
  forbidden: [
    'name=Legal Notice',
    'name=Legal Notice (Impressum)',
    'name=Impressum',
    'city=Sophie-Scholl-Str',
    'city=Sophie-Scholl-Str. 51',
    'founders=O. Baltz',
  ],
};

export const REAL_TUNING_SITES_TWENTY_FIRST: readonly CorpusSite[] = [markbind, lightgroove];

const writingbits: CorpusSite = {
  id: 'writingbits-imprint',
  about: "real (writingbits.de imprint): a page titled 'Imprint', a one-paragraph address block, a contact e-mail",
  classes: ['real', 'single-page', 'imprint', 'contact', 'places'],
  source: realSource('Faltenreich/faltenreich.github.io', '203608ab', 'imprint.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('writingbits-imprint/index.html') },
  expected: {
    // The page never names the site: its title is the page's kind.
    name: null,
    pricing_model: null,
    founded_year: null,
    // Under "Contact": the site's address.
    contact_email: 'philipp.fahlteich@gmail.com',
    // "Breitenbergstraße 29 / 86842 Türkheim / Germany".
    city: 'Türkheim',
    country: 'DE',
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: none,
    keywords: none,
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Imprint', 'city=Breitenbergstraße', 'city=Breitenbergstraße 29', 'founders=Philipp Fahlteich'],
};

const TENUP_PERSONAL = [
  'https://github.com/jeffpaul',
  'https://github.com/helen',
  'https://github.com/adamsilverstein',
  'https://github.com/jeckman',
  'https://github.com/johnwatkins0',
  'https://github.com/benlk',
  'https://formidable.com/blog/author/lauren-eastridge/',
];

const tenup: CorpusSite = {
  id: 'tenup-oss-credits',
  about:
    "real (10up Open Source Best Practices credits): maintainers and contributors linked to their own GitHub, references to other organisations' repositories",
  classes: ['real', 'single-page', 'team', 'socials'],
  source: realSource(
    '10up/Open-Source-Best-Practices',
    '857bfa2c',
    'CREDITS.md',
    'rendered by markdown-it, html and linkify on',
  ),
  pages: { '/': realPage('tenup-oss-credits/index.html') },
  expected: {
    // "this repository": the page never names the project; its title is the page's kind.
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
    tags: { must: [], may: ['open source', 'maintainers', 'contributors'] },
    keywords: { must: [], may: ['open source'] },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The people's own accounts; the referenced organisations' repositories and sites.
  forbidden: [
    ...TENUP_PERSONAL,
    'https://github.com/github/opensource.guide',
    'https://github.com/todogroup/todogroup.github.io/blob/master/LICENSE',
    'https://github.com/github/opensource.guide/blob/main/LICENSE',
    'name=Credits',
    'founders=Jeffrey Paul',
  ],
};

// Every person's or sponsor's GitHub the README links (maintainers, the creator, sponsors).
const HOMEBREW_OTHERS: string[] = [
  'https://github.com/MikeMcQuaid',
  'https://github.com/bevanjkay',
  'https://github.com/carlocab',
  'https://github.com/issyl0',
  'https://github.com/krehel',
  'https://github.com/cho-m',
  'https://github.com/MikeMcQuaid',
  'https://github.com/nandahkrishna',
  'https://github.com/p-linnane',
  'https://github.com/chenrui333',
  'https://github.com/ZhongRuoyu',
  'https://github.com/samford',
  'https://github.com/SMillerDev',
  'https://github.com/andrew',
  'https://github.com/botantony',
  'https://github.com/Bo98',
  'https://github.com/branchv',
  'https://github.com/alebcay',
  'https://github.com/daeho-ro',
  'https://github.com/dduugg',
  'https://github.com/dtrodrigues',
  'https://github.com/fxcoudert',
  'https://github.com/khipp',
  'https://github.com/reitermarkus',
  'https://github.com/iMichka',
  'https://github.com/Rylan12',
  'https://github.com/stefanb',
  'https://github.com/Moisan',
  'https://github.com/woodruffw',
  'https://github.com/mxcl',
  'https://github.com/joshuabaer',
  'https://github.com/ydnar',
  'https://github.com/Codecademy',
  'https://github.com/icanbwell',
  'https://github.com/Workbrew',
  'https://github.com/github',
  'https://github.com/customink',
  'https://github.com/SAP',
];

const homebrew: CorpusSite = {
  id: 'homebrew-readme',
  about:
    "real (Homebrew's README): 'Follow Homebrew on Mastodon, Bluesky, X', then its project leader, lead maintainers, maintainers and sponsors each linked to their own GitHub, 'originally created by Max Howell'",
  classes: ['real', 'single-page', 'readme', 'team', 'founders', 'socials'],
  source: realSource('Homebrew/brew', 'aad366ff', 'README.md', 'rendered by markdown-it, html and linkify on'),
  pages: { '/': realPage('homebrew-readme/index.html') },
  expected: {
    name: 'Homebrew',
    // "a non-profit project run entirely by volunteers": no price, no free plan in words.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    // An animated GIF of a terminal, no video.
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: none,
    usps: none,
    tags: {
      must: [],
      may: ['package manager', 'macOS', 'Linux', 'open source', 'formulae', 'casks', 'non-profit', 'brew'],
    },
    keywords: { must: [], may: ['package manager', 'formulae', 'casks', 'brew', 'Homebrew'] },
    // "Homebrew was originally created by Max Howell" (no title beside it).
    founders: [{ name: 'Max Howell' }],
    // "Follow Homebrew on Mastodon, Bluesky, 𝕏 (Twitter)"; the badges and "Homebrew/brew" link its repository.
    socials: {
      x: 'https://x.com/MacHomebrew',
      github: ['https://github.com/Homebrew/brew', 'https://github.com/homebrew/brew', 'https://github.com/Homebrew'],
      custom: ['https://fosstodon.org/@homebrew', 'https://bsky.app/profile/brew.sh'],
    },
    faqs: [],
  },
  // The people's and sponsors' own accounts; donation pages are no accounts; the leader and maintainers are
  // no founders; the fiscal host and the sponsors are not the product.
  forbidden: [
    // Max Howell's own GitHub may stand as the founder's link, never as the product's account: not listed.
    ...HOMEBREW_OTHERS.filter((url) => url !== 'https://github.com/mxcl'),
    'https://www.patreon.com/homebrew',
    'https://opencollective.com/homebrew',
    'https://github.com/sponsors/Homebrew',
    'founders=Mike McQuaid',
    'founders=Open Source Collective',
    'founders=Joshua Baer',
  ],
};

export const REAL_HELD_OUT_SITES_TWENTY_FIRST: readonly CorpusSite[] = [writingbits, tenup, homebrew];
