/** The drafters and their verifier, for tools that need no more of the drafts module (npm run eval:drafts). */
export { createDrafter, drafterConfigFromEnv, withEvidence, type DrafterConfig } from './create-drafter.ts';
export { withCategoryTree } from './with-categories.ts';
export { verifyProposal } from './verify/verify-proposal.ts';
