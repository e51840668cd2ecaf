/**
 * Founders' photos over HTTP as a browser sends them (multipart, no JavaScript), issue 31 part 1: the
 * listing's owner uploads a photo for one founder of the listing; it is cropped square, stored,
 * recorded (ListingFounderPhotoSet: hash, size, source, the founder, what it replaced), and shown
 * with width, height and alt on the owner's page, on the public listing's hero (linking to the
 * founder page) and on the founder page; a second one replaces it, naming the first; removing it shows
 * the initials again everywhere. The founders' directory shows the same photo beside each name (the
 * initials, hidden from screen readers, for a founder without), and the founder's social card draws it,
 * under a new name when it changes. Every hostile file of the pipeline's table
 * (hostile-images.fixture.ts) gets a 400 page naming the `photo` field with nothing stored: no blob,
 * no event. So do two files at once and no file; another person's listing and a founder the listing
 * does not name are 404s.
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { InMemoryBlobStore } from '@listings/shared/kernel';
import { ingestImage } from '@listings/shared/platform';
import { listingStream } from '@listings/shared/contracts/listings';
import { ListingCommands } from '@listings/command-service/listings';
import { settled, type TestService } from '@listings/gateway/testing';
import { csrfIn, type PageClient } from '../kit/testing.ts';
import { CARD_SIZE, cardPixels } from '../kit/social/card-testing.ts';
import { answerToUnfinishedUpload, signedUpClient } from '../kit/maker-testing.ts';
import {
  itRefusesBadFiles,
  postMultipart,
  serviceWithOwnListing,
  solidPicture,
  type CountingStore,
  type UploadedTestFile,
} from './upload-testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };

const jpeg = (colour: string, width = 400, height = 300) => solidPicture('jpeg', colour, width, height);
/** This spec's files are sent declared as JPEG (the service types them by their bytes). */
const postJpegs: typeof postMultipart = (client, path, fields, files) =>
  postMultipart(client, path, fields, files, 'image/jpeg');

