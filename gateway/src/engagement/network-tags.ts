/**
 * Network tags for the burst rule: a vote records which network it came from without recording the
 * address. The tag is an HMAC-SHA256 of the network (the /24 of an IPv4 address, the /48 of an IPv6
 * one) under a random key of the calendar month (UTC), prefixed with that month: votes from one network
 * in one month share a tag, and nothing else can be read from it.
 *
 * Bounded retention: the monthly keys live in the `vote_network_keys` collection and are deleted
 * `retentionDays` after their month ends (setting VOTE_NETWORK_KEY_DAYS, default 30). While a key
 * exists, someone holding it could try every /24 to find a tag's network; once it is deleted the tags
 * in the log cannot be linked to any network by anyone, yet still compare equal, so the rules can be
 * replayed over history. The raw address is never written anywhere.
 */
import { createHmac, randomBytes } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { Clock, DocumentStore } from '@listings/shared/kernel';

export const NETWORK_KEYS_COLLECTION = 'vote_network_keys';

interface NetworkKeyDocument {
  _id: string; // YYYY-MM
  key: string;
  [field: string]: unknown;
}

/** The /24 (IPv4, also IPv4-mapped IPv6) or /48 (IPv6) an address belongs to, as text; null when it is not an address. */
export function networkOf(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return `${(parsed as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`;
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 3);
  return `${parts.map((p) => p.toString(16)).join(':')}::/48`;
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

export class NetworkTags {
  private readonly documents: DocumentStore;
  private readonly clock: Clock;
  private readonly retentionDays: number;

  constructor(deps: { documents: DocumentStore; clock: Clock; retentionDays: number }) {
    this.documents = deps.documents;
    this.clock = deps.clock;
    this.retentionDays = deps.retentionDays;
  }

  private keys() {
    return this.documents.collection<NetworkKeyDocument>(NETWORK_KEYS_COLLECTION);
  }

  /** The tag of the address's network this month; null when there is no usable address. */
  async tag(address: string | undefined): Promise<string | null> {
    const network = address ? networkOf(address) : null;
    if (!network) return null;
    const month = monthOf(this.clock.now());
    // The first writer's key wins; every process then reads the same one.
    await this.keys().updateOne(
      { _id: month },
      { $setOnInsert: { key: randomBytes(32).toString('base64') } },
      { upsert: true },
    );
    const { key } = (await this.keys().findOne({ _id: month }))!;
    return `${month}:${createHmac('sha256', Buffer.from(key, 'base64')).update(network).digest('hex').slice(0, 24)}`;
  }

  /** Deletes the keys of months that ended more than `retentionDays` ago; resolves with how many. */
  async forgetOldKeys(): Promise<number> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - this.retentionDays * 86_400_000);
    // A month's key may go once the month after it began before the cutoff.
    const keep = monthOf(cutoff);
    const old = await this.keys().find({ _id: { $lt: keep } }, { projection: { _id: 1 } });
    for (const doc of old) await this.keys().deleteOne({ _id: doc._id });
    return old.length;
  }
}
