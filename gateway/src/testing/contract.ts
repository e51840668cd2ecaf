/**
 * The one check of the API contract the e2e suites run on every answer they receive: a /v1 response
 * must be one the OpenAPI document declares for its operation (status, media type) and its body must
 * validate against the document's schema for it; an MCP tool's structuredContent must validate
 * against the tool's outputSchema. The document is the one the service serves (built from the same
 * catalog), so a field added in code without a schema, a missing field, a wrong type or an undeclared
 * status fails the suite that met it. Validation is Ajv (JSON Schema 2020-12, formats checked).
 */
import type { RequestListener, ServerResponse } from 'node:http';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { buildOpenApiDocument, operations, type OperationDefinition } from '@listings/shared/api';
import { addJsonSchemaFormats } from '@listings/shared/api/testing';
import { TOOL_DEFINITIONS } from '../mcp/mcp-server.ts';

export class ContractViolation extends Error {
  override readonly name = 'ContractViolation';
}

type JsonObject = Record<string, any>;

const document = buildOpenApiDocument({ serverUrl: 'http://contract.test/v1' }) as unknown as JsonObject;

const ajv = addJsonSchemaFormats(new Ajv2020({ strict: false, allErrors: true, validateFormats: true }));
ajv.addSchema({ ...document, $id: 'openapi' });

const compiled = new Map<string, ValidateFunction>();
const validatorAt = (pointer: string): ValidateFunction => {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
};
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

