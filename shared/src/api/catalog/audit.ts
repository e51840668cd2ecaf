/**
 * The auditors' operations (issue 33, part 3), beyond the spec: read-only replays of the event log for
 * accounts holding the auditor or admin staff role, with the scope `audit:read` (the handler checks the
 * role again on every call). Each is marked `beyondSpec` (the document's `x-beyond-spec: true`) under
 * the tag "Audit", and is an MCP tool like the rest. The answers are the audit CLI's (gateway/src/audit/
 * replay.ts serves both).
 */
import { z } from './zod.ts';
import { byOperationId, defineOperation } from './operation.ts';
import { isoDate, paging } from './fields.ts';
import { obj, dateTime, pagedOf, count, orNull } from './responses/common.ts';

// ——— Parameters ———

const listingRef = z
  .string()
  .min(1)
  .max(220)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be a slug or a numeric listing id')
  .describe('The listing: its slug or its numeric id.');
const instant = z.iso.datetime({ offset: true }).describe('An instant, ISO 8601 (e.g. 2026-03-04T12:00:00Z).');

const listingParams = z.strictObject({ listing: listingRef });
const pagedAudit = z.strictObject(paging);

// ——— Responses ———

const actor = obj({
  kind: z.enum(['user', 'admin', 'system']).describe('user (an account), admin (the site team) or system (a process).'),
  id: z.string().describe('The account id, the admin or the process.'),
}).describe('Who made the change.');

const entryBase = {
  revision: count.describe('Position of the event in its stream, from 0.'),
  type: z.string().describe('The event type.'),
  at: dateTime.describe('When the command was decided.'),
  recorded_at: dateTime.describe('When the log recorded the event.'),
  actor,
  cause: z.string().describe('Why: the operation, admin command or process that made the change.'),
};

export const listingVersion = obj({
  ...entryBase,
  changes: z
    .array(
      obj({
        field: z.string().describe('The field changed.'),
        before: z.unknown().optional().describe('The value before the change; absent when it was unset.'),
        after: z.unknown().optional().describe('The value after the change; absent when it was unset.'),
      }),
    )
    .describe('Each field the event changed, before and after.'),
}).openapi('AuditListingVersion');

export const streamEntry = obj({
  ...entryBase,
  data: z.unknown().describe("The event's data as recorded (secret fields shown as [redacted])."),
}).openapi('AuditEvent');

const listingHistoryResponse = obj({
  ...pagedOf(listingVersion).shape,
  listing_id: z.number().int().min(1).describe('The listing.'),
});

const listingAsOfResponse = obj({
  listing_id: z.number().int().min(1).describe('The listing.'),
  as_of: dateTime.describe('The instant asked for.'),
  applied: count.describe('Events decided up to that instant (folded into state).'),
  total: count.describe("Events in the listing's stream today."),
  existed: z.boolean().describe('Whether the listing existed at that instant.'),
  state: orNull(z.record(z.string(), z.unknown())).describe(
    "The listing aggregate's state at that instant, as the listing decider folds it; null before it existed.",
  ),
});

const boardRow = obj({
  rank: z.number().int().min(1).describe('Rank on the board.'),
  slug: z.string().describe('The listing.'),
  recorded: count.describe('Votes the board recorded.'),
  recounted: count.describe('Votes recounted now from the vote events, through the same log position.'),
});

