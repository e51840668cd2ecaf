/**
 * Issue 28, item 4: someone sending a wrong password every 15 s from three addresses must not keep the
 * person, on a new device with the right password, at 429 again and again. On a manual clock, with the
 * sign-in limits counted in a store that follows it (the default limits otherwise), the attackers act at
 * the start of every 15-s slot, before anyone else, and keep going for 35 simulated minutes (past the
 * 15-minute windows of the counters); people arrive at many moments, each from a new address and browser:
 * each gets in at once or after one 429 whose Retry-After is at most 15 s. And the address is never
 * checked more than once in a slot, whoever asks.
 */
import { expect } from 'chai';
import { ManualClock, MingoDocumentStore } from '@listings/shared/kernel';
import { hashPassword } from '@listings/shared/platform';
import { startTestService, type TestService } from '@listings/gateway/testing';
import { PageClient, csrfIn, newPerson } from '../kit/testing.ts';
import { accountPagesBehindProxy } from './testing.ts';
import type { SignInLimitSettings } from './sign-in-limits.ts';

const SECOND = 1000;
const SLOT = 15 * SECOND;
const START = Date.parse('2026-03-02T09:00:00Z'); // a slot and window boundary
const MINUTES = 35;
/** When people with the right password arrive (ms after START): early and late in the windows, between and on slot starts. */
const ARRIVALS = [
  [2, 3],
  [4, 0],
  [6, 14],
  [8, 7],
  [14, 59],
  [15, 1],
  [15, 30],
  [17, 8],
  [22, 11],
  [29, 58],
  [31, 45],
  [33, 2],
].map(([minute, second]) => (minute * 60 + second) * SECOND);

interface Client {
  browser: PageClient;
  ip: string;
  csrf: string;
}

async function scenario(limits: Partial<SignInLimitSettings>) {
  const clock = new ManualClock(new Date(START));
  const test: TestService = await startTestService({}, { clock });
  const pages = await accountPagesBehindProxy(test, {
    clock,
    limits,
    sharedLimits: { documents: new MingoDocumentStore(), clock },
  });
  const { base } = pages;
  const { accounts } = test.service;
  try {
    const person = newPerson();
    await accounts.register(
      { email: person.email, name: person.name, passwordHash: await hashPassword(person.password) },
      { kind: 'admin', id: 'test' },
      'test',
    );
    const client = async (ip: string): Promise<Client> => {
      const browser = new PageClient(base);
      return { browser, ip, csrf: csrfIn((await browser.get('/signin', { 'x-forwarded-for': ip })).text) };
    };
    const signIn = (who: Client, password: string) =>
      who.browser.post('/signin', { csrf: who.csrf, email: person.email, password }, { 'x-forwarded-for': who.ip });

    const attackers = await Promise.all(['203.0.113.1', '203.0.113.2', '203.0.113.3'].map(client));
    const checksInSlot = new Map<number, number>();
    const checked = (at: number) => {
      const slot = Math.floor(at / SLOT);
      checksInSlot.set(slot, (checksInSlot.get(slot) ?? 0) + 1);
    };
    const people: { arrived: number; refusals: number[]; signedInAt: number | null }[] = [];
    const waiting: { who: Client; at: number; index: number }[] = [];
    let guesses = 0;
    let personNumber = 0;

    for (let at = START; at < START + MINUTES * 60 * SECOND; at += SECOND) {
      clock.set(new Date(at));
      if ((at - START) % SLOT === 0)
        for (const attacker of attackers) {
          const answer = await signIn(attacker, `wrong guess number ${++guesses}`);
          expect(answer.status, `attacker at ${new Date(at).toISOString()}`).to.be.oneOf([401, 429]);
          if (answer.status === 401) checked(at);
        }
      const due = [
        ...ARRIVALS.filter((offset) => START + offset === at).map(() => ({ who: null, index: -1 })),
        ...waiting.filter((w) => w.at === at),
      ];
      for (const entry of due) {
        let index = entry.index;
        let who = entry.who;
        if (!who) {
          who = await client(`198.51.100.${++personNumber}`);
          index = people.push({ arrived: at, refusals: [], signedInAt: null }) - 1;
        } else waiting.splice(waiting.indexOf(entry as (typeof waiting)[number]), 1);
        const answer = await signIn(who, person.password);
        const record = people[index];
        if (answer.status === 303) {
          checked(at);
          record.signedInAt = at;
          continue;
        }
        expect(answer.status, `person ${index}`).to.equal(429);
        const retryAfter = Number(answer.headers.get('retry-after'));
        record.refusals.push(retryAfter);
        // Told to come back: they do so when told (if the person is still refused, the test fails below).
        if (record.refusals.length < 3) waiting.push({ who, at: at + retryAfter * SECOND, index });
      }
    }
    return { people, checksInSlot, attackerChecks: [...checksInSlot.values()].reduce((a, b) => a + b, 0) };
  } finally {
    await pages.close();
    await test.close();
  }
}

const expectPeopleIn = (people: Awaited<ReturnType<typeof scenario>>['people']) => {
  expect(people).to.have.length(ARRIVALS.length);
  for (const [index, person] of people.entries()) {
    const label = `person ${index} arriving at +${(person.arrived - START) / SECOND} s: refused ${JSON.stringify(person.refusals)}`;
    expect(person.refusals.length, label).to.be.at.most(1);
    for (const retryAfter of person.refusals) expect(retryAfter, label).to.be.within(1, 15);
    expect(person.signedInAt, label).to.not.equal(null);
    expect(person.signedInAt! - person.arrived, label).to.be.at.most(15 * SECOND);
  }
};

/** The first 10 wrong passwords are checked at once (in the first 4 slots); from then on one check per slot at most. */
const expectOneCheckPerSlot = (checksInSlot: Map<number, number>) => {
  for (const [slot, checks] of checksInSlot)
    expect(checks, `slot at ${new Date(slot * SLOT).toISOString()}`).to.be.at.most(
      slot * SLOT < START + 4 * SLOT ? 3 : 1,
    );
};

describe('sign-in slots: the right password from a new device gets in after one short wait at most (issue 28)', function () {
  this.timeout(180_000);

  it('with the default limits, while three addresses send a wrong password every 15 s', async () => {
    const { people, checksInSlot } = await scenario({});
    expectPeopleIn(people);
    expectOneCheckPerSlot(checksInSlot);
  });

  it('also when the attackers are never stopped by their own failures (only the slots hold them)', async () => {
    const { people, checksInSlot } = await scenario({ failuresPerAccount: 1_000_000, attemptsPerIp: 1_000_000 });
    expectPeopleIn(people);
    // The attackers hold the slots all along: nearly everyone meets one 429 (on the old limiter, again and again).
    expect(people.filter((person) => person.refusals.length === 1).length).to.be.at.least(ARRIVALS.length - 2);
    expectOneCheckPerSlot(checksInSlot);
  });
});
