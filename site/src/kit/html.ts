/**
 * Server-rendered HTML for the pages: an escaping tagged template and the common layout (header with
 * the site's sections and search, main, footer). Account and checkout pages run no script at all;
 * the public site's pages may load one small script of this site (/assets/site.js) that enhances
 * voting, and every page works without it. The stylesheet is one static file.
 *
 * Where it belongs: the site's kit; the gateway's own HTML (the 404 and error pages of app.ts, the
 * access pages, the OAuth consent page) uses it through `@listings/site`, so every page has one layout.
 */
import type { Request, Response } from 'express';
import type { Logger } from '@listings/shared/kernel';
import { ICON_HEAD } from './social/icon-head.ts';

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
 * The site's one typeface: Inter's latin files in the four weights the stylesheet uses, served from
 * this site (assets.router.ts) and preloaded, so text rarely reflows when the font arrives.
 */
export const FONT_PATHS = [400, 500, 600, 700].map((weight) => `/assets/fonts/inter-latin-${weight}-normal.woff2`);

/**
 * Headers of every page: no script may run, no one may frame it, nothing is cached (a page may
 * show a new API key once), no referrer leaves the site (same-origin, not no-referrer: with
 * no-referrer browsers send `Origin: null` on form posts, which the CSRF origin check refuses).
 */
export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; form-action 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

export const SCRIPT_PATH = '/assets/site.js';

/**
 * Headers of the public site's pages: as PAGE_SECURITY_HEADERS, but this site's own script may run
 * (progressive enhancement of voting) and Cache-Control is chosen per answer (site-pages.ts).
 */
export const SITE_PAGE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; script-src 'self'; connect-src 'self'; form-action 'self'; manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** Who is signed in, as the layout shows it. */
export interface SignedInHeader {
  name: string;
  csrfToken: string;
  /** False: the layout reminds the person to confirm their address (votes, follows and reviews need it). */
  emailVerified?: boolean;
  /** Unread notifications (issue 32): the header's count beside its Notifications link. */
  unread?: number;
}

export interface LayoutOptions {
  title: string;
  siteName: string;
  /** Signed in: shows the account links and a sign-out button (a form with this CSRF token). */
  signedIn?: SignedInHeader | null;
  body: SafeHtml;
  /** Extra head elements: description, canonical link, OpenGraph, JSON-LD (see seo.ts). */
  head?: SafeHtml;
  /** Loads the site's enhancement script (public site pages only; their CSP allows it). */
  script?: boolean;
  /** Which section of the site this page belongs to (marked in the navigation). */
  section?: SiteSection;
  /** Wide main column (directory pages); account forms keep the narrow one. */
  wide?: boolean;
  /** The search box's current text. */
  query?: string;
  /** This page's path and query: the header's sign-in and sign-up links come back here after (`next`). */
  returnTo?: string;
}

export type SiteSection = 'launches' | 'leaderboards' | 'categories' | 'founders' | 'blog' | 'search';

const SECTIONS: { section: SiteSection; href: string; label: string }[] = [
  { section: 'launches', href: '/launches', label: 'Launches' },
  { section: 'leaderboards', href: '/leaderboards', label: 'Leaderboards' },
  { section: 'categories', href: '/categories', label: 'Categories' },
  { section: 'founders', href: '/founders', label: 'Founders' },
  { section: 'blog', href: '/blog', label: 'Blog' },
];

/** The first letter of a name, for the brand mark and the signed-in person's avatar. */
const initial = (name: string) => (name.trim()[0] ?? '?').toUpperCase();

