/**
 * DNS TXT lookups (claims by DNS record). A port, so tests can inject answers; the real adapter is
 * node:dns's Resolver, with configurable servers (CLAIM_DNS_SERVERS, e.g. "1.1.1.1,8.8.8.8:53"), so a
 * record just published can be checked against an authoritative or public resolver rather than a
 * caching system resolver. A name with no TXT records answers [] (not an error).
 */
import dns from 'node:dns';

export interface TxtResolver {
  /** The TXT records of `name`, each record's strings joined; [] when the name has none or does not exist. */
  resolveTxt(name: string): Promise<string[]>;
}

export class DnsLookupError extends Error {
  override readonly name = 'DnsLookupError';
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

const EMPTY_ANSWERS = new Set(['ENODATA', 'ENOTFOUND']);

export function nodeTxtResolver(
  options: { servers?: readonly string[]; timeoutMs?: number; tries?: number } = {},
): TxtResolver {
  const resolver = new dns.promises.Resolver({ timeout: options.timeoutMs ?? 3000, tries: options.tries ?? 2 });
  if (options.servers?.length) resolver.setServers([...options.servers]);
  return {
    async resolveTxt(name) {
      try {
        return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
        if (EMPTY_ANSWERS.has(code)) return [];
        throw new DnsLookupError(code, `DNS lookup of ${name} failed (${code}).`);
      }
    },
  };
}

/** A resolver that asks nobody (FETCH_REFUSE_ALL): every lookup fails at once, saying why. */
export const refusingTxtResolver: TxtResolver = {
  async resolveTxt(name) {
    throw new DnsLookupError(
      'outbound_refused',
      `DNS lookup of ${name} refused: this deployment asks no outside server (FETCH_REFUSE_ALL).`,
    );
  },
};

/** CLAIM_DNS_SERVERS: comma-separated `ip` or `ip:port`; empty: the system's servers. */
export const dnsServersFromEnv = (env: NodeJS.ProcessEnv, name = 'CLAIM_DNS_SERVERS'): string[] =>
  (env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
