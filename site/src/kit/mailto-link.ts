/**
 * The one way a page links to an e-mail address: `mailto:` with the local part percent-encoded
 * (mailtoHref), so an address's `?`, `&`, `=`, `%` or `#` cannot add recipients, a subject or a body.
 * An address that is not a safe one is shown as text, unlinked.
 */
import { mailtoHref } from '@listings/shared/contracts/listings';
import { html, type SafeHtml } from './html.ts';

export function mailtoLink(address: string): SafeHtml {
  const href = mailtoHref(address);
  return href === null ? html`${address}` : html`<a href="${href}">${address}</a>`;
}
