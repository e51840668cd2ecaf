/** Settings from the environment, read once at the composition root. */
export * from './config.ts';
