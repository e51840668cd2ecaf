/**
 * Issue 34, hundred-and-fourth round: logos precision: a share image (og:image, twitter:image, a preview picture) drafted as the logo of a landing page.
 * The round tuned on pages already in the corpus (jQuery Transit's home page, eightieth round; Sortable's and Hamburgers'
 * home pages, hundredth round, looked at) and added none: both arrays stay empty. No real landing page of another product
 * showing the class was found in the round's time to hold out (docs/drafting.md, hundred-and-fourth round).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_FOURTH: readonly CorpusSite[] = [];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_FOURTH: readonly CorpusSite[] = [];
