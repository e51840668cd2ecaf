/**
 * The OpenAPI 3.1 document, generated from the operation catalog with zod-to-openapi: every
 * operation with its operationId, parameters, body schema, scopes and error responses.
 */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from './zod.ts';
import { operations } from './operations.ts';
import type { OperationDefinition } from './operation.ts';

const Problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().describe('Stable machine-readable error code.'),
    instance: z.string().optional(),
    errors: z
      .array(
        z.object({
          field: z.string().describe('e.g. body.fields.name, query.per_page'),
          code: z.string(),
          message: z.string(),
        }),
      )
      .optional()
      .describe('Per-field errors of a 400.'),
  })
  .openapi('Problem', { description: 'RFC 9457 problem details; the body of every error response.' });

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: Problem } },
});

const responsesOf = (operation: OperationDefinition) => ({
  [operation.successStatus]: {
    description: 'Success',
    content: {
      'application/json': {
        schema: z.object({}).passthrough().openapi({ description: 'Response fields are named in the specification.' }),
      },
    },
  },
  400: problemResponse('Invalid parameters or body; `errors` names each faulty field.'),
  ...(operation.access === 'public'
    ? {}
    : {
        401: problemResponse('Missing or invalid credentials.'),
        403: problemResponse('The credentials lack the scope or access needed.'),
      }),
  ...(operation.notFound ? { 404: problemResponse('Not found.') } : {}),
  429: problemResponse('Rate limited; see Retry-After and RateLimit headers.'),
  501: problemResponse('Not built yet in this deployment.'),
});

export function buildOpenApiDocument(options: { serverUrl: string; mcpUrl?: string }) {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key or an OAuth 2.1 access token.',
  });
  registry.register('Problem', Problem);

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
                  .optional()
                  .describe('Makes retries safe: the same key and body replay the first response.'),
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
    });
  }

  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Listings Directory API',
      version: '1.0.0',
      description:
        'The public directory of products, launches, leaderboards and founders, and the account side. Every operation is also an MCP tool of the same name.',
    },
    servers: [{ url: options.serverUrl }],
    ...(options.mcpUrl ? { 'x-mcp-server': options.mcpUrl } : {}),
  });
}
