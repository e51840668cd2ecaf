import {
  DEFAULT_BADGE_RECHECK,
  type BadgeRecheckSettings,
  type RecheckCandidate,
} from '@listings/shared/contracts/my-listings';
/**
 * choose_free_listing and its re-checks. The badge is looked for on the company's homepage; found →
 * the listing is queued (ListingScheduled, plan free) for the week `free_queue_weeks` after this
 * week's Monday; missing → ListingAwaitingBadge (once) and the scheduler below looks again later.
 * Every check is recorded (BadgeChecked). Scheduled or live listings are refused (409) before any
 * fetch, and again by the decider on the state it appends to.
 */
import {
  appendOnce,
  DomainError,
  type EventStore,
  IntervalJob,
  type Logger,
  type Clock,
  addWeeks,
  mondayOf,
} from '@listings/shared/kernel';
import { commandMetadata, type Actor } from '@listings/shared/kernel';
import type { ListingState } from '../listings/index.ts';
import type { BadgeChecker, BadgeCheckResult } from './badge-check.ts';
import { badgeCheckStream, type BadgeCheckEvent } from '@listings/shared/contracts/my-listings';
import type { OwnedListings } from './owned-listing.ts';

const alreadyPublished = () =>
  new DomainError('conflict', 'already_published', 'The listing is already scheduled or live.');
/** Every published listing has a primary category (the spec): one without is refused before the badge is looked for. */
const primaryCategoryRequired = () =>
  new DomainError(
    'conflict',
    'primary_category_required',
    'The listing has no category, and every published listing has a primary one: set fields.categories with update_draft (names from list_categories, the first is primary), then publish.',
  );

export interface FreePlanOutcome {
  state: ListingState;
  check: BadgeCheckResult;
  /** The week it is queued for (when the badge was found). */
  week: string | null;
  /** Read-your-writes token: the last event appended. */
  position: number;
}

export class FreePlan {
  private readonly deps: {
    events: EventStore;
    clock: Clock;
    owned: OwnedListings;
    checker: BadgeChecker;
    /** The setting free_queue_weeks of the listing's site (default 4). */
    freeQueueWeeks: (listingId: number) => Promise<number>;
  };

  constructor(deps: {
    events: EventStore;
    clock: Clock;
    owned: OwnedListings;
    checker: BadgeChecker;
    /** The setting free_queue_weeks of the listing's site (default 4; issue 30: each site its own). */
    freeQueueWeeks: (listingId: number) => Promise<number>;
  }) {
    this.deps = deps;
  }

  /** The owner asks for the free plan (or asks again): check the badge now and decide. */
  choose(listingId: number, accountId: string, cause: string): Promise<FreePlanOutcome> {
    return this.run(listingId, accountId, cause, 'owner', { kind: 'user', id: accountId });
  }

  /** The scheduler looks again for a listing awaiting its badge; null when it no longer awaits one. */
  async recheck(listingId: number, ownerId: string): Promise<FreePlanOutcome | null> {
    try {
      return await this.run(
        listingId,
        ownerId,
        'badge-recheck',
        'recheck',
        { kind: 'system', id: 'badge-recheck' },
        true,
      );
    } catch (error) {
      // Published or changed hands meanwhile: nothing to re-check.
      if (error instanceof DomainError && (error.kind === 'conflict' || error.kind === 'not_found')) return null;
      throw error;
    }
  }

  private async run(
    listingId: number,
    accountId: string,
    cause: string,
    trigger: 'owner' | 'recheck',
    actor: Actor,
    onlyAwaiting = false,
  ): Promise<FreePlanOutcome> {
    const before = await this.deps.owned.load(listingId, accountId);
    if (before.status === 'live' || before.status === 'scheduled') throw alreadyPublished();
    if (onlyAwaiting && before.status !== 'awaiting_badge') throw alreadyPublished();
    if (!before.profile?.categories?.length) throw primaryCategoryRequired();
    const check = await this.deps.checker.check(before.profile!.url, before.slug!);
    const event: BadgeCheckEvent = {
      type: 'BadgeChecked',
      data: { listingId, found: check.found, reason: check.reason, url: check.url, trigger },
    };
    const recorded = await appendOnce(this.deps.events, badgeCheckStream(listingId), [
      {
        type: event.type,
        data: event.data,
        metadata: commandMetadata(this.deps.clock, actor, cause),
      },
    ]);
    const week = addWeeks(mondayOf(this.deps.clock.now()), await this.deps.freeQueueWeeks(listingId));
    const write = await this.deps.owned.execute(
      listingId,
      accountId,
      { type: 'ChooseFreePlan', week, badgeFound: check.found },
      cause,
      actor,
    );
    return {
      state: write.state,
      check,
      week: check.found ? week : null,
      position: Math.max(write.position, recorded.position),
    };
  }
}

/**
 * Looks again, on a timer, for the badge of listings awaiting it: bounded per tick and per listing,
 * idempotent (the decider refuses a listing already scheduled; a tick never overlaps the previous one).
 */
export class BadgeRecheckScheduler {
  readonly job: IntervalJob<number>;

  private readonly deps: {
    freePlan: FreePlan;
    clock: Clock;
    logger: Logger;
    /** Listings awaiting their badge, oldest check first (from the read side). */
    candidates(limit: number): Promise<RecheckCandidate[]>;
    settings?: Partial<BadgeRecheckSettings>;
  };

  constructor(deps: {
    freePlan: FreePlan;
    clock: Clock;
    logger: Logger;
    /** Listings awaiting their badge, oldest check first (from the read side). */
    candidates(limit: number): Promise<RecheckCandidate[]>;
    settings?: Partial<BadgeRecheckSettings>;
  }) {
    this.deps = deps;
    this.job = new IntervalJob('badge re-check', () => this.round(), deps.logger);
  }

  private get settings(): BadgeRecheckSettings {
    return { ...DEFAULT_BADGE_RECHECK, ...this.deps.settings };
  }

  /** One round: re-checks the listings that are due; resolves with how many were checked. */
  tick(): Promise<number> {
    return this.job.tick();
  }

  private async round(): Promise<number> {
    const { intervalMs, maxChecks, batchSize } = this.settings;
    const now = this.deps.clock.now().getTime();
    const due = (await this.deps.candidates(batchSize * 5))
      .filter(
        (c) => c.checks < maxChecks && (c.lastCheckedAt === null || now - Date.parse(c.lastCheckedAt) >= intervalMs),
      )
      .slice(0, batchSize);
    let checked = 0;
    for (const candidate of due) {
      try {
        if (await this.deps.freePlan.recheck(candidate.listingId, candidate.ownerId)) checked++;
      } catch (error) {
        this.deps.logger.error('badge re-check failed', { listingId: candidate.listingId, error });
      }
    }
    return checked;
  }

  start(tickMs: number): void {
    this.job.start(tickMs);
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