const routes = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}$`),
}));

/** The operations at a /v1 path (one per method). */
const operationsAt = (pathname: string): OperationDefinition[] =>
  routes.filter((route) => route.pattern.test(pathname)).map((route) => route.operation);

const describeErrors = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .slice(0, 8)
    .map(
      (error) =>
        `${error.instancePath || '/'} ${error.message}${error.params ? ` ${JSON.stringify(error.params)}` : ''}`,
    )
    .join('; ');

export interface ObservedResponse {
  method: string;
  /** The URL requested (absolute, or a path under /v1 with its query). */
  url: string;
  status: number;
  contentType: string | null;
  /** The parsed JSON body, or undefined when there was none. */
  body: unknown;
  /** Response headers (for 405's Allow). */
  allow?: string | null;
  /** Operations answered by a test's stand-in handler: their status is checked, not their success bodies. */
  standIns?: ReadonlySet<string>;
}

/** Throws a ContractViolation unless the response is one the OpenAPI document declares, with a valid body. */
export function assertConformsToDocument(response: ObservedResponse): void {
  const { method, status, contentType, body } = response;
  const pathname = new URL(response.url, 'http://contract.test').pathname.replace(/^\/v1(?=\/)/, '');
  const where = `${method.toUpperCase()} ${response.url} → ${status}`;
  if (pathname === '/openapi.json') return;
  const candidates = operationsAt(pathname);
  const operation = candidates.find((candidate) => candidate.method === method.toLowerCase());

  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!operation) {
    // No operation here: a problem, 405 with Allow on a known path, 404 on an unknown one.
    if (method.toUpperCase() === 'HEAD') return;
    const expected = candidates.length ? 405 : 404;
    if (status !== expected)
      throw new ContractViolation(`${where}: expected ${expected} for no operation at this path`);
    if (expected === 405) {
      const allowed = (response.allow ?? '').split(',').map((m) => m.trim().toLowerCase());
      for (const candidate of candidates)
        if (!allowed.includes(candidate.method))
          throw new ContractViolation(
            `${where}: Allow (${response.allow}) does not name ${candidate.method.toUpperCase()}`,
          );
    }
    validateAt(`/components/schemas/Problem`, body, where);
    if (mediaType !== 'application/problem+json')
      throw new ContractViolation(`${where}: a problem must be application/problem+json, was ${contentType}`);
    return;
  }
  if (method.toUpperCase() === 'HEAD') return;
  const responses = document.paths[operation.path][operation.method].responses as JsonObject;
  const declared = responses[String(status)] as JsonObject | undefined;
  if (!declared)
    throw new ContractViolation(
      `${where}: ${operation.operationId} does not declare ${status} (declared: ${Object.keys(responses).join(', ')}); body ${JSON.stringify(body)?.slice(0, 300)}`,
    );
  if (status < 300 && response.standIns?.has(operation.operationId)) return;
  const content = declared.content as JsonObject | undefined;
  if (!content) {
    if (body !== undefined) throw new ContractViolation(`${where}: declared without a body, but one was sent`);
    return;
  }
  if (!content[mediaType])
    throw new ContractViolation(
      `${where}: media type ${contentType} is not declared (${Object.keys(content).join(', ')})`,
    );
  validateAt(
    `/paths/${escape(operation.path)}/${operation.method}/responses/${status}/content/${escape(mediaType)}/schema`,
    body,
    where,
  );
}

function validateAt(pointer: string, body: unknown, where: string): void {
  const validate = validatorAt(pointer);
  if (!validate(body))
    throw new ContractViolation(`${where}: body does not match the document: ${describeErrors(validate)}`);
}

// One validator per tool, compiled on first use, formats checked as for the OpenAPI document (an Ajv
// per tool, compiled when the module loads, warned of every unknown "date-time" in each test process).
const toolAjv = addJsonSchemaFormats(new Ajv2020({ strict: false, allErrors: true, validateFormats: true }));
const toolValidators = new Map<string, ValidateFunction>();
const toolValidator = (name: string): ValidateFunction | undefined => {
  const tool = TOOL_DEFINITIONS.find((candidate) => candidate.name === name);
  if (!tool) return undefined;
  let validate = toolValidators.get(name);
  if (!validate) toolValidators.set(name, (validate = toolAjv.compile(tool.outputSchema)));
  return validate;
};

/** Throws a ContractViolation unless a successful tool result's structuredContent matches the tool's outputSchema. */
export function assertToolResultConforms(
  name: string,
  result: { isError?: boolean; structuredContent?: unknown },
): void {
  if (result.isError) return;
  const validate = toolValidator(name);
  if (!validate) throw new ContractViolation(`no tool ${name}`);
  if (result.structuredContent === undefined)
    throw new ContractViolation(`${name}: a tool with an outputSchema answered without structuredContent`);
  if (!validate(result.structuredContent))
    throw new ContractViolation(
      `${name}: structuredContent does not match its outputSchema: ${describeErrors(validate)}`,
    );
}

/** The same client, whose callTool checks every successful result against the tool's outputSchema. */
export function checkedToolCalls<Client extends { callTool(...args: any[]): Promise<any> }>(client: Client): Client {
  const callTool = client.callTool.bind(client);
  client.callTool = (async (...args: any[]) => {
    const result = await callTool(...args);
    assertToolResultConforms((args[0] as { name: string }).name, result);
    return result;
  }) as Client['callTool'];
  return client;
}

/**
 * Checks, on the server, every /v1 answer a test service gives, whoever asked (raw fetch included):
 * wraps the request listener, collects each answer's bytes and checks it when it ends. Violations
 * are kept; `violations()` lists them and the test service's close() fails on any.
 */
export function contractObserver(standIns: ReadonlySet<string> = new Set()) {
  const found: string[] = [];
  const wrap =
    (listener: RequestListener): RequestListener =>
    (req, res) => {
      if (!req.url?.startsWith('/v1/') || req.url.startsWith('/v1/openapi.json')) return listener(req, res);
      const url = req.url; // Express rewrites req.url below its mount point: keep the one asked for
      const chunks: Buffer[] = [];
      const keep = (chunk: unknown, encoding?: unknown) => {
        if (typeof chunk === 'string')
          chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };
      // Headers given straight to writeHead never reach getHeader(): keep them as they pass.
      const given = new Map<string, string>();
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        const headers = rest.find((arg) => arg && typeof arg === 'object') as
          Record<string, unknown> | unknown[] | undefined;
        if (Array.isArray(headers)) {
          for (let i = 0; i + 1 < headers.length; i += 2)
            given.set(String(headers[i]).toLowerCase(), String(headers[i + 1]));
        } else if (headers) {
          for (const [name, value] of Object.entries(headers)) given.set(name.toLowerCase(), String(value));
        }
        return writeHead(status, ...rest);
      }) as ServerResponse['writeHead'];
      const header = (name: string) => given.get(name) ?? (res.getHeader(name) as string | undefined) ?? null;
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        keep(chunk, rest[0]);
        return write(chunk, ...rest);
      }) as ServerResponse['write'];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        if (typeof chunk !== 'function') keep(chunk, rest[0]);
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = text;
          }
          assertConformsToDocument({
            method: req.method ?? 'GET',
            url,
            status: res.statusCode,
            contentType: header('content-type'),
            body,
            allow: header('allow'),
            standIns,
          });
        } catch (error) {
          found.push((error as Error).message);
        }
        return end(chunk, ...rest);
      }) as ServerResponse['end'];
      return listener(req, res);
    };
  return { wrap, violations: (): readonly string[] => found };
}
