/**
 * Which IP addresses an outbound fetch may connect to. Pure: parses IPv4/IPv6 text (including
 * IPv4-mapped, IPv4-compatible, NAT64 and 6to4 forms, which are classified by the IPv4 address they
 * carry) and names the range an address falls in. Only `public` addresses are allowed by default.
 */
import net from 'node:net';

export type AddressClass =
  | 'public'
  | 'unspecified' // 0.0.0.0/8, ::
  | 'private' // 10/8, 172.16/12, 192.168/16
  | 'loopback' // 127/8, ::1
  | 'link_local' // 169.254/16 (cloud metadata), fe80::/10
  | 'unique_local' // fc00::/7 (and the deprecated site-local fec0::/10)
  | 'cgnat' // 100.64/10
  | 'multicast' // 224/4, ff00::/8
  | 'broadcast' // 255.255.255.255
  | 'reserved' // 240/4, 192.0.0/24, documentation and benchmarking ranges, 2001:db8::/32, malformed
  | 'invalid';

interface Range {
  bytes: number[];
  prefix: number;
  cls: AddressClass;
}

const v4 = (cidr: string, cls: AddressClass): Range => {
  const [ip, prefix] = cidr.split('/');
  return { bytes: parseIPv4(ip!)!, prefix: Number(prefix), cls };
};
const v6 = (cidr: string, cls: AddressClass): Range => {
  const [ip, prefix] = cidr.split('/');
  return { bytes: parseIPv6(ip!)!, prefix: Number(prefix), cls };
};

const IPV4_RANGES: Range[] = [
  v4('255.255.255.255/32', 'broadcast'),
  v4('0.0.0.0/8', 'unspecified'),
  v4('10.0.0.0/8', 'private'),
  v4('172.16.0.0/12', 'private'),
  v4('192.168.0.0/16', 'private'),
  v4('127.0.0.0/8', 'loopback'),
  v4('169.254.0.0/16', 'link_local'),
  v4('100.64.0.0/10', 'cgnat'),
  v4('224.0.0.0/4', 'multicast'),
  v4('240.0.0.0/4', 'reserved'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'reserved'),
  v4('198.18.0.0/15', 'reserved'),
  v4('198.51.100.0/24', 'reserved'),
  v4('203.0.113.0/24', 'reserved'),
];

const IPV6_RANGES: Range[] = [
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('fe80::/10', 'link_local'),
  v6('fc00::/7', 'unique_local'),
  v6('fec0::/10', 'unique_local'),
  v6('ff00::/8', 'multicast'),
  v6('2001:db8::/32', 'reserved'),
  v6('100::/64', 'reserved'), // discard-only
];

export function parseIPv4(text: string): number[] | null {
  if (net.isIPv4(text) === false) return null;
  return text.split('.').map(Number);
}

/** 16 bytes, or null when `text` is not an IPv6 address (a zone id `%eth0` is ignored). */
export function parseIPv6(text: string): number[] | null {
  let address = text.replace(/%.*$/, '');
  if (!net.isIPv6(address)) return null;
  // A dotted IPv4 tail ("::ffff:10.0.0.1") becomes two hex groups.
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4bytes = parseIPv4(tail);
    if (!v4bytes) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    address = `${address.slice(0, lastColon + 1)}${hex(v4bytes[0]!, v4bytes[1]!)}:${hex(v4bytes[2]!, v4bytes[3]!)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string | undefined) => (part ? part.split(':') : []);
  const left = groupsOf(halves[0]);
  const right = groupsOf(halves[1]);
  const groups = halves.length === 2 ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  if (groups.length !== 8) return null;
  const bytes: number[] = [];
  for (const group of groups) {
    const value = parseInt(group, 16);
    if (!Number.isFinite(value) || value < 0 || value > 0xffff) return null;
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

const inRange = (bytes: number[], range: Range): boolean => {
  if (bytes.length !== range.bytes.length) return false;
  let bits = range.prefix;
  for (let i = 0; bits > 0; i++, bits -= 8) {
    const mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
    if ((bytes[i]! & mask) !== (range.bytes[i]! & mask)) return false;
  }
  return true;
};

const startsWith = (bytes: number[], prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** The IPv4 address an IPv6 address carries, for the transition forms that route to IPv4. */
export function embeddedIPv4(bytes: number[]): number[] | null {
  if (bytes.length !== 16) return null;
  const zeros10 = Array(10).fill(0);
  // ::ffff:a.b.c.d (mapped)
  if (startsWith(bytes, [...zeros10, 0xff, 0xff])) return bytes.slice(12);
  // ::a.b.c.d (deprecated compatible form), but not :: and ::1
  if (startsWith(bytes, [...zeros10, 0, 0]) && !(bytes.slice(12, 15).every((b) => b === 0) && bytes[15]! <= 1)) {
    return bytes.slice(12);
  }
  // ::ffff:0:a.b.c.d (SIIT)
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0])) return bytes.slice(12);
  // 64:ff9b::/96 NAT64 well-known prefix, 64:ff9b:1::/48 local-use NAT64
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return bytes.slice(12);
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 1])) return bytes.slice(12);
  // 2002::/16 6to4: the IPv4 address is bytes 2..5
  if (startsWith(bytes, [0x20, 0x02])) return bytes.slice(2, 6);
  return null;
}

function classifyBytes(bytes: number[]): AddressClass {
  if (bytes.length === 4) return IPV4_RANGES.find((range) => inRange(bytes, range))?.cls ?? 'public';
  const carried = embeddedIPv4(bytes);
  if (carried) return classifyBytes(carried);
  return IPV6_RANGES.find((range) => inRange(bytes, range))?.cls ?? 'public';
}

/** Parses an address literal (IPv6 may be bracketed); null when it is not one. */
export function parseAddress(text: string): number[] | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  return parseIPv4(bare) ?? parseIPv6(bare);
}

export function classifyAddress(address: string): AddressClass {
  const bytes = parseAddress(address);
  return bytes ? classifyBytes(bytes) : 'invalid';
}

export const isPublicAddress = (address: string): boolean => classifyAddress(address) === 'public';

/**
 * Whether `address` is in one of `entries`: exact addresses or CIDR ranges ("127.0.0.1",
 * "127.0.0.0/8", "::1/128"). An IPv4-mapped IPv6 address matches the IPv4 entries too.
 */
export function addressInList(address: string, entries: readonly string[]): boolean {
  const bytes = parseAddress(address);
  if (!bytes) return false;
  const candidates = [bytes];
  const carried = bytes.length === 16 ? embeddedIPv4(bytes) : null;
  if (carried) candidates.push(carried);
  return entries.some((entry) => {
    const [ip, prefixText] = entry.split('/');
    const entryBytes = parseAddress(ip!);
    if (!entryBytes) return false;
    const prefix = prefixText === undefined ? entryBytes.length * 8 : Number(prefixText);
    return candidates.some((candidate) => inRange(candidate, { bytes: entryBytes, prefix, cls: 'public' }));
  });
}
