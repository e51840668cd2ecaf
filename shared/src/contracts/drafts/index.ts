/** Published language of drafts (submit by URL): the draft stream's events, the drafted fields with their evidence, and the draft state both sides fold from them. */
export * from './draft-fields.ts';
export * from './draft.events.ts';
export * from './draft.state.ts';
