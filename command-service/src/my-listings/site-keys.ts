/**
 * `apply_to` of update_my_listing (issue 30): `['all']` or site keys of the network. It also writes
 * the headline, summary and SEO fields sent in the call to the same company's listing on each named
 * site. Here, pure: which keys are meant (an unknown key is refused, 400, naming the entry and the
 * valid keys, before anything is written) and, given the company's candidate listings, which
 * listing each site gets or why it is skipped. The handler (my-listing-handlers.ts) writes.
 */
import { DomainError } from '@listings/shared/kernel';
import { isSameCompany, type CompanyFacts } from '@listings/shared/contracts/listings';
import { DEFAULT_SITE_KEY } from '@listings/shared/contracts/site-content';

export { DEFAULT_SITE_KEY };

export const siteKeyFromEnv = (env: NodeJS.ProcessEnv = process.env): string =>
  (env.SITE_KEY?.trim() || DEFAULT_SITE_KEY).toLowerCase();

/** The profile fields apply_to carries to the other sites (the rest of a call stays on this listing). */
export const FIELDS_APPLIED_ACROSS_SITES = ['headline', 'summary', 'seo_title', 'seo_description'] as const;

/** The site keys `applyTo` names, in the network's order, once each; a refusal naming an unknown entry. */
export function resolveApplyTo(applyTo: readonly string[] | undefined, networkKeys: readonly string[]): string[] {
  if (!applyTo) return [];
  const named = new Set<string>();
  applyTo.forEach((entry, index) => {
    const key = entry.trim().toLowerCase();
    if (key === 'all') return networkKeys.forEach((k) => named.add(k));
    if (!networkKeys.includes(key))
      throw new DomainError(
        'invalid',
        'unknown_site',
        `apply_to names the site '${entry}', which is not in this network: use 'all' or one of ${networkKeys.map((k) => `'${k}'`).join(', ')}.`,
        `body.apply_to.${index}`,
        { valid_keys: ['all', ...networkKeys] },
      );
    named.add(key);
  });
  return networkKeys.filter((key) => named.has(key));
}

/** A listing as the fan-out sees it: the same-company facts and the site it lives on. */
export interface SiteListing extends CompanyFacts {
  listingId: number;
  site: string;
}

export type SkipReason = 'no_listing' | 'several_listings' | 'no_fields_to_apply';

export interface FanOutPlan {
  write: { site: string; listingId: number }[];
  skip: { site: string; reason: SkipReason; listingIds?: number[] }[];
}

/**
 * For each named site other than the edited listing's own: the one listing there that is the same
 * company (isSameCompany), else skipped with the reason: none there, or several (which one is meant
 * is the owner's to say: nothing is written to any of them), or no field to carry was sent.
 */
export function planFanOut(
  source: SiteListing,
  sites: readonly string[],
  candidates: readonly SiteListing[],
  anyFieldToApply: boolean,
): FanOutPlan {
  const plan: FanOutPlan = { write: [], skip: [] };
  for (const site of sites) {
    if (site === source.site) continue;
    if (!anyFieldToApply) {
      plan.skip.push({ site, reason: 'no_fields_to_apply' });
      continue;
    }
    const same = candidates.filter(
      (c) => c.site === site && c.listingId !== source.listingId && isSameCompany(source, c),
    );
    if (same.length === 1) plan.write.push({ site, listingId: same[0]!.listingId });
    else if (same.length === 0) plan.skip.push({ site, reason: 'no_listing' });
    else plan.skip.push({ site, reason: 'several_listings', listingIds: same.map((c) => c.listingId) });
  }
  return plan;
}
