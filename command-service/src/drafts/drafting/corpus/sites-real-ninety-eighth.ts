/**
 * Issue 34, ninety-eighth round: founders missed: a product's authors or team named in prose or a FAQ answer ("X was written by A, along with B, C"), or in a team list by first names. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_NINETY_EIGHTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_NINETY_EIGHTH: readonly CorpusSite[] = [];
