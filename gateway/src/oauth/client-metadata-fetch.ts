/**
 * The `fetch` oidc-provider uses for outbound requests (client ID metadata documents: a client_id
 * that is an https URL), routed through the service's SSRF-safe fetcher: the address is checked
 * before connecting and the connection pinned to it, redirects are refused (the document must be at
 * the client_id itself), the body is bounded. oidc-provider then validates the document (client_id
 * equal to the URL, no shared secrets, https web URIs, redirect_uris …). A document answered 200 is
 * kept in the cache every instance shares (client-metadata-cache.ts) for its max-age, and served from
 * there while fresh: the client's server is asked once per max-age, not once per process.
 */
import type { SafeFetcher } from '@listings/shared/platform';
import type { ClientMetadataCache } from './client-metadata-cache.ts';

/** Client metadata documents are small; 16 KiB is plenty. */
export const CLIENT_METADATA_MAX_BYTES = 16 * 1024;

export const safeFetch =
  (fetcher: SafeFetcher, options: { timeoutMs?: number; cache?: ClientMetadataCache } = {}) =>
  async (
    url: string | URL,
    init?: { method?: string; headers?: ConstructorParameters<typeof Headers>[0] },
  ): Promise<Response> => {
    const { timeoutMs = 5000, cache } = options;
    if (init?.method && init.method.toUpperCase() !== 'GET') throw new Error(`only GET is fetched, not ${init.method}`);
    // The cache is an optimisation: a store that cannot answer means a fetch, not a failed sign-in.
    const cached = await cache?.get(String(url)).catch(() => undefined);
    if (cached)
      return new Response(cached.body, {
        status: 200,
        headers: { 'content-type': cached.contentType, 'cache-control': `max-age=${cached.remainingSeconds}` },
      });
    const accept = new Headers(init?.headers).get('accept') ?? 'application/json';
    const answer = await fetcher.get(String(url), {
      accept,
      maxBytes: CLIENT_METADATA_MAX_BYTES,
      timeoutMs,
      allowRedirect: () => false,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (
        value === undefined ||
        name === 'content-length' ||
        name === 'content-encoding' ||
        name === 'transfer-encoding'
      )
        continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    if (answer.status === 200 && cache)
      await cache
        .put(String(url), {
          contentType: headers.get('content-type') ?? 'application/json',
          body: answer.body,
          headers: answer.headers,
        })
        .catch(() => {});
    return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, {
      status: answer.status,
      headers,
    });
  };
