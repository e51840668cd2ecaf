/**
 * The e-mailed confirmation link returns people where they were (issue 31, 3a): someone who signs up
 * from a listing is mailed a link that carries the listing's path, and the confirmed page offers "Back
 * to Returnly" there (the listing's name, read from the read side, never from the URL), not the directory. Only a same-site path is carried: a `next` naming another
 * host, at sign-up or put into the link by hand, is never offered (the link's page checks it again).
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { csrfIn, linkInMail, newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';

describe('the confirmation link returns people where they signed up (issue 31)', function () {
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
      {
        profile: { name: 'Returnly', tagline: 'Returnly does things', url: 'https://returnly.example' },
        ownerId: null,
      },
      admin,
      'test',
    );
    await listings.execute(created.listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 'test');
    slug = created.slug;
    await settled(service.service);
  });
  after(() => service?.close());

  /** Signs a new person up with `next`, and answers the link of the confirmation mail. */
  const signUpAndOpenMail = async (next: string) => {
    const browser = new PageClient(service.baseUrl);
    const who = newPerson();
    // Each from its own address, so the per-IP sign-up limit never answers instead.
    const headers = { 'x-forwarded-for': `198.51.100.${++addresses}` };
    await signUpAndIn(browser, who, next, headers);
    await settled(service.service);
    const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === who.email)!;
    return { browser, link: new URL(linkInMail(mail.raw, '/verify-email')), headers };
  };
  /** Opens the link and presses Confirm, as a person does. */
  const confirm = async (
    browser: PageClient,
    path: string,
    headers: Record<string, string>,
    extra: Record<string, string> = {},
  ) => {
    const opened = await browser.get(path, headers);
    expect(opened.status).to.equal(200);
    const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(opened.text)?.[1];
    const form: Record<string, string> = { csrf: csrfIn(opened.text) };
    for (const name of ['account', 'request', 'token', 'next']) {
      const value = hidden(name);
      if (value !== undefined) form[name] = value.replace(/&amp;/g, '&');
    }
    const confirmed = await browser.post('/verify-email', { ...form, ...extra }, headers);
    expect(confirmed.status).to.equal(200);
    expect(confirmed.text).to.include('Your e-mail address is confirmed');
    return confirmed.text;
  };

  it('signed up from a listing: the mailed link carries it and the confirmed page leads back to it', async () => {
    const { browser, link, headers } = await signUpAndOpenMail(`/listings/${slug}`);
    expect(link.searchParams.get('next')).to.equal(`/listings/${slug}`);
    const page = await confirm(browser, link.pathname + link.search, headers);
    expect(page).to.include(`<a href="/listings/${slug}">Back to Returnly</a>`);
    expect(page).to.not.include('Go to the directory');
    // Opened again after confirming: the same way back.
    const again = await browser.get(link.pathname + link.search, headers);
    expect(again.text).to.include(`<a href="/listings/${slug}">Back to Returnly</a>`);
  });

  it('names the place by the read side, never by text in the link; plain words elsewhere', async () => {
    const { browser, link, headers } = await signUpAndOpenMail(`/listings/${slug}`);
    await confirm(browser, link.pathname + link.search, headers);
    // Opened again, confirmed, with another same-site next: the page's words for it.
    const labelFor = async (next: string) => {
      const opened = new URL(link);
      opened.searchParams.set('next', next);
      const page = await browser.get(opened.pathname + opened.search, headers);
      return /<a href="[^"]*">(Back to [^<]*)<\/a>/.exec(page.text)?.[1];
    };
    expect(await labelFor(`/listings/${slug}?name=Evil+Corp#Evil`)).to.equal('Back to Returnly');
    expect(await labelFor('/listings/no-such-listing')).to.equal('Back to the page you were on');
    expect(await labelFor('/listings/Evil%20Corp')).to.equal('Back to the page you were on');
    expect(await labelFor('/search?q=Evil')).to.equal('Back to your search');
    expect(await labelFor('/')).to.equal('Back to the directory');
    expect(await labelFor('/no/such/page')).to.equal('Back to the page you were on');
  });

  it('signed up with no particular page: the link carries nothing and the page offers the directory', async () => {
    const { browser, link, headers } = await signUpAndOpenMail('');
    expect(link.searchParams.has('next')).to.equal(false);
    const page = await confirm(browser, link.pathname + link.search, headers);
    expect(page).to.include('<a href="/">Go to the directory</a>');
    expect(page).to.not.include('Back to');
  });

  it('a next of another host is never carried nor offered, at sign-up or added to the link', async () => {
    const { browser, link, headers } = await signUpAndOpenMail('https://evil.example/x');
    expect(link.searchParams.has('next')).to.equal(false);
    for (const hostile of ['https://evil.example/x', '//evil.example/x', '/.//evil.example/x']) {
      const tampered = new URL(link);
      tampered.searchParams.set('next', hostile);
      const opened = await browser.get(tampered.pathname + tampered.search, headers);
      expect(opened.text, hostile).to.not.include('evil.example');
    }
    const tampered = new URL(link);
    tampered.searchParams.set('next', '//evil.example/x');
    // The form posted with a hostile next of its own (as a crafted page would): still only the directory.
    const page = await confirm(browser, tampered.pathname + tampered.search, headers, { next: '//evil.example/x' });
    expect(page).to.not.include('evil.example');
    expect(page).to.include('<a href="/">Go to the directory</a>');
  });
});
