import { expect } from 'chai';
import { addressInList, classifyAddress, isPublicAddress, parseIPv6 } from './address-policy.ts';

describe('address policy', () => {
  const table: [string, string][] = [
    // IPv4
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.15.255.255', 'public'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.0', 'public'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link_local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['100.128.0.0', 'public'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'reserved'],
    // IPv6
    ['2606:4700:4700::1111', 'public'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['febf::1', 'link_local'],
    ['fc00::1', 'unique_local'],
    ['fd12:3456:789a::1', 'unique_local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    // IPv4 carried in IPv6
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link_local'],
    ['::ffff:a9fe:a9fe', 'link_local'],
    ['::ffff:8.8.8.8', 'public'],
    ['0:0:0:0:0:ffff:192.168.0.1', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['2002:a9fe:a9fe::1', 'link_local'],
    ['2002:0808:0808::1', 'public'],
    // Not addresses
    ['example.com', 'invalid'],
    ['1.2.3', 'invalid'],
    ['0x7f.1', 'invalid'],
    ['2130706433', 'invalid'],
  ];
  for (const [address, expected] of table) {
    it(`${address} is ${expected}`, () => {
      expect(classifyAddress(address)).to.equal(expected);
    });
  }

  it('only public addresses are public', () => {
    expect(isPublicAddress('1.1.1.1')).to.equal(true);
    expect(isPublicAddress('::ffff:127.0.0.1')).to.equal(false);
  });

  it('parses IPv6 with a dotted tail into 16 bytes', () => {
    expect(parseIPv6('::ffff:1.2.3.4')).to.deep.equal([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 1, 2, 3, 4]);
    expect(parseIPv6('1:2:3:4:5:6:7:8')).to.have.length(16);
    expect(parseIPv6('1::2::3')).to.equal(null);
  });

  it('matches allow-list entries: exact, CIDR, and mapped IPv6 against IPv4 entries', () => {
    expect(addressInList('127.0.0.1', ['127.0.0.1'])).to.equal(true);
    expect(addressInList('127.0.0.2', ['127.0.0.1'])).to.equal(false);
    expect(addressInList('127.0.0.2', ['127.0.0.0/8'])).to.equal(true);
    expect(addressInList('::ffff:127.0.0.1', ['127.0.0.1'])).to.equal(true);
    expect(addressInList('::1', ['::1'])).to.equal(true);
    expect(addressInList('10.0.0.1', ['127.0.0.0/8', '::1'])).to.equal(false);
  });
});
