import { expect } from 'chai';
import { MingoDocumentStore } from '@listings/shared/kernel';
import { NETWORK_KEYS_COLLECTION, NetworkTags, networkOf } from './network-tags.ts';

describe('network tags for the burst rule', () => {
  it('takes the /24 of IPv4 (also IPv4-mapped) and the /48 of IPv6; nothing else', () => {
    expect(networkOf('203.0.113.77')).to.equal('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9')).to.equal('203.0.113.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).to.equal('2001:db8:abcd::/48');
    expect(networkOf('unknown')).to.equal(null);
  });

  it('gives one network one tag in a month, another network another, and never contains the address', async () => {
    let now = new Date('2026-11-18T10:00:00Z');
    const documents = new MingoDocumentStore();
    const tags = new NetworkTags({ documents, clock: { now: () => now }, retentionDays: 30 });
    const a = await tags.tag('203.0.113.5');
    // Not the address, nor its network: hex after the month (a check for '203' alone failed whenever the
    // random month key's digest happened to hold those three digits, about once in 200 runs).
    expect(a)
      .to.match(/^2026-11:[0-9a-f]{24}$/)
      .and.not.include('203.0.113');
    expect(await tags.tag('203.0.113.250')).to.equal(a);
    expect(await tags.tag('198.51.100.5')).to.not.equal(a);
    expect(await tags.tag(undefined)).to.equal(null);
    // A second instance on the same store uses the same month key.
    expect(
      await new NetworkTags({ documents, clock: { now: () => now }, retentionDays: 30 }).tag('203.0.113.1'),
    ).to.equal(a);
    // Keys are forgotten once their month ended more than the retention ago; then the month's tags are unlinkable.
    now = new Date('2026-12-20T00:00:00Z');
    expect(await tags.forgetOldKeys()).to.equal(0);
    now = new Date('2027-01-02T00:00:00Z');
    expect(await tags.forgetOldKeys()).to.equal(1);
    expect(await documents.collection(NETWORK_KEYS_COLLECTION).findOne({ _id: '2026-11' })).to.equal(null);
  });
});
