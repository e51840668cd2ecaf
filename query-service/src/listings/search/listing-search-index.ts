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
import { defineProjection, type Projection, isEventOf, isoDay, type RecordedEvent } from '@listings/shared/kernel';
import { domainOf, type ListingEvent, type SiteOfRead } from '@listings/shared/contracts/listings';
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
  /** Only listings of this site of the network (listingsOfSite's rule); absent: every site. */
  site?: SiteOfRead;
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
  /** The site it lives on as its ListingCreated recorded it (null or absent: the default site). */
  site?: string | null;
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
  'ListingUnpublishedByStaff',
  'ListingRestoredByStaff',
] as const satisfies readonly SearchEvent['type'][];

/** Bumped when the snapshot layout changes; the analysis version is checked beside it. */
const SNAPSHOT_FORMAT = 3;

interface SnapshotData {
  format: number;
  analysis: number;
  position: number;
  eventId: string | null;
  index: IndexData;
  described: (Described | null)[];
  columns: Record<'status' | 'votes' | 'views' | 'follows' | 'liveAt' | 'createdAt', number[]>;
  voters: [string[], number[]];
  /** Ordinals in slug order (format 3), so a load need not sort the slugs again. */
  slugOrder: Int32Array;
}

const DAY_MS = 86_400_000;
const text = (value: unknown): string =>
  Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
const time = (iso: string | null): number => (iso === null ? -Infinity : Date.parse(iso));

/** Status codes of the status column; 0 is a listing no longer indexed. */
const STATUS = ['', 'draft', 'awaiting_badge', 'scheduled', 'live', 'unpublished'] as const;
const statusCode = (status: SearchFacts['status']) => STATUS.indexOf(status);

/** A request's filters as codes of the filter columns: -1 not asked, -2 a value no listing has. */
interface CodedFilter {
  stage: number;
  pricing: number;
  country: number;
  domain: number;
  /** The site column's code (-1 not asked); `orNone`: a listing that recorded no site matches too (the default site). */
  site: number;
  orNone: boolean;
  /** The bits of the wanted categories (categoryMask). */
  categories: Int32Array | null;
}

/** The facts a search reads only when a filter names them (the rest are columns). */
type Described = Pick<
  SearchFacts,
  'listingId' | 'slug' | 'categories' | 'stage' | 'country' | 'pricing_model' | 'domain' | 'votes_by_day' | 'site'
