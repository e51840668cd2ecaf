/**
 * The site team's console at /admin (issue 33): server-rendered in the site's layout, no script,
 * every form CSRF-checked, every route behind the gate of staff-console.ts (sign-in, a staff role
 * for the host's site or every site, console access confirmed with the password and TOTP, the route's role, a recent password for
 * sensitive forms). Built from what the gateway hands it: the site's page kit, the sessions, the
 * read models and the console's ports (roles, passwords, TOTP and staff commands of the write side).
 * The table's roles are for the host's site (or every site); on another site's host they are a
 * person's (403), and each queue lists and acts on the items of the staff member's sites only
 * (site-scope.ts: another site's item named by its id is 404, nothing done).
 *
 * | route                                 | anonymous | person | auditor | moderator | admin |
 * |---------------------------------------|-----------|--------|---------|-----------|-------|
 * | GET /admin, /admin/edits, /admin/reviews, /admin/comments, /admin/votes, /admin/orders(/:n), /admin/listings/:id, /admin/settings, /admin/settings/blog, /admin/categories, /admin/staff, /admin/security | sign in | 403 | 200 | 200 | 200 |
 * | GET /admin/claims, /admin/claims/:id, /admin/listings | sign in | 403 | 200 | 200 | 200 |
 * | POST /admin/votes/decide, /admin/comments/hide, …/restore, /admin/reviews/hide, …/restore, /admin/listings/:id/(unpublish, restore), /admin/edits/(review, revert) | sign in | 403 | 403 | 303 | 303 |
 * | POST /admin/claims/:id/override (recent password) | sign in | 403 | 403 | 403 | 303 |
 * | POST /admin/staff/grant, …/revoke, /admin/settings/price, …/free-queue, …/launch-weeks, …/promo-codes/create, …/promo-codes/retire, …/questions/(add, reword, retire, reactivate), /admin/settings/blog/(preview, publish, unpublish), /admin/categories/(add, rename, move, retire), /admin/orders/:n/refund, /admin/staff/totp-reset | sign in | 403 | 403 | 403 | 303 |
 * | POST /admin/security/totp/* (start, confirm, remove), /admin/leave | sign in | 403  | 303     | 303       | 303   |
 */
import fs from 'node:fs';
import express from 'express';
import type { DocumentStore, Logger } from '@listings/shared/kernel';
import type { SessionStore } from '@listings/shared/platform';
import type { SitePages } from '../kit/site-pages.ts';
import type { ConsolePorts } from './console-ports.ts';
import { StaffConsole } from './staff-console.ts';
import { accessRoutes } from './access-pages.ts';
import { dashboardPage } from './dashboard.page.ts';
import { editsRoutes } from './edits.page.ts';
import { staffRoutes } from './staff.page.ts';
import { votesRoutes } from './votes.page.ts';
import { commentsRoutes } from './comments.page.ts';
import { settingsRoutes } from './settings.page.ts';
import { blogRoutes } from './blog.page.ts';
import { categoriesRoutes } from './categories.page.ts';
import { ordersRoutes } from './orders.page.ts';
import { listingRoutes } from './listing.page.ts';
import { reviewsRoutes } from './reviews.page.ts';
import { claimsRoutes } from './claims.page.ts';
import { listingsRoutes } from './listings.page.ts';

const STYLESHEET = fs.readFileSync(new URL('./console.css', import.meta.url));

export interface AdminConsoleDeps {
  pages: SitePages;
  sessions: SessionStore;
  documents: DocumentStore;
  logger: Logger;
  ports: ConsolePorts;
}

export function adminConsoleRouter(deps: AdminConsoleDeps): express.Router {
  const router = express.Router();
  const console = new StaffConsole(deps);
  router.get('/admin/console.css', (_req, res) => {
    res
      .set({ 'Cache-Control': 'public, max-age=3600', 'X-Content-Type-Options': 'nosniff' })
      .type('text/css')
      .send(STYLESHEET);
  });
  router.get(
    '/admin',
    console.page('staff', (context) => dashboardPage(context, deps.documents, deps.ports.now())),
  );
  accessRoutes(router, console);
  editsRoutes(router, console, deps.documents);
  staffRoutes(router, console);
  votesRoutes(router, console, deps.documents);
  commentsRoutes(router, console, deps.documents);
  settingsRoutes(router, console, deps.documents);
  blogRoutes(router, console, deps.documents);
  categoriesRoutes(router, console, deps.documents);
  ordersRoutes(router, console, deps.documents);
  listingRoutes(router, console, deps.documents);
  reviewsRoutes(router, console, deps.documents);
  claimsRoutes(router, console, deps.documents);
  listingsRoutes(router, console, deps.documents);
  return router;
}
