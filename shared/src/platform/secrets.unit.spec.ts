/** serviceSecret: the HMAC keys kept in files of the data folder (checkout-link.secret, claim-token.secret). */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { MIN_KEY_BYTES, serviceSecret } from './secrets.ts';

const secret = (dir: string) => serviceSecret({}, 'TEST_SECRET', dir, 'test.secret');

describe('serviceSecret: a key file is never an empty or short key', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-secret-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a key of at least 32 bytes, kept 0600, and reads the same one after', () => {
    const key = secret(dir);
    expect(key.length).to.be.at.least(MIN_KEY_BYTES);
    expect(fs.statSync(path.join(dir, 'test.secret')).mode & 0o777).to.equal(0o600);
    expect(secret(dir).equals(key)).to.equal(true);
    expect(fs.readdirSync(dir)).to.deep.equal(['test.secret']);
  });

  it('an empty file (a create cut short) is not taken as the key: a full one replaces it, the same for every reader', () => {
    fs.writeFileSync(path.join(dir, 'test.secret'), '', { mode: 0o600 });
    const key = secret(dir);
    expect(key.length).to.be.at.least(MIN_KEY_BYTES);
    expect(secret(dir).equals(key)).to.equal(true);
    expect(fs.readdirSync(dir)).to.deep.equal(['test.secret']);
  });

  it('a file holding a key shorter than 32 bytes is refused, and left as it is', () => {
    const short = Buffer.alloc(16, 7).toString('base64url');
    fs.writeFileSync(path.join(dir, 'test.secret'), short, { mode: 0o600 });
    expect(() => secret(dir)).to.throw(/16 bytes of key material/);
    expect(fs.readFileSync(path.join(dir, 'test.secret'), 'utf8')).to.equal(short);
  });

  it('a full key already there is kept, never replaced', () => {
    const full = Buffer.alloc(32, 9).toString('base64url');
    fs.writeFileSync(path.join(dir, 'test.secret'), `${full}\n`, { mode: 0o600 });
    expect(secret(dir).equals(Buffer.alloc(32, 9))).to.equal(true);
  });

  it('processes starting together agree on one key of full length', async function () {
    this.timeout(20_000);
    const child = fileURLToPath(new URL('./secrets.child.fixture.ts', import.meta.url));
    for (let round = 0; round < 2; round++) {
      const roundDir = path.join(dir, `round-${round}`);
      const start = String(Date.now() + 1500);
      const keys = await Promise.all(
        Array.from(
          { length: 8 },
          () =>
            new Promise<string>((resolve, reject) => {
              const process = fork(child, [roundDir, start], { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
              let out = '';
              process.stdout!.on('data', (chunk) => (out += chunk));
              process.on('error', reject);
              process.on('exit', (code) =>
                code === 0 ? resolve(out.trim()) : reject(new Error(`child exited ${code}`)),
              );
            }),
        ),
      );
      expect(new Set(keys).size, keys.join(' ')).to.equal(1);
      expect(Buffer.from(keys[0]!, 'hex').length).to.be.at.least(MIN_KEY_BYTES);
    }
  });
});
