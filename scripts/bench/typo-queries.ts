/**
 * Search queries no one has sent before, for the uncached search row of `npm run bench:reads`: each is
 * a listing's name with one typo in one of its words, so every request misses the response cache and
 * the search does real work (a typo walk in the term dictionary) and still finds the listing.
 *
 * The typo is one edit as the search counts them (optimal string alignment: a letter dropped, doubled,
 * replaced, or two neighbouring letters swapped), in a word of four letters or more without digits
 * (shorter words and numbers are matched exactly only). Drawn with mulberry32 from `seed`: the same
 * names, count and seed always give the same queries, in the same order, all distinct.
 */
import { random } from '@listings/query-service/listings/search/testing';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const WORD = /^\p{L}{4,}$/u;

/** One edit of `word` that changes it, chosen by `rand`. */
function typo(word: string, rand: () => number): string {
  const at = (n: number) => Math.floor(rand() * n);
  for (;;) {
    const i = at(word.length);
    let changed: string;
    switch (at(4)) {
      case 0: // swap word[i] and word[i + 1]
        if (i === word.length - 1 || word[i].toLowerCase() === word[i + 1].toLowerCase()) continue;
        changed = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
        break;
      case 1: // drop word[i]
        changed = word.slice(0, i) + word.slice(i + 1);
        break;
      case 2: // double word[i]
        changed = word.slice(0, i + 1) + word[i].toLowerCase() + word.slice(i + 1);
        break;
      default: {
        // replace word[i] by another letter
        const letter = ALPHABET[at(ALPHABET.length)];
        if (letter === word[i].toLowerCase()) continue;
        changed = word.slice(0, i) + letter + word.slice(i + 1);
      }
    }
    if (changed.toLowerCase() !== word.toLowerCase()) return changed;
  }
}

/**
 * `count` distinct queries, each one of `names` with one word misspelt (see above). Throws if the names
 * cannot give that many (too few names with a word of four letters or more).
 */
export function typoQueries(names: readonly string[], count: number, seed: number): string[] {
  const rand = random(seed);
  const candidates = names
    .map((name) => {
      const words = name.split(' ');
      return { words, eligible: words.flatMap((word, index) => (WORD.test(word) ? [index] : [])) };
    })
    .filter(({ eligible }) => eligible.length > 0);
  if (candidates.length === 0) throw new Error('no name has a word of four letters or more to misspell');
  const seen = new Set<string>();
  const queries: string[] = [];
  for (let tries = 0; queries.length < count; tries++) {
    if (tries > count * 20) throw new Error(`only ${queries.length} distinct typos found of the ${count} asked for`);
    const { words, eligible } = candidates[Math.floor(rand() * candidates.length)];
    const index = eligible[Math.floor(rand() * eligible.length)];
    const query = words.map((word, i) => (i === index ? typo(word, rand) : word)).join(' ');
    const key = query.toLowerCase(); // the search folds case: two spellings of one query are one query
    if (seen.has(key)) continue;
    seen.add(key);
    queries.push(query);
  }
  return queries;
}
