/**
 * Issue 34, hundred-and-twentieth round: tags precision — a features list's items that name a part of the product's
 * interface, a likeness to another product or an either/or of two words ("Dark mode", "Messages Box", "Git-like
 * Branching", "File/Folder package download") drafted as tags. Tags are the site's own topical words: what the product
 * is about, not the name of one of its switches. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each README is kept in its repository at the commit and rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * Tuned on (pages already in the corpus, whose tags showed the class):
 * - alist-readme (the forty-second round's tuning page, sites-real-forty-second.ts): its "Features" list's items
 *   "Dark mode", "Docker Deploy", "Cloudflare Workers proxy", "File/Folder package download" and its storages' "Local
 *   storage" drafted as tags beside the right "Offline download".
 * - ng2adminlte-readme (the hundred-and-tenth round's tuning page): the App Header's "Messages Box", "Notification
 *   Box", "Tasks Box", "User box" drafted as tags.
 * - dbl-docs (the eighty-ninth round's tuning page): "Git-like Branching", a card title said again in "Why DBL?".
 *
 * Held out (the drafter is not changed for it; chosen and its facts written before it first ran; only its headings
 * and lists were looked at while choosing):
 * - chatgptforgoogle-readme: wong2/chatgpt-google-extension at 62ec83f5 (README.md): the h1 "ChatGPT for Google",
 *   badges (one linked to its Twitter), a notice that the extension was acquired and the repository is no longer
 *   updated, "# My new project: ChatHub: All-in-one chatbot client", "A browser extension to display ChatGPT response
 *   alongside Google (and other search engines) results", store links, "## Supported Search Engines", "## Features"
 *   (ten short items: "Markdown rendering", "Code highlights", "Dark mode", "Custom trigger mode", …),
 *   troubleshooting, building from source.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_PRICE = ['pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'];

// ---------------------------------------------------------------- ChatGPT for Google (held out)

/** "## Features": ten items. */
const CHATGPTFORGOOGLE_FEATURES = [
  'Supports all popular search engines',
  'Supports the official OpenAI API',
  'Supports ChatGPT Plus',
  'Markdown rendering',
  'Code highlights',
  'Dark mode',
  'Provide feedback to improve ChatGPT',
  'Copy to clipboard',
  'Custom trigger mode',
  'Switch languages',
];
const CHATGPTFORGOOGLE_TOPICS = [
  'ChatGPT',
  'browser extension',
  'extension',
  'search engines',
  'search engine',
  'search',
  'Google',
  'OpenAI',
  'OpenAI API',
  'AI',
  'chatbot',
  'Chrome',
  'Firefox',
  'Markdown',
  'Markdown rendering',
];

const chatgptforgoogle: CorpusSite = {
  id: 'chatgptforgoogle-readme',
  about:
    'ChatGPT for Google\'s README: the h1 "ChatGPT for Google", badges (a Twitter follow badge linked to its account), "### Notice (2023-02-20)" (acquired, no longer updated), "# My new project: ChatHub: All-in-one chatbot client" (another product), "A browser extension to display ChatGPT response alongside Google (and other search engines) results", Chrome Web Store and Mozilla Add-on links, supported search engines, "## Features" (ten short items), troubleshooting, build from source, star history.',
  classes: ['real', 'held-out', 'single-page', 'features', 'socials', 'readme'],
  source: realSource('wong2/chatgpt-google-extension', '62ec83f5', 'README.md', RENDERED),
  pages: { '/': realPage('chatgptforgoogle-readme/index.html') },
  expected: {
    name: ['ChatGPT for Google', 'chatgpt-google-extension'],
    // No price stated (a licence badge only).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // Acquired and no longer updated: none of the stages the field has.
    stage: null,
    // Badges and screenshots only, no mark.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['AI', 'Chatbots', 'Productivity', 'Developer Tools'] },
    features: { must: CHATGPTFORGOOGLE_FEATURES, may: [] },
    usps: {
      must: [],
      may: [
        ...CHATGPTFORGOOGLE_FEATURES,
        'A browser extension to display ChatGPT response alongside Google (and other search engines) results',
      ],
    },
    tags: { must: [], may: CHATGPTFORGOOGLE_TOPICS },
    keywords: { must: [], may: CHATGPTFORGOOGLE_TOPICS },
    founders: [],
    // The Twitter follow badge's link; ChatHub's repository is another product's.
    socials: { x: 'https://twitter.com/chatgpt4google' },
    faqs: [],
  },
  forbidden: [...NO_PRICE, 'github.com/chathub-dev/chathub', 'name=ChatHub'],
};

export const REAL_TUNING_SITES_HUNDRED_AND_TWENTIETH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWENTIETH: readonly CorpusSite[] = [chatgptforgoogle];
