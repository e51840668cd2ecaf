/**
 * The vocabulary of the search index and its lookups: exact, same stem, prefix, and typos counted as
 * Damerau distance (optimal string alignment: a swap of two neighbouring letters is one edit, so
 * "lnik" is one edit from "link"). Typo lookup walks the sorted vocabulary as a trie, one row of the
 * edit-distance table per letter of the path, and leaves a branch as soon as every cell of its row
 * is over the budget: it visits a few hundred nodes, not the whole vocabulary.
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

export class TermDictionary {
  /** id → term */
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly stems = new Map<string, number[]>();
  /** Sorted by UTF-16 code units (the default sort), so a shared prefix is a contiguous range. */
  private sorted: string[] = [];
  private recent: string[] = [];

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

  /** Every term matching `term`, each once, with the best kind of match. */
  lookup(term: string, options: { prefix: boolean; typos: number }): TermMatch[] {
    if (this.recent.length > RECENT_SCANNED) this.merge();
    const found = new Map<number, TermMatch>();
    const add = (id: number, kind: MatchKind, distance: number) => {
      const previous = found.get(id);
      if (!previous || rank(kind, distance) < rank(previous.kind, previous.distance))
        found.set(id, { id, kind, distance });
    };
    const exact = this.ids.get(term);
    if (exact !== undefined) add(exact, 'exact', 0);
    for (const id of this.stems.get(stemOf(term)) ?? []) add(id, 'stem', 0);
    if (options.prefix) {
      for (let i = lowerBound(this.sorted, term); i < this.sorted.length && this.sorted[i].startsWith(term); i++)
        add(this.ids.get(this.sorted[i])!, 'prefix', 0);
      for (const candidate of this.recent)
        if (candidate.length > term.length && candidate.startsWith(term)) add(this.ids.get(candidate)!, 'prefix', 0);
    }
    if (options.typos > 0) {
      for (const [candidate, distance] of withinDistance(this.sorted, term, options.typos))
        if (distance > 0) add(this.ids.get(candidate)!, 'typo', distance);
      for (const candidate of this.recent) {
        const distance = osaDistance(term, candidate, options.typos);
        if (distance > 0 && distance <= options.typos) add(this.ids.get(candidate)!, 'typo', distance);
      }
    }
    // Other forms of exact and typo matches: "invioce" is one typo from invoice, so invoicing matches too.
    for (const match of [...found.values()])
      if (match.kind === 'exact' || match.kind === 'typo')
        for (const id of this.stems.get(stemOf(this.terms[match.id])) ?? [])
          add(id, match.kind === 'exact' ? 'stem' : 'typo', match.distance);
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
