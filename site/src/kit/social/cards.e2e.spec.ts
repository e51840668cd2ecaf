/**
 * Social cards over HTTP. Every public page kind (home, listing, launch week, awards, founder, board,
 * search, founders list) names an og:image and twitter:image on the site itself that answers a 1200×630
 * PNG (read back with sharp) with long cache headers and nosniff; the same content keeps the same URL
 * and a new name gives a new one (a search's card: its words, filters and count); a listing with a
 * hostile name still gets its card. Prints the median time of one card drawn
 * (the budget is 50 ms; not asserted).
 */
import { expect } from 'chai';
import sharp from 'sharp';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { searchCard } from '../../listings/cards.ts';
import { cardHash, cardSvg } from './card-svg.ts';
import { socialCards, svgToPng } from './cards.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const SITE = { name: 'Listings Directory', publicBaseUrl: 'http://localhost:8080' };
const HOSTILE = `<script>alert(1)</script> ]]> & "Quotes" 'n' ${'Longer Than Any Card '.repeat(8)}`;

/** The content of a meta tag, HTML entities undone. */
const meta = (text: string, attribute: 'property' | 'name', key: string): string | null => {
  const match = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(text);
  return match
    ? match[1]
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
    : null;
};

describe('social cards', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z'); // Wednesday of the week of 2026-11-16
  let service: TestService;
  let listings: ListingCommands;
  const ids: Record<string, number> = {};

  const get = (path: string) => fetch(`${service.baseUrl}${path}`);
  const page = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).to.equal(200);
    return response.text();
  };
  /** The page's card URL (absolute, on the site), checked against twitter:image and the sizes said. */
  const cardOf = async (path: string) => {
    const text = await page(path);
    const url = meta(text, 'property', 'og:image');
    expect(url, path).to.be.a('string');
    expect(url!.startsWith(`${SITE.publicBaseUrl}/cards/`), url!).to.equal(true);
    expect(meta(text, 'name', 'twitter:image'), path).to.equal(url);
    expect(meta(text, 'name', 'twitter:card'), path).to.equal('summary_large_image');
    expect(meta(text, 'property', 'og:image:width'), path).to.equal('1200');
    expect(meta(text, 'property', 'og:image:height'), path).to.equal('630');
    expect(meta(text, 'property', 'og:image:alt'), path)
      .to.be.a('string')
      .and.not.equal('');
    return url!;
  };
  /** Fetches a card by its path on this server: a 1200×630 PNG with long cache and nosniff. */
  const fetchCard = async (url: string) => {
    const response = await get(url.slice(SITE.publicBaseUrl.length));
    expect(response.status, url).to.equal(200);
    expect(response.headers.get('content-type'), url).to.equal('image/png');
    expect(response.headers.get('x-content-type-options'), url).to.equal('nosniff');
    expect(response.headers.get('cache-control'), url).to.equal('public, max-age=31536000, immutable');
    const png = Buffer.from(await response.arrayBuffer());
    const info = await sharp(png).metadata();
    expect([info.format, info.width, info.height], url).to.deep.equal(['png', 1200, 630]);
    return png;
  };

  before(async () => {
    service = await startTestService({ site: SITE }, { clock });
    listings = new ListingCommands(service.service.events, clock);
    const engagement = new EngagementCommands(service.service.events, clock);
    const launch = async (name: string, votes: number, profile: Record<string, unknown> = {}) => {
      const { listingId, slug } = await listings.create(
        {
          profile: { name, url: `https://${name.toLowerCase().replace(/\W/g, '')}.example`, ...profile },
          ownerId: null,
        },
        admin,
        't',
      );
      await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
      for (let i = 0; i < votes; i++)
        await engagement.execute({ type: 'Vote', listingId, voterId: `${slug}-${i}`, ...SIMULATED_PERSON }, admin, 't');
      ids[slug] = listingId;
      return slug;
    };
    await launch('Ledgerly', 3, {
      tagline: 'Get paid faster, chase less',
      founders: [{ slug: 'ada-ledger', name: 'Ada Ledger', title: 'CEO' }],
    });
    await launch('Mailwren', 1, { tagline: 'Newsletters people open' });
    ids.hostile = ids[await launch(HOSTILE, 0, { tagline: HOSTILE })];
    await settled(service.service);
    // The week closes: its awards are recorded.
    clock.set('2026-11-23T00:01:01Z');
    expect(await service.service.jobs.get('week closing')!.tick()).to.equal(1);
    await settled(service.service);
  });
  after(() => service?.close());

  it('every public page kind names a 1200×630 PNG card on the site, under long cache and nosniff', async () => {
    for (const path of [
      '/',
      '/listings/ledgerly',
      '/launches/weeks/2026-11-16',
      '/awards',
      '/founders/ada-ledger',
      '/leaderboards/community-all-time',
      '/search',
      '/search?q=ledgerly',
      '/founders',
    ]) {
      const url = await cardOf(path);
      await fetchCard(url);
    }
    expect(await cardOf('/')).to.match(/\/cards\/home\.png\?v=[0-9a-f]{20}$/);
    expect(await cardOf('/listings/ledgerly')).to.match(/\/cards\/listing\/ledgerly\.png\?v=/);
    expect(await cardOf('/launches/weeks/2026-11-16')).to.match(/\/cards\/week\/2026-11-16\.png\?v=/);
    expect(await cardOf('/founders/ada-ledger')).to.match(/\/cards\/founder\/ada-ledger\.png\?v=/);
    expect(await cardOf('/leaderboards/community-all-time')).to.match(/\/cards\/board\/community-all-time\.png\?v=/);
    // A board's card says who leads it.
    expect(meta(await page('/leaderboards/community-all-time'), 'property', 'og:image:alt')).to.equal(
      'Community: all time: #1: Ledgerly',
    );
    // A search's card says what was asked and how many it found; with no words, the directory; the
    // founders list's, how many founders (each a card of its own, cached as the others).
    expect(await cardOf('/search?q=ledgerly')).to.match(/\/cards\/search\.png\?q=ledgerly&v=[0-9a-f]{20}$/);
    expect(await cardOf('/search')).to.match(/\/cards\/search\.png\?v=[0-9a-f]{20}$/);
    expect(await cardOf('/founders')).to.match(/\/cards\/founders\.png\?v=[0-9a-f]{20}$/);
    expect(meta(await page('/search?q=ledgerly'), 'property', 'og:image:alt')).to.equal(
      '“ledgerly”: Search results on Listings Directory',
    );
    expect(meta(await page('/search'), 'property', 'og:image:alt')).to.equal(
      'Browse the directory: Search every product on Listings Directory by name, what it does and keywords',
    );
    expect(meta(await page('/founders'), 'property', 'og:image:alt')).to.equal(
      'Founders: The people who make the products on Listings Directory',
    );
    // The week's and the awards' cards say who won, with which votes.
    expect(meta(await page('/awards'), 'property', 'og:image:alt')).to.equal(
      'Ledgerly: #1 Launch of the Week, week of 16 Nov 2026',
    );
  });

  it('names a search’s card by what it finds: its words, filters and count, drawn alike by the card route', async () => {
    const cards = new Map<string, string>();
    for (const path of [
      '/search?q=ledgerly',
      '/search?q=ledgerly&page=1&sort=newest',
      '/search?q=mailwren',
      '/search?q=nothing-like-it',
      '/search?q=ledgerly&status=upcoming',
      '/search',
      '/search?sort=votes',
      '/search?status=upcoming',
    ]) {
      const url = await cardOf(path);
      // The card route reads the search again: it draws the card the page named (its `v` is current).
      await fetchCard(url);
      cards.set(path, url);
    }
    // A page, a sort: the same search, the same card; other words, other filters, another count: another.
    expect(cards.get('/search?q=ledgerly&page=1&sort=newest')).to.equal(cards.get('/search?q=ledgerly'));
    expect(cards.get('/search?sort=votes')).to.equal(cards.get('/search'));
    expect(new Set(cards.values()).size).to.equal(6);
    expect(cards.get('/search?q=ledgerly&status=upcoming')).to.match(/\?q=ledgerly&status=upcoming&v=/);
    const alt = async (path: string) => meta(await page(path), 'property', 'og:image:alt');
    expect(await alt('/search?q=ledgerly&status=upcoming')).to.equal('“ledgerly”: Filtered by status upcoming');
    // The count is the search's: the figure is drawn, so it is read back from the card's name.
    const count = async (path: string) => {
      const url = new URL(cards.get(path)!);
      const query = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'v'));
      return [0, 1, 2, 3, 4, 5].find(
        (total) => cardHash(searchCard(SITE.name, query, total)) === url.searchParams.get('v'),
      );
    };
    expect(await count('/search?q=ledgerly')).to.equal(1);
    expect(await count('/search?q=nothing-like-it')).to.equal(0);
    expect(await count('/search')).to.equal(3);
    expect(await count('/search?status=upcoming')).to.equal(0);
    // Asked again, a search's card is the front response cache's answer, as the others' are.
    const render = socialCards.render;
    let rendered = 0;
    socialCards.render = function (this: typeof socialCards, ...args) {
      rendered++;
      return render.apply(this, args);
    };
    try {
      service.service.readCache.invalidate();
      for (const path of ['/search?q=mailwren', '/founders']) {
        const card = await cardOf(path);
        await fetchCard(card);
        await fetchCard(card);
      }
      expect(rendered, 'each card drawn once, then answered from the front cache').to.equal(2);
    } finally {
      socialCards.render = render;
    }
    // A filter asked twice names no card (the page's read decides); its card route refuses it.
    expect((await get('/cards/search.png?q=a&q=b')).status).to.equal(400);
  });

  it('keeps a card’s URL while what it shows stays; a new name gives a new URL and picture', async () => {
    const before = await cardOf('/listings/mailwren');
    expect(await cardOf('/listings/mailwren')).to.equal(before);
    const png = await fetchCard(before);
    expect((await fetchCard(before)).equals(png)).to.equal(true);
    await listings.execute(ids.mailwren, { type: 'ChangeProfile', changes: { name: 'Mailwren Pro' } }, admin, 't');
    await settled(service.service);
    const after = await cardOf('/listings/mailwren');
    expect(after).to.not.equal(before);
    expect((await fetchCard(after)).equals(png)).to.equal(false);
    // The old URL still answers (the current picture), but only briefly cached.
    const stale = await get(before.slice(SITE.publicBaseUrl.length));
    expect(stale.status).to.equal(200);
    expect(stale.headers.get('cache-control')).to.equal('public, max-age=300');
  });

  it('answers a card asked again from the front response cache, until a projection applies an event', async () => {
    const path = (await cardOf('/listings/ledgerly')).slice(SITE.publicBaseUrl.length);
    let rendered = 0;
    const render = socialCards.render;
    socialCards.render = function (this: typeof socialCards, ...args) {
      rendered++;
      return render.apply(this, args);
    };
    try {
      service.service.readCache.invalidate();
      const first = await fetchCard(`${SITE.publicBaseUrl}${path}`);
      const again = await get(path);
      expect(again.headers.get('etag')).to.match(/^"[0-9a-f]{20}"$/);
      expect(Buffer.from(await again.arrayBuffer()).equals(first)).to.equal(true);
      const notModified = await fetch(`${service.baseUrl}${path}`, {
        headers: { 'if-none-match': again.headers.get('etag')! },
      });
      expect(notModified.status).to.equal(304);
      expect(rendered, 'the second and third answers came from the front cache').to.equal(1);
      // Any event applied empties the cache: the card is read (and its hash checked) again.
      await new EngagementCommands(service.service.events, clock).execute(
        { type: 'Vote', listingId: ids.mailwren, voterId: 'card-cache-voter', ...SIMULATED_PERSON },
        admin,
        't',
      );
      await settled(service.service);
      await fetchCard(`${SITE.publicBaseUrl}${path}`);
      expect(rendered).to.equal(2);
    } finally {
      socialCards.render = render;
    }
  });

  it('draws the card of a listing with a hostile name; the page’s head stays well-formed', async () => {
    const path = `/listings/${await findSlug()}`;
    const text = await page(path);
    expect(text).to.not.include('<script>alert(1)');
    const alt = meta(text, 'property', 'og:image:alt')!;
    expect(alt.startsWith(`<script>alert(1)</script> ]]> & "Quotes" 'n' Longer`), alt).to.equal(true);
    expect(alt.endsWith('…'), alt).to.equal(true);
    expect(Array.from(alt).length).to.be.at.most(200);
    await fetchCard(await cardOf(path));
  });

  it('answers 404 for the card of nothing', async () => {
    for (const path of ['/cards/listing/nope.png', '/cards/founder/nope.png', '/cards/board/nope.png']) {
      const response = await get(path);
      expect(response.status, path).to.equal(404);
      expect(response.headers.get('content-type'), path).to.match(/^text\/plain/);
    }
  });

  it('measures one card’s drawing (SVG to PNG): the median is printed, not asserted', async () => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await svgToPng(
        cardSvg({
          siteName: SITE.name,
          kicker: 'Product',
          title: `Ledgerly ${i}`,
          subtitle: 'Get paid faster, chase less',
          figure: { value: '3', label: 'votes all time' },
        }),
      );
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`      one card drawn: p50 ${times[15].toFixed(1)} ms, p90 ${times[27].toFixed(1)} ms (30 draws)`);
  });

  async function findSlug(): Promise<string> {
    const found = (await (await get(`/v1/listings?q=${encodeURIComponent('Longer Than Any Card')}`)).json()) as any;
    return found.items[0].slug;
  }
});
