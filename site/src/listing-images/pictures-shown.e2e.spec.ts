/**
 * Listing pictures where visitors see them, over HTTP: a listing with a logo shows it (from
 * /images/<hash>, with width, height and alt) in list rows and in its page's head instead of the
 * monogram, its social card draws it (a new card name, an immutable PNG unlike the monogram's), and a
 * rebuild of the read model keeps it; the paid media section shows the gallery's screenshots as
 * pictures in their own proportions; the API's get_listing stays the spec's (no site_logo, the
 * screenshots as media images). Then the maker's gallery page: screenshots added through the
 * multipart form (up to 6; hostile files, too many and a locked section refused with nothing
 * stored) and removed.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { InMemoryBlobStore } from '@listings/shared/kernel';
import { HOSTILE_IMAGES } from '@listings/shared/platform/testing';
import { ingestImage } from '@listings/shared/platform';
import { listingStream, type ListingImage } from '@listings/shared/contracts/listings';
import { ListingCommands } from '@listings/command-service/listings';
import { startFakeSite, type FakeSite } from '@listings/command-service/drafts/testing';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { csrfIn, type PageClient } from '../kit/testing.ts';
import { loopbackPorts, savedListing, signedUpClient, withCategory } from '../kit/maker-testing.ts';
import { CountingStore, postMultipart, solidPicture, type UploadedTestFile } from './upload-testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };

const picture = (width: number, height: number, colour: string) => solidPicture('png', colour, width, height);

const imageOf = async (
  blobs: InMemoryBlobStore,
  bytes: Buffer,
  shape: 'square' | 'screenshot',
): Promise<ListingImage> => {
  const manifest = await ingestImage(bytes, blobs, undefined, shape);
  return {
    renditions: manifest.renditions.map(({ size, height, format, hash, bytes: length }) => ({
      size,
      ...(height !== undefined ? { height } : {}),
      format,
      hash,
      bytes: length,
    })),
    original: manifest.original,
    source: 'upload',
    evidence: [],
  };
};

describe('listing pictures shown, and the gallery page', function () {
  this.timeout(90_000);
  const blobs = new CountingStore();
  let site: FakeSite;
  let t: TestService;
  let listings: ListingCommands;
  let logo: ListingImage;
  let monogramCard: string;

  const page = async (path: string) => {
    const response = await fetch(t.baseUrl + path);
    expect(response.status, path).to.equal(200);
    return response.text();
  };
  const ogImage = (text: string) =>
    /<meta property="og:image" content="([^"]+)">/.exec(text)![1]!.replace(/&amp;/g, '&');
  /** Every <img> of the page loads from the site itself, with width, height and alt text. */
  const imagesOf = async (text: string) => {
    const tags = text.match(/<img [^>]*>/g) ?? [];
    for (const tag of tags) {
      const src = /src="([^"]+)"/.exec(tag)![1]!;
      expect(tag, tag).to.match(/ width="\d+" height="\d+"/);
      expect(tag, tag).to.match(/ alt="[^"]+"/);
      const response = await fetch(t.baseUrl + src);
      expect(response.status, src).to.equal(200);
      expect(response.headers.get('content-type')).to.match(/^image\/(png|webp|svg\+xml)$/);
    }
    return tags;
  };

  before(async () => {
    site = await startFakeSite();
    t = await startTestService({}, { ...loopbackPorts(), blobs });
    listings = new ListingCommands(t.service.events, t.service.clock);
    const { listingId } = await listings.create(
      { profile: { name: 'Pictura', url: 'https://pictura.example', tagline: 'Pictures, safely' }, ownerId: null },
      admin,
      't',
    );
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'paid' }, admin, 't');
    await listings.execute(listingId, { type: 'UnlockSections', sections: ['media'] }, admin, 't');
    await settled(t.service);
    monogramCard = ogImage(await page('/listings/pictura'));
    logo = await imageOf(blobs, await picture(300, 300, '#22aa66'), 'square');
    await listings.execute(listingId, { type: 'SetLogo', logo }, admin, 't');
    for (const colour of ['#123', '#456'])
      await listings.execute(
        listingId,
        { type: 'AddScreenshot', image: await imageOf(blobs, await picture(1600, 1000, colour), 'screenshot') },
        admin,
        't',
      );
    await settled(t.service);
  });
  after(async () => {
    await t?.close();
    await site?.close();
  });

  it('list rows show the logo instead of the monogram, from /images with width, height and alt', async () => {
    const text = await page('/search?q=pictura');
    const tags = await imagesOf(text);
    const png96 = logo.renditions.find((r) => r.size === 96 && r.format === 'png')!.hash;
    expect(
      tags.some((tag) => tag.includes(`src="/images/${png96}"`) && tag.includes('width="52" height="52"')),
    ).to.equal(true);
    expect(text).to.include('alt="Pictura logo"');
    expect(text).to.include('type="image/webp"');
  });

  it("the listing page's head shows it large, and the media section the screenshots in their own proportions", async () => {
    const text = await page('/listings/pictura');
    const tags = await imagesOf(text);
    expect(tags.some((tag) => tag.includes('width="80" height="80"') && tag.includes('alt="Pictura logo"'))).to.equal(
      true,
    );
    const shots = tags.filter((tag) => tag.includes('alt="Screenshot'));
    expect(shots).to.have.length(2);
    expect(shots[0]).to.include('width="640" height="400"');
    expect(text).to.not.include('Image: http'); // the screenshots are pictures, not links
  });

  it('its social card draws the logo: a new name, an immutable 1200×630 PNG with the logo in the tile', async () => {
    const card = ogImage(await page('/listings/pictura'));
    expect(card).to.not.equal(monogramCard);
    const path = new URL(card).pathname + new URL(card).search;
    const response = await fetch(t.baseUrl + path);
    expect(response.status).to.equal(200);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    const png = Buffer.from(await response.arrayBuffer());
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).to.deep.equal([1200, 630]);
    // The logo is a green square (#22aa66): its pixels are on the card, where the monogram's hue was.
    let green = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (Math.abs(data[i]! - 0x22) < 12 && Math.abs(data[i + 1]! - 0xaa) < 12 && Math.abs(data[i + 2]! - 0x66) < 12)
        green++;
    expect(green, 'logo pixels on the card').to.be.greaterThan(5000);
  });

  it("the API's get_listing stays the spec's: no site_logo, the screenshots as media images on the site", async () => {
    const { status, body } = await t.call('GET', '/listings/pictura');
    expect(status).to.equal(200);
    expect(body).to.not.have.property('site_logo');
    expect(body).to.not.have.property('site_gallery');
    expect(body.media).to.have.length(2);
    for (const item of body.media) expect(item.type).to.equal('image');
  });

  it('a rebuild of the listings read model keeps the logo and the gallery', async () => {
    const pictures = async () => (await page('/listings/pictura')).match(/<img [^>]*>/g);
    const before = await pictures();
    await t.service.projections.rebuild(['listings']);
    await settled(t.service);
    expect(await pictures()).to.deep.equal(before);
  });

  describe("the maker's gallery page", () => {
    let client: PageClient;
    let gallery: string;
    let listingId: number;

    before(async () => {
      const category = await withCategory(t);
      client = await signedUpClient(t.baseUrl);
      const { listingPath } = await savedListing(client, `${site.base}/`, { category });
      listingId = Number(listingPath.split('/').pop());
      gallery = `${listingPath}/screenshots`;
    });

    const upload = async (files: UploadedTestFile[]) => {
      const csrf = csrfIn((await client.get(gallery)).text);
      return postMultipart(client, gallery, { csrf }, files);
    };
    const events = async () => (await t.service.events.readStream(listingStream(listingId))).length;

    it('while the media section is locked: says it is paid, and refuses an upload (409) storing nothing', async () => {
      const text = (await client.get(gallery)).text;
      expect(text).to.include('part of the paid media section');
      const [puts, count] = [blobs.puts, await events()];
      const csrf = csrfIn((await client.get(`${gallery.replace('/screenshots', '')}`)).text);
      const answer = await postMultipart(client, gallery, { csrf }, [
        { field: 'screenshots', filename: 'a.png', bytes: await picture(800, 500, '#f00') },
      ]);
      expect(answer.status).to.equal(409);
      expect([blobs.puts, await events()]).to.deep.equal([puts, count]);
    });

    it('once unlocked: adds screenshots through the form, refuses hostile files and more than 6, removes one', async () => {
      await listings.execute(listingId, { type: 'UnlockSections', sections: ['media'] }, admin, 't');
      await settled(t.service);
      const three = await Promise.all(['#a00', '#0a0', '#00a'].map((c) => picture(900, 600, c)));
      const added = await upload(three.map((bytes, i) => ({ field: 'screenshots', filename: `s${i}.png`, bytes })));
      expect(added.status, added.text.slice(0, 300)).to.equal(303);
      await settled(t.service);
      const text = (await client.get(gallery)).text;
      expect(text.match(/alt="Screenshot \d of /g)).to.have.length(3);

      for (const hostile of HOSTILE_IMAGES.slice(0, 3)) {
        const [puts, count] = [blobs.puts, await events()];
        const answer = await upload([
          { field: 'screenshots', filename: hostile.filename, bytes: await hostile.make() },
        ]);
        expect(answer.status, hostile.name).to.equal(400);
        expect(answer.text).to.include('id="screenshots-error"');
        expect([blobs.puts, await events()]).to.deep.equal([puts, count]);
      }

      const more = await Promise.all(['#aa0', '#0aa', '#a0a'].map((c) => picture(700, 400, c)));
      expect(
        (await upload(more.map((bytes, i) => ({ field: 'screenshots', filename: `m${i}.png`, bytes })))).status,
      ).to.equal(303);
      await settled(t.service);
      const [puts, count] = [blobs.puts, await events()];
      const seventh = await upload([
        { field: 'screenshots', filename: 'x.png', bytes: await picture(640, 480, '#777') },
      ]);
      expect(seventh.status).to.equal(400);
      expect(seventh.text).to.include('room for 0 more');
      expect([blobs.puts, await events()]).to.deep.equal([puts, count]);

      const hash = /name="hash" value="([0-9a-f]{64})"/.exec((await client.get(gallery)).text)![1]!;
      const csrf = csrfIn((await client.get(gallery)).text);
      const removed = await client.post(`${gallery}/remove`, { csrf, hash });
      expect(removed.status).to.equal(303);
      await settled(t.service);
      expect((await client.get(gallery)).text.match(/alt="Screenshot \d of /g)).to.have.length(5);
    });

    it('another person can neither add to nor remove from the gallery (404), and nothing changes', async () => {
      const other = await signedUpClient(t.baseUrl);
      const hash = /name="hash" value="([0-9a-f]{64})"/.exec((await client.get(gallery)).text)![1]!;
      const [puts, count] = [blobs.puts, await events()];
      const csrf = csrfIn((await other.get('/submit')).text);
      const added = await postMultipart(other, gallery, { csrf }, [
        { field: 'screenshots', filename: 'a.png', bytes: await picture(640, 480, '#123') },
      ]);
      expect(added.status).to.equal(404);
      expect((await other.post(`${gallery}/remove`, { csrf, hash })).status).to.equal(404);
      expect((await other.get(gallery)).status).to.equal(404);
      expect([blobs.puts, await events()]).to.deep.equal([puts, count]);
    });
  });
});
