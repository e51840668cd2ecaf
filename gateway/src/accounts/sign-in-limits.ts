/**
 * Limits on password guessing that never lock the real person out:
 *
 * - failures per (address, client): ten wrong passwords for an e-mail address from one client (its IP,
 *   or its device token when it is a known device for that address) stop that client trying that address
 *   for the window. Someone guessing elsewhere does not stop the person's own client;
 * - a slow-down per address: once an address has collected `slowDownAfterFailures` failures in the window
 *   (from anywhere), clients that are not known devices for it may try it once per `slowDownSeconds`
 *   between them, never locked out; a known device (it signed in to this address before) is never slowed;
 * - attempts per client IP (any address), for unknown devices;
 * - sign-ups per IP, and reset-link requests per IP only (an address under attack can always ask for an
 *   e-mailed link, and the reset clears its failures and makes that browser a known device).
 *
 * The address is counted whether or not an account has it, so no answer reveals which exist.
 * Counted in memory in one process, in the shared document store when several serve (shared-limits.ts).
 */
import { createHash } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter, type Limiter, type SharedLimitStore } from '@listings/shared/api';
import { normaliseEmail } from '@listings/shared/contracts/accounts';

export interface SignInLimitSettings {
  /** Sign-in attempts (right or wrong) per client IP per window, for clients that are not known devices. */
  attemptsPerIp: number;
  /** Failed sign-ins per (e-mail address, client) per window; a success clears the count. */
  failuresPerAccount: number;
  /** Failures of an address (from any client) in the window after which unknown clients are slowed down. */
  slowDownAfterFailures: number;
  /** Under slow-down, one attempt per this many seconds for the address, shared by unknown clients. */
  slowDownSeconds: number;
  windowSeconds: number;
  /** Sign-ups per client IP per hour. */
  signUpsPerIpPerHour: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitSettings = {
  attemptsPerIp: 100,
  failuresPerAccount: 10,
  slowDownAfterFailures: 10,
  slowDownSeconds: 15,
  windowSeconds: 15 * 60,
  signUpsPerIpPerHour: 20,
};

/** Who is trying: the client IP, the address, and the device key when this browser is known for it. */
export interface SignInAttempt {
  ip: string;
  email: string;
  knownDevice?: string | null;
}

/** Refused: try again after this many seconds. */
export class Throttled {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const addressKey = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex');
const clientKey = (attempt: SignInAttempt) =>
  `${addressKey(attempt.email)}:${attempt.knownDevice ? `device:${attempt.knownDevice}` : `ip:${attempt.ip}`}`;
const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export class SignInLimiter {
  private readonly perIp: Limiter;
  private readonly perClient: Limiter;
  private readonly perAddress: Limiter;
  private readonly slowDown: Limiter;
  private readonly signUps: Limiter;
  private readonly linkRequests: Limiter;

  readonly settings: SignInLimitSettings;

  constructor(settings: Partial<SignInLimitSettings> = {}, shared?: SharedLimitStore | null) {
    this.settings = { ...DEFAULT_SIGN_IN_LIMITS, ...settings };
    const s = this.settings;
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      createLimiter({ keyPrefix, points, duration }, shared);
    this.perIp = limiter('signin-ip', s.attemptsPerIp, s.windowSeconds);
    this.perClient = limiter('signin-client', s.failuresPerAccount, s.windowSeconds);
    // Counts failures only: never refuses (points high), read to decide whether the address is under attack.
    this.perAddress = limiter('signin-address', Number.MAX_SAFE_INTEGER, s.windowSeconds);
    this.slowDown = limiter('signin-slow', 1, s.slowDownSeconds);
    this.signUps = limiter('signup-ip', s.signUpsPerIpPerHour, 3600);
    this.linkRequests = limiter('link-ip', s.attemptsPerIp, s.windowSeconds);
  }

  private static async consume(limiter: Limiter, key: string): Promise<Throttled | null> {
    try {
      await limiter.consume(key);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return new Throttled(retryAfter(rejection));
      throw rejection;
    }
  }

  /**
   * Admits a sign-in attempt, or says how long to wait: this client locked for this address, this IP
   * over its limit (unknown devices), or the address under attack and its slot just taken (unknown devices).
   */
  async admitSignIn(attempt: SignInAttempt): Promise<Throttled | null> {
    const locked = await this.perClient.get(clientKey(attempt));
    if (locked && locked.consumedPoints >= this.settings.failuresPerAccount) return new Throttled(retryAfter(locked));
    if (attempt.knownDevice) return null;
    const underAttack = await this.perAddress.get(addressKey(attempt.email));
    if (underAttack && underAttack.consumedPoints >= this.settings.slowDownAfterFailures) {
      const slowed = await SignInLimiter.consume(this.slowDown, addressKey(attempt.email));
      if (slowed) return slowed;
    }
    return SignInLimiter.consume(this.perIp, attempt.ip);
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    await SignInLimiter.consume(this.perClient, clientKey(attempt));
    await this.perAddress.penalty(addressKey(attempt.email), 1);
  }

  /** The right password: this client's failures for the address are forgotten. */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    await this.perClient.delete(clientKey(attempt));
  }

  /** The address was proved by an e-mailed link: every count on it is cleared. */
  async addressProved(email: string): Promise<void> {
    await this.perAddress.delete(addressKey(email));
    await this.slowDown.delete(addressKey(email));
  }

  /** Reset-link requests: per IP only, so an address under attack can always ask for one. */
  admitLinkRequest(ip: string): Promise<Throttled | null> {
    return SignInLimiter.consume(this.linkRequests, ip);
  }

  admitSignUp(ip: string): Promise<Throttled | null> {
    return SignInLimiter.consume(this.signUps, ip);
  }
}
