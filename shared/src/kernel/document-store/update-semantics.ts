/**
 * MongoDB's update semantics on plain documents, shared by the document stores that evaluate them
 * in the process (the embedded store, and the PostgreSQL adapter, which reads a row, applies the
 * update here and writes it back): splitting `$setOnInsert` off an update, applying operators with
 * mingo (and a fast path for the usual `$set`/`$inc`/`$unset`), building an upserted document from a
 * filter, and the JSON shape every stored document has. Moved out of mingo-document-store.ts as is.
 */
import { randomBytes } from 'node:crypto';
import { update as applyOperators, updateMany as applyOperatorsToAll } from 'mingo';
import type { Modifier } from 'mingo/updater';
import type { Document, Filter, Update } from './document-store.ts';

type Fields = Record<string, unknown>;

/**
 * Splits an update into what applies to a matched document and what applies to an upserted one.
 * mingo has no $setOnInsert: on insert it joins $set (a path in both is MongoDB's conflict error); on a match it is dropped.
 */
export function parseUpdate(update: Update): { onMatch: Update; onInsert: Update } {
  let operators = 0;
  for (const operator in update) {
    if (operator[0] !== '$') throw new Error('Update document requires atomic operators');
    operators++;
  }
  if (operators === 0) throw new Error('Update document requires atomic operators');
  if (update.$setOnInsert === undefined) return { onMatch: update, onInsert: update };
  const { $setOnInsert, ...onMatch } = update as { $setOnInsert: Fields; $set?: Fields };
  const $set = { ...onMatch.$set };
  for (const [path, value] of Object.entries($setOnInsert)) {
    if (path in $set) throw new Error(`Updating the path '${path}' would create a conflict at '${path}'`);
    $set[path] = value;
  }
  return { onMatch, onInsert: { ...onMatch, $set } };
}

/**
 * Applies update operators to copies of `currents`, in one mingo call (each call pays a fixed setup cost);
 * undefined where a document would not change (MongoDB counts it as matched, not modified). The usual
 * single-document update takes the fast path, which may change a document the unit owns in place.
 */
export function updatedDocuments(currents: Document[], modifier: Update, inPlace?: InPlace): (Document | undefined)[] {
  const [operators, setId] = withoutSetId(modifier);
  if (setId !== undefined && currents.some(({ _id }) => _id !== setId)) throw immutableIdError();
  if (currents.length === 1) {
    const fast = fastUpdated(currents[0]!, operators, inPlace);
    if (fast !== null) return [fast];
  }
  const before = currents.map((doc) => JSON.stringify(doc));
  const drafts = before.map((json) => JSON.parse(json) as Document);
  applyOperatorsToAll(drafts, {}, operators as Modifier<Document>);
  return drafts.map((draft, i) => {
    const after = toJson(draft);
    return after === before[i] ? undefined : (JSON.parse(after) as Document);
  });
}

const FAST_OPERATORS = new Set(['$set', '$inc', '$unset', '$max', '$min']);

/** A value `$max`/`$min` compare here as MongoDB does: a number, or a string of printable ASCII (byte order = code-unit order). */
const comparable = (value: unknown): value is number | string =>
  (typeof value === 'number' && !Number.isNaN(value)) || (typeof value === 'string' && /^[\x20-\x7e]*$/.test(value));
const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A path segment that names an object field for sure (not an array index, positional or operator). */
const plainSegment = (segment: string) =>
  segment !== '' && !segment.startsWith('$') && !/^\d+$/.test(segment) && segment !== '__proto__';

/**
 * A path's segments when every one names an object field for sure and the path is not _id (null:
 * leave the update to mingo). Read models update the same few paths over and over, so the answers are
 * remembered (bounded; cleared when full).
 */
const fieldPaths = new Map<string, readonly string[] | null>();
function fieldPath(path: string): readonly string[] | null {
  let segments = fieldPaths.get(path);
  if (segments === undefined) {
    const split = path.split('.');
    segments = split.every(plainSegment) && split[0] !== '_id' ? split : null;
    if (fieldPaths.size >= 10_000) fieldPaths.clear();
    fieldPaths.set(path, segments);
  }
  return segments;
}

/** Whether one path is the other or inside it (`a.b` and `a.b.c`): MongoDB refuses such an update. */
const overlapping = (a: string, b: string): boolean =>
  a.length <= b.length ? b.startsWith(a) && (b.length === a.length || b[a.length] === '.') : overlapping(b, a);

/**
 * Within a unit of work: the objects the unit made (each document version it stored, and the objects
 * copied into them), which no earlier version and no reader shares, so a later update in the same
 * unit may change them in place; `fixed` names the top-level fields of the collection's unique
 * indexes (other than _id), whose keys must be compared before and after, so an update touching one
 * copies instead.
 */
