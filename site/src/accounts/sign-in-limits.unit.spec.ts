/**
 * The sign-in limiter on a manual clock, for hours of guessing from many addresses (issue 28): the
 * password of an address is checked for clients that are not known devices at most once per 15-s slot,
 * 240 an hour, and never more than the stated 254 in any hour (a held slot may be used up to a minute
 * late; the 10 wrong passwords that start the slow-down are checked at once). Without HTTP and scrypt,
 * so hours of attempts run in seconds; the pages call the same methods (account-pages.router.ts).
 */
import { expect } from 'chai';
import { ManualClock, MingoDocumentStore } from '@listings/shared/kernel';
import { SignInLimiter, type SignInAttempt } from './sign-in-limits.ts';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const START = Date.parse('2026-03-02T09:00:00Z');
const HOURS = 3;
/** The rate the README states: 240 slots an hour, up to 4 held slots from the minute before, 10 at once. */
const PER_HOUR = 254;

describe('sign-in limiter: checks per address per hour, across many addresses (issue 28)', function () {
  this.timeout(120_000);

  it('checks an address at most once per slot, at most 254 times in any hour, however many addresses guess', async () => {
    const clock = new ManualClock(new Date(START));
    const limiter = new SignInLimiter({}, { documents: new MingoDocumentStore(), clock });
    const email = 'victim@example.com';
    const checks: number[] = [];
    /** When each client acts next, and how many more times. */
    const due = new Map<string, { at: number; left: number }>();
    // 20 addresses guessing every 15 s (sooner when told to), each at its own second of the slot, all along.
    for (let i = 0; i < 20; i++) due.set(`203.0.113.${i + 1}`, { at: START + (i % 15) * SECOND, left: Infinity });
    let fresh = 0;
    for (let at = START; at < START + HOURS * HOUR; at += SECOND) {
      clock.set(new Date(at));
      // And a new address every 20 s, each coming back when told to until it is checked, then never again.
      if ((at - START) % (20 * SECOND) === 0)
        due.set(`10.${(++fresh >> 16) & 255}.${(fresh >> 8) & 255}.${fresh & 255}`, { at, left: 100 });
      for (const [ip, client] of due) {
        if (client.at !== at) continue;
        const who: SignInAttempt = { ip, email };
        const throttle = await limiter.admitSignIn(who);
        if (!throttle) {
          checks.push(at);
          await limiter.recordFailure(who);
        }
        if (--client.left === 0 || (!throttle && client.left !== Infinity)) due.delete(ip);
        else if (client.left === Infinity) client.at = at + Math.min(throttle?.retryAfterSeconds ?? 15, 15) * SECOND;
        else client.at = at + (throttle?.retryAfterSeconds ?? 15) * SECOND;
      }
    }
    expect(fresh).to.be.greaterThan(500); // many addresses
    for (let hour = 0; hour < HOURS; hour++) {
      const inHour = checks.filter((at) => at >= START + hour * HOUR && at < START + (hour + 1) * HOUR).length;
      expect(inHour, `hour ${hour}`).to.be.at.most(PER_HOUR);
      expect(inHour, `hour ${hour}: the guessers do use every slot`).to.be.at.least(230);
    }
    // Any hour, not only the clock's: a sliding window over every check.
    for (let i = 0; i < checks.length; i++) {
      const within = checks.filter((at) => at >= checks[i] && at < checks[i] + HOUR).length;
      expect(within, `the hour from ${new Date(checks[i]).toISOString()}`).to.be.at.most(PER_HOUR);
    }
    expect(checks.length).to.be.at.most(HOURS * 240 + 14);
  });

  it('addresses that hold slots and never come back do not keep a new device waiting: one 429 of at most 15 s', async () => {
    // One guesser keeps the address under attack; 62 other addresses never send a wrong password: each
    // asks, is given a slot, lets it lapse unused and asks again only then. On the old limiter they stayed
    // "fresh" (nobody could take their slots over) and kept the coming quarter-hour's slots: a new device
    // was told Retry-After 855 s.
    for (const shared of [true, false]) {
      const clock = new ManualClock(new Date(START));
      const limiter = shared
        ? new SignInLimiter({}, { documents: new MingoDocumentStore(), clock })
        : new SignInLimiter({}, null, clock);
      const email = 'victim@example.com';
      const label = shared ? 'shared store' : 'in memory';
      const guesser: SignInAttempt = { ip: '203.0.113.1', email };
      const noShows = Array.from({ length: 62 }, (_, i) => ({ ip: `2001:db8::${(i + 1).toString(16)}`, at: 0 }));
      // The first ten wrong passwords put the address under attack; the no-shows start asking in the next minute.
      noShows.forEach((client, i) => (client.at = START + 61 * SECOND + (i % 60) * SECOND));
      /** People with the right password, each on a new device, arriving once the no-shows have let a slot lapse. */
      const arrivals = [25, 31, 38, 44, 52].map((minute, i) => START + minute * 60 * SECOND + ((i * 4) % 14) * SECOND);
      const people: { ip: string; arrived: number; at: number; refusals: number[]; in: number | null }[] = [];
      for (let at = START; at < START + 60 * 60 * SECOND; at += SECOND) {
        clock.set(new Date(at));
        // The guesser, at the start of every slot (and at once for the first ten).
        if ((at - START) % (15 * SECOND) === 0 || at - START < 10 * SECOND)
          if (!(await limiter.admitSignIn(guesser))) await limiter.recordFailure(guesser);
        for (const client of noShows) {
          if (client.at !== at) continue;
          const who: SignInAttempt = { ip: client.ip, email };
          const throttle = await limiter.admitSignIn(who);
          if (!throttle) {
            // Checked at once (it never holds back a wrong password when asked): it asks again a slot later.
            await limiter.recordFailure(who);
            client.at = at + 15 * SECOND;
          } else
            // Held: never comes back to use the slot, only asks again once the hold (a minute) has lapsed.
            client.at = at + (throttle.retryAfterSeconds + 61) * SECOND;
        }
        for (const [index, arrival] of arrivals.entries())
          if (arrival === at) people.push({ ip: `198.51.100.${index + 1}`, arrived: at, at, refusals: [], in: null });
        for (const person of people) {
          if (person.in !== null || person.at !== at) continue;
          const who: SignInAttempt = { ip: person.ip, email };
          const throttle = await limiter.admitSignIn(who);
          if (!throttle) {
            await limiter.recordSuccess(who);
            person.in = at;
          } else {
            person.refusals.push(throttle.retryAfterSeconds);
            // Comes back when told.
            person.at = at + throttle.retryAfterSeconds * SECOND;
          }
        }
      }
      expect(people, label).to.have.length(arrivals.length);
      // The no-shows do hold the coming slots all along: everyone meets a 429, one.
      expect(
        people.filter((person) => person.refusals.length === 1),
        label,
      ).to.have.length(arrivals.length);
      for (const person of people) {
        const about = `${label}: person arriving at +${(person.arrived - START) / SECOND} s, refused ${JSON.stringify(person.refusals)}`;
        expect(person.refusals.length, about).to.be.at.most(1);
        for (const retryAfter of person.refusals) expect(retryAfter, about).to.be.within(1, 15);
        expect(person.in, about).to.not.equal(null);
        expect(person.in! - person.arrived, about).to.be.at.most(15 * SECOND);
      }
    }
  });

  it('a burst that arrives before any failure is recorded gets the 10 checks at once and one slot, not one each', async () => {
    for (const shared of [false, true]) {
      const clock = new ManualClock(new Date(START));
      const limiter = shared
        ? new SignInLimiter({}, { documents: new MingoDocumentStore(), clock })
        : new SignInLimiter({}, null, clock);
      const email = 'victim@example.com';
      // 20 clients at the same moment: every admission is decided before any of them is checked.
      const burst = Array.from({ length: 20 }, (_, i): SignInAttempt => ({ ip: `198.51.100.${i + 1}`, email }));
      const verdicts = await Promise.all(burst.map((who) => limiter.admitSignIn(who)));
      const checked = burst.filter((_, i) => verdicts[i] === null);
      await Promise.all(checked.map((who) => limiter.recordFailure(who)));
      expect(checked.length, shared ? 'shared store' : 'in memory').to.be.at.most(11);
      // In memory the burst gets exactly its 10; the shared counter refuses a burst larger than what is
      // left whole (every request reads the total after all increments), so there only the slot's one.
      expect(checked.length).to.be.at.least(shared ? 1 : 10);
    }
  });
});
