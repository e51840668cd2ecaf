/**
 * Write side of listings: the listing aggregate, its commands and the launch scheduler. Other contexts
 * read a listing with `loadListing` / `foldListing` and append to it with `ListingCommands`.
 */
export * from './listing-commands.ts';
export * from './listing.aggregate.ts';
export {
  listingDecider,
  maxCategories,
  type ListingCommand,
  type ListingState,
  type ListingStatus,
} from './listing.decider.ts';
export * from './launch-scheduler.ts';
export * from './listing-edit-reviews.ts';
