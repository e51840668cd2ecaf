/**
 * Rate limits per credential (API key or OAuth grant) or, without one, per client IP. Counted in memory
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

export interface RateLimitSubject {
  kind: 'credential' | 'ip';
  id: string;
}

export class RateLimiter {
  private readonly limiters: Record<RateLimitSubject['kind'], Limiter>;

  private readonly settings: RateLimitSettings;

  constructor(settings: RateLimitSettings = DEFAULT_RATE_LIMITS, shared?: SharedLimitStore | null) {
    this.settings = settings;
    this.limiters = {
      credential: createLimiter(
        { keyPrefix: 'credential', points: settings.perCredential, duration: settings.windowSeconds },
        shared,
      ),
      ip: createLimiter({ keyPrefix: 'ip', points: settings.perIp, duration: settings.windowSeconds }, shared),
    };
  }

  /** Counts one request; returns the headers to send, or throws a 429 Problem carrying them. */
  async consume(subject: RateLimitSubject): Promise<Record<string, string>> {
    const quota = subject.kind === 'credential' ? this.settings.perCredential : this.settings.perIp;
    const policy = `"${subject.kind}";q=${quota};w=${this.settings.windowSeconds}`;
    const headersFor = (res: RateLimiterRes) => ({
      'RateLimit-Policy': policy,
      RateLimit: `"${subject.kind}";r=${Math.max(0, res.remainingPoints)};t=${Math.ceil(res.msBeforeNext / 1000)}`,
    });
    try {
      return headersFor(await this.limiters[subject.kind].consume(subject.id));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = String(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
      throw new Problem(429, 'rate_limited', `Too many requests. Retry after ${retryAfter} seconds.`, {
        headers: { ...headersFor(rejection), 'Retry-After': retryAfter },
      });
    }
  }
}
