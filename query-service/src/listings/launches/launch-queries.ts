/**
 * Launch weeks, launch lists and leaderboards, all read from the `listings` read model (and the
 * admin-entered figures for the Domain Rating and revenue boards). Each reads only the listings of
 * the request's site (listingsOfSite): votes, views and follows are on a listing, and a listing
 * lives on one site, so every board, ranking, trending score and count is that site's alone.
 */
import {
  type DocumentStore,
  type Filter,
  type Sort,
  type Clock,
  addDays,
  addWeeks,
  isoDay,
  mondayOf,
  resolveWeek,
} from '@listings/shared/kernel';
import type { SiteSettings } from '@listings/shared/platform';
import {
  Problem,
  notFound,
  ok,
  siteSettingsOf,
  type OperationHandler,
  type ResponseOf,
  LEADERBOARDS,
} from '@listings/shared/api';
import { listingsOfSite } from '@listings/shared/contracts/listings';
import type { ListingDocument } from '@listings/projectors/listings';
import { LISTING_FIGURES_COLLECTION } from '@listings/projectors/site-content';
import { listings } from '../listing-queries.ts';
import { listingSummary } from '../listing-view.ts';
import { trendingScore } from '../trending.ts';
import { byVotesDuringWeek } from '../awards/launch-of-the-week.ts';

export interface LaunchQueryDependencies {
  documents: DocumentStore;
  site: SiteSettings;
  clock: Clock;
}

/** How far ahead a launch week may be asked for. */
export const MAX_WEEKS_AHEAD = 52;

export const getLaunchWeek =
  ({ documents, site: settings, clock }: LaunchQueryDependencies): OperationHandler<'get_launch_week'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const ofSite = listingsOfSite(onSite);
    const now = clock.now();
    const week = resolveWeek(input.params.week, now);
    const current = mondayOf(now);
    if (week > addWeeks(current, MAX_WEEKS_AHEAD))
      throw notFound(`Launch week ${week} (more than ${MAX_WEEKS_AHEAD} weeks ahead)`);
    const [first] = await listings(documents).find(
      { launch_week: { $ne: null }, status: { $in: ['live', 'scheduled'] }, ...ofSite },
      { sort: { launch_week: 1 }, limit: 1 },
    );
    if (week < current && (!first || week < (first.launch_week as string)))
      throw notFound(`Launch week ${week} (before the first launch)`);

    const state = week > current ? 'upcoming' : week === current ? 'current' : 'past';
    // A future week lists what is scheduled for it, and live listings relaunched into it.
    const launches = await listings(documents).find({
      launch_week: week,
      status: week > current ? { $in: ['scheduled', 'live'] } : 'live',
      ...ofSite,
    });
    const items =
      state === 'upcoming'
        ? launches
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((doc) => ({ rank: null, listing: listingSummary(doc, site), votes_this_week: 0 }))
        : launches.sort(byVotesDuringWeek(week)).map((doc, i) => ({
            rank: i + 1,
            listing: listingSummary(doc, site),
            votes_this_week: doc.votes_by_week[week] ?? 0,
          }));
    return ok({
      week,
      starts_on: week,
      ends_on: addDays(week, 6),
      state,
      ranked_by: state === 'upcoming' ? null : 'community votes cast during the week',
      total: items.length,
      items,
    });
  };

const SECTION_SORTS: Record<string, Sort> = {
  'most-voted': { votes: -1, _id: 1 },
  recent: { live_at: -1, _id: 1 },
  'most-viewed': { views: -1, _id: 1 },
  'most-followed': { follows: -1, _id: 1 },
  upcoming: { launch_week: 1, name: 1 },
};

export const listLaunches =
  ({ documents, site: settings, clock }: LaunchQueryDependencies): OperationHandler<'list_launches'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const ofSite = listingsOfSite(onSite);
    const { section, page, per_page } = input.query;
    const now = clock.now();
    const thisWeek = mondayOf(now);
    const summary = (doc: ListingDocument) => listingSummary(doc, site);

    if (section === 'today' || section === 'this-week' || section === 'trending') {
      const filter: Filter = { status: 'live', ...ofSite };
      if (section === 'today')
        filter.live_at = { $gte: `${isoDay(now)}T00:00:00.000Z`, $lt: `${addDays(isoDay(now), 1)}T00:00:00.000Z` };
      if (section === 'this-week') filter.launch_week = thisWeek;
      // Ranked here (weekly votes or time-decayed votes) on the few fields that takes; then only the
      // page's documents are loaded.
      const ranking = await listings(documents).find(filter, {
        projection: { _id: 1, slug: 1, votes: 1, votes_by_day: 1, votes_by_week: 1, live_at: 1 },
      });
      const scores = new Map(
        ranking.map((doc) => [doc._id, section === 'trending' ? trendingScore(doc.votes_by_day, now) : 0]),
      );
      const ordered =
        section === 'trending'
          ? ranking.sort(
              (a, b) => scores.get(b._id)! - scores.get(a._id)! || b.votes - a.votes || a.slug.localeCompare(b.slug),
            )
          : ranking.sort(byVotesDuringWeek(thisWeek));
      const pageIds = ordered.slice((page - 1) * per_page, page * per_page).map((doc) => doc._id);
      const byId = new Map((await listings(documents).find({ _id: { $in: pageIds } })).map((doc) => [doc._id, doc]));
      const items = pageIds.map((id) => {
        const doc = byId.get(id)!;
        return section === 'trending'
          ? { ...summary(doc), trending_score: Math.round(scores.get(id)! * 1000) / 1000 }
          : summary(doc);
      });
      return ok({ section, items, page, per_page, total: ordered.length });
    }
    const filter: Filter = { status: section === 'upcoming' ? 'scheduled' : 'live', ...ofSite };
    const [items, total] = await Promise.all([
      listings(documents).find(filter, { sort: SECTION_SORTS[section], skip: (page - 1) * per_page, limit: per_page }),
      listings(documents).countDocuments(filter),
    ]);
    return ok({ section, items: items.map(summary), page, per_page, total });
  };

