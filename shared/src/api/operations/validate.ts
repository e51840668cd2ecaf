/**
 * Validation of an operation's input against its catalog schemas. The same schemas serve REST
 * (where path and query values arrive as strings) and MCP (typed JSON), so string values are first
 * coerced to the number or boolean the schema declares; everything else is left to zod.
 */
import { z } from '../catalog/zod.ts';
import type { OperationDefinition } from '../catalog/operation.ts';
import { invalidRequest, type FieldError } from '../http/problem.ts';

export interface RawInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  /** `undefined` when the request carried no body. */
  body: unknown;
}

export interface ValidInput {
  params: Record<string, any>;
  query: Record<string, any>;
  body: Record<string, any> | undefined;
}

type AnySchema = z.ZodType & {
  _zod: { def: { type: string; innerType?: AnySchema; shape?: Record<string, AnySchema> } };
};

const scalarKind = (schema: AnySchema): string => {
  let current: AnySchema = schema;
  while (current._zod.def.innerType) current = current._zod.def.innerType;
  return current._zod.def.type;
};

const shapeOf = (schema: z.ZodType | undefined): Record<string, AnySchema> =>
  ((schema as AnySchema | undefined)?._zod.def.shape ?? {}) as Record<string, AnySchema>;

/** Turns '12' into 12 and 'true' into true where the schema wants a number or a boolean. */
export const coerceStrings = (
  schema: z.ZodType | undefined,
  values: Record<string, unknown>,
): Record<string, unknown> => {
  const shape = shapeOf(schema);
  // Keys are the client's: `__proto__` or `constructor` must neither reach Object.prototype through the
  // shape lookup nor vanish as a prototype assignment, so the strict schema can refuse them by name.
  return Object.fromEntries(
    Object.entries(values).map(([key, value]): [string, unknown] => {
      const kind = Object.hasOwn(shape, key) ? scalarKind(shape[key]!) : undefined;
      if (typeof value === 'string' && kind === 'number' && /^-?\d+(\.\d+)?$/.test(value)) return [key, Number(value)];
      if (typeof value === 'string' && kind === 'boolean' && (value === 'true' || value === 'false'))
        return [key, value === 'true'];
      return [key, value];
    }),
  );
};

const fieldErrors = (location: string, error: z.ZodError): FieldError[] =>
  error.issues.flatMap((issue) => {
    const base = [location, ...issue.path.map(String)].join('.');
    // An unknown property is reported on the property itself, so the message names it.
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        field: `${base}.${key}`,
        code: 'unknown_property',
        message: 'is not an accepted property',
      }));
    }
    return [{ field: base, code: issue.code, message: issue.message }];
  });

/** What an operation without a schema for a location accepts there: nothing. */
const NOTHING = z.strictObject({});

/** Validates the whole input; throws one 400 Problem naming every faulty field. Nothing is partially accepted. */
export function validateInput(operation: OperationDefinition, raw: RawInput): ValidInput {
  const errors: FieldError[] = [];
  const parse = (location: string, schema: z.ZodType | undefined, value: Record<string, unknown>) => {
    const result = (schema ?? NOTHING).safeParse(value);
    if (result.success) return result.data as Record<string, unknown>;
    errors.push(...fieldErrors(location, result.error));
    return {};
  };

  const params = parse('params', operation.params, coerceStrings(operation.params, raw.params));
  const query = parse('query', operation.query, coerceStrings(operation.query, raw.query));

  let body: Record<string, unknown> | undefined;
  if (raw.body === undefined) {
    if (operation.bodyRequired) errors.push({ field: 'body', code: 'required', message: 'is required' });
  } else if (typeof raw.body !== 'object' || raw.body === null || Array.isArray(raw.body)) {
    errors.push({ field: 'body', code: 'invalid_type', message: 'must be a JSON object' });
  } else {
    body = parse('body', operation.body, raw.body as Record<string, unknown>);
  }

  if (errors.length > 0) throw invalidRequest(errors);
  return { params, query, body };
}
