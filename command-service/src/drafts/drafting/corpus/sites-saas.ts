/**
 * Corpus sites, part 1: small SaaS companies with the usual pages (the Ledgerly among them).
 */
import { jsonLd, page, type CorpusSite } from './corpus-site.ts';

const ledgerlyNav =
  '<a href="/">Ledgerly</a> <a href="/features">Features</a> <a href="/pricing">Pricing</a> <a href="/about">About</a>';
const ledgerlyFooter =
  '<p>© 2021–2026 Ledgerly Lda.</p><a href="mailto:hello@ledgerly.test">hello@ledgerly.test</a> <a href="https://www.linkedin.com/company/ledgerly">LinkedIn</a>';

export const ledgerly: CorpusSite = {
  id: 'ledgerly',
  about: 'the issue: facts on about, pricing and features pages; founders named in a sentence',
  pages: {
    '/': page(
      'Ledgerly — Bookkeeping for freelancers',
      `<h1>Bookkeeping that does itself</h1>
<p>Ledgerly is accounting software for freelancers and small agencies: bank feeds, invoices and VAT in one place.</p>
<iframe src="https://www.youtube.com/embed/ldg12345" title="Ledgerly in two minutes"></iframe>
<h2>Why freelancers switch to Ledgerly</h2>
<ul><li>Your books are done before your coffee</li><li>Your accountant gets a login, not a spreadsheet</li><li>Bookkeeping rules for Portugal, Spain and Germany built in</li></ul>`,
      {
        head: '<meta name="description" content="Bookkeeping and accounting software for freelancers and small agencies."><link rel="icon" href="/favicon.ico">',
        nav: ledgerlyNav,
        footer: ledgerlyFooter,
      },
    ),
    '/features': page(
      'Features — Ledgerly',
      `<h1>Features</h1>
<ul><li>Bank feeds</li><li>Invoice tracking</li><li>VAT returns</li><li>Receipt capture</li><li>Multi-currency accounts</li></ul>
<p>Bank feeds sync every night. Invoice tracking tells you who paid. VAT returns are drafted from your bookkeeping every quarter.</p>`,
      { nav: ledgerlyNav, footer: ledgerlyFooter },
    ),
    '/pricing': page(
      'Pricing — Ledgerly',
      `<h1>Pricing</h1>
<div><h3>Free</h3><p>€0</p><p>Free forever for one bank account</p></div>
<div><h3>Pro</h3><p>€12/month</p><p>Unlimited bank feeds</p></div>
<div><h3>Agency</h3><p>€39/month</p><p>Ten client workspaces</p></div>`,
      { nav: ledgerlyNav, footer: ledgerlyFooter },
    ),
    '/about': page(
      'About Ledgerly',
      `<h1>About us</h1>
<p>Ledgerly was founded in 2021 in Porto, Portugal, by Maria Silva and Tom Becker.</p>
<p>We were freelancers ourselves, and bookkeeping ate our Fridays. Ledgerly gives them back.</p>`,
      { nav: ledgerlyNav, footer: ledgerlyFooter },
    ),
  },
  expected: {
    name: 'Ledgerly',
    pricing_model: 'freemium',
    founded_year: '2021',
    contact_email: 'hello@ledgerly.test',
    city: 'Porto',
    country: 'PT',
    stage: null, // no page says so: a price states no stage (issue 34)
    logo_url: '{base}/favicon.ico',
    demo_video_url: 'https://www.youtube.com/embed/ldg12345',
    categories: { must: ['Accounting'], may: ['Finance', 'Invoicing'] },
    tags: {
      must: ['Bank feeds', 'VAT returns'],
      may: ['Invoice tracking', 'Receipt capture', 'Multi-currency accounts', 'bookkeeping', 'accounting software'],
    },
    keywords: { must: [], may: ['bank feeds', 'invoice tracking', 'VAT returns', 'accounting software'] },
    usps: {
      must: [
        'Your books are done before your coffee',
        'Your accountant gets a login, not a spreadsheet',
        'Bookkeeping rules for Portugal, Spain and Germany built in',
      ],
    },
    features: {
      must: ['Bank feeds', 'Invoice tracking', 'VAT returns', 'Receipt capture', 'Multi-currency accounts'],
    },
    founders: [{ name: 'Maria Silva' }, { name: 'Tom Becker' }],
    socials: { linkedin: 'https://www.linkedin.com/company/ledgerly' },
  },
};

const tallyNav =
  '<a href="/">Tallyboard</a> <a href="/pricing">Pricing</a> <a href="/team">Team</a> <a href="/contact">Contact</a>';
