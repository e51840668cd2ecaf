/**
 * Issue 34, fiftieth round: accounts linked in running text, logos by id and alt. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_FIFTIETH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_FIFTIETH: readonly CorpusSite[] = [];
