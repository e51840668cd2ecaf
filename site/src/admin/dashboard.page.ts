/**
 * The console's dashboard: the last 12 weeks (Monday to Sunday, UTC) of sign-ups, submissions,
 * drafts ready, free and paid publishes, revenue (captured less refunded) and votes counted and
 * discounted, from the `console_figures` read model. Each figure is a server-drawn SVG chart and the
 * same numbers are in the table below them.
 *
 * Per site (issue 30): a staff member whose roles are for some sites only sees the figures of the
 * site of the host the console is open on (their role for it let them in); a network-wide (`*`) one
 * sees the network's totals, or one site's with `?site=<key>` (a GET selector, no script).
 */
import { addWeeks, mondayOf, type DocumentStore } from '@listings/shared/kernel';
import { FIGURE_KINDS, weeklyFigures, type FigureKind } from '@listings/projectors/staff';
import { html } from '../kit/html.ts';
import { NETWORK_WIDE } from '@listings/shared/contracts/staff';
import type { ConsoleContext, ConsolePage } from './staff-console.ts';
import { chosenSite, type ChosenSite } from './chosen-site.ts';
import { barChart, shortWeek } from './svg-chart.ts';

export const DASHBOARD_WEEKS = 12;

const LABELS: Record<FigureKind, string> = {
  signups: 'Sign-ups',
  submissions: 'Submissions',
  drafts_ready: 'Drafts ready',
  free_publishes: 'Free publishes',
  paid_publishes: 'Paid publishes',
  revenue_cents: 'Revenue',
  votes_counted: 'Votes counted',
  votes_discounted: 'Votes discounted',
};

/** A network-wide staff member's choice: the totals, or one site's figures (a GET form, no script). */
const siteChoice = (
  site: ChosenSite | null,
  any: ChosenSite,
) => html`<form method="get" action="/admin" class="inline-form">
<label for="figures-site">Figures of</label><select id="figures-site" name="site"><option value=""${site ? '' : html` selected`}>Every site (totals)</option>${any.choices.map(
  (choice) =>
    html`<option value="${choice.key}"${choice.key === site?.key ? html` selected` : ''}>${choice.label}</option>`,
)}</select>
<button type="submit">Show</button></form>`;

export const dollars = (cents: number): string =>
  `${cents < 0 ? '−' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const formatOf = (kind: FigureKind) =>
  kind === 'revenue_cents' ? dollars : (value: number) => value.toLocaleString('en-US');

export async function dashboardPage(
  context: ConsoleContext,
  documents: DocumentStore,
  now: Date,
): Promise<ConsolePage> {
  const thisWeek = mondayOf(now);
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => addWeeks(thisWeek, i - DASHBOARD_WEEKS + 1));
  const networkWide = context.sitesFor('staff') === NETWORK_WIDE;
  const asked = context.req.query.site;
  const site =
    networkWide && (typeof asked !== 'string' || asked === '')
      ? null
      : await chosenSite(context, documents, context.defaultKey, networkWide ? asked : context.siteKey);
  const figures = await weeklyFigures(documents, weeks[0], site ?? undefined);
  const value = (week: string, kind: FigureKind) => figures.get(week)?.[kind] ?? 0;
  const roleNames = [...new Set(context.roles.map((r) => r.role))].join(', ');
  return {
    title: 'Dashboard',
    body: html`<h1>Dashboard</h1>
<p>Signed in to the console as ${context.viewer.name} (${roleNames}). Weeks run Monday to Sunday, UTC; this week so far is the last.</p>
<p id="figures-of">Figures of ${site ? html`the site ${site.label}` : 'every site of the network (totals)'}.</p>
${networkWide && (site?.choices.length ?? 2) > 1 ? siteChoice(site, await chosenSite(context, documents, context.defaultKey, '')) : ''}
<div class="charts">
${FIGURE_KINDS.map(
  (kind) => html`<figure class="chart-card">
<figcaption>${LABELS[kind]}: <strong>${formatOf(kind)(value(thisWeek, kind))}</strong> this week</figcaption>
${barChart({
  id: `chart-${kind.replace(/_/g, '-')}`,
  title: `${LABELS[kind]} per week`,
  points: weeks.map((week) => ({ label: week, value: value(week, kind) })),
  format: formatOf(kind),
})}
</figure>`,
)}
</div>
<div class="table-scroll" role="region" aria-label="The figures per week" tabindex="0">
<table class="figures">
<caption>The figures per week</caption>
<thead><tr><th scope="col">Week of</th>${FIGURE_KINDS.map((kind) => html`<th scope="col">${LABELS[kind]}</th>`)}</tr></thead>
<tbody>${[...weeks]
      .reverse()
      .map(
        (week) =>
          html`<tr><th scope="row">${shortWeek(week)} ${week.slice(0, 4)}</th>${FIGURE_KINDS.map(
            (kind) => html`<td>${formatOf(kind)(value(week, kind))}</td>`,
          )}</tr>`,
      )}</tbody>
</table>
</div>`,
  };
}
