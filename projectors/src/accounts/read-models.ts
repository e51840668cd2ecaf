/** The read models of this context, in the order the service runs them. */
import type { Projection } from '@listings/shared/kernel';
import { accountsProjection } from './accounts.projection.ts';

export const accountsReadModels: readonly Projection[] = [accountsProjection];
