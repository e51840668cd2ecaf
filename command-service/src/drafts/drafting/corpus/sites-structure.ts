/**
 * Corpus sites, part 2: unusual shapes — one page, facts only in the footer, non-English words
 * around English facts, an imprint address, a site that states almost nothing.
 */
import { page, type CorpusSite } from './corpus-site.ts';

export const onepager: CorpusSite = {
  id: 'onepager',
  about: 'a single page with everything: hero, features, pricing, FAQ accordion, footer address',
  pages: {
    '/': page(
      'Shelfie: inventory for small online stores',
      `<header><a href="/"><img src="/img/shelfie-mark.svg" alt="Shelfie"></a></header>
<h1>Inventory that keeps up with your online store</h1>
<p>Shelfie syncs stock between Shopify, Etsy and your warehouse so you never sell what you do not have.</p>
<h2>Features</h2>
<ul><li>Stock sync</li><li>Low-stock alerts</li><li>Purchase orders</li><li>Barcode scanning</li></ul>
<h2>Pricing</h2>
<p>Starter</p><p>$19/month</p><p>Growth</p><p>$49/month</p>
<h2>Questions</h2>
<div class="faq"><button>Does Shelfie work with Etsy?</button><div><p>Yes, Etsy and Shopify are both supported.</p></div>
<button>Can I import my products from a spreadsheet?</button><div><p>Yes, upload a CSV file with your products.</p></div></div>`,
      {
        footer:
          '<p>Shelfie ApS · Vesterbrogade 10 · 1620 Copenhagen · Denmark</p><p><a href="mailto:support@shelfie.test">support@shelfie.test</a></p><a href="https://www.facebook.com/shelfieapp">Facebook</a> <a href="https://www.pinterest.com/shelfieapp/">Pinterest</a> <a href="https://www.facebook.com/sharer/sharer.php?u=shelfie">Share</a>',
      },
    ),
  },
  expected: {
    name: 'Shelfie',
    pricing_model: 'subscription',
    contact_email: 'support@shelfie.test',
    city: 'Copenhagen',
    country: 'DK',
    stage: null, // no page says so: a price states no stage (issue 34)
    logo_url: '{base}/img/shelfie-mark.svg',
    categories: { must: ['E-commerce'], may: [] },
    tags: { must: ['Stock sync', 'Purchase orders'], may: ['Low-stock alerts', 'Barcode scanning', 'online store'] },
    keywords: { must: [], may: ['online store', 'stock sync'] },
    features: { must: ['Stock sync', 'Low-stock alerts', 'Purchase orders', 'Barcode scanning'] },
    socials: { facebook: 'https://www.facebook.com/shelfieapp', pinterest: 'https://www.pinterest.com/shelfieapp/' },
    faqs: ['Does Shelfie work with Etsy?', 'Can I import my products from a spreadsheet?'],
  },
};

export const footerfacts: CorpusSite = {
  id: 'footerfacts',
  about: 'facts only in the footer: address, e-mail, icon-only social links',
  pages: {
    '/': page(
      'Brightpay — Accept card payments online',
      `<h1>Accept card payments in minutes</h1>
<p>Brightpay lets small shops accept cards and online payments with one line of code.</p>
<h2>Features</h2><ul><li>Card payments</li><li>Payment links</li><li>Payouts in two days</li></ul>`,
      {
        head: '<meta property="og:image" content="https://cdn.brightpay.test/og.png">',
        footer: `<div class="footer-grid"><p>Brightpay GmbH</p><p>Torstraße 49</p><p>10119 Berlin, Germany</p>
<p>Contact: <a href="mailto:hello@brightpay.test">hello@brightpay.test</a></p>
<a href="https://www.instagram.com/brightpay" aria-label="Instagram"><svg></svg></a>
<a href="https://www.youtube.com/@brightpay" aria-label="YouTube"><svg></svg></a>
<a href="https://www.threads.net/@brightpay" aria-label="Threads"><svg></svg></a>
<a href="https://medium.com/@brightpay" aria-label="Medium"><svg></svg></a>
<p>© 2026 Brightpay GmbH</p></div>`,
      },
    ),
  },
  expected: {
    name: 'Brightpay',
    contact_email: 'hello@brightpay.test',
    city: 'Berlin',
    country: 'DE',
    logo_url: 'https://cdn.brightpay.test/og.png',
    categories: { must: ['Payments'], may: ['Finance'] },
    tags: { must: ['Card payments', 'Payment links'], may: ['Payouts in two days', 'online payments'] },
    keywords: { must: [], may: ['card payments', 'online payments'] },
    features: { must: ['Card payments', 'Payment links', 'Payouts in two days'] },
    socials: {
      instagram: 'https://www.instagram.com/brightpay',
      youtube: 'https://www.youtube.com/@brightpay',
      threads: 'https://www.threads.net/@brightpay',
      medium: 'https://medium.com/@brightpay',
    },
  },
};

