/**
 * Issue 34, seventy-seventh round: logos missed (recall) — a README's opening app icon ("app-icon.png",
 * Xcode's "AppIcon.png") whose alt text calls it the app's icon in words no rule read ("自重进阶 App 图标",
 * "Notch app icon"), so no mark was drafted. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - calisthenics-readme: kyirejson/calisthenics-app at ecf1cee6 (README.md): a centred "assets/app-icon.png",
 *   alt "自重进阶 App 图标" ("自重进阶 app icon"), over the h1 "自重进阶"; a download link, install steps, a table
 *   of what v1.0.0 does, release notes, a collapsed developer section.
 * - notch-readme: hyderay/notch at 57659c64 (README.md): a centred "Resources/AppIcon.png", alt "Notch app
 *   icon", over a language switch and the h1 "Notch"; CI and release badges, a screenshot
 *   "Resources/NotchExpanded.png", "## Highlights", install, how it works, notchctl, development.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - paperrss-readme: ohmyangboy/PaperRss at 2e65e9cb (README.md): a centred "assets/app-icon.png", alt
 *   "PaperRss 图标" ("PaperRss icon"), over the h1 "PaperRss"; badges, "核心亮点" (highlights), screenshots
 *   under "assets/screenshots/", a WeChat tip QR code "assets/wechat-sponsor-qr.jpg".
 * - envlatch-readme: Raylinkh/envlatch at 9a055214 (README.md): a centred "Resources/AppIcon.png", alt
 *   "EnvLatch app icon", over the h1 "EnvLatch — One macOS Keychain for every local agent"; badges, a hero
 *   picture "docs/assets/marketing/envlatch-hero.png", "## Why EnvLatch", a dashboard screenshot.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

/** "**Label**：text" / "**Label.** text" items: the whole item, the label alone, the text alone. */
const labelledForms = (items: string[], separator: RegExp) =>
  items.flatMap((item) => {
    const [label, ...rest] = item.split(separator);
    const text = rest.join('').trim();
    return [item, item.replace(/[.。]$/, ''), label!.trim(), text, text.replace(/[.。]$/, '')];
  });

// ---------------------------------------------------------------- 自重进阶 (tuning)

/** "## v1.0.0 可以做什么" (what v1.0.0 can do): a table of modules and what each does. */
const CALISTHENICS_MODULES: [string, string][] = [
  ['今日训练', '个人建档、按每周频率安排训练、休息日临时加练'],
  ['训练记录', '逐组填写次数、完成打卡、组间倒计时与震动反馈'],
  ['动作库', '188 个动作，分类搜索、动作要点、常见问题和进阶标准'],
  ['训练统计', '累计次数、时长、近七天记录与当前六艺等级展示'],
  ['户外跑步', '前台 GPS 测距、计时、平均配速与热量估算'],
  ['能量概览', '按个人资料与目标估算热量和三大营养素'],
  ['本地数据', '保存档案和训练记录，通过系统分享导出 JSON 备份'],
];
const CALISTHENICS_ITEMS = CALISTHENICS_MODULES.flatMap(([module, what]) => [
  module,
  what,
  `${module}: ${what}`,
  `${module} ${what}`,
  `${module} | ${what}`,
]);
const CALISTHENICS_TOPICS = [
  '自重训练',
  '健身',
  '训练记录',
  '跑步',
  'Android',
  'APK',
  'Expo',
  'Expo Go',
  'React Native',
  'TypeScript',
  'GPS',
  'JSON',
];

