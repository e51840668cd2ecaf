/**
 * Corpus sites, part 5 (issue 34): the classes a browser walk and two hidden corpora found wrong
 * values in. Team pages with investors and advisors beside the founders; customer testimonials with
 * their own handles; free trials beside "Is there a free plan? No."; prices with no stated stage;
 * about pages that open with company history; contact lines ("Press and media:") under a FAQ; a
 * monitoring product's per-check ping address; a sponsors page in the footer; a founder's home city;
 * an address with a region code. `forbidden` lists what a draft must never hold (an investor as a
 * founder, a customer's handle, freemium from a trial), counted apart from wrong values.
 *
 * Written by the verifier's author after its rules, so not held out; the first run of the drafter
 * from before the verifier on them is in docs/benchmarks.md.
 */
import { jsonLd, page, type CorpusSite } from './corpus-site.ts';

export const tallybird: CorpusSite = {
  id: 'tallybird',
  about: 'investor and advisor on the team page, testimonial handle, trial with "no free plan", history about page',
  classes: ['founders', 'socials', 'pricing', 'stage', 'description'],
  pages: {
    '/': page(
      'Tallybird | Time tracking for small agencies',
      `<h1>Time tracking for small agencies</h1>
<p>Tallybird tracks billable hours for agencies of 2 to 50 people and turns them into timesheets your clients trust.</p>
<h2>Features</h2><ul><li>One-click timers</li><li>Timesheet approvals</li><li>Export tracked hours to invoices</li></ul>
<h2>What our customers say</h2>
<blockquote class="testimonial"><p>"We finally actually keep our timesheets." — Sam Reyes, Reyes Studio <a href="https://x.com/reyesstudio">@reyesstudio</a></p></blockquote>`,
      {
        nav: '<a href="/">Tallybird</a> <a href="/pricing">Pricing</a> <a href="/about">About</a> <a href="/team">Team</a>',
        footer: '<p>© 2022–2026 Tallybird Oy</p><a href="https://x.com/tallybirdapp">X</a>',
      },
    ),
    '/pricing': page(
      'Pricing — Tallybird',
      `<h1>Pricing</h1><p>Start with a 14-day free trial. No card needed.</p>
<h3>Team</h3><p>$12 per user per month</p>
<h2>FAQ</h2><h3>Is there a free plan?</h3><p>No, there is no free plan, but every account starts with a 14-day free trial.</p>
<h3>Can I cancel at any time?</h3><p>Yes. You pay month by month.</p>`,
      { nav: '<a href="/">Tallybird</a>' },
    ),
    '/about': page(
      'About — Tallybird',
      `<h1>About us</h1><p>Tallybird was founded in 2022 in Helsinki, Finland by Aino Virtanen and Mikko Laine.</p>
<p>Tallybird helps small agencies see where their hours go, so they bill for the work they do.</p>`,
      { nav: '<a href="/">Tallybird</a>' },
    ),
    '/team': page(
      'Team — Tallybird',
      `<h1>Our team</h1>
<div><h3>Aino Virtanen</h3><p>Co-founder &amp; CEO</p></div>
<div><h3>Mikko Laine</h3><p>Co-founder &amp; CTO</p></div>
<h2>Investors and advisors</h2>
<div><h3>Dana Whitfield</h3><p>Founder &amp; Managing Partner, Northwind Ventures</p></div>
<div><h3>Ola Berg</h3><p>Advisor, founder of Kitely</p></div>`,
      { nav: '<a href="/">Tallybird</a>' },
    ),
  },
  expected: {
    name: 'Tallybird',
    pricing_model: 'subscription',
    founded_year: '2022',
    city: 'Helsinki',
    country: 'FI',
    stage: null,
    categories: { must: [], may: ['Productivity', 'Task Management'] },
    tags: { must: [], may: ['One-click timers', 'Timesheet approvals', 'small agencies', 'Time tracking'] },
    keywords: { must: [], may: ['small agencies', 'time tracking', 'timesheets'] },
    features: { must: ['One-click timers', 'Timesheet approvals', 'Export tracked hours to invoices'] },
    founders: [
      { name: 'Aino Virtanen', title: 'Co-founder & CEO' },
      { name: 'Mikko Laine', title: 'Co-founder & CTO' },
    ],
    socials: { x: 'https://x.com/tallybirdapp' },
    faqs: ['Is there a free plan?', 'Can I cancel at any time?'],
  },
  forbidden: [
    'Dana Whitfield',
    'Ola Berg',
    'reyesstudio',
    'freemium',
    'actually keep',
    'categories=Invoicing',
    'stage=launched',
  ],
};

