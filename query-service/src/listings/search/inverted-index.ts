/**
 * The inverted index of listing text: for each term, the documents holding it, how often in each
 * field (name, tagline, description, keywords), and the term's weight in that document. A posting is
 * one exact double, `ordinal · 2^32 + counts · 2^16 + weight`, with four 4-bit counts and the weight
 * quantized to 16 bits, kept sorted by document ordinal in a plain array (8 bytes a posting): a query
 * reads one number per posting, and an update finds its posting by binary search.
 *
 * The weight is BM25F-like with field boosts (name 5, tagline 2, keywords 2, description 1) and
 * length normalization against a fixed typical length per field, not the corpus average: a document's
 * weights then depend on that document only, so an index built incrementally, rebuilt from the log or
 * loaded from a snapshot scores alike. Rarity (idf) is applied per query from the current counts.
 *
 * Matching a query: each query word is looked up in the dictionary (exact, same stem, prefix, typos)
 * and its score in a document is its best variant there, weighted exact 1 > stem 0.9 > prefix 0.6 >
 * one typo 0.4 > two typos 0.25; the document's score is the sum over the query words.
 */
import { analyze, allowedTypos, matchesAsPrefix, queryTerms } from './text-analysis.ts';
import { TermDictionary, type DictionaryData, type MatchKind } from './term-dictionary.ts';

