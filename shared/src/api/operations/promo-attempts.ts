/**
 * Wrong promo-code tries are limited per account (default 10 per hour): guessing codes costs time.
 * Once the limit is reached, every request naming a promo code answers 429 with Retry-After until the
 * window has passed (a request without a code is not held up). Counters are in memory in one process and
 * in the shared document store when several serve (shared-limits.ts), like the sign-in limits.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createLimiter, type Limiter, type SharedLimitStore } from './shared-limits.ts';
import { Problem } from '../http/problem.ts';
import { isPromoRefusal } from '../../contracts/orders/pricing.ts';

export interface PromoAttemptSettings {
  wrongTries: number;
  windowSeconds: number;
}

export const DEFAULT_PROMO_ATTEMPTS: PromoAttemptSettings = { wrongTries: 10, windowSeconds: 3600 };

export class PromoAttemptLimiter {
  private readonly limiter: Limiter;

  private readonly settings: PromoAttemptSettings;

  constructor(settings: PromoAttemptSettings = DEFAULT_PROMO_ATTEMPTS, shared?: SharedLimitStore | null) {
    this.settings = settings;
    this.limiter = createLimiter(
      { keyPrefix: 'promo', points: settings.wrongTries, duration: settings.windowSeconds },
      shared,
    );
  }

  private tooMany(msBeforeNext: number): Problem {
    const retryAfter = String(Math.max(1, Math.ceil(msBeforeNext / 1000)));
    return new Problem(
      429,
      'promo_code_attempts_exceeded',
      `Too many promo codes that could not be used. Try again in ${retryAfter} seconds.`,
      {
        headers: { 'Retry-After': retryAfter },
      },
    );
  }

  /** Runs the pricing work; a promo refusal counts as a wrong try, and past the limit the answer is 429. */
  async guard<T>(accountId: string, promoCode: string | undefined, work: () => Promise<T>): Promise<T> {
    if (promoCode === undefined) return work();
    const used = await this.limiter.get(accountId);
    if (used && used.consumedPoints >= this.settings.wrongTries) throw this.tooMany(used.msBeforeNext);
    try {
      return await work();
    } catch (error) {
      if (!isPromoRefusal(error)) throw error;
      try {
        await this.limiter.consume(accountId);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw this.tooMany(rejection.msBeforeNext);
        throw rejection;
      }
      throw error;
    }
  }
}
