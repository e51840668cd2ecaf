/**
 * The queries of bench:reads' uncached search row: deterministic for a seed, all distinct (so each is a
 * cache miss), and each a real listing name with exactly one word misspelt by one edit (so each still
 * finds its listing).
 */
import { expect } from 'chai';
import { typoQueries } from './typo-queries.ts';

const NAMES = Array.from(
  { length: 200 },
  (_, i) =>
    `${['Nimbus', 'Quartz', 'Harbor', 'Lumen', 'Vertex'][i % 5]}${['Cobalt', 'Meadow', 'Pixel', 'Orbit'][i % 4]} ${['CRM', 'API platform', 'monitoring tool'][i % 3]} ${i}`,
);

/** Edit distance with swaps of neighbours counted as one (optimal string alignment), as the search counts typos. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** The name `query` misspells: same words but one, which is one edit away from the name's (case aside). */
const misspelt = (query: string): string | undefined =>
  NAMES.find((name) => {
    const words = name.toLowerCase().split(' ');
    const asked = query.toLowerCase().split(' ');
    if (words.length !== asked.length) return false;
    const differing = words.flatMap((word, i) => (word === asked[i] ? [] : [i]));
    return (
      differing.length === 1 && words[differing[0]].length >= 4 && osa(words[differing[0]], asked[differing[0]]) === 1
    );
  });

describe('bench:reads typo queries', () => {
  it('are the same for the same seed, and others for another seed', () => {
    const first = typoQueries(NAMES, 500, 7);
    expect(typoQueries(NAMES, 500, 7)).to.deep.equal(first);
    const other = typoQueries(NAMES, 500, 8);
    expect(other).to.not.deep.equal(first);
    expect(other.filter((q) => first.includes(q)).length).to.be.below(100);
  });

  it('are all distinct, case aside (the search folds case)', () => {
    const queries = typoQueries(NAMES, 5000, 1);
    expect(queries).to.have.length(5000);
    expect(new Set(queries.map((q) => q.toLowerCase())).size).to.equal(5000);
  });

  it('are each a real name with one word misspelt by one edit, of a word of four letters or more', () => {
    const queries = typoQueries(NAMES, 2000, 3);
    const unmatched = queries.filter((q) => misspelt(q) === undefined);
    expect(unmatched, unmatched.slice(0, 5).join(' | ')).to.deep.equal([]);
    // Never the name itself, and the typos spread over the names.
    expect(queries.filter((q) => NAMES.includes(q))).to.deep.equal([]);
    expect(new Set(queries.map(misspelt)).size).to.be.above(150);
  });

  it('says so when the names cannot give that many', () => {
    expect(() => typoQueries(['CRM 1'], 10, 1)).to.throw('no name has a word of four letters or more');
    expect(() => typoQueries(['Lumen'], 10_000, 1)).to.throw(/only \d+ distinct typos/);
  });
});
