/**
 * Several service instances on one set of stores in one test process, as command instances share the
 * stores in distributed mode (here the embedded stores): limits, caches and records the instances must
 * agree on are tested by alternating between them. `shared` hands each instance the same store with
 * close() left to the test, which closes the stores once, after every instance.
 */
import type { ReadPosition } from '@listings/shared/kernel';
import type { ServiceConfig } from '@listings/shared/config';
import { openEmbeddedStores, type EmbeddedStores, type ServiceOptions } from '../service.ts';
import { startTestService, type TestService } from './test-service.ts';

export const shared = <T extends object>(target: T): T =>
  new Proxy(target, {
    get: (object, property) => {
      if (property === 'close') return async () => {};
      const value = Reflect.get(object, property, object) as unknown;
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });

export interface InstancesOnOneStore {
  instances: TestService[];
  stores: EmbeddedStores;
  close(): Promise<void>;
}

/**
 * `count` command instances on one store (no projections of their own: distributed mode's projectors
 * run those): `options.stores` (closed with the group), else in-memory embedded stores.
 */
export async function startInstancesOnOneStore(
  count: number,
  overrides: Partial<ServiceConfig> = {},
  options: ServiceOptions = {},
): Promise<InstancesOnOneStore> {
  const stores = options.stores ?? openEmbeddedStores(':memory:');
  const both = { events: shared(stores.events), documents: shared(stores.documents) };
  const readPosition: ReadPosition = { position: async () => 0, waitForPosition: async () => true };
  const instances: TestService[] = [];
  for (let i = 0; i < count; i++)
    instances.push(
      await startTestService(overrides, { ...options, stores: both, distributed: { role: 'command', readPosition } }),
    );
  return {
    instances,
    stores,
    async close() {
      for (const instance of instances) await instance.close();
      await stores.events.close();
      await stores.documents.close();
    },
  };
}
