/** Read models of listings: the public listing documents (profile, engagement counts, launch) the founders and every update posted. */
export * from './read-models.ts';
export * from './listings.projection.ts';
export * from './founders/founders.projection.ts';
export * from './listings.read-model.ts';
export * from './founders/founders.read-model.ts';
export * from './awards/launch-week-closes.projection.ts';
export * from './listing-updates/listing-updates.projection.ts';
