/**
 * The account e-mails name the site of the network the person used and link to its host (issue 30):
 * the verification link of a sign-up, the one sent again, the password reset link and the note to the
 * owner of an address someone tried to sign up with. On the demo's two hosts of one port: the default
 * site on `localhost`, "AI Tools" on `127.0.0.1`. A link opened goes where the person was (their
 * session is on that host); the default site's mails are what they always were.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { settled, twoSitesOnOnePort, type TestService } from '@listings/gateway/testing';
import { csrfIn, linkInMail, newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';

describe('account e-mails link to the host of the site the person used', function () {
  this.timeout(60_000);
  let service: TestService;
  let main: string;
  let ai: string;
  const mails = async (to: string) => {
    await settled(service.service);
    return (await (service.service.mailer as OutboxMailer).list()).filter((m) => m.to === to);
  };

  before(async () => {
    ({ service, main, ai } = await twoSitesOnOnePort({ clock: new ManualClock(new Date()) }));
  });
  after(() => service?.close());

  it('a sign-up on AI Tools mails a link to AI Tools, which confirms the address there', async () => {
    const person = newPerson();
    const onAi = new PageClient(ai);
    await signUpAndIn(onAi, person);
    const [mail] = await mails(person.email);
    expect(mail!.subject).to.equal('Confirm your e-mail address on AI Tools');
    const link = new URL(linkInMail(mail!.raw, '/verify-email'));
    expect(link.origin).to.equal(ai);
    expect(mail!.raw).to.not.include(main);
    const opened = await onAi.get(link.pathname + link.search);
    expect(opened.status).to.equal(200);
    const fields = Object.fromEntries(['account', 'request', 'token'].map((k) => [k, link.searchParams.get(k)!]));
    expect((await onAi.post('/verify-email', { csrf: csrfIn(opened.text), ...fields })).status).to.equal(200);
  });

  it('a sign-up on the default site mails a link to the default site, as always', async () => {
    const person = newPerson();
    await signUpAndIn(new PageClient(main), person);
    const [mail] = await mails(person.email);
    expect(mail!.subject).to.equal('Confirm your e-mail address on Listings Directory');
    expect(new URL(linkInMail(mail!.raw, '/verify-email')).origin).to.equal(main);
  });

  it('the link sent again goes to the host it was asked on', async () => {
    const person = newPerson();
    await signUpAndIn(new PageClient(main), person);
    const onAi = new PageClient(ai);
    await signUpAndIn(onAi, person); // the same address: signs in on AI Tools (and its owner is told there)
    const resend = await onAi.post('/verify-email/resend', { csrf: csrfIn((await onAi.get('/account')).text) });
    expect(resend.status).to.equal(200);
    const confirmations = (await mails(person.email)).filter((m) => m.subject.startsWith('Confirm'));
    expect(confirmations.map((m) => new URL(linkInMail(m.raw, '/verify-email')).origin)).to.deep.equal([main, ai]);
    const attempt = (await mails(person.email)).find((m) => m.subject.startsWith('Someone tried to sign up'))!;
    expect(attempt.subject).to.equal('Someone tried to sign up on AI Tools with your address');
    expect(attempt.raw).to.include(`${ai}/password/forgot`);
  });

  it('a reset asked on AI Tools links to AI Tools', async () => {
    const person = newPerson();
    await signUpAndIn(new PageClient(main), person);
    const browser = new PageClient(ai);
    const form = await browser.get('/password/forgot');
    expect((await browser.post('/password/forgot', { csrf: csrfIn(form.text), email: person.email })).status).to.equal(
      200,
    );
    const reset = (await mails(person.email)).find((m) => m.subject.startsWith('Reset'))!;
    expect(reset.subject).to.equal('Reset your password on AI Tools');
    const link = new URL(linkInMail(reset.raw, '/password/reset'));
    expect(link.origin).to.equal(ai);
    expect((await browser.get(link.pathname + link.search)).status).to.equal(200);
  });
});
