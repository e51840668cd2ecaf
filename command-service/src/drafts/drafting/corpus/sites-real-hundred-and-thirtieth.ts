/**
 * Issue 34, hundred-and-thirtieth round: measurement: five fresh marketing pages. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_THIRTIETH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_THIRTIETH: readonly CorpusSite[] = [];
