/**
 * Account write operations, used by the admin CLI and the account pages: register an account,
 * prove its e-mail address, set or reset its password, issue and revoke API keys. Each goes through
 * the account decider and ends as events.
 */
import type { Scope } from '@listings/shared/platform';
import { createHash, randomUUID } from 'node:crypto';
import {
  atOneInstant,
  commandMetadata,
  defineAggregate,
  DomainError,
  isEventOf,
  WrongExpectedVersionError,
  type Actor,
  type Clock,
  type EventStore,
} from '@listings/shared/kernel';
import { generateApiKey } from '@listings/shared/platform';
import { accountDecider, SIGN_IN_HOP_TTL_MS, type AccountCommand, type AccountState } from './account.decider.ts';
import { accountStream, normaliseEmail, type EmailClaimEvent } from '@listings/shared/contracts/accounts';
import { AUDIT_ROLES, AUDIT_SCOPE } from '@listings/shared/contracts/staff';
import { StaffCommands } from '../staff/index.ts';

/** The account aggregate: `account-<id>`. */
export const accountAggregate = defineAggregate({ streamOf: accountStream, decider: accountDecider });

const emailStream = (email: string) =>
  `accountemail-${createHash('sha256').update(normaliseEmail(email)).digest('hex')}`;

/** Scopes are read by the platform (the admin CLI and the site's key page parse them the same way). */
export { parseScopes } from '@listings/shared/platform';

export class AccountCommands {
  private readonly events: EventStore;
  private readonly clock: Clock;

  constructor(events: EventStore, clock: Clock) {
    this.events = events;
    this.clock = clock;
  }

  /** The account an e-mail address belongs to, from the write side's uniqueness stream. */
  async accountIdByEmail(email: string): Promise<string | null> {
    const [claim] = await this.events.readStream(emailStream(email), { maxCount: 1 });
    return claim && isEventOf<EmailClaimEvent>(claim, 'EmailClaimed') ? claim.data.accountId : null;
  }

  /**
   * Registers an account. The sign-up page passes the password's hash (never the password), so the
   * account and its password are one append; it may also choose the id, to record it as the actor.
   */
  async register(
    input: { email: string; name: string; role?: 'member' | 'admin'; passwordHash?: string; accountId?: string },
    actor: Actor,
    cause: string,
  ): Promise<{ accountId: string; position: number }> {
    const email = normaliseEmail(input.email);
    const accountId = input.accountId ?? randomUUID();
    // The address's claim and the account are stamped with one instant.
    const clock = atOneInstant(this.clock);
    const metadata = commandMetadata(clock, actor, cause);
    try {
      const claim: EmailClaimEvent = { type: 'EmailClaimed', data: { email, accountId } };
      await this.events.appendToStream(emailStream(email), [{ id: randomUUID(), ...claim, metadata }], {
        expectedRevision: 'no_stream',
      });
    } catch (error) {
      if (error instanceof WrongExpectedVersionError)
        throw new DomainError('conflict', 'email_taken', 'An account with this e-mail address already exists.');
      throw error;
    }
    const result = await accountAggregate.handle(
      this.events,
      accountId,
      {
        type: 'RegisterAccount',
        accountId,
        email,
        name: input.name,
        role: input.role ?? 'member',
        ...(input.passwordHash === undefined ? {} : { passwordHash: input.passwordHash }),
      },
      { actor, cause },
      clock,
    );
    return { accountId, position: result.position };
  }

