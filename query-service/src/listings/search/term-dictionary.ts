/**
 * The vocabulary of the search index and its lookups: exact, same stem, prefix, and typos counted as
 * Damerau distance (optimal string alignment: a swap of two neighbouring letters is one edit, so
 * "lnik" is one edit from "link"). Typo lookup walks the sorted vocabulary as a trie, one row of the
 * edit-distance table per letter of the path, and leaves a branch as soon as every cell of its row
 * is over the budget: it visits a few hundred nodes, not the whole vocabulary. Even so that walk was
 * the largest part of an uncached search at 10k listings, so lookups are cached per term (bounded
 * LRU) and a cached answer is brought up to date by checking only the terms added since it was made.
 *
 * Terms get ids in the order they are first seen and keep them. The sorted array is rebuilt from a
 * small unsorted "recent" list when that grows (amortized), so adding a term never re-sorts everything.
 */
import { stemOf } from './text-analysis.ts';

/** The dictionary as plain data, for a snapshot. */
export interface DictionaryData {
  terms: string[];
  stems: string[];
  sorted: string[];
}

export type MatchKind = 'exact' | 'stem' | 'prefix' | 'typo';

export interface TermMatch {
  id: number;
  kind: MatchKind;
  /** Edits, for `typo` matches; 0 otherwise. */
  distance: number;
}

/** Recent terms scanned one by one before they are merged into the sorted array. */
const RECENT_SCANNED = 256;
/** The lookup cache holds at most this many answers, and this many matches in all of them. */
const CACHE_ENTRIES = 2048;
const CACHE_MATCHES = 200_000;
/** A cached answer behind by more terms than this is computed afresh (the trie walk beats a long scan). */
const CACHE_REFRESH_LIMIT = 2048;

interface CacheEntry {
  /** The terms matching the looked-up term themselves, by id. */
  direct: Map<number, TermMatch>;
  /** Terms (ids 0 … seen-1) the direct matches were computed over. */
  seen: number;
  /** The answer: the direct matches and the other forms of exact and typo matches. */
  matches: TermMatch[];
}

export class TermDictionary {
  /** id → term */
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly stems = new Map<string, number[]>();
  /** Sorted by UTF-16 code units (the default sort), so a shared prefix is a contiguous range. */
  private sorted: string[] = [];
  private recent: string[] = [];
  /** Lookup answers by `${prefix}${typos}:${term}`, least recently used first. */
  private readonly cache = new Map<string, CacheEntry>();
  /** Matches held by the cache, all entries together. */
  private cached = 0;

  get size(): number {
    return this.terms.length;
  }

  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** The id of `term`, added if new. */
  intern(term: string): number {
    let id = this.ids.get(term);
    if (id !== undefined) return id;
    id = this.terms.length;
    this.terms.push(term);
    this.ids.set(term, id);
    const stem = stemOf(term);
    const same = this.stems.get(stem);
    if (same) same.push(id);
    else this.stems.set(stem, [id]);
    this.recent.push(term);
    // Merge when the recent list is a quarter of the sorted one: each term is merged O(1) times on average.
    if (this.recent.length > Math.max(4096, this.sorted.length >> 2)) this.merge();
    return id;
  }

  /**
   * Every term matching `term`, each once, with the best kind of match. The answer is shared with
   * the lookup cache: read it, do not change it.
   *
   * Answers are cached by term and options (a bounded LRU). A cached answer stays right as terms are
   * added: terms are never removed and ids are given in order, so an entry remembers how many terms
   * it has seen and, when asked again, checks only the terms added since, one by one.
   */
  lookup(term: string, options: { prefix: boolean; typos: number }): readonly TermMatch[] {
    const key = `${options.prefix ? 'p' : '-'}${options.typos}:${term}`;
    let entry = this.cache.get(key);
    if (entry) {
      this.cache.delete(key); // re-inserted below: the Map's order is the recency order
      this.cached -= entry.matches.length;
    }
    if (!entry || this.terms.length - entry.seen > CACHE_REFRESH_LIMIT) {
      entry = { direct: this.directMatches(term, options), seen: this.terms.length, matches: [] };
      entry.matches = this.withOtherForms(entry.direct);
    } else if (entry.seen < this.terms.length) {
      for (let id = entry.seen; id < this.terms.length; id++) {
        const match = matchOf(term, this.terms[id], options);
        if (match) addMatch(entry.direct, id, match.kind, match.distance);
      }
      entry.seen = this.terms.length;
      entry.matches = this.withOtherForms(entry.direct);
    }
    this.cache.set(key, entry);
    this.cached += entry.matches.length;
    for (const [oldest, old] of this.cache) {
      if (this.cache.size <= CACHE_ENTRIES && this.cached <= CACHE_MATCHES) break;
      this.cache.delete(oldest);
      this.cached -= old.matches.length;
    }
    return entry.matches;
  }

