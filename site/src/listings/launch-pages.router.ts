/**
 * Launches, launch weeks, leaderboards and awards, each read through the API's operations:
 *
 *   GET /launches, /launches/:section   list_launches (today, this-week, trending, most-voted, recent, …)
 *   GET /launches/weeks/:week           get_launch_week (this, last, next, or a date snapped to its Monday);
 *                                       a closed week also shows its recorded final board and awards
 *   GET /leaderboards, /leaderboards/:board   get_leaderboard; the billboard is labelled paid on the board and on every row
 *   GET /awards                         list_awards, as recorded when each week closed
 */
import { Router } from 'express';
import { addWeeks, type BlobStore, type DocumentStore } from '@listings/shared/kernel';
import { LAUNCH_SECTIONS, LEADERBOARDS } from '@listings/shared/api';
import { launchWeekClose, launchWeekRecounts } from '@listings/query-service/listings';
import { html } from '../kit/html.ts';
import { notFoundPage, PageError, pickQuery, type PageContext, type SitePages } from '../kit/site-pages.ts';
import { breadcrumbs, pageHead } from '../kit/seo.ts';
import { cardRoute } from '../kit/social/cards.ts';
import { awardsCard, boardCard, cardTileBytes, pageCard, weekCard } from './cards.ts';
import {
  dollars,
  emptyState,
  rowVoting,
  listingPath,
  listingRow,
  longDate,
  pager,
  paidChip,
  timeTag,
  voteCount,
  voteLabel,
  type ListingSummary,
} from './parts.ts';

const SECTIONS: Record<(typeof LAUNCH_SECTIONS)[number], { title: string; about: string }> = {
  today: { title: 'Launched today', about: 'Products that went live today (UTC).' },
  'this-week': { title: 'This week’s launches', about: 'This launch week’s products, by votes cast this week.' },
  trending: { title: 'Trending', about: 'Votes of the last 30 days, each counting half as much every three days.' },
  'most-voted': { title: 'Most voted', about: 'All community votes, all time.' },
  recent: { title: 'Recently launched', about: 'Newest launches first.' },
  'most-viewed': { title: 'Most viewed', about: 'Listing page views by people (once per visitor per day).' },
  'most-followed': { title: 'Most followed', about: 'People who follow the listing’s updates.' },
  upcoming: { title: 'Upcoming', about: 'Scheduled launches, soonest first.' },
};

const BOARDS: Record<(typeof LEADERBOARDS)[number], { title: string; about: string }> = {
  'community-weekly': {
    title: 'Community: this week',
    about: 'Votes cast during one launch week (Monday to Sunday, UTC).',
  },
  'community-all-time': { title: 'Community: all time', about: 'Every community vote.' },
  billboard: {
    title: 'Billboard (paid)',
    about: 'A paid ranking: ordered by money contributed, not by votes or quality.',
  },
  'domain-rating': { title: 'Domain Rating', about: 'Domain Rating from a third-party SEO tool.' },
  revenue: { title: 'Revenue', about: 'Revenue as reported to the site team.' },
};

const sectionNav = (current?: string) =>
  html`<nav aria-label="Launch lists"><ul class="chips">${LAUNCH_SECTIONS.map(
    (section) =>
      html`<li><a class="chip" href="/launches/${section}"${section === current ? html` aria-current="page"` : ''}>${SECTIONS[section].title}</a></li>`,
  )}<li><a class="chip" href="/launches/weeks/this">Launch weeks</a></li></ul></nav>`;

/**
 * Whether get_launch_week has a page for the week: it has none before the site's first launch or too
 * far ahead (a 404), and the pager links no 404 (issue 31: the first week's "Week before" did).
 */
const weekHasPage = (read: PageContext['read'], week: string): Promise<boolean> =>
  read('get_launch_week', { params: { week } }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof PageError && error.status === 404) return false;
      throw error;
    },
  );

