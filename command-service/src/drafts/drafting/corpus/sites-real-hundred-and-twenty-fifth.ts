/**
 * Issue 34, hundred-and-twenty-fifth round: socials recall, third part — the product's chat missed when it stands as
 * a lone live chat badge (a shields.io Discord count badge linked to the server's invite) at a README's
 * head, alone in its block or under an h3 title. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuned on (no new page: pages already in the corpus that show the class):
 * - immich-readme (its License and Discord badges under an h3 title, before the first h2);
 * - assetviewer-readme (a lone Discord badge in its own paragraph under the h1's sentence).
 *
 * Held out (the drafter is not changed for it):
 * - csharp-protoshift-readme: YYHEggEgg/csharp-Protoshift at cf4c1066 (README.md), rendered: a game server's
 *   compatibility proxy; a div of four unlinked badges, then a div holding one Discord count badge (alt "Discord -
 *   miHomo Software") linked to its invite, features, updates, installation.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

const NO_CONTACT = {
  founded_year: null,
  contact_email: null,
  city: null,
  country: null,
  stage: null,
} as const;

export const REAL_TUNING_SITES_HUNDRED_AND_TWENTY_FIFTH: readonly CorpusSite[] = [];

// ——— Held out ———

const PROTOSHIFT_FEATURES = [
  'Basic Protoshift functionality. It can enhance the compatibility of certain secondary game servers.',
  'Basic Protoshift functionality.',
  'It can enhance the compatibility of certain secondary game servers.',
  'Simple proxy server management commands.',
  'Automatic compilation and execution of Windy (lua) scripts.',
  'Automatic compilation and execution of Windy (lua) scripts. The image below shows the welcome-to-csharp-Protoshift.lua configuration that is enabled by default in config_example.json. You can disable it by setting #/WindyConfig/OnlineExecWindys/[0]/OnlineExecMode to Disabled.',
  'Protobuf / query_cur_region / Ec2b and other utility commands.',
];
const PROTOSHIFT_CLAIMS = [
  'csharp-Protoshift is an advanced, manageable compatibility layer for a certain anime game.',
  'an advanced, manageable compatibility layer for a certain anime game',
];
const PROTOSHIFT_TOPICS = [
  'csharp-Protoshift',
  'Protoshift',
  'compatibility layer',
  'anime game',
  'game servers',
  'secondary game servers',
  'proxy server',
  'reverse proxy',
  'Windy',
  'lua',
  'Windy (lua) scripts',
  'Protobuf',
  'Proto',
  'Protos',
  'Proto restoration',
  'protoc',
  'xLua',
  'luac',
  'JIT',
  'JIT compiling',
  'HandlerGenerator',
  'ProtoshiftBenchmark',
  'csharp-Protoshift-Replay',
  '.NET',
  '.NET 6.0',
  'C#',
  'Git',
  'VS Code',
  'JSON Schema',
  'utility commands',
  'Ec2b',
  'query_cur_region',
  'resources',
  'Release mode',
];

const csharpProtoshift: CorpusSite = {
  id: 'csharp-protoshift-readme',
  about:
    "real (YYHEggEgg/csharp-Protoshift README): a compatibility layer (reverse proxy) for a game's servers; a div of four unlinked badges, then a div with one Discord count badge linked to its invite; features, updates, installation, more usage",
  classes: ['real', 'held-out', 'single-page', 'readme', 'socials'],
  source: realSource('YYHEggEgg/csharp-Protoshift', 'cf4c1066', 'README.md', RENDERED),
  pages: { '/': realPage('csharp-protoshift-readme/index.html') },
  expected: {
    name: 'csharp-Protoshift',
    ...NO_CONTACT,
    // Nothing said of a price.
    pricing_model: null,
    // Badges only (shields.io), and a screenshot of a script's output.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [...PROTOSHIFT_FEATURES, ...PROTOSHIFT_CLAIMS] },
    usps: { must: [], may: [...PROTOSHIFT_CLAIMS, ...PROTOSHIFT_FEATURES] },
    tags: { must: [], may: PROTOSHIFT_TOPICS },
    keywords: { must: [], may: PROTOSHIFT_TOPICS },
    founders: [],
    // The lone Discord badge in its own block under the h1 (alt "Discord - miHomo Software": the maker's server).
    // Its repository's root is never linked (a pull request, its wiki's pages, a fork of xLua).
    socials: { custom: 'https://discord.gg/NcAjuCSFvZ' },
    faqs: [],
  },
  forbidden: [
    'pricing_model=paid',
    'pricing_model=subscription',
    'github.com/YYHEggEgg/xLua',
    'protobuf-decoder.netlify.app',
  ],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWENTY_FIFTH: readonly CorpusSite[] = [csharpProtoshift];
