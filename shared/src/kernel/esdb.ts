/** The EventStoreDB adapter of the event store port (distributed mode); loaded only when chosen. */
export * from './event-store/esdb/esdb-event-store.ts';
