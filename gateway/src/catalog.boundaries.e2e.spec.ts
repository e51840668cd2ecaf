/**
 * Every operation of the catalog, through a real listening server: for each property, values at
 * each limit are accepted and values one past it are refused with a 400 naming the field; so are
 * missing required properties, unknown properties and wrong types. "Accepted" means validation let
 * the request through (the handler may still answer 404, 501 …), never 400 or a server error.
 */
import { SCOPES } from '@listings/shared/platform';
import { expect } from 'chai';
import { operations } from '@listings/shared/api';
import { boundaryCases, type Input } from './testing/boundary-cases.ts';
import { requestPath } from './testing/http.ts';
import { startTestService, type TestService } from './testing/test-service.ts';
import { PRICING_REFUSAL_CODES } from '@listings/shared/contracts/orders';

/** Valid requests where a cross-field rule needs a particular base. */
const BASES: Record<string, Partial<Input>> = {
  claim_listing: { body: { slug: 'acme', method: 'email', email: 'founder@acme.com' } },
};

/** Cross-field rules that per-property variation cannot reach. */
const EXTRA: Record<string, { name: string; input: Partial<Input>; field: string }[]> = {
  claim_listing: [
    { name: 'method email without an e-mail', input: { body: { slug: 'acme', method: 'email' } }, field: 'body.email' },
    {
      name: 'an e-mail with method dns',
      input: { body: { slug: 'acme', method: 'dns', email: 'a@acme.com' } },
      field: 'body.email',
    },
  ],
  get_launch_week: [
    { name: 'a date that does not exist', input: { params: { week: '2026-02-30' } }, field: 'params.week' },
  ],
};

/**
 * Refusals of the domain (not of validation) that a value at a schema limit may still meet: a 400
 * with one of these codes means validation let the request through and a rule of the domain refused
 * it (apply_to names a site this service is not; the question id is not an active interview question).
 */
const DOMAIN_REFUSALS: Record<string, string[]> = {
  update_my_listing: ['unknown_site'],
  // Category names must be names of the live tree (none in this empty service).
  update_draft: ['unknown_category'],
  answer_interview: ['unknown_question'],
  // Order items name products, listings and weeks that must exist: pricing refuses them after validation.
  quote_order: [...PRICING_REFUSAL_CODES],
  create_checkout: [...PRICING_REFUSAL_CODES],
};

describe('operation catalog: boundaries of every operation over HTTP', function () {
  this.timeout(120_000);
  let service: TestService;
  let key: string;

  before(async () => {
    service = await startTestService();
    key = (await service.createKey([...SCOPES])).key;
  });
  after(() => service.close());

  const send = (operation: (typeof operations)[number], input: Input) =>
    service.call(operation.method.toUpperCase(), requestPath(operation, input), { key, body: input.body });

  for (const operation of operations) {
    describe(operation.operationId, () => {
      for (const testCase of boundaryCases(operation, BASES[operation.operationId])) {
        it(`${testCase.expect === 'accept' ? 'accepts' : 'refuses'} ${testCase.name}`, async () => {
          const response = await send(operation, testCase.input);
          const seen = `${response.status} ${JSON.stringify(response.body).slice(0, 400)}`;
          if (testCase.expect === 'accept') {
            const domainRefusal =
              response.status === 400 && (DOMAIN_REFUSALS[operation.operationId] ?? []).includes(response.body?.code);
            if (!domainRefusal) expect(response.status, seen).to.not.equal(400);
            expect(response.status < 500 || response.status === 501, seen).to.equal(true);
          } else {
            expect(response.status, seen).to.equal(400);
            expect(response.headers.get('content-type')).to.match(/^application\/problem\+json/);
            expect(response.body.code).to.equal('invalid_request');
            const fields: string[] = response.body.errors.map((e: { field: string }) => e.field);
            expect(
              fields.some((f) => f === testCase.field || f.startsWith(`${testCase.field}.`)),
              `${testCase.field} in ${fields.join(', ')}`,
            ).to.equal(true);
          }
        });
      }
      for (const extra of EXTRA[operation.operationId] ?? []) {
        it(`refuses ${extra.name}`, async () => {
          const base = boundaryCases(operation, BASES[operation.operationId])[0].input;
          const response = await send(operation, { ...base, ...extra.input });
          expect(response.status).to.equal(400);
          expect(response.body.errors.map((e: { field: string }) => e.field)).to.include(extra.field);
        });
      }
    });
  }
});
