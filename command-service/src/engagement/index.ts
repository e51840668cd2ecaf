/** Write side of engagement: votes, views, follows, reviews, comments (and their site-only operations' handlers), billboard money, and the close of each launch week. */
export * from './engagement-commands.ts';
export * from './engagement-handlers.ts';
export * from './engagement.decider.ts';
export * from './people-actions.ts';
export * from './week-close/launch-week.decider.ts';
export * from './week-close/week-close.process.ts';
export * from './vote-counting/vote-counting.policy.ts';
export * from './vote-counting/site-team-votes.decider.ts';
export * from './vote-counting/counting-facts.ts';
export * from './vote-counting/vote-counting.process.ts';
export * from './week-close/week-tally.ts';
export * from './week-close/week-recount.process.ts';
export * from './comments/comments.decider.ts';
export * from './comments/comment-actions.ts';
export * from './comments/comment-handlers.ts';
