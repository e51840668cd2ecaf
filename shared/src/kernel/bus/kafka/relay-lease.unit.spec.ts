import { expect } from 'chai';
import { MingoDocumentStore } from '../../document-store/mingo-document-store.ts';
import { RELAY_LEASES_COLLECTION, RelayLeases, decideLease } from './relay-lease.ts';

describe('the relay lease: one relay publishes, the others stand by', () => {
  describe('decideLease (pure)', () => {
    it('no lease, or an expired or released one: take it', () => {
      expect(decideLease(null, 'a', 1_000)).to.equal('take');
      expect(decideLease({ holder: 'b', expiresAt: 1_000 }, 'a', 1_000)).to.equal('take');
      expect(decideLease({ holder: 'b', expiresAt: 0 }, 'a', 1_000)).to.equal('take');
      // Its own lease that ran out is taken again (the checkpoint is read afresh), not renewed.
      expect(decideLease({ holder: 'a', expiresAt: 999 }, 'a', 1_000)).to.equal('take');
    });
    it('its own live lease: renew it; another relay’s live lease: wait', () => {
      expect(decideLease({ holder: 'a', expiresAt: 1_001 }, 'a', 1_000)).to.equal('renew');
      expect(decideLease({ holder: 'b', expiresAt: 1_001 }, 'a', 1_000)).to.equal('wait');
    });
  });

  describe('RelayLeases on a document store (compare-and-set)', () => {
    const topic = 'listings.events';
    let documents: MingoDocumentStore;
    let leases: RelayLeases;
    beforeEach(() => {
      documents = new MingoDocumentStore();
      leases = new RelayLeases(documents, topic, 10_000);
    });

    it('the first relay takes it; a second waits while it is renewed; the second takes it once it has expired', async () => {
      expect(await leases.claim('a', 1_000)).to.equal(11_000);
      expect(await leases.claim('b', 2_000)).to.equal(null);
      expect(await leases.claim('a', 5_000)).to.equal(15_000);
      expect(await leases.claim('b', 14_999)).to.equal(null);
      expect(await leases.claim('b', 15_000)).to.equal(25_000);
      expect(await leases.read()).to.include({ holder: 'b', expiresAt: 25_000 });
      // The old holder, back from a pause, cannot renew: it has lost the lease.
      expect(await leases.claim('a', 16_000)).to.equal(null);
    });

    it('two relays racing for a free lease: exactly one wins, whether it exists yet or has expired', async () => {
      const first = await Promise.all([leases.claim('a', 1_000), leases.claim('b', 1_000)]);
      expect(first.filter((won) => won !== null)).to.have.length(1);
      const again = await Promise.all([leases.claim('c', 20_000), leases.claim('d', 20_000)]);
      expect(again.filter((won) => won !== null)).to.have.length(1);
      expect(await documents.collection(RELAY_LEASES_COLLECTION).countDocuments()).to.equal(1);
    });

    it('released by its holder (a clean stop), it is free at once; another relay’s release changes nothing', async () => {
      await leases.claim('a', 1_000);
      await leases.release('b');
      expect(await leases.claim('b', 2_000)).to.equal(null);
      await leases.release('a');
      expect(await leases.claim('b', 2_000)).to.equal(12_000);
    });
  });
});
