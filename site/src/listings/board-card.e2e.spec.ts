/**
 * A leaderboard's social card draws its #1's logo, over HTTP (issue 31, from the browser walk: the
 * board's card showed the #1's initials although the listing had a logo). While the #1 has no logo,
 * and while its logo is recorded but its blob is not in the store (a page never shows a picture it
 * cannot serve: stored-images.ts), the card's tile is the initials under the same name; once the
 * logo's blob is there, the card has a new name and its tile is the logo.
 */
import { expect } from 'chai';
import { InMemoryBlobStore } from '@listings/shared/kernel';
import { ingestImage } from '@listings/shared/platform';
import type { ListingImage } from '@listings/shared/contracts/listings';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { monogramOf, TILE_HUES } from '../kit/social/card-svg.ts';
import { CARD_SIZE, cardPixels } from '../kit/social/card-testing.ts';
import { solidPicture } from '../listing-images/upload-testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const BOARD = '/leaderboards/community-all-time';

/** A square logo of one colour, taken into `blobs` as the image pipeline takes one in. */
const logoIn = async (blobs: InMemoryBlobStore, colour: string): Promise<ListingImage> => {
  const manifest = await ingestImage(await solidPicture('png', colour, 300, 300), blobs, undefined, 'square');
  return {
    renditions: manifest.renditions.map(({ size, height, format, hash, bytes }) => ({
      size,
      ...(height !== undefined ? { height } : {}),
      format,
      hash,
      bytes,
    })),
    original: manifest.original,
    source: 'upload',
    evidence: [],
  };
};

const rgb = (hex: string) =>
  hex.length === 4
    ? [1, 2, 3].map((i) => parseInt(hex[i] + hex[i], 16))
    : [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe("a leaderboard's social card and its #1's logo", function () {
  this.timeout(60_000);
  const blobs = new InMemoryBlobStore();
  let t: TestService;
  let listings: ListingCommands;
  let listingId: number;

  /** The board page's card URL (as on this server) and its pixels. */
  const boardCard = async () => {
    const text = await (await fetch(t.baseUrl + BOARD)).text();
    const url = /<meta property="og:image" content="([^"]+)">/.exec(text)![1]!.replace(/&amp;/g, '&');
    expect(url).to.match(/\/cards\/board\/community-all-time\.png\?v=[0-9a-f]{20}$/);
    const answer = await fetch(url.replace(/^https?:\/\/[^/]+/, t.baseUrl));
    expect(answer.status).to.equal(200);
    expect(answer.headers.get('content-type')).to.equal('image/png');
    expect(answer.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    const { width, height, at } = await cardPixels(answer);
    expect([width, height]).to.deep.equal(CARD_SIZE);
    return { url, at };
  };
  /** The tile (x 80–280, y 150–350): its left edge beside the initials, and its middle. */
  const tileEdge = { x: 100, y: 250 };
  const tileMiddle = { x: 180, y: 250 };
  const initialsHue = rgb(TILE_HUES[monogramOf('Boardly').hue]);

  before(async () => {
    t = await startTestService({}, { blobs });
    listings = new ListingCommands(t.service.events, t.service.clock);
    const engagement = new EngagementCommands(t.service.events, t.service.clock);
    ({ listingId } = await listings.create(
      { profile: { name: 'Boardly', url: 'https://boardly.example', tagline: 'Leads the board' }, ownerId: null },
      admin,
      't',
    ));
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
    for (let i = 0; i < 2; i++)
      await engagement.execute({ type: 'Vote', listingId, voterId: `boardly-${i}`, ...SIMULATED_PERSON }, admin, 't');
    await settled(t.service);
  });
  after(() => t?.close());

  it("shows the #1's initials while it has no logo, and while its logo's blob is not stored", async () => {
    const none = await boardCard();
    expect(none.at(tileEdge.x, tileEdge.y)).to.deep.equal(initialsHue);
    // A logo recorded whose bytes this service's store never got (taken into another store). Another
    // colour than the stored one below: the same bytes would be the same logo, and setting it no event.
    await listings.execute(
      listingId,
      { type: 'SetLogo', logo: await logoIn(new InMemoryBlobStore(), '#aa2266') },
      admin,
      't',
    );
    await settled(t.service);
    const missing = await boardCard();
    expect(missing.url, 'the same card, by the same name').to.equal(none.url);
    expect(missing.at(tileEdge.x, tileEdge.y)).to.deep.equal(initialsHue);
  });

  it("draws the #1's logo once its blob is stored: a new name, the logo's colour in the tile", async () => {
    const before = await boardCard();
    await listings.execute(listingId, { type: 'SetLogo', logo: await logoIn(blobs, '#22aa66') }, admin, 't');
    await settled(t.service);
    const withLogo = await boardCard();
    expect(withLogo.url).to.not.equal(before.url);
    for (const { x, y } of [tileEdge, tileMiddle]) {
      const [r, g, b] = withLogo.at(x, y);
      expect(r, `red at ${x},${y}`).to.be.within(0x22 - 6, 0x22 + 6);
      expect(g, `green at ${x},${y}`).to.be.within(0xaa - 6, 0xaa + 6);
      expect(b, `blue at ${x},${y}`).to.be.within(0x66 - 6, 0x66 + 6);
    }
  });
});
