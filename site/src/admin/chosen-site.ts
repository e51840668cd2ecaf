/**
 * Which site of the network a console page shows and changes (issue 30: each site has its own
 * category tree, blog and settings). The page names it with `?site=<key>` (a form with a hidden
 * `site` field); without one it is the site of the host the console is open on. The staff member
 * sees a site's page only with a staff role for it (or `*`), and changes it only with the admin role
 * for it as well as the console's own admin check. A selector (a GET form, no script) lists the
 * sites they hold a role on.
 */
import { requestSiteOf } from '@listings/shared/api';
import type { DocumentStore } from '@listings/shared/kernel';
import { defaultSite } from '@listings/shared/contracts/site-content';
import { holdsRole, STAFF_ROLES } from '@listings/shared/contracts/staff';
import { networkOf } from '@listings/projectors/site-content';
import { html, type SafeHtml } from '../kit/html.ts';
import { PageError } from '../kit/site-pages.ts';
import type { ConsoleContext } from './staff-console.ts';

export interface ChosenSite {
  key: string;
  isDefault: boolean;
  /** `ai (AI Tools)`, or `main (the default site)`. */
  label: string;
  /** The admin role for this site (or every site) besides the console's own admin check. */
  mayChange: boolean;
  /** Every site the staff member holds a role on, for the selector. */
  choices: { key: string; label: string }[];
}

/**
 * The site `asked` names (`?site=` or a form's `site`), else the host's: a 404 page for a key the
 * network does not have, a 403 page without a staff role for it. `defaultKey`: the console's
 * (the deployment's default site's key).
 */
export async function chosenSite(
  context: ConsoleContext,
  documents: DocumentStore,
  defaultKey: string,
  asked: unknown,
): Promise<ChosenSite> {
  const network = await networkOf(
    documents,
    defaultSite({ key: defaultKey, name: 'the default site', publicBaseUrl: 'http://localhost' }),
  );
  const label = (site: (typeof network)[number]) =>
    site.isDefault ? `${site.key} (the default site)` : `${site.key} (${site.name})`;
  const seen = network.filter((site) => holdsRole(context.roles, STAFF_ROLES, site.key));
  const key =
    typeof asked === 'string' && asked !== ''
      ? asked
      : (seen.find((site) => site.key === requestSiteOf(context.req)?.key) ?? seen[0] ?? network[0]!).key;
  const site = network.find((candidate) => candidate.key === key);
  if (!site) throw new PageError(404, 'No such site', `There is no site "${key}" in the network.`);
  if (!seen.includes(site))
    throw new PageError(403, 'Not allowed', `Your account holds no staff role for the site ${site.key}.`);
  return {
    key: site.key,
    isDefault: site.isDefault,
    label: label(site),
    mayChange: context.may('admin') && holdsRole(context.roles, ['admin'], site.key),
    choices: seen.map((choice) => ({ key: choice.key, label: label(choice) })),
  };
}

/** The site a form changes (its hidden `site` field): a 403 page unless the staff member is an admin there. */
export async function siteToChange(
  context: ConsoleContext,
  documents: DocumentStore,
  defaultKey: string,
): Promise<ChosenSite> {
  const site = await chosenSite(context, documents, defaultKey, context.form.site ?? '');
  if (!site.mayChange)
    throw new PageError(403, 'Not allowed', `Changing the site ${site.key} needs the admin role for it.`);
  return site;
}

/** The key a port takes for the site: none for the default site (its events name none). */
export const portSite = (site: ChosenSite): string | undefined => (site.isDefault ? undefined : site.key);

/** `path` on the chosen site (the default site's keeps its old address), with `query` after. */
export const onSitePath = (path: string, site: ChosenSite, query = ''): string => {
  const parts = [...(site.isDefault ? [] : [`site=${site.key}`]), ...(query ? [query] : [])];
  return parts.length ? `${path}?${parts.join('&')}` : path;
};

/** The selector of the site a page shows (a GET form: no script), when there is more than one to choose. */
export function siteSelector(action: string, site: ChosenSite): SafeHtml | string {
  if (site.choices.length < 2) return html`<p>Site: ${site.label}.</p>`;
  return html`<form method="get" action="${action}" class="inline-form">
<label for="chosen-site">Site</label><select id="chosen-site" name="site">${site.choices.map(
    (choice) =>
      html`<option value="${choice.key}"${choice.key === site.key ? html` selected` : ''}>${choice.label}</option>`,
  )}</select>
<button type="submit">Show</button></form>`;
}

/** The hidden field that tells a form's handler which site it changes. */
export const siteField = (site: ChosenSite) => html`<input type="hidden" name="site" value="${site.key}">`;
