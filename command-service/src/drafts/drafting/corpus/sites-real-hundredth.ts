/**
 * Issue 34, hundredth round: names: a page title's tagline or a domain drafted as the product's name. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDREDTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDREDTH: readonly CorpusSite[] = [];
