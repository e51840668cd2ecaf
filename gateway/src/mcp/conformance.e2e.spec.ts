/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, server mode, its default
 * "active" suite) against this server, as part of `npm test` (so `.ci/run` counts it). The suite's exit
 * code gates: it fails on any failure not in conformance-baseline.yml (every entry there is explained)
 * and on any baseline entry that passes. Its summary is printed.
 *
 * The suite's CLI imports fs.globSync (Node 22) for a command we do not use; on Node 20 it runs through
 * scripts/conformance/node20-shim.mjs, which stubs that one import.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { startAgentTestService, type AgentTestService } from './testing.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const BASELINE = path.join(here, 'conformance-baseline.yml');
const SHIM = path.join(root, 'scripts/conformance/node20-shim.mjs');

const conformanceCli = (): string | null => {
  try {
    const manifest = createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json');
    return path.join(path.dirname(manifest), 'dist/index.js');
  } catch {
    return null;
  }
};

describe('MCP conformance suite (server mode)', function () {
  this.timeout(180_000);
  let t: AgentTestService;

  before(async function () {
    if (!conformanceCli()) {
      console.log('    SKIPPED: @modelcontextprotocol/conformance is not installed (npm ci installs it).');
      this.skip();
    }
    t = await startAgentTestService();
  });
  after(() => t?.close());

  it('passes every scenario except the explained ones of the baseline', async () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-conformance-'));
    const args = [
      '--import',
      SHIM,
      conformanceCli()!,
      'server',
      '--url',
      `${t.baseUrl}/mcp`,
      '--expected-failures',
      BASELINE,
    ];
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, args, { cwd, env: { ...process.env, NO_COLOR: '1' } });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('close', (exit) => resolve({ code: exit, output }));
    });
    fs.rmSync(cwd, { recursive: true, force: true });
    const summary = output.slice(output.indexOf('=== SUMMARY ==='));
    console.log(
      summary
        .split('\n')
        .map((line) => `      ${line}`)
        .join('\n'),
    );
    expect(output, 'the suite ran').to.contain('=== SUMMARY ===');
    for (const scenario of ['server-initialize', 'ping', 'tools-list', 'dns-rebinding-protection']) {
      expect(summary).to.match(new RegExp(`✓ ${scenario}: \\d+ passed, 0 failed`));
    }
    expect(
      code,
      `conformance exited ${code}: unexpected failures or a stale baseline\n${output.slice(-3000)}`,
    ).to.equal(0);
  });
});
