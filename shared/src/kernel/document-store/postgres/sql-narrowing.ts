/**
 * The part of a MongoDB filter that PostgreSQL can answer with an index, as a SQL condition on a
 * collection's table (`id text`, `doc json`). mingo still evaluates every filter exactly (MongoDB's
 * rules: arrays, missing fields, type order), so this condition only has to be a superset of the
 * matches: it may let through documents that do not match, never hold back one that does.
 *
 * Pushed into SQL:
 * - `_id` equal to a string, or `$in` strings: the primary key. When that is all the filter says the
 *   condition is exact (`exact: true`) and mingo is skipped, which lets LIMIT/OFFSET and count(*) run in SQL.
 * - A plain path (at most three fields, no array index) equal to a string, a finite number or a
 *   boolean, directly, with `$eq` or `$in`: JSON containment, `(doc::jsonb) @> ANY(...)`, which the
 *   collection's GIN index (jsonb_path_ops) answers. MongoDB's equality also matches an array
 *   holding the value, at any level of the path, so each value is tried with and without an array
 *   around each level (`{a:{b:v}}`, `{a:{b:[v]}}`, `{a:[{b:v}]}`, `{a:[{b:[v]}]}`). On a top-level
 *   field this is exact (see fieldCondition), so `{status: 'live'}` is counted and paged in SQL.
 * - `$and` of such conditions, and `$or` when every branch has one.
 * Anything else (ranges, `$regex`, `$exists`, null, objects, arrays as values) is left to mingo.
 */
import type { Filter } from '../document-store.ts';
import { jsonbSafe, textSafe } from './json-text.ts';

export interface Narrowing {
  /** SQL condition; `TRUE` when nothing can be pushed. */
  where: string;
  params: unknown[];
  /** The condition is the whole filter: every row it selects matches. */
  exact: boolean;
}

/** The longest path narrowed (each level doubles the containment documents tried). */
const MAX_DEPTH = 3;
/** The most values of one `$in` narrowed (each one is a containment document or more). */
const MAX_IN = 100;

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));
const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof RegExp) &&
  Object.keys(value).some((key) => key.startsWith('$'));

class Params {
  readonly values: unknown[] = [];
  readonly #offset: number;
  constructor(offset: number) {
    this.#offset = offset;
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.#offset + this.values.length}`;
  }
}

interface Condition {
  /** null: no restriction. */
  sql: string | null;
  exact: boolean;
}

/** @param offset how many parameters the statement already has before these ($1..$offset). */
export function narrowing(filter: Filter, offset = 0): Narrowing {
  const params = new Params(offset);
  const { sql, exact } = conditionOf(filter, params);
  return { where: sql ?? 'TRUE', params: params.values, exact };
}

function conditionOf(filter: Filter, params: Params): Condition {
  const parts: string[] = [];
  let exact = true;
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition) && condition.length > 0) {
      for (const clause of condition) {
        const inner = conditionOf(clause as Filter, params);
        if (inner.sql) parts.push(inner.sql);
        exact &&= inner.exact;
      }
    } else if (key === '$or' && Array.isArray(condition) && condition.length > 0) {
      const before = params.values.length;
      const branches = condition.map((clause) => conditionOf(clause as Filter, params));
      if (branches.every((branch) => branch.sql !== null)) {
        parts.push(`(${branches.map((branch) => branch.sql).join(' OR ')})`);
        exact &&= branches.every((branch) => branch.exact);
      } else {
        params.values.length = before; // a branch without a condition: the whole $or is none
        exact = false;
      }
    } else if (key === '_id') {
      const id = idCondition(condition, params);
      if (id.sql) parts.push(id.sql);
      exact &&= id.exact;
    } else if (key.startsWith('$')) {
      exact = false;
    } else {
      const field = fieldCondition(key, condition, params);
      if (field.sql) parts.push(field.sql);
      exact &&= field.exact;
    }
  }
  return { sql: parts.length === 0 ? null : parts.join(' AND '), exact };
}

/** Every stored _id is a string (the adapter refuses others), so a string comparison on `id` is exact. */
function idCondition(condition: unknown, params: Params): Condition {
  if (typeof condition === 'string') return { sql: `id = ${params.add(textSafe(condition))}`, exact: true };
  if (!isOperatorObject(condition)) return { sql: null, exact: false };
  const keys = Object.keys(condition);
  const sole = keys.length === 1;
  if (typeof condition.$eq === 'string') return { sql: `id = ${params.add(textSafe(condition.$eq))}`, exact: sole };
  const list = condition.$in;
  if (Array.isArray(list)) {
    const strings = list.filter((id): id is string => typeof id === 'string');
    // Other values never equal a string _id; mingo decides on them (a RegExp in $in does match).
    return {
      sql: strings.length === list.length ? `id = ANY(${params.add(strings.map(textSafe))}::text[])` : null,
      exact: sole && strings.length === list.length,
    };
  }
  return { sql: null, exact: false };
}

/**
 * Exact for a top-level field alone: MongoDB's `{f: v}` (v a string, number or boolean) matches `f`
 * equal to v or an array holding v as an element, which is exactly `{f: v}` or `{f: [v]}` contained
 * (jsonb compares strings byte for byte and numbers by value; an array nested in the array holds v in
 * neither). Through a dotted path MongoDB's rules have more cases than containment states: not exact.
 */
function fieldCondition(path: string, condition: unknown, params: Params): Condition {
  const none = { sql: null, exact: false };
  const segments = path.split('.');
  if (segments.length > MAX_DEPTH || segments.some((segment) => segment === '' || /^\d+$/.test(segment))) return none;
  if (segments.some((segment) => segment.startsWith('$'))) return none;
  let values: Scalar[] | null = null;
  let sole = true;
  if (isScalar(condition)) values = [condition];
  else if (isOperatorObject(condition)) {
    sole = Object.keys(condition).length === 1;
    if ('$eq' in condition && isScalar(condition.$eq)) values = [condition.$eq];
    else if (
      Array.isArray(condition.$in) &&
      condition.$in.length > 0 &&
      condition.$in.length <= MAX_IN &&
      condition.$in.every(isScalar)
    )
      values = condition.$in;
  }
  if (!values) return none;
  const documents = values.flatMap((value) => containing(segments, value).map((doc) => jsonbSafe(JSON.stringify(doc))));
  return { sql: `(doc::jsonb) @> ANY(${params.add(documents)}::jsonb[])`, exact: sole && segments.length === 1 };
}

/** The documents one of which a document holding `value` at `segments` contains (arrays at any level). */
function containing(segments: string[], value: unknown): unknown[] {
  if (segments.length === 0) return [value];
  const [first, ...rest] = segments;
  return containing(rest, value).flatMap((inner) => [{ [first!]: inner }, { [first!]: [inner] }]);
}
