/**
 * Limits on password guessing: sign-in attempts per client IP, failed sign-ins per account (per
 * e-mail address, whether or not an account has it, so the limit reveals nothing), and sign-ups per
 * IP. rate-limiter-flexible in memory, as shared/src/operations/rate-limit.ts; its shared-store
 * limiters take over when several instances run.
 */
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { normaliseEmail } from '@listings/shared/contracts/accounts';

export interface SignInLimitSettings {
  /** Sign-in attempts (right or wrong) per client IP per window. */
  attemptsPerIp: number;
  /** Failed sign-ins per e-mail address per window; a success clears the count. */
  failuresPerAccount: number;
  windowSeconds: number;
  /** Sign-ups per client IP per hour. */
  signUpsPerIpPerHour: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitSettings = {
  attemptsPerIp: 100,
  failuresPerAccount: 10,
  windowSeconds: 15 * 60,
  signUpsPerIpPerHour: 20,
};

/** Refused: try again after this many seconds. */
export class Throttled {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const accountKey = (email: string) => createHash('sha256').update(normaliseEmail(email)).digest('hex');
const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

export class SignInLimiter {
  private readonly perIp: RateLimiterMemory;
  private readonly perAccount: RateLimiterMemory;
  private readonly signUps: RateLimiterMemory;

  readonly settings: SignInLimitSettings;

  constructor(settings: SignInLimitSettings = DEFAULT_SIGN_IN_LIMITS) {
    this.settings = settings;
    this.perIp = new RateLimiterMemory({
      keyPrefix: 'signin-ip',
      points: settings.attemptsPerIp,
      duration: settings.windowSeconds,
    });
    this.perAccount = new RateLimiterMemory({
      keyPrefix: 'signin-account',
      points: settings.failuresPerAccount,
      duration: settings.windowSeconds,
    });
    this.signUps = new RateLimiterMemory({
      keyPrefix: 'signup-ip',
      points: settings.signUpsPerIpPerHour,
      duration: 3600,
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

  /** Counts a sign-in attempt; refuses when the IP is over its limit or the account is locked for now. */
  async admitSignIn(ip: string, email: string): Promise<Throttled | null> {
    const locked = await this.perAccount.get(accountKey(email));
    if (locked && locked.consumedPoints >= this.settings.failuresPerAccount) return new Throttled(retryAfter(locked));
    return SignInLimiter.consume(this.perIp, ip);
  }

  async recordFailure(email: string): Promise<void> {
    await SignInLimiter.consume(this.perAccount, accountKey(email));
  }

  async recordSuccess(email: string): Promise<void> {
    await this.perAccount.delete(accountKey(email));
  }

  admitSignUp(ip: string): Promise<Throttled | null> {
    return SignInLimiter.consume(this.signUps, ip);
  }
}
