/**
 * `apply_to` of update_my_listing names the sites of the network a company's listing lives on. This
 * service is one site, known by its key (env SITE_KEY, default `main`): `['all']` and this site's
 * key both mean "this listing"; any other key names a site this service does not know and is refused
 * (400, naming the entry), so a client never believes an edit reached a site it did not.
 */
import { DomainError } from '@listings/shared/kernel';

export const DEFAULT_SITE_KEY = 'main';

export const siteKeyFromEnv = (env: NodeJS.ProcessEnv = process.env): string =>
  (env.SITE_KEY?.trim() || DEFAULT_SITE_KEY).toLowerCase();

/** The site keys an edit applies to (here at most this site's), or a refusal naming the unknown entry. */
export function resolveApplyTo(applyTo: readonly string[] | undefined, siteKey: string): string[] {
  if (!applyTo) return [siteKey];
  applyTo.forEach((key, index) => {
    const normalized = key.trim().toLowerCase();
    if (normalized !== 'all' && normalized !== siteKey) {
      throw new DomainError(
        'invalid',
        'unknown_site',
        `apply_to names the site '${key}', which is not known here: use 'all' or '${siteKey}'.`,
        `body.apply_to.${index}`,
      );
    }
  });
  return [siteKey];
}
