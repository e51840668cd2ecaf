/** Write side of claims: commands and handlers, the checks' ports, the claim mail reactor. */
export * from './claim-commands.ts';
export * from './claim-ownership.process.ts';
export * from './claim-handlers.ts';
export * from './claim-mail.reactor.ts';
export * from './claims.composition.ts';
export * from './claim-overrides.ts';
