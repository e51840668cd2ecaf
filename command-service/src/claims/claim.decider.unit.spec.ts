import { instructionsOf } from '@listings/shared/contracts/claims';
import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { fold } from '@listings/shared/kernel';
import { checkRefusal, claimDecider, claimQuotaDecider, emailAtDomain, type ClaimCommand } from './claim.decider.ts';
import {
  MAX_CHECKS_PER_HOUR,
  MAX_CLAIMS_PER_LISTING_PER_DAY,
  MAX_PENDING_CLAIMS_PER_ACCOUNT,
  type ClaimEvent,
  type ClaimQuotaEvent,
} from '@listings/shared/contracts/claims';
import { metaTags } from './claim-checks.ts';

const at = '2026-11-25T12:00:00.000Z';
const base = {
  claimId: 7,
  accountId: 'acc-1',
  listingId: 3,
  slug: 'acme',
  domain: 'acme.com',
  siteUrl: 'https://www.acme.com/home',
  at,
  previousOwnerId: null,
};
const startDns: ClaimCommand = { type: 'StartClaim', ...base, method: 'dns', token: 'tok123' };
const startedDns: ClaimEvent = { type: 'ClaimStarted', data: { ...base, method: 'dns', token: 'tok123' } };
const startedEmail: ClaimEvent = {
  type: 'ClaimStarted',
  data: { ...base, method: 'email', email: 'ceo@mail.acme.com', emailNonce: 'n', emailTokenHash: 'h' },
};
const found = { found: true, lookedFor: 'TXT …', seen: 'listings-verify=tok123' };
const missing = { found: false, lookedFor: 'TXT …', seen: 'no TXT record', reason: 'not_found' };
const failedAt = (time: string): ClaimEvent => ({
  type: 'ClaimCheckFailed',
  data: { claimId: 7, method: 'dns', at: time, lookedFor: 'x', seen: 'y', reason: 'not_found' },
});

describe('claim decider', () => {
  const { when, refusal } = givenWhenThen(claimDecider);

  it('starts a claim once', () => {
    expect(when([], startDns)).to.deep.equal([startedDns]);
    expect(refusal([startedDns], startDns)).to.equal('claim_exists');
  });

  it('refuses an e-mail address outside the company domain, naming body.email', () => {
    expect(
      refusal([], {
        type: 'StartClaim',
        ...base,
        method: 'email',
        email: 'me@gmail.com',
        emailNonce: 'n',
        emailTokenHash: 'h',
      }),
    ).to.equal('email_not_at_domain');
    expect(
      refusal([], {
        type: 'StartClaim',
        ...base,
        method: 'email',
        email: 'me@evilacme.com',
        emailNonce: 'n',
        emailTokenHash: 'h',
      }),
    ).to.equal('email_not_at_domain');
    try {
      when([], {
        type: 'StartClaim',
        ...base,
        method: 'email',
        email: 'me@gmail.com',
        emailNonce: 'n',
        emailTokenHash: 'h',
      });
    } catch (error) {
      expect((error as { field: string }).field).to.equal('body.email');
    }
    expect(
      when([], {
        type: 'StartClaim',
        ...base,
        method: 'email',
        email: 'ceo@mail.acme.com',
        emailNonce: 'n',
        emailTokenHash: 'h',
      }),
    ).to.have.length(1);
  });

  it('a found record verifies; a missing one records what was looked for and seen, and stays pending', () => {
    expect(when([startedDns], { type: 'RecordCheck', accountId: 'acc-1', at, result: found })[0].type).to.equal(
      'ClaimVerified',
    );
    const [failed] = when([startedDns], { type: 'RecordCheck', accountId: 'acc-1', at, result: missing });
    expect(failed).to.deep.equal({
      type: 'ClaimCheckFailed',
      data: { claimId: 7, method: 'dns', at, lookedFor: 'TXT …', seen: 'no TXT record', reason: 'not_found' },
    });
    expect(fold(claimDecider, [startedDns, failed]).status).to.equal('pending');
  });

  it("another account's claim is not found", () => {
    expect(refusal([startedDns], { type: 'RecordCheck', accountId: 'acc-2', at, result: found })).to.equal(
      'claim_not_found',
    );
    expect(refusal([], { type: 'RecordCheck', accountId: 'acc-1', at, result: found })).to.equal('claim_not_found');
  });

  it('checking a verified claim again changes nothing', () => {
    const verified = when([startedDns], { type: 'RecordCheck', accountId: 'acc-1', at, result: found });
    expect(
      when([startedDns, ...verified], { type: 'RecordCheck', accountId: 'acc-1', at, result: missing }),
    ).to.deep.equal([]);
  });

  it(`limits failed checks to ${MAX_CHECKS_PER_HOUR} an hour`, () => {
    const failures = Array.from({ length: MAX_CHECKS_PER_HOUR }, (_, i) =>
      failedAt(new Date(Date.parse(at) - (50 - i) * 60_000).toISOString()),
    );
    expect(refusal([startedDns, ...failures], { type: 'RecordCheck', accountId: 'acc-1', at, result: found })).to.equal(
      'too_many_checks',
    );
    const later = new Date(Date.parse(at) + 11 * 60_000).toISOString();
    expect(
      when([startedDns, ...failures], { type: 'RecordCheck', accountId: 'acc-1', at: later, result: found })[0].type,
    ).to.equal('ClaimVerified');
  });

  it('e-mail claims are not checked: they verify by the link, with the right token only', () => {
    expect(checkRefusal(fold(claimDecider, [startedEmail]), 'acc-1', at)?.code).to.equal('verify_by_email_link');
    expect(refusal([startedEmail], { type: 'ConfirmEmailLink', tokenHash: 'wrong', at })).to.equal('invalid_link');
    const [verified] = when([startedEmail], { type: 'ConfirmEmailLink', tokenHash: 'h', at });
    expect(verified).to.deep.include({ type: 'ClaimVerified' });
    expect(when([startedEmail, verified], { type: 'ConfirmEmailLink', tokenHash: 'h', at })).to.deep.equal([]);
    expect(refusal([startedDns], { type: 'ConfirmEmailLink', tokenHash: 'h', at })).to.equal('invalid_link');
  });

  it('records the link as sent once', () => {
    const [sent] = when([startedEmail], { type: 'MarkEmailSent' });
    expect(sent).to.deep.equal({ type: 'ClaimEmailSent', data: { claimId: 7, email: 'ceo@mail.acme.com' } });
    expect(when([startedEmail, sent], { type: 'MarkEmailSent' })).to.deep.equal([]);
    expect(when([startedDns], { type: 'MarkEmailSent' })).to.deep.equal([]);
  });
});

