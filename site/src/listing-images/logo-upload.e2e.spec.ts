/**
 * The maker's logo upload, over HTTP as a browser sends it (multipart, no JavaScript): a picture is
 * taken, re-encoded, stored and recorded (ListingLogoSet), shown on the page with width, height and
 * alt, and served from /images/<hash>; a second one replaces it, naming the first. Every hostile file
 * of the pipeline's table (hostile-images.fixture.ts) gets a 400 page naming the `logo` field, and
 * nothing is stored: no blob, no event. So do two files at once, a missing file, a post without the
 * CSRF token, and another person's listing (404).
 */
import { expect } from 'chai';
import { listingStream } from '@listings/shared/contracts/listings';
import { LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import type { TestService } from '@listings/gateway/testing';
import { csrfIn, type PageClient } from '../kit/testing.ts';
import { answerToUnfinishedUpload, signedUpClient } from '../kit/maker-testing.ts';
import {
  itRefusesBadFiles,
  postMultipart,
  serviceWithOwnListing,
  solidPicture,
  type CountingStore,
  type UploadedTestFile,
} from './upload-testing.ts';

const png = (colour: string, width = 120, height = 80) => solidPicture('png', colour, width, height);

describe('logo upload page', function () {
  this.timeout(60_000);
  let close: (() => Promise<void>) | undefined;
  let t: TestService;
  let blobs: CountingStore;
  let client: PageClient;
  let listingId: number;
  let logoPath: string;

  before(async () => {
    let listingPath: string;
    ({ t, blobs, client, listingId, listingPath, close } = await serviceWithOwnListing());
    logoPath = `${listingPath}/logo`;
  });
  after(async () => {
    await close?.();
  });

  const listingEvents = async () => (await t.service.events.readStream(listingStream(listingId))).length;
  const doc = () =>
    t.service.documents.collection<ListingDocument>(LISTINGS_COLLECTION).findOne({ listing_id: listingId });
  const upload = async (files: UploadedTestFile[], fields: Record<string, string> = {}) => {
    const csrf = csrfIn((await client.get(logoPath)).text);
    return postMultipart(client, logoPath, { csrf, ...fields }, files);
  };

  it('shows a multipart form for the logo, without JavaScript, and the initials for now', async () => {
    const page = await client.get(logoPath);
    expect(page.status).to.equal(200);
    expect(page.text).to.include('enctype="multipart/form-data"');
    expect(page.text).to.include('type="file" id="logo" name="logo"');
    expect(page.text).to.include('shows its initials');
  });

  describe('hostile files: a 400 naming the field, nothing stored (neither blob nor event)', () => {
    itRefusesBadFiles({
      field: 'logo',
      picture: (colour) => png(colour),
      extension: 'png',
      upload: (files) => upload(files),
      stored: async () => [blobs.puts, await listingEvents()],
    });

    it('a post without the CSRF token is refused before the file is looked at', async () => {
      const [puts, events] = [blobs.puts, await listingEvents()];
      const answer = await postMultipart(client, logoPath, {}, [
        { field: 'logo', filename: 'a.png', bytes: await png('#f00') },
      ]);
      expect(answer.status).to.equal(403);
      expect([blobs.puts, await listingEvents()]).to.deep.equal([puts, events]);
    });

    // The multipart body was read (up to 2 files of 5 MB, in memory) before the session was looked
    // at: a stranger could make the service hold 10 MB per request. These bodies never finish, so
    // only an answer given before reading them can arrive.
    it('a signed-out or cross-site post is answered before its body is read', async () => {
      const [puts, events] = [blobs.puts, await listingEvents()];
      const signedOut = await answerToUnfinishedUpload(t.baseUrl, logoPath, {});
      expect(signedOut.status).to.equal(303);
      expect(signedOut.location).to.match(/^\/signin\?next=/);
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const crossSite = await answerToUnfinishedUpload(t.baseUrl, logoPath, {
        cookie,
        origin: 'https://elsewhere.example',
        'sec-fetch-site': 'cross-site',
      });
      expect(crossSite.status).to.equal(403);
      expect([blobs.puts, await listingEvents()]).to.deep.equal([puts, events]);
    });

    it('a body larger than the uploads it can hold is answered 413 without being read to its end', async () => {
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const headers = { cookie, origin: t.baseUrl, 'sec-fetch-site': 'same-origin' };
      // Declared: answered from the headers. Undeclared (chunked), 12 MB sent and more to come:
      // a file past its cap was read and dropped to the end of the body, however long.
      expect((await answerToUnfinishedUpload(t.baseUrl, logoPath, headers, { declared: 1 << 30 })).status).to.equal(
        413,
      );
      expect((await answerToUnfinishedUpload(t.baseUrl, logoPath, headers, { sent: 12 << 20 })).status).to.equal(413);
    });

    it("another person's listing is a 404", async () => {
      const other = await signedUpClient(t.baseUrl);
      const [puts, events] = [blobs.puts, await listingEvents()];
      const csrf = csrfIn((await other.get('/submit')).text);
      const answer = await postMultipart(other, logoPath, { csrf }, [
        { field: 'logo', filename: 'a.png', bytes: await png('#f00') },
      ]);
      expect(answer.status).to.equal(404);
      expect([blobs.puts, await listingEvents()]).to.deep.equal([puts, events]);
    });
  });

  describe('a picture', () => {
    let first: string;

    it('is taken: stored, recorded as ListingLogoSet (source upload), shown with width, height and alt', async () => {
      const answer = await upload([{ field: 'logo', filename: 'whatever.bin', bytes: await png('#2a6') }]);
      expect(answer.status, answer.text.slice(0, 300)).to.equal(303);
      expect(answer.location).to.equal(`${logoPath}?saved=added`);
      const events = await t.service.events.readStream(listingStream(listingId));
      const set = events.filter((e) => e.type === 'ListingLogoSet');
      expect(set).to.have.length(1);
      const data = set[0]!.data as { logo: { source: string; original: { hash: string } }; replaced: string | null };
      expect([data.logo.source, data.replaced]).to.deep.equal(['upload', null]);
      expect(set[0]!.metadata.actor).to.deep.include({ kind: 'user' });
      first = data.logo.original.hash;

      await t.service.projections.waitForPosition(set[0]!.position, 5000);
      const page = await client.get(`${logoPath}?saved=added`);
      expect(page.text).to.include('Your logo is up.');
      const img = /<img src="(\/images\/[0-9a-f]{64})"[^>]*>/.exec(page.text);
      expect(img, 'an <img> of the logo').to.not.equal(null);
      expect(img![0]).to.include('width="96" height="96"');
      expect(img![0]).to.match(/alt="[^"]+ logo"/);
      const served = await fetch(t.baseUrl + img![1]);
      expect(served.status).to.equal(200);
      expect(served.headers.get('content-type')).to.equal('image/png');
    });

    it('is replaced by the next, which names the one it replaced', async () => {
      const answer = await upload([{ field: 'logo', filename: 'logo.jpg', bytes: await png('#a20', 64, 64) }]);
      expect(answer.location).to.equal(`${logoPath}?saved=replaced`);
      const set = (await t.service.events.readStream(listingStream(listingId))).filter(
        (e) => e.type === 'ListingLogoSet',
      );
      expect(set).to.have.length(2);
      expect((set[1]!.data as { replaced: string }).replaced).to.equal(first);
      await t.service.projections.waitForPosition(set[1]!.position, 5000);
      expect((await doc())!.site_logo!.original.hash).to.not.equal(first);
    });
  });

  describe('the upload limit', () => {
    // The limit was counted only by set_listing_logo, after the file was decoded and its renditions
    // stored: the upload past it was refused (429) with its eight renditions left in the store.
    it('past the upload limit (20 an hour): a 429 before the file is decoded, nothing stored', async () => {
      let answer: Awaited<ReturnType<typeof upload>> | undefined;
      let puts = blobs.puts;
      for (let i = 0; i < 25; i++) {
        puts = blobs.puts;
        const events = await listingEvents();
        answer = await upload([
          { field: 'logo', filename: 'logo.png', bytes: await png(`#${(i + 16).toString(16)}a0a0`, 32 + i, 32) },
        ]);
        if (answer.status !== 303) {
          expect(await listingEvents()).to.equal(events);
          break;
        }
      }
      expect(answer!.status, answer!.text.slice(0, 300)).to.equal(429);
      expect(blobs.puts, 'no rendition of the refused upload stored').to.equal(puts);
    });
  });
});
