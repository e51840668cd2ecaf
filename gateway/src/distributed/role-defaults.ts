/**
 * Each role's own default port, so the five roles run side by side on one machine without a single
 * setting: the gateway on 8080 (the address users are given) expects the command service on 8081 and
 * the query service on 8082 (COMMAND_SERVICE_URL / QUERY_SERVICE_URL defaults); the projectors' and
 * relay's health servers take 8083 and 8084. Before, every role defaulted to 8080, so the second one
 * started on a machine failed and the gateway's defaults pointed at nothing (issue 35).
 *
 * PORT, when set, wins (compose sets 8080 in every container). PUBLIC_BASE_URL, when unset, stays the
 * gateway's address rather than following a service's own port: links, the OpenAPI server and the
 * OAuth issuer the command and query services hand out must be the one address users reach.
 */
export const ROLE_PORTS = {
  gateway: 8080,
  command: 8081,
  query: 8082,
  projectors: 8083,
  relay: 8084,
} as const;

const isRole = (role: string | undefined): role is keyof typeof ROLE_PORTS =>
  role !== undefined && Object.hasOwn(ROLE_PORTS, role);

/** The role's defaults for what `env` leaves unset (empty counts as unset); `env` itself is not changed. */
export function roleDefaults(role: string | undefined, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (!isRole(role)) return {};
  const defaults: NodeJS.ProcessEnv = {};
  if (!env.PORT) defaults.PORT = String(ROLE_PORTS[role]);
  if (!env.PUBLIC_BASE_URL)
    defaults.PUBLIC_BASE_URL = `http://localhost:${role === 'gateway' ? env.PORT || ROLE_PORTS.gateway : ROLE_PORTS.gateway}`;
  return defaults;
}

/**
 * Fills the role's defaults into `env` (the process's environment in main.ts), so every reader of it,
 * the settings and the features alike, sees the same port and base URL. Returns `env`.
 */
export function applyRoleDefaults(role: string | undefined, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.assign(env, roleDefaults(role, env));
}
