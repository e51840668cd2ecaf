/**
 * "The same company" across the sites of the network (issue 30), in one place: apply_to's fan-out
 * and anything later that links a company's listings ask this and nothing else. The rule and its
 * reasons are in docs/decisions/site-network.md. Registrable domains come from the public suffix
 * list (tldts, private section included), so `a.github.io` and `b.github.io` are two companies and
 * `app.acme.co.uk` and `www.acme.co.uk` one.
 */
import { getDomain, getHostname } from 'tldts';

/** What the rule looks at of one listing. */
export interface CompanyFacts {
  /** The account that owns the listing (null: unowned, never the same company as anything). */
  ownerId: string | null;
  /** The listing's website URL. */
  url: string;
  /** The verified claim on the listing, when there is one: who proved control of which domain. */
  verifiedClaim?: { accountId: string; domain: string } | null;
}

/**
 * The registrable domain of a URL or host name ("acme.co.uk"); for a host with none (an IP
 * address, `localhost`), the host name itself; null when there is no host at all.
 */
export function registrableDomainOf(urlOrHost: string): string | null {
  const options = { allowPrivateDomains: true } as const;
  const host = getHostname(urlOrHost, options);
  if (!host) return null;
  return (getDomain(urlOrHost, options) ?? host).toLowerCase();
}

/**
 * Two listings are the same company when
 * - the same account owns both and their websites have the same registrable domain, or
 * - both carry a verified claim by the same account on the same registrable domain (proof of
 *   control of the domain, whoever owns the listing today).
 * A listing is the same company as itself.
 */
export function isSameCompany(a: CompanyFacts, b: CompanyFacts): boolean {
  const domainA = registrableDomainOf(a.url);
  const domainB = registrableDomainOf(b.url);
  if (a.ownerId !== null && a.ownerId === b.ownerId && domainA !== null && domainA === domainB) return true;
  const claimA = a.verifiedClaim;
  const claimB = b.verifiedClaim;
  if (!claimA || !claimB || claimA.accountId !== claimB.accountId) return false;
  const claimedA = registrableDomainOf(claimA.domain);
  return claimedA !== null && claimedA === registrableDomainOf(claimB.domain);
}
