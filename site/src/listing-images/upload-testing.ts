/**
 * Test helpers of the picture upload pages (logo, gallery, founders' photos), shared by their specs so
 * they post and count alike: a blob store that counts its puts (a refused upload must store nothing),
 * a multipart post sent as a browser sends it, and a service with one saved listing of a signed-up
 * person, its fixture site on 127.0.0.1.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { InMemoryBlobStore } from '@listings/shared/kernel';
import { HOSTILE_IMAGES } from '@listings/shared/platform/testing';
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

/**
 * Call inside a `describe`: the refusals every picture form gives with nothing stored (no blob, no
 * event), a test each: every hostile file of the pipeline's table a 400 naming `field` beside it, two
 * files at once and no file at all. `upload` posts files to the form with its CSRF token; `stored`
 * counts what is kept (blob puts and the listing's events).
 */
export function itRefusesBadFiles(options: {
  field: string;
  picture: (colour: string) => Promise<Buffer>;
  extension: string;
  upload: (files: UploadedTestFile[]) => Promise<{ status: number; text: string }>;
  stored: () => Promise<number[]>;
}) {
  const { field, picture, extension, upload, stored } = options;
  for (const hostile of HOSTILE_IMAGES) {
    it(`${hostile.name} (sent as ${hostile.filename}): ${hostile.reason}`, async () => {
      const before = await stored();
      const answer = await upload([{ field, filename: hostile.filename, bytes: await hostile.make() }]);
      expect(answer.status, answer.text.slice(0, 300)).to.equal(400);
      expect(answer.text).to.include(`id="${field}-error"`);
      expect(answer.text).to.match(new RegExp(`${field}: `));
      expect(answer.text).to.include('aria-invalid="true"');
      expect(await stored()).to.deep.equal(before);
    });
  }

  it('two files at once, and no file at all', async () => {
    const before = await stored();
    const two = await upload([
      { field, filename: `a.${extension}`, bytes: await picture('#f00') },
      { field, filename: `b.${extension}`, bytes: await picture('#0f0') },
    ]);
    expect(two.status).to.equal(400);
    expect(two.text).to.include('at most 1 file');
    const none = await upload([{ field, filename: '', bytes: Buffer.alloc(0) }]);
    expect(none.status).to.equal(400);
    expect(none.text).to.include('choose a picture');
    expect(await stored()).to.deep.equal(before);
  });
}
