/**
 * Corpus sites, part 7 (issue 34): real-world shapes the corpus lacked, written and given their facts
 * before the drafter first ran on them, so they are held out: a server-rendered page behind a cookie
 * banner, schema.org microdata instead of JSON-LD, a site wholly in German, and a documentation site
 * whose requirements name a database. Their first run is in docs/benchmarks.md.
 */
import { page, type CorpusSite } from './corpus-site.ts';

const COOKIE_BANNER = `<div id="cookie-consent" class="cookie-banner" role="dialog">
<p>We use cookies. We and our 143 partners store and access information on your device for personalised ads and content, ad and content measurement, audience insights and product development.</p>
<button>Accept all</button> <button>Reject all</button> <a href="/privacy">Cookie settings</a></div>`;

export const parcelpilot: CorpusSite = {
  id: 'parcelpilot',
  about: 'held out: a cookie banner before the content, a German address line in the footer, a $0 plan',
  classes: ['shapes', 'pricing', 'place'],
  pages: {
    '/': page(
      'Parcelpilot — Shipping labels for small online shops',
      `${COOKIE_BANNER}
<h1>Shipping labels for small online shops</h1>
<p>Parcelpilot prints shipping labels for every carrier straight from your online store orders.</p>
<h2>Features</h2><ul><li>Label printing</li><li>Carrier rate comparison</li><li>Return labels</li></ul>`,
      {
        nav: '<a href="/">Parcelpilot</a> <a href="/pricing">Pricing</a> <a href="/contact">Contact</a>',
        footer: '<p>Parcelpilot GmbH · Schönhauser Allee 36 · 10435 Berlin · Deutschland</p>',
      },
    ),
    '/pricing': page(
      'Pricing — Parcelpilot',
      `${COOKIE_BANNER}<h1>Pricing</h1><h3>Starter</h3><p>€0/month</p><p>20 labels a month</p><h3>Growth</h3><p>€19/month</p><p>Unlimited labels</p>`,
      { nav: '<a href="/">Parcelpilot</a>' },
    ),
    '/contact': page(
      'Contact — Parcelpilot',
      `${COOKIE_BANNER}<h1>Contact</h1><p>Questions? Write to <a href="mailto:support@parcelpilot.test">support@parcelpilot.test</a>.</p>`,
      { nav: '<a href="/">Parcelpilot</a>' },
    ),
  },
  expected: {
    name: 'Parcelpilot',
    pricing_model: 'freemium',
    contact_email: 'support@parcelpilot.test',
    city: 'Berlin',
    country: 'DE',
    stage: null,
    categories: { must: ['E-commerce'], may: [] },
    features: { must: ['Label printing', 'Carrier rate comparison', 'Return labels'] },
    tags: {
      must: [],
      may: ['Label printing', 'Carrier rate comparison', 'Return labels', 'shipping labels', 'online shops'],
    },
    keywords: { must: [], may: ['shipping labels', 'online shops', 'Shipping labels'] },
  },
  forbidden: ['143 partners', 'tags=cookies', 'keywords=cookies', 'stage=launched'],
};

export const lumenfold: CorpusSite = {
  id: 'lumenfold',
  about: 'held out: schema.org microdata (Organization, PostalAddress, sameAs) in the page body, no JSON-LD',
  classes: ['shapes', 'json-ld', 'socials', 'place'],
  pages: {
    '/': page(
      'Lumenfold | An AI writing assistant for support teams',
      `<h1>An AI writing assistant for support teams</h1>
<p>Lumenfold drafts replies to customer tickets in your help desk, in your team's voice.</p>
<div itemscope itemtype="https://schema.org/Organization">
<h2>About <span itemprop="name">Lumenfold</span></h2>
<p itemprop="description">Lumenfold is made by a team of six in Lyon.</p>
<div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress">
<span itemprop="streetAddress">8 Quai Saint-Vincent</span>, <span itemprop="postalCode">69001</span> <span itemprop="addressLocality">Lyon</span>, <span itemprop="addressCountry">France</span></div>
<p>Find us on <a itemprop="sameAs" href="https://www.linkedin.com/company/lumenfold">LinkedIn</a>.</p>
</div>`,
      { nav: '<a href="/">Lumenfold</a>' },
    ),
  },
  expected: {
    name: 'Lumenfold',
    city: 'Lyon',
    country: 'FR',
    stage: null,
    pricing_model: null,
    categories: { must: ['Writing Assistants'], may: ['Customer Support', 'AI', 'Chatbots'] },
    socials: { linkedin: 'https://www.linkedin.com/company/lumenfold' },
  },
  forbidden: ['stage=launched'],
};

