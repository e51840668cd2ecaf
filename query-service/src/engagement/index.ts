/** Read side of engagement for the site: reviews with their authors, where a person stands with a listing, the discussions, people's profiles and their notifications. */
export * from './engagement-queries.ts';
export * from './comments/listing-comments.ts';
export * from './profiles/person-profile.ts';
export * from './notifications/person-notifications.ts';
export * from './notifications/notification-links.ts';
