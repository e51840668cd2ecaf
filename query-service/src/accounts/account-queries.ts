/** The read operations of accounts. */
import type { DocumentStore } from '@listings/shared/kernel';
import type { OperationHandlers } from '@listings/shared/api';
import { getAccount } from './get-account.ts';

export const accountQueries = (deps: { documents: DocumentStore }) =>
  ({ get_account: getAccount(deps.documents) }) satisfies OperationHandlers;
