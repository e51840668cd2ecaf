/**
 * Corpus site, issue 34's nineteenth round (tuning half, invented): a trap no tuning page showed, written
 * as sites-trust.ts's were, by the rules' author, so never held out.
 *
 * - scrivly: a self-hostable notes app whose pricing page opens its sentences with ordinary words,
 *   capitalised only because they start the sentence ("Self-hosting is free forever.", "Hosting starts
 *   at $6 per month, billed monthly.", "Storage costs $1 per 10 GB."), words the site also writes in
 *   lower case ("managed hosting", "self-hosting", "storage"). They state Scrivly's own pricing: a free
 *   self-hosted edition and paid managed hosting. A comparison note about a real competitor ("* Papyra
 *   charges $10 per month for sync.") still prices nothing of Scrivly.
 *
 * The real held-out pages added one for one are in sites-real-nineteenth.ts.
 */
import { page, type CorpusSite } from './corpus-site.ts';

export const scrivly: CorpusSite = {
  id: 'scrivly',
  about:
    'a pricing page whose sentences open with ordinary words ("Self-hosting is free forever.", "Hosting starts at $6 per month") that the site also writes in lower case; a competitor\'s price in a note',
  classes: ['pricing'],
  pages: {
    '/': page(
      'Scrivly | Notes you can host yourself',
      `<h1>Notes you can host yourself</h1>
<p>Scrivly is a markdown notes app for people who want their notes on their own server, or on our managed hosting when they would rather not run one.</p>
<h2>Features</h2><ul><li>Markdown editor</li><li>Full-text search</li><li>End-to-end encryption</li><li>Offline sync</li></ul>
<p>Our guide to self-hosting takes ten minutes. Unlike Papyra, Scrivly never locks sync behind a plan.</p>
<p>* Papyra charges $10 per month for sync.</p>`,
      {
        nav: '<a href="/">Scrivly</a> <a href="/pricing">Pricing</a>',
        footer: '<p>© 2026 Scrivly</p>',
      },
    ),
    '/pricing': page(
      'Pricing — Scrivly',
      `<h1>Pricing</h1>
<p>Self-hosting is free forever.</p>
<p>Hosting starts at $6 per month, billed monthly.</p>
<p>Storage costs $1 per 10 GB. Every hosted account includes 5 GB of storage.</p>`,
      { nav: '<a href="/">Scrivly</a>' },
    ),
  },
  expected: {
    name: 'Scrivly',
    // Free to self-host, paid managed hosting: a free edition beside a paid plan.
    pricing_model: 'freemium',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    categories: { must: [], may: ['Notes & Docs', 'Productivity'] },
    tags: {
      must: [],
      may: [
        'notes',
        'markdown',
        'markdown notes',
        'notes app',
        'markdown editor',
        'full-text search',
        'search',
        'end-to-end encryption',
        'encryption',
        'offline sync',
        'sync',
        'self-hosting',
        'self-hosted',
        'managed hosting',
        'hosting',
      ],
    },
    keywords: {
      must: [],
      may: [
        'notes',
        'markdown',
        'markdown notes',
        'notes app',
        'markdown editor',
        'full-text search',
        'search',
        'end-to-end encryption',
        'encryption',
        'offline sync',
        'sync',
        'self-hosting',
        'self-hosted',
        'managed hosting',
        'hosting',
      ],
    },
    features: {
      must: ['Markdown editor', 'Full-text search', 'End-to-end encryption', 'Offline sync'],
      may: [],
    },
    usps: { must: [], may: ['Markdown editor', 'Full-text search', 'End-to-end encryption', 'Offline sync'] },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=subscription', 'pricing_model=free'],
};

export const NINETEENTH_TRAP_SITES: readonly CorpusSite[] = [scrivly];
