/** Read models of drafts: each draft as get_draft shows it. */
export * from './read-models.ts';
export * from './drafts.projection.ts';
export * from './draft.view.ts';
