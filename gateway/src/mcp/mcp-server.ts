/**
 * The MCP server: every operation of the catalog as a tool, each call run by the OperationExecutor,
 * the one pipeline REST runs (authenticate → rate-limit → scope → validate → Idempotency-Key →
 * handler). A success is the operation's body as structured content plus the same JSON as text; a
 * refusal is a tool error carrying the problem details REST would send.
 *
 * A fresh low-level Server is made per HTTP request (createMcpHandler serves 2026-07-28 statelessly
 * and the 2025 initialize-based revisions through its stateless fallback, from the same factory).
 */
import {
  ProtocolError,
  ProtocolErrorCode,
  Server,
  type AuthInfo,
  type CallToolResult,
  type McpServerFactory,
  type Tool,
} from '@modelcontextprotocol/server';
import {
  operations,
  operationsById,
  type OperationExecutor,
  type OperationResult,
  type ProblemBody,
} from '@listings/shared/api';
import type { Site } from '@listings/shared/contracts/site-content';
import { splitArguments, toolOf, type ToolDefinition } from './tools.ts';

export const MCP_SERVER_NAME = 'listings-directory';
export const MCP_SERVER_VERSION = '1.0.0';

/** What the HTTP edge knows about the request, handed to the factory through AuthInfo.extra. */
export interface McpRequestFacts {
  /** The Authorization header as sent (the executor authenticates it again, as for REST). */
  authorization?: string;
  clientIp: string;
  requestId?: string;
  /** The site of the network the request's host names (request-site.ts). */
  site?: Site;
  /**
   * The arguments of tools/call requests (by JSON-RPC id) whose arguments carry an own `__proto__` key: the
   * SDK's schema drops that key, so the call would run as if it had not been sent. These are the arguments
   * as they arrived, so the executor refuses the key as REST does.
   */
  argumentsAsSent?: Map<string | number, Record<string, unknown>>;
}

/** tools/call arguments of a JSON-RPC message (or batch) that hold an own `__proto__` key, by request id. */
export function argumentsWithProtoKey(body: unknown): Map<string | number, Record<string, unknown>> | undefined {
  let found: Map<string | number, Record<string, unknown>> | undefined;
  for (const message of Array.isArray(body) ? body : [body]) {
    if (!message || typeof message !== 'object' || (message as { method?: unknown }).method !== 'tools/call') continue;
    const { id, params } = message as { id?: unknown; params?: { arguments?: unknown } };
    const args = params?.arguments;
    if ((typeof id !== 'string' && typeof id !== 'number') || !args || typeof args !== 'object') continue;
    if (Object.hasOwn(args, '__proto__')) (found ??= new Map()).set(id, args as Record<string, unknown>);
  }
  return found;
}

export const factsOf = (authInfo: AuthInfo | undefined): McpRequestFacts =>
  (authInfo?.extra?.listings as McpRequestFacts | undefined) ?? { clientIp: 'unknown' };

/** The tools, generated once from the catalog. */
export const TOOL_DEFINITIONS: readonly ToolDefinition[] = operations.map(toolOf);
/** The same, typed as the SDK's Tool (the schemas are plain JSON Schema objects). */
const TOOLS = TOOL_DEFINITIONS as unknown as Tool[];

const readable = (value: unknown): string => JSON.stringify(value, null, 2);

const problemText = (problem: ProblemBody): string => {
  const lines = [`${problem.status} ${problem.title} (${problem.code}): ${problem.detail}`];
  for (const error of problem.errors ?? []) lines.push(`- ${error.field}: ${error.message} (${error.code})`);
  return lines.join('\n');
};

/** An executor result as a tool result. Headers that matter to an agent (Retry-After, replays) go into _meta. */
export function toolResultOf(result: OperationResult): CallToolResult {
  const headers = result.headers ?? {};
  const meta: Record<string, unknown> = { 'listings/status': result.status };
  if (headers['Retry-After']) meta['listings/retry_after_seconds'] = Number(headers['Retry-After']);
  if (headers['Idempotent-Replayed']) meta['listings/idempotent_replayed'] = true;
  const body = (result.body ?? {}) as Record<string, unknown>;
  if (result.status >= 400) {
    return {
      isError: true,
      content: [{ type: 'text', text: problemText(body as ProblemBody) }],
      structuredContent: body,
      _meta: meta,
    };
  }
  return { content: [{ type: 'text', text: readable(body) }], structuredContent: body, _meta: meta };
}

export interface McpServerDependencies {
  executor: OperationExecutor;
  siteName: string;
  baseUrl: string;
}

export function mcpServerFactory({ executor, siteName, baseUrl }: McpServerDependencies): McpServerFactory {
  const instructions =
    `${siteName}: a public directory of products, launches, leaderboards and founders, and the account side ` +
    '(submit a website URL for an AI-drafted profile, edit and publish it, claims, orders ending in a checkout page). ' +
    'Public tools need no credentials; account tools need an OAuth access token or an API key as Authorization: Bearer. ' +
    `Payment is never made through tools: create_checkout answers a checkout_url the person opens to pay. REST API: ${baseUrl}/v1.`;
  return ({ authInfo }) => {
    const facts = factsOf(authInfo);
    const server = new Server(
      { name: MCP_SERVER_NAME, title: siteName, version: MCP_SERVER_VERSION, websiteUrl: baseUrl },
      { capabilities: { tools: { listChanged: false } }, instructions },
    );
    server.setRequestHandler('tools/list', async () => ({ tools: TOOLS }));
    server.setRequestHandler('tools/call', async (request, ctx) => {
      const { name } = request.params;
      const args = facts.argumentsAsSent?.get(ctx.mcpReq.id) ?? request.params.arguments;
      const operation = operationsById.get(name);
      // An unknown tool is a protocol error (-32602), as the MCP specification asks.
      if (!operation)
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, `Unknown tool: ${name}. tools/list names them all.`);
      const split = splitArguments(operation, args as Record<string, unknown> | undefined);
      const result = await executor.execute({
        operationId: operation.operationId,
        ...split,
        authorization: facts.authorization,
        clientIp: facts.clientIp,
        requestId: facts.requestId,
        site: facts.site,
      });
      return toolResultOf(result);
    });
    return server;
  };
}
