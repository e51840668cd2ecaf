/** Read models of the owner's side: edit history, badge checks, interview answers, company listings across sites. */
export * from './read-models.ts';
export * from './listing-edits/listing-edits.projection.ts';
export * from './badge-checks/badge-checks.projection.ts';
export * from './founder-interviews/founder-interviews.projection.ts';
export * from './company-listings/company-listings.projection.ts';
