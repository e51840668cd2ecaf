/**
 * A service secret (an HMAC key) from a setting, or generated once and kept in a file of the data
 * folder (embedded mode), or random per process for in-memory stores (tests). Processes that must
 * derive the same values (distributed mode) are given the setting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export function serviceSecret(env: NodeJS.ProcessEnv, setting: string, dataDir: string, fileName: string): Buffer {
  const given = env[setting];
  if (given) {
    if (given.length < 32) throw new Error(`${setting} must be at least 32 characters`);
    return Buffer.from(given, 'utf8');
  }
  if (dataDir === ':memory:') return randomBytes(32);
  const file = path.join(dataDir, fileName);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}
