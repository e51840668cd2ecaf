import { expect } from 'chai';
import { barChart, shortWeek } from './svg-chart.ts';

describe('server-rendered bar charts', () => {
  const points = [
    { label: '2026-02-23', value: 0 },
    { label: '2026-03-02', value: 5 },
    { label: '2026-03-09', value: 10 },
  ];

  it('draws one bar per point, scaled to the largest, as a titled image that says its figures', () => {
    const svg = barChart({ id: 'signups', title: 'Sign-ups per week', points }).value;
    expect(svg).to.include('role="img"').and.include('aria-labelledby="signups-title signups-desc"');
    expect(svg).to.include('<title id="signups-title">Sign-ups per week</title>');
    expect(svg).to.include('<desc id="signups-desc">23 Feb: 0; 2 Mar: 5; 9 Mar: 10</desc>');
    const heights = [...svg.matchAll(/<rect [^>]*height="(\d+)"/g)].map((m) => Number(m[1]));
    expect(heights).to.deep.equal([0, 43, 86]);
    expect(svg).to.not.include('style=').and.not.include('<script');
  });

  it('escapes the title and formats values; an empty or all-zero series draws no bar', () => {
    const svg = barChart({ id: 'r', title: '<Revenue>', points, format: (v) => `$${v}.00` }).value;
    expect(svg).to.include('&lt;Revenue&gt;').and.include('$10.00');
    const empty = barChart({ id: 'e', title: 'None', points: [] }).value;
    expect(empty).to.include('<desc id="e-desc">No data</desc>');
    const zeros = barChart({ id: 'z', title: 'Zero', points: [{ label: '2026-03-02', value: 0 }] }).value;
    expect([...zeros.matchAll(/<rect [^>]*height="(\d+)"/g)].map((m) => m[1])).to.deep.equal(['0']);
    expect(shortWeek('2026-12-28')).to.equal('28 Dec');
  });
});
