import { expect } from 'chai';
import { keptBadgeNote } from './badge-keeping.html.ts';

describe('the owner’s kept-badge note on the listing page', () => {
  const live = { status: 'live' as const, plan: 'free' as const, slug: 'acme' };
  it('says whether the link is followed, the last check, and the grace period while the badge is gone', () => {
    expect(
      keptBadgeNote({ ...live, badge_keeping: { last_checked_at: '2026-11-18T12:00:00Z', last_outcome: 'present' } })
        .value,
    )
      .to.include('Your link is followed.')
      .and.include('Last checked 2026-11-18 (UTC): the badge is on your site');
    expect(
      keptBadgeNote({
        ...live,
        badge_keeping: {
          last_outcome: 'gone',
          last_checked_at: '2026-11-19T12:00:00Z',
          grace_until: '2026-11-26T12:00:00Z',
        },
      }).value,
    ).to.include('Put it back before 2026-11-26');
    expect(keptBadgeNote({ ...live, link_nofollow: true, badge_keeping: {} }).value).to.include(
      'Your link is marked nofollow',
    );
    expect(keptBadgeNote({ ...live, plan: 'paid' }).value).to.equal('');
  });
});
