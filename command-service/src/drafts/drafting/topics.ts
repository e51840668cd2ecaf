/**
 * Key phrases a site repeats about itself, for tags and keywords: runs of one to three content words
 * (no stop words at either end, no numbers, no calls to action) counted over the site's headings,
 * feature items and body text, each occurrence quoted from the line it was read in. A phrase counts
 * when it occurs at least three times on two pages or more; a longer phrase wins over the shorter ones
 * inside it when it is as frequent. A capitalised phrase the site only ever writes after "in" or
 * "from" ("Made with ❤️ in North Carolina", "Born in North Carolina") is a place, not a topic.
 */
import type { Evidence } from '../drafting.ports.ts';
import { wordsOf, type Word } from './words.ts';
import type { SiteLine } from './categories.ts';

/** Words that make a phrase a call to action or filler, not a topic. */
const NOT_TOPICAL = new Set(
  (
    'get start started try see meet join sign log learn read watch book contact buy click free new now ' +
    'today every day days week weeks month months year years minute minutes hour hours time ' +
    'way ways lot lots thing things one two three first best better great easy simple fast quick ' +
    'everything anything something nothing everyone team teams people us you we our your their ' +
    'need needs want wants make makes made use used uses using help helps work works pricing plan plans ' +
    'faq faqs question questions answer answers home about blog privacy terms cookies rights reserved ' +
    'copyright inc ltd llc gmbh company per user users seat seats included include includes ' +
    // Generic praise ("the real exam") and who it is for ("radio enthusiasts", "beginners"): not topics.
    'real actual true enthusiast enthusiasts fans lovers beginners experts professionals folks'
  ).split(' '),
);

export interface KeyPhrase {
  phrase: string;
  count: number;
  pages: number;
  evidence: Evidence;
}

const topical = (word: Word) =>
  !word.stop && !/\d/.test(word.raw) && word.raw.length >= 3 && !NOT_TOPICAL.has(word.raw.toLowerCase());

/** Phrases of 1..3 topical words, keyed by their stems, with the written form and the line that has it. */
export function keyPhrases(lines: readonly SiteLine[], exclude: readonly string[] = []): KeyPhrase[] {
  const excluded = new Set(exclude.flatMap((text) => wordsOf(text).map((word) => word.stem)));
  const found = new Map<
    string,
    { phrase: string; count: number; pages: Set<string>; evidence: Evidence; size: number; places: number }
  >();
  for (const line of lines) {
    const words = wordsOf(line.text);
    for (let at = 0; at < words.length; at++) {
      for (let size = 1; size <= 3 && at + size <= words.length; size++) {
        const run = words.slice(at, at + size);
        if (!run.every(topical) || run.some((word) => excluded.has(word.stem))) break;
        // Only words separated by a space belong together ("Invoices, receipts" are two topics).
        if (run.some((word, k) => k > 0 && line.text.slice(run[k - 1]!.end, word.start) !== ' ')) break;
        const key = run.map((word) => word.stem).join(' ');
        const phrase = line.text.slice(run[0]!.start, run[size - 1]!.end);
        const place =
          run.every((word) => /^\p{Lu}/u.test(word.raw)) &&
          /\b(?:in|from|near)\s+(?:the\s+)?$/i.test(line.text.slice(0, run[0]!.start))
            ? 1
            : 0;
        const entry = found.get(key);
        if (entry) {
          entry.count++;
          entry.places += place;
          entry.pages.add(line.url);
        } else
          found.set(key, {
            phrase,
            count: 1,
            pages: new Set([line.url]),
            evidence: { quote: phrase, url: line.url },
            size,
            places: place,
          });
      }
    }
  }
  const frequent = [...found.entries()].filter(
    ([, entry]) => entry.count >= 3 && entry.pages.size >= 2 && entry.places < entry.count,
  );
  // A phrase inside a longer phrase that is (almost) as frequent says less: keep the longer one.
  const kept = frequent.filter(
    ([key, entry]) =>
      !frequent.some(
        ([other, longer]) =>
          longer.size > entry.size && ` ${other} `.includes(` ${key} `) && longer.count >= entry.count - 1,
      ),
  );
  return kept
    .map(([, entry]) => ({
      phrase: entry.phrase,
      count: entry.count,
      pages: entry.pages.size,
      evidence: entry.evidence,
      size: entry.size,
    }))
    .sort((a, b) => b.count * b.size - a.count * a.size || b.pages - a.pages)
    .map(({ size: _size, ...phrase }) => phrase);
}
