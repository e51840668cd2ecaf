/**
 * Issue 34, eighty-seventh round: socials missed: the product's own repository behind a landing page's GitHub icon,
 * button, ribbon or list link ("GitHub" as an icon's only label, a "Github Project" button, a "Fork me on GitHub"
 * ribbon), and its author's accounts in a
 * byline ("Find me at @handle") drafted as the product's. Filled by the round: the pages tuned on, and one for one the
 * real pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuning:
 * - normalize-home: necolas/normalize.css at 3a60304f (gh-pages index.html), verbatim: a CSS library's one-page home:
 *   logo, name and tagline, a "Download v8.0.1" button, an npm line, a share bar (a GitHub icon linking its
 *   repository, a Tweet button), a footer of the sites using it ("Twitter", "GitHub", …) and "Source code available on
 *   GitHub: necolas/normalize.css".
 * - balloon-home: kazzkiq/balloon.css at 99467ab1 (gh-pages index.html), verbatim: a CSS tooltip library's one-page
 *   home: logo, a "Github Project" and a "Download CSS" button, its options with live examples, how to use,
 *   drawbacks; a footer "Made by Claudio Holanda. Find me at @kazzkiq".
 * - elevator-home: tholman/elevator.js at db3486b1 (demo/index.html), verbatim: a "back to top" button's demo page:
 *   name, one line, a row of links ("By Tim Holman", "Source & Instructions", a Tweet button), a long scroll down to
 *   the elevator, and a "Fork me on GitHub" ribbon (a picture, its alt the label) linking its repository.
 *
 * Held out:
 * - awesomplete-home: LeaVerou/awesomplete at f9884ba0 (gh-pages index.html), verbatim: an autocomplete widget's
 *   documentation home: demo, basic usage, customize / extend / events / API tables, advanced examples, a "Download!"
 *   list ("Download everything as a zip file", "Fork me on Github", "File a bug"), a footer crediting its author.
 * - wow-home: matthieua/WOW at a3a2a228 (gh-pages index.html), verbatim: a scroll-animation library's home: a top bar
 *   ("Live demo", "How to use?", "Pricing", "Github", its author's "@dellacm"), animated circles, its sponsor, a
 *   commercial licence's two prices, its author's other projects, credits.
 * - github-corners-home: tholman/github-corners at 4b996668 (index.html), verbatim: a home for SVG corners replacing
 *   GitHub's ribbons: name, three paragraphs, demo corners with their code, and its own corner ("View source on
 *   GitHub", an aria-label on an SVG link) to its repository. Its author also made Elevator.js (tuning): another
 *   product, another page's markup.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

// ---------------------------------------------------------------- Normalize.css (tuning)

const NORMALIZE_CLAIMS = [
  'A modern, HTML5-ready alternative to CSS resets',
  'Make browsers render all elements more consistently.',
  'Normalize.css makes browsers render all elements more consistently and in line with modern standards.',
  'It precisely targets only the styles that need normalizing.',
  'Chrome, Edge, Firefox ESR+, IE 10+, Safari 8+, Opera',
];
const NORMALIZE_TOPICS = [
  'Normalize.css',
  'normalize.css',
  'CSS',
  'CSS resets',
  'HTML5',
  'browsers',
  'modern standards',
  'styles',
  'elements',
  'npm',
];

const normalize: CorpusSite = {
  id: 'normalize-home',
  about:
    'real (Normalize.css home, verbatim): a CSS library making browsers render elements consistently: logo, tagline, a "Download" button, a share bar with a GitHub icon linking its repository, a footer of the sites using it and "Source code available on GitHub: necolas/normalize.css"',
  classes: ['real', 'single-page', 'tuning', 'socials'],
  source: realSource('necolas/normalize.css', '3a60304f', 'index.html', VERBATIM),
  pages: { '/': realPage('normalize-home/index.html') },
  expected: {
    name: ['Normalize.css', 'normalize.css'],
    // A free download, no price or "free" stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/logo.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: NORMALIZE_CLAIMS },
    usps: { must: [], may: NORMALIZE_CLAIMS },
    tags: { must: [], may: NORMALIZE_TOPICS },
    keywords: { must: [], may: NORMALIZE_TOPICS },
    founders: [],
    // The share bar's GitHub icon (a picture alt "GitHub", alone in its block) and the footer's "Source code available
    // on GitHub: necolas/normalize.css": its repository. The footer's "…as used by Twitter, TweetDeck, GitHub, …" are
    // its users' sites, no account of its; the Tweet button shares the page.
    socials: {
      github: ['https://github.com/necolas/normalize.css', 'https://github.com/necolas/normalize.css/'],
    },
    faqs: [],
  },
  forbidden: ['twitter.com/share', 'tweetdeck', 'soundcloud'],
};

// ---------------------------------------------------------------- Balloon.css (tuning)

const BALLOON_CLAIMS = [
  'Simple tooltips made of pure CSS.',
  'Simple tooltips made of pure CSS!',
  'Open-source project for tooltips made of pure CSS!',
  'CSS tooltips for HTML elements',
  'Balloon.css lets you add tooltips to elements without JavaScript and in just a few lines of CSS.',
  'Positioning',
  'Length',
  'Disabling animation',
  'Showing tooltips programatically',
  'Customizing Tooltips',
  'Glyphs and Icon Fonts',
  'You can also add any HTML special character to your tooltips, or even use third-party Icon fonts:',
  'Balloon.css exposes three CSS variables to make it easier to customize tooltips: --balloon-color, --balloon-font-size and --balloon-move.',
  'If for some reason you do not want animations in your tooltips, you can use the data-balloon-blunt attribute for that.',
  "If you want to show tooltips even when user interaction isn't happening, you can simply use the data-balloon-visible attribute:",
  'With npm you can also link directly to the SASS/SCSS file if you want to:',
];
const BALLOON_TOPICS = [
  'Balloon.css',
  'balloon.css',
  'tooltips',
  'CSS tooltips',
  'pure CSS',
  'CSS',
  'HTML',
  'HTML elements',
  'CSS variables',
  'animation',
  'icon fonts',
  'SASS',
  'SCSS',
  'npm',
  'JavaScript',
];

const balloon: CorpusSite = {
  id: 'balloon-home',
  about:
    'real (Balloon.css home, verbatim): a CSS tooltip library: logo, a "Github Project" and a "Download CSS" button, its options with live examples, how to use, drawbacks; a footer "Made by Claudio Holanda. Find me at @kazzkiq"',
  classes: ['real', 'single-page', 'tuning', 'socials'],
  source: realSource('kazzkiq/balloon.css', '99467ab1', 'index.html', VERBATIM),
  pages: { '/': realPage('balloon-home/index.html') },
  expected: {
    name: ['Balloon.css', 'balloon.css'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/assets/img/logo.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design', 'UI Kits'] },
    features: { must: [], may: BALLOON_CLAIMS },
    usps: { must: [], may: BALLOON_CLAIMS },
    tags: { must: [], may: BALLOON_TOPICS },
    keywords: { must: [], may: BALLOON_TOPICS },
    // "Made by Claudio Holanda": its author's credit, no founding role.
    founders: [],
    // The header's "Github Project" button: its repository. "Find me at @kazzkiq" in the footer is its author's own
    // account (the Twitter card's site and creator are the author's handle too, which names no product).
    socials: { github: 'https://github.com/kazzkiq/balloon.css' },
    faqs: [],
  },
  forbidden: ['twitter.com/kazzkiq', 'x.com/kazzkiq', 'carbonads'],
};

// ---------------------------------------------------------------- Elevator.js (tuning)

const ELEVATOR_CLAIMS = [
  'Elevator.js fixes those awkward "scroll to top" moments the old fashioned way.',
  "Are you sick of clicking 'back to top' buttons on websites, and being lifted to the top without a real elevator experience? Elevator.js is here to help.",
  'Elevator.js is here to help.',
  'Back to Top',
];
const ELEVATOR_TOPICS = [
  'Elevator.js',
  'elevator',
  'elevators',
  'back to top',
  'back to top buttons',
  'scroll to top',
  'scrolling',
  'buttons',
  'JavaScript',
  'music',
];

const elevator: CorpusSite = {
  id: 'elevator-home',
  about:
    'real (Elevator.js demo page, verbatim): a "back to top" button with elevator music: name, one line, a row of links ("By Tim Holman", "Source & Instructions", Tweet), a long scroll, a "Fork me on GitHub" ribbon picture linking its repository',
  classes: ['real', 'single-page', 'tuning', 'socials'],
  source: realSource('tholman/elevator.js', 'db3486b1', 'demo/index.html', VERBATIM),
  pages: { '/': realPage('elevator-home/index.html') },
  expected: {
    name: 'Elevator.js',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: ELEVATOR_CLAIMS },
    usps: { must: [], may: ELEVATOR_CLAIMS },
    tags: { must: [], may: ELEVATOR_TOPICS },
    keywords: { must: [], may: ELEVATOR_TOPICS },
    // "By Tim Holman": its author's credit, no founding role.
    founders: [],
    // The "Fork me on GitHub" ribbon and the links row's "Source & Instructions": its repository. "By Tim Holman" links
    // its author's own site; the Tweet button's "via twholman" is his.
    socials: { github: ['https://github.com/tholman/elevator.js', 'http://github.com/tholman/elevator.js'] },
    faqs: [],
  },
  forbidden: ['tholman.com', 'twitter.com/twholman', 'twitter.com/share', 'bensound'],
};

// ---------------------------------------------------------------- Awesomplete (held out)

const AWESOMPLETE_CLAIMS = [
  'Ultra lightweight, highly customizable, simple autocomplete',
  'Ultra lightweight, customizable, simple autocomplete widget with zero dependencies, built with modern standards for modern browsers.',
  '2KB minified & gzipped!',
  'Because <datalist> still doesn’t cut it.',
  'Customize',
  'Extend',
  'Events',
  'API',
  'Advanced Examples',
  'E-mail autocomplete',
  'Multiple values',
  'Ajax example',
  'Ajax example (restcountries.eu api)',
  'Custom list example',
  'Custom list example (based on user input)',
  'Combobox dropdown',
  'Basic usage',
  'Suggestions with different label and value are supported too.',
  'Custom events are thrown in several places and are often cancellable.',
];
const AWESOMPLETE_TOPICS = [
  'Awesomplete',
  'autocomplete',
  'autocomplete widget',
  'widget',
  'zero dependencies',
  'lightweight',
  'customizable',
  'datalist',
  'JavaScript',
  'HTML',
  'modern browsers',
  'combobox',
  'Ajax',
  'events',
  'API',
];

const awesomplete: CorpusSite = {
  id: 'awesomplete-home',
  about:
    'real (Awesomplete\'s documentation home, verbatim): an autocomplete widget: demo, usage, settings, events and API tables, advanced examples, a "Download!" list with "Fork me on Github", a footer crediting its author',
  classes: ['real', 'single-page', 'held-out', 'socials'],
  source: realSource('LeaVerou/awesomplete', 'f9884ba0', 'index.html', VERBATIM),
  pages: { '/': realPage('awesomplete-home/index.html') },
  expected: {
    name: 'Awesomplete',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design', 'UI Kits'] },
    features: { must: [], may: AWESOMPLETE_CLAIMS },
    usps: { must: [], may: AWESOMPLETE_CLAIMS },
    tags: { must: [], may: AWESOMPLETE_TOPICS },
    keywords: { must: [], may: AWESOMPLETE_TOPICS },
    // "Made with ♥ by Lea Verou": its author's credit, no founding role.
    founders: [],
    // The "Download!" list's "Fork me on Github": its repository. Its issues and licence links are no account; the
    // Tweet button's "via LeaVerou" is its author's.
    socials: { github: 'https://github.com/LeaVerou/awesomplete' },
    faqs: [],
  },
  forbidden: ['twitter.com/LeaVerou', 'github.com/LeaVerou/awesomplete/issues', 'lea.verou.me'],
};

// ---------------------------------------------------------------- WOW.js (held out)

const WOW_CLAIMS = [
  'Reveal Animations When Scrolling',
  'Reveal Animations When You Scroll.',
  'Reveal Animations When You Scroll. Very Animate.css Friend :-)',
  'Easily customize animation settings: style, delay, length, offset, iterations...',
  'WOW.js is a JavaScript plugin that reveals animations when you scroll.',
  'Very Animate.css Friend.',
  'no jquery',
  '3 kb only',
  'many anims',
  'Installing WOW.js takes only seconds',
];
const WOW_TOPICS = [
  'WOW.js',
  'WOW',
  'animations',
  'animation',
  'scroll',
  'scrolling',
  'reveal animations',
  'JavaScript',
  'JavaScript plugin',
  'plugin',
  'Animate.css',
  'CSS animations',
  'commercial license',
];

const wow: CorpusSite = {
  id: 'wow-home',
  about:
    'real (WOW.js home, verbatim): a JavaScript plugin revealing animations on scroll: a top bar with "Github" and its author\'s "@dellacm", animated circles, its sponsor UpLabs, a commercial licence at $29 and $99, its author\'s other projects, credits',
  classes: ['real', 'single-page', 'held-out', 'socials'],
  source: realSource('matthieua/WOW', 'a3a2a228', 'index.html', VERBATIM),
  pages: { '/': realPage('wow-home/index.html') },
  expected: {
    name: ['WOW.js', 'WOW'],
    // "WOW.js Commercial … Developer License For 1 Project $29", "Team License For Unlimited Projects $99", bought
    // once on UpLabs.
    pricing_model: ['one-time', 'paid'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/img/wow-logo.jpg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: WOW_CLAIMS },
    usps: { must: [], may: WOW_CLAIMS },
    tags: { must: [], may: WOW_TOPICS },
    keywords: { must: [], may: WOW_TOPICS },
    // "Developed by Matt Dellac – Initiated & Designed by Webalys": credits, no founding role.
    founders: [],
    // The top bar's "Github": its repository. The "@dellacm" beside it (titled "Matt Dellac") is its author's own.
    socials: { github: 'https://github.com/matthieua/WOW' },
    faqs: [],
  },
  forbidden: ['twitter.com/dellacm', 'x.com/dellacm', 'name=UpLabs', 'name=Animate.css', 'materialup.com'],
};

// ---------------------------------------------------------------- GitHub Corners (held out)

const CORNERS_CLAIMS = [
  'An alternative to GitHub ribbons.',
  'By using SVG, these corners can be clean and sharp.',
  'Any color, and size.',
  'As well as have a little character... on hover for desktop, and on page load for mobile devices.',
  'By using SVG, these corners can be clean and sharp. Any color, and size. As well as have a little character... on hover for desktop, and on page load for mobile devices.',
  'After 10 years, those GitHub ribbons are more than overdue for a cleaner, more modern alternative.',
];
const CORNERS_TOPICS = [
  'GitHub Corners',
  'GitHub corners',
  'GitHub ribbons',
  'GitHub',
  'ribbons',
  'corners',
  'SVG',
  'SVGs',
  'open source',
  'hover',
  'mobile devices',
  'color',
];

const corners: CorpusSite = {
  id: 'github-corners-home',
  about:
    'real (GitHub Corners home, verbatim): SVG corners as an alternative to GitHub ribbons: three paragraphs, demo corners with their code, its own corner ("View source on GitHub", an aria-label) to its repository',
  classes: ['real', 'single-page', 'held-out', 'socials'],
  source: realSource('tholman/github-corners', '4b996668', 'index.html', VERBATIM),
  pages: { '/': realPage('github-corners-home/index.html') },
  expected: {
    name: 'GitHub Corners',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design', 'UI Kits'] },
    features: { must: [], may: CORNERS_CLAIMS },
    usps: { must: [], may: CORNERS_CLAIMS },
    tags: { must: [], may: CORNERS_TOPICS },
    keywords: { must: [], may: CORNERS_TOPICS },
    founders: [],
    // Its own corner, "View source on GitHub": its repository. The demos' corners link "#"; "GitHub ribbons" links
    // GitHub's blog post; "SVGs" a folder of its repository.
    socials: { github: 'https://github.com/tholman/github-corners' },
    faqs: [],
  },
  forbidden: ['github.com/blog', 'name=GitHub', 'github-corners/tree'],
};

export const REAL_TUNING_SITES_EIGHTY_SEVENTH: readonly CorpusSite[] = [normalize, balloon, elevator];

export const REAL_HELD_OUT_SITES_EIGHTY_SEVENTH: readonly CorpusSite[] = [awesomplete, wow, corners];
