/**
 * A VIES REST service on loopback for tests: `POST /check-vat-number` answers from a table of numbers
 * (`EL123456789` → valid, invalid, an error code such as MS_UNAVAILABLE, or `hang`, which never
 * answers). Numbers not in the table are invalid. Requests are recorded.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeViesAnswer = 'valid' | 'invalid' | 'hang' | `error:${string}`;

export interface FakeVies {
  url: string;
  requests: { countryCode: string; vatNumber: string }[];
  answers: Map<string, FakeViesAnswer>;
  close(): Promise<void>;
}

export async function startFakeVies(answers: Record<string, FakeViesAnswer> = {}): Promise<FakeVies> {
  const table = new Map(Object.entries(answers));
  const requests: FakeVies['requests'] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/check-vat-number') return void res.writeHead(404).end();
      const { countryCode = '', vatNumber = '' } = JSON.parse(text || '{}') as Record<string, string>;
      requests.push({ countryCode, vatNumber });
      const answer = table.get(`${countryCode}${vatNumber}`) ?? 'invalid';
      if (answer === 'hang') return; // never answers: the client's timeout decides
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (answer.startsWith('error:'))
        return json(500, { actionSucceed: false, errorWrappers: [{ error: answer.slice(6), message: 'fake' }] });
      json(200, {
        countryCode,
        vatNumber,
        requestDate: new Date().toISOString(),
        valid: answer === 'valid',
        requestIdentifier: '',
        name: answer === 'valid' ? 'ACME TRADING GMBH' : '---',
        address: answer === 'valid' ? 'MAIN STREET 1, 10115 BERLIN' : '---',
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/check-vat-number`,
    requests,
    answers: table,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
