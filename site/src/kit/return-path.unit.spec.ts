/**
 * `safeReturnPath` against spellings of "somewhere else": whatever it is given, its answer is a path
 * that a browser resolves on this site (or the fallback), and giving it its own answer again changes
 * nothing.
 */
import { expect } from 'chai';
import { DEFAULT_RETURN_PATH, safeReturnPath } from './return-path.ts';

const FALLBACK = DEFAULT_RETURN_PATH;
const SITE = 'https://directory.test';

/**
 * Where a browser goes with this Location on SITE: it drops tab, CR and LF and reads `\` as `/`
 * (WHATWG URL), so the result must begin with one `/` and then neither `/` nor `\`, and resolve on SITE.
 */
function expectStaysOnSite(location: string, input: unknown) {
  const label = JSON.stringify(input);
  const asBrowserReadsIt = location.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  expect(asBrowserReadsIt, label).to.match(/^\/(?![/\\])/);
  expect(location, label).to.match(/^[\x21-\x7e]+$/);
  expect(new URL(location, SITE).origin, label).to.equal(SITE);
  expect(new URL(asBrowserReadsIt, SITE).origin, label).to.equal(SITE);
}

describe('safe return paths (unit)', () => {
  const offSite: [name: string, input: unknown][] = [
    ['scheme-relative', '//evil.example/x'],
    ['three slashes', '///evil.example/x'],
    ['dot segment /./', '/.//evil.example/x'],
    ['dot segment /../', '/..//evil.example/x'],
    ['dot segment after a segment', '/a/..//evil.example/x'],
    ['two dot segments after two segments', '/a/b/../..//evil.example/x'],
    ['dot segments mixed', '/./a/.././/evil.example/x'],
    ['%2e', '/%2e//evil.example/x'],
    ['%2E%2E', '/%2E%2E//evil.example/x'],
    ['.%2e', '/.%2e//evil.example/x'],
    ['%2e%2e after a segment', '/a/%2e%2e//evil.example/x'],
    ['%2f', '/%2f/evil.example/x'],
    ['%2F%2F', '/%2F%2Fevil.example/x'],
    ['encoded dot segments and slashes', '/%2e%2e%2f%2e%2e%2f/evil.example/x'],
    ['%5c', '/%5cevil.example/x'],
    ['%5C%5C', '/%5C%5Cevil.example/x'],
    ['double-encoded slash', '/%252f%252fevil.example/x'],
    ['triple-encoded slash', '/%25252f%25252fevil.example/x'],
    ['double-encoded dots', '/%252e%252e//evil.example/x'],
    ['double-encoded backslash', '/%255cevil.example/x'],
    ['backslash after slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['slash backslash slash', '/\\/evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['dot then backslash', '/./\\evil.example'],
    ['tab inside', '/\t/evil.example/x'],
    ['newline inside', '/\n/evil.example/x'],
    ['CR LF inside', '/\r\n/evil.example/x'],
    ['leading tab', '\t//evil.example/x'],
    ['NUL inside', '/\u0000//evil.example/x'],
    ['space inside', '/ /evil.example/x'],
    ['encoded tab', '/%09/evil.example/x'],
    ['encoded CR LF (header injection)', '/%0d%0aLocation:%20//evil.example'],
    ['division slash U+2215', '/\u2215evil.example/x'],
    ['fullwidth solidus U+FF0F', '/\uff0f\uff0fevil.example/x'],
    ['fraction slash U+2044', '/\u2044\u2044evil.example/x'],
    ['fullwidth reverse solidus U+FF3C', '/\uff3cevil.example/x'],
    ['big solidus U+29F8', '/\u29f8evil.example/x'],
    ['fullwidth dots', '/\uff0e\uff0e//evil.example/x'],
    ['encoded fullwidth solidus', '/%EF%BC%8F%EF%BC%8Fevil.example/x'],
    ['encoded fullwidth dots', '/%EF%BC%8E%EF%BC%8E//evil.example/x'],
    ['encoded fullwidth reverse solidus', '/%EF%BC%BCevil.example/x'],
    ['malformed escape', '/%/evil.example'],
    ['absolute https', 'https://evil.example/'],
    ['absolute http without slashes', 'http:evil.example'],
    ['absolute with this path', 'https://evil.example/account/api-keys'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: mixed case', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['bare host', 'evil.example'],
    ['query only', '?next=//evil.example'],
    ['fragment only', '#//evil.example'],
    ['very long', `/${'a'.repeat(5000)}`],
    ['very long of dot segments', `${'/..'.repeat(400)}//evil.example/x`],
    ['empty', ''],
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['an array (repeated query parameter)', ['/a', '/b']],
    ['an object (qs nesting)', { next: '/a' }],
  ];

  it(`falls back for ${offSite.length} spellings of another site or of nothing`, () => {
    expect(offSite.length).to.be.at.least(30);
    for (const [name, input] of offSite) {
      const result = safeReturnPath(input);
      expect(result, name).to.equal(FALLBACK);
      expectStaysOnSite(result, input);
    }
  });

  it('keeps paths of this site, normalised', () => {
    const onSite: [input: string, expected: string][] = [
      ['/', '/'],
      ['/account/api-keys?x=1#y', '/account/api-keys?x=1#y'],
      [
        '/oauth/authorize?client_id=a&redirect_uri=https%3A%2F%2Fx&state=%2F%2Fz',
        '/oauth/authorize?client_id=a&redirect_uri=https%3A%2F%2Fx&state=%2F%2Fz',
      ],
      ['/listings/caf%C3%A9', '/listings/caf%C3%A9'],
      ['/a/./b/../c', '/a/c'],
      ['/./account', '/account'],
      ['/..', '/'],
      ['/%2e%2e/account', '/account'],
      ['/search?q=%2F%2Fevil.example', '/search?q=%2F%2Fevil.example'],
      ['/launches#//evil.example', '/launches#//evil.example'],
      ['/@evil.example', '/@evil.example'],
      ['/javascript:alert(1)', '/javascript:alert(1)'],
    ];
    for (const [input, expected] of onSite) {
      const result = safeReturnPath(input);
      expect(result, input).to.equal(expected);
      expectStaysOnSite(result, input);
      expect(safeReturnPath(result), `${input} again`).to.equal(result);
    }
  });

  it('uses the fallback it is given', () => {
    expect(safeReturnPath('/.//evil.example/x', '/')).to.equal('/');
  });
});