describe('claim decider: the site team overrides a claim (issue 33)', () => {
  const { when, refusal } = givenWhenThen(claimDecider);
  const override = (decision: 'approve' | 'reject', reason = 'checked the company register'): ClaimCommand => ({
    type: 'OverrideClaim',
    decision,
    staffId: 'staff-1',
    reason,
    at,
  });
  const overridden = (decision: 'approve' | 'reject', reason = 'checked the company register'): ClaimEvent => ({
    type: 'ClaimOverridden',
    data: { claimId: 7, decision, staffId: 'staff-1', reason, at },
  });

  it('given a pending claim, when the site team approves, then it is overridden and verified (the ownership process runs on that)', () => {
    expect(when([startedDns], override('approve'))).to.deep.equal([
      overridden('approve'),
      {
        type: 'ClaimVerified',
        data: {
          claimId: 7,
          accountId: 'acc-1',
          listingId: 3,
          method: 'dns',
          at,
          lookedFor: "the site team's review",
          seen: 'approved by the site team: checked the company register',
        },
      },
    ]);
    const state = fold(claimDecider, [startedDns, ...when([startedDns], override('approve'))]);
    expect(state.status).to.equal('verified');
    expect(state.override).to.deep.include({ decision: 'approve', staffId: 'staff-1' });
  });

  it('given a pending claim, when the site team rejects, then it is rejected and no check or link verifies it after', () => {
    expect(when([startedDns], override('reject', '  not their company  '))).to.deep.equal([
      overridden('reject', 'not their company'),
    ]);
    const given = [startedDns, overridden('reject', 'not their company')];
    expect(fold(claimDecider, given).status).to.equal('rejected');
    expect(refusal(given, { type: 'RecordCheck', accountId: 'acc-1', at, result: found })).to.equal('claim_rejected');
    expect(refusal([startedEmail, overridden('reject')], { type: 'ConfirmEmailLink', tokenHash: 'h', at })).to.equal(
      'claim_rejected',
    );
    expect(when(given, override('reject')), 'rejected twice: nothing more').to.deep.equal([]);
    expect(
      when(given, override('approve')).map((e) => e.type),
      'the site team changes its mind',
    ).to.deep.equal(['ClaimOverridden', 'ClaimVerified']);
  });

  it('given a verified claim, approving again records nothing and rejecting is refused', () => {
    const verified = when([startedDns], { type: 'RecordCheck', accountId: 'acc-1', at, result: found });
    expect(when([startedDns, ...verified], override('approve'))).to.deep.equal([]);
    expect(refusal([startedDns, ...verified], override('reject'))).to.equal('claim_verified');
  });

  it('refuses a decision without a reason of 3 to 500 characters, or on no claim', () => {
    expect(refusal([startedDns], override('approve', ' x '))).to.equal('invalid_reason');
    expect(refusal([startedDns], override('reject', 'x'.repeat(501)))).to.equal('invalid_reason');
    expect(refusal([], override('approve'))).to.equal('claim_not_found');
  });
});

