/**
 * The Idempotency-Key store on the in-memory document store, in both its shapes (a store only this
 * process uses, and one shared by instances): one run per key, the answer replayed, and the answers
 * the IETF Idempotency-Key draft gives to a retry while the first request runs (409) and to the same
 * key with another request (422).
 */
import { expect } from 'chai';
import type { Collection, Document, DocumentStore } from '../../kernel/document-store/document-store.ts';
import { MingoDocumentStore } from '../../kernel/document-store/mingo-document-store.ts';
import { ManualClock, systemClock } from '../../kernel/time/clock.ts';
import { Problem } from '../http/problem.ts';
import { DEFAULT_IDEMPOTENCY_OPTIONS, IDEMPOTENCY_COLLECTION, IdempotencyStore } from './idempotency.ts';
import type { OperationResult } from './result.ts';
import { newId } from '../../kernel/es/keyed-writes.ts';

/** The documents, with every write to the idempotency records counted by kind. */
function counted(documents: DocumentStore) {
  const writes: string[] = [];
  const watch = <T extends object>(target: T, wrap: (name: string, value: Function) => Function | undefined): T =>
    new Proxy(target, {
      get(object, name) {
        const value = Reflect.get(object, name, object) as unknown;
        if (typeof value !== 'function') return value;
        return wrap(String(name), value) ?? value.bind(object);
      },
    });
  const spy = watch(documents, (name, value) =>
    name === 'collection'
      ? (collection: string) => {
          const found = value.call(documents, collection) as Collection<Document>;
          if (collection !== IDEMPOTENCY_COLLECTION) return found;
          return watch(found, (method, write) =>
            ['insertOne', 'updateOne', 'replaceOne', 'deleteOne'].includes(method)
              ? (...args: unknown[]) => {
                  writes.push(method);
                  return write.apply(found, args);
                }
              : undefined,
          );
        }
      : undefined,
  );
  return { documents: spy, writes };
}

const request = (input: unknown = { n: 1 }) => ({ accountId: 'acc-1', key: 'key-1', operationId: 'op', input });

