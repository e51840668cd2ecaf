/**
 * The mailed links of an account over HTTP: the verification link sent at sign-up (opening it changes
 * nothing; Confirm does), sending it again, and resetting a forgotten password (the answer never says
 * whether an account exists; the link works once; every session ends).
 */
import { expect } from 'chai';
import type { OutboxMailer } from '@listings/shared/platform';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { PageClient, csrfIn, linkInMail, newPerson, signUpAndIn } from '../kit/testing.ts';

describe('account pages: e-mail verification and password reset', function () {
  this.timeout(60_000);
  let service: TestService;
  const mails = async (to: string) => {
    await settled(service.service);
    return (await (service.service.mailer as OutboxMailer).list()).filter((m) => m.to === to);
  };
  const signUp = async () => {
    const browser = new PageClient(service.baseUrl);
    const who = newPerson();
    await signUpAndIn(browser, who);
    return { browser, ...who };
  };

  before(async () => {
    service = await startTestService();
  });
  after(() => service?.close());

  it('mails a verification link at sign-up; opening it changes nothing, Confirm verifies once', async () => {
    const { browser, email } = await signUp();
    expect((await browser.get('/')).text).to.include('Confirm your e-mail address to vote, follow and review');
    const [mail] = await mails(email);
    const link = new URL(linkInMail(mail.raw, '/verify-email'));
    const accountId = link.searchParams.get('account')!;
    const fields = {
      account: accountId,
      request: link.searchParams.get('request')!,
      token: link.searchParams.get('token')!,
    };

    const scanner = new PageClient(service.baseUrl);
    const opened = await scanner.get(link.pathname + link.search);
    expect(opened.text).to.include('Confirm');
    expect(
      (await service.call('GET', '/me', { key: (await service.createKey(['account:read'])).key })).status,
    ).to.equal(200);
    const stream = async () => (await service.service.events.readStream(`account-${accountId}`)).map((e) => e.type);
    expect(await stream()).to.not.include('EmailVerified');

    expect(
      (await scanner.get(`/verify-email?account=${accountId}&request=${fields.request}&token=${'A'.repeat(43)}`))
        .status,
    ).to.equal(404);
    expect((await scanner.post('/verify-email', { ...fields })).status).to.equal(403); // no CSRF token
    const confirmed = await scanner.post('/verify-email', { csrf: csrfIn(opened.text), ...fields });
    expect(confirmed.status).to.equal(200);
    expect(await stream()).to.include('EmailVerified');
    expect((await browser.get('/')).text).to.not.include('Confirm your e-mail address to vote');
    const resend = await browser.post('/verify-email/resend', { csrf: csrfIn((await browser.get('/')).text) });
    expect(resend.status).to.equal(409);
  });

  it('sends the link again on request, at most 5 a day', async () => {
    const { browser, email } = await signUp();
    for (let i = 0; i < 4; i++) {
      const again = await browser.post('/verify-email/resend', { csrf: csrfIn((await browser.get('/')).text) });
      expect(again.status).to.equal(200);
    }
    const refused = await browser.post('/verify-email/resend', { csrf: csrfIn((await browser.get('/')).text) });
    expect(refused.status).to.equal(429);
    expect(await mails(email)).to.have.length(5);
  });

  it('resets a forgotten password by e-mail link, once, and ends every session', async () => {
    const { browser, email, password } = await signUp();
    const stranger = new PageClient(service.baseUrl);
    const unknown = await stranger.post('/password/forgot', {
      csrf: await stranger.csrfOf('/password/forgot'),
      email: 'nobody@example.com',
    });
    const known = await stranger.post('/password/forgot', { csrf: await stranger.csrfOf('/password/forgot'), email });
    expect(unknown.status).to.equal(200);
    expect(known.status).to.equal(200);
    expect(unknown.text.replace('nobody@example.com', email)).to.equal(known.text);

    const [mail] = (await mails(email)).filter((m) => m.subject.includes('Reset your password'));
    const link = new URL(linkInMail(mail.raw, '/password/reset'));
    const form = await stranger.get(link.pathname + link.search);
    expect(form.status).to.equal(200);
    const fields = {
      account: link.searchParams.get('account')!,
      request: link.searchParams.get('request')!,
      token: link.searchParams.get('token')!,
    };
    expect(
      (await stranger.post('/password/reset', { csrf: csrfIn(form.text), ...fields, password: 'short' })).status,
    ).to.equal(400);
    const reset = await stranger.post('/password/reset', {
      csrf: csrfIn(form.text),
      ...fields,
      password: 'a brand new sturdy passphrase',
    });
    expect(reset.status).to.equal(303);
    expect(reset.location).to.equal('/signin?reset=1');
    // The session from sign-up has ended; the old password no longer works, the new one does.
    expect((await browser.get('/account/api-keys')).status).to.equal(303);
    const signIn = async (pass: string) => {
      const client = new PageClient(service.baseUrl);
      return client.post('/signin', { csrf: await client.csrfOf('/signin'), email, password: pass, next: '/' });
    };
    expect((await signIn(password)).status).to.equal(401);
    expect((await signIn('a brand new sturdy passphrase')).status).to.equal(303);
    // The link works once.
    expect((await stranger.get(link.pathname + link.search)).status).to.equal(404);
    const events = (await service.service.events.readStream(`account-${fields.account}`)).map((e) => e.type);
    expect(events).to.include.members([
      'PasswordResetRequested',
      'PasswordSet',
      'PasswordResetCompleted',
      'EmailVerified',
    ]);
  });
});
