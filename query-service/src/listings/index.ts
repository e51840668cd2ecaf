/** Read side of the public directory: search (with its in-memory index), listings, launches, leaderboards, awards, founders, badges, latest updates. */
export * from './listing-operations.ts';
export * from './listing-queries.ts';
export * from './listing-view.ts';
export * from './search/listing-search-index.ts';
export * from './search/search-snapshots.ts';
export * from './search/text-analysis.ts';
export * from './launches/launch-queries.ts';
export * from './launches/due-launches.ts';
export * from './awards/launch-of-the-week.ts';
export * from './awards/list-awards.ts';
export * from './badges/badge-queries.ts';
export * from './badges/badge-svg.ts';
export * from './badges/well-formed-xml.ts';
export * from './founders/founder-queries.ts';
export * from './listing-logos.ts';
export * from './founder-photos.ts';
export * from './updates/latest-updates.ts';
