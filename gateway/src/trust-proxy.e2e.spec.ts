/**
 * TRUST_PROXY decides whose X-Forwarded-For names the client, for every per-IP limit. A peer that is
 * not trusted is the client, whatever header it sends: rotating X-Forwarded-For buys nothing. Behind a
 * trusted proxy each client address has its own bucket, and what the client itself wrote to the left of
 * the proxy's entry is ignored. The raw listener (cached public reads), Express (pages, MCP, sign-in) and
 * the view counter all use the same rule (trust-proxy.ts).
 */
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { parseSettings } from '@listings/shared/config';
import { startTestService, type TestService } from './testing/test-service.ts';
import { trustFunctionOf } from './trust-proxy.ts';

const LIMIT = 4;
const limits = { perCredential: 1000, perIp: LIMIT, windowSeconds: 60 };

/** Statuses of `count` anonymous reads (API and a page), each with the X-Forwarded-For `forwardedFor(i)`. */
async function statuses(t: TestService, count: number, forwardedFor: (i: number) => string): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) {
    const path = i % 2 === 0 ? '/v1/site' : '/v1/categories';
    answers.push((await fetch(`${t.baseUrl}${path}`, { headers: { 'x-forwarded-for': forwardedFor(i) } })).status);
  }
  return answers;
}

describe('TRUST_PROXY: whose X-Forwarded-For names the client', () => {
  for (const trustProxy of [false, ['10.9.8.7'], ['uniquelocal']] as const) {
    it(`an untrusted peer (TRUST_PROXY=${JSON.stringify(trustProxy)}) rotating X-Forwarded-For is still limited`, async () => {
      const t = await startTestService({ rateLimits: limits, trustProxy: trustProxy as false | string[] });
      try {
        const answers = await statuses(t, LIMIT + 2, (i) => `203.0.113.${i + 1}`);
        expect(answers.slice(0, LIMIT)).to.deep.equal(Array(LIMIT).fill(200));
        expect(answers.slice(LIMIT)).to.deep.equal([429, 429]);
      } finally {
        await t.close();
      }
    });
  }

  for (const trustProxy of [['127.0.0.1'], ['127.0.0.0/8'], 1] as const) {
    it(`behind a trusted proxy (TRUST_PROXY=${JSON.stringify(trustProxy)}) each client has its own bucket`, async () => {
      const t = await startTestService({ rateLimits: limits, trustProxy: trustProxy as number | string[] });
      try {
        // Client A spends its budget; whatever it writes left of the proxy's entry does not make it someone else.
        const a = await statuses(t, LIMIT + 1, (i) => `192.0.2.${i + 1}, 198.51.100.1`);
        expect(a).to.deep.equal([...Array(LIMIT).fill(200), 429]);
        // Client B, through the same proxy, has its own.
        const b = await statuses(t, LIMIT, () => '198.51.100.2');
        expect(b).to.deep.equal(Array(LIMIT).fill(200));
      } finally {
        await t.close();
      }
    });
  }

  it('compiles the setting as Express does: none, hops, addresses and ranges', () => {
    expect(trustFunctionOf(false)('127.0.0.1', 0)).to.equal(false);
    const twoHops = trustFunctionOf(2);
    expect([twoHops('1.2.3.4', 0), twoHops('1.2.3.4', 1), twoHops('1.2.3.4', 2)]).to.deep.equal([true, true, false]);
    const list = trustFunctionOf(['loopback', '10.0.0.0/8']);
    expect([list('127.0.0.1', 0), list('10.1.2.3', 1), list('203.0.113.9', 0)]).to.deep.equal([true, true, false]);
  });

  it('parses TRUST_PROXY (default loopback) and refuses `true` and nonsense, naming the variable', () => {
    expect(parseSettings({}).TRUST_PROXY).to.deep.equal(['loopback']);
    expect(parseSettings({ TRUST_PROXY: 'off' }).TRUST_PROXY).to.equal(false);
    expect(parseSettings({ TRUST_PROXY: '2' }).TRUST_PROXY).to.equal(2);
    expect(parseSettings({ TRUST_PROXY: 'Loopback, 10.0.0.0/8 ,fd00::/8, 192.0.2.7' }).TRUST_PROXY).to.deep.equal([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
    ]);
    for (const wrong of ['true', 'everyone', '10.0.0.0/33', '0', '1.2.3'])
      expect(() => parseSettings({ TRUST_PROXY: wrong }), wrong).to.throw(/TRUST_PROXY must be/);
  });

  it('compose trusts the gateway hop on the command and query services', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    for (const name of ['command', 'query']) {
      const env = compose.services[name]!.environment!;
      expect(parseSettings({ TRUST_PROXY: env.TRUST_PROXY }).TRUST_PROXY, name).to.equal(1);
      expect(env.MONGO_URL, `${name} keeps the shared settings`).to.match(/replicaSet=rs0/);
    }
  });
});
