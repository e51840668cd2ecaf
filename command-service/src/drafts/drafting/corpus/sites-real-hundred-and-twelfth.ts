/**
 * Issue 34, hundred-and-twelfth round: categories precision: "APIs" (and "AI") chosen for a product that merely has
 * an API (a library, a file list program, a linter), where the category should name what the product is. Narrowed by
 * the tuning pages to a short heading that labels a section on the product's own interface ("API Server", "API
 * summary", "API quick reference", "API Documentation (via Apifox):"), which names a part the product has, and to an
 * API named after a programming language ("intuitive C API usable from C++", "the Lua 5.4 C API"), the language a
 * library is called from: neither is what the product is. Filled by the round: the pages tuned on, and one for one the
 * real pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuned on (pages already in the corpus, which chose APIs, and through it Developer Tools, from such words):
 * - leviath-readme (an AI agent runtime's README: "API Server"), alist-readme (a file list program's README: "API
 *   Documentation (via Apifox):"), credo-readme (a linter's README: "API quick reference"), luaswift-readme (a Lua
 *   binding's README: "API summary", then "A Swift wrapper for the Lua 5.4 C API."), allegro-home (a game programming
 *   library's home page: "User-friendly, intuitive C API usable from C++ and many other languages").
 *
 * Held out (the drafter is not changed for them; chosen before any rule was written, their facts written before the
 * drafter first ran on them). Each is a README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name:
 * - fxa-auth-db-readme: mozilla/fxa-auth-db-mysql at d848e45f (README.md): "Node.js-based database service for
 *   Firefox Accounts. Includes: The API server. A MySQL backend.", prerequisites, an "## API Server" section (where
 *   its API documentation is), the MySQL backend, configuration, starting the server, the database patcher.
 * - fdk-sso-readme: Informasjonsforvaltning/sso at bb819f00 (README.md): "This application provides single sign-on
 *   with identity and access management. It's a based on Keycloak with added custom mappers and themes.", getting
 *   started, an "### API Documentation (OpenAPI)" section (Keycloak's), its custom extensions (identity provider
 *   mappers).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- Firefox Accounts database service (held out)
/** "Includes:": its two parts, as the list states them and as their links name them. */
const FXA_PARTS = [
  'The API server.',
  'The API server',
  'API server',
  'A MySQL backend. Used in production.',
  'A MySQL backend.',
  'A MySQL backend',
  'MySQL backend',
];
const FXA_TOPICS = [
  'firefox accounts',
  'fxa',
  'database',
  'database service',
  'node.js',
  'nodejs',
  'mysql',
  'api server',
  'api',
  'backend',
  'migrations',
  'database patcher',
  'mozilla',
];
const fxaAuthDb: CorpusSite = {
  id: 'fxa-auth-db-readme',
  about:
    'The Firefox Accounts database service\'s README: "Node.js-based database service for Firefox Accounts. Includes: The API server. A MySQL backend. Used in production.", prerequisites, an "## API Server" section pointing to its API documentation, the MySQL backend, configuration, starting the server, the database patcher, clean-up, the licence',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('mozilla/fxa-auth-db-mysql', 'd848e45fc39cf4f94c50a9b6cb13c97c04bfa49d', 'README.md'),
  pages: { '/': realPage('fxa-auth-db-readme/index.html') },
  expected: {
    name: 'Firefox Accounts database service',
    // MPL 2.0, no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Used in production" says where its MySQL backend runs, not a stage of the product.
    stage: null,
    // The page's only images are two CI badges.
    logo_url: null,
    demo_video_url: null,
    // "Node.js-based database service": Databases (and its parent Developer Tools) may stand. The API server is a part
    // it includes, and "## API Server" the section on it: not APIs.
    categories: { must: [], may: ['Databases', 'Developer Tools'] },
    features: { must: [], may: FXA_PARTS },
    usps: { must: [], may: FXA_PARTS },
    tags: { must: [], may: FXA_TOPICS },
    keywords: { must: [], may: FXA_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
};

// ---------------------------------------------------------------- SSO (held out)
/** What it provides and adds, and its custom extensions as the list names them. */
const SSO_FEATURES = [
  'This application provides single sign-on with identity and access management.',
  'single sign-on with identity and access management',
  'single sign-on',
  'identity and access management',
  "It's a based on Keycloak with added custom mappers and themes.",
  'custom mappers and themes',
  'rest-user-mapper (Java)',
  'rest-user-mapper',
  'fdk-scripts (JavaScript): protocol and identity provider mappers deployed through the scripts feature.',
  'protocol and identity provider mappers deployed through the scripts feature',
  'no.fdk.keycloak.restuser.RestUserAttributeMapper: identity provider mapper that looks a brokered user up in a REST endpoint (user-api) and imports the returned fields.',
  'identity provider mapper that looks a brokered user up in a REST endpoint (user-api) and imports the returned fields.',
  'no.fdk.keycloak.mapper.JsonClaimAttributeMapper: identity provider mapper that imports a structured claim into a user attribute as JSON.',
  'identity provider mapper that imports a structured claim into a user attribute as JSON.',
  'Use this mapper for object and array claims, in place of the built-in importer.',
  'Shown in the admin console as "JSON Claim To Attribute".',
];
const SSO_TOPICS = [
  'sso',
  'single sign-on',
  'identity and access management',
  'iam',
  'keycloak',
  'mappers',
  'custom mappers',
  'themes',
  'identity provider',
  'identity provider mapper',
  'openapi',
  'docker',
  'java',
  'javascript',
  'ansattporten',
  'altinn',
  'authorization_details',
  'json',
  'claims',
];
const fdkSso: CorpusSite = {
  id: 'fdk-sso-readme',
  about:
    'SSO\'s README (Informasjonsforvaltning): "This application provides single sign-on with identity and access management. It\'s a based on Keycloak with added custom mappers and themes.", getting started with Docker, an "### API Documentation (OpenAPI)" section pointing to Keycloak\'s API documentation, its custom extensions (identity provider mappers in Java, scripts in JavaScript)',
  classes: ['real', 'held-out', 'single-page', 'categories', 'readme'],
  source: realSource('Informasjonsforvaltning/sso', 'bb819f000352a4d6394cade7b2ef539e893e9b2f', 'README.md'),
  pages: { '/': realPage('fdk-sso-readme/index.html') },
  expected: {
    name: 'SSO',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // Single sign-on with identity and access management: no category of the tree names it (there is no security
    // category); Developer Tools may stand. Its API documentation is Keycloak's, on a section of the README: not APIs.
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: SSO_FEATURES },
    usps: { must: [], may: SSO_FEATURES },
    tags: { must: [], may: SSO_TOPICS },
    keywords: { must: [], may: SSO_TOPICS },
    founders: [],
    // Its links are Keycloak's site and its organisation's architecture wiki: no profile of the product's own.
    socials: {},
    faqs: [],
  },
};

export const REAL_TUNING_SITES_HUNDRED_AND_TWELFTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWELFTH: readonly CorpusSite[] = [fxaAuthDb, fdkSso];
