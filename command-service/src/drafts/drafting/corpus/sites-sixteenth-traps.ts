/**
 * Corpus site, issue 34's sixteenth round (tuning half, invented): a trap no tuning page showed, written
 * as sites-trust.ts's were, by the rules' author, so never held out.
 *
 * - shipwise: product analytics and error monitoring whose title, h1, meta description and definition say
 *   "product", "products" and "production" (all of Porter stem "product", as "productivity" is) and
 *   "activity": none of them names Productivity. Its category is Monitoring ("error monitoring").
 *
 * The real held-out page added one for one is in sites-real-sixteenth.ts.
 */
import { page, type CorpusSite } from './corpus-site.ts';

export const shipwise: CorpusSite = {
  id: 'shipwise',
  about:
    'product analytics and error monitoring whose title, h1, meta description and definition say "product", "products" and "production" (Porter stem "product", as "productivity" is): no Productivity',
  classes: ['categories'],
  pages: {
    '/': page(
      'Shipwise | Product analytics for product teams',
      `<h1>See how your product is used in production</h1>
<p>Shipwise is product analytics and error monitoring for product teams: follow user activity, watch every release in production and catch errors before your customers do.</p>
<h2>Features</h2><ul><li>Event tracking</li><li>Release health</li><li>Error alerts</li><li>Funnels</li></ul>
<p>Built for teams that ship products every week.</p>`,
      {
        head: '<meta name="description" content="Shipwise is product analytics and error monitoring for teams that ship products.">',
        nav: '<a href="/">Shipwise</a>',
        footer: '<p>© 2026 Shipwise</p>',
      },
    ),
  },
  expected: {
    name: 'Shipwise',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // "error monitoring": Monitoring (under Developer Tools); "product", "production" and "activity" say
    // nothing of productivity.
    categories: { must: ['Monitoring'], may: ['Developer Tools'] },
    tags: {
      must: [],
      may: [
        'product analytics',
        'analytics',
        'error monitoring',
        'monitoring',
        'product teams',
        'event tracking',
        'release health',
        'error alerts',
        'funnels',
        'errors',
        'releases',
        'user activity',
      ],
    },
    keywords: {
      must: [],
      may: [
        'product analytics',
        'analytics',
        'error monitoring',
        'monitoring',
        'product teams',
        'event tracking',
        'release health',
        'error alerts',
        'funnels',
        'errors',
        'releases',
        'user activity',
      ],
    },
    features: { must: ['Event tracking', 'Release health', 'Error alerts', 'Funnels'], may: [] },
    usps: { must: [], may: ['Event tracking', 'Release health', 'Error alerts', 'Funnels'] },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['categories=Productivity'],
};

export const SIXTEENTH_TRAP_SITES: readonly CorpusSite[] = [shipwise];
