/**
 * Claim tokens. Public ones (dns, meta, file): 160 random bits, hex. The e-mail link's token is a
 * secret: HMAC-SHA256(secret, claim id and a random nonce), so the log keeps only the nonce and the
 * token's hash, and the mail reactor can derive the same token again after a crash (the same message,
 * the same idempotency key: at most one mail). The secret is CLAIM_TOKEN_SECRET, or one generated and
 * kept in `$DATA_DIR/claim-token.secret` (embedded mode), or a random one per process (in memory).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '@listings/shared/kernel';

export const publicToken = (): string => randomBytes(20).toString('hex');
export const newNonce = (): string => randomBytes(16).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const emailLinkToken = (secret: Buffer, claimId: number, nonce: string): string =>
  createHmac('sha256', secret).update(`claim-email-link:${claimId}:${nonce}`).digest('base64url');

export const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function claimTokenSecret(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  if (env.CLAIM_TOKEN_SECRET) {
    if (env.CLAIM_TOKEN_SECRET.length < 32) throw new Error('CLAIM_TOKEN_SECRET must be at least 32 characters');
    return Buffer.from(env.CLAIM_TOKEN_SECRET, 'utf8');
  }
  if (dataDir === ':memory:') return randomBytes(32);
  const file = path.join(dataDir, 'claim-token.secret');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  ensurePrivateDir(dataDir);
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
}
