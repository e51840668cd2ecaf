/** The read models of this context, in the order the service runs them. */
import type { Projection } from '@listings/shared/kernel';
import { claimsProjection } from './claims.projection.ts';

export const claimsReadModels: readonly Projection[] = [claimsProjection];