const calisthenics: CorpusSite = {
  id: 'calisthenics-readme',
  about:
    'The README of 自重进阶 (a calisthenics training log for Android): a centred app icon "assets/app-icon.png" (alt "自重进阶 App 图标") over the h1, a tagline, the release line, a download link, install steps, a table of modules, release notes and a collapsed developer section.',
  classes: ['real', 'tuning', 'single-page', 'logo', 'readme'],
  source: realSource('kyirejson/calisthenics-app', 'ecf1cee6', 'README.md', RENDERED),
  pages: { '/': realPage('calisthenics-readme/index.html') },
  expected: {
    name: '自重进阶',
    // A download, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "v1.0.0 · 首个正式发布版 · Android" ("the first official release") and "这是本项目首次正式发布" ("this is the
    // project's first official release"): released.
    stage: 'launched',
    // The centred opening image, its file the app's icon, alt "自重进阶 App 图标" ("自重进阶 app icon").
    logo_url: '{base}/assets/app-icon.png',
    demo_video_url: null,
    categories: { must: [], may: ['Health & Fitness'] },
    // The table's rows, in whatever form a drafter reads a row (written as `may`: a table's row has no one form).
    features: { must: [], may: CALISTHENICS_ITEMS },
    usps: { must: [], may: CALISTHENICS_ITEMS },
    tags: { must: [], may: CALISTHENICS_TOPICS },
    keywords: { must: [], may: CALISTHENICS_TOPICS },
    founders: [],
    // Its releases and issues pages only: no profile presented as its own.
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'],
};

// ---------------------------------------------------------------- Notch (tuning)

/** "## Highlights". */
const NOTCH_FEATURES = [
  'Tracks Codex CLI and Claude Code automatically from their local transcripts',
  'Shows concurrent sessions, current activity, elapsed time, and approval prompts',
  'Integrates directly with the hardware notch on supported MacBooks',
  'Provides optional agent hooks for more precise status updates',
  'Exposes a local `notchctl` interface for scripts and other agents',
  'Exposes a local notchctl interface for scripts and other agents',
  'Keeps agent data local: no accounts or analytics; update checks only request public GitHub release metadata',
];
const NOTCH_TOPICS = [
  'MacBook notch',
  'notch',
  'AI coding agents',
  'coding agents',
  'agents',
  'Codex CLI',
  'Claude Code',
  'macOS',
  'MacBook',
  'menu bar',
  'hooks',
  'agent hooks',
  'notchctl',
  'Homebrew',
  'SwiftPM',
  'SwiftUI',
  'AppKit',
  'FSEvents',
  'privacy',
  'transcripts',
  'sessions',
];

const notch: CorpusSite = {
  id: 'notch-readme',
  about:
    'Notch\'s README: a centred app icon "Resources/AppIcon.png" (alt "Notch app icon") over a language switch and the h1 "Notch", CI and release badges, a tagline, a screenshot, how the notch shows agents\' sessions, highlights, requirements, install, how it works, notchctl, the menu bar, environment variables, development, resource use, privacy and contributing.',
  classes: ['real', 'tuning', 'single-page', 'logo', 'features', 'readme'],
  source: realSource('hyderay/notch', '57659c64', 'README.md', RENDERED),
  pages: { '/': realPage('notch-readme/index.html') },
  expected: {
    name: 'Notch',
    // "you get the first one for free" is a detection mechanism needing no setup, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred opening image, its file the app's icon, alt "Notch app icon".
    logo_url: '{base}/Resources/AppIcon.png',
    demo_video_url: null,
    // A macOS utility showing coding agents' status: for developers, productivity.
    categories: { must: [], may: ['Developer Tools', 'Productivity', 'AI'] },
    // The six items, the fifth read without its code marks.
    features: { must: NOTCH_FEATURES.filter((item) => !item.includes('`')), may: NOTCH_FEATURES },
    usps: { must: [], may: NOTCH_FEATURES },
    tags: { must: [], may: NOTCH_TOPICS },
    keywords: { must: [], may: NOTCH_TOPICS },
    founders: [],
    // The badges link to its repository's workflow and release pages and, one, to the repository itself (a badge
    // for "macOS 14+", not presented as its account); "git clone" is an install step.
    socials: {},
    faqs: [],
  },
  // The screenshot and the badges are no logo.
  forbidden: [
    'logo_url={base}/Resources/NotchExpanded.png',
    'logo_url=https://github.com/hyderay/notch/actions/workflows/ci.yml/badge.svg',
    'logo_url=https://img.shields.io/github/v/release/hyderay/notch?display_name=tag',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

export const REAL_TUNING_SITES_SEVENTY_SEVENTH: readonly CorpusSite[] = [calisthenics, notch];

// ---------------------------------------------------------------- PaperRss (held out)

/** "## 核心亮点" (highlights): "**Label**：text" items. */
const PAPERRSS_ITEMS = [
  '沉浸式纸感阅读：适合长文的衬线排版、明暗主题与稳定的三栏导航。',
  '按需 AI 摘要：所有功能完全可以选用，如果你不喜欢AI，干掉它；或者在需要的时候按下V键',
  '划词翻译、解释与提问：结合文章上下文理解所选文字。',
  '自由模型接入：支持自定义配置DeepSeek、OpenAI 兼容 API KEY，提供设置个性化prompt',
  '多账户接入：目前支持本地账户、FreshRSS 服务',
];
const PAPERRSS_FORMS = labelledForms(PAPERRSS_ITEMS, /：/);
const PAPERRSS_TOPICS = [
  'RSS',
  'RSS 阅读器',
  'RSS reader',
  'macOS',
  'AI',
  'AI 摘要',
  '翻译',
  '双语翻译',
  'DeepSeek',
  'OpenAI',
  'FreshRSS',
  'Swift',
  'Xcode',
  'NetNewsWire',
  'Reading First, AI Second',
];

const paperrss: CorpusSite = {
  id: 'paperrss-readme',
  about:
    'PaperRss\'s README (in Chinese): a centred app icon "assets/app-icon.png" (alt "PaperRss 图标") over the h1 "PaperRss", a tagline, badges, links to its site, download and issues, an introduction, highlights, screenshots, install, building, a WeChat tip QR code and the licence.',
  classes: ['real', 'single-page', 'logo', 'readme'],
  source: realSource('ohmyangboy/PaperRss', '2e65e9cb', 'README.md', RENDERED),
  pages: { '/': realPage('paperrss-readme/index.html') },
  expected: {
    name: ['PaperRss', 'Paper RSS'],
    // GPLv3 open source, a "免费的 star" (a free star) asked for: no price.
    pricing_model: null,
    founded_year: null,
    // "email: ohmyangboy@gmail" has no domain: no address.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred opening image, its file the app's icon, alt "PaperRss 图标" ("PaperRss icon").
    logo_url: '{base}/assets/app-icon.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'AI'] },
    features: { must: [], may: PAPERRSS_FORMS },
    usps: { must: [], may: PAPERRSS_FORMS },
    tags: { must: [], may: PAPERRSS_TOPICS },
    keywords: { must: [], may: PAPERRSS_TOPICS },
    founders: [],
    // Its site, releases and issues; a badge to the repository; a Xiaohongshu short link (no platform of the
    // spec's): no profile presented as its own.
    socials: {},
    faqs: [],
  },
  // Screenshots and the tip QR code are no logo; NetNewsWire is another product.
  forbidden: [
    'logo_url={base}/assets/screenshots/paper-rss-main.png',
    'logo_url={base}/assets/wechat-sponsor-qr.jpg',
    'NetNewsWire',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

// ---------------------------------------------------------------- EnvLatch (held out)

/** "## Why EnvLatch": "**Label.** text" items (the text's first sentence, as the page states it). */
const ENVLATCH_WHY = [
  'One command for every provider and tool. Use a saved key by name or an optional key group; neither selects a hard-coded provider integration.',
  'Multiple keys without broad exposure. Repeat --using for a one-off multi-key command, or save the same exact names as a reusable key group. Unselected EnvLatch keys are not read from Keychain.',
  'Endpoint-compatible. Per-key metadata can map a saved credential to the variable and base URL expected by Anthropic-, OpenAI-, or generic clients.',
  'Agent-friendly without revealing values. The bundled portable skill teaches any agent or host to inspect non-secret key and group names and wrap its normal command.',
  'Native and local. Values stay in the non-synchronizing macOS default Keychain. There is no server, account, sync layer, or custom cryptography.',
  'Bilingual where people use it. The native GUI, dialogs, validation, recovery guidance, and accessibility labels support English and Simplified Chinese without changing the CLI contract.',
];
const ENVLATCH_FORMS = ENVLATCH_WHY.flatMap((item) => {
  const label = item.slice(0, item.indexOf('. ') + 1);
  const text = item.slice(item.indexOf('. ') + 2);
  return [item, item.replace(/\.$/, ''), label, label.replace(/\.$/, ''), text, text.replace(/\.$/, '')];
});
const ENVLATCH_TOPICS = [
  'macOS Keychain',
  'Keychain',
  'API keys',
  'credentials',
  'environment variables',
  'local agents',
  'agents',
  'AI agents',
  'CLI',
  'key groups',
  'endpoint metadata',
  'Codex',
  'Claude Code',
  'Gemini CLI',
  'OpenAI',
  'Anthropic',
  'SwiftUI',
  'Swift',
  'security',
  '.env',
];

const envlatch: CorpusSite = {
  id: 'envlatch-readme',
  about:
    'EnvLatch\'s README: a centred app icon "Resources/AppIcon.png" (alt "EnvLatch app icon") over the h1 "EnvLatch — One macOS Keychain for every local agent", a lead, badges, a hero picture, commands, why EnvLatch, a dashboard screenshot, install, quick start, endpoint metadata, agent setup, its security boundary, development, binary releases and the licence.',
  classes: ['real', 'single-page', 'logo', 'readme'],
  source: realSource('Raylinkh/envlatch', '9a055214', 'README.md', RENDERED),
  pages: { '/': realPage('envlatch-readme/index.html') },
  expected: {
    name: 'EnvLatch',
    // MIT licensed; no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The centred opening image, its file the app's icon, alt "EnvLatch app icon".
    logo_url: '{base}/Resources/AppIcon.png',
    demo_video_url: null,
    // A keychain launcher for developers' local agents and tools.
    categories: { must: [], may: ['Developer Tools', 'AI'] },
    features: { must: [], may: ENVLATCH_FORMS },
    usps: { must: [], may: ENVLATCH_FORMS },
    tags: { must: [], may: ENVLATCH_TOPICS },
    keywords: { must: [], may: ENVLATCH_TOPICS },
    founders: [],
    // Its releases and workflow pages, "git clone" of the repository, Lobe Icons (another project): none its own
    // account as presented.
    socials: {},
    faqs: [],
  },
  // The hero picture, the dashboard screenshot and the badges are no logo; Lobe Icons is another project.
  forbidden: [
    'logo_url={base}/docs/assets/marketing/envlatch-hero.png',
    'logo_url={base}/docs/assets/marketing/envlatch-main-demo.png',
    'github.com/lobehub',
    'pricing_model=paid',
    'pricing_model=subscription',
    'pricing_model=freemium',
  ],
};

export const REAL_HELD_OUT_SITES_SEVENTY_SEVENTH: readonly CorpusSite[] = [paperrss, envlatch];
