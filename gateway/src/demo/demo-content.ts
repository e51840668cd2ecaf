/**
 * The believable directory a fresh `npm start` shows: a category tree, products in it, founders,
 * blog posts and interview questions. Only content lives here; seed.ts turns it into commands.
 */

export const DEMO_CATEGORIES: { slug: string; name: string; parent?: string; description: string }[] = [
  {
    slug: 'developer-tools',
    name: 'Developer Tools',
    description: 'Tools that help software teams build, ship and run their products.',
  },
  {
    slug: 'ci-cd',
    name: 'CI/CD',
    parent: 'developer-tools',
    description: 'Continuous integration and delivery pipelines.',
  },
  { slug: 'apis', name: 'APIs', parent: 'developer-tools', description: 'APIs and SDKs developers build on.' },
  {
    slug: 'databases',
    name: 'Databases',
    parent: 'developer-tools',
    description: 'Hosted databases and data tooling.',
  },
  {
    slug: 'monitoring',
    name: 'Monitoring',
    parent: 'developer-tools',
    description: 'Logs, metrics, traces and uptime.',
  },
  { slug: 'productivity', name: 'Productivity', description: 'Get more done, alone or as a team.' },
  { slug: 'notes', name: 'Notes & Docs', parent: 'productivity', description: 'Writing, notes and shared documents.' },
  {
    slug: 'task-management',
    name: 'Task Management',
    parent: 'productivity',
    description: 'To-dos, projects and planning.',
  },
  { slug: 'marketing', name: 'Marketing', description: 'Reach customers and grow.' },
  { slug: 'seo', name: 'SEO', parent: 'marketing', description: 'Search engine optimisation tools.' },
  {
    slug: 'email-marketing',
    name: 'Email Marketing',
    parent: 'marketing',
    description: 'Newsletters, campaigns and automation.',
  },
  { slug: 'design', name: 'Design', description: 'Design tools and resources.' },
  { slug: 'ui-kits', name: 'UI Kits', parent: 'design', description: 'Components and design systems.' },
  { slug: 'ai', name: 'AI', description: 'Products built on machine learning.' },
  { slug: 'writing-assistants', name: 'Writing Assistants', parent: 'ai', description: 'AI that helps you write.' },
  { slug: 'finance', name: 'Finance', description: 'Invoicing, accounting and payments.' },
  { slug: 'invoicing', name: 'Invoicing', parent: 'finance', description: 'Send invoices and get paid.' },
];

/** For each leaf category: product name parts, what it is, and features. */
/** "a task manager", "an invoicing app", "an API platform", "a UI kit": the demo's nouns with their article. */
export const withArticle = (noun: string): string => `${/^(?:[aeio]|API\b|SEO\b)/i.test(noun) ? 'an' : 'a'} ${noun}`;

export const DEMO_PRODUCT_THEMES: Record<
  string,
  { names: string[]; noun: string; tagline: string; features: string[] }
> = {
  'ci-cd': {
    names: ['PipelineHero', 'ShipLane', 'Buildwise', 'GreenCheck'],
    noun: 'pipeline',
    tagline: 'Continuous delivery without the YAML pain',
    features: ['Parallel jobs', 'Build caching', 'Preview environments', 'Deploy approvals'],
  },
  apis: {
    names: ['Endpointly', 'Schemata', 'Hookrelay', 'Quotaboard'],
    noun: 'API platform',
    tagline: 'Ship a reliable public API in an afternoon',
    features: ['OpenAPI import', 'Rate limiting', 'Webhooks', 'Usage analytics'],
  },
  databases: {
    names: ['Rowboat', 'Tablestream', 'Querylight', 'Shardly'],
    noun: 'database',
    tagline: 'Serverless Postgres that scales to zero',
    features: ['Branching', 'Point-in-time restore', 'Read replicas', 'Connection pooling'],
  },
  monitoring: {
    names: ['Uptimer', 'Tracewell', 'Logpond', 'Pagesafe'],
    noun: 'monitoring tool',
    tagline: 'Know before your customers do',
    features: ['Uptime checks', 'Distributed tracing', 'Alert routing', 'Status pages'],
  },
  notes: {
    names: ['Inkwell', 'Notebloom', 'Paperloft', 'Clearpage'],
    noun: 'notes app',
    tagline: 'Notes that link themselves',
    features: ['Backlinks', 'Offline mode', 'Markdown export', 'Shared spaces'],
  },
  'task-management': {
    names: ['Taskmint', 'Doneboard', 'Sprintly', 'Checkpoint'],
    noun: 'task manager',
    tagline: 'Plan the week in five minutes',
    features: ['Kanban boards', 'Recurring tasks', 'Time blocking', 'Integrations'],
  },
  seo: {
    names: ['Rankling', 'Serpwise', 'Backlinker', 'Crawlsight'],
    noun: 'SEO suite',
    tagline: 'Find the keywords your competitors miss',
    features: ['Keyword research', 'Site audits', 'Backlink tracking', 'Rank tracking'],
  },
  'email-marketing': {
    names: ['Mailwren', 'Sendloop', 'Letterbox', 'Dripwise'],
    noun: 'email tool',
    tagline: 'Newsletters people actually open',
    features: ['Automations', 'A/B testing', 'Segments', 'Deliverability reports'],
  },
  'ui-kits': {
    names: ['Pixelforge', 'Kitbash', 'Gridwork', 'Tokenly'],
    noun: 'UI kit',
    tagline: 'A design system you can ship today',
    features: ['Figma library', 'React components', 'Dark mode', 'Design tokens'],
  },
  'writing-assistants': {
    names: ['Draftsmith', 'Proseflow', 'Wordloom', 'Clarify AI'],
    noun: 'writing assistant',
    tagline: 'Write clearly, in your own voice',
    features: ['Tone control', 'Grammar fixes', 'Summaries', 'Brand voice'],
  },
  invoicing: {
    names: ['Billfold', 'Paydock', 'Invoicely', 'Ledgerly'],
    noun: 'invoicing app',
    tagline: 'Get paid faster, chase less',
    features: ['Recurring invoices', 'Payment reminders', 'Multi-currency', 'Tax reports'],
  },
};

