/**
 * The rule that keeps a distributed role off stores the other processes cannot see, as a table: each
 * row a role and its settings, and whether it may start (and, when not, what the message names).
 */
import { expect } from 'chai';
import { roleStoresProblem, type RoleStoresInput } from './role-stores.ts';

type Row = [string, Partial<RoleStoresInput>, 'starts' | string[]];

const shared = { eventBus: 'kafka', eventStore: 'esdb', documentStore: 'mongo', allowLocalStores: false };

const rows: Row[] = [
  // Every role on the shared engines starts.
  ['command', {}, 'starts'],
  ['query', {}, 'starts'],
  ['projectors', {}, 'starts'],
  ['relay', {}, 'starts'],
  ['gateway', {}, 'starts'],
  // PostgreSQL for the log, the read models or both: shared by every process, as the other engines.
  ['projectors', { eventStore: 'postgres', documentStore: 'postgres' }, 'starts'],
  ['command', { eventStore: 'postgres', documentStore: 'mongo' }, 'starts'],
  ['relay', { eventStore: 'esdb', documentStore: 'postgres' }, 'starts'],
  [
    'query',
    { eventStore: 'postgres', documentStore: 'mingo' },
    ['DOCUMENT_STORE=mingo', 'DOCUMENT_STORE=postgres (POSTGRES_URL)'],
  ],
  [
    'relay',
    { eventStore: 'sqlite', documentStore: 'postgres' },
    ['EVENT_STORE=sqlite', 'EVENT_STORE=postgres (POSTGRES_URL)'],
  ],
  // The gateway opens no store: whatever the store settings say, it starts.
  ['gateway', { eventBus: 'inprocess', eventStore: 'sqlite', documentStore: 'mingo' }, 'starts'],
  // Issue 35's loss: a projectors instance left on the embedded document store while the bus is Kafka.
  [
    'projectors',
    { documentStore: 'mingo' },
    ['DOCUMENT_STORE=mingo', 'DOCUMENT_STORE=mongo (MONGO_URL)', 'never reach'],
  ],
  ['projectors', { eventStore: 'sqlite' }, ['EVENT_STORE=sqlite', 'EVENT_STORE=esdb (ESDB_URL)']],
  [
    'projectors',
    { eventStore: 'sqlite', documentStore: 'mingo' },
    ['DOCUMENT_STORE=mingo', 'EVENT_STORE=sqlite', 'ALLOW_LOCAL_STORES_WITH_KAFKA=on'],
  ],
  ['relay', { documentStore: 'mingo' }, ['DOCUMENT_STORE=mingo']],
  ['relay', { eventStore: 'sqlite' }, ['EVENT_STORE=sqlite']],
  ['command', { documentStore: 'mingo' }, ['DOCUMENT_STORE=mingo', 'would not see']],
  ['query', { eventStore: 'sqlite', documentStore: 'mingo' }, ['EVENT_STORE=sqlite', 'DOCUMENT_STORE=mingo']],
  // The roles that run on Kafka refuse another bus (the projectors and relay used to start regardless).
  ['projectors', { eventBus: 'inprocess' }, ['EVENT_BUS=inprocess', 'set EVENT_BUS=kafka']],
  ['relay', { eventBus: 'inprocess' }, ['EVENT_BUS=inprocess']],
  ['command', { eventBus: 'inprocess', documentStore: 'mingo' }, ['EVENT_BUS=inprocess', 'npm start']],
  ['query', { eventBus: 'inprocess' }, ['EVENT_BUS=inprocess']],
  // The escape hatch for tests on one machine: local files, shared by the processes there.
  ['projectors', { eventStore: 'sqlite', documentStore: 'mingo', allowLocalStores: true }, 'starts'],
  ['command', { eventStore: 'sqlite', documentStore: 'mingo', allowLocalStores: true }, 'starts'],
  // ... which never lifts the bus rule.
  ['projectors', { eventBus: 'inprocess', allowLocalStores: true }, ['EVENT_BUS=inprocess']],
  // Not a role (main.ts prints its usage).
  ['nonsense', { documentStore: 'mingo' }, 'starts'],
];

describe('roleStoresProblem: which stores a distributed role may start on', () => {
  for (const [role, settings, expected] of rows) {
    const input = { ...shared, ...settings, role };
    const label = `${role} ${JSON.stringify(settings)}`;
    it(`${label} → ${expected === 'starts' ? 'starts' : 'refuses'}`, () => {
      const problem = roleStoresProblem(input);
      if (expected === 'starts') return void expect(problem, label).to.equal(null);
      expect(problem, label).to.be.a('string');
      expect(problem).to.match(new RegExp(`^The ${role} role refuses to start:`));
      for (const part of expected) expect(problem).to.include(part);
    });
  }

  it('names only what is wrong: a bus problem does not also blame the stores', () => {
    const problem = roleStoresProblem({ ...shared, role: 'query', eventBus: 'inprocess', documentStore: 'mingo' })!;
    expect(problem).to.include('EVENT_BUS=inprocess');
    expect(problem).to.not.include('DOCUMENT_STORE');
    expect(problem).to.not.include('ALLOW_LOCAL_STORES_WITH_KAFKA');
  });
});
