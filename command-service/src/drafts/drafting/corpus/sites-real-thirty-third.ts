/**
 * Issue 34, thirty-third round: logos on real pages (wordmark images, a banner or a screenshot is no logo). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_THIRTY_THIRD: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_THIRTY_THIRD: readonly CorpusSite[] = [];
