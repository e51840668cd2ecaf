/**
 * The search read model of listings, kept in process memory: the inverted index of their text
 * (inverted-index.ts: typos as Damerau distance, prefixes, camelCase parts, stems) plus, per listing,
 * the few facts search_listings filters and sorts on (status, categories, stage, country, pricing
 * model, domain, dates, votes by day, views, follows). A search is then answered here whole — match,
 * filter, rank, page — and only the page's documents are read from the `listings` read model.
 *
 * It is a projection like the others, fed by the same runtime from the same events, and derives each
 * fact as the listings projection does (listing-search-index.unit.spec.ts holds the two side by
 * side). It starts from a snapshot of itself when one is given (search-snapshots.ts) and catches up
 * on the log after the snapshot's position.
 */
import v8 from 'node:v8';
import { defineProjection, type Projection, asDomainEvent, isoDay, type RecordedEvent } from '@listings/shared/kernel';
import { domainOf, type ListingEvent } from '@listings/shared/contracts/listings';
import type { EngagementEvent } from '@listings/shared/contracts/engagement';
import type { ListingDocument } from '@listings/projectors/listings';
import { trendingScore } from '../trending.ts';
import { InvertedIndex, TEXT_FIELDS, type IndexData, type TextFields } from './inverted-index.ts';
import { ANALYSIS_VERSION } from './text-analysis.ts';

