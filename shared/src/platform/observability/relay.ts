/**
 * The relay's own metrics (distributed mode), read from the relay at each scrape, labelled by topic:
 *
 *   listings_relay_lag                    events in the log after the last one published (head − position)
 *   listings_relay_position               position of the last event published and checkpointed
 *   listings_relay_publish_errors_total   pages that failed to publish (each is tried again)
 *   listings_relay_lease_held             1 on the relay that holds the lease (the one publishing), 0 on a standby
 *
 * A standby reports the stored checkpoint as its position, so lag can be read from any relay; alert on
 * `sum(listings_relay_lease_held) != 1` and on a lag that keeps growing.
 */
import { Counter, Gauge } from 'prom-client';
import { METRICS_PREFIX } from './metrics.ts';
import { processWide } from './process-wide.ts';

/** What a relay tells its metrics (KafkaRelay.status() and the event store's head). */
export interface WatchedRelay {
  topic: string;
  status(): { leaseHeld: boolean; position: number; publishErrors: number };
  headPosition(): Promise<number>;
}

const relays = processWide('relaysWatched', () => new Set<WatchedRelay>());

/** Sets one value per watched relay at collection time (the metric is reset first: a stopped relay leaves). */
const collected = (value: (relay: WatchedRelay) => number | Promise<number>) =>
  async function (this: Gauge<'topic'> | Counter<'topic'>) {
    this.reset();
    for (const relay of relays) {
      try {
        const labels = { topic: relay.topic };
        const current = await value(relay);
        if (this instanceof Gauge) this.set(labels, current);
        else this.inc(labels, current);
      } catch {
        // The event store is unreachable: no series this scrape (readiness says so).
      }
    }
  };

processWide(
  'relayLag',
  () =>
    new Gauge({
      name: `${METRICS_PREFIX}relay_lag`,
      help: "Events in the event store's log after the last one the relay published (distributed mode)",
      labelNames: ['topic'] as const,
      collect: collected(async (relay) => Math.max(0, (await relay.headPosition()) - relay.status().position)),
    }),
);

processWide(
  'relayPosition',
  () =>
    new Gauge({
      name: `${METRICS_PREFIX}relay_position`,
      help: 'Position of the last event the relay published and checkpointed',
      labelNames: ['topic'] as const,
      collect: collected((relay) => relay.status().position),
    }),
);

processWide(
  'relayPublishErrors',
  () =>
    new Counter({
      name: `${METRICS_PREFIX}relay_publish_errors_total`,
      help: 'Pages of events the relay failed to publish (each is tried again)',
      labelNames: ['topic'] as const,
      collect: collected((relay) => relay.status().publishErrors),
    }),
);

processWide(
  'relayLeaseHeld',
  () =>
    new Gauge({
      name: `${METRICS_PREFIX}relay_lease_held`,
      help: 'Whether this relay holds the lease and publishes (1) or stands by (0)',
      labelNames: ['topic'] as const,
      collect: collected((relay) => (relay.status().leaseHeld ? 1 : 0)),
    }),
);

/** Reports the relay's metrics at every scrape; the returned function stops it. */
export function watchRelay(relay: WatchedRelay): () => void {
  relays.add(relay);
  return () => void relays.delete(relay);
}
