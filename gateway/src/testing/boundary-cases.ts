/**
 * Boundary cases derived from an operation's own schemas (as JSON Schema, the form clients and MCP
 * tools see): for every property, values at each limit (accepted) and one past it (refused), a
 * missing required property, an unknown property and a wrong type, each applied to an otherwise
 * valid request. Refused cases name the field the 400 must point at.
 */
import { z, type OperationDefinition } from '@listings/shared/api';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  maxProperties?: number;
  propertyNames?: JsonSchema;
}

export type Location = 'params' | 'query' | 'body';
export type Path = (string | number)[];

export interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | undefined;
}

export interface BoundaryCase {
  name: string;
  input: Input;
  expect: 'accept' | 'reject';
  /** For refusals: the `errors[].field` prefix the 400 must name. */
  field?: string;
}

/** Schemas the catalog names (links, e-mail addresses) are `$ref`s into `$defs`: put in place here. */
const inlined = (value: unknown, defs: Record<string, unknown>): unknown => {
  if (Array.isArray(value)) return value.map((item) => inlined(item, defs));
  if (!value || typeof value !== 'object') return value;
  const { $ref, $defs: _defs, ...rest } = value as Record<string, unknown>;
  const target = typeof $ref === 'string' ? (inlined(defs[$ref.replace('#/$defs/', '')], defs) as object) : {};
  return { ...target, ...Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, inlined(child, defs)])) };
};

export const jsonSchemaOf = (schema: z.ZodType | undefined): JsonSchema | undefined => {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return inlined(json, (json.$defs ?? {}) as Record<string, unknown>) as JsonSchema;
};

/** The schema itself, or the most constrained branch of a union (nulls stripped). */
const effective = (schema: JsonSchema): { schema: JsonSchema; nullable: boolean } => {
  // One shape per case (claim_listing's methods): the richest shape, whose every property is then varied.
  if (schema.oneOf) {
    const richest = [...schema.oneOf].sort(
      (a, b) => Object.keys(b.properties ?? {}).length - Object.keys(a.properties ?? {}).length,
    )[0]!;
    return effective(richest);
  }
  if (!schema.anyOf) return { schema, nullable: Array.isArray(schema.type) && schema.type.includes('null') };
  const branches = schema.anyOf.filter((b) => b.type !== 'null');
  const nullable = branches.length < schema.anyOf.length;
  const chosen = branches.find((b) => b.maxLength !== undefined || b.maximum !== undefined) ?? branches[0];
  return { schema: { ...effective(chosen).schema }, nullable };
};

const typeOf = (schema: JsonSchema): string => {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  return type ?? (schema.enum ? 'string' : 'unknown');
};

const isUri = (s: JsonSchema) => s.format === 'uri' || s.format === 'iri';
const isDateTime = (s: JsonSchema) => s.format === 'date-time';
const isDate = (s: JsonSchema) => !isDateTime(s) && (s.pattern?.includes('\\d{4}-') ?? false);
const isSlug = (s: JsonSchema) => s.pattern?.startsWith('^[a-z0-9]') ?? false;
const isCountry = (s: JsonSchema) => s.pattern === '^[A-Za-z]{2}$';

/**
 * An address of `length` characters that RFC 5321 allows: a local part of at most 64, the rest a
 * domain of short labels (the first takes the remainder) ending in `.com`.
 */
const emailOfLength = (length: number): string => {
  const local = 'a'.repeat(Math.max(1, Math.min(64, length - 12)));
  const domain = length - local.length - 1;
  const more = Math.max(0, Math.floor((domain - 5) / 10));
  return `${local}@${'b'.repeat(Math.max(1, domain - 4 - 10 * more))}${'.bbbbbbbbb'.repeat(more)}.com`;
};

/** A valid string of exactly `length` characters (where the format allows choosing a length). */
const stringOfLength = (s: JsonSchema, length: number): string => {
  if (isUri(s)) return 'https://example.com/' + 'a'.repeat(Math.max(0, length - 20));
  if (s.format === 'email') return emailOfLength(length);
  if (isSlug(s)) return 'a'.repeat(length);
  return 'x'.repeat(length);
};

/** Whether a string value's length can be chosen freely (false for enums, dates, uuids, codes). */
const lengthIsFree = (s: JsonSchema) =>
  !s.enum && s.const === undefined && !isDate(s) && !isDateTime(s) && !isCountry(s) && s.format !== 'uuid';

