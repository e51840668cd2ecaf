/**
 * The Idempotency-Key store on the in-memory document store, with a manual clock: the answers the
 * IETF Idempotency-Key draft gives to a retry while the first request runs (409) and to the same key
 * with another request (422).
 */
import { expect } from 'chai';
import { MingoDocumentStore } from '../../kernel/document-store/mingo-document-store.ts';
import { ManualClock } from '../../kernel/time/clock.ts';
import { Problem } from '../http/problem.ts';
import { IdempotencyStore } from './idempotency.ts';
import type { OperationResult } from './result.ts';

describe('IdempotencyStore (draft-ietf-httpapi-idempotency-key-header)', () => {
  const clock = new ManualClock('2026-11-23T10:00:00Z');
  const store = new IdempotencyStore(new MingoDocumentStore(), clock);
  const request = (key: string, url: string) => ({
    accountId: 'acc-1',
    key,
    operationId: 'submit_listing',
    input: { body: { url } },
  });
  const refusal = async (run: Promise<unknown>): Promise<Problem> => {
    try {
      await run;
    } catch (error) {
      if (error instanceof Problem) return error;
      throw error;
    }
    throw new Error('expected a refusal');
  };

  it('answers a retry that arrives while the first request is still running with 409 and Retry-After, at once', async () => {
    let finish!: (result: OperationResult) => void;
    const first = store.run(request('k-1', 'https://a.example'), () => new Promise((resolve) => (finish = resolve)));
    await new Promise((resolve) => setImmediate(resolve));
    const retry = await refusal(
      store.run(request('k-1', 'https://a.example'), async () => ({ status: 201, body: {} })),
    );
    expect(retry.status).to.equal(409);
    expect(retry.code).to.equal('idempotency_request_in_progress');
    expect(retry.headers['Retry-After']).to.equal('1');
    finish({ status: 201, body: { id: 'first' } });
    expect((await first).body).to.deep.equal({ id: 'first' });
    const replay = await store.run(request('k-1', 'https://a.example'), async () => ({
      status: 201,
      body: { id: 'x' },
    }));
    expect(replay.body).to.deep.equal({ id: 'first' });
    expect(replay.headers?.['Idempotent-Replayed']).to.equal('true');
  });

  it('refuses the same key with a different request with 422 idempotency_key_reused', async () => {
    await store.run(request('k-2', 'https://one.example'), async () => ({ status: 201, body: { id: 'one' } }));
    const reused = await refusal(
      store.run(request('k-2', 'https://two.example'), async () => ({ status: 201, body: {} })),
    );
    expect(reused.status).to.equal(422);
    expect(reused.code).to.equal('idempotency_key_reused');
  });
});
