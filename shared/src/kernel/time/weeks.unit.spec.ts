import { expect } from 'chai';
import { addWeeks, daysBetween, isoDayOf, mondayOf, resolveWeek } from './weeks.ts';

describe('launch weeks (Monday to Sunday, UTC)', () => {
  const table: [string, string][] = [
    ['2026-11-23T00:00:00Z', '2026-11-23'], // Monday 00:00
    ['2026-11-29T23:59:59Z', '2026-11-23'], // Sunday 23:59:59
    ['2026-11-30T00:00:00Z', '2026-11-30'], // next Monday
    ['2026-11-22T12:00:00Z', '2026-11-16'], // a Sunday
    ['2027-01-01T08:00:00Z', '2026-12-28'], // across a year
  ];
  for (const [time, monday] of table) {
    it(`${time} is in the week of ${monday}`, () => expect(mondayOf(new Date(time))).to.equal(monday));
    it(`${time} as an ISO string is in the week of ${monday}, asked once or again`, () => {
      const at = new Date(time).toISOString();
      expect(mondayOf(at)).to.equal(monday);
      expect(mondayOf(at)).to.equal(monday);
    });
  }

  it('gives the UTC day of a timestamp, whether written with Z or with an offset', () => {
    expect(isoDayOf('2026-11-29T23:59:59.999Z')).to.equal('2026-11-29');
    expect(isoDayOf('2026-11-30T01:00:00+05:00')).to.equal('2026-11-29');
    expect(isoDayOf('2026-11-29T20:00:00-05:00')).to.equal('2026-11-30');
    expect(() => isoDayOf('not a time')).to.throw(RangeError);
  });

  it('stays right past the bound of the days it remembers', () => {
    const start = Date.UTC(2020, 0, 1);
    for (let day = 0; day < 1_500; day++) {
      const at = new Date(start + day * 86_400_000);
      expect(mondayOf(at.toISOString())).to.equal(mondayOf(at));
    }
  });

  it('snaps dates and resolves this/next/last', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(resolveWeek('this', now)).to.equal('2026-11-23');
    expect(resolveWeek('next', now)).to.equal('2026-11-30');
    expect(resolveWeek('last', now)).to.equal('2026-11-16');
    expect(resolveWeek('2026-11-26', now)).to.equal('2026-11-23');
    expect(addWeeks('2026-11-23', -52)).to.equal('2025-11-24');
    expect(daysBetween('2026-11-23', '2026-11-30')).to.equal(7);
  });
});
