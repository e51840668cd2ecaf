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
});
