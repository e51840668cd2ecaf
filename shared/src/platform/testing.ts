/** Test doubles of the platform: a DNS server on loopback. */
export * from './dns/testing/fake-dns-server.ts';
