/** Write side of engagement: votes, views, follows, reviews and billboard money. */
export * from './engagement-commands.ts';
