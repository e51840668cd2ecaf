/**
 * Launch weeks run Monday to Sunday in UTC and are named by their Monday, YYYY-MM-DD.
 */
const DAY_MS = 86_400_000;

export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The Monday (UTC) of the week containing `date`. */
export function mondayOf(date: Date | string): string {
  const day =
    typeof date === 'string'
      ? new Date(`${date.slice(0, 10)}T00:00:00Z`)
      : new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
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
