/** Test helpers of the kernel: the port contract suites every adapter runs, and given/when/then for deciders. */
export * from './document-store/document-store.contract.ts';
export * from './event-store/event-store.contract.ts';
export * from './es/given-when-then.ts';
export * from './event-store/esdb/container-runtime.ts';
export * from './document-store/mongo/mongo-test-server.ts';
export * from './document-store/mongo/each-document-store.ts';
export * from './postgres/pg-test-server.ts';
