/**
 * Fault injection on the embedded stores. The event log full (SQLite's page count capped, as a full
 * disk does): writes answer 503 with Retry-After and append nothing, reads go on, and the same request
 * succeeds once there is room again (the 503 is not remembered under its Idempotency-Key). The
 * read-model store failing: reads answer 503 with Retry-After, a write decided on the log still
 * appends, projections wait instead of stopping, and resume from their checkpoint when it answers.
 */
import { expect } from 'chai';
import { MingoDocumentStore, SqliteEventStore } from '@listings/shared/kernel';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { FOUNDER_INTERVIEWS_COLLECTION } from '@listings/projectors/my-listings';
import { startTestService, type TestService } from './testing/test-service.ts';
import { faultyDocumentStore, fillEventLog, freeEventLog, type FaultyDocumentStore } from './testing/faulty-stores.ts';

const admin = { kind: 'admin' as const, id: 'test' };

async function withQuestion(t: TestService): Promise<string> {
  const content = new SiteContentCommands(t.service.events, t.service.clock);
  const { position } = await content.interviewQuestion(
    { type: 'AddInterviewQuestion', text: 'What are you building?' },
    admin,
    'test',
  );
  await t.service.projections.waitForPosition(position, 5000);
  return (await t.createKey(['account:read', 'listings:write'])).key;
}

const answer = (t: TestService, key: string, text: string, idempotencyKey: string) =>
  t.call('PUT', '/me/interview', {
    key,
    body: { answers: [{ question_id: 1, answer: text }] },
    headers: { 'idempotency-key': idempotencyKey },
  });

describe('store faults', function () {
  this.timeout(30_000);

  describe('the event log is full', () => {
    let t: TestService;
    let events: SqliteEventStore;
    before(async () => {
      events = new SqliteEventStore(':memory:');
      t = await startTestService({}, { stores: { events, documents: new MingoDocumentStore() } });
    });
    after(() => t?.close());

    it('writes answer 503 with Retry-After and append nothing; reads go on; the same request succeeds with room again', async () => {
      const key = await withQuestion(t);
      expect((await answer(t, key, 'A first answer', 'first')).status).to.equal(200);

      fillEventLog(events);
      let refused: Awaited<ReturnType<typeof answer>> | undefined;
      let refusedText = '';
      for (let i = 0; i < 200 && !refused; i++) {
        const text = `Answer number ${i}: ${'we build rockets for everyone. '.repeat(30)}`;
        const head = await events.headPosition();
        const response = await answer(t, key, text, `fill-${i}`);
        if (response.status === 200) continue;
        refused = response;
        refusedText = text;
        // Nothing of the refused write is in the log.
        expect(await events.headPosition()).to.equal(head);
        // …and the service still reads.
        expect((await t.call('GET', '/me', { key })).status).to.equal(200);
        // Room again: the same request (same Idempotency-Key) is done now, once.
        freeEventLog(events);
        const retried = await answer(t, key, text, `fill-${i}`);
        expect(retried.status).to.equal(200);
        expect(await events.headPosition()).to.equal(head + 1);
        expect(retried.body.answers.map((a: { answer: string }) => a.answer)).to.include(refusedText.trim());
      }
      expect(refused, 'the log never filled up').to.not.equal(undefined);
      expect(refused!.status).to.equal(503);
      expect(refused!.body.code).to.equal('service_unavailable');
      expect(refused!.headers.get('retry-after')).to.equal('5');
    });
  });

  describe('the read-model store fails', () => {
    let t: TestService;
    let faulty: FaultyDocumentStore;
    before(async () => {
      faulty = faultyDocumentStore(new MingoDocumentStore());
      t = await startTestService(
        {},
        { stores: { events: new SqliteEventStore(':memory:'), documents: faulty.documents } },
      );
    });
    after(async () => {
      faulty.failing = false;
      await t?.close();
    });

    it('reads answer 503 with Retry-After, writes still append, projections resume from their checkpoint', async () => {
      const key = await withQuestion(t);
      expect((await t.call('GET', '/me', { key })).status).to.equal(200); // the key is known from here on

      faulty.failing = true;
      for (const path of ['/me', '/categories', '/drafts']) {
        const read = await t.call('GET', path, { key });
        expect(read.status, path).to.equal(503);
        expect(read.body.code).to.equal('service_unavailable');
        expect(read.headers.get('retry-after')).to.equal('5');
      }
      // A write decided on the log alone still appends (without an Idempotency-Key: those live in the store).
      const head = await t.service.events.headPosition();
      const written = await t.call('PUT', '/me/interview', {
        key,
        body: { answers: [{ question_id: 1, answer: 'Written while the read models were down' }] },
      });
      expect(written.status).to.equal(200);
      expect(await t.service.events.headPosition()).to.equal(head + 1);
      // The projections tried, were refused, and wait (not stopped).
      const failuresBefore = t.service.projections.storeFailures;
      while (t.service.projections.storeFailures === failuresBefore) await new Promise((r) => setTimeout(r, 20));

      faulty.failing = false;
      expect(await t.service.projections.waitForPosition(head + 1, 15_000)).to.equal(true);
      expect((await t.call('GET', '/me', { key })).status).to.equal(200);
      // The read model has the write made while it was down (its projection resumed, not stopped).
      const interviews = await t.service.documents.collection(FOUNDER_INTERVIEWS_COLLECTION).find({});
      expect(JSON.stringify(interviews)).to.include('Written while the read models were down');
    });
  });
});
