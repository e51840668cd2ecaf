/**
 * The OpenAPI 3.1 document, generated from the operation catalog with zod-to-openapi: every
 * operation with its operationId, parameters, body schema, scopes, its success body (the same zod
 * schema its handler is typed by) and every error status it can answer with the problem codes of
 * each, plus the links that chain the account flows (submit → draft → listing, checkout → order,
 * claim → verify) for clients and for Schemathesis' stateful phase: each operation declares its own
 * (`links`, in the catalog file of its context).
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from './zod.ts';
import { operations } from './operations.ts';
import type { OperationDefinition } from './operation.ts';

export const problemSchema = z
  .looseObject({
    type: z.string().describe('`/docs/errors#<code>`.'),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().describe('For people; may change.'),
    code: z.string().describe('Stable machine-readable error code (docs/errors.md).'),
    instance: z.string().optional().describe('`urn:request:<id>`: quote it when reporting a fault.'),
    errors: z
      .array(
        z.strictObject({
          field: z.string().describe('e.g. body.fields.name, query.per_page, header.Idempotency-Key'),
          code: z.string(),
          message: z.string(),
        }),
      )
      .optional()
      .describe('Per-field errors of a 400.'),
    reason: z.string().optional().describe('promo_code_invalid: why the code cannot be used.'),
    required_scope: z.string().optional().describe('insufficient_scope: the scope the operation needs.'),
  })
  .openapi('Problem', {
    description: 'RFC 9457 problem details; the body of every error response. Extension members may be added.',
  });

export interface DeclaredProblem {
  description: string;
  codes: readonly string[];
}

const hasBody = (operation: OperationDefinition) => operation.body !== undefined || operation.method !== 'get';

/** Every error status an operation can answer, with the problem codes of each. */
export function problemsOf(operation: OperationDefinition): Record<number, DeclaredProblem> {
  const refusals = operation.refusals ?? {};
  const problems: Record<number, DeclaredProblem> = {
    400: {
      description:
        'Invalid parameters, headers or body (`errors` names each faulty field), or a rule of the domain refused the request.',
      codes: ['invalid_request', ...(hasBody(operation) ? ['invalid_json'] : []), ...(refusals[400] ?? [])],
    },
    401: {
      description:
        operation.access === 'public'
          ? 'The credentials sent are invalid, revoked or expired (public operations need none).'
          : 'Missing, invalid, revoked or expired credentials.',
      codes: ['unauthorized'],
    },
  };
  if (operation.access !== 'public')
    problems[403] =
      operation.access === 'audit:read'
        ? {
            description:
              'The credentials lack the scope this operation needs, or their account does not hold the auditor or admin role (for this site or every site).',
            codes: ['insufficient_scope', 'staff_role_required'],
          }
        : { description: 'The credentials lack the scope this operation needs.', codes: ['insufficient_scope'] };
  if (operation.notFound) problems[404] = { description: 'No such resource (or not yours).', codes: ['not_found'] };
  const conflicts = [
    ...(operation.idempotencyKey ? ['idempotency_request_in_progress'] : []),
    ...(refusals[409] ?? []),
  ];
  if (conflicts.length)
    problems[409] = {
      description:
        'The request conflicts with the state of the resource, or a request with the same Idempotency-Key is still running.',
      codes: conflicts,
    };
  if (hasBody(operation)) {
    problems[413] = { description: 'The body is larger than 1 MiB.', codes: ['body_too_large'] };
    problems[415] = { description: 'A body that is not `application/json`.', codes: ['unsupported_media_type'] };
  }
  if (operation.idempotencyKey)
    problems[422] = {
      description: 'The Idempotency-Key was already used with a different request (IETF Idempotency-Key draft).',
      codes: ['idempotency_key_reused'],
    };
  problems[429] = {
    description: 'Rate limited; see Retry-After and the RateLimit headers.',
    codes: ['rate_limited', ...(refusals[429] ?? [])],
  };
  problems[503] = {
    description: 'A store the service needs is not answering (disk full, database unreachable); see Retry-After.',
    codes: ['service_unavailable'],
  };
  return problems;
}

const problemResponse = ({ description, codes }: DeclaredProblem) => ({
  description: `${description} Codes: ${codes.map((code) => `\`${code}\``).join(', ')}.`,
  content: {
    'application/problem+json': { schema: problemSchema.extend({ code: z.enum(codes as [string, ...string[]]) }) },
  },
});

/** Public reads carry a strong ETag; If-None-Match with it answers 304 without a body. */
const isPublicRead = (operation: OperationDefinition) => operation.access === 'public' && operation.method === 'get';

const responsesOf = (operation: OperationDefinition) => {
  const { links } = operation;
  return {
    [operation.successStatus]: {
      description: operation.successStatus === 201 ? 'Created' : 'Success',
      content: { 'application/json': { schema: operation.response } },
      ...(isPublicRead(operation)
        ? {
            headers: {
              ETag: {
                description: 'Strong validator of the body (send it as If-None-Match).',
                schema: { type: 'string' as const },
              },
            },
          }
        : {}),
      ...(links ? { links } : {}),
    },
    ...(isPublicRead(operation)
      ? { 304: { description: 'Not Modified: the If-None-Match validator still matches; no body.' } }
      : {}),
    ...Object.fromEntries(
      Object.entries(problemsOf(operation)).map(([status, problem]) => [status, problemResponse(problem)]),
    ),
  };
};

export function buildOpenApiDocument(options: { serverUrl: string; mcpUrl?: string }) {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key or an OAuth 2.1 access token.',
  });
  registry.register('Problem', problemSchema);

  for (const operation of operations) {
    registry.registerPath({
      operationId: operation.operationId,
      method: operation.method,
      path: operation.path,
      tags: [operation.tag],
      summary: operation.summary,
      description: operation.description,
      security: operation.access === 'public' ? [{}, { [bearer.name]: [] }] : [{ [bearer.name]: [operation.access] }],
      request: {
        ...(operation.params ? { params: operation.params as z.ZodObject } : {}),
        ...(operation.query ? { query: operation.query as z.ZodObject } : {}),
        ...(operation.idempotencyKey
          ? {
              headers: z.object({
                'Idempotency-Key': z
                  .string()
                  .min(1)
                  .max(255)
                  .regex(/^[\x21-\x7e]{1,255}$/)
                  .optional()
                  .describe(
                    'Makes retries safe: the same key and body replay the first response; the same key with another body is refused (422).',
                  ),
              }),
            }
          : {}),
        ...(operation.body
          ? {
              body: {
                required: operation.bodyRequired ?? false,
                content: { 'application/json': { schema: operation.body } },
              },
            }
          : {}),
      },
      responses: responsesOf(operation),
      'x-access': operation.access,
      ...(operation.beyondSpec ? { 'x-beyond-spec': true } : {}),
    });
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Listings Directory API',
      version: '1.0.0',
      description:
        "The public directory of products, launches, leaderboards and founders, and the account side. Every operation is also an MCP tool of the same name. Response objects name every field they carry (additionalProperties false); fields may be added in later 1.x versions, so a client should ignore fields it does not know. One deployment may serve a network of directory sites told apart by host name (`GET /site` names them): every operation runs for the site whose host the request names, and public reads answer only that site's listings, launches, boards, founders and counts; a listing of another site is a 404 as if absent.",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: options.serverUrl }],
    ...(options.mcpUrl ? { 'x-mcp-server': options.mcpUrl } : {}),
  });
}
