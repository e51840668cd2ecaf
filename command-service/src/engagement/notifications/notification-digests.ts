/**
 * Daily and weekly notification digests (issue 32, part 3): a scheduled round (the engagement
 * feature's job, ticking with the launch scheduler) mails each person who chose a digest one e-mail
 * per finished period (the previous UTC day; the previous Monday-to-Monday week) listing that
 * period's notifications of the kinds they want by e-mail. Nothing in the period, no mail.
 *
 * Effectively once, by the mail ledger: the idempotency key is the frequency, the person and the
 * period (`digest:daily:<account>:<day>`), so every round of the period after the first, a restart
 * or another instance sends nothing more, and a round cut short by a crash mails the rest next time.
 * A digest's one-click unsubscribe (RFC 8058) turns all notification e-mail off (`all`).
 *
 * It reads the read models (who chose a digest, their notifications), handed in as ports: a
 * notification is listed only if its kind is on the site too (the read model keeps those).
 */
import { addDays, addWeeks, isoDay, mondayOf, type Clock, type Logger } from '@listings/shared/kernel';
import type { Mailer, SiteSettings } from '@listings/shared/platform';
import type { EmailFrequency, NotificationKind, NotificationSettings } from '@listings/shared/contracts/engagement';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';

export interface DigestItem {
  kind: NotificationKind;
  what: string;
  anchor: string | null;
  listing_slug: string;
  listing_name: string;
  at: string;
  /** Its place on its listing's own site, absolute (issue 30: a digest lists every site's); absent: on `site`. */
  url?: string | null;
  /** The name of its listing's site (issue 30); absent: `site`'s. */
  site_name?: string;
}

/**
 * Where a digest's notifications happened, for its heading (issue 30: one digest for the network):
 * the one site, "A and B", "A, B and C", or "A, B and 3 other sites".
 */
export function sitesWords(names: readonly string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  if (unique.length <= 3) return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
  return `${unique.slice(0, 2).join(', ')} and ${unique.length - 2} other sites`;
}

export interface DigestPorts {
  /** Everyone whose frequency is daily or weekly, with their settings. */
  subscribers(): Promise<{ accountId: string; settings: NotificationSettings }[]>;
  /** A person's notifications from `from` (inclusive) to `to` (exclusive), ISO times, oldest first. */
  notificationsBetween(accountId: string, from: string, to: string): Promise<DigestItem[]>;
  addressOf(accountId: string): Promise<string | null>;
}

/** The last finished period of a digest at `now`: its key and bounds (UTC). */
export function digestPeriod(frequency: 'daily' | 'weekly', now: Date): { key: string; from: string; to: string } {
  if (frequency === 'daily') {
    const key = addDays(isoDay(now), -1);
    return { key, from: `${key}T00:00:00.000Z`, to: `${isoDay(now)}T00:00:00.000Z` };
  }
  const key = addWeeks(mondayOf(now), -1);
  return { key, from: `${key}T00:00:00.000Z`, to: `${mondayOf(now)}T00:00:00.000Z` };
}

export class NotificationDigests {
  private readonly deps: DigestPorts & {
    mailer: Mailer;
    site: SiteSettings;
    clock: Clock;
    logger: Logger;
    unsubscribeSecret: Buffer;
  };

  constructor(deps: NotificationDigests['deps']) {
    this.deps = deps;
  }

  /** One round: the digests due now that were not sent yet; how many were sent. */
  async round(): Promise<number> {
    const { mailer, site, clock } = this.deps;
    const now = clock.now();
    let sent = 0;
    for (const { accountId, settings } of await this.deps.subscribers()) {
      const frequency: EmailFrequency = settings.frequency;
      if (frequency !== 'daily' && frequency !== 'weekly') continue;
      const period = digestPeriod(frequency, now);
      const items = (await this.deps.notificationsBetween(accountId, period.from, period.to)).filter(
        (item) => settings.kinds[item.kind]?.email,
      );
      if (items.length === 0) continue;
      const to = await this.deps.addressOf(accountId);
      if (!to) continue;
      const unsubscribe = unsubscribeUrl(
        site.publicBaseUrl,
        unsubscribeToken(this.deps.unsubscribeSecret, accountId, 'all'),
      );
      // The sites the items are on, not the default site's name alone (issue 30).
      const where = sitesWords(items.map((item) => item.site_name ?? site.name));
      const heading =
        frequency === 'daily'
          ? `Your day on ${where} (${period.key})`
          : `Your week on ${where} (week of ${period.key})`;
      const result = await mailer.send({
        to,
        subject: `${heading}: ${items.length} notification${items.length === 1 ? '' : 's'}`,
        text: [
          `${heading}:`,
          '',
          ...items.map(
            (item) =>
              `- ${item.listing_name}: ${item.what}\n  ${item.url ?? `${site.publicBaseUrl}/listings/${item.listing_slug}${item.anchor ? `#${item.anchor}` : ''}`}`,
          ),
          '',
          `All your notifications: ${site.publicBaseUrl}/notifications`,
          `Stop all notification e-mail: ${unsubscribe}`,
          `Choose what you get: ${site.publicBaseUrl}/account/notifications`,
        ].join('\n'),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        idempotencyKey: `digest:${frequency}:${accountId}:${period.key}`,
      });
      if (!result.duplicate) sent += 1;
    }
    if (sent) this.deps.logger.info('notification digests sent', { sent });
    return sent;
  }
}
