/**
 * What the SQL narrowing claims about a filter. Whether it ever holds back a match is tested against
 * the embedded store on a real PostgreSQL (pg-document-store.int.spec.ts); this pins which filters
 * are exact (mingo skipped, LIMIT and count in SQL) and that parameters line up with their placeholders.
 */
import { expect } from 'chai';
import { narrowing } from './sql-narrowing.ts';

describe('SQL narrowing of MongoDB filters', () => {
  it('answers _id lookups exactly with the primary key', () => {
    expect(narrowing({ _id: 'a' })).to.deep.equal({ where: 'id = $1', params: ['a'], exact: true });
    expect(narrowing({ _id: { $eq: 'a' } })).to.deep.include({ where: 'id = $1', exact: true });
    expect(narrowing({ _id: { $in: ['a', 'b'] } })).to.deep.equal({
      where: 'id = ANY($1::text[])',
      params: [['a', 'b']],
      exact: true,
    });
    expect(narrowing({ $or: [{ _id: 'a' }, { _id: 'b' }] })).to.deep.include({ exact: true });
    expect(narrowing({})).to.deep.equal({ where: 'TRUE', params: [], exact: true });
  });

  it('is not exact once anything else is in the filter', () => {
    expect(narrowing({ _id: 'a', n: { $gt: 1 } }).exact).to.equal(false);
    expect(narrowing({ 'a.b': 1 }).exact).to.equal(false);
    expect(narrowing({ n: { $in: [1], $ne: 2 } }).exact).to.equal(false);
    expect(narrowing({ _id: { $in: ['a', 1] } })).to.deep.include({ where: 'TRUE', exact: false });
    expect(narrowing({ _id: { $in: ['a'], $ne: 'b' } })).to.deep.include({ exact: false });
    expect(narrowing({ _id: { $gt: 'a' } })).to.deep.equal({ where: 'TRUE', params: [], exact: false });
    expect(narrowing({ $nor: [{ _id: 'a' }] })).to.deep.include({ where: 'TRUE', exact: false });
  });

  it('answers equality on a top-level field exactly: the value, or an array holding it', () => {
    expect(narrowing({ _id: 'a', status: 'live' })).to.deep.include({ exact: true });
    expect(narrowing({ status: { $in: ['live', 'draft'] }, flag: true })).to.deep.include({ exact: true });
    expect(narrowing({ $or: [{ status: 'live' }, { _id: 'x' }] })).to.deep.include({ exact: true });
  });

  it('narrows equality on a path by containment, with an array around each level', () => {
    const { where, params, exact } = narrowing({ 'a.b': 'x' });
    expect(exact).to.equal(false);
    expect(where).to.equal('(doc::jsonb) @> ANY($1::jsonb[])');
    expect((params[0] as string[]).map((text) => JSON.parse(text))).to.have.deep.members([
      { a: { b: 'x' } },
      { a: { b: ['x'] } },
      { a: [{ b: 'x' }] },
      { a: [{ b: ['x'] }] },
    ]);
    expect(
      (narrowing({ n: { $in: [1, true] } }).params[0] as string[]).map((text) => JSON.parse(text)),
    ).to.have.deep.members([{ n: 1 }, { n: [1] }, { n: true }, { n: [true] }]);
  });

  it('leaves to mingo what containment cannot answer', () => {
    for (const filter of [
      { n: null },
      { n: { $gt: 1 } },
      { n: { a: 1 } },
      { n: [1] },
      { n: { $in: [1, null] } },
      { n: /x/ },
      { 'a.0': 'x' },
      { 'a.b.c.d': 'x' },
      { n: Number.NaN },
    ]) {
      expect(narrowing(filter), JSON.stringify(filter)).to.deep.equal({ where: 'TRUE', params: [], exact: false });
    }
  });

  it('numbers placeholders after the statement’s own, and drops an $or with a branch it cannot narrow', () => {
    const { where, params } = narrowing({ _id: 'a', $or: [{ k: 1 }, { n: { $gt: 2 } }], s: 'x' }, 2);
    expect(where).to.equal('id = $3 AND (doc::jsonb) @> ANY($4::jsonb[])');
    expect(params).to.have.length(2);
    expect(params[0]).to.equal('a');
    expect((params[1] as string[]).map((text) => JSON.parse(text))).to.deep.equal([{ s: 'x' }, { s: ['x'] }]);
  });
});
