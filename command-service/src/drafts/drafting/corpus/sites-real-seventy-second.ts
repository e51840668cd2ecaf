/**
 * Issue 34, seventy-second round: a fourth measurement on fresh marketing pages (nothing tuned). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Nothing is tuned on (the round changes no drafter or verifier code): five products' marketing pages, kept verbatim
 * from their websites' repositories, chosen and their facts written before the drafter first ran on them. The round
 * does not run the drafter at all: the first run is taken by the lead after the merge, so that it measures the
 * merged drafter.
 *
 * Held out:
 * - counter-home: ihucos/counter.dev at 95fff237 (static/index.html), verbatim: a hosted web-analytics service's
 *   home page (SaaS, pay what you want): a hero whose h1 is a tagline, three benefit cards, a carousel of four
 *   feature cards, an "Open Source" section; its navbar, footer and pay-what-you-want box are web components a
 *   script fills (empty elements in the page as served), so no links or addresses beyond GitHub.
 * - jsonplaceholder-home: typicode/jsonplaceholder at 7ae4432a (public/index.html), verbatim: a free fake REST API
 *   for developers: a sponsors banner and two sponsor logos, an intro, an example, a resources table, a routes
 *   table, a sibling service (My JSON Server), two libraries it is powered by, a footer crediting "typicode".
 * - maccy-home: p0deje/Maccy at 4ebd8468 (index.html on the gh-pages branch), verbatim: a macOS clipboard manager's
 *   home page (a Unicorn Platform page): a warning about fake sites, a logo beside the h1, App Store and Gumroad
 *   buttons, a demo video, six "Why?" cards, four testimonials, a footer mailto to its maker.
 * - mos-home-zh: Caldis/Mos at e45c35e3 (docs/indexCN.html), verbatim: a small macOS mouse-scrolling utility's
 *   Chinese home page, one screen: a kicker (疯狂推荐), the logo, the name, one sentence, a download button, the
 *   version, a GitHub star request, a footer mailto ("联系作者", contact the author) and an issues link.
 * - spectacle-home: eczarny/spectacle at 055bfd71 (index.html on the gh-pages branch, the 1.1.2 release, 2016),
 *   verbatim: a macOS window manager's one-screen home page: an h1 tagline, a download button, a PayPal donation
 *   form, three feature cards, a footer with its copyright holder and its Twitter account.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

/** A card's title, its text, and both joined as "Title: text" (how a drafter may write a card). */
const cardForms = (cards: readonly (readonly [string, string])[]) =>
  cards.flatMap(([title, text]) => [title, text, `${title}: ${text}`, text.replace(/\.$/, '')]);

/** Sentences, with and without their closing stop. */
const withoutStops = (lines: readonly string[]) => lines.flatMap((line) => [line, line.replace(/[.!。]$/u, '')]);

export const REAL_TUNING_SITES_SEVENTY_SECOND: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- Counter (held out, SaaS)

/** The benefit cards under the hero (h3 + text). */
const COUNTER_BENEFITS: readonly (readonly [string, string])[] = [
  ['Pay when ready', 'Start paying whenever you want.'],
  ['Open Source', 'The source code is published under the AGPL-v3 license. Collaboration is welcome.'],
  ['Privacy-friendly', 'No Cookies. No logging. No IP address fingerprinting.'],
];
/** The carousel's feature cards (h3 + text), each under an image whose alt says what it shows. */
const COUNTER_FEATURES: readonly (readonly [string, string])[] = [
  ['Unique Visitors', 'Metrics are based on the number of unique visitors per day.'],
  ['Referrals', 'See which other websites link to your website.'],
  ['Focus', 'We keep things simple and only show what you need to know.'],
  ['Friendly', 'We offer a free and privacy friendly analytics service for everyone.'],
];
const COUNTER_CLAIMS = [
  ...withoutStops([
    'Web Analytics made simple and therefore privacy-friendly.',
    'Counter is fully open-source and available on Github.',
    'No Cookies.',
    'No logging.',
    'No IP address fingerprinting.',
    // The meta description.
    'Track website visitors with Counter, a privacy-friendly analytics tool.',
    'Get daily unique visitor counts, referrer information, and geographical locations.',
    'Our open source web analytics tool makes it easy to understand your web traffic.',
    'Get started today and pay what and when you want!',
  ]),
  'Easy Web Analytics',
  'Counts daily unique visitors',
  'Know your referrers',
  'Geographical locations',
  'The friendly alternative',
  'Open source',
  'Open-source',
  'Privacy-friendly',
  'No Cookies',
  'Free',
];
const COUNTER_TOPICS = [
  'Counter',
  'web analytics',
  'Web Analytics',
  'analytics',
  'website analytics',
  'easy web analytics',
  'simple web analytics',
  'privacy-friendly analytics',
  'privacy-friendly',
  'privacy friendly',
  'privacy',
  'no cookies',
  'cookieless',
  'cookies',
  'open source',
  'open-source',
  'AGPL-v3',
  'AGPL',
  'unique visitors',
  'visitors',
  'referrals',
  'referrers',
  'geographical locations',
  'web traffic',
  'traffic',
  'metrics',
  'real-time',
  'pay what you want',
  'free',
  'GitHub',
  'Github',
];

