/**
 * A view is a page served: listing pages answered 429 (the per-IP limit) are not counted, over HTTP
 * with a real listening service. Clients are told apart by X-Forwarded-For (the test's peer is
 * loopback, which TRUST_PROXY trusts by default), so one client can be limited while another is served.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { startTestService, type TestService } from '../testing/test-service.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** Waits (polling, at most 10 s) until `check` holds: views are counted in the background. */
const eventually = async (check: () => Promise<boolean>) => {
  for (const deadline = Date.now() + 10_000; !(await check());) {
    if (Date.now() > deadline) throw new Error('did not happen within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('listing page views: only a page actually served counts', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z');
  let service: TestService;
  const ids: Record<string, number> = {};

  before(async () => {
    service = await startTestService(
      { rateLimits: { perCredential: 100_000, perIp: 12, windowSeconds: 3600 } },
      { clock },
    );
    const listings = new ListingCommands(service.service.events, clock);
    for (const name of ['Bravo', 'Charlie']) {
      const { listingId, slug } = await listings.create(
        {
          profile: { name, tagline: `${name} does things`, url: `https://${name.toLowerCase()}.example` },
          ownerId: null,
        },
        admin,
        'test',
      );
      await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 'test');
      ids[slug] = listingId;
    }
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 5000),
    ).to.equal(true);
  });
  after(async () => {
    await service?.close();
  });

  const views = async (slug: string) => (await service.service.events.readStream(`listingviews-${ids[slug]}`)).length;
  /** A GET of a listing page by one visitor (its own user agent) from the client `address`. */
  const visit = (slug: string, address: string, visitor: number) =>
    fetch(`${service.baseUrl}/listings/${slug}`, {
      headers: { 'user-agent': `${BROWSER} visitor/${visitor}`, 'x-forwarded-for': address },
    });

  it('a 429 answer is not a view; the 2xx answers before it are', async () => {
    // Each request is a new visitor (its own user agent), so each served page is one more view.
    const statuses: number[] = [];
    for (let visitor = 0; visitor < 40 && !statuses.includes(429); visitor++)
      statuses.push((await visit('bravo', '203.0.113.7', visitor)).status);
    const served = statuses.filter((status) => status === 200).length;
    expect(served, 'some pages were served before the limit').to.be.greaterThan(0);
    // Three more visitors from the limited client: all refused.
    for (let visitor = 100; visitor < 103; visitor++)
      expect((await visit('bravo', '203.0.113.7', visitor)).status).to.equal(429);

    // Another client is served, and its view is counted after every request above had its answer.
    expect((await visit('charlie', '203.0.113.8', 1)).status).to.equal(200);
    await eventually(async () => (await views('charlie')) === 1);
    await eventually(async () => (await views('bravo')) >= served);
    expect(await views('bravo'), `views of bravo (answers: ${statuses.join(', ')}, then 429 ×3)`).to.equal(served);
  });
});
