/**
 * The access scopes; an operation needs one of them unless it is public. The spec's three, and
 * `audit:read` (beyond the spec, issue 33): the audit operations, for accounts holding the auditor
 * or admin staff role only (checked when a key is issued and again on every call; API keys only).
 */
import { DomainError } from '../../kernel/es/decider.ts';

export const SCOPES = ['account:read', 'listings:write', 'orders:write', 'audit:read'] as const;
export type Scope = (typeof SCOPES)[number];

/**
 * The scopes OAuth grants (and the MCP resource metadata offers): not `audit:read`, which only API keys
 * of auditors and admins carry. A consent that left a requested scope out of the grant would be asked
 * again and again (oidc-provider re-prompts for missing scopes), so OAuth never offers it at all.
 */
export const OAUTH_SCOPES: readonly Scope[] = SCOPES.filter((scope) => scope !== 'audit:read');

/** The scopes asked for (a key's form, the admin CLI), or an `unknown_scope` DomainError naming the others. */
export const parseScopes = (values: readonly string[]): Scope[] => {
  const unknown = values.filter((v) => !(SCOPES as readonly string[]).includes(v));
  if (unknown.length)
    throw new DomainError(
      'invalid',
      'unknown_scope',
      `Unknown scope(s): ${unknown.join(', ')}. Scopes are ${SCOPES.join(', ')}.`,
    );
  return values as Scope[];
};
