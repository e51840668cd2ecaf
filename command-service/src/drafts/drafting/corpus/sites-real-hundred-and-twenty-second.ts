/**
 * Issue 34, hundred-and-twenty-second round: categories recall, a category the page names missed. Tuned on pages
 * already in the corpus (flatnotes's README, "A note taking web app …", whose "note" the chooser took for a piece of
 * the name "flatnotes"; a new page alike, Tasks.md's README, "A self-hosted file based task management board …", whose
 * "task" is a piece of "Tasks.md"); held out, one for one, real READMEs of other products (chosen, and their facts written from
 * the page, before the drafter first ran on them).
 */
import { realPage, realSource, type CorpusSite } from './corpus-site.ts';

// ---------------------------------------------------------------- Tasks.md (tuning)

/**
 * "## ⭐ Features", verbatim: each item closed by its semicolon, as the corpus keeps VNote's (a slip of the facts,
 * corrected after the first run).
 */
const TASKSMD_FEATURES = [
  'Create cards, lists and tags in a modern and responsive interface;',
  'Write cards as Markdown files;',
  'Easy to install with a single Docker image;',
  'Light and dark themes synced with operating system settings;',
  'Heavy customizable with 3 default color themes (Adwaita, Nord and Catppuccin);',
  'Support for subpath based reverse-proxy with an environment variable for base path;',
];

const TASKSMD_TOPICS = [
  'task management',
  'task management board',
  'markdown',
  'self-hosted',
  'kanban',
  'cards',
  'docker',
  'color themes',
  'markdown files',
];

const tasksmd: CorpusSite = {
  id: 'tasksmd-readme',
  about:
    'Tasks.md\'s README: the name (h1) over "A self-hosted file based task management board that supports Markdown syntax.", a demonstration GIF, a features list, Docker installation, customizing, its technology stack, contributing',
  classes: ['real', 'tuning', 'single-page', 'categories', 'features', 'readme'],
  source: realSource('BaldissaraMatheus/Tasks.md', 'd60e344bf0c5fb370ad322ff9f96143fbe1bae6f'),
  pages: { '/': realPage('tasksmd-readme/index.html') },
  expected: {
    name: 'Tasks.md',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No logo: the h1 is an emoji and the name; the demonstration is a GIF.
    logo_url: null,
    // "Demonstration" is a GIF in the repository, an image, not a video.
    demo_video_url: null,
    // "A self-hosted file based task management board": Task Management (its parent, Productivity, may stand). Its
    // "Technology stack" (SolidJS, Koa, an editor it uses) is what it is built with, not what it is.
    categories: { must: ['Task Management'], may: ['Productivity'] },
    features: { must: TASKSMD_FEATURES, may: [] },
    usps: { must: [], may: TASKSMD_FEATURES },
    tags: { must: [], may: TASKSMD_TOPICS },
    keywords: { must: [], may: TASKSMD_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'categories=Developer Tools',
    'categories=Notes & Docs',
    'demo_video_url={base}/public/demonstration.gif',
  ],
};

export const REAL_TUNING_SITES_HUNDRED_AND_TWENTY_SECOND: readonly CorpusSite[] = [tasksmd];

// ---------------------------------------------------------------- Notesnook (held out)

const NOTESNOOK_TOPICS = [
  'note taking',
  'notes',
  'note taking app',
  'privacy',
  'user privacy',
  'end-to-end encryption',
  'encryption',
  'open source',
  'evernote alternative',
  'zero knowledge',
  'ease of use',
];

const notesnook: CorpusSite = {
  id: 'notesnook-readme',
  about:
    'Notesnook\'s README: a centred logo, the name (h1) over "An end-to-end encrypted note taking alternative to Evernote." (h3), a row of links, an overview ("Notesnook is a free (as in speech) & open source note taking app …"), a developer guide with a monorepo table, support links',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('streetwriters/notesnook', '0bb7c2dbb95c6ced3d376659f8d3054d88cab35e'),
  pages: { '/': realPage('notesnook-readme/index.html') },
  expected: {
    name: 'Notesnook',
    // "free (as in speech) & open source": a freedom and a licence, no price or plan stated on this page.
    pricing_model: null,
    founded_year: null,
    // "You can reach out to us via: Email" (mailto:support@streetwriters.co).
    contact_email: 'support@streetwriters.co',
    city: null,
    country: null,
    stage: null,
    // The centred image over the name, alt "Notesnook Logo".
    logo_url: '{base}/resources/icon.png',
    demo_video_url: null,
    // "An end-to-end encrypted note taking alternative to Evernote", "an … open source note taking app": Notes & Docs
    // (its parent, Productivity, may stand). "developer guide", "Technologies" are the repository's, not what it is.
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    // No features list ("If you are looking for a full features list …, please check the website"): none required.
    features: { must: [], may: ['end-to-end encryption', 'encrypts everything on your device'] },
    usps: { must: [], may: ['end-to-end encryption', 'focused on user privacy & ease of use', 'zero knowledge'] },
    tags: { must: [], may: NOTESNOOK_TOPICS },
    keywords: { must: [], may: NOTESNOOK_TOPICS },
    founders: [],
    // The link row's Twitter (twice spelled) and Discord; "Create an issue" is the repository's issue form.
    socials: {
      x: ['https://twitter.com/@notesnook', 'https://twitter.com/notesnook'],
      custom: 'https://discord.gg/5davZnhw3V',
    },
    faqs: [],
  },
  forbidden: ['categories=Developer Tools', 'categories=APIs'],
};

// ---------------------------------------------------------------- Taskwarrior (held out)

const TASKWARRIOR_TOPICS = [
  'gtd',
  'todo list',
  'task management',
  'command line',
  'command line utility',
  'open source',
  'task list',
];

const taskwarrior: CorpusSite = {
  id: 'taskwarrior-readme',
  about:
    'Taskwarrior\'s README: a "Disclaimer during ongoing development" (h1) on the development branch, then "Taskwarrior is a GTD, todo list, task management, command line utility with a multitude of features.", links to its site and support address, the licence',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('GothenburgBitFactory/taskwarrior', '01f2db4b482f5d14573c8e63c0ecd1317e34c996'),
  pages: { '/': realPage('taskwarrior-readme/index.html') },
  expected: {
    name: 'Taskwarrior',
    // "a … very active Open Source project", "released under the MIT license": a licence, no price or plan.
    pricing_model: null,
    founded_year: null,
    // "Please send your code patches to: support@taskwarrior.org": the project's own address.
    contact_email: 'support@taskwarrior.org',
    city: null,
    country: null,
    // The disclaimer speaks of the development branch ("beta- and release-level software"): no stage of the product.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "a GTD, todo list, task management, command line utility": Task Management (its parent, Productivity, may
    // stand). The development branch, "code patches" are the project's, not what it is.
    categories: { must: ['Task Management'], may: ['Productivity'] },
    features: { must: [], may: ['binary distributions', 'online documentation', 'demonstration movies'] },
    usps: { must: [], may: ['portable, well supported and very active Open Source project'] },
    tags: { must: [], may: TASKWARRIOR_TOPICS },
    keywords: { must: [], may: TASKWARRIOR_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['categories=Developer Tools', 'stage=beta'],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWENTY_SECOND: readonly CorpusSite[] = [notesnook, taskwarrior];
