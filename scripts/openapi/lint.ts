/**
 * Lints the OpenAPI document the service serves with Redocly CLI (its `recommended` ruleset): writes
 * the document built from the catalog to a file and runs `redocly lint` on it. Exits non-zero on any
 * error. Telemetry and the update check are off: nothing leaves this machine.
 *
 *   npm run lint:openapi [-- --out path/to/openapi.json]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@listings/shared/api';

export const REDOCLY = fileURLToPath(new URL('../../node_modules/.bin/redocly', import.meta.url));

/** Writes the document to `file` and lints it; answers the exit code and what Redocly printed. */
export function lintOpenApi(file: string): { status: number; output: string } {
  const document = buildOpenApiDocument({
    serverUrl: 'https://listings.example/v1',
    mcpUrl: 'https://listings.example/mcp',
  });
  fs.writeFileSync(file, JSON.stringify(document, null, 2));
  const run = spawnSync(REDOCLY, ['lint', file, '--format=stylish'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  return { status: run.status ?? 1, output: `${run.stdout}${run.stderr}` };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  const at = process.argv.indexOf('--out');
  const file = at > 0 ? path.resolve(process.argv[at + 1]!) : path.join(os.tmpdir(), `openapi-${process.pid}.json`);
  const { status, output } = lintOpenApi(file);
  console.log(output.trim());
  process.exit(status);
}
