import { expect } from 'chai';
import type { ClaimEvent } from '@listings/shared/contracts/claims';
import { onceAndTwice, project } from '../testing/replay.ts';
import { CLAIMS_COLLECTION, claimsProjection, type ClaimDocument } from './claims.projection.ts';

const at = '2026-11-25T12:00:00.000Z';
const base = {
  accountId: 'u1',
  listingId: 3,
  slug: 'acme',
  domain: 'acme.test',
  siteUrl: 'https://acme.test/',
  at,
  previousOwnerId: 'u0',
};
const events: ClaimEvent[] = [
  { type: 'ClaimStarted', data: { ...base, claimId: 1, method: 'dns', token: 'tok' } },
  {
    type: 'ClaimCheckFailed',
    data: {
      claimId: 1,
      method: 'dns',
      at,
      lookedFor: 'TXT _listings-verify.acme.test = listings-verify=tok',
      seen: 'no TXT record',
      reason: 'not_found',
    },
  },
  {
    type: 'ClaimVerified',
    data: {
      claimId: 1,
      accountId: 'u1',
      listingId: 3,
      method: 'dns',
      at,
      lookedFor: 'TXT …',
      seen: 'listings-verify=tok',
    },
  },
  {
    type: 'ClaimStarted',
    data: {
      ...base,
      claimId: 2,
      method: 'email',
      email: 'a@acme.test',
      emailNonce: 'secret-nonce',
      emailTokenHash: 'secret-hash',
    },
  },
  { type: 'ClaimEmailSent', data: { claimId: 2, email: 'a@acme.test' } },
];

describe('claims projection', () => {
  it('keeps each claim as its owner sees it', async () => {
    const documents = await project(claimsProjection, events);
    const [dns, email] = await documents
      .collection<ClaimDocument>(CLAIMS_COLLECTION)
      .find({ owner_id: 'u1' }, { sort: { claim_id: 1 } });
    expect(dns).to.deep.include({
      claim_id: 1,
      status: 'verified',
      verified_at: at,
      token: 'tok',
      listing_verified_by_another_account: true,
    });
    expect(dns.last_check).to.deep.equal({ at, looked_for: 'TXT …', seen: 'listings-verify=tok', reason: null });
    expect(email).to.deep.include({ claim_id: 2, status: 'pending', email: 'a@acme.test', email_sent: true });
    expect(JSON.stringify(email)).to.not.contain('secret');
  });

  it('is the same when every event is delivered twice', async () => {
    const { once, twice } = await onceAndTwice(claimsProjection, events);
    expect(twice).to.deep.equal(once);
  });

  it("shows the site team's rejection with its reason, the same once and twice (issue 33)", async () => {
    const rejected: ClaimEvent[] = [
      ...events,
      {
        type: 'ClaimOverridden',
        data: { claimId: 2, decision: 'reject', staffId: 'staff-1', reason: 'not the company', at },
      },
    ];
    const documents = await project(claimsProjection, rejected);
    const claim = await documents.collection<ClaimDocument>(CLAIMS_COLLECTION).findOne({ _id: '2' });
    expect(claim).to.deep.include({
      status: 'rejected',
      site_team_decision: { decision: 'reject', reason: 'not the company', at },
    });
    const { once, twice } = await onceAndTwice(claimsProjection, rejected);
    expect(twice).to.deep.equal(once);
  });
});
