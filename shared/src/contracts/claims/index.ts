/** Published language of claims: the claim stream's events, the claim state both sides fold, and its public view. */
export * from './claim.events.ts';
export * from './claim.state.ts';
export * from './claim.view.ts';
