/**
 * The token of a notification mail's one-click unsubscribe link (RFC 8058): which person and which
 * kind (or `all`, a digest's link), signed with HMAC-SHA256 under the service's UNSUBSCRIBE_SECRET (or one generated and kept in
 * `$DATA_DIR/unsubscribe.secret`). Derived, not stored, so the mail reactor writes the same link
 * again after a crash, and the link works without signing in: whoever holds the mail may unsubscribe
 * it, which is what the mail's recipient needs and all a forwarded mail gives away.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '@listings/shared/contracts/engagement';

/** What a link unsubscribes from: one kind's e-mail (single mails), or all notification e-mail (digests). */
export type UnsubscribeScope = NotificationKind | 'all';

const signatureOf = (secret: Buffer, accountId: string, kind: UnsubscribeScope) =>
  createHmac('sha256', secret).update(`unsubscribe:${accountId}:${kind}`).digest('base64url');

export const unsubscribeToken = (secret: Buffer, accountId: string, kind: UnsubscribeScope): string =>
  `${Buffer.from(accountId).toString('base64url')}.${kind}.${signatureOf(secret, accountId, kind)}`;

/** The person and kind a token names, or null for a token this service did not sign. */
export function verifyUnsubscribeToken(
  secret: Buffer,
  token: string,
): { accountId: string; kind: UnsubscribeScope } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !(parts[1] === 'all' || isNotificationKind(parts[1]))) return null;
  const accountId = Buffer.from(parts[0], 'base64url').toString('utf8');
  if (!accountId) return null;
  const expected = Buffer.from(signatureOf(secret, accountId, parts[1]));
  const given = Buffer.from(parts[2]);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? { accountId, kind: parts[1] as UnsubscribeScope }
    : null;
}

export const unsubscribeUrl = (publicBaseUrl: string, token: string) =>
  `${publicBaseUrl}/notifications/unsubscribe?t=${encodeURIComponent(token)}`;
