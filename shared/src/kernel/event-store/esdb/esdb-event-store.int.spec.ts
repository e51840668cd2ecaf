/**
 * The EventStore contract, unchanged, against a real EventStoreDB started by testcontainers. Without
 * a container engine the suite is skipped and says why.
 */
import type { StartedTestContainer } from 'testcontainers';
import { eventStoreContract } from '../event-store.contract.ts';
import { containerRuntimeUnavailable } from './container-runtime.ts';
import { EsdbEventStore } from './esdb-event-store.ts';

export const ESDB_IMAGE = process.env.ESDB_IMAGE ?? 'eventstore/eventstore:24.10';

describe('EventStoreDB (testcontainers)', function () {
  this.timeout(180_000);
  let container: StartedTestContainer | undefined;
  let url: string;

  before(async function () {
    const reason = await containerRuntimeUnavailable();
    if (reason) {
      console.log(`    [skipped] EventStoreDB contract suite: ${reason}`);
      this.skip();
    }
    const { GenericContainer, Wait } = await import('testcontainers');
    container = await new GenericContainer(ESDB_IMAGE)
      .withEnvironment({ EVENTSTORE_INSECURE: 'true', EVENTSTORE_MEM_DB: 'true', EVENTSTORE_RUN_PROJECTIONS: 'None' })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
      .start();
    url = `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`;
  });

  after(async () => {
    await container?.stop();
  });

  eventStoreContract('EsdbEventStore on EventStoreDB', async () => ({ store: EsdbEventStore.connect(url) }));
});
