/**
 * Words of a page line as the matchers compare them: Porter stems (`stemmer`), English stop words
 * (`stopword`) left out, with each word's place in the line so a matched phrase can be quoted verbatim.
 */
import { stemmer } from 'stemmer';
import { eng } from 'stopword';

const STOP = new Set(eng);

export interface Word {
  /** As written. */
  raw: string;
  /** Lower-case Porter stem ("Invoicing" → "invoic"). */
  stem: string;
  start: number;
  end: number;
  stop: boolean;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#'’-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu;

export const isStopWord = (word: string) => STOP.has(word.toLowerCase());

/** "E-commerce" and "ecommerce" are one word; "AI-powered" keeps its parts apart only for stems. */
export const stemOf = (word: string) =>
  stemmer(
    word
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]s$/, '')
      .replace(/-/g, ''),
  );

export function wordsOf(line: string): Word[] {
  const words: Word[] = [];
  for (const match of line.matchAll(WORD)) {
    const raw = match[0];
    words.push({
      raw,
      stem: stemOf(raw),
      start: match.index!,
      end: match.index! + raw.length,
      stop: isStopWord(raw.replace(/['’]s$/, '')),
    });
  }
  return words;
}

/**
 * The text with the parts of its compounds apart ("note-taking" → "note taking"), the same length so a
 * match still points into the text as written. Both parts three letters or more: "E-commerce" and
 * "AI-powered" stay one word.
 */
export const splitCompounds = (text: string) => text.replace(/(?<=\p{L}{3})-(?=\p{L}{3})/gu, ' ');

let wordsIn: { text: string; starts: number[]; words: string[] } = { text: '', starts: [], words: [] };

/**
 * The word as written that holds the character at `at` ("note-taking" for the "note" of its split form).
 * The words of the last text asked are kept and the one at `at` found by halving: callers ask about each
 * word of a line in turn, and reading the whole line again for each was quadratic on a long hostile line
 * (issue 34, review).
 */
export function wordAt(text: string, at: number): string {
  if (wordsIn.text !== text) {
    const starts: number[] = [];
    const words: string[] = [];
    for (const match of text.matchAll(WORD)) {
      starts.push(match.index!);
      words.push(match[0]);
    }
    wordsIn = { text, starts, words };
  }
  const { starts, words } = wordsIn;
  const index = lastAtOrBefore(starts, at);
  return index >= 0 && at < starts[index]! + words[index]!.length ? words[index]! : '';
}

/** The index of the last of `sorted` (ascending) that is `at` or before, -1 if none: by halving. */
export function lastAtOrBefore(sorted: readonly number[], at: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! <= at) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** Content words only (stop words left out). */
export const contentWords = (line: string): Word[] => wordsOf(line).filter((word) => !word.stop);

/**
 * Where `phrase` (a list of stems) occurs as consecutive content words of `words`, in any order
 * ("post scheduling" is "scheduling posts"): the index of the first word of the run, or -1.
 */
export function findStems(words: readonly Word[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  const wanted = [...phrase].sort().join(' ');
  for (let at = 0; at + phrase.length <= words.length; at++) {
    const run = words
      .slice(at, at + phrase.length)
      .map((word) => word.stem)
      .sort()
      .join(' ');
    if (run === wanted) return at;
  }
  return -1;
}

/** The sentence of `line` that holds the characters start..end, as written (for a verbatim quote). */
export function sentenceAround(line: string, start: number, end: number, max = 240): string {
  for (const match of line.matchAll(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g)) {
    const from = match.index!;
    const to = from + match[0].length;
    if (from <= start && end <= to) {
      const sentence = match[0].trim();
      if (sentence.length <= max) return sentence;
      const left = Math.max(from, start - max / 2);
      return line.slice(left, Math.min(to, left + max)).trim();
    }
  }
  return line.slice(Math.max(0, start - max / 2), end + max / 2).trim();
}

/** "We don't offer themes … without giving options for design": what the product is not names no category. */
const NEGATION = /\b(?:no|not|never|nor|without|instead of|rather than|unlike)\b|n['’]t\b/i;
export function negated(text: string, at: number): boolean {
  // The words just before the term, in its own clause: "Never miss a meeting — the scheduling tool"
  // negates the meeting, not the tool. Only its last words are read (asked for every word of a line, the
  // whole text before each was quadratic: "not a CRM " × 10,000 took 15 s).
  const clause =
    wordsBefore(text, at)
      .split(/[.!?;:,]\s|\s[—–-]\s|[—–]/)
      .pop() ?? '';
  return NEGATION.test(clause.trim().split(/\s+/).slice(-5).join(' '));
}

/**
 * The text before `at` from the start of its seventh whitespace-separated word back (or from the start):
 * all that a check of the last five words before a term reads ("not", "into", "the project"), so that
 * asking it for every word of a long line stays linear. Each word is crossed once per call, and a call
 * crosses at most seven.
 */
export function wordsBefore(text: string, at: number): string {
  let start = at;
  for (let words = 0; start > 0 && words < 7; words++) {
    while (start > 0 && /\s/.test(text[start - 1]!)) start--;
    while (start > 0 && !/\s/.test(text[start - 1]!)) start--;
  }
  return text.slice(start, at);
}
