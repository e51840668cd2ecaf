/**
 * Records pending orders whose checkout link has run out (payable_until passed) as expired. It reads
 * which are due from the read side, but each ExpireOrder is decided on the order's own stream (the
 * decider checks the time and the status again), so a stale read, a restart or a second instance
 * never expires an order twice, nor one that was paid meanwhile.
 */
import { IntervalJob, type Logger, type Clock } from '@listings/shared/kernel';
import type { OrderCommands } from './order-commands.ts';

export function orderExpiryJob(deps: {
  orders: OrderCommands;
  clock: Clock;
  logger: Logger;
  /** Numbers of pending orders whose link ran out before `now` (ISO). */
  due(now: string): Promise<string[]>;
}): IntervalJob<number> {
  const actor = { kind: 'system' as const, id: 'order-expiry' };
  return new IntervalJob(
    'order expiry',
    async () => {
      const now = deps.clock.now().toISOString();
      let expired = 0;
      for (const number of await deps.due(now)) {
        const { events } = await deps.orders.decide(
          number,
          { type: 'ExpireOrder', now },
          actor,
          'checkout-link-expired',
        );
        expired += events.length;
      }
      return expired;
    },
    deps.logger,
  );
}
