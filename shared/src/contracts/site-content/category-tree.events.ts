import type { Faq } from './faq.ts';
import { siteScopedStream } from './site-scope.ts';

/**
 * A category tree is one aggregate per site: parents and cycles are checked against the whole tree.
 * The default site's stream is `categorytree-main`, as it has always been (whatever SITE_KEY is); an
 * opened site's is `categorytree-main@<key>` (issue 30; the per-site streams' `<stream>@<key>`).
 */
export const CATEGORY_TREE_STREAM = 'categorytree-main';

/** The stream of a site's tree; `site` absent (or null): the default site's. */
export const categoryTreeStream = (site?: string | null): string => siteScopedStream(CATEGORY_TREE_STREAM, site);

/**
 * `site`: the key of the site whose tree it is, absent on the default site's events (and on every
 * event written before the network): read as the default site, never rewritten. `reason`: the staff
 * member's, when changed in the console (the CLI records none); never in the public read model.
 */
type OfSite = { site?: string; reason?: string };

export type CategoryEvent =
  | {
      type: 'CategoryCreated';
      data: { slug: string; name: string; description: string; faqs: Faq[]; parent: string | null } & OfSite;
    }
  | { type: 'CategoryRenamed'; data: { slug: string; name: string } & OfSite }
  | { type: 'CategoryDescribed'; data: { slug: string; description: string; faqs: Faq[] } & OfSite }
  | { type: 'CategoryMoved'; data: { slug: string; parent: string | null } & OfSite }
  /** Off the tree for good: never listed, chosen or offered again; listings that hold it keep the slug. */
  | { type: 'CategoryRetired'; data: { slug: string } & OfSite };

export const CATEGORY_EVENT_TYPES = [
  'CategoryCreated',
  'CategoryRenamed',
  'CategoryDescribed',
  'CategoryMoved',
  'CategoryRetired',
] as const satisfies readonly CategoryEvent['type'][];
