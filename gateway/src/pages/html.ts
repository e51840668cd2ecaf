/**
 * Server-rendered HTML for the pages: an escaping tagged template and the common layout. No
 * script anywhere (the CSP forbids it); the stylesheet is one static file.
 */
import type { Response } from 'express';

/** HTML that is already safe (built by `html` or escaped). */
export class SafeHtml {
  readonly value: string;

  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

type Value = SafeHtml | string | number | boolean | null | undefined | readonly Value[];

const render = (value: Value): string => {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
};

/** Every interpolated value is escaped unless it is SafeHtml. */
export const html = (strings: TemplateStringsArray, ...values: Value[]): SafeHtml =>
  new SafeHtml(strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ''), ''));

export const STYLESHEET_PATH = '/assets/site.css';

/**
 * Headers of every page: no script may run, no one may frame it, nothing is cached (a page may
 * show a new API key once), no referrer leaves the site (same-origin, not no-referrer: with
 * no-referrer browsers send `Origin: null` on form posts, which the CSRF origin check refuses).
 */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

export interface LayoutOptions {
  title: string;
  siteName: string;
  /** Signed in: shows the account links and a sign-out button (a form with this CSRF token). */
  signedIn?: { name: string; csrfToken: string } | null;
  body: SafeHtml;
}

export function layout({ title, siteName, signedIn, body }: LayoutOptions): SafeHtml {
  const nav = signedIn
    ? html`<nav aria-label="Account">
        <span class="who">Signed in as ${signedIn.name}</span>
        <a href="/account/api-keys">API keys</a>
        <form method="post" action="/signout" class="inline">
          <input type="hidden" name="csrf" value="${signedIn.csrfToken}">
          <button type="submit" class="link">Sign out</button>
        </form>
      </nav>`
    : html`<nav aria-label="Account"><a href="/signin">Sign in</a> <a href="/signup">Sign up</a></nav>`;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${title} · ${siteName}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<header><a class="brand" href="/">${siteName}</a>${nav}</header>
<main>
${body}
</main>
</body>
</html>
`;
}

export function sendPage(res: Response, status: number, page: SafeHtml): void {
  res.status(status).set(PAGE_SECURITY_HEADERS).type('text/html; charset=utf-8').send(page.value);
}

/** An error or notice box; `role="alert"` so screen readers announce it. */
export const alertBox = (message: string | null | undefined, kind: 'error' | 'notice' = 'error'): SafeHtml =>
  message ? html`<p class="${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</p>` : html``;
