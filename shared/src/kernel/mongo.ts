/** The MongoDB adapters of the kernel's ports (distributed mode): documents, and pictures in GridFS; loaded only when chosen. */
export * from './document-store/mongo/mongo-document-store.ts';
export * from './blob-store/mongo/gridfs-blob-store.ts';
