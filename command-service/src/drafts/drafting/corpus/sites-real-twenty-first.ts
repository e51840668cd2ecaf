/**
 * Issue 34, twenty-first round: people and links on about and team pages (a member’s own accounts, roles beside a founding title, page-kind titles, imprint addresses). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_TWENTY_FIRST: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_TWENTY_FIRST: readonly CorpusSite[] = [];
