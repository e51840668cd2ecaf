/**
 * Issue 34, hundred-and-third round: categories missed: a product that says what it is ("a note taking application") left without its category. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_THIRD: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_THIRD: readonly CorpusSite[] = [];
