/**
 * Kept facts, the timer around the pure decider: live listings drafted from their site, the least
 * recently re-read first, at most `batchSize` per tick. For each, the drafted facts that stand on quotes
 * (fields and FAQs whose evidence the owner did not replace) name the pages to read again, at most
 * `maxPages`, one request after another: robots.txt first (RFC 9309, as the crawler: 2xx obeyed, 4xx
 * allows, 5xx or no answer forbids), then a conditional GET with the validators of the copy read last
 * time (a 304 costs the site nothing). The page's text is extracted as the drafter did (page-text.ts) and
 * the decider records the round.
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
import { ownerMailReactor, type OwnerMailDeps } from '../owner-mail.reactor.ts';
import {
  DEFAULT_FACTS_KEEPING,
  factCheckStream,
  type FactsKeepingEvent,
  type FactsKeepingSettings,
  type QuotedFact,
} from '@listings/shared/contracts/my-listings';
import { listingStream, type ListingEvent } from '@listings/shared/contracts/listings';
import {
  DRAFT_FIELDS,
  draftStream,
  evolveDraft,
  initialDraftState,
  type DraftEvent,
} from '@listings/shared/contracts/drafts';
import { parsePage } from '../../drafts/index.ts';
import { factsKeepingDecider, type FactsKeepingState, type RereadPage } from './facts-keeping.decider.ts';
import { ROBOTS_AGENT } from '../badge-keeping/badge-keeping.ts';
import { runDueRound } from '../due-rounds.ts';

const ACTOR = { kind: 'system' as const, id: 'facts-keeping' };

/** The drafted facts of a draft that stand on quotes, one per quote. */
export function quotedFacts(draftEvents: readonly { type: string; data: unknown }[]): QuotedFact[] {
  const draft = draftEvents.reduce(
    (state, event) => evolveDraft(state, { type: event.type, data: event.data } as DraftEvent),
    initialDraftState(),
  );
  const facts: QuotedFact[] = [];
  for (const field of DRAFT_FIELDS) {
    const entry = draft.fields[field];
    if (entry.value === null) continue;
    for (const evidence of entry.evidence) facts.push({ field, quote: evidence.quote, url: evidence.url });
  }
  for (const faq of draft.faqs)
    for (const evidence of faq.evidence) facts.push({ field: 'faqs', quote: evidence.quote, url: evidence.url });
  return facts;
}

export class FactsKeeper {
  readonly job: IntervalJob<number>;
  private readonly deps: {
    events: EventStore;
    clock: Clock;
    logger: Logger;
    fetcher: SafeFetcher;
    /** Live listings drafted from their site, the least recently re-read first (never first). */
    candidates(limit: number): Promise<{ listingId: number; lastRereadAt: string | null }[]>;
    settings?: Partial<FactsKeepingSettings>;
  };

  constructor(deps: FactsKeeper['deps']) {
    this.deps = deps;
    this.job = new IntervalJob('facts keeping', () => this.round(), deps.logger);
  }

  get settings(): FactsKeepingSettings {
    return { ...DEFAULT_FACTS_KEEPING, ...this.deps.settings };
  }

  tick(): Promise<number> {
    return this.job.tick();
  }

  /** Reads one live listing's quoted pages again and records the round; [] when there is nothing to read. */
  async reread(listingId: number): Promise<FactsKeepingEvent[]> {
    const { events, clock } = this.deps;
    const listing = await events.readStream(listingStream(listingId));
    const created = listing.find((e) => e.type === 'ListingCreated')?.data as
      Extract<ListingEvent, { type: 'ListingCreated' }>['data'] | undefined;
    if (!created?.draftId) return [];
    // A draft with no quoted facts is still recorded as re-read, so it waits its turn like the others.
    const facts = quotedFacts(await events.readStream(draftStream(created.draftId)));
    const { state } = await loadAggregate<FactsKeepingEvent, FactsKeepingState>(
      events,
      factCheckStream(listingId),
      factsKeepingDecider,
    );
    const urls = [...new Set(facts.map((fact) => fact.url))].slice(0, this.settings.maxPages);
    const robots = new Map<string, ReturnType<typeof robotsParser> | null>();
    const pages: RereadPage[] = [];
    for (const url of urls) pages.push(await this.readPage(url, state, robots));
    const result = await handleCommand(
      events,
      factCheckStream(listingId),
      factsKeepingDecider,
      { type: 'RecordReread', listingId, facts: facts.filter((fact) => urls.includes(fact.url)), pages },
      commandMetadata(clock, ACTOR, 'timer:facts-keeping'),
    );
    return result.events;
  }