export const impressum: CorpusSite = {
  id: 'impressum',
  about: 'German navigation and imprint around English facts; country name in German',
  pages: {
    '/': page(
      'Lernwerk — Online courses for data skills',
      `<h1>Learn SQL and data analysis in eight weeks</h1>
<p>Lernwerk runs online courses for data skills, taught live by working analysts.</p>
<h2>Kurse / Courses</h2><ul><li>SQL for beginners</li><li>Data analysis with Python</li><li>Dashboards with Metabase</li></ul>
<h2>Preise / Pricing</h2><p>Each course costs €290 one-time payment, lifetime access included.</p>`,
      {
        nav: '<a href="/">Start</a> <a href="/ueber-uns">Über uns</a> <a href="/impressum">Impressum</a> <a href="/kontakt">Kontakt</a>',
        footer: '<a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a>',
      },
    ),
    '/ueber-uns': page(
      'Über uns — Lernwerk',
      `<h1>Über uns</h1><p>Lernwerk was founded in 2019 by Anna Schmidt and Felix Braun, two data analysts who love teaching.</p>`,
      { nav: '<a href="/">Start</a>' },
    ),
    '/kontakt': page(
      'Kontakt — Lernwerk',
      `<h1>Kontakt</h1><p>E-Mail: <a href="mailto:kurse@lernwerk.test">kurse@lernwerk.test</a></p>
<h2>Anschrift</h2><p>Lernwerk GmbH, Schillerstraße 12, 80336 München, Deutschland</p>`,
      { nav: '<a href="/">Start</a>' },
    ),
  },
  expected: {
    name: 'Lernwerk',
    pricing_model: 'one-time',
    founded_year: '2019',
    contact_email: 'kurse@lernwerk.test',
    city: 'München',
    country: 'DE',
    stage: null, // no page says so: a price states no stage (issue 34)
    categories: { must: ['Education'], may: [] },
    tags: {
      must: [],
      may: [
        'SQL for beginners',
        'Data analysis with Python',
        'Dashboards with Metabase',
        'online courses',
        'data skills',
        'data analysis',
      ],
    },
    keywords: { must: [], may: ['online courses', 'data skills', 'data analysis'] },
    founders: [{ name: 'Anna Schmidt' }, { name: 'Felix Braun' }],
  },
};

export const nothing: CorpusSite = {
  id: 'nothing',
  about: 'a site that states almost nothing: a name and a waitlist',
  pages: {
    '/': page(
      'Orbitly',
      `<h1>Orbitly</h1><p>Something new is coming.</p><form><input type="email" placeholder="you@example.com"><button>Join the waitlist</button></form>`,
    ),
  },
  expected: {
    name: 'Orbitly',
    stage: 'waitlist',
  },
};

export const customersCities: CorpusSite = {
  id: 'customers-cities',
  about: 'names cities and countries that are not the company’s (customers, shipping), and a copyright year',
  pages: {
    '/': page(
      'Rallypoint — Scheduling for sports clubs',
      `<h1>Book courts and classes without the phone calls</h1>
<p>Rallypoint is scheduling software for sports clubs: booking pages, class calendars and reminders.</p>
<p>Trusted by clubs in London, Paris and Berlin. Built for clubs in Spain, Italy and France.</p>
<h2>Features</h2><ul><li>Booking pages</li><li>Class calendars</li><li>SMS reminders</li></ul>
<p>We ship card readers to Germany, Austria and Switzerland.</p>`,
      {
        footer:
          '<p>© 2018–2026 Rallypoint</p><p>Questions? <a href="mailto:hi@rallypoint.test">hi@rallypoint.test</a></p>',
      },
    ),
  },
  expected: {
    name: 'Rallypoint',
    contact_email: 'hi@rallypoint.test',
    categories: { must: ['Scheduling'], may: ['Productivity'] },
    tags: { must: ['Booking pages', 'Class calendars'], may: ['SMS reminders', 'sports clubs'] },
    keywords: { must: [], may: ['sports clubs', 'booking pages'] },
    features: { must: ['Booking pages', 'Class calendars', 'SMS reminders'] },
  },
};
