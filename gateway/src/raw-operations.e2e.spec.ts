/**
 * The raw operations path (shared/src/api/http/raw-operations.ts) must answer exactly as the Express
 * binding does. The same requests go to a server with the raw path in front of the app and to the
 * bare Express app of the same service; status, headers that matter and bodies must be equal, and the
 * requests the raw path cannot take exactly as Express would must reach Express.
 */
import { expect } from 'chai';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { operations, rawOperations } from '@listings/shared/api';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { clientIpOf } from './app.ts';
import { startTestService, type TestService } from './testing/test-service.ts';

interface Sent {
  method: string;
  path: string;
  key?: boolean;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Headers that differ from one request to the next whoever answers (time, remaining quota). */
const PER_REQUEST = new Set(['date', 'ratelimit', 'connection', 'keep-alive']);

describe('operations on the raw server answer as the Express binding does', function () {
  this.timeout(30_000);
  let t: TestService;
  let key: string;
  const servers: Server[] = [];
  let raw: string;
  let plain: string;
  const fellBack: string[] = [];

  const serve = async (listener: RequestListener) => {
    const server = createServer(listener);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  before(async () => {
    t = await startTestService();
    key = (await t.createKey(['account:read', 'listings:write'])).key;
    const added = await new SiteContentCommands(t.service.events, t.service.clock).interviewQuestion(
      { type: 'AddInterviewQuestion', text: 'Why?' },
      { kind: 'admin', id: 'test' },
      'test',
    );
    await t.service.projections.waitForPosition(added.position, 5000);
    const app = t.service.app;
    raw = await serve(
      rawOperations({
        executor: t.service.executor,
        operations,
        clientIp: clientIpOf(app),
        cache: t.service.readCache,
        policy: t.service.config.httpCache,
        next: (req, res) => {
          fellBack.push(`${req.method} ${req.url}`);
          app(req, res);
        },
      }),
    );
    plain = await serve(app);
  });

  after(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
    await t.close();
  });

  const send = async (base: string, sent: Sent) => {
    const response = await fetch(`${base}${sent.path}`, {
      method: sent.method,
      headers: { 'x-request-id': 'same-id', ...(sent.key ? { authorization: `Bearer ${key}` } : {}), ...sent.headers },
      body: sent.body,
    });
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !PER_REQUEST.has(name)));
    return { status: response.status, headers, body: await response.text() };
  };

  /**
   * Sends the request to both servers (the raw one first) and expects the same answer. What Express
   * answers itself is compared by status and type only: its error pages carry a stack trace.
   */
  const same = async (sent: Sent) => {
    const before = fellBack.length;
    const fromRaw = await send(raw, sent);
    const tookIt = fellBack.length === before;
    const fromExpress = await send(plain, sent);
    if (tookIt) expect(fromRaw, `${sent.method} ${sent.path}`).to.deep.equal(fromExpress);
    else
      expect([fromRaw.status, fromRaw.headers['content-type']], `${sent.method} ${sent.path}`).to.deep.equal([
        fromExpress.status,
        fromExpress.headers['content-type'],
      ]);
    return { ...fromRaw, tookIt };
  };

  const json = { 'content-type': 'application/json' };
  const answers = JSON.stringify({ answers: [{ question_id: 1, answer: 'Because.' }] });

  it('takes plain requests: reads, writes, refusals and malformed JSON', async () => {
    const cases: [Sent, number][] = [
      [{ method: 'GET', path: '/v1/site' }, 200],
      [{ method: 'GET', path: '/v1/listings?q=harbour&per_page=5' }, 200],
      [{ method: 'GET', path: '/v1/listings?perpage=5' }, 400],
      [{ method: 'GET', path: '/v1/listings/no-such-listing' }, 404],
      [{ method: 'GET', path: '/v1/me', key: true }, 200],
      [{ method: 'GET', path: '/v1/me' }, 401],
      [{ method: 'PUT', path: '/v1/me/interview', key: true, headers: json, body: answers }, 200],
      [
        {
          method: 'PUT',
          path: '/v1/me/interview',
          key: true,
          headers: { 'content-type': 'application/json; charset=UTF-8' },
          body: answers,
        },
        200,
      ],
      [{ method: 'PUT', path: '/v1/me/interview', key: true, headers: json, body: `\ufeff${answers}` }, 200],
      [{ method: 'PUT', path: '/v1/me/interview', key: true, headers: json, body: '{"answers": [' }, 400],
      [{ method: 'PUT', path: '/v1/me/interview', key: true, headers: json, body: '"text"' }, 400],
      [{ method: 'PUT', path: '/v1/me/interview', key: true, headers: json, body: '' }, 400],
      [{ method: 'POST', path: '/v1/drafts/nope/submit', key: true, headers: json, body: '{}' }, 400],
      [{ method: 'DELETE', path: '/v1/me/listings/999/milestones/nope', key: true }, 400],
    ];
    for (const [sent, status] of cases) {
      const answer = await same(sent);
      expect([answer.status, answer.tookIt], `${sent.method} ${sent.path} ${sent.body ?? ''}`).to.deep.equal([
        status,
        true,
      ]);
    }
  });

  it('replays an Idempotency-Key answer the same way', async () => {
    const sent: Sent = {
      method: 'PUT',
      path: '/v1/me/interview',
      key: true,
      headers: { ...json, 'idempotency-key': 'raw-1' },
      body: JSON.stringify({ answers: [{ question_id: 1, answer: 'Once.' }] }),
    };
    const first = await send(raw, sent);
    const replayed = await same(sent);
    expect([first.status, replayed.status, replayed.tookIt, replayed.headers['idempotent-replayed']]).to.deep.equal([
      200,
      200,
      true,
      'true',
    ]);
    expect(replayed.body).to.equal(first.body);
  });

  it('leaves every other request to Express', async () => {
    const cases: Sent[] = [
      { method: 'HEAD', path: '/v1/site' },
      { method: 'GET', path: '/v1/me/', key: true },
      { method: 'GET', path: '/v1/ME', key: true },
      { method: 'GET', path: '/v1/listings/%E0%A4%A' },
      { method: 'GET', path: '/v1/no-such-operation' },
      { method: 'GET', path: '/v1/openapi.json' },
      { method: 'PUT', path: '/v1/me/interview', key: true, headers: { 'content-type': 'text/plain' }, body: answers },
      {
        method: 'PUT',
        path: '/v1/me/interview',
        key: true,
        headers: { ...json, 'content-encoding': 'gzip' },
        body: gzipSync(answers),
      },
      {
        method: 'PUT',
        path: '/v1/me/interview',
        key: true,
        headers: { 'content-type': 'application/json; charset=latin1' },
        body: answers,
      },
      {
        method: 'PUT',
        path: '/v1/me/interview',
        key: true,
        headers: json,
        body: JSON.stringify({ answers: [{ question_id: 1, answer: 'x'.repeat(1024 * 1024) }] }),
      },
    ];
    for (const sent of cases) {
      const answer = await same(sent);
      expect(answer.tookIt, `${sent.method} ${sent.path}`).to.equal(false);
    }
  });
});
