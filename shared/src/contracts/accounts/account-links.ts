/**
 * The shape of the links the service mails to an account (verify the e-mail address, reset the
 * password), shared by who writes them and who reads them: the accounts' write side issues a link's
 * request id and records only the SHA-256 of its token; the site's link pages check a link's parts
 * have this shape and hash the token the same way before asking the write side. Kept here, in the
 * published language, so the pages need not import the write side to read a link it mailed.
 */
import { createHash } from 'node:crypto';

/** The kinds of mailed link. */
export type AccountLinkKind = 'email_verification' | 'password_reset';
/** A link's token: 32 bytes of HMAC-SHA256, base64url. */
export const ACCOUNT_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A link request's id (a UUID). */
export const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What the account's stream records of a token. */
export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
