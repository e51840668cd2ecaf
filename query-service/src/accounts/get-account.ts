import type { DocumentStore } from '@listings/shared/kernel';
import { operations, ok, principalOf, type OperationHandler } from '@listings/shared/api';
import { ACCOUNTS_COLLECTION } from '@listings/projectors/accounts';

/** An account of the `accounts` read model (accounts.projection.ts). */
interface AccountDocument {
  _id: string;
  email?: string;
  name?: string;
  role?: string;
  createdAt?: string;
  [field: string]: unknown;
}

/** get_account: who you are, and what these credentials let you do. */
export const getAccount =
  (documents: DocumentStore): OperationHandler<'get_account'> =>
  async (context) => {
    const principal = principalOf(context);
    const account = await documents
      .collection<AccountDocument>(ACCOUNTS_COLLECTION)
      .findOne({ _id: principal.accountId });
    const scopes = [...principal.scopes];
    return ok({
      id: principal.accountId,
      email: account?.email ?? null,
      email_verified: account?.emailVerified === true,
      name: account?.name ?? null,
      role: account?.role ?? 'member',
      created_at: account?.createdAt ?? null,
      credential: { kind: principal.credentialKind, id: principal.credentialId },
      scopes,
      allowed_operations: operations
        .filter((op) => op.access === 'public' || scopes.includes(op.access))
        .map((op) => op.operationId),
    });
  };
