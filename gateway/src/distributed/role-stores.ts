/**
 * Which stores a role of distributed mode may run on, decided before it opens anything. A role that
 * takes a share of the Kafka log (projectors, the command service's reactors) or serves what other
 * processes write (command, query, relay) must see the same stores as every other process. A store
 * that lives in this process's own files (the SQLite event log, the embedded document store in
 * DATA_DIR) is invisible to the others: a projectors instance left on it joins the Kafka group, takes
 * partitions, and the events it applies never reach the read models the query services read (issue 35:
 * 30 of 30 events lost, every /ready 200). So such a role refuses to start, naming the settings.
 *
 * The escape hatch ALLOW_LOCAL_STORES_WITH_KAFKA exists for tests on one machine, where several
 * processes share one SQLite event log file (SQLite allows it) and each embedded document store is
 * used by one process only.
 */
import { parseSettings } from '@listings/shared/config';

export type Role = 'command' | 'query' | 'projectors' | 'relay' | 'gateway';

/** Stores every process of the deployment can reach, and where each is addressed. */
export const SHARED_EVENT_STORES: Readonly<Record<string, string>> = { esdb: 'ESDB_URL', postgres: 'POSTGRES_URL' };
export const SHARED_DOCUMENT_STORES: Readonly<Record<string, string>> = {
  mongo: 'MONGO_URL',
  postgres: 'POSTGRES_URL',
};

export interface RoleStoresInput {
  role: string;
  eventBus: string;
  eventStore: string;
  documentStore: string;
  /** ALLOW_LOCAL_STORES_WITH_KAFKA: tests on one machine only. */
  allowLocalStores: boolean;
}

const choices = (stores: Readonly<Record<string, string>>, variable: string) =>
  Object.entries(stores)
    .map(([name, address]) => `${variable}=${name} (${address})`)
    .join(' or ');

/** The roles that run on Kafka and the stores they open (the gateway opens none). */
const USES: Partial<Record<string, { events: boolean; documents: boolean }>> = {
  command: { events: true, documents: true },
  query: { events: true, documents: true },
  // The projectors read the log's head for their readiness (projection lag), besides the read models.
  projectors: { events: true, documents: true },
  relay: { events: true, documents: true },
};

/**
 * Why this role must not start with these settings (one line per problem), or null when it may.
 * Pure: the settings in, the verdict out.
 */
export function roleStoresProblem(input: RoleStoresInput): string | null {
  const uses = USES[input.role];
  if (!uses) return null;
  const problems: string[] = [];
  if (input.eventBus !== 'kafka')
    problems.push(
      `EVENT_BUS=${input.eventBus}: the ${input.role} role runs in distributed mode, where the log reaches it through Kafka: set EVENT_BUS=kafka (npm start runs everything in one process).`,
    );
  else if (!input.allowLocalStores) {
    if (uses.documents && !(input.documentStore in SHARED_DOCUMENT_STORES))
      problems.push(
        `DOCUMENT_STORE=${input.documentStore} keeps the read models in this process's own file (DATA_DIR), while EVENT_BUS=kafka shares the work with other processes: ` +
          (input.role === 'projectors'
            ? 'the events this instance takes from its partitions would never reach the read models the query services read. '
            : 'this process would not see what the others write, nor they what it writes. ') +
          `Set ${choices(SHARED_DOCUMENT_STORES, 'DOCUMENT_STORE')}, as on every other role.`,
      );
    if (uses.events && !(input.eventStore in SHARED_EVENT_STORES))
      problems.push(
        `EVENT_STORE=${input.eventStore} is a log in this machine's own file (DATA_DIR/events.db), while EVENT_BUS=kafka runs the roles as separate processes, possibly on other machines: ` +
          `set ${choices(SHARED_EVENT_STORES, 'EVENT_STORE')}, as on every other role.`,
      );
  }
  if (problems.length === 0) return null;
  const hatch =
    input.eventBus === 'kafka'
      ? '\n  (Tests on one machine only: ALLOW_LOCAL_STORES_WITH_KAFKA=on lets processes share local store files.)'
      : '';
  return `The ${input.role} role refuses to start:\n${problems.map((problem) => `  ${problem}`).join('\n')}${hatch}`;
}

/** For main.ts: the verdict on the environment; a refusal is printed on stderr and exits with code 2. */
export function refuseMismatchedRoleOrExit(role: string | undefined, env: NodeJS.ProcessEnv): void {
  if (!role) return;
  const settings = parseSettings(env);
  const problem = roleStoresProblem({
    role,
    eventBus: settings.EVENT_BUS,
    eventStore: settings.EVENT_STORE,
    documentStore: settings.DOCUMENT_STORE,
    allowLocalStores: settings.ALLOW_LOCAL_STORES_WITH_KAFKA,
  });
  if (!problem) return;
  process.stderr.write(`${problem}\n`);
  process.exit(2);
}
