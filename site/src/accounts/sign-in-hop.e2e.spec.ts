/**
 * Sign-in across the network's sites in one redirect hop (issue 30), over real HTTP on two hosts of
 * one port, as the demo serves them: the default site on `localhost`, "AI Tools" on `127.0.0.1`. A
 * person's browser keeps cookies per host, so each host has its own cookie jar here. Covered: the
 * hop (B's sign-in page offers it, A issues the token, B redeems it and has its own session), a replay
 * refused, an expired token refused, a token for another site refused, a foreign `to` refused (no open
 * redirect), a state from another browser refused, and a person not signed in on A who signs in there
 * and is carried back. Nothing logs a token; each step is on the account stream with actor and cause.
 */
import { expect } from 'chai';
import { ManualClock, type Logger } from '@listings/shared/kernel';
import { startTestService, twoSitesOnOnePort, type TestService } from '@listings/gateway/testing';
import { csrfIn, newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';

describe('sign-in across the sites of a network (one redirect hop)', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  const logged: string[] = [];
  const logger: Logger = {
    info: (message, fields) => void logged.push(JSON.stringify([message, fields])),
    warn: (message, fields) => void logged.push(JSON.stringify([message, fields])),
    error: (message, fields) => void logged.push(JSON.stringify([message, fields])),
  };
  let service: TestService;
  let main: string; // the default site, on localhost
  let ai: string; // AI Tools, on 127.0.0.1

  before(async () => {
    ({ service, main, ai } = await twoSitesOnOnePort({ clock, logger }));
  });
  after(() => service?.close());

  /** A person signed in on the default site (their browser's jars for both hosts). */
  async function signedInOnMain() {
    const person = newPerson();
    const onMain = new PageClient(main);
    await signUpAndIn(onMain, person);
    return { person, onMain, onAi: new PageClient(ai) };
  }

  /** Follows B's offer to A and A's answer: the land URL on B (with the token), from B's sign-in page. */
  async function hopFromAiToMain(onAi: PageClient, onMain: PageClient, next = '/account/api-keys') {
    const signIn = await onAi.get(`/signin?next=${encodeURIComponent(next)}`);
    expect(signIn.text).to.include('Signed in on Listings Directory?');
    const start = /href="(\/account\/hop\/start[^"]+)"/.exec(signIn.text)![1]!.replace(/&amp;/g, '&');
    const toMain = await onAi.get(start);
    expect(toMain.status).to.equal(303);
    expect(toMain.location!.startsWith(`${main}/account/hop?to=`)).to.equal(true);
    const hop = await onMain.get(toMain.location!.slice(main.length));
    return { toMain, hop };
  }

  const landPath = (location: string) => location.slice(ai.length);
  const stream = async (accountId: string) =>
    (await service.service.events.readStream(`account-${accountId}`)).map((e) => ({
      type: e.type,
      data: e.data as Record<string, unknown>,
      metadata: e.metadata as unknown as Record<string, unknown>,
    }));

  it('carries the sign-in from the default site to AI Tools in one hop, with each step recorded', async () => {
    const { person, onMain, onAi } = await signedInOnMain();
    expect((await onAi.get('/account/api-keys')).location).to.equal('/signin?next=%2Faccount%2Fapi-keys');

    const { hop } = await hopFromAiToMain(onAi, onMain);
    expect(hop.status).to.equal(303);
    expect(hop.location).to.match(
      new RegExp(`^${ai.replace(/\./g, '\\.')}/account/hop/land\\?token=[A-Za-z0-9_-]{43}$`),
    );
    const token = new URL(hop.location!).searchParams.get('token')!;

    const land = await onAi.get(landPath(hop.location!));
    expect(land.status, land.text).to.equal(303);
    expect(land.location).to.equal('/account/api-keys');
    const keys = await onAi.get('/account/api-keys');
    expect(keys.status).to.equal(200);
    expect(keys.text).to.include('API keys');
    expect(keys.text).to.include('AI Tools');

    // The account stream: the hop issued on main by the person, then SignedIn on ai by the hop.
    const accountId = (await service.service.accounts.accountIdByEmail(person.email))!;
    const events = await stream(accountId);
    const issued = events.find((e) => e.type === 'SignInHopIssued')!;
    expect(issued.data).to.include({ fromSite: 'main', toSite: 'ai' });
    expect(issued.metadata).to.deep.include({ actor: { kind: 'user', id: accountId }, cause: 'page:hop' });
    const signedIn = events.filter((e) => e.type === 'SignedIn').at(-1)!;
    expect(signedIn.data).to.include({ method: 'hop', hopRef: issued.data.hopRef, site: 'ai' });
    expect(signedIn.metadata).to.deep.include({ actor: { kind: 'user', id: accountId }, cause: 'page:hop-land' });
    // The token is nowhere in the log, the store's hop records or the logs.
    expect(JSON.stringify(events)).to.not.include(token);
    expect(JSON.stringify(logged)).to.not.include(token);
  });

  it('refuses a replayed token', async () => {
    const { onMain, onAi } = await signedInOnMain();
    const { hop } = await hopFromAiToMain(onAi, onMain);
    const state = onAi.cookies.get('__Host-hop')!;
    expect((await onAi.get(landPath(hop.location!))).status).to.equal(303);

    // The same browser, signed out, and the token again (state cookie put back): refused, no session.
    const replay = new PageClient(ai);
    replay.cookies.set('__Host-hop', state);
    const again = await replay.get(landPath(hop.location!));
    expect(again.status).to.equal(400);
    expect(again.text).to.include('already used');
    expect(replay.cookies.has('__Host-session')).to.equal(false);
  });

  it('refuses a token after its 60 seconds', async () => {
    const { onMain, onAi } = await signedInOnMain();
    const { hop } = await hopFromAiToMain(onAi, onMain);
    clock.advance(61_000);
    const land = await onAi.get(landPath(hop.location!));
    expect(land.status).to.equal(400);
    expect(onAi.cookies.has('__Host-session')).to.equal(false);
    expect(JSON.stringify(logged)).to.include('hop_expired');
  });

  it('refuses a token for AI Tools on the default site (a token for B is not for C)', async () => {
    const { onMain, onAi } = await signedInOnMain();
    const { hop } = await hopFromAiToMain(onAi, onMain);
    // Someone else's browser on main, carrying the state too: still not its site.
    const elsewhere = new PageClient(main);
    elsewhere.cookies.set('__Host-hop', onAi.cookies.get('__Host-hop')!);
    const land = await elsewhere.get(landPath(hop.location!));
    expect(land.status).to.equal(400);
    expect(elsewhere.cookies.has('__Host-session')).to.equal(false);
    // And it was burnt: it no longer works on AI Tools either.
    expect((await onAi.get(landPath(hop.location!))).status).to.equal(400);
  });

  it('refuses a token landed in a browser whose state is not the one it was issued for', async () => {
    const { onMain, onAi } = await signedInOnMain();
    const { hop } = await hopFromAiToMain(onAi, onMain);
    const victim = new PageClient(ai);
    await victim.get('/account/hop/start?from=main&next=%2F'); // a state of its own
    const land = await victim.get(landPath(hop.location!));
    expect(land.status).to.equal(400);
    expect(victim.cookies.has('__Host-session')).to.equal(false);
  });

  it('goes only to a site of the network: no open redirect', async () => {
    const { onMain } = await signedInOnMain();
    const state = 'a'.repeat(43);
    for (const to of [
      'https://evil.example/account',
      `//evil.example/`,
      `http://127.0.0.1.evil.example:${new URL(ai).port}/`,
      `http://user@127.0.0.1:${new URL(ai).port}/`,
      `${main}/account`, // itself: not a hop
      `${ai}//evil.example/`,
      `http://127.0.0.1:1/account`, // the right host on another port: another origin
      'javascript:alert(1)',
    ]) {
      const answer = await onMain.get(`/account/hop?to=${encodeURIComponent(to)}&state=${state}`);
      expect(answer.status, to).to.equal(400);
      expect(answer.location, to).to.equal(null);
    }
    // A bad state is refused as well.
    expect((await onMain.get(`/account/hop?to=${encodeURIComponent(`${ai}/`)}&state=short`)).status).to.equal(400);
    // And B's start refuses a site that is not in the network.
    expect((await new PageClient(ai).get('/account/hop/start?from=evil&next=%2F')).status).to.equal(400);
  });

  it('not signed in on the default site: signs in there, then comes back to AI Tools signed in', async () => {
    const person = newPerson();
    // The person has an account (made and signed out on main), and is signed in nowhere.
    const setup = new PageClient(main);
    await signUpAndIn(setup, person);
    const onMain = new PageClient(main);
    const onAi = new PageClient(ai);

    const { hop } = await hopFromAiToMain(onAi, onMain, '/account');
    expect(hop.status).to.equal(303);
    expect(hop.location!.startsWith('/signin?next=%2Faccount%2Fhop%3Fto%3D')).to.equal(true);
    const form = await onMain.get(hop.location!);
    expect(form.status).to.equal(200);
    // The sign-in form may lead on to AI Tools after it posts (the hop's redirect): its CSP says so.
    expect(form.headers.get('content-security-policy')).to.include(`form-action 'self' ${ai}`);
    expect(form.text).to.not.include('Signed in on AI Tools?'); // no hop offered in a hop
    const next = /name="next" value="([^"]*)"/.exec(form.text)![1]!.replace(/&amp;/g, '&');
    const signedIn = await onMain.post('/signin', {
      csrf: csrfIn(form.text),
      next,
      email: person.email,
      password: person.password,
    });
    expect(signedIn.status).to.equal(303);
    expect(signedIn.location!.startsWith('/account/hop?to=')).to.equal(true);
    const issued = await onMain.get(signedIn.location!);
    expect(issued.location!.startsWith(`${ai}/account/hop/land?token=`)).to.equal(true);
    const land = await onAi.get(landPath(issued.location!));
    expect(land.location).to.equal('/account');
    const welcome = await onAi.get('/account');
    expect(welcome.status).to.equal(200);
    expect(welcome.text).to.include(`Welcome, ${person.name}`);
  });

  it('offers no hop on a sign-in page when the network is one site', async () => {
    const single = await startTestService();
    try {
      const page = await new PageClient(single.baseUrl).get('/signin');
      expect(page.status).to.equal(200);
      expect(page.text).to.not.include('Signed in on');
    } finally {
      await single.close();
    }
  });
});
