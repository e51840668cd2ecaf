/**
 * Closed launch weeks and their Launch of the Week awards, exactly as the week-closing process
 * recorded them (LaunchWeekClosed, LaunchOfTheWeekAwarded): list_awards, the badges and the site read
 * awards from here and never rank anything themselves.
 *
 * A week is closed per site (issue 30): every document keeps the `site` its event recorded (null:
 * the default site, which records none, as every event written before the network did), and the
 * default site's keep the ids they always had (`<week>`, `<week>:<rank>`), another site's add
 * `@<site>` to the week. Readers apply the upcast in the query (null is the default site), so a
 * rebuild equals the live model and no event is rewritten.
 */
import { defineProjection } from '@listings/shared/kernel';
import {
  LAUNCH_WEEK_EVENT_TYPES,
  type LaunchWeekBoardRow,
  type LaunchWeekEvent,
} from '@listings/shared/contracts/engagement';

export const LAUNCH_AWARDS_COLLECTION = 'launch_awards';
export const LAUNCH_WEEK_CLOSES_COLLECTION = 'launch_week_closes';
/** Every recount of a closed week (LaunchWeekRecounted), for the awards page's recount log. */
export const LAUNCH_WEEK_RECOUNTS_COLLECTION = 'launch_week_recounts';

/** The id part of a site's week: `<week>` for the default site (no site recorded), `<week>@<site>` otherwise. */
export const siteWeekId = (week: string, site: string | undefined | null): string => (site ? `${week}@${site}` : week);

export interface LaunchWeekRecountDocument {
  _id: string; // the event id
  week: string;
  /** The site as recorded; null: the default site. */
  site: string | null;
  recounted_at: string;
  cause: string;
  /** The top three after the recount (slug, name, votes by rank). */
  top: { rank: number; slug: string; name: string; votes: number }[];
  [field: string]: unknown;
}

export interface LaunchAwardDocument {
  _id: string; // `<week>:<rank>`, or `<week>@<site>:<rank>`
  week: string;
  /** The site as recorded; null: the default site. */
  site: string | null;
  rank: 1 | 2 | 3;
  listing_id: number;
  slug: string;
  name: string;
  votes: number;
  awarded_at: string;
  [field: string]: unknown;
}

export interface LaunchWeekCloseDocument {
  _id: string; // the week, or `<week>@<site>`
  week: string;
  /** The site as recorded; null: the default site. */
  site: string | null;
  closed_at: string;
  through_position: number;
  ranked_by: string;
  board: LaunchWeekBoardRow[];
  [field: string]: unknown;
}

export const launchWeekClosesProjection = defineProjection<LaunchWeekEvent>({
  name: 'launch-week-closes',
  collections: [LAUNCH_AWARDS_COLLECTION, LAUNCH_WEEK_CLOSES_COLLECTION, LAUNCH_WEEK_RECOUNTS_COLLECTION],
  eventTypes: LAUNCH_WEEK_EVENT_TYPES,

  async setup(documents) {
    await documents.collection(LAUNCH_AWARDS_COLLECTION).createIndex({ slug: 1 });
    await documents.collection(LAUNCH_AWARDS_COLLECTION).createIndex({ week: -1, rank: 1 });
    await documents.collection(LAUNCH_WEEK_CLOSES_COLLECTION).createIndex({ week: 1 });
    await documents.collection(LAUNCH_WEEK_RECOUNTS_COLLECTION).createIndex({ recounted_at: -1 });
  },

  async apply(event, documents) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'LaunchWeekEnded':
        return;
      case 'LaunchWeekClosed': {
        const { week, site, throughPosition, rankedBy, board } = event.data;
        const document: LaunchWeekCloseDocument = {
          _id: siteWeekId(week, site),
          week,
          site: site ?? null,
          closed_at: at,
          through_position: throughPosition,
          ranked_by: rankedBy,
          board,
        };
        await documents
          .collection<LaunchWeekCloseDocument>(LAUNCH_WEEK_CLOSES_COLLECTION)
          .replaceOne({ _id: document._id }, document, { upsert: true });
        return;
      }
      case 'LaunchWeekRecounted': {
        const { week, site, cause, board } = event.data;
        const document: LaunchWeekRecountDocument = {
          _id: event.id,
          week,
          site: site ?? null,
          recounted_at: at,
          cause,
          top: board.slice(0, 3).map(({ rank, slug, name, votes }) => ({ rank, slug, name, votes })),
        };
        await documents
          .collection<LaunchWeekRecountDocument>(LAUNCH_WEEK_RECOUNTS_COLLECTION)
          .replaceOne({ _id: document._id }, document, { upsert: true });
        await documents
          .collection(LAUNCH_WEEK_CLOSES_COLLECTION)
          .updateOne({ _id: siteWeekId(week, site) }, { $set: { board, recounted_at: at } });
        return;
      }
      case 'LaunchOfTheWeekWithdrawn':
        await documents
          .collection(LAUNCH_AWARDS_COLLECTION)
          .deleteOne({ _id: `${siteWeekId(event.data.week, event.data.site)}:${event.data.rank}` });
        return;
      case 'LaunchOfTheWeekAwarded': {
        const { week, site, rank, listingId, slug, name, votes } = event.data;
        const document: LaunchAwardDocument = {
          _id: `${siteWeekId(week, site)}:${rank}`,
          week,
          site: site ?? null,
          rank,
          listing_id: listingId,
          slug,
          name,
          votes,
          awarded_at: at,
        };
        await documents
          .collection<LaunchAwardDocument>(LAUNCH_AWARDS_COLLECTION)
          .replaceOne({ _id: document._id }, document, { upsert: true });
        return;
      }
    }
  },
});
