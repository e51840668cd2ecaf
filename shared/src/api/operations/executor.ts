/**
 * The one pipeline every operation runs through, whatever the transport (REST, MCP or the site's
 * pages): authenticate → rate-limit → check access → the operation's own limit per account →
 * validate → Idempotency-Key → handler. It never throws: every failure becomes a problem+json result.
 * A site-only operation (`surface: 'site'`) runs only for a session principal the site's pages give;
 * for any other caller it does not exist (404 `unknown_operation`).
 */
import { randomUUID } from 'node:crypto';
import { executableOperationsById } from '../catalog/operations.ts';
import type { OperationDefinition } from '../catalog/operation.ts';
import type { Authenticator, Principal } from '../../platform/auth/principal.ts';
import { Problem } from '../http/problem.ts';
import { DomainError } from '../../kernel/es/decider.ts';
import { isStoreUnavailable } from '../../kernel/store-faults.ts';
import type { Logger } from '../../kernel/observability/logger.ts';
import { checkIdempotencyKey, type IdempotencyStore } from './idempotency.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { OperationHandler, OperationResult } from './result.ts';
import { validateInput, type RawInput } from './validate.ts';
import { defaultSite, type Site } from '../../contracts/site-content/sites.events.ts';

/** Retry-After of a 503 when a store is not answering. */
export const STORE_RETRY_AFTER_SECONDS = 5;

export interface OperationRequest extends RawInput {
  operationId: string;
  /** The Authorization header as sent, if any. */
  authorization?: string;
  /**
   * A caller the edge has already authenticated by other means (a person signed in on the site's
   * pages, see site/src/kit/maker-pages.ts); takes the place of `authorization`. Never built
   * from anything a client sends but a verified session. The only caller a site-only operation
   * admits (with `credentialKind: 'session'`).
   */
  principal?: Principal;
  idempotencyKey?: string;
  clientIp: string;
  requestId?: string;
  /** The site of the network the request is for (http/request-site.ts); absent: the default site. */
  site?: Site;
}

export interface ExecutorDependencies {
  handlers: ReadonlyMap<string, OperationHandler>;
  authenticator: Authenticator;
  rateLimiter: RateLimiter;
  idempotency: IdempotencyStore;
  logger: Logger;
  /** Value of the WWW-Authenticate challenge's extra parameters (the MCP server adds resource_metadata). */
  challenge?: string;
  /**
   * The configured default site of the network: the site of a request that names none (a caller
   * outside the host middleware). Absent: the default site of a deployment with no SITE_KEY.
   */
  defaultSite?: Site;
}

const UNCONFIGURED_DEFAULT_SITE: Site = defaultSite({ name: '', publicBaseUrl: '' });

/** Whether the edge may answer: with the rate-limit headers to send, or with the refusal to send instead. */
export type Admission =
  { admitted: true; headers: Record<string, string> } | { admitted: false; result: OperationResult };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

