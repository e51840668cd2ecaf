/**
 * Accounts in the catalog: get_account (who you are, what your credentials allow) and its answer.
 */
import { z } from './zod.ts';
import { SCOPES } from '../../platform/auth/scopes.ts';
import { byOperationId, defineOperation } from './operation.ts';
import { accountRead, noQuery } from './presets.ts';
import { obj, dateTime } from './responses/common.ts';

// ——— Responses ———

export const accountResponse = obj({
  id: z.string().describe('Account id.'),
  email: z.string().nullable(),
  email_verified: z
    .boolean()
    .describe('The address was proved by its e-mailed link; voting, following and reviewing need it.'),
  name: z.string().nullable(),
  role: z.string().describe('member, or admin for the site team.'),
  created_at: dateTime.nullable(),
  credential: obj({
    kind: z
      .enum(['api_key', 'oauth', 'session'])
      .describe("An API key, an OAuth access token, or a person's signed-in session on the site's pages."),
    id: z.string(),
  }),
  scopes: z.array(z.enum(SCOPES)),
  allowed_operations: z.array(z.string()).describe('Operation ids (and MCP tools) these credentials may call.'),
});

// ——— Operations ———

export const accountsOperations = byOperationId(
  defineOperation({
    ...accountRead,
    operationId: 'get_account',
    response: accountResponse,
    path: '/me',
    tag: 'Account',
    query: noQuery,
    summary: 'Who you are',
    description: 'Who you are and what your access allows.',
  }),
);
