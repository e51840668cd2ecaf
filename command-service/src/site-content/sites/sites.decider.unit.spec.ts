import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { SiteEvent } from '@listings/shared/contracts/site-content';
import { sitesDecider, type SiteCommand } from './sites.decider.ts';

const { when, refusal } = givenWhenThen(sitesDecider);

const open = (key: string, extra: Partial<Extract<SiteCommand, { type: 'OpenSite' }>> = {}): SiteCommand => ({
  type: 'OpenSite',
  key,
  defaultKey: 'main',
  name: `Site ${key}`,
  purpose: `Tools for ${key}`,
  hosts: [],
  baseUrl: `https://${key}.example`,
  ...extra,
});
const opened = (key: string, hosts: string[] = []): SiteEvent => ({
  type: 'SiteOpened',
  data: { key, name: `Site ${key}`, purpose: `Tools for ${key}`, hosts, baseUrl: `https://${key}.example` },
});

describe('sites decider (the network)', () => {
  it('opens a site with its key, name, purpose, hosts (lower case, once each) and base URL (origin only)', () => {
    expect(
      when([], open('ai', { hosts: ['AI.example', 'ai.example', ' www.ai.example '], baseUrl: 'https://ai.example/' })),
    ).to.deep.equal([
      {
        type: 'SiteOpened',
        data: {
          key: 'ai',
          name: 'Site ai',
          purpose: 'Tools for ai',
          hosts: ['ai.example', 'www.ai.example'],
          baseUrl: 'https://ai.example',
        },
      },
    ]);
  });
  it('refuses a bad key, the default site key, a key already open and a host another site answers on', () => {
    for (const key of ['-ai', 'AI_tools', 'a'.repeat(41), ''])
      expect(refusal([], open(key))).to.equal('invalid_site_key');
    expect(refusal([], open('main'))).to.equal('default_site_configured');
    expect(refusal([opened('ai')], open('ai'))).to.equal('site_exists');
    expect(refusal([opened('ai', ['tools.example'])], open('dev', { hosts: ['Tools.example'] }))).to.equal(
      'host_taken',
    );
    expect(refusal([opened('ai')], open('dev', { hosts: ['ai.example'] }))).to.equal('host_taken');
  });
  it('refuses a base URL with a path or another scheme, a host with a port, an empty name', () => {
    expect(refusal([], open('ai', { baseUrl: 'https://ai.example/dir' }))).to.equal('invalid_base_url');
    expect(refusal([], open('ai', { baseUrl: 'ftp://ai.example' }))).to.equal('invalid_base_url');
    expect(refusal([], open('ai', { hosts: ['ai.example:8080'] }))).to.equal('invalid_hosts');
    expect(refusal([], open('ai', { name: '  ' }))).to.equal('invalid_name');
  });
  it('changes only what differs; the same values again change nothing; an unknown site is a 404', () => {
    const change = (changes: object): SiteCommand => ({ type: 'ChangeSite', key: 'ai', defaultKey: 'main', changes });
    expect(when([opened('ai')], change({ name: 'AI tools', purpose: 'Tools for ai' }))).to.deep.equal([
      { type: 'SiteChanged', data: { key: 'ai', changes: { name: 'AI tools' } } },
    ]);
    expect(when([opened('ai')], change({ name: 'Site ai' }))).to.deep.equal([]);
    expect(refusal([], change({ name: 'x' }))).to.equal('site_not_found');
    expect(refusal([opened('ai'), opened('dev', ['dev.tools'])], change({ hosts: ['dev.tools'] }))).to.equal(
      'host_taken',
    );
    expect(
      refusal([opened('ai')], { type: 'ChangeSite', key: 'main', defaultKey: 'main', changes: { name: 'x' } }),
    ).to.equal('default_site_configured');
  });
});
