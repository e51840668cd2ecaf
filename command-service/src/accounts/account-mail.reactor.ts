/**
 * Mails the link of each EmailVerificationRequested and PasswordResetRequested, then records
 * AccountMailSent. At most one message per request: the job checks the account's stream first
 * (already mailed, used or expired → nothing), the link's token is derived again from the request id
 * (account-links.ts), and the mail's idempotency key is the event's id, so a crash between sending and
 * recording sends nothing twice.
 *
 * And tells the owner of an address that someone tried to sign up with it (SignUpAttempted, on the
 * address's stream, at most one a day): the sign-up page answers the same as for a new address, so only
 * the owner learns it. The message has no link token and nothing of what was typed; it is sent once per
 * event (idempotency key) and nothing is recorded on the account.
 *
 * Each mail names the site of the network the person used and links to its host (issue 30: the
 * event's `site`, absent for the default site), so a link opened signs the person in where they were.
 */
import { type RecordedEvent, type Logger, type Clock, defineReactor, type Reactor } from '@listings/shared/kernel';
import type { Mailer, SiteSettings } from '@listings/shared/platform';
import type { AccountEvent, EmailClaimEvent } from '@listings/shared/contracts/accounts';
import type { AccountCommands } from './account-commands.ts';
import { accountLinkUrl, type AccountLinks } from './account-links.ts';

type LinkRequested = Extract<AccountEvent, { type: 'EmailVerificationRequested' | 'PasswordResetRequested' }>;
type SignUpAttempted = Extract<EmailClaimEvent, { type: 'SignUpAttempted' }>;

export function accountMailReactor(deps: {
  accounts: AccountCommands;
  links: AccountLinks;
  mailer: Mailer;
  site: SiteSettings;
  /** The settings (name, base URL) of a site of the network by key; absent, or an unknown key: the default site's. */
  siteOf?: (key: string | undefined) => Promise<SiteSettings>;
  clock: Clock;
  logger: Logger;
}): Reactor {
  const { accounts, links, mailer, clock, logger } = deps;
  const siteOf = deps.siteOf ?? (async () => deps.site);

  async function sendLink(event: RecordedEvent<LinkRequested>): Promise<void> {
    const { accountId, requestId } = event.data;
    const kind = event.type === 'EmailVerificationRequested' ? 'email_verification' : 'password_reset';
    const state = await accounts.load(accountId);
    const link = state?.links[requestId];
    if (!state || !state.email || !link || link.mailed || link.used) return;
    if (Date.parse(link.expiresAt) <= clock.now().getTime()) return;
    if (kind === 'email_verification' && (state.emailVerified || link.email !== state.email)) return;
    const site = await siteOf(event.data.site);
    const url = accountLinkUrl(
      site.publicBaseUrl,
      kind,
      accountId,
      requestId,
      await links.tokenFor(kind, accountId, requestId),
      // The path the person signed up or asked for a reset from (issue 31): the link's page leads back there.
      event.data.returnPath,
    );
    const hours = Math.round((Date.parse(link.expiresAt) - Date.parse(event.metadata.at)) / 3600_000);
    const lasts = hours >= 48 ? `${Math.round(hours / 24)} days` : `${hours} hour${hours === 1 ? '' : 's'}`;
    await mailer.send({
      to: state.email,
      ...(kind === 'email_verification'
        ? {
            subject: `Confirm your e-mail address on ${site.name}`,
            text: [
              `Hello,`,
              ``,
              `Someone, probably you, created an account on ${site.name} (${site.publicBaseUrl}) with this address.`,
              `Open this link and press Confirm to prove the address is yours; then you can vote, follow and review:`,
              url,
              ``,
              `The link works for ${lasts}. If you did not sign up, ignore this message: nothing happens.`,
            ].join('\n'),
          }
        : {
            subject: `Reset your password on ${site.name}`,
            text: [
              `Hello,`,
              ``,
              `Someone, probably you, asked to reset the password of your account on ${site.name} (${site.publicBaseUrl}).`,
              `Open this link to choose a new password:`,
              url,
              ``,
              `The link works once, for ${lasts}. If you did not ask, ignore this message: your password stays as it is.`,
            ].join('\n'),
          }),
      idempotencyKey: `account-link:${event.id}`,
    });
    await accounts.decide(
      { type: 'RecordAccountMail', accountId, requestId, kind },
      { kind: 'system', id: 'account-mail-reactor' },
      `reactor:${event.type}:${event.id}`,
    );
  }

  async function tellOwner(event: RecordedEvent<SignUpAttempted>): Promise<void> {
    const { accountId } = event.data;
    const state = await accounts.load(accountId);
    if (!state?.email) return;
    const site = await siteOf(event.data.site);
    await mailer.send({
      to: state.email,
      subject: `Someone tried to sign up on ${site.name} with your address`,
      text: [
        `Hello,`,
        ``,
        `Someone, probably you, tried to create an account on ${site.name} (${site.publicBaseUrl}) with this address.`,
        `You already have an account with it, so no new account was made and nothing about yours changed.`,
        ``,
        `To sign in: ${site.publicBaseUrl}/signin`,
        `Forgot your password? Ask for a reset link: ${site.publicBaseUrl}/password/forgot`,
        ``,
        `If it was not you, ignore this message: your account and its password stay as they are.`,
      ].join('\n'),
      idempotencyKey: `signup-attempt:${event.id}`,
    });
  }

  return defineReactor<LinkRequested | SignUpAttempted>({
    name: 'account-mail-reactor',
    eventTypes: ['EmailVerificationRequested', 'PasswordResetRequested', 'SignUpAttempted'],
    logger,
    keyOf: (event) => `account-${event.data.accountId}`,
    perform: (event) => (event.type === 'SignUpAttempted' ? tellOwner(event) : sendLink(event)),
  });
}
