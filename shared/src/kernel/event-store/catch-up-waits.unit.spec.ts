/** The shared waits of log followers: a sleep that a wake ends early, and caughtUp() waiters released or refused. */
import { expect } from 'chai';
import { CaughtUpWaiters, WakeableSleep } from './catch-up-waits.ts';

describe('catch-up waits', () => {
  it('a sleep ends on wake, long before its time', async () => {
    const pause = new WakeableSleep();
    let woke = false;
    const sleeping = pause.sleep(60_000).then(() => (woke = true));
    await Promise.resolve();
    expect(woke).to.equal(false);
    pause.wake();
    await sleeping;
    expect(woke).to.equal(true);
    pause.wake(); // nothing under way: no effect
  });

  it('a sleep ends by itself when nobody wakes it', async () => {
    await new WakeableSleep().sleep(1);
  });

  it('releases the waiters whose target the checkpoint reached, and refuses the rest when delivery ends', async () => {
    const waiters = new CaughtUpWaiters();
    const settled: string[] = [];
    const near = waiters.waitFor(3).then(() => settled.push('3'));
    const far = waiters.waitFor(9).then(
      () => settled.push('9'),
      (reason: Error) => settled.push(`9 refused: ${reason.message}`),
    );
    waiters.reached(2);
    await Promise.resolve();
    expect(settled).to.deep.equal([]);
    waiters.reached(5);
    await near;
    expect(settled).to.deep.equal(['3']);
    waiters.fail(new Error('stopped'));
    await far;
    expect(settled).to.deep.equal(['3', '9 refused: stopped']);
  });
});
