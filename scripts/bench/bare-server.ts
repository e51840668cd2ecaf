/**
 * The baseline: a bare node:http server answering every request with one fixed JSON body.
 * Usage: node bare-server.ts <port> <body bytes>
 */
import { createServer } from 'node:http';

const [port, size] = process.argv.slice(2).map(Number);
const body = Buffer.from(JSON.stringify({ padding: 'x'.repeat(Math.max(0, size - 14)) }));
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
}).listen(port, '127.0.0.1', () => process.send?.('ready'));
