/** Published language of the owner's side: badge checks of the free plan and interview answers. */
export * from './badge-check.events.ts';
export * from './badge-recheck.ts';
export * from './interview-answers.events.ts';
export * from './badge-keeping.events.ts';
export * from './facts-keeping.events.ts';
