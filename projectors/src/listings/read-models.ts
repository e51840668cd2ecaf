/** The read models of this context, in the order the service runs them. */
import type { Projection } from '@listings/shared/kernel';
import { listingsProjection } from './listings.projection.ts';
import { foundersProjection } from './founders/founders.projection.ts';
import { launchWeekClosesProjection } from './awards/launch-week-closes.projection.ts';
import { listingUpdatesProjection } from './listing-updates/listing-updates.projection.ts';

export const listingsReadModels: readonly Projection[] = [
  listingsProjection,
  foundersProjection,
  launchWeekClosesProjection,
  listingUpdatesProjection,
];