export const tallyboard: CorpusSite = {
  id: 'tallyboard',
  about: 'team page with founder cards, titles, bios and links; a pricing table',
  pages: {
    '/': page(
      'Tallyboard | Task management for remote teams',
      `<h1>Plan the week, not the meeting</h1>
<p>Tallyboard is task management for remote teams: boards, to-dos and weekly planning that stay in sync across time zones.</p>
<h2>Features</h2>
<ul><li>Kanban boards</li><li>Recurring to-dos</li><li>Weekly planning</li><li>Slack integration</li></ul>
<p><a href="https://www.loom.com/share/tb0001abc">See a two-minute walkthrough</a></p>`,
      {
        head: '<meta property="og:image" content="/og/tallyboard-card.png"><link rel="apple-touch-icon" href="/apple-touch-icon.png">',
        nav: tallyNav,
        footer:
          '<a href="https://x.com/tallyboard">X</a> <a href="https://github.com/tallyboard">GitHub</a> <a href="https://www.producthunt.com/products/tallyboard">Product Hunt</a>',
      },
    ),
    '/pricing': page(
      'Pricing — Tallyboard',
      `<h1>Plans</h1>
<table><tr><th>Plan</th><th>Price</th></tr>
<tr><td>Team</td><td>$8 per user per month</td></tr>
<tr><td>Business</td><td>$15 per user per month</td></tr></table>
<p>Start with a 14-day free trial. No credit card needed.</p>`,
      { nav: tallyNav },
    ),
    '/team': page(
      'Team — Tallyboard',
      `<h1>The people behind Tallyboard</h1>
<div class="card"><h3>Priya Nair</h3><p>Co-founder &amp; CEO</p><p>Priya ran product teams across four time zones before starting Tallyboard.</p><a href="https://www.linkedin.com/in/priyanair">LinkedIn</a> <a href="https://priyanair.dev">Website</a></div>
<div class="card"><h3>Jonas Weber</h3><p>Co-founder &amp; CTO</p></div>
<div class="card"><h3>Lena Park</h3><p>Head of Design</p></div>`,
      { nav: tallyNav },
    ),
    '/contact': page(
      'Contact — Tallyboard',
      `<h1>Contact</h1><p>Questions about plans? Write to <a href="mailto:team@tallyboard.test">team@tallyboard.test</a>.</p>
<address>Tallyboard Inc.<br>548 Market St<br>San Francisco, CA 94104</address>`,
      { nav: tallyNav },
    ),
  },
  expected: {
    name: 'Tallyboard',
    pricing_model: 'subscription',
    contact_email: 'team@tallyboard.test',
    city: 'San Francisco',
    country: 'US',
    stage: null, // no page says so: a price states no stage (issue 34)
    logo_url: ['{base}/apple-touch-icon.png', '{base}/og/tallyboard-card.png'],
    demo_video_url: 'https://www.loom.com/share/tb0001abc',
    categories: { must: ['Task Management'], may: ['Productivity'] },
    tags: {
      must: ['Kanban boards', 'Weekly planning'],
      may: ['Recurring to-dos', 'Slack integration', 'task management', 'remote teams', 'time zones'],
    },
    keywords: { must: [], may: ['task management', 'remote teams', 'weekly planning', 'time zones'] },
    features: { must: ['Kanban boards', 'Recurring to-dos', 'Weekly planning', 'Slack integration'] },
    founders: [
      { name: 'Priya Nair', title: 'Co-founder & CEO' },
      { name: 'Jonas Weber', title: 'Co-founder & CTO' },
    ],
    socials: {
      x: 'https://x.com/tallyboard',
      github: 'https://github.com/tallyboard',
      producthunt: 'https://www.producthunt.com/products/tallyboard',
    },
  },
};

