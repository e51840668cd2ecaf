/**
 * Issue 34, twenty-ninth round: people's own links in grid-card team layouts (a name, a role line, a row of icon links). Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_TWENTY_NINTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_TWENTY_NINTH: readonly CorpusSite[] = [];
