/**
 * Metrics at /metrics (Prometheus text, bearer METRICS_TOKEN when set) and traces (an in-memory
 * exporter standing in for the OTLP collector): a submit by URL is one trace from the HTTP request
 * through the command, its appended events (trace context in their metadata), the projections and the
 * reactor, to the crawl, the draft and what the reactor appended. With tracing off, events carry no
 * trace context and no span is made.
 */
import { expect } from 'chai';
import { CrawlError } from '@listings/command-service/drafts';
import { FakeCrawler, FakeDrafter } from '@listings/command-service/drafts/testing';
import { metricValue, startTracing, stopTracing, tracingOn } from '@listings/shared/platform';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTestService, type TestService } from './testing/test-service.ts';

const SITE = 'https://acme.example/';

const untilSettled = async (t: TestService, key: string, id: string) => {
  for (let i = 0; i < 200; i++) {
    const { body } = await t.call('GET', `/drafts/${id}`, { key });
    if (!['crawling', 'drafting'].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the draft never settled');
};

describe('metrics at /metrics', function () {
  this.timeout(30_000);
  let t: TestService;
  const crawler = new FakeCrawler({ [SITE]: 'name: Acme\ntagline: Invoices that pay themselves' });

  before(async () => {
    t = await startTestService(
      { rateLimits: { perCredential: 100_000, perIp: 3, windowSeconds: 60 } },
      { drafting: { crawler, drafter: new FakeDrafter() } },
    );
  });
  after(() => t.close());

  const scrape = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${t.baseUrl}/metrics`, { headers });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };

  it('counts requests by operation and status, appends, projections, cache lookups, crawls and refusals', async () => {
    const before = {
      listCategories: await metricValue('listings_http_request_duration_seconds_count', {
        operation: 'list_categories',
        status: '200',
      }),
      hits: await metricValue('listings_response_cache_lookups_total', { result: 'hit' }),
      misses: await metricValue('listings_response_cache_lookups_total', { result: 'miss' }),
      appends: await metricValue('listings_event_store_append_batch_size_count'),
      refusals: await metricValue('listings_rate_limit_refusals_total', { subject: 'ip' }),
      crawlFailures: await metricValue('listings_crawl_failures_total', { reason: 'robots_disallowed' }),
    };
    // Anonymous reads: a miss fills the cache, the next two are hits; the fourth is over the per-IP limit.
    for (let i = 0; i < 4; i++) await t.call('GET', '/categories');
    const { key } = await t.createKey(['account:read', 'listings:write']);
    crawler.set('https://blocked.example/', new CrawlError('robots_disallowed', 'robots.txt says no'));
    const blocked = await t.call('POST', '/drafts', { key, body: { url: 'https://blocked.example/' } });
    await untilSettled(t, key, blocked.body.id);

    const { status, type, text } = await scrape();
    expect(status).to.equal(200);
    expect(type).to.match(/^text\/plain; version=0\.0\.4/);
    expect(text).to.include(
      'listings_http_request_duration_seconds_count{operation="submit_listing",method="POST",status="201"}',
    );
    expect(
      await metricValue('listings_http_request_duration_seconds_count', {
        operation: 'list_categories',
        status: '200',
      }),
    ).to.equal(before.listCategories + 3);
    expect(text).to.include('listings_http_request_duration_seconds_bucket{le="0.001",operation="list_categories"');
    expect(await metricValue('listings_response_cache_lookups_total', { result: 'miss' })).to.equal(before.misses + 1);
    expect(await metricValue('listings_response_cache_lookups_total', { result: 'hit' })).to.equal(before.hits + 3);
    expect(await metricValue('listings_rate_limit_refusals_total', { subject: 'ip' })).to.equal(before.refusals + 1);
    expect(text).to.include(
      'listings_http_request_duration_seconds_count{operation="list_categories",method="GET",status="429"}',
    );
    expect(text).to.include('listings_event_store_append_duration_seconds_count{outcome="appended"}');
    expect(text).to.match(/listings_projection_position\{projection="drafts",partition="0"\} [1-9]/);
    expect(text).to.match(/listings_projection_lag_events\{projection="drafts"\} 0/);
    expect(await metricValue('listings_crawl_failures_total', { reason: 'robots_disallowed' })).to.equal(
      before.crawlFailures + 1,
    );
    expect(text).to.include('listings_crawl_duration_seconds_count{outcome="failed"}');
    // Registering the account and key, the draft and its crawl failure: at least four appends.
    expect(await metricValue('listings_event_store_append_batch_size_count')).to.be.greaterThanOrEqual(
      before.appends + 4,
    );
  });

  it('answers /metrics only with the bearer token when METRICS_TOKEN is set', async () => {
    const secured = await startTestService({
      observability: { metricsToken: 'a-metrics-token-of-32-characters', otlpEndpoint: null, serviceName: null },
    });
    try {
      const without = await fetch(`${secured.baseUrl}/metrics`);
      expect(without.status).to.equal(401);
      expect(without.headers.get('www-authenticate')).to.equal('Bearer realm="metrics"');
      expect(await without.text()).to.not.include('listings_');
      const wrong = await fetch(`${secured.baseUrl}/metrics`, { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).to.equal(401);
      const right = await fetch(`${secured.baseUrl}/metrics`, {
        headers: { authorization: 'Bearer a-metrics-token-of-32-characters' },
      });
      expect(right.status).to.equal(200);
      expect(await right.text()).to.include('listings_http_request_duration_seconds');
    } finally {
      await secured.close();
    }
  });
});

describe('traces (OpenTelemetry, in-memory exporter)', function () {
  this.timeout(30_000);
  const exporter = new InMemorySpanExporter();
  let t: TestService;
  const crawler = new FakeCrawler({ [SITE]: 'name: Acme\ntagline: Invoices that pay themselves' });

  before(async () => {
    t = await startTestService({}, { drafting: { crawler, drafter: new FakeDrafter() } });
  });
  after(async () => {
    await stopTracing();
    await t.close();
  });

  it('is off by default: no spans, no trace context in events', async () => {
    expect(tracingOn()).to.equal(false);
    const { key } = await t.createKey(['account:read', 'listings:write']);
    const submitted = await t.call('POST', '/drafts', { key, body: { url: SITE } });
    await untilSettled(t, key, submitted.body.id);
    const events = await t.service.events.readAll();
    expect(events.filter((event) => event.metadata.traceparent !== undefined)).to.deep.equal([]);
  });

  it('follows a submit by URL from the request through the command, its events, the projections and the reactor', async () => {
    await startTracing({ serviceName: 'test', exporter });
    const { key } = await t.createKey(['account:read', 'listings:write']);
    exporter.reset();
    const submitted = await t.call('POST', '/drafts', {
      key,
      body: { url: SITE },
      headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    });
    expect(submitted.status).to.equal(201);
    const draft = await untilSettled(t, key, submitted.body.id);
    expect(draft.status).to.equal('ready');
    await t.service.projections.caughtUp();

    const spans = exporter.getFinishedSpans();
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const inTrace = spans.filter((span) => span.spanContext().traceId === traceId);
    const names = inTrace.map((span) => span.name);
    // The caller's trace is continued, and every step is in it.
    expect(names).to.include.members([
      'POST submit_listing',
      'append draft',
      'react drafting-reactor',
      'crawl',
      'draft',
    ]);
    expect(names.filter((name) => name.startsWith('project '))).to.not.be.empty;
    // What the reactor appended after crawling (site read, draft ready) is in the same trace.
    expect(names.filter((name) => name === 'append draft').length).to.be.greaterThan(1);

    // Parent links: request → append → react → crawl.
    const byId = new Map(inTrace.map((span) => [span.spanContext().spanId, span]));
    const ancestry = (span: ReadableSpan): string[] => {
      const chain: string[] = [];
      for (let at: ReadableSpan | undefined = span; at; at = byId.get(at.parentSpanContext?.spanId ?? ''))
        chain.push(at.name);
      return chain;
    };
    const crawl = inTrace.find((span) => span.name === 'crawl')!;
    expect(ancestry(crawl)).to.deep.equal(['crawl', 'react drafting-reactor', 'append draft', 'POST submit_listing']);
    expect(crawl.parentSpanContext).to.not.equal(undefined);

    // The trace context is kept in the events' metadata.
    const events = await t.service.events.readStream(`draft-${submitted.body.id}`);
    expect(events.length).to.be.greaterThan(1);
    for (const event of events)
      expect(event.metadata.traceparent).to.match(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
  });
});
