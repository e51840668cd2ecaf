/** The read models of this context, in the order the service runs them. */
import type { Projection } from '@listings/shared/kernel';
import { listingEditsProjection } from './listing-edits/listing-edits.projection.ts';
import { badgeChecksProjection } from './badge-checks/badge-checks.projection.ts';
import { founderInterviewsProjection } from './founder-interviews/founder-interviews.projection.ts';
import { companyListingsProjection } from './company-listings/company-listings.projection.ts';

export const myListingsReadModels: readonly Projection[] = [
  listingEditsProjection,
  badgeChecksProjection,
  founderInterviewsProjection,
  companyListingsProjection,
];
