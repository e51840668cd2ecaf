/**
 * Issue 34, hundred-and-twenty-seventh round: founders recall on team and about pages (a
 * team or about page lists the people who made the product, or says who founded it, and the drafter drafts none).
 * Not done in the round's time: no page was added (see docs/drafting.md). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_TWENTY_SEVENTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_TWENTY_SEVENTH: readonly CorpusSite[] = [];
