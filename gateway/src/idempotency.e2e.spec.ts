/**
 * Idempotency-Key over HTTP, with a handler whose every run leaves a visible effect (an event), so
 * "no second effect" is checked against the event log itself.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { ManualClock } from '@listings/shared/kernel';
import { created, principalOf, type OperationHandler } from '@listings/shared/api';
import { startTestService, type TestService } from './testing/test-service.ts';

const EFFECTS = 'test_effect-submissions';

describe('Idempotency-Key', () => {
  let service: TestService;
  let key: string;
  const clock = new ManualClock('2026-11-22T10:00:00Z');

  /** submit_listing stand-in: records an event per run and answers with a fresh id. */
  const countingHandler: OperationHandler = async (context) => {
    await new Promise((resolve) => setTimeout(resolve, 30)); // long enough for racing retries to overlap
    const id = randomUUID();
    await service.service.events.appendToStream(EFFECTS, [
      {
        id,
        type: 'TestEffect',
        data: { url: context.input.body?.url, account: principalOf(context).accountId },
        metadata: { actor: { kind: 'user', id: 'x' }, at: clock.now().toISOString(), cause: 'test' },
      },
    ]);
    return created({ id, url: context.input.body?.url });
  };
  const effects = async () => (await service.service.events.readStream(EFFECTS)).length;
  const submit = (idempotencyKey: string, url: string, apiKey = key) =>
    service.call('POST', '/drafts', { key: apiKey, body: { url }, headers: { 'idempotency-key': idempotencyKey } });

  before(async () => {
    service = await startTestService(
      { idempotencyTtlHours: 24 },
      { clock, handlers: new Map([['submit_listing', countingHandler]]) },
    );
    key = (await service.createKey(['listings:write'])).key;
  });
  after(() => service.close());

  it('a retry with the same key and body returns the first response and has no second effect', async () => {
    const before = await effects();
    const first = await submit('retry-1', 'https://acme.example/');
    const second = await submit('retry-1', 'https://acme.example/');
    expect(first.status).to.equal(201);
    expect(second.status).to.equal(201);
    expect(second.body).to.deep.equal(first.body);
    expect(second.headers.get('idempotent-replayed')).to.equal('true');
    expect(await effects()).to.equal(before + 1);
  });

  it('racing requests with one key run once: the others are answered 409 while it runs, or its answer after', async () => {
    const before = await effects();
    const responses = await Promise.all(Array.from({ length: 6 }, () => submit('race-1', 'https://race.example/')));
    const done = responses.filter((r) => r.status === 201);
    const busy = responses.filter((r) => r.status === 409);
    expect(done.length + busy.length).to.equal(6);
    expect(new Set(done.map((r) => r.body.id)).size).to.equal(1);
    for (const response of busy) {
      expect(response.body.code).to.equal('idempotency_request_in_progress');
      expect(response.headers.get('retry-after')).to.equal('1');
    }
    expect(await effects()).to.equal(before + 1);
    const retried = await submit('race-1', 'https://race.example/');
    expect(retried.body.id).to.equal(done[0]!.body.id);
  });

  it('the same key with a different body is refused and does nothing', async () => {
    await submit('reuse-1', 'https://one.example/');
    const before = await effects();
    const response = await submit('reuse-1', 'https://two.example/');
    expect(response.status).to.equal(422);
    expect(response.body.code).to.equal('idempotency_key_reused');
    expect(response.body.errors[0].field).to.equal('header.Idempotency-Key');
    expect(await effects()).to.equal(before);
  });

  it('keys are scoped per account', async () => {
    const other = (await service.createKey(['listings:write'])).key;
    const mine = await submit('shared-key', 'https://scoped.example/');
    const theirs = await submit('shared-key', 'https://scoped.example/', other);
    expect(theirs.status).to.equal(201);
    expect(theirs.body.id).to.not.equal(mine.body.id);
  });

  it('keys expire after the configured time', async () => {
    const first = await submit('expiring', 'https://expiry.example/');
    clock.advance(23 * 3600_000);
    expect((await submit('expiring', 'https://expiry.example/')).body.id).to.equal(first.body.id);
    clock.advance(2 * 3600_000);
    const later = await submit('expiring', 'https://expiry.example/');
    expect(later.status).to.equal(201);
    expect(later.body.id).to.not.equal(first.body.id);
  });

  it('without a key every request runs', async () => {
    const before = await effects();
    await service.call('POST', '/drafts', { key, body: { url: 'https://nokey.example/' } });
    await service.call('POST', '/drafts', { key, body: { url: 'https://nokey.example/' } });
    expect(await effects()).to.equal(before + 2);
  });

  it('refuses a malformed key', async () => {
    const response = await submit('x'.repeat(256), 'https://acme.example/');
    expect(response.status).to.equal(400);
    expect(response.body.errors[0].field).to.equal('header.Idempotency-Key');
  });
});
