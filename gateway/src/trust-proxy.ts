/**
 * The client address behind proxies, from the TRUST_PROXY setting: one trust function for Express
 * (`req.ip`), the raw listener (cached reads, plain operations) and the view counter, so every per-IP
 * limit and count keys on the same address. Peers not trusted are the client, whatever their
 * X-Forwarded-For says; a trusted peer's header is read from the right, one trusted hop at a time.
 */
import proxyaddr from 'proxy-addr';
import type { TrustProxySetting } from '@listings/shared/config';

export type TrustFunction = (address: string, hop: number) => boolean;

/** Express's own meaning of the setting's forms: `false` none, a number of hops, or a list of addresses/ranges. */
export function trustFunctionOf(setting: TrustProxySetting): TrustFunction {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}
