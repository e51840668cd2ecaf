/**
 * Issue 34, thirteenth round: (filled by the round) the class of held-out misses it tunes for, its real pages
 * to tune on and, one for one, its held-out pages, each kept verbatim in real/ (the file at its commit,
 * rendered by markdown-it, html and linkify on, as the earlier rounds'); facts written from the page
 * before the drafter first ran on it.
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_THIRTEENTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_THIRTEENTH: readonly CorpusSite[] = [];