export const inkwell: CorpusSite = {
  id: 'inkwell',
  about: 'free plan stated, testimonial cards with handles, sponsors link in the footer, press and legal contact lines',
  classes: ['socials', 'pricing', 'contact', 'faqs'],
  pages: {
    '/': page(
      'Inkwell — Markdown notes that sync',
      `<h1>Markdown notes that sync</h1>
<p>Inkwell is a notes app for writers who think in Markdown, on every device.</p>
<h2>Features</h2><ul><li>Markdown editor</li><li>Distraction-free full-screen editor</li><li>End-to-end encrypted sync</li></ul>
<div class="testimonial-card"><p>"Inkwell replaced three apps for me."</p><p>— Lea Novak <a href="https://www.instagram.com/leanovakwrites">@leanovakwrites</a> <a href="https://x.com/leanovak">@leanovak</a></p></div>`,
      {
        nav: '<a href="/">Inkwell</a> <a href="/pricing">Pricing</a> <a href="/faq">FAQ</a>',
        footer:
          '<p>Follow us</p><a href="https://github.com/sponsors/inkwell-notes">Sponsor us</a> <a href="https://github.com/inkwell-notes">GitHub</a> <a href="https://www.youtube.com/@inkwellnotes">YouTube</a>',
      },
    ),
    '/pricing': page(
      'Pricing — Inkwell',
      `<h1>Pricing</h1><h3>Free</h3><p>Free forever for personal use</p><h3>Pro</h3><p>$4 per month</p><p>Sync across unlimited devices</p>`,
      { nav: '<a href="/">Inkwell</a>' },
    ),
    '/faq': page(
      'FAQ — Inkwell',
      `<h1>Frequently asked questions</h1>
<h3>Does Inkwell work offline?</h3><p>Yes, every note is stored on your device first.</p>
<h3>Can I export my notes?</h3><p>Any time, as plain Markdown files.</p>
<h2>Contact</h2>
<p>Press and media:</p><p><a href="mailto:press@inkwell.test">press@inkwell.test</a></p>
<p>Legal and trademarks:</p><p><a href="mailto:legal@inkwell.test">legal@inkwell.test</a></p>
<p>Everything else: <a href="mailto:hello@inkwell.test">hello@inkwell.test</a></p>`,
      { nav: '<a href="/">Inkwell</a>' },
    ),
  },
  expected: {
    name: 'Inkwell',
    pricing_model: 'freemium',
    contact_email: 'hello@inkwell.test',
    stage: null,
    categories: { must: ['Notes & Docs'], may: ['Productivity', 'Writing Assistants'] },
    tags: { must: [], may: ['Markdown editor', 'Markdown', 'notes app', 'End-to-end encrypted sync'] },
    features: { must: ['Markdown editor', 'Distraction-free full-screen editor', 'End-to-end encrypted sync'] },
    socials: { github: 'https://github.com/inkwell-notes', youtube: 'https://www.youtube.com/@inkwellnotes' },
    faqs: ['Does Inkwell work offline?', 'Can I export my notes?'],
  },
  forbidden: [
    'leanovak',
    'sponsors/inkwell-notes',
    'contact_email=press@inkwell.test',
    'contact_email=legal@inkwell.test',
    'Press and media:',
    'tags=Distraction-free full-screen editor',
  ],
};

