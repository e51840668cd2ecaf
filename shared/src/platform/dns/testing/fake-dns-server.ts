/**
 * A tiny authoritative DNS responder on UDP for tests: answers TXT questions from a map (name → TXT
 * strings), NXDOMAIN for unknown names, an empty answer for other types. Enough for node:dns's
 * Resolver pointed at 127.0.0.1:<port>; no compression on output, no EDNS, one question per query.
 */
import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';

export interface FakeDnsServer {
  /** `127.0.0.1:<port>`, for Resolver.setServers / CLAIM_DNS_SERVERS. */
  address: string;
  /** TXT records by lower-case name; change it at any time. */
  records: Map<string, string[]>;
  queries: string[];
  close(): Promise<void>;
}

const TXT = 16;

function readName(message: Buffer, offset: number): { name: string; next: number } {
  const labels: string[] = [];
  for (let i = offset; ;) {
    const length = message[i];
    if (length === undefined) throw new Error('truncated name');
    if (length === 0) return { name: labels.join('.'), next: i + 1 };
    if ((length & 0xc0) !== 0) throw new Error('compressed question names are not supported');
    labels.push(message.toString('latin1', i + 1, i + 1 + length));
    i += 1 + length;
  }
}

function txtData(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length || i === 0; i += 255) {
    const chunk = bytes.subarray(i, i + 255);
    chunks.push(Buffer.from([chunk.length]), chunk);
    if (bytes.length === 0) break;
  }
  return Buffer.concat(chunks);
}

export function answerQuery(query: Buffer, records: ReadonlyMap<string, string[]>): Buffer {
  const id = query.readUInt16BE(0);
  const { name, next } = readName(query, 12);
  const type = query.readUInt16BE(next);
  const question = query.subarray(12, next + 4);
  const known = records.get(name.toLowerCase());
  const answers = type === TXT && known ? known : [];
  const header = Buffer.alloc(12);
  header.writeUInt16BE(id, 0);
  // QR=1, opcode 0, AA=1, RD copied; RA=0; RCODE 3 (NXDOMAIN) when the name is unknown.
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | (known ? 0 : 3), 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(answers.length, 6);
  const rrs = answers.map((text) => {
    const data = txtData(text);
    const fixed = Buffer.alloc(10);
    fixed.writeUInt16BE(TXT, 0);
    fixed.writeUInt16BE(1, 2); // class IN
    fixed.writeUInt32BE(60, 4);
    fixed.writeUInt16BE(data.length, 8);
    return Buffer.concat([Buffer.from([0xc0, 12]), fixed, data]); // name: pointer to the question
  });
  return Buffer.concat([header, question, ...rrs]);
}

export async function startFakeDnsServer(records: Record<string, string[]> = {}): Promise<FakeDnsServer> {
  const socket = dgram.createSocket('udp4');
  const table = new Map(Object.entries(records).map(([k, v]) => [k.toLowerCase(), v]));
  const queries: string[] = [];
  socket.on('message', (message, remote) => {
    try {
      queries.push(readName(message, 12).name);
      socket.send(answerQuery(message, table), remote.port, remote.address);
    } catch {
      // A malformed query gets no answer.
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    records: table,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
