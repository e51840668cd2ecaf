/**
 * Wrong passwords from elsewhere never lock the real person out. Ten (here three) failures for an address
 * stop only the client that made them; once an address is under attack, unknown clients are slowed to one
 * check per slot between them, a refused one holding a later slot (never locked for the window; the waits
 * on a moving clock are in sign-in-slots.e2e.spec.ts); the person's own browser, known from an
 * earlier sign-in, signs in with the right password from any address, even the attacker's; and an e-mailed
 * reset link can always be asked for, clears the counts and makes its browser a known device.
 */
import { expect } from 'chai';
import type { OutboxMailer } from '@listings/shared/platform';
import { ManualClock } from '@listings/shared/kernel';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { PageClient, csrfIn, linkInMail, newPerson, signUpAndIn } from '../kit/testing.ts';
import { accountPagesBehindProxy } from './testing.ts';
import { KNOWN_DEVICES_COLLECTION } from './known-devices.ts';

const FAILURES = 3;
const SLOT_SECONDS = 600;

describe('sign-in limits: per (address, client), a slow-down per address, never a lockout of the person', function () {
  this.timeout(60_000);
  let test: TestService;
  let pages: Awaited<ReturnType<typeof accountPagesBehindProxy>> | undefined;
  let base: string;

  before(async () => {
    test = await startTestService();
    pages = await accountPagesBehindProxy(test, {
      // Slots follow this clock and it stands still: a slot taken stays taken, so every answer is decided.
      clock: new ManualClock(new Date()),
      limits: { failuresPerAccount: FAILURES, slowDownAfterFailures: FAILURES, slowDownSeconds: SLOT_SECONDS },
    });
    base = pages.base;
  });
  after(async () => {
    await pages?.close();
    await test?.close();
  });

  const signIn = async (browser: PageClient, ip: string, email: string, password: string) => {
    const csrf = csrfIn((await browser.get('/signin', { 'x-forwarded-for': ip })).text);
    return browser.post('/signin', { csrf, email, password }, { 'x-forwarded-for': ip });
  };
  const signOut = (browser: PageClient) => browser.cookies.delete('__Host-session');

  it('locks only the guessing client, slows unknown clients, lets the known device and the e-mailed link through', async () => {
    const person = newPerson();
    const own = new PageClient(base); // the person's own browser
    const { signedIn } = await signUpAndIn(own, person);
    expect(signedIn.setCookies.some((c) => /^__Host-device=[A-Za-z0-9_-]{43};.*HttpOnly/.test(c))).to.equal(true);
    signOut(own);

    // The attacker from one address: three wrong passwords, then that client is stopped for this address.
    const attacker = new PageClient(base);
    for (let i = 0; i < FAILURES; i++)
      expect((await signIn(attacker, '203.0.113.1', person.email, `guess number ${i}`)).status).to.equal(401);
    const stopped = await signIn(attacker, '203.0.113.1', person.email, person.password);
    expect(stopped.status).to.equal(429);

    // Rotating addresses: the address is under attack, so unknown clients share one check per slot; one
    // refused is given the next slot to come back for.
    expect((await signIn(new PageClient(base), '203.0.113.2', person.email, 'another guess')).status).to.equal(401);
    const slowed = await signIn(new PageClient(base), '203.0.113.3', person.email, 'yet another guess');
    expect(slowed.status).to.equal(429);
    expect(Number(slowed.headers.get('retry-after'))).to.be.within(1, SLOT_SECONDS);

    // The person on a new device with the right password is slowed too, never told to wait out the window:
    // given the slot after the one held by .3 (which has had no wrong password checked, so it keeps it).
    const borrowed = await signIn(new PageClient(base), '198.51.100.7', person.email, person.password);
    expect(borrowed.status).to.equal(429);
    expect(Number(borrowed.headers.get('retry-after'))).to.be.within(1, 2 * SLOT_SECONDS);
    expect(borrowed.text).to.include('Too many attempts. Try again in');

    // …but on their own browser the right password works at once, from anywhere, even the attacker's address.
    const home = await signIn(own, '203.0.113.1', person.email, person.password);
    expect(home.status).to.equal(303);
    signOut(own);
    expect((await signIn(own, '198.51.100.8', person.email, person.password)).status).to.equal(303);
    signOut(own);

    // A stolen device cookie does not give unlimited guesses: the device has its own (address, client) bucket.
    const thief = new PageClient(base);
    thief.cookies.set('__Host-device', own.cookies.get('__Host-device')!);
    for (let i = 0; i < FAILURES; i++)
      expect((await signIn(thief, '203.0.113.9', person.email, `thief guess ${i}`)).status).to.equal(401);
    expect((await signIn(thief, '203.0.113.9', person.email, person.password)).status).to.equal(429);

    // The e-mailed link: asking for it is never refused for the address, and the reset lets a new browser in.
    const laptop = new PageClient(base);
    const forgot = await laptop.post(
      '/password/forgot',
      { csrf: await laptop.csrfOf('/password/forgot'), email: person.email },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(forgot.status).to.equal(200);
    await settled(test.service);
    const mail = (await (test.service.mailer as OutboxMailer).list()).find(
      (m) => m.to === person.email && m.subject.includes('Reset your password'),
    )!;
    const link = new URL(linkInMail(mail.raw, '/password/reset'));
    const form = await laptop.get(link.pathname + link.search);
    const reset = await laptop.post('/password/reset', {
      csrf: csrfIn(form.text),
      account: link.searchParams.get('account')!,
      request: link.searchParams.get('request')!,
      token: link.searchParams.get('token')!,
      password: 'a brand new sturdy passphrase',
    });
    expect(reset.status).to.equal(303);
    expect(laptop.cookies.get('__Host-device')).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect((await signIn(laptop, '198.51.100.7', person.email, 'a brand new sturdy passphrase')).status).to.equal(303);

    // Only hashes are kept: no device token appears in the store.
    const stored = JSON.stringify(await test.service.documents.collection(KNOWN_DEVICES_COLLECTION).find({}));
    expect(stored).to.not.include(own.cookies.get('__Host-device')!);
  });

  it('a known device for one address is a stranger for another', async () => {
    const ann = newPerson();
    const bob = newPerson();
    const browser = new PageClient(base);
    await signUpAndIn(browser, ann);
    signOut(browser);
    await signUpAndIn(new PageClient(base), bob);
    // Bob's address comes under attack; Ann's browser is not known for it, so it is slowed like any stranger.
    for (let i = 0; i < FAILURES; i++)
      expect((await signIn(new PageClient(base), `203.0.113.${20 + i}`, bob.email, `guess ${i}`)).status).to.equal(401);
    expect((await signIn(new PageClient(base), '203.0.113.30', bob.email, 'guess')).status).to.equal(401);
    expect((await signIn(browser, '198.51.100.20', bob.email, bob.password)).status).to.equal(429);
    // Ann herself is untouched.
    expect((await signIn(browser, '198.51.100.20', ann.email, ann.password)).status).to.equal(303);
  });
});
