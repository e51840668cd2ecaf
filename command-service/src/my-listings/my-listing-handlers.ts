/**
 * Write operations of "My listings": update_my_listing, post_listing_update, add_milestone,
 * delete_milestone, set_founder_story, choose_free_listing, and answer_interview. Each is decided
 * on the owner's listing (another account's listing is a 404) and answers with the owned listing as
 * the read side shows it once caught up with the write (read-your-writes, bounded); answer_interview
 * answers from the write side.
 */
import { created, ok, principalOf, type OperationHandlers, type OwnedListingResponse } from '@listings/shared/api';
import type { ListingProfile, Milestone, ListingEvent } from '@listings/shared/contracts/listings';
import type { InterviewCommands } from './interview/interview-commands.ts';
import type { FreePlan } from './free-plan.ts';
import type { OwnedListings } from './owned-listing.ts';
import { resolveApplyTo } from './site-keys.ts';

export interface OwnedListingReader {
  read(listingId: number, accountId: string, position: number): Promise<OwnedListingResponse>;
}

/** Fields of update_my_listing's `fields`, each the profile field of the same name. */
const OWNED_FIELDS = [
  'tagline',
  'short_description',
  'description',
  'pricing_model',
  'pricing_summary',
  'country',
  'city',
  'founded_year',
  'demo_video_url',
  'contact_email',
  'features',
  'usps',
  'keywords',
  'headline',
  'summary',
  'seo_title',
  'seo_description',
] as const satisfies readonly (keyof ListingProfile)[];

const definedOnly = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export const myListingCommandHandlers = (deps: {
  owned: OwnedListings;
  freePlan: FreePlan;
  interview: InterviewCommands;
  responses: OwnedListingReader;
  siteKey: string;
}) => {
  const { owned, freePlan, interview, responses, siteKey } = deps;
  return {
    update_my_listing: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const body = context.input.body ?? {};
      const appliedTo = resolveApplyTo(body.apply_to, siteKey);
      const changes: Partial<ListingProfile> = {};
      for (const field of OWNED_FIELDS) {
        if (body.fields && body.fields[field] !== undefined)
          (changes as Record<string, unknown>)[field] = body.fields[field];
      }
      if (body.socials !== undefined) changes.socials = definedOnly(body.socials);
      if (body.faqs !== undefined) changes.faqs = body.faqs;
      const write = await owned.execute(
        listingId,
        accountId,
        { type: 'ChangeProfile', changes },
        context.operation.operationId,
      );
      const changed = write.events.flatMap((e) =>
        e.type === 'ListingProfileChanged' ? Object.keys(e.data.changes) : [],
      );
      const listing = await responses.read(listingId, accountId, write.position);
      return ok({ ...listing, changed_fields: changed, applied_to: appliedTo });
    },
    post_listing_update: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const { title, body } = context.input.body!;
      const write = await owned.execute(
        listingId,
        accountId,
        { type: 'PostUpdate', title, body },
        context.operation.operationId,
      );
      const posted = write.events.find(
        (e): e is Extract<ListingEvent, { type: 'ListingUpdatePosted' }> => e.type === 'ListingUpdatePosted',
      )!;
      const listing = await responses.read(listingId, accountId, write.position);
      const shown = listing.latest_updates.find((u) => u.id === posted.data.updateId);
      return created({
        listing_id: listingId,
        update: { id: posted.data.updateId, title, body, posted_at: shown?.posted_at ?? null },
        followers: 'notified by e-mail shortly',
        latest_updates: listing.latest_updates,
      });
    },
    add_milestone: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const milestone = definedOnly(context.input.body as Omit<Milestone, 'id'>);
      const write = await owned.execute(
        listingId,
        accountId,
        { type: 'AddMilestone', milestone },
        context.operation.operationId,
      );
      const added = write.events.find(
        (e): e is Extract<ListingEvent, { type: 'MilestoneAdded' }> => e.type === 'MilestoneAdded',
      )!.data.milestone;
      const listing = await responses.read(listingId, accountId, write.position);
      return created({
        ...added,
        listing_id: listingId,
        shown_publicly: listing.public_sections.includes('milestones'),
        milestones: listing.milestones,
      });
    },
    delete_milestone: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const milestoneId: number = context.input.params.milestone_id;
      const write = await owned.execute(
        listingId,
        accountId,
        { type: 'DeleteMilestone', milestoneId },
        context.operation.operationId,
      );
      const listing = await responses.read(listingId, accountId, write.position);
      return ok({ listing_id: listingId, milestone_id: milestoneId, deleted: true, milestones: listing.milestones });
    },
    set_founder_story: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const story = definedOnly((context.input.body ?? {}) as Record<string, string>);
      const write = await owned.execute(
        listingId,
        accountId,
        { type: 'ChangeProfile', changes: { story } },
        context.operation.operationId,
      );
      const listing = await responses.read(listingId, accountId, write.position);
      return ok({
        listing_id: listingId,
        story: listing.story,
        shown_publicly: listing.public_sections.includes('story'),
        status: listing.status,
      });
    },
    choose_free_listing: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const outcome = await freePlan.choose(listingId, accountId, context.operation.operationId);
      const listing = await responses.read(listingId, accountId, outcome.position);
      return ok({
        ...listing,
        badge: { found: outcome.check.found, result: outcome.check.reason, checked_url: outcome.check.url },
        queued_week: outcome.week,
      });
    },
    answer_interview: async (context) => {
      const { accountId } = principalOf(context);
      const answers = (context.input.body!.answers as { question_id: number; answer: string }[]).map((a) => ({
        questionId: a.question_id,
        answer: a.answer,
      }));
      // Answered from the write side: the answers read model is read by nothing else, so there is
      // no need to wait for the projections to reach the write.
      return ok((await interview.answer(accountId, answers, context.operation.operationId)).view);
    },
  } satisfies OperationHandlers;
};