const counter: CorpusSite = {
  id: 'counter-home',
  about:
    'real (counter.dev home, verbatim): a hosted web-analytics service (pay what you want): an h1 tagline "Easy Web Analytics", three benefit cards, four feature cards in a carousel, an "Open Source" section; navbar, footer and pricing box are empty web components',
  classes: ['real', 'single-page', 'held-out', 'features', 'pricing', 'socials'],
  source: realSource('ihucos/counter.dev', '95fff237', 'static/index.html', VERBATIM),
  pages: { '/': realPage('counter-home/index.html') },
  expected: {
    // "<title>Counter: Easy Web Analytics</title>", "Counter is fully open-source …"; the h1 is the tagline. The
    // text never writes the domain (counter.dev) as its name.
    name: 'Counter',
    // "We offer a free and privacy friendly analytics service for everyone." and "Pay when ready — Start paying
    // whenever you want." (the meta description: "pay what and when you want"): free, paying is the user's choice;
    // no plan and no figure is stated.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The hero's picture and the card icons are CSS backgrounds; the page's icon is its declared favicon.
    logo_url: '{base}/img/favicon.png',
    // "Live demo" opens a demo dashboard, no video.
    demo_video_url: null,
    // Web analytics, as Plausible's and GoatCounter's pages (Marketing, Monitoring, SEO at most).
    categories: { must: [], may: ['Marketing', 'Monitoring', 'SEO'] },
    // The carousel's four cards are the features (section "features"); the three benefit cards are reasons to
    // choose it, and may be read as features too.
    features: {
      must: COUNTER_FEATURES.map(([title]) => title),
      may: [...cardForms(COUNTER_FEATURES), ...cardForms(COUNTER_BENEFITS), ...COUNTER_CLAIMS],
    },
    usps: { must: [], may: [...cardForms(COUNTER_BENEFITS), ...cardForms(COUNTER_FEATURES), ...COUNTER_CLAIMS] },
    tags: { must: [], may: COUNTER_TOPICS },
    keywords: { must: [], may: COUNTER_TOPICS },
    founders: [],
    // "Counter is fully open-source and available on Github. View project": its repository (as Helix's and fish's).
    // The repository's owner (ihucos) is a person's account, not the product's.
    socials: { github: 'https://github.com/ihucos/counter.dev' },
    faqs: [],
  },
  // The h1 is a tagline; the banner ("Stop the war. Show your solidarity with a banner 🇺🇦") is no place and no
  // claim of the product; paying "whenever you want" is no price and no paid plan.
  forbidden: [
    'name=Easy Web Analytics',
    'UA',
    'features=Stop the war. Show your solidarity with a banner 🇺🇦',
    'usps=Stop the war. Show your solidarity with a banner 🇺🇦',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

// ---------------------------------------------------------------- JSONPlaceholder (held out, developer tool)

/** The resources table: a path and what it holds. */
const JSONPLACEHOLDER_RESOURCES: readonly (readonly [string, string])[] = [
  ['/posts', '100 posts'],
  ['/comments', '500 comments'],
  ['/albums', '100 albums'],
  ['/photos', '5000 photos'],
  ['/todos', '200 todos'],
  ['/users', '10 users'],
];
const JSONPLACEHOLDER_CLAIMS = [
  ...withoutStops([
    'JSONPlaceholder is a free online REST API that you can use whenever you need some fake data.',
    "It's great for tutorials, testing new libraries, sharing code examples, ...",
    "It's great for tutorials, testing new libraries, sharing code examples",
    'JSONPlaceholder comes with a set of 6 common resources:',
    'JSONPlaceholder comes with a set of 6 common resources',
    'All HTTP methods are supported.',
    'Note: resources have relations.',
    'resources have relations.',
    'you can use http:// or https:// when making requests to JSONPlaceholder.',
    'Tip: you can use http:// or https:// when making requests to JSONPlaceholder.',
  ]),
  'Fake Online REST API for Testing and Prototyping',
  'Fake online REST API for developers',
  'Serving ~350M requests per month',
  'A set of 6 common resources',
  '6 common resources',
  'Resources have relations',
  'All HTTP methods are supported',
  'Free online REST API',
  'Fake data',
  ...cardForms(JSONPLACEHOLDER_RESOURCES),
  ...JSONPLACEHOLDER_RESOURCES.map(([path, holds]) => `${path} ${holds}`),
];
const JSONPLACEHOLDER_TOPICS = [
  'JSONPlaceholder',
  'REST API',
  'fake REST API',
  'fake API',
  'online REST API',
  'API',
  'fake data',
  'JSON',
  'testing',
  'prototyping',
  'tutorials',
  'developers',
  'mock API',
  'HTTP',
  'HTTPS',
  'posts',
  'comments',
  'albums',
  'photos',
  'todos',
  'users',
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'free',
  'JSON Server',
  'LowDB',
];

const jsonplaceholder: CorpusSite = {
  id: 'jsonplaceholder-home',
  about:
    'real (jsonplaceholder.typicode.com home 2020, verbatim): a free fake REST API for developers: a sponsorship banner, "Gold Sponsors" logos, intro, example, resources and routes tables, a sibling service (My JSON Server), "Powered by JSON Server + LowDB", a footer crediting typicode',
  classes: ['real', 'single-page', 'held-out', 'pricing', 'socials', 'logo'],
  source: realSource('typicode/jsonplaceholder', '7ae4432a', 'public/index.html', VERBATIM),
  pages: { '/': realPage('jsonplaceholder-home/index.html') },
  expected: {
    name: 'JSONPlaceholder',
    // "JSONPlaceholder is a free online REST API …", "This service is maintained and provided for free"; GitHub
    // Sponsors is a donation.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No logo image and no declared icon: the only images are its sponsors' logos.
    logo_url: null,
    demo_video_url: null,
    // A fake REST API developers build and test against: Developer Tools, APIs.
    categories: { must: [], may: ['Developer Tools', 'APIs'] },
    // No feature list: statements of what it offers (resources, relations, every HTTP method).
    features: { must: [], may: JSONPLACEHOLDER_CLAIMS },
    usps: { must: [], may: JSONPLACEHOLDER_CLAIMS },
    tags: { must: [], may: JSONPLACEHOLDER_TOPICS },
    keywords: { must: [], may: JSONPLACEHOLDER_TOPICS },
    // "Coded and built with ❤️ by typicode": a sign-off naming a handle, no founding role (the fifth round's
    // "Made with 🔥 by …").
    founders: [],
    // The nav's "GitHub" (its maker's account, which holds the project) and the footer's "Source code and CHANGELOG
    // available on GitHub" (its repository).
    socials: { github: ['https://github.com/typicode/jsonplaceholder', 'https://github.com/typicode'] },
    faqs: [],
  },
  // The libraries it is powered by and the sibling service are other products; the sponsors are companies, their
  // logos no logo of it; "~350M requests per month" is traffic, not a price; GitHub Sponsors is a donation.
  forbidden: [
    'name=JSON Server',
    'name=LowDB',
    'name=My JSON Server',
    'name=Retool',
    'name=Checkly',
    'logo_url=https://i.imgur.com/IBItATn.png',
    'logo_url=https://i.imgur.com/qS8XyfG.png',
    'tryretool.com',
    'checklyhq.com',
    'patreon.com',
    'github.com/users/typicode/sponsorship',
    'github.com/typicode/json-server',
    'github.com/typicode/lowdb',
    'pricing_model=subscription',
    'pricing_model=paid',
    'pricing_model=usage-based',
  ],
};

// ---------------------------------------------------------------- Maccy (held out, desktop app)

/** "Why?": six cards (h3 + text). */
const MACCY_CARDS: readonly (readonly [string, string])[] = [
  [
    'No fluff',
    "Unlike other Mac clipboard managers, Maccy does only one job - keep your copy history and let you access it fast. You won't be overloaded by unnecessary features.",
  ],
  [
    'Lightweight and fast',
    "Maccy works blazingly fast. You can open and search your entire clipboard history in just a fraction of a second. Nothing should distract you from what you're focused on.",
  ],
  [
    'Keyboard-first',
    "Just type what you want to find in history and hit Enter. You don't need to use your mouse. Don't waste your time moving your hands away from the keyboard.",
  ],
  [
    'Secure and Private',
    'Maccy respects your privacy. If your password manager removes a copied password from the clipboard, so will Maccy. Everything is stored on your computer.',
  ],
  [
    'Native',
    "Maccy is built using native macOS UI. It is minimalistic. It looks and feels exactly as you'd expect. Don't get distracted by a sophisticated design.",
  ],
  [
    'Open Source',
    'Maccy is an open source application using the MIT license. It is and will always be free. Its full source code is available at GitHub. You can inspect or change it however you want.',
  ],
];
const MACCY_CLAIMS = withoutStops([
  'Clipboard manager for macOS which does one job - keep your copy history at hand. Period.',
  'Clipboard manager for macOS which does one job - keep your copy history at hand.',
  'Lightweight. Open source. No fluff.',
  'Lightweight.',
  'Open source.',
  'No fluff.',
  'Unlike other Mac clipboard managers, Maccy does only one job - keep your copy history and let you access it fast.',
  "You won't be overloaded by unnecessary features.",
  'Maccy works blazingly fast.',
  'You can open and search your entire clipboard history in just a fraction of a second.',
  'Just type what you want to find in history and hit Enter.',
  "You don't need to use your mouse.",
  'Maccy respects your privacy.',
  'If your password manager removes a copied password from the clipboard, so will Maccy.',
  'Everything is stored on your computer.',
  'Maccy is built using native macOS UI.',
  'It is minimalistic.',
  'Maccy is an open source application using the MIT license.',
  'It is and will always be free.',
  'You can inspect or change it however you want.',
]);
const MACCY_TOPICS = [
  'Maccy',
  'clipboard manager',
  'clipboard',
  'clipboard history',
  'copy history',
  'macOS',
  'Mac',
  'Mac app',
  'macOS app',
  'lightweight',
  'fast',
  'keyboard-first',
  'keyboard',
  'search',
  'privacy',
  'secure',
  'private',
  'native',
  'native macOS UI',
  'minimalistic',
  'open source',
  'open-source',
  'MIT',
  'MIT license',
  'free',
  'App Store',
  'productivity',
];

const maccy: CorpusSite = {
  id: 'maccy-home',
  about:
    'real (maccy.app home, gh-pages, verbatim): a macOS clipboard manager: a fake-site warning, a logo beside the h1, App Store and Gumroad buttons, a looping demo video, six "Why?" cards, "How?" (an image), four testimonials, a footer mailto to its maker',
  classes: ['real', 'single-page', 'held-out', 'features', 'usps', 'why-section', 'logo', 'demo-video', 'contact'],
  source: realSource('p0deje/Maccy', '4ebd8468', 'index.html', VERBATIM),
  pages: { '/': realPage('maccy-home/index.html') },
  expected: {
    name: 'Maccy',
    // "Maccy is an open source application using the MIT license. It is and will always be free." The App Store
    // and Gumroad buttons state no price.
    pricing_model: 'free',
    founded_year: null,
    // The footer's "© 2024 Alex Rodionov", a mailto labelled "Support Email Address": its maker's address.
    contact_email: 'p0deje@gmail.com',
    city: null,
    country: null,
    stage: null,
    // <img src="img/maccy/Logo.png" alt="logo"> beside the <h1>Maccy</h1>.
    logo_url: '{base}/img/maccy/Logo.png',
    // The header's own video (two sources of one file named Demo): the product shown.
    demo_video_url: ['{base}/img/maccy/Demo.mp4', '{base}/img/maccy/Demo.webm'],
    // A clipboard manager: Productivity at most.
    categories: { must: [], may: ['Productivity'] },
    // "Why?": six cards, each an h3 title and its text.
    features: { must: MACCY_CARDS.map(([title]) => title), may: [...cardForms(MACCY_CARDS), ...MACCY_CLAIMS] },
    usps: { must: [], may: [...cardForms(MACCY_CARDS), ...MACCY_CLAIMS] },
    tags: { must: [], may: MACCY_TOPICS },
    keywords: { must: [], may: MACCY_TOPICS },
    // "© 2024 Alex Rodionov": a copyright holder, no founder stated.
    founders: [],
    // The fork ribbon and the "Open Source" card link its repository; the Product Hunt link is its own post (the
    // fifty-second round's audit: the product's own post is its producthunt profile, a badge too).
    socials: {
      github: 'https://github.com/p0deje/Maccy',
      producthunt: [
        'https://www.producthunt.com/posts/maccy',
        'https://www.producthunt.com/posts/maccy?utm_source=badge-featured&utm_medium=badge&utm_souce=badge-maccy',
      ],
    },
    // "Why?", "How?" and "What People Say?" are section headings over cards, an image and testimonials.
    faqs: [],
  },
  // The testimonials' authors and their links are reviewers, not makers or accounts of Maccy; the page builder is
  // another product; a store's or a shop's button states no price.
  forbidden: [
    'founders=Jatan Mehta',
    'founders=Andy Lee',
    'founders=Raphael Kabo',
    'founders=Saeed Seyfi',
    'twitter.com/lowercasename',
    'saeedseyfi.com',
    'thesweetbits.com',
    'buymeacoffee.com',
    'unicornplatform.com',
    'name=Unicorn Platform',
    'name=Why?',
    'pricing_model=paid',
    'pricing_model=one-time',
  ],
};

// ---------------------------------------------------------------- Mos (held out, Chinese, a small single page)

const MOS_CLAIMS = withoutStops([
  '一个用于在 Mac 上平滑你的鼠标滚动效果的小工具, 让你的鼠标滚轮丝爽如触控板。',
  '一个用于在 Mac 上平滑你的鼠标滚动效果的小工具, 让你的鼠标滚轮丝滑如触控板',
  '一个用于在 Mac 上平滑你的鼠标滚动效果的小工具',
  '让你的鼠标滚轮丝爽如触控板。',
  '让你的鼠标滚轮丝滑如触控板',
  '平滑你的鼠标滚动效果',
  '版本 1.7.0, 支持 MacOS 10.11+ 系统。',
  '支持 MacOS 10.11+ 系统',
]);
const MOS_TOPICS = [
  'MOS',
  'Mos',
  'Mac',
  'MacOS',
  'macOS',
  '鼠标',
  '鼠标滚动',
  '鼠标滚轮',
  '平滑滚动',
  '滚动',
  '触控板',
  '小工具',
  '工具',
  'mouse',
  'scrolling',
  'smooth scrolling',
  'mouse wheel',
  'trackpad',
  'utility',
  'GitHub',
  'Github',
];

const mos: CorpusSite = {
  id: 'mos-home-zh',
  about:
    'real (Mos home in Chinese, docs/indexCN.html 2017, verbatim): a small macOS mouse-scrolling utility, one screen: a kicker h6 (疯狂推荐), the logo, an h3 "MOS", one sentence, a download button, the version, a GitHub star request, a footer mailto (联系作者) and an issues link',
  classes: ['real', 'single-page', 'held-out', 'non-english', 'logo', 'contact', 'socials'],
  source: realSource('Caldis/Mos', 'e45c35e3', 'docs/indexCN.html', VERBATIM),
  pages: { '/': realPage('mos-home-zh/index.html') },
  expected: {
    // The title "MOS | 一个用于在 Mac 上…" and the h3 "MOS"; the product's own files and repository write "Mos".
    name: ['MOS', 'Mos'],
    // A download button; nothing says free or states a price.
    pricing_model: null,
    founded_year: null,
    // The footer's "联系作者" ("contact the author"), a mailto: its maker's address.
    contact_email: '532607446@qq.com',
    city: null,
    country: null,
    // "版本 1.7.0" is a version, no stage in words.
    stage: null,
    // <img class="appLogo" src="./Logo@512.png"> over the h3 naming the product.
    logo_url: '{base}/Logo@512.png',
    demo_video_url: null,
    // A small utility that smooths mouse scrolling: no category of the tree names it (Productivity at most).
    categories: { must: [], may: ['Productivity'] },
    // One sentence of what it does, no list.
    features: { must: [], may: MOS_CLAIMS },
    usps: { must: [], may: MOS_CLAIMS },
    tags: { must: [], may: MOS_TOPICS },
    keywords: { must: [], may: MOS_TOPICS },
    // "联系作者" names no one.
    founders: [],
    // "或者你可以来我们的 Github 赏个Star!" ("or come to our GitHub and give us a star"): its repository. The owner
    // (Caldis) is its author's account; the issues and releases links are pages of the repository.
    socials: { github: 'https://github.com/Caldis/Mos' },
    faqs: [],
  },
  // The kicker over the logo ("crazily recommended") and the language switch are no name.
  forbidden: ['name=疯狂推荐', 'name=English', 'name=立马下载'],
};

// ---------------------------------------------------------------- Spectacle (held out, a small single page)

const SPECTACLE_CARDS: readonly (readonly [string, string])[] = [
  [
    'Easy to Use',
    "We start you off with some shortcuts but Spectacle allows you to fully customize what keys do what. You're in control of the workflow.",
  ],
  [
    'Maintained',
    'If you encounter a problem using Spectacle, or would like to request an enhancement, feel free to create an issue or mention @spectacleapp.',
  ],
  [
    'Open Source',
    'Spectacle has been, and will continue to be, an open source project. The source code can be found on GitHub.',
  ],
];
const SPECTACLE_CLAIMS = withoutStops([
  'Move and resize windows with ease',
  'Window control with simple and customizable keyboard shortcuts',
  'We start you off with some shortcuts but Spectacle allows you to fully customize what keys do what.',
  "You're in control of the workflow.",
  'Spectacle has been, and will continue to be, an open source project.',
  'Spectacle allows you to fully customize what keys do what.',
]);
const SPECTACLE_TOPICS = [
  'Spectacle',
  'window management',
  'window manager',
  'windows',
  'move and resize windows',
  'resize windows',
  'window control',
  'keyboard shortcuts',
  'shortcuts',
  'customizable',
  'macOS',
  'Mac',
  'OS X',
  'open source',
  'open-source',
  'workflow',
  'productivity',
];

const spectacle: CorpusSite = {
  id: 'spectacle-home',
  about:
    'real (spectacleapp.com home 2016, gh-pages, verbatim): a macOS window manager, one screen: an h1 tagline, an h2, a download button, a PayPal donation form, three feature cards (Easy to Use, Maintained, Open Source), a footer with its copyright holder and Twitter account',
  classes: ['real', 'single-page', 'held-out', 'features', 'socials', 'pricing', 'logo'],
  source: realSource('eczarny/spectacle', '055bfd71', 'index.html', VERBATIM),
  pages: { '/': realPage('spectacle-home/index.html') },
  expected: {
    // The title; the h1 is a tagline ("Move and resize windows with ease").
    name: 'Spectacle',
    // "an open source project" and a donation form: neither states a price (the twenty-third round: "open source"
    // alone states none; a donation is no price).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // The card "Maintained" (a 2016 page) is no stage.
    stage: null,
    // The MacBook picture is CSS; the page's icon is its declared favicon (as the seventeenth round's pages).
    logo_url: '{base}/images/favicon.ico',
    demo_video_url: null,
    // Window management with keyboard shortcuts: Productivity at most.
    categories: { must: [], may: ['Productivity'] },
    // Three cards (h3 + p). "Maintained" says where to report a problem or ask for a feature (the thirty-fifth
    // round's feedback sentences beside features): true, but not a feature a reader must list.
    features: {
      must: ['Easy to Use', 'Open Source'],
      may: [...cardForms(SPECTACLE_CARDS), ...SPECTACLE_CLAIMS],
    },
    usps: { must: [], may: [...cardForms(SPECTACLE_CARDS), ...SPECTACLE_CLAIMS] },
    tags: { must: [], may: SPECTACLE_TOPICS },
    keywords: { must: [], may: SPECTACLE_TOPICS },
    // "Copyright © 2016 Eric Czarny": a copyright holder, no founder stated.
    founders: [],
    // The footer's and the "Maintained" card's @spectacleapp, and the "Open Source" card's repository.
    socials: {
      x: ['https://twitter.com/spectacleapp', 'https://x.com/spectacleapp'],
      github: 'https://github.com/eczarny/spectacle',
    },
    faqs: [],
  },
  // The h1 is a tagline; the donation form is no price; the issues page is no account.
  forbidden: [
    'name=Move and resize windows with ease',
    'name=Move and resize windows',
    'pricing_model=paid',
    'pricing_model=subscription',
    'paypal.com',
    'github.com/eczarny/spectacle/issues',
  ],
};

export const REAL_HELD_OUT_SITES_SEVENTY_SECOND: readonly CorpusSite[] = [
  counter,
  jsonplaceholder,
  maccy,
  mos,
  spectacle,
];
