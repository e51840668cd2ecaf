/**
 * Corpus sites, issue 34's twelfth round (tuning half, invented): three traps no tuning page showed,
 * written as sites-trust.ts's were, by the rules' author, so never held out.
 *
 * - harbormail: a free period and a hosted offering's beta — "completely free for a limited time" states
 *   no pricing model (as a trial states no free plan, class 3), and "Harbormail Teams is in public beta"
 *   is the stage of one offering, not of the product.
 * - penwick: tags and keywords that are sentence fragments (class 6) — "your own domain" repeated leaves
 *   "own domain", "Share privately" is a verb and an adverb; the site's topics ("custom themes",
 *   "email subscribers") are noun phrases.
 * - quayside: a YouTube link inside a feature item ("Builtin image previews" linked to a talk) above the
 *   page's embedded demo: the player the page embeds is its video, not the first link.
 *
 * The real held-out pages added one for one are in sites-real-twelfth.ts.
 */
import { page, type CorpusSite } from './corpus-site.ts';

export const harbormail: CorpusSite = {
  id: 'harbormail',
  about:
    'a free period ("completely free for a limited time") and a hosted offering\'s beta ("Harbormail Teams is in public beta")',
  classes: ['pricing', 'stage'],
  pages: {
    '/': page(
      'Harbormail | Newsletters for independent writers',
      `<h1>Newsletters that reach the inbox</h1>
<p>Harbormail is a newsletter platform for independent writers. Write in Markdown, send to your list and see who read it.</p>
<h2>Features</h2><ul><li>Markdown editor</li><li>Subscriber import</li><li>Open and click reports</li></ul>
<h2>Write together</h2>
<p>Harbormail Teams is in public beta: invite editors and draft issues together.</p>`,
      {
        nav: '<a href="/">Harbormail</a> <a href="/pricing">Pricing</a>',
        footer: '<p>© 2026 Harbormail</p><a href="https://mastodon.social/@harbormail">Mastodon</a>',
      },
    ),
    '/pricing': page(
      'Pricing — Harbormail',
      `<h1>Pricing</h1>
<p>Harbormail is completely free for a limited time, for lists of any size.</p>
<p>We will publish our plans before we start charging, and tell every account a month ahead.</p>`,
      { nav: '<a href="/">Harbormail</a>' },
    ),
  },
  expected: {
    name: 'Harbormail',
    // Free for a while, plans to come: no pricing model stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // The beta is Harbormail Teams', an offering of it; the product's own stage is not said.
    stage: null,
    categories: { must: [], may: ['Email Marketing', 'Marketing', 'Notes & Docs'] },
    tags: {
      must: [],
      may: ['Markdown editor', 'Subscriber import', 'Open and click reports', 'newsletter platform', 'newsletters'],
    },
    keywords: { must: [], may: ['newsletter platform', 'independent writers', 'newsletters', 'Markdown'] },
    features: { must: ['Markdown editor', 'Subscriber import', 'Open and click reports'] },
    founders: [],
    socials: { custom: 'https://mastodon.social/@harbormail' },
    faqs: [],
  },
  forbidden: ['pricing_model=free', 'pricing_model=freemium', 'stage=beta', 'stage=launched'],
};

