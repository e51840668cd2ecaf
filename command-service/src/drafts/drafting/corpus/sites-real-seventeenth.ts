/**
 * Issue 34, seventeenth round: marketing pages from products’ website repositories. Filled by the round: the real pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_SEVENTEENTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_SEVENTEENTH: readonly CorpusSite[] = [];
