import { expect } from 'chai';
import { trendingScore } from './trending.ts';

describe('trending (time-decayed votes)', () => {
  const now = new Date('2026-11-22T15:00:00Z');
  it('halves a vote every three days and ignores votes older than 30 days', () => {
    expect(trendingScore({ '2026-11-22': 4 }, now)).to.equal(4);
    expect(trendingScore({ '2026-11-19': 4 }, now)).to.equal(2);
    expect(trendingScore({ '2026-11-16': 4 }, now)).to.equal(1);
    expect(trendingScore({ '2026-10-01': 1000 }, now)).to.equal(0);
  });
  it('ranks fresh votes above more, older ones', () => {
    expect(trendingScore({ '2026-11-21': 10 }, now)).to.be.greaterThan(trendingScore({ '2026-11-07': 30 }, now));
  });
});