for (const processLocal of [true, false]) {
  describe(`Idempotency-Key records (${processLocal ? 'a store only this process uses' : 'a store shared by instances'})`, () => {
    let documents: MingoDocumentStore;
    const open = (store: DocumentStore = documents) =>
      new IdempotencyStore(store, systemClock, { ...DEFAULT_IDEMPOTENCY_OPTIONS, processLocal });

    beforeEach(() => {
      documents = new MingoDocumentStore();
    });

    it('runs racing requests with one key once; the others are told 409, and a later retry gets its answer', async () => {
      const store = open();
      let runs = 0;
      const execute = async (): Promise<OperationResult> => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { status: 201, body: { run: runs } };
      };
      const answers = await Promise.allSettled(Array.from({ length: 5 }, () => store.run(request(), execute)));
      expect(runs).to.equal(1);
      expect(answers.filter((answer) => answer.status === 'fulfilled')).to.have.length(1);
      for (const answer of answers.filter((a) => a.status === 'rejected'))
        expect(answer.reason)
          .to.be.instanceOf(Problem)
          .and.include({ status: 409, code: 'idempotency_request_in_progress' });
      const retry = await store.run(request(), execute);
      expect(runs).to.equal(1);
      expect(retry.body).to.deep.equal({ run: 1 });
      expect(retry.headers?.['Idempotent-Replayed']).to.equal('true');
    });

    it('refuses the key with another request, also while the first runs', async () => {
      const store = open();
      let finish!: () => void;
      const first = store.run(
        request(),
        () => new Promise((resolve) => (finish = () => resolve({ status: 200, body: {} }))),
      );
      const error = await store
        .run(request({ n: 2 }), async () => ({ status: 200, body: {} }))
        .catch((e: unknown) => e);
      expect(error).to.be.instanceOf(Problem).and.include({ status: 422, code: 'idempotency_key_reused' });
      finish();
      await first;
      const again = await store
        .run(request({ n: 2 }), async () => ({ status: 200, body: {} }))
        .catch((e: unknown) => e);
      expect(again).to.be.instanceOf(Problem).and.include({ code: 'idempotency_key_reused' });
    });

    it('takes the same body with its fields in another order for the same request, and anything else for another', async () => {
      const store = open();
      const body = { answers: [{ question_id: 1, answer: 'A' }, null], note: 'x', nested: { b: [1, 'two'], a: true } };
      const reordered = {
        nested: { a: true, b: [1, 'two'] },
        note: 'x',
        answers: [{ answer: 'A', question_id: 1 }, null],
      };
      await store.run(request(body), async () => ({ status: 200, body: { first: true } }));
      const replay = await store.run(request(reordered), async () => ({ status: 200, body: { first: false } }));
      expect(replay.body).to.deep.equal({ first: true });
      for (const other of [
        { ...body, answers: [null, { question_id: 1, answer: 'A' }] }, // array order counts
        { ...body, note: 'y' },
        { ...body, nested: { a: 'true', b: [1, 'two'] } },
        { ...body, extra: null },
      ]) {
        const error = await store.run(request(other), async () => ({ status: 200, body: {} })).catch((e: unknown) => e);
        expect(error).to.be.instanceOf(Problem).and.include({ code: 'idempotency_key_reused' });
      }
    });

    it('stores no answer for a server error or a failure: a retry runs again', async () => {
      const store = open();
      let runs = 0;
      await store.run(request(), async () => ({ status: 503, body: { run: ++runs } }));
      await store
        .run(request(), async () => {
          runs++;
          throw new Error('boom');
        })
        .catch(() => undefined);
      const answer = await store.run(request(), async () => ({ status: 200, body: { run: ++runs } }));
      expect(answer.body).to.deep.equal({ run: 3 });
      expect(await documents.collection(IDEMPOTENCY_COLLECTION).countDocuments({})).to.equal(1);
    });

    it('writes a claim first (with the nonce the request ids derive from), then the answer', async () => {
      const { documents: spied, writes } = counted(documents);
      const store = open(spied);
      let seenWhileRunning: unknown;
      await store.run(request(), async () => {
        seenWhileRunning = await documents.collection(IDEMPOTENCY_COLLECTION).findOne({});
        return { status: 200, body: {} };
      });
      expect(writes).to.deep.equal(['insertOne', 'replaceOne']);
      expect(seenWhileRunning).to.include({ state: 'in_progress' }).and.have.property('nonce').that.is.a('string');
      expect(await documents.collection(IDEMPOTENCY_COLLECTION).findOne({})).to.include({ state: 'done' });
    });

    it('a request cut off (its process gone) is taken over with its nonce: the retry derives the same ids', async () => {
      const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
      const options = { ...DEFAULT_IDEMPOTENCY_OPTIONS, processLocal };
      const ids = async (store: IdempotencyStore) => {
        let made: string[] = [];
        await store.run(request(), async () => {
          made = [newId(), newId()];
          return { status: 201, body: {} };
        });
        return made;
      };
      // The first process dies while the request runs: its record stays in progress.
      let first: string[] = [];
      void new IdempotencyStore(documents, clock, options).run(request(), async () => {
        first = [newId(), newId()];
        return new Promise<OperationResult>(() => undefined);
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      const restarted = new IdempotencyStore(documents, clock, options);
      if (!processLocal) {
        // Another instance may still be running it until its lock lapses.
        const early = await ids(restarted).catch((e: unknown) => e);
        expect(early).to.be.instanceOf(Problem).and.include({ status: 409 });
        clock.advance(options.lockMs + 1);
      }
      expect(await ids(restarted)).to.deep.equal(first);
    });

    it('after the record expires, the same key and request are a new request: new ids, nothing replayed', async () => {
      const clock = new ManualClock(new Date('2026-03-02T09:00:00Z'));
      const store = new IdempotencyStore(documents, clock, { ...DEFAULT_IDEMPOTENCY_OPTIONS, processLocal });
      const made: string[] = [];
      const execute = async (): Promise<OperationResult> => {
        made.push(newId());
        return { status: 201, body: { run: made.length } };
      };
      expect((await store.run(request(), execute)).body).to.deep.equal({ run: 1 });
      expect((await store.run(request(), execute)).headers?.['Idempotent-Replayed']).to.equal('true');
      clock.advance(DEFAULT_IDEMPOTENCY_OPTIONS.ttlMs + 1);
      expect((await store.run(request(), execute)).body).to.deep.equal({ run: 2 });
      expect(made).to.have.length(2);
      expect(made[1]).to.not.equal(made[0]);
    });

    if (!processLocal)
      it('tells another instance a request is in progress (409), then replays its answer', async () => {
        const [here, there] = [open(), open()];
        let finish!: () => void;
        const first = here.run(
          request(),
          () => new Promise((resolve) => (finish = () => resolve({ status: 200, body: { here: true } }))),
        );
        await new Promise((resolve) => setTimeout(resolve, 10));
        let ranThere = false;
        const runThere = () =>
          there.run(request(), async () => {
            ranThere = true;
            return { status: 200, body: {} };
          });
        const early = await runThere().catch((e: unknown) => e);
        expect(early).to.be.instanceOf(Problem).and.include({ status: 409, code: 'idempotency_request_in_progress' });
        finish();
        const later = await runThere();
        expect(later.body).to.deep.equal((await first).body);
        expect(ranThere).to.equal(false);
      });
  });
}

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
