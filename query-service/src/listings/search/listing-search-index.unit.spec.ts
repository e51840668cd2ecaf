/**
 * The search index's behaviour: typos (swapped letters included), prefixes, camelCase parts, stems,
 * ranking, filters, sorts and paging, updates, and a snapshot that answers as a fresh build does. The
 * facts it filters and sorts on are compared with the `listings` read model built from the same events.
 */
import v8 from 'node:v8';
import { expect } from 'chai';
import { handles, MingoDocumentStore, type RecordedEvent } from '@listings/shared/kernel';
import { listingsProjection, LISTINGS_COLLECTION, type ListingDocument } from '@listings/projectors/listings';
import {
  ListingSearchIndex,
  SEARCH_SORTS,
  topK,
  type SearchFacts,
  type SearchRequest,
  type SearchResult,
} from './listing-search-index.ts';
import { generateCorpus, random } from './testing/search-corpus.ts';
import { trendingScore } from '../trending.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

/** Builds recorded events one by one, each at the given time (default: a minute after the previous one). */
class Log {
  readonly events: RecordedEvent[] = [];
  private clock = new Date('2026-11-01T09:00:00Z').getTime();
  private nextId = 1;

  add(type: string, data: Record<string, unknown>, at?: string): RecordedEvent {
    this.clock = at ? Date.parse(at) : this.clock + 60_000;
    const position = this.events.length + 1;
    const event: RecordedEvent = {
      id: `e${position}`,
      type,
      data,
      streamId: `listing-${String(data.listingId)}`,
      revision: 0,
      position,
      recordedAt: new Date(this.clock).toISOString(),
      metadata: { actor: { kind: 'system', id: 'test' }, at: new Date(this.clock).toISOString(), cause: 'test' },
    };
    this.events.push(event);
    return event;
  }

  listing(name: string, profile: Record<string, unknown> = {}, live = true): number {
    const listingId = this.nextId++;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    this.add('ListingCreated', {
      listingId,
      slug,
      ownerId: null,
      profile: { name, url: `https://${slug}.example`, ...profile },
    });
    if (live) this.add('ListingWentLive', { listingId, week: '2026-11-16', plan: 'free' });
    return listingId;
  }
}

const build = (log: Log) => {
  const index = new ListingSearchIndex();
  for (const event of log.events) index.apply(event);
  return index;
};

const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  status: 'live',
  sort: 'relevance',
  skip: 0,
  limit: 20,
  now: NOW,
  ...overrides,
});

const slugs = (index: ListingSearchIndex, q: string) => index.search(request({ q })).slugs;

