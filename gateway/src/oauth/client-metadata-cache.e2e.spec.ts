/**
 * Client ID metadata documents are fetched once per max-age, not once per process: two service
 * instances on one store (as command instances share MongoDB in distributed mode; here the embedded
 * stores shared in one process) resolve a client_id URL from one fetch, and both fetch again once it
 * has expired (on a moved clock). One embedded process keeps its cache in memory, with the same expiry.
 * The document is served over https by a server on 127.0.0.1 that counts its requests (skipped, saying
 * why, without openssl to make its certificate).
 */
import { expect } from 'chai';
import { createHash, randomBytes } from 'node:crypto';
import { createSafeFetcher } from '@listings/shared/platform';
import type { EmbeddedStores } from '../service.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { startInstancesOnOneStore, type InstancesOnOneStore } from '../testing/shared-stores.ts';
import { hasOpenSsl, startMetadataDocumentServer, type MetadataDocumentServer } from '../mcp/testing.ts';
import { CLIENT_METADATA_COLLECTION } from './client-metadata-cache.ts';

/** The metadata server answers Cache-Control: max-age=300. */
const MAX_AGE_MS = 300_000;
const CALLBACK = 'http://127.0.0.1:9/callback';

/** An authorization request for the client; a known client is sent on to the interaction (sign-in). */
async function authorize(instance: TestService, clientId: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const response = await fetch(
    `${instance.baseUrl}/oauth/auth?${new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: CALLBACK,
      scope: 'account:read',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })}`,
    { redirect: 'manual' },
  );
  await response.arrayBuffer();
  const location = response.headers.get('location') ?? '';
  return response.status >= 300 && response.status < 400 && /\/oauth\/interaction\//.test(location)
    ? 'to interaction'
    : `${response.status} ${location}`;
}

describe('client ID metadata documents cached across instances', function () {
  this.timeout(30_000);
  let metadata: MetadataDocumentServer;
  let now = Date.parse('2026-03-02T10:00:00.000Z');
  const clock = { now: () => new Date(now) };
  const options = () => ({
    clock,
    // The document server on 127.0.0.1, over https with its test certificate: allowed in this test only.
    oauthFetcher: createSafeFetcher({
      userAgent: 'test',
      allowedAddresses: ['127.0.0.1'],
      certificateAuthorities: [metadata.certificate],
    }),
  });
  const serve = (path: string) =>
    metadata.serve(path, (url) => ({
      client_id: url,
      client_name: `Agent at ${path}`,
      redirect_uris: [CALLBACK],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }));

  before(async function () {
    if (!hasOpenSsl()) {
      console.log('    [skipped] client metadata cache: no openssl to make the document server certificate');
      this.skip();
    }
    metadata = await startMetadataDocumentServer();
  });
  after(() => metadata?.close());

  describe('two instances on one store', () => {
    let group: InstancesOnOneStore;
    let stores: EmbeddedStores;
    let a: TestService;
    let b: TestService;

    before(async () => {
      group = await startInstancesOnOneStore(2, {}, options());
      ({ stores } = group);
      [a, b] = group.instances as [TestService, TestService];
    });
    after(() => group?.close());

    it('a document fetched by one instance is used by the other; expiry fetches it again, once', async () => {
      const clientId = serve('/agents/shared.json');
      expect(await authorize(a, clientId)).to.equal('to interaction');
      expect(metadata.fetches('/agents/shared.json')).to.equal(1);
      expect(await authorize(b, clientId)).to.equal('to interaction');
      expect(await authorize(a, clientId)).to.equal('to interaction');
      expect(metadata.fetches('/agents/shared.json'), 'the other instance used the shared copy').to.equal(1);
      expect(await stores.documents.collection(CLIENT_METADATA_COLLECTION).countDocuments({})).to.equal(1);

      now += MAX_AGE_MS - 1000;
      expect(await authorize(b, clientId)).to.equal('to interaction');
      expect(metadata.fetches('/agents/shared.json'), 'still fresh').to.equal(1);

      now += 2000;
      expect(await authorize(b, clientId)).to.equal('to interaction');
      expect(metadata.fetches('/agents/shared.json'), 'expired: fetched again').to.equal(2);
      expect(await authorize(a, clientId)).to.equal('to interaction');
      expect(metadata.fetches('/agents/shared.json'), 'and shared again').to.equal(2);
    });

    it('a document that cannot be fetched is not cached: the next request asks again', async () => {
      const missing = `${metadata.origin}/agents/missing.json`;
      expect(await authorize(a, missing)).to.not.equal('to interaction');
      const afterFirst = metadata.fetches('/agents/missing.json');
      expect(afterFirst).to.be.greaterThan(0);
      expect(await authorize(b, missing)).to.not.equal('to interaction');
      expect(metadata.fetches('/agents/missing.json')).to.be.greaterThan(afterFirst);
      expect(await stores.documents.collection(CLIENT_METADATA_COLLECTION).countDocuments({ _id: missing })).to.equal(
        0,
      );
    });
  });

  describe('one embedded process', () => {
    let t: TestService;
    before(async () => {
      t = await startTestService({}, options());
    });
    after(() => t?.close());

    it('keeps the document in memory for its max-age, then fetches it again', async () => {
      const clientId = serve('/agents/embedded.json');
      expect(await authorize(t, clientId)).to.equal('to interaction');
      expect(await authorize(t, clientId)).to.equal('to interaction');
      expect(metadata.fetches('/agents/embedded.json')).to.equal(1);
      expect(
        await t.service.documents.collection(CLIENT_METADATA_COLLECTION).countDocuments({}),
        'not in the service store',
      ).to.equal(0);
      now += MAX_AGE_MS + 1000;
      expect(await authorize(t, clientId)).to.equal('to interaction');
      expect(metadata.fetches('/agents/embedded.json')).to.equal(2);
    });
  });
});
