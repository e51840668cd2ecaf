/** Write side of the owner's listings: edits, updates, milestones, story, interview answers, the free plan and its badge checks, follower mail. */
export * from './owned-listing.ts';
export * from './my-listing-handlers.ts';
export * from './free-plan.ts';
export * from './badge-check.ts';
export * from './interview/interview-commands.ts';
export * from './site-keys.ts';
export * from './badge-keeping/badge-keeping.decider.ts';
export * from './badge-keeping/badge-keeping.ts';
export * from './facts-keeping/facts-keeping.decider.ts';
export * from './facts-keeping/facts-keeping.ts';
export * from './listing-image-handlers.ts';
export * from './edit-revert-mail.reactor.ts';
