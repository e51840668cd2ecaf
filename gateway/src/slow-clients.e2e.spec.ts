/**
 * Slow and greedy clients cannot starve the service. 200 connections trickle request headers (and 20
 * more send nothing at all) for the whole default headers timeout (20 s) while ordinary requests keep being
 * answered, every one of them; once the headers timeout passes, the server answers each slow one 408 and
 * closes it. A connection cap refuses sockets past it at accept,
 * and the service answers again as soon as a place is free. Behaviour only: no latency is asserted.
 */
import { expect } from 'chai';
import http from 'node:http';
import net from 'node:net';
import { startTestService, type TestService } from './testing/test-service.ts';

const SLOW = 200;
const SILENT = 20;

/** A plain request on its own connection (no pooled keep-alive sockets to skew the connection count). */
const get = (base: string, path: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
    });
    req.on('error', reject);
  });

/** A connection that sends a request line and then one header line every `everyMs`, never finishing. */
function trickle(port: number, everyMs: number, send = true) {
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    if (!send) return;
    socket.write('GET /v1/site HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    timer = setInterval(() => socket.write(`X-Slow-${Math.random().toString(36).slice(2)}: 1\r\n`), everyMs);
  });
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(answer);
    }),
  );
  return { socket, closed };
}

describe('slow and greedy clients', function () {
  this.timeout(30_000);

  describe('trickled headers', function () {
    // The one long test: the slow connections are held for the default headers timeout (20 s).
    this.timeout(90_000);
    let t: TestService;
    before(async () => {
      // The HTTP_* defaults (headers 20 s, request 60 s, keep-alive 65 s), with room for the 220 slow sockets.
      t = await startTestService({
        http: { headersTimeoutMs: 20_000, requestTimeoutMs: 60_000, keepAliveTimeoutMs: 65_000, maxConnections: 1000 },
      });
    });
    after(() => t?.close());

    it('keeps answering while 200 connections trickle headers for the whole headers timeout, then drops each with 408', async () => {
      const port = Number(new URL(t.baseUrl).port);
      const slow = [
        ...Array.from({ length: SLOW }, () => trickle(port, 1000)),
        ...Array.from({ length: SILENT }, () => trickle(port, 1000, false)),
      ];
      await Promise.all(slow.map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
      const open = () => slow.filter(({ socket }) => !socket.closed).length;
      const started = Date.now();

      // Ordinary requests (API and a page, one after another) for as long as any slow connection is open:
      // every one must be answered 200, before, during and after the server drops the slow ones.
      const outcomes: { status: number | string; openSlow: number }[] = [];
      while (open() > 0) {
        const openSlow = open();
        const status = await get(t.baseUrl, outcomes.length % 2 ? '/v1/site' : '/').catch(
          (error: NodeJS.ErrnoException) => error.code ?? String(error),
        );
        outcomes.push({ status, openSlow });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const answers = await Promise.all(slow.map(({ closed }) => closed));
      const heldMs = Date.now() - started;
      console.log(
        `      ${outcomes.length} ordinary requests answered while ${SLOW + SILENT} slow connections were held ${(heldMs / 1000).toFixed(1)} s`,
      );

      const failed = outcomes.filter(({ status }) => status !== 200);
      expect(failed, 'no ordinary request failed').to.deep.equal([]);
      // Answered while every slow connection was still open (most of them), and some after the drop began.
      const whileAllHeld = outcomes.filter(({ openSlow }) => openSlow === SLOW + SILENT).length;
      expect(whileAllHeld, 'ordinary requests answered while all slow connections were held').to.be.greaterThan(10);
      // The server, not the client, ends them: 408 and a closed socket, for trickled and silent ones alike.
      for (const answer of answers) expect(answer).to.match(/^HTTP\/1\.1 408 /);
      expect(await get(t.baseUrl, '/v1/site')).to.equal(200);
    });
  });

  describe('connection cap', () => {
    let t: TestService;
    const CAP = 30;
    before(async () => {
      t = await startTestService({
        http: { headersTimeoutMs: 20_000, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5000, maxConnections: CAP },
      });
    });
    after(() => t?.close());

    it('refuses connections past the cap at accept, and answers again once one is free', async () => {
      const port = Number(new URL(t.baseUrl).port);
      const held = Array.from({ length: CAP }, () => trickle(port, 500));
      await Promise.all(held.map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
      await new Promise((resolve) => setImmediate(resolve));
      // Past the cap: the socket connects (the kernel accepts it) and is closed at once, with no answer.
      const refused = await get(t.baseUrl, '/v1/site').then(
        (status) => status,
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect(refused).to.be.oneOf(['ECONNRESET', 'EPIPE', 'ECONNREFUSED']);
      held[0]!.socket.destroy();
      await held[0]!.closed;
      let status: number | string = 0;
      // The server sees the close on its next turn; retry until it has (bounded by the test's timeout).
      while (status !== 200) {
        status = await get(t.baseUrl, '/v1/site').catch((error: NodeJS.ErrnoException) => error.code ?? 'error');
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(status).to.equal(200);
      for (const { socket } of held) socket.destroy();
    });
  });
});
