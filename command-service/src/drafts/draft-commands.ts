/**
 * Draft write operations: start a draft from a URL, edit it (with AI redrafts from the stored
 * evidence), invite co-founders, save it as a listing and keep that listing in step with later edits.
 * Each returns the global position of its last event (read-your-writes token).
 */
import type { CategoryResolver } from '@listings/shared/contracts/site-content';
import type { DraftState } from '@listings/shared/contracts/drafts';
import {
  defineAggregate,
  isEventOf,
  type EventStore,
  type RecordedEvent,
  type Clock,
  KeyedQueue,
  newId,
  silentLogger,
  triggersOf,
  type ProcessManager,
} from '@listings/shared/kernel';
import { DomainError, type Actor } from '@listings/shared/kernel';
import { ListingCommands } from '../listings/index.ts';
import { categorySiteOfDraft, draftStream, type DraftEvent } from '@listings/shared/contracts/drafts';
import {
  assertSubmittable,
  draftDecider,
  ownedDraft,
  regenerateRefusal,
  type DraftCommand,
  type DraftUpdate,
} from './draft.decider.ts';
import { draftListingProcess } from './draft-listing.process.ts';
import type { CrawlResult, Drafter, DraftFieldName } from './drafting.ports.ts';

export interface DraftWrite {
  draftId: string;
  state: DraftState;
  position: number;
}

/** The draft aggregate: `draft-<uuid>`. */
export const draftAggregate = defineAggregate({ streamOf: draftStream, decider: draftDecider });

const userActor = (accountId: string): Actor => ({ kind: 'user', id: accountId });

type Started = Extract<DraftEvent, { type: 'DraftStarted' }>;
type SiteRead = Extract<DraftEvent, { type: 'SiteRead' }>;

/** The site as read, from the draft's SiteRead event: what redrafts and competitor comparisons use. */
export function siteOf(history: readonly RecordedEvent[]): CrawlResult | null {
  const read = [...history].reverse().find((e) => isEventOf<SiteRead>(e, 'SiteRead'));
  // The stream's first event (the decider records it before any other, once).
  const started = history.find((e) => isEventOf<Started>(e, 'DraftStarted'));
  if (!read || !started) return null;
  const { data } = read;
  return {
    startUrl: started.data.url,
    finalUrl: data.finalUrl,
    // Markup too large to keep was left out: extractors then read that page's text only.
    pages: data.pages.map((page) => ({ ...page, html: page.html ?? '' })),
    skipped: data.skipped as CrawlResult['skipped'],
  };
}

export class DraftCommands {
  private readonly listings: ListingCommands;
  /** Creates a submitted draft's listing and keeps it in step (draft-listing.process.ts). */
  private readonly listing: ProcessManager;
  /** One write at a time per draft in this process: a submit never races another into two listings. */
  private readonly serial = new KeyedQueue();

  private readonly events: EventStore;
  private readonly clock: Clock;
  private readonly drafter: Drafter;
  private readonly resolveCategories: CategoryResolver;

  constructor(
    events: EventStore,
    clock: Clock,
    drafter: Drafter,
    resolveCategories: CategoryResolver,
    /** The feature passes the one it also runs as a reactor; a standalone instance builds its own. */
    listing?: ProcessManager,
  ) {
    this.events = events;
    this.clock = clock;
    this.drafter = drafter;
    this.resolveCategories = resolveCategories;
    this.listings = new ListingCommands(events, clock);
    this.listing = listing ?? draftListingProcess({ events, clock, resolveCategories, logger: silentLogger });
  }

  load(draftId: string) {
    return draftAggregate.load(this.events, draftId);
  }

  /** Runs a command of the draft aggregate (also used by the reactors). */
  decide(draftId: string, command: DraftCommand, actor: Actor, cause: string) {
    return draftAggregate.handle(this.events, draftId, command, { actor, cause }, this.clock);
  }

  private serialised<T>(draftId: string, work: () => Promise<T>): Promise<T> {
    let result!: T;
    return this.serial.run(draftId, async () => void (result = await work())).then(() => result);
  }

  /** `site`: the key of the site it is started on (absent: the default site), whose categories it drafts from. */
  async start(ownerId: string, url: string, cause: string, site?: string): Promise<DraftWrite> {
    const draftId = newId();
    const result = await this.decide(
      draftId,
      { type: 'StartDraft', draftId, ownerId, url, site },
      userActor(ownerId),
      cause,
    );
    return { draftId, state: result.state, position: result.position };
  }

