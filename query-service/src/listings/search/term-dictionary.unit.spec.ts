/**
 * The vocabulary lookups: Damerau (optimal string alignment) distance, the trie walk over the sorted
 * terms checked against a plain scan, and the kinds of match a lookup reports.
 */
import { expect } from 'chai';
import { TermDictionary, osaDistance, withinDistance } from './term-dictionary.ts';
import { analyze, queryTerms } from './text-analysis.ts';
import { random } from './testing/search-corpus.ts';

describe('term dictionary', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(osaDistance('lnik', 'link', 2)).to.equal(1);
    expect(osaDistance('invioce', 'invoice', 2)).to.equal(1);
    expect(osaDistance('harbr', 'harbor', 2)).to.equal(1);
    expect(osaDistance('abc', 'abc', 2)).to.equal(0);
    expect(osaDistance('ca', 'abc', 3)).to.equal(3); // optimal string alignment, not unrestricted Damerau
    expect(osaDistance('kitten', 'sitting', 2)).to.equal(3); // over the budget: budget + 1
  });

  it('walks the sorted terms as a trie and finds exactly what a scan finds', () => {
    const rand = random(11);
    const letters = 'abcdeno';
    const word = () =>
      Array.from({ length: 1 + Math.floor(rand() * 7) }, () => letters[Math.floor(rand() * letters.length)]).join('');
    const terms = [...new Set(Array.from({ length: 3000 }, word))].sort();
    for (let i = 0; i < 200; i++) {
      const query = word();
      for (const budget of [1, 2]) {
        const expected = terms
          .map((term) => [term, osaDistance(query, term, budget)] as [string, number])
          .filter(([, d]) => d <= budget)
          .sort();
        expect(withinDistance(terms, query, budget).sort(), `${query} ≤ ${budget}`).to.deep.equal(expected);
      }
    }
  });

  it('reports each term once with its best kind of match, recent terms included', () => {
    const dictionary = new TermDictionary();
    for (const term of ['link', 'links', 'linker', 'lint', 'invoice', 'invoicing']) dictionary.intern(term);
    dictionary.merge();
    dictionary.intern('linkage'); // not merged yet: scanned as a recent term
    const kinds = (term: string, typos: number) =>
      Object.fromEntries(
        dictionary.lookup(term, { prefix: true, typos }).map((m) => [dictionary.terms[m.id], `${m.kind}${m.distance}`]),
      );
    expect(kinds('link', 1)).to.deep.equal({
      link: 'exact0',
      links: 'stem0',
      linker: 'prefix0',
      linkage: 'prefix0',
      lint: 'typo1',
    });
    expect(kinds('invioce', 2)).to.deep.equal({ invoice: 'typo1', invoicing: 'typo1' });
  });

  it('ids survive export and import', () => {
    const dictionary = new TermDictionary();
    for (const term of ['b', 'a', 'c']) dictionary.intern(term);
    const copy = TermDictionary.import(dictionary.export());
    expect(['a', 'b', 'c'].map((t) => copy.idOf(t))).to.deep.equal(['a', 'b', 'c'].map((t) => dictionary.idOf(t)));
  });
});

describe('text analysis', () => {
  it('splits camelCase names and keeps the whole word, folding case and accents', () => {
    expect(analyze('PipelineHero ships HTMLParser, Café').terms).to.deep.equal([
      'pipelinehero',
      'pipeline',
      'hero',
      'ships',
      'htmlparser',
      'html',
      'parser',
      'cafe',
    ]);
    expect(analyze('PipelineHero ships').words).to.equal(2);
    expect(queryTerms('Link link LINK lnik!')).to.deep.equal(['link', 'lnik']);
  });
});

describe('term dictionary lookup cache', () => {
  /** A lookup as plain data, in id order, for comparing. */
  const answer = (dictionary: TermDictionary, term: string, options: { prefix: boolean; typos: number }) =>
    [...dictionary.lookup(term, options)].map((m) => `${dictionary.terms[m.id]}:${m.kind}${m.distance}`).sort();

  it('answers as a fresh dictionary does while terms keep being added', () => {
    const rand = random(23);
    const letters = 'abeilnorst';
    const word = () =>
      Array.from({ length: 2 + Math.floor(rand() * 7) }, () => letters[Math.floor(rand() * letters.length)]).join('');
    const dictionary = new TermDictionary();
    const queries = Array.from({ length: 40 }, word);
    for (let round = 0; round < 60; round++) {
      // A few new terms, sometimes other forms of earlier ones (so the stem closure changes too).
      for (let i = 0; i < 1 + Math.floor(rand() * 40); i++) {
        const base = rand() < 0.3 && dictionary.size ? dictionary.terms[Math.floor(rand() * dictionary.size)] : word();
        dictionary.intern(rand() < 0.5 ? base : `${base}${['s', 'ing', 'er', 'ed'][Math.floor(rand() * 4)]}`);
      }
      const fresh = TermDictionary.import(dictionary.export());
      for (const query of queries.slice(0, 10 + (round % 30))) {
        const options = { prefix: query.length >= 3, typos: query.length <= 2 ? 0 : query.length <= 5 ? 1 : 2 };
        expect(answer(dictionary, query, options), `${query} in round ${round}`).to.deep.equal(
          answer(fresh, query, options),
        );
      }
    }
  });

  it('finds a term added after the answer was cached, and its other forms', () => {
    const dictionary = new TermDictionary();
    for (const term of ['invoice', 'link']) dictionary.intern(term);
    const options = { prefix: true, typos: 2 };
    expect(answer(dictionary, 'invioce', options)).to.deep.equal(['invoice:typo1']);
    dictionary.intern('invoicing'); // another form of a typo match
    dictionary.intern('invioces'); // a new direct match (same stem as the query)
    expect(answer(dictionary, 'invioce', options)).to.deep.equal([
      'invioces:stem0',
      'invoice:typo1',
      'invoicing:typo1',
    ]);
    expect(answer(dictionary, 'lin', options)).to.deep.equal(['link:prefix0']);
    dictionary.intern('lint');
    dictionary.intern('lin');
    expect(answer(dictionary, 'lin', options)).to.deep.equal(['lin:exact0', 'link:prefix0', 'lint:prefix0']);
  });
});
