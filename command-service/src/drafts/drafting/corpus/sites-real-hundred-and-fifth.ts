/**
 * Issue 34, hundred-and-fifth round: features precision: a library demo's words or examples read as features on its landing page. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_FIFTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_FIFTH: readonly CorpusSite[] = [];