  /** The terms matching `term` themselves (exact, same stem, prefix, typo), by id, each with its best kind. */
  private directMatches(term: string, options: { prefix: boolean; typos: number }): Map<number, TermMatch> {
    if (this.recent.length > RECENT_SCANNED) this.merge();
    const found = new Map<number, TermMatch>();
    const exact = this.ids.get(term);
    if (exact !== undefined) addMatch(found, exact, 'exact', 0);
    for (const id of this.stems.get(stemOf(term)) ?? []) addMatch(found, id, 'stem', 0);
    if (options.prefix) {
      for (let i = lowerBound(this.sorted, term); i < this.sorted.length && this.sorted[i].startsWith(term); i++)
        addMatch(found, this.ids.get(this.sorted[i])!, 'prefix', 0);
      for (const candidate of this.recent)
        if (candidate.length > term.length && candidate.startsWith(term))
          addMatch(found, this.ids.get(candidate)!, 'prefix', 0);
    }
    if (options.typos > 0) {
      for (const [candidate, distance] of withinDistance(this.sorted, term, options.typos))
        if (distance > 0) addMatch(found, this.ids.get(candidate)!, 'typo', distance);
      for (const candidate of this.recent) {
        const distance = osaDistance(term, candidate, options.typos);
        if (distance > 0 && distance <= options.typos) addMatch(found, this.ids.get(candidate)!, 'typo', distance);
      }
    }
    return found;
  }

  /**
   * The direct matches plus the other forms of exact and typo matches: "invioce" is one typo from
   * invoice, so invoicing matches too. Computed again from the direct matches whenever terms were
   * added, since a new term may be another form of an old match.
   */
  private withOtherForms(direct: Map<number, TermMatch>): TermMatch[] {
    const found = new Map(direct);
    for (const match of direct.values())
      if (match.kind === 'exact' || match.kind === 'typo')
        for (const id of this.stems.get(stemOf(this.terms[match.id])) ?? [])
          addMatch(found, id, match.kind === 'exact' ? 'stem' : 'typo', match.distance);
    return [...found.values()];
  }

  /** Sorts the recent terms into the sorted array (a linear merge). */
  merge(): void {
    if (this.recent.length === 0) return;
    const recent = this.recent.sort();
    const merged: string[] = new Array(this.sorted.length + recent.length);
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < this.sorted.length && j < recent.length)
      merged[k++] = this.sorted[i] < recent[j] ? this.sorted[i++] : recent[j++];
    while (i < this.sorted.length) merged[k++] = this.sorted[i++];
    while (j < recent.length) merged[k++] = recent[j++];
    this.sorted = merged;
    this.recent = [];
  }

  /** The dictionary as plain data (a snapshot): terms in id order (ids are positions), their stems, the sorted terms. */
  export(): DictionaryData {
    this.merge();
    const stems: string[] = new Array(this.terms.length);
    for (const [stem, ids] of this.stems) for (const id of ids) stems[id] = stem;
    return { terms: this.terms, stems, sorted: this.sorted };
  }

  /** A dictionary from `export()`'s data, without stemming or sorting again. */
  static import(data: DictionaryData): TermDictionary {
    const dictionary = new TermDictionary();
    const { terms, stems, sorted } = data;
    for (let id = 0; id < terms.length; id++) {
      dictionary.terms.push(terms[id]);
      dictionary.ids.set(terms[id], id);
      const same = dictionary.stems.get(stems[id]);
      if (same) same.push(id);
      else dictionary.stems.set(stems[id], [id]);
    }
    dictionary.sorted = [...sorted];
    return dictionary;
  }
}

const rank = (kind: MatchKind, distance: number) =>
  kind === 'exact' ? 0 : kind === 'stem' ? 1 : kind === 'prefix' ? 2 : 2 + distance;

