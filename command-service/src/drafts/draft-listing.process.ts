/**
 * A submitted draft and its listing, kept in step by a process manager. submit_draft records the
 * decision on the draft (DraftSubmitted, with the listing id and slug reserved for it); this step
 * then creates the listing if it does not exist yet and makes its profile and milestones those of the
 * draft. Every later edit of a submitted draft triggers the same step. It converges on the draft's
 * current state, so it is idempotent: after a crash between the draft's event and the listing's, the
 * runtime runs it again at the next start and it finishes what was missing, once.
 *
 * Listing events it appends carry the triggering event's actor and cause (the owner, submit_draft or
 * update_draft) and its id as causationId.
 */
import {
  asDomainEvent,
  defineProcessManager,
  loadAggregate,
  type Actor,
  type Clock,
  type EventStore,
  type Logger,
  type ProcessManager,
  type TriggerEvent,
} from '@listings/shared/kernel';
import { DRAFT_EVENT_TYPES, draftStream, type DraftEvent, type DraftState } from '@listings/shared/contracts/drafts';
import {
  listingStream,
  MAX_FREE_CATEGORIES,
  type ListingEvent,
  type Milestone,
} from '@listings/shared/contracts/listings';
import type { CategoryResolver } from '@listings/shared/contracts/site-content';
import { foldListing, ListingCommands, maxCategories } from '../listings/index.ts';
import { draftDecider } from './draft.decider.ts';
import { categorySlugsOf, listingProfileOf } from './draft-listing.ts';

/** Events after which a submitted draft's listing may differ from the draft: everything but the crawl's progress and invites. */
const SYNCED_AFTER = DRAFT_EVENT_TYPES.filter(
  (type) =>
    !['DraftStarted', 'SiteRead', 'SiteReadFailed', 'DraftingFailed', 'CofounderInvited', 'InviteEmailSent'].includes(
      type,
    ),
);

export function draftListingProcess(deps: {
  events: EventStore;
  clock: Clock;
  resolveCategories: CategoryResolver;
  logger: Logger;
}): ProcessManager<number, DraftEvent> {
  const { events, clock, resolveCategories } = deps;
  const listings = new ListingCommands(events, clock);

  async function step(trigger: TriggerEvent<DraftEvent>): Promise<number> {
    const { draftId } = trigger.data;
    const { state } = await loadAggregate(events, draftStream(draftId), draftDecider);
    if (state.listingId === null || state.listingSlug === null) return 0;
    const actor = trigger.metadata.actor as Actor;
    const cause = trigger.metadata.cause;
    const history = (await events.readStream(listingStream(state.listingId))).map((e) =>
      asDomainEvent<ListingEvent>(e),
    );
    let position = 0;
    if (history.length === 0) {
      // First submission: the listing is created unpublished, owned by the draft's owner, with only
      // the primary category (paid listings get more through orders).
      const profile = listingProfileOf(state, await categorySlugsOf(state, resolveCategories, MAX_FREE_CATEGORIES));
      const created = await listings.createReserved(
        {
          listingId: state.listingId,
          slug: state.listingSlug,
          profile,
          ownerId: state.ownerId,
          draftId,
          site: state.listingSite ?? undefined,
        },
        actor,
        cause,
        trigger.id,
      );
      return Math.max(created.position, await syncMilestones(state, [], actor, cause, trigger.id));
    }
    const listing = foldListing(history);
    const profile = listingProfileOf(state, await categorySlugsOf(state, resolveCategories, maxCategories(listing)));
    const { url: _url, ...changes } = profile;
    position = (await listings.execute(state.listingId, { type: 'ChangeProfile', changes }, actor, cause, trigger.id))
      .position;
    position = Math.max(position, await syncMilestones(state, history, actor, cause, trigger.id));
    // Nothing new to write (this step ran already, perhaps from the runtime): a reader still waits for
    // the listing as it stands.
    return position || (await lastPosition(state.listingId));
  }

  async function lastPosition(listingId: number): Promise<number> {
    const [last] = await events.readStream(listingStream(listingId), { direction: 'backwards', maxCount: 1 });
    return last?.position ?? 0;
  }

  /** Makes the listing's milestones those of the draft: removes the others, adds the missing ones. */
  async function syncMilestones(
    state: DraftState,
    listingEvents: ListingEvent[],
    actor: Actor,
    cause: string,
    causationId: string,
  ): Promise<number> {
    const listingId = state.listingId!;
    const current = new Map<number, Milestone>();
    for (const event of listingEvents) {
      if (event.type === 'MilestoneAdded') current.set(event.data.milestone.id, event.data.milestone);
      if (event.type === 'MilestoneDeleted') current.delete(event.data.milestoneId);
    }
    const keyOf = (m: { date: string; title: string; description?: string; url?: string }) =>
      JSON.stringify([m.date, m.title, m.description ?? '', m.url ?? '']);
    const wanted = new Set(state.milestones.map(keyOf));
    const have = new Set([...current.values()].map(keyOf));
    let position = 0;
    for (const milestone of current.values()) {
      if (wanted.has(keyOf(milestone))) continue;
      const command = { type: 'DeleteMilestone' as const, milestoneId: milestone.id };
      position = (await listings.execute(listingId, command, actor, cause, causationId)).position;
    }
    for (const { evidence: _e, ...milestone } of state.milestones) {
      if (have.has(keyOf(milestone))) continue;
      have.add(keyOf(milestone));
      position = (await listings.execute(listingId, { type: 'AddMilestone', milestone }, actor, cause, causationId))
        .position;
    }
    return position;
  }

  return defineProcessManager<number, DraftEvent>({
    name: 'draft-listing',
    eventTypes: SYNCED_AFTER,
    logger: deps.logger,
    keyOf: (event) => `draft:${event.data.draftId}`,
    step,
  });
}