  /**
   * Notes that someone tried to sign up with an address that already has an account, so that the
   * account mail reactor tells the owner (the sign-up page answers the same as for a new address, so the
   * owner is the only one who learns it). At most once per address per UTC day; on the address's own
   * stream, never the account's: the account is not changed. Null when nothing was written (unknown
   * address, or already noted today).
   */
  async noteSignUpAttempt(
    email: string,
    actor: Actor,
    cause: string,
    /** The network's site the sign-up was tried on (the owner's mail names it); absent: the default site. */
    site?: string,
  ): Promise<{ position: number } | null> {
    const stream = emailStream(email);
    const [last] = await this.events.readStream(stream, { direction: 'backwards', maxCount: 1 });
    if (!last || !isEventOf<EmailClaimEvent>(last, 'EmailClaimed', 'SignUpAttempted')) return null;
    const day = this.clock.now().toISOString().slice(0, 10);
    if (last.type === 'SignUpAttempted' && last.data.day === day) return null;
    const { accountId } = last.data;
    const attempt: EmailClaimEvent = {
      type: 'SignUpAttempted',
      data: { email: normaliseEmail(email), accountId, day, ...(site ? { site } : {}) },
    };
    try {
      const { position } = await this.events.appendToStream(
        stream,
        [{ id: randomUUID(), ...attempt, metadata: commandMetadata(this.clock, actor, cause) }],
        { expectedRevision: last.revision },
      );
      return { position };
    } catch (error) {
      // Another attempt was noted at the same moment: one is enough.
      if (error instanceof WrongExpectedVersionError) return null;
      throw error;
    }
  }

  /** Issues a key; the secret is returned here once and never stored. */
  async issueApiKey(accountId: string, input: { name: string; scopes: Scope[] }, actor: Actor, cause: string) {
    // `audit:read` only for an account that holds auditor or admin (for some site; each audit
    // operation checks the role again for its own site, so a revoked role stops the key at once).
    if (input.scopes.includes(AUDIT_SCOPE)) {
      const roles = await new StaffCommands(this.events, this.clock).rolesOf(accountId);
      if (!roles.some((held) => AUDIT_ROLES.includes(held.role)))
        throw new DomainError(
          'forbidden',
          'staff_role_required',
          `The scope ${AUDIT_SCOPE} is for accounts that hold the auditor or admin role.`,
          'scopes',
        );
    }
    const secret = generateApiKey();
    const keyId = randomUUID();
    const result = await this.decide(
      {
        type: 'IssueApiKey',
        accountId,
        keyId,
        name: input.name,
        scopes: input.scopes,
        keyHash: secret.hash,
        displayPrefix: secret.displayPrefix,
      },
      actor,
      cause,
    );
    return { keyId, key: secret.key, scopes: [...new Set(input.scopes)], position: result.position };
  }

  async revokeApiKey(accountId: string, keyId: string, actor: Actor, cause: string): Promise<{ position: number }> {
    return { position: (await this.decide({ type: 'RevokeApiKey', accountId, keyId }, actor, cause)).position };
  }

  /** Replaces the account's password hash (the caller hashes; see shared/src/sessions/passwords.ts). */
  async setPassword(
    accountId: string,
    passwordHash: string,
    actor: Actor,
    cause: string,
  ): Promise<{ position: number }> {
    return { position: (await this.decide({ type: 'SetPassword', accountId, passwordHash }, actor, cause)).position };
  }

  /**
   * The account of an e-mail address and its current password hash, read from the write side (the
   * e-mail stream, then the account stream): consistent at once after sign-up or a password change,
   * and password hashes never reach a read model. Null when there is no such account.
   */
  async passwordCredentials(email: string): Promise<{ accountId: string; passwordHash: string | null } | null> {
    const accountId = await this.accountIdByEmail(email);
    if (!accountId) return null;
    const state = await this.load(accountId);
    return state && { accountId, passwordHash: state.passwordHash };
  }

  /** The account's state folded from its stream (null when there is no such account). */
  async load(accountId: string): Promise<AccountState | null> {
    const { history, state } = await accountAggregate.load(this.events, accountId);
    return history.length === 0 ? null : state;
  }

  /** Decides one command on the account's stream. */
  decide(command: AccountCommand, actor: Actor, cause: string) {
    return accountAggregate.handle(this.events, command.accountId, command, { actor, cause }, this.clock);
  }

