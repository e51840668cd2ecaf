/**
 * Issue 34, ninety-fifth round: stage missed: an early release said in the product's own words (beta, alpha, preview, early access, experimental). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_NINETY_FIFTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_NINETY_FIFTH: readonly CorpusSite[] = [];
