/**
 * The demo directory in a data folder with its pictures, for the measurements that need pictures on
 * the pages (`npm run bench:images`, `npm run lighthouse`): the demo seeded as `npm start` seeds it,
 * each product's drawn logo taken in through the real pipeline (gateway/src/demo/demo-logos.ts:
 * ingestImage's 48/96/192/512 px WebP and PNG renditions into the folder's blob store, recorded with
 * SetLogo as an upload is). The service is closed afterwards; start one on the folder with DEMO_DATA=off.
 */
import { loadConfig } from '@listings/shared/config';
import { silentLogger, systemClock } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import type { ListingImage } from '@listings/shared/contracts/listings';
import { createService, seedDemoData } from '@listings/gateway';

/** Seeds the demo directory with its logos; answers the live listings' slugs and one listing's logo. */
export async function seedDemoWithLogos(dataDir: string): Promise<{ slugs: string[]; logo: ListingImage }> {
  const config = { ...loadConfig({ DATA_DIR: dataDir }), demoData: false };
  const service = await createService(config, { logger: silentLogger });
  const seeded = await seedDemoData(service.events, systemClock, { blobs: service.blobs });
  await service.projections.waitForPosition(seeded.position, 600_000);
  const docs = await service.documents.collection<ListingDocument>(LISTINGS_COLLECTION).find({ status: 'live' });
  await service.close();
  const logo = docs.at(-1)?.site_logo;
  if (!logo) throw new Error('the demo seeded no logo');
  return { slugs: docs.map((doc) => doc.slug), logo };
}