/** `blobs`: where the board card's tile reads the #1's logo (without: its initials). */
export function launchPagesRouter(pages: SitePages, documents: DocumentStore, blobs?: Pick<BlobStore, 'get'>): Router {
  const router = Router();
  const base = pages.site.publicBaseUrl;
  const siteName = pages.site.name;

  // ---------------------------------------------------------------- launch weeks
  router.get(
    '/launches/weeks/:week',
    pages.page(async ({ req, read, viewer }) => {
      const week = await read<LaunchWeek>('get_launch_week', { params: { week: String(req.params.week) } });
      const vote = rowVoting(
        viewer,
        req.originalUrl,
        await pages.votedSlugs(
          viewer,
          week.items.map((item) => item.listing.slug),
        ),
      );
      const closed = week.state === 'past' ? await launchWeekClose(documents, week.week, pages.siteOf(req)) : null;
      // Only a week up to this one can be before the first launch, only an upcoming one the last page ahead.
      const before = addWeeks(week.week, -1);
      const after = addWeeks(week.week, 1);
      const [hasBefore, hasAfter] = await Promise.all([
        week.state === 'upcoming' ? true : weekHasPage(read, before),
        week.state === 'upcoming' ? weekHasPage(read, after) : true,
      ]);
      const canonical = `${base}/launches/weeks/${week.week}`;
      const title = `Launch week of ${longDate(week.starts_on)}`;
      const awards = closed ? closed.board.filter((row) => row.rank <= 3 && row.votes >= 1) : [];
      return {
        title,
        section: 'launches',
        head: pageHead({
          siteName,
          title,
          description: `Products launched on ${siteName} from ${longDate(week.starts_on)} to ${longDate(week.ends_on)}, ranked by community votes.`,
          canonical,
          image: pageCard(base, 'week', week.week, weekCard(siteName, week, closed)),
          jsonLd: [
            breadcrumbs([
              { name: siteName, url: `${base}/` },
              { name: 'Launches', url: `${base}/launches` },
              { name: title, url: canonical },
            ]),
          ],
        }),
        body: html`
${sectionNav()}
<h1>${title}</h1>
<p class="lead">${longDate(week.starts_on)} to ${longDate(week.ends_on)} · ${week.state === 'current' ? 'this week, still running' : week.state === 'upcoming' ? 'upcoming' : 'finished'}</p>
<nav class="pager" aria-label="Weeks">${hasBefore ? html`<a href="/launches/weeks/${before}" rel="prev">← Week before</a>` : html`<span class="muted">The first launch week</span>`}<a href="/launches/weeks/this">This week</a>${hasAfter ? html`<a href="/launches/weeks/${after}" rel="next">Week after →</a>` : ''}</nav>
${
  closed
    ? html`<section class="card" aria-labelledby="close-title"><h2 id="close-title">Launch of the Week</h2>
${awards.length ? html`<ol>${awards.map((row) => html`<li><a href="${listingPath(row.slug)}">${row.name}</a>: ${voteCount(row.votes, 'that week')}</li>`)}</ol>` : html`<p>No launch of this week had a vote: no award.</p>`}
<p class="hint">The week closed ${timeTag(closed.closed_at)} and its final board was recorded then (${closed.ranked_by}).</p></section>`
    : ''
}
${week.ranked_by ? html`<p class="muted">Ranked by ${week.ranked_by}.</p>` : html`<p class="muted">Scheduled launches, by name.</p>`}
${
  week.items.length
    ? html`<ol class="rows">${week.items.map((item) =>
        listingRow(item.listing, {
          rank: item.rank,
          vote: week.state === 'current' ? vote : undefined,
          metric:
            week.state === 'upcoming'
              ? { value: '—', label: 'not launched' }
              : {
                  value: String(item.votes_this_week),
                  label: voteLabel(item.votes_this_week, week.state === 'past' ? 'that week' : 'this week'),
                },
        }),
      )}</ol>`
    : emptyState(
        `No launches ${week.state === 'upcoming' ? 'are scheduled for' : 'in'} this week.`,
        week.state === 'past'
          ? html`Try <a href="/launches/weeks/${addWeeks(week.week, 1)}">the week after</a> or <a href="/launches/weeks/this">this week</a>.`
          : html`<a href="/submit">List a product</a> and pick this week to launch in.`,
      )
}`,
      };
    }),
  );

  // ---------------------------------------------------------------- launch lists
  const section = pages.page(async ({ req, read, viewer }) => {
    const name = String((req.params as { section?: string }).section ?? 'this-week');
    if (!(LAUNCH_SECTIONS as readonly string[]).includes(name)) throw notFoundPage(`The launch list ${name}`);
    const query = { ...pickQuery(req.query, ['page', 'per_page']), section: name };
    const list = await read<{
      items: (ListingSummary & { trending_score?: number })[];
      page: number;
      per_page: number;
      total: number;
    }>('list_launches', { query });
    const vote = rowVoting(
      viewer,
      req.originalUrl,
      await pages.votedSlugs(
        viewer,
        list.items.map((item) => item.slug),
      ),
    );
    const about = SECTIONS[name as keyof typeof SECTIONS];
    const canonical = `${base}/launches/${name}`;
    return {
      title: about.title,
      section: 'launches',
      head: pageHead({
        siteName,
        title: about.title,
        description: `${about.title} on ${siteName}. ${about.about}`,
        canonical,
      }),
      body: html`
${sectionNav(name)}
<h1>${about.title}</h1>
<p class="lead">${about.about}</p>
${
  list.items.length
    ? html`<ol class="rows">${list.items.map((item, i) =>
        listingRow(item, {
          rank: name === 'upcoming' ? null : (list.page - 1) * list.per_page + i + 1,
          vote: name === 'upcoming' ? undefined : vote,
          ...(name === 'upcoming' ? { metric: { value: longDate(item.launch_week), label: 'launch week' } } : {}),
        }),
      )}</ol>`
    : emptyState(
        `Nothing in ${about.title.toLowerCase()} yet.`,
        html`See <a href="/launches/recent">recent launches</a>, or <a href="/submit">launch your own</a>.`,
      )
}
${pager(`/launches/${name}`, query, list.page, list.per_page, list.total)}`,
    };
  });
  router.get('/launches', section);
  router.get('/launches/:section', section);

  // ---------------------------------------------------------------- leaderboards
  router.get(
    '/leaderboards',
    pages.page(async () => ({
      title: 'Leaderboards',
      section: 'leaderboards',
      head: pageHead({
        siteName,
        title: 'Leaderboards',
        description: `The rankings of ${siteName}: community votes, the paid billboard, Domain Rating and revenue.`,
        canonical: `${base}/leaderboards`,
      }),
      body: html`<h1>Leaderboards</h1>
<p class="lead">Separate rankings, never mixed: community votes decide awards; the billboard is paid.</p>
<ul class="rows">${LEADERBOARDS.map(
        (board) =>
          html`<li class="row"><div class="body"><a class="name" href="/leaderboards/${board}">${BOARDS[board].title}</a><p class="tagline">${BOARDS[board].about}</p>${board === 'billboard' ? html`<ul class="chips"><li>${paidChip('Paid ranking')}</li></ul>` : ''}</div></li>`,
      )}</ul>
<p><a href="/awards">Launch of the Week awards</a></p>`,
    })),
  );

  router.get(
    '/cards/board/:id.png',
    cardRoute(pages, async (req, read) => {
      const content = boardCardOf(
        siteName,
        await read('get_leaderboard', { params: { board: String(req.params.id) }, query: {} }),
      );
      return { content, logo: await cardTileBytes(blobs, content) };
    }),
  );
  router.get(
    '/leaderboards/:board',
    pages.page(async ({ req, read, viewer }) => {
      const board = String(req.params.board);
      const query = pickQuery(req.query, ['week', 'page', 'per_page']);
      const answer = await read<Leaderboard>('get_leaderboard', { params: { board }, query });
      const vote = rowVoting(
        viewer,
        req.originalUrl,
        await pages.votedSlugs(
          viewer,
          answer.items.map((item) => item.listing.slug),
        ),
      );
      const about = BOARDS[answer.board as keyof typeof BOARDS];
      const paid = answer.paid_ranking;
      const title = answer.week
        ? `${about.title.replace('this week', `week of ${longDate(answer.week)}`)}`
        : about.title;
      const metric = boardMetric(answer.board, Boolean(query.week));
      return {
        title,
        section: 'leaderboards',
        head: pageHead({
          siteName,
          title,
          description: `${title} on ${siteName}. ${about.about}`,
          canonical: `${base}/leaderboards/${answer.board}${answer.week && query.week ? `?week=${answer.week}` : ''}`,
          // The board as it stands has a card (a past week or a later page asked for is not shared as one).
          ...(Object.keys(query).length
            ? {}
            : { image: pageCard(base, 'board', answer.board, boardCardOf(siteName, answer)) }),
        }),
        body: html`
<nav aria-label="Leaderboards"><ul class="chips">${LEADERBOARDS.map((b) => html`<li><a class="chip${b === 'billboard' ? ' paid' : ''}" href="/leaderboards/${b}"${b === answer.board ? html` aria-current="page"` : ''}>${BOARDS[b].title}</a></li>`)}</ul></nav>
<h1>${title}</h1>
${paid ? html`<p class="paid-notice" role="note"><strong>Paid ranking.</strong> ${(answer.notice ?? 'Ordered by money contributed, not by votes or quality.').replace(/^Paid ranking:\s*/i, '').replace(/^./, (c) => c.toUpperCase())}</p>` : html`<p class="lead">Ranked by ${answer.ranked_by}.</p>`}
${answer.week ? html`<nav class="pager" aria-label="Weeks"><a href="/leaderboards/community-weekly?week=${addWeeks(answer.week, -1)}" rel="prev">← Week before</a><a href="/leaderboards/community-weekly">This week</a><a href="/leaderboards/community-weekly?week=${addWeeks(answer.week, 1)}" rel="next">Week after →</a></nav>` : ''}
${
  answer.items.length
    ? html`<ol class="rows">${answer.items.map((item) =>
        listingRow(item.listing, {
          rank: item.rank,
          metric: metric(item),
          // Only the community boards count votes: there the box is the vote; the others show their figure.
          vote: answer.board.startsWith('community-') && !query.week ? vote : undefined,
          extra: item.paid
            ? html`<ul class="chips"><li>${paidChip(item.label ?? 'Paid placement')}</li></ul>`
            : undefined,
        }),
      )}</ol>`
    : emptyState(
        'Nobody is on this board yet.',
        paid
          ? html`The billboard is a paid ranking: <a href="/submit">list your product</a> first.`
          : html`Votes put products here: see <a href="/launches/this-week">this week’s launches</a>.`,
      )
}
${pager(`/leaderboards/${answer.board}`, query, answer.page, answer.per_page, answer.total)}`,
      };
    }),
  );

  // ---------------------------------------------------------------- awards
  router.get(
    '/awards',
    pages.page(async ({ req, read }) => {
      const query = pickQuery(req.query, ['page', 'per_page']);
      const awards = await read<{
        items: { rank: number; week: string; votes: number; listing: { slug: string; name: string } }[];
        page: number;
        per_page: number;
        total: number;
      }>('list_awards', { query });
      const weeks = [...new Set(awards.items.map((award) => award.week))];
      // The card shows the latest award: the first page's, whichever page this is.
      const latest = Object.keys(query).length ? await read<typeof awards>('list_awards', { query: {} }) : awards;
      const recounts = await launchWeekRecounts(documents, 100, pages.siteOf(req));
      return {
        title: 'Launch of the Week awards',
        head: pageHead({
          siteName,
          title: 'Launch of the Week awards',
          description: `Launch of the Week #1, #2 and #3 of every finished week on ${siteName}, by community votes cast that week.`,
          canonical: `${base}/awards`,
          image: pageCard(base, 'awards', undefined, awardsCard(siteName, latest.items)),
        }),
        body: html`<h1>Launch of the Week awards</h1>
<p class="lead">The three launches with the most community votes cast during their launch week, recorded when the week closed (Monday 00:00 UTC). Money never counts.</p>
${
  weeks.length
    ? weeks.map(
        (
          week,
        ) => html`<section aria-labelledby="week-${week}"><h2 id="week-${week}"><a href="/launches/weeks/${week}">Week of ${longDate(week)}</a></h2>
<ol class="rows">${awards.items
          .filter((award) => award.week === week)
          .map(
            (award) =>
              html`<li class="row"><span class="rank">#${award.rank}</span><div class="body"><a class="name" href="${listingPath(award.listing.slug)}">${award.listing.name}</a></div><p class="metric">${award.votes}<small>${voteLabel(award.votes, 'that week')}</small></p></li>`,
          )}</ol></section>`,
      )
    : html`<p>No week has closed with a vote yet.</p>`
}
${pager('/awards', query, awards.page, awards.per_page, awards.total)}
<section aria-labelledby="recounts-title" id="recounts"><h2 id="recounts-title">Recounts</h2>
<p class="muted">When votes are set aside or restored after a week closed and that changes its top three, the week is recounted and the awards follow. <a href="/how-votes-are-counted">How votes are counted</a>.</p>
${
  recounts.length
    ? html`<ul>${recounts.map(
        (recount) =>
          html`<li>${timeTag(recount.recounted_at)}: <a href="/launches/weeks/${recount.week}">week of ${longDate(recount.week)}</a> recounted: ${recount.cause}. Top three now: ${
            recount.top.filter((row) => row.votes > 0).length
              ? recount.top
                  .filter((row) => row.votes > 0)
                  .map(
                    (row, i) => html`${i ? ', ' : ''}#${row.rank} ${row.name} (${voteCount(row.votes, 'that week')})`,
                  )
              : 'none'
          }.</li>`,
      )}</ul>`
    : html`<p>No week has been recounted.</p>`
}
</section>`,
      };
    }),
  );

  return router;
}

interface LaunchWeek {
  week: string;
  starts_on: string;
  ends_on: string;
  state: 'past' | 'current' | 'upcoming';
  ranked_by: string | null;
  items: { rank: number | null; listing: ListingSummary; votes_this_week: number }[];
}

/** A board row's figure: money, Domain Rating, or votes (the weekly board's of one week; the other's of all time). */
const boardMetric =
  (board: string, weekAsked: boolean) =>
  (item: LeaderboardItem): { value: string; label: string } => {
    const value = item.metric.value;
    if (item.metric.name === 'contributed_usd_cents') return { value: dollars(value), label: 'contributed' };
    if (item.metric.name === 'revenue_usd_cents') return { value: dollars(value), label: 'revenue' };
    if (item.metric.name === 'domain_rating') return { value: String(value), label: 'Domain Rating' };
    const span = board !== 'community-weekly' ? 'all time' : weekAsked ? 'that week' : 'this week';
    return { value: String(value), label: voteLabel(value, span) };
  };

/** The card of a board as it stands (no week asked): the page's head and the card route build it alike. */
const boardCardOf = (siteName: string, answer: Leaderboard) => {
  const about = BOARDS[answer.board as keyof typeof BOARDS];
  const top = answer.items.find((item) => item.rank === 1);
  return boardCard(
    siteName,
    { title: about.title, about: about.about, paid: answer.paid_ranking },
    top ? { name: top.listing.name, figure: boardMetric(answer.board, false)(top), logo: top.listing.site_logo } : null,
  );
};

interface LeaderboardItem {
  rank: number;
  listing: ListingSummary;
  metric: { name: string; value: number };
  paid?: boolean;
  label?: string;
}

interface Leaderboard {
  board: string;
  week?: string;
  paid_ranking: boolean;
  notice?: string;
  ranked_by: string;
  items: LeaderboardItem[];
  page: number;
  per_page: number;
  total: number;
}