export interface InPlace {
  owned: WeakSet<object>;
  fixed: readonly string[];
}

/**
 * The usual read-model update ($set, $inc, $unset on object fields) without mingo's per-call setup and
 * without copying the whole document: objects along the changed paths are copied, the rest is shared
 * with the previous version (stored documents are never mutated). null when the update is anything
 * else, or meets an array or a non-object on its way: mingo then applies it, with MongoDB's rules.
 * undefined when nothing changes.
 *
 * With `inPlace`, a document the unit already owns is changed in place (the unit's first version of it
 * keeps the state to roll back to), and the copies made are added to what it owns. Catching up, one
 * listing takes thousands of counter updates per batch: copying it for each was most of their cost.
 * Everything is checked before anything is changed, so a null answer leaves `doc` as it was.
 */
function fastUpdated(doc: Document, operators: Update, inPlace?: InPlace): Document | undefined | null {
  const work: [operator: string, segments: readonly string[], value: unknown][] = [];
  const paths: string[] = [];
  for (const operator in operators) {
    const fields = operators[operator];
    if (!FAST_OPERATORS.has(operator) || !isPlainObject(fields)) return null;
    for (const path in fields) {
      const segments = fieldPath(path);
      if (segments === null) return null;
      // Two paths where one is the other or inside it: MongoDB refuses the update; let mingo say so.
      for (const other of paths) if (overlapping(path, other)) return null;
      paths.push(path);
      work.push([operator, segments, fields[path]]);
    }
  }

  // Checked on `doc` first: what each path changes, with the value it stores. The paths are disjoint,
  // so no change can make another one invalid.
  const changes: [operator: string, segments: readonly string[], value: unknown][] = [];
  for (const [operator, segments, value] of work) {
    let parent: unknown = doc;
    for (let i = 0; i < segments.length - 1 && parent !== undefined; i++) {
      if (!isPlainObject(parent)) return null;
      parent = Object.hasOwn(parent, segments[i]!) ? parent[segments[i]!] : undefined;
    }
    if (parent !== undefined && !isPlainObject(parent)) return null;
    const leaf = segments[segments.length - 1]!;
    const current = parent !== undefined && Object.hasOwn(parent, leaf) ? parent[leaf] : undefined;
    if (operator === '$unset') {
      if (parent !== undefined && Object.hasOwn(parent, leaf)) changes.push([operator, segments, undefined]);
    } else if (operator === '$inc') {
      // MongoDB refuses the whole update (mingo would skip the field and apply the rest).
      if (typeof value !== 'number')
        throw new Error(`Cannot increment with non-numeric argument: ${segments.join('.')}`);
      if (current !== undefined && typeof current !== 'number')
        throw new Error(`Cannot apply $inc to a value of non-numeric type: the field '${segments.join('.')}'`);
      if (current === undefined) changes.push([operator, segments, value]);
      else if (value !== 0) changes.push([operator, segments, current + value]);
    } else if (operator === '$max' || operator === '$min') {
      // Other types (or two of different types) compare by BSON's type order: mingo says.
      if (!comparable(value) || (current !== undefined && (!comparable(current) || typeof current !== typeof value)))
        return null;
      if (current === undefined || (operator === '$max' ? value > current : value < current))
        changes.push([operator, segments, value]);
    } else {
      const stored = value === undefined ? null : typeof value === 'object' && value !== null ? toStored(value) : value;
      const same =
        typeof stored === 'object' && stored !== null
          ? current !== undefined && toJson(current) === toJson(stored)
          : current === stored;
      if (!same) changes.push([operator, segments, stored]);
    }
  }
  if (changes.length === 0) return undefined;

  const mutable =
    inPlace !== undefined &&
    inPlace.owned.has(doc) &&
    !changes.some(([, segments]) => inPlace.fixed.includes(segments[0]!));
  const next: Fields = mutable ? doc : { ...doc };
  const copies: Set<object> | WeakSet<object> = mutable ? inPlace.owned : new Set<object>([next]);
  for (const [operator, segments, value] of changes) {
    const parent = writableParent(next, copies, segments);
    const leaf = segments[segments.length - 1]!;
    if (operator === '$unset') delete parent[leaf];
    else parent[leaf] = value;
  }
  if (inPlace && !mutable) for (const copy of copies as Set<object>) inPlace.owned.add(copy);
  return next as Document;
}

/**
 * The object holding the path's last field in `next`, the objects on the way that `copies` does not
 * hold copied into it (and added), so a version that shares them stays untouched; missing ones are
 * created. The caller has checked that every object on the way is a plain object.
 */
