import { expect } from 'chai';
import { onEachDocumentStore } from '../../kernel/document-store/mongo/each-document-store.ts';
import { hashOAuthId, oauthCollection, OAuthDocumentAdapter } from './oauth-store.ts';
import { OAuthAccessTokenAuthenticator } from './oauth-access-tokens.ts';

// Distributed mode keeps OAuth records in MongoDB: the same tests on both stores.
onEachDocumentStore('OAuth storage on the document store (hashed ids) and the access-token authenticator', (stores) => {
  let now = Date.parse('2026-01-01T00:00:00Z');
  const clock = () => now;
  const token = 'A'.repeat(43);

  it('stores ids and jti only as SHA-256, gives them back from the caller, and honours expiry', async () => {
    const documents = await stores.fresh();
    const adapter = new OAuthDocumentAdapter('AccessToken', documents, clock);
    await adapter.upsert(
      token,
      { jti: token, grantId: 'g1', accountId: 'acc', clientId: 'c', scope: 'account:read', kind: 'AccessToken' },
      60,
    );
    const [record] = await documents.collection(oauthCollection('AccessToken')).find({});
    expect(record!._id).to.equal(hashOAuthId(token));
    expect(JSON.stringify(record)).to.not.contain(token);
    expect(await adapter.find(token)).to.include({ jti: token, accountId: 'acc' });
    now += 61_000;
    expect(await adapter.find(token)).to.equal(undefined);
  });

  it('consumes, destroys, revokes by grant, finds sessions by uid', async () => {
    const documents = await stores.fresh();
    const codes = new OAuthDocumentAdapter('AuthorizationCode', documents, clock);
    await codes.upsert('code-1', { grantId: 'g2' }, 60);
    await codes.upsert('code-2', { grantId: 'g2' }, 60);
    await codes.upsert('code-3', { grantId: 'other' }, 60);
    await codes.consume('code-3');
    expect((await codes.find('code-3'))!.consumed).to.be.a('number');
    await codes.revokeByGrantId('g2');
    expect(await codes.find('code-1')).to.equal(undefined);
    await codes.destroy('code-3');
    expect(await codes.find('code-3')).to.equal(undefined);
    const sessions = new OAuthDocumentAdapter('Session', documents, clock);
    await sessions.upsert('cookie-value', { uid: 'u1', accountId: 'acc' }, 60);
    expect(await sessions.findByUid('u1')).to.include({ accountId: 'acc' });
    expect(JSON.stringify(await documents.collection(oauthCollection('Session')).find({}))).to.not.contain(
      'cookie-value',
    );
  });

  it('accepts a token only for this service’s audiences, with the API scopes it carries', async () => {
    const documents = await stores.fresh();
    const adapter = new OAuthDocumentAdapter('AccessToken', documents, clock);
    const authenticator = new OAuthAccessTokenAuthenticator(documents, {
      audiences: ['https://d.test/mcp', 'https://d.test/v1'],
      now: clock,
    });
    await adapter.upsert(
      token,
      {
        grantId: 'g',
        accountId: 'acc',
        clientId: 'c',
        scope: 'account:read offline_access',
        aud: 'https://d.test/mcp',
      },
      60,
    );
    expect(await authenticator.authenticate(token)).to.deep.equal({
      accountId: 'acc',
      credentialId: 'oauth:g',
      credentialKind: 'oauth',
      scopes: ['account:read'],
    });
    const foreign = 'B'.repeat(43);
    await adapter.upsert(
      foreign,
      { grantId: 'g', accountId: 'acc', clientId: 'c', scope: 'account:read', aud: 'https://elsewhere.test/' },
      60,
    );
    expect(await authenticator.authenticate(foreign)).to.equal(null);
    expect(await authenticator.authenticate('ldk_' + 'x'.repeat(43))).to.equal(null);
  });
});
