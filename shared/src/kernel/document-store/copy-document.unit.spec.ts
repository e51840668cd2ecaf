/**
 * copyDocument gives what structuredClone gives (same data, nothing shared), for plain documents and
 * for the rest it hands to structuredClone.
 */
import { expect } from 'chai';
import { copyDocument } from './copy-document.ts';

describe('copyDocument', () => {
  it('copies plain documents deeply: equal to structuredClone, sharing nothing with the original', () => {
    const doc = {
      _id: 'a',
      name: 'Alpha',
      votes: 3,
      ratio: -0.5,
      live: true,
      none: null,
      gone: undefined,
      categories: ['apis', 'ci-cd'],
      weeks: [{ week: '2026-11-16', cast: 3, discounted: { self: 1 } }],
      at: new Date('2026-11-20T10:00:00Z'),
      nested: { deeper: { list: [[1, 2], []] } },
    };
    const copy = copyDocument(doc);
    expect(copy).to.deep.equal(structuredClone(doc));
    expect(Object.keys(copy)).to.deep.equal(Object.keys(doc));
    copy.categories.push('x');
    copy.weeks[0].discounted.self = 9;
    copy.nested.deeper.list[0].push(3);
    copy.at.setFullYear(2000);
    expect(doc.categories).to.deep.equal(['apis', 'ci-cd']);
    expect(doc.weeks[0].discounted.self).to.equal(1);
    expect(doc.nested.deeper.list[0]).to.deep.equal([1, 2]);
    expect(doc.at.getUTCFullYear()).to.equal(2026);
  });

  it('keeps an own "__proto__" field (as JSON.parse makes it) a field, not the prototype of the copy', () => {
    const doc = JSON.parse('{"_id":"p","__proto__":{"polluted":true},"name":"x"}') as Record<string, unknown>;
    const copy = copyDocument(doc);
    expect(Object.getPrototypeOf(copy)).to.equal(Object.prototype);
    expect((copy as { polluted?: boolean }).polluted).to.equal(undefined);
    expect(Object.keys(copy)).to.deep.equal(['_id', '__proto__', 'name']);
    expect(copy).to.deep.equal(structuredClone(doc));
  });

  it('hands what is not plain data to structuredClone: maps, sets, typed arrays, cycles', () => {
    const cyclic: Record<string, unknown> = { _id: 'c' };
    cyclic.self = cyclic;
    for (const doc of [
      { _id: 'm', map: new Map([['a', 1]]) },
      { _id: 's', set: new Set([1, 2]) },
      { _id: 't', bytes: new Uint8Array([1, 2, 3]) },
      cyclic,
    ]) {
      const copy = copyDocument(doc);
      expect(copy).to.deep.equal(structuredClone(doc));
      expect(copy).to.not.equal(doc);
    }
    const copied = copyDocument(cyclic);
    expect(copied.self).to.equal(copied);
    expect(() => copyDocument({ f: () => 1 })).to.throw();
  });
});
