/**
 * MCP tools generated from the operation catalog: one tool per operation, named by its operationId,
 * never written by hand. The input schema joins the operation's path, query and body schemas (each
 * property keeps every limit the catalog gives it) plus `idempotency_key` where the operation accepts
 * an Idempotency-Key; the description is the spec's meaning of the operation. The output schema is the
 * operation's response schema (the one its handler is typed by and the OpenAPI document shows): a
 * successful call's structuredContent conforms to it.
 *
 * A call's arguments are split back into params, query and body by the same schemas, so the executor
 * validates them exactly as it validates a REST request.
 */
import { z, type OperationDefinition, type RawInput } from '@listings/shared/api';

/** The argument that carries the Idempotency-Key of operations marked IK. */
export const IDEMPOTENCY_KEY_ARGUMENT = 'idempotency_key';

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, unknown>;
  required?: string[];
  $defs?: Record<string, unknown>;
};

export interface ToolAnnotations {
  title: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: 'object' };
  outputSchema: JsonSchema & { type: 'object' };
  annotations: ToolAnnotations;
  _meta: Record<string, unknown>;
}

const shapeKeys = (schema: z.ZodType | undefined): string[] =>
  Object.keys((schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape ?? {});

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema => {
  // Output schemas are large (a listing, a draft): parts used twice are written once under $defs.
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    ...(io === 'output' ? { reused: 'ref' as const } : {}),
  }) as JsonSchema;
  delete json.$schema;
  return json;
};

/** What the tool's description says about credentials, so an agent knows before calling. */
const accessNote = (operation: OperationDefinition): string =>
  operation.access === 'public'
    ? 'Public: no credentials needed.'
    : `Needs credentials with the scope ${operation.access} (an OAuth access token or an API key).`;

/**
 * Idempotent in the MCP sense (a repeated call with the same arguments has no further effect): reads,
 * and the writes HTTP itself calls idempotent (PUT replaces, DELETE removes). Other writes are made
 * safe to retry by passing the same `idempotency_key`, which the schema describes.
 */
const isIdempotent = (operation: OperationDefinition): boolean =>
  operation.readOnly || operation.method === 'put' || operation.method === 'delete';

export function toolOf(operation: OperationDefinition): ToolDefinition {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const defs: Record<string, unknown> = {};
  for (const schema of [operation.params, operation.query, operation.body]) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema);
    Object.assign(properties, json.properties ?? {});
    required.push(...(json.required ?? []));
    Object.assign(defs, json.$defs ?? {});
  }
  if (operation.idempotencyKey) {
    properties[IDEMPOTENCY_KEY_ARGUMENT] = {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7e]{1,255}$',
      description:
        'Idempotency-Key: makes retries safe. A retry with the same key and arguments gets the first answer again; the same key with other arguments is refused.',
    };
  }
  const inputSchema: ToolDefinition['inputSchema'] = {
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
    ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}),
  };
  return {
    name: operation.operationId,
    title: operation.summary,
    description: `${operation.description}\n\n${accessNote(operation)}`,
    inputSchema,
    outputSchema: { ...jsonSchemaOf(operation.response, 'output'), type: 'object' },
    annotations: {
      title: operation.summary,
      readOnlyHint: operation.readOnly,
      destructiveHint: operation.destructive === true,
      idempotentHint: isIdempotent(operation),
      openWorldHint: false,
    },
    _meta: {
      'listings/http': { method: operation.method.toUpperCase(), path: `/v1${operation.path}` },
      'listings/access': operation.access,
    },
  };
}

export interface SplitArguments extends RawInput {
  idempotencyKey?: string;
}

/**
 * Puts each argument where the REST request would carry it. An argument no schema names goes to the
 * body (or the query, for operations without a body), where the strict schema refuses it with the
 * same field error REST gives.
 */
export function splitArguments(
  operation: OperationDefinition,
  args: Record<string, unknown> | undefined,
): SplitArguments {
  // Built from entries, so an argument named `__proto__` stays an own key (a plain assignment would set the
  // object's prototype and drop it silently) and the strict schema refuses it as REST does.
  const params: [string, unknown][] = [];
  const query: [string, unknown][] = [];
  const body: [string, unknown][] = [];
  const paramKeys = new Set(shapeKeys(operation.params));
  const queryKeys = new Set(shapeKeys(operation.query));
  let idempotencyKey: string | undefined;
  let hasBody = false;
  for (const [key, value] of Object.entries(args ?? {})) {
    if (key === IDEMPOTENCY_KEY_ARGUMENT && operation.idempotencyKey) {
      idempotencyKey = typeof value === 'string' ? value : JSON.stringify(value);
    } else if (paramKeys.has(key)) params.push([key, value]);
    else if (queryKeys.has(key)) query.push([key, value]);
    else if (operation.body || operation.method !== 'get') {
      body.push([key, value]);
      hasBody = true;
    } else query.push([key, value]);
  }
  return {
    params: Object.fromEntries(params),
    query: Object.fromEntries(query),
    body: hasBody || operation.bodyRequired ? Object.fromEntries(body) : undefined,
    ...(idempotencyKey !== undefined ? { idempotencyKey } : {}),
  };
}
