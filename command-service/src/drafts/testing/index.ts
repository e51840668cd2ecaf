/** Test doubles of the submit-by-URL flow: a fake crawler and drafter, and a fixture company site. */
export * from './fake-drafting.ts';
export * from './../crawling/fake-site.fixture.ts';
