/**
 * Issue 34, ninety-ninth round: usps precision: requirements, wishes and troubles said without "we" read as usps. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_NINETY_NINTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_NINETY_NINTH: readonly CorpusSite[] = [];
