/**
 * Issue 34, hundred-and-first round: pricing_model precision: another product's or service's free account, version or tier read as the product's price. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_FIRST: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_FIRST: readonly CorpusSite[] = [];
