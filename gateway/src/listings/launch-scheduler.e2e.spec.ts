/**
 * Scheduled listings (free queue or paid week) go live when their launch week begins, Monday 00:00
 * UTC, exactly once.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { startTestService, type TestService } from '../testing/test-service.ts';

const actor = { kind: 'system' as const, id: 'test' };

describe('launch scheduler', () => {
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  let service: TestService;
  let listings: ListingCommands;

  before(async () => {
    service = await startTestService({}, { clock });
    listings = new ListingCommands(service.service.events, clock);
  });
  after(() => service.close());

  const schedule = async (name: string, week: string, plan: 'free' | 'paid') => {
    const { listingId, slug } = await listings.create(
      { profile: { name, url: `https://${name.toLowerCase()}.example` }, ownerId: null },
      actor,
      'test',
    );
    await listings.execute(listingId, { type: 'ScheduleLaunch', week, plan }, actor, 'test');
    return slug;
  };
  const settle = async () =>
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 5000),
    ).to.equal(true);
  const status = async (slug: string) => (await service.call('GET', `/listings/${slug}`)).body.status;

  it('launches each scheduled listing when its week begins, once', async () => {
    const soon = await schedule('Soonish', '2026-11-30', 'free');
    const later = await schedule('Laterish', '2026-12-07', 'paid');
    await settle();
    expect(await service.service.launches.tick()).to.equal(0);
    expect(await status(soon)).to.equal('upcoming');

    clock.set('2026-11-29T23:59:59Z');
    expect(await service.service.launches.tick()).to.equal(0);

    clock.set('2026-11-30T00:00:00Z');
    expect(await service.service.launches.tick()).to.equal(1);
    await settle();
    expect(await status(soon)).to.equal('live');
    expect(await status(later)).to.equal('upcoming');
    expect((await service.call('GET', '/launches?section=this-week')).body.items.map((i: any) => i.slug)).to.deep.equal(
      [soon],
    );
    const live = await service.service.documents.collection('listings').findOne({ _id: soon });
    expect(live).to.include({ status: 'live', launch_week: '2026-11-30', plan: 'free' });

    await settle();
    expect(await service.service.launches.tick()).to.equal(0); // nothing launches twice

    clock.set('2026-12-09T08:00:00Z');
    expect(await service.service.launches.tick()).to.equal(1);
    await settle();
    expect(await service.service.documents.collection('listings').findOne({ _id: later })).to.include({
      status: 'live',
      plan: 'paid',
      launch_week: '2026-12-07',
    });
  });
});
