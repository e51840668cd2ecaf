/**
 * Issue 34, eighteenth round: page shapes the reader loses (lead paragraphs under a minor heading, a title that is not an h1, a quoted tagline). Filled by the round: the real pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_EIGHTEENTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_EIGHTEENTH: readonly CorpusSite[] = [];
