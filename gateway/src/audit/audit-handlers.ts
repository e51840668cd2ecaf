/**
 * The audit operations (shared/src/api/catalog/audit.ts) for auditors and admins, answered by the
 * replay the audit CLI runs (replay.ts, week-recount.ts), so the API, the MCP tools and the CLI give
 * the same answers from the event log. The executor has checked the scope `audit:read`; every call
 * here checks again that the caller's account holds auditor or admin for this site or every site
 * (the staff read model), so revoking the role stops a key that still carries the scope.
 */
import { DomainError, mondayOf, type DocumentStore, type EventStore } from '@listings/shared/kernel';
import { ok, principalOf, type OperationContext, type OperationHandlers } from '@listings/shared/api';
import { AUDIT_ROLES, holdsRole } from '@listings/shared/contracts/staff';
import { staffRolesOf } from '@listings/projectors/staff';
import { asOf, listingEvents, listingVersions, streamHistory, type AuditedKind } from './replay.ts';
import { recountLaunchWeek } from './week-recount.ts';

export interface AuditDeps {
  events: EventStore;
  documents: DocumentStore;
  /** This site's key: a role for it, or for every site (`*`), lets its holder audit here. */
  siteKey: string;
}

const notFound = (what: string) => new DomainError('not_found', 'not_found', `There is no ${what}.`);

const pageOf = (query: Record<string, unknown>) => {
  const page = (query.page as number | undefined) ?? 1;
  const per_page = (query.per_page as number | undefined) ?? 20;
  return { page, per_page, slice: <T>(all: T[]) => all.slice((page - 1) * per_page, page * per_page) };
};

/** The shapes of the answer: the replay's camelCase `recordedAt` is the API's `recorded_at`. */
const wire = <T extends { recordedAt: string }>({ recordedAt, ...rest }: T) => ({ ...rest, recorded_at: recordedAt });

export function auditHandlers(deps: AuditDeps) {
  const { events, documents, siteKey } = deps;

  const requireAuditor = async (context: OperationContext): Promise<void> => {
    const { accountId } = principalOf(context);
    const roles = await staffRolesOf(documents, accountId);
    if (!holdsRole(roles, AUDIT_ROLES, siteKey))
      throw new DomainError(
        'forbidden',
        'staff_role_required',
        `${context.operation.operationId} is for accounts holding the auditor or admin role for site ${siteKey} or every site.`,
      );
  };

  const streamHandler =
    (kind: AuditedKind, idOf: (params: Record<string, unknown>) => string) => async (context: OperationContext) => {
      await requireAuditor(context);
      const id = idOf(context.input.params);
      const entries = await streamHistory(events, kind, id);
      if (!entries) throw notFound(`${kind} ${id}`);
      const page = pageOf(context.input.query);
      return ok({
        id,
        items: page.slice(entries).map(wire),
        page: page.page,
        per_page: page.per_page,
        total: entries.length,
      });
    };

  return {
    audit_listing_history: async (context) => {
      await requireAuditor(context);
      const ref = context.input.params.listing as string;
      const found = await listingEvents(events, ref);
      if (!found) throw notFound(`listing ${ref}`);
      const versions = listingVersions(found.history);
      const page = pageOf(context.input.query);
      return ok({
        listing_id: found.listingId,
        items: page.slice(versions).map(wire),
        page: page.page,
        per_page: page.per_page,
        total: versions.length,
      });
    },
    audit_listing_as_of: async (context) => {
      await requireAuditor(context);
      const ref = context.input.params.listing as string;
      const time = new Date(context.input.query.at as string);
      const found = await listingEvents(events, ref);
      if (!found) throw notFound(`listing ${ref}`);
      const { state, applied } = asOf(found.history, time);
      return ok({
        listing_id: found.listingId,
        as_of: time.toISOString(),
        applied,
        total: found.history.length,
        existed: applied > 0,
        // As the CLI prints it: the state through JSON.
        state: applied > 0 ? (JSON.parse(JSON.stringify(state)) as Record<string, unknown>) : null,
      });
    },
    audit_launch_week: async (context) => {
      await requireAuditor(context);
      const at = context.input.query.at as string | undefined;
      const until = at === undefined ? undefined : new Date(at);
      // The week of the request's site (each site's week is closed apart, issue 30).
      const recount = await recountLaunchWeek(
        events,
        mondayOf(context.input.params.week as string),
        until,
        context.site,
      );
      const boards = [recount.rows, ...recount.recounts.map((again) => again.rows)];
      return ok({
        ...recount,
        site: context.site.key,
        as_of: until ? until.toISOString() : null,
        matches: boards.every((rows) => rows.every((row) => row.recorded === row.recounted)),
      });
    },
    audit_draft_history: streamHandler('draft', (params) => String(params.id)),
    audit_claim_history: streamHandler('claim', (params) => String(params.claim_id)),
    audit_order_history: streamHandler('order', (params) => String(params.number)),
  } satisfies OperationHandlers;
}
