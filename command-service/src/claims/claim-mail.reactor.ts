/**
 * Sends the link of an e-mail claim on ClaimStarted and records ClaimEmailSent. At most one message
 * per claim: the job checks the claim's stream first (already sent → nothing), the link's token is
 * derived again from the stored nonce (the same text every time), and the mail is sent with the
 * event's id as idempotency key, so a crash between sending and recording sends nothing twice.
 */
import { type RecordedEvent, type Logger, defineReactor, type Reactor } from '@listings/shared/kernel';
import type { Mailer, SiteSettings } from '@listings/shared/platform';
import type { ClaimCommands } from './claim-commands.ts';
import type { ClaimEvent } from '@listings/shared/contracts/claims';

export const claimLinkUrl = (publicBaseUrl: string, claimId: number, token: string): string =>
  `${publicBaseUrl}/claims/verify?claim=${claimId}&token=${encodeURIComponent(token)}`;

type Started = Extract<ClaimEvent, { type: 'ClaimStarted' }>;

export function claimMailReactor(deps: {
  claims: ClaimCommands;
  mailer: Mailer;
  site: SiteSettings;
  logger: Logger;
}): Reactor {
  const { claims, mailer, site, logger } = deps;

  async function sendLink(event: RecordedEvent<Started>): Promise<void> {
    const { claimId, method } = event.data;
    if (method !== 'email') return;
    const state = await claims.load(claimId);
    const claim = state.claim;
    if (!claim || state.emailSent || state.status !== 'pending') return;
    const link = claimLinkUrl(site.publicBaseUrl, claimId, claims.emailLinkToken(state));
    await mailer.send({
      to: claim.email!,
      subject: `Confirm that ${claim.domain} is yours on ${site.name}`,
      text: [
        `Hello,`,
        ``,
        `Someone asked to manage the listing "${claim.slug}" (${claim.domain}) on ${site.name} (${site.publicBaseUrl})`,
        `and gave this address to prove that they work at ${claim.domain}.`,
        ``,
        `If that was you or your team, open this link and press Confirm:`,
        link,
        ``,
        `If you do not know about this, ignore this message: nothing changes unless the link is confirmed.`,
      ].join('\n'),
      idempotencyKey: `claim-link:${event.id}`,
    });
    await claims.decide(
      claimId,
      { type: 'MarkEmailSent' },
      { kind: 'system', id: 'claim-mail-reactor' },
      `reactor:${event.type}:${event.id}`,
    );
  }

  return defineReactor<Started>({
    name: 'claim-mail-reactor',
    eventTypes: ['ClaimStarted'],
    logger,
    keyOf: (event) => `claim-${event.data.claimId}`,
    perform: sendLink,
  });
}
