/**
 * Trending = time-decayed votes. Each vote counts 0.5^(age / 3 days), its age taken in whole days
 * from the day it was cast to today (UTC): a vote today counts 1, three days ago 0.5, six days ago
 * 0.25. Votes older than 30 days add under 0.1% and are left out.
 */
import { daysBetween, isoDay } from '@listings/shared/kernel';

export const TRENDING_HALF_LIFE_DAYS = 3;
export const TRENDING_WINDOW_DAYS = 30;

export function trendingScore(votesByDay: Record<string, number>, now: Date): number {
  const today = isoDay(now);
  let score = 0;
  for (const [day, votes] of Object.entries(votesByDay)) {
    const age = daysBetween(day, today);
    if (age < 0 || age > TRENDING_WINDOW_DAYS || votes <= 0) continue;
    score += votes * 0.5 ** (age / TRENDING_HALF_LIFE_DAYS);
  }
  return score;
}
