/**
 * Limits on password guessing that never lock the real person out:
 *
 * - failures per (address, client): ten wrong passwords for an e-mail address from one client (its IP,
 *   or its device token when it is a known device for that address) stop that client trying that address
 *   for the window. Someone guessing elsewhere does not stop the person's own client;
 * - one password check per slot for an address under attack: once an address has collected
 *   `slowDownAfterFailures` failures in a window (from anywhere), the address stays under attack until a
 *   window passes without a wrong password for it, and clients that are not known devices get its password
 *   checked once per `slowDownSeconds` slot between them (240 an hour with the 15-s default); a known device
 *   (it signed in to this address before) is never slowed;
 * - attempts per client IP (any address), for unknown devices;
 * - sign-ups per IP, and reset-link requests per IP only (an address under attack can always ask for an
 *   e-mailed link, and the reset clears its failures and makes that browser a known device);
 * - sign-in hops issued (issue 30: a signed-in person carried over to another site of the network) per
 *   account and per client IP: each hop is an event on the account stream and a token in the store, so a
 *   signed-in script looping on the hop link must not grow them without bound. A person needs one hop
 *   per site (then has a session there for days), so the limits are far above what anyone uses.
 *
 * Why the slots are held, not raced for (issue 28). A slot that goes to whoever asks first goes to the
 * attacker who asks at the very moment it opens, every time, and the person is told "try again in 15 s"
 * again and again. So a client refused because the slot is taken is given a slot of its own: the next one
 * nobody holds, written down for the (address, client) with the time it opens, and kept for it
 * (`heldSlotSeconds` to come back). When it comes back at that time its password is checked, whoever
 * else is asking; nobody else can use that slot. A client holds one slot at most (asking again meanwhile
 * gets the same one), so k other clients waiting put at most k slots before it.
 *
 * That alone would still let an attacker's few addresses queue before the person. What tells them apart
 * is that an attacker's client has had wrong passwords checked for this address, or has let a slot it
 * held for it lapse unused (a *no-show*: it asked, was given a slot, and came back only after the minute,
 * or asks again only then to be given another): it is a *guesser* (for a window after its last failure
 * or no-show). A client that is not a guesser may take over the next slot a guesser holds (the guesser is
 * given a later one when it comes back). So:
 *
 * - the person on a new device (no failure for the address) with the right password gets in at once, or
 *   after exactly one 429 whose Retry-After is at most one slot (15 s), coming back within a minute of
 *   being told to, however many wrong passwords the guessers send and from however many addresses, and
 *   however many slots no-shows ask for; unless other fresh clients are before it: clients that, in the
 *   window, have neither sent a wrong password for the address nor let a slot for it lapse (an attacker
 *   who uses each address once only, for one guess or one held slot), one slot each, so k of them make
 *   the wait up to (k + 1) slots. An address that holds a slot and never uses it is fresh for one held
 *   slot a window, so keeping the person out takes a new address for every slot (about 60 for every
 *   quarter-hour), as guessing does;
 * - the address's password is checked for clients that are not known devices at most once per slot
 *   (each slot is written down once: used at once, or held by one client), 240 checks an hour; a held
 *   slot may be used up to `heldSlotSeconds` late, and the `slowDownAfterFailures` wrong passwords that
 *   start the slow-down are checked at once: at most 240 + 4 + 10 = 254 in any one hour.
 *
 * This is the most that can be promised: if any client with the right password got in within a bounded
 * time whatever others send, an attacker with many fresh addresses would learn the answer to every guess
 * in that time. Fresh addresses are what limit the attacker here; guesses from the same ones are free to
 * make and change nothing.
 *
 * The checks that come at once are taken from a budget per address before the password is checked
 * (`slowDownAfterFailures` a window; a right password gives its check back), so a burst of requests that all arrive before any
 * failure is recorded gets no more checks than that, then a slot each (the outside probe found 20 of 20
 * concurrent wrong passwords checked when only failures were counted, after the check).
 *
 * The address is counted whether or not an account has it, so no answer reveals which exist.
 * Counted in memory in one process, in the shared document store when several serve (shared-limits.ts).
 * It lives in the site because only the sign-in, sign-up and reset pages ask it (the API authenticates
 * by bearer credentials and has its own per-credential limits).
 */
import { createHash } from 'node:crypto';
import { createLimiter, RATE_LIMITS_COLLECTION, type Limiter, type SharedLimitStore } from '@listings/shared/api';
import {
  DuplicateKeyError,
  MingoDocumentStore,
  systemClock,
  type Clock,
  type Collection,
} from '@listings/shared/kernel';
import { normaliseEmail } from '@listings/shared/contracts/accounts';