export function validValue(raw: JsonSchema): unknown {
  const { schema: s } = effective(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  switch (typeOf(s)) {
    case 'string':
      if (s.format === 'uuid') return '3f1c6a0e-8d4b-4c36-9a57-0d1e2f3a4b5c';
      if (isDateTime(s)) return '2026-11-23T12:00:00Z';
      if (isDate(s)) return '2026-11-23';
      if (isCountry(s)) return 'US';
      return stringOfLength(s, Math.min(s.maxLength ?? 24, Math.max(s.minLength ?? 0, isUri(s) ? 24 : 4)));
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => validValue(s.items ?? {}));
    case 'object':
      return Object.fromEntries((s.required ?? []).map((key) => [key, validValue(s.properties![key])]));
    default:
      return 'x';
  }
}

/** Sets `value` at `path` in a copy of `root`, creating missing parents as minimal valid values. */
function setAt(root: unknown, rootSchema: JsonSchema, path: Path, value: unknown, remove = false): unknown {
  if (path.length === 0) return value;
  const { schema } = effective(rootSchema);
  const [head, ...rest] = path;
  const container: any = Array.isArray(root) ? [...root] : { ...(root as object) };
  const childSchema = typeof head === 'number' ? schema.items! : (schema.properties?.[head] ?? {});
  if (rest.length === 0 && remove) {
    delete container[head];
    return container;
  }
  const current = container[head] ?? validValue(childSchema);
  container[head] = setAt(current, childSchema, rest, value, remove);
  return container;
}

interface Variant {
  path: Path;
  value?: unknown;
  remove?: boolean;
  expect: 'accept' | 'reject';
  what: string;
  /** Field the refusal must name, when it is not the path itself. */
  field?: Path;
}

/** Every variant for one property: limits, formats, types, and (for objects/arrays) what is inside. */
function variantsOf(raw: JsonSchema, path: Path, location: Location, base: unknown): Variant[] {
  const { schema: s, nullable } = effective(raw);
  const out: Variant[] = [];
  const accept = (value: unknown, what: string) => out.push({ path, value, expect: 'accept', what });
  const reject = (value: unknown, what: string, field?: Path) =>
    out.push({ path, value, expect: 'reject', what, field });
  const typed = location === 'body'; // query and path values travel as strings

  if (nullable) accept(null, 'null');
  switch (typeOf(s)) {
    case 'string':
      if (s.enum) {
        accept(base ?? s.enum[0], 'an allowed value');
        reject('not-an-allowed-value', 'a value outside the enum');
      }
      if (s.maxLength !== undefined && lengthIsFree(s)) {
        accept(stringOfLength(s, s.maxLength), `at maxLength ${s.maxLength}`);
        reject(stringOfLength(s, s.maxLength + 1), `one past maxLength ${s.maxLength}`);
      }
      if (s.maxLength !== undefined && isDate(s)) reject('2026-11-230', `one past maxLength ${s.maxLength}`);
      if ((s.minLength ?? 0) >= 1) reject('', 'empty');
      if (isUri(s)) reject('not a url', 'not a URL');
      if (s.format === 'email') reject('not-an-email', 'not an e-mail address');
      if (s.format === 'uuid') reject('not-a-uuid', 'not a UUID');
      if (isSlug(s)) reject('Not_A_Slug', 'not matching the slug pattern');
      if (isDate(s)) reject('23/11/2026', 'not a YYYY-MM-DD date');
      if (isDateTime(s)) reject('23/11/2026 12:00', 'not an ISO 8601 date-time');
      if (isCountry(s)) reject('USA', 'not a two-letter code');
      if (typed) reject(12345, 'a number instead of a string');
      break;
    case 'integer':
    case 'number':
      if (s.minimum !== undefined) {
        accept(s.minimum, `at minimum ${s.minimum}`);
        reject(s.minimum - 1, `one below minimum ${s.minimum}`);
      }
      if (s.maximum !== undefined) {
        accept(s.maximum, `at maximum ${s.maximum}`);
        reject(s.maximum + 1, `one past maximum ${s.maximum}`);
      }
      if (s.type === 'integer') reject(1.5, 'a fraction');
      reject('abc', 'not a number');
      break;
    case 'boolean':
      accept(false, 'false');
      reject(typed ? 'yes' : 'maybe', 'not a boolean');
      break;
    case 'array': {
      const item = validValue(s.items ?? {});
      if (s.maxItems !== undefined) {
        accept(
          Array.from({ length: s.maxItems }, () => item),
          `at maxItems ${s.maxItems}`,
        );
        reject(
          Array.from({ length: s.maxItems + 1 }, () => item),
          `one past maxItems ${s.maxItems}`,
        );
      }
      if ((s.minItems ?? 0) >= 1) reject([], `below minItems ${s.minItems}`);
      if (typed) reject('not-an-array', 'a string instead of an array');
      if (s.items) out.push(...variantsOf(s.items, [...path, 0], location, undefined));
      break;
    }
    case 'object': {
      if (typed) reject('not-an-object', 'a string instead of an object');
      if (s.additionalProperties === false) {
        out.push({ path: [...path, 'zz_unknown'], value: 1, expect: 'reject', what: 'an unknown property' });
      }
      if (s.maxProperties !== undefined) {
        const props = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`p${i}`, i]));
        accept(props(s.maxProperties), `at maxProperties ${s.maxProperties}`);
        reject(props(s.maxProperties + 1), `one past maxProperties ${s.maxProperties}`);
      }
      const nameMax = s.propertyNames?.maxLength;
      if (nameMax !== undefined && s.additionalProperties && typeof s.additionalProperties === 'object') {
        // Counted in code points, as JSON Schema counts them: an emoji is one character (two UTF-16 units).
        const named = (length: number) => ({ ['😀'.repeat(length)]: validValue(s.additionalProperties as JsonSchema) });
        accept(named(nameMax), `a property name at maxLength ${nameMax} (code points)`);
        reject(named(nameMax + 1), `a property name one past maxLength ${nameMax}`);
      }
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        const childBase = base && typeof base === 'object' ? (base as Record<string, unknown>)[key] : undefined;
        if (s.required?.includes(key))
          out.push({ path: [...path, key], remove: true, expect: 'reject', what: 'missing (required)' });
        out.push(...variantsOf(child, [...path, key], location, childBase));
      }
      break;
    }
  }
  return out;
}

