/**
 * Counters of the limits (requests per credential or IP, sign-in failures, OAuth registrations, promo
 * tries) where the processes that serve can all see them. One process (embedded mode) counts in memory
 * (rate-limiter-flexible's RateLimiterMemory); several (distributed mode, any number of command and query
 * instances) count in the shared document store, so N replicas give one limit, not N.
 *
 * The document counter keeps one document per key and fixed window (`_rate_limits`, windows aligned to
 * the epoch): an atomic `$inc` upsert, then a read of the total. Two concurrent requests may both read a
 * total past the limit at its edge (both refused): it never under-counts. A window's document expires at
 * its end (the housekeeping job deletes it). It answers with rate-limiter-flexible's RateLimiterRes,
 * as the memory limiter does, so callers do not know which one counts.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { DocumentStore } from '../../kernel/document-store/document-store.ts';
import { systemClock, type Clock } from '../../kernel/time/clock.ts';

export const RATE_LIMITS_COLLECTION = '_rate_limits';

/** The part of a rate-limiter-flexible limiter the service uses. */
export interface Limiter {
  /** Counts `points`; resolves with the state, or rejects with it (a RateLimiterRes) past the limit. */
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  /** Counts `points` without ever refusing. */
  penalty(key: string, points?: number): Promise<RateLimiterRes>;
  /** Gives `points` back (a count taken before the outcome was known, that turned out not to count). */
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
  delete(key: string): Promise<boolean>;
}

export interface LimiterOptions {
  keyPrefix: string;
  /** Points per window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
}

/** Where limits are counted when several processes serve: the shared document store (null: in memory). */
export interface SharedLimitStore {
  documents: DocumentStore;
  clock?: Clock;
}

interface CounterDocument {
  _id: string;
  points: number;
  /** Epoch milliseconds: the end of the window. */
  expiresAt: number;
  [field: string]: unknown;
}

export class DocumentRateLimiter implements Limiter {
  private readonly documents: DocumentStore;
  private readonly clock: Clock;
  private readonly options: LimiterOptions;

  constructor(options: LimiterOptions, store: SharedLimitStore) {
    this.options = options;
    this.documents = store.documents;
    this.clock = store.clock ?? systemClock;
  }

  private get counters() {
    return this.documents.collection<CounterDocument>(RATE_LIMITS_COLLECTION);
  }

  private window(key: string): { id: string; now: number; end: number } {
    const now = this.clock.now().getTime();
    const length = this.options.duration * 1000;
    const start = Math.floor(now / length) * length;
    return { id: `${this.options.keyPrefix}:${key}:${start}`, now, end: start + length };
  }

  private result(consumed: number, points: number, now: number, end: number): RateLimiterRes {
    return new RateLimiterRes(Math.max(0, this.options.points - consumed), end - now, consumed, consumed === points);
  }

  private async add(key: string, points: number): Promise<RateLimiterRes> {
    const { id, now, end } = this.window(key);
    const increment = () =>
      this.counters.updateOne({ _id: id }, { $inc: { points }, $setOnInsert: { expiresAt: end } }, { upsert: true });
    try {
      await increment();
    } catch (error) {
      // Two first increments racing on MongoDB: one inserts, the other fails on the key and increments now.
      if ((error as { code?: unknown }).code !== 11000) throw error;
      await increment();
    }
    const counter = await this.counters.findOne({ _id: id });
    return this.result(counter?.points ?? points, points, now, end);
  }

  async consume(key: string, points = 1): Promise<RateLimiterRes> {
    const res = await this.add(key, points);
    if (res.consumedPoints > this.options.points) throw res;
    return res;
  }

  penalty(key: string, points = 1): Promise<RateLimiterRes> {
    return this.add(key, points);
  }

  reward(key: string, points = 1): Promise<RateLimiterRes> {
    return this.add(key, -points);
  }

  async get(key: string): Promise<RateLimiterRes | null> {
    const { id, now, end } = this.window(key);
    const counter = await this.counters.findOne({ _id: id });
    return counter ? this.result(counter.points, 0, now, end) : null;
  }

  async delete(key: string): Promise<boolean> {
    return (await this.counters.deleteOne({ _id: this.window(key).id })).deletedCount > 0;
  }
}

/** A limiter counting in memory (one process) or in the shared store (several). */
export function createLimiter(options: LimiterOptions, shared?: SharedLimitStore | null): Limiter {
  return shared ? new DocumentRateLimiter(options, shared) : new RateLimiterMemory(options);
}
