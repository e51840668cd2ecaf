/**
 * Issue 34, ninety-eighth round: founders missed: a product's authors named in prose, "<Product> is/was written
 * (and maintained) by <person>" or "designed and written by", "originally written … by" (the writing of the product
 * is its making: the corpus's convention since the seventy-first round, authors as founders). Filled by the round:
 * the pages tuned on, and one for one the real pages held out (chosen, and their facts written from the page, before
 * the drafter first ran on them).
 *
 * Each page is kept in its repository at the commit, rendered by markdown-it (html and linkify on) in a bare page
 * titled with the product's name.
 *
 * Tuning (READMEs, rendered):
 * - luaswift-readme: tomsci/LuaSwift at 5ed8a155 (README.md, 2023-09): a Swift wrapper for the Lua C API: usage, API
 *   summary, bridging, then "## License" / "LuaSwift is written and maintained by Tom Sutcliffe, with contributions
 *   from Jason Barrie Morley, and is distributed under the MIT License." (a contributor is no founder).
 * - smallymouse2-readme: simoninns/SmallyMouse2 at 755a1dac (README.md, 2017-05): a USB mouse adaptor for retro
 *   computers (firmware and PCB): "## Author" / "SmallyMouse2 is written and maintained by Simon Inns."
 *
 * Held out (READMEs, rendered):
 * - smart-macro-readme: GeigerCounter/micro-plugins at bc85ece7 (src/smartmacro/smartmarco.md, 2017-03): a macro
 *   plugin for the micro editor: "###Credits and License" / "Smart Macro was designed and written by Collin Warren."
 * - tweet-feed-readme: backdrop-contrib/tweet_feed at 8837120f (README.md, 2022-03): a Backdrop CMS module importing
 *   tweets: "## Credits" / "- Originally written for Drupal by [Michael Bagnall](https://github.com/ElusiveMind)".
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const none = { must: [] };

// ---------------------------------------------------------------- luaswift (tuning)

const LUASWIFT_TOPICS = [
  'LuaSwift',
  'Lua',
  'Lua 5.4',
  'Swift',
  'Lua C API',
  'C API',
  'wrapper',
  'Swift wrapper',
  'SwiftPM',
  'Swift Package Manager',
  'bridging',
  'embedding',
  'LuaValue',
  'LuaState',
  'EmbedLuaPlugin',
  'MIT License',
];

const luaswift: CorpusSite = {
  id: 'luaswift-readme',
  about:
    'real (tomsci/LuaSwift README, rendered): a Swift wrapper for the Lua 5.4 C API: usage with code, an API summary, bridging Swift objects, Any conversions, thread safety, embedding Lua modules, then "## License" / "LuaSwift is written and maintained by Tom Sutcliffe, with contributions from Jason Barrie Morley, …" and the Lua licence',
  classes: ['real', 'tuning', 'single-page', 'readme', 'founders'],
  source: realSource('tomsci/LuaSwift', '5ed8a155', 'README.md', RENDERED),
  pages: { '/': realPage('luaswift-readme/index.html') },
  expected: {
    name: 'LuaSwift',
    // "distributed under the [MIT License](LICENSE)": a licence named, no price and no "free" in words (the Lua
    // licence's "free of charge" is Lua's, reproduced).
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A library developers build on.
    categories: { must: [], may: ['Developer Tools'] },
    // No features list: sections of prose and code.
    features: none,
    usps: none,
    tags: { must: [], may: LUASWIFT_TOPICS },
    keywords: { must: [], may: LUASWIFT_TOPICS },
    // "LuaSwift is written and maintained by Tom Sutcliffe, with contributions from Jason Barrie Morley, …".
    founders: [{ name: 'Tom Sutcliffe' }],
    // lua.org and doc.qt.io are websites, no account; LICENSE is a file.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=Jason Barrie Morley', 'founders=LuaSwift', 'founders=Lua.org', 'founders=PUC-Rio'],
};

// ---------------------------------------------------------------- smallymouse2 (tuning)

const SMALLYMOUSE_TOPICS = [
  'SmallyMouse2',
  'USB mouse adaptor',
  'mouse adaptor',
  'USB mouse',
  'retro computers',
  'quadrature mouse',
  'quadrature',
  'Acorn BBC Micro',
  'BBC Micro',
  'Acorn Master',
  'Commodore Amiga',
  'Amiga',
  'Atari ST',
  'busmouse',
  'AT90USB1287',
  'firmware',
  'KiCAD',
  'PCB',
  'JTAG',
  'USB bootloader',
  'DFU bootloader',
  'Atmel Studio',
  'Atmel Studio 7',
  'rate limiter',
  'quadrature rate limiter',
  'GPL',
  'Creative Commons',
  'CC BY-SA 4.0',
];
/** "## Motivation": what the adaptor does, said in sentences (no list). */
const SMALLYMOUSE_FEATURES = [
  'generic mouse output header',
  'IDC connector suitable for use with Acorn 8-bit user-ports',
  'configurable quadrature rate limiter that prevents VIA overrun when in use with slower 8-bit machines',
  'JTAG and USB bootloader programming',
];

