/**
 * How listing text and queries become index terms. One place, so the index and the queries always
 * agree: lower case with accents folded ("Café" → cafe), words split at anything that is not a letter
 * or digit, and compound product names split at camelCase too ("PipelineHero" → pipelinehero,
 * pipeline, hero), so a search for one part finds the product. Stems (Porter) let "invoices" find
 * "invoicing"; typo budgets follow Elasticsearch's AUTO fuzziness.
 */
import { stemmer } from 'stemmer';

/** Changes whenever the terms produced here change: a snapshot made with another version is not used. */
export const ANALYSIS_VERSION = 1;

/** Longer words are indexed and matched exactly only (no typo or prefix walk). */
export const MAX_FUZZY_TERM_LENGTH = 32;

const WORD = /[\p{L}\p{N}]+/gu;
/** lower→Upper ("pipelineHero") and UPPER→Upper+lower ("HTMLParser") boundaries. */
const CAMEL = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
const MARKS = /\p{M}+/gu;

const fold = (word: string): string => {
  // ASCII words (nearly all) skip the Unicode normalization.
  // eslint-disable-next-line no-control-regex
  const plain = /^[\x00-\x7f]*$/.test(word) ? word : word.normalize('NFKD').replace(MARKS, '');
  return plain.toLowerCase();
};

/**
 * The terms of a text in order, with the parts of camelCase words after the word itself. `words`
 * counts the words (not the extra parts): the field length used in scoring.
 */
export function analyze(text: string): { terms: string[]; words: number } {
  const terms: string[] = [];
  let words = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    words++;
    const whole = fold(word);
    if (whole) terms.push(whole);
    const parts = word.split(CAMEL);
    if (parts.length > 1) for (const part of parts) terms.push(fold(part));
  }
  return { terms, words };
}

/** The distinct words of a query, folded as the index folds them (a query word is not split at camelCase). */
export function queryTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const match of query.matchAll(WORD)) {
    const term = fold(match[0]);
    if (term) terms.add(term);
  }
  return [...terms];
}

/** Typos allowed per query word, as Elasticsearch's AUTO fuzziness: none up to 2 letters, 1 up to 5, then 2. */
export const allowedTypos = (term: string): number =>
  term.length <= 2 || term.length > MAX_FUZZY_TERM_LENGTH ? 0 : term.length <= 5 ? 1 : 2;

/** Query words of 3 letters or more also match as the start of longer words. */
export const matchesAsPrefix = (term: string): boolean => term.length >= 3;

/** The Porter stem of a term; numbers and very short words are their own stem. */
export const stemOf = (term: string): string => (term.length <= 3 || /\d/.test(term) ? term : stemmer(term));