describe('claim quota ledgers', () => {
  const { when, refusal } = givenWhenThen(claimQuotaDecider);
  const taken = (claimId: number, time = at): ClaimQuotaEvent => ({
    type: 'ClaimQuotaTaken',
    data: { claimId, accountId: 'a', listingId: 1, at: time },
  });
  const take = (limit: 'pending_per_account' | 'per_listing_per_day', claimId = 99) => ({
    type: 'TakeQuota' as const,
    claimId,
    accountId: 'a',
    listingId: 1,
    at,
    limit,
  });

  it(`an account has at most ${MAX_PENDING_CLAIMS_PER_ACCOUNT} pending claims; a verified one frees its place`, () => {
    const full = Array.from({ length: MAX_PENDING_CLAIMS_PER_ACCOUNT }, (_, i) => taken(i + 1));
    expect(refusal(full, take('pending_per_account'))).to.equal('too_many_pending_claims');
    const released = when(full, { type: 'ReleaseQuota', claimId: 3 });
    expect(when([...full, ...released], take('pending_per_account'))).to.have.length(1);
    expect(when(full, { type: 'ReleaseQuota', claimId: 500 })).to.deep.equal([]);
  });

  it(`a listing takes at most ${MAX_CLAIMS_PER_LISTING_PER_DAY} claims in 24 hours`, () => {
    const day = Array.from({ length: MAX_CLAIMS_PER_LISTING_PER_DAY }, (_, i) =>
      taken(i + 1, new Date(Date.parse(at) - 3600_000 * (i + 1)).toISOString()),
    );
    expect(refusal(day, take('per_listing_per_day'))).to.equal('too_many_claims_for_listing');
    const old = day.map((e, i) => taken(i + 1, new Date(Date.parse(at) - 25 * 3600_000 - i).toISOString()));
    expect(when(old, take('per_listing_per_day'))).to.have.length(1);
  });
});

describe('claim rules', () => {
  it('an address at the domain or a subdomain of it', () => {
    expect(emailAtDomain('a@acme.com', 'acme.com')).to.equal(true);
    expect(emailAtDomain('a@EU.Acme.com', 'acme.com')).to.equal(true);
    expect(emailAtDomain('a@notacme.com', 'acme.com')).to.equal(false);
    expect(emailAtDomain('a@acme.com.evil.io', 'acme.com')).to.equal(false);
  });

  it('exact instructions per method', () => {
    expect(
      instructionsOf({ method: 'dns', domain: 'acme.com', siteUrl: 'https://www.acme.com/x', token: 't1' }),
    ).to.deep.include({ record_type: 'TXT', name: '_listings-verify.acme.com', value: 'listings-verify=t1' });
    expect(
      instructionsOf({ method: 'meta', domain: 'acme.com', siteUrl: 'https://www.acme.com/x', token: 't1' }),
    ).to.deep.include({ url: 'https://www.acme.com/', tag: '<meta name="listings-verify" content="t1">' });
    expect(
      instructionsOf({ method: 'file', domain: 'acme.com', siteUrl: 'https://www.acme.com/x', token: 't1' }),
    ).to.deep.include({ url: 'https://www.acme.com/.well-known/listings-verify.txt', content: 't1' });
    expect(
      instructionsOf({ method: 'email', domain: 'acme.com', siteUrl: 'https://acme.com', email: 'a@acme.com' }),
    ).to.deep.include({ email: 'a@acme.com' });
  });

  it('reads meta tags in any attribute order and quoting', () => {
    const tags = metaTags(
      `<head><META content='abc' NAME="listings-verify"><meta name=listings-verify content=def /><meta charset="utf-8"></head>`,
    );
    expect(tags.filter((t) => t.name === 'listings-verify').map((t) => t.content)).to.deep.equal(['abc', 'def']);
  });
});
