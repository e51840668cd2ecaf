/** Read models of claims: each claim with its status and instructions. */
export * from './read-models.ts';
export * from './claims.projection.ts';