  update(
    draftId: string,
    actorId: string,
    body: Omit<DraftUpdate, 'regenerate'> & { regenerate?: DraftFieldName[] },
    cause: string,
  ): Promise<DraftWrite> {
    return this.serialised(draftId, async () => {
      const { regenerate, ...rest } = body;
      const update: DraftUpdate = rest;
      const loaded = Array.isArray(update.fields?.categories) || regenerate?.length ? await this.load(draftId) : null;
      // Categories come from the tree of the draft's site (saved on, else started on).
      const categorySite = loaded ? categorySiteOfDraft(loaded.state) : undefined;
      if (Array.isArray(update.fields?.categories))
        await this.refuseUnknownCategories(update.fields.categories, 'body', categorySite);
      if (regenerate?.length) {
        const { history, state } = loaded!;
        ownedDraft(state, actorId);
        const refusal = regenerateRefusal(state, regenerate);
        if (refusal) throw refusal;
        // The drafter runs before the decision (it is slow); decide checks the state again.
        const proposal = await this.drafter.draft(siteOf(history)!, {
          fields: [...new Set(regenerate)],
          ...(categorySite ? { site: categorySite } : {}),
        });
        update.regenerate = { fields: regenerate, proposal };
      }
      const result = await this.decide(draftId, { type: 'UpdateDraft', actorId, update }, userActor(actorId), cause);
      let position = result.position;
      // A submitted draft's listing follows it: run the process manager's step now, so the answer
      // (and a read-your-writes read after it) includes the listing's change.
      const [last] = triggersOf(draftStream(draftId), result.appended).slice(-1);
      if (result.state.listingId !== null && last) position = Math.max(position, await this.listing.handle(last));
      return { draftId, state: result.state, position };
    });
  }

  async invite(
    draftId: string,
    actorId: string,
    email: string,
    cause: string,
  ): Promise<DraftWrite & { inviteId: string }> {
    const inviteId = newId();
    const result = await this.decide(
      draftId,
      { type: 'InviteCofounder', actorId, inviteId, email },
      userActor(actorId),
      cause,
    );
    return { draftId, inviteId, state: result.state, position: result.position };
  }

  /**
   * Saves the draft as a listing (owner = the account, unpublished, only the primary category): an id
   * and a slug are reserved, the decision is recorded on the draft (DraftSubmitted), and the
   * draft-listing process manager creates the listing from it. Once saved, saving again brings the
   * same listing in step (and finishes a first save that a crash interrupted). `site`: the key of the
   * site of the network it is saved on (absent: the default site), recorded on DraftSubmitted, so
   * the listing lives there.
   */
  submit(
    draftId: string,
    actorId: string,
    cause: string,
    site?: string,
  ): Promise<DraftWrite & { listingId: number; slug: string }> {
    return this.serialised(draftId, async () => {
      const actor = userActor(actorId);
      const { history, state } = await this.load(draftId);
      ownedDraft(state, actorId);
      assertSubmittable(state);
      const names = state.fields.categories.value;
      // Its categories must be on the tree of the site its listing lives on (this request's when first saved).
      const listingSite = state.listingId !== null ? categorySiteOfDraft(state) : site;
      if (Array.isArray(names)) await this.refuseUnknownCategories(names, 'draft', listingSite);
      if (state.listingId !== null) {
        const submitted = history.find((event) => event.type === 'DraftSubmitted')!;
        const position = await this.listing.handle(submitted);
        return { draftId, state, position, listingId: state.listingId, slug: state.listingSlug! };
      }
      const { listingId, slug } = await this.listings.reserve(String(state.fields.name.value), actor, cause);
      const result = await this.decide(draftId, { type: 'SubmitDraft', actorId, listingId, slug, site }, actor, cause);
      const [submitted] = triggersOf(draftStream(draftId), result.appended);
      const position = Math.max(result.position, await this.listing.handle(submitted));
      return { draftId, state: result.state, position, listingId, slug };
    });
  }

  /**
   * Category names come from list_categories (the first is the primary category): a name the tree
   * does not have is refused, naming the entry, rather than dropped on the way to the listing.
   */
  private async refuseUnknownCategories(
    names: readonly string[],
    where: 'body' | 'draft',
    site: string | undefined,
  ): Promise<void> {
    for (const [index, name] of names.entries()) {
      if (name.trim() === '' || (await this.resolveCategories([name], site)).length > 0) continue;
      throw new DomainError(
        'invalid',
        'unknown_category',
        `"${name}" is not a category here: use a name list_categories gives (the first is the primary category).`,
        `${where}.fields.categories.${index}`,
      );
    }
  }
}
