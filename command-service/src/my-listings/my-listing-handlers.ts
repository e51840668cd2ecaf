/**
 * Write operations of "My listings": update_my_listing, post_listing_update, add_milestone,
 * delete_milestone, set_founder_story, choose_free_listing, and answer_interview. Each is decided
 * on the owner's listing (another account's listing is a 404) and answers with the owned listing as
 * the read side shows it once caught up with the write (read-your-writes, bounded); answer_interview
 * answers from the write side.
 */
import { created, ok, principalOf, type OperationHandlers, type OwnedListingResponse } from '@listings/shared/api';
import { DomainError } from '@listings/shared/kernel';
import type { ListingProfile, Milestone, ListingEvent } from '@listings/shared/contracts/listings';
import type { InterviewCommands } from './interview/interview-commands.ts';
import type { FreePlan } from './free-plan.ts';
import type { OwnedListings } from './owned-listing.ts';
import {
  FIELDS_APPLIED_ACROSS_SITES,
  planFanOut,
  resolveApplyTo,
  type FanOutPlan,
  type SiteListing,
} from './site-keys.ts';

export interface OwnedListingReader {
  read(listingId: number, accountId: string, position: number): Promise<OwnedListingResponse>;
}

/** The network and the company's listings across it, as apply_to needs them (read models). */
export interface SiteNetworkReader {
  /** Every site key of the network, the default site first. */
  siteKeys(): Promise<string[]>;
  /** A listing with its site, or null when the read side does not have it yet. */
  listing(listingId: number): Promise<SiteListing | null>;
  /** Listings owned or verified by the account, on every site. */
  candidates(accountId: string): Promise<SiteListing[]>;
  /** The configured default site's key (a listing the read side does not have yet is taken to be on it). */
  defaultSiteKey: string;
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
  network: SiteNetworkReader;
}) => {
  const { owned, freePlan, interview, responses, network } = deps;
  return {
    update_my_listing: async (context) => {
      const { accountId } = principalOf(context);
      const listingId: number = context.input.params.listing_id;
      const body = context.input.body ?? {};
      // An unknown key is refused before anything is written.
      const named = resolveApplyTo(body.apply_to, await network.siteKeys());
      const changes: Partial<ListingProfile> = {};
      for (const field of OWNED_FIELDS) {
        if (body.fields && body.fields[field] !== undefined)
          (changes as Record<string, unknown>)[field] = body.fields[field];
      }
      if (body.socials !== undefined) changes.socials = definedOnly(body.socials);
      if (body.faqs !== undefined) changes.faqs = body.faqs;
      // Writes to other sites share the request's id as correlation: an auditor sees one change.
      const correlationId = named.length > 0 ? context.requestId : undefined;
      const cause = context.operation.operationId;
      const write = await owned.execute(
        listingId,
        accountId,
        { type: 'ChangeProfile', changes },
        cause,
        undefined,
        correlationId,
      );
      const changedOf = (events: readonly ListingEvent[]) =>
        events.flatMap((e) => (e.type === 'ListingProfileChanged' ? Object.keys(e.data.changes) : []));
      const source = (await network.listing(listingId)) ?? {
        listingId,
        site: network.defaultSiteKey,
        ownerId: accountId,
        url: '',
      };
      const across: Partial<ListingProfile> = {};
      for (const field of FIELDS_APPLIED_ACROSS_SITES)
        if (changes[field] !== undefined) (across as Record<string, unknown>)[field] = changes[field];
      const plan: FanOutPlan =
        named.length > 0
          ? planFanOut(source, named, await network.candidates(accountId), Object.keys(across).length > 0)
          : { write: [], skip: [] };
      const written: { site: string; listing_id: number; changed_fields: string[] }[] = [];
      const skipped: {
        site: string;
        reason: FanOutPlan['skip'][number]['reason'] | 'not_yours';
        listing_ids?: number[];
      }[] = plan.skip.map(({ site, reason, listingIds }) => ({
        site,
        reason,
        ...(listingIds ? { listing_ids: listingIds } : {}),
      }));
      // One site after another, in the network's order: a retry under the same Idempotency-Key makes
      // the same writes in the same order, so each is found recorded and none is made twice.
      for (const target of plan.write) {
        try {
          const result = await owned.execute(
            target.listingId,
            accountId,
            { type: 'ChangeProfile', changes: across },
            cause,
            undefined,
            correlationId,
          );
          written.push({ site: target.site, listing_id: target.listingId, changed_fields: changedOf(result.events) });
        } catch (error) {
          if (!(error instanceof DomainError && error.code === 'listing_not_found')) throw error;
          skipped.push({ site: target.site, reason: 'not_yours', listing_ids: [target.listingId] });
        }
      }
      const listing = await responses.read(listingId, accountId, write.position);
      return ok({
        ...listing,
        changed_fields: changedOf(write.events),
        applied_to: [source.site, ...written.map((w) => w.site)],
        sites_written: written,
        sites_skipped: skipped,
      });
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
      // The request's site's questions, and the account's answers on that site (issue 30).
      return ok((await interview.answer(accountId, answers, context.operation.operationId, context.site)).view);
    },
  } satisfies OperationHandlers;
};
