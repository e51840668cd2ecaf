/**
 * The claims' ports from the environment: the SSRF-safe fetcher (FETCH_* settings, like the crawler),
 * the DNS resolver for TXT records (CLAIM_DNS_SERVERS) and the e-mail link key (CLAIM_TOKEN_SECRET).
 */
import {
  createSafeFetcher,
  safeFetcherSettingsFromEnv,
  dnsServersFromEnv,
  nodeTxtResolver,
  outboundRefused,
  refusingTxtResolver,
} from '@listings/shared/platform';
import type { ClaimCheckPorts } from './claim-checks.ts';
import { claimTokenSecret } from './claim-tokens.ts';

export interface ClaimPorts extends ClaimCheckPorts {
  linkSecret: Buffer;
}

export const defaultClaimPorts = (
  env: NodeJS.ProcessEnv,
  publicBaseUrl: string,
  dataDir: string,
  overrides: Partial<ClaimPorts> = {},
): ClaimPorts => ({
  fetcher: overrides.fetcher ?? createSafeFetcher(safeFetcherSettingsFromEnv(env, publicBaseUrl)),
  dns:
    overrides.dns ??
    (outboundRefused(env) ? refusingTxtResolver : nodeTxtResolver({ servers: dnsServersFromEnv(env) })),
  linkSecret: overrides.linkSecret ?? claimTokenSecret(env, dataDir),
});
