/**
 * How the site shows counted votes: a listing's weekly accounting (cast, counted, discounted by reason
 * category: never who, never thresholds or signals) and the public page that says in plain words how
 * votes are counted (`GET /how-votes-are-counted`). The words come from the same constants the rules
 * use, so the page cannot drift from the categories recorded on the events.
 */
import { Router } from 'express';
import { requestSiteOf, siteSettingsOf } from '@listings/shared/api';
import {
  DISCOUNT_REASONS,
  DISCOUNT_REASON_LABELS,
  type WeekVoteAccounting,
} from '@listings/shared/contracts/engagement';
import { html, type SafeHtml } from '../kit/html.ts';
import type { SitePages } from '../kit/site-pages.ts';
import { pageHead } from '../kit/seo.ts';

export const METHOD_PATH = '/how-votes-are-counted';

const dateOf = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The weekly accounting of a listing's votes, for its page (nothing when no vote was ever cast). */
export function voteAccountingSection(weeks: readonly WeekVoteAccounting[] | undefined): SafeHtml {
  if (!weeks?.length) return html``;
  return html`<details class="vote-accounting" id="vote-accounting"><summary>How these votes were counted</summary>
<table><thead><tr><th scope="col">Launch week</th><th scope="col">Cast</th><th scope="col">Counted</th><th scope="col">Not counted, and why</th></tr></thead><tbody>
${weeks.map((week) => {
  const reasons = DISCOUNT_REASONS.filter((reason) => week.discounted[reason]);
  return html`<tr><td>week of ${dateOf(week.week)}</td><td>${week.cast}</td><td>${week.counted}</td><td>${
    reasons.length
      ? reasons.map((reason, i) => html`${i ? '; ' : ''}${week.discounted[reason]} ${DISCOUNT_REASON_LABELS[reason]}`)
      : 'none'
  }</td></tr>`;
})}
</tbody></table>
<p class="hint"><a href="${METHOD_PATH}">How votes are counted</a></p></details>`;
}

/** The method, in plain words. */
export function methodPageRouter(pages: SitePages): Router {
  const router = Router();
  router.get(
    METHOD_PATH,
    // Built once for the network: the request's site names itself and its own canonical URL (issue 30).
    pages.page(async ({ req }) => ({
      title: 'How votes are counted',
      head: pageHead({
        siteName: pages.siteNameOf(req),
        title: 'How votes are counted',
        description:
          'Every vote is counted or set aside for a stated reason, and every listing shows its own accounting.',
        canonical: `${siteSettingsOf(pages.site, requestSiteOf(req)).publicBaseUrl}${METHOD_PATH}`,
      }),
      body: html`<h1>How votes are counted</h1>
<p class="lead">Every vote is recorded. Each one is then either counted or set aside, and a vote set aside always has a reason. Boards, trending and Launch of the Week use counted votes only.</p>
<h2>Who can vote</h2>
<p>People with an account whose e-mail address is confirmed, once per listing, never for their own listing, while the listing is live.</p>
<h2>Votes that are not counted</h2>
<ul>
<li><strong>${DISCOUNT_REASON_LABELS.own_team}</strong>: the people who submitted or claimed the listing, co-founders they invited, and accounts with an address on the company's own domain.</li>
<li><strong>${DISCOUNT_REASON_LABELS.disposable_email}</strong>: addresses at providers of throw-away mailboxes, from a list that is maintained in the open.</li>
<li><strong>${DISCOUNT_REASON_LABELS.new_account}</strong>: an account made after the listing's launch week began that votes for no other listing. It counts once that account votes for others too.</li>
<li><strong>${DISCOUNT_REASON_LABELS.burst}</strong>: many votes for one listing in a short time from one network, or from accounts that were all made at about the same time. We never keep anyone's internet address: only a code for the network that we can no longer link to any network after a few weeks.</li>
<li><strong>${DISCOUNT_REASON_LABELS.site_team}</strong>: our team can set aside the votes of an account or for a listing, and can restore them. Every such decision is recorded with its reason.</li>
</ul>
<p>We do not publish the exact limits: they would tell cheaters how to avoid them.</p>
<h2>What each listing shows</h2>
<p>Each listing's page, and its entry in the API, shows per launch week how many votes were cast, how many were counted, and how many were set aside for each reason. It never shows who voted.</p>
<h2>Closed weeks</h2>
<p>When a launch week ends (Monday 00:00 UTC) its final board is recorded. If votes set aside later change that week's top three, a recount is recorded with its cause and the awards follow it. Every recount is listed on the <a href="/awards">awards page</a>. Auditors can replay any week from the record and get the same board.</p>`,
    })),
  );
  return router;
}