export const DEMO_FOUNDERS = [
  ['Ada Lindqvist', 'SE', 'Stockholm'],
  ['Marco Bianchi', 'IT', 'Milan'],
  ['Priya Raman', 'IN', 'Bengaluru'],
  ['Tom Becker', 'DE', 'Berlin'],
  ['Lucía Fernández', 'ES', 'Madrid'],
  ['Kwame Mensah', 'GH', 'Accra'],
  ['Sofia Nowak', 'PL', 'Kraków'],
  ['Jonas Berg', 'NO', 'Oslo'],
  ['Emily Carter', 'US', 'Austin'],
  ['Hiro Tanaka', 'JP', 'Tokyo'],
  ['Chloé Martin', 'FR', 'Lyon'],
  ['Daniel Okafor', 'NG', 'Lagos'],
  ['Mia Jensen', 'DK', 'Copenhagen'],
  ['Lucas Silva', 'BR', 'São Paulo'],
  ['Nora Walsh', 'IE', 'Dublin'],
  ['Arjun Mehta', 'GB', 'London'],
] as const;

/**
 * The people who write the demo's reviews (issue 31: the walk found every review signed "A member", the
 * words for an author with no account): members with an account, a name and a public profile, as a
 * reviewer on the site has. Their votes stay private (the profile's default).
 */
export const DEMO_REVIEWERS = [
  { name: 'Maya Okonkwo', handle: 'maya', headline: 'Runs a two-person design studio' },
  { name: 'Lars Eriksen', handle: 'lars_e', headline: 'Engineering lead at a logistics start-up' },
  { name: 'Inés Duarte', handle: 'ines', headline: 'Freelance marketer, tries every tool once' },
];

export const DEMO_STAGES = ['Idea', 'MVP', 'Launched', 'Growing'];
export const DEMO_PRICING = ['Free', 'Freemium', 'Paid', 'Subscription'];

export const DEMO_INTERVIEW_QUESTIONS = [
  'What problem does your product solve, and for whom?',
  'What made you start building it?',
  'What was the hardest part of getting your first customers?',
  'Which decision would you make differently if you started again?',
  'How do you decide what to build next?',
  'What advice would you give a founder launching this week?',
];

export const DEMO_BLOG_POSTS = [
  {
    slug: 'how-launch-weeks-work',
    title: 'How launch weeks work',
    body: '# How launch weeks work\n\nEvery week runs from **Monday to Sunday (UTC)**. Products launched in a week compete for *Launch of the Week* on community votes alone.\n\n- Votes come only from people on the site.\n- The billboard is a paid ranking and never changes an award.\n',
    faqs: [
      { question: 'When does a week end?', answer: 'Sunday at 23:59:59 UTC.' },
      { question: 'Can money buy an award?', answer: 'No. Awards follow community votes only.' },
    ],
  },
  {
    slug: 'writing-a-profile-that-converts',
    title: 'Writing a profile that converts',
    body: '# Writing a profile that converts\n\nLead with the problem, then the outcome. Keep the tagline under ten words, and back every claim with a page on your site.\n',
    faqs: [{ question: 'How long should a tagline be?', answer: 'Under ten words is a good rule.' }],
  },
  {
    slug: 'free-or-paid-launch',
    title: 'Free or paid launch?',
    body: '# Free or paid launch?\n\nA free listing joins the queue once our badge is on your site. A paid launch goes live at once or in the week you choose, and unlocks your story, milestones and media.\n',
    faqs: [{ question: 'What does the free plan need?', answer: 'Our badge on your homepage.' }],
  },
  {
    slug: 'claiming-your-listing',
    title: 'Claiming your listing',
    body: '# Claiming your listing\n\nProve you control the domain with a DNS TXT record, a meta tag, a file, or an e-mail to an address at your domain. Verified is not the same as paid.\n',
    faqs: [],
  },
];

/** Admin prices of the standard products, in USD cents (excluding VAT). */
export const DEMO_PRICES: Record<string, number> = {
  launch: 4900,
  skip_queue: 2900,
  featured: 9900,
  done_for_you: 19900,
  launch_bundle: 12900,
  extra_categories: 1900,
  relaunch: 3900,
  ai_review: 1500,
  billboard_min: 1000,
};
