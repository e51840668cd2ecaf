/**
 * Corpus site, issue 34's seventeenth round (tuning half, invented): a trap no tuning page showed, written
 * as sites-trust.ts's were, by the rules' author, so never held out. Its class was chosen from what the
 * round's held-out pages showed (a grid's style reused on every card group of a long page), its words
 * and layout are its own.
 *
 * - driftbox: a file-sync tool whose page styles every group of cards with one class ("tiles features"),
 *   the features under `<section id="features">`, then the same grid for its apps to download, its
 *   community places and the hosting companies that run it for you: only the first group is features.
 *
 * - loomleaf: a meal-planning app whose definition calls it free with a compound word between "free" and
 *   the noun ("a free meal-planning app").
 * - pebblepost: a postcard printer whose hero says its founding year abbreviated ("Est. 2017"), beside
 *   a copyright year and an estimate that is no founding ("Est. delivery: 3 days").
 * - tidemark: a project page as GitHub Pages' themes generate it, titled "<project> by <owner>"
 *   ("Tidemark by jrowe") over a header whose h1 is the project's name alone.
 *
 * The real held-out pages added one for one are in sites-real-seventeenth.ts.
 */
import { page, type CorpusSite } from './corpus-site.ts';

const FEATURES = ['End-to-end sync', 'Version history', 'Selective folders', 'LAN transfers'];

const card = (title: string, text: string) => `<div class="tile"><h3>${title}</h3><p>${text}</p></div>`;

