/**
 * The tokens of the links the service mails to an account (verify the e-mail address, reset the
 * password). A token is HMAC-SHA256(secret, kind, account, request id): the log records only the
 * request id and the token's SHA-256, and the mail reactor derives the same token again from them, so
 * a retried mail carries the same link. The secret is generated once and shared by every instance
 * (`<DATA_DIR>/secrets/account-links.json`, or a server document store: see platform/secrets.ts), so
 * every instance derives the same tokens.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { DocumentStore } from '@listings/shared/kernel';
import { serviceSecrets } from '@listings/shared/platform';
import { type AccountLinkKind, tokenHashOf } from '@listings/shared/contracts/accounts';

/** The links' shape is the published language's (the site's link pages read it too). */
export { ACCOUNT_LINK_TOKEN, type AccountLinkKind, REQUEST_ID, tokenHashOf } from '@listings/shared/contracts/accounts';

export class AccountLinks {
  private secret: Promise<Buffer> | undefined;
  private readonly documents: DocumentStore;

  constructor(documents: DocumentStore) {
    this.documents = documents;
  }

  private key(): Promise<Buffer> {
    this.secret ??= (async () => {
      const { secret } = await serviceSecrets(this.documents).get('account-links', () => ({
        secret: randomBytes(32).toString('base64url'),
      }));
      return Buffer.from(secret, 'base64url');
    })();
    this.secret.catch(() => (this.secret = undefined));
    return this.secret;
  }

  /** The token of one link (the same inputs always give the same token). */
  async tokenFor(kind: AccountLinkKind, accountId: string, requestId: string): Promise<string> {
    return createHmac('sha256', await this.key())
      .update(`${kind}:${accountId}:${requestId}`)
      .digest('base64url');
  }

  /** A new link request: its id and the hash of its token, to record. */
  async issue(kind: AccountLinkKind, accountId: string): Promise<{ requestId: string; tokenHash: string }> {
    const requestId = randomUUID();
    return { requestId, tokenHash: tokenHashOf(await this.tokenFor(kind, accountId, requestId)) };
  }
}

/**
 * Where a link lands: `/verify-email` or `/password/reset`, with the account, the request and the token,
 * and `next`, the path the person came from (issue 31; the link's page checks it again before using it).
 */
export const accountLinkUrl = (
  publicBaseUrl: string,
  kind: AccountLinkKind,
  accountId: string,
  requestId: string,
  token: string,
  returnPath?: string,
): string =>
  `${publicBaseUrl}${kind === 'email_verification' ? '/verify-email' : '/password/reset'}?account=${encodeURIComponent(accountId)}&request=${requestId}&token=${token}${returnPath ? `&next=${encodeURIComponent(returnPath)}` : ''}`;
