/**
 * Issue 34, twenty-ninth round: people's own links in grid-card team layouts (a name, a role line, a row of icon links). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Tuned on: no real page (the tuning page is invented: driftwood in sites-twenty-ninth-traps.ts, registered
 * in TRUST). Held out:
 * - ottersql-intro: SeaQL/seaql.github.io at 193a77a2 (Blog/blog/2023-01-24-introducing-otter-sql.md), the
 *   announcement page of OtterSQL ("an Embeddable SQL Executor implemented in Rust"), titled "Introducing
 *   OtterSQL"; a "People" section of Docusaurus avatar cards ("OtterSQL is created by:"), each a photo linked
 *   to the person's own GitHub, a name and a role (Mentor / Contributor); the product's repository; sibling
 *   products' and other projects' repositories; a GitHub Sponsors link. The file was read at that commit with
 *   the read_file tool (the repository is too large to fetch whole). Not a team page: a product's page holding
 *   person cards, the nearest real page found in time.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED } from './corpus-site.ts';

export const REAL_TUNING_SITES_TWENTY_NINTH: readonly CorpusSite[] = [];

const ottersql: CorpusSite = {
  id: 'ottersql-intro',
  about:
    "real (SeaQL blog, OtterSQL's announcement): an embeddable SQL executor in Rust; person cards (photo linked to the person's GitHub, name, role) under \"OtterSQL is created by\"; sibling products' repositories",
  classes: ['real', 'single-page', 'team', 'socials'],
  source: realSource(
    'SeaQL/seaql.github.io',
    '193a77a2',
    'Blog/blog/2023-01-24-introducing-otter-sql.md',
    FRONT_MATTER_DROPPED,
  ),
  pages: { '/': realPage('ottersql-intro/index.html') },
  expected: {
    // "OtterSQL is an Embeddable SQL Executor implemented in Rust."
    name: 'OtterSQL',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "This experimental project": no stage the corpus reads.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Databases', 'Developer Tools'] },
    features: {
      must: [],
      may: [
        'is in-memory',
        'is written in Rust',
        'can be embedded into any Rust program',
        'has a dialect-agnostic IR',
        'In-memory',
        'Written in Rust',
        'Dialect-agnostic IR',
      ],
    },
    usps: {
      must: [],
      may: ['is in-memory', 'is written in Rust', 'can be embedded into any Rust program', 'has a dialect-agnostic IR'],
    },
    tags: {
      must: [],
      may: [
        'SQL',
        'Rust',
        'in-memory',
        'SQL executor',
        'embeddable SQL executor',
        'intermediate representation',
        'database',
      ],
    },
    keywords: { must: [], may: ['SQL executor', 'embeddable SQL executor', 'Rust', 'in-memory SQL database'] },
    // "OtterSQL is created by:" a mentor and a contributor (an internship project funded by SeaQL.org): the
    // corpus reads no founding title in "created by" beside roles; neither is forbidden as a founder.
    founders: [],
    // "Check out the OtterSQL repository": the product's own.
    socials: { github: 'https://github.com/SeaQL/otter-sql' },
    faqs: [],
  },
  forbidden: [
    // Each person's own GitHub, linked from their card's photo.
    'https://github.com/tyt2y3',
    'https://github.com/Samyak2',
    // Other products' and the organisation's accounts, named beside the product.
    'https://github.com/SeaQL/sea-orm',
    'https://github.com/SeaQL/seaography',
    'https://github.com/gluesql/gluesql',
    'https://github.com/sponsors/SeaQL',
    'name=Introducing OtterSQL',
  ],
};

export const REAL_HELD_OUT_SITES_TWENTY_NINTH: readonly CorpusSite[] = [ottersql];
