/**
 * What each site of the network sells and how (issue 30), and the one place that says how a site
 * without its own settings falls back:
 *
 * - **Products** (details, price, on offer or withdrawn): a site uses its own product once it has
 *   changed that product (priced, defined, withdrawn or offered it on its own stream), and the
 *   default site's until then, product by product. So a new site sells what the default site sells
 *   at the default site's prices until it sets its own.
 * - **Free queue and launch calendar**: a site's own value once set, else the default site's, else
 *   the built-in default (4 weeks out; 12 launch weeks ahead).
 * - **Promo codes are never inherited**: a code is valid only on the site it was created on, so a
 *   code of one site is unknown on another (the same `unknown` refusal as a code that does not exist).
 *
 * Every reader of these settings (list_products, pricing of quotes, checkouts and the checkout
 * page, the free plan's queue, the console) asks here with the site it answers for: a request's
 * site, or an order's listing's site. Read models keep each site's documents as recorded (the
 * default site's with no `site`), so the rule is applied on read and a rebuild equals live.
 */
import type { DocumentStore } from '@listings/shared/kernel';
import {
  DEFAULT_FREE_QUEUE_WEEKS,
  DEFAULT_LAUNCH_WEEKS_AHEAD,
  promoCodeKey,
  siteScopedId,
} from '@listings/shared/contracts/site-content';
import { PRODUCTS_COLLECTION, type ProductDocument } from './products/products.projection.ts';
import { PROMO_CODES_COLLECTION } from './promo-codes/promo-codes.projection.ts';
import {
  FREE_QUEUE_WEEKS_SETTING,
  LAUNCH_WEEKS_AHEAD_SETTING,
  SITE_SETTINGS_COLLECTION,
} from './site-settings/site-settings.projection.ts';

/** The site a reader answers for, as the operations' context carries it. */
export interface CommerceSite {
  key: string;
  isDefault: boolean;
}

/** The key a site's own documents carry; null for the default site (its documents carry none). */
const ownKey = (site: CommerceSite | undefined): string | null => (site && !site.isDefault ? site.key : null);

/**
 * The products `site` uses, by code: its own where it has one, else the default site's (all of them,
 * priced or not, offered or not; `codes` narrows the look-up). No site: the default site.
 */
export async function productsOfSite(
  documents: DocumentStore,
  site?: CommerceSite,
  codes?: readonly string[],
): Promise<Map<string, ProductDocument>> {
  const own = ownKey(site);
  const byCode = codes ? { code: { $in: [...codes] } } : {};
  const products = documents.collection<ProductDocument>(PRODUCTS_COLLECTION);
  const [inherited, owned] = await Promise.all([
    products.find({ ...byCode, site: null }),
    own ? products.find({ ...byCode, site: own }) : Promise.resolve([]),
  ]);
  const used = new Map<string, ProductDocument>();
  for (const product of [...inherited, ...owned]) used.set(product.code, product);
  return used;
}

/** The stored promo code `code` of `site` (never another site's), or null. */
export async function promoCodeOfSite(
  documents: DocumentStore,
  site: CommerceSite | undefined,
  code: string,
): Promise<Record<string, unknown> | null> {
  return documents.collection(PROMO_CODES_COLLECTION).findOne({ _id: siteScopedId(promoCodeKey(code), ownKey(site)) });
}

/** The promo codes `site` itself created (the console's list), by key. */
export async function promoCodesOfSite(documents: DocumentStore, site?: CommerceSite) {
  return documents.collection(PROMO_CODES_COLLECTION).find({ site: ownKey(site) }, { sort: { _id: 1 } });
}

async function settingOfSite(
  documents: DocumentStore,
  site: CommerceSite | undefined,
  name: string,
  fallback: number,
): Promise<number> {
  const settings = documents.collection(SITE_SETTINGS_COLLECTION);
  const own = ownKey(site);
  const mine = own ? await settings.findOne({ _id: siteScopedId(name, own) }) : null;
  if (typeof mine?.value === 'number') return mine.value;
  const inherited = await settings.findOne({ _id: name });
  return typeof inherited?.value === 'number' ? inherited.value : fallback;
}

/** How many weeks out `site` queues free listings (its own setting, else the default site's, else 4). */
export async function freeQueueWeeks(documents: DocumentStore, site?: CommerceSite): Promise<number> {
  return settingOfSite(documents, site, FREE_QUEUE_WEEKS_SETTING, DEFAULT_FREE_QUEUE_WEEKS);
}

/** How many Mondays ahead an order on `site` may name (its own setting, else the default site's, else 12). */
export async function launchWeeksAhead(documents: DocumentStore, site?: CommerceSite): Promise<number> {
  return settingOfSite(documents, site, LAUNCH_WEEKS_AHEAD_SETTING, DEFAULT_LAUNCH_WEEKS_AHEAD);
}
