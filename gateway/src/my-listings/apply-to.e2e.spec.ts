/**
 * update_my_listing's apply_to across the network (issue 30, part 4), over REST and MCP: the
 * headline, summary and SEO fields of one call are written to the same company's listing on each
 * named site, each listing with its own version-history entry carrying the request as correlation;
 * a site where the company has no listing is reported back; an unknown key is a 400 listing the
 * valid keys; a retry under the same Idempotency-Key writes nothing twice.
 *
 * No route creates a listing on another site yet (the next slice), so the test records the creation
 * of the company's listing on site `ai` as the event that will do it: a ListingCreated naming `ai`.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ListingCommands } from '@listings/command-service/listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { listingStream } from '@listings/shared/contracts/listings';
import { LISTING_EDITS_COLLECTION } from '@listings/projectors/my-listings';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { checkedToolCalls } from '../testing/contract.ts';
import { offering } from '../mcp/testing.ts';
import { eventually } from '../orders/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };

describe('apply_to across the sites of the network', function () {
  this.timeout(30_000);
  let t: TestService;
  let owner: { key: string; accountId: string };
  let mainListing: number;
  let aiListing: number;
  let strangersDevListing: number;

  const openSite = (key: string) =>
    new SiteContentCommands(t.service.events, t.service.clock).site(
      {
        type: 'OpenSite',
        key,
        defaultKey: 'main',
        name: key.toUpperCase(),
        purpose: `${key} tools`,
        hosts: [],
        baseUrl: `https://${key}.test`,
      },
      admin,
      'test',
    );

  /** A listing on another site: its ListingCreated names the site (what creation there will record). */
  const listingOnSite = async (site: string, ownerId: string, name: string, url: string) => {
    const commands = new ListingCommands(t.service.events, t.service.clock);
    const { listingId, slug } = await commands.reserve(name, admin, 'test');
    const appended = await t.service.events.appendToStream(listingStream(listingId), [
      {
        id: randomUUID(),
        type: 'ListingCreated',
        data: { listingId, slug, ownerId, profile: { name, url, categories: ['tools'] }, site },
        metadata: { actor: admin, at: t.service.clock.now().toISOString(), cause: 'test' },
      },
    ]);
    await t.service.projections.waitForPosition(appended.position, 5000);
    return listingId;
  };

  before(async () => {
    // The test talks to 127.0.0.1: with other sites open, the default site answers there only when named (SITE_HOSTS).
    t = await startTestService({ site: { name: 'Main', publicBaseUrl: 'https://main.test', hosts: ['127.0.0.1'] } });
    await openSite('ai');
    await openSite('dev');
    await eventually(
      async () => t.service.sites.network.length,
      (n) => n === 3,
    );
    owner = await t.createKey(['account:read', 'listings:write']);
    const stranger = await t.createKey(['account:read', 'listings:write']);
    const made = await new ListingCommands(t.service.events, t.service.clock).create(
      { profile: { name: 'Acme', url: 'https://acme.com', categories: ['tools'] }, ownerId: owner.accountId },
      admin,
      'test',
    );
    await t.service.projections.waitForPosition(made.position, 5000);
    mainListing = made.listingId;
    aiListing = await listingOnSite('ai', owner.accountId, 'Acme AI', 'https://app.acme.com');
    // Same domain on dev, but another account's: not the same company.
    strangersDevListing = await listingOnSite('dev', stranger.accountId, 'Acme Dev', 'https://acme.com');
  });
  after(() => t?.close());

  const profileChanges = async (listingId: number) =>
    (await t.service.events.readStream(listingStream(listingId))).filter((e) => e.type === 'ListingProfileChanged');

  it("REST: ['all'] writes headline and SEO to the company's listing on ai, reports dev skipped; one change to an auditor; a retry writes nothing twice", async () => {
    const body = {
      fields: { tagline: 'Main only', headline: 'Rockets', seo_title: 'Acme rockets' },
      apply_to: ['all'],
    };
    const first = await t.call('PATCH', `/me/listings/${mainListing}`, {
      key: owner.key,
      body,
      headers: { 'idempotency-key': 'fan-out-1' },
    });
    expect(first.status).to.equal(200);
    expect(first.body.applied_to).to.deep.equal(['main', 'ai']);
    expect(first.body.sites_written).to.deep.equal([
      { site: 'ai', listing_id: aiListing, changed_fields: ['headline', 'seo_title'] },
    ]);
    expect(first.body.sites_skipped).to.deep.equal([{ site: 'dev', reason: 'no_listing' }]);
    expect(first.body.changed_fields).to.have.members(['tagline', 'headline', 'seo_title']);

    // Each listing has its own version-history entry; they share the request as correlation.
    const [mainChange] = await profileChanges(mainListing);
    const [aiChange] = await profileChanges(aiListing);
    expect(Object.keys(aiChange!.data as any).length).to.be.greaterThan(0);
    expect(Object.keys((aiChange!.data as any).changes)).to.deep.equal(['headline', 'seo_title']);
    expect(aiChange!.metadata).to.deep.include({
      cause: 'update_my_listing',
      actor: { kind: 'user', id: owner.accountId },
    });
    expect(aiChange!.metadata.correlationId).to.be.a('string');
    expect(aiChange!.metadata.correlationId).to.equal(mainChange!.metadata.correlationId);
    expect(await profileChanges(strangersDevListing)).to.deep.equal([]);
    const edits = await eventually(
      () =>
        t.service.documents
          .collection(LISTING_EDITS_COLLECTION)
          .find({ correlation_id: aiChange!.metadata.correlationId }),
      (rows) => rows.length === 2,
    );
    expect(edits.map((row) => row.listing_id).sort()).to.deep.equal([mainListing, aiListing].sort());

    // The same request again under the same key: the same answer, nothing written twice.
    const retry = await t.call('PATCH', `/me/listings/${mainListing}`, {
      key: owner.key,
      body,
      headers: { 'idempotency-key': 'fan-out-1' },
    });
    expect(retry.status).to.equal(200);
    expect(retry.body.sites_written).to.deep.equal(first.body.sites_written);
    expect(await profileChanges(mainListing)).to.have.length(1);
    expect(await profileChanges(aiListing)).to.have.length(1);
  });

  it('REST: an unknown key is a 400 naming the entry and listing the valid keys; nothing is written', async () => {
    const before = (await profileChanges(mainListing)).length;
    const refused = await t.call('PATCH', `/me/listings/${mainListing}`, {
      key: owner.key,
      body: { fields: { headline: 'Never' }, apply_to: ['ai', 'nope'] },
    });
    expect(refused.status).to.equal(400);
    expect(refused.body.errors[0]).to.include({ field: 'body.apply_to.1', code: 'unknown_site' });
    expect(refused.body.errors[0].message).to.include("'main', 'ai', 'dev'");
    expect(refused.body.valid_keys).to.deep.equal(['all', 'main', 'ai', 'dev']);
    expect(await profileChanges(mainListing)).to.have.length(before);
  });

  it('MCP: the same tool writes the summary to the listing on ai and reports what it skipped', async () => {
    const client = checkedToolCalls(new V1Client({ name: 'apply-to-test', version: '1.0.0' }));
    await client.connect(
      offering(
        '2025-11-25',
        new V1Transport(new URL(`${t.baseUrl}/mcp`), {
          requestInit: { headers: { authorization: `Bearer ${owner.key}` } },
        }),
      ),
    );
    try {
      const result = await client.callTool({
        name: 'update_my_listing',
        arguments: { listing_id: mainListing, fields: { summary: 'Rockets for everyone' }, apply_to: ['ai', 'dev'] },
      });
      expect(result.isError ?? false).to.equal(false);
      const answer = result.structuredContent as any;
      expect(answer.applied_to).to.deep.equal(['main', 'ai']);
      expect(answer.sites_written).to.deep.equal([{ site: 'ai', listing_id: aiListing, changed_fields: ['summary'] }]);
      expect(answer.sites_skipped).to.deep.equal([{ site: 'dev', reason: 'no_listing' }]);
      const changes = await profileChanges(aiListing);
      expect((changes.at(-1)!.data as any).changes.summary.after).to.equal('Rockets for everyone');
    } finally {
      await client.close();
    }
  });

  it("get_my_listing and list_my_listings give each listing's page on its own site (listing_url, links)", async () => {
    const ai = await t.call('GET', `/me/listings/${aiListing}`, { key: owner.key });
    expect(ai.status).to.equal(200);
    expect(ai.body.listing_url).to.equal(`https://ai.test/listings/${ai.body.slug}`);
    expect(ai.body.links.self).to.equal(`https://ai.test/v1/listings/${ai.body.slug}`);
    const main = await t.call('GET', `/me/listings/${mainListing}`, { key: owner.key });
    expect(main.body.listing_url).to.equal(`https://main.test/listings/${main.body.slug}`);
    const list = await t.call('GET', '/me/listings', { key: owner.key });
    const urls = Object.fromEntries(
      list.body.items.map((item: { listing_id: number; listing_url: string }) => [item.listing_id, item.listing_url]),
    );
    expect(urls).to.deep.equal({ [aiListing]: ai.body.listing_url, [mainListing]: main.body.listing_url });
  });
});