export interface SignInLimitSettings {
  /** Sign-in attempts (right or wrong) per client IP per window, for clients that are not known devices. */
  attemptsPerIp: number;
  /** Failed sign-ins per (e-mail address, client) per window; a success clears the count. */
  failuresPerAccount: number;
  /** Failures of an address (from any client) in the window after which unknown clients are slowed down. */
  slowDownAfterFailures: number;
  /** Under slow-down, one password check per this many seconds for the address, shared by unknown clients. */
  slowDownSeconds: number;
  /** How long after its slot opens a client may come back to use the slot it holds. */
  heldSlotSeconds: number;
  windowSeconds: number;
  /** Sign-ups per client IP per hour. */
  signUpsPerIpPerHour: number;
  /** Sign-in hops issued per account per window (issue 30). */
  hopsPerAccount: number;
  /** Sign-in hops issued per client IP per window, whichever accounts (an office behind one address). */
  hopsPerIp: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitSettings = {
  attemptsPerIp: 100,
  failuresPerAccount: 10,
  slowDownAfterFailures: 10,
  slowDownSeconds: 15,
  heldSlotSeconds: 60,
  windowSeconds: 15 * 60,
  signUpsPerIpPerHour: 20,
  hopsPerAccount: 20,
  hopsPerIp: 60,
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

/**
 * The records of the slots, in the limits collection (`expiresAt` in epoch milliseconds, so the
 * housekeeping job deletes them when several processes share them):
 *
 * - `signin-slot:<address>:<n>`: slot n is taken, used at once (`holder` null) or held by a client;
 * - `signin-held:<client>`: the slot a client holds (kept a window after it lapses, to spot a no-show);
 * - `signin-guesser:<client>`: the client had a wrong password checked for the address lately, or let a
 *   slot it held lapse unused (a no-show);
 * - `signin-attack:<address>`: the address is under attack until `expiresAt`.
 */
interface SlotRecord {
  _id: string;
  expiresAt: number;
  holder?: string | null;
  /** The holder had no failure for the address when it took the slot (a guesser's slot can be taken over). */
  fresh?: boolean;
  slot?: number;
  /** A held slot's: when the hold lapses (the record is kept a window longer to spot a no-show). */
  lapsesAt?: number;
  [field: string]: unknown;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const addressKey = (email: string) => sha256(normaliseEmail(email));
const clientKey = (attempt: SignInAttempt) =>
  `${addressKey(attempt.email)}:${attempt.knownDevice ? `device:${attempt.knownDevice}` : `ip:${attempt.ip}`}`;
/** A limiter's refusal (rate-limiter-flexible's RateLimiterRes, read by its shape: the site reaches the limiters through shared/api). */
const isRefusal = (rejection: unknown): rejection is { msBeforeNext: number } =>
  typeof rejection === 'object' &&
  rejection !== null &&
  !(rejection instanceof Error) &&
  typeof (rejection as { msBeforeNext?: unknown }).msBeforeNext === 'number';
const retryAfter = (res: { msBeforeNext: number }) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** "Try again in …": seconds under a minute (a held slot opens within seconds), else whole minutes. */
export const waitWords = (seconds: number): string =>
  seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;

export class SignInLimiter {
  private readonly perIp: Limiter;
  private readonly perClient: Limiter;
  private readonly perAddress: Limiter;
  private readonly freeChecks: Limiter;
  private readonly signUps: Limiter;
  private readonly linkRequests: Limiter;
  private readonly hopsPerAccount: Limiter;
  private readonly hopsPerIp: Limiter;
  private readonly slots: Collection<SlotRecord>;
  private readonly clock: Clock;
  /** Only the process's own memory store is swept here; a shared store is swept by housekeeping. */
  private readonly sweepsOwnStore: boolean;
  private lastSweep = 0;

  readonly settings: SignInLimitSettings;

  constructor(settings: Partial<SignInLimitSettings> = {}, shared?: SharedLimitStore | null, clock?: Clock) {
    this.settings = { ...DEFAULT_SIGN_IN_LIMITS, ...settings };
    const s = this.settings;
    const limiter = (keyPrefix: string, points: number, duration: number) =>
      createLimiter({ keyPrefix, points, duration }, shared);
    this.perIp = limiter('signin-ip', s.attemptsPerIp, s.windowSeconds);
    this.perClient = limiter('signin-client', s.failuresPerAccount, s.windowSeconds);
    // Counts failures only: never refuses (points high), read to decide whether the address is under attack.
    this.perAddress = limiter('signin-address', Number.MAX_SAFE_INTEGER, s.windowSeconds);
    // The checks an address gets at once before it is under attack, taken before the password is checked.
    this.freeChecks = limiter('signin-address-checks', s.slowDownAfterFailures, s.windowSeconds);
    this.signUps = limiter('signup-ip', s.signUpsPerIpPerHour, 3600);
    this.linkRequests = limiter('link-ip', s.attemptsPerIp, s.windowSeconds);
    this.hopsPerAccount = limiter('hop-account', s.hopsPerAccount, s.windowSeconds);
    this.hopsPerIp = limiter('hop-ip', s.hopsPerIp, s.windowSeconds);
    this.slots = (shared?.documents ?? new MingoDocumentStore()).collection<SlotRecord>(RATE_LIMITS_COLLECTION);
    this.clock = shared?.clock ?? clock ?? systemClock;
    this.sweepsOwnStore = !shared;
  }

  private static async consume(limiter: Limiter, key: string): Promise<Throttled | null> {
    try {
      await limiter.consume(key);
      return null;
    } catch (rejection) {
      if (isRefusal(rejection)) return new Throttled(retryAfter(rejection));
      throw rejection;
    }
  }

  /**
   * Admits a sign-in attempt, or says how long to wait: this client locked for this address, this IP
   * over its limit (unknown devices), or the address under attack and no slot for this client now.
   */
  async admitSignIn(attempt: SignInAttempt): Promise<Throttled | null> {
    const locked = await this.perClient.get(clientKey(attempt));
    if (locked && locked.consumedPoints >= this.settings.failuresPerAccount) return new Throttled(retryAfter(locked));
    if (attempt.knownDevice) return null;
    const perIp = await SignInLimiter.consume(this.perIp, attempt.ip);
    if (perIp) return perIp;
    const address = addressKey(attempt.email);
    // Counted before the password is checked, not after it failed: requests that arrive together all
    // see the address not yet under attack, and only `slowDownAfterFailures` of them may pass that way.
    if (!(await this.underAttack(address)) && !(await SignInLimiter.consume(this.freeChecks, address))) return null;
    return this.slotFor(address, sha256(clientKey(attempt)));
  }

  private async underAttack(address: string): Promise<boolean> {
    const failures = await this.perAddress.get(address);
    if (failures && failures.consumedPoints >= this.settings.slowDownAfterFailures) return true;
    const attack = await this.slots.findOne({ _id: `signin-attack:${address}` });
    return !!attack && attack.expiresAt > this.clock.now().getTime();
  }

  /** A check now (null), or how long until the slot this client holds opens. */
  private async slotFor(address: string, client: string): Promise<Throttled | null> {
    const now = this.clock.now().getTime();
    await this.sweep(now);
    const length = this.settings.slowDownSeconds * 1000;
    const current = Math.floor(now / length);
    const slotId = (n: number) => `signin-slot:${address}:${n}`;
    const heldId = `signin-held:${client}`;

    // A slot held by this client (and not taken over): wait for it, or use it once it has opened.
    const held = await this.slots.findOne({ _id: heldId });
    if (held && typeof held.slot === 'number') {
      const slot = await this.slots.findOne({ _id: slotId(held.slot) });
      const stillHeld = !slot || slot.holder === client;
      if (slot?.holder === client && (held.lapsesAt ?? held.expiresAt) > now) {
        if (held.slot > current) return new Throttled(secondsUntil(held.slot * length - now));
        if ((await this.slots.deleteOne({ _id: heldId, slot: held.slot })).deletedCount === 1) return null;
      } else if (stillHeld && (held.lapsesAt ?? held.expiresAt) <= now)
        // A no-show: it let the slot it held lapse unused (not taken over), so it counts as a guesser for
        // the window; its slots can be taken over and it is never before a client that has not failed.
        await this.slots.replaceOne(
          { _id: `signin-guesser:${client}` },
          { _id: `signin-guesser:${client}`, expiresAt: now + this.settings.windowSeconds * 1000 },
          { upsert: true },
        );
    }
    if (held) await this.slots.deleteOne({ _id: heldId, slot: held.slot });

    // The current slot, if nobody has used or holds it.
    const keep = (n: number) => (n + 1) * length + this.settings.heldSlotSeconds * 1000;
    if (await this.take({ _id: slotId(current), holder: null, fresh: false, expiresAt: keep(current) })) return null;

    // Else the next slot nobody holds, or one a guesser holds when this client is not one.
    const guesser = await this.slots.findOne({ _id: `signin-guesser:${client}` });
    const fresh = !guesser || guesser.expiresAt <= now;
    const ahead = Math.max(1, Math.ceil((this.settings.windowSeconds * 1000) / length));
    const ids = Array.from({ length: ahead }, (_, i) => slotId(current + 1 + i));
    const taken = new Map((await this.slots.find({ _id: { $in: ids } })).map((record) => [record._id, record]));
    for (let i = 0; i < ahead; i++) {
      const n = current + 1 + i;
      const record = taken.get(ids[i]);
      const claimed = record
        ? fresh &&
          typeof record.holder === 'string' &&
          !record.fresh &&
          (
            await this.slots.updateOne(
              { _id: ids[i], holder: record.holder, fresh: false },
              { $set: { holder: client, fresh: true } },
            )
          ).modifiedCount === 1
        : await this.take({ _id: ids[i], holder: client, fresh, expiresAt: keep(n) });
      if (!claimed) continue;
      // Kept a window past its lapse, so a client that comes back after it is known for a no-show.
      const lapsesAt = n * length + this.settings.heldSlotSeconds * 1000;
      await this.slots.replaceOne(
        { _id: heldId },
        { _id: heldId, slot: n, lapsesAt, expiresAt: lapsesAt + this.settings.windowSeconds * 1000 },
        { upsert: true },
      );
      return new Throttled(secondsUntil(n * length - now));
    }
    // Every slot of the coming window is held by someone who never failed: try again at the next one.
    return new Throttled(secondsUntil((current + 1) * length - now));
  }

  /** Writes a slot's record unless it is already there: true when this call took the slot. */
  private async take(record: SlotRecord): Promise<boolean> {
    try {
      await this.slots.insertOne(record);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError || (error as { code?: unknown }).code === 11000) return false;
      throw error;
    }
  }

  /** The process's own store: expired records go at most once a slot (on a failure or under attack). */
  private async sweep(now: number): Promise<void> {
    if (!this.sweepsOwnStore || now - this.lastSweep < this.settings.slowDownSeconds * 1000) return;
    this.lastSweep = now;
    await this.slots.deleteMany({ expiresAt: { $lte: now } });
  }

  async recordFailure(attempt: SignInAttempt): Promise<void> {
    await SignInLimiter.consume(this.perClient, clientKey(attempt));
    const address = addressKey(attempt.email);
    const failures = await this.perAddress.penalty(address, 1);
    const now = this.clock.now().getTime();
    await this.sweep(now);
    const until = now + this.settings.windowSeconds * 1000;
    await this.slots.replaceOne(
      { _id: `signin-guesser:${sha256(clientKey(attempt))}` },
      { _id: `signin-guesser:${sha256(clientKey(attempt))}`, expiresAt: until },
      { upsert: true },
    );
    // Under attack until a whole window passes without a wrong password for the address.
    if (failures.consumedPoints >= this.settings.slowDownAfterFailures || (await this.underAttack(address)))
      await this.slots.replaceOne(
        { _id: `signin-attack:${address}` },
        { _id: `signin-attack:${address}`, expiresAt: until },
        { upsert: true },
      );
  }

  /** The right password: this client's failures for the address are forgotten. */
  async recordSuccess(attempt: SignInAttempt): Promise<void> {
    await this.perClient.delete(clientKey(attempt));
    // A check that came at once and found the right password is given back: only wrong ones use them up.
    // (Under attack the check came through a slot, and a known device takes none.)
    const address = addressKey(attempt.email);
    if (!attempt.knownDevice && !(await this.underAttack(address))) await this.freeChecks.reward(address, 1);
    await this.slots.deleteOne({ _id: `signin-guesser:${sha256(clientKey(attempt))}` });
  }

  /** The address was proved by an e-mailed link: every count on it is cleared. */
  async addressProved(email: string): Promise<void> {
    await this.perAddress.delete(addressKey(email));
    await this.freeChecks.delete(addressKey(email));
    await this.slots.deleteOne({ _id: `signin-attack:${addressKey(email)}` });
  }

  /** Reset-link requests: per IP only, so an address under attack can always ask for one. */
  admitLinkRequest(ip: string): Promise<Throttled | null> {
    return SignInLimiter.consume(this.linkRequests, ip);
  }

  admitSignUp(ip: string): Promise<Throttled | null> {
    return SignInLimiter.consume(this.signUps, ip);
  }

  /**
   * A sign-in hop about to be issued for `accountId` from `ip`: the account's count first (a refusal
   * there takes nothing from the IP's, so one looping account does not stop its office), then the IP's.
   */
  async admitHop(accountId: string, ip: string): Promise<Throttled | null> {
    return (
      (await SignInLimiter.consume(this.hopsPerAccount, accountId)) ?? (await SignInLimiter.consume(this.hopsPerIp, ip))
    );
  }
}
