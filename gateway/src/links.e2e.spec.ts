/**
 * Links and e-mail addresses end to end (issue 28, item 5). An unsafe value (`javascript:`, a link
 * that breaks out of an HTML attribute, credentials, a malformed address) is refused at the edge, on
 * REST and on MCP alike, with a 400 naming the field, and nothing is written; a safe one is stored
 * normalised. Values recorded before the API refused them (given here as past events, and as read
 * models built before the read side dropped them) are never served: not by get_listing,
 * get_my_listing, get_draft, list_my_drafts, search or get_founder, nor by the MCP tools.
 */
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { draftStream } from '@listings/shared/contracts/drafts';
import { listingStream, type ListingProfile } from '@listings/shared/contracts/listings';
import { settled, startTestService, type TestService } from './testing/test-service.ts';

const MCP_V2 = { versionNegotiation: { mode: { pin: '2026-07-28' } } } as const;

/** What no served body may hold. */
const UNSAFE = /javascript:|vbscript:|data:text|<script|onmouseover|"><|'>|evil@|user:pass/i;

describe('links and e-mail addresses: refused at the edge, never served unsafe', function () {
  this.timeout(30_000);
  let t: TestService;
  let owner: { key: string; accountId: string };
  let client: Client;
  let draftId: string;
  let listingId: number;

  const call = (method: string, path: string, body?: unknown) => t.call(method, path, { key: owner.key, body });
  const revisionOf = async (stream: string) =>
    (await t.service.events.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0]?.revision ?? -1;
  const tool = async (name: string, args: Record<string, unknown>) => {
    const result = await client.callTool({ name, arguments: args });
    return result as { isError?: boolean; structuredContent: any };
  };

  before(async () => {
    t = await startTestService(
      {},
      {
        drafting: {
          crawler: new FakeCrawler({ 'https://acme.test': 'name: Acme Rockets\ntagline: Rockets for everyone' }),
          drafter: new FakeDrafter(),
        },
      },
    );
    owner = await t.createKey(['account:read', 'listings:write']);
    client = new Client({ name: 'links-test', version: '1.0.0' }, MCP_V2);
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/mcp`), {
        requestInit: { headers: { authorization: `Bearer ${owner.key}` } },
      }),
    );
    const submitted = await call('POST', '/drafts', { url: 'https://acme.test' });
    expect(submitted.status).to.equal(201);
    draftId = submitted.body.id;
    await settled(t.service);
    const saved = await call('POST', `/drafts/${draftId}/submit`);
    expect(saved.status).to.equal(200);
    listingId = saved.body.listing_id;
    await settled(t.service);
  });
  after(async () => {
    await client?.close().catch(() => {});
    await t?.close();
  });

  describe('refused at the edge, naming the field; nothing written', () => {
    const REFUSALS: { what: string; method: string; path: () => string; body: unknown; field: string }[] = [
      {
        what: 'a javascript: video link',
        method: 'PATCH',
        path: () => `/drafts/${draftId}`,
        body: { fields: { tagline: 'Changed', demo_video_url: 'javascript:alert(document.cookie)' } },
        field: 'body.fields.demo_video_url',
      },
      {
        what: 'a data: logo',
        method: 'PATCH',
        path: () => `/drafts/${draftId}`,
        body: { fields: { logo_url: 'data:text/html,<script>alert(1)</script>' } },
        field: 'body.fields.logo_url',
      },
      {
        what: 'a GitHub link that breaks out of an attribute',
        method: 'PATCH',
        path: () => `/drafts/${draftId}`,
        body: { company_socials: { github: "https://github.com/acme'><script>alert(1)</script>" } },
        field: 'body.company_socials.github',
      },
      {
        what: 'a malformed contact address',
        method: 'PATCH',
        path: () => `/drafts/${draftId}`,
        body: { fields: { contact_email: '"><script>@acme.test' } },
        field: 'body.fields.contact_email',
      },
      {
        what: 'a competitor with credentials',
        method: 'PATCH',
        path: () => `/drafts/${draftId}`,
        body: { competitor_url: 'https://user:pass@rival.test/' },
        field: 'body.competitor_url',
      },
      {
        what: 'an owned listing video link with a quote',
        method: 'PATCH',
        path: () => `/me/listings/${listingId}`,
        body: { fields: { tagline: 'Changed', demo_video_url: 'https://youtu.be/x"onmouseover=alert(1)' } },
        field: 'body.fields.demo_video_url',
      },
      {
        what: 'an owned listing website link in JAVASCRIPT:',
        method: 'PATCH',
        path: () => `/me/listings/${listingId}`,
        body: { socials: { website: 'JAVASCRIPT:alert(1)', x: 'https://x.com/acme' } },
        field: 'body.socials.website',
      },
      {
        what: 'a milestone link over http',
        method: 'POST',
        path: () => `/me/listings/${listingId}/milestones`,
        body: { date: '2026-01-05', title: 'Launch', url: 'http://acme.test/launch' },
        field: 'body.url',
      },
      {
        what: 'a co-founder invite to a malformed address',
        method: 'POST',
        path: () => `/drafts/${draftId}/invites`,
        body: { email: 'ann@localhost' },
        field: 'body.email',
      },
    ];

    for (const refusal of REFUSALS) {
      it(`${refusal.what}: REST and MCP answer 400 naming ${refusal.field}`, async () => {
        const streams = [draftStream(draftId), listingStream(listingId)];
        const before = await Promise.all(streams.map(revisionOf));
        const rest = await call(refusal.method, refusal.path(), refusal.body);
        expect(rest.status, JSON.stringify(rest.body)).to.equal(400);
        expect(rest.body.code).to.equal('invalid_request');
        expect(rest.body.errors.map((e: { field: string }) => e.field)).to.deep.equal([refusal.field]);

        const operation = { PATCH: refusal.path().startsWith('/drafts') ? 'update_draft' : 'update_my_listing' }[
          refusal.method
        ];
        const name = operation ?? (refusal.path().endsWith('/invites') ? 'invite_cofounder' : 'add_milestone');
        const ids = refusal.path().startsWith('/drafts') ? { id: draftId } : { listing_id: listingId };
        const result = await tool(name, { ...ids, ...(refusal.body as object) });
        expect(result.isError).to.equal(true);
        expect(result.structuredContent).to.include({ status: 400, code: 'invalid_request' });
        expect(result.structuredContent.errors).to.deep.equal(rest.body.errors);

        expect(await Promise.all(streams.map(revisionOf)), 'nothing written').to.deep.equal(before);
      });
    }

    it('submit_listing with javascript: creates no draft, on REST and MCP', async () => {
      const drafts = async () => (await call('GET', '/drafts')).body.total;
      const before = await drafts();
      const rest = await call('POST', '/drafts', { url: 'javascript://acme.test/%0aalert(1)' });
      expect(rest.status).to.equal(400);
      expect(rest.body.errors.map((e: { field: string }) => e.field)).to.deep.equal(['body.url']);
      const result = await tool('submit_listing', { url: '//acme.test/' });
      expect(result.isError).to.equal(true);
      expect(result.structuredContent.errors.map((e: { field: string }) => e.field)).to.deep.equal(['body.url']);
      expect(await drafts()).to.equal(before);
    });
  });

  it('safe links are stored normalised; empty strings and null still clear', async () => {
    const edited = await call('PATCH', `/drafts/${draftId}`, {
      fields: { logo_url: 'https://Bücher.Example/Logo.png', contact_email: 'hello@acme.test' },
      company_socials: { github: 'https://GitHub.com/acme' },
    });
    expect(edited.status).to.equal(200);
    expect(edited.body.fields.logo_url.value).to.equal('https://xn--bcher-kva.example/Logo.png');
    expect(edited.body.fields.contact_email.value).to.equal('hello@acme.test');
    expect(edited.body.company_socials).to.deep.equal({ github: 'https://github.com/acme' });
    const cleared = await call('PATCH', `/drafts/${draftId}`, { fields: { logo_url: null, contact_email: '' } });
    expect(cleared.body.fields.logo_url.value).to.equal(null);
    expect(cleared.body.fields.contact_email.value).to.equal(null);

    const owned = await tool('update_my_listing', {
      listing_id: listingId,
      fields: { demo_video_url: 'https://YouTu.be/abc?t=1' },
      socials: { x: 'https://X.com/acme' },
    });
    expect(owned.isError).to.not.equal(true);
    expect(owned.structuredContent.demo_video_url).to.equal('https://youtu.be/abc?t=1');
    expect(owned.structuredContent.socials).to.deep.equal({ x: 'https://x.com/acme' });
    const removed = await call('PATCH', `/me/listings/${listingId}`, { fields: { demo_video_url: '' } });
    expect(removed.status).to.equal(200);
    expect(removed.body.demo_video_url).to.equal('');
  });

  describe('values recorded before these rules are never served', () => {
    const pastDraftId = randomUUID();
    let pastListingId: number;
    const slug = 'past-rockets';
    const at = '2026-01-05T09:00:00.000Z';
    const metadata = { actor: { kind: 'system' as const, id: 'test' }, at, cause: 'test' };
    const event = (type: string, data: unknown) => ({ id: randomUUID(), type, data, metadata });
    const unsafeProfile: ListingProfile = {
      name: 'Past Rockets',
      url: 'https://past.test/"onmouseover=alert(1)',
      tagline: 'Rockets from the past',
      logo_url: 'javascript:alert(1)',
      demo_video_url: 'data:text/html,<script>alert(1)</script>',
      contact_email: '"><script>@past.test',
      socials: {
        github: "https://github.com/past'><script>alert(1)</script>",
        website: 'vbscript:msgbox(1)',
        x: 'https://x.com/past',
      },
      founders: [
        {
          slug: 'ada-past',
          name: 'Ada Past',
          socials: { linkedin: 'javascript:alert(1)', x: 'https://x.com/ada' },
        },
      ],
      media: [{ type: 'image', url: 'javascript:alert(1)' }],
    };

    before(async () => {
      // A draft as old events left it: an AI logo off a hostile site, an edit, socials and a milestone.
      await t.service.events.appendToStream(draftStream(pastDraftId), [
        event('DraftStarted', { draftId: pastDraftId, ownerId: owner.accountId, url: 'https://past.test/"x' }),
        event('SiteRead', {
          draftId: pastDraftId,
          finalUrl: 'https://past.test/',
          pages: [],
          skipped: [],
          truncated: false,
        }),
        event('DraftProposed', {
          draftId: pastDraftId,
          proposal: {
            fields: {
              name: { value: 'Past Rockets', evidence: [] },
              logo_url: { value: 'javascript:alert(1)', evidence: [{ quote: 'logo', url: 'https://past.test/' }] },
            },
            faqs: [],
            founders: [],
            company_socials: { github: { value: 'https://github.com/past"><script>', evidence: [] } },
            founder_socials: { x: { value: 'https://x.com/ada', evidence: [] } },
            story: {},
            milestones: [],
          },
        }),
        event('FieldsEdited', {
          draftId: pastDraftId,
          changes: {
            demo_video_url: { before: null, after: 'javascript:alert(1)', state: 'manual' },
            contact_email: { before: null, after: 'evil@', state: 'manual' },
          },
        }),
        event('MilestonesReplaced', {
          draftId: pastDraftId,
          milestones: [{ date: '2026-01-01', title: 'Launch', url: 'javascript:alert(1)', evidence: [] }],
        }),
        event('CompetitorSet', { draftId: pastDraftId, url: 'https://rival.test/"><script>' }),
      ]);
      // A live listing created with those values, then edited to another unsafe one.
      pastListingId = listingId + 1000;
      await t.service.events.appendToStream(listingStream(pastListingId), [
        event('ListingCreated', { listingId: pastListingId, slug, ownerId: owner.accountId, profile: unsafeProfile }),
        event('ListingWentLive', { listingId: pastListingId, week: '2026-01-05', plan: 'paid' }),
        event('MilestoneAdded', {
          listingId: pastListingId,
          milestone: { id: 1, date: '2026-01-05', title: 'Launch', url: 'javascript:alert(1)' },
        }),
        event('ListingProfileChanged', {
          listingId: pastListingId,
          changes: { demo_video_url: { before: unsafeProfile.demo_video_url, after: 'vbscript:msgbox(1)' } },
        }),
      ]);
      await settled(t.service);
    });

    const expectListingSafe = (listing: any) => {
      expect(JSON.stringify(listing)).to.not.match(UNSAFE);
      expect(listing).to.include({ logo_url: null, demo_video_url: null, contact_email: null });
      expect(listing.url).to.equal('https://past.test');
      expect(listing.socials).to.deep.equal({ x: 'https://x.com/past' });
      expect(listing.milestones).to.deep.equal([{ id: 1, date: '2026-01-05', title: 'Launch' }]);
      expect(listing.media).to.deep.equal([]);
    };
    const expectDraftSafe = (draft: any) => {
      expect(JSON.stringify(draft)).to.not.match(UNSAFE);
      expect(draft.url).to.equal('https://past.test');
      expect(draft.fields.logo_url).to.include({ value: null, ai_value: null, state: 'not_found' });
      expect(draft.fields.demo_video_url.value).to.equal(null);
      expect(draft.fields.contact_email.value).to.equal(null);
      expect(draft.company_socials).to.deep.equal({});
      expect(draft.founder_socials).to.deep.equal({ x: 'https://x.com/ada' });
      expect(draft.milestones).to.deep.equal([{ date: '2026-01-01', title: 'Launch', evidence: [] }]);
      expect(draft.competitor).to.equal(null);
    };

    it('projected from past events: get_listing, get_my_listing, get_draft, lists and founders serve none of them', async () => {
      expectListingSafe((await t.call('GET', `/listings/${slug}`)).body);
      expectListingSafe((await call('GET', `/me/listings/${pastListingId}`)).body);
      expectDraftSafe((await call('GET', `/drafts/${pastDraftId}`)).body);
      const lists = [
        await call('GET', '/drafts'),
        await t.call('GET', '/listings?q=past'),
        await call('GET', '/me/listings'),
        await t.call('GET', '/founders/ada-past'),
      ];
      for (const list of lists) expect(JSON.stringify(list.body)).to.not.match(UNSAFE);
      expect(lists[3].body.socials).to.deep.equal({ x: 'https://x.com/ada' });
    });

    it('over MCP too', async () => {
      expectListingSafe((await tool('get_listing', { slug })).structuredContent);
      expectListingSafe((await tool('get_my_listing', { listing_id: pastListingId })).structuredContent);
      expectDraftSafe((await tool('get_draft', { id: pastDraftId })).structuredContent);
    });

    it('from read models built before the read side dropped them (documents holding unsafe values)', async () => {
      await t.service.documents.collection('listings').updateOne(
        { listing_id: pastListingId },
        {
          $set: {
            ...unsafeProfile,
            milestones: [{ id: 1, date: '2026-01-05', title: 'Launch', url: 'javascript:1' }],
          },
        },
      );
      const drafts = t.service.documents.collection('drafts');
      const document = (await drafts.findOne({ _id: pastDraftId }))!;
      const state = document.state as any;
      await drafts.updateOne(
        { _id: pastDraftId },
        {
          $set: {
            url: 'https://past.test/"x',
            state: {
              ...state,
              url: 'https://past.test/"x',
              fields: {
                ...state.fields,
                logo_url: { ...state.fields.logo_url, value: 'javascript:alert(1)', aiValue: 'javascript:alert(1)' },
                contact_email: { ...state.fields.contact_email, value: '"><script>@past.test' },
              },
              companySocials: { github: "https://github.com/past'><script>" },
              competitor: { url: 'javascript:alert(1)', status: 'reading', comparison: null, error: null },
            },
          },
        },
      );
      expectListingSafe((await t.call('GET', `/listings/${slug}`)).body);
      expectListingSafe((await call('GET', `/me/listings/${pastListingId}`)).body);
      expectDraftSafe((await call('GET', `/drafts/${pastDraftId}`)).body);
      expect(JSON.stringify((await call('GET', '/drafts')).body)).to.not.match(UNSAFE);
      expectDraftSafe((await tool('get_draft', { id: pastDraftId })).structuredContent);
    });
  });
});
