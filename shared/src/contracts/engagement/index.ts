/** Published language of engagement: votes, views, follows, reviews and billboard money as events. */
export * from './engagement.events.ts';