export const terminfix: CorpusSite = {
  id: 'terminfix',
  about: 'held out: a site wholly in German (prices in €, "gegründet", an Impressum, a Gründerin, Häufige Fragen)',
  classes: ['shapes', 'languages', 'founders', 'pricing', 'place'],
  pages: {
    '/': page(
      'Terminfix – Online-Terminbuchung für Arztpraxen',
      `<h1>Online-Terminbuchung für Arztpraxen</h1>
<p>Mit Terminfix buchen Patientinnen und Patienten ihre Termine rund um die Uhr online, und Ihre Praxis spart sich das Telefon.</p>
<h2>Funktionen</h2><ul><li>Online-Buchung</li><li>SMS-Erinnerungen</li><li>Kalender-Synchronisierung</li></ul>`,
      {
        nav: '<a href="/">Terminfix</a> <a href="/preise">Preise</a> <a href="/ueber-uns">Über uns</a> <a href="/impressum">Impressum</a>',
      },
    ),
    '/preise': page(
      'Preise – Terminfix',
      `<h1>Preise</h1><h3>Basis</h3><p>0 € pro Monat</p><p>Bis zu 50 Termine</p><h3>Praxis</h3><p>29 € pro Monat</p><p>Unbegrenzte Termine</p>
<h2>Häufige Fragen</h2><h3>Kann ich jederzeit kündigen?</h3><p>Ja, monatlich.</p>`,
      { nav: '<a href="/">Terminfix</a>' },
    ),
    '/ueber-uns': page(
      'Über uns – Terminfix',
      `<h1>Über uns</h1><p>Terminfix wurde 2020 in Graz gegründet.</p>
<div><h3>Lena Huber</h3><p>Gründerin &amp; Geschäftsführerin</p></div>`,
      { nav: '<a href="/">Terminfix</a>' },
    ),
    '/impressum': page(
      'Impressum – Terminfix',
      `<h1>Impressum</h1><p>Terminfix GmbH</p><address>Herrengasse 7<br>8010 Graz<br>Österreich</address><p>E-Mail: <a href="mailto:kontakt@terminfix.test">kontakt@terminfix.test</a></p>`,
      { nav: '<a href="/">Terminfix</a>' },
    ),
  },
  expected: {
    name: 'Terminfix',
    pricing_model: 'freemium',
    founded_year: '2020',
    contact_email: 'kontakt@terminfix.test',
    city: 'Graz',
    country: 'AT',
    stage: null,
    categories: { must: ['Scheduling'], may: ['Health & Fitness'] },
    features: { must: ['Online-Buchung', 'SMS-Erinnerungen', 'Kalender-Synchronisierung'] },
    tags: { must: [], may: ['Online-Buchung', 'SMS-Erinnerungen', 'Kalender-Synchronisierung'] },
    founders: [{ name: 'Lena Huber', title: 'Gründerin & Geschäftsführerin' }],
    faqs: ['Kann ich jederzeit kündigen?'],
  },
  forbidden: ['stage=launched'],
};

export const tidewire: CorpusSite = {
  id: 'tidewire',
  about: 'held out: a documentation site (sidebar, install page), "now available", requirements naming Redis',
  classes: ['shapes', 'docs', 'stage', 'categories'],
  pages: {
    '/': page(
      'Tidewire Docs',
      `<h1>Tidewire</h1>
<p>Tidewire is an open-source message queue for Node.js services. Tidewire 2.0 is now available.</p>
<p>Free and open source under the MIT license.</p>
<h2>Features</h2><ul><li>Delayed jobs</li><li>Rate limiting</li><li>Dead-letter queues</li></ul>
<h2>Requirements</h2><ul><li>Node.js 20 or later</li><li>A Redis database, version 6 or later</li></ul>`,
      {
        nav: '<a href="/">Tidewire</a> <a href="/docs/install">Install</a> <a href="/features">Features</a> <a href="https://github.com/tidewire/tidewire">GitHub</a>',
      },
    ),
    '/features': page(
      'Features | Tidewire Docs',
      `<h1>Features</h1><h2>Delayed jobs</h2><p>Run a job at a given time.</p><h2>Rate limiting</h2><p>Cap how many jobs run per second.</p>`,
      { nav: '<a href="/">Tidewire</a> <a href="https://github.com/tidewire/tidewire">GitHub</a>' },
    ),
  },
  expected: {
    name: 'Tidewire',
    pricing_model: 'free',
    stage: 'launched',
    categories: { must: ['Developer Tools'], may: ['APIs'] },
    features: { must: ['Delayed jobs', 'Rate limiting', 'Dead-letter queues'] },
    tags: { must: [], may: ['Delayed jobs', 'Rate limiting', 'Dead-letter queues', 'message queue'] },
    socials: { github: 'https://github.com/tidewire/tidewire' },
  },
  forbidden: ['categories=Databases'],
};

export const SHAPE_SITES: readonly CorpusSite[] = [parcelpilot, lumenfold, terminfix, tidewire];
