/**
 * A feature's page routers for each site of the network (issue 30): the routers are built with the
 * page kit of the request's site (its name and base URL in layouts, titles, links, OG data and
 * feeds), once per site as the network names it (built again when a site's name or base URL
 * changes; a network is tens of sites), and every request goes to its own site's. The default
 * site's are built at once, so a single-site deployment runs exactly the routers it always did.
 */
import express, { type Request, type Router } from 'express';
import { requestSiteOf, siteSettingsOf } from '@listings/shared/api';
import type { SiteSettings } from '@listings/shared/platform';
import { sitePagesFor, type SiteEdge, type SiteFeatureDeps, type SitePages } from '@listings/site';

type Routes = { path: string; router: Router }[];

const idOf = (site: SiteSettings) => `${site.key ?? ''}\n${site.name}\n${site.publicBaseUrl}`;

export function pagesPerSite(deps: SiteFeatureDeps, edge: SiteEdge, build: (pages: SitePages) => Routes): Routes {
  const defaults = build(sitePagesFor(deps, edge));
  const built = new Map<string, Routes>([[idOf(deps.config.site), defaults]]);
  const routesOf = (req: Request): Routes => {
    const site = siteSettingsOf(deps.config.site, requestSiteOf(req));
    let routes = built.get(idOf(site));
    if (!routes) built.set(idOf(site), (routes = build(sitePagesFor(deps, edge, site))));
    return routes;
  };
  // The default site's mount paths, each handing the request to the same router of its own site.
  return defaults.map(({ path }, i) => {
    const router = express.Router();
    router.use((req, res, next) => routesOf(req)[i]!.router(req, res, next));
    return { path, router };
  });
}