export const penwick: CorpusSite = {
  id: 'penwick',
  about:
    'key phrases that are sentence fragments: "your own domain" (leaving "own domain") and "Share privately", beside noun-phrase topics',
  classes: ['general'],
  pages: {
    '/': page(
      'Penwick — a blogging platform for writers',
      `<h1>A blogging platform for writers</h1>
<p>Penwick is a blogging platform with custom themes, email subscribers and your own domain.</p>
<h2>Why Penwick</h2>
<p>Share privately with friends first, then publish to everyone.</p>
<p>Bring your own domain, pick one of our custom themes and collect email subscribers from day one.</p>`,
      {
        nav: '<a href="/">Penwick</a> <a href="/features">Features</a> <a href="/faq">FAQ</a>',
        footer: '<p>© 2026 Penwick</p>',
      },
    ),
    '/features': page(
      'Features — Penwick',
      `<h1>Features</h1>
<h2>Custom themes</h2><p>Twelve custom themes, each readable on a phone.</p>
<h2>Email subscribers</h2><p>Every post reaches your email subscribers the moment you publish.</p>
<h2>Your own domain</h2><p>Point your own domain at your blog; we renew the certificate for you.</p>
<h2>Share privately</h2><p>Share privately with a link before a post goes public.</p>`,
      { nav: '<a href="/">Penwick</a>' },
    ),
    '/faq': page(
      'FAQ — Penwick',
      `<h1>Questions</h1>
<h3>Can I use my own domain?</h3><p>Yes, on every blog.</p>
<h3>Can I share privately?</h3><p>Yes: a private link lets you share privately with anyone you choose.</p>`,
      { nav: '<a href="/">Penwick</a>' },
    ),
  },
  expected: {
    name: 'Penwick',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    categories: { must: [], may: ['Notes & Docs', 'Marketing', 'Email Marketing'] },
    tags: {
      must: [],
      may: ['custom themes', 'email subscribers', 'blogging platform', 'blogging', 'themes', 'private link'],
    },
    keywords: {
      must: [],
      may: ['custom themes', 'email subscribers', 'blogging platform', 'blogging', 'themes', 'private link'],
    },
    features: {
      must: ['Custom themes', 'Email subscribers', 'Your own domain', 'Share privately'],
      may: [],
    },
    usps: { must: [], may: ['Custom themes', 'Email subscribers', 'Your own domain', 'Share privately'] },
    founders: [],
    socials: {},
    faqs: ['Can I use my own domain?', 'Can I share privately?'],
  },
  forbidden: ['tags=own domain', 'keywords=own domain', 'tags=Share privately', 'keywords=Share privately'],
};

export const quayside: CorpusSite = {
  id: 'quayside',
  about: 'a YouTube link inside a feature item (a conference talk) above the embedded demo video',
  classes: ['general'],
  pages: {
    '/': page(
      'Quayside — a terminal file manager',
      `<h1>A terminal file manager that stays out of your way</h1>
<p>Quayside is a keyboard-driven file manager for the terminal.</p>
<h2>Features</h2>
<ul>
<li>Miller columns</li>
<li>Builtin <a href="https://www.youtube.com/watch?v=Qy7kP2mZx0A">image previews</a></li>
<li>Bulk rename</li>
</ul>
<h2>See it in action</h2>
<iframe class="demo" src="https://www.youtube-nocookie.com/embed/Lm4tR8vWq2E" title="Quayside in two minutes" allowfullscreen></iframe>`,
      {
        nav: '<a href="/">Quayside</a>',
        footer: '<p>Quayside is free software.</p><a href="https://github.com/quayside/quayside">GitHub</a>',
      },
    ),
  },
  expected: {
    name: 'Quayside',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The embedded demo; the feature item's link is a talk about one feature.
    demo_video_url: [
      'https://www.youtube-nocookie.com/embed/Lm4tR8vWq2E',
      'https://www.youtube.com/embed/Lm4tR8vWq2E',
      'https://www.youtube.com/watch?v=Lm4tR8vWq2E',
    ],
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    tags: {
      must: [],
      may: ['Miller columns', 'Bulk rename', 'Builtin image previews', 'image previews', 'file manager', 'terminal'],
    },
    keywords: { must: [], may: ['file manager', 'terminal file manager', 'terminal'] },
    features: { must: ['Miller columns', 'Builtin image previews', 'Bulk rename'] },
    founders: [],
    socials: { github: 'https://github.com/quayside/quayside' },
    faqs: [],
  },
  forbidden: ['Qy7kP2mZx0A'],
};

export const TWELFTH_TRAP_SITES: readonly CorpusSite[] = [harbormail, penwick, quayside];
