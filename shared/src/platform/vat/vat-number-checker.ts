/**
 * The VAT number check port: is this EU VAT number registered? The answer decides whether an EU
 * business in another member state gets the reverse charge (command-service/src/orders/vat.ts).
 *
 * Production adapter: the European Commission's VIES REST service (POST `check-vat-number` with
 * `{countryCode, vatNumber}`; Greece is `EL`), with a timeout. Its member-state back ends are often
 * down for a while (MS_UNAVAILABLE, TIMEOUT, MS_MAX_CONCURRENT_REQ …): such answers, a timeout, a
 * network failure or an unreadable body are `unavailable`, never `invalid`. Answers are kept in memory
 * for a while (valid 24 h, invalid 1 h; `unavailable` never), so a quote, the checkout and the payment
 * of one order ask VIES once. Without a VIES address (VIES_URL=off) there is no checker at all: VAT
 * numbers are then checked by their format only.
 */
import type { Clock } from '../../kernel/time/clock.ts';
import type { Logger } from '../../kernel/observability/logger.ts';

export interface VatNumberCheck {
  status: 'valid' | 'invalid' | 'unavailable';
  /** VIES country code (EL for Greece) and the national part of the number. */
  countryCode: string;
  vatNumber: string;
  checkedAt: string;
  /** The registered name when VIES gives it. */
  name: string | null;
  /** Why: VIES's error code for `unavailable` (or the failure), its answer for `invalid`. */
  reason: string | null;
}

export interface VatNumberChecker {
  check(countryCode: string, vatNumber: string): Promise<VatNumberCheck>;
}

/** VIES errors that say nothing about the number (try again later). INVALID_INPUT is the only "no". */
const NOT_AN_ANSWER = /UNAVAILABLE|TIMEOUT|MAX_CONCURRENT|BLOCKED|SERVICE|ERROR|NOT_PROCESSED/;

const VALID_FOR_MS = 24 * 3600_000;
const INVALID_FOR_MS = 3600_000;
const MAX_CACHED = 1000;

export class ViesRestChecker implements VatNumberChecker {
  private readonly cache = new Map<string, { check: VatNumberCheck; until: number }>();
  private readonly url: string;
  private readonly timeoutMs: number;
  private readonly clock: Clock;
  private readonly logger: Logger | null;

  constructor(options: { url: string; timeoutMs: number; clock: Clock; logger?: Logger }) {
    this.url = options.url;
    this.timeoutMs = options.timeoutMs;
    this.clock = options.clock;
    this.logger = options.logger ?? null;
  }

  async check(countryCode: string, vatNumber: string): Promise<VatNumberCheck> {
    const key = `${countryCode}${vatNumber}`;
    const now = this.clock.now().getTime();
    const cached = this.cache.get(key);
    if (cached && cached.until > now) return cached.check;
    const check = await this.ask(countryCode, vatNumber);
    if (check.status !== 'unavailable') {
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, { check, until: now + (check.status === 'valid' ? VALID_FOR_MS : INVALID_FOR_MS) });
    } else {
      this.logger?.warn('VIES unavailable', { countryCode, reason: check.reason });
    }
    return check;
  }

  private async ask(countryCode: string, vatNumber: string): Promise<VatNumberCheck> {
    const base = { countryCode, vatNumber, checkedAt: this.clock.now().toISOString(), name: null };
    const unavailable = (reason: string): VatNumberCheck => ({ ...base, status: 'unavailable', reason });
    let body: Record<string, unknown>;
    let status: number;
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode, vatNumber }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return unavailable(timedOut ? `no answer within ${this.timeoutMs} ms` : 'VIES could not be reached');
    }
    const wrappers = Array.isArray(body.errorWrappers) ? (body.errorWrappers as { error?: unknown }[]) : [];
    const error = String(wrappers[0]?.error ?? body.userError ?? '');
    if (error === 'INVALID_INPUT') return { ...base, status: 'invalid', reason: 'VIES: INVALID_INPUT' };
    if (NOT_AN_ANSWER.test(error)) return unavailable(`VIES: ${error}`);
    if (status !== 200 || typeof body.valid !== 'boolean') return unavailable(`VIES answered HTTP ${status}`);
    const name = typeof body.name === 'string' && body.name.trim() && body.name !== '---' ? body.name.trim() : null;
    return body.valid
      ? { ...base, status: 'valid', name, reason: null }
      : { ...base, status: 'invalid', reason: 'VIES: not a valid VAT number' };
  }
}