export const TEXT_FIELDS = ['name', 'tagline', 'description', 'keywords'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type TextFields = Record<TextField, string>;

const BOOST = [5, 2, 1, 2];
/** Typical words per field, for length normalization. */
const TYPICAL_LENGTH = [2, 7, 40, 3];
const K1 = 1.2;
const B = 0.75;
const MAX_TF = 15;
const ORDINAL = 2 ** 32;
const COUNTS = 2 ** 16;
/** Weights are stored as integers: weight · QUANTUM, at most 65535. */
const QUANTUM = 2048;

const MATCH_WEIGHT: Record<MatchKind, number> = { exact: 1, stem: 0.9, prefix: 0.6, typo: 0 };
const TYPO_WEIGHT = [1, 0.4, 0.25];
/** At most this many distinct words of a query are matched (a query is at most 200 characters). */
const MAX_QUERY_TERMS = 24;

/** Documents matching a query: `ordinals[i]` scored `scores[i]`, for i < count. */
export interface Matches {
  count: number;
  ordinals: Int32Array;
  scores: Float64Array;
}

/** The index as plain data, for a snapshot. */
export interface IndexData {
  dictionary: DictionaryData;
  /** Postings by term id. */
  postings: number[][];
  /** Words per field, 4 per ordinal. */
  lengths: Uint16Array;
  /** Ordinals of the documents indexed, and the term ids of each: those of ordinals[i] are terms[offsets[i]..offsets[i + 1]). */
  ordinals: Int32Array;
  offsets: Int32Array;
  terms: Int32Array;
}

const countOf = (counts: number, field: number) => (counts >> (field * 4)) & MAX_TF;
const ordinalOf = (posting: number) => (posting / ORDINAL) | 0;
const countsOf = (posting: number) => (posting - ordinalOf(posting) * ORDINAL) >>> 16;

export class InvertedIndex {
  readonly dictionary: TermDictionary;
  /** term id → postings sorted by ordinal */
  private readonly postings: number[][];
  /** ordinal → distinct term ids of the document (to update or remove its postings); undefined when absent. */
  private readonly documents: (Int32Array | undefined)[] = [];
  /** Words per field, 4 per ordinal. */
  private lengths: Uint16Array = new Uint16Array(1024);
  private count = 0;
  // Reused per query (indexed by ordinal, zero between queries): the current word's score, the sum, the words matched.
  private termScore = new Float64Array(0);
  private totalScore = new Float64Array(0);
  private matchedWords = new Uint8Array(0);
  private wordTouched = new Int32Array(0);
  private touched = new Int32Array(0);
  private results: Matches = { count: 0, ordinals: new Int32Array(0), scores: new Float64Array(0) };

  constructor(dictionary = new TermDictionary(), postings: number[][] = []) {
    this.dictionary = dictionary;
    this.postings = postings;
  }

  get documentCount(): number {
    return this.count;
  }

  /**
   * Indexes the given text fields of document `ordinal`; fields left out keep what was indexed for
   * them (a new document has them empty).
   */
  put(ordinal: number, fields: Partial<TextFields>): void {
    const previous = this.documents[ordinal];
    if (this.lengths.length < (ordinal + 1) * 4) {
      const grown = new Uint16Array(Math.max(this.lengths.length * 2, (ordinal + 1) * 4));
      grown.set(this.lengths);
      this.lengths = grown;
    }
    let keep = 0;
    TEXT_FIELDS.forEach((field, f) => {
      if (fields[field] === undefined) keep |= MAX_TF << (f * 4);
    });
    // term id → 4-bit counts per field
    const counts = new Map<number, number>();
    if (previous)
      for (const id of previous) {
        const kept = this.countsIn(id, ordinal) & keep;
        if (kept) counts.set(id, kept);
      }
    TEXT_FIELDS.forEach((field, f) => {
      const text = fields[field];
      if (text === undefined) return;
      const { terms, words } = analyze(text);
      this.lengths[ordinal * 4 + f] = Math.min(words, 65535);
      for (const term of terms) {
        const id = this.dictionary.intern(term);
        const packed = counts.get(id) ?? 0;
        if (countOf(packed, f) < MAX_TF) counts.set(id, packed + (1 << (f * 4)));
      }
    });
    if (previous) {
      for (const id of previous) if (!counts.has(id)) this.removePosting(id, ordinal);
    } else this.count++;
    // Every posting of the document is rewritten: a field's new length changes the weights of its other terms too.
    for (const [id, packed] of counts) this.setPosting(id, ordinal, packed * COUNTS + this.weight(ordinal, packed));
    this.documents[ordinal] = Int32Array.from(counts.keys());
  }

  remove(ordinal: number): void {
    const previous = this.documents[ordinal];
    if (!previous) return;
    for (const id of previous) this.removePosting(id, ordinal);
    this.lengths.fill(0, ordinal * 4, ordinal * 4 + 4);
    this.documents[ordinal] = undefined;
    this.count--;
  }

  /** A term's quantized weight in a document, from its counts per field and the fields' lengths. */
  private weight(ordinal: number, counts: number): number {
    let weight = 0;
    for (let f = 0; f < 4; f++) {
      const tf = countOf(counts, f);
      if (tf === 0) continue;
      const norm = 1 - B + (B * Math.max(this.lengths[ordinal * 4 + f], 1)) / TYPICAL_LENGTH[f];
      weight += (BOOST[f] * tf * (K1 + 1)) / (tf + K1 * norm);
    }
    return Math.min(Math.max(Math.round(weight * QUANTUM), 1), 65535);
  }

  private countsIn(id: number, ordinal: number): number {
    const list = this.postings[id];
    if (!list) return 0;
    const at = findOrdinal(list, ordinal);
    return at < list.length && ordinalOf(list[at]) === ordinal ? countsOf(list[at]) : 0;
  }

  private setPosting(id: number, ordinal: number, low: number) {
    const list = (this.postings[id] ??= []);
    const value = ordinal * ORDINAL + low;
    // New documents get the highest ordinal so far: appending is the common case.
    if (list.length === 0 || list[list.length - 1] < ordinal * ORDINAL) {
      list.push(value);
      return;
    }
    const at = findOrdinal(list, ordinal);
    if (at < list.length && ordinalOf(list[at]) === ordinal) list[at] = value;
    else list.splice(at, 0, value);
  }

  private removePosting(id: number, ordinal: number) {
    const list = this.postings[id];
    if (!list) return;
    const at = findOrdinal(list, ordinal);
    if (at < list.length && ordinalOf(list[at]) === ordinal) list.splice(at, 1);
  }

  /**
   * The documents matching `query` and their scores: every word must match, and when no document
   * has them all, documents matching any word. `ordinals[i]` has score `scores[i]` for i < count, in
   * no particular order. The arrays are reused: read them before the next call.
   */
  match(query: string): Matches {
    const words = queryTerms(query).slice(0, MAX_QUERY_TERMS);
    if (this.termScore.length < this.documents.length) {
      const size = this.documents.length * 2;
      this.termScore = new Float64Array(size);
      this.totalScore = new Float64Array(size);
      this.matchedWords = new Uint8Array(size);
      this.wordTouched = new Int32Array(size);
      this.touched = new Int32Array(size);
      this.results = { count: 0, ordinals: new Int32Array(size), scores: new Float64Array(size) };
    }
    const { termScore, totalScore: total, matchedWords, wordTouched, touched, results } = this;
    let touchedCount = 0;
    for (const word of words) {
      const variants = this.dictionary.lookup(word, { prefix: matchesAsPrefix(word), typos: allowedTypos(word) });
      // One idf per query word (that of its most common variant), so its variants compete on match quality alone.
      let df = 0;
      for (const v of variants) df = Math.max(df, this.postings[v.id]?.length ?? 0);
      if (df === 0) continue;
      const idf = Math.log(1 + (this.count - df + 0.5) / (df + 0.5));
      let wordCount = 0;
      for (const v of variants) {
        const list = this.postings[v.id];
        if (!list) continue;
        const weight = ((v.kind === 'typo' ? TYPO_WEIGHT[v.distance] : MATCH_WEIGHT[v.kind]) * idf) / QUANTUM;
        for (let i = 0; i < list.length; i++) {
          const posting = list[i];
          const ordinal = (posting / ORDINAL) | 0;
          const score = ((posting - ordinal * ORDINAL) & 0xffff) * weight;
          const before = termScore[ordinal];
          if (before === 0) wordTouched[wordCount++] = ordinal;
          if (score > before) termScore[ordinal] = score;
        }
      }
      for (let i = 0; i < wordCount; i++) {
        const ordinal = wordTouched[i];
        if (matchedWords[ordinal] === 0) touched[touchedCount++] = ordinal;
        matchedWords[ordinal]++;
        total[ordinal] += termScore[ordinal];
        termScore[ordinal] = 0;
      }
    }
    let count = 0;
    for (let i = 0; i < touchedCount; i++)
      if (matchedWords[touched[i]] === words.length) results.ordinals[count++] = touched[i];
    if (count === 0) {
      results.ordinals.set(touched.subarray(0, touchedCount));
      count = touchedCount;
    }
    for (let i = 0; i < count; i++) results.scores[i] = total[results.ordinals[i]];
    for (let i = 0; i < touchedCount; i++) {
      total[touched[i]] = 0;
      matchedWords[touched[i]] = 0;
    }
    results.count = count;
    return results;
  }

  /** The index as plain data (a snapshot). */
  export(): IndexData {
    const ordinals: number[] = [];
    const offsets = [0];
    let total = 0;
    this.documents.forEach((terms, ordinal) => {
      if (!terms) return;
      ordinals.push(ordinal);
      offsets.push((total += terms.length));
    });
    const terms = new Int32Array(total);
    ordinals.forEach((ordinal, i) => terms.set(this.documents[ordinal]!, offsets[i]));
    return {
      dictionary: this.dictionary.export(),
      postings: this.postings,
      lengths: this.lengths,
      ordinals: Int32Array.from(ordinals),
      offsets: Int32Array.from(offsets),
      terms,
    };
  }

  /** An index from `export()`'s data. */
  static import(data: IndexData): InvertedIndex {
    const index = new InvertedIndex(TermDictionary.import(data.dictionary), data.postings);
    data.ordinals.forEach((ordinal, i) => {
      index.documents[ordinal] = data.terms.subarray(data.offsets[i], data.offsets[i + 1]);
      index.count++;
    });
    index.lengths = data.lengths;
    return index;
  }
}

/** Index of the first posting whose ordinal is ≥ `ordinal`. */
function findOrdinal(list: number[], ordinal: number): number {
  const key = ordinal * ORDINAL;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
