/**
 * The embedded store's sort of a find, done as mingo's `$sort` does it but in one pass: what was
 * left of a site's board on a 60-site network after the store narrowed it to the site's listings
 * was mingo's sort of them (issue 30: most of a find's time), which groups the documents by each
 * sort key in a hash map, field after field, before ordering the groups.
 *
 * Same order as mingo's, exactly, or nothing: mingo orders a key's values natively when they are
 * all strings or all numbers (code-unit order, numeric order), keeps documents with equal values in
 * the order it was given them (stable), applies the keys from last to first (so: by the first key,
 * ties by the next...), and reverses a key's order for -1 without reversing the order among equal
 * values. Here each document's values are read once (mingo's `resolve`, the same dotted paths and
 * arrays) and one stable sort compares them key by key. When a key's values are not all strings or
 * all numbers (a missing value, null, an array, a date, mixed types), or hold NaN or -0 (which
 * mingo groups by its own equality), the answer is undefined and the caller lets mingo sort.
 */
import { resolve } from 'mingo/util';
import type { Document } from './document-store.ts';

export type SortSpec = Record<string, 1 | -1>;

/** `documents` (not changed) ordered as mingo's `$sort` would order them, or undefined when only mingo can tell. */
export function sortedNatively(documents: readonly Document[], sort: SortSpec): Document[] | undefined {
  const fields = Object.keys(sort);
  if (fields.length === 0 || fields.some((field) => sort[field] !== 1 && sort[field] !== -1)) return undefined;
  const keyed: { doc: Document; values: (string | number)[] }[] = new Array(documents.length);
  const kinds: ('string' | 'number' | undefined)[] = fields.map(() => undefined);
  for (let i = 0; i < documents.length; i++) {
    const doc = documents[i]!;
    const values: (string | number)[] = new Array(fields.length);
    for (let k = 0; k < fields.length; k++) {
      const value: unknown = resolve(doc, fields[k]!);
      const kind = typeof value;
      if (kind === 'number') {
        if (Number.isNaN(value) || Object.is(value, -0)) return undefined;
      } else if (kind !== 'string') return undefined;
      if (kinds[k] === undefined) kinds[k] = kind as 'string' | 'number';
      else if (kinds[k] !== kind) return undefined;
      values[k] = value as string | number;
    }
    keyed[i] = { doc, values };
  }
  const directions = fields.map((field) => sort[field]!);
  keyed.sort((a, b) => {
    for (let k = 0; k < directions.length; k++) {
      const x = a.values[k]!;
      const y = b.values[k]!;
      if (x !== y) return (x < y ? -1 : 1) * directions[k]!;
    }
    return 0; // Array.prototype.sort is stable: equal documents keep their order
  });
  return keyed.map(({ doc }) => doc);
}
