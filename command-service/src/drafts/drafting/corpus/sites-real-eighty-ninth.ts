/**
 * Issue 34, eighty-ninth round: features precision: demo lists, topic lists and support checklists on landing pages read as features. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_EIGHTY_NINTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_EIGHTY_NINTH: readonly CorpusSite[] = [];
