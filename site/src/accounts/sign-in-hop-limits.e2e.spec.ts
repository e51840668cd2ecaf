/**
 * Issuing sign-in hops is limited per account and per client IP (issue 30): each hop is an event on the
 * account stream and a token in the store, so a signed-in script looping on the hop link must not make
 * them without bound. On the demo's two hosts of one port (the default site on `localhost`, "AI Tools" on
 * `127.0.0.1`) with small limits (3 an account, 5 an IP): an account's hops up to its limit are issued,
 * the next is a 429 page with Retry-After that says when to try again and offers AI Tools' own sign-in,
 * and records nothing; a second account from the same address is stopped at the IP's limit, which the
 * first account's refused hop did not count towards.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { twoSitesOnOnePort, type TestService } from '@listings/gateway/testing';
import { newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';

const PER_ACCOUNT = 3;
const PER_IP = 5;

describe('sign-in hops: issuing is limited per account and per IP', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  let service: TestService;
  let main: string; // the default site, on localhost
  let ai: string; // AI Tools, on 127.0.0.1

  before(async () => {
    ({ service, main, ai } = await twoSitesOnOnePort({
      clock,
      signInLimits: { hopsPerAccount: PER_ACCOUNT, hopsPerIp: PER_IP },
    }));
  });
  after(() => service?.close());

  /** A person signed in on the default site, and their browser's jar for AI Tools' host. */
  async function signedInOnMain() {
    const person = newPerson();
    const onMain = new PageClient(main);
    await signUpAndIn(onMain, person);
    const accountId = (await service.service.accounts.accountIdByEmail(person.email))!;
    return { accountId, onMain, onAi: new PageClient(ai) };
  }

  /** AI Tools' offer, then the default site's answer to it (a redirect with a token, or a refusal). */
  async function hop(onAi: PageClient, onMain: PageClient) {
    const start = await onAi.get(`/account/hop/start?from=main&next=${encodeURIComponent('/account/api-keys')}`);
    expect(start.status).to.equal(303);
    return onMain.get(start.location!.slice(main.length));
  }

  const hopsIssued = async (accountId: string) =>
    (await service.service.events.readStream(`account-${accountId}`)).filter((e) => e.type === 'SignInHopIssued')
      .length;

  it('issues an account its hops up to the limit, then answers 429 with Retry-After and a page that says what to do', async () => {
    const { accountId, onMain, onAi } = await signedInOnMain();
    for (let i = 0; i < PER_ACCOUNT; i++) {
      const issued = await hop(onAi, onMain);
      expect(issued.status, `hop ${i + 1}`).to.equal(303);
      expect(issued.location!.startsWith(`${ai}/account/hop/land?token=`)).to.equal(true);
    }

    const refused = await hop(onAi, onMain);
    expect(refused.status).to.equal(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).to.be.within(1, 15 * 60);
    expect(refused.text).to.include('<h1>Too many sign-ins carried over</h1>');
    expect(refused.text).to.match(/role="alert">[^<]*too many times in a short while\. Try again in \d+ minutes?\./);
    expect(refused.text).to.include(`href="${ai}/signin?next=%2Faccount%2Fapi-keys"`);
    expect(refused.text).to.include('sign in on AI Tools</a>');
    // Nothing recorded for the refused hop.
    expect(await hopsIssued(accountId)).to.equal(PER_ACCOUNT);
  });

  it('stops another account from the same address at the IP limit (a refused hop took none of it)', async () => {
    const { accountId, onMain, onAi } = await signedInOnMain();
    for (let i = 0; i < PER_IP - PER_ACCOUNT; i++)
      expect((await hop(onAi, onMain)).status, `hop ${i + 1}`).to.equal(303);
    const refused = await hop(onAi, onMain);
    expect(refused.status).to.equal(429);
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 15 * 60);
    expect(refused.text).to.include('Too many sign-ins carried over');
    expect(await hopsIssued(accountId)).to.equal(PER_IP - PER_ACCOUNT);
  });
});
