/**
 * 1. open-redirect: `next` on /signin and /signup never sends the browser off the site, whoever asks:
 *
 * - signed in, GET /signin?next=… and /signup?next=… redirect at once: the Location must stay here;
 * - signed out, the sign-in form carries a `next` that must stay here, and the right password posted
 *   with the hostile `next` itself (an attacker's own form) must redirect here;
 * - signing up with the hostile `next` must redirect here.
 *
 * Each spelling is sent as written (as a browser would put it in the address bar: the URL parser drops
 * tabs and newlines, encodes the rest) and percent-encoded. Every Location is resolved against the
 * site's address as a browser resolves it, and its origin must be the site's.
 */
import { HOSTILE_NEXT, offSite, Tally, type GroupResult } from '../checks.ts';
import { Browser, hiddenValue, newAddress, type Answer } from '../client.ts';
import { newPerson, signIn, type Person } from '../people.ts';
import type { ProbeContext } from '../context.ts';

const queries = (next: string) => [`next=${next}`, `next=${encodeURIComponent(next)}`];

export async function openRedirect(ctx: ProbeContext): Promise<GroupResult> {
  const tally = new Tally('open-redirect');
  const base = ctx.main.base;
  const label = (what: string, next: string) => `${what} next=${JSON.stringify(next)}`;

  /** A redirect whose Location stays on the site (a 5xx, or no redirect where one is due, is a failure too). */
  const expectOnSite = (answer: Answer, what: string, redirectDue: boolean) => {
    if (answer.status >= 500) return tally.fail(`${what}: answered ${answer.status}`);
    if (redirectDue && (answer.status < 300 || answer.status > 399 || !answer.location))
      return tally.fail(`${what}: answered ${answer.status}, not a redirect`);
    const leaves = offSite(answer.location, base);
    tally.check(leaves === null, `${what}: ${leaves}`);
  };

  // Signed in: both pages redirect at once.
  const member: Person = ctx.member;
  const signedIn = await signIn(base, member);
  for (const next of HOSTILE_NEXT)
    for (const query of queries(next))
      for (const page of ['/signin', '/signup'])
        expectOnSite(await signedIn.get(`${page}?${query}`), label(`signed in, GET ${page}`, next), true);

  // Signed out: the form's next, then the right password with the hostile next posted as is.
  for (const next of HOSTILE_NEXT) {
    const browser = new Browser(base, newAddress());
    for (const query of queries(next)) {
      const form = await browser.get(`/signin?${query}`);
      if (form.status !== 200) {
        tally.fail(label('signed out, GET /signin', next) + `: answered ${form.status}`);
        continue;
      }
      const carried = hiddenValue(form.text, 'next');
      const leaves = carried === null ? null : offSite(carried, base);
      tally.check(leaves === null, `${label('signed out, the sign-in form', next)} carries next: ${leaves}`);
    }
    const { csrf } = await browser.form('/signin');
    const answer = await browser.post('/signin', { csrf, email: member.email, password: member.password, next });
    expectOnSite(answer, label('POST /signin with the right password', next), true);
  }

  // Signing up: a new account each time, each from its own address.
  for (const next of HOSTILE_NEXT) {
    const browser = new Browser(base, newAddress());
    const { page, csrf } = await browser.form(`/signup?next=${encodeURIComponent(next)}`);
    const carried = hiddenValue(page.text, 'next');
    const carriedLeaves = carried === null ? null : offSite(carried, base);
    tally.check(
      carriedLeaves === null,
      `${label('signed out, the sign-up form', next)} carries next: ${carriedLeaves}`,
    );
    const person = newPerson('redirect');
    const answer = await browser.post('/signup', { csrf, ...person, next });
    expectOnSite(answer, label('POST /signup', next), false);
  }
  return tally.result();
}
