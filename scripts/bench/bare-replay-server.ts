/**
 * A second baseline of `npm run bench:images`: a bare node:http server answering every request with
 * one recorded answer of the service, its body bytes and its header lines as they were (Node adds
 * Date, Connection and Keep-Alive as it does for the service). Beside the first baseline (the same
 * size, 'x' bytes and two headers) it shows what the service's answer itself costs the client:
 * autocannon parses each header line and decodes the body as text in JavaScript, so sixteen header
 * lines and real HTML cost it more per response than two lines and 'x' bytes, whatever the server.
 * Usage: node bare-replay-server.ts <port> <body file> <headers JSON file: [[name, value], …]>
 */
import fs from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile, headersFile] = process.argv.slice(2, 5);
const body = fs.readFileSync(bodyFile!);
const headers = (JSON.parse(fs.readFileSync(headersFile!, 'utf8')) as [string, string][]).flat();
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
