/**
 * The store's own sort must order exactly as mingo's $sort (which the embedded store used before, and
 * which stands for MongoDB's order here) or decline: checked against mingo on generated documents with
 * many ties, one and several keys, both directions, dotted paths; and declining on what mingo orders
 * by its own rules (missing values, null, mixed types, arrays, NaN).
 */
import { expect } from 'chai';
import { Query } from 'mingo';
import { sortedNatively, type SortSpec } from './native-sort.ts';
import type { Document } from './document-store.ts';

/** A small deterministic generator (no Math.random: a failure must repeat). */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

const mingoSorted = (docs: Document[], sort: SortSpec) =>
  new Query({})
    .find<Document>(docs, {})
    .sort(sort)
    .all()
    .map((doc) => doc._id);

describe('native sort (the embedded store orders a find as mingo does)', () => {
  it('gives mingo’s order on numbers and strings with ties, in both directions, on one to three keys', () => {
    const next = generator(7);
    const words = ['alpha', 'Beta', 'beta', 'gamma', 'Älpha', 'a', '', 'z10', 'z9'];
    const specs: SortSpec[] = [
      { votes: -1 },
      { votes: 1 },
      { votes: -1, _id: 1 },
      { name: 1, votes: -1 },
      { name: -1, _id: -1 },
      { 'by_week.w1': -1, _id: 1 },
      { score: 1, name: -1, _id: 1 },
    ];
    for (let round = 0; round < 40; round++) {
      const docs: Document[] = Array.from({ length: 1 + next(300) }, (_, i) => ({
        _id: `id-${next(1000)}-${i}`,
        votes: next(8),
        score: next(3) - 1 + next(4) / 4,
        name: words[next(words.length)],
        by_week: { w1: next(5) },
      }));
      for (const sort of specs) {
        const sorted = sortedNatively(docs, sort);
        expect(sorted, JSON.stringify(sort)).to.not.equal(undefined);
        expect(sorted!.map((doc) => doc._id)).to.deep.equal(mingoSorted(docs, sort), JSON.stringify(sort));
      }
    }
  });

  it('keeps documents with equal values in the order given (as mingo does, for -1 too)', () => {
    const docs = ['c', 'a', 'b'].map((_id) => ({ _id, votes: 1 }));
    expect(sortedNatively(docs, { votes: -1 })!.map((doc) => doc._id)).to.deep.equal(['c', 'a', 'b']);
    expect(mingoSorted(docs, { votes: -1 })).to.deep.equal(['c', 'a', 'b']);
  });

  it('declines what mingo orders by its own rules: missing, null, mixed types, arrays, objects, NaN, -0', () => {
    const cases: unknown[][] = [
      [1, undefined],
      [1, null],
      [1, '1'],
      ['a', [1]],
      [{ a: 1 }, { a: 2 }],
      [1, Number.NaN],
      [1, -0],
    ];
    for (const values of cases) {
      const docs = values.map((votes, i) => (votes === undefined ? { _id: `${i}` } : { _id: `${i}`, votes }));
      expect(sortedNatively(docs, { votes: 1 }), String(values)).to.equal(undefined);
    }
    expect(sortedNatively([{ _id: 'a', votes: 1 }], {})).to.equal(undefined);
  });

  it('does not change the array it is given', () => {
    const docs = [
      { _id: 'a', votes: 1 },
      { _id: 'b', votes: 2 },
    ];
    sortedNatively(docs, { votes: -1 });
    expect(docs.map((doc) => doc._id)).to.deep.equal(['a', 'b']);
  });
});
