/**
 * The API contract as a whole, over a real listening server: the document declares every status an
 * operation answers (with its problem codes) and a schema for every success body; unknown methods on
 * known paths are 405 with Allow; bodies that are not JSON are 415, declared; no operation is "not
 * built" (501). Every call here also goes through the one contract check of the e2e suites
 * (testing/contract.ts), which validates each answer against the served document.
 */
import { expect } from 'chai';
import { SCOPES } from '@listings/shared/platform';
import { operations } from '@listings/shared/api';
import { TOOL_DEFINITIONS } from './mcp/mcp-server.ts';
import { startTestService, type TestService } from './testing/test-service.ts';
import { assertConformsToDocument, assertToolResultConforms, ContractViolation } from './testing/contract.ts';

describe('API contract: the OpenAPI document, whole', function () {
  this.timeout(60_000);
  let t: TestService;
  let key: string;
  let document: any;

  before(async () => {
    t = await startTestService();
    key = (await t.createKey([...SCOPES])).key;
    document = await (await fetch(`${t.baseUrl}/v1/openapi.json`)).json();
  });
  after(() => t?.close());

  const operationIn = (id: string) => {
    for (const [path, item] of Object.entries<any>(document.paths))
      for (const [method, operation] of Object.entries<any>(item))
        if (operation.operationId === id) return { path, method, operation };
    throw new Error(`${id} is not in the document`);
  };

  it('gives every operation a success schema with named fields and no 501', () => {
    for (const { operationId, successStatus } of operations) {
      const { operation } = operationIn(operationId);
      const success = operation.responses[String(successStatus)].content['application/json'].schema;
      const resolved = success.$ref ? document.components.schemas[success.$ref.split('/').pop()] : success;
      expect(resolved.properties ?? resolved.allOf, `${operationId} names its fields`).to.not.equal(undefined);
      expect(resolved.additionalProperties, `${operationId} is a closed object`).to.equal(false);
      expect(operation.responses, operationId).to.not.have.property('501');
    }
  });

  it('declares the 409s and the 415 with their problem codes', () => {
    const codes = (id: string, status: number) =>
      operationIn(id).operation.responses[String(status)].content['application/problem+json'].schema.allOf[1].properties
        .code.enum;
    expect(codes('update_draft', 409)).to.include.members(['fields_locked', 'idempotency_request_in_progress']);
    expect(codes('invite_cofounder', 409)).to.include.members(['already_invited', 'invite_limit_reached']);
    expect(codes('verify_claim', 409)).to.include('verify_by_email_link');
    expect(codes('claim_listing', 409)).to.include('already_verified');
    expect(codes('choose_free_listing', 409)).to.include('already_published');
    expect(codes('submit_listing', 415)).to.deep.equal(['unsupported_media_type']);
    expect(codes('submit_listing', 422)).to.deep.equal(['idempotency_key_reused']);
    expect(codes('compare_listings', 404)).to.deep.equal(['not_found']);
  });

  it('answers a body that is not JSON with 415, as declared', async () => {
    const response = await t.call('POST', '/drafts', {
      key,
      rawBody: 'url=https://acme.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).to.equal(415);
    expect(response.body.code).to.equal('unsupported_media_type');
  });

  it('answers an unknown method on a known path with 405 and Allow', async () => {
    const put = await t.call('PUT', '/listings', { key, body: {} });
    expect(put.status).to.equal(405);
    expect(put.headers.get('allow')).to.equal('GET');
    expect(put.body.code).to.equal('method_not_allowed');
    const drafts = await t.call('DELETE', '/drafts', { key });
    expect(drafts.status).to.equal(405);
    expect(drafts.headers.get('allow')).to.equal('POST, GET');
    expect((await t.call('PUT', '/no-such-thing', { key, body: {} })).status).to.equal(404);
  });

  it('refuses a week the schema allows but no calendar has, with a pattern the document states', async () => {
    const week = operationIn('get_launch_week').operation.parameters.find((p: any) => p.name === 'week').schema;
    const patterns = JSON.stringify(week);
    expect(patterns).to.include('pattern');
    expect(new RegExp(week.anyOf?.[1]?.pattern ?? week.pattern).test('000000000')).to.equal(false);
    expect((await t.call('GET', '/launches/weeks/000000000')).status).to.equal(400);
  });

  it('checks formats in every answer: a date no calendar has fails, for the document and for the tool', async () => {
    const answer = await t.call('GET', '/launches/weeks/this');
    expect(answer.status).to.equal(200);
    const observed = { method: 'GET', url: '/v1/launches/weeks/this', status: 200, contentType: 'application/json' };
    expect(() => assertConformsToDocument({ ...observed, body: answer.body })).to.not.throw();
    expect(() => assertToolResultConforms('get_launch_week', { structuredContent: answer.body })).to.not.throw();
    const broken = { ...answer.body, ends_on: '2026-02-30' };
    expect(() => assertConformsToDocument({ ...observed, body: broken })).to.throw(
      ContractViolation,
      /ends_on must match format "date"/,
    );
    expect(() => assertToolResultConforms('get_launch_week', { structuredContent: broken })).to.throw(
      ContractViolation,
      /ends_on must match format "date"/,
    );
  });

  it('states the largest listing_id it accepts', () => {
    const id = operationIn('get_my_listing').operation.parameters.find((p: any) => p.name === 'listing_id').schema;
    expect(id.maximum).to.equal(Number.MAX_SAFE_INTEGER);
  });

  it('gives every MCP tool an outputSchema from the same response schema', () => {
    expect(TOOL_DEFINITIONS.length).to.equal(operations.length);
    for (const tool of TOOL_DEFINITIONS) {
      expect(tool.outputSchema.type, tool.name).to.equal('object');
      expect(Object.keys(tool.outputSchema.properties ?? {}).length, tool.name).to.be.greaterThan(0);
    }
  });
});

describe('the contract check itself', () => {
  it('refuses an undeclared status, a missing field and a field the document does not name', () => {
    const site = { method: 'GET', url: '/v1/site', contentType: 'application/json' };
    expect(() => assertConformsToDocument({ ...site, status: 201, body: {} })).to.throw(
      ContractViolation,
      /declare 201/,
    );
    expect(() => assertConformsToDocument({ ...site, status: 200, body: { name: 'x' } })).to.throw(
      ContractViolation,
      /required property 'purpose'/,
    );
    expect(() =>
      assertConformsToDocument({
        method: 'GET',
        url: '/v1/interview-questions',
        status: 200,
        contentType: 'application/json',
        body: { items: [], total: 0, extra: 1 },
      }),
    ).to.throw(ContractViolation, /additional properties/);
  });

  it("refuses a tool's structuredContent that does not match its outputSchema", () => {
    expect(() => assertToolResultConforms('list_interview_questions', { structuredContent: { items: [] } })).to.throw(
      ContractViolation,
      /total/,
    );
    expect(() =>
      assertToolResultConforms('list_interview_questions', { isError: true, structuredContent: {} }),
    ).to.not.throw();
  });
});
