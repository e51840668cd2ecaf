/**
 * Issue 34, thirty-ninth round: person cards and team-page titles. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_THIRTY_NINTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_THIRTY_NINTH: readonly CorpusSite[] = [];
