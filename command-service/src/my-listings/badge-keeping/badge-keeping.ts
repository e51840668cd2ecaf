/**
 * Kept badges, the moving parts around the pure decider:
 *  - a polite badge checker: robots.txt of the company's site first (RFC 9309: 2xx obeyed, 4xx allows,
 *    5xx or no answer forbids), as the service's user agent; a homepage robots.txt forbids is an
 *    inconclusive check (`robots_disallowed`), never a "gone" one. Then the existing badge checker.
 *  - the scheduler (a timer): live free listings whose last re-check is older than the interval, oldest
 *    first, at most `batchSize` per tick, one request after another; each result goes through the decider.
 *  - the mail reactor: on BadgeGoneNoticed, e-mails the owner once (idempotency key from the notice's
 *    event id; BadgeGoneMailed records it, so a replay or redelivery never mails twice).
 */
import robotsParser from 'robots-parser';
import {
  IntervalJob,
  commandMetadata,
  handleCommand,
  loadAggregate,
  type Clock,
  type EventStore,
  type Logger,
  type Reactor,
} from '@listings/shared/kernel';
import { FetchError, type SafeFetcher } from '@listings/shared/platform';
import {
  DEFAULT_BADGE_KEEPING,
  badgeKeepingStream,
  type BadgeKeepingEvent,
  type BadgeKeepingSettings,
} from '@listings/shared/contracts/my-listings';
import { loadListing } from '../../listings/index.ts';
import { ownerMailReactor, type OwnerMailDeps } from '../owner-mail.reactor.ts';
import type { BadgeChecker } from '../badge-check.ts';
import { badgeKeepingDecider } from './badge-keeping.decider.ts';
import { runDueRound } from '../due-rounds.ts';

export const ROBOTS_AGENT = 'ListingsDirectoryBot';

/** The badge checker, after asking the site's robots.txt whether the homepage may be read. */
export function politeBadgeChecker(fetcher: SafeFetcher, checker: BadgeChecker, agent = ROBOTS_AGENT): BadgeChecker {
  return {
    async check(homepage, slug) {
      let allowed: boolean;
      const robotsUrl = `${new URL(homepage).origin}/robots.txt`;
      try {
        const answer = await fetcher.get(robotsUrl, {
          accept: 'text/plain',
          maxBytes: 500 * 1024,
          onOversize: 'truncate',
        });
        const rules =
          answer.status >= 200 && answer.status < 300
            ? answer.body
            : answer.status >= 400 && answer.status < 500
              ? ''
              : 'User-agent: *\nDisallow: /';
        allowed = robotsParser(robotsUrl, rules).isAllowed(homepage, agent) !== false;
      } catch (error) {
        if (!(error instanceof FetchError)) throw error;
        return { found: false, reason: error.code, url: null };
      }
      if (!allowed) return { found: false, reason: 'robots_disallowed', url: null };
      return checker.check(homepage, slug);
    },
  };
}

/** A live free listing due for a re-check (from the read side). */
export interface KeptBadgeCandidate {
  listingId: number;
  lastCheckedAt: string | null;
}

const ACTOR = { kind: 'system' as const, id: 'badge-keeping' };

export class BadgeKeeper {
  readonly job: IntervalJob<number>;
  private readonly deps: {
    events: EventStore;
    clock: Clock;
    logger: Logger;
    checker: BadgeChecker;
    /** Live free listings, the least recently re-checked first (never checked first). */
    candidates(limit: number): Promise<KeptBadgeCandidate[]>;
    settings?: Partial<BadgeKeepingSettings>;
  };

  constructor(deps: BadgeKeeper['deps']) {
    this.deps = deps;
    this.job = new IntervalJob('badge keeping', () => this.round(), deps.logger);
  }

  get settings(): BadgeKeepingSettings {
    return { ...DEFAULT_BADGE_KEEPING, ...this.deps.settings };
  }

  tick(): Promise<number> {
    return this.job.tick();
  }

  /** Re-checks one listing now (if it is still live on the free plan); resolves with the events recorded. */
  async recheck(listingId: number): Promise<BadgeKeepingEvent[]> {
    const { events, clock, checker } = this.deps;
    const state = await loadListing(events, listingId);
    if (state.status !== 'live' || state.plan !== 'free' || !state.profile || !state.slug) return [];
    const check = await checker.check(state.profile.url, state.slug);
    const result = await handleCommand(
      events,
      badgeKeepingStream(listingId),
      badgeKeepingDecider,
      {
        type: 'RecordKeptCheck',
        listingId,
        check,
        now: clock.now().toISOString(),
        graceDays: this.settings.graceDays,
      },
      commandMetadata(clock, ACTOR, 'timer:badge-keeping'),
    );
    return result.events;
  }

  private round(): Promise<number> {
    return runDueRound({
      now: this.deps.clock.now().getTime(),
      intervalMs: this.settings.intervalMs,
      batchSize: this.settings.batchSize,
      candidates: async (limit) =>
        (await this.deps.candidates(limit)).map((c) => ({ listingId: c.listingId, lastVisitedAt: c.lastCheckedAt })),
      visit: (listingId) => this.recheck(listingId),
      logger: this.deps.logger,
      failure: 'badge keeping check failed',
    });
  }
}

/** E-mails the owner when their badge is gone (once per notice). */
export function badgeGoneMailReactor(deps: OwnerMailDeps): Reactor {
  const { events } = deps;
  type Noticed = Extract<BadgeKeepingEvent, { type: 'BadgeGoneNoticed' }>;
  return ownerMailReactor<Noticed>(deps, {
    name: 'badge-gone-mail',
    eventType: 'BadgeGoneNoticed',
    keyPrefix: 'badge-gone',
    noAddress: 'badge gone, owner has no address',
    listingId: (event) => event.data.listingId,
    mailed: async (event) =>
      (await loadAggregate(events, badgeKeepingStream(event.data.listingId), badgeKeepingDecider)).state.mailed.has(
        event.id,
      ),
    message: (listing, event, site) => ({
      subject: `${listing.name}: the ${site.name} badge is no longer on your site`,
      text: [
        `We looked for the ${site.name} badge on ${listing.url ?? 'your homepage'} on ${event.metadata.at.slice(0, 10)} and did not find it.`,
        '',
        `Your listing is on the free plan because the badge is on your site. Put it back before ${event.data.graceUntil.slice(0, 10)} (UTC):`,
        `after that, the link from your listing to your site is marked "nofollow" until the badge returns.`,
        '',
        `Your listing: ${site.publicBaseUrl}/listings/${listing.slug}`,
        `The badge and its code: ${site.publicBaseUrl}/listings/${listing.slug}/badges`,
      ].join('\n'),
    }),
    record: (event, messageId, metadata) =>
      handleCommand(
        events,
        badgeKeepingStream(event.data.listingId),
        badgeKeepingDecider,
        { type: 'RecordGoneMail', listingId: event.data.listingId, noticeId: event.id, messageId },
        metadata,
      ),
  });
}
