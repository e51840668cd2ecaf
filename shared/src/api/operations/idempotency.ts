/**
 * Idempotency-Key support (draft-ietf-httpapi-idempotency-key-header semantics). The first request
 * with a key runs and its response is stored; a retry with the same key and the same request gets
 * that response again (`Idempotent-Replayed: true`); a retry while the first is still being processed
 * is answered 409 (with Retry-After), and a different request under a used key 422, as the draft
 * says. Keys are scoped per account and expire after a configurable time. Records live in the
 * document store so every instance of the service shares them; a request in progress is also claimed
 * in memory, so no other request of this process gets past its record.
 *
 * The answer is stored after the events the request caused, and in another store. A crash between the
 * two cannot make a retry apply them twice: the record is written first, in progress, with a nonce
 * drawn for this use of the key, and the request runs with its ids derived from the key, the request
 * and that nonce (kernel/es/keyed-writes.ts). A retry takes the abandoned record over with its nonce,
 * finds what the first attempt appended, appends nothing again, and answers from it. Once the record
 * has expired, the same key starts a new request with a new nonce: nothing of the old one is replayed.
 */
import { hash, randomUUID } from 'node:crypto';
import { DuplicateKeyError, type DocumentStore } from '../../kernel/document-store/document-store.ts';
import { Problem } from '../http/problem.ts';
import type { Clock } from '../../kernel/time/clock.ts';
import { deleteBatch } from '../../kernel/document-store/delete-batch.ts';
import { withKeyedWrites } from '../../kernel/es/keyed-writes.ts';
import { crashPoint } from '../../kernel/faults.ts';
import type { OperationResult } from './result.ts';

export const IDEMPOTENCY_COLLECTION = '_idempotency';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

interface IdempotencyRecord {
  _id: string;
  accountId: string;
  operationId: string;
  fingerprint: string;
  state: 'in_progress' | 'done';
  /**
   * Drawn when the key is first used: the request's ids derive from it (keyed-writes.ts), so a retry
   * that takes over the record finds what it wrote, and a new request after the record expired does not.
   */
  nonce: string;
  /** The IdempotencyStore (process) running the request. */
  owner: string;
  response?: OperationResult;
  /** An in-progress record whose owner has not finished by then is taken to be abandoned. */
  lockedUntil: number;
  expiresAt: number;
  [field: string]: unknown;
}

export interface IdempotencyOptions {
  ttlMs: number;
  /** How long a request may hold a key before another may take it over. */
  lockMs: number;
  /**
   * No other process uses these records (the embedded document store lives in this process): a record
   * left in progress by another owner was left by a process that is gone (a crash), and is taken over at
   * once instead of after its lock lapses. With a shared store other instances wait for the lock.
   */
  processLocal?: boolean;
}

export const DEFAULT_IDEMPOTENCY_OPTIONS: IdempotencyOptions = { ttlMs: 24 * 3600_000, lockMs: 60_000 };

const sha256 = (text: string) => hash('sha256', text, 'hex');

/** Canonical JSON (sorted keys) so the same body always has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += (i > 0 ? ',' : '') + canonical(value[i]);
    return text + ']';
  }
  if (value && typeof value === 'object') {
    let text = '{';
    const keys = Object.keys(value).sort();
    for (let i = 0; i < keys.length; i++)
      text += `${i > 0 ? ',' : ''}${JSON.stringify(keys[i])}:${canonical((value as Record<string, unknown>)[keys[i]!])}`;
    return text + '}';
  }
  return JSON.stringify(value) ?? 'null';
}

export const checkIdempotencyKey = (key: string): void => {
  if (!KEY_PATTERN.test(key)) {
    throw new Problem(400, 'invalid_request', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.', {
      errors: [
        {
          field: 'header.Idempotency-Key',
          code: 'invalid_string',
          message: 'must be 1 to 255 visible ASCII characters',
        },
      ],
    });
  }
};

const reused = () =>
  new Problem(
    422,
    'idempotency_key_reused',
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
    {
      errors: [
        {
          field: 'header.Idempotency-Key',
          code: 'idempotency_key_reused',
          message: 'was already used with a different request',
        },
      ],
    },
  );

const inProgress = () =>
  new Problem(
    409,
    'idempotency_request_in_progress',
    'A request with this Idempotency-Key is still being processed. Retry shortly: the retry gets its answer.',
    {
      headers: { 'Retry-After': '1' },
    },
  );

/** A key this process is running a request for. */
interface Claim {
  fingerprint: string;
}

