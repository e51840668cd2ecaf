/**
 * Looks for a claim's proof where the instructions said to publish it: the TXT record (DNS port), the
 * homepage meta tag and the well-known file (SSRF-safe fetcher: public addresses only, checked after
 * DNS resolution and on every redirect). Answers what was looked for and what was seen, bounded.
 */
import { instructionsOf } from '@listings/shared/contracts/claims';
import { FetchError, type SafeFetcher, DnsLookupError, type TxtResolver } from '@listings/shared/platform';
import { META_NAME, type ClaimCheckResult, type ClaimEvent } from '@listings/shared/contracts/claims';

type Started = Extract<ClaimEvent, { type: 'ClaimStarted' }>['data'];

export interface ClaimCheckPorts {
  fetcher: SafeFetcher;
  dns: TxtResolver;
}

const SEEN_LIMIT = 300;
const bounded = (text: string): string => (text.length > SEEN_LIMIT ? `${text.slice(0, SEEN_LIMIT)}…` : text);

/** Attributes of every <meta …> tag of a page (names lower-cased, entities of quotes decoded). */
export function metaTags(page: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  for (const tag of page.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes: Record<string, string> = {};
    for (const attribute of tag[1].matchAll(/([^\s=/"']+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      attributes[attribute[1].toLowerCase()] = (attribute[2] ?? attribute[3] ?? attribute[4] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .trim();
    }
    tags.push(attributes);
  }
  return tags;
}

/** The answered host must be the listing's domain or a subdomain of it (a redirect elsewhere proves nothing). */
const onDomain = (url: string, domain: string): boolean => {
  const host = new URL(url).hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`) || host === `www.${domain}`;
};

const fetchFailure = (lookedFor: string, error: unknown): ClaimCheckResult => {
  if (error instanceof FetchError) {
    const reason =
      error.code === 'unsafe_address' || error.code === 'unsafe_url'
        ? `${error.message} The service only reads sites at public addresses.`
        : error.message;
    return { found: false, lookedFor, seen: bounded(reason), reason: error.code };
  }
  throw error;
};

export async function checkClaim(claim: Started, ports: ClaimCheckPorts): Promise<ClaimCheckResult> {
  const instructions = instructionsOf(claim);
  const token = claim.token!;
  switch (claim.method) {
    case 'dns': {
      const lookedFor = `TXT ${instructions.name} = ${instructions.value}`;
      try {
        const records = await ports.dns.resolveTxt(instructions.name);
        if (records.includes(instructions.value)) return { found: true, lookedFor, seen: instructions.value };
        return {
          found: false,
          lookedFor,
          seen: records.length
            ? bounded(
                `TXT records: ${records
                  .slice(0, 10)
                  .map((r) => JSON.stringify(r))
                  .join(', ')}`,
              )
            : `no TXT record at ${instructions.name}`,
          reason: 'not_found',
        };
      } catch (error) {
        if (error instanceof DnsLookupError)
          return {
            found: false,
            lookedFor,
            seen: error.message,
            reason: error.code === 'outbound_refused' ? 'outbound_refused' : 'dns_failed',
          };
        throw error;
      }
    }
    case 'meta': {
      const lookedFor = `${instructions.tag} on ${instructions.url}`;
      try {
        const page = await ports.fetcher.get(instructions.url, {
          accept: 'text/html,application/xhtml+xml',
          maxBytes: 1024 * 1024,
          onOversize: 'truncate',
        });
        if (!onDomain(page.finalUrl, claim.domain))
          return {
            found: false,
            lookedFor,
            seen: `the homepage redirected to ${page.finalUrl}, outside ${claim.domain}`,
            reason: 'off_domain',
          };
        if (page.status !== 200)
          return { found: false, lookedFor, seen: `HTTP ${page.status} from ${page.finalUrl}`, reason: 'http_status' };
        const contents = metaTags(page.body)
          .filter((t) => t.name?.toLowerCase() === META_NAME)
          .map((t) => t.content ?? '');
        if (contents.includes(token))
          return { found: true, lookedFor, seen: `<meta name="${META_NAME}" content="${token}"> on ${page.finalUrl}` };
        return {
          found: false,
          lookedFor,
          reason: 'not_found',
          seen: bounded(
            contents.length
              ? `${META_NAME} meta tags with other content: ${contents.map((c) => JSON.stringify(c)).join(', ')}`
              : `no ${META_NAME} meta tag on ${page.finalUrl}`,
          ),
        };
      } catch (error) {
        return fetchFailure(lookedFor, error);
      }
    }
    case 'file': {
      const lookedFor = `${instructions.url} containing ${token}`;
      try {
        const file = await ports.fetcher.get(instructions.url, {
          accept: 'text/plain',
          maxBytes: 4096,
          onOversize: 'truncate',
        });
        if (!onDomain(file.finalUrl, claim.domain))
          return {
            found: false,
            lookedFor,
            seen: `the file redirected to ${file.finalUrl}, outside ${claim.domain}`,
            reason: 'off_domain',
          };
        if (file.status !== 200)
          return { found: false, lookedFor, seen: `HTTP ${file.status} from ${file.finalUrl}`, reason: 'http_status' };
        const lines = file.body
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean);
        if (lines.includes(token)) return { found: true, lookedFor, seen: `${file.finalUrl} contains the token` };
        return {
          found: false,
          lookedFor,
          seen: bounded(`${file.finalUrl} contains: ${JSON.stringify(file.body.slice(0, 200))}`),
          reason: 'not_found',
        };
      } catch (error) {
        return fetchFailure(lookedFor, error);
      }
    }
    case 'email':
      throw new Error('e-mail claims are not checked');
  }
}
