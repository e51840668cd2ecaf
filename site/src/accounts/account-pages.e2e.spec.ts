/**
 * The account pages over HTTP (no browser): sign-up, sign-in, sign-out, sessions, CSRF, rate limits,
 * return paths, API keys.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { SESSIONS_COLLECTION } from '@listings/shared/platform';
import type { OutboxMailer } from '@listings/shared/platform';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { accountPagesBehindProxy } from './testing.ts';
import { KNOWN_DEVICES_COLLECTION } from './known-devices.ts';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';
import { DEFAULT_RETURN_PATH, safeReturnPath } from '../kit/return-path.ts';
import { csrfIn, linkInMail, newPerson, PageClient, signUpAndIn } from '../kit/testing.ts';

const DAY = 24 * 3600_000;

/** Signs up and then in on the page sign-up answers with: `response` is the sign-in's (a 303 to next). */
async function signUp(client: PageClient, person = newPerson()) {
  const { signedUp, signedIn } = await signUpAndIn(client, person, '/account/api-keys');
  return { person, signedUp, response: signedIn };
}

async function signIn(client: PageClient, email: string, password: string, extra: Record<string, string> = {}) {
  const csrf = await client.csrfOf('/signin');
  return client.post('/signin', { csrf, email, password, ...extra });
}