/** Records a match of term `id`, keeping the better one when it was matched already. */
function addMatch(found: Map<number, TermMatch>, id: number, kind: MatchKind, distance: number): void {
  const previous = found.get(id);
  if (!previous || rank(kind, distance) < rank(previous.kind, previous.distance)) found.set(id, { id, kind, distance });
}

/** How `candidate` matches `term` itself (as directMatches judges it, one term at a time), or null. */
function matchOf(
  term: string,
  candidate: string,
  options: { prefix: boolean; typos: number },
): { kind: MatchKind; distance: number } | null {
  if (candidate === term) return { kind: 'exact', distance: 0 };
  if (stemOf(candidate) === stemOf(term)) return { kind: 'stem', distance: 0 };
  if (options.prefix && candidate.length > term.length && candidate.startsWith(term))
    return { kind: 'prefix', distance: 0 };
  if (options.typos > 0) {
    const distance = osaDistance(term, candidate, options.typos);
    if (distance > 0 && distance <= options.typos) return { kind: 'typo', distance };
  }
  return null;
}

function lowerBound(sorted: readonly string[], term: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < term) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Terms of `sorted` within `maxDistance` edits (optimal string alignment) of `query`, with their
 * distance. The sorted array is walked as a trie: the strings in [lo, hi) share their first `depth`
 * letters, and those with letter c at `depth` are a contiguous run, found by binary search.
 */
export function withinDistance(sorted: readonly string[], query: string, maxDistance: number): [string, number][] {
  const m = query.length;
  const maxDepth = m + maxDistance;
  const width = m + 1;
  // rows[d] is the row of the table for the path's first d letters.
  const rows = new Int32Array((maxDepth + 2) * width);
  for (let j = 0; j <= m; j++) rows[j] = j;
  const q = new Int32Array(m);
  for (let j = 0; j < m; j++) q[j] = query.charCodeAt(j);
  const found: [string, number][] = [];

  const visit = (lo: number, hi: number, depth: number, previousLetter: number) => {
    let i = lo;
    // A string of exactly `depth` letters sorts first in its range; it was judged by the caller.
    while (i < hi && sorted[i].length === depth) i++;
    const prev = depth * width;
    const prevPrev = (depth - 1) * width;
    const cur = (depth + 1) * width;
    while (i < hi) {
      const letter = sorted[i].charCodeAt(depth);
      // End of the run of strings with `letter` at `depth`.
      let a = i + 1;
      let b = hi;
      while (a < b) {
        const mid = (a + b) >>> 1;
        if (sorted[mid].charCodeAt(depth) === letter) a = mid + 1;
        else b = mid;
      }
      const end = a;
      rows[cur] = depth + 1;
      let best = depth + 1;
      for (let j = 1; j <= m; j++) {
        const cost = q[j - 1] === letter ? 0 : 1;
        let value = Math.min(rows[prev + j] + 1, rows[cur + j - 1] + 1, rows[prev + j - 1] + cost);
        if (j > 1 && depth > 0 && q[j - 1] === previousLetter && q[j - 2] === letter)
          value = Math.min(value, rows[prevPrev + j - 2] + 1);
        rows[cur + j] = value;
        if (value < best) best = value;
      }
      if (sorted[i].length === depth + 1 && rows[cur + m] <= maxDistance) found.push([sorted[i], rows[cur + m]]);
      if (best <= maxDistance && depth + 1 < maxDepth) visit(i, end, depth + 1, letter);
      i = end;
    }
  };
  visit(0, sorted.length, 0, -1);
  return found;
}

/** Optimal string alignment distance of a and b, or maxDistance + 1 once it is known to be larger. */
export function osaDistance(a: string, b: string, maxDistance: number): number {
  if (Math.abs(a.length - b.length) > maxDistance) return maxDistance + 1;
  const m = b.length;
  let prevPrev = new Int32Array(m + 1);
  let prev = new Int32Array(m + 1);
  let cur = new Int32Array(m + 1);
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        value = Math.min(value, prevPrev[j - 2] + 1);
      cur[j] = value;
      if (value < best) best = value;
    }
    if (best > maxDistance) return maxDistance + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return Math.min(prev[m], maxDistance + 1);
}
