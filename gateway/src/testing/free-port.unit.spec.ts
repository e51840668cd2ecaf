import net from 'node:net';
import { existsSync } from 'node:fs';
import { expect } from 'chai';
import { freePort } from './free-port.ts';

describe('freePort', () => {
  it('answers a port a server can then listen on at 127.0.0.1', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
  it('takes it below the kernel’s ephemeral range where Linux says what that is (no one else’s listen(0) lands there)', async function () {
    if (!existsSync('/proc/sys/net/ipv4/ip_local_port_range')) this.skip();
    const { readFileSync } = await import('node:fs');
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (!(start > 11_000)) this.skip();
    for (let i = 0; i < 20; i++) expect(await freePort()).to.be.within(10_000, start - 1);
  });
});