describe('account pages', () => {
  let service: TestService;
  before(async () => {
    service = await startTestService();
  });
  after(() => service.close());
  const client = () => new PageClient(service.baseUrl);

  describe('pages', () => {
    it('serve accessible forms with security headers and no script', async () => {
      for (const path of ['/signup', '/signin']) {
        const page = await client().get(path);
        expect(page.status).to.equal(200);
        expect(page.headers.get('content-type')).to.match(/^text\/html/);
        const csp = page.headers.get('content-security-policy')!;
        expect(csp)
          .to.include("default-src 'none'")
          .and.include("frame-ancestors 'none'")
          .and.include("form-action 'self'")
          .and.not.include('script-src');
        expect(page.headers.get('x-content-type-options')).to.equal('nosniff');
        expect(page.headers.get('referrer-policy')).to.equal('same-origin');
        expect(page.headers.get('cache-control')).to.equal('no-store');
        expect(page.text).to.not.match(/<script|\son\w+=/i);
        for (const [, id] of page.text.matchAll(/<input id="([^"]+)"/g))
          expect(page.text, id).to.include(`<label for="${id}">`);
      }
      const css = await client().get('/assets/site.css');
      expect(css.status).to.equal(200);
      expect(css.headers.get('content-type')).to.match(/^text\/css/);
    });

    it('leave other paths to the rest of the edge', async () => {
      expect((await client().get('/nothing-here')).status).to.equal(404);
      expect((await service.call('GET', '/categories')).status).to.equal(200);
    });
  });

  describe('sign-up', () => {
    it('registers through events (the password only as a scrypt hash); signing in on its answer sets a __Host- cookie', async () => {
      const browser = client();
      const { person, signedUp, response } = await signUp(browser);
      // Sign-up itself signs nobody in (its answer must not differ for an address that has an account).
      expect(signedUp.status).to.equal(200);
      expect(signedUp.setCookies).to.deep.equal([]);
      expect(signedUp.text).to.include('Check your inbox').and.include(`value="${person.email}"`);
      expect(response.location).to.equal('/account/api-keys');
      const cookie = response.setCookies.find((c) => c.startsWith('__Host-session='))!;
      expect(cookie).to.match(/^__Host-session=[A-Za-z0-9_-]{43};/);
      expect(cookie)
        .to.match(/; Path=\//)
        .and.match(/; HttpOnly/)
        .and.match(/; Secure/)
        .and.match(/; SameSite=Lax/)
        .and.match(/; Expires=/);
      expect(cookie).to.not.match(/Domain=/i);

      const accountId = await service.service.accounts.accountIdByEmail(person.email);
      const events = await service.service.events.readStream(`account-${accountId}`);
      // The mail reactor records AccountMailSent whenever it has sent the verification link.
      expect(events.map((e) => e.type).filter((type) => type !== 'AccountMailSent')).to.deep.equal([
        'AccountRegistered',
        'PasswordSet',
        'EmailVerificationRequested',
        'SignedIn',
      ]);
      expect(JSON.stringify(events)).to.not.include(person.password);
      expect((events[1].data as { passwordHash: string }).passwordHash).to.match(/^\$scrypt\$ln=15,r=8,p=1\$/);
      const signedIn = events.find((e) => e.type === 'SignedIn')!;
      expect(signedIn.metadata).to.include({ cause: 'page:signin' });
      expect(signedIn.metadata.actor).to.deep.equal({ kind: 'user', id: accountId });
      const sessionId = browser.cookies.get('__Host-session')!;
      expect(JSON.stringify(await service.service.documents.collection(SESSIONS_COLLECTION).find({}))).to.not.include(
        sessionId,
      );

      const keys = await browser.get('/account/api-keys');
      expect(keys.status).to.equal(200);
      expect(keys.text).to.include('Ada Tester');
    });

    it('applies the password policy and keeps what was typed, except the password', async () => {
      const browser = client();
      const person = newPerson();
      for (const [password, message] of [
        ['short1!', 'at least 12'],
        ['password1234', 'most common'],
        ['qwertyqwerty', 'most common'],
        ['x'.repeat(201), 'at most 200'],
      ]) {
        const csrf = await browser.csrfOf('/signup');
        const response = await browser.post('/signup', { csrf, ...person, password });
        expect(response.status, password).to.equal(400);
        expect(response.text).to.include(message).and.include(person.email).and.not.include(`value="${password}"`);
      }
      expect(await service.service.accounts.accountIdByEmail(person.email)).to.equal(null);
    });

    it('answers the same whether the address has an account or not, and mails its owner instead (issue 28)', async () => {
      const { person: owner } = await signUp(client());
      const ownerId = (await service.service.accounts.accountIdByEmail(owner.email))!;
      await settled(service.service);
      const stream = () => service.service.events.readStream(`account-${ownerId}`);
      const streamBefore = await stream();
      const readModelBefore = await service.service.documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: ownerId });
      const sessions = () => service.service.documents.collection(SESSIONS_COLLECTION).countDocuments({});
      const devices = () => service.service.documents.collection(KNOWN_DEVICES_COLLECTION).countDocuments({});
      const [sessionsBefore, devicesBefore] = [await sessions(), await devices()];

      // Two addresses of the same length, one taken (typed in capitals), one new.
      const taken = owner.email.toUpperCase();
      const fresh = `${'n'.repeat(taken.indexOf('@'))}@example.com`;
      const signUpAs = async (email: string) => {
        const browser = client();
        const csrf = await browser.csrfOf('/signup');
        const password = 'somebody else typed this';
        const response = await browser.post('/signup', { csrf, name: 'Eve Prober', email, password, next: '/' });
        return { response, token: csrfIn(response.text), email };
      };
      const answers = [await signUpAs(taken), await signUpAs(fresh)];
      const shapes = answers.map(({ response, token, email }) => ({
        status: response.status,
        text: response.text.replaceAll(token, '<csrf>').replaceAll(email, '<email>'),
        // The ETag hashes the body (its token differs): its length part must still agree.
        headers: [...response.headers]
          .filter(([name]) => name !== 'date')
          .map(([name, value]) => [name, name === 'etag' ? value.replace(/-[^-"]+"$/, '-<hash>"') : value]),
        cookies: response.setCookies,
      }));
      expect(shapes[0]).to.deep.equal(shapes[1]);
      expect(shapes[0].status).to.equal(200);
      expect(shapes[0].cookies).to.deep.equal([]);
      expect(shapes[0].text).to.include('Check your inbox').and.not.include('already exists');

      // The new address has its account; the owner's account is as it was: no event, session, device or
      // password change (the password typed does not sign in to it).
      expect(await service.service.accounts.accountIdByEmail(fresh)).to.be.a('string');
      await settled(service.service);
      expect((await stream()).map((e) => e.id)).to.deep.equal(streamBefore.map((e) => e.id));
      expect(await service.service.documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: ownerId })).to.deep.equal(
        readModelBefore,
      );
      expect(await sessions()).to.equal(sessionsBefore);
      expect(await devices()).to.equal(devicesBefore);
      expect((await signIn(client(), owner.email, 'somebody else typed this')).status).to.equal(401);

      // The owner is told, once a day however often someone tries, without what was typed.
      expect((await signUpAs(owner.email)).response.status).to.equal(200);
      await settled(service.service);
      const mails = (await (service.service.mailer as OutboxMailer).list()).filter((m) => m.to === owner.email);
      const told = mails.filter((m) => m.subject.includes('tried to sign up'));
      expect(told).to.have.length(1);
      expect(linkInMail(told[0].raw, '/password/forgot')).to.equal(
        `${service.service.config.site.publicBaseUrl}/password/forgot`,
      );
      expect(told[0].raw.replace(/=\r?\n/g, '')).to.not.include('somebody else typed this');
      expect(mails.filter((m) => m.subject.includes('Confirm'))).to.have.length(1); // only the one at its own sign-up
    });
  });

  describe('CSRF', () => {
    it('refuses forms without the token, with a wrong one, or from another site (403, nothing written)', async () => {
      const browser = client();
      const person = newPerson();
      const csrf = await browser.csrfOf('/signup');
      const attempts: [Record<string, string>, Record<string, string>][] = [
        [{}, {}],
        [{ csrf: 'A'.repeat(43) }, {}],
        [{ csrf }, { origin: 'https://evil.example' }],
        [{ csrf }, { origin: 'null' }],
        [{ csrf }, { 'sec-fetch-site': 'cross-site' }],
        [{ csrf }, { 'sec-fetch-site': 'same-site' }],
      ];
      for (const [token, headers] of attempts) {
        const response = await browser.post('/signup', { ...token, ...person }, headers);
        expect(response.status, JSON.stringify([token, headers])).to.equal(403);
      }
      // The token of another browser (another nonce cookie) does not fit this one.
      const other = client();
      const foreign = await other.csrfOf('/signup');
      expect((await browser.post('/signup', { csrf: foreign, ...person })).status).to.equal(403);
      expect(
        (
          await new PageClient(service.baseUrl).post('/signin', {
            csrf,
            email: person.email,
            password: person.password,
          })
        ).status,
      ).to.equal(403);
      expect(await service.service.accounts.accountIdByEmail(person.email)).to.equal(null);
    });

    it('binds signed-in forms to the session', async () => {
      const browser = client();
      const { person } = await signUp(browser);
      const sessionToken = csrfIn((await browser.get('/account/api-keys')).text);
      const preSession = await client().csrfOf('/signin');
      for (const csrf of [undefined, preSession, 'A'.repeat(43)]) {
        const response = await browser.post('/account/api-keys', {
          ...(csrf ? { csrf } : {}),
          name: 'ci',
          scope: 'account:read',
        });
        expect(response.status).to.equal(403);
      }
      expect(
        (
          await browser.post(
            '/account/api-keys',
            { csrf: sessionToken, name: 'ci', scope: 'account:read' },
            { origin: 'https://evil.example' },
          )
        ).status,
      ).to.equal(403);
      expect((await browser.post('/signout', {})).status).to.equal(403);
      // Another person's session token does not work here either.
      const other = client();
      await signUp(other);
      const otherToken = csrfIn((await other.get('/account/api-keys')).text);
      expect(
        (await browser.post('/account/api-keys', { csrf: otherToken, name: 'ci', scope: 'account:read' })).status,
      ).to.equal(403);
      const accountId = await service.service.accounts.accountIdByEmail(person.email);
      expect(await service.service.documents.collection('api_keys').countDocuments({ accountId })).to.equal(0);
    });
  });

  describe('where signing in lands (issue 31, 3a)', () => {
    it('without a next: the welcome page, which says what a person can do here, not the API keys', async () => {
      const browser = client();
      const { signedIn: response } = await signUpAndIn(browser, newPerson(), '');
      expect(response.location).to.equal('/account');
      const welcome = await browser.get('/account');
      expect(welcome.status).to.equal(200);
      expect(welcome.text).to.match(/<h1>Welcome, Ada Tester<\/h1>/);
      for (const link of ['/submit', '/me', '/launches/this-week', '/how-votes-are-counted'])
        expect(welcome.text, link).to.include(`href="${link}"`);
      expect(welcome.text).to.include('counts once you vote for another listing too');
      expect(welcome.text).to.not.include('<h1>API keys</h1>');
      expect(welcome.text).to.include('Confirm your e-mail address'); // not confirmed yet: the layout says so
      const away = await client().get('/account');
      expect(away.status).to.equal(303);
      expect(away.location).to.equal('/signin?next=%2Faccount');
    });

    it('the header’s sign-in and sign-up links carry the page they are on as next, and it survives sign-up → sign-in', async () => {
      const browser = client();
      const page = await browser.get('/launches/this-week?page=1');
      expect(page.text).to.include('href="/signin?next=%2Flaunches%2Fthis-week%3Fpage%3D1"');
      expect(page.text).to.include('href="/signup?next=%2Flaunches%2Fthis-week%3Fpage%3D1"');
      const { signedUp, signedIn } = await signUpAndIn(browser, newPerson(), '/launches/this-week?page=1');
      expect(signedUp.text).to.include('name="next" value="/launches/this-week?page=1"');
      expect(signedIn.location).to.equal('/launches/this-week?page=1');
    });
  });

  describe('sign-in and sign-out', () => {
    it('signs in, and says the same thing for an unknown address, a wrong password and an account without one', async () => {
      const { person } = await signUp(client());
      const browser = client();
      const ok = await signIn(browser, person.email.toUpperCase(), person.password);
      expect(ok.status).to.equal(303);
      expect(ok.location).to.equal('/account');
      expect(browser.cookies.has('__Host-session')).to.equal(true);

      const admin = { kind: 'admin' as const, id: 'test' };
      const noPassword = `nopass-${Date.now()}@example.com`;
      await service.service.accounts.register({ email: noPassword, name: 'CLI made' }, admin, 'test');
      const errors = [];
      for (const [email, password] of [
        [`nobody-${Date.now()}@example.com`, person.password],
        [person.email, 'wrong password entirely'],
        [noPassword, person.password],
      ]) {
        const response = await signIn(client(), email, password);
        expect(response.status).to.equal(401);
        expect(response.setCookies.some((c) => c.startsWith('__Host-session='))).to.equal(false);
        errors.push(/role="alert">([^<]*)</.exec(response.text)![1]);
      }
      expect(new Set(errors).size).to.equal(1);
      expect(errors[0]).to.equal('The e-mail address or the password is not right.');
    });

    it('signs out: the session is deleted server-side, the cookie cleared, the old cookie refused', async () => {
      const browser = client();
      const { person } = await signUp(browser);
      const oldCookie = browser.cookies.get('__Host-session')!;
      const csrf = csrfIn((await browser.get('/account/api-keys')).text);
      const out = await browser.post('/signout', { csrf });
      expect(out.status).to.equal(303);
      expect(out.location).to.equal('/signin?signed_out=1');
      expect(out.setCookies.find((c) => c.startsWith('__Host-session=;'))).to.match(/Expires=Thu, 01 Jan 1970/);
      const replay = await new PageClient(service.baseUrl).get('/account/api-keys', {
        cookie: `__Host-session=${oldCookie}`,
      });
      expect(replay.status).to.equal(303);
      expect(replay.location).to.equal('/signin?next=%2Faccount%2Fapi-keys');
      const accountId = await service.service.accounts.accountIdByEmail(person.email);
      expect(await service.service.documents.collection(SESSIONS_COLLECTION).countDocuments({ accountId })).to.equal(0);
      const events = await service.service.events.readStream(`account-${accountId}`);
      const signedIn = events.find((e) => e.type === 'SignedIn')!;
      const signedOut = events.find((e) => e.type === 'SignedOut')!;
      expect(signedOut.data).to.deep.equal({
        accountId,
        sessionRef: (signedIn.data as { sessionRef: string }).sessionRef,
      });
      expect(signedOut.metadata.cause).to.equal('page:signout');
    });

    it('locks an account after 10 failed sign-ins, whatever the password, without revealing whether it exists', async () => {
      const { person } = await signUp(client());
      const unknown = `ghost-${Date.now()}@example.com`;
      for (const email of [person.email, unknown]) {
        for (let i = 0; i < 10; i++)
          expect((await signIn(client(), email, 'wrong password entirely')).status).to.equal(401);
        const locked = await signIn(client(), email, person.password);
        expect(locked.status).to.equal(429);
        expect(Number(locked.headers.get('retry-after'))).to.be.greaterThan(0);
        expect(locked.text).to.include('Too many attempts');
      }
      const other = await signUp(client());
      expect((await signIn(client(), other.person.email, other.person.password)).status).to.equal(303);
    });
  });

  describe('return paths', () => {
    it('unit: keeps same-site paths only', () => {
      expect(safeReturnPath('/account/api-keys?x=1#y')).to.equal('/account/api-keys?x=1#y');
      expect(safeReturnPath('/oauth/authorize?client_id=a&redirect_uri=https%3A%2F%2Fx')).to.equal(
        '/oauth/authorize?client_id=a&redirect_uri=https%3A%2F%2Fx',
      );
      for (const bad of [
        '//evil.example/x',
        'https://evil.example/',
        '/\\evil.example',
        '\\\\evil.example',
        'javascript:alert(1)',
        '/\tevil',
        'evil',
        '',
        undefined,
        ['/a'],
      ]) {
        expect(safeReturnPath(bad), String(bad)).to.equal(DEFAULT_RETURN_PATH);
      }
    });

    it('sends the signed-out to sign-in with a return path, and never redirects off-site', async () => {
      const away = await client().get('/account/api-keys');
      expect(away.status).to.equal(303);
      expect(away.location).to.equal('/signin?next=%2Faccount%2Fapi-keys');
      expect((await client().get('/signin?next=https://evil.example/')).text).to.include(
        'name="next" value="/account"',
      );

      const { person } = await signUp(client());
      for (const [next, expected] of [
        ['//evil.example/phish', '/account'],
        ['https://evil.example/', '/account'],
        ['/\\evil.example', '/account'],
        ['/account/api-keys?from=signin', '/account/api-keys?from=signin'],
      ]) {
        const response = await signIn(client(), person.email, person.password, { next });
        expect(response.status).to.equal(303);
        expect(response.location, next).to.equal(expected);
      }
    });
  });

  describe('API keys area', () => {
    it('creates a key with chosen scopes that works at once, lists it, and revokes it', async () => {
      const browser = client();
      await signUp(browser);
      const csrf = csrfIn((await browser.get('/account/api-keys')).text);
      const created = await browser.post('/account/api-keys', {
        csrf,
        name: 'laptop',
        scope: ['account:read', 'orders:write'],
      });
      expect(created.status).to.equal(201);
      expect(created.headers.get('cache-control')).to.equal('no-store');
      const key = /id="new-api-key" type="text" readonly value="(ldk_[A-Za-z0-9_-]{43})"/.exec(created.text)![1];
      const me = await service.call('GET', '/me', { key });
      expect(me.status).to.equal(200);
      expect(me.body.scopes).to.deep.equal(['account:read', 'orders:write']);

      const list = await browser.get('/account/api-keys');
      expect(list.text).to.include('laptop').and.include(key.slice(0, 10)).and.not.include(key);
      const revokePath = /action="(\/account\/api-keys\/[^"]+\/revoke)"/.exec(list.text)![1];
      const revoked = await browser.post(revokePath, { csrf });
      expect(revoked.status).to.equal(303);
      expect(revoked.location).to.equal('/account/api-keys?revoked=1');
      expect((await service.call('GET', '/me', { key })).status).to.equal(401);
      expect((await browser.get('/account/api-keys')).text).to.include('revoked');

      // Someone else cannot revoke this account's keys.
      const other = client();
      await signUp(other);
      const otherCsrf = csrfIn((await other.get('/account/api-keys')).text);
      expect((await other.post(revokePath, { csrf: otherCsrf })).status).to.equal(404);
    });

    it('refuses a key without a name or scopes, or with an unknown scope', async () => {
      const browser = client();
      await signUp(browser);
      const csrf = csrfIn((await browser.get('/account/api-keys')).text);
      expect((await browser.post('/account/api-keys', { csrf, name: 'x' })).status).to.equal(400);
      expect((await browser.post('/account/api-keys', { csrf, name: '', scope: 'account:read' })).status).to.equal(400);
      const unknown = await browser.post('/account/api-keys', { csrf, name: 'x', scope: 'admin:all' });
      expect(unknown.status).to.equal(400);
      expect(unknown.text).to.include('Unknown scope');
    });
  });
});

