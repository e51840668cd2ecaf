import { expect } from 'chai';
import type { Collection, Document, DocumentStore } from '../../kernel/document-store/document-store.ts';
import { MingoDocumentStore } from '../../kernel/document-store/mingo-document-store.ts';
import { systemClock } from '../../kernel/time/clock.ts';
import { Problem } from '../http/problem.ts';
import { DEFAULT_IDEMPOTENCY_OPTIONS, IDEMPOTENCY_COLLECTION, IdempotencyStore } from './idempotency.ts';
import type { OperationResult } from './result.ts';

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
      new IdempotencyStore(store, systemClock, { ...DEFAULT_IDEMPOTENCY_OPTIONS, waitMs: 2_000, processLocal });

    beforeEach(() => {
      documents = new MingoDocumentStore();
    });

    it('runs racing requests with one key once; the others get its answer', async () => {
      const store = open();
      let runs = 0;
      const execute = async (): Promise<OperationResult> => {
        runs++;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { status: 201, body: { run: runs } };
      };
      const answers = await Promise.all(Array.from({ length: 5 }, () => store.run(request(), execute)));
      expect(runs).to.equal(1);
      expect(answers.map((answer) => answer.body)).to.deep.equal(Array(5).fill({ run: 1 }));
      expect(answers.filter((answer) => answer.headers?.['Idempotent-Replayed'] === 'true')).to.have.length(4);
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
      expect(error).to.be.instanceOf(Problem).and.include({ status: 400, code: 'idempotency_key_reused' });
      finish();
      await first;
      const again = await store
        .run(request({ n: 2 }), async () => ({ status: 200, body: {} }))
        .catch((e: unknown) => e);
      expect(again).to.be.instanceOf(Problem).and.include({ code: 'idempotency_key_reused' });
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

    it(processLocal ? 'writes the record once, with its answer' : 'writes a claim first, then the answer', async () => {
      const { documents: spied, writes } = counted(documents);
      const store = open(spied);
      let seenWhileRunning: unknown;
      await store.run(request(), async () => {
        seenWhileRunning = await documents.collection(IDEMPOTENCY_COLLECTION).findOne({});
        return { status: 200, body: {} };
      });
      if (processLocal) {
        expect(writes).to.deep.equal(['replaceOne']);
        expect(seenWhileRunning).to.equal(null);
      } else {
        expect(writes).to.deep.equal(['insertOne', 'replaceOne']);
        expect(seenWhileRunning).to.include({ state: 'in_progress' });
      }
      expect(await documents.collection(IDEMPOTENCY_COLLECTION).findOne({})).to.include({ state: 'done' });
    });

    if (!processLocal)
      it('makes another instance wait for a request in progress, then replay its answer', async () => {
        const [here, there] = [open(), open()];
        let finish!: () => void;
        const first = here.run(
          request(),
          () => new Promise((resolve) => (finish = () => resolve({ status: 200, body: { here: true } }))),
        );
        await new Promise((resolve) => setTimeout(resolve, 10));
        let ranThere = false;
        const second = there.run(request(), async () => {
          ranThere = true;
          return { status: 200, body: {} };
        });
        await new Promise((resolve) => setTimeout(resolve, 60));
        finish();
        expect((await second).body).to.deep.equal((await first).body);
        expect(ranThere).to.equal(false);
      });
  });
}
