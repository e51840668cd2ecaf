/**
 * The demo directory with a logo on every live listing, in a data folder, for the measurements that
 * need pictures on the pages (`npm run bench:images`, `npm run lighthouse`): the demo data has none
 * (its listings are not made from drafts, so the logo reactor fetches nothing). Each logo is a
 * generated 600×600 PNG of its own taken in through the real pipeline (ingestImage: 48/96/192/512 px
 * WebP and PNG renditions into the data folder's blob store) and recorded with SetLogo, as an upload is.
 * The service is closed afterwards; start one on the folder with DEMO_DATA=off.
 */
import sharp from 'sharp';
import { loadConfig } from '@listings/shared/config';
import { silentLogger, systemClock } from '@listings/shared/kernel';
import { ingestImage } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import type { ListingImage } from '@listings/shared/contracts/listings';
import { createService, seedDemoData } from '@listings/gateway';

const actor = { kind: 'system' as const, id: 'demo-logos' };

/** A 600×600 logo of its own for each listing: a coloured square with a lighter disc (so each hashes differently). */
const logoPng = (i: number): Promise<Buffer> => {
  const hue = (i * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="hsl(${hue},60%,45%)"/><circle cx="300" cy="300" r="${150 + (i % 100)}" fill="hsl(${(hue + 180) % 360},70%,80%)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
};

/** Seeds the demo directory with a logo on every listing; answers the slugs and the logos' renditions. */
export async function seedDemoWithLogos(dataDir: string): Promise<{ slugs: string[]; logo: ListingImage }> {
  const config = { ...loadConfig({ DATA_DIR: dataDir }), demoData: false };
  const service = await createService(config, { logger: silentLogger });
  const seeded = await seedDemoData(service.events, systemClock);
  await service.projections.waitForPosition(seeded.position, 600_000);
  const listings = new ListingCommands(service.events, service.clock);
  const docs = await service.documents.collection<ListingDocument>(LISTINGS_COLLECTION).find({ status: 'live' });
  let last = seeded.position;
  let logo: ListingImage | undefined;
  for (const [i, doc] of docs.entries()) {
    const manifest = await ingestImage(await logoPng(i), service.blobs);
    logo = {
      renditions: manifest.renditions.map(({ size, format, hash, bytes }) => ({ size, format, hash, bytes })),
      original: manifest.original,
      source: 'upload',
      evidence: [],
    };
    last = (await listings.execute(doc.listing_id, { type: 'SetLogo', logo }, actor, 'demo-logos')).position;
  }
  await service.projections.waitForPosition(last, 600_000);
  await service.close();
  return { slugs: docs.map((doc) => doc.slug), logo: logo! };
}
