/**
 * The hostile files table (hostile-images.fixture.ts) through the pipeline and through the upload
 * check: each refused with its reason, the upload's refusal naming the field, and nothing stored.
 * Then the upload rules of their own: a missing file, too many files, a stray field.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { InMemoryBlobStore } from '../../kernel/blob-store/blob-store.ts';
import { HOSTILE_IMAGES } from './hostile-images.fixture.ts';
import { checkImageUpload, SCREENSHOT_UPLOAD_RULES, UploadRefused, type UploadedFile } from './image-upload.ts';
import { ImageRefused, ingestImage, prepareImage } from './ingest-image.ts';

class CountingStore extends InMemoryBlobStore {
  puts = 0;
  override async put(bytes: Uint8Array, contentType: string) {
    this.puts++;
    return super.put(bytes, contentType);
  }
}

const file = (bytes: Buffer, field = 'logo', filename = 'logo.png'): UploadedFile => ({
  field,
  filename,
  bytes,
  truncated: false,
});

async function rejection<T extends Error>(attempt: Promise<unknown>, type: new (...args: any[]) => T): Promise<T> {
  const error = await attempt.then(
    () => expect.fail('should have been refused'),
    (reason: unknown) => reason,
  );
  expect(error).to.be.instanceOf(type);
  return error as T;
}

describe('hostile files, refused with a reason and nothing stored', () => {
  for (const hostile of HOSTILE_IMAGES) {
    describe(hostile.name, () => {
      it(`the pipeline: ${hostile.reason}, no blob`, async () => {
        const store = new CountingStore();
        const error = await rejection(ingestImage(await hostile.make(), store), ImageRefused);
        expect(error.reason).to.equal(hostile.reason);
        expect(store.puts).to.equal(0);
      });

      it(`an upload named ${hostile.filename}: ${hostile.reason}, naming the field`, async () => {
        const error = await rejection(
          checkImageUpload('logo', [file(await hostile.make(), 'logo', hostile.filename)]),
          UploadRefused,
        );
        expect(error.reason).to.equal(hostile.reason);
        expect(error.field).to.equal('logo');
        expect(error.message).to.match(/^logo: /);
      });
    });
  }
});

describe('checkImageUpload', () => {
  const png = () =>
    sharp({ create: { width: 64, height: 32, channels: 3, background: '#c81e3c' } })
      .png()
      .toBuffer();

  it('prepares a picture without storing it', async () => {
    const [prepared] = await checkImageUpload('logo', [file(await png())]);
    expect(prepared!.original).to.include({ type: 'png', width: 64, height: 32 });
    expect(prepared!.encoded.map((e) => `${e.size}.${e.format}`)).to.include('48.webp');
  });

  it('a file the reader cut at the cap is too_large, before any decoding', async () => {
    const error = await rejection(checkImageUpload('logo', [{ ...file(await png()), truncated: true }]), UploadRefused);
    expect(error.reason).to.equal('too_large');
  });

  it('refuses no file, an empty file, too many files, and a file in another field', async () => {
    expect((await rejection(checkImageUpload('logo', []), UploadRefused)).reason).to.equal('missing');
    expect((await rejection(checkImageUpload('logo', [file(Buffer.alloc(0))]), UploadRefused)).reason).to.equal(
      'missing',
    );
    const two = [file(await png()), file(await png())];
    expect((await rejection(checkImageUpload('logo', two), UploadRefused)).reason).to.equal('too_many_files');
    const stray = await rejection(checkImageUpload('logo', [file(await png(), 'avatar')]), UploadRefused);
    expect([stray.reason, stray.field]).to.deep.equal(['unexpected_field', 'avatar']);
  });

  it('the pipeline prepares the same renditions it stores', async () => {
    const input = await png();
    const prepared = await prepareImage(input);
    const stored = await ingestImage(input, new InMemoryBlobStore());
    expect(stored.original).to.deep.equal(prepared.original);
    expect(stored.renditions.map((r) => r.bytes)).to.deep.equal(prepared.encoded.map((e) => e.data.length));
  });
});

describe('screenshots', () => {
  const shot = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();

  it('keep their proportions: 640 and 1280 wide, never enlarged, WebP and PNG, stored only when asked', async () => {
    const store = new InMemoryBlobStore();
    const prepared = await prepareImage(await shot(1600, 1000), undefined, 'screenshot');
    expect(prepared.encoded.map((e) => `${e.size}x${e.height}.${e.format}`)).to.deep.equal([
      '640x400.webp',
      '640x400.png',
      '1280x800.webp',
      '1280x800.png',
    ]);
    const small = await prepareImage(await shot(500, 300), undefined, 'screenshot');
    expect(small.encoded.map((e) => `${e.size}x${e.height}.${e.format}`)).to.deep.equal([
      '500x300.webp',
      '500x300.png',
    ]);
    const manifest = await ingestImage(await shot(1600, 1000), store, undefined, 'screenshot');
    const png = manifest.renditions.find((r) => r.size === 1280 && r.format === 'png')!;
    const meta = await sharp((await store.get(png.hash))!.bytes).metadata();
    expect([meta.width, meta.height, png.height]).to.deep.equal([1280, 800, 800]);
  });

  it('the hostile files are refused as screenshots too', async () => {
    for (const hostile of HOSTILE_IMAGES) {
      const error = await rejection(
        checkImageUpload(
          'screenshots',
          [file(await hostile.make(), 'screenshots', hostile.filename)],
          SCREENSHOT_UPLOAD_RULES,
        ),
        UploadRefused,
      );
      expect([error.reason, error.field], hostile.name).to.deep.equal([hostile.reason, 'screenshots']);
    }
  });
});
