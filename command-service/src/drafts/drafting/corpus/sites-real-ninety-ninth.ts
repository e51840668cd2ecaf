/**
 * Issue 34, ninety-ninth round: usps precision — requirements, wishes and troubles said without "we" read as usps
 * ("Storing passwords in the cloud can be worrying for some.", "Tools should serve you, not surveil you."). Filled by
 * the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the
 * page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and linkify
 * on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - password-manager-readme: deniszholob/password-manager at b0d793b4 (README.md): an offline password manager app;
 *   "## Rationale" over seven items, the first two the troubles it answers ("Most other password manager tools are
 *   connected online.", "Storing passwords in the cloud can be worrying for some."), the rest what it does.
 * - local-toolkit-readme: NinjaXility/ninjaxility.github.io at 2bdfbc71 (README.md): a local browser toolbox;
 *   "## Why This Exists" over paragraphs: other software's way ("Most software today assumes …") and a wish said of
 *   tools ("Tools should serve you, not surveil you.").
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - passworthy-readme: thisissandipp/passworthy at ba20ddbd (README.md): an offline password manager (Flutter); "##
 *   Why Passworthy?" opening on other managers' way ("Most password managers push you toward …") over four claims.
 * - pysecninja-password-manager-readme: PySecNinja/password-manager at 0ff02ea4 (README.md): a local password
 *   manager in Python; its four reasons for a local password manager in a code block, then set-up steps.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_CONTACT = {
  founded_year: null,
  contact_email: null,
  city: null,
  country: null,
  stage: null,
} as const;

// ——— Tuned on ———

const PASSWORD_MANAGER_DOES = [
  'This tool allows you to have full control of where you store your password data.',
  'It works like any other desktop app, open a file, save a file.',
  'You can store it on your laptop, or a USB Drive or your NAS, or your Cloud Drive (Dropbox, etc..) folder if you wish.',
  'You can choose to encrypt the file contents (will need to remember your encryption key/password), or not (data will be in plain text and anyone can read it if they find it).',
  'The app generates a settings file that can store your key, and itself can be encrypted or not (using its own key that you do not have to remember, but will be the same for everyone using the app).',
  'Saves a passwords collection file on your file system only.',
];
const PASSWORD_MANAGER_TOPICS = [
  'password manager',
  'passwords',
  'offline',
  'privacy',
  'Privacy centric',
  'open source',
  'encryption',
  'desktop app',
  'USB Drive',
  'NAS',
  'Cloud Drive',
  'Dropbox',
  'web demo',
];

const passwordManager: CorpusSite = {
  id: 'password-manager-readme',
  about:
    'real (deniszholob/password-manager README): an offline password manager app; "Rationale" over two troubles it answers and five things it does, then installation, donations and screenshots',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('deniszholob/password-manager', 'b0d793b4', 'README.md', RENDERED),
  pages: { '/': realPage('password-manager-readme/index.html') },
  expected: {
    name: 'Password Manager',
    ...NO_CONTACT,
    // "open source", and Ko-fi and Patreon asked for: no price or free stated.
    pricing_model: null,
    logo_url: null,
    // "Try the Web Demo" links a live demo, no video.
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: PASSWORD_MANAGER_DOES },
    // "Rationale": "Most other password manager tools are connected online." and "Storing passwords in the cloud can
    // be worrying for some." are the troubles it answers, no claim about it; the other five are.
    usps: {
      must: [],
      may: [...PASSWORD_MANAGER_DOES, 'Privacy centric, open source password manager app designed for offline use.'],
    },
    tags: { must: [], may: PASSWORD_MANAGER_TOPICS },
    keywords: { must: [], may: PASSWORD_MANAGER_TOPICS },
    founders: [],
    // Its GitHub links are the status badge's workflow and the latest release: no account. Ko-fi and Patreon ask
    // for donations.
    socials: {},
    faqs: [],
  },
  forbidden: ['ko-fi.com', 'patreon.com'],
};

const LOCAL_TOOLKIT_CLAIMS = [
  'Tools that stay where they belong: on your machine.',
  'No accounts. No metrics. No cloud.',
  'Just tools that work when you need them, then get out of the way.',
  'It assumes you want to get something done, keep it to yourself, and leave no trace.',
  'Ready now. Flashcards, formatters, encoders. Utilities built for utility.',
  'Flashcards live in your browser and nowhere else.',
  'No server code',
  'No analytics',
  'No telemetry',
];
const LOCAL_TOOLKIT_TOPICS = [
  'local',
  'tools',
  'toolbox',
  'toolkit',
  'flashcards',
  'Flashcards',
  'formatters',
  'encoders',
  'utilities',
  'browser',
  'privacy',
  'no accounts',
  'no telemetry',
  'React',
  'Vite',
  'Tailwind',
];

const localToolkit: CorpusSite = {
  id: 'local-toolkit-readme',
  about:
    'real (NinjaXility/ninjaxility.github.io README): a local browser toolbox; "Why This Exists" over other software\'s way and a wish said of tools, then what is here, flashcards, how it is built and what it is not',
  classes: ['real', 'tuning', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('NinjaXility/ninjaxility.github.io', '2bdfbc71', 'README.md', RENDERED),
  pages: { '/': realPage('local-toolkit-readme/index.html') },
  expected: {
    name: 'Local Toolkit',
    ...NO_CONTACT,
    // "Use it. Change it. Break it. Fix it." under "License": no price stated.
    pricing_model: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Developer Tools', 'Education'] },
    features: { must: [], may: LOCAL_TOOLKIT_CLAIMS },
    // "Why This Exists": "Most software today assumes you want an account, a subscription, a dashboard." (other
    // software's way) and "Tools should serve you, not surveil you." (a wish said of tools): no claim about it. "What
    // This Is Not" names what it is not.
    usps: { must: [], may: LOCAL_TOOLKIT_CLAIMS },
    tags: { must: [], may: LOCAL_TOOLKIT_TOPICS },
    keywords: { must: [], may: LOCAL_TOOLKIT_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ——— Held out ———

const PASSWORTHY_RELEASE = [
  'Secure local storage for passkeys and passwords (PBKDF2 and AES encryptions)',
  'Add, Update and Delete passwords (in other name, entries)',
  'Search (with account and usernames), and Copy to clipboard',
  'Minimal and Intuitive UI',
];
const PASSWORTHY_WHY = [
  'Offline & Secure – Your passwords are stored only on your device, encrypted for maximum security.',
  'Fast & Lightweight – No unnecessary bloat, just a simple and efficient password manager.',
  'No Tracking, No Ads – Your data is yours. No hidden analytics, no profiling, no third-party access.',
  'Open-Source & Transparent – Built for privacy-first users, with source code available for review.',
  'Offline & Secure',
  'Fast & Lightweight',
  'No Tracking, No Ads',
  'Open-Source & Transparent',
  'Your passwords are stored only on your device, encrypted for maximum security.',
  'No unnecessary bloat, just a simple and efficient password manager.',
  'Your data is yours. No hidden analytics, no profiling, no third-party access.',
  'Built for privacy-first users, with source code available for review.',
  // As the page writes them, each opening on its emoji (corrected after the first run: a slip, the corpus keeps them).
  '🔒 Offline & Secure – Your passwords are stored only on your device, encrypted for maximum security.',
  '⚡ Fast & Lightweight – No unnecessary bloat, just a simple and efficient password manager.',
  '🚫 No Tracking, No Ads – Your data is yours. No hidden analytics, no profiling, no third-party access.',
  '🛠️ Open-Source & Transparent – Built for privacy-first users, with source code available for review.',
];
const PASSWORTHY_CLAIMS = [
  'Simple yet secured password manager application.',
  'Passworthy is a no-frills, offline password manager designed for privacy-conscious users.',
  'It securely stores passwords locally on your device, ensuring that only you have access to your credentials.',
  'Unlike cloud-based managers, Passworthy requires no logins, no accounts, and no internet connection — your passwords remain encrypted and protected, without compromise.',
  'Passworthy takes a different approach—one that puts you in full control.',
  'Passworthy exists to serve those who value control over their data, offering a simple yet powerful tool for managing credentials without compromise.',
];
const PASSWORTHY_TOPICS = [
  'password manager',
  'passwords',
  'passkeys',
  'offline',
  'privacy',
  'privacy-first',
  'local storage',
  'encryption',
  'PBKDF2',
  'AES',
  'Flutter',
  'Dart',
  'ObjectBox',
  'open source',
  'Open-Source',
  'security',
];

const passworthy: CorpusSite = {
  id: 'passworthy-readme',
  about:
    'real (thisissandipp/passworthy README): an offline password manager; "Why Passworthy?" opening on other managers\' way over four claims, then what the first release does, what comes next and a disclaimer',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('thisissandipp/passworthy', 'ba20ddbd', 'README.md', RENDERED),
  pages: { '/': realPage('passworthy-readme/index.html') },
  expected: {
    name: 'Passworthy',
    ...NO_CONTACT,
    // "without the need for cloud storage or subscriptions": no price stated.
    pricing_model: null,
    // The opening picture is a banner (alt "Passworthy Banner"), no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: PASSWORTHY_RELEASE, may: [...PASSWORTHY_WHY, ...PASSWORTHY_CLAIMS] },
    // "Most password managers push you toward cloud storage, paid subscriptions, and data tracking." is other
    // managers' way, no claim about it; the near-term and long-term items are still to come.
    usps: { must: [], may: [...PASSWORTHY_WHY, ...PASSWORTHY_CLAIMS, ...PASSWORTHY_RELEASE] },
    tags: { must: [], may: PASSWORTHY_TOPICS },
    keywords: { must: [], may: PASSWORTHY_TOPICS },
    founders: [],
    // Its GitHub links are its LICENSE and SECURITY files and its licence badge: no account.
    socials: {},
    faqs: [],
  },
};

const PYSECNINJA_REASONS = [
  'Control: With a local password manager, you have complete control over your data.',
  'Security: While online password managers may use strong encryption to protect your data, they are still vulnerable to online attacks.',
  "Accessibility: Local password managers are accessible offline, which means you can access your passwords and other information even when you don't have an internet connection.",
  'Privacy: Some people are uncomfortable with the idea of storing their sensitive information in the cloud.',
];
const PYSECNINJA_TOPICS = ['password manager', 'offline', 'local', 'python', 'Python', 'privacy', 'security'];

const pysecninja: CorpusSite = {
  id: 'pysecninja-password-manager-readme',
  about:
    'real (PySecNinja/password-manager README): a local password manager in Python; "Are you asking yourself why use an offline password manager?" over four reasons in a code block, then set-up steps and troubleshooting commands',
  classes: ['real', 'held-out', 'single-page', 'readme', 'usps', 'why-section'],
  source: realSource('PySecNinja/password-manager', '0ff02ea4', 'README.md', RENDERED),
  pages: { '/': realPage('pysecninja-password-manager-readme/index.html') },
  expected: {
    // The README names no product; its title is the repository's name.
    name: ['Password Manager', 'password-manager'],
    ...NO_CONTACT,
    pricing_model: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: [] },
    // The four reasons are said of local password managers in general ("Some people are uncomfortable …"), in a
    // code block: the writer's reasons, may pass.
    usps: { must: [], may: PYSECNINJA_REASONS },
    tags: { must: [], may: PYSECNINJA_TOPICS },
    keywords: { must: [], may: PYSECNINJA_TOPICS },
    founders: [],
    socials: {},
    // Its opening heading asks a question the README answers, but it is its title, no FAQ.
    faqs: [],
  },
};

export const REAL_TUNING_SITES_NINETY_NINTH: readonly CorpusSite[] = [passwordManager, localToolkit];

export const REAL_HELD_OUT_SITES_NINETY_NINTH: readonly CorpusSite[] = [passworthy, pysecninja];
