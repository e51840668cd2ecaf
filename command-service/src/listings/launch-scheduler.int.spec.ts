/**
 * The launch week: its start recorded once per week, and the listings due taken live once, whether
 * the step runs from the timer, from the recorded event, or again after a crash.
 */
import { expect } from 'chai';
import { isEventOf, ManualClock, SqliteEventStore, silentLogger } from '@listings/shared/kernel';
import { launchWeekStream, type DueLaunch, type LaunchWeekEvent } from '@listings/shared/contracts/listings';
import { ListingCommands } from './listing-commands.ts';
import { launchScheduler, launchWeekProcess } from './launch-scheduler.ts';

describe('launch week process manager', () => {
  const actor = { kind: 'system' as const, id: 'test' };

  it('records the week once and takes each due listing live once', async () => {
    const clock = new ManualClock('2026-11-30T00:00:05Z');
    const events = new SqliteEventStore(':memory:');
    const listings = new ListingCommands(events, clock);
    const { listingId } = await listings.create(
      { profile: { name: 'Due', url: 'https://due.test' }, ownerId: null },
      actor,
      't',
    );
    await listings.execute(listingId, { type: 'ScheduleLaunch', week: '2026-11-30', plan: 'free' }, actor, 't');
    const due = async (): Promise<DueLaunch[]> => [{ listingId, week: '2026-11-30', plan: 'free' }];
    const process = launchWeekProcess({ listings, logger: silentLogger, due });
    const job = launchScheduler({ events, clock, logger: silentLogger, process });

    expect(await job.tick()).to.equal(1);
    expect(await job.tick()).to.equal(0);
    const [began] = await events.readStream(launchWeekStream('2026-11-30'));
    expect(began).to.deep.include({ type: 'LaunchWeekBegan', data: { week: '2026-11-30' } });
    if (!isEventOf<LaunchWeekEvent>(began, 'LaunchWeekBegan')) throw new Error('LaunchWeekBegan was not recorded');
    expect(await events.readStream(launchWeekStream('2026-11-30'))).to.have.length(1);
    // The recorded event delivered again (after a crash) launches nothing more.
    expect((await process.handle(began)).launched).to.equal(0);
    const wentLive = (await events.readStream(`listing-${listingId}`)).filter((e) => e.type === 'ListingWentLive');
    expect(wentLive).to.have.length(1);
    expect(wentLive[0].metadata.causationId).to.equal(began.id);
    await events.close();
  });
});
