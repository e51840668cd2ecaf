/**
 * Issue 34, hundred-and-thirtieth round: measurement: five fresh marketing pages. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Nothing is tuned on (the round changes no drafter or verifier code). Five products' home pages, chosen by a rule
 * written down before the drafter ran (docs/drafting.md, "hundred-and-thirtieth round"), their facts written and
 * committed before the first run.
 *
 * Held out:
 * - weagentchat-home-zh: 0000005/DouDouChat at 66206ac9 (website/index.html), verbatim, in Chinese: WeAgentChat
 *   (唯信), an AI-native "social sandbox" desktop chat app (Electron): a nav brand drawn in CSS, an h1 tagline, stats,
 *   five feature cards under "核心特性", three care cards, a sample friend-library table, screenshots, a roadmap, the
 *   tech stack, a download call to action. Its repository is linked as 0000005/WeChatAgent.
 * - wearamp-home: 03c/WearAmp at ec7bdc61 (website/index.html, a Jekyll page: its front matter dropped, the HTML kept
 *   verbatim; the site's layout is not part of the file): a Plex music player for Wear OS watches: a hero (badge, h1
 *   tagline, "View Source"), six feature cards under "Why WearAmp?", a download section (Google Play, "Currently in
 *   Internal Testing").
 * - onemorerep-home: 1-More-Rep/1MoreRep at a4a66a08 (homepage/index.html), verbatim: a self-hostable gym-tracker PWA:
 *   a brand mark image, an h1 tagline, stats, nine feature cards, three steps, the generator, the game loop, a
 *   self-host section (three cards), six FAQs, a footer.
 * - smartdoc-home: 201636000125/SmartDoc at 1c7e6126 (homepage/index.html), verbatim: a 2019 student CLI that turns
 *   a requirements file and a source file into cross-linked HTML: a plain page (mission statement, license,
 *   download, development status, bug tracker, a QQ mail address).
 * - equivalence-engine-home: AMDphreak/equivalence-engine at d4b7f689 (homepage/index.html), verbatim: a D-based
 *   code and path migration engine and CLI with SDL rulesets: a logo image beside "quivalence" (the "≡" is the logo),
 *   an h1 tagline, a terminal sample, five "Ecosystem Repositories" cards, a sandbox, install commands, a footer.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

/** A card's title, its text, and both joined as "Title: text" (how a drafter may write a card). */
const cardForms = (cards: readonly (readonly [string, string])[]) =>
  cards.flatMap(([title, text]) => [title, text, `${title}: ${text}`, text.replace(/[.。]$/u, '')]);

/** Sentences, with and without their closing stop. */
const withoutStops = (lines: readonly string[]) => lines.flatMap((line) => [line, line.replace(/[.!。！]$/u, '')]);

export const REAL_TUNING_SITES_HUNDRED_AND_THIRTIETH: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- WeAgentChat (held out, a desktop app, Chinese)

