/** The kernel: event and document store ports with their embedded adapters, deciders and the command path, projection and reactor runtimes, clock and weeks, jobs, logging. Everything else builds on it; it depends on nothing of the project. */
export * from './document-store/document-store.ts';
export * from './document-store/mingo-document-store.ts';
export * from './event-store/event-store.ts';
export * from './event-store/sqlite-event-store.ts';
export * from './es/decider.ts';
export * from './es/handle-command.ts';
export * from './es/stream-states.ts';
export * from './es/sequence.ts';
export * from './projections/projection.ts';
export * from './projections/runner.ts';
export * from './reactors/reactor.ts';
export * from './time/clock.ts';
export * from './time/weeks.ts';
export * from './jobs/interval-job.ts';
export * from './observability/logger.ts';
