/**
 * Issue 34, sixtieth round: page-kind titles in other languages (an about page's title drafted as the product's
 * name). Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts
 * written from the page, before the drafter first ran on them).
 *
 * Tuning:
 * - basiccat-about-ja: xulihang/BasicCAT-website at 68b93b21 (ja/about.md), its front matter dropped, rendered, in a
 *   bare page titled with its front-matter title (このサイトについて, "About this site"): one sentence naming the
 *   product, an open-source computer-aided translation tool.
 * - clevercloud-about-fr: CleverCloud/clever-cloud.com at c1713952 (fr/about.md), its front matter dropped,
 *   rendered, in a bare page titled with its front-matter title (Qui sommes-nous ?, "Who are we?"): a cloud
 *   hosting company in Nantes, created in 2010.
 *
 * Held out:
 * - jool-about-es: NICMx/Jool at 798a629e (es/about.md), its front matter dropped, rendered, in a bare page titled
 *   with its front-matter title (Acerca de..., "About..."): an open-source IPv4/IPv6 translator.
 * - kaku-about-zh: tw93/Kaku at 28c2a28c (zh/about.md, no front matter), rendered, in a bare page titled with its
 *   h1 (关于 Kaku, "About Kaku"): a Mac terminal, free and MIT-licensed, by one developer.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED, RENDERED } from './corpus-site.ts';

const BARE = `${FRONT_MATTER_DROPPED}, in a bare page titled with its front-matter title`;

// ---------------------------------------------------------------- BasicCAT (tuning)

const BASICCAT_CLAIMS = [
  'BasicCATはオープンソースのコンピュータ支援翻訳ソフトです。',
  'BasicCATはオープンソースのコンピュータ支援翻訳ソフトです',
  'オープンソースのコンピュータ支援翻訳ソフト',
];
const BASICCAT_TOPICS = [
  'BasicCAT',
  'オープンソース',
  'コンピュータ支援翻訳',
  'コンピュータ支援翻訳ソフト',
  '翻訳',
  '翻訳ソフト',
  'computer-aided translation',
  'CAT',
  'translation',
  'open source',
];

const basiccat: CorpusSite = {
  id: 'basiccat-about-ja',
  about:
    'real (BasicCAT-website ja/about.md, Jekyll markdown in Japanese): one sentence naming an open-source computer-aided translation tool; titled このサイトについて',
  classes: ['real', 'tuning', 'single-page', 'about', 'non-english', 'page-kind-title'],
  source: realSource('xulihang/BasicCAT-website', '68b93b21', 'ja/about.md', BARE),
  pages: { '/': realPage('basiccat-about-ja/index.html') },
  expected: {
    // The title is the page's kind ("About this site"); the sentence names the product.
    name: 'BasicCAT',
    // "オープンソース" (open source) states no price (the corpus's convention: open source alone is no plan).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // Translation software: no category of the tree names it.
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: BASICCAT_CLAIMS },
    usps: { must: [], may: BASICCAT_CLAIMS },
    tags: { must: [], may: BASICCAT_TOPICS },
    keywords: { must: [], may: BASICCAT_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['name=このサイトについて'],
};

// ---------------------------------------------------------------- Clever Cloud (tuning)

const CLEVER_CLAIMS = [
  'Une startup orientée Cloud',
  "Spécialisée dans l'hébergement de type 'Cloud Computing'",
  "Spécialisée dans l'hébergement de type 'Cloud Computing', c'est à travers une démarche atypique et dynamique que Clever Cloud favorise au sein de ses équipes une innovation constante dans le domaine des technologies open sources.",
  "Avec des compétences techniques axées principalement autour de la machine virtuelle java et du langage JEE 6, Clever Cloud est un acteur majeur dans l'expertise des technologies JEE à Nantes.",
  "Cette start-up bénéficie de deux ans de R&D, d'un management 2.0 et d'une véritable expertise technique dans les domaines du software et du hardware.",
];
const CLEVER_TOPICS = [
  'Clever Cloud',
  'Cloud',
  'Cloud Computing',
  'hébergement',
  'cloud hosting',
  'services informatiques',
  'java',
  'JEE',
  'JEE 6',
  'technologies open sources',
  'startup',
  'start-up',
];

const clevercloud: CorpusSite = {
  id: 'clevercloud-about-fr',
  about:
    "real (clever-cloud.com fr/about.md, Jekyll markdown in French): a cloud hosting company's about page, based in Nantes, created in 2010, its memberships; titled Qui sommes-nous ?",
  classes: ['real', 'tuning', 'single-page', 'about', 'non-english', 'page-kind-title', 'founded-year', 'place'],
  source: realSource('CleverCloud/clever-cloud.com', 'c1713952', 'fr/about.md', BARE),
  pages: { '/': realPage('clevercloud-about-fr/index.html') },
  expected: {
    // The title asks "Who are we?" (the page's kind); the text names the company and its service "Clever Cloud".
    name: 'Clever Cloud',
    pricing_model: null,
    // "Clever Cloud est une société … créée en 2010": the company's creation.
    founded_year: '2010',
    contact_email: null,
    // "basée à Nantes": the company's city; the page writes no country, but Nantes is plainly France's (as
    // CargoRocket's Stuttgart, forty-third round: places.ts infers a country from a city that leaves no doubt).
    city: 'Nantes',
    country: 'FR',
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // Cloud hosting for Java/JEE applications: Developer Tools at most.
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: CLEVER_CLAIMS },
    usps: { must: [], may: CLEVER_CLAIMS },
    tags: { must: [], may: CLEVER_TOPICS },
    keywords: { must: [], may: CLEVER_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The title is the page's kind; the associations are others' ("Atlantic 2.0", "CENIO", "Atlangames").
  forbidden: ['name=Qui sommes-nous ?', 'name=Qui sommes-nous', 'name=Atlantic 2.0', 'name=Atlangames'],
};

export const REAL_TUNING_SITES_SIXTIETH: readonly CorpusSite[] = [basiccat, clevercloud];

// ---------------------------------------------------------------- Jool (held out)

const JOOL_CLAIMS = [
  'Jool es un Traductor IPv4/IPv6 de código abierto.',
  'Jool es un Traductor IPv4/IPv6 de código abierto',
  'Traductor IPv4/IPv6 de código abierto',
  'Nació como un Stateful NAT64 pero ha sido ampliado para soportar también SIIT.',
  'El código y la documentación han sido liberados bajo la licencia GPLv3.',
];
const JOOL_TOPICS = [
  'Jool',
  'IPv4/IPv6',
  'Traductor IPv4/IPv6',
  'IPv6',
  'IPv4',
  'NAT64',
  'Stateful NAT64',
  'SIIT',
  'código abierto',
  'GPLv3',
];

const jool: CorpusSite = {
  id: 'jool-about-es',
  about:
    'real (Jool es/about.md, Jekyll markdown in Spanish): an open-source IPv4/IPv6 translator, funded and developed by NIC Mexico; titled Acerca de...',
  classes: ['real', 'held-out', 'single-page', 'about', 'non-english', 'page-kind-title'],
  source: realSource('NICMx/Jool', '798a629e', 'es/about.md', BARE),
  pages: { '/': realPage('jool-about-es/index.html') },
  expected: {
    // Title and h1 are the page's kind ("About..."); the text names the product.
    name: 'Jool',
    // "de código abierto" and a GPLv3 licence state no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: JOOL_CLAIMS },
    usps: { must: [], may: JOOL_CLAIMS },
    tags: { must: [], may: JOOL_TOPICS },
    keywords: { must: [], may: JOOL_TOPICS },
    // "financiado y desarrollado por NIC Mexico": an organisation funds and develops it; no founder named.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['name=Acerca de...', 'name=Acerca de', 'founders=NIC Mexico', 'founders=ITESM'],
};

// ---------------------------------------------------------------- Kaku (held out)

const KAKU_ITEMS = [
  '无需 Kaku 账号。没有注册、没有登录、没有云端中转，装上就能用。',
  '无需 Kaku 账号。',
  '无需 Kaku 账号',
  '不做埋点。Kaku 不采集使用数据，App 会发起的网络请求全部列在隐私页面。',
  '不做埋点。',
  '不做埋点',
  '自行配置 AI。用 kaku ai 配置自己的 AI 服务，Kaku 不提供或中转 AI 服务，网络请求说明见隐私页。',
  '自行配置 AI。',
  '自行配置 AI',
  '仅支持 macOS。目前只支持 macOS，Windows 和 Linux 未支持，也不承诺时间表。',
  '仅支持 macOS。',
  '仅支持 macOS',
  '不收费。Kaku 免费且 MIT 开源，没有付费档位。',
  '不收费。',
  '不收费',
  '一个开箱即用、默认好用、AI 友好的 Mac 终端，由 Tw93 开发和维护。',
  '一个开箱即用、默认好用、AI 友好的 Mac 终端',
  'Kaku 是基于 WezTerm 的 Mac 终端，预设了 JetBrains Mono、跟随系统的深浅色主题，以及标签页和分屏快捷键。',
  'Shell 补全、语法高亮和目录跳转已经配好，Lazygit、Yazi 等工具可以按需安装，也可以用 Lua 自定义终端。',
];
const KAKU_TOPICS = [
  'Kaku',
  'Mac 终端',
  '终端',
  'terminal',
  'Mac',
  'macOS',
  'WezTerm',
  'AI',
  'AI 友好',
  'JetBrains Mono',
  'Lua',
  'MIT',
  '开源',
  'Shell 补全',
  '语法高亮',
  '分屏',
  '标签页',
];

const kaku: CorpusSite = {
  id: 'kaku-about-zh',
  about:
    "real (Kaku zh/about.md, the site's markdown twin in Chinese): a Mac terminal's about page, what it is, who makes it, five points of use (free, no account, no tracking); titled 关于 Kaku",
  classes: ['real', 'held-out', 'single-page', 'about', 'non-english', 'page-kind-title', 'pricing'],
  source: realSource('tw93/Kaku', '28c2a28c', 'zh/about.md', `${RENDERED}, in a bare page titled with its h1`),
  pages: { '/': realPage('kaku-about-zh/index.html') },
  expected: {
    // The title and h1 say "About Kaku"; the product is Kaku.
    name: 'Kaku',
    // "不收费。Kaku 免费且 MIT 开源，没有付费档位。" (no charge; free and MIT open source; no paid tier).
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A terminal for developers.
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: KAKU_ITEMS },
    usps: { must: [], may: KAKU_ITEMS },
    tags: { must: [], may: KAKU_TOPICS },
    keywords: { must: [], may: KAKU_TOPICS },
    // "由独立开发者 Tw93 开发" (developed by the independent developer Tw93): a maker, no founding role stated.
    founders: [],
    // The repository's issues and the maker's GitHub Sponsors are no account of the product's.
    socials: {},
    faqs: [],
  },
  // The page-kind title; the maker's other products and the terminal it builds on.
  forbidden: ['name=关于 Kaku', 'name=WezTerm', 'name=Waza', 'name=Kami', 'name=Pake', 'name=Mole'],
};

export const REAL_HELD_OUT_SITES_SIXTIETH: readonly CorpusSite[] = [jool, kaku];
