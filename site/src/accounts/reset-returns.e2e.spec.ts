/**
 * The e-mailed reset link returns people where they were (issue 31): someone who forgets their password
 * on a listing's sign-in page asks for a reset there, the mailed link carries the listing's path, and
 * after the new password the sign-in form leads back to the listing, as sign-up's confirmation link does.
 * Only a same-site path is carried: a `next` naming another host, on the forgot form, in the posted form
 * or put into the mailed link by hand, is never carried, offered nor redirected to.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { csrfIn, linkInMail, newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';

const HOSTILE = ['https://evil.example/x', '//evil.example/x', '/.//evil.example/x', '/\\evil.example/x'];

describe('the reset link returns people where they asked for it (issue 31)', function () {
  this.timeout(60_000);
  let service: TestService;
  let slug: string;
  let addresses = 0;

  before(async () => {
    const clock = new ManualClock(new Date('2026-11-18T10:00:00Z'));
    service = await startTestService({}, { clock });
    const listings = new ListingCommands(service.service.events, clock);
    const admin = { kind: 'admin' as const, id: 'test' };
    const created = await listings.create(
      { profile: { name: 'Resetly', tagline: 'Resetly does things', url: 'https://resetly.example' }, ownerId: null },
      admin,
      'test',
    );
    await listings.execute(created.listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 'test');
    slug = created.slug;
    await settled(service.service);
  });
  after(() => service?.close());

  const hidden = (text: string, name: string) =>
    new RegExp(`name="${name}" value="([^"]*)"`).exec(text)?.[1]?.replace(/&amp;/g, '&');
  const hrefOf = (text: string, label: string) =>
    new RegExp(`<a href="([^"]*)">${label}</a>`).exec(text)?.[1]?.replace(/&amp;/g, '&');

  /** A person with an account, signed out, each from an address of their own (per-IP limits never answer). */
  const person = async () => {
    const who = newPerson();
    const headers = { 'x-forwarded-for': `198.51.100.${++addresses}` };
    await signUpAndIn(new PageClient(service.baseUrl), who, '/', headers);
    return { who, headers, browser: new PageClient(service.baseUrl) };
  };
  /** The reset link mailed to `email` (the newest). */
  const resetLink = async (email: string) => {
    await settled(service.service);
    const mails = (await (service.service.mailer as OutboxMailer).list()).filter(
      (m) => m.to === email && m.raw.includes('/password/reset'),
    );
    return new URL(linkInMail(mails.at(-1)!.raw, '/password/reset'));
  };

  it("from a listing's sign-in: the mail's link carries it, and after the new password sign-in lands on it", async () => {
    const { who, headers, browser } = await person();
    const signIn = await browser.get(`/signin?next=${encodeURIComponent(`/listings/${slug}`)}`, headers);
    const forgotPath = hrefOf(signIn.text, 'Forgot your password\\?')!;
    expect(forgotPath).to.equal(`/password/forgot?next=${encodeURIComponent(`/listings/${slug}`)}`);
    const forgot = await browser.get(forgotPath, headers);
    expect(hidden(forgot.text, 'next')).to.equal(`/listings/${slug}`);
    const asked = await browser.post(
      '/password/forgot',
      { csrf: csrfIn(forgot.text), email: who.email, next: hidden(forgot.text, 'next')! },
      headers,
    );
    expect(asked.status).to.equal(200);
    expect(hrefOf(asked.text, 'Back to sign in')).to.equal(`/signin?next=${encodeURIComponent(`/listings/${slug}`)}`);

    const link = await resetLink(who.email);
    expect(link.searchParams.get('next')).to.equal(`/listings/${slug}`);
    const form = await browser.get(link.pathname + link.search, headers);
    expect(form.status).to.equal(200);
    const fields: Record<string, string> = { csrf: csrfIn(form.text), password: 'amber lantern over river' };
    for (const name of ['account', 'request', 'token', 'next']) fields[name] = hidden(form.text, name)!;
    const reset = await browser.post('/password/reset', fields, headers);
    expect(reset.status).to.equal(303);
    expect(reset.location).to.equal(`/signin?reset=1&next=${encodeURIComponent(`/listings/${slug}`)}`);

    const again = await browser.get(reset.location!, headers);
    expect(again.text).to.include('Your password is changed');
    const signedIn = await browser.post(
      '/signin',
      { csrf: csrfIn(again.text), next: hidden(again.text, 'next')!, email: who.email, password: fields.password },
      headers,
    );
    expect(signedIn.status).to.equal(303);
    expect(signedIn.location).to.equal(`/listings/${slug}`);
  });

  it('from the plain sign-in page: nothing is carried and the reset ends on the plain sign-in page', async () => {
    const { who, headers, browser } = await person();
    const signIn = await browser.get('/signin', headers);
    expect(hrefOf(signIn.text, 'Forgot your password\\?')).to.equal('/password/forgot');
    const forgot = await browser.get('/password/forgot', headers);
    expect(hidden(forgot.text, 'next')).to.equal(undefined);
    await browser.post('/password/forgot', { csrf: csrfIn(forgot.text), email: who.email }, headers);
    const link = await resetLink(who.email);
    expect(link.searchParams.has('next')).to.equal(false);
  });

  it('a next of another host is never carried, offered nor redirected to', async () => {
    const { who, headers, browser } = await person();
    for (const hostile of HOSTILE) {
      const forgot = await browser.get(`/password/forgot?next=${encodeURIComponent(hostile)}`, headers);
      expect(forgot.text, hostile).to.not.include('evil.example');
      // Posted with a hostile next of its own (as a crafted page would): the mailed link carries nothing.
      const asked = await browser.post(
        '/password/forgot',
        { csrf: csrfIn(forgot.text), email: who.email, next: hostile },
        headers,
      );
      expect(asked.text, hostile).to.not.include('evil.example');
      const link = await resetLink(who.email);
      expect(link.searchParams.has('next'), hostile).to.equal(false);
    }
    // Put into the mailed link by hand, and posted with the form: the reset ends on the plain sign-in page.
    const link = await resetLink(who.email);
    for (const hostile of HOSTILE) {
      const tampered = new URL(link);
      tampered.searchParams.set('next', hostile);
      const form = await browser.get(tampered.pathname + tampered.search, headers);
      expect(form.text, hostile).to.not.include('evil.example');
    }
    const form = await browser.get(link.pathname + link.search, headers);
    const fields: Record<string, string> = { csrf: csrfIn(form.text), password: 'amber lantern over river' };
    for (const name of ['account', 'request', 'token']) fields[name] = hidden(form.text, name)!;
    const reset = await browser.post('/password/reset', { ...fields, next: '//evil.example/x' }, headers);
    expect(reset.status).to.equal(303);
    expect(reset.location).to.equal('/signin?reset=1');
  });
});
