/**
 * Issue 34, ninety-sixth round: features on marketing landing pages: the product's own feature cards (a grid of short
 * titled cards, right under the hero or under a heading without the word "features") missed for a later list, a "how it
 * works" list, or nothing. Filled by the round: the pages tuned on, and one for one the real pages held out (chosen,
 * and their facts written from the page, before the drafter first ran on them).
 *
 * Tuning:
 * - pulse-home: 0xSMW/pulse-uptime at 094d072e (marketing/index.html), verbatim: a self-hosted uptime monitor's
 *   marketing page: a hero (h1 tagline, lede, a live dashboard mock), three principle cards right under the hero with
 *   no heading of their own (`<section class="principles">`, each an h3 and a line), eight numbered story sections
 *   (monitor, detect, respond, attribute, publish, automate, operate, architecture), a deploy call, a footer.
 * - kunji-home: 0eai/kunji at 7c345d04 (landing/index.html), verbatim: a zero-knowledge identity wallet: a header brand
 *   (icon, name), an h1 tagline, five numbered cards, each a link (`<a class="feature">` around an h3 and its text),
 *   under a visually hidden h2 "What makes kunji different", a credentials section, a "protected" grid of three.
 *
 * Held out:
 * - clawpinch-home: 0xChitlin/clawpinch at 00f5e04e (website/index.html), verbatim: an OpenClaw security-audit
 *   toolkit: an ASCII-art hero, three stats, eight check cards under "What It Checks", a terminal demo, a comparison
 *   table with another tool, install commands, a footer.
 * - taskmetry-home-ja: 1llum1n4t1s/Taskmetry at bc183e4c (landing/index.html), verbatim, in Japanese: a Windows
 *   taskbar meter: a hero, three cards under a heading without the word "features" (the section's id names them), three
 *   lettered behaviour items (A, B, C, each an h3), a privacy note, a start panel.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

/** A card's title, its text, and both joined as "Title: text" (how a drafter may write a card). */
const cardForms = (cards: readonly (readonly [string, string])[]) =>
  cards.flatMap(([title, text]) => [title, text, `${title}: ${text}`, text.replace(/[.。]$/u, '')]);

/** Sentences, with and without their closing stop. */
const withoutStops = (lines: readonly string[]) => lines.flatMap((line) => [line, line.replace(/[.!。]$/u, '')]);

// ---------------------------------------------------------------- Pulse (tuning, a self-hosted service)

/** The three principle cards right under the hero (`<section class="principles">`: an h3 and a line each). */
const PULSE_CARDS: readonly (readonly [string, string])[] = [
  ['Built for ownership', 'Deploy to your infrastructure and keep control of your operational data'],
  ['Ready for agents', 'One typed API and CLI for people, scripts, and autonomous workflows'],
  ['Focused on incidents', 'Compact routine checks and preserve the failures that need attention'],
];
/** The eight story sections' titles and intros, and the architecture's five principles: what Pulse does, said again. */
const PULSE_SECTIONS: readonly (readonly [string, string])[] = [
  [
    'Monitor what matters',
    'Add an endpoint in seconds. Pulse keeps the first decision simple and tucks the rest away.',
  ],
  [
    'From failure to recovery',
    'Play the outage or step through it check by check. Every surface follows the same monitor state.',
  ],
  ['Every failure has a history', 'Pulse confirms outages, records each transition, and sends one clear alert.'],
  [
    'Is it us, or them?',
    'Add OpenAI, Stripe, or Vercel in one click. Provider incidents appear beside your own checks.',
  ],
  [
    'A status page users trust',
    'Every deployment serves a public status page from live monitor state. Nothing extra to run.',
  ],
  ['Same controls everywhere', 'Run pulsectl yourself, or hand your agent the CLI and let it manage the whole setup.'],
  [
    'Built to stay small',
    'Pulse compacts routine checks and preserves incident history within a clear storage budget.',
  ],
  ['Runs where your app runs', 'Pulse is Vercel-native, Postgres-backed, and small enough to understand end to end.'],
  ['Vercel-native', 'Deploy with the platform you already use'],
  ['Exception-first history', 'Keep detail where it carries meaning'],
  ['One control plane', 'Serve people and agents consistently'],
  ['Status reports', 'Draft, publish, and update incident narratives in your own words'],
  ['White-label status page', 'Your name, logo, and links on the page your users see'],
  [
    'Ask your agent to run it',
    'Paste one prompt and your agent installs the CLI, links your deployment, and manages monitors and incidents for you.',
  ],
  ['One click, no credentials', 'Provider status is context, never proof'],
  [
    'Beside your own checks',
    'No uptime percentage. Provider criteria differ, so Pulse never invents a cross-provider number.',
  ],
];
const PULSE_CLAIMS = withoutStops([
  'Pulse is a self-hosted uptime monitor for people and agents',
  'Pulse checks your endpoints, opens incidents, and gives people and agents the same control plane',
  'Own your uptime',
  'Open-source uptime monitoring',
  'Deploy monitoring you control',
  'One dashboard. One API. One record of what happened.',
  'Pulse will send one clear alert when the state changes.',
]);
const PULSE_TOPICS = [
  'Pulse',
  'uptime monitoring',
  'uptime monitor',
  'self-hosted uptime monitor',
  'open-source uptime monitoring',
  'monitoring',
  'incidents',
  'incident management',
  'status page',
  'public status page',
  'alerts',
  'CLI',
  'pulsectl',
  'API',
  'agents',
  'AI agents',
  'dependencies',
  'provider incidents',
  'Vercel',
  'Postgres',
  'Neon',
  'self-hosted',
  'open source',
];

