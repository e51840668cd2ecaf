/**
 * Rate limits per credential (API key or OAuth grant) or, without one, per client IP; and an
 * operation's own limit per account where its definition sets one (`accountLimit`). Counted in memory
 * (rate-limiter-flexible) in one process, in the shared document store when several serve (shared-limits.ts).
 * Every answer carries the IETF RateLimit / RateLimit-Policy headers; a refusal adds Retry-After.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { Problem } from '../http/problem.ts';
import { createLimiter, type Limiter, type SharedLimitStore } from './shared-limits.ts';

export interface RateLimitSettings {
  /** Requests per window for a credential. */
  perCredential: number;
  /** Requests per window for an anonymous client IP. */
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { perCredential: 600, perIp: 300, windowSeconds: 60 };

/** Lower-cased names of the headers that belong to one request, never to a cached answer. */
export const PER_REQUEST_HEADERS: ReadonlySet<string> = new Set(['ratelimit', 'ratelimit-policy']);

/** An operation's own limit per account (OperationDefinition.accountLimit). */
export interface AccountLimit {
  readonly bucket: string;
  readonly points: number;
  readonly windowSeconds: number;
}

export type RateLimitSubject =
  | { kind: 'credential' | 'ip'; id: string }
  /** `id` is the account; counted in the limit's bucket. */
  | { kind: 'account'; id: string; limit: AccountLimit };

export class RateLimiter {
  private readonly limiters: Record<'credential' | 'ip', Limiter>;
  /** One limiter per account-limit bucket, made when first used. */
  private readonly buckets = new Map<string, Limiter>();
  private readonly shared: SharedLimitStore | null | undefined;

  private readonly settings: RateLimitSettings;

  constructor(settings: RateLimitSettings = DEFAULT_RATE_LIMITS, shared?: SharedLimitStore | null) {
    this.settings = settings;
    this.shared = shared;
    this.limiters = {
      credential: createLimiter(
        { keyPrefix: 'credential', points: settings.perCredential, duration: settings.windowSeconds },
        shared,
      ),
      ip: createLimiter({ keyPrefix: 'ip', points: settings.perIp, duration: settings.windowSeconds }, shared),
    };
  }

  private bucket({ bucket, points, windowSeconds }: AccountLimit): Limiter {
    let limiter = this.buckets.get(bucket);
    if (!limiter) {
      limiter = createLimiter({ keyPrefix: bucket, points, duration: windowSeconds }, this.shared);
      this.buckets.set(bucket, limiter);
    }
    return limiter;
  }

  /**
   * Whether the account has `count` requests left in the limit's bucket, counting nothing: asked before
   * costly work that only leads to the operation (an upload is decoded and its renditions stored
   * before the operation that records it runs, so refused there it would have left them behind).
   */
  async hasAllowance(accountId: string, limit: AccountLimit, count = 1): Promise<boolean> {
    const used = await this.bucket(limit).get(accountId);
    return (used?.consumedPoints ?? 0) + count <= limit.points;
  }

  /** Counts one request; returns the headers to send, or throws a 429 Problem carrying them. */
  async consume(subject: RateLimitSubject): Promise<Record<string, string>> {
    const [name, quota, window, limiter] =
      subject.kind === 'account'
        ? [subject.limit.bucket, subject.limit.points, subject.limit.windowSeconds, this.bucket(subject.limit)]
        : [
            subject.kind,
            subject.kind === 'credential' ? this.settings.perCredential : this.settings.perIp,
            this.settings.windowSeconds,
            this.limiters[subject.kind],
          ];
    const policy = `"${name}";q=${quota};w=${window}`;
    const headersFor = (res: RateLimiterRes) => ({
      'RateLimit-Policy': policy,
      RateLimit: `"${name}";r=${Math.max(0, res.remainingPoints)};t=${Math.ceil(res.msBeforeNext / 1000)}`,
    });
    try {
      return headersFor(await limiter.consume(subject.id));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw new Problem(429, 'rate_limited', `Too many requests. Retry after ${retryAfter} seconds.`, {
        headers: { ...headersFor(rejection), 'Retry-After': retryAfter },
      });
    }
  }
}