const launchWeekResponse = obj({
  week: z.string().describe('The Monday of the launch week.'),
  site: z.string().describe("The site whose close this is: the request's (each site's week is closed apart)."),
  as_of: orNull(dateTime).describe('The instant asked for; null: now.'),
  ended: orNull(
    obj({
      endedAt: dateTime.describe('When the week ended.'),
      throughPosition: count.describe('Log position the board was read through.'),
    }),
  ).describe('The week-end, if recorded by then.'),
  closed: orNull(
    obj({ at: dateTime.describe('When the week was closed.'), rankedBy: z.string().describe('The ranking rule.') }),
  ).describe('The close, if recorded by then.'),
  rows: z.array(boardRow).describe('The board as closed, beside the recount.'),
  recounts: z
    .array(
      obj({
        at: dateTime.describe('When the recount was recorded.'),
        cause: z.string().describe('Why it was recounted.'),
        rows: z.array(boardRow).describe('The board the recount recorded, beside the recount done again now.'),
      }),
    )
    .describe('The recount log: every recount recorded by then, oldest first.'),
  awards: z
    .array(
      obj({
        rank: z.number().int().min(1).describe('Award rank.'),
        slug: z.string().describe('The listing.'),
        votes: count.describe('Votes counted for it.'),
      }),
    )
    .describe('The Launch of the Week awards as they stood.'),
  matches: z.boolean().describe('Whether every recount from the vote events matches what was recorded.'),
});

const streamHistoryResponse = obj({
  ...pagedOf(streamEntry).shape,
  id: z.string().describe('The draft id, claim id or order number.'),
});

// ——— Operations ———

const auditRead = {
  access: 'audit:read',
  idempotencyKey: false,
  successStatus: 200,
  readOnly: true,
  method: 'get',
  tag: 'Audit',
  beyondSpec: true,
  notFound: true,
} as const;

const streamOperation = <const Id extends string>(operationId: Id, path: string, params: z.ZodObject, what: string) =>
  defineOperation({
    ...auditRead,
    operationId,
    response: streamHistoryResponse,
    path,
    params: params as z.ZodType<Record<string, unknown>>,
    query: pagedAudit,
    summary: `A ${what}'s history (audit)`,
    description: `Every event of one ${what}, oldest first: who (actor), when, why (cause) and its data, secret fields redacted. Beyond the spec: for auditors and admins (scope audit:read and the role). Replayed from the event log.`,
  });

export const auditOperations = byOperationId(
  defineOperation({
    ...auditRead,
    operationId: 'audit_listing_history',
    response: listingHistoryResponse,
    path: '/audit/listings/{listing}/history',
    params: listingParams,
    query: pagedAudit,
    summary: "A listing's history (audit)",
    description:
      'Every version of a listing, oldest first: the event that made it, who (actor), when, why (cause) and each field before and after. Beyond the spec: for auditors and admins (scope audit:read and the role). Replayed from the event log, never a read model.',
  }),
  defineOperation({
    ...auditRead,
    operationId: 'audit_listing_as_of',
    response: listingAsOfResponse,
    path: '/audit/listings/{listing}/as-of',
    params: listingParams,
    query: z.strictObject({ at: instant }),
    summary: 'A listing as of an instant (audit)',
    description:
      'The listing as it stood at an instant: its events decided up to then, folded by the listing decider. Beyond the spec: for auditors and admins (scope audit:read and the role).',
  }),
  defineOperation({
    ...auditRead,
    notFound: false,
    operationId: 'audit_launch_week',
    response: launchWeekResponse,
    path: '/audit/launch-weeks/{week}',
    params: z.strictObject({
      week: isoDate.describe('Any date of the week (its Monday is taken), YYYY-MM-DD.'),
    }),
    query: z.strictObject({ at: instant.optional().describe('The week as it stood then; now when left out.') }),
    summary: 'A launch week as of an instant, with its recount log (audit)',
    description:
      "A launch week's recorded end, close, board, recounts and awards on the request's site as they stood at an instant, each board beside a recount of the vote events. Beyond the spec: for auditors and admins (scope audit:read and the role).",
  }),
  streamOperation('audit_draft_history', '/audit/drafts/{id}/history', z.strictObject({ id: z.uuid() }), 'draft'),
  streamOperation(
    'audit_claim_history',
    '/audit/claims/{claim_id}/history',
    z.strictObject({ claim_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
    'claim',
  ),
  streamOperation(
    'audit_order_history',
    '/audit/orders/{number}/history',
    z.strictObject({ number: z.string().min(1).max(64) }),
    'order',
  ),
);
