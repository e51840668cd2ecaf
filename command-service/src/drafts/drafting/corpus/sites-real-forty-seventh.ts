/**
 * Issue 34, forty-seventh round: people: demonyms, founding teams, name particles, role lists. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * The class: about and team pages and READMEs naming the people behind a product. A founder needs a
 * statement that the person founded or created THIS product: "the inventor, founder and maintainer of X" and "X
 * is created by A and B" do; a bio founding another company ("Co-founder of digi.bio", "founder and CEO of
 * Visualspace"), "developed and maintained by <a studio>" and a "Main Developers" list ("Name (Maintainer)") do
 * not. Names may carry lowercase particles ("Mathijs de Bruin", "Kees van Drongelen"); a person's own home page
 * ("frederikring.com") is no company's site.
 *
 * Tuned on (2 real pages):
 * - ipfs-search-team: ipfs-search/blog at fd5d1e3e (_posts/2021-05-20-meet-the-team.md, Jekyll minimal-mistakes;
 *   front matter dropped, markdown-it, html and linkify on, under the post's title and excerpt and the site
 *   footer's "Follow:" links from _config.yml): "**Mathijs de Bruin** the inventor, founder and maintainer of
 *   ipfs-search.", others founding or heading other companies.
 * - offen-about: offen/offen at 6c5ca29d (homepage/content/pages/about.md, Pelican 4.0.1; the metadata header read
 *   as the page's title and description, attr_list marks `{: …}` dropped, in theme/templates/base.html with
 *   pelicanconf.py's and publishconf.py's values): "offen is created by <a frederikring.com>Frederik Ring</a> and
 *   <a niefeld.com>Hendrik Niefeld</a>".
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, facts written before either ran):
 * - openkeychain-about: open-keychain/open-keychain at 8d0bd1f8 (OpenKeychain/src/main/res/raw/help_about.md, the
 *   app's About screen: the app's name over the rendered text): "## Main Developers" over "Dominik Schürmann
 *   (Maintainer)", contributor lists with handles in quotes.
 * - ujl-readme: mainzcript/ujl at 343c068d (README.md): "UJL is developed and maintained by mainzcript GbR, a
 *   young software studio based in Mainz, Germany."
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED, RENDERED } from './corpus-site.ts';

const none = { must: [] };

const IPFS_SEARCH_TOPICS = ['IPFS', 'ipfs-search', 'open source', 'Open Source', 'search engine', 'team'];

const ipfsSearch: CorpusSite = {
  id: 'ipfs-search-team',
  about:
    'real (ipfs-search.com blog, Jekyll): "The team behind ipfs-search", bios under bold names with lowercase particles, one "the inventor, founder and maintainer of ipfs-search", others founding or heading other companies',
  classes: ['real', 'tuning', 'single-page', 'team', 'founders'],
  source: realSource(
    'ipfs-search/blog',
    'fd5d1e3e',
    '_posts/2021-05-20-meet-the-team.md',
    `${FRONT_MATTER_DROPPED}; under the post's title and excerpt, with the footer's "Follow:" links from _config.yml (minimal-mistakes)`,
  ),
  pages: { '/': realPage('ipfs-search-team/index.html') },
  expected: {
    // "The team behind ipfs-search", "ipfs-search.com blog".
    name: ['ipfs-search', 'ipfs-search.com'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    // "the University of Amsterdam", "monitoring politics in Amsterdam", "the Belgian government", "Codeando
    // México": people's and others' places, none the product's.
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: IPFS_SEARCH_TOPICS },
    keywords: { must: [], may: IPFS_SEARCH_TOPICS },
    // "**Mathijs de Bruin** the inventor, founder and maintainer of ipfs-search."
    founders: [{ name: 'Mathijs de Bruin' }],
    // The footer's "Follow:" row.
    socials: {
      x: ['https://twitter.com/SearchIpfs', 'https://x.com/SearchIpfs'],
      github: 'https://github.com/ipfs-search/ipfs-search',
    },
    faqs: [],
  },
  forbidden: [
    // "Co-founder of digi.bio"; "founder and CEO of Visualspace Media Design and Technology"; "the CEO of RedPencil".
    'founders=Frido Emans',
    'founders=Kees van Drongelen',
    'founders=Aad Versteden',
    'founders=Kees',
    'city=Amsterdam',
    'country=NL',
    'country=BE',
    'country=MX',
  ],
};

const OFFEN_TOPICS = [
  'analytics',
  'web analytics',
  'Transparent web analytics',
  'analytics software',
  'open source',
  'privacy',
  'data',
  'offen',
];

const offen: CorpusSite = {
  id: 'offen-about',
  about:
    'real (offen.dev about page, Pelican): "offen is created by A and B", each linked to a personal home page named after them, a foundation it works with, the contact address',
  classes: ['real', 'tuning', 'single-page', 'about', 'founders', 'contact'],
  source: realSource(
    'offen/offen',
    '6c5ca29d',
    'homepage/content/pages/about.md',
    `${RENDERED}; Pelican's metadata header read as the title and description, attr_list marks dropped, in theme/templates/base.html with pelicanconf.py's and publishconf.py's values`,
  ),
  pages: { '/': realPage('offen-about/index.html') },
  expected: {
    // "About | offen", og:site_name offen.
    name: 'offen',
    // "offen is a free and open source analytics software …" (the meta description).
    pricing_model: 'free',
    founded_year: null,
    // "Get in touch. mail@offen.dev"; the footer's Contact link.
    contact_email: 'mail@offen.dev',
    city: null,
    country: null,
    // "offen is still in alpha."
    stage: 'alpha',
    // The nav bar's "offen logo" icon; the og:image.
    logo_url: [
      '{base}/theme/images/offen-icon-white.svg',
      'https://www.offen.dev/theme/images/offen-logo-social-media.jpg',
    ],
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: OFFEN_TOPICS },
    keywords: { must: [], may: OFFEN_TOPICS },
    // "offen is created by Frederik Ring and Hendrik Niefeld".
    founders: [{ name: 'Frederik Ring' }, { name: 'Hendrik Niefeld' }],
    // The nav bar's and footer's GitHub; Patreon is a donation page.
    socials: { github: 'https://github.com/offen' },
    faqs: [],
  },
  forbidden: [
    'founders=NLnet Foundation',
    'founders=NLnet',
    'https://www.patreon.com/bePatron?u=21484999',
    'https://nlnet.nl/',
  ],
};

const OPENKEYCHAIN_TOPICS = ['OpenPGP', 'Android', 'OpenPGP implementation', 'GPLv3+', 'OpenKeychain'];

const openkeychain: CorpusSite = {
  id: 'openkeychain-about',
  about:
    'real (OpenKeychain\'s in-app About screen): "Main Developers" over "Dominik Schürmann (Maintainer)", contributor lists with handles in quotes and "(APG developer)"; no founder stated',
  classes: ['real', 'held-out', 'single-page', 'about', 'team', 'founders'],
  source: realSource(
    'open-keychain/open-keychain',
    '8d0bd1f8',
    'OpenKeychain/src/main/res/raw/help_about.md',
    `${RENDERED}; under the app's name as help_about_fragment.xml shows it`,
  ),
  pages: { '/': realPage('openkeychain-about/index.html') },
  expected: {
    name: 'OpenKeychain',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: OPENKEYCHAIN_TOPICS },
    keywords: { must: [], may: OPENKEYCHAIN_TOPICS },
    // A maintainer and developers, no founding stated.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: [
    'founders=Dominik Schürmann',
    'founders=Vincent Breitmoser',
    'founders=Thialfihar',
    'Dominik Schürmann (Maintainer)',
    "'Thialfihar' (APG developer)",
  ],
};

const UJL_FEATURES = [
  'Brand Compliance by Design',
  'Accessibility Guaranteed',
  'AI-Native',
  'Open Source & Integrable',
];
const UJL_MAY = [
  'Brand Compliance by Design – Design changes apply globally and instantly. Editors compose freely within guardrails they cannot override.',
  'Accessibility Guaranteed – WCAG contrast ratios and semantic HTML are enforced architecturally, not verified after the fact.',
  'AI-Native – Structured JSON optimized for language models. Schema validation ensures AI-generated content is always compliant.',
  'Open Source & Integrable – MIT licensed and framework-agnostic. Embed the full editor anywhere, or use the lean Svelte adapter inside your own stack.',
  'Strict Content/Design Separation',
  'AI-Native Architecture',
  'Not a CMS',
];
const UJL_TOPICS = [
  'UJL',
  'Unified JSON Layout',
  'brand compliance',
  'accessibility',
  'WCAG',
  'WCAG accessibility',
  'AI-native',
  'JSON',
  'Svelte',
  'page builders',
  'design rules',
  'open source',
  'open-source',
  'framework',
  'web content',
  'Crafter',
  'AI',
];

const ujl: CorpusSite = {
  id: 'ujl-readme',
  about:
    'real (UJL\'s README): "developed and maintained by mainzcript GbR, a young software studio based in Mainz, Germany": a studio, no founder; key features as bold labels with a dash',
  classes: ['real', 'held-out', 'single-page', 'readme', 'founders', 'places', 'features'],
  source: realSource('mainzcript/ujl', '343c068d', 'README.md', RENDERED),
  pages: { '/': realPage('ujl-readme/index.html') },
  expected: {
    name: ['UJL', 'UJL Framework'],
    // MIT licensed: a license, no price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    // "mainzcript GbR, a young software studio based in Mainz, Germany": the studio that makes it.
    city: 'Mainz',
    country: 'DE',
    stage: null,
    // The opening image, alt "UJL Framework".
    logo_url: '{base}/apps/docs/src/public/assets/logo-icon.png',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design', 'UI Kits', 'AI'] },
    features: { must: UJL_FEATURES, may: UJL_MAY },
    usps: { must: [], may: [...UJL_FEATURES, ...UJL_MAY] },
    tags: { must: [], may: UJL_TOPICS },
    keywords: { must: [], may: UJL_TOPICS },
    // "developed and maintained by mainzcript GbR": a company, no founding stated.
    founders: [],
    // The closing row's GitHub (the repository the page clones).
    socials: { github: ['https://github.com/mainzcript/ujl', 'https://github.com/mainzcript'] },
    faqs: [],
  },
  forbidden: ['founders=mainzcript GbR', 'founders=mainzcript'],
};

export const REAL_TUNING_SITES_FORTY_SEVENTH: readonly CorpusSite[] = [ipfsSearch, offen];
export const REAL_HELD_OUT_SITES_FORTY_SEVENTH: readonly CorpusSite[] = [openkeychain, ujl];
