import type { DocumentStore } from '@listings/shared/kernel';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import { categoriesOfSite } from '@listings/projectors/site-content';

/** A category slug with all its descendants on `site`'s tree ("includes subcategories"). */
export async function withSubcategories(documents: DocumentStore, slug: string, site?: SiteOfRead): Promise<string[]> {
  const all = await categoriesOfSite(documents, site);
  const children = new Map<string, string[]>();
  for (const category of all) {
    const parent = category.parent;
    if (parent) children.set(parent, [...(children.get(parent) ?? []), category.slug]);
  }
  const found: string[] = [];
  const queue = [slug];
  while (queue.length) {
    const next = queue.shift()!;
    if (found.includes(next)) continue;
    found.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}
