/**
 * `/health` (the process is up), `/ready` (its work is running) and `/metrics` (Prometheus; bearer
 * METRICS_TOKEN when set) for the processes without an API. `ready` is either one yes/no, or named
 * checks (readiness.ts) whose results `/ready` shows.
 */
import http from 'node:http';
import { observeHttp } from '@listings/shared/platform';
import { setBaselineSecurityHeaders } from '../security-headers.ts';
import { answerReadiness, readinessOf, type Check } from './readiness.ts';

export function startHealthServer(
  port: number,
  host: string,
  ready: (() => boolean | Promise<boolean>) | Record<string, Check>,
  options: { metricsToken?: string | null } = {},
): Promise<http.Server> {
  const server = http.createServer(
    observeHttp((req, res) => {
      if (req.url === '/health')
        return void res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"status":"ok"}');
      if (req.url === '/ready' && typeof ready !== 'function')
        return void readinessOf(ready).then((readiness) => answerReadiness(res, readiness));
      if (req.url === '/ready' && typeof ready === 'function') {
        return void Promise.resolve()
          .then(ready)
          .catch(() => false)
          .then((ok) =>
            res
              .writeHead(ok ? 200 : 503, { 'content-type': 'application/json; charset=utf-8' })
              .end(JSON.stringify({ status: ok ? 'ready' : 'not ready' })),
          );
      }
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' }).end('{"status":404}');
    }, options),
  );
  server.prependListener('request', setBaselineSecurityHeaders);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
