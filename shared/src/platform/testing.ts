/** Test doubles of the platform: a DNS server, stripe-mock and a recording proxy, a VIES service, all on loopback. */
export * from './dns/testing/fake-dns-server.ts';
export * from './payments/testing/stripe-mock.ts';
export * from './payments/testing/recording-proxy.ts';
export * from './vat/testing/fake-vies.ts';
export * from './payments/testing/stripe-webhooks.ts';
export * from './images/hostile-images.fixture.ts';
