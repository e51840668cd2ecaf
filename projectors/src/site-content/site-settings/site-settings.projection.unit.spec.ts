import { DEFAULT_FREE_QUEUE_WEEKS, DEFAULT_LAUNCH_WEEKS_AHEAD } from '@listings/shared/contracts/site-content';
import { expect } from 'chai';
import { MingoDocumentStore } from '@listings/shared/kernel';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { siteSettingsProjection } from './site-settings.projection.ts';
import { freeQueueWeeks, launchWeeksAhead } from '../site-commerce.ts';

const ai = { key: 'ai', isDefault: false };

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
    expect(await launchWeeksAhead(new MingoDocumentStore())).to.equal(DEFAULT_LAUNCH_WEEKS_AHEAD);
  });

  it("keeps each site's settings apart (issue 30); a site without its own uses the default site's", async () => {
    const events = [
      { type: 'FreeQueueWeeksSet', data: { weeks: 6 } },
      { type: 'LaunchWeeksAheadSet', data: { weeks: 10 } },
      { type: 'FreeQueueWeeksSet', data: { weeks: 2, site: 'ai' } },
    ];
    const { once, twice } = await onceAndTwice(siteSettingsProjection, events);
    expect(twice).to.deep.equal(once);
    expect(once.site_settings!.map((d: any) => [d._id, d.value, d.site])).to.deep.equal([
      ['ai/free_queue_weeks', 2, 'ai'],
      ['free_queue_weeks', 6, undefined],
      ['launch_weeks_ahead', 10, undefined],
    ]);
    const documents = await project(siteSettingsProjection, events);
    expect(await freeQueueWeeks(documents)).to.equal(6);
    expect(await freeQueueWeeks(documents, ai)).to.equal(2);
    // The launch calendar: ai set none, so the default site's.
    expect(await launchWeeksAhead(documents, ai)).to.equal(10);
    expect(await freeQueueWeeks(documents, { key: 'nocode', isDefault: false })).to.equal(6);
  });
});
