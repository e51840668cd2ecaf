import { expect } from 'chai';
import { createHash } from 'node:crypto';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import { onEachDocumentStore } from '../../kernel/document-store/mongo/each-document-store.ts';
import { ManualClock } from '../../kernel/time/clock.ts';
import { parseCookies, sessionCookieFor, SessionStore, SESSIONS_COLLECTION } from './session-store.ts';

const DAY = 24 * 3600_000;

// Distributed mode keeps sessions in MongoDB: the same tests on both stores.
onEachDocumentStore('session store', (stores) => {
  let documents: DocumentStore;
  let clock: ManualClock;
  let sessions: SessionStore;
  beforeEach(async () => {
    documents = await stores.fresh();
    clock = new ManualClock('2025-03-03T10:00:00Z');
    sessions = new SessionStore(documents, clock, 'https://listings.example');
  });

  it('stores only the SHA-256 of a 256-bit id, with a CSRF token and expiries', async () => {
    const { id, session } = await sessions.create('a1');
    expect(id).to.match(/^[A-Za-z0-9_-]{43}$/);
    const [record] = await documents.collection(SESSIONS_COLLECTION).find({});
    expect(record._id).to.equal(createHash('sha256').update(id).digest('hex'));
    expect(JSON.stringify(record)).to.not.include(id);
    expect(session.expiresAt.toISOString()).to.equal('2025-03-17T10:00:00.000Z');
    expect(session.absoluteExpiresAt.toISOString()).to.equal('2025-04-02T10:00:00.000Z');
    expect((await sessions.find(id))?.accountId).to.equal('a1');
    expect(await sessions.find('x'.repeat(43))).to.equal(null);
  });

  it('slides the idle expiry on use, up to the absolute limit of 30 days', async () => {
    const { id } = await sessions.create('a1');
    for (let day = 0; day < 28; day += 7) {
      clock.advance(7 * DAY);
      expect(await sessions.find(id), `day ${day + 7}`).to.not.equal(null);
    }
    clock.set('2025-04-02T10:00:00Z');
    expect(await sessions.find(id)).to.equal(null);
    expect(await documents.collection(SESSIONS_COLLECTION).countDocuments({})).to.equal(0);
  });

  it('expires after 14 idle days', async () => {
    const { id } = await sessions.create('a1');
    clock.advance(14 * DAY - 1000);
    expect(await sessions.find(id)).to.not.equal(null);
    clock.advance(14 * DAY);
    expect(await sessions.find(id)).to.equal(null);
  });

  it('destroys a session and purges expired ones', async () => {
    const { id } = await sessions.create('a1');
    await sessions.create('a2');
    expect((await sessions.destroy(id))?.accountId).to.equal('a1');
    expect(await sessions.find(id)).to.equal(null);
    clock.advance(15 * DAY);
    expect(await sessions.purgeExpired()).to.equal(1);
  });

  it('reads the cookie of a request (SessionReader)', async () => {
    const { id } = await sessions.create('a1');
    expect(await sessions.accountIdOf({ headers: { cookie: `other=1; __Host-session=${id}` } })).to.equal('a1');
    expect(await sessions.accountIdOf({ headers: { cookie: `session=${id}` } })).to.equal(null);
    expect(await sessions.accountIdOf({ headers: {} })).to.equal(null);
    expect(parseCookies('a=1; b="2"; a=3; c=%E0').get('a')).to.equal('1');
  });

  it('names the cookie __Host-session (Secure) for https and localhost, session otherwise', () => {
    expect(sessionCookieFor('https://listings.example')).to.deep.equal({ name: '__Host-session', secure: true });
    expect(sessionCookieFor('http://localhost:8080')).to.deep.equal({ name: '__Host-session', secure: true });
    expect(sessionCookieFor('http://listings.lan:8080')).to.deep.equal({ name: 'session', secure: false });
  });
});
