/**
 * A launch week's own stream (`launchweek-<monday>`): what happened to the week as a whole, so an
 * auditor can replay it. It begins on Monday 00:00 UTC; scheduled listings go live from that event.
 */
export const launchWeekStream = (week: string) => `launchweek-${week}`;

export type LaunchWeekEvent = { type: 'LaunchWeekBegan'; data: { week: string } };

export const LAUNCH_WEEK_EVENT_TYPES = ['LaunchWeekBegan'] as const satisfies readonly LaunchWeekEvent['type'][];