> & {
  /**
   * While the site team has the listing unpublished (status column: `unpublished`, so no search finds
   * it), the status code it goes on having underneath, shown again when restored.
   */
  heldStatus?: number;
};

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
  // Filter columns by ordinal: each fact as a small integer code (`codes`, 0 for none), so a filtered
  // search compares numbers instead of reading one object per candidate.
  private codes = new Map<string, number>();
  private stageCode: number[] = [];
  private countryCode: number[] = [];
  /** The code of each listing's recorded site (0: none recorded, the default site). */
  private siteCode: number[] = [];
  /** Whether any listing recorded a site: until then the default site's search needs no site filter. */
  private anySite = false;
  private pricingCode: number[] = [];
  private domainCode: number[] = [];
  private categoryCodes: number[][] = [];
  /** Categories have codes of their own (from 0), kept as bits: `categoryWords` 32-bit words per ordinal. */
  private categoryCodeOf = new Map<string, number>();
  private categoryWords = 1;
  private categoryBits = new Int32Array(0);
  /** Ordinals of indexed listings in slug order, and each one's place in it: ties in every sort go to the slug. */
  private slugOrder: number[] = [];
  private slugRank = new Int32Array(0);
  /** Listings not placed in slugOrder yet; `slugsStale` when it is to be rebuilt whole (load, removal). */
  private unplaced: number[] = [];
  private slugsStale = false;
  // Reused by every search (a search runs synchronously): the candidates' ordinals and two sort keys each.
  private candidates = new Int32Array(0);
  private primary = new Float64Array(0);
  private secondary = new Float64Array(0);
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
    const { heldStatus: _held, ...described } = this.described[ordinal]!;
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

  /**
   * One page of search_listings: filtered, ranked and counted here. Each candidate gets two numeric
   * sort keys (see `sortKeys`) and its slug's rank breaks the remaining ties, so the page is chosen by
   * a bounded heap over numbers (selectTop), never by sorting every match.
   */
  search(request: SearchRequest): SearchResult {
    const sort: SearchSort = request.sort === 'relevance' && !request.q ? 'votes' : request.sort;
    const wanted = statusCode(request.status);
    const filter = this.codedFilter(request);
    if (this.candidates.length < this.status.length) {
      const size = Math.max(1024, this.status.length * 2);
      this.candidates = new Int32Array(size);
      this.primary = new Float64Array(size);
      this.secondary = new Float64Array(size);
    }
    const { candidates, primary } = this;
    let n = 0;
    if (request.q) {
      const { count, ordinals, scores } = this.index.match(request.q);
      for (let i = 0; i < count; i++) {
        const ordinal = ordinals[i];
        if (this.status[ordinal] === wanted && (filter === null || this.passes(filter, ordinal))) {
          candidates[n] = ordinal;
          primary[n++] = scores[i];
        }
      }
    } else
      for (let ordinal = 0; ordinal < this.status.length; ordinal++)
        if (this.status[ordinal] === wanted && (filter === null || this.passes(filter, ordinal)))
          candidates[n++] = ordinal;
    this.sortKeys(sort, n, request.now);
    this.placeSlugs();
    const page = this.selectTop(n, request.skip + request.limit).slice(request.skip);
    return { slugs: page.map((i) => this.described[candidates[i]]!.slug), total: n, sort };
  }

  /**
   * The filters as codes of the filter columns, normalized as the read model's filters compare them;
   * null when the request names none. A value no listing has is code -2 (matches nothing); -1 is a
   * filter not asked for.
   */
  private codedFilter(request: SearchRequest): CodedFilter | null {
    const { stage, pricingModel, country, domain, categories } = request;
    // The default site of a network whose listings all recorded none asks nothing of the site column.
    const onSite = request.site && (this.anySite || !request.site.isDefault) ? request.site : undefined;
    if (
      !onSite &&
      !categories &&
      stage === undefined &&
      pricingModel === undefined &&
      country === undefined &&
      domain === undefined
    )
      return null;
    const code = (value: string | undefined) => (value === undefined ? -1 : (this.codes.get(value) ?? -2));
    return {
      stage: code(stage?.replace(/-/g, ' ').toLowerCase()),
      pricing: code(pricingModel?.toLowerCase()),
      country: code(country?.toUpperCase()),
      domain: code(domain?.toLowerCase().replace(/^www\./, '')),
      site: onSite ? code(onSite.key) : -1,
      orNone: onSite?.isDefault ?? false,
      categories: categories ? this.categoryMask(categories) : null,
    };
  }

  /** The bits of the wanted categories, as categoryBits holds a listing's. */
  private categoryMask(categories: readonly string[]): Int32Array {
    const mask = new Int32Array(this.categoryWords);
    for (const category of categories) {
      const code = this.categoryCodeOf.get(category);
      if (code !== undefined) mask[code >> 5] |= 1 << (code & 31);
    }
    return mask;
  }

  /** Sets a listing's category bits from its category codes, making room first. */
  private setCategoryBits(ordinal: number): void {
    const codes = this.categoryCodes[ordinal];
    const words = this.categoryWords;
    let needed = words;
    for (const code of codes) while (code >> 5 >= needed) needed *= 2;
    const capacity = Math.max(this.categoryBits.length / words, ordinal + 1);
    if (needed !== words || capacity * words > this.categoryBits.length) {
      // Grown whole (more categories or listings than there is room for): rebuilt from the codes.
      this.categoryWords = needed;
      this.categoryBits = new Int32Array(Math.max(1024, capacity * 2) * needed);
      this.categoryCodes.forEach((_, other) => other !== ordinal && this.setCategoryBits(other));
    }
    const at = ordinal * this.categoryWords;
    this.categoryBits.fill(0, at, at + this.categoryWords);
    for (const code of codes) this.categoryBits[at + (code >> 5)] |= 1 << (code & 31);
  }

  private passes(filter: CodedFilter, ordinal: number): boolean {
    if (filter.stage !== -1 && this.stageCode[ordinal] !== filter.stage) return false;
    if (filter.country !== -1 && this.countryCode[ordinal] !== filter.country) return false;
    if (
      filter.site !== -1 &&
      this.siteCode[ordinal] !== filter.site &&
      !(filter.orNone && this.siteCode[ordinal] === 0)
    )
      return false;
    if (filter.pricing !== -1 && this.pricingCode[ordinal] !== filter.pricing) return false;
    if (filter.domain !== -1 && this.domainCode[ordinal] !== filter.domain) return false;
    if (filter.categories) {
      const words = this.categoryWords;
      for (let w = 0; w < words; w++)
        if ((this.categoryBits[ordinal * words + w] & filter.categories[w]) !== 0) return true;
      return false;
    }
    return true;
  }

  /** The code of a fact value (0 for none), added when new. */
  private codeOf(value: string | null | undefined): number {
    if (value === null || value === undefined) return 0;
    let code = this.codes.get(value);
    if (code === undefined) this.codes.set(value, (code = this.codes.size + 1));
    return code;
  }

  /** The filter columns of a listing from its described facts. */
  private setCodes(ordinal: number): void {
    const facts = this.described[ordinal]!;
    this.stageCode[ordinal] = this.codeOf(facts.stage?.toLowerCase());
    this.countryCode[ordinal] = this.codeOf(facts.country);
    this.siteCode[ordinal] = this.codeOf(facts.site ?? null);
    if (facts.site) this.anySite = true;
    this.pricingCode[ordinal] = this.codeOf(facts.pricing_model?.toLowerCase());
    this.domainCode[ordinal] = this.codeOf(facts.domain);
    this.categoryCodes[ordinal] = (facts.categories ?? []).map((category) => {
      let code = this.categoryCodeOf.get(category);
      if (code === undefined) this.categoryCodeOf.set(category, (code = this.categoryCodeOf.size));
      return code;
    });
    this.setCategoryBits(ordinal);
  }

  /**
   * The sort keys of the first n candidates, both compared descending, then the slug ascending:
   * relevance (score, votes), trending (score, votes), votes, newest (live_at, created_at), views,
   * follows. Relevance scores are in `primary` already.
   */
  private sortKeys(sort: SearchSort, n: number, now: Date): void {
    const { candidates: c, primary, secondary } = this;
    switch (sort) {
      case 'relevance':
        for (let i = 0; i < n; i++) secondary[i] = this.votes[c[i]];
        return;
      case 'trending': {
        const today = Math.floor(now.getTime() / DAY_MS);
        for (let i = 0; i < n; i++) {
          const ordinal = c[i];
          if (this.trendingDay[ordinal] !== today) {
            this.trending[ordinal] = trendingScore(this.described[ordinal]!.votes_by_day, now);
            this.trendingDay[ordinal] = today;
          }
          primary[i] = this.trending[ordinal];
          secondary[i] = this.votes[ordinal];
        }
        return;
      }
      case 'newest':
        for (let i = 0; i < n; i++) {
          primary[i] = this.liveAt[c[i]];
          secondary[i] = this.createdAt[c[i]];
        }
        return;
      case 'votes':
      case 'most_viewed':
      case 'most_followed': {
        const column = sort === 'votes' ? this.votes : sort === 'most_viewed' ? this.views : this.follows;
        for (let i = 0; i < n; i++) {
          primary[i] = column[c[i]];
          secondary[i] = 0;
        }
        return;
      }
    }
  }

  /** Brings slugOrder and slugRank up to date with the listings indexed. */
  private placeSlugs(): void {
    if (!this.slugsStale && this.unplaced.length === 0) return;
    const slugOf = (ordinal: number) => this.described[ordinal]!.slug;
    if (this.slugsStale || this.unplaced.length > 64) {
      // Rebuilt whole after a load or a removal, or when many listings arrived at once (a replay).
      this.slugOrder = [];
      this.described.forEach((facts, ordinal) => facts && this.slugOrder.push(ordinal));
      this.slugOrder.sort((a, b) => compareStrings(slugOf(a), slugOf(b)));
    } else
      for (const ordinal of this.unplaced) {
        if (!this.described[ordinal]) continue;
        const slug = slugOf(ordinal);
        let lo = 0;
        let hi = this.slugOrder.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (slugOf(this.slugOrder[mid]) < slug) lo = mid + 1;
          else hi = mid;
        }
        this.slugOrder.splice(lo, 0, ordinal);
      }
    this.unplaced = [];
    this.slugsStale = false;
    if (this.slugRank.length < this.described.length) this.slugRank = new Int32Array(this.described.length * 2);
    this.slugOrder.forEach((ordinal, rank) => (this.slugRank[ordinal] = rank));
  }

  /**
   * Positions (into the candidates) of the first k of n in sort order, in order: a heap of the best k
   * seen, its root the worst of them, so each further candidate costs one comparison of numbers unless
   * it belongs in the page. Candidates are visited last first: newer listings have higher ordinals, so
   * for `newest` the page fills at once.
   */
  private selectTop(n: number, k: number): number[] {
    const { candidates: c, primary: p, secondary: s, slugRank: rank } = this;
    /** Whether candidate i ranks before candidate j. */
    const before = (i: number, j: number): boolean =>
      p[i] !== p[j] ? p[i] > p[j] : s[i] !== s[j] ? s[i] > s[j] : rank[c[i]] < rank[c[j]];
    const order = (i: number, j: number) => (i === j ? 0 : before(i, j) ? -1 : 1);
    if (k >= n) return Array.from({ length: n }, (_, i) => i).sort(order);
    if (k <= 0) return [];
    const heap = new Int32Array(k);
    let size = 0;
    for (let i = n - 1; i >= 0; i--) {
      if (size < k) {
        // Sift up: the worse of a parent and its child goes toward the root.
        let at = size++;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if (!before(heap[parent], i)) break;
          heap[at] = heap[parent];
          at = parent;
        }
        heap[at] = i;
      } else if (before(i, heap[0])) {
        // Takes the place of the worst, then sifts down.
        let at = 0;
        for (;;) {
          const left = 2 * at + 1;
          if (left >= k) break;
          const worse = left + 1 < k && before(heap[left], heap[left + 1]) ? left + 1 : left;
          if (!before(i, heap[worse])) break;
          heap[at] = heap[worse];
          at = worse;
        }
        heap[at] = i;
      }
    }
    return Array.from(heap).sort(order);
  }

  private bySlug(a: number, b: number): number {
    return compareStrings(this.described[a]!.slug, this.described[b]!.slug);
  }

  private byVotes(a: number, b: number): number {
    return this.votes[b] - this.votes[a] || this.bySlug(a, b);
  }

  /** Applies one event (the projection's apply; exposed for tests and the benchmark's direct feed). */
  apply(recorded: RecordedEvent): void {
    // The runner hands over only SEARCH_EVENT_TYPES; a direct feed may hand over any event, which then
    // only moves the position (no case below matches another type).
    if (isEventOf<SearchEvent>(recorded, ...SEARCH_EVENT_TYPES)) this.applySearchEvent(recorded);
    this.lastPosition = recorded.position;
    this.lastEventId = recorded.id;
  }

  private applySearchEvent(event: RecordedEvent<SearchEvent>): void {
    const at = event.metadata.at;
    const ordinal = this.ordinals.get(event.data.listingId);
    const facts = ordinal === undefined ? null : this.described[ordinal];
    switch (event.type) {
      case 'ListingCreated': {
        const { listingId, slug, profile, site } = event.data;
        const at_ = ordinal ?? this.described.length;
        this.ordinals.set(listingId, at_);
        // A new listing is placed among the slugs at the next search; one created again may have another slug.
        if (ordinal === undefined) this.unplaced.push(at_);
        else if (facts?.slug !== slug) this.slugsStale = true;
        this.described[at_] = {
          listingId,
          slug,
          categories: profile.categories ?? null,
          stage: profile.stage ?? null,
          country: profile.country ?? null,
          pricing_model: profile.pricing_model ?? null,
          domain: domainOf(profile.url),
          votes_by_day: {},
          site: site ?? null,
        };
        this.status[at_] = statusCode('draft');
        this.liveAt[at_] = -Infinity;
        this.createdAt[at_] = time(at);
        this.votes[at_] = 0;
        this.views[at_] = 0;
        this.follows[at_] = 0;
        this.trendingDay[at_] = -1;
        this.setCodes(at_);
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
        this.setCodes(ordinal);
        break;
      }
      case 'ListingAwaitingBadge':
        if (ordinal !== undefined) this.setStatus(ordinal, 'awaiting_badge');
        break;
      case 'ListingScheduled':
        if (ordinal !== undefined) this.setStatus(ordinal, 'scheduled');
        break;
      case 'ListingWentLive':
        if (ordinal !== undefined) {
          this.setStatus(ordinal, 'live');
          this.liveAt[ordinal] = time(at);
        }
        break;
      case 'ListingUnpublishedByStaff':
        // Once is twice: the status held underneath is kept.
        if (facts && ordinal !== undefined && facts.heldStatus === undefined) {
          facts.heldStatus = this.status[ordinal];
          this.status[ordinal] = statusCode('unpublished');
        }
        break;
      case 'ListingRestoredByStaff':
        if (facts && ordinal !== undefined && facts.heldStatus !== undefined) {
          this.status[ordinal] = facts.heldStatus;
          delete facts.heldStatus;
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
  }

  /** A listing's new status, or the one held underneath while it is unpublished. */
  private setStatus(ordinal: number, status: SearchFacts['status']): void {
    const facts = this.described[ordinal];
    if (facts?.heldStatus !== undefined) facts.heldStatus = statusCode(status);
    else this.status[ordinal] = statusCode(status);
  }

  /** Takes a listing out of the index (no event removes a listing yet; kept for when one does). */
  remove(listingId: number): void {
    const ordinal = this.ordinals.get(listingId);
    if (ordinal === undefined) return;
    this.index.remove(ordinal);
    this.described[ordinal] = null;
    this.status[ordinal] = 0;
    this.ordinals.delete(listingId);
    this.slugsStale = true;
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
    this.codes = new Map();
    this.stageCode = [];
    this.countryCode = [];
    this.siteCode = [];
    this.anySite = false;
    this.pricingCode = [];
    this.domainCode = [];
    this.categoryCodes = [];
    this.categoryCodeOf = new Map();
    this.categoryWords = 1;
    this.categoryBits = new Int32Array(0);
    this.slugOrder = [];
    this.unplaced = [];
    this.slugsStale = false;
    this.voters = new Map();
    this.lastPosition = 0;
    this.lastEventId = null;
  }

  /** The whole index as bytes, with the log position it reflects. */
  snapshot(): Buffer {
    this.placeSlugs();
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
      slugOrder: Int32Array.from(this.slugOrder),
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
    this.described.forEach((facts, ordinal) => {
      if (!facts) return;
      this.ordinals.set(facts.listingId, ordinal);
      this.setCodes(ordinal);
    });
    // The slug order as it was written: ranks only, no sort (a start is not slowed, nor its first search).
    this.slugOrder = Array.from(data.slugOrder);
    this.slugRank = new Int32Array(Math.max(1024, this.described.length * 2));
    this.slugOrder.forEach((ordinal, rank) => (this.slugRank[ordinal] = rank));
    const [keys, days] = data.voters;
    this.voters = new Map(keys.map((key, i) => [key, days[i]]));
    this.lastPosition = data.position;
    this.lastEventId = data.eventId;
    return { position: data.position, eventId: data.eventId };
  }

  readonly projection: Projection = defineProjection<SearchEvent>({
    name: 'listing-search',
    ephemeral: true,
    collections: [],
    eventTypes: [...SEARCH_EVENT_TYPES],
    setup: async () => this.clear(),
    restore: async () => (this.restoreFrom ? this.restoreFrom() : 0),
    apply: async (recorded) => this.apply(recorded),
  });
}

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