const smallymouse2: CorpusSite = {
  id: 'smallymouse2-readme',
  about:
    'real (simoninns/SmallyMouse2 README, rendered): a USB mouse adaptor for retro computers (AT90USB1287 firmware and KiCAD PCB): synopsis, motivation, installation with a link to waitingforfriday.com, "## Author" / "SmallyMouse2 is written and maintained by Simon Inns.", software (GPL) and hardware (CC BY-SA) licences',
  classes: ['real', 'tuning', 'single-page', 'readme', 'founders'],
  source: realSource('simoninns/SmallyMouse2', '755a1dac', 'README.md', RENDERED),
  pages: { '/': realPage('smallymouse2-readme/index.html') },
  expected: {
    name: 'SmallyMouse2',
    // "SmallyMouse2 is free software: you can redistribute it and/or modify it …": the product said to be free.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A hardware adaptor with its firmware: none of the tree's categories is said.
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: SMALLYMOUSE_FEATURES },
    usps: { must: [], may: SMALLYMOUSE_FEATURES },
    tags: { must: [], may: SMALLYMOUSE_TOPICS },
    keywords: { must: [], may: SMALLYMOUSE_TOPICS },
    // "## Author" / "SmallyMouse2 is written and maintained by Simon Inns."
    founders: [{ name: 'Simon Inns' }],
    // waitingforfriday.com is the author's site (documentation), no account; creativecommons.org and gnu.org are
    // licences.
    socials: {},
    faqs: [],
  },
  forbidden: ['founders=SmallyMouse2', 'founders=Atmel', 'founders=Free Software Foundation'],
};

// ---------------------------------------------------------------- smart macro (held out)

const SMART_MACRO_TOPICS = [
  'Smart Macro',
  'Smartmacro',
  'micro',
  'macros',
  'macro',
  'macro slots',
  'plugin',
  'micro plugin',
  'text editor',
  'editor',
  'scripting language',
  'macro script',
  'variables',
  'variable substitution',
  'cursor movement',
];

