/**
 * Builds the `listings` read model from listing and engagement events.
 *
 * In distributed mode a listing's own stream, its votes, views, follows, reviews, billboard money and
 * its badge and fact checks come on different partitions, so one of those may be applied before the
 * listing's ListingCreated (a partition's consumer behind another). Such an event finds no listing; it
 * is kept whole in `listing_early_events` and applied right after the ListingCreated, in log order,
 * so nothing is lost and the read model equals a rebuild in log order (where that never happens).
 */
import { defineProjection, type DocumentStore, isEventOf, isoDayOf, mondayOf } from '@listings/shared/kernel';
import {
  domainOf,
  type ListingEvent,
  LISTING_EVENT_TYPES,
  upcastListingEvent,
} from '@listings/shared/contracts/listings';
import { type EngagementEvent, ENGAGEMENT_EVENT_TYPES, voteWeekOf } from '@listings/shared/contracts/engagement';
import {
  type BadgeKeepingEvent,
  type FactsKeepingEvent,
  BADGE_KEEPING_EVENT_TYPES,
  FACTS_KEEPING_EVENT_TYPES,
} from '@listings/shared/contracts/my-listings';
import {
  EARLY_EVENTS_COLLECTION,
  LISTINGS_COLLECTION,
  VOTES_COLLECTION,
  type ListingDocument,
} from './listings.read-model.ts';

const listings = (documents: DocumentStore) => documents.collection<ListingDocument>(LISTINGS_COLLECTION);

const ratingOf = (reviews: ListingDocument['reviews']): ListingDocument['rating'] => {
  const genuine = Object.values(reviews).filter((r) => r.genuine);
  if (genuine.length === 0) return { average: null, count: 0 };
  return {
    average: Math.round((genuine.reduce((sum, r) => sum + r.rating, 0) / genuine.length) * 10) / 10,
    count: genuine.length,
  };
};

/**
 * `votes`, `votes_by_week` and `votes_by_day` hold counted votes only (boards, trending and awards
 * read them); `vote_accounting.<week>` holds the public accounting: cast, counted, discounted per category.
 */
const countedChange = (week: string, day: string, by: number): Record<string, number> => ({
  votes: by,
  [`votes_by_week.${week}`]: by,
  [`votes_by_day.${day}`]: by,
  [`vote_accounting.${week}.counted`]: by,
});

/** The counter changes of a vote entering (+1) or leaving (-1) a status. */
const statusChange = (week: string, day: string, status: string, by: number): Record<string, number> =>
  status === 'counted'
    ? countedChange(week, day, by)
    : status === 'pending'
      ? {}
      : { [`vote_accounting.${week}.discounted.${status}`]: by };

const sumChanges = (...changes: Record<string, number>[]): Record<string, number> => {
  const sum: Record<string, number> = {};
  for (const change of changes) for (const [field, by] of Object.entries(change)) sum[field] = (sum[field] ?? 0) + by;
  return Object.fromEntries(Object.entries(sum).filter(([, by]) => by !== 0));
};

/** What the listings read model is built from: its own context's events and those of engagement and my-listings. */
type ListingsViewEvent = ListingEvent | EngagementEvent | BadgeKeepingEvent | FactsKeepingEvent;