export const driftbox: CorpusSite = {
  id: 'driftbox',
  about:
    'a file-sync tool whose page reuses one grid class ("tiles features") for its features (under section#features), its apps, its community places and hosting companies: only the first are features',
  classes: ['features'],
  pages: {
    '/': page(
      'Driftbox | Sync folders between your own machines',
      `<h1>Sync folders between your own machines</h1>
<p>Driftbox keeps folders in step across your laptop, desktop and home server, with no cloud in between.</p>
<section id="features"><h2>What it does</h2><div class="tiles features">
${card(FEATURES[0]!, 'Files move encrypted from one of your devices to another and nowhere else.')}
${card(FEATURES[1]!, 'Every change is kept for thirty days, so a deleted file is one click away.')}
${card(FEATURES[2]!, 'Pick which folders each device receives, down to a single sub-folder.')}
${card(FEATURES[3]!, 'Devices on the same network talk directly at full local speed.')}
</div></section>
<section id="get"><h2>Pick your app</h2><div class="tiles features apps">
${card('Desktop app', 'For Windows, macOS and Linux, signed installers for each release.')}
${card('Headless daemon', 'For servers and NAS boxes, configured from a web page.')}
${card('Phone app', 'For Android, with camera uploads and offline folders.')}
</div></section>
<section id="talk"><h2>Talk to other users</h2><div class="tiles features places">
${card('Forum', 'Questions, answers and long threads about setups of every size.')}
${card('Chat room', 'Quick help from users and maintainers, most hours of the day.')}
${card('Newsletter', 'One short e-mail a month about releases and tips.')}
</div></section>
<section id="hosted"><h2>Rather not run it yourself?</h2><p>These companies run Driftbox servers for you:</p><div class="tiles features hosts">
${card('Nimbusyard', 'Managed Driftbox relays in three regions, billed by storage.')}
${card('Hostwell', 'A small team in Ghent that sets up and watches your server.')}
${card('Cloudberry Ops', 'Turnkey NAS boxes with Driftbox installed and updated.')}
</div></section>`,
      {
        head: '<meta name="description" content="Driftbox keeps folders in step across your own machines, with no cloud in between.">',
        nav: '<a href="/">Driftbox</a>',
        footer: '<p>© 2026 Driftbox</p>',
      },
    ),
  },
  expected: {
    name: 'Driftbox',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    categories: { must: [], may: ['Productivity'] },
    tags: {
      must: [],
      may: ['file sync', 'sync', 'folders', 'sync folders', 'version history', 'encryption', 'LAN', 'self-hosted'],
    },
    keywords: {
      must: [],
      may: ['file sync', 'sync', 'folders', 'sync folders', 'version history', 'encryption', 'LAN', 'self-hosted'],
    },
    features: { must: FEATURES, may: [] },
    usps: { must: [], may: FEATURES },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The apps, the community places and the hosting companies are not features; the hosts are other
  // companies ("billed by storage" is theirs), Ghent their town.
  forbidden: [
    'Nimbusyard',
    'Hostwell',
    'Cloudberry Ops',
    'Forum',
    'Newsletter',
    'Desktop app',
    'city=Ghent',
    'country=BE',
    'pricing_model=paid',
    'pricing_model=subscription',
  ],
};

const LOOMLEAF_FEATURES = ['Weekly dinner plans', 'Shared shopping lists', 'Pantry tracking', 'Recipe import'];

export const loomleaf: CorpusSite = {
  id: 'loomleaf',
  about:
    'a meal-planning app defined as "a free meal-planning app" (a compound word between "free" and the noun): free',
  classes: ['pricing'],
  pages: {
    '/': page(
      'Loomleaf | Dinner plans for busy households',
      `<h1>Plan a week of dinners in ten minutes</h1>
<p>Loomleaf is a free meal-planning app for households that cook at home.</p>
<h2>Features</h2><ul>${LOOMLEAF_FEATURES.map((item) => `<li>${item}</li>`).join('')}</ul>
<h2>Printing</h2><p>Shopping lists print on any label printer your phone can see.</p>`,
      {
        head: '<meta name="description" content="Plan a week of dinners in ten minutes and shop once.">',
        nav: '<a href="/">Loomleaf</a>',
        footer: '<p>© 2026 Loomleaf</p>',
      },
    ),
  },
  expected: {
    name: 'Loomleaf',
    // "Loomleaf is a free meal-planning app …"
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    categories: { must: [], may: ['Productivity', 'Health & Fitness'] },
    tags: {
      must: [],
      may: [
        'meal planning',
        'meal-planning',
        'dinners',
        'shopping lists',
        'pantry',
        'recipes',
        'recipe import',
        'households',
        // Its feature items are topical phrases too.
        ...LOOMLEAF_FEATURES,
      ],
    },
    keywords: {
      must: [],
      may: [
        'meal planning',
        'meal-planning',
        'dinners',
        'shopping lists',
        'pantry',
        'recipes',
        'recipe import',
        'households',
        // Its feature items are topical phrases too.
        ...LOOMLEAF_FEATURES,
      ],
    },
    features: { must: LOOMLEAF_FEATURES, may: [] },
    usps: { must: [], may: LOOMLEAF_FEATURES },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=paid', 'pricing_model=freemium', 'pricing_model=one-time'],
};

const PEBBLEPOST_FEATURES = ['Photo postcards', 'Handwritten-style fonts', 'Worldwide shipping'];

export const pebblepost: CorpusSite = {
  id: 'pebblepost',
  about:
    'a postcard printer whose hero gives its founding year abbreviated ("Est. 2017"), beside a copyright year and a delivery estimate: founded 2017',
  classes: ['general'],
  pages: {
    '/': page(
      'Pebblepost | Postcards from your phone',
      `<h1>Send a real postcard from your phone</h1>
<p class="since">Est. 2017</p>
<p>Pebblepost prints your photo on thick card, writes your message and posts it for you.</p>
<h2>Features</h2><ul>${PEBBLEPOST_FEATURES.map((item) => `<li>${item}</li>`).join('')}</ul>
<p>Est. delivery: 3 days within the country.</p>`,
      {
        nav: '<a href="/">Pebblepost</a>',
        footer: '<p>© 2019–2026 Pebblepost</p>',
      },
    ),
  },
  expected: {
    name: 'Pebblepost',
    pricing_model: null,
    // "Est. 2017": established in 2017 (the copyright's 2019 is no founding).
    founded_year: '2017',
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    categories: { must: [], may: [] },
    tags: { must: [], may: ['postcards', 'photo postcards', 'printing', ...PEBBLEPOST_FEATURES] },
    keywords: { must: [], may: ['postcards', 'photo postcards', 'printing', ...PEBBLEPOST_FEATURES] },
    features: { must: PEBBLEPOST_FEATURES, may: [] },
    usps: { must: [], may: PEBBLEPOST_FEATURES },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['founded_year=2019', 'founded_year=2026'],
};

const TIDEMARK_FEATURES = ['Tide tables for 3,000 ports', 'Offline charts', 'Moon phases'];

export const tidemark: CorpusSite = {
  id: 'tidemark',
  about:
    'a project page as GitHub Pages themes generate it: titled "Tidemark by jrowe" (project by owner), its header\'s h1 the name alone',
  classes: ['general'],
  pages: {
    '/': `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Tidemark by jrowe</title></head>
<body><header><div class="inner"><h1>Tidemark</h1><h2>Tide tables in your terminal</h2>
<a href="https://github.com/jrowe/tidemark" class="button">View project on GitHub</a></div></header>
<section id="main-content"><h2>Description</h2><p>Tidemark prints tide tables for the coming week in your terminal.</p>
<h2>Features</h2><ul>${TIDEMARK_FEATURES.map((item) => `<li>${item}</li>`).join('')}</ul></section>
<aside><p class="repo-owner">Tidemark is maintained by <a href="https://github.com/jrowe">jrowe</a>.</p></aside>
</body></html>`,
  },
  expected: {
    name: 'Tidemark',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    categories: { must: [], may: [] },
    tags: { must: [], may: ['tide tables', 'terminal', ...TIDEMARK_FEATURES] },
    keywords: { must: [], may: ['tide tables', 'terminal', ...TIDEMARK_FEATURES] },
    features: { must: TIDEMARK_FEATURES, may: [] },
    usps: { must: [], may: TIDEMARK_FEATURES },
    founders: [],
    socials: { github: 'https://github.com/jrowe/tidemark' },
    faqs: [],
  },
  forbidden: ['name=Tidemark by jrowe'],
};

export const SEVENTEENTH_TRAP_SITES: readonly CorpusSite[] = [driftbox, loomleaf, pebblepost, tidemark];
