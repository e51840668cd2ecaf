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
 * rate-limiter-flexible in memory, as shared/src/api/operations/rate-limit.ts.
 */
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
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
  private readonly perIp: RateLimiterMemory;
  private readonly perClient: RateLimiterMemory;
  private readonly perAddress: RateLimiterMemory;
  private readonly slowDown: RateLimiterMemory;
  private readonly signUps: RateLimiterMemory;
  private readonly linkRequests: RateLimiterMemory;

  readonly settings: SignInLimitSettings;

  constructor(settings: Partial<SignInLimitSettings> = {}) {
    this.settings = { ...DEFAULT_SIGN_IN_LIMITS, ...settings };
    const s = this.settings;
    this.perIp = new RateLimiterMemory({ keyPrefix: 'signin-ip', points: s.attemptsPerIp, duration: s.windowSeconds });
    this.perClient = new RateLimiterMemory({
      keyPrefix: 'signin-client',
      points: s.failuresPerAccount,
      duration: s.windowSeconds,
    });
    // Counts failures only: never refuses (points high), read to decide whether the address is under attack.
    this.perAddress = new RateLimiterMemory({
      keyPrefix: 'signin-address',
      points: Number.MAX_SAFE_INTEGER,
      duration: s.windowSeconds,
    });
    this.slowDown = new RateLimiterMemory({ keyPrefix: 'signin-slow', points: 1, duration: s.slowDownSeconds });
    this.signUps = new RateLimiterMemory({ keyPrefix: 'signup-ip', points: s.signUpsPerIpPerHour, duration: 3600 });
    this.linkRequests = new RateLimiterMemory({
      keyPrefix: 'link-ip',
      points: s.attemptsPerIp,
      duration: s.windowSeconds,
    });
  }

  private static async consume(limiter: RateLimiterMemory, key: string): Promise<Throttled | null> {
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
