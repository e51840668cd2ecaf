/**
 * The probe's judgements (checks.ts) on their own: a probe that passes on a broken service is worse
 * than none, so each is tried on what it must catch as well as on what it must let through.
 */
import { expect } from 'chai';
import {
  allowedVerdicts,
  comparableBody,
  firstDifference,
  headerProblems,
  HOSTILE_NEXT,
  isHttpLink,
  modeProblem,
  offSite,
  resultLine,
  Tally,
  unsafeLinks,
} from './checks.ts';

const BASE = 'http://127.0.0.1:8080';

describe('probe checks', () => {
  describe('offSite: where a browser goes with a Location', () => {
    it('lets paths on the site through', () => {
      for (const location of ['/account/api-keys', '/', '/launches?x=//evil.example', '/a/..//b', `${BASE}/me`, null])
        expect(offSite(location, BASE), String(location)).to.equal(null);
    });

    it('catches every way a Location names another site or no site', () => {
      for (const location of [
        '//evil.example/x',
        '/\\evil.example',
        '\\\\evil.example',
        '/\t/evil.example',
        '\t//evil.example',
        ' //evil.example',
        'https://evil.example',
        'HTTPS://evil.example',
        'https:evil.example',
        'http:/\\evil.example',
        'javascript:alert(1)',
        'data:text/html,x',
        'http://127.0.0.1:8081/',
      ])
        expect(offSite(location, BASE), location).to.be.a('string');
    });

    it('has at least 30 hostile spellings, the tester’s among them', () => {
      expect(HOSTILE_NEXT.length).to.be.at.least(30);
      for (const spelling of ['/.//evil.example/x', '/..//evil.example/x', '/%2e//evil.example/x', '//evil.example'])
        expect(HOSTILE_NEXT).to.include(spelling);
    });
  });

  describe('unsafeLinks: links in a JSON answer that are not http(s)', () => {
    it('finds javascript:, data: and other schemes under link keys, socials and anywhere as a URL', () => {
      const found = unsafeLinks({
        fields: { logo_url: { value: 'javascript:alert(1)' }, demo_video_url: { value: ' data:text/html,x' } },
        company_socials: { x: 'vbscript:msgbox(1)', linkedin: 'https://linkedin.test/a' },
        milestones: [{ title: 'x', url: '//evil.example' }],
        tagline: 'java\nscript:alert(1)',
        links: [
          { label: 'Home', href: 'https://ok.test/' },
          { label: 'Bad', href: 'file:///etc/passwd' },
        ],
      });
      expect(found.map((f) => f.split(' = ')[0])).to.deep.equal([
        '$.fields.logo_url.value',
        '$.fields.demo_video_url.value',
        '$.company_socials.x',
        '$.milestones[0].url',
        '$.tagline',
        '$.links[1].href',
      ]);
    });

    it('lets http(s) links, empty links, null and ordinary text through', () => {
      expect(
        unsafeLinks({
          url: 'https://a.test/',
          listing_url: 'http://127.0.0.1:8080/listings/a',
          logo_url: { value: null, ai_value: '' },
          socials: { x: 'https://x.test/a' },
          links: [{ label: 'Data: the plan', url: 'https://a.test/plan' }],
          description: 'Data: we keep none. JavaScript: optional.',
          count: 3,
        }),
      ).to.deep.equal([]);
    });

    it('isHttpLink wants an absolute http(s) URL with a host', () => {
      expect(isHttpLink('https://a.test/x')).to.equal(true);
      expect(isHttpLink('')).to.equal(true);
      for (const value of ['/relative', 'mailto:a@b.test', 'https://', ' https://a.test', 'ftp://a.test/'])
        expect(isHttpLink(value), value).to.equal(false);
    });
  });

  describe('comparing two answers', () => {
    it('takes out CSRF tokens, nonces and the typed addresses', () => {
      const a = `<input type="hidden" name="csrf" value="abc"><script nonce="n1"></script> a@x.test`;
      const b = `<input type="hidden" name="csrf" value="xyz"><script nonce="n2"></script> B@Y.test`;
      expect(comparableBody(a, ['a@x.test', 'b@y.test'])).to.equal(comparableBody(b, ['a@x.test', 'b@y.test']));
      expect(comparableBody('An account with this e-mail already exists', [])).to.not.equal(
        comparableBody('Check your mail', []),
      );
    });

    it('firstDifference says where, or null', () => {
      expect(firstDifference('same', 'same')).to.equal(null);
      expect(firstDifference('abcdef', 'abcxef')).to.match(/^at 3:/);
    });
  });

  describe('modeProblem: the data folder as another user sees it', () => {
    it('wants the folder 0700 and nothing with group or other bits', () => {
      expect(modeProblem({ path: '', mode: 0o40700, directory: true })).to.equal(null);
      expect(modeProblem({ path: 'events.db', mode: 0o100600, directory: false })).to.equal(null);
      expect(modeProblem({ path: 'outbox', mode: 0o40700, directory: true })).to.equal(null);
      expect(modeProblem({ path: '', mode: 0o40755, directory: true })).to.equal('the data folder is 0755, not 0700');
      expect(modeProblem({ path: 'events.db', mode: 0o100644, directory: false })).to.equal(
        'events.db is 0644, not 0600',
      );
      expect(modeProblem({ path: 'secrets/csrf.json', mode: 0o100640, directory: false })).to.match(/0640/);
      expect(modeProblem({ path: 'outbox', mode: 0o40755, directory: true })).to.match(/0755 \(a folder\)/);
    });
  });

  describe('headerProblems', () => {
    const headers = (values: Record<string, string>) => new Headers(values);
    const good = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
    };

    it('lets a complete set through', () => {
      expect(headerProblems(headers({ ...good, 'content-type': 'text/html; charset=utf-8' }))).to.deep.equal([]);
      expect(headerProblems(headers({ ...good, 'content-type': 'application/json' }))).to.deep.equal([]);
      expect(headerProblems(headers(good))).to.deep.equal([]);
    });

    it('names what is missing', () => {
      expect(headerProblems(headers({}))).to.deep.equal([
        'no Content-Security-Policy',
        'no X-Content-Type-Options: nosniff',
        'no Referrer-Policy',
      ]);
      expect(headerProblems(headers({ ...good, 'content-security-policy': "default-src 'self'" }))).to.deep.equal([
        'CSP without frame-ancestors',
      ]);
      expect(headerProblems(headers({ ...good, 'content-type': 'application/atom+xml' }))).to.deep.equal([
        'Content-Type application/atom+xml without charset',
      ]);
      expect(headerProblems(headers({ ...good, 'content-type': 'text/plain' }))).to.have.length(1);
      expect(headerProblems(headers({ ...good, 'referrer-policy': 'unsafe-url' }))).to.have.length(1);
    });
  });

  it('allowedVerdicts: ten at once, then one per 15-s slot the stretch touches', () => {
    expect(allowedVerdicts(0)).to.equal(11);
    expect(allowedVerdicts(15_000)).to.equal(12);
    expect(allowedVerdicts(40_000)).to.equal(14);
    expect(allowedVerdicts(3_600_000)).to.equal(10 + 240 + 1);
  });

  it('resultLine: one pass or fail line, as .ci/summarise.mjs reads it', () => {
    const tally = new Tally('group');
    tally.check(true, 'fine');
    expect(resultLine(tally.result())).to.equal('pass group: 1 cases');
    tally.check(false, 'first\nproblem');
    tally.fail('second');
    tally.fail('third');
    tally.fail('fourth');
    expect(resultLine(tally.result())).to.equal('fail group: first problem | second | third (+1 more)');
  });
});
