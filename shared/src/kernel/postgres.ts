/** The PostgreSQL adapters of the kernel's ports (distributed mode); loaded only when chosen. */
export * from './event-store/postgres/pg-event-store.ts';
export * from './document-store/postgres/pg-document-store.ts';
export * from './blob-store/postgres/pg-blob-store.ts';