export const quillmate: CorpusSite = {
  id: 'quillmate',
  about: 'JSON-LD heavy: Organization with address, founder, logo, sameAs; SoftwareApplication; FAQPage',
  pages: {
    '/': page(
      'Quillmate',
      `<h1>Write clearer emails in half the time</h1>
<p>Quillmate is an AI writing assistant that rewrites your drafts in your own voice.</p>
<h2>Frequently asked questions</h2>
<h3>Does Quillmate store my drafts?</h3><p>No. Drafts are processed and deleted within a minute.</p>
<h3>Which languages does it support?</h3><p>English, German, French and Spanish.</p>`,
      {
        head:
          '<meta name="description" content="Quillmate is an AI writing assistant for email.">' +
          jsonLd({
            '@context': 'https://schema.org',
            '@graph': [
              {
                '@type': 'Organization',
                name: 'Quillmate',
                url: 'https://quillmate.test',
                logo: { '@type': 'ImageObject', url: 'https://quillmate.test/brand/logo.png' },
                foundingDate: '2023-02-14',
                address: {
                  '@type': 'PostalAddress',
                  streetAddress: 'Sveavägen 20',
                  addressLocality: 'Stockholm',
                  addressCountry: 'SE',
                },
                founder: [
                  { '@type': 'Person', name: 'Elin Lund', jobTitle: 'Founder & CEO' },
                  { '@type': 'Person', name: 'Omar Haddad', jobTitle: 'Co-founder' },
                ],
                sameAs: [
                  'https://www.linkedin.com/company/quillmate',
                  'https://www.instagram.com/quillmate',
                  'https://www.tiktok.com/@quillmate',
                ],
              },
              {
                '@type': 'SoftwareApplication',
                name: 'Quillmate',
                applicationCategory: 'BusinessApplication',
                offers: { '@type': 'Offer', price: '9.00', priceCurrency: 'EUR' },
                keywords: 'AI writing assistant, email writing, rewriting',
              },
              {
                '@type': 'FAQPage',
                mainEntity: [
                  {
                    '@type': 'Question',
                    name: 'Does Quillmate store my drafts?',
                    acceptedAnswer: {
                      '@type': 'Answer',
                      text: 'No. Drafts are processed and deleted within a minute.',
                    },
                  },
                  {
                    '@type': 'Question',
                    name: 'Which languages does it support?',
                    acceptedAnswer: { '@type': 'Answer', text: 'English, German, French and Spanish.' },
                  },
                ],
              },
            ],
          }),
      },
    ),
  },
  expected: {
    name: 'Quillmate',
    founded_year: '2023',
    city: 'Stockholm',
    country: 'SE',
    logo_url: 'https://quillmate.test/brand/logo.png',
    categories: { must: ['Writing Assistants'], may: ['AI'] },
    tags: { must: [], may: ['AI writing assistant', 'email writing', 'rewriting', 'writing assistant'] },
    keywords: { must: ['AI writing assistant', 'email writing', 'rewriting'] },
    founders: [
      { name: 'Elin Lund', title: 'Founder & CEO' },
      { name: 'Omar Haddad', title: 'Co-founder' },
    ],
    socials: {
      linkedin: 'https://www.linkedin.com/company/quillmate',
      instagram: 'https://www.instagram.com/quillmate',
      tiktok: 'https://www.tiktok.com/@quillmate',
    },
    faqs: ['Does Quillmate store my drafts?', 'Which languages does it support?'],
  },
};

export const pingwire: CorpusSite = {
  id: 'pingwire',
  about: 'developer tool, public beta, HQ sentence, keywords meta, FAQ page with details/summary',
  pages: {
    '/': page(
      'Pingwire — Uptime monitoring for APIs',
      `<h1>Know your API is down before your users do</h1>
<p>Pingwire is uptime monitoring for APIs and websites, with alerts in Slack, PagerDuty and SMS.</p>
<p>Pingwire is now in public beta.</p>
<h2>What you get</h2>
<ul><li>Uptime checks every 30 seconds</li><li>Status pages</li><li>Latency metrics</li><li>Incident alerts</li></ul>
<h2>Why Pingwire</h2>
<ul><li>Checks from 12 regions, so one bad network never wakes you up</li><li>Set up in under a minute with one URL</li></ul>`,
      {
        head: '<meta name="keywords" content="uptime monitoring, API monitoring, status pages"><link rel="icon" type="image/png" href="/icons/pingwire-32.png">',
        nav: '<a href="/">Pingwire</a> <a href="/faq">FAQ</a> <a href="/about">About</a>',
        footer:
          '<a href="https://github.com/pingwire">GitHub</a> <a href="https://www.reddit.com/r/pingwire/">r/pingwire</a> <a href="https://discord.gg/pingwire">Discord</a>',
      },
    ),
    '/faq': page(
      'FAQ — Pingwire',
      `<h1>FAQ</h1>
<details><summary>Is the beta free?</summary><p>Yes, every feature is free while Pingwire is in beta.</p></details>
<details><summary>Where do checks run from?</summary><p>From 12 regions on three continents.</p></details>`,
      { nav: '<a href="/">Pingwire</a>' },
    ),
    '/about': page(
      'About — Pingwire',
      `<h1>About Pingwire</h1><p>We are a team of five site reliability engineers headquartered in Dublin, Ireland.</p>
<p>Pingwire started in 2024 after one outage too many.</p>`,
      { nav: '<a href="/">Pingwire</a>' },
    ),
  },
  expected: {
    name: 'Pingwire',
    founded_year: '2024',
    city: 'Dublin',
    country: 'IE',
    stage: 'beta',
    logo_url: '{base}/icons/pingwire-32.png',
    categories: { must: ['Monitoring'], may: ['Developer Tools', 'APIs'] },
    tags: {
      must: ['Status pages'],
      may: ['Latency metrics', 'Incident alerts', 'uptime monitoring', 'API monitoring', 'Uptime checks'],
    },
    keywords: { must: ['uptime monitoring', 'API monitoring', 'status pages'] },
    usps: {
      must: ['Checks from 12 regions, so one bad network never wakes you up', 'Set up in under a minute with one URL'],
    },
    features: {
      must: ['Uptime checks every 30 seconds', 'Status pages', 'Latency metrics', 'Incident alerts'],
    },
    socials: {
      github: 'https://github.com/pingwire',
      reddit: 'https://www.reddit.com/r/pingwire/',
      custom: 'https://discord.gg/pingwire',
    },
    faqs: ['Is the beta free?', 'Where do checks run from?'],
  },
};
