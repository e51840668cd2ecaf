/**
 * Claims in the catalog: claiming a listing by proving control of its domain and verifying the
 * claim, each operation with its body, its answer and its links.
 */
import { z } from './zod.ts';
import { byOperationId, defineOperation } from './operation.ts';
import { accountRead, listingsWrite, pagingQuery } from './presets.ts';
import { email, emptyBody, positiveId, slug } from './fields.ts';
import { obj, dateTime, pagedOf } from './responses/common.ts';

// ——— Bodies ———

export const CLAIM_METHODS = ['dns', 'meta', 'file', 'email'] as const;

/**
 * One shape per method, so the document says what validation enforces: `email` is required with
 * method email and refused with the others (a schema-valid claim is never refused by validation).
 */
export const claimListingBody = z.discriminatedUnion('method', [
  z.strictObject({ slug, method: z.enum(['dns', 'meta', 'file']) }),
  z.strictObject({
    slug,
    method: z.literal('email'),
    email: email.describe('An address at the company domain.'),
  }),
]);

// ——— Responses ———

export const claimResponse = obj({
  claim_id: z.number().int().min(1),
  listing_id: z.number().int().min(1),
  slug: z.string(),
  domain: z.string(),
  method: z.enum(['dns', 'meta', 'file', 'email']),
  status: z.enum(['pending', 'verified', 'rejected']),
  token: z.string().optional().describe('dns, meta and file: the value to publish.'),
  email: z.string().optional().describe('email: the address the link goes to.'),
  instructions: obj({
    method: z.enum(['dns', 'meta', 'file', 'email']),
    text: z.string().describe('One sentence a person can follow.'),
    record_type: z.literal('TXT').optional(),
    name: z.string().optional().describe('dns: the record name.'),
    value: z.string().optional().describe('dns: the record value.'),
    url: z.string().optional().describe('meta: the page; file: the file URL.'),
    tag: z.string().optional().describe('meta: the tag to put in <head>.'),
    content: z.string().optional().describe('file: the file content.'),
    email: z.string().optional(),
  }).describe('What to publish (or do), with exact names and values.'),
  created_at: dateTime,
  verified_at: dateTime.nullable(),
  last_check: obj({ at: dateTime, looked_for: z.string(), seen: z.string(), reason: z.string().nullable() }).nullable(),
  email_sent: z.boolean().optional(),
  listing_verified_by_another_account: z.boolean(),
  site_team_decision: obj({
    decision: z.enum(['approve', 'reject']).describe('approve: the claim is verified by hand; reject: it is ended.'),
    reason: z.string(),
    at: dateTime,
  })
    .optional()
    .describe(
      "The site team's decision by hand, with its reason: an approval verifies the claim, a rejection ends it.",
    ),
}).openapi('Claim');

export const listMyClaimsResponse = pagedOf(claimResponse);

export type ClaimResponse = z.output<typeof claimResponse>;

// ——— Operations ———

export const claimsOperations = byOperationId(
  defineOperation({
    ...listingsWrite,
    operationId: 'claim_listing',
    response: claimResponse,
    refusals: {
      400: ['email_not_at_domain'],
      409: ['already_verified', 'claim_exists', 'too_many_pending_claims', 'too_many_claims_for_listing'],
    },
    method: 'post',
    path: '/claims',
    tag: 'Claims',
    notFound: true,
    body: claimListingBody,
    bodyRequired: true,
    successStatus: 201,
    summary: 'Claim a listing',
    description:
      'Starts a claim by DNS TXT record, homepage meta tag, uploaded file or an email link to an address at the company domain; returns what to publish. Verified is not the same as paid.',
    links: {
      VerifyClaim: { operationId: 'verify_claim', parameters: { claim_id: '$response.body#/claim_id' } },
      // Beyond the spec: an auditor follows a new claim into its history (and so does Schemathesis).
      AuditClaimHistory: { operationId: 'audit_claim_history', parameters: { claim_id: '$response.body#/claim_id' } },
    },
  }),
  defineOperation({
    ...accountRead,
    operationId: 'list_my_claims',
    response: listMyClaimsResponse,
    path: '/claims',
    tag: 'Claims',
    query: pagingQuery,
    summary: 'My claims',
    description: 'Your claims with status and instructions.',
  }),
  defineOperation({
    ...listingsWrite,
    operationId: 'verify_claim',
    response: claimResponse,
    refusals: { 409: ['verify_by_email_link', 'too_many_checks', 'claim_rejected'] },
    method: 'post',
    path: '/claims/{claim_id}/verify',
    tag: 'Claims',
    params: z.strictObject({ claim_id: positiveId }),
    body: emptyBody,
    successStatus: 200,
    notFound: true,
    summary: 'Verify a claim',
    description: 'Checks the DNS record, meta tag or file of a claim.',
  }),
);
