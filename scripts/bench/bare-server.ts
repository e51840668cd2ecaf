/**
 * The baseline: a bare node:http server answering every request with one fixed body, JSON by default
 * or HTML (`html` as third argument, for the site's pages).
 * Usage: node bare-server.ts <port> <body bytes> [json|html]
 */
import { createServer } from 'node:http';

const [port, size] = process.argv.slice(2, 4).map(Number);
const html = process.argv[4] === 'html';
const body = html
  ? Buffer.from(`<!doctype html><p>${'x'.repeat(Math.max(0, size - 18))}</p>`)
  : Buffer.from(JSON.stringify({ padding: 'x'.repeat(Math.max(0, size - 14)) }));
const type = html ? 'text/html; charset=utf-8' : 'application/json';
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': body.length });
  res.end(body);
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
