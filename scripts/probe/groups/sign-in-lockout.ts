/**
 * 4. sign-in-lockout, shortened to real seconds.
 *
 * The person gets in: three client addresses (X-Forwarded-For from the loopback proxy) keep sending a
 * wrong password for the victim's e-mail address, each about twice a second, for ATTACK_MS (the
 * tester's "every 15 s", compressed: the attackers are always there when a slot opens). Meanwhile the
 * victim arrives twice, each time from a new address in a new browser, with the right password. Each
 * arrival must get in at once or after one 429 whose Retry-After is at most one slot (15 s), honoured:
 * then a 303 to a page that shows them signed in.
 *
 * Guessing stays slow, as README and site/src/accounts/sign-in-limits.ts state it: the first ten
 * wrong passwords for an address are checked at once, then its password is checked at most once per
 * 15-s slot for clients that are not known devices, whoever asks (240 an hour). So over the attack the
 * password checks (the attackers' 401s and the victim's successful sign-ins) may be at most ten plus
 * the slots the attack touched. And the same holds for a burst: BURST clients sending a wrong password
 * for another address at the same moment get at most ten plus a slot's check between them.
 */
import { allowedVerdicts, offSite, SIGN_IN_LIMITS, Tally, type GroupResult } from '../checks.ts';
import { Browser, csrfIn, newAddress, sleep } from '../client.ts';
import { newMember, type Person } from '../people.ts';
import type { ProbeContext } from '../context.ts';

const ATTACK_MS = 40_000;
const ATTACKERS = 3;
const ATTACK_EVERY_MS = 500;
/** When the victim arrives (ms after the attack began): once the address is under attack, early and late. */
const ARRIVALS = [8_000, 23_000];
/** Clients of the concurrent burst, each from its own address. */
const BURST = 20;

/** A browser on /signin from `address`, with its form's token. */
async function signInForm(base: string, address: string) {
  const browser = new Browser(base, address);
  return { browser, csrf: csrfIn((await browser.get('/signin')).text) };
}

/** BURST wrong passwords for the person's address at the same moment, each from a new address. */
async function burst(base: string, person: Person, tally: Tally): Promise<void> {
  const clients = await Promise.all(Array.from({ length: BURST }, () => signInForm(base, newAddress())));
  const started = Date.now();
  const answers = await Promise.all(
    clients.map(({ browser, csrf }, i) =>
      browser.post('/signin', { csrf, email: person.email, password: `burst guess ${i}` }).catch(() => null),
    ),
  );
  const checked = answers.filter((answer) => answer?.status === 401).length;
  const odd = answers.filter((answer) => answer?.status !== 401 && answer?.status !== 429).length;
  const allowed = allowedVerdicts(Date.now() - started);
  tally.check(odd === 0, `burst: ${odd} of ${BURST} wrong passwords answered neither 401 nor 429`);
  tally.check(
    checked <= allowed,
    `burst: ${checked} of ${BURST} concurrent wrong passwords (one address, ${BURST} clients) were checked; the limits allow ${allowed} (ten at once, then one per 15-s slot)`,
  );
  console.log(
    `  sign-in-lockout: burst of ${BURST} concurrent wrong passwords: ${checked} checked (allowed ${allowed})`,
  );
}

