export * from './image-type.ts';
export * from './ingest-image.ts';
