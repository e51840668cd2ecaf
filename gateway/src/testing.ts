/**
 * The gateway's test face, for the site's specs: the composed service under test (startTestService),
 * the browser helpers (chromium, axe, overflow), the shop seeding of the order specs and the week
 * recount, and the demo directory (seedDemoData) for specs that need one. Only specs and test
 * helpers import it (the boundary rules check that the site's own code never reaches the gateway).
 */
export { recountLaunchWeek } from './audit/week-recount.ts';
export { seedDemoData } from './demo/seed.ts';
export { csrfOfForm, eventually, hiddenFields, newListing, seedShop } from './orders/testing.ts';
export { type ServiceOptions } from './service.ts';
export {
  AXE_SOURCE,
  CHROMIUM,
  CHROMIUM_ARGS,
  horizontalOverflow,
  launchTestBrowser,
  LOOPBACK_ONLY_ARG,
  loopbackOnly,
  seriousViolations,
  siteAtItsOwnAddress,
  skipWithoutChromium,
  sweepPages,
  type TestBrowser,
} from './testing/browser.ts';
export { settled, startTestService, type TestService } from './testing/test-service.ts';
export { SITE_TEAM, twoSitesOnOnePort } from './testing/two-sites.ts';
