/** Write side of the site team's content (admin CLI). */
export * from './site-content-commands.ts';
