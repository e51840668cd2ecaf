/** Read models of engagement: reviews with their text, and where each person stands with each listing. */
import type { Projection } from '@listings/shared/kernel';
import { engagementProjection } from './engagement.projection.ts';

export * from './engagement.projection.ts';

/** The read models of this context, in the order the service runs them. */
export const engagementReadModels: readonly Projection[] = [engagementProjection];