const smartMacro: CorpusSite = {
  id: 'smart-macro-readme',
  about:
    'real (GeigerCounter/micro-plugins, src/smartmacro/smartmarco.md, rendered): a macro plugin for the micro editor: headings written without a space ("#Smart Macro", "###Getting started": paragraphs, not headings), a command in code, a data-types table in a paragraph, "###Credits and License" / "Smart Macro was designed and written by Collin Warren.<anatoly@somethinghub.com>", GitHub, Patreon and PayPal links',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders'],
  source: realSource('GeigerCounter/micro-plugins', 'bc85ece7', 'src/smartmacro/smartmarco.md', RENDERED),
  pages: { '/': realPage('smart-macro-readme/index.html') },
  expected: {
    name: 'Smart Macro',
    // "Smart Macro is free software, same as micro, however if you like this plugin … you can pledge to my Patreon":
    // the product said to be free, donations asked.
    pricing_model: 'free',
    founded_year: null,
    // "Collin Warren.<anatoly@somethinghub.com>": the author's address, the only one the page gives.
    contact_email: 'anatoly@somethinghub.com',
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    features: { must: [], may: ['adds ten configurable macro slots'] },
    usps: none,
    tags: { must: [], may: SMART_MACRO_TOPICS },
    keywords: { must: [], may: SMART_MACRO_TOPICS },
    // "Smart Macro was designed and written by Collin Warren."
    founders: [{ name: 'Collin Warren' }],
    // "The source can be found [here on Github](https://github.com/GeigerCounter/micro-plugins/smartmacro)": the
    // plugin's source, in the author's collection; Patreon and PayPal are the author's donation pages.
    socials: { github: 'https://github.com/GeigerCounter/micro-plugins/smartmacro' },
    faqs: [],
  },
  forbidden: ['founders=Smart Macro', 'founders=Patreon', 'founders=PayPal', 'pricing_model=paid'],
};

// ---------------------------------------------------------------- tweet feed (held out)

const TWEET_FEED_FEATURES = [
  'ability to import multiple tweet feeds',
  'tweets and tweet data are saved as nodes',
  'option to delete existing data when new tweets are imported',
  'option to import a node for each user in your tweet feed',
  'creates linked URLs from URLs, hash tags, and usernames inside the feed itself',
  'views integration',
  'contextual filters integration for views',
];
const TWEET_FEED_TOPICS = [
  'Tweet Feed',
  'tweets',
  'Twitter',
  "Twitter's REST API",
  'Twitter API',
  'hash tags',
  'user mentions',
  'taxonomy',
  'taxonomies',
  'views',
  'contextual filters',
  'nodes',
  'Drupal',
  'Backdrop',
  'Backdrop CMS',
  'module',
  'importing',
  'OAuth',
  'GPL v2',
];

const tweetFeed: CorpusSite = {
  id: 'tweet-feed-readme',
  about:
    'real (backdrop-contrib/tweet_feed README, rendered): a Backdrop CMS module importing and displaying tweets: an overview, "## Highlights include:" (a list), thanks to its sponsors, requirements, "## Current Maintainers", "## Credits" ("Ported to Backdrop CMS by …", "Originally written for Drupal by [Michael Bagnall](…)", "Initial development sponsored by [Highwire Press](…)"), licence',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders', 'features'],
  source: realSource('backdrop-contrib/tweet_feed', '8837120f', 'README.md', RENDERED),
  pages: { '/': realPage('tweet-feed-readme/index.html') },
  expected: {
    name: 'Tweet Feed',
    // "This project is GPL v2 software.": a licence, no price and no "free" in words.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Social Media', 'Marketing', 'Developer Tools'] },
    features: { must: TWEET_FEED_FEATURES },
    usps: { must: [], may: TWEET_FEED_FEATURES },
    tags: { must: [], may: TWEET_FEED_TOPICS },
    keywords: { must: [], may: TWEET_FEED_TOPICS },
    // "Originally written for Drupal by [Michael Bagnall](https://github.com/ElusiveMind)": its original author (also
    // its porter and current maintainer).
    founders: [{ name: 'Michael Bagnall' }],
    // github.com/ElusiveMind is the author's profile; the backdrop-contrib links are other modules; highwirepress.com
    // and dev.twitter.com are others' sites.
    socials: {},
    faqs: [],
  },
  forbidden: [
    'founders=Ashley Hall',
    'founders=Highwire Press',
    'founders=HighWire Press',
    'founders=Tweet Feed',
    'founders=Stanford University',
  ],
};

export const REAL_TUNING_SITES_NINETY_EIGHTH: readonly CorpusSite[] = [luaswift, smallymouse2];

export const REAL_HELD_OUT_SITES_NINETY_EIGHTH: readonly CorpusSite[] = [smartMacro, tweetFeed];
