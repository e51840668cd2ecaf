/** Read models of staff roles: who holds admin, moderator or auditor, for which site. */
export * from './read-models.ts';
export * from './staff.projection.ts';
export * from './console-figures.projection.ts';
