/**
 * Issue 34, twenty-seventh round: the forbidden-fact classes left: people's own links in other card layouts, page-kind titles beyond about and imprint, a word in passing taken for a category. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_TWENTY_SEVENTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_TWENTY_SEVENTH: readonly CorpusSite[] = [];
