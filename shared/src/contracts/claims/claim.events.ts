/**
 * Events of the claim aggregate (stream `claim-<id>`): an account proves control of a listing's domain
 * by a DNS TXT record, a homepage meta tag, a file on the site or a link e-mailed to an address at the
 * domain. Public tokens (dns, meta, file) are kept as they are: they are published by nature. The
 * e-mail link's token is a secret: only its SHA-256 hash and the nonce it was derived from are kept.
 *
 * Quotas live in ledger streams of their own (`claims-account-<id>`, `claims-listing-<id>`), appended
 * with the expected revision, so two concurrent claims cannot both pass a limit.
 */
export type ClaimMethod = 'dns' | 'meta' | 'file' | 'email';

export interface ClaimCheckResult {
  found: boolean;
  /** What was looked for, where: `TXT _listings-verify.acme.com = listings-verify=…`. */
  lookedFor: string;
  /** What was there (bounded), or why nothing could be read. */
  seen: string;
  /** A short machine code when not found: not_found, unsafe_address, dns_failed, unreachable … */
  reason?: string;
}

export type ClaimEvent =
  | {
      type: 'ClaimStarted';
      data: {
        claimId: number;
        accountId: string;
        listingId: number;
        slug: string;
        domain: string;
        /** The listing's URL when the claim started: meta and file checks read its origin. */
        siteUrl: string;
        method: ClaimMethod;
        /** dns, meta, file: the public token to publish. */
        token?: string;
        /** email: the address the link goes to, the nonce its token is derived from, and the token's hash. */
        email?: string;
        emailNonce?: string;
        emailTokenHash?: string;
        /** The listing was verified for another account when the claim started. */
        previousOwnerId?: string | null;
        at: string;
      };
    }
  | {
      type: 'ClaimCheckFailed';
      data: { claimId: number; method: ClaimMethod; at: string } & Omit<ClaimCheckResult, 'found'>;
    }
  | {
      type: 'ClaimVerified';
      data: {
        claimId: number;
        accountId: string;
        listingId: number;
        method: ClaimMethod;
        at: string;
        lookedFor: string;
        seen: string;
      };
    }
  | { type: 'ClaimEmailSent'; data: { claimId: number; email: string } }
  /**
   * The site team decided the claim by hand (the console's claims queue, issue 33), with its reason:
   * `approve` is followed by ClaimVerified (so the claim-ownership process gives the listing its owner
   * as for any verified claim), `reject` ends the claim (no check or link verifies it after).
   */
  | {
      type: 'ClaimOverridden';
      data: { claimId: number; decision: ClaimOverride; staffId: string; reason: string; at: string };
    };

/** The site team's decisions on a claim. */
export type ClaimOverride = 'approve' | 'reject';

export const CLAIM_EVENT_TYPES = [
  'ClaimStarted',
  'ClaimCheckFailed',
  'ClaimVerified',
  'ClaimEmailSent',
  'ClaimOverridden',
] as const satisfies readonly ClaimEvent['type'][];

export type ClaimQuotaEvent =
  | { type: 'ClaimQuotaTaken'; data: { claimId: number; accountId: string; listingId: number; at: string } }
  | { type: 'ClaimQuotaReleased'; data: { claimId: number } };

export const claimStream = (claimId: number) => `claim-${claimId}`;
export const accountClaimsStream = (accountId: string) => `claims-account-${accountId}`;
export const listingClaimsStream = (listingId: number) => `claims-listing-${listingId}`;
/** Its revision numbers hand out claim ids, like `sequence-listing` does for listings. */
export const CLAIM_ID_SEQUENCE = 'sequence-claim';

/** Pending claims one account may have at once. */
export const MAX_PENDING_CLAIMS_PER_ACCOUNT = 20;
/** Claims started on one listing (by anyone) within 24 hours: bounds the mail a company's domain receives. */
export const MAX_CLAIMS_PER_LISTING_PER_DAY = 10;
/** Failed checks of one claim within an hour. */
export const MAX_CHECKS_PER_HOUR = 10;

export const DNS_RECORD_PREFIX = '_listings-verify';
export const TOKEN_PREFIX = 'listings-verify=';
export const META_NAME = 'listings-verify';
export const WELL_KNOWN_PATH = '/.well-known/listings-verify.txt';
