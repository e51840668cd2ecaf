/**
 * Issue 34, hundred-and-seventh round: founders missed: makers listed after the first ('written by A, along with B, C and D'), or a maker credited by a role word ('Chef Jonathan Suh'). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_SEVENTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_SEVENTH: readonly CorpusSite[] = [];
