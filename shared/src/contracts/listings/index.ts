/** Published language of listings: the listing stream's events, the profile and its vocabulary, what the read side needs to know of launches. */
export * from './launches.ts';
export * from './listing.events.ts';
export * from './listing.images.ts';
export * from './listing.profile.ts';
export * from './vocabulary.ts';
export * from './launch-week.events.ts';
export * from './safe-links.ts';
export * from './safe-profile.ts';
export * from './same-company.ts';
export * from './listing-site.ts';
