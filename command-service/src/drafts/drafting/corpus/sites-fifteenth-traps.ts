/**
 * Corpus site, issue 34's fifteenth round (tuning half, invented): a trap no tuning page showed, written
 * as sites-trust.ts's were, by the rules' author, so never held out.
 *
 * - hourloom: a comparison with two named competitors whose footnotes state the competitors' free
 *   tiers and prices ("* Rivalo has a free plan limited to 3 projects.", "† Clockbase offers a free
 *   tier …", a blockquote "✅* Rivalo is free for individuals …", "Rivalo's free plan …"). They say
 *   nothing of Hourloom's pricing, which its pricing page states: a price per user per month.
 *
 * The real held-out page added one for one is in sites-real-fifteenth.ts.
 */
import { page, type CorpusSite } from './corpus-site.ts';

export const hourloom: CorpusSite = {
  id: 'hourloom',
  about:
    'a comparison table against two named competitors whose footnotes state their free plans and prices ("* Rivalo has a free plan limited to 3 projects."); the product\'s own price is on its pricing page',
  classes: ['pricing'],
  pages: {
    '/': page(
      'Hourloom | Time tracking for agencies',
      `<h1>Know where the hours go</h1>
<p>Hourloom is time tracking for agencies: log hours against projects, see budgets burn down and invoice clients from your timesheets.</p>
<h2>Features</h2><ul><li>One-click timers</li><li>Project budgets</li><li>Timesheet approvals</li><li>Invoice export</li></ul>
<h2>How Hourloom compares</h2>
<table>
<thead><tr><th>Feature</th><th>Hourloom</th><th>Rivalo</th><th>Clockbase</th></tr></thead>
<tbody>
<tr><td>Project budgets</td><td>✅</td><td>✅*</td><td>❌</td></tr>
<tr><td>Timesheet approvals</td><td>✅</td><td>❌</td><td>✅†</td></tr>
<tr><td>Invoice export</td><td>✅</td><td>❌</td><td>✅†</td></tr>
</tbody>
</table>
<p>* Rivalo has a free plan limited to 3 projects.</p>
<p>† Clockbase offers a free tier; exports need Clockbase Pro at $12 per month.</p>
<blockquote><p>✅* Rivalo is free for individuals, but charges per seat once you add a team.</p></blockquote>
<p>Rivalo's free plan is limited to 3 projects and one user.</p>`,
      {
        nav: '<a href="/">Hourloom</a> <a href="/pricing">Pricing</a>',
        footer: '<p>© 2026 Hourloom</p>',
      },
    ),
    '/pricing': page(
      'Pricing — Hourloom',
      `<h1>Pricing</h1>
<h2>Team</h2>
<p>$8 per user per month, billed monthly.</p>
<p>Every account starts with a 14-day trial. Cancel any time.</p>`,
      { nav: '<a href="/">Hourloom</a>' },
    ),
  },
  expected: {
    name: 'Hourloom',
    // Its own price, per user per month; the free plans on the page are Rivalo's and Clockbase's.
    pricing_model: 'subscription',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    categories: { must: [], may: ['Productivity', 'Invoicing', 'Finance', 'Task Management'] },
    tags: {
      must: [],
      may: [
        'time tracking',
        'agencies',
        'project budgets',
        'timesheets',
        'timesheet approvals',
        'invoice export',
        'one-click timers',
        'timers',
        'budgets',
      ],
    },
    keywords: {
      must: [],
      may: [
        'time tracking',
        'agencies',
        'project budgets',
        'timesheets',
        'timesheet approvals',
        'invoice export',
        'one-click timers',
        'timers',
        'budgets',
      ],
    },
    features: {
      must: ['One-click timers', 'Project budgets', 'Timesheet approvals', 'Invoice export'],
      may: [],
    },
    usps: { must: [], may: ['One-click timers', 'Project budgets', 'Timesheet approvals', 'Invoice export'] },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=free', 'pricing_model=freemium', 'Rivalo', 'Clockbase'],
};

export const FIFTEENTH_TRAP_SITES: readonly CorpusSite[] = [hourloom];