export async function signInLockout(ctx: ProbeContext): Promise<GroupResult> {
  const tally = new Tally('sign-in-lockout');
  const base = ctx.main.base;
  const victim = await newMember(base, 'victim');
  const attackers = await Promise.all(
    Array.from({ length: ATTACKERS }, (_, n) => signInForm(base, `203.0.113.${10 + n}`)),
  );

  const started = Date.now();
  const end = started + ATTACK_MS;
  let verdicts = 0;
  let refused = 0;
  let attempts = 0;
  let victimChecks = 0;
  const odd: string[] = [];
  const verdictTimes: string[] = [];

  const attack = async (n: number) => {
    const { browser, csrf } = attackers[n]!;
    for (let guess = 0; Date.now() < end && guess < ATTACK_MS / ATTACK_EVERY_MS + 5; guess++) {
      const sent = Date.now();
      const answer = await browser
        .post('/signin', { csrf, email: victim.email, password: `wrong guess ${n}-${guess}` })
        .catch(() => null);
      attempts++;
      if (answer?.status === 401) {
        verdicts++;
        verdictTimes.push(((sent - started) / 1000).toFixed(1));
      } else if (answer?.status === 429) refused++;
      else odd.push(`attacker ${n} got ${answer?.status ?? 'no answer'}`);
      await sleep(Math.max(0, ATTACK_EVERY_MS - (Date.now() - sent)));
    }
  };

  const arrive = async (at: number) => {
    await sleep(Math.max(0, started + at - Date.now()));
    const label = `victim arriving at +${Math.round(at / 1000)} s`;
    const { browser, csrf } = await signInForm(base, newAddress());
    const arrived = Date.now();
    const refusals: number[] = [];
    for (let tries = 0; tries < 3; tries++) {
      const answer = await browser.post('/signin', { csrf, email: victim.email, password: victim.password });
      if (answer.status === 303) {
        victimChecks++;
        const waited = Date.now() - arrived;
        tally.check(
          refusals.length <= 1,
          `${label}: refused ${refusals.length} times (Retry-After ${refusals.join(', ')}) before getting in`,
        );
        tally.check(
          waited <= (SIGN_IN_LIMITS.slotSeconds + 5) * 1000,
          `${label}: got in after ${Math.round(waited / 1000)} s`,
        );
        const leaves = offSite(answer.location, base);
        if (!tally.check(leaves === null && !!answer.location, `${label}: signed in, then ${leaves ?? 'no Location'}`))
          return;
        const landing = await browser.get(new URL(answer.location!, base).pathname);
        const signedIn = landing.text.includes('action="/signout"');
        tally.check(
          landing.status === 200 && signedIn,
          `${label}: the page after sign-in (${answer.location}) answered ${landing.status}${signedIn ? '' : ', not signed in'}`,
        );
        console.log(
          `  sign-in-lockout: ${label} got in after ${Math.round(waited / 100) / 10} s, refusals ${JSON.stringify(refusals)}`,
        );
        return;
      }
      if (answer.status !== 429) {
        tally.fail(`${label}: the right password answered ${answer.status}`);
        return;
      }
      const retryAfter = Number(answer.headers.get('retry-after'));
      refusals.push(retryAfter);
      if (
        !tally.check(
          retryAfter >= 1 && retryAfter <= SIGN_IN_LIMITS.slotSeconds,
          `${label}: 429 with Retry-After ${answer.headers.get('retry-after')}`,
        )
      )
        return;
      await sleep(retryAfter * 1000);
    }
    tally.fail(`${label}: still refused after ${refusals.length} waits (Retry-After ${refusals.join(', ')})`);
  };

  await Promise.all([...attackers.map((_, n) => attack(n)), ...ARRIVALS.map((at) => arrive(at))]);
  const duration = Date.now() - started;
  const allowed = allowedVerdicts(duration);
  const checks = verdicts + victimChecks;
  tally.check(odd.length === 0, `attackers got unexpected answers: ${odd.slice(0, 3).join('; ')}`);
  tally.check(
    checks <= allowed,
    `the password was checked ${checks} times in ${Math.round(duration / 1000)} s (${verdicts} attackers' wrong passwords at ${verdictTimes.join(', ')} s; ${victimChecks} sign-ins); the limits allow ${allowed} (ten at once, then one per 15-s slot)`,
  );
  tally.check(
    verdicts >= SIGN_IN_LIMITS.checkedBeforeSlowDown,
    `only ${verdicts} attacker verdicts: the address was never under attack`,
  );
  console.log(
    `  sign-in-lockout: ${attempts} attacker attempts in ${Math.round(duration / 1000)} s: ${verdicts} checked at ${verdictTimes.join(', ')} s (with the victim's ${victimChecks}: allowed ${allowed}), ${refused} refused with 429`,
  );

  // Another address, another attack: many clients at the same moment.
  await burst(base, await newMember(base, 'burst-victim'), tally);
  return tally.result();
}
