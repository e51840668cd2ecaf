/**
 * Issue 34, twenty-second round: categories the product is not (a capability, a feature item, a word in passing taken for what the product is). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a README at the commit, rendered by markdown-it (html and linkify on) in a bare page titled
 * with the product's name, as earlier rounds kept READMEs.
 *
 * Tuned on:
 * - monica-readme: monicahq/monica at e08e9173 (README.md): a personal relationship manager ("Imagine a CRM
 *   … for your friends and family") whose features list says "Management of tasks", "Ability to add notes",
 *   and whose other sections say "social network", "social media", "AI".
 * - siyuan-readme: siyuan-note/siyuan at eef10568 (README.md): a personal knowledge management system whose
 *   features list has "Database", "AI writing and Q/A chat via OpenAI API", "API", "Flashcard spaced
 *   repetition".
 * - krayin-readme: krayin/laravel-crm at 58e48906 (README.md): a CRM whose feature lead-in says "your
 *   E-Commerce business", with "Email parsing" and "Database parameters" in passing.
 *
 * Held out (chosen with the tuning pages, before the drafter ran on any; the drafter is not changed for them):
 * - penpot-readme: penpot/penpot at 66bb6a11 (README.md): a design platform with an open API, an MCP
 *   server and AI workflows, "Designed for developers", a community with an "Education" category.
 * - logseq-readme: logseq/logseq at fab27740 (README.md): a knowledge management platform, a "Database
 *   Version", "task management" among its tools, a "Plugin API".
 * - espocrm-readme: espocrm/espocrm at 2cde9d98 (README.md): a CRM that manages "marketing campaigns, support
 *   cases", a REST API, a community forum.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const MONICA_FEATURES = [
  'Add and manage contacts',
  'Define relationships between contacts',
  'Reminders',
  'Automatic reminders for birthdays',
  'Ability to add notes to a contact',
  'Ability to record how you met someone',
  'Management of activities with a contact',
  'Management of tasks',
  'Management of addresses and all the different ways to contact someone',
  'Management of contact field types',
  'Management of a contact’s pets',
  'Top of the art diary to keep track of what’s happening in your life',
  'Ability to record how your day went',
  'Upload documents and photos',
  'Ability to define custom genders',
  'Ability to define custom activity types',
  'Ability to favorite contacts',
  'Multiple vaults and users',
  'Labels to organize contacts',
  'Ability to define what section should appear on the contact sheet',
  'Multiple currencies',
  'Translated in 27 languages',
];
const MONICA_TOPICS = [
  'personal relationship management',
  'personal relationship management system',
  'PRM',
  'CRM',
  'relationships',
  'contacts',
  'reminders',
  'diary',
  'journal',
  'document your life',
  'open source',
  'open-source',
  'family and friends',
  'friends and family',
];

const monica: CorpusSite = {
  id: 'monica-readme',
  about:
    'real (monicahq/monica README): a personal relationship manager ("Imagine a CRM … for your friends and family"), "Management of tasks" and notes in its features list, "not a social network", "no built-in AI"',
  classes: ['real', 'single-page', 'docs', 'categories', 'features'],
  source: realSource('monicahq/monica', 'e08e9173'),
  pages: { '/': realPage('monica-readme/index.html') },
  expected: {
    name: 'Monica',
    // "offering Monica as a free, open-source project"; "subscribing to a paid account".
    pricing_model: ['free', 'freemium'],
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "This branch is in development. It’s our beta version." is the branch, not the product.
    stage: null,
    logo_url: 'https://user-images.githubusercontent.com/61099/242266547-63d98bd9-35f3-4dfe-92f4-a4a8dd75aa5c.png',
    demo_video_url: null,
    // "We call it a PRM, or Personal Relationship Management. Imagine a CRM … for your friends and family":
    // a CRM for one's own relationships. Tasks and notes are things it manages for a contact.
    categories: { must: [], may: ['CRM'] },
    features: { must: [], may: MONICA_FEATURES },
    usps: { must: [], may: MONICA_FEATURES },
    tags: { must: [], may: MONICA_TOPICS },
    keywords: { must: [], may: MONICA_TOPICS },
    // "Our team is made of two core members": no founding stated.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'categories=Task Management',
    'categories=Notes & Docs',
    'categories=Social Media',
    'categories=AI',
    'categories=Sales',
  ],
};

const SIYUAN_FEATURES = [
  'Content block',
  'Block-level reference and two-way links',
  'Custom attributes',
  'SQL query embed',
  'Protocol siyuan://',
  'Editor',
  'Block-style',
  'Markdown WYSIWYG',
  'List outline',
  'Block zoom-in',
  'Million-word large document editing',
  'Mathematical formulas, charts, flowcharts, Gantt charts, timing charts, staves, etc.',
  'Web clipping',
  'PDF Annotation link',
  'Export',
  'Block ref and embed',
  'Standard Markdown with assets',
  'PDF, Word and HTML',
  'Copy to WeChat MP, Zhihu and Yuque',
  'Database',
  'Table view',
  'Flashcard spaced repetition',
  'AI writing and Q/A chat via OpenAI API',
  'Tesseract OCR',
  'Multi-tab, drag and drop to split screen',
  'Template snippet',
  'JavaScript/CSS snippet',
  'Android/iOS/HarmonyOS App',
  'Docker deployment',
  'API',
  'Community marketplace',
];
const SIYUAN_TOPICS = [
  'personal knowledge management',
  'personal knowledge management system',
  'knowledge management',
  'privacy-first',
  'block-level reference',
  'two-way links',
  'Markdown',
  'Markdown WYSIWYG',
  'WYSIWYG',
  'notes',
  'note-taking',
  'open source',
  'self-hosted',
  'Docker',
  'local-first',
  'flashcards',
  'spaced repetition',
  'PDF annotation',
  'web clipping',
];

const siyuan: CorpusSite = {
  id: 'siyuan-readme',
  about:
    'real (siyuan-note/siyuan README): a personal knowledge management system whose features list names Database, AI writing via the OpenAI API, an API and flashcards; a FAQ; paid members',
  classes: ['real', 'single-page', 'docs', 'categories', 'features', 'faqs'],
  source: realSource('siyuan-note/siyuan', 'eef10568'),
  pages: { '/': realPage('siyuan-readme/index.html') },
  expected: {
    name: 'SiYuan',
    // "Most features are free, even for commercial use"; "Some features are only available to paid members".
    pricing_model: 'freemium',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: 'https://b3log.org/images/brand/siyuan-128.png',
    demo_video_url: null,
    // "a privacy-first personal knowledge management system, supporting fine-grained block-level reference and
    // Markdown WYSIWYG": notes. Its database, AI writing, API and flashcards are features.
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    features: { must: [], may: SIYUAN_FEATURES },
    usps: { must: [], may: SIYUAN_FEATURES },
    tags: { must: [], may: SIYUAN_TOPICS },
    keywords: { must: [], may: SIYUAN_TOPICS },
    founders: [],
    // The repository's own link counts as its GitHub profile, as for wger's and Healthchecks' READMEs (added
    // after the first run, by that convention).
    socials: {
      x: 'https://twitter.com/b3logos',
      custom: 'https://discord.gg/dmMbCqVX7G',
      github: 'https://github.com/siyuan-note/siyuan',
    },
    faqs: [
      'How does SiYuan store data?',
      'Does it support data synchronization through a third-party sync disk?',
      'Is SiYuan open source?',
      'How to upgrade to a new version?',
      'What if some blocks (such as paragraph blocks in list items) cannot find the block icon?',
      'What should I do if the data repo key is lost?',
      'Do I need to pay for it?',
    ],
  },
  forbidden: [
    'categories=AI',
    'categories=Writing Assistants',
    'categories=Chatbots',
    'categories=Databases',
    'categories=APIs',
    'categories=Education',
    'categories=Task Management',
  ],
};

const KRAYIN_FEATURES = [
  'Descriptive and Simple Admin Panel.',
  'Admin Dashboard.',
  'Custom Attributes.',
  'Built on Modular Approach.',
  'Email parsing via Sendgrid.',
  'Descriptive and Simple Admin Panel',
  'Admin Dashboard',
  'Custom Attributes',
  'Built on Modular Approach',
  'Email parsing via Sendgrid',
];
const KRAYIN_TOPICS = [
  'CRM',
  'Laravel CRM',
  'open source CRM',
  'opensource CRM',
  'Laravel',
  'Vue.js',
  'PHP',
  'customer lifecycle management',
  'SMEs',
  'Enterprises',
  'WhatsApp',
  'VoIP',
  'leads',
];

const krayin: CorpusSite = {
  id: 'krayin-readme',
  about:
    'real (krayin/laravel-crm README): a CRM "for SMEs and Enterprises" whose features lead-in says "your E-Commerce business", a Bagisto logo, a sample admin login, a sales@ address for security reports',
  classes: ['real', 'single-page', 'docs', 'categories', 'features', 'contact'],
  source: realSource('krayin/laravel-crm', '58e48906'),
  pages: { '/': realPage('krayin-readme/index.html') },
  expected: {
    name: ['Krayin CRM', 'Krayin'],
    // "Free & Opensource Laravel CRM solution"; "will always be free under the OSL-3.0 License".
    pricing_model: 'free',
    founded_year: null,
    // "If you find any security vulnerability in Krayin CRM then please email us: sales@krayincrm.com.": given
    // for security reports only, which the corpus takes for no contact (verify/field-rules.ts contactEmailVerdict;
    // corrected after the first run, by that convention).
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The only image before the text is Bagisto's logo (its maker's other product), alt "Total Downloads".
    logo_url: null,
    demo_video_url: null,
    // "Free & Opensource Laravel CRM solution for SMEs and Enterprises for complete customer lifecycle
    // management." E-commerce is its users' business, e-mail parsing and a database are what it uses.
    categories: { must: ['CRM'], may: ['Sales'] },
    features: { must: [], may: KRAYIN_FEATURES },
    usps: { must: [], may: KRAYIN_FEATURES },
    tags: { must: [], may: KRAYIN_TOPICS },
    keywords: { must: [], may: KRAYIN_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'categories=E-commerce',
    'categories=Email Marketing',
    'categories=Databases',
    'categories=Developer Tools',
    'contact_email=admin@example.com',
    'logo_url=https://bagisto.com/wp-content/uploads/2021/06/bagisto-logo.png',
  ],
};

const PENPOT_ITEMS = [
  'Plugin system',
  'Designed for developers',
  'Inspect mode',
  'Integrations',
  'Building Design Systems: design tokens, components and variants',
  'Design Tokens',
  'Real-time collaboration',
  'self-hosting',
  'CSS Grid and Flex Layout',
  'MCP server',
  'open API',
  'plugin system',
  'design tokens',
  'components',
  'variants',
  'design systems',
];
const PENPOT_TOPICS = [
  'design',
  'design platform',
  'open-source design platform',
  'open source',
  'open-source',
  'design tools',
  'design tool',
  'prototyping',
  'prototype',
  'design systems',
  'design tokens',
  'components',
  'variants',
  'real-time collaboration',
  'collaboration',
  'self-hosting',
  'self-hosted',
  'SVG',
  'CSS',
  'HTML',
  'JSON',
  'open standards',
  'MCP server',
  'plugins',
  'API',
  'webhooks',
  'developers',
  'designers',
  'design and code',
  'CSS Grid',
  'Flex Layout',
];

const penpot: CorpusSite = {
  id: 'penpot-readme',
  about:
    'real (penpot/penpot README): a design platform with an open API, an MCP server and AI workflows, "Designed for developers", community categories including "Education", social links',
  classes: ['real', 'single-page', 'docs', 'categories', 'features', 'socials', 'contact'],
  source: realSource('penpot/penpot', '66bb6a11'),
  pages: { '/': realPage('penpot-readme/index.html') },
  expected: {
    name: 'Penpot',
    // Open source, a SaaS and self-hosting, no price stated.
    pricing_model: null,
    founded_year: null,
    // "Give feedback: Email us" (mailto:support@penpot.app).
    contact_email: 'support@penpot.app',
    city: null,
    country: null,
    stage: null,
    // The banner image at the top of the README.
    logo_url: 'https://github.com/user-attachments/assets/da17b160-f289-436f-b140-972083a08602',
    demo_video_url: null,
    // "Penpot is the open-source design platform for teams that build digital products at scale"; design
    // systems (components, tokens) are what it builds (UI Kits is a defensible child).
    categories: { must: ['Design'], may: ['UI Kits'] },
    features: { must: [], may: PENPOT_ITEMS },
    usps: { must: [], may: PENPOT_ITEMS },
    tags: { must: [], may: PENPOT_TOPICS },
    keywords: { must: [], may: PENPOT_TOPICS },
    founders: [],
    socials: {
      youtube: ['https://www.youtube.com/@Penpot', 'https://www.youtube.com/c/Penpot'],
      linkedin: ['https://www.linkedin.com/company/penpot/', 'https://www.linkedin.com/company/penpotdesign'],
      instagram: 'https://instagram.com/penpot.app',
      x: 'https://twitter.com/penpotapp',
      custom: [
        'https://fosstodon.org/@penpot/',
        'https://bsky.app/profile/penpot.app',
        'https://community.penpot.app/',
        'https://community.penpot.app',
        'https://peertube.kaleidos.net/a/penpot_app/video-channels',
        'https://peertube.kaleidos.net/a/penpot_app',
      ],
    },
    faqs: [],
  },
  forbidden: ['categories=APIs', 'categories=AI', 'categories=Education', 'categories=Social Media'],
};

const LOGSEQ_TOPICS = [
  'knowledge management',
  'collaboration',
  'privacy',
  'privacy-first',
  'open-source',
  'open source',
  'longevity',
  'user control',
  'PDF annotation',
  'task management',
  'Markdown',
  'Org-mode',
  'plugins',
  'themes',
  'customization',
  'mobile apps',
  'notes',
  'DB graphs',
  'RTC',
  'Real Time Collaboration',
  'powerful tools',
  'various features',
  'Database Version',
];

const logseq: CorpusSite = {
  id: 'logseq-readme',
  about:
    'real (logseq/logseq README): a knowledge management and collaboration platform, a "Database Version", "task management" among its tools, a "Plugin API"',
  classes: ['real', 'single-page', 'docs', 'categories', 'socials'],
  source: realSource('logseq/logseq', 'fab27740'),
  pages: { '/': realPage('logseq-readme/index.html') },
  expected: {
    name: 'Logseq',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // The DB version is "in beta status", not the product.
    stage: null,
    logo_url:
      'https://user-images.githubusercontent.com/25513724/220608753-f33db466-af72-4611-b603-411440c15ed0.png?sanatize=true',
    demo_video_url: null,
    // "A privacy-first, open-source platform for knowledge management and collaboration", "for organizing and
    // structuring your notes": notes. Task management and PDF annotation are tools it offers.
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    features: { must: [], may: LOGSEQ_TOPICS },
    usps: { must: [], may: LOGSEQ_TOPICS },
    tags: { must: [], may: LOGSEQ_TOPICS },
    keywords: { must: [], may: LOGSEQ_TOPICS },
    founders: [],
    socials: {
      x: ['https://twitter.com/logseq', 'https://twitter.com/intent/follow?screen_name=logseq'],
      custom: ['https://discord.gg/KpN4eHY', 'https://discord.com/invite/KpN4eHY', 'https://discuss.logseq.com'],
      // Facts audit (issue 34, fifty-second round): the product's own Product Hunt post is its producthunt profile wherever linked, a badge too
      // (its review badge, …/posts/logseq).
      producthunt: 'https://www.producthunt.com/posts/logseq',
    },
    faqs: [],
  },
  forbidden: ['categories=Task Management', 'categories=Databases', 'categories=APIs'],
};

const ESPOCRM_ITEMS = [
  'Open-source transparency.',
  'Customization freedom.',
  'Clean user interface.',
  'Straightforward REST API.',
  'Open-source transparency',
  'Customization freedom',
  'Clean user interface',
  'Straightforward REST API',
  "Open-source transparency. EspoCRM's source code is open and accessible, so anyone can inspect it and see how data is being managed within the CRM.",
  'Customization freedom. You can develop features, create custom entities, fields, relationships, buttons to make the system fit your specific needs.',
  'Clean user interface. EspoCRM offers an uncluttered, minimalist, and fast user interface, which is easy to navigate and has a short learning curve.',
  'Straightforward REST API. It can be easily integrated with other applications using a REST API.',
];
const ESPOCRM_TOPICS = [
  'CRM',
  'open-source CRM',
  'open source CRM',
  'customer relationships',
  'customer relationship management',
  'leads',
  'contacts',
  'sales opportunities',
  'marketing campaigns',
  'support cases',
  'REST API',
  'PHP',
  'open-source',
  'open source',
  'customization',
  'single-page application',
];

const espocrm: CorpusSite = {
  id: 'espocrm-readme',
  about:
    'real (espocrm/espocrm README): a CRM that manages "leads, contacts, sales opportunities, marketing campaigns, support cases", a REST API, a community forum',
  classes: ['real', 'single-page', 'docs', 'categories', 'features'],
  source: realSource('espocrm/espocrm', '2cde9d98'),
  pages: { '/': realPage('espocrm-readme/index.html') },
  expected: {
    name: 'EspoCRM',
    // "a free, open-source CRM platform".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "a free, open-source CRM platform designed to help organizations build and maintain strong customer
    // relationships"; the campaigns and cases it stores are records, not what it is.
    categories: { must: ['CRM'], may: ['Sales'] },
    features: { must: [], may: ESPOCRM_ITEMS },
    usps: { must: [], may: ESPOCRM_ITEMS },
    tags: { must: [], may: ESPOCRM_TOPICS },
    keywords: { must: [], may: ESPOCRM_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['categories=Email Marketing', 'categories=Customer Support', 'categories=Marketing', 'categories=APIs'],
};

export const REAL_TUNING_SITES_TWENTY_SECOND: readonly CorpusSite[] = [monica, siyuan, krayin];
export const REAL_HELD_OUT_SITES_TWENTY_SECOND: readonly CorpusSite[] = [penpot, logseq, espocrm];
