/**
 * Issue 34, ninety-seventh round: pricing_model: freemium, a free self-hosted product beside a paid hosted cloud, missed or read as free or paid. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_NINETY_SEVENTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_NINETY_SEVENTH: readonly CorpusSite[] = [];
