/**
 * The auditors' operations in the catalog and the document: beyond the spec and marked so, read-only,
 * under the scope `audit:read`, paged, and refusing what is out of bounds before any handler runs.
 */
import { expect } from 'chai';
import { buildOpenApiDocument } from './openapi.ts';
import { operations } from './operations.ts';
import { validateInput } from '../operations/validate.ts';
import { auditOperations } from './audit.ts';

type DocOperation = {
  operationId: string;
  tags: string[];
  security: unknown;
  'x-beyond-spec'?: boolean;
  responses: Record<string, unknown>;
};

describe('catalog: audit operations', () => {
  const audit = Object.values(auditOperations);

  it('are the six audit reads, in the API after the spec’s, each beyond the spec, read-only, scope audit:read', () => {
    expect(audit.map((op) => op.operationId)).to.deep.equal([
      'audit_listing_history',
      'audit_listing_as_of',
      'audit_launch_week',
      'audit_draft_history',
      'audit_claim_history',
      'audit_order_history',
    ]);
    expect(operations.slice(-6)).to.deep.equal(audit);
    for (const op of audit) {
      expect(op, op.operationId).to.include({
        beyondSpec: true,
        readOnly: true,
        access: 'audit:read',
        method: 'get',
        tag: 'Audit',
      });
    }
  });

  it('are marked x-beyond-spec in the document, tagged Audit, with a 403 naming the missing role; the spec’s are not', () => {
    const document = buildOpenApiDocument({ serverUrl: 'http://localhost/v1' }) as unknown as {
      paths: Record<string, Record<string, DocOperation>>;
    };
    const all = Object.values(document.paths).flatMap((item) => Object.values(item));
    const marked = all.filter((op) => op['x-beyond-spec'] === true);
    expect(marked.map((op) => op.operationId)).to.have.members(audit.map((op) => op.operationId));
    for (const op of marked) {
      expect(op.tags).to.deep.equal(['Audit']);
      expect(op.security).to.deep.equal([{ bearer: ['audit:read'] }]);
      expect(JSON.stringify(op.responses['403'])).to.contain('staff_role_required');
    }
  });

  const fieldsOf = (
    operationId: keyof typeof auditOperations,
    raw: { params?: Record<string, string>; query?: Record<string, string> },
  ) => {
    try {
      validateInput(auditOperations[operationId], {
        params: raw.params ?? {},
        query: raw.query ?? {},
        body: undefined,
      });
      return [];
    } catch (error) {
      return ((error as { extras?: { errors?: { field: string }[] } }).extras?.errors ?? []).map((e) => e.field);
    }
  };

  it('take page 1–1000 and per_page 1–100, refusing 0, 101, 1001 and an unknown parameter', () => {
    const params = { id: '6f1d0b1e-8a65-4c53-9d0a-1b2c3d4e5f60' };
    expect(fieldsOf('audit_draft_history', { params, query: { page: '1000', per_page: '100' } })).to.deep.equal([]);
    expect(fieldsOf('audit_draft_history', { params, query: { page: '1', per_page: '1' } })).to.deep.equal([]);
    expect(fieldsOf('audit_draft_history', { params, query: { per_page: '101' } })).to.deep.equal(['query.per_page']);
    expect(fieldsOf('audit_draft_history', { params, query: { per_page: '0' } })).to.deep.equal(['query.per_page']);
    expect(fieldsOf('audit_draft_history', { params, query: { page: '1001' } })).to.deep.equal(['query.page']);
    expect(fieldsOf('audit_listing_history', { params: { listing: 'acme' }, query: { cursor: 'x' } })).to.have.length(
      1,
    );
  });

  it('take an instant in ISO 8601 only, and ids in their own shapes', () => {
    const listing = { listing: 'acme' };
    expect(fieldsOf('audit_listing_as_of', { params: listing, query: { at: '2026-03-04T12:00:00Z' } })).to.deep.equal(
      [],
    );
    expect(
      fieldsOf('audit_listing_as_of', { params: listing, query: { at: '2026-03-04T12:00:00+02:00' } }),
    ).to.deep.equal([]);
    for (const at of ['yesterday', '2026-13-04T12:00:00Z', '2026-03-04', ''])
      expect(fieldsOf('audit_listing_as_of', { params: listing, query: { at } }), at).to.deep.equal(['query.at']);
    expect(fieldsOf('audit_listing_as_of', { params: listing })).to.deep.equal(['query.at']);
    expect(fieldsOf('audit_launch_week', { params: { week: '2026-02-30' } })).to.deep.equal(['params.week']);
    expect(fieldsOf('audit_launch_week', { params: { week: '2026-03-02' }, query: { at: 'now' } })).to.deep.equal([
      'query.at',
    ]);
    expect(fieldsOf('audit_claim_history', { params: { claim_id: '0' } })).to.deep.equal(['params.claim_id']);
    expect(fieldsOf('audit_draft_history', { params: { id: 'not-a-uuid' } })).to.deep.equal(['params.id']);
    expect(fieldsOf('audit_order_history', { params: { number: 'x'.repeat(65) } })).to.deep.equal(['params.number']);
    expect(fieldsOf('audit_listing_history', { params: { listing: 'Not A Slug' } })).to.deep.equal(['params.listing']);
  });
});
