/**
 * A TCP port on 127.0.0.1 that was free a moment ago, for a test that must name its port before it listens.
 *
 * Taken below the kernel's ephemeral range (Linux's ip_local_port_range, 32768–60999 by default): a port the kernel
 * hands out for `listen(0)` or an outgoing connection may be handed to another process (a corpus site served for the
 * eval, a client's socket) between this probe and the test's own listen, and that once made a role process fail with
 * EADDRINUSE on a loaded CI machine. Below the range only an explicit bind takes a port. Where the range cannot be read
 * (not Linux) or leaves no room below it, the kernel's choice (`listen(0)`) as before.
 */
import { readFileSync } from 'node:fs';
import net from 'node:net';

const LOWEST = 10_000;

function ephemeralStart(): number | null {
  try {
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(start) && start > LOWEST + 1_000 ? start : null;
  } catch {
    return null;
  }
}

const probe = (port: number): Promise<number | null> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });

export async function freePort(): Promise<number> {
  const below = ephemeralStart();
  if (below !== null)
    for (let attempt = 0; attempt < 50; attempt++) {
      const port = await probe(LOWEST + Math.floor(Math.random() * (below - LOWEST)));
      if (port !== null) return port;
    }
  const port = await probe(0);
  if (port === null) throw new Error('no free TCP port on 127.0.0.1');
  return port;
}
