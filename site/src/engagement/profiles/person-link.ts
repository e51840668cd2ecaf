/** A person's name as reviews and comments sign it: a link to their profile when they have a handle. */
import { html, type SafeHtml } from '../../kit/html.ts';

export const personPath = (handle: string) => `/people/${encodeURIComponent(handle)}`;

export const personLink = (name: string, handle: string | null): SafeHtml =>
  handle ? html`<a href="${personPath(handle)}">${name}</a>` : html`${name}`;