/** "核心特性": five cards (h3 + text + two chips). */
const WEAGENT_CARDS: readonly (readonly [string, string])[] = [
  ['双轨长期记忆', '全局画像 + 事件级 RAG，让 AI 记得你的喜好、情绪和细节。'],
  ['被动会话管理', '30 分钟自动归档会话，沉淀记忆；下次开聊仍是自然续接。'],
  ['微信风格', '低学习成本、专注于对话本身。'],
  ['智能引导创建好友', '创建任何的名人，与他们对话。'],
  ['沉浸式 AI 群聊', '拉上多个 AI 好友一起群聊，观察不同人设的观点碰撞，激发更多灵感火花。'],
];
const WEAGENT_CLAIMS = [
  ...withoutStops([
    'WeAgentChat（唯信）不是套壳聊天，而是像微信一样自然对话，让 AI 真正认识你，跨越会话记住你，持续提供情绪价值。',
    'WeAgentChat（唯信）是 AI 原生社交沙盒，打造你是唯一人类中心的社交平台。',
    '围绕“你是唯一人类中心”的社交体验打造的底层机制。',
    '把聊天沉淀为提醒、总结与建议，让对话更有温度。',
    '智能引导创建好友，支持名人、思想家与专业角色。',
    '前后端一体的 AI 原生系统，为长期记忆与对话体验打造。',
    'Vue 3 + Vite + Tailwind，完整复刻微信交互，支持 SSE 与 AI 推理展示。',
    'FastAPI + SQLite + SQLAlchemy，支持记忆抽取、事件归档与 RAG 检索。',
    'Electron 负责包装与启动后台服务，支持一键启动与独立打包。',
    '现在申请体验，解锁智能好友与记忆关怀。',
  ]),
  'AI 原生社交沙盒',
  'AI-native 社交沙盒',
  '记忆关怀与行动建议',
  '记忆关怀',
  '30+ 分钟自动归档会话',
  '分钟自动归档会话',
  '2 轨长期记忆系统',
  '长期记忆系统',
  '本地优先',
  '数据存储在设备',
  '本地优先：数据存储在设备',
  'Global Profile',
  'Event Cards',
  '无“新对话”按钮',
  '时间感知',
  '轻量上手',
  '对话优先',
  '名人可定制',
  '自由对话',
  '观点碰撞',
  '跨界协作',
  // The roadmap's done and planned items.
  '核心聊天功能 & 微信风格 UI',
  '双轨记忆系统实现',
  '被动式会话管理',
  '记忆可视化 & 管理界面',
  '好友库 (Friend Library)',
  '好友库',
  'AI 群聊功能',
  '智能好友引导与模板库',
  '记忆关怀提醒中心',
  '日程管理 (Schedule Management)',
  '日程管理',
  // The screenshots' captions.
  '好友记忆',
  '智能创建好友',
  '记忆设置',
  '个人资料（用户画像）',
];
const WEAGENT_TOPICS = [
  'WeAgentChat',
  '唯信',
  'AI',
  'AI 社交',
  'AI 社交沙盒',
  '社交沙盒',
  'AI-native',
  'AI 原生',
  'AI 好友',
  'AI 群聊',
  '群聊',
  '聊天',
  '长期记忆',
  '记忆',
  '记忆关怀',
  'RAG',
  '情绪价值',
  '好友库',
  '微信风格',
  '微信',
  '桌面应用',
  'Electron',
  'Vue 3',
  'Vite',
  'Tailwind',
  'FastAPI',
  'SQLite',
  'SQLAlchemy',
  'OpenAI Agents',
  'PyInstaller',
  'ai-elements',
  '本地优先',
  'chatbot',
  'AI companion',
  'AI chat',
];

