/**
 * The request histogram against prom-client's own Histogram: the same observations, registered in a
 * registry of their own, give the same exposition text and the same values, line for line.
 */
import { expect } from 'chai';
import { Histogram, Registry } from 'prom-client';
import { RequestHistogram } from './request-histogram.ts';

const BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OBSERVATIONS: [string, string, number, number][] = [
  ['list_categories', 'GET', 200, 0.0004],
  ['list_categories', 'GET', 200, 0.001],
  ['list_categories', 'GET', 200, 0.0011],
  ['list_categories', 'GET', 429, 0.002],
  ['/images', 'GET', 200, 0.3],
  ['/images', 'HEAD', 200, 12],
  ['unmatched', 'POST', 404, 0.05],
  ['/say "hi"\\', 'GET', 200, 2.5],
];

async function both() {
  const theirs = new Registry();
  const ours = new Registry();
  const reference = new Histogram({
    name: 'requests_seconds',
    help: 'Requests',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: BUCKETS,
    registers: [theirs],
  });
  const histogram = new RequestHistogram('requests_seconds', 'Requests', BUCKETS);
  ours.registerMetric(histogram as unknown as Histogram);
  for (const [operation, method, status, seconds] of OBSERVATIONS) {
    reference.observe({ operation, method, status: String(status) }, seconds);
    histogram.observe(operation, method, status, seconds);
  }
  return { theirs, ours, reference, histogram };
}

describe('RequestHistogram', () => {
  it("writes the exposition text prom-client's Histogram writes for the same requests", async () => {
    const { theirs, ours } = await both();
    const text = await ours.metrics();
    expect(text).to.equal(await theirs.metrics());
    expect(text).to.include('requests_seconds_count{operation="list_categories",method="GET",status="200"} 3');
  });

  it('gives the same values to get() (what metricValue reads), and reset() empties it', async () => {
    const { reference, histogram } = await both();
    expect((await histogram.get()).values).to.deep.equal(
      (await reference.get()).values.map(({ labels, value, metricName }) => ({ labels, value, metricName })),
    );
    histogram.reset();
    expect((await histogram.get()).values).to.deep.equal([]);
  });
});
