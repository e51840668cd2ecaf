import { expect } from 'chai';
import { DomainError, fold } from '@listings/shared/es/decider';
import { accountDecider, MAX_ACTIVE_API_KEYS, type AccountCommand } from './account.decider.ts';
import type { AccountEvent } from './account.events.ts';

const registered: AccountEvent = { type: 'AccountRegistered', data: { accountId: 'a1', email: 'ann@example.com', name: 'Ann', role: 'member' } };
const issued = (keyId: string): AccountEvent => ({
  type: 'ApiKeyIssued',
  data: { accountId: 'a1', keyId, name: keyId, scopes: ['account:read'], keyHash: `h-${keyId}`, displayPrefix: 'ldk_abcdef' },
});

/** given events / when command / then events (or the refusal). */
const when = (given: AccountEvent[], command: AccountCommand) => accountDecider.decide(command, fold(accountDecider, given));
const refusal = (given: AccountEvent[], command: AccountCommand) => {
  try {
    when(given, command);
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return (error as DomainError).code;
  }
  throw new Error('expected a refusal');
};

describe('account decider', () => {
  it('registers a new account once', () => {
    const command = { type: 'RegisterAccount', accountId: 'a1', email: 'ann@example.com', name: 'Ann', role: 'member' } as const;
    expect(when([], command)).to.deep.equal([registered]);
    expect(refusal([registered], command)).to.equal('account_exists');
  });

  it('issues a key with de-duplicated scopes, only on an existing account', () => {
    const command: AccountCommand = {
      type: 'IssueApiKey', accountId: 'a1', keyId: 'k1', name: 'ci', scopes: ['account:read', 'account:read', 'orders:write'], keyHash: 'h', displayPrefix: 'ldk_x',
    };
    expect(when([registered], command)).to.deep.equal([
      { type: 'ApiKeyIssued', data: { accountId: 'a1', keyId: 'k1', name: 'ci', scopes: ['account:read', 'orders:write'], keyHash: 'h', displayPrefix: 'ldk_x' } },
    ]);
    expect(refusal([], command)).to.equal('account_not_found');
    expect(refusal([registered], { ...command, scopes: [] })).to.equal('no_scopes');
  });

  it(`refuses more than ${MAX_ACTIVE_API_KEYS} active keys, counting revoked ones out`, () => {
    const many = Array.from({ length: MAX_ACTIVE_API_KEYS }, (_, i) => issued(`k${i}`));
    const command: AccountCommand = { type: 'IssueApiKey', accountId: 'a1', keyId: 'new', name: 'n', scopes: ['account:read'], keyHash: 'h', displayPrefix: 'p' };
    expect(refusal([registered, ...many], command)).to.equal('too_many_keys');
    const revoked: AccountEvent = { type: 'ApiKeyRevoked', data: { accountId: 'a1', keyId: 'k0' } };
    expect(when([registered, ...many, revoked], command)).to.have.length(1);
  });

  it('revokes a key once; revoking again changes nothing; an unknown key is refused', () => {
    const revoke: AccountCommand = { type: 'RevokeApiKey', accountId: 'a1', keyId: 'k1' };
    expect(when([registered, issued('k1')], revoke)).to.deep.equal([{ type: 'ApiKeyRevoked', data: { accountId: 'a1', keyId: 'k1' } }]);
    expect(when([registered, issued('k1'), { type: 'ApiKeyRevoked', data: { accountId: 'a1', keyId: 'k1' } }], revoke)).to.deep.equal([]);
    expect(refusal([registered], revoke)).to.equal('api_key_not_found');
  });
});
