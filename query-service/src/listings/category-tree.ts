import type { DocumentStore } from '@listings/shared/kernel';

/** A category slug with all its descendants ("includes subcategories"). */
export async function withSubcategories(documents: DocumentStore, slug: string): Promise<string[]> {
  const all = await documents.collection('categories').find({}, { projection: { _id: 1, parent: 1 } });
  const children = new Map<string, string[]>();
  for (const category of all) {
    const parent = category.parent as string | null;
    if (parent) children.set(parent, [...(children.get(parent) ?? []), category._id]);
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
