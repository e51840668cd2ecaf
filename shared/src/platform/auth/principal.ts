import type { Scope } from './scopes.ts';

/** The caller behind a valid credential. */
export interface Principal {
  accountId: string;
  /** The API key, OAuth grant or site session the request was made with (rate limits and audit hang on it). */
  credentialId: string;
  /** `session`: a person signed in on the site's pages (all scopes: their own account, as they would grant themselves). */
  credentialKind: 'api_key' | 'oauth' | 'session';
  scopes: readonly Scope[];
}

/** Resolves a bearer credential; `null` when it is unknown, revoked or expired. */
export interface Authenticator {
  authenticate(bearer: string): Promise<Principal | null>;
}

/** Tries each authenticator in turn (API keys, then OAuth tokens). */
export const firstOf = (...authenticators: Authenticator[]): Authenticator => ({
  async authenticate(bearer) {
    for (const authenticator of authenticators) {
      const principal = await authenticator.authenticate(bearer);
      if (principal) return principal;
    }
    return null;
  },
});
