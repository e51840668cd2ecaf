import { expect } from 'chai';
import { DomainError } from '../../kernel/es/decider.ts';
import { OperationExecutor, problemOfDomainError } from './executor.ts';
import { silentLogger } from '../../kernel/observability/logger.ts';
import type { OperationHandler } from './result.ts';

describe('DomainError → HTTP (executor)', () => {
  it('maps each kind to its status, with the field of an invalid input when known', () => {
    const status = (kind: DomainError['kind']) =>
      problemOfDomainError(new DomainError(kind, 'some_code', 'Because.')).status;
    expect([status('not_found'), status('conflict'), status('forbidden'), status('invalid')]).to.deep.equal([
      404, 409, 403, 400,
    ]);
    const body = problemOfDomainError(
      new DomainError('invalid', 'name_required', 'A name is needed.', 'body.fields.name'),
    ).toBody();
    expect(body).to.include({ status: 400, code: 'name_required', detail: 'A name is needed.' });
    expect(body.errors).to.deep.equal([
      { field: 'body.fields.name', code: 'name_required', message: 'A name is needed.' },
    ]);
    expect(problemOfDomainError(new DomainError('conflict', 'x', 'y', 'body.a')).toBody()).to.not.have.property(
      'errors',
    );
    expect(
      problemOfDomainError(
        new DomainError('invalid', 'promo_code_invalid', 'No.', 'body.promo_code', { reason: 'expired' }),
      ).toBody(),
    ).to.include({ code: 'promo_code_invalid', reason: 'expired' });
  });

  it('answers every kind of "not found" with the one code not_found, the detail naming what', () => {
    for (const code of ['claim_not_found', 'draft_not_found', 'listing_not_found', 'milestone_not_found']) {
      const body = problemOfDomainError(new DomainError('not_found', code, 'Claim 7 was not found.')).toBody();
      expect(body).to.include({ status: 404, code: 'not_found', detail: 'Claim 7 was not found.' });
    }
  });

  it('a handler that throws a DomainError gets that status, not a 500', async () => {
    const handler: OperationHandler = async () => {
      throw new DomainError('conflict', 'already_invited', 'Already invited.');
    };
    const executor = new OperationExecutor({
      handlers: new Map([['get_site_info', handler]]),
      authenticator: { authenticate: async () => null },
      rateLimiter: { consume: async () => ({}) } as never,
      idempotency: {} as never,
      logger: silentLogger,
    });
    const result = await executor.execute({
      operationId: 'get_site_info',
      params: {},
      query: {},
      body: undefined,
      clientIp: '127.0.0.1',
    });
    expect(result.status).to.equal(409);
    expect(result.body).to.include({ code: 'already_invited', detail: 'Already invited.' });
  });
});
