/**
 * Where a sign-in hop may go (issue 30): only a page of another site of the network, by its base
 * URL's origin. Everything else is refused, so `/account/hop?to=` is never an open redirect.
 */
import { expect } from 'chai';
import type { Site } from '@listings/shared/contracts/site-content';
import { hopTarget } from './sign-in-hops.ts';

const site = (key: string, baseUrl: string, isDefault = false): Site => ({
  key,
  name: key,
  purpose: '',
  hosts: [],
  baseUrl,
  isDefault,
});
const network = [site('main', 'http://localhost:8080', true), site('ai', 'https://ai.example')];

describe('hopTarget', () => {
  it('is a page of another site of the network, with its path and query as the return path', () => {
    expect(hopTarget(network, 'https://ai.example/account/api-keys?x=1', 'main')).to.deep.equal({
      site: network[1],
      returnPath: '/account/api-keys?x=1',
    });
    expect(hopTarget(network, 'http://localhost:8080/', 'ai')?.site.key).to.equal('main');
  });

  it('refuses the issuing site itself, other hosts, ports, schemes, credentials and paths that leave the site', () => {
    for (const to of [
      'http://localhost:8080/account', // from main to main
      'https://evil.example/',
      'https://ai.example.evil.example/',
      'http://ai.example/', // another scheme: another origin
      'https://ai.example:444/',
      'https://user:pw@ai.example/',
      'https://ai.example//evil.example/',
      'https://ai.example/\\evil.example',
      'javascript:alert(1)',
      '//ai.example/',
      '/account',
      '',
      42,
      undefined,
      `https://ai.example/${'a'.repeat(2000)}`,
    ])
      expect(hopTarget(network, to, 'main'), String(to)).to.equal(null);
  });
});
