import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { siteSettingsDecider } from './site-settings.decider.ts';

const { when, refusal } = givenWhenThen(siteSettingsDecider);

describe('site settings decider', () => {
  it('sets the free-queue weeks; the same value again changes nothing', () => {
    expect(when([], { type: 'SetFreeQueueWeeks', weeks: 6 })).to.deep.equal([
      { type: 'FreeQueueWeeksSet', data: { weeks: 6 } },
    ]);
    expect(
      when([{ type: 'FreeQueueWeeksSet', data: { weeks: 6 } }], { type: 'SetFreeQueueWeeks', weeks: 6 }),
    ).to.deep.equal([]);
  });
  it('refuses 0, fractions and more than 52 weeks', () => {
    for (const weeks of [0, 1.5, 53, -1])
      expect(refusal([], { type: 'SetFreeQueueWeeks', weeks })).to.equal('invalid_weeks');
  });
  it("records the console's reason with the weeks; refuses a reason too short", () => {
    expect(when([], { type: 'SetFreeQueueWeeks', weeks: 3, reason: ' busy month ' })).to.deep.equal([
      { type: 'FreeQueueWeeksSet', data: { weeks: 3, reason: 'busy month' } },
    ]);
    expect(refusal([], { type: 'SetFreeQueueWeeks', weeks: 3, reason: 'x' })).to.equal('invalid_reason');
  });

  it('sets the launch calendar (weeks ahead an order may name) apart from the free queue', () => {
    expect(when([], { type: 'SetLaunchWeeksAhead', weeks: 8 })).to.deep.equal([
      { type: 'LaunchWeeksAheadSet', data: { weeks: 8 } },
    ]);
    const given = [{ type: 'FreeQueueWeeksSet' as const, data: { weeks: 8 } }];
    expect(when(given, { type: 'SetLaunchWeeksAhead', weeks: 8 })).to.have.length(1);
    expect(
      when([{ type: 'LaunchWeeksAheadSet', data: { weeks: 8 } }], { type: 'SetLaunchWeeksAhead', weeks: 8 }),
    ).to.deep.equal([]);
    for (const weeks of [0, 2.5, 53])
      expect(refusal([], { type: 'SetLaunchWeeksAhead', weeks })).to.equal('invalid_weeks');
  });
  it("a site's setting carries its key (issue 30); the default site's carries none, as before the network", () => {
    expect(when([], { type: 'SetFreeQueueWeeks', weeks: 2, site: 'ai' })).to.deep.equal([
      { type: 'FreeQueueWeeksSet', data: { weeks: 2, site: 'ai' } },
    ]);
    expect(when([], { type: 'SetLaunchWeeksAhead', weeks: 6, site: 'ai' })).to.deep.equal([
      { type: 'LaunchWeeksAheadSet', data: { weeks: 6, site: 'ai' } },
    ]);
  });
});
