import { expect } from 'chai';
import { ManualClock, silentLogger } from '@listings/shared/kernel';
import { OutboxMailer, type MailMessage, type Mailer } from '@listings/shared/platform';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@listings/shared/contracts/engagement';
import { NotificationDigests, digestPeriod, sitesWords, type DigestItem } from './notification-digests.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

const secret = Buffer.alloc(32, 9);
const site = { name: 'Listings', publicBaseUrl: 'https://listings.test' } as never;
const item = (at: string, what: string, kind: DigestItem['kind'] = 'product_discussion'): DigestItem => ({
  kind,
  what,
  anchor: 'reviews',
  listing_slug: 'acme',
  listing_name: 'Acme',
  at,
});
// Thursday 2026-11-19 and the week of Monday 2026-11-09.
const ITEMS: Record<string, DigestItem[]> = {
  daily: [
    item('2026-11-18T08:00:00.000Z', 'New review (5 of 5)'),
    item('2026-11-18T09:00:00.000Z', 'Update: v2', 'followed_product'),
    item('2026-11-17T23:59:59.999Z', 'The day before'),
    item('2026-11-19T00:00:00.000Z', 'Today'),
  ],
  weekly: [item('2026-11-10T10:00:00.000Z', 'New comment'), item('2026-11-16T00:00:00.000Z', 'This week')],
  quiet: [],
};
const daily: NotificationSettings = {
  kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, followed_product: { site: true, email: false } },
  frequency: 'daily',
};

describe('notification digests', () => {
  const clock = new ManualClock('2026-11-19T06:00:00.000Z');
  const build = (mailer: Mailer) =>
    new NotificationDigests({
      mailer,
      site,
      clock,
      logger: silentLogger,
      unsubscribeSecret: secret,
      subscribers: async () => [
        { accountId: 'daily', settings: daily },
        { accountId: 'weekly', settings: { ...DEFAULT_NOTIFICATION_SETTINGS, frequency: 'weekly' } },
        { accountId: 'quiet', settings: { ...DEFAULT_NOTIFICATION_SETTINGS, frequency: 'daily' } },
      ],
      notificationsBetween: async (accountId, from, to) =>
        (ITEMS[accountId] ?? []).filter((i) => i.at >= from && i.at < to),
      addressOf: async (accountId) => `${accountId}@example.com`,
    });

  it('names the sites of a digest’s notifications in its heading (issue 30: one digest for the network)', async () => {
    expect(sitesWords(['Listings'])).to.equal('Listings');
    expect(sitesWords(['Listings', 'AI Tools', 'Listings'])).to.equal('Listings and AI Tools');
    expect(sitesWords(['A', 'B', 'C'])).to.equal('A, B and C');
    expect(sitesWords(['A', 'B', 'C', 'D', 'E'])).to.equal('A, B and 3 other sites');
    const outbox = new OutboxMailer('Listings <no-reply@listings.test>', null);
    const onAi = { ...item('2026-11-10T11:00:00.000Z', 'New review'), site_name: 'AI Tools' };
    await new NotificationDigests({
      mailer: outbox,
      site,
      clock: new ManualClock('2026-11-19T06:00:00.000Z'),
      logger: silentLogger,
      unsubscribeSecret: secret,
      subscribers: async () => [
        { accountId: 'ai-only', settings: { ...DEFAULT_NOTIFICATION_SETTINGS, frequency: 'weekly' } },
        { accountId: 'both', settings: { ...DEFAULT_NOTIFICATION_SETTINGS, frequency: 'weekly' } },
      ],
      notificationsBetween: async (accountId) =>
        accountId === 'ai-only' ? [onAi] : [item('2026-11-10T10:00:00.000Z', 'New comment'), onAi],
      addressOf: async (accountId) => `${accountId}@example.com`,
    }).round();
    expect((await outbox.list()).map((m) => `${m.to} ${m.subject}`).sort()).to.deep.equal([
      'ai-only@example.com Your week on AI Tools (week of 2026-11-09): 1 notification',
      'both@example.com Your week on Listings and AI Tools (week of 2026-11-09): 2 notifications',
    ]);
  });

  it('knows the last finished day and week (UTC)', () => {
    expect(digestPeriod('daily', new Date('2026-11-19T06:00:00Z'))).to.deep.equal({
      key: '2026-11-18',
      from: '2026-11-18T00:00:00.000Z',
      to: '2026-11-19T00:00:00.000Z',
    });
    expect(digestPeriod('weekly', new Date('2026-11-19T06:00:00Z'))).to.deep.equal({
      key: '2026-11-09',
      from: '2026-11-09T00:00:00.000Z',
      to: '2026-11-16T00:00:00.000Z',
    });
  });

  it('mails one digest per person and finished period with the kinds they want by e-mail, once whatever the rounds, a crash or a restart', async () => {
    const outbox = new OutboxMailer('Listings <no-reply@listings.test>', null);
    let sends = 0;
    const crashing: Mailer = {
      send: async (message: MailMessage) => {
        if (++sends === 2) throw new Error('process killed');
        return outbox.send(message);
      },
    };
    let crashed = false;
    await build(crashing)
      .round()
      .catch(() => (crashed = true));
    expect(crashed).to.equal(true);
    expect(await build(outbox).round()).to.equal(1); // the one the crash stopped
    expect(await build(outbox).round()).to.equal(0);
    const mails = await outbox.list();
    expect(mails.map((m) => `${m.to} ${m.subject}`).sort()).to.deep.equal([
      'daily@example.com Your day on Listings (2026-11-18): 1 notification',
      'weekly@example.com Your week on Listings (week of 2026-11-09): 1 notification',
    ]);
    const day = mails.find((m) => m.to.startsWith('daily'))!.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(day)
      .to.contain('- Acme: New review (5 of 5)')
      .and.not.contain('Update: v2')
      .and.not.contain('The day before');
    expect(day).to.contain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(day).to.contain(
      `List-Unsubscribe: <https://listings.test/notifications/unsubscribe?t=${unsubscribeToken(secret, 'daily', 'all')}>`,
    );

    clock.set('2026-11-20T06:00:00.000Z'); // the next day: the daily person's digest of the 19th; the week is the same
    ITEMS.daily.push(item('2026-11-19T12:00:00.000Z', 'Another review'));
    expect(await build(outbox).round()).to.equal(1);
    expect(await build(outbox).round()).to.equal(0);
    expect((await outbox.list()).filter((m) => m.to.startsWith('weekly'))).to.have.length(1);
  });
});