const weagentchat: CorpusSite = {
  id: 'weagentchat-home-zh',
  about:
    'real (WeAgentChat home, website/index.html, verbatim, in Chinese): an AI-native social-sandbox desktop chat app: a nav brand drawn in CSS, an h1 tagline, stats, five feature cards under "核心特性", care cards, a sample friend-library table of celebrities, screenshots, a roadmap, the tech stack, a download call to action',
  classes: ['real', 'single-page', 'held-out', 'non-english', 'features', 'socials'],
  source: realSource('0000005/DouDouChat', '66206ac9', 'website/index.html', VERBATIM),
  pages: { '/': realPage('weagentchat-home-zh/index.html') },
  expected: {
    // "<title>WeAgentChat | AI 原生社交沙盒", the nav brand, the footer's "© 2026 WeAgentChat"; "唯信" is its Chinese name.
    name: ['WeAgentChat', 'WeAgentChat（唯信）', 'WeAgentChat (唯信)', '唯信'],
    // "下载" and "现在申请体验" state no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The brand mark is CSS (spans), no image; no icon is declared.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['AI', 'Chatbots', 'Social Media'] },
    // "核心特性": five cards, each an h3 and its text.
    features: { must: WEAGENT_CARDS.map(([title]) => title), may: [...cardForms(WEAGENT_CARDS), ...WEAGENT_CLAIMS] },
    usps: { must: [], may: [...cardForms(WEAGENT_CARDS), ...WEAGENT_CLAIMS] },
    tags: { must: [], may: WEAGENT_TOPICS },
    keywords: { must: [], may: WEAGENT_TOPICS },
    // No maker is named; the chat mock-ups' people (林柒 · 产品经理 …) and the friend library's celebrities are sample data.
    founders: [],
    // The nav's and hero's "GitHub" buttons: its repository (WeChatAgent; the page is kept in DouDouChat).
    socials: { github: 'https://github.com/0000005/WeChatAgent' },
    faqs: [],
  },
  // The h1 is a tagline; WeChat (微信) is the app it imitates; the sample people and the celebrities of the friend
  // library are no makers; FastAPI, Electron … are its stack.
  forbidden: [
    'name=微信',
    'name=WeChat',
    'founders=林柒',
    'founders=越山',
    'founders=顾念',
    'founders=若海',
    'founders=芮秋',
    'founders=马云',
    'founders=雷军',
    'founders=埃隆·马斯克',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- WearAmp (held out, a Wear OS app)

/** "Why WearAmp?": six cards (an emoji icon, h3 + text). */
const WEARAMP_CARDS: readonly (readonly [string, string])[] = [
  ['Easy Plex Sign-in', 'PIN-based authentication via plex.tv/link — no typing passwords on a tiny screen.'],
  ['Browse Your Library', 'Navigate music sections, artists, albums, and tracks right from your wrist.'],
  ['Playback Controls', 'Play, pause, and skip tracks from the Now Playing screen. Simple and instant.'],
  ['Phone-free Streaming', 'Works over Wi-Fi or mobile data. Leave your phone at home — WearAmp has you covered.'],
  ['Quick-Access Tile', 'A Wear OS tile puts playback controls one swipe away from your watch face.'],
  ['Simple Setup', 'Configure your Plex server URL and manage your account directly from the watch.'],
];
const WEARAMP_CLAIMS = [
  ...withoutStops([
    'WearAmp brings your self-hosted Plex library straight to your Wear OS watch.',
    'Browse artists, albums, and tracks — no phone needed.',
    'Designed for Wear OS from the ground up — tiny screens, round displays, and one-handed use in mind.',
    'WearAmp is available on the Google Play Store for Wear OS devices running Wear OS 3.0 or later.',
    'Requires Wear OS 3.0 (API 30) or later.',
    'Play, pause, and skip tracks from the Now Playing screen.',
    'Works over Wi-Fi or mobile data.',
    'Leave your phone at home — WearAmp has you covered.',
  ]),
  'Wear OS · Plex · Phone-free',
  'Phone-free',
  "Everything you need, nothing you don't.",
  "Everything you need, nothing you don't",
  'Your Plex music, on your wrist.',
  'Your Plex music, on your wrist',
  'no phone needed',
  'no typing passwords on a tiny screen',
  'PIN-based authentication via plex.tv/link',
];
const WEARAMP_TOPICS = [
  'WearAmp',
  'Wear OS',
  'Wear OS app',
  'Plex',
  'Plex music',
  'Plex Media Server',
  'music',
  'music player',
  'music streaming',
  'streaming',
  'smartwatch',
  'watch',
  'wrist',
  'phone-free',
  'self-hosted',
  'Google Play',
  'Android',
  'tile',
  'playback controls',
  'Now Playing',
];

const wearamp: CorpusSite = {
  id: 'wearamp-home',
  about:
    'real (WearAmp home, website/index.html, a Jekyll page: front matter dropped, HTML verbatim): a Plex music player for Wear OS watches: a hero (badge, h1 tagline, lede, "Get the App" and "View Source"), six emoji-icon feature cards under "Why WearAmp?", a download section (Google Play badge, "Currently in Internal Testing")',
  classes: ['real', 'single-page', 'held-out', 'features', 'socials', 'stage'],
  source: realSource('03c/WearAmp', 'ec7bdc61', 'website/index.html', 'front matter dropped, HTML kept verbatim'),
  pages: { '/': realPage('wearamp-home/index.html') },
  expected: {
    // The lede and the mock-up's label; the h1 is a tagline. (The dropped front matter's title is no reader's.)
    name: 'WearAmp',
    // No price; "a free Plex account" is Plex's account, not WearAmp's price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Currently in Internal Testing — a public release is coming soon!": before release.
    stage: ['alpha', 'beta'],
    // Emoji only, no image.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: WEARAMP_CARDS.map(([title]) => title), may: [...cardForms(WEARAMP_CARDS), ...WEARAMP_CLAIMS] },
    usps: { must: [], may: [...cardForms(WEARAMP_CARDS), ...WEARAMP_CLAIMS] },
    tags: { must: [], may: WEARAMP_TOPICS },
    keywords: { must: [], may: WEARAMP_TOPICS },
    founders: [],
    // "View Source": its repository. Google Play's listing is a store page, no account.
    socials: { github: 'https://github.com/03c/WearAmp' },
    faqs: [],
  },
  // Plex (the server it plays from) and Google Play are other products; "free" is Plex's account.
  forbidden: [
    'name=Your Plex music, on your wrist.',
    'name=Plex',
    'name=Wear OS',
    'pricing_model=free',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- 1MoreRep (held out, a self-hostable web app)

/** "A complete training companion": nine cards (h3 + text). */
const ONEMOREREP_CARDS: readonly (readonly [string, string])[] = [
  [
    'Fast workout logging',
    'Tap through sets, reps and weight with built-in rest timers. Auto-detected PRs keep every session honest.',
  ],
  [
    '873-exercise library',
    'A curated catalogue with mechanics, equipment and worked muscles — or add your own movements.',
  ],
  [
    '2D muscle-fatigue map',
    "See which muscles you've hit — and which need work — on an interactive body map driven by a real fatigue model.",
  ],
  [
    'Smart routine generator',
    'An algorithmic generator builds balanced programs — and an optional AI assist can tailor them to you.',
  ],
  [
    'Progress & body metrics',
    'Track weight, measurements and progress photos over time, with charts that make momentum visible.',
  ],
  [
    'Streaks, XP & levels',
    'Every workout earns XP and feeds your streak. A Duolingo-style loop that keeps you showing up.',
  ],
  [
    'Weekly leagues & friends',
    "Get promoted (or relegated) each week, compare with friends, and top your instance's leaderboard.",
  ],
  [
    'Web-push reminders',
    'Opt-in nudges when your streak is at risk — delivered straight to your phone, no app store required.',
  ],
  ['Installable PWA', 'Add it to your home screen for a full-screen, app-like experience that works great offline.'],
];
/** The self-host section's three cards. */
const ONEMOREREP_HOST_CARDS: readonly (readonly [string, string])[] = [
  [
    'Private by default',
    'Hosted for you today with no ads, no trackers and nothing sold — your workouts, photos and metrics stay private.',
  ],
  [
    'Encrypted secrets',
    'SMTP and integration credentials are encrypted at rest; sessions and tokens are hardened by design.',
  ],
  [
    'Multi-user ready',
    'Invite your gym crew or run a whole community — roles, admin tools and per-user data, all built in.',
  ],
  [
    'Self-host it today',
    "It's open source on GitHub. Spin up your own instance with Docker Compose and a one-command install.",
  ],
];
const ONEMOREREP_CLAIMS = [
  ...withoutStops([
    '1MoreRep is a privacy-first gym tracker that turns lifting into a game — log workouts, auto-generate routines, watch your progress, and climb the weekly leagues with friends.',
    'Train harder. Track everything. Own your data.',
    'From your first set to your weekly leaderboard standing — every part of training, thoughtfully built and tied together.',
    'Balanced volume across muscle groups, automatically.',
    'Adapts difficulty as you progress, session to session.',
    'Optional AI assist stays private — nothing sent to a third-party cloud.',
    'XP, levels and daily streaks that reward consistency.',
    'Weekly leagues with promotion & relegation.',
    'Add friends, compare stats and top your instance leaderboard.',
    '1MoreRep is open source.',
    'A privacy-first gym tracker that makes training a game — and keeps your data yours.',
    "It's free to use — no subscriptions, no per-seat fees, and your data is never sold or monetised.",
    'Spin it up with Docker Compose and a one-command installer; the full source lives on GitHub.',
    'Use the instance we host for you — private, ad-free and free — or run your own on infrastructure you fully control.',
    'Tell it your split, days per week and focus.',
    'Every set you log earns XP, levels you up and protects your streak.',
  ]),
  'Private · Ad-free · Open source',
  'Private',
  'Ad-free',
  'Open source',
  'No subscriptions',
  'Private & ad-free',
  'Installs as an app',
  '873+ Exercises built in',
  'Exercises built in',
  '2D Muscle-fatigue map',
  'Muscle-fatigue map',
  'Levels, streaks & leagues',
  'XP: Levels, streaks & leagues',
  '100% Private & ad-free',
  'Private & ad-free, always',
  'Programs that build themselves',
  'Lifting, but make it a game',
  'Yours to host',
  'A complete training companion',
  // The three steps.
  'Create your account',
  'Build or generate a routine',
  'Train, track & climb',
  'Sign in, then set your units, goals and experience in a quick onboarding.',
  'Pick from the library, craft your own split, or let the generator design a balanced program for you.',
  'Log every set, watch your fatigue map and charts update, and rise through the weekly leagues.',
  ...cardForms(ONEMOREREP_HOST_CARDS),
];
const ONEMOREREP_TOPICS = [
  '1MoreRep',
  'gym tracker',
  'workout tracker',
  'fitness tracker',
  'gym',
  'fitness',
  'workout',
  'workouts',
  'workout logging',
  'training',
  'strength training',
  'lifting',
  'exercise library',
  'exercises',
  'routine generator',
  'workout generator',
  'muscle-fatigue map',
  'muscle fatigue',
  'body metrics',
  'progress tracking',
  'streaks',
  'XP',
  'levels',
  'leagues',
  'leaderboards',
  'gamification',
  'gamified',
  'PWA',
  'progressive web app',
  'self-hosted',
  'self-hostable',
  'open source',
  'privacy-first',
  'private',
  'ad-free',
  'Docker Compose',
  'AI',
  'health',
  'multi-user',
];

const onemorerep: CorpusSite = {
  id: 'onemorerep-home',
  about:
    'real (1MoreRep home, homepage/index.html, verbatim): a self-hostable gym-tracker PWA: a brand mark image, an h1 tagline, stats, nine feature cards, three steps, the generator, the game loop, a self-host section with three cards, six FAQs, a footer',
  classes: ['real', 'single-page', 'held-out', 'features', 'pricing', 'faqs', 'socials', 'logo'],
  source: realSource('1-More-Rep/1MoreRep', 'a4a66a08', 'homepage/index.html', VERBATIM),
  pages: { '/': realPage('onemorerep-home/index.html') },
  expected: {
    // "<title>1MoreRep — Workout tracker …", the JSON-LD name, the lede; the brand writes "1More" "Rep" in two spans.
    name: ['1MoreRep', '1More Rep'],
    // "It's free to use — no subscriptions, no per-seat fees"; the JSON-LD offer's price 0.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The nav brand's <img class="mark" src="favicon.svg"> (also the footer's); the icon links are the same file.
    logo_url: '{base}/favicon.svg',
    demo_video_url: null,
    categories: { must: ['Health & Fitness'], may: [] },
    // "Everything in one place / A complete training companion": nine cards.
    features: {
      must: ONEMOREREP_CARDS.map(([title]) => title),
      may: [...cardForms(ONEMOREREP_CARDS), ...ONEMOREREP_CLAIMS],
    },
    usps: { must: [], may: [...cardForms(ONEMOREREP_CARDS), ...ONEMOREREP_CLAIMS] },
    tags: { must: [], may: ONEMOREREP_TOPICS },
    keywords: { must: [], may: ONEMOREREP_TOPICS },
    // "Built with ♥" names no one; the leaderboard's Sofia K., Marc D., Lena P. are sample data.
    founders: [],
    // "View on GitHub", "Source on GitHub": its repository.
    socials: { github: 'https://github.com/1-More-Rep/1MoreRep' },
    faqs: [
      'What exactly is 1MoreRep?',
      'How much does it cost?',
      'Do I need to be technical to use it?',
      'Does the AI send my data anywhere?',
      'Will it work on my phone?',
      'Where do I sign in?',
    ],
  },
  // The h1 is a tagline; Duolingo is another product named as a likeness; the leaderboard's people are sample data.
  forbidden: [
    'name=Train harder. Track everything. Own your data.',
    'name=Duolingo',
    'founders=Sofia K.',
    'founders=Marc D.',
    'founders=Lena P.',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- SmartDoc (held out, a CLI)

const SMARTDOC_CLAIMS = [
  ...withoutStops([
    'Smartdoc is a command line program that generates a cross-linked software document in HTML format, with the following command line UI prototype.',
    'The input is Software Requirements Specification in a plain text file (e.g., SRS.txt) and a source code file (e.g., code.py).',
    'The output will be SRS.html and code.html, which are meant to help software maintainer to easily find a corresponding requirement (in SRS.html) by clicking a link in the converted source code, code.html.',
    // The development status entries.
    'Now it can make html page.',
    'Now it can show spaces and indentation.',
    'Now links is available.',
    'Now we have the download link.',
    'Add the code for Traceability Matrix for requirements.',
    'Now Traceability Matrix for requirements can show arrow.',
  ]),
  'generates a cross-linked software document in HTML format',
  'cross-linked software document in HTML format',
  'Traceability Matrix for requirements',
  'smartdoc SRS.txt code.py',
];
const SMARTDOC_TOPICS = [
  'SmartDoc',
  'command line',
  'command line program',
  'CLI',
  'documentation',
  'software documentation',
  'HTML',
  'cross-linked',
  'requirements',
  'Software Requirements Specification',
  'SRS',
  'traceability',
  'Traceability Matrix',
  'source code',
  'Python',
  'Apache License 2.0',
  'software maintenance',
];

const smartdoc: CorpusSite = {
  id: 'smartdoc-home',
  about:
    'real (SmartDoc home, homepage/index.html, verbatim): a 2019 student command-line program that turns a requirements file and a source file into cross-linked HTML: a plain page titled "homepage" with a font-size name, a mission statement, its license, download links, a dated development status, a bug tracker and a QQ mail address',
  classes: ['real', 'single-page', 'held-out', 'contact', 'socials'],
  source: realSource('201636000125/SmartDoc', '1c7e6126', 'homepage/index.html', VERBATIM),
  pages: { '/': realPage('smartdoc-home/index.html') },
  expected: {
    // The page's heading (<font size="+3">SmartDoc</font>); its <title> is "homepage".
    name: ['SmartDoc', 'Smartdoc'],
    // "Apache License 2.0" states no price.
    pricing_model: null,
    // The status entries date its work (2019), no founding.
    founded_year: null,
    // "Communications channels: 2445752589@qq.com".
    contact_email: '2445752589@qq.com',
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Notes & Docs'] },
    // No feature list: what it does is a mission statement; all of it may.
    features: { must: [], may: SMARTDOC_CLAIMS },
    usps: { must: [], may: SMARTDOC_CLAIMS },
    tags: { must: [], may: SMARTDOC_TOPICS },
    keywords: { must: [], may: SMARTDOC_TOPICS },
    founders: [],
    // "Our GitHub Links": its repository. The bug tracker is a Bugzilla at an IP address, no account.
    socials: { github: 'https://github.com/201636000125/SmartDoc' },
    faqs: [],
  },
  forbidden: ['name=homepage', 'name=Mission Statement', 'pricing_model=paid', 'pricing_model=subscription'],
};

// ---------------------------------------------------------------- ≡quivalence (held out, a code-migration engine and CLI)

/** "The Ecosystem Repositories": five cards (h3 + text). */
const EQUIVALENCE_CARDS: readonly (readonly [string, string])[] = [
  [
    'equivalence-engine',
    'The core D-based compiler and CLI binary. It analyzes files, fetches remote/local rulesets, maps dependency pathways, and transforms files in-place or into output directories.',
  ],
  [
    'equivalence-engine-action',
    'A modular and reusable GitHub Action. Automate migrations, API updates, or platform adaptation in your CI pipelines with full pinning capabilities.',
  ],
  [
    'libequivalence',
    'The core D-library underpinning the engine. Incorporate path resolution, SDL parsing, and text replacements natively into your own custom D tools and compilers.',
  ],
  [
    'evolution-rules-code',
    'The official code adaptation rules repository. Includes comprehensive SDL patterns for migrating libraries, such as PyQt5 to PyQt6 class and module translations.',
  ],
  [
    'evolution-rules-filesystem',
    'A dedicated domain ruleset mapping abstract system directories (`lib_dir`, `config_dir`) into literal concrete paths across Linux, Ubuntu, macOS, and Windows.',
  ],
];
const EQUIVALENCE_CLAIMS = [
  ...withoutStops([
    '≡quivalence is a version-aware adaptation ecosystem that automatically resolves, maps, and rewrites source code and cross-OS paths using lightweight SDL rulesets.',
    'A modular suite of libraries, rulesets, actions, and tools working in perfect unison.',
    'Experience the rule engine in real-time.',
    'Choose a migration and watch how code and paths dynamically refactor.',
    'Get the Equivalence CLI installed on your local workstation in seconds.',
    'A powerful, version-aware adaptation engine for migrating source code and cross-OS paths between libraries, frameworks, and operating systems using SDL rulesets.',
    'Version-aware code and path migration powered by SDL rulesets.',
    'Migrate source code without the friction.',
    'The core D-based compiler and CLI binary.',
    'A modular and reusable GitHub Action.',
    'The core D-library underpinning the engine.',
    'The official code adaptation rules repository.',
    'Automate migrations, API updates, or platform adaptation in your CI pipelines with full pinning capabilities.',
  ]),
  'D-Powered Rule Engine',
  'Adaptation Sandbox',
  'Code & Path Migration',
  'PyQt5 to PyQt6',
  'Linux to Windows Path Map',
  'Custom Rule Definition',
  'Lightweight SDL Syntax',
  'Python Imports & Enumerations',
  'Abstract Path Mappings',
  'Install the CLI',
];
const EQUIVALENCE_TOPICS = [
  '≡quivalence',
  'Equivalence',
  'equivalence-engine',
  'libequivalence',
  'code migration',
  'path migration',
  'migration',
  'source code migration',
  'code adaptation',
  'adaptation',
  'refactoring',
  'rule engine',
  'rulesets',
  'SDL',
  'SDL rulesets',
  'D',
  'D language',
  'CLI',
  'GitHub Action',
  'CI',
  'CI pipelines',
  'PyQt',
  'PyQt5',
  'PyQt6',
  'cross-OS paths',
  'cross-platform',
  'Linux',
  'macOS',
  'Windows',
  'Winget',
  'Homebrew',
  'developer tools',
  'version-aware',
  'MIT',
  'Boost',
];

const equivalence: CorpusSite = {
  id: 'equivalence-engine-home',
  about:
    'real (≡quivalence home, homepage/index.html, verbatim): a D-based code and path migration engine and CLI driven by SDL rulesets: a nav logo image beside "quivalence" (the logo draws the "≡"), an h1 tagline, a terminal sample, five "Ecosystem Repositories" cards linking sibling repositories, an interactive sandbox, Winget and Homebrew install commands, a footer ("© 2026 AMDphreak")',
  classes: ['real', 'single-page', 'held-out', 'features', 'logo', 'name'],
  source: realSource('AMDphreak/equivalence-engine', 'd4b7f689', 'homepage/index.html', VERBATIM),
  pages: { '/': realPage('equivalence-engine-home/index.html') },
  expected: {
    // "<title>≡quivalence Adaptation Ecosystem …", the lede's "≡quivalence is …", "the Equivalence CLI", the footer's
    // "Equivalence Adaptation Ecosystem"; the core repository is equivalence-engine.
    name: [
      '≡quivalence',
      'Equivalence',
      '≡quivalence Adaptation Ecosystem',
      'Equivalence Adaptation Ecosystem',
      'equivalence-engine',
    ],
    // "Under the MIT and Boost licenses" states no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The nav's <img src="assets/logo.svg" class="logo-mark"> (the PNG is the same logo, og:image and icons).
    logo_url: [
      '{base}/assets/logo.svg',
      '{base}/assets/logo.png',
      'https://AMDphreak.github.io/equivalence-engine/assets/logo.png',
    ],
    demo_video_url: null,
    categories: { must: ['Developer Tools'], may: ['CI/CD'] },
    // "The Ecosystem Repositories": five cards, the suite's parts (each an h3 and its text).
    features: {
      must: EQUIVALENCE_CARDS.map(([title]) => title),
      may: [...cardForms(EQUIVALENCE_CARDS), ...EQUIVALENCE_CLAIMS],
    },
    usps: { must: [], may: [...cardForms(EQUIVALENCE_CARDS), ...EQUIVALENCE_CLAIMS] },
    tags: { must: [], may: EQUIVALENCE_TOPICS },
    keywords: { must: [], may: EQUIVALENCE_TOPICS },
    // "© 2026 AMDphreak": a copyright holder's handle, no founding word.
    founders: [],
    // The cards' "View on GitHub" links go to the ecosystem's other repositories (its own, by the same owner); the
    // engine's own repository is not linked. Any of them is accepted as its GitHub (arguable).
    socials: {
      github: [
        'https://github.com/AMDphreak/equivalence-engine-action',
        'https://github.com/AMDphreak/libequivalence',
        'https://github.com/AMDphreak/evolution-rules-code',
        'https://github.com/AMDphreak/evolution-rules-filesystem',
        'https://github.com/AMDphreak',
      ],
    },
    faqs: [],
  },
  // The brand text without its logo glyph; the h1 is a tagline; PyQt is a library it migrates.
  forbidden: [
    'name=quivalence',
    'name=Migrate source code without the friction.',
    'name=PyQt',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_THIRTIETH: readonly CorpusSite[] = [
  weagentchat,
  wearamp,
  onemorerep,
  smartdoc,
  equivalence,
];