describe('account pages: cookie and expiry settings', () => {
  it('uses a plain `session` cookie without Secure when the public URL is plain http on another host', async () => {
    const base = await startTestService();
    const service = await startTestService({
      site: { ...base.service.config.site, publicBaseUrl: 'http://listings.lan:8080' },
    });
    await base.close();
    try {
      const browser = new PageClient(service.baseUrl);
      const { response } = await signUp(browser);
      const cookie = response.setCookies.find((c) => c.startsWith('session='))!;
      expect(cookie)
        .to.match(/; HttpOnly/)
        .and.match(/; SameSite=Lax/)
        .and.match(/; Path=\//)
        .and.not.match(/Secure/);
      expect((await browser.get('/account/api-keys')).status).to.equal(200);
    } finally {
      await service.close();
    }
  });

  it('expires a session after 14 idle days and 30 days at most', async () => {
    const clock = new ManualClock('2025-03-03T10:00:00Z');
    const service = await startTestService({}, { clock });
    try {
      const idle = new PageClient(service.baseUrl);
      const active = new PageClient(service.baseUrl);
      await signUp(idle);
      await signUp(active);
      for (let week = 1; week <= 4; week++) {
        clock.advance(7 * DAY);
        expect((await active.get('/account/api-keys')).status, `week ${week}`).to.equal(200);
      }
      expect((await idle.get('/account/api-keys')).status).to.equal(303);
      clock.advance(2 * DAY + 1000); // 30 days and a second after sign-in
      const ended = await active.get('/account/api-keys');
      expect(ended.status).to.equal(303);
      expect(ended.location).to.equal('/signin?next=%2Faccount%2Fapi-keys');
    } finally {
      await service.close();
    }
  });

  it('limits sign-in attempts per client IP', async () => {
    const test = await startTestService();
    const pages = await accountPagesBehindProxy(test, { limits: { attemptsPerIp: 3 } });
    try {
      const browser = new PageClient(pages.base);
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const attempt = async (ip: string, n: number) => {
        const csrf = csrfIn((await browser.get('/signin')).text);
        return browser.post(
          '/signin',
          { csrf, email: `someone${n}@example.com`, password: 'wrong password entirely' },
          from(ip),
        );
      };
      for (let n = 0; n < 3; n++) expect((await attempt('203.0.113.7', n)).status).to.equal(401);
      expect((await attempt('203.0.113.7', 3)).status).to.equal(429);
      expect((await attempt('203.0.113.8', 4)).status).to.equal(401);
    } finally {
      await pages.close();
      await test.close();
    }
  });
});