export class IdempotencyStore {
  private readonly documents: DocumentStore;
  private readonly clock: Clock;
  private readonly options: IdempotencyOptions;
  private readonly claims = new Map<string, Claim>();
  /** This process's name on the records it holds in progress. */
  private readonly owner = randomUUID();

  constructor(documents: DocumentStore, clock: Clock, options: IdempotencyOptions = DEFAULT_IDEMPOTENCY_OPTIONS) {
    this.documents = documents;
    this.clock = clock;
    this.options = options;
  }

  private get records() {
    return this.documents.collection<IdempotencyRecord>(IDEMPOTENCY_COLLECTION);
  }

  async run(
    request: { accountId: string; key: string; operationId: string; input: unknown },
    execute: () => Promise<OperationResult>,
  ): Promise<OperationResult> {
    const id = sha256(`${request.accountId}\n${request.key}`);
    const fingerprint = sha256(`${request.operationId}\n${canonical(request.input)}`);

    let taken: IdempotencyRecord;
    let release: () => void;
    for (;;) {
      const now = this.clock.now().getTime();
      const claimed = this.claims.get(id);
      if (claimed) {
        if (claimed.fingerprint !== fingerprint) throw reused();
        throw inProgress();
      }
      // Claimed in memory before anything is awaited, so no other request of this process gets past here.
      release = this.claim(id, fingerprint);
      taken = {
        _id: id,
        accountId: request.accountId,
        operationId: request.operationId,
        fingerprint,
        state: 'in_progress',
        nonce: randomUUID(),
        owner: this.owner,
        lockedUntil: now + this.options.lockMs,
        expiresAt: now + this.options.ttlMs,
      };
      try {
        await this.records.insertOne(taken);
        break;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) {
          release();
          throw error;
        }
      }
      const existing = await this.records.findOne({ _id: id });
      if (!existing) {
        release();
        continue;
      }
      const same = { _id: id, nonce: existing.nonce, lockedUntil: existing.lockedUntil };
      if (existing.expiresAt < now) {
        // Used long ago: a new request, with a new nonce (so new ids: nothing of the old one is replayed).
        release();
        await this.records.deleteOne(same);
        continue;
      }
      // In progress in a process that is gone: its lock lapsed, or, when no other process uses these
      // records, any owner but this process is gone.
      const abandoned =
        existing.state === 'in_progress' &&
        (existing.lockedUntil < now || (this.options.processLocal === true && existing.owner !== this.owner));
      if (abandoned && existing.fingerprint === fingerprint && existing.nonce) {
        // The same request, cut off: take it over with its nonce, so it finds what it already wrote.
        const resumed = { ...existing, owner: this.owner, lockedUntil: now + this.options.lockMs };
        if ((await this.records.replaceOne(same, resumed)).modifiedCount === 1) {
          taken = resumed;
          break;
        }
        release();
        continue;
      }
      release();
      if (abandoned) {
        await this.records.deleteOne(same);
        continue;
      }
      if (existing.fingerprint !== fingerprint) throw reused();
      if (existing.state === 'done' && existing.response) {
        return { ...existing.response, headers: { ...existing.response.headers, 'Idempotent-Replayed': 'true' } };
      }
      // In progress in another instance.
      throw inProgress();
    }

    // Only this request's own record: another may have taken it over after its lock lapsed.
    const own = { _id: id, nonce: taken.nonce };
    try {
      let result: OperationResult;
      try {
        result = await withKeyedWrites(`${id}\n${fingerprint}\n${taken.nonce}`, execute);
      } catch (error) {
        // Nothing was stored as an answer: let a retry run the request again.
        await this.records.deleteOne(own);
        throw error;
      }
      // Crash tests kill the process here: the request's events are recorded, its answer is not.
      crashPoint('idempotency:answered');
      if (result.status >= 500) {
        await this.records.deleteOne(own);
      } else {
        // The whole record rather than a $set of state and response: the same document, without
        // evaluating update operators (the costliest step of a write in the embedded document store).
        await this.records.replaceOne(own, { ...taken, state: 'done', response: result });
      }
      return result;
    } finally {
      release();
    }
  }

  private claim(id: string, fingerprint: string): () => void {
    const claim: Claim = { fingerprint };
    this.claims.set(id, claim);
    return () => {
      if (this.claims.get(id) === claim) this.claims.delete(id);
    };
  }

  /** Removes expired records (at most `limit` when given); the housekeeping job calls it on a schedule. */
  async purgeExpired(limit?: number): Promise<number> {
    const expired = { expiresAt: { $lt: this.clock.now().getTime() } };
    if (limit !== undefined) return deleteBatch(this.records, expired, limit);
    const { deletedCount } = await this.records.deleteMany(expired);
    return deletedCount;
  }
}
