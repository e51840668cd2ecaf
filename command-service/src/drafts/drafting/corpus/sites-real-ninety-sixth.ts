/**
 * Issue 34, ninety-sixth round: features on marketing pages: the product's feature cards under its hero missed for a later list or a how-it-works list. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_NINETY_SIXTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_NINETY_SIXTH: readonly CorpusSite[] = [];
