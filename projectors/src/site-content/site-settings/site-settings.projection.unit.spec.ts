import { DEFAULT_FREE_QUEUE_WEEKS } from '@listings/shared/contracts/site-content';
import { expect } from 'chai';
import { MingoDocumentStore } from '@listings/shared/kernel';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { freeQueueWeeks, siteSettingsProjection } from './site-settings.projection.ts';

describe('site settings projection', () => {
  it('keeps the last free-queue setting; delivered twice, the same; the default before any', async () => {
    const events = [
      { type: 'FreeQueueWeeksSet', data: { weeks: 3 } },
      { type: 'FreeQueueWeeksSet', data: { weeks: 8 } },
    ];
    const { once, twice } = await onceAndTwice(siteSettingsProjection, events);
    expect(twice).to.deep.equal(once);
    expect(await freeQueueWeeks(await project(siteSettingsProjection, events))).to.equal(8);
    expect(await freeQueueWeeks(new MingoDocumentStore())).to.equal(DEFAULT_FREE_QUEUE_WEEKS);
  });
});
