/**
 * A wrong setting stops the real process at start (`node gateway/src/main.ts`, as `npm start`) with
 * exit code 2 and one line per wrong variable naming it and what is allowed, never a stack trace.
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const typeScript = process.features.typescript ? [] : ['--import', 'tsx'];

describe('configuration validated at start (real process)', function () {
  this.timeout(60_000);

  const entries: [string, ...string[]][] = [
    ['main.ts'],
    ['distributed/main.ts', 'projectors'],
    ['admin/cli.ts', 'outbox'],
  ];
  for (const [file, ...args] of entries) {
    it(`${[file, ...args].join(' ')} stops with a message naming each wrong variable`, () => {
      const result = spawnSync(process.execPath, [...typeScript, path.join(here, file), ...args], {
        env: { ...process.env, PORT: 'eighty', KAFKA_PARTITIONS: '0', DATA_DIR: '/nonexistent-never-created' },
        encoding: 'utf8',
        timeout: 50_000,
      });
      expect(result.status, result.stderr).to.equal(2);
      expect(result.stderr).to.include('PORT must be a whole number from 0 to 65535, got "eighty"');
      expect(result.stderr).to.include('KAFKA_PARTITIONS must be a whole number from 1 to 1000, got "0"');
      expect(result.stderr).to.not.match(/\n\s+at /);
      expect(result.stdout).to.equal('');
    });
  }

  it('main.ts refuses to serve /metrics openly on an https PUBLIC_BASE_URL: no METRICS_TOKEN, no start', () => {
    // Were it to start after all, it would listen on a free loopback port over a throw-away folder until the timeout.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-token-'));
    const result = spawnSync(process.execPath, [...typeScript, path.join(here, 'main.ts')], {
      env: {
        ...process.env,
        PUBLIC_BASE_URL: 'https://directory.example',
        METRICS_TOKEN: '',
        PORT: '0',
        HOST: '127.0.0.1',
        DEMO_DATA: 'off',
        DATA_DIR: dataDir,
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result.status, result.stderr).to.equal(2);
    expect(result.stderr).to.include('METRICS_TOKEN is required when PUBLIC_BASE_URL is https');
    expect(result.stderr).to.not.match(/\n\s+at /);
  });
});
