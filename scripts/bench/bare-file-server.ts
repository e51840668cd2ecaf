/**
 * The baseline of `npm run bench:images`: a bare node:http server answering every request with the
 * bytes of one file and a fixed content type, read once at start (what a static server with the file
 * in memory does, and no more).
 * Usage: node bare-file-server.ts <port> <file> <content type>
 */
import fs from 'node:fs';
import { createServer } from 'node:http';

const [port, file, type] = process.argv.slice(2, 5);
const body = fs.readFileSync(file!);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': type!, 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
