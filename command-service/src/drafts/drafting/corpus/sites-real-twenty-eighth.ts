/**
 * Issue 34, twenty-eighth round: feature lists a landing page introduces without a features heading (a lead-in sentence, headed lists inside a features section). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_TWENTY_EIGHTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_TWENTY_EIGHTH: readonly CorpusSite[] = [];
