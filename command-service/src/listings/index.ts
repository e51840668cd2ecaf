/** Write side of listings: the listing aggregate, its commands and the launch scheduler. */
export * from './listing-commands.ts';
export * from './listing.decider.ts';
export * from './launch-scheduler.ts';
