/**
 * Issue 34, forty-ninth round: brand-last titles and an owner company's places. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuned on:
 * - hyperui-app: markmead/hyperui at d64eeee6 (pages/_app.tsx), verbatim: the Next.js app shell every page of
 *   hyperui.dev was served in (2022), its <Head> kept as written: "Free Open Source Tailwind CSS Components |
 *   HyperUI" and a description of the components without the name. (First kept from components/layout.tsx at
 *   2c79e240, whose self-closing <script … /> before the <title> leaves the whole file a script's text, as a
 *   browser reads it: no title, nothing stated; replaced before any rule was written.)
 * - poeticmetric-home: th0th/poeticmetric at 8c601d79 (frontend/src/components/Home/index.tsx), verbatim: the home
 *   page's component, its <Title> (rendered as "… | PoeticMetric" by its Title component, which is not kept) the
 *   tagline alone, "Free and open source, privacy-friendly Google Analytics alternative"; the name only as the
 *   subject of its sentences ("PoeticMetric is a free as in freedom, open source …").
 *
 * Held out (chosen, facts written before the drafter first ran on them):
 * - firefiles-home: faisalsayed10/firefiles-website at fdcc9847 (pages/index.tsx, then components/Hero.tsx and
 *   components/Footer.tsx of that commit, each verbatim, one after the other): "The Open Source Dropbox
 *   Alternative | Firefiles", a hero, a footer with the name beside its logo, Twitter, GitHub, Open Collective.
 * - merakiui-readme: merakiui/merakiui at 5041432b (README.md, rendered): a Tailwind CSS components library's
 *   README, "Free Tailwind CSS Components That Support RTL Languages", resources and credits.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

// ---------------------------------------------------------------- HyperUI (tuning)

const HYPERUI_TOPICS = [
  'HyperUI',
  'Tailwind CSS',
  'Tailwind CSS components',
  'components',
  'open source',
  'Open Source',
  'library',
  'free',
];

const hyperui: CorpusSite = {
  id: 'hyperui-app',
  about:
    'real (hyperui.dev app shell, Next.js, verbatim): a title "Tagline | Brand", the brand nowhere else; a description of free components',
  classes: ['real', 'single-page', 'brand-last-title'],
  source: realSource('markmead/hyperui', 'd64eeee6', 'pages/_app.tsx', 'verbatim'),
  pages: { '/': realPage('hyperui-app/index.html') },
  expected: {
    name: 'HyperUI',
    // "Free Tailwind CSS components that can be used in your next project."
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // og:image, by the corpus's convention (BrightPay's og.png) the site's mark; corrected after the first run.
    logo_url: 'https://www.hyperui.dev/og.png',
    demo_video_url: null,
    categories: { must: [], may: ['UI Kits', 'Design', 'Developer Tools'] },
    features: { must: [], may: [] },
    usps: {
      must: [],
      may: [
        'Free Tailwind CSS components that can be used in your next project. Perfect for Laravel, Rails, React, Vue and more.',
        'Free Tailwind CSS components that can be used in your next project.',
        'Perfect for Laravel, Rails, React, Vue and more.',
      ],
    },
    tags: { must: [], may: [...HYPERUI_TOPICS, 'Laravel', 'Rails', 'React', 'Vue'] },
    keywords: { must: [], may: [...HYPERUI_TOPICS, 'Laravel', 'Rails', 'React', 'Vue'] },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The title's tagline side is no name.
  forbidden: ['name=Free Open Source Tailwind CSS Components'],
};

// ---------------------------------------------------------------- PoeticMetric (tuning)

const POETICMETRIC_CARDS = [
  ['Privacy by Design', 'Analytics with compliance built-in'],
  ['Open Source', 'Trust you can verify'],
  ['Effortless Integration', 'Installs in minutes, not hours'],
  ['Clear Insights', 'Simple, clutter-free reports'],
  ['Team Collaboration', 'Built for modern workflows'],
  ['Lightning Fast', 'Analytics at top speed'],
] as const;
const POETICMETRIC_TOPICS = [
  'PoeticMetric',
  'analytics',
  'website analytics',
  'web analytics',
  'privacy',
  'privacy-first',
  'privacy-friendly',
  'Google Analytics alternative',
  'open source',
  'regulation-compliant',
  'compliance',
  'cookies',
];

const poeticmetric: CorpusSite = {
  id: 'poeticmetric-home',
  about:
    "real (poeticmetric.com home, a React component, verbatim): a <Title> of the tagline alone, the name only as its sentences' subject, six feature cards as a JS array",
  classes: ['real', 'single-page', 'brand-last-title', 'features'],
  source: realSource('th0th/poeticmetric', '8c601d79', 'frontend/src/components/Home/index.tsx', 'verbatim'),
  pages: { '/': realPage('poeticmetric-home/index.html') },
  expected: {
    name: 'PoeticMetric',
    // The title's "Free and open source, privacy-friendly Google Analytics alternative" is free by the corpus's
    // convention ("free and open source" is free: Kimai, listmonk, Excalidraw), though its lines say "free as in
    // freedom" (corrected in the sixty-fourth round; the forty-ninth had left it null against that convention).
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Marketing', 'Developer Tools', 'Monitoring'] },
    // The cards are a JS array in the component, not markup: read or not, their titles and lines are its features.
    features: { must: [], may: POETICMETRIC_CARDS.flatMap(([title, line]) => [title, line, `${title}: ${line}`]) },
    usps: {
      must: [],
      may: [
        ...POETICMETRIC_CARDS.flatMap(([title, line]) => [title, line, `${title}: ${line}`]),
        'Privacy-first, regulation compliant Google Analytics alternative',
        'Confident growth. Worry-free compliance.',
        'A Better Way to Do Analytics',
      ],
    },
    tags: { must: [], may: POETICMETRIC_TOPICS },
    keywords: { must: [], may: POETICMETRIC_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The title is the tagline alone: no name.
  forbidden: [
    'name=Free and open source, privacy-friendly Google Analytics alternative',
    'name=Free and open source',
    'name=Privacy-first, regulation compliant',
  ],
};

export const REAL_TUNING_SITES_FORTY_NINTH: readonly CorpusSite[] = [hyperui, poeticmetric];

// ---------------------------------------------------------------- Firefiles (held out)

const FIREFILES_TOPICS = [
  'Firefiles',
  'Dropbox',
  'Dropbox alternative',
  'open source',
  'open-source',
  'cloud drive',
  'files',
  'file management',
  'providers',
  'backend',
];

const firefiles: CorpusSite = {
  id: 'firefiles-home',
  about:
    'real (Firefiles home, Next.js page with its hero and footer components, verbatim): "The Open Source Dropbox Alternative | Firefiles", the name beside the footer logo, Twitter, GitHub, Open Collective',
  classes: ['real', 'single-page', 'held-out', 'brand-last-title', 'socials'],
  source: realSource(
    'faisalsayed10/firefiles-website',
    'fdcc9847',
    'pages/index.tsx',
    'verbatim, followed by components/Hero.tsx and components/Footer.tsx of that commit, verbatim',
  ),
  pages: { '/': realPage('firefiles-home/index.html') },
  expected: {
    name: 'Firefiles',
    // "Sign up for free" is a call to action; the pricing component is commented out.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The footer's <img src="/logo.png"> beside the name.
    logo_url: '{base}/logo.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    features: { must: [], may: [] },
    usps: {
      must: [],
      may: [
        'The open‑source alternative to Dropbox',
        'Firefiles lets you setup a cloud drive with the backend of your choice and lets you seamlessly manage your files across multiple providers.',
      ],
    },
    tags: { must: [], may: FIREFILES_TOPICS },
    keywords: { must: [], may: FIREFILES_TOPICS },
    // "© Copyright 2022 Faisal Sayed": a copyright holder, not a stated founder.
    founders: [],
    socials: {
      x: ['https://twitter.com/tryfirefiles', 'https://x.com/tryfirefiles'],
      github: ['https://github.com/faisalsayed10/firefiles', 'https://github.com/faisalsayed10'],
    },
    faqs: [],
  },
  // The title's tagline side is no name; Open Collective is a donation page, not an account.
  forbidden: ['name=The Open Source Dropbox Alternative', 'opencollective.com'],
};

// ---------------------------------------------------------------- Meraki UI (held out)

const MERAKI_TOPICS = [
  'Meraki UI',
  'Tailwind CSS',
  'Tailwind CSS components',
  'components',
  'RTL',
  'RTL languages',
  'responsive',
  'Flexbox',
  'CSS Grid',
  'dark mode',
  'Dark Mode',
  'free',
];

const meraki: CorpusSite = {
  id: 'merakiui-readme',
  about:
    "real (Meraki UI's README, rendered): free Tailwind CSS components for RTL languages, resources and credits (two people's Twitter)",
  classes: ['real', 'single-page', 'held-out', 'socials'],
  source: realSource('merakiui/merakiui', '5041432b', 'README.md', RENDERED),
  pages: { '/': realPage('merakiui-readme/index.html') },
  expected: {
    name: 'Meraki UI',
    // "Free Tailwind CSS Components …".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // <img src="./assets/thumbnail.webp" alt="Meraki UI logo">.
    logo_url: '{base}/assets/thumbnail.webp',
    demo_video_url: null,
    categories: { must: [], may: ['UI Kits', 'Design', 'Developer Tools'] },
    features: { must: [], may: [] },
    usps: {
      must: [],
      may: [
        '🎉 🚀 Free Tailwind CSS Components That Support RTL Languages & Fully Responsive Based On Flexbox & CSS Grid with elegant Dark Mode.',
        'Free Tailwind CSS Components That Support RTL Languages & Fully Responsive Based On Flexbox & CSS Grid with elegant Dark Mode.',
      ],
    },
    tags: { must: [], may: MERAKI_TOPICS },
    keywords: { must: [], may: MERAKI_TOPICS },
    // "Credits": two people and the contributors; nobody is stated as a founder.
    founders: [],
    // The credits' Twitter accounts are people's, not the product's; the resources are other products.
    socials: {},
    faqs: [],
  },
  forbidden: ['miaababikir', 'khatabwedaa', 'tailwindcss.com', 'alpinejs.dev'],
};

export const REAL_HELD_OUT_SITES_FORTY_NINTH: readonly CorpusSite[] = [firefiles, meraki];
