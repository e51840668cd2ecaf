/**
 * TOTP (RFC 6238, 30 s, 6 digits, SHA-1: what every authenticator app reads) for staff, with the
 * `otpauth` library. The secret is made here, sealed with AES-256-GCM under a service key before it
 * is recorded, and shown to its owner only while the enrolment is pending (to type or scan into the
 * app); once enabled no answer carries it. Codes are checked against the clock passed in, one step
 * either side; a code's step must be later than the last one accepted for the account (kept by the
 * caller through `lastStep`/`rememberStep`), so a code seen over a shoulder cannot be used again.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  loadAggregate,
  type Actor,
  type Clock,
  type EventStore,
  handleCommand,
  commandMetadata,
} from '@listings/shared/kernel';
import { staffTotpStream } from '@listings/shared/contracts/staff';
import { staffTotpDecider, type StaffTotpCommand, type StaffTotpState } from './staff-totp.decider.ts';

export type TotpStatus = 'off' | 'pending' | 'on';

export interface StaffTotpDeps {
  events: EventStore;
  clock: Clock;
  /** The 32-byte key secrets are sealed with (a service secret every process shares). */
  sealingKey: () => Promise<Buffer>;
  /** The issuer shown in the authenticator app (the site's name). */
  issuer: string;
  /** The last time step accepted for an account, and remembering a new one (replay guard). */
  lastStep: (accountId: string) => Promise<number | null>;
  rememberStep: (accountId: string, step: number) => Promise<void>;
}

const PERIOD = 30;

export async function sealSecret(key: Buffer, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(
    '.',
  );
}

export async function unsealSecret(key: Buffer, sealed: string): Promise<string> {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export class StaffTotp {
  private readonly deps: StaffTotpDeps;

  constructor(deps: StaffTotpDeps) {
    this.deps = deps;
  }

  private async state(accountId: string): Promise<StaffTotpState> {
    return (await loadAggregate(this.deps.events, staffTotpStream(accountId), staffTotpDecider)).state;
  }

  private decide(command: StaffTotpCommand, actor: Actor, cause: string) {
    return handleCommand(
      this.deps.events,
      staffTotpStream(command.accountId),
      staffTotpDecider,
      command,
      commandMetadata(this.deps.clock, actor, cause),
    );
  }

  private totp(secret: string, label: string): TOTP {
    return new TOTP({
      issuer: this.deps.issuer,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD,
      secret: Secret.fromBase32(secret),
    });
  }

  async status(accountId: string): Promise<TotpStatus> {
    const state = await this.state(accountId);
    return state.active ? 'on' : state.pending ? 'pending' : 'off';
  }

  /** A new secret for the account (replacing a pending one): its base32 text and otpauth:// URI, to show once. */
  async startEnrolment(
    accountId: string,
    label: string,
    actor: Actor,
    cause: string,
  ): Promise<{ secret: string; uri: string }> {
    const secret = new Secret({ size: 20 }).base32;
    const sealedSecret = await sealSecret(await this.deps.sealingKey(), secret);
    await this.decide({ type: 'StartTotpEnrolment', accountId, sealedSecret }, actor, cause);
    return { secret, uri: this.totp(secret, label).toString() };
  }

  /** The pending secret again (the enrolment page shown again before it is confirmed); null when none is pending. */
  async pendingEnrolment(accountId: string, label: string): Promise<{ secret: string; uri: string } | null> {
    const { pending } = await this.state(accountId);
    if (!pending) return null;
    const secret = await unsealSecret(await this.deps.sealingKey(), pending);
    return { secret, uri: this.totp(secret, label).toString() };
  }

  /** Enables the pending secret when `code` is one of its current codes; false (nothing recorded) otherwise. */
  async confirmEnrolment(accountId: string, code: string, actor: Actor, cause: string): Promise<boolean> {
    const { pending } = await this.state(accountId);
    if (!pending || !(await this.check(accountId, pending, code))) return false;
    await this.decide({ type: 'EnableTotp', accountId }, actor, cause);
    return true;
  }

  /** True when the second factor is on and `code` is a current code not used before. */
  async verify(accountId: string, code: string): Promise<boolean> {
    const { active } = await this.state(accountId);
    return active !== null && this.check(accountId, active, code);
  }

  async remove(accountId: string, reason: string, actor: Actor, cause: string): Promise<void> {
    await this.decide({ type: 'RemoveTotp', accountId, reason }, actor, cause);
  }

  private async check(accountId: string, sealed: string, code: string): Promise<boolean> {
    const token = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(token)) return false;
    const secret = await unsealSecret(await this.deps.sealingKey(), sealed);
    const timestamp = this.deps.clock.now().getTime();
    const delta = this.totp(secret, accountId).validate({ token, timestamp, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(timestamp / 1000 / PERIOD) + delta;
    const last = await this.deps.lastStep(accountId);
    if (last !== null && step <= last) return false;
    await this.deps.rememberStep(accountId, step);
    return true;
  }
}

/** The code an authenticator would show for `secret` at `at` (tests and the CLI's checks). */
export const totpCodeAt = (secret: string, at: Date): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    timestamp: at.getTime(),
  });
