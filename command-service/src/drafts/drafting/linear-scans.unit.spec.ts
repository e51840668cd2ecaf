// The linear scans give the regexes' matches (on generated short strings, where the regexes are fast)
// and finish on the text that made those regexes backtrack (over a second on 50 kB): here 300 kB, on
// which a backtracking scan runs far past mocha's timeout (20 s), which is how these fail.
import { expect } from 'chai';
import { addressSpans, foundedBySubject, writtenMails } from './linear-scans.ts';
import { inAddress } from './categories.ts';

const LONG = 300_000;

const ADDRESS = /(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/[^\s<>"')\]]*/giu;
const MAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const FOUNDED_BY =
  /((?:\p{Lu}[\p{L}\p{N}.&'-]*)(?:\s+\p{Lu}[\p{L}\p{N}.&'-]*)*) (?:was|is) (?:co-?)?founded\b[^.]*\bby\b/u;

/** Strings of up to `most` pieces, the same every run (a fixed seed). */
function generated(pieces: string[], most: number, count: number): string[] {
  let seed = 34;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  return Array.from({ length: count }, () =>
    Array.from({ length: next(most) }, () => pieces[next(pieces.length)]!).join(''),
  );
}

describe('linear scans (issue 34, review)', () => {
  it('web addresses: the regex’s spans on generated text; 300 kB of "a." and "a-" has none', () => {
    const pieces = ['a', 'co', 'com', '.', '/', '-', '_', 'http://', 'https://', 'www.', 'WWW.', ' ', '"', ')', 'ſ'];
    for (const text of generated([...pieces, 'K', '9', ':', '..', 'é', '\n'], 14, 20000))
      expect(addressSpans(text), text).to.deep.equal(
        [...text.matchAll(ADDRESS)].map((m) => ({ start: m.index, end: m.index + m[0].length })),
      );
    expect(addressSpans('See https://www.navidrome.org/docs and go.dev/doc/install.')).to.deep.equal([
      { start: 4, end: 34 },
      { start: 39, end: 58 },
    ]);
    expect(addressSpans('a.'.repeat(LONG / 2))).to.deep.equal([]);
    expect(inAddress('a-'.repeat(LONG / 2) + 'b', 100)).to.equal(false);
    expect(inAddress('a.'.repeat(LONG / 2) + 'io/x', 100)).to.equal(true);
  });

  it('e-mail addresses: the regex’s matches on generated text; 300 kB of letters with no "@" has none', () => {
    for (const text of generated(
      ['a', 'b', '.', '@', '+', '-', '_', 'com', '.io', ' ', 'é', '@@', '9', ','],
      14,
      20000,
    ))
      expect(writtenMails(text), text).to.deep.equal([...text.matchAll(MAIL)].map((m) => m[0]));
    expect(writtenMails('Write to hello@acme.io or sales+eu@mail.acme.co.uk.')).to.deep.equal([
      'hello@acme.io',
      'sales+eu@mail.acme.co.uk',
    ]);
    expect(writtenMails('a'.repeat(LONG))).to.deep.equal([]);
    expect(writtenMails('a'.repeat(LONG) + '@example.com')).to.deep.equal(['a'.repeat(LONG) + '@example.com']);
  });

  it('"X was founded … by": the regex’s subject on generated text; 300 kB of capitals with no "founded" has none', () => {
    const pieces = ['A', 'Acme', ' ', ' was founded', ' is co-founded', ' founded', ' by', ' by.', '.', ' in 2019'];
    for (const text of generated([...pieces, '\n', 'É', 'é', '&', "'", 'Ab.', 'baby'], 12, 20000))
      expect(foundedBySubject(text), text).to.equal(FOUNDED_BY.exec(text)?.[1] ?? null);
    expect(foundedBySubject('Northwind Labs was founded in 2019 by Jane Doe.')).to.equal('Northwind Labs');
    expect(foundedBySubject('Northwind Labs was founded in 2019. By then')).to.equal(null);
    expect(foundedBySubject('A '.repeat(LONG / 2))).to.equal(null);
    expect(foundedBySubject('A'.repeat(LONG))).to.equal(null);
    expect(foundedBySubject('A was founded '.repeat(LONG / 14))).to.equal(null);
  });
});
