/**
 * 6. sign-up-enumeration: the sign-up form does not tell whether an address has an account. Signing up
 * with an address that has one and with a new one (same name and password, each from a new address and
 * browser) gives the same status, the same Location, the same body once CSRF tokens, nonces and the
 * typed address are taken out, and cookies of the same names.
 */
import { comparableBody, firstDifference, Tally, type GroupResult } from '../checks.ts';
import { Browser, cookieNames, newAddress, type Answer } from '../client.ts';
import { newMember, newPerson, type Person } from '../people.ts';
import type { ProbeContext } from '../context.ts';

async function signUpAnswer(base: string, person: Person): Promise<Answer> {
  const browser = new Browser(base, newAddress());
  const { csrf } = await browser.form('/signup');
  return browser.post('/signup', {
    csrf,
    name: person.name,
    email: person.email,
    password: person.password,
    next: '/',
  });
}

export async function signUpEnumeration(ctx: ProbeContext): Promise<GroupResult> {
  const tally = new Tally('sign-up-enumeration');
  const base = ctx.main.base;
  const existing = [ctx.member, await newMember(base, 'enumerated')];
  for (const [i, taken] of existing.entries()) {
    const fresh = newPerson('fresh');
    const attempt = { ...fresh, email: taken.email };
    const [a, b] = [await signUpAnswer(base, attempt), await signUpAnswer(base, fresh)];
    const label = `pair ${i + 1} (existing vs new address)`;
    tally.check(a.status === b.status, `${label}: status ${a.status} vs ${b.status}`);
    const where = (answer: Answer) => comparableBody(answer.location ?? '', [taken.email, fresh.email]);
    tally.check(where(a) === where(b), `${label}: Location ${a.location} vs ${b.location}`);
    const difference = firstDifference(
      comparableBody(a.text, [taken.email, fresh.email]),
      comparableBody(b.text, [taken.email, fresh.email]),
    );
    tally.check(difference === null, `${label}: bodies differ ${difference}`);
    const [cookiesA, cookiesB] = [cookieNames(a.setCookies), cookieNames(b.setCookies)];
    tally.check(
      cookiesA.join() === cookiesB.join(),
      `${label}: cookies [${cookiesA.join(', ')}] vs [${cookiesB.join(', ')}]`,
    );
  }
  return tally.result();
}
