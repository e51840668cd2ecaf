/** Write side of drafts (submit by URL): commands and handlers, the crawl-and-draft and invite-mail reactors, the crawler and drafter ports. */
export * from './draft-commands.ts';
export * from './draft-listing.process.ts';
export * from './draft-handlers.ts';
export * from './drafting.composition.ts';
export * from './drafting.ports.ts';
export * from './drafting.reactor.ts';
export * from './invite-mail.reactor.ts';
export * from './drafting/create-drafter.ts';
export * from './drafting/evidence.ts';
export * from './drafting/with-categories.ts';
export * from './crawling/site-crawler.ts';
export * from './logos/image-fetcher.ts';
export * from './logos/logo-candidates.ts';
export * from './logos/listing-logo.reactor.ts';
/** How a fetched page is read (also where the facts kept on a listing are looked for again). */
export { parsePage } from './crawling/page-text.ts';
