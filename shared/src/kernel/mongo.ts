/** The MongoDB adapter of the document store port (distributed mode); loaded only when chosen. */
export * from './document-store/mongo/mongo-document-store.ts';