describe('founders’ photos: the owner’s form, and where visitors see them', function () {
  this.timeout(90_000);
  let close: (() => Promise<void>) | undefined;
  let t: TestService;
  let blobs: CountingStore;
  let client: PageClient;
  let listingId: number;
  let listingPath: string;
  let photoPath: string;
  let slug: string;

  before(async () => {
    ({ t, blobs, client, listingId, listingPath, close } = await serviceWithOwnListing());
    const listings = new ListingCommands(t.service.events, t.service.clock);
    await listings.execute(
      listingId,
      {
        type: 'ChangeProfile',
        changes: {
          founders: [
            { slug: 'ann-lee', name: 'Ann Lee', title: 'CEO' },
            { slug: 'bo-ma', name: 'Bo Ma' },
          ],
        },
      },
      admin,
      't',
    );
    await settled(t.service);
    slug = ((await t.service.events.readStream(listingStream(listingId)))[0]!.data as { slug: string }).slug;
    photoPath = `${listingPath}/founders/ann-lee/photo`;
  });
  after(async () => {
    await close?.();
  });

  const listingEvents = async () => (await t.service.events.readStream(listingStream(listingId))).length;
  const upload = async (files: UploadedTestFile[], path = photoPath) => {
    const csrf = csrfIn((await client.get(path)).text);
    return postJpegs(client, path, { csrf }, files);
  };
  const photoEvents = async () =>
    (await t.service.events.readStream(listingStream(listingId))).filter((e) =>
      e.type.startsWith('ListingFounderPhoto'),
    );

  it('lists the founders with their initials, and each founder’s page has a multipart form', async () => {
    const list = await client.get(`${listingPath}/founders`);
    expect(list.status).to.equal(200);
    expect(list.text).to.include('Add a photo of Ann Lee');
    expect(list.text).to.include('Add a photo of Bo Ma');
    const page = await client.get(photoPath);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('enctype="multipart/form-data"');
    expect(page.text).to.include('type="file" id="photo" name="photo"');
    expect(page.text).to.include('shows initials until there is a photo');
    expect((await client.get(listingPath)).text).to.include(`href="${listingPath}/founders"`);
  });

  describe('refused with nothing stored (neither blob nor event)', () => {
    itRefusesBadFiles({
      field: 'photo',
      picture: (colour) => jpeg(colour),
      extension: 'jpg',
      upload: (files) => upload(files),
      stored: async () => [blobs.puts, await listingEvents()],
    });

    it('a signed-out or cross-site post is answered before its body is read', async () => {
      const [puts, events] = [blobs.puts, await listingEvents()];
      expect((await answerToUnfinishedUpload(t.baseUrl, photoPath, {})).status).to.equal(303);
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const crossSite = { cookie, origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' };
      expect((await answerToUnfinishedUpload(t.baseUrl, photoPath, crossSite)).status).to.equal(403);
      expect([blobs.puts, await listingEvents()]).to.deep.equal([puts, events]);
    });

    it('a founder the listing does not name, and another person’s listing, are 404s', async () => {
      const [puts, events] = [blobs.puts, await listingEvents()];
      const csrf = csrfIn((await client.get(photoPath)).text);
      const stranger = await postJpegs(client, `${listingPath}/founders/nobody/photo`, { csrf }, [
        { field: 'photo', filename: 'a.jpg', bytes: await jpeg('#f00') },
      ]);
      expect(stranger.status).to.equal(404);
      const other = await signedUpClient(t.baseUrl);
      const otherCsrf = csrfIn((await other.get('/submit')).text);
      const answer = await postJpegs(other, photoPath, { csrf: otherCsrf }, [
        { field: 'photo', filename: 'a.jpg', bytes: await jpeg('#f00') },
      ]);
      expect(answer.status).to.equal(404);
      expect([blobs.puts, await listingEvents()]).to.deep.equal([puts, events]);
    });
  });

  describe('a photo', () => {
    let first: string;
    let founderCardUrl: string;

    it('is taken: cropped square, stored, recorded as ListingFounderPhotoSet, shown with width, height and alt', async () => {
      const answer = await upload([{ field: 'photo', filename: 'me.bin', bytes: await jpeg('#2a6') }]);
      expect(answer.status, answer.text.slice(0, 300)).to.equal(303);
      expect(answer.location).to.equal(`${photoPath}?done=added`);
      const events = await photoEvents();
      expect(events.map((e) => e.type)).to.deep.equal(['ListingFounderPhotoSet']);
      const data = events[0]!.data as {
        founderSlug: string;
        photo: { source: string; original: { hash: string; size: number }; renditions: { size: number }[] };
        replaced: string | null;
      };
      expect([data.founderSlug, data.photo.source, data.replaced]).to.deep.equal(['ann-lee', 'upload', null]);
      expect(data.photo.original.size).to.be.greaterThan(0);
      expect([...new Set(data.photo.renditions.map((r) => r.size))]).to.deep.equal([48, 96, 192]);
      expect(events[0]!.metadata.actor).to.deep.include({ kind: 'user' });
      first = data.photo.original.hash;

      await t.service.projections.waitForPosition(events[0]!.position, 5000);
      const page = await client.get(`${photoPath}?done=added`);
      expect(page.text).to.include('The photo is up.');
      const img = /<img src="(\/images\/[0-9a-f]{64})"[^>]*>/.exec(page.text);
      expect(img, 'an <img> of the photo').to.not.equal(null);
      expect(img![0]).to.include('width="96" height="96"');
      expect(img![0]).to.include('alt="Photo of Ann Lee"');
      const served = await fetch(t.baseUrl + img![1]);
      expect(served.status).to.equal(200);
      const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([size.width, size.height]).to.deep.equal([96, 96]);
    });

    it('is replaced by the next, which names the one it replaced', async () => {
      const answer = await upload([{ field: 'photo', filename: 'me.png', bytes: await jpeg('#a20', 200, 500) }]);
      expect(answer.location).to.equal(`${photoPath}?done=replaced`);
      const events = await photoEvents();
      expect(events).to.have.length(2);
      expect((events[1]!.data as { replaced: string }).replaced).to.equal(first);
      await t.service.projections.waitForPosition(events[1]!.position, 5000);
    });

    it('shows on the public listing’s hero, linking to the founder page, and on the founder page', async () => {
      const listings = new ListingCommands(t.service.events, t.service.clock);
      await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'paid' }, admin, 't');
      await settled(t.service);
      const listing = await (await fetch(`${t.baseUrl}/listings/${slug}`)).text();
      const makers = /<ul class="makers"[^]*?<\/ul>/.exec(listing)?.[0] ?? '';
      expect(makers).to.match(/<a href="\/founders\/ann-lee"><picture class="face face-48">[^]*alt="Photo of Ann Lee"/);
      expect(makers).to.match(
        /<a href="\/founders\/bo-ma"><span class="face face-48 initials" aria-hidden="true">BM<\/span><span>Bo Ma<\/span>/,
      );
      expect(listing).to.match(
        /<p class="visit"><a href="[^"]+" rel="(nofollow )?noopener noreferrer">Visit website<\/a>/,
      );
      const founder = await (await fetch(`${t.baseUrl}/founders/ann-lee`)).text();
      expect(founder).to.match(/<img [^>]*width="96" height="96" alt="Photo of Ann Lee"/);
      for (const src of (listing + founder).match(/src="\/images\/[0-9a-f]{64}"/g) ?? [])
        expect((await fetch(t.baseUrl + src.slice(5, -1))).status, src).to.equal(200);
    });

    it('shows in the founders’ directory beside the name; a founder without one keeps the initials', async () => {
      const directory = await (await fetch(`${t.baseUrl}/founders`)).text();
      const row = (slug: string) =>
        new RegExp(`<li class="row">(?:(?!</li>)[^])*?href="/founders/${slug}"`).exec(directory)?.[0] ?? '';
      const ann = /<img src="(\/images\/[0-9a-f]{64})"[^>]*>/.exec(row('ann-lee'));
      expect(ann, 'Ann Lee’s row has her photo').to.not.equal(null);
      expect(ann![0]).to.include('width="48" height="48" alt="Photo of Ann Lee"');
      expect((await fetch(t.baseUrl + ann![1])).status).to.equal(200);
      expect(row('bo-ma')).to.include('<span class="face face-48 initials" aria-hidden="true">BM</span>');
      expect(row('bo-ma')).to.not.include('<img');
    });

    it('is drawn, round, on the founder’s social card (1200×630 PNG), named by the photo', async () => {
      const founder = await (await fetch(`${t.baseUrl}/founders/ann-lee`)).text();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(founder)?.[1];
      expect(card, 'og:image').to.match(/\/cards\/founder\/ann-lee\.png\?v=[0-9a-f]{20}$/);
      const answer = await fetch(card!.replace(/^https?:\/\/[^/]+/, t.baseUrl));
      expect(answer.status).to.equal(200);
      expect(answer.headers.get('content-type')).to.equal('image/png');
      const { width, height, at } = await cardPixels(answer);
      expect([width, height]).to.deep.equal(CARD_SIZE);
      // The tile's middle is the photo (solid #a20, within JPEG's rounding); its corner, outside the circle, white.
      const [r, g, b] = at(180, 250);
      expect(r).to.be.within(150, 190);
      expect(g).to.be.within(14, 54);
      expect(b).to.be.below(30);
      expect(at(86, 156)).to.deep.equal([255, 255, 255]);
      founderCardUrl = card!;
    });

    it('a rebuild of the read model keeps it', async () => {
      const faces = async () =>
        /<ul class="makers"[^]*?<\/ul>/.exec(await (await fetch(`${t.baseUrl}/listings/${slug}`)).text())?.[0];
      const before = await faces();
      await t.service.projections.rebuild(['listings']);
      await settled(t.service);
      expect(await faces()).to.equal(before);
    });

    it('is removed: recorded, and the initials show again', async () => {
      const csrf = csrfIn((await client.get(photoPath)).text);
      const answer = await client.post(`${photoPath}/remove`, { csrf });
      expect(answer.status, answer.text).to.equal(303);
      expect(answer.location).to.equal(`${photoPath}?done=removed`);
      const events = await photoEvents();
      expect(events.map((e) => e.type)).to.deep.equal([
        'ListingFounderPhotoSet',
        'ListingFounderPhotoSet',
        'ListingFounderPhotoRemoved',
      ]);
      await settled(t.service);
      const founder = await (await fetch(`${t.baseUrl}/founders/ann-lee`)).text();
      expect(founder).to.include('<span class="face face-96 initials" aria-hidden="true">AL</span>');
      expect(founder).to.not.include('alt="Photo of Ann Lee"');
      const directory = await (await fetch(`${t.baseUrl}/founders`)).text();
      expect(directory).to.include('<span class="face face-48 initials" aria-hidden="true">AL</span>');
      expect(directory).to.not.include('alt="Photo of Ann Lee"');
      // The card shows the initials again, so it has a new name.
      const card = /<meta property="og:image" content="([^"]+)"/.exec(founder)?.[1];
      expect(card).to.match(/\/cards\/founder\/ann-lee\.png\?v=/);
      expect(card).to.not.equal(founderCardUrl);
    });

    it('whose files are missing is not drawn, but the owner can still replace or remove it', async () => {
      // Recorded with renditions the serving store does not hold (taken into another one).
      const { renditions, original } = await ingestImage(
        await jpeg('#35a'),
        new InMemoryBlobStore(),
        undefined,
        'face',
      );
      const listings = new ListingCommands(t.service.events, t.service.clock);
      const photo = {
        renditions: renditions.map(({ contentType: _type, ...rendition }) => rendition),
        original,
        source: 'upload' as const,
        evidence: [],
      };
      await listings.execute(listingId, { type: 'SetFounderPhoto', founderSlug: 'bo-ma', photo }, admin, 't');
      await settled(t.service);
      const boPath = `${listingPath}/founders/bo-ma/photo`;
      const list = (await client.get(`${listingPath}/founders`)).text;
      expect(list).to.include('Replace or remove the photo of Bo Ma');
      const page = await client.get(boPath);
      expect(page.status).to.equal(200);
      expect(page.text).to.not.include('<img');
      expect(page.text).to.include('The photo of Bo Ma is missing here');
      expect(page.text).to.include(`action="${boPath}/remove"`);
      const answer = await client.post(`${boPath}/remove`, { csrf: csrfIn(page.text) });
      expect(answer.status, answer.text).to.equal(303);
      expect((await photoEvents()).at(-1)?.type).to.equal('ListingFounderPhotoRemoved');
      await settled(t.service);
      expect((await client.get(boPath)).text).to.include('Bo Ma shows initials until there is a photo.');
    });
  });
});
