/**
 * Claim tokens. Public ones (dns, meta, file): 160 random bits, hex. The e-mail link's token is a
 * secret: HMAC-SHA256(secret, claim id and a random nonce), so the log keeps only the nonce and the
 * token's hash, and the mail reactor can derive the same token again after a crash (the same message,
 * the same idempotency key: at most one mail). The secret is CLAIM_TOKEN_SECRET, or one generated and
 * kept in `$DATA_DIR/claim-token.secret` (embedded mode), or a random one per process (in memory).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serviceSecret } from '@listings/shared/platform';

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
  return serviceSecret(env, 'CLAIM_TOKEN_SECRET', dataDir, 'claim-token.secret');
}
