/**
 * Read-your-writes over HTTP in distributed mode, without any handler knowing:
 *
 * - every append a request makes is recorded (AsyncLocalStorage follows the request through its
 *   awaits), and a response to a request that appended carries `X-Read-Position: <position>`: the
 *   global position of its last event;
 * - a GET or HEAD carrying `X-Read-Position` waits (at most READ_YOUR_WRITES_TIMEOUT_MS) until the
 *   projectors have applied that position on every partition, then is answered. The answer says
 *   whether it was reached: `X-Read-Position-Reached: true|false` (false: answered at the timeout, maybe stale).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { EventStore, ReadPosition } from '@listings/shared/kernel';

export const READ_POSITION_HEADER = 'X-Read-Position';

const writes = new AsyncLocalStorage<{ position: number }>();

/** The event store, recording the position of each append made while handling a request. */
export const trackWrites = (events: EventStore): EventStore =>
  new Proxy(events, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (property !== 'appendToStream' || typeof value !== 'function')
        return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: Parameters<EventStore['appendToStream']>) => {
        const result = await target.appendToStream(...args);
        const current = writes.getStore();
        if (current && result.position > current.position) current.position = result.position;
        return result;
      };
    },
  });

export interface ReadYourWritesOptions {
  readSide: ReadPosition;
  timeoutMs: number;
  /** Runs after a successful wait, before the read is answered (the query service empties a stale cache). */
  afterWait?: () => Promise<void>;
}

export const readYourWrites =
  (options: ReadYourWritesOptions) =>
  (next: RequestListener): RequestListener =>
  (req: IncomingMessage, res: ServerResponse) => {
    const store = { position: 0 };
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (store.position > 0 && !this.headersSent) this.setHeader(READ_POSITION_HEADER, String(store.position));
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    const wanted = Number(req.headers[READ_POSITION_HEADER.toLowerCase()]);
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (!reading || !Number.isSafeInteger(wanted) || wanted <= 0) return void writes.run(store, () => next(req, res));
    void options.readSide
      .waitForPosition(wanted, options.timeoutMs)
      .then(async (reached) => {
        res.setHeader('X-Read-Position-Reached', String(reached));
        if (reached) await options.afterWait?.();
      })
      .catch(() => res.setHeader('X-Read-Position-Reached', 'false'))
      .then(() => writes.run(store, () => next(req, res)));
  };