function writableParent(next: Fields, copies: Set<object> | WeakSet<object>, segments: readonly string[]): Fields {
  let current = next;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i]!;
    let child = Object.hasOwn(current, segment) ? (current[segment] as Fields) : undefined;
    if (child === undefined) child = {};
    else if (!copies.has(child)) child = { ...child };
    copies.add(child);
    current[segment] = child;
    current = child;
  }
  return current;
}

/** What an upsert inserts: the filter's equality fields with the update applied on top (MongoDB's rule). */
export function upsertedDocument(filter: Filter, modifier: Update): Document {
  const { _id: filterId, ...equalities } = equalityFields(filter);
  const [operators, setId] = withoutSetId(modifier);
  if (filterId !== undefined && setId !== undefined && filterId !== setId) throw immutableIdError();
  const seeded = Object.keys(equalities).length ? fastUpdated({} as Document, { $set: equalities }) : {};
  const fast = seeded === null ? null : fastUpdated((seeded ?? {}) as Document, operators);
  // fastUpdated answers undefined when the operators changed nothing, null when it cannot apply them.
  const draft = (fast === null ? {} : (fast ?? seeded ?? {})) as Fields;
  if (fast === null) {
    applyOperators(draft, { $set: equalities });
    applyOperators(draft, operators as Modifier<Fields>);
  }
  return toStored({ _id: filterId ?? setId ?? newId(), ...draft });
}

/**
 * mingo refuses any `$set` of `_id`; MongoDB accepts one that keeps the _id (a common "$set the whole
 * read model" pattern) or names an upserted document's _id. So it is taken out here and checked by the caller.
 */
function withoutSetId(modifier: Update): [Update, unknown] {
  const $set = modifier.$set as Fields | undefined;
  if ($set === undefined || !('_id' in $set)) return [modifier, undefined];
  const { _id, ...rest } = $set;
  return [{ ...modifier, $set: rest }, _id];
}

/** Fields a filter pins to one value (`{a: v}`, `{a: {$eq: v}}`, also inside `$and`), which seed an upserted document. */
export function equalityFields(filter: Filter): Fields {
  const fields: Fields = {};
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and') {
      for (const clause of condition as Filter[]) Object.assign(fields, equalityFields(clause));
    } else if (!path.startsWith('$') && !(condition instanceof RegExp)) {
      if (!isOperatorExpression(condition)) fields[path] = condition;
      else if ('$eq' in condition) fields[path] = condition.$eq;
    }
  }
  return fields;
}

function isOperatorExpression(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && Object.keys(value).some((key) => key.startsWith('$'));
}

export function immutableIdError(): Error {
  return new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
}

/**
 * The port carries JSON values. A JSON round trip gives every stored document a private deep copy and the
 * shape MongoDB and the SQLite file would hold: undefined becomes null (the MongoDB driver's default), a Date its ISO string.
 */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, field: unknown) => (field === undefined ? null : field));
}

/**
 * The document as stored: a private deep copy in JSON's shape (undefined as null, the MongoDB driver's
 * default). Copied field by field in one pass when that is all a JSON round trip would change (a fifth
 * of the round trip's cost on an Idempotency-Key record, measured); anything else (a Date, NaN, -0, a
 * class instance, a toJSON method) takes the round trip itself.
 */
export function toStored(value: object): Document {
  try {
    return storedCopy(value, 0) as Document;
  } catch (error) {
    if (error !== NOT_JSON_SHAPED) throw error;
    return JSON.parse(toJson(value)) as Document;
  }
}

const NOT_JSON_SHAPED = new Error('not JSON-shaped');

function storedCopy(value: unknown, depth: number): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'undefined':
      return null;
    case 'number':
      if (Number.isFinite(value) && !Object.is(value, -0)) return value;
      throw NOT_JSON_SHAPED;
    case 'object': {
      if (value === null) return null;
      if (depth > 32) throw NOT_JSON_SHAPED;
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype) throw NOT_JSON_SHAPED;
        // A hole reads as undefined and is stored as null, as JSON writes it.
        const copy = new Array<unknown>(value.length);
        for (let i = 0; i < value.length; i++) copy[i] = storedCopy(value[i], depth + 1);
        return copy;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) throw NOT_JSON_SHAPED;
      const copy: Fields = {};
      for (const key of Object.keys(value)) {
        // An own "__proto__" (JSON.parse makes one) would set the copy's prototype if assigned.
        if (key === '__proto__') throw NOT_JSON_SHAPED;
        copy[key] = storedCopy((value as Fields)[key], depth + 1);
      }
      return copy;
    }
    default:
      throw NOT_JSON_SHAPED;
  }
}

/** A fresh _id shaped like a MongoDB ObjectId's hex string: seconds since the epoch, then random bytes. */
export function newId(): string {
  return (
    Math.floor(Date.now() / 1000)
      .toString(16)
      .padStart(8, '0') + randomBytes(8).toString('hex')
  );
}