export const beaconly: CorpusSite = {
  id: 'beaconly',
  about:
    'uptime monitor: ping addresses in the docs, founder lives elsewhere, address with a region code, backers listed',
  classes: ['contact', 'place', 'founders', 'stage'],
  pages: {
    '/': page(
      'Beaconly — Uptime monitoring for cron jobs',
      `<h1>Uptime monitoring for cron jobs</h1>
<p>Beaconly watches your cron jobs and background workers and alerts you when one stops checking in.</p>
<h2>Features</h2><ul><li>Cron job monitoring</li><li>Slack alerts</li><li>Status pages</li></ul>
<h2>How it works</h2><p>Each check gets its own address. Send an e-mail to 5b1e6a3c-9f2d-4c1e-8a7b-1234567890ab@hc-ping.com when the job finishes.</p>`,
      {
        nav: '<a href="/">Beaconly</a> <a href="/pricing">Pricing</a> <a href="/about">About</a> <a href="/contact">Contact</a>',
        footer: '<p>Beaconly SIA, Brīvības iela 21, Rīga, LV-1010, Latvia</p>',
      },
    ),
    '/pricing': page(
      'Pricing — Beaconly',
      `<h1>Pricing</h1><h3>Hobby</h3><p>$0</p><p>20 checks</p><h3>Business</h3><p>$20/month</p><p>1,000 checks</p>`,
      { nav: '<a href="/">Beaconly</a>' },
    ),
    '/about': page(
      'About — Beaconly',
      `<h1>About</h1><p>Beaconly is built by a small team of operations engineers.</p>
<div><h3>Jānis Ozols</h3><p>Founder</p><p>Jānis lives in Tallinn with his family and has run on-call rotations for ten years.</p></div>
<h2>Backed by</h2><div><h3>Karin Lund</h3><p>Angel investor, co-founder of Pingdrop</p></div>`,
      { nav: '<a href="/">Beaconly</a>' },
    ),
    '/contact': page(
      'Contact — Beaconly',
      `<h1>Contact</h1><p>Write to <a href="mailto:support@beaconly.test">support@beaconly.test</a>.</p>`,
      { nav: '<a href="/">Beaconly</a>' },
    ),
  },
  expected: {
    name: 'Beaconly',
    pricing_model: 'freemium',
    contact_email: 'support@beaconly.test',
    city: ['Rīga', 'Riga'],
    country: 'LV',
    stage: null,
    categories: { must: ['Monitoring'], may: ['Developer Tools'] },
    tags: { must: [], may: ['Cron job monitoring', 'Slack alerts', 'Status pages', 'cron jobs'] },
    features: { must: ['Cron job monitoring', 'Slack alerts', 'Status pages'] },
    founders: [{ name: 'Jānis Ozols', title: 'Founder' }],
  },
  forbidden: ['hc-ping.com', 'city=Tallinn', 'Karin Lund', 'city=LV-', 'stage=launched'],
};

export const quietpage: CorpusSite = {
  id: 'quietpage',
  about: 'single page, little text: a trial, a free-plan question answered no, a price, no stage',
  classes: ['pricing', 'stage', 'single-page'],
  pages: {
    '/': page(
      'Quietpage',
      `<h1>Quietpage</h1><p>A read-later inbox for research teams.</p>
<p>Start a 30-day free trial. Plans from €9/month per seat.</p>
<h2>Questions</h2><h3>Is there a free plan?</h3><p>Not at the moment.</p>`,
      { footer: '<p>© 2026 Quietpage</p>' },
    ),
  },
  expected: { name: 'Quietpage', pricing_model: 'subscription', stage: null, faqs: ['Is there a free plan?'] },
  forbidden: ['freemium', 'stage=launched'],
};

export const formfox: CorpusSite = {
  id: 'formfox',
  about:
    'the positive class: a stated beta, a free plan, JSON-LD founders and sameAs, a customer LinkedIn link in a quote',
  classes: ['stage', 'pricing', 'socials', 'founders', 'json-ld'],
  pages: {
    '/': page(
      'Formfox — Forms your customers finish',
      `<h1>Forms your customers finish</h1>
<p>Formfox is in public beta.</p>
<p>Formfox builds conversational forms and surveys for marketing teams.</p>
<h2>Features</h2><ul><li>Conditional logic</li><li>Survey templates</li><li>Webhooks</li></ul>
<blockquote><p>"Our signup form converts twice as well." — Priya Shah, <a href="https://www.linkedin.com/company/shahandco">Shah &amp; Co</a></p></blockquote>`,
      {
        head: jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Formfox',
          sameAs: ['https://www.linkedin.com/company/formfox', 'https://x.com/formfoxhq'],
          founder: [
            { '@type': 'Person', name: 'Marta Nowak', jobTitle: 'Co-founder' },
            { '@type': 'Person', name: 'Piotr Zielinski', jobTitle: 'Co-founder' },
          ],
        }),
        nav: '<a href="/">Formfox</a> <a href="/pricing">Pricing</a>',
      },
    ),
    '/pricing': page(
      'Pricing — Formfox',
      `<h1>Pricing</h1><h3>Free plan</h3><p>3 forms, 100 responses a month</p><h3>Pro</h3><p>$15/month</p>`,
      { nav: '<a href="/">Formfox</a>' },
    ),
  },
  expected: {
    name: 'Formfox',
    pricing_model: 'freemium',
    stage: 'beta',
    categories: { must: [], may: ['Marketing'] },
    tags: { must: [], may: ['Conditional logic', 'Survey templates', 'Webhooks'] },
    features: { must: ['Conditional logic', 'Survey templates', 'Webhooks'] },
    founders: [
      { name: 'Marta Nowak', title: 'Co-founder' },
      { name: 'Piotr Zielinski', title: 'Co-founder' },
    ],
    socials: { linkedin: 'https://www.linkedin.com/company/formfox', x: 'https://x.com/formfoxhq' },
  },
  forbidden: ['shahandco'],
};

export const TRUST_SITES: readonly CorpusSite[] = [tallybird, inkwell, beaconly, quietpage, formfox];
