/**
 * The return path after signing in or up, through the real pages (issue 28): a crafted `next` never
 * sends the browser to another site, whether the person is already signed in (the page redirects at
 * once), signs in with the right password or signs up. The spellings here are the ones of the report;
 * return-path.unit.spec.ts tries many more on the function itself.
 */
import { expect } from 'chai';
import { hashPassword } from '@listings/shared/platform';
import { startTestService, type TestService } from '@listings/gateway/testing';
import { DEFAULT_RETURN_PATH } from '../kit/return-path.ts';
import { csrfIn, newPerson, PageClient, type PageResponse } from '../kit/testing.ts';

/** Spellings of another site; every one must end at the default path. */
const HOSTILE = [
  '/.//evil.example/x',
  '/..//evil.example/x',
  '/a/..//evil.example/x',
  '/a/b/../..//evil.example/x',
  '/%2e//evil.example/x',
  '/%2e%2e//evil.example/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '/%2f%2fevil.example/x',
  '/%5cevil.example/x',
  '/%252f%252fevil.example/x',
  '/\t/evil.example/x',
  '/\uff0f\uff0fevil.example/x',
  '/\uff0e\uff0e//evil.example/x',
  'https://evil.example/x',
];

/** The report's URLs as written (`?next=/.//evil.example/x`, unencoded), and each spelling encoded. */
const queries = (next: string) => [`next=${next}`, `next=${encodeURIComponent(next)}`];

describe('return paths through sign-in and sign-up (issue 28)', () => {
  let service: TestService;
  let site: string;
  before(async () => {
    service = await startTestService();
    site = new URL(service.baseUrl).origin;
  });
  after(() => service.close());

  // Each attempt from its own address, so the per-IP sign-in and sign-up limits never answer instead.
  let addresses = 0;
  const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addresses}` });

  // The account these tests sign in to, made directly (what sign-up answers is the last test's matter).
  const person = newPerson();
  before(async () => {
    const { position } = await service.service.accounts.register(
      { email: person.email, name: person.name, passwordHash: await hashPassword(person.password) },
      { kind: 'admin', id: 'test' },
      'test',
    );
    expect(await service.service.projections.waitForPosition(position, 5000)).to.equal(true);
  });

  /** A 303 whose Location a browser resolves on this site: `/` and then neither `/` nor `\`. */
  function expectRedirectOnSite(response: PageResponse, label: string, expected = DEFAULT_RETURN_PATH) {
    expect(response.status, label).to.equal(303);
    const location = response.location!;
    expect(location, label).to.match(/^\/(?![/\\])/);
    expect(new URL(location, site).origin, label).to.equal(site);
    expect(location, label).to.equal(expected);
  }

  const signedInBrowser = async () => {
    const browser = new PageClient(service.baseUrl);
    const headers = fromNewAddress();
    const csrf = csrfIn((await browser.get('/signin', headers)).text);
    const response = await browser.post('/signin', { csrf, email: person.email, password: person.password }, headers);
    expect(response.status).to.equal(303);
    expect(browser.cookies.has('__Host-session')).to.equal(true);
    return browser;
  };

  it('already signed in: /signin and /signup redirect on site whatever next says', async () => {
    const browser = await signedInBrowser();
    for (const next of HOSTILE)
      for (const query of queries(next))
        for (const page of ['/signin', '/signup']) {
          const label = `${page}?${query}`;
          expectRedirectOnSite(await browser.get(`${page}?${query}`), label);
        }
    expectRedirectOnSite(await browser.get('/signin?next=%2Flaunches'), 'control', '/launches');
  });

  it('signed out: the form carries the default, and the right password leads there', async () => {
    for (const next of HOSTILE)
      for (const query of queries(next)) {
        const label = `/signin?${query}`;
        const browser = new PageClient(service.baseUrl);
        const headers = fromNewAddress();
        const form = await browser.get(`/signin?${query}`, headers);
        expect(form.status, label).to.equal(200);
        expect(form.text, label).to.include(`name="next" value="${DEFAULT_RETURN_PATH}"`);
        const carried = /name="next" value="([^"]*)"/.exec(form.text)![1];
        const signedIn = await browser.post(
          '/signin',
          { csrf: csrfIn(form.text), email: person.email, password: person.password, next: carried },
          headers,
        );
        expectRedirectOnSite(signedIn, `${label} (posted as the form carries it)`);
      }
  });

  it('signed out: a posted next is checked again, after the right password', async () => {
    for (const next of HOSTILE) {
      const browser = new PageClient(service.baseUrl);
      const headers = fromNewAddress();
      const csrf = csrfIn((await browser.get('/signin', headers)).text);
      const signedIn = await browser.post(
        '/signin',
        { csrf, email: person.email, password: person.password, next },
        headers,
      );
      expectRedirectOnSite(signedIn, `POST /signin next=${JSON.stringify(next)}`);
      expect(browser.cookies.has('__Host-session')).to.equal(true);
    }
  });

  it('signing up: neither the form, nor its answer, nor signing in after it leads off site', async () => {
    for (const next of HOSTILE) {
      const label = `/signup next=${JSON.stringify(next)}`;
      const browser = new PageClient(service.baseUrl);
      const headers = fromNewAddress();
      const form = await browser.get(`/signup?next=${encodeURIComponent(next)}`, headers);
      expect(form.text, label).to.include(`name="next" value="${DEFAULT_RETURN_PATH}"`);
      const someone = newPerson();
      const answer = await browser.post('/signup', { csrf: csrfIn(form.text), ...someone, next }, headers);
      if (answer.status === 303) {
        // Signed in at once: the redirect stays here.
        expectRedirectOnSite(answer, label);
        continue;
      }
      // Or the answer is the sign-in form (the person signs in there): it carries the default, which signing in honours.
      expect(answer.status, label).to.equal(200);
      expect(answer.text, label).to.include(`name="next" value="${DEFAULT_RETURN_PATH}"`);
      expect(answer.text, label).to.not.include('evil.example');
      const signedIn = await browser.post(
        '/signin',
        {
          csrf: csrfIn(answer.text),
          email: someone.email,
          password: someone.password,
          next: /name="next" value="([^"]*)"/.exec(answer.text)![1],
        },
        headers,
      );
      expectRedirectOnSite(signedIn, `${label}, then signing in`);
    }
  });
});
