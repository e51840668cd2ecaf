/**
 * The `fetch` oidc-provider uses for outbound requests (client ID metadata documents: a client_id
 * that is an https URL), routed through the service's SSRF-safe fetcher: the address is checked
 * before connecting and the connection pinned to it, redirects are refused (the document must be at
 * the client_id itself), the body is bounded. oidc-provider then validates the document (client_id
 * equal to the URL, no shared secrets, https web URIs, redirect_uris …) and caches it for the
 * document's Cache-Control max-age (between 30 s and 24 h).
 */
import type { SafeFetcher } from '@listings/shared/platform';

/** Client metadata documents are small; 16 KiB is plenty. */
export const CLIENT_METADATA_MAX_BYTES = 16 * 1024;

export const safeFetch =
  (fetcher: SafeFetcher, timeoutMs = 5000) =>
  async (
    url: string | URL,
    init?: { method?: string; headers?: ConstructorParameters<typeof Headers>[0] },
  ): Promise<Response> => {
    if (init?.method && init.method.toUpperCase() !== 'GET') throw new Error(`only GET is fetched, not ${init.method}`);
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
    return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, {
      status: answer.status,
      headers,
    });
  };
