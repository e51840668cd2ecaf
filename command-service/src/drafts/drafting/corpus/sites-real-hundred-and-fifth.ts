/**
 * Issue 34, hundred-and-fifth round: features precision: a library demo's words or examples read as features on its landing page. Its
 * tuning page is the hundredth round's sortable-home (already a tuning page: its first list, a demo's eight Russian
 * words under the English title "Sortable. No jQuery.", drafted as its features). No held-out page was added: none
 * of another product showing the class was found in the round's time (see the round's section in docs/drafting.md).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_FIFTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_FIFTH: readonly CorpusSite[] = [];
