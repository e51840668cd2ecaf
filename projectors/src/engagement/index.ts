/** Read models of engagement: reviews with their text, where each person stands with each listing, the discussions, people's profiles and their notifications. */
import type { Projection } from '@listings/shared/kernel';
import { engagementProjection } from './engagement.projection.ts';
import { commentsProjection } from './comments/comments.projection.ts';
import { profilesProjection } from './profiles/profiles.projection.ts';
import { notificationsProjection } from './notifications/notifications.projection.ts';

export * from './engagement.projection.ts';
export * from './comments/comments.projection.ts';
export * from './profiles/profiles.projection.ts';
export * from './notifications/notifications.projection.ts';

/** The read models of this context, in the order the service runs them. */
export const engagementReadModels: readonly Projection[] = [
  engagementProjection,
  commentsProjection,
  profilesProjection,
  notificationsProjection,
];
