export * from './image-type.ts';
export * from './ingest-image.ts';
export * from './image-upload.ts';
export * from './polyglot.ts';
