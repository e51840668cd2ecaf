/**
 * 3. idempotency-crash: Idempotency-Key holds across kill -9. Each round, on an instance of its own
 * (own data folder), a new account sends a burst of submit_listing requests, each with its own key,
 * a few at a time; the service is SIGKILLed in the middle of the burst, started again on the same data
 * folder, and every request is sent again with its key. Then:
 *
 * - every retry answers 201 (the replay of the first answer, or the request run for the first time);
 * - a request acknowledged before the kill gets the same draft id on its retry;
 * - the account has exactly as many drafts as there were keys (list_my_drafts, every page), and they
 *   are the drafts the retries named: no key made two drafts, no acknowledged draft was lost.
 */
import { Tally, type GroupResult } from '../checks.ts';
import { api, sleep, type ApiAnswer } from '../client.ts';
import { until, type ProbeContext } from '../context.ts';

const REQUESTS = 300;
/** Requests in flight at once: each one in flight at the kill may be cut between its events and its key's record. */
const CONCURRENCY = 6;
/** Acknowledged answers after which each round kills the service. */
const KILL_AFTER = [90, 170];

interface Attempt {
  key: string;
  body: { url: string };
  firstStatus: number | null;
  firstId: string | null;
}

/** Runs `work` over the items, `concurrency` at a time, stopping early when `stop()` says so. */
async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>, stop = () => false) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length && !stop()) await work(items[next++]!);
    }),
  );
}

export async function idempotencyCrash(ctx: ProbeContext): Promise<GroupResult> {
  const tally = new Tally('idempotency-crash');
  const service = await ctx.newInstance('crash');
  try {
    for (const [round, killAfter] of KILL_AFTER.entries()) {
      const email = `crash-round-${round + 1}@probe.test`;
      const key = await service.operatorKey(email, ['account:read', 'listings:write']);
      const base = service.base;
      const attempts: Attempt[] = Array.from({ length: REQUESTS }, (_, i) => ({
        key: `probe-crash-${round + 1}-${i}`,
        body: { url: `https://crash-${round + 1}-${i}.test/` },
        firstStatus: null,
        firstId: null,
      }));

      // The burst, killed in the middle.
      let acknowledged = 0;
      let killed = false;
      const kill = async () => {
        if (killed) return;
        killed = true;
        await service.crash();
      };
      await pool(
        attempts,
        CONCURRENCY,
        async (attempt) => {
          const answer = await api(base, 'POST', '/drafts', {
            key,
            body: attempt.body,
            headers: { 'idempotency-key': attempt.key },
          }).catch(() => null);
          if (!answer) return; // cut off by the kill: no answer
          attempt.firstStatus = answer.status;
          if (answer.status === 201) {
            attempt.firstId = answer.body?.id ?? null;
            if (++acknowledged >= killAfter) await kill();
          } else if (!killed)
            tally.fail(`round ${round + 1}: ${attempt.key} answered ${answer.status} before the kill`);
        },
        () => killed,
      );
      if (!killed) {
        tally.fail(`round ${round + 1}: the burst ended before ${killAfter} acknowledgements`);
        await kill();
      }
      tally.check(!service.running, `round ${round + 1}: the service survived SIGKILL`);

      // Started again on the same data folder; every request sent again with its key.
      service.start();
      await service.waitReady(60_000);
      const retried = new Map<string, string>();
      await pool(attempts, CONCURRENCY, async (attempt) => {
        let answer: ApiAnswer | null = null;
        for (let tries = 0; tries < 3 && !answer; tries++) {
          answer = await api(base, 'POST', '/drafts', {
            key,
            body: attempt.body,
            headers: { 'idempotency-key': attempt.key },
          }).catch(() => null);
          if (!answer) await sleep(300);
        }
        const label = `round ${round + 1}: retry of ${attempt.key}${attempt.firstId ? ' (acknowledged)' : attempt.firstStatus === null ? ' (cut off)' : ''}`;
        if (!tally.check(answer?.status === 201, `${label} answered ${answer?.status ?? 'nothing'}`)) return;
        const id: string = answer!.body?.id;
        retried.set(attempt.key, id);
        if (attempt.firstId) tally.check(id === attempt.firstId, `${label} names draft ${id}, not ${attempt.firstId}`);
      });

      // The account's drafts: one per key, the ones the retries named.
      const retryIds = new Set(retried.values());
      tally.check(retryIds.size === retried.size, `round ${round + 1}: two keys answered the same draft id`);
      const listed = await until(`round ${round + 1}: list_my_drafts to settle`, 20_000, async () => {
        const ids: string[] = [];
        let total = 0;
        for (let page = 1; page <= Math.ceil(REQUESTS / 100) + 2; page++) {
          const answer = await api(base, 'GET', `/drafts?page=${page}&per_page=100`, { key });
          if (answer.status !== 200) throw new Error(`list_my_drafts answered ${answer.status}`);
          total = answer.body.total;
          ids.push(...answer.body.items.map((item: { id: string }) => item.id));
          if (answer.body.items.length < 100) break;
        }
        // The read model may still be catching up after the restart: wait until it holds every key's draft.
        return total >= REQUESTS && ids.length === total ? { ids, total } : undefined;
      }).catch((error: Error) => {
        tally.fail(error.message);
        return null;
      });
      if (listed) {
        tally.check(
          listed.total === REQUESTS,
          `round ${round + 1}: the account has ${listed.total} drafts for ${REQUESTS} Idempotency-Keys`,
        );
        const extra = listed.ids.filter((id) => !retryIds.has(id));
        tally.check(extra.length === 0, `round ${round + 1}: ${extra.length} drafts no retry named (a key made two)`);
        const listedIds = new Set(listed.ids);
        const lost = [...retryIds].filter((id) => !listedIds.has(id));
        tally.check(lost.length === 0, `round ${round + 1}: ${lost.length} retried drafts not listed`);
      }
      const cutOff = attempts.filter((a) => a.firstStatus === null).length;
      console.log(
        `  idempotency-crash round ${round + 1}: killed after ${acknowledged} acknowledged, ${cutOff} unanswered (cut off or never sent), ${retried.size} retried`,
      );
    }
  } finally {
    await service.stop();
  }
  return tally.result();
}