const LOCATIONS: Location[] = ['params', 'query', 'body'];

/** A valid request for the operation: required values only, plus any overrides. */
export function baseInput(operation: OperationDefinition, overrides: Partial<Input> = {}): Input {
  const of = (location: Location) => {
    const schema = jsonSchemaOf(operation[location]);
    return (schema ? validValue(schema) : {}) as Record<string, unknown>;
  };
  return {
    params: { ...of('params'), ...overrides.params },
    query: { ...of('query'), ...overrides.query },
    body:
      operation.body || overrides.body
        ? { ...(operation.bodyRequired || overrides.body ? of('body') : {}), ...overrides.body }
        : undefined,
  };
}

export function boundaryCases(operation: OperationDefinition, overrides: Partial<Input> = {}): BoundaryCase[] {
  const base = baseInput(operation, overrides);
  const cases: BoundaryCase[] = [{ name: 'a minimal valid request', input: base, expect: 'accept' }];
  for (const location of LOCATIONS) {
    const schema = jsonSchemaOf(operation[location]);
    if (!schema) continue;
    const current = base[location] ?? {};
    for (const variant of variantsOf(schema, [], location, current)) {
      if (variant.path.length === 0) continue; // the location as a whole is covered below
      // A path parameter can be neither left out, emptied nor added to: the route would not match.
      if (location === 'params' && (variant.remove || variant.value === '' || variant.path[0] === 'zz_unknown'))
        continue;
      const updated = setAt(current, schema, variant.path, variant.value, variant.remove) as Record<string, unknown>;
      cases.push({
        name: `${location}.${variant.path.join('.')} ${variant.what}`,
        input: { ...base, [location]: updated },
        expect: variant.expect,
        field: variant.expect === 'reject' ? [location, ...(variant.field ?? variant.path)].join('.') : undefined,
      });
    }
  }
  if (operation.bodyRequired)
    cases.push({ name: 'body missing', input: { ...base, body: undefined }, expect: 'reject', field: 'body' });
  if (!operation.body && operation.method !== 'get')
    cases.push({
      name: 'a body where none is taken',
      input: { ...base, body: { zz_unknown: 1 } },
      expect: 'reject',
      field: 'body.zz_unknown',
    });
  cases.push({
    name: 'an unknown query parameter',
    input: { ...base, query: { ...base.query, zz_unknown: '1' } },
    expect: 'reject',
    field: 'query.zz_unknown',
  });
  return cases;
}
