/** Staff roles, write side: the decider of the `staff-roles` stream and the commands the admin CLI runs. */
export * from './staff.decider.ts';
export * from './staff-commands.ts';
export * from './staff-totp.decider.ts';
export * from './staff-totp.ts';
