/**
 * The baseline security headers added when a response's head is written (security-headers.ts), on a
 * node:http server on loopback: every way of writing a head gets the baseline, and a value the answer
 * gives itself, in any case and any way, replaces the baseline's and is sent once. (Every kind of the
 * service's own answers is checked end to end in security-headers.e2e.spec.ts.)
 */
import { expect } from 'chai';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { BASELINE_SECURITY_HEADERS, setBaselineSecurityHeaders, withBaseline } from './security-headers.ts';

const OWN_CSP = "default-src 'none'; img-src 'self'";

const ANSWERS: Record<string, RequestListener> = {
  '/object': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/plain' }).end('x'),
  '/flat': (_req, res) => res.writeHead(200, ['Content-Type', 'text/plain']).end('x'),
  '/pairs': (_req, res) => res.writeHead(200, [['Content-Type', 'text/plain']]).end('x'),
  '/reason': (_req, res) => res.writeHead(200, 'Fine', { 'Content-Type': 'text/plain' }).end('x'),
  '/bare': (_req, res) => res.writeHead(204).end(),
  '/implicit': (_req, res) => {
    res.statusCode = 404;
    res.end('x');
  },
  '/set-then-write': (_req, res) => {
    res.setHeader('Content-Type', 'text/plain');
    res.writeHead(200, { 'X-More': '1' }).end('x');
  },
  '/own-csp-object': (_req, res) => res.writeHead(200, { 'content-security-policy': OWN_CSP }).end('x'),
  '/own-csp-flat': (_req, res) => res.writeHead(200, ['Content-Security-Policy', OWN_CSP]).end('x'),
  '/own-csp-set': (_req, res) => {
    res.setHeader('Content-Security-Policy', OWN_CSP);
    res.end('x');
  },
  '/own-csp-set-then-write': (_req, res) => {
    res.setHeader('X-More', '1');
    res.writeHead(200, { 'Content-Security-Policy': OWN_CSP }).end('x');
  },
};

/** The raw head of one GET, as sent (so a field sent twice shows twice). */
async function rawHead(base: string, path: string): Promise<string[]> {
  const response = await fetch(`${base}${path}`);
  await response.arrayBuffer();
  const lines: string[] = [];
  response.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return lines;
}

describe('baseline security headers at writeHead', () => {
  let server: Server;
  let base: string;

  before(async () => {
    const app = express();
    app.get('/express', (_req, res) => void res.type('text/plain').send('x'));
    app.get('/express-own-csp', (_req, res) => void res.set('Content-Security-Policy', OWN_CSP).send('x'));
    server = createServer((req, res) => (ANSWERS[req.url!] ?? app)(req, res));
    server.prependListener('request', setBaselineSecurityHeaders);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());

  for (const path of [...Object.keys(ANSWERS).filter((p) => !p.startsWith('/own-')), '/express']) {
    it(`adds the baseline: ${path}`, async () => {
      const response = await fetch(`${base}${path}`);
      for (const [name, value] of Object.entries(BASELINE_SECURITY_HEADERS))
        expect(response.headers.get(name), name).to.equal(value);
    });
  }

  for (const path of [...Object.keys(ANSWERS).filter((p) => p.startsWith('/own-')), '/express-own-csp']) {
    it(`keeps the answer's own value, sent once: ${path}`, async () => {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('content-security-policy')).to.equal(OWN_CSP);
      expect(response.headers.get('x-frame-options')).to.equal('DENY');
      expect(response.headers.get('referrer-policy')).to.equal('same-origin');
    });
  }

  it('keeps what the answer sets and gives', async () => {
    const head = await rawHead(base, '/set-then-write');
    expect(head).to.include('content-type: text/plain');
    expect(head).to.include('x-more: 1');
    expect((await fetch(`${base}/reason`)).statusText).to.equal('Fine');
  });
});

describe('withBaseline', () => {
  const baseline = Object.entries(BASELINE_SECURITY_HEADERS).flat();

  it('puts the baseline in front of the given fields, in every shape writeHead takes', () => {
    expect(withBaseline(undefined)).to.deep.equal(baseline);
    expect(withBaseline({ A: '1', B: undefined })).to.deep.equal([...baseline, 'A', '1']);
    expect(withBaseline(['A', '1'])).to.deep.equal([...baseline, 'A', '1']);
    expect(withBaseline([['A', '1']])).to.deep.equal([...baseline, 'A', '1']);
  });

  it('leaves out a baseline name the fields give, in any case', () => {
    const fields = withBaseline({ 'x-frame-options': 'SAMEORIGIN', 'REFERRER-POLICY': 'no-referrer' });
    expect(fields.filter((_, i) => i % 2 === 0).map((name) => String(name).toLowerCase())).to.deep.equal([
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
    ]);
    expect(fields).to.include('SAMEORIGIN').and.include('no-referrer').and.not.include('DENY');
  });
});
