/** Published language of staff roles: the events of the staff stream and the rule of who holds what. */
export * from './staff.events.ts';
