/** `/health` (the process is up) and `/ready` (its work is running) for the processes without an API. */
import http from 'node:http';

export function startHealthServer(
  port: number,
  host: string,
  ready: () => boolean | Promise<boolean>,
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url === '/health')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    if (req.url === '/ready') {
      return void Promise.resolve()
        .then(ready)
        .catch(() => false)
        .then((ok) =>
          res
            .writeHead(ok ? 200 : 503, { 'content-type': 'application/json' })
            .end(JSON.stringify({ status: ok ? 'ready' : 'not ready' })),
        );
    }
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"status":404}');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
