/** Published language of engagement: votes, views, follows, reviews, comments, profiles, notifications, billboard money, and the close of each launch week. */
export * from './engagement.events.ts';
export * from './comments.events.ts';
export * from './profiles.events.ts';
export * from './launch-week.events.ts';
export * from './vote-counting.events.ts';
export * from './notifications.events.ts';