describe('listing search index', () => {
  describe('matching', () => {
    const log = new Log();
    log.listing('Linkwise', { tagline: 'Short links that last', description: 'Shorten every link.' });
    log.listing('Invoicely', { tagline: 'Send an invoice in a minute', keywords: ['billing'] });
    log.listing('Harbor Ops', { tagline: 'Where deployments dock' });
    log.listing('PipelineHero', { tagline: 'Continuous delivery for small teams' });
    log.listing('Ledger Lamp', { description: 'Invoicing and receipts for freelancers.' });
    log.listing('Café Crème', { tagline: 'Coffee orders' });
    const index = build(log);

    it('counts a swap of two neighbouring letters as one typo (Damerau)', () => {
      expect(slugs(index, 'lnik')).to.deep.equal(['linkwise']);
      expect(slugs(index, 'invioce')).to.have.members(['invoicely', 'ledger-lamp']);
      expect(slugs(index, 'invioce')[0]).to.equal('invoicely');
    });

    it('finds a word with a missing, extra or wrong letter within the typo budget', () => {
      expect(slugs(index, 'harbr')).to.deep.equal(['harbor-ops']);
      expect(slugs(index, 'harboor')).to.deep.equal(['harbor-ops']);
      expect(slugs(index, 'hxrbor')).to.deep.equal(['harbor-ops']);
      // Two letters allow no typo; three to five allow one.
      expect(slugs(index, 'hrbr')).to.deep.equal([]);
    });

    it('matches the start of a word from three letters on', () => {
      expect(slugs(index, 'harb')).to.deep.equal(['harbor-ops']);
      expect(slugs(index, 'pipel')).to.deep.equal(['pipelinehero']);
      expect(slugs(index, 'ha')).to.deep.equal([]);
    });

    it('finds a camelCase name by each of its parts and as a whole', () => {
      expect(slugs(index, 'hero')).to.deep.equal(['pipelinehero']);
      expect(slugs(index, 'pipeline')).to.deep.equal(['pipelinehero']);
      expect(slugs(index, 'PipelineHero')).to.deep.equal(['pipelinehero']);
    });

    it('matches other forms of a word by its stem', () => {
      expect(slugs(index, 'invoices')).to.have.members(['invoicely', 'ledger-lamp']);
      expect(slugs(index, 'deployment')).to.deep.equal(['harbor-ops']);
    });

    it('folds case and accents', () => {
      expect(slugs(index, 'CAFE')).to.deep.equal(['caf-cr-me']);
      expect(slugs(index, 'crème')).to.deep.equal(['caf-cr-me']);
    });

    it('needs every word, and falls back to any word when no listing has them all', () => {
      expect(slugs(index, 'invoice billing')).to.deep.equal(['invoicely']);
      expect(slugs(index, 'harbor coffee')).to.have.members(['harbor-ops', 'caf-cr-me']);
    });

    it('ranks exact above prefix above typo, and a name match above a description match', () => {
      const ranked = new Log();
      ranked.listing('Mapsy', { tagline: 'Routes' });
      ranked.listing('Nap Time', { tagline: 'Sleep' });
      ranked.listing('Map Maker', { tagline: 'Cartography' });
      ranked.listing('Mapp', { tagline: 'Typo of the word' });
      // The same word in the name: exact, then prefix, then one typo (mapp is a prefix too: ranked as prefix).
      expect(
        build(ranked)
          .match('map')
          .map((m) => m.slug),
      ).to.deep.equal(['map-maker', 'mapp', 'mapsy', 'nap-time']);

      const fields = new Log();
      fields.listing('Beacon', { description: 'Status pages.' });
      fields.listing('Status Hub', { description: 'Incidents.' });
      expect(
        build(fields)
          .match('status')
          .map((m) => m.slug),
      ).to.deep.equal(['status-hub', 'beacon']);
    });
  });

  describe('filters, sorts and paging', () => {
    const log = new Log();
    const a = log.listing('Alpha Tool', {
      categories: ['ci-cd'],
      stage: 'Early stage',
      country: 'DE',
      pricing_model: 'Freemium',
    });
    const b = log.listing('Beta Tool', { categories: ['apis'], country: 'US', pricing_model: 'Paid' });
    const c = log.listing('Gamma Tool', { categories: ['design'], country: 'FR', url: 'https://www.gamma.example' });
    const upcoming = log.listing('Delta Tool', { categories: ['design'] }, false);
    log.add('ListingScheduled', { listingId: upcoming, week: '2026-12-07', plan: 'free' });
    log.listing('Draft Tool', {}, false);
    for (let i = 0; i < 5; i++) log.add('VoteCast', { listingId: b, voterId: `old${i}` }, '2026-11-05T10:00:00Z');
    for (let i = 0; i < 3; i++) log.add('VoteCast', { listingId: a, voterId: `new${i}` }, '2026-11-24T10:00:00Z');
    for (let i = 0; i < 4; i++) log.add('ListingViewed', { listingId: c, viewerId: `v${i}` }, '2026-11-24T11:00:00Z');
    log.add('ListingFollowed', { listingId: b, followerId: 'f1' });
    log.add('ListingFollowed', { listingId: b, followerId: 'f2' });
    log.add('ListingFollowed', { listingId: c, followerId: 'f1' });
    const index = build(log);
    const find = (overrides: Partial<SearchRequest>) => index.search(request(overrides));

    it('shows live listings, or upcoming (scheduled) ones on request; never drafts', () => {
      expect(find({}).slugs).to.have.members(['alpha-tool', 'beta-tool', 'gamma-tool']);
      expect(find({ status: 'scheduled' }).slugs).to.deep.equal(['delta-tool']);
      expect(find({ q: 'draft' }).total).to.equal(0);
    });

    it('filters by categories, stage, country, pricing model and domain as the read model does', () => {
      expect(find({ categories: ['ci-cd', 'apis'] }).slugs).to.have.members(['alpha-tool', 'beta-tool']);
      expect(find({ stage: 'early-stage' }).slugs).to.deep.equal(['alpha-tool']);
      expect(find({ country: 'de' }).slugs).to.deep.equal(['alpha-tool']);
      expect(find({ pricingModel: 'PAID' }).slugs).to.deep.equal(['beta-tool']);
      expect(find({ domain: 'www.gamma.example' }).slugs).to.deep.equal(['gamma-tool']);
      expect(find({ q: 'tool', country: 'US' }).slugs).to.deep.equal(['beta-tool']);
    });

    it('sorts by votes, trending, newest, views and follows, with the slug breaking ties', () => {
      expect(find({ sort: 'votes' }).slugs).to.deep.equal(['beta-tool', 'alpha-tool', 'gamma-tool']);
      expect(find({ sort: 'trending' }).slugs).to.deep.equal(['alpha-tool', 'beta-tool', 'gamma-tool']);
      expect(find({ sort: 'newest' }).slugs).to.deep.equal(['gamma-tool', 'beta-tool', 'alpha-tool']);
      expect(find({ sort: 'most_viewed' }).slugs).to.deep.equal(['gamma-tool', 'alpha-tool', 'beta-tool']);
      expect(find({ sort: 'most_followed' }).slugs).to.deep.equal(['beta-tool', 'gamma-tool', 'alpha-tool']);
    });

    it('ranks by votes when relevance is asked without a query', () => {
      expect(find({})).to.deep.include({ sort: 'votes' });
      expect(find({ q: 'tool' })).to.deep.include({ sort: 'relevance' });
    });

    it('pages and counts every match', () => {
      const page = find({ sort: 'votes', skip: 1, limit: 1 });
      expect(page).to.deep.equal({ slugs: ['alpha-tool'], total: 3, sort: 'votes' });
      expect(find({ sort: 'votes', skip: 3, limit: 2 }).slugs).to.deep.equal([]);
    });

    it('counts a withdrawn vote off the day it was cast', () => {
      const more = new Log();
      const x = more.listing('Xray');
      more.add('VoteCast', { listingId: x, voterId: 'p' }, '2026-11-24T10:00:00Z');
      more.add('VoteWithdrawn', { listingId: x, voterId: 'p' }, '2026-11-25T10:00:00Z');
      more.add('VoteWithdrawn', { listingId: x, voterId: 'nobody' });
      const facts = build(more).factsOf('xray')!;
      expect(facts.votes).to.equal(0);
      expect(facts.votes_by_day).to.deep.equal({ '2026-11-24': 0 });
    });
  });

  describe('page selection', () => {
    /**
     * search_listings as a plain full sort of every candidate, from what the index reports publicly
     * (facts, text scores): the heap over numeric keys and slug ranks must give the same page and total.
     */
    const reference = (index: ListingSearchIndex, facts: SearchFacts[], r: SearchRequest): SearchResult => {
      const sort = r.sort === 'relevance' && !r.q ? 'votes' : r.sort;
      const scores = r.q ? new Map(index.match(r.q).map((m) => [m.slug, m.score])) : null;
      const wanted = new Set(r.categories ?? []);
      const found = facts.filter(
        (f) =>
          f.status === r.status &&
          (!scores || scores.has(f.slug)) &&
          (!r.categories || (f.categories ?? []).some((c) => wanted.has(c))) &&
          (r.stage === undefined || f.stage?.toLowerCase() === r.stage.replace(/-/g, ' ').toLowerCase()) &&
          (r.country === undefined || f.country === r.country.toUpperCase()) &&
          (r.pricingModel === undefined || f.pricing_model?.toLowerCase() === r.pricingModel.toLowerCase()) &&
          (r.domain === undefined || f.domain === r.domain.toLowerCase().replace(/^www\./, '')),
      );
      const keys = (f: SearchFacts): [number, number] => {
        switch (sort) {
          case 'relevance':
            return [scores!.get(f.slug)!, f.votes];
          case 'trending':
            return [trendingScore(f.votes_by_day, r.now), f.votes];
          case 'newest':
            return [f.live_at === null ? -Infinity : Date.parse(f.live_at), Date.parse(f.created_at)];
          case 'votes':
            return [f.votes, 0];
          case 'most_viewed':
            return [f.views, 0];
          case 'most_followed':
            return [f.follows, 0];
        }
      };
      const sorted = found
        .map((f) => ({ slug: f.slug, k: keys(f) }))
        .sort((a, b) =>
          a.k[0] !== b.k[0]
            ? b.k[0] - a.k[0]
            : a.k[1] !== b.k[1]
              ? b.k[1] - a.k[1]
              : a.slug < b.slug
                ? -1
                : a.slug > b.slug
                  ? 1
                  : 0,
        );
      return { slugs: sorted.slice(r.skip, r.skip + r.limit).map((f) => f.slug), total: found.length, sort };
    };

    it('filters by any of many categories (more than fit in one word of bits), after edits too', () => {
      const log = new Log();
      const ids = Array.from({ length: 80 }, (_, i) =>
        log.listing(`Tool ${i}`, { categories: [`category-${i}`, `group-${i % 3}`] }),
      );
      const index = build(log);
      const find = (categories: string[]) => index.search(request({ categories, sort: 'votes', limit: 100 })).slugs;
      expect(find(['category-0'])).to.deep.equal(['tool-0']);
      expect(find(['category-70', 'category-5', 'unknown'])).to.deep.equal(['tool-5', 'tool-70']);
      expect(find(['group-2'])).to.have.length(26);
      expect(find(['unknown'])).to.deep.equal([]);
      expect(find([])).to.deep.equal([]);
      index.apply(
        log.add('ListingProfileChanged', {
          listingId: ids[70],
          changes: { categories: { before: ['category-70', 'group-1'], after: ['category-99'] } },
        }),
      );
      expect(find(['category-70'])).to.deep.equal([]);
      expect(find(['category-99'])).to.deep.equal(['tool-70']);
      const loaded = new ListingSearchIndex();
      loaded.load(index.snapshot());
      expect(loaded.search(request({ categories: ['category-99', 'category-3'] })).slugs).to.deep.equal([
        'tool-3',
        'tool-70',
      ]);
    });

    it('gives the page and total a full sort gives, for every sort, filter and page, as listings come and go', () => {
      const corpus = generateCorpus(700, 5);
      let index = new ListingSearchIndex();
      for (const event of corpus.events) index.apply(event);
      const later = new Log();
      const rand = random(3);
      const compare = (round: number) => {
        const facts = [
          ...corpus.slugs,
          ...later.events.map((e) => (e.data as { slug?: string }).slug as string).filter(Boolean),
        ]
          .map((slug) => index.factsOf(slug))
          .filter((f): f is SearchFacts => f !== null);
        for (const q of [...corpus.queries.slice(0, 8), 'tool', undefined])
          for (const sort of SEARCH_SORTS) {
            const r = request({
              q,
              sort,
              status: rand() < 0.8 ? 'live' : 'scheduled',
              skip: [0, 0, 5, 37][Math.floor(rand() * 4)],
              limit: [1, 20, 50, 1000][Math.floor(rand() * 4)],
              ...(rand() < 0.2 ? { categories: ['apis', 'invoicing'] } : {}),
              ...(rand() < 0.2 ? { country: 'de' } : {}),
              ...(rand() < 0.1 ? { pricingModel: 'OPEN SOURCE', stage: 'mvp' } : {}),
            });
            expect(index.search(r), `round ${round}: ${JSON.stringify({ ...r, now: undefined })}`).to.deep.equal(
              reference(index, facts, r),
            );
          }
      };
      compare(0);
      // Listings arriving between searches (placed among the slugs one by one), votes moving ranks, and a removal.
      for (let round = 1; round <= 4; round++) {
        for (let i = 0; i < 5; i++) {
          const id = later.listing(`Tool ${String.fromCharCode(97 + Math.floor(rand() * 26))}${round}${i}`, {
            categories: ['apis'],
            country: 'DE',
          });
          index.apply({
            ...later.events.at(-2)!,
            data: { ...(later.events.at(-2)!.data as object), listingId: id + 10_000 },
          });
          index.apply({
            ...later.events.at(-1)!,
            data: { ...(later.events.at(-1)!.data as object), listingId: id + 10_000 },
          });
          index.apply(
            later.add('VoteCast', { listingId: 1 + Math.floor(rand() * 700), voterId: `later-${round}-${i}` }),
          );
        }
        if (round === 3) index.remove(2);
        if (round === 2) {
          // From here on a loaded copy: its slug order comes from the snapshot, new listings are placed in it.
          const loaded = new ListingSearchIndex();
          loaded.load(index.snapshot());
          index = loaded;
        }
        compare(round);
      }
    });
  });

  describe('updates', () => {
    it('follows name and tagline edits: old words stop matching, new ones match', () => {
      const log = new Log();
      const id = log.listing('Oldname', { tagline: 'Quiet tagline', description: 'Keeps this description.' });
      log.add('ListingProfileChanged', {
        listingId: id,
        changes: {
          name: { before: 'Oldname', after: 'Freshname' },
          tagline: { before: 'Quiet tagline', after: 'Loud words' },
        },
      });
      const index = build(log);
      expect(slugs(index, 'oldname')).to.deep.equal([]);
      expect(slugs(index, 'quiet')).to.deep.equal([]);
      expect(slugs(index, 'freshname')).to.deep.equal(['oldname']);
      expect(slugs(index, 'loud')).to.deep.equal(['oldname']);
      expect(slugs(index, 'description')).to.deep.equal(['oldname'], 'an unchanged field stays indexed');
    });

    it('shows a listing once it goes live, and filters by edited facts', () => {
      const log = new Log();
      const id = log.listing('Soonish', { country: 'US' }, false);
      const index = build(log);
      expect(slugs(index, 'soonish')).to.deep.equal([]);
      index.apply(log.add('ListingWentLive', { listingId: id, week: '2026-11-23', plan: 'free' }));
      expect(slugs(index, 'soonish')).to.deep.equal(['soonish']);
      index.apply(
        log.add('ListingProfileChanged', {
          listingId: id,
          changes: { country: { before: 'US', after: 'IE' }, url: { before: 'x', after: 'https://soon.example' } },
        }),
      );
      expect(index.search(request({ country: 'IE' })).slugs).to.deep.equal(['soonish']);
      expect(index.search(request({ domain: 'soon.example' })).slugs).to.deep.equal(['soonish']);
      expect(index.search(request({ country: 'US' })).slugs).to.deep.equal([]);
    });

    it('forgets a removed listing', () => {
      const log = new Log();
      const id = log.listing('Goner');
      log.listing('Stayer');
      const index = build(log);
      index.remove(id);
      expect(slugs(index, 'goner')).to.deep.equal([]);
      expect(index.search(request()).slugs).to.deep.equal(['stayer']);
      expect(index.size).to.equal(1);
    });

    it('holds the same facts as the listings read model built from the same events', async () => {
      const log = new Log();
      const id = log.listing('Factful', { categories: ['apis'], stage: 'mvp', country: 'NL', pricing_model: 'Free' });
      log.add('VoteCast', { listingId: id, voterId: 'a' }, '2026-11-20T10:00:00Z');
      log.add('VoteCast', { listingId: id, voterId: 'b' }, '2026-11-21T10:00:00Z');
      log.add('VoteWithdrawn', { listingId: id, voterId: 'a' }, '2026-11-22T10:00:00Z');
      log.add('ListingViewed', { listingId: id, viewerId: 'v' });
      log.add('ListingFollowed', { listingId: id, followerId: 'f' });
      log.add('ListingFollowed', { listingId: id, followerId: 'g' });
      log.add('ListingUnfollowed', { listingId: id, followerId: 'f' });
      log.add('ListingProfileChanged', {
        listingId: id,
        changes: {
          categories: { before: ['apis'], after: ['design', 'apis'] },
          url: { before: 'x', after: 'https://www.factful.example/about' },
        },
      });
      const documents = new MingoDocumentStore();
      await listingsProjection.setup?.(documents);
      for (const event of log.events)
        if (handles(listingsProjection, event)) await listingsProjection.apply(event, documents);
      const doc = (await documents.collection<ListingDocument>(LISTINGS_COLLECTION).findOne({ _id: 'factful' }))!;
      const { listingId, ...facts } = build(log).factsOf('factful')!;
      expect(listingId).to.equal(doc.listing_id);
      expect(facts).to.deep.equal({
        slug: doc.slug,
        status: doc.status,
        categories: doc.categories,
        stage: doc.stage,
        country: doc.country,
        pricing_model: doc.pricing_model,
        domain: doc.domain,
        live_at: doc.live_at,
        created_at: doc.created_at,
        votes: doc.votes,
        votes_by_day: doc.votes_by_day,
        views: doc.views,
        follows: doc.follows,
        site: doc.site,
      });
    });
  });

  describe('snapshots', () => {
    const corpus = generateCorpus(600, 7);
    const fresh = new ListingSearchIndex();
    for (const event of corpus.events) fresh.apply(event);

    it('a loaded snapshot answers every query, filter and sort as a fresh build', () => {
      const loaded = new ListingSearchIndex();
      const at = loaded.load(fresh.snapshot());
      expect(at).to.deep.equal(fresh.position);
      expect(loaded.size).to.equal(fresh.size);
      for (const q of [...corpus.queries, undefined])
        for (const sort of SEARCH_SORTS)
          for (const status of ['live', 'scheduled'] as const) {
            const r = request({ q, sort, status, limit: 50 });
            expect(loaded.search(r), `${q} ${sort} ${status}`).to.deep.equal(fresh.search(r));
          }
      expect(loaded.search(request({ country: 'DE', sort: 'newest' }))).to.deep.equal(
        fresh.search(request({ country: 'DE', sort: 'newest' })),
      );
    });

    it('keeps applying events after a load, as the fresh build does', () => {
      const loaded = new ListingSearchIndex();
      loaded.load(fresh.snapshot());
      const extra: RecordedEvent = {
        ...corpus.events[0],
        id: 'extra-1',
        position: corpus.events.length + 1,
        type: 'ListingProfileChanged',
        data: { listingId: 1, changes: { name: { before: '', after: 'Zygomorphic Harbor' } } },
      };
      const copy = new ListingSearchIndex();
      for (const event of [...corpus.events, extra]) copy.apply(event);
      loaded.apply(extra);
      for (const q of ['zygomorphic', 'harbor', 'zygomrophic'])
        expect(loaded.search(request({ q }))).to.deep.equal(copy.search(request({ q })));
      expect(loaded.search(request({ q: 'zygomrophic' })).slugs).to.deep.equal([corpus.slugs[0]]);
    });

    it('refuses a snapshot made by another version of the analysis or layout, and changes nothing', () => {
      const index = new ListingSearchIndex();
      for (const field of ['analysis', 'format']) {
        const data = v8.deserialize(fresh.snapshot());
        data[field] += 1;
        expect(index.load(v8.serialize(data)), field).to.equal(null);
      }
      expect(index.size).to.equal(0);
    });
  });

  it('topK returns the first k in order, as a full sort would', () => {
    const values = Array.from({ length: 500 }, (_, i) => (i * 7919) % 101);
    const order = (i: number, j: number) => values[i] - values[j] || i - j;
    const all = Array.from(values.keys()).sort(order);
    for (const k of [0, 1, 5, 20, 499, 500, 600]) expect(topK(values.length, k, order)).to.deep.equal(all.slice(0, k));
  });
});
