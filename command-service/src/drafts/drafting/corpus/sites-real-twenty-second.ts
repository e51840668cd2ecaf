/**
 * Issue 34, twenty-second round: categories the product is not (a capability, a feature item, a word in passing taken for what the product is). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_TWENTY_SECOND: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_TWENTY_SECOND: readonly CorpusSite[] = [];
