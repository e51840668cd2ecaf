/**
 * The site's face: everything the gateway (and the scripts) may use of the web front, and nothing
 * else. The site is the HTML side of the service: the public directory's pages, the maker's pages,
 * the checkout, the styles, script, fonts, icons, social cards and image serving. It is built from
 * what the composer hands it (the one operation executor, the sessions, the front response cache,
 * the document store for the read models, the logger and the site's settings: see `SiteEdge` in
 * kit/site-pages.ts and the routers' own dependency interfaces), so pages run the same operations as
 * the API and never import the write side or the gateway. The gateway mounts these routers; the
 * site never imports the gateway (its specs drive the composed service through
 * `@listings/gateway/testing`, the one exception, for tests only).
 */
export { accountPagesRouter, type AccountPagesDependencies } from './accounts/account-pages.router.ts';
export type { AccountLinkIssuer, AccountWrites } from './accounts/account-writes.ts';
export { KNOWN_DEVICES_COLLECTION, KnownDevices } from './accounts/known-devices.ts';
export type { SignInLimitSettings } from './accounts/sign-in-limits.ts';
export { adminConsoleRouter, type AdminConsoleDeps } from './admin/admin.router.ts';
export type {
  ConsolePorts,
  HeldStaffRole,
  NewBlogPost,
  NewPromoCode,
  SettingChange,
  StaffRoleChange,
  TotpStatus,
  TrailEntry,
  VoteDecision,
} from './admin/console-ports.ts';
export { claimMakerPagesRouter } from './claims/claim-maker-pages.router.ts';
export { claimPagesRouter, type ClaimLinks } from './claims/claim-pages.router.ts';
export { draftPagesRouter } from './drafts/draft-pages.router.ts';
export { engagementPagesRouter } from './engagement/engagement-pages.router.ts';
export { methodPageRouter } from './engagement/vote-accounting.html.ts';
export { IMAGES_PATH, imagesRouter } from './images/images.router.ts';
export { imagesFastPath } from './images/images-fast-path.ts';
export { pageAssetsRouter } from './kit/assets.router.ts';
export { CsrfGuard } from './kit/csrf.ts';
export { alertBox, html, layout, PAGE_SECURITY_HEADERS, pageHandler, type SafeHtml, sendPage } from './kit/html.ts';
export { MakerPages, makerPagesFor } from './kit/maker-pages.ts';
export { DEFAULT_RETURN_PATH, safeReturnPath } from './kit/return-path.ts';
export { sitePagesFor, type SiteEdge, type SiteFeatureDeps, type SitePages } from './kit/site-pages.ts';
export { appIconsRouter } from './kit/social/icons.ts';
export { galleryRouter } from './listing-images/gallery.router.ts';
export { founderPhotoRouter } from './listing-images/founder-photo.router.ts';
export { logoUploadRouter } from './listing-images/logo-upload.router.ts';
export { badgeImagesRouter } from './listings/badge-images.router.ts';
export { cardsRouter } from './listings/cards.ts';
export { directoryPagesRouter } from './listings/directory-pages.router.ts';
export { founderPagesRouter } from './listings/founder-pages.router.ts';
export { launchPagesRouter } from './listings/launch-pages.router.ts';
export { siteDocumentsRouter } from './listings/site-documents.router.ts';
export { updatesPagesRouter } from './listings/updates-pages.router.ts';
export { myListingPagesRouter } from './my-listings/my-listing-pages.router.ts';
export { checkoutPagesRouter } from './orders/checkout-pages.router.ts';
export { orderPagesRouter } from './orders/order-pages.router.ts';
export { contentPagesRouter } from './site-content/content-pages.router.ts';
