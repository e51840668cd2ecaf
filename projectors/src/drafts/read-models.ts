/** The read models of this context, in the order the service runs them. */
import type { Projection } from '@listings/shared/kernel';
import { draftsProjection } from './drafts.projection.ts';

export const draftsReadModels: readonly Projection[] = [draftsProjection];
