import type { Projection } from '@listings/shared/projections/projection';
import { accountsProjection } from '@listings/projectors/accounts/accounts.projection';

/** Every read model of the service. */
export const allProjections: readonly Projection[] = [accountsProjection];