export const SEARCH_SORTS = ['relevance', 'newest', 'votes', 'trending', 'most_viewed', 'most_followed'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface SearchRequest {
  q?: string;
  status: 'live' | 'scheduled';
  /** Any of these categories (the caller expands subcategories). */
  categories?: readonly string[];
  stage?: string;
  country?: string;
  pricingModel?: string;
  domain?: string;
  sort: SearchSort;
  skip: number;
  limit: number;
  /** Today, for trending. */
  now: Date;
}

export interface SearchResult {
  /** The page, in order. */
  slugs: string[];
  total: number;
  /** `relevance` without a query ranks by votes. */
  sort: SearchSort;
}

/** What search_listings filters and sorts on, per listing, as the `listings` read model has it. */
export interface SearchFacts {
  listingId: number;
  slug: string;
  status: ListingDocument['status'];
  categories: string[] | null;
  stage: string | null;
  country: string | null;
  pricing_model: string | null;
  domain: string;
  live_at: string | null;
  created_at: string;
  votes: number;
  votes_by_day: Record<string, number>;
  views: number;
  follows: number;
}

type SearchEvent = ListingEvent | EngagementEvent;

export const SEARCH_EVENT_TYPES = [
  'ListingCreated',
  'ListingProfileChanged',
  'ListingAwaitingBadge',
  'ListingScheduled',
  'ListingWentLive',
  'VoteCast',
  'VoteWithdrawn',
  'ListingViewed',
  'ListingFollowed',
  'ListingUnfollowed',
] as const;

/** Bumped when the snapshot layout changes; the analysis version is checked beside it. */
const SNAPSHOT_FORMAT = 2;

interface SnapshotData {
  format: number;
  analysis: number;
  position: number;
  eventId: string | null;
  index: IndexData;
  described: (Described | null)[];
  columns: Record<'status' | 'votes' | 'views' | 'follows' | 'liveAt' | 'createdAt', number[]>;
  voters: [string[], number[]];
}

const DAY_MS = 86_400_000;
const text = (value: unknown): string =>
  Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
const time = (iso: string | null): number => (iso === null ? -Infinity : Date.parse(iso));

/** Status codes of the status column; 0 is a listing no longer indexed. */
const STATUS = ['', 'draft', 'awaiting_badge', 'scheduled', 'live'] as const;
const statusCode = (status: SearchFacts['status']) => STATUS.indexOf(status);

/** The facts a search reads only when a filter names them (the rest are columns). */
type Described = Pick<
  SearchFacts,
  'listingId' | 'slug' | 'categories' | 'stage' | 'country' | 'pricing_model' | 'domain' | 'votes_by_day'
>;

export class ListingSearchIndex {
  private index = new InvertedIndex();
  /** ordinal → the listing's described facts; an ordinal is given to a listing once and kept. */
  private described: (Described | null)[] = [];
  // Columns by ordinal, read by every search (contiguous arrays, not one object per listing).
  private status: number[] = [];
  private votes: number[] = [];
  private views: number[] = [];
  private follows: number[] = [];
  /** Trending score per ordinal as of `trendingDay` (days since 1970); recomputed when the day or the votes change. */
  private trending: number[] = [];
  private trendingDay: number[] = [];
  private liveAt: number[] = [];
  private createdAt: number[] = [];
  private readonly ordinals = new Map<number, number>();
  /** `${listingId}:${voterId}` → day the vote was cast (days since 1970), so a withdrawal takes it off that day. */
  private voters = new Map<string, number>();
  private lastPosition = 0;
  private lastEventId: string | null = null;
  /** Loads a snapshot at start (search-snapshots.ts); resolves with the position it reflects, 0 if none. */
  restoreFrom: (() => Promise<number>) | null = null;

  /** Listings indexed. */
  get size(): number {
    return this.ordinals.size;
  }

  /** The position and id of the last event applied. */
  get position(): { position: number; eventId: string | null } {
    return { position: this.lastPosition, eventId: this.lastEventId };
  }

  /** What the index holds about a listing, as the `listings` read model names it (tests compare the two). */
  factsOf(slug: string): SearchFacts | null {
    const ordinal = this.described.findIndex((d) => d?.slug === slug);
    if (ordinal < 0) return null;
    const described = this.described[ordinal]!;
    return {
      ...described,
      status: STATUS[this.status[ordinal]] as SearchFacts['status'],
      live_at: this.liveAt[ordinal] === -Infinity ? null : new Date(this.liveAt[ordinal]).toISOString(),
      created_at: new Date(this.createdAt[ordinal]).toISOString(),
      votes: this.votes[ordinal],
      views: this.views[ordinal],
      follows: this.follows[ordinal],
    };
  }

  /** Text matches of `query` in any status, best first (for tests and the benchmark). */
  match(query: string): { slug: string; score: number }[] {
    const { count, ordinals, scores } = this.index.match(query);
    return topK(count, count, (i, j) => scores[j] - scores[i] || this.byVotes(ordinals[i], ordinals[j])).map((i) => ({
      slug: this.described[ordinals[i]]!.slug,
      score: scores[i],
    }));
  }

  /** One page of search_listings: filtered, ranked and counted here. */
  search(request: SearchRequest): SearchResult {
    const sort: SearchSort = request.sort === 'relevance' && !request.q ? 'votes' : request.sort;
    const wanted = statusCode(request.status);
    const described = this.describedFilter(request);
    // The candidates' ordinals and, for relevance, their scores.
    const candidates: number[] = [];
    const keys: number[] = [];
    if (request.q) {
      const { count, ordinals, scores } = this.index.match(request.q);
      for (let i = 0; i < count; i++) {
        const ordinal = ordinals[i];
        if (this.status[ordinal] === wanted && (!described || described(this.described[ordinal]!))) {
          candidates.push(ordinal);
          keys.push(scores[i]);
        }
      }
    } else
      for (let ordinal = 0; ordinal < this.status.length; ordinal++)
        if (this.status[ordinal] === wanted && (!described || described(this.described[ordinal]!)))
          candidates.push(ordinal);

    const order = this.ordering(sort, candidates, keys, request.now);
    const page = topK(candidates.length, request.skip + request.limit, order).slice(request.skip);
    return { slugs: page.map((i) => this.described[candidates[i]]!.slug), total: candidates.length, sort };
  }

  /** The filters on described facts, as one test; null when the request names none. */
  private describedFilter(request: SearchRequest): ((facts: Described) => boolean) | null {
    const stage = request.stage?.replace(/-/g, ' ').toLowerCase();
    const pricing = request.pricingModel?.toLowerCase();
    const country = request.country?.toUpperCase();
    const domain = request.domain?.toLowerCase().replace(/^www\./, '');
    const categories = request.categories ? new Set(request.categories) : null;
    if (!categories && stage === undefined && pricing === undefined && country === undefined && domain === undefined)
      return null;
    return (facts) =>
      (!categories || (facts.categories?.some((c) => categories.has(c)) ?? false)) &&
      (stage === undefined || facts.stage?.toLowerCase() === stage) &&
      (country === undefined || facts.country === country) &&
      (pricing === undefined || facts.pricing_model?.toLowerCase() === pricing) &&
      (domain === undefined || facts.domain === domain);
  }

  private bySlug(a: number, b: number): number {
    return compareStrings(this.described[a]!.slug, this.described[b]!.slug);
  }

  private byVotes(a: number, b: number): number {
    return this.votes[b] - this.votes[a] || this.bySlug(a, b);
  }

  /**
   * Compares candidates at positions i and j: negative when i ranks first. Ties go to more votes
   * (relevance, trending, votes), then to the slug.
   */
  private ordering(
    sort: SearchSort,
    candidates: number[],
    keys: number[],
    now: Date,
  ): (i: number, j: number) => number {
    const c = candidates;
    switch (sort) {
      case 'relevance':
        return (i, j) => keys[j] - keys[i] || this.byVotes(c[i], c[j]);
      case 'trending': {
        const today = Math.floor(now.getTime() / DAY_MS);
        for (let i = 0; i < c.length; i++) {
          const ordinal = c[i];
          if (this.trendingDay[ordinal] !== today) {
            this.trending[ordinal] = trendingScore(this.described[ordinal]!.votes_by_day, now);
            this.trendingDay[ordinal] = today;
          }
          keys[i] = this.trending[ordinal];
        }
        return (i, j) => keys[j] - keys[i] || this.byVotes(c[i], c[j]);
      }
      case 'newest':
        return (i, j) =>
          descending(this.liveAt[c[i]], this.liveAt[c[j]]) ||
          descending(this.createdAt[c[i]], this.createdAt[c[j]]) ||
          this.bySlug(c[i], c[j]);
      case 'votes':
        return (i, j) => this.byVotes(c[i], c[j]);
      case 'most_viewed':
        return (i, j) => this.views[c[j]] - this.views[c[i]] || this.bySlug(c[i], c[j]);
      case 'most_followed':
        return (i, j) => this.follows[c[j]] - this.follows[c[i]] || this.bySlug(c[i], c[j]);
    }
  }

  /** Applies one event (the projection's apply; exposed for tests and the benchmark's direct feed). */
  apply(recorded: RecordedEvent): void {
    const event = asDomainEvent<SearchEvent>(recorded);
    const at = recorded.metadata.at;
    const ordinal = this.ordinals.get(event.data.listingId);
    const facts = ordinal === undefined ? null : this.described[ordinal];
    switch (event.type) {
      case 'ListingCreated': {
        const { listingId, slug, profile } = event.data;
        const at_ = ordinal ?? this.described.length;
        this.ordinals.set(listingId, at_);
        this.described[at_] = {
          listingId,
          slug,
          categories: profile.categories ?? null,
          stage: profile.stage ?? null,
          country: profile.country ?? null,
          pricing_model: profile.pricing_model ?? null,
          domain: domainOf(profile.url),
          votes_by_day: {},
        };
        this.status[at_] = statusCode('draft');
        this.liveAt[at_] = -Infinity;
        this.createdAt[at_] = time(at);
        this.votes[at_] = 0;
        this.views[at_] = 0;
        this.follows[at_] = 0;
        this.trendingDay[at_] = -1;
        this.index.put(at_, {
          name: profile.name,
          tagline: text(profile.tagline),
          description: text(profile.description),
          keywords: text(profile.keywords),
        });
        break;
      }
      case 'ListingProfileChanged': {
        if (!facts || ordinal === undefined) break;
        const after = (field: string) => event.data.changes[field]?.after;
        const changed: Partial<TextFields> = {};
        for (const field of TEXT_FIELDS) if (field in event.data.changes) changed[field] = text(after(field));
        if (Object.keys(changed).length) this.index.put(ordinal, changed);
        if ('categories' in event.data.changes) facts.categories = (after('categories') as string[] | null) ?? null;
        if ('stage' in event.data.changes) facts.stage = (after('stage') as string | null) ?? null;
        if ('country' in event.data.changes) facts.country = (after('country') as string | null) ?? null;
        if ('pricing_model' in event.data.changes)
          facts.pricing_model = (after('pricing_model') as string | null) ?? null;
        if (typeof after('url') === 'string') facts.domain = domainOf(after('url') as string);
        break;
      }
      case 'ListingAwaitingBadge':
        if (ordinal !== undefined) this.status[ordinal] = statusCode('awaiting_badge');
        break;
      case 'ListingScheduled':
        if (ordinal !== undefined) this.status[ordinal] = statusCode('scheduled');
        break;
      case 'ListingWentLive':
        if (ordinal !== undefined) {
          this.status[ordinal] = statusCode('live');
          this.liveAt[ordinal] = time(at);
        }
        break;
      case 'VoteCast': {
        const day = Math.floor(Date.parse(at) / DAY_MS);
        this.voters.set(`${event.data.listingId}:${event.data.voterId}`, day);
        if (ordinal !== undefined) this.countVote(ordinal, day, 1);
        break;
      }
      case 'VoteWithdrawn': {
        const key = `${event.data.listingId}:${event.data.voterId}`;
        const day = this.voters.get(key);
        if (day === undefined) break;
        this.voters.delete(key);
        if (ordinal !== undefined) this.countVote(ordinal, day, -1);
        break;
      }
      case 'ListingViewed':
        if (ordinal !== undefined) this.views[ordinal]++;
        break;
      case 'ListingFollowed':
        if (ordinal !== undefined) this.follows[ordinal]++;
        break;
      case 'ListingUnfollowed':
        if (ordinal !== undefined) this.follows[ordinal]--;
        break;
    }
    this.lastPosition = recorded.position;
    this.lastEventId = recorded.id;
  }

  /** Takes a listing out of the index (no event removes a listing yet; kept for when one does). */
  remove(listingId: number): void {
    const ordinal = this.ordinals.get(listingId);
    if (ordinal === undefined) return;
    this.index.remove(ordinal);
    this.described[ordinal] = null;
    this.status[ordinal] = 0;
    this.ordinals.delete(listingId);
  }

  private countVote(ordinal: number, day: number, by: number) {
    const key = isoDay(new Date(day * DAY_MS));
    this.votes[ordinal] += by;
    this.trendingDay[ordinal] = -1;
    const byDay = this.described[ordinal]!.votes_by_day;
    byDay[key] = (byDay[key] ?? 0) + by;
  }

  /** Empties the index. */
  clear(): void {
    this.index = new InvertedIndex();
    this.described = [];
    this.status = [];
    this.votes = [];
    this.views = [];
    this.follows = [];
    this.trending = [];
    this.trendingDay = [];
    this.liveAt = [];
    this.createdAt = [];
    this.ordinals.clear();
    this.voters = new Map();
    this.lastPosition = 0;
    this.lastEventId = null;
  }

  /** The whole index as bytes, with the log position it reflects. */
  snapshot(): Buffer {
    const data: SnapshotData = {
      format: SNAPSHOT_FORMAT,
      analysis: ANALYSIS_VERSION,
      position: this.lastPosition,
      eventId: this.lastEventId,
      index: this.index.export(),
      described: this.described,
      columns: {
        status: this.status,
        votes: this.votes,
        views: this.views,
        follows: this.follows,
        liveAt: this.liveAt,
        createdAt: this.createdAt,
      },
      voters: [[...this.voters.keys()], [...this.voters.values()]],
    };
    return v8.serialize(data);
  }

  /**
   * Loads a snapshot made by `snapshot()` and answers the position it reflects; null (and the index
   * unchanged) when it was made by another version of the index.
   */
  load(bytes: Buffer): { position: number; eventId: string | null } | null {
    const data = v8.deserialize(bytes) as SnapshotData;
    if (data?.format !== SNAPSHOT_FORMAT || data.analysis !== ANALYSIS_VERSION) return null;
    this.clear();
    this.index = InvertedIndex.import(data.index);
    this.described = data.described;
    ({
      status: this.status,
      votes: this.votes,
      views: this.views,
      follows: this.follows,
      liveAt: this.liveAt,
      createdAt: this.createdAt,
    } = data.columns);
    this.described.forEach((facts, ordinal) => facts && this.ordinals.set(facts.listingId, ordinal));
    const [keys, days] = data.voters;
    this.voters = new Map(keys.map((key, i) => [key, days[i]]));
    this.lastPosition = data.position;
    this.lastEventId = data.eventId;
    return { position: data.position, eventId: data.eventId };
  }

  readonly projection: Projection = defineProjection({
    name: 'listing-search',
    ephemeral: true,
    collections: [],
    eventTypes: [...SEARCH_EVENT_TYPES],
    setup: async () => this.clear(),
    restore: async () => (this.restoreFrom ? this.restoreFrom() : 0),
    apply: async (recorded) => this.apply(recorded),
  });
}

const descending = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);
const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The first `k` of 0..n-1 in `order`, sorted. Keeps a sorted buffer of the best k and compares each
 * further item with the worst of them first, so a page of 20 out of 50,000 matches costs little more
 * than one pass.
 */
export function topK(n: number, k: number, order: (i: number, j: number) => number): number[] {
  if (k >= n) return Array.from({ length: n }, (_, i) => i).sort(order);
  const best: number[] = [];
  for (let i = 0; i < n; i++) {
    if (best.length === k && order(i, best[k - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (order(best[mid], i) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, i);
    if (best.length > k) best.pop();
  }
  return best;
}
