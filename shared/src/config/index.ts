/** Settings from the environment, read once at the composition root, validated by one schema. */
export * from './config.ts';
export * from './schema.ts';
