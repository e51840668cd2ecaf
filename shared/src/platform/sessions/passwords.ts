/**
 * Passwords of people who sign in on the pages: the policy they must meet, and how they are stored.
 *
 * Stored as scrypt (memory-hard) in a PHC-style string that carries its parameters:
 * `$scrypt$ln=15,r=8,p=1$<salt>$<key>` (salt 16 bytes, key 64 bytes, base64 without padding).
 * Because the parameters travel with each hash, they can be raised later: old hashes still verify,
 * and `needsRehash` tells the sign-in to store a stronger one.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParameters {
  /** log2 of N, the CPU/memory cost. */
  ln: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8, p = 1: 32 MiB of memory and roughly 50–100 ms per hash on a current CPU. */
export const DEFAULT_SCRYPT: ScryptParameters = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuse to work on parameters beyond these (a corrupt or hostile hash must not exhaust memory). */
const MAX_LN = 20;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The 20 most common passwords (from the published breach-corpus rankings). Most are shorter than
 * the minimum length anyway; they are also refused when merely repeated or followed by digits and
 * symbols (`password123456`, `qwertyqwerty`).
 */
export const COMMON_PASSWORDS: readonly string[] = [
  '123456',
  '123456789',
  '12345678',
  'password',
  'qwerty123',
  'qwerty1',
  '111111',
  '12345',
  'secret',
  '123123',
  '1234567890',
  '1234567',
  '000000',
  'qwerty',
  'abc123',
  'password1',
  'iloveyou',
  '11111111',
  'dragon',
  'monkey',
];

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

const optionsOf = ({ ln, r, p }: ScryptParameters): ScryptOptions => {
  const N = 2 ** ln;
  // scrypt needs 128·N·r·p bytes (plus a little); node refuses above maxmem (32 MiB by default).
  return { N, r, p, maxmem: 128 * N * r * p * 2 };
};

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/** Why a password is refused, in words for the form; null when it is acceptable. */
export function passwordPolicyError(password: string, context: { email?: string; name?: string } = {}): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const stripped = lower.replace(/[\d\W_]+$/u, '');
  const repeats = (word: string) =>
    lower.length % word.length === 0 && word.repeat(lower.length / word.length) === lower;
  if (COMMON_PASSWORDS.some((common) => lower === common || stripped === common || repeats(common))) {
    return 'This password is one of the most common ones; choose another.';
  }
  if (new Set(lower).size < 4) return 'Use more different characters.';
  const email = context.email?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split('@')[0]))
    return 'Do not use your e-mail address as your password.';
  return null;
}

export async function hashPassword(password: string, parameters: ScryptParameters = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, KEY_BYTES, optionsOf(parameters));
  return `$scrypt$ln=${parameters.ln},r=${parameters.r},p=${parameters.p}$${b64(salt)}$${b64(key)}`;
}

interface DecodedHash {
  parameters: ScryptParameters;
  salt: Buffer;
  key: Buffer;
}

function decode(encoded: string): DecodedHash | null {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(encoded);
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 1 || ln > MAX_LN || r < 1 || r > 32 || p < 1 || p > 16) return null;
  return { parameters: { ln, r, p }, salt: Buffer.from(match[4], 'base64'), key: Buffer.from(match[5], 'base64') };
}

/** True when `password` matches `encoded`; the keys are compared in constant time. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const decoded = decode(encoded);
  if (!decoded || decoded.key.length === 0) return false;
  const key = await scrypt(password, decoded.salt, decoded.key.length, optionsOf(decoded.parameters));
  return timingSafeEqual(key, decoded.key);
}

/** True when the hash was made with weaker parameters than `current` (store a new one after sign-in). */
export function needsRehash(encoded: string, current: ScryptParameters = DEFAULT_SCRYPT): boolean {
  const decoded = decode(encoded);
  if (!decoded) return true;
  const { ln, r, p } = decoded.parameters;
  return ln < current.ln || r < current.r || p < current.p || decoded.key.length < KEY_BYTES;
}

let dummyHash: Promise<string> | undefined;
/**
 * Spends the time of one verification when there is no account to check against, so a sign-in for
 * an unknown e-mail address takes as long as a wrong password for a known one.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
  return false;
}
