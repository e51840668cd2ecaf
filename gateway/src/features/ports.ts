/** The outside-world ports features take (re-exported here so FeatureDeps names them in one place). */
export type { DraftingPorts } from '@listings/command-service/drafts';
export type { ClaimPorts } from '@listings/command-service/claims';
export type { MyListingsOptions } from '../my-listings/feature.ts';