export function layout({
  title,
  siteName,
  signedIn,
  body,
  head,
  script,
  section,
  wide,
  query,
  returnTo,
}: LayoutOptions): SafeHtml {
  const next = returnTo ? `?next=${encodeURIComponent(returnTo)}` : '';
  // Unread notifications: a small count on the account menu's button and beside its Notifications link.
  const unread = signedIn?.unread ? (signedIn.unread > 99 ? '99+' : String(signedIn.unread)) : null;
  const account = signedIn
    ? html`<nav aria-label="Account" class="account">
<a href="/submit" class="submit">Submit your product</a>
<details class="you">
<summary><span class="avatar" aria-hidden="true">${initial(signedIn.name)}</span><span class="who">Signed in as <span class="who-name">${signedIn.name}</span></span>${unread ? html`<span class="unread">${unread}<span class="visually-hidden"> unread notifications</span></span>` : ''}</summary>
<ul>
<li><a href="/notifications">Notifications${unread ? html` <span class="unread">${unread}<span class="visually-hidden"> unread</span></span>` : ''}</a></li>
<li><a href="/account">Your account</a></li>
<li><a href="/me">Your products</a></li>
<li><a href="/account/profile">Your profile</a></li>
<li><a href="/account/notifications">Notification settings</a></li>
<li><a href="/account/api-keys">API keys</a></li>
<li><form method="post" action="/signout" class="inline">
<input type="hidden" name="csrf" value="${signedIn.csrfToken}">
<button type="submit" class="link">Sign out</button>
</form></li>
</ul>
</details>
</nav>`
    : html`<nav aria-label="Account" class="account"><a href="/submit" class="submit">Submit your product</a> <a href="/signin${next}">Sign in</a> <a href="/signup${next}" class="signup">Sign up</a></nav>`;
  const verify =
    signedIn && signedIn.emailVerified === false
      ? html`<div class="banner" role="note"><span>Confirm your e-mail address to vote, follow and review: open the link we sent you.</span>
<form method="post" action="/verify-email/resend" class="inline"><input type="hidden" name="csrf" value="${signedIn.csrfToken}"><button type="submit" class="link">Send the link again</button></form></div>`
      : html``;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<meta name="color-scheme" content="light dark">
<title>${title} · ${siteName}</title>
${FONT_PATHS.map(
  (font) => html`<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>
`,
)}<link rel="stylesheet" href="${STYLESHEET_PATH}">
${new SafeHtml(ICON_HEAD)}
${head ?? ''}${script ? html`<script src="${SCRIPT_PATH}" defer></script>` : ''}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site">
<div class="bar">
<a class="brand" href="/"><span class="brand-mark" aria-hidden="true">${initial(siteName)}</span><span class="brand-name">${siteName}</span></a>
<form role="search" method="get" action="/search" class="search">
<label for="site-search"><span class="visually-hidden">Search products</span></label>
<input id="site-search" name="q" type="search" maxlength="200" placeholder="Search products" value="${query ?? ''}">
<button type="submit">Search</button>
</form>
<details class="menu">
<summary>Menu</summary>
<div class="menu-body">
<nav aria-label="Sections" class="sections"><ul>${SECTIONS.map(
    (item) =>
      html`<li><a href="${item.href}"${item.section === section ? html` aria-current="page"` : ''}>${item.label}</a></li>`,
  )}</ul></nav>
${account}
</div>
</details>
</div>
</header>
${verify}
<main id="main"${wide ? html` class="wide"` : ''}>
${body}
</main>
<footer class="site">
<nav aria-label="More"><ul>
<li><a href="/awards">Awards</a></li>
<li><a href="/launches/weeks/this">This week</a></li>
<li><a href="/updates">Latest updates</a></li>
<li><a href="/compare">Compare</a></li>
<li><a href="/feeds/launches.xml">Launches feed</a></li>
<li><a href="/feeds/blog.xml">Blog feed</a></li>
<li><a href="/feeds/updates.xml">Updates feed</a></li>
<li><a href="/docs">API</a></li>
</ul></nav>
<p>${siteName}: products, their launches and the people who make them. Votes come only from people on this site.</p>
</footer>
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

/**
 * Wraps a page handler: an unexpected failure is logged (never the request's secrets: only its path)
 * and answered with a plain error page, unless an answer has already begun.
 */
export const pageHandler =
  (options: {
    logger: Logger;
    what: string;
    page: (title: string, body: SafeHtml, res: Response) => SafeHtml;
    advice: string;
  }) =>
  (fn: (req: Request, res: Response) => Promise<void>) =>
  async (req: Request, res: Response): Promise<void> => {
    try {
      await fn(req, res);
    } catch (error) {
      options.logger.error(`${options.what} failed`, { path: req.path, error });
      if (!res.headersSent)
        sendPage(
          res,
          500,
          options.page('Something went wrong', html`<h1>Something went wrong</h1>${alertBox(options.advice)}`, res),
        );
    }
  };
