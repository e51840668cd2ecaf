/** Projection test helpers, for specs of other packages (replaying a log in the orders distributed mode may deliver). */
export * from './replay.ts';
