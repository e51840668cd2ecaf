import { expect } from 'chai';
import { fold } from '@listings/shared/kernel';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { accountDecider, MAX_ACTIVE_API_KEYS, type AccountCommand } from './account.decider.ts';
import type { AccountEvent } from '@listings/shared/contracts/accounts';

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: { accountId: 'a1', email: 'ann@example.com', name: 'Ann', role: 'member' },
};
const issued = (keyId: string): AccountEvent => ({
  type: 'ApiKeyIssued',
  data: {
    accountId: 'a1',
    keyId,
    name: keyId,
    scopes: ['account:read'],
    keyHash: `h-${keyId}`,
    displayPrefix: 'ldk_abcdef',
  },
});

const { when, refusal } = givenWhenThen(accountDecider);

describe('account decider', () => {
  it('registers a new account once', () => {
    const command = {
      type: 'RegisterAccount',
      accountId: 'a1',
      email: 'ann@example.com',
      name: 'Ann',
      role: 'member',
    } as const;
    expect(when([], command)).to.deep.equal([registered]);
    expect(refusal([registered], command)).to.equal('account_exists');
  });

  it('issues a key with de-duplicated scopes, only on an existing account', () => {
    const command: AccountCommand = {
      type: 'IssueApiKey',
      accountId: 'a1',
      keyId: 'k1',
      name: 'ci',
      scopes: ['account:read', 'account:read', 'orders:write'],
      keyHash: 'h',
      displayPrefix: 'ldk_x',
    };
    expect(when([registered], command)).to.deep.equal([
      {
        type: 'ApiKeyIssued',
        data: {
          accountId: 'a1',
          keyId: 'k1',
          name: 'ci',
          scopes: ['account:read', 'orders:write'],
          keyHash: 'h',
          displayPrefix: 'ldk_x',
        },
      },
    ]);
    expect(refusal([], command)).to.equal('account_not_found');
    expect(refusal([registered], { ...command, scopes: [] })).to.equal('no_scopes');
  });

  it(`refuses more than ${MAX_ACTIVE_API_KEYS} active keys, counting revoked ones out`, () => {
    const many = Array.from({ length: MAX_ACTIVE_API_KEYS }, (_, i) => issued(`k${i}`));
    const command: AccountCommand = {
      type: 'IssueApiKey',
      accountId: 'a1',
      keyId: 'new',
      name: 'n',
      scopes: ['account:read'],
      keyHash: 'h',
      displayPrefix: 'p',
    };
    expect(refusal([registered, ...many], command)).to.equal('too_many_keys');
    const revoked: AccountEvent = { type: 'ApiKeyRevoked', data: { accountId: 'a1', keyId: 'k0' } };
    expect(when([registered, ...many, revoked], command)).to.have.length(1);
  });

  it('revokes a key once; revoking again changes nothing; an unknown key is refused', () => {
    const revoke: AccountCommand = { type: 'RevokeApiKey', accountId: 'a1', keyId: 'k1' };
    expect(when([registered, issued('k1')], revoke)).to.deep.equal([
      { type: 'ApiKeyRevoked', data: { accountId: 'a1', keyId: 'k1' } },
    ]);
    expect(
      when([registered, issued('k1'), { type: 'ApiKeyRevoked', data: { accountId: 'a1', keyId: 'k1' } }], revoke),
    ).to.deep.equal([]);
    expect(refusal([registered], revoke)).to.equal('api_key_not_found');
  });

  describe('passwords and sign-in audit', () => {
    const hash = '$scrypt$ln=15,r=8,p=1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5';
    const passwordSet: AccountEvent = { type: 'PasswordSet', data: { accountId: 'a1', passwordHash: hash } };

    it('registers with a password hash in the same decision', () => {
      expect(
        when([], {
          type: 'RegisterAccount',
          accountId: 'a1',
          email: 'ann@example.com',
          name: 'Ann',
          role: 'member',
          passwordHash: hash,
        }),
      ).to.deep.equal([registered, passwordSet]);
    });

    it('sets a password on an existing account; refuses anything but an encoded hash', () => {
      expect(when([registered], { type: 'SetPassword', accountId: 'a1', passwordHash: hash })).to.deep.equal([
        passwordSet,
      ]);
      expect(refusal([], { type: 'SetPassword', accountId: 'a1', passwordHash: hash })).to.equal('account_not_found');
      expect(
        refusal([registered], { type: 'SetPassword', accountId: 'a1', passwordHash: 'correct horse battery staple' }),
      ).to.equal('invalid_password_hash');
      expect(
        refusal([], {
          type: 'RegisterAccount',
          accountId: 'a1',
          email: 'a@b.c',
          name: 'A',
          role: 'member',
          passwordHash: 'plain',
        }),
      ).to.equal('invalid_password_hash');
    });

    it('records sign-in only for an account with a password, and sign-out', () => {
      expect(
        when([registered, passwordSet], { type: 'RecordSignIn', accountId: 'a1', sessionRef: 's1' }),
      ).to.deep.equal([{ type: 'SignedIn', data: { accountId: 'a1', sessionRef: 's1', method: 'password' } }]);
      expect(refusal([registered], { type: 'RecordSignIn', accountId: 'a1', sessionRef: 's1' })).to.equal(
        'no_password',
      );
      expect(refusal([], { type: 'RecordSignIn', accountId: 'a1', sessionRef: 's1' })).to.equal('account_not_found');
      expect(
        when([registered, passwordSet], { type: 'RecordSignOut', accountId: 'a1', sessionRef: 's1' }),
      ).to.deep.equal([{ type: 'SignedOut', data: { accountId: 'a1', sessionRef: 's1' } }]);
    });

    describe('sign-in hops between the sites of a network (issue 30)', () => {
      const issue: AccountCommand = {
        type: 'IssueSignInHop',
        accountId: 'a1',
        hopRef: 'h1',
        sessionRef: 's1',
        fromSite: 'main',
        toSite: 'ai',
        at: '2026-11-25T12:00:00.000Z',
      };
      const hopIssued = when([registered, passwordSet], issue);
      const land = (site: string, at: string): AccountCommand => ({
        type: 'RecordSignIn',
        accountId: 'a1',
        sessionRef: 's2',
        hop: { hopRef: 'h1', site, at },
      });

      it('issues a hop to another site, valid for 60 seconds; never to the same site', () => {
        expect(hopIssued).to.deep.equal([
          {
            type: 'SignInHopIssued',
            data: {
              accountId: 'a1',
              hopRef: 'h1',
              sessionRef: 's1',
              fromSite: 'main',
              toSite: 'ai',
              expiresAt: '2026-11-25T12:01:00.000Z',
            },
          },
        ]);
        expect(refusal([registered], { ...issue, toSite: 'main' } as AccountCommand)).to.equal('hop_to_same_site');
        expect(refusal([], issue)).to.equal('account_not_found');
      });

      it('signs in by the hop once, on its site, before it expires', () => {
        const history = [registered, passwordSet, ...hopIssued];
        const signedIn = when(history, land('ai', '2026-11-25T12:00:59.000Z'));
        expect(signedIn).to.deep.equal([
          { type: 'SignedIn', data: { accountId: 'a1', sessionRef: 's2', method: 'hop', hopRef: 'h1', site: 'ai' } },
        ]);
        expect(refusal([...history, ...signedIn], land('ai', '2026-11-25T12:00:59.000Z'))).to.equal('invalid_hop');
        expect(refusal(history, land('main', '2026-11-25T12:00:10.000Z'))).to.equal('invalid_hop');
        expect(refusal(history, land('other', '2026-11-25T12:00:10.000Z'))).to.equal('invalid_hop');
        expect(refusal(history, land('ai', '2026-11-25T12:01:00.000Z'))).to.equal('hop_expired');
        expect(refusal([registered, passwordSet], land('ai', '2026-11-25T12:00:10.000Z'))).to.equal('invalid_hop');
      });
    });

    it('folds the latest password hash', () => {
      const later: AccountEvent = {
        type: 'PasswordSet',
        data: { accountId: 'a1', passwordHash: hash.replace('a2V5a2V5', 'bmV3bmV3') },
      };
      expect(fold(accountDecider, [registered, passwordSet, later]).passwordHash).to.equal(later.data.passwordHash);
      expect(fold(accountDecider, [registered]).passwordHash).to.equal(null);
    });
  });
  describe('e-mail verification and password reset links', () => {
    const HASH = '$scrypt$ln=15,r=8,p=1$c2FsdA$a2V5';
    const at = '2026-11-20T10:00:00.000Z';
    const requested = when([registered], {
      type: 'RequestEmailVerification',
      accountId: 'a1',
      requestId: 'r1',
      tokenHash: 'th1',
      at,
    });

    it('records a verification request for the current address, valid 7 days', () => {
      expect(requested).to.deep.equal([
        {
          type: 'EmailVerificationRequested',
          data: {
            accountId: 'a1',
            email: 'ann@example.com',
            requestId: 'r1',
            tokenHash: 'th1',
            expiresAt: '2026-11-27T10:00:00.000Z',
          },
        },
      ]);
    });

    it('records the site and the path the person signed up from, for the mailed link (issue 31)', () => {
      const [event] = when([registered], {
        type: 'RequestEmailVerification',
        accountId: 'a1',
        requestId: 'r2',
        tokenHash: 'th2',
        at,
        site: 'ai-tools',
        returnPath: '/listings/ledgerly',
      });
      expect(event!.data).to.include({ site: 'ai-tools', returnPath: '/listings/ledgerly' });
    });

    it('records the path a reset was asked from, for the mailed link (issue 31)', () => {
      const [event] = when([registered], {
        type: 'RequestPasswordReset',
        accountId: 'a1',
        requestId: 'p1',
        tokenHash: 'th3',
        at,
        returnPath: '/listings/ledgerly',
      });
      expect(event!.type).to.equal('PasswordResetRequested');
      expect(event!.data).to.include({ returnPath: '/listings/ledgerly' });
    });

    it('verifies with the matching token before it expires, once', () => {
      const verify = (tokenHash: string, when2 = '2026-11-21T10:00:00.000Z') =>
        ({ type: 'VerifyEmail', accountId: 'a1', requestId: 'r1', tokenHash, at: when2 }) as AccountCommand;
      const verified = when([registered, ...requested], verify('th1'));
      expect(verified).to.deep.equal([
        { type: 'EmailVerified', data: { accountId: 'a1', email: 'ann@example.com', requestId: 'r1' } },
      ]);
      expect(fold(accountDecider, [registered, ...requested, ...verified]).emailVerified).to.equal(true);
      expect(when([registered, ...requested, ...verified], verify('th1'))).to.deep.equal([]);
      expect(refusal([registered, ...requested], verify('wrong'))).to.equal('invalid_link');
      expect(refusal([registered, ...requested], verify('th1', '2026-11-27T10:00:00.000Z'))).to.equal('link_expired');
      expect(
        refusal([registered, ...requested], {
          type: 'VerifyEmail',
          accountId: 'a1',
          requestId: 'nope',
          tokenHash: 'th1',
          at,
        }),
      ).to.equal('invalid_link');
    });

    it('sends at most 5 links of a kind a day', () => {
      let history: AccountEvent[] = [registered];
      for (let i = 0; i < 5; i++)
        history = [
          ...history,
          ...when(history, { type: 'RequestPasswordReset', accountId: 'a1', requestId: `p${i}`, tokenHash: 't', at }),
        ];
      expect(
        refusal(history, { type: 'RequestPasswordReset', accountId: 'a1', requestId: 'p5', tokenHash: 't', at }),
      ).to.equal('too_many_link_requests');
      const nextDay = '2026-11-21T10:00:01.000Z';
      expect(
        when(history, { type: 'RequestPasswordReset', accountId: 'a1', requestId: 'p5', tokenHash: 't', at: nextDay }),
      ).to.have.length(1);
    });

    it('resets the password once through a reset link, which also proves the address', () => {
      const reset = when([registered], {
        type: 'RequestPasswordReset',
        accountId: 'a1',
        requestId: 'p1',
        tokenHash: 'tp',
        at,
      });
      const command: AccountCommand = {
        type: 'ResetPassword',
        accountId: 'a1',
        requestId: 'p1',
        tokenHash: 'tp',
        passwordHash: HASH,
        at: '2026-11-20T10:30:00.000Z',
      };
      const done = when([registered, ...reset], command);
      expect(done.map((e) => e.type)).to.deep.equal(['PasswordSet', 'PasswordResetCompleted', 'EmailVerified']);
      expect(refusal([registered, ...reset, ...done], command)).to.equal('invalid_link');
      expect(
        refusal([registered, ...reset], { ...command, at: '2026-11-20T11:00:00.000Z' } as AccountCommand),
      ).to.equal('link_expired');
      expect(refusal([registered, ...reset], { ...command, requestId: 'r1' } as AccountCommand)).to.equal(
        'invalid_link',
      );
    });

    it('records a link’s mail once', () => {
      const mail: AccountCommand = {
        type: 'RecordAccountMail',
        accountId: 'a1',
        requestId: 'r1',
        kind: 'email_verification',
      };
      const sent = when([registered, ...requested], mail);
      expect(sent).to.have.length(1);
      expect(when([registered, ...requested, ...sent], mail)).to.deep.equal([]);
    });
  });
});