  /** Records a request for an e-mail verification link (nothing when the address is already verified). */
  async requestEmailVerification(
    accountId: string,
    /**
     * `site`: the network's site the person asked on, whose host the mailed link goes to (absent: the default);
     * `returnPath`: the same-site path the person signed up from, which the link carries back (issue 31).
     */
    link: { requestId: string; tokenHash: string; site?: string; returnPath?: string },
    actor: Actor,
    cause: string,
  ): Promise<{ position: number; requested: boolean }> {
    const result = await this.decide(
      { type: 'RequestEmailVerification', accountId, ...link, at: this.clock.now().toISOString() },
      actor,
      cause,
    );
    return { position: result.position, requested: result.events.length > 0 };
  }

  /** Proves the address with a link's token; `verified: false` when it already was. */
  async verifyEmail(
    accountId: string,
    link: { requestId: string; tokenHash: string },
    actor: Actor,
    cause: string,
  ): Promise<{ position: number; verified: boolean }> {
    const result = await this.decide(
      { type: 'VerifyEmail', accountId, ...link, at: this.clock.now().toISOString() },
      actor,
      cause,
    );
    return { position: result.position, verified: result.events.length > 0 };
  }

  /** Records a request for a password reset link (`returnPath`: where the person asked from; issue 31). */
  async requestPasswordReset(
    accountId: string,
    link: { requestId: string; tokenHash: string; site?: string; returnPath?: string },
    actor: Actor,
    cause: string,
  ): Promise<{ position: number }> {
    const result = await this.decide(
      { type: 'RequestPasswordReset', accountId, ...link, at: this.clock.now().toISOString() },
      actor,
      cause,
    );
    return { position: result.position };
  }

  /** Sets a new password through a reset link (once; the link then stops working). */
  async resetPassword(
    accountId: string,
    link: { requestId: string; tokenHash: string },
    passwordHash: string,
    actor: Actor,
    cause: string,
  ): Promise<{ position: number }> {
    const result = await this.decide(
      { type: 'ResetPassword', accountId, ...link, passwordHash, at: this.clock.now().toISOString() },
      actor,
      cause,
    );
    return { position: result.position };
  }

  /**
   * Records a sign-in on the account stream (audit: actor, time, cause; no secret). With `hop`, the
   * session was opened on `hop.site` by redeeming that sign-in hop: refused unless it was issued for
   * that site, is unused and has not expired (issue 30).
   */
  async recordSignIn(
    accountId: string,
    sessionRef: string,
    actor: Actor,
    cause: string,
    hop?: { hopRef: string; site: string },
  ): Promise<{ position: number }> {
    const command: AccountCommand = hop
      ? { type: 'RecordSignIn', accountId, sessionRef, hop: { ...hop, at: this.clock.now().toISOString() } }
      : { type: 'RecordSignIn', accountId, sessionRef };
    return { position: (await this.decide(command, actor, cause)).position };
  }

  /** Records a sign-in hop from `fromSite` to `toSite` (its token, never logged, is the caller's). */
  async issueSignInHop(
    accountId: string,
    hop: { hopRef: string; sessionRef: string; fromSite: string; toSite: string },
    actor: Actor,
    cause: string,
  ): Promise<{ position: number; expiresAt: string }> {
    const at = this.clock.now().toISOString();
    const result = await this.decide({ type: 'IssueSignInHop', accountId, ...hop, at }, actor, cause);
    return { position: result.position, expiresAt: new Date(Date.parse(at) + SIGN_IN_HOP_TTL_MS).toISOString() };
  }

  /** Records a sign-out on the account stream. */
  async recordSignOut(
    accountId: string,
    sessionRef: string,
    actor: Actor,
    cause: string,
  ): Promise<{ position: number }> {
    return { position: (await this.decide({ type: 'RecordSignOut', accountId, sessionRef }, actor, cause)).position };
  }
}
