/**
 * Launch weeks run Monday to Sunday in UTC and are named by their Monday, YYYY-MM-DD.
 */
const DAY_MS = 86_400_000;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The UTC day of a timestamp: the service writes them as `toISOString()` does, whose first ten characters are that day. */
export const isoDayOf = (at: string): string =>
  at.length === 24 && at[10] === 'T' && at[23] === 'Z' ? at.slice(0, 10) : isoDay(new Date(at));

/**
 * Mondays of the days seen lately: a projection catching up asks for the same few days thousands of
 * times a second, and each answer costs two Dates and a toISOString. Bounded; cleared when full.
 */
const mondays = new Map<string, string>();

/** The Monday (UTC) of the week containing `date`. */
export function mondayOf(date: Date | string): string {
  if (typeof date === 'string') {
    const day = date.slice(0, 10);
    let monday = mondays.get(day);
    if (monday === undefined) {
      if (mondays.size >= 1_024) mondays.clear();
      mondays.set(day, (monday = mondayOfDay(new Date(`${day}T00:00:00Z`))));
    }
    return monday;
  }
  return mondayOfDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())));
}

function mondayOfDay(day: Date): string {
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return isoDay(new Date(day.getTime() - sinceMonday * DAY_MS));
}

export const addWeeks = (monday: string, weeks: number): string =>
  isoDay(new Date(new Date(`${monday}T00:00:00Z`).getTime() + weeks * 7 * DAY_MS));

export const addDays = (day: string, days: number): string =>
  isoDay(new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS));

/** `this`, `next`, `last` or a date, as the Monday of that week. */
export function resolveWeek(reference: string, now: Date): string {
  const current = mondayOf(now);
  switch (reference) {
    case 'this':
      return current;
    case 'next':
      return addWeeks(current, 1);
    case 'last':
      return addWeeks(current, -1);
    default:
      return mondayOf(reference);
  }
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS);
