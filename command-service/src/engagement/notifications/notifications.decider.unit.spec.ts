import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationPreferenceEvent,
  type NotificationSettings,
} from '@listings/shared/contracts/engagement';
import { notificationPreferenceDecider } from './notifications.decider.ts';

const prefs = givenWhenThen(notificationPreferenceDecider);
const D = DEFAULT_NOTIFICATION_SETTINGS;
const weekly: NotificationSettings = {
  ...D,
  kinds: { ...D.kinds, product_discussion: { site: false, email: true } },
  frequency: 'weekly',
};
const saved = (
  settings: NotificationSettings,
  before: NotificationSettings | null = null,
  via: 'settings' | 'unsubscribe' = 'settings',
): NotificationPreferenceEvent => ({
  type: 'NotificationSettingsSaved',
  data: { accountId: 'ann', settings, before, via },
});
const read = (throughPosition: number): NotificationPreferenceEvent => ({
  type: 'NotificationsRead',
  data: { accountId: 'ann', throughPosition },
});

describe('notification preferences decider', () => {
  it('given nothing chosen, saving settings records them; the defaults or the same again record nothing', () => {
    expect(prefs.when([], { type: 'SaveNotificationSettings', accountId: 'ann', settings: weekly })).to.deep.equal([
      saved(weekly),
    ]);
    expect(prefs.when([], { type: 'SaveNotificationSettings', accountId: 'ann', settings: D })).to.deep.equal([]);
    expect(
      prefs.when([saved(weekly)], { type: 'SaveNotificationSettings', accountId: 'ann', settings: weekly }),
    ).to.deep.equal([]);
    expect(
      prefs.refusal([], {
        type: 'SaveNotificationSettings',
        accountId: 'ann',
        settings: { ...D, frequency: 'hourly' as never },
      }),
    ).to.equal('invalid_frequency');
  });

  it('unsubscribe turns one kind’s e-mail off (or, from a digest, all e-mail); already off, nothing', () => {
    const off = { ...weekly, kinds: { ...weekly.kinds, comment_reply: { site: true, email: false } } };
    expect(prefs.when([saved(weekly)], { type: 'Unsubscribe', accountId: 'ann', kind: 'comment_reply' })).to.deep.equal(
      [saved(off, weekly, 'unsubscribe')],
    );
    expect(prefs.when([saved(off)], { type: 'Unsubscribe', accountId: 'ann', kind: 'comment_reply' })).to.deep.equal(
      [],
    );
    expect(prefs.when([], { type: 'Unsubscribe', accountId: 'ann', kind: 'all' })).to.deep.equal([
      saved({ ...D, frequency: 'off' }, null, 'unsubscribe'),
    ]);
  });

  it('marks read only forward: an older page’s form records nothing', () => {
    expect(prefs.when([], { type: 'MarkNotificationsRead', accountId: 'ann', throughPosition: 12 })).to.deep.equal([
      read(12),
    ]);
    expect(
      prefs.when([read(12)], { type: 'MarkNotificationsRead', accountId: 'ann', throughPosition: 9 }),
    ).to.deep.equal([]);
    expect(
      prefs.when([read(12)], { type: 'MarkNotificationsRead', accountId: 'ann', throughPosition: 20 }),
    ).to.deep.equal([read(20)]);
  });
});
