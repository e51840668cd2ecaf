import { expect } from 'chai';
import { MingoDocumentStore } from '../../kernel/document-store/mingo-document-store.ts';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import { API_KEYS_COLLECTION, ApiKeyAuthenticator, generateApiKey, type ApiKeyRecord } from './api-keys.ts';

describe('API key authenticator', () => {
  let documents: MingoDocumentStore;
  const keys = () => documents.collection<ApiKeyRecord>(API_KEYS_COLLECTION);
  const issue = async () => {
    const key = generateApiKey();
    await keys().insertOne({
      _id: key.hash,
      keyId: `key-${key.displayPrefix}`,
      accountId: 'acc-1',
      name: 'laptop',
      scopes: ['account:read'],
      displayPrefix: key.displayPrefix,
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    return key;
  };
  const revoke = (hash: string) => keys().updateOne({ _id: hash }, { $set: { status: 'revoked' } });

  beforeEach(() => {
    documents = new MingoDocumentStore();
  });

  it('looks every request up in the store unless told to remember', async () => {
    const authenticator = new ApiKeyAuthenticator(documents);
    const key = await issue();
    expect(await authenticator.authenticate(key.key)).to.include({ accountId: 'acc-1', credentialKind: 'api_key' });
    await revoke(key.hash);
    expect(await authenticator.authenticate(key.key)).to.equal(null);
  });

  it('remembers active keys until forget(), and never unknown or revoked ones', async () => {
    const authenticator = new ApiKeyAuthenticator(documents, { remember: true });
    const key = await issue();
    const principal = await authenticator.authenticate(key.key);
    await revoke(key.hash);
    // The service calls forget() when the accounts projection applies an event; until then memory answers.
    expect(await authenticator.authenticate(key.key)).to.equal(principal);
    authenticator.forget();
    expect(await authenticator.authenticate(key.key)).to.equal(null);

    const later = generateApiKey();
    expect(await authenticator.authenticate(later.key)).to.equal(null);
    const issued = await issue();
    expect(await authenticator.authenticate(issued.key)).to.include({ accountId: 'acc-1' });
  });

  it('does not remember what a lookup read before a forget() that happened while it ran', async () => {
    const key = await issue();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // A store whose lookups wait for the gate: the revocation and forget() land while one is in flight.
    const slow: DocumentStore = Object.create(documents);
    slow.collection = ((name: string) => {
      const collection = documents.collection(name);
      const delayed = Object.create(collection);
      delayed.findOne = async (...args: Parameters<typeof collection.findOne>) => {
        const found = await collection.findOne(...args);
        await gate;
        return found;
      };
      return delayed;
    }) as DocumentStore['collection'];
    const authenticator = new ApiKeyAuthenticator(slow, { remember: true });
    const inFlight = authenticator.authenticate(key.key);
    await revoke(key.hash);
    authenticator.forget();
    release();
    expect(await inFlight).to.include({ accountId: 'acc-1' }); // read before the revocation
    expect(await authenticator.authenticate(key.key)).to.equal(null);
  });

  it('hands out principals nobody can change', async () => {
    const authenticator = new ApiKeyAuthenticator(documents, { remember: true });
    const principal = (await authenticator.authenticate((await issue()).key))!;
    expect(Object.isFrozen(principal) && Object.isFrozen(principal.scopes)).to.equal(true);
  });
});