export const listingsProjection = defineProjection<ListingsViewEvent>({
  name: 'listings',
  collections: [LISTINGS_COLLECTION, VOTES_COLLECTION, EARLY_EVENTS_COLLECTION],
  eventTypes: [
    ...LISTING_EVENT_TYPES,
    ...ENGAGEMENT_EVENT_TYPES,
    ...BADGE_KEEPING_EVENT_TYPES,
    ...FACTS_KEEPING_EVENT_TYPES,
  ],

  async setup(documents) {
    await listings(documents).createIndex({ listing_id: 1 }, { unique: true });
    await listings(documents).createIndex({ status: 1, votes: -1 });
    await listings(documents).createIndex({ owner_id: 1 });
    await listings(documents).createIndex({ site: 1, status: 1 });
    await documents.collection(EARLY_EVENTS_COLLECTION).createIndex({ listing_id: 1 });
  },

  async apply(recorded, documents) {
    // A link or e-mail address recorded before the API refused unsafe ones never reaches the read model.
    const event = isEventOf<ListingEvent>(recorded, ...LISTING_EVENT_TYPES) ? upcastListingEvent(recorded) : recorded;
    const at = recorded.metadata.at;
    const byId = { listing_id: event.data.listingId };
    const plainUpdate = (changes: Record<string, unknown>) =>
      // The latest time of any event applied, not the last applied: the events of a listing's own stream,
      // its votes and its badge and fact checks come on different partitions in distributed mode, so
      // their order between streams differs from the log's, and a rebuild must give the same value.
      listings(documents).updateOne(byId, { ...changes, $max: { ...(changes.$max as object), updated_at: at } });
    /**
     * A listing the site team unpublished keeps `status: 'unpublished'` (every public read asks for
     * live or scheduled ones, so it is left out everywhere); a status change meanwhile (a launch) is
     * kept in `unpublished.status` and shows when it is restored.
     */
    const update = async (changes: Record<string, unknown>, launchWeek?: string) => {
      const set = { ...(changes.$set as Record<string, unknown> | undefined) };
      if ('status' in set || launchWeek !== undefined) {
        // The whole document by its unique listing_id: with a projection the store compiles a query each time.
        const current = await listings(documents).findOne(byId);
        if (!current) return;
        /**
         * `$addToSet: { launch_weeks }` as a `$set` of the list read here: the same list, on the store's
         * fast path rather than mingo's update operators, whose fixed setup per call was the largest
         * share of a rebuild where each listing goes live once (issue 30, bench:sites).
         */
        const weeks = current.launch_weeks ?? [];
        if (launchWeek !== undefined && !weeks.includes(launchWeek)) set.launch_weeks = [...weeks, launchWeek];
        if ('status' in set && current.unpublished) {
          const { status, ...rest } = set;
          return plainUpdate({ ...changes, $set: { ...rest, 'unpublished.status': status } });
        }
      }
      return plainUpdate({ ...changes, $set: set });
    };
    /** Keeps an event of another stream that found no listing yet, for its ListingCreated to apply. */
    const early = () =>
      documents
        .collection(EARLY_EVENTS_COLLECTION)
        .replaceOne(
          { _id: recorded.id },
          { _id: recorded.id, listing_id: event.data.listingId, position: recorded.position, event: recorded },
          { upsert: true },
        );
    /** `update`, keeping the event for later when the listing is not there yet. */
    const updateOrKeep = async (changes: Record<string, unknown>) => {
      const result = await update(changes);
      if (result && result.matchedCount === 0) await early();
    };
    /**
     * Whether the listing's list already holds the element with this id: a redelivered event that
     * `$push`es (an update, a milestone) is then applied once, as a replay after a crash must be.
     */
    const holds = async (list: 'latest_updates' | 'milestones', id: number) => {
      const current = await listings(documents).findOne(byId, { projection: { [list]: 1 } });
      return ((current?.[list] ?? []) as { id: number }[]).some((element) => element.id === id);
    };

    switch (event.type) {
      case 'ListingCreated': {
        const { listingId, slug, ownerId, profile, draftId, site } = event.data;
        const document: ListingDocument = {
          ...profile,
          _id: slug,
          slug,
          listing_id: listingId,
          owner_id: ownerId,
          // As recorded (null: the default site, read with listingsOfSite), so a rebuild equals live.
          site: site ?? null,
          draft_id: draftId ?? null,
          domain: domainOf(profile.url),
          status: 'draft',
          plan: null,
          launch_week: null,
          launch_weeks: [],
          live_at: null,
          created_at: at,
          updated_at: at,
          unlocked: [],
          featured_until: null,
          featured: false,
          verified: false,
          milestones: [],
          latest_updates: [],
          approved_alternatives: [],
          votes: 0,
          votes_by_week: {},
          votes_by_day: {},
          vote_accounting: {},
          views: 0,
          follows: 0,
          reviews: {},
          rating: { average: null, count: 0 },
          billboard_cents: 0,
        };
        await listings(documents).replaceOne({ _id: slug }, document, { upsert: true });
        // Events of its other streams applied before it (distributed mode): applied now, in log order.
        const kept = documents.collection(EARLY_EVENTS_COLLECTION);
        const waiting = await kept.find({ listing_id: listingId }, { sort: { position: 1 } });
        for (const { event: waited } of waiting)
          await listingsProjection.apply(waited as Parameters<typeof listingsProjection.apply>[0], documents);
        if (waiting.length) await kept.deleteMany({ listing_id: listingId });
        return;
      }
      case 'ListingProfileChanged': {
        const after = Object.fromEntries(
          Object.entries(event.data.changes).map(([field, change]) => [field, change.after]),
        );
        if (typeof after.url === 'string') after.domain = domainOf(after.url);
        await update({ $set: after });
        return;
      }
      case 'ListingAwaitingBadge':
        await update({ $set: { status: 'awaiting_badge', plan: 'free' } });
        return;
      case 'ListingScheduled':
        await update({ $set: { status: 'scheduled', launch_week: event.data.week, plan: event.data.plan } });
        return;
      case 'ListingWentLive':
        await update(
          { $set: { status: 'live', launch_week: event.data.week, plan: event.data.plan, live_at: at } },
          event.data.week,
        );
        return;
      case 'ListingRelaunched':
        await update({ $set: { launch_week: event.data.week, relaunched_at: at } }, event.data.week);
        return;
      case 'ListingSectionsUnlocked':
        await update({ $addToSet: { unlocked: { $each: event.data.sections } } });
        return;
      case 'ListingFeatured':
        await update({ $set: { featured: true, featured_until: event.data.until } });
        return;
      case 'ListingUnfeatured':
        await update({ $set: { featured: false, featured_until: null } });
        return;
      case 'ListingPaidPlanRevoked':
        await update({
          $set: event.data.unscheduled
            ? { plan: null, unlocked: [], status: 'draft', launch_week: null }
            : { plan: 'free', unlocked: [] },
        });
        return;
      case 'ListingVerified':
        await update({ $set: { verified: true, owner_id: event.data.ownerId } });
        return;
      case 'ListingUpdatePosted': {
        const { updateId, title, body } = event.data;
        if (await holds('latest_updates', updateId)) return;
        await update({
          $push: {
            latest_updates: { $each: [{ id: updateId, title, body, posted_at: at }], $position: 0, $slice: 10 },
          },
        });
        return;
      }
      case 'MilestoneAdded':
        if (await holds('milestones', event.data.milestone.id)) return;
        await update({ $push: { milestones: event.data.milestone } });
        return;
      case 'MilestoneDeleted':
        await update({ $pull: { milestones: { id: event.data.milestoneId } } });
        return;
      case 'AlternativeApproved':
        await update({ $addToSet: { approved_alternatives: event.data.alternativeSlug } });
        return;
      case 'AlternativeWithdrawn':
        await update({ $pull: { approved_alternatives: event.data.alternativeSlug } });
        return;
      case 'ListingLogoSet':
        // The whole picture record replaces the last one, so applying it twice is applying it once.
        await update({ $set: { site_logo: event.data.logo } });
        return;
      case 'ListingLogoNotFound':
        await update({ $set: { site_logo_not_found: true } });
        return;
      case 'ListingScreenshotAdded':
        // Added once however often it is applied: the same picture record is one element of the set.
        await update({ $addToSet: { site_screenshots: event.data.image } });
        return;
      case 'ListingScreenshotRemoved':
        await update({ $pull: { site_screenshots: { 'original.hash': event.data.hash } } });
        return;
      case 'ListingFounderPhotoSet':
        // The founder's whole photo record replaces the last (keyed by founder slug): once is twice.
        await update({
          $set: { [`site_founder_photos.${event.data.founderSlug}`]: { ...event.data.photo, set_at: at } },
        });
        return;
      case 'ListingFounderPhotoRemoved':
        await update({ $unset: { [`site_founder_photos.${event.data.founderSlug}`]: 1 } });
        return;
      case 'ListingUnpublishedByStaff': {
        const current = await listings(documents).findOne(byId);
        // Once is twice: an unpublished listing is not unpublished again (its held status is kept).
        if (!current || current.unpublished) return;
        await plainUpdate({
          $set: {
            status: 'unpublished',
            unpublished: { status: current.status, reason: event.data.reason, at },
          },
        });
        return;
      }
      case 'ListingRestoredByStaff': {
        const current = await listings(documents).findOne(byId);
        if (!current?.unpublished) return;
        await plainUpdate({ $set: { status: current.unpublished.status, unpublished: null } });
        return;
      }
      case 'VoteCast': {
        // The day it was cast (trending) and the launch week it counts toward, as the event says. A vote
        // with voter signals waits for its verdict (recorded with it); one without counts at once.
        const day = isoDayOf(at);
        const week = voteWeekOf(event.data, at);
        const id = `${event.data.listingId}:${event.data.voterId}`;
        const status = event.data.voter ? 'pending' : 'counted';
        // The listing first: a vote applied before its listing exists is kept whole for later.
        const counted = await update({
          $inc: {
            [`vote_accounting.${week}.cast`]: 1,
            ...(status === 'counted' ? countedChange(week, day, 1) : {}),
          },
        });
        if (counted?.matchedCount === 0) {
          await early();
          return;
        }
        await documents
          .collection(VOTES_COLLECTION)
          .replaceOne({ _id: id }, { _id: id, day, week, status }, { upsert: true });
        return;
      }
      case 'VoteCounted':
      case 'VoteDiscounted': {
        const id = `${event.data.listingId}:${event.data.voterId}`;
        const vote = await documents.collection(VOTES_COLLECTION).findOne({ _id: id });
        if (!vote) {
          if (!(await listings(documents).findOne(byId))) await early();
          return;
        }
        const day = vote.day as string;
        const week = (vote.week as string | undefined) ?? mondayOf(day);
        const before = (vote.status as string | undefined) ?? 'counted';
        const after = event.type === 'VoteCounted' ? 'counted' : event.data.reason;
        if (before === after) return;
        await documents.collection(VOTES_COLLECTION).updateOne({ _id: id }, { $set: { status: after } });
        await update({ $inc: sumChanges(statusChange(week, day, before, -1), statusChange(week, day, after, 1)) });
        return;
      }
      case 'VoteWithdrawn': {
        const id = `${event.data.listingId}:${event.data.voterId}`;
        const vote = await documents.collection(VOTES_COLLECTION).findOne({ _id: id });
        if (!vote) {
          if (!(await listings(documents).findOne(byId))) await early();
          return;
        }
        const day = vote.day as string;
        const week = (vote.week as string | undefined) ?? mondayOf(day);
        const status = (vote.status as string | undefined) ?? 'counted';
        await documents.collection(VOTES_COLLECTION).deleteOne({ _id: id });
        await update({
          $inc: sumChanges({ [`vote_accounting.${week}.cast`]: -1 }, statusChange(week, day, status, -1)),
        });
        return;
      }
      case 'ListingViewed':
        await updateOrKeep({ $inc: { views: 1 } });
        return;
      case 'ListingFollowed':
        await updateOrKeep({ $inc: { follows: 1 } });
        return;
      case 'ListingUnfollowed':
        await updateOrKeep({ $inc: { follows: -1 } });
        return;
      case 'ReviewPosted':
      case 'ReviewFlagged':
      case 'ReviewRestored': {
        const current = await listings(documents).findOne(byId);
        if (!current) {
          await early();
          return;
        }
        const reviews = { ...current.reviews };
        if (event.type === 'ReviewPosted')
          reviews[event.data.reviewId] = { rating: event.data.rating, genuine: event.data.genuine };
        else if (reviews[event.data.reviewId])
          reviews[event.data.reviewId] = {
            ...reviews[event.data.reviewId],
            // Set aside: not counted; restored: as posted (the event says whether that counts).
            genuine: event.type === 'ReviewRestored' ? event.data.genuine : false,
          };
        await update({ $set: { reviews, rating: ratingOf(reviews) } });
        return;
      }
      // Kept badges: the owner sees the last re-check; the public page marks the outbound link nofollow.
      case 'KeptBadgeChecked':
        await updateOrKeep({
          $set: {
            'badge_keeping.last_checked_at': at,
            'badge_keeping.last_outcome': event.data.outcome,
            'badge_keeping.last_reason': event.data.reason,
          },
        });
        return;
      case 'BadgeGoneNoticed':
        await updateOrKeep({
          $set: { 'badge_keeping.gone_since': at, 'badge_keeping.grace_until': event.data.graceUntil },
        });
        return;
      case 'OutboundLinkNofollowed':
        await updateOrKeep({ $set: { link_nofollow: true, 'badge_keeping.nofollow_since': at } });
        return;
      case 'BadgeReturned':
        await updateOrKeep({
          $set: {
            link_nofollow: false,
            'badge_keeping.gone_since': null,
            'badge_keeping.grace_until': null,
            'badge_keeping.nofollow_since': null,
          },
        });
        return;
      case 'BadgeGoneMailed':
        return;
      // Kept facts: when the quoted pages were last read, what is flagged to the owner, when confirmed.
      case 'SiteReread':
        await updateOrKeep({ $set: { 'facts_check.last_reread_at': at } });
        return;
      case 'FactEvidenceMissing': {
        const { field, quote, url } = event.data;
        await updateOrKeep({ $push: { 'facts_check.flagged': { field, quote, url, since: at } } });
        return;
      }
      case 'FactEvidenceFoundAgain': {
        const { quote, url } = event.data;
        await updateOrKeep({ $pull: { 'facts_check.flagged': { quote, url } } });
        return;
      }
      case 'FactsConfirmed':
        await updateOrKeep({ $set: { facts_confirmed_at: at } });
        return;
      case 'FactFlagMailed':
        return;
      case 'BillboardContributed':
        await updateOrKeep({ $inc: { billboard_cents: event.data.amountCents } });
        return;
      case 'BillboardContributionWithdrawn':
        await updateOrKeep({ $inc: { billboard_cents: -event.data.amountCents } });
        return;
    }
  },
});
