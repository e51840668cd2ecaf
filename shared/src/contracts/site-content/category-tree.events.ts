import type { Faq } from './faq.ts';

/** The category tree is one aggregate (stream `categorytree-main`): parents and cycles are checked against the whole tree. */
export const CATEGORY_TREE_STREAM = 'categorytree-main';

export type CategoryEvent =
  | {
      type: 'CategoryCreated';
      data: { slug: string; name: string; description: string; faqs: Faq[]; parent: string | null };
    }
  | { type: 'CategoryRenamed'; data: { slug: string; name: string } }
  | { type: 'CategoryDescribed'; data: { slug: string; description: string; faqs: Faq[] } }
  | { type: 'CategoryMoved'; data: { slug: string; parent: string | null } };

export const CATEGORY_EVENT_TYPES = [
  'CategoryCreated',
  'CategoryRenamed',
  'CategoryDescribed',
  'CategoryMoved',
] as const satisfies readonly CategoryEvent['type'][];
