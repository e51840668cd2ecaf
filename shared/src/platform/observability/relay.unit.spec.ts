import { expect } from 'chai';
import { register } from 'prom-client';
import { metricValue } from './metrics.ts';
import { watchRelay } from './relay.ts';

describe('relay metrics', () => {
  it('lag, position, publish errors and lease held, per topic, read from the relays at each scrape', async () => {
    let head = 120;
    const leader = { leaseHeld: true, position: 100, publishErrors: 2 };
    const standby = { leaseHeld: false, position: 90, publishErrors: 0 };
    const stopLeader = watchRelay({ topic: 't.leader', status: () => leader, headPosition: async () => head });
    const stopStandby = watchRelay({ topic: 't.standby', status: () => standby, headPosition: async () => head });
    try {
      expect(await metricValue('listings_relay_lag', { topic: 't.leader' })).to.equal(20);
      expect(await metricValue('listings_relay_position', { topic: 't.leader' })).to.equal(100);
      expect(await metricValue('listings_relay_publish_errors_total', { topic: 't.leader' })).to.equal(2);
      expect(await metricValue('listings_relay_lease_held', { topic: 't.leader' })).to.equal(1);
      expect(await metricValue('listings_relay_lease_held', { topic: 't.standby' })).to.equal(0);
      expect(await metricValue('listings_relay_lag', { topic: 't.standby' })).to.equal(30);

      head = 130;
      leader.position = 130;
      leader.publishErrors = 3;
      expect(await metricValue('listings_relay_lag', { topic: 't.leader' })).to.equal(0);
      expect(await metricValue('listings_relay_publish_errors_total', { topic: 't.leader' })).to.equal(3);
      const text = await register.metrics();
      expect(text).to.include('listings_relay_lease_held{topic="t.leader"} 1');
      expect(text).to.include('# TYPE listings_relay_publish_errors_total counter');
    } finally {
      stopLeader();
      stopStandby();
    }
    // A relay no longer watched leaves no series.
    expect(await register.metrics()).not.to.include('t.leader');
  });
});
