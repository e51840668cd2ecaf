import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { BadgeKeepingEvent } from '@listings/shared/contracts/my-listings';
import { badgeKeepingDecider, type BadgeKeepingCommand } from './badge-keeping.decider.ts';

const { when } = givenWhenThen(badgeKeepingDecider);
const check = (found: boolean, reason: string, now: string): BadgeKeepingCommand => ({
  type: 'RecordKeptCheck',
  listingId: 1,
  check: { found, reason, url: 'https://acme.example/' },
  now,
  graceDays: 7,
});
const types = (events: BadgeKeepingEvent[]) => events.map((e) => e.type);
const notice: BadgeKeepingEvent = {
  type: 'BadgeGoneNoticed',
  data: { listingId: 1, graceUntil: '2026-11-25T00:00:00.000Z' },
};

describe('kept badges decider', () => {
  it('records a present badge, and nothing else', () => {
    expect(when([], check(true, 'found', '2026-11-18T00:00:00Z'))).to.deep.equal([
      {
        type: 'KeptBadgeChecked',
        data: { listingId: 1, outcome: 'present', reason: 'found', url: 'https://acme.example/' },
      },
    ]);
  });

  it('starts the grace period at the first check that finds it gone (page read without it, or 404/410)', () => {
    expect(when([], check(false, 'missing', '2026-11-18T00:00:00.000Z'))[1]).to.deep.equal(notice);
    expect(types(when([], check(false, 'http_410', '2026-11-18T00:00:00Z')))).to.include('BadgeGoneNoticed');
    expect(types(when([notice], check(false, 'missing', '2026-11-20T00:00:00Z')))).to.deep.equal(['KeptBadgeChecked']);
  });

  it('never starts or ends anything on an inconclusive check (robots.txt, timeouts, server errors)', () => {
    for (const reason of ['robots_disallowed', 'timeout', 'http_503'])
      expect(types(when([notice], check(false, reason, '2026-12-01T00:00:00Z')))).to.deep.equal(['KeptBadgeChecked']);
  });

  it('marks the link nofollow once the grace is over and the badge is still gone, once', () => {
    const nofollowed = when([notice], check(false, 'missing', '2026-11-25T00:00:00.000Z'));
    expect(types(nofollowed)).to.deep.equal(['KeptBadgeChecked', 'OutboundLinkNofollowed']);
    expect(types(when([notice, ...nofollowed], check(false, 'missing', '2026-11-26T00:00:00Z')))).to.deep.equal([
      'KeptBadgeChecked',
    ]);
  });

  it('restores when the badge is back, during the grace or after nofollow', () => {
    expect(types(when([notice], check(true, 'found', '2026-11-20T00:00:00Z')))).to.deep.equal([
      'KeptBadgeChecked',
      'BadgeReturned',
    ]);
    const nofollow: BadgeKeepingEvent = { type: 'OutboundLinkNofollowed', data: { listingId: 1 } };
    const back = when([notice, nofollow], check(true, 'found', '2026-12-01T00:00:00Z'));
    expect(types(back)).to.deep.equal(['KeptBadgeChecked', 'BadgeReturned']);
    // Gone again later: a new grace period.
    expect(types(when([notice, nofollow, ...back], check(false, 'missing', '2026-12-02T00:00:00Z')))).to.include(
      'BadgeGoneNoticed',
    );
  });

  it('records the owner’s e-mail for a notice once', () => {
    const mail: BadgeKeepingCommand = { type: 'RecordGoneMail', listingId: 1, noticeId: 'n1', messageId: 'm1' };
    const mailed = when([notice], mail);
    expect(types(mailed)).to.deep.equal(['BadgeGoneMailed']);
    expect(when([notice, ...mailed], mail)).to.deep.equal([]);
  });
});
