/**
 * Issue 34, hundred-and-twenty-first round: logo_url on home pages — another site's picture proposed as the product's
 * logo: a favicon at the root of another host, not named for the product (HubSpot's "static.hubspot.com/favicon.ico"
 * over its open-source projects' pages), and GitHub's "Fork me on GitHub" ribbon taken before the page's own logo.
 * Filled by the round: the pages tuned on, and one for one the real pages held out (chosen, and their facts written
 * from the page, before the drafter first ran on them).
 *
 * Tuning (already in the corpus): odometer-home (eightieth round), sortable-home (hundredth round).
 *
 * Held out:
 * - teeble-home: HubSpot/teeble at 952dbc08 (gh-pages index.html), verbatim: a Backbone table library's documentation
 *   home on HubSpot's open-source template: HubSpot's nav, a marquee (name, tagline, version, "Star on GitHub" and
 *   "Download ZIP" buttons), what it is, getting started, documentation, examples, contributing; HubSpot's footer.
 * - giffy-home: prayushS/giffy at e6448690 (index.php, plain HTML), verbatim: a small JavaScript library's demo home
 *   page: a "Fork me on GitHub" ribbon linked to its repository, its name and two sentences whose links open GIFs.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const VERBATIM = 'verbatim';

// ---------------------------------------------------------------- teeble (held out)

const TEEBLE_CLAIMS = [
  'A tiny table',
  'Teeble is a set of Backbone views and collection abstractions around backbone.paginator.',
  'You are able to page, sort and filter your data easily by creating views that pass events to backbone.paginator',
  'Currently you can choose from server-side processing of the pagination, filtering and sorting (Teeble.ServerCollection) or client-side (Teeble.ClientCollection).',
  'Extending your Backbone collection from one of these base collections will set it up to use all of the backbone.paginator methods',
  "Teeble's main controller is the TableView.",
  'This view contains all of the major event bindings and is in charge of rendering all of the subviews.',
  'You can extend this view to provide additional options, methods, events, etc.',
  'Each of these views can be extended or overridden completely by passing them using the subviews parameter to the TableView or setting them explicitly in your extended TableView',
  "Teeble's table-renderer builds templates from partial definitions and renders the different parts of the view.",
  'This allows you to update your table templates on the fly to do things like add, remove and rearrange columns.',
  'The renderer can also be extended or overwritten in the same way as the subviews',
  'Collections',
  'Views',
  'TableView',
  'Table Renderer',
  'Teeble Subviews',
  'Client-side paging',
  'Custom Extension example: Sortbar',
  'HeaderView: view that renders the header',
  'FooterView: view the render the footer',
  'RowView: view that renders each row',
  'PaginationView: view that renders the pagination controls',
  'EmptyView: view that is rendered if there is no data in the collection',
];
const TEEBLE_TOPICS = ['Backbone', 'backbone.paginator', 'table', 'pagination', 'JavaScript', 'CoffeeScript'];

const teeble: CorpusSite = {
  id: 'teeble-home',
  about:
    'real (teeble\'s documentation home on HubSpot\'s open-source template, verbatim): a set of Backbone views and collections around backbone.paginator: HubSpot\'s nav, a marquee with "Star on GitHub" and "Download ZIP" buttons, documentation, examples, contributing, HubSpot\'s footer',
  classes: ['real', 'single-page', 'logo', 'held-out'],
  source: realSource('HubSpot/teeble', '952dbc08', 'index.html', VERBATIM),
  pages: { '/': realPage('teeble-home/index.html') },
  expected: {
    // The title and marquee write it "teeble"; the text "Teeble".
    name: ['teeble', 'Teeble'],
    // A free library, no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The nav's picture is HubSpot's sprocket and the favicon HubSpot's ("static.hubspot.com/favicon.ico"): no logo
    // of the product's.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: TEEBLE_CLAIMS },
    usps: { must: [], may: TEEBLE_CLAIMS },
    tags: { must: [], may: TEEBLE_TOPICS },
    keywords: { must: [], may: TEEBLE_TOPICS },
    founders: [],
    // The marquee's "Star on GitHub" button: its repository. HubSpot's own links (its site, its dev team, the other
    // projects in the footer) are its maker's, no account of the product's.
    socials: { github: ['https://github.com/HubSpot/teeble', 'http://github.com/HubSpot/teeble'] },
    faqs: [],
  },
  forbidden: ['name=HubSpot', 'name=HubSpot Dev & Design'],
};

// ---------------------------------------------------------------- giffy (held out)

const GIFFY_CLAIMS = [
  'A sweet library which allows you to view images (disguised as links ) in the browser.',
  'A sweet library which allows you to view images (disguised as links ) in the browser. A nifty way to enhance the users experience.',
  'A nifty way to enhance the users experience.',
];
const GIFFY_TOPICS = ['JavaScript', 'images', 'GIF', 'modal', 'library'];

const giffy: CorpusSite = {
  id: 'giffy-home',
  about:
    'real (giffy\'s demo home page, verbatim): a JavaScript library that opens image links in the page: a "Fork me on GitHub" ribbon, its name, two sentences whose links open GIFs',
  classes: ['real', 'single-page', 'logo', 'held-out'],
  source: realSource('prayushS/giffy', 'e6448690', 'index.php', VERBATIM),
  pages: { '/': realPage('giffy-home/index.html') },
  expected: {
    // The title writes it "giffy", the heading "Giffy".
    name: ['Giffy', 'giffy'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The only picture is GitHub's "Fork me on GitHub" ribbon: no logo of the product's.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Design'] },
    features: { must: [], may: GIFFY_CLAIMS },
    usps: { must: [], may: GIFFY_CLAIMS },
    tags: { must: [], may: GIFFY_TOPICS },
    keywords: { must: [], may: GIFFY_TOPICS },
    founders: [],
    // The ribbon links to its repository.
    socials: { github: ['https://github.com/prayushS/giffy'] },
    faqs: [],
  },
  forbidden: [],
};

export const REAL_TUNING_SITES_HUNDRED_AND_TWENTY_FIRST: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWENTY_FIRST: readonly CorpusSite[] = [teeble, giffy];