  private async readPage(
    url: string,
    state: FactsKeepingState,
    robotsByOrigin: Map<string, ReturnType<typeof robotsParser> | null>,
  ): Promise<RereadPage> {
    const { fetcher } = this.deps;
    const none = { etag: null, lastModified: null };
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return { url, outcome: 'unavailable', ...none };
    }
    if (!robotsByOrigin.has(origin)) {
      const robotsUrl = `${origin}/robots.txt`;
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
        robotsByOrigin.set(origin, robotsParser(robotsUrl, rules));
      } catch (error) {
        if (!(error instanceof FetchError)) throw error;
        robotsByOrigin.set(origin, null);
      }
    }
    const robots = robotsByOrigin.get(origin);
    if (!robots) return { url, outcome: 'unavailable', ...none };
    if (robots.isAllowed(url, ROBOTS_AGENT) === false) return { url, outcome: 'disallowed', ...none };
    const last = state.validators.get(url);
    try {
      const answer = await fetcher.get(url, {
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        maxBytes: 2 * 1024 * 1024,
        onOversize: 'truncate',
        conditional: last,
      });
      if (answer.status === 304) return { url, outcome: 'not_modified', ...(last ?? none) };
      if (answer.status < 200 || answer.status >= 300) return { url, outcome: 'unavailable', ...none };
      const header = (name: string) => {
        const value = answer.headers[name];
        return typeof value === 'string' ? value : null;
      };
      const parsed = parsePage(answer.body, answer.finalUrl);
      return {
        url,
        outcome: 'read',
        text: `${parsed.text}\n${parsed.metaText}`,
        etag: header('etag'),
        lastModified: header('last-modified'),
      };
    } catch (error) {
      if (error instanceof FetchError) return { url, outcome: 'unavailable', ...none };
      throw error;
    }
  }

  private round(): Promise<number> {
    return runDueRound({
      now: this.deps.clock.now().getTime(),
      intervalMs: this.settings.intervalMs,
      batchSize: this.settings.batchSize,
      candidates: async (limit) =>
        (await this.deps.candidates(limit)).map((c) => ({ listingId: c.listingId, lastVisitedAt: c.lastRereadAt })),
      visit: (listingId) => this.reread(listingId),
      logger: this.deps.logger,
      failure: 'facts re-read failed',
    });
  }
}

/** E-mails the owner when a drafted fact's quote is no longer on their site (once per flag). */
export function factFlagMailReactor(deps: OwnerMailDeps): Reactor {
  const { events } = deps;
  type Flagged = Extract<FactsKeepingEvent, { type: 'FactEvidenceMissing' }>;
  return ownerMailReactor<Flagged>(deps, {
    name: 'fact-flag-mail',
    eventType: 'FactEvidenceMissing',
    keyPrefix: 'fact-flag',
    noAddress: 'fact flagged, owner has no address',
    listingId: (event) => event.data.listingId,
    mailed: async (event) =>
      (await loadAggregate(events, factCheckStream(event.data.listingId), factsKeepingDecider)).state.mailed.has(
        event.id,
      ),
    message: (listing, event, site) => {
      const { field, quote, url } = event.data;
      return {
        subject: `${listing.name}: a fact on your listing is no longer on your site`,
        text: [
          `On ${event.metadata.at.slice(0, 10)} (UTC) we read ${url} again and no longer found:`,
          '',
          `  "${quote}"`,
          '',
          `It is the evidence for "${field}" on your listing. Check that the listing still says what your site says:`,
          `${site.publicBaseUrl}/listings/${listing.slug}`,
        ].join('\n'),
      };
    },
    record: (event, messageId, metadata) =>
      handleCommand(
        events,
        factCheckStream(event.data.listingId),
        factsKeepingDecider,
        { type: 'RecordFlagMail', listingId: event.data.listingId, flagId: event.id, messageId },
        metadata,
      ),
  });
}