const pulse: CorpusSite = {
  id: 'pulse-home',
  about:
    "real (Pulse's marketing page, marketing/index.html, verbatim): a self-hosted uptime monitor: a hero whose h1 is a tagline, three principle cards right under it with no heading, eight numbered story sections, an architecture map with five principles, a deploy call, a footer",
  classes: ['real', 'single-page', 'tuning', 'features', 'socials'],
  source: realSource('0xSMW/pulse-uptime', '094d072e', 'marketing/index.html', VERBATIM),
  pages: { '/': realPage('pulse-home/index.html') },
  expected: {
    // "<title>Pulse — Own your uptime", the brand "Pulse" (a status dot beside it, no image); the h1 is a tagline.
    name: 'Pulse',
    // "Open-source uptime monitoring", "Deploy Pulse": no price stated (the twenty-third round: open source states none).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The brand is a CSS status dot and a word; the favicon is an inline data URI of the same dot: no logo file.
    logo_url: null,
    demo_video_url: null,
    // An uptime monitor: Monitoring (a subcategory of Developer Tools, which may stand too).
    categories: { must: ['Monitoring'], may: ['Developer Tools'] },
    // The three cards under the hero are its features; the story sections say the same capabilities at length (may).
    features: {
      must: PULSE_CARDS.map(([title]) => title),
      may: [...cardForms(PULSE_CARDS), ...cardForms(PULSE_SECTIONS), ...PULSE_CLAIMS],
    },
    usps: { must: [], may: [...cardForms(PULSE_CARDS), ...cardForms(PULSE_SECTIONS), ...PULSE_CLAIMS] },
    tags: { must: [], may: PULSE_TOPICS },
    keywords: { must: [], may: PULSE_TOPICS },
    // No maker named: the footer links "SMW.AI" (a site), no person.
    founders: [],
    // "Deploy Pulse" and the footer's "GitHub": its repository.
    socials: { github: 'https://github.com/0xSMW/pulse-uptime' },
    faqs: [],
  },
  // The h1 is a tagline; OpenAI, Stripe, Vercel, Neon, Resend are other products it watches or runs on; the dashboard
  // mock's monitors and incidents are sample data.
  forbidden: [
    'name=Own your uptime',
    'name=Vercel',
    'name=Neon',
    'name=Resend',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- kunji (tuning, an identity wallet)

/** "What makes kunji different" (a visually hidden h2): five numbered cards, each a link around an h3 and its text. */
const KUNJI_CARDS: readonly (readonly [string, string])[] = [
  ['Zero-knowledge', 'Your vault is encrypted with a key derived from your passkey. The server never sees it.'],
  ['Per-app identity', "Each app sees a different ID. Two apps can't link your accounts or track you across them."],
  ['Self-sovereign', 'No registry, no gatekeeper. You are your key — recover everything with your recovery key.'],
  [
    'Agent-ready',
    'Authorize an AI agent to act for you at an app: scoped, expiring, revocable, and never holding your keys.',
  ],
  [
    'Verified credentials',
    'Hold credentials in your wallet and prove a fact (like being over 18) without revealing your birthday. Selective, unlinkable.',
  ],
];
/** "Your identity, protected.": three more cards (an h3 and its text). */
const KUNJI_PROTECT: readonly (readonly [string, string])[] = [
  [
    'Nothing to phish',
    "No passwords, no email links. You approve each sign-in on your own device. There's nothing for an attacker to trick out of you.",
  ],
  [
    'Nothing to breach',
    'Your keys never leave your device and the server stores only ciphertext. A server breach exposes no identities.',
  ],
  [
    'Nothing to correlate',
    "Every app sees a different, unlinkable ID. There's no shared identifier to track you from one app to the next.",
  ],
];
const KUNJI_CLAIMS = withoutStops([
  'Be your own key. kunji is a zero-knowledge identity wallet — sign in to your apps with keys only you hold. No Google, no passwords, no tracking.',
  'Be your own key — a zero-knowledge identity wallet. Your keys never leave your device.',
  'Sign in to your apps by scanning a code, authenticated by keys that never leave your device.',
  'No passwords, no email links, no tracking.',
  'Sign in yourself — or authorize an agent to act for you, using its own key, never yours.',
  'Prove a fact, not your data.',
  'Your identity, protected.',
  'A zero-knowledge identity wallet',
  'Be your own key.',
]);
const KUNJI_TOPICS = [
  'kunji',
  'identity wallet',
  'zero-knowledge identity wallet',
  'zero-knowledge',
  'sign in',
  'passwordless',
  'passwordless sign-in',
  'passkey',
  'keys',
  'privacy',
  'per-app identity',
  'verified credentials',
  'age verification',
  'AI agents',
  'agent authorization',
  'self-sovereign identity',
  'security',
  'authentication',
];

const kunji: CorpusSite = {
  id: 'kunji-home',
  about:
    'real (kunji\'s landing page, landing/index.html, verbatim): a zero-knowledge identity wallet: a header brand (icon, name), an h1 tagline, five numbered cards each a link around an h3, a credentials section, a three-card "protected" grid, a footer of links',
  classes: ['real', 'single-page', 'tuning', 'features', 'socials', 'logo'],
  source: realSource('0eai/kunji', '7c345d04', 'landing/index.html', VERBATIM),
  pages: { '/': realPage('kunji-home/index.html') },
  expected: {
    // "<title>kunji — your keys, your apps, no Google", the header brand's "kunji"; the h1 is a tagline.
    name: 'kunji',
    // "Open kunji", "Verify your age": no price stated anywhere.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header brand's <img src="/icon.svg"> beside the name (the declared icon is the same file).
    logo_url: '{base}/icon.svg',
    demo_video_url: null,
    // An identity wallet for signing in: no category of the tree names it (Developer Tools only for its integration
    // guide, may).
    categories: { must: [], may: ['Developer Tools'] },
    // The five cards under the hero are its features; the "protected" cards say how it keeps users safe (may).
    features: {
      must: KUNJI_CARDS.map(([title]) => title),
      may: [...cardForms(KUNJI_CARDS), ...cardForms(KUNJI_PROTECT), ...KUNJI_CLAIMS],
    },
    usps: { must: [], may: [...cardForms(KUNJI_CARDS), ...cardForms(KUNJI_PROTECT), ...KUNJI_CLAIMS] },
    tags: { must: [], may: KUNJI_TOPICS },
    keywords: { must: [], may: KUNJI_TOPICS },
    founders: [],
    // The footer's "GitHub" (its repository) and "X" (its account).
    socials: { github: 'https://github.com/0eai/kunji', x: 'https://x.com/kunji_cc' },
    faqs: [],
  },
  // The h1 is a tagline; Google is the product it replaces.
  forbidden: [
    'name=Your keys. Your apps. No Google.',
    'name=Google',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- ClawPinch (held out, a CLI)

/** "What It Checks": eight cards (an h3, its text, a check count). */
const CLAWPINCH_CARDS: readonly (readonly [string, string])[] = [
  ['Configuration', 'Gateway bindings, auth settings, TLS, CORS, debug mode, rate limits, and audit logging.'],
  ['Secrets', 'API keys in config, hardcoded passwords, private keys, .env files, shell history leaks.'],
  ['Network', 'Port exposure, WebSocket auth, TLS enforcement, DNS rebinding, proxy leaks, outbound rules.'],
  ['Skills', 'Permission analysis, signature verification, malicious hash detection, eval/exec patterns.'],
  ['Permissions', 'Admin grants, wildcard scopes, channel privilege escalation, cross-tenant isolation.'],
  ['Cron Jobs', 'Root execution, unreviewed skills, rapid-fire schedules, missing timeouts, network access.'],
  ['Known CVEs', 'Version checks against CVE-2026-25253, CVE-2026-24763, CVE-2026-25157, and dependency vulns.'],
  ['Supply Chain', 'Registry trust, hash verification, signature checks, lockfile presence, runtime dependencies.'],
];
/** The comparison table's rows (its "Feature" column): what ClawPinch does, each marked Y for it. */
const CLAWPINCH_TABLE = [
  'Config auditing',
  'Secrets scanning',
  'Network exposure checks',
  'Skill trust & signature analysis',
  'Permission boundary auditing',
  'Cron job safety checks',
  'Known CVE detection',
  'Supply-chain integrity',
  'Structured JSON output',
  'Auto-fix suggestions',
  'Threat model reference',
];
const CLAWPINCH_CLAIMS = withoutStops([
  "Don't get pinched. Audit your OpenClaw deployment before attackers do.",
  'Eight scanner categories covering every layer of your OpenClaw deployment.',
  'ClawPinch produces clear, prioritised output with actionable remediation.',
  'Built on the shoulders of ClawdStrike by Cantina. We go further.',
  'Three commands. That is all it takes.',
  'OpenClaw Security Audit Toolkit',
  '63 Security Checks',
  '8 Scanner Categories',
]);
const CLAWPINCH_TOPICS = [
  'ClawPinch',
  'OpenClaw',
  'security audit',
  'security audit toolkit',
  'OpenClaw security audit',
  'security checks',
  'secrets scanning',
  'CVE',
  'CVE detection',
  'supply chain',
  'supply-chain integrity',
  'configuration auditing',
  'network exposure',
  'permissions',
  'cron jobs',
  'skills',
  'bash',
  'CLI',
  'JSON output',
  'MIT License',
  'open source',
  'security',
];

const clawpinch: CorpusSite = {
  id: 'clawpinch-home',
  about:
    'real (ClawPinch\'s website, website/index.html, verbatim): an OpenClaw security-audit toolkit: an ASCII-art hero, three stats, eight check cards under "What It Checks", a terminal demo, a comparison table with another tool, install commands, a footer',
  classes: ['real', 'single-page', 'held-out', 'features', 'socials'],
  source: realSource('0xChitlin/clawpinch', '00f5e04e', 'website/index.html', VERBATIM),
  pages: { '/': realPage('clawpinch-home/index.html') },
  expected: {
    // "<title>ClawPinch -- OpenClaw Security Audit Toolkit", the h1 "ClawPinch", the nav brand.
    name: 'ClawPinch',
    // "MIT License" states no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "ClawPinch v0.1.0" is a version, no stage in words.
    stage: null,
    // An ASCII-art banner, no image.
    logo_url: null,
    demo_video_url: null,
    // A security-audit CLI for a deployment: Developer Tools.
    categories: { must: [], may: ['Developer Tools', 'Monitoring'] },
    // The eight cards under "What It Checks" are its features; the comparison table's rows say them again (may).
    features: {
      must: CLAWPINCH_CARDS.map(([title]) => title),
      may: [...cardForms(CLAWPINCH_CARDS), ...CLAWPINCH_TABLE, ...CLAWPINCH_CLAIMS],
    },
    usps: { must: [], may: [...cardForms(CLAWPINCH_CARDS), ...CLAWPINCH_TABLE, ...CLAWPINCH_CLAIMS] },
    tags: { must: [], may: CLAWPINCH_TOPICS },
    keywords: { must: [], may: CLAWPINCH_TOPICS },
    founders: [],
    // The nav's and footer's "GitHub", "View on GitHub": its repository (clawpinch/clawpinch; this copy of the page is
    // kept in 0xChitlin/clawpinch). Issues and the license are pages of it.
    socials: { github: 'https://github.com/clawpinch/clawpinch' },
    faqs: [],
  },
  // OpenClaw is what it audits; ClawdStrike (by Cantina) the tool it compares itself with; the terminal demo's findings
  // are sample output.
  forbidden: [
    'name=OpenClaw',
    'name=ClawdStrike',
    'founders=Cantina',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- Taskmetry (held out, a desktop app, in Japanese)

/** "WHAT STAYS VISIBLE": three cards (an index line, an h3 broken by a <br>, its text). */
const TASKMETRY_CARDS: readonly (readonly [string, string])[] = [
  [
    '空きスペースを、 そのまま計器盤に。',
    '中央のアプリアイコンと通知領域の間を検出。ピン留めが増えても、アイコンを覆わない幅へ自動調整します。',
  ],
  ['CPU と RAM を ひと目で。', '今の負荷を大きな数値と段階色で表示。視線を止めずに、作業の余裕を判断できます。'],
  [
    '会話の余白も、 手元に置く。',
    'Codex、Claude、Gemini の直近セッションをローカルで読み取り、コンテキストの使用率を表示します。',
  ],
];
/** The same titles as a reader joining the <br> without a space may write them. */
const TASKMETRY_TITLES_JOINED = [
  '空きスペースを、そのまま計器盤に。',
  'CPU と RAM をひと目で。',
  '会話の余白も、手元に置く。',
];
/** "ADAPTS TO THE TASKBAR": three lettered items (A, B, C; an h3 and its text): how it places itself (may). */
const TASKMETRY_BEHAVIOUR: readonly (readonly [string, string])[] = [
  ['上下左右へ追従', 'タスクバーの辺を判定し、横型・縦型のメーターを切り替えます。'],
  ['空きがなければ外側へ', '余白が狭い場合はタスクバーの外側へ退避。ピン留めアプリの操作を塞ぎません。'],
  ['固定時はクリック透過', '誤移動を防ぐ固定表示。位置を変えるときだけ編集モードでドラッグできます。'],
];
const TASKMETRY_CLAIMS = withoutStops([
  'Taskmetry は、CPU・メモリ・AI CLI のコンテキスト使用率を Windows タスクバーへ常駐表示するローカルメーターです。',
  'CPU・メモリ・Codex / Claude / Gemini のコンテキスト使用率を、 作業中の Windows タスクバーへ静かに常駐表示します。',
  'AI CLI がローカルに保存した直近セッションを読み取るだけ。APIキー、認証情報、会話本文を送信せず、Taskmetry 自体もネットワーク通信を行いません。',
  '起動後は表示項目と幅を選ぶだけ。設定は通知領域のアイコンからいつでも開けます。',
  'Windows taskbar telemetry for the AI-native desktop.',
  'タスクバーに、 いまの余裕を。',
  'アイコンを避け、余白だけに走る。',
]);
const TASKMETRY_TOPICS = [
  'Taskmetry',
  'Windows',
  'タスクバー',
  'taskbar',
  'Windows taskbar',
  'CPU',
  'メモリ',
  'RAM',
  'コンテキスト使用率',
  'Codex',
  'Claude',
  'Gemini',
  'AI CLI',
  'メーター',
  'system monitor',
  'ローカル',
  '.NET',
  'MIT License',
];

const taskmetry: CorpusSite = {
  id: 'taskmetry-home-ja',
  about:
    'real (Taskmetry\'s landing page, landing/index.html, verbatim, in Japanese): a Windows taskbar meter for CPU, memory and AI CLIs\' context use: a hero with a taskbar mock, three cards under a heading without the word "features", three lettered behaviour items, a privacy note, a start panel, a footer',
  classes: ['real', 'single-page', 'held-out', 'features', 'logo', 'non-english'],
  source: realSource('1llum1n4t1s/Taskmetry', 'bc183e4c', 'landing/index.html', VERBATIM),
  pages: { '/': realPage('taskmetry-home-ja/index.html') },
  expected: {
    // "<title>Taskmetry — タスクバーに、いまの余裕を。", the header brand; the h1 is a tagline.
    name: 'Taskmetry',
    // "MIT License": no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header brand's <img src="assets/taskmetry.svg"> beside the name (the icon link is the same file).
    logo_url: '{base}/assets/taskmetry.svg',
    demo_video_url: null,
    // A taskbar meter of system load and AI tools' context: Monitoring or Productivity at most.
    categories: { must: [], may: ['Monitoring', 'Productivity', 'Developer Tools'] },
    // The three cards are its features; the lettered behaviour items say how it places itself (may).
    features: {
      must: TASKMETRY_CARDS.map(([title]) => title),
      may: [
        ...TASKMETRY_TITLES_JOINED,
        ...cardForms(TASKMETRY_CARDS),
        ...cardForms(TASKMETRY_BEHAVIOUR),
        ...TASKMETRY_CLAIMS,
      ],
    },
    usps: { must: [], may: [...cardForms(TASKMETRY_CARDS), ...cardForms(TASKMETRY_BEHAVIOUR), ...TASKMETRY_CLAIMS] },
    tags: { must: [], may: TASKMETRY_TOPICS },
    keywords: { must: [], may: TASKMETRY_TOPICS },
    founders: [],
    // No account or repository is linked from the page.
    socials: {},
    faqs: [],
  },
  // The h1 is a tagline; Codex, Claude, Gemini are the AI tools it reads; Windows its platform.
  forbidden: [
    'name=タスクバーに、 いまの余裕を。',
    'name=Codex',
    'name=Claude',
    'name=Gemini',
    'name=Windows',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

export const REAL_TUNING_SITES_NINETY_SIXTH: readonly CorpusSite[] = [pulse, kunji];

export const REAL_HELD_OUT_SITES_NINETY_SIXTH: readonly CorpusSite[] = [clawpinch, taskmetry];
