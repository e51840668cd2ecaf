/** The access scopes of the spec; an operation needs one of them unless it is public. */
export const SCOPES = ['account:read', 'listings:write', 'orders:write'] as const;
export type Scope = (typeof SCOPES)[number];
