/**
 * Sends the co-founder invite e-mail on CofounderInvited and records InviteEmailSent. Sent at most
 * once per invite: the job checks the draft's stream first (already sent → nothing), and the mail is
 * sent with the event id as idempotency key, so a crash between sending and recording does not send
 * a second message either (the outbox writes one file per key; SMTP reuses the Message-ID).
 */
import { type RecordedEvent, type Logger, defineReactor, type Reactor } from '@listings/shared/kernel';
import type { Mailer, SiteSettings } from '@listings/shared/platform';
import type { DraftCommands } from './draft-commands.ts';
import type { DraftEvent } from '@listings/shared/contracts/drafts';

type Invited = Extract<DraftEvent, { type: 'CofounderInvited' }>;

export function inviteMailReactor(deps: {
  drafts: DraftCommands;
  mailer: Mailer;
  site: SiteSettings;
  logger: Logger;
}): Reactor {
  const { drafts, mailer, site, logger } = deps;

  async function sendInvite(event: RecordedEvent<Invited>): Promise<void> {
    const { draftId, inviteId, email } = event.data;
    const { state } = await drafts.load(draftId);
    const invite = state.invites.find((i) => i.inviteId === inviteId);
    if (!invite || invite.sent) return;
    const product = (state.fields.name.value as string | null) ?? state.url;
    await mailer.send({
      to: email,
      subject: `You are invited to co-found ${product} on ${site.name}`,
      text: [
        `Hello,`,
        ``,
        `You have been invited as a co-founder of ${product} (${state.url}), which is being listed on ${site.name}.`,
        `Sign in at ${site.publicBaseUrl} with this e-mail address to see the draft.`,
        ``,
        `If you do not know about this, you can ignore this message.`,
      ].join('\n'),
      idempotencyKey: `invite:${event.id}`,
    });
    await drafts.decide(
      draftId,
      { type: 'MarkInviteSent', inviteId },
      { kind: 'system', id: 'invite-mail-reactor' },
      `reactor:${event.type}:${event.id}`,
    );
  }

  return defineReactor<Invited>({
    name: 'invite-mail-reactor',
    eventTypes: ['CofounderInvited'],
    logger,
    keyOf: (event) => event.data.draftId,
    perform: sendInvite,
  });
}
