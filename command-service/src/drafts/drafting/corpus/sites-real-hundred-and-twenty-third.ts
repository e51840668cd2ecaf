/**
 * Issue 34, hundred-and-twenty-third round: categories precision, second part: "APIs" (and "AI") chosen from a mention
 * in prose or a features list's item ("A REST API, Zapier actions/triggers", "An AI Assistant specifically tuned for
 * formula generation") for a product that is neither an API product nor an AI product. Filled by the round: the pages
 * tuned on, and one for one the real pages held out (chosen, and their facts written from the page, before the drafter
 * first ran on them).
 *
 * Tuned on (facts written before the drafter first ran on it):
 * - grist-readme: gristlabs/grist-core at e380fcfa (README.md), rendered by markdown-it (html and linkify on) in a bare
 *   page titled with the product's name: "Grist is a modern relational spreadsheet.", its feature highlights (Python
 *   formulas with "An AI Assistant specifically tuned for formula generation", "Integrations." with "A REST API, Zapier
 *   actions/triggers, …"), using it, building it, its environment variables.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- Grist (tuning)
/** Its feature highlights, as the list states them (the heads and their sub-items). */
const GRIST_FEATURES = [
  'Python formulas.',
  'Python formulas',
  'Full Python syntax is supported, including the standard library.',
  'Many Excel functions also available.',
  'An AI Assistant specifically tuned for formula generation (using OpenAI gpt-3.5-turbo or Llama via llama-cpp-python).',
  'An AI Assistant specifically tuned for formula generation',
  'A portable, self-contained format.',
  'A portable, self-contained format',
  'Based on SQLite, the most widely deployed database engine.',
  'Any tool that can read SQLite can read numeric and text data from a Grist file.',
  'Enables backups that you can confidently restore in full.',
  'Great for moving between different hosts.',
  'Can be displayed on a static website with grist-static – no special server needed.',
  'A self-contained desktop app for viewing and editing locally: grist-electron.',
  'Convenient editing and formatting features.',
  'Convenient editing and formatting features',
  'Choices and choice lists, for adding colorful tags to records.',
  'References and reference lists, for cross-referencing records in other tables.',
  'Attachments, to include media or document files in records.',
  'Dates and times, toggles, and special numerics such as currency all have specialized editors and formatting options.',
  'Conditional Formatting, letting you control the style of cells with formulas to draw attention to important information.',
  'Drag-and-drop dashboards.',
  'Drag-and-drop dashboards',
  'Charts, card views and a calendar widget for visualization.',
  'Summary tables for summing and counting across groups.',
  'Widget linking streamlines filtering and editing data.',
  'Filter bar for quick slicing and dicing.',
  'Incremental imports.',
  'Incremental imports',
  'Import a CSV of the last three months activity from your bank...',
  '...and import new activity a month later without fuss or duplication.',
  'Integrations.',
  'Integrations',
  'A REST API, Zapier actions/triggers, and support from similar integrators.',
  'Import/export to Google drive, Excel format, CSV.',
  'Link data with custom widgets, hosted externally.',
  'Configurable outgoing webhooks.',
  'Many templates to get you started, from investment research to organizing treasure hunts.',
  'Access control options.',
  'Access control options',
  'Share individual documents, workspaces, or team sites.',
  'Control access to individual rows, columns, and tables.',
  'Control access based on cell values and user attributes.',
  'Self-maintainable.',
  'Self-maintainable',
  'Useful for intranet operation and specific compliance requirements.',
  'Sandboxing options for untrusted documents.',
  'Sandboxing options for untrusted documents',
  'Translated to many languages.',
  'F1 key brings up some quick help.',
  'Columns work like they do in databases: they are named, and they hold one kind of data.',
  'Columns can be filled by formula, spreadsheet-style, with automatic updates when referenced cells change.',
  'It combines the flexibility of a spreadsheet with the robustness of a database.',
  'the flexibility of a spreadsheet with the robustness of a database',
];
const GRIST_TOPICS = [
  'grist',
  'spreadsheet',
  'relational spreadsheet',
  'database',
  'hybrid database/spreadsheet',
  'python formulas',
  'python',
  'formulas',
  'sqlite',
  'self-hosted',
  'self-hosting',
  'open source',
  'docker',
  'dashboards',
  'charts',
  'widgets',
  'custom widgets',
  'templates',
  'access control',
  'sandboxing',
  'gvisor',
  'imports',
  'webhooks',
  'rest api',
  'api',
  'zapier',
  'ai assistant',
  'airtable',
  'excel',
  'google sheets',
  'grist-electron',
  'grist-static',
  'desktop app',
  'sso',
  'translations',
  'weblate',
  'apache license',
];
const grist: CorpusSite = {
  id: 'grist-readme',
  about:
    'Grist\'s README: "Grist is a modern relational spreadsheet. It combines the flexibility of a spreadsheet with the robustness of a database.", its three repositories, a hiring note, its feature highlights (Python formulas with an AI Assistant for formula generation, a portable format, dashboards, imports, "Integrations." with "A REST API, Zapier actions/triggers, …", access control, sandboxing), using it with Docker, building it, logins, translations, why open source, sponsors, reviews, its environment variables, tests, the licence',
  classes: ['real', 'tuning', 'single-page', 'categories', 'readme'],
  source: realSource('gristlabs/grist-core', 'e380fcfa903da82f68c519df3c9c1e1d97fbb934', 'README.md'),
  pages: { '/': realPage('grist-readme/index.html') },
  expected: {
    name: 'Grist',
    // Hosting "with free and paid plans" (Grist Labs'); the repository itself is Apache-2.0.
    pricing_model: ['freemium', 'free'],
    founded_year: null,
    contact_email: null,
    // "Grist Labs, an NYC-based company".
    city: ['New York', 'New York City', 'NYC'],
    country: ['United States', 'US', 'USA'],
    stage: null,
    // The page's images are a sponsor's logo and a translation status widget: no logo of its own.
    logo_url: null,
    demo_video_url: [
      'https://user-images.githubusercontent.com/118367/151245587-892e50a6-41f5-4b74-9786-fe3566f6b1fb.mp4',
    ],
    // A relational spreadsheet, a hybrid database/spreadsheet: Productivity and Databases (with its parent Developer
    // Tools) may stand. Its REST API is one of its integrations and its AI Assistant a helper for writing formulas:
    // neither APIs nor AI is what it is.
    categories: { must: [], may: ['Productivity', 'Databases', 'Developer Tools', 'Data'] },
    features: { must: [], may: GRIST_FEATURES },
    usps: { must: [], may: GRIST_FEATURES },
    tags: { must: [], may: GRIST_TOPICS },
    keywords: { must: [], may: GRIST_TOPICS },
    founders: [],
    socials: {
      custom: 'https://discord.gg/MYKpYQ3fbP',
      x: 'https://twitter.com/getgrist',
    },
    faqs: [],
  },
};

export const REAL_TUNING_SITES_HUNDRED_AND_TWENTY_THIRD: readonly CorpusSite[] = [grist];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWENTY_THIRD: readonly CorpusSite[] = [];
