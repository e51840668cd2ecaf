/**
 * Test helpers of the picture upload pages (logo, gallery, founders' photos), shared by their specs so
 * they post and count alike: a blob store that counts its puts (a refused upload must store nothing),
 * a multipart post sent as a browser sends it, and a service with one saved listing of a signed-up
 * person, its fixture site on 127.0.0.1.
 */
import sharp from 'sharp';
import { InMemoryBlobStore } from '@listings/shared/kernel';
import { startFakeSite, type FakeSite } from '@listings/command-service/drafts/testing';
import { startTestService, type TestService } from '@listings/gateway/testing';
import type { PageClient } from '../kit/testing.ts';
import { loopbackPorts, savedListing, signedUpClient, withCategory } from '../kit/maker-testing.ts';

/** A blob store that counts what was put in it. */
export class CountingStore extends InMemoryBlobStore {
  puts = 0;
  override async put(bytes: Uint8Array, contentType: string) {
    this.puts++;
    return super.put(bytes, contentType);
  }
}

export interface UploadedTestFile {
  field: string;
  filename: string;
  bytes: Buffer;
  /** The declared content type (the service types a file by its bytes, never by this). */
  type?: string;
}

/** Posts a multipart form as a browser does (this site's Origin, same-origin fetch metadata, the cookies). */
export async function postMultipart(
  client: PageClient,
  path: string,
  fields: Record<string, string>,
  files: UploadedTestFile[],
  declared = 'image/png',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(file.field, new Blob([file.bytes], { type: file.type ?? declared }), file.filename);
  const response = await fetch(client.baseUrl + path, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: client.baseUrl,
      'sec-fetch-site': 'same-origin',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: form,
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

/** A plain picture of one colour, as PNG (four channels) or JPEG (three). */
export const solidPicture = (format: 'png' | 'jpeg', colour: string, width: number, height: number) => {
  const image = sharp({ create: { width, height, channels: format === 'png' ? 4 : 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
};

/** The service (blobs counted) with one saved listing of a signed-up person; close() stops both. */
export async function serviceWithOwnListing(): Promise<{
  site: FakeSite;
  t: TestService;
  blobs: CountingStore;
  client: PageClient;
  listingId: number;
  listingPath: string;
  close(): Promise<void>;
}> {
  const site = await startFakeSite();
  const blobs = new CountingStore();
  let t: TestService | undefined;
  const close = async () => {
    await t?.close();
    await site.close();
  };
  try {
    t = await startTestService({}, { ...loopbackPorts(), blobs });
    const category = await withCategory(t);
    const client = await signedUpClient(t.baseUrl);
    const { listingPath } = await savedListing(client, `${site.base}/`, { category });
    return { site, t, blobs, client, listingId: Number(listingPath.split('/').pop()), listingPath, close };
  } catch (error) {
    await close();
    throw error;
  }
}