type Board = (typeof LEADERBOARDS)[number];

export const getLeaderboard =
  ({ documents, site: settings, clock }: LaunchQueryDependencies): OperationHandler<'get_leaderboard'> =>
  async ({ input, site: onSite }) => {
    const site = siteSettingsOf(settings, onSite);
    const ofSite = listingsOfSite(onSite);
    const board = input.params.board as Board;
    if (!(LEADERBOARDS as readonly string[]).includes(board))
      throw notFound(`Leaderboard ${board} (boards: ${LEADERBOARDS.join(', ')})`);
    const { page, per_page } = input.query;
    if (input.query.week !== undefined && board !== 'community-weekly') {
      throw new Problem(400, 'week_not_applicable', 'week applies to the community-weekly board only.', {
        errors: [
          { field: 'query.week', code: 'week_not_applicable', message: 'applies to the community-weekly board only' },
        ],
      });
    }
    const skip = (page - 1) * per_page;
    type Item = ResponseOf<'get_leaderboard'>['items'][number];
    const ranked = (
      docs: ListingDocument[],
      metric: (doc: ListingDocument) => Item['metric'],
      extra: Pick<Item, 'paid' | 'label'> = {},
    ): Item[] =>
      docs.map((doc, i) => ({ rank: skip + i + 1, listing: listingSummary(doc, site), metric: metric(doc), ...extra }));

    switch (board) {
      case 'community-weekly': {
        const week = resolveWeek(input.query.week ?? 'this', clock.now());
        const field = `votes_by_week.${week}`;
        const filter = { status: 'live', [field]: { $gt: 0 }, ...ofSite };
        const [docs, total] = await Promise.all([
          listings(documents).find(filter, { sort: { [field]: -1, _id: 1 }, skip, limit: per_page }),
          listings(documents).countDocuments(filter),
        ]);
        return ok({
          board,
          week,
          paid_ranking: false,
          ranked_by: 'community votes cast during the week',
          items: ranked(docs, (d) => ({ name: 'votes', value: d.votes_by_week[week] ?? 0 })),
          page,
          per_page,
          total,
        });
      }
      case 'community-all-time': {
        const filter = { status: 'live', ...ofSite };
        const [docs, total] = await Promise.all([
          listings(documents).find(filter, { sort: { votes: -1, _id: 1 }, skip, limit: per_page }),
          listings(documents).countDocuments(filter),
        ]);
        return ok({
          board,
          paid_ranking: false,
          ranked_by: 'all community votes',
          items: ranked(docs, (d) => ({ name: 'votes', value: d.votes })),
          page,
          per_page,
          total,
        });
      }
      case 'billboard': {
        const filter = { status: 'live', billboard_cents: { $gt: 0 }, ...ofSite };
        const [docs, total] = await Promise.all([
          listings(documents).find(filter, { sort: { billboard_cents: -1, _id: 1 }, skip, limit: per_page }),
          listings(documents).countDocuments(filter),
        ]);
        return ok({
          board,
          paid_ranking: true,
          notice: 'Paid ranking: ordered by money contributed, not by votes or quality.',
          ranked_by: 'money contributed (USD cents)',
          items: ranked(docs, (d) => ({ name: 'contributed_usd_cents', value: d.billboard_cents }), {
            paid: true,
            label: 'Paid placement',
          }),
          page,
          per_page,
          total,
        });
      }
      case 'domain-rating':
      case 'revenue': {
        const field = board === 'domain-rating' ? 'domain_rating' : 'revenue';
        const figures = await documents
          .collection(LISTING_FIGURES_COLLECTION)
          .find({ [`${field}.latest.value`]: { $exists: true } }, { sort: { [`${field}.latest.value`]: -1, _id: 1 } });
        const live = new Map(
          (await listings(documents).find({ _id: { $in: figures.map((f) => f._id) }, status: 'live', ...ofSite })).map(
            (d) => [d.slug, d],
          ),
        );
        const rows = figures.filter((f) => live.has(f._id));
        const slice = rows.slice(skip, skip + per_page);
        return ok({
          board,
          paid_ranking: false,
          ranked_by:
            board === 'domain-rating'
              ? 'Domain Rating from a third-party SEO tool'
              : 'revenue (USD cents, as reported to the site team)',
          items: slice.map((f, i) => {
            const series = f[field] as { latest: { value: number; date: string }; change: number | null };
            return {
              rank: skip + i + 1,
              listing: listingSummary(live.get(f._id)!, site),
              metric: {
                name: field === 'domain_rating' ? 'domain_rating' : 'revenue_usd_cents',
                value: series.latest.value,
                as_of: series.latest.date,
                change: series.change,
              },
            };
          }),
          page,
          per_page,
          total: rows.length,
        });
      }
    }
  };