const DOMAIN_STATUS: Record<DomainError['kind'], number> = {
  invalid: 400,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/**
 * A rule of the domain refused the command: the one place its kind becomes an HTTP status. Every
 * "no such resource" is the one code `not_found`, whatever the aggregate (the detail names what was
 * looked for), so a client handles a 404 one way.
 */
export const problemOfDomainError = (error: DomainError): Problem =>
  new Problem(DOMAIN_STATUS[error.kind], error.kind === 'not_found' ? 'not_found' : error.code, error.message, {
    ...(error.kind === 'invalid' && error.field
      ? { errors: [{ field: error.field, code: error.code, message: error.message }] }
      : {}),
    ...(error.extensions ? { extensions: error.extensions } : {}),
  });

export class OperationExecutor {
  private readonly deps: ExecutorDependencies;

  constructor(deps: ExecutorDependencies) {
    this.deps = deps;
  }

  async execute(request: OperationRequest): Promise<OperationResult> {
    const requestId = request.requestId ?? randomUUID();
    const operation = executableOperationsById.get(request.operationId);
    // A site-only operation is not there for an API key, an OAuth token or an anonymous caller: only
    // for a person the site's pages have signed in (a session principal, never a bearer credential).
    if (!operation || (operation.surface === 'site' && request.principal?.credentialKind !== 'session'))
      return this.problem(
        new Problem(404, 'unknown_operation', `There is no operation ${request.operationId}.`),
        requestId,
      );
    let rateHeaders: Record<string, string> = {};
    try {
      const principal = request.principal ?? (await this.authenticate(request.authorization));
      rateHeaders = await this.deps.rateLimiter.consume(
        principal && principal !== 'invalid'
          ? { kind: 'credential', id: principal.credentialId }
          : { kind: 'ip', id: request.clientIp },
      );
      if (principal === 'invalid') throw this.unauthorized('The credentials are invalid, revoked or expired.');
      this.checkAccess(operation, principal);
      if (operation.accountLimit && principal)
        await this.deps.rateLimiter.consume({
          kind: 'account',
          id: principal.accountId,
          limit: operation.accountLimit,
        });
      const input = validateInput(operation, request);
      const run = () =>
        this.runHandler(operation, {
          operation,
          input,
          principal,
          requestId,
          clientIp: request.clientIp,
          site: request.site ?? this.deps.defaultSite ?? UNCONFIGURED_DEFAULT_SITE,
        });
      const result =
        operation.idempotencyKey && request.idempotencyKey !== undefined && principal
          ? await this.withIdempotencyKey(request.idempotencyKey, principal, operation, input, run)
          : await run();
      return { ...result, headers: { ...rateHeaders, ...result.headers } };
    } catch (error) {
      const problem = error instanceof Problem ? error : this.internalError(error, operation.operationId, requestId);
      const result = this.problem(problem, requestId);
      return { ...result, headers: { ...rateHeaders, ...result.headers } };
    }
  }

  /**
   * Whether the operation's own per-account limit (`accountLimit`) would still admit the account
   * `count` times,
   * counting nothing: for a page that does costly work before running it (an upload's decoding and
   * storing), so the work is not done, and nothing stored, when the operation would refuse it.
   */
  async hasAccountAllowance(operationId: string, accountId: string, count = 1): Promise<boolean> {
    const limit = executableOperationsById.get(operationId)?.accountLimit;
    return limit ? this.deps.rateLimiter.hasAllowance(accountId, limit, count) : true;
  }

  /**
   * The rate-limit step alone, for answers the edge gives without running an operation (cached public
   * reads of anonymous callers): counts the request against the client IP like execute() does.
   */
  async admitAnonymous(clientIp: string, requestId?: string): Promise<Admission> {
    try {
      return { admitted: true, headers: await this.deps.rateLimiter.consume({ kind: 'ip', id: clientIp }) };
    } catch (error) {
      const id = requestId ?? randomUUID();
      return {
        admitted: false,
        result: this.problem(error instanceof Problem ? error : this.internalError(error, 'rate limit', id), id),
      };
    }
  }

  private async authenticate(authorization: string | undefined): Promise<Principal | 'invalid' | null> {
    if (authorization === undefined || authorization === '') return null;
    const match = BEARER.exec(authorization);
    if (!match) return 'invalid';
    return (await this.deps.authenticator.authenticate(match[1])) ?? 'invalid';
  }

  private checkAccess(operation: OperationDefinition, principal: Principal | null): void {
    if (operation.access === 'public') return;
    if (!principal)
      throw this.unauthorized(
        `${operation.operationId} needs credentials: send Authorization: Bearer <API key or access token>.`,
      );
    if (!principal.scopes.includes(operation.access)) {
      throw new Problem(
        403,
        'insufficient_scope',
        `${operation.operationId} needs the scope ${operation.access}, which these credentials do not have.`,
        {
          headers: {
            'WWW-Authenticate': `Bearer error="insufficient_scope", scope="${operation.access}"${this.challengeSuffix()}`,
          },
          extensions: { required_scope: operation.access },
        },
      );
    }
  }

  private unauthorized(detail: string): Problem {
    return new Problem(401, 'unauthorized', detail, {
      headers: { 'WWW-Authenticate': `Bearer realm="listings"${this.challengeSuffix()}` },
    });
  }

  private challengeSuffix(): string {
    return this.deps.challenge ? `, ${this.deps.challenge}` : '';
  }

  private async withIdempotencyKey(
    key: string,
    principal: Principal,
    operation: OperationDefinition,
    input: unknown,
    run: () => Promise<OperationResult>,
  ): Promise<OperationResult> {
    checkIdempotencyKey(key);
    return this.deps.idempotency.run(
      { accountId: principal.accountId, key, operationId: operation.operationId, input },
      async () => {
        try {
          return await run();
        } catch (error) {
          // A refused request is an answer too: a retry with the same key gets the same refusal.
          if (error instanceof Problem && error.status < 500) return this.problem(error);
          throw error;
        }
      },
    );
  }

  private async runHandler(
    operation: OperationDefinition,
    context: Parameters<OperationHandler>[0],
  ): Promise<OperationResult> {
    const handler = this.deps.handlers.get(operation.operationId);
    // Every operation has a handler (features.ts refuses to compile otherwise): a missing one is a wiring fault.
    if (!handler) throw new Error(`${operation.operationId} has no handler`);
    try {
      return await handler(context);
    } catch (error) {
      throw error instanceof DomainError ? problemOfDomainError(error) : error;
    }
  }

  private internalError(error: unknown, operation: string, requestId: string): Problem {
    // A store that cannot answer now (disk full, database unreachable): the same request may be sent again
    // later. An append that fails writes nothing (all or nothing per stream).
    if (isStoreUnavailable(error)) {
      this.deps.logger.warn('store unavailable', { operation, requestId, error });
      return new Problem(
        503,
        'service_unavailable',
        `A store this service needs is not answering. Try again in ${STORE_RETRY_AFTER_SECONDS} seconds.`,
        { headers: { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) } },
      );
    }
    this.deps.logger.error('operation failed', { operation, requestId, error });
    return new Problem(
      500,
      'internal_error',
      `Something went wrong on our side. Quote request id ${requestId} if you report it.`,
    );
  }

  private problem(problem: Problem, requestId?: string): OperationResult {
    return {
      status: problem.status,
      body: problem.toBody(requestId ? `urn:request:${requestId}` : undefined),
      headers: problem.headers,
    };
  }
}
