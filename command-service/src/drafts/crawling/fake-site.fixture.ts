/**
 * Test fixture: a small company website served on 127.0.0.1, counting every request.
 * "Acme Ledger": home, about, pricing, features, FAQ, team, contact, a blog, and /about/history,
 * which robots.txt disallows and which alone states where and when the company was founded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSite {
  base: string;
  requests: string[];
  /** Paths served: replace or add pages (or pictures, as bytes) per test. */
  /** `delayMs`: answer that much later (a slow site). */
  routes: Map<
    string,
    { status?: number; type?: string; body: string | Buffer; headers?: Record<string, string>; delayMs?: number }
  >;
  close(): Promise<void>;
}

const page = (title: string, body: string, head = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title>${head}
<style>.hero { color: red }</style><script>window.tracking = "SECRET_SCRIPT_TEXT";</script></head>
<body>
<nav><a href="/">Acme Ledger</a> <a href="/about">About</a> <a href="/pricing">Pricing</a> <a href="/features">Features</a>
<a href="/faq">FAQ</a> <a href="/team">Team</a> <a href="/contact">Contact</a> <a href="/about/history">Our history</a> <a href="/blog">Blog</a></nav>
<main>${body}</main>
<footer><p>© 2019–2026 Acme Ledger Ltd. All rights reserved.</p>
<a href="https://x.com/acmeledger" aria-label="X"><svg><title>X logo</title></svg></a>
<a href="https://www.linkedin.com/company/acme-ledger">LinkedIn</a>
<a href="https://github.com/acme-ledger">GitHub</a>
<a href="https://twitter.com/intent/tweet?text=Acme">Share</a>
<a href="/privacy.pdf">Privacy (PDF)</a></footer>
</body></html>`;

export const SITE_PAGES: Record<string, string> = {
  '/': page(
    'Acme Ledger — Bookkeeping on autopilot',
    `<h1>Bookkeeping on autopilot</h1>
<p>Acme Ledger reconciles your bank feeds and invoices automatically for small businesses.</p>
<img src="/img/logo.svg" alt="Acme Ledger logo">
<noscript>Please enable JavaScript NOSCRIPT_TEXT</noscript>
<template><p>TEMPLATE_TEXT</p></template>
<h2>Why Acme Ledger</h2>
<ul><li>Set up in five minutes</li><li>No accounting degree needed</li><li>Your accountant gets read-only access</li></ul>
<h2>Features</h2>
<ul><li>Automatic bank reconciliation</li><li>Invoice matching</li><li>VAT reports</li><li>Receipt scanning</li></ul>
<p><a href="https://www.youtube.com/watch?v=acme12345">Watch the two-minute demo</a></p>
<div hidden>HIDDEN_TEXT</div>`,
    `<meta name="description" content="Acme Ledger reconciles your bank feeds and invoices automatically for small businesses.">
<meta property="og:site_name" content="Acme Ledger">
<meta property="og:image" content="/img/og-card.png">
<meta name="keywords" content="bookkeeping, accounting, invoices">
<link rel="icon" href="/favicon.png">`,
  ),
  '/about': page(
    'About — Acme Ledger',
    `<h1>About Acme Ledger</h1>
<h2>Our story</h2>
<p>We spent years doing our own books by hand and hated every minute of it, so we built the tool we wanted.</p>
<p>Today Acme Ledger keeps the books of thousands of small businesses without anyone typing a single number.</p>
<h2>The problem</h2>
<p>Small businesses lose a day every month matching bank lines to invoices and receipts by hand.</p>`,
  ),
  '/pricing': page(
    'Pricing — Acme Ledger',
    `<h1>Simple pricing</h1>
<table><tr><th>Starter</th><td>$0</td><td>Free forever for one bank account</td></tr>
<tr><th>Pro</th><td>$29/month</td><td>Unlimited bank accounts</td></tr>
<tr><th>Business</th><td>$99/month</td><td>Multi-entity and priority support</td></tr></table>
<p>Billed monthly. Cancel anytime.</p>`,
  ),
  '/features': page(
    'Features — Acme Ledger',
    `<h1>Features</h1>
<ul><li>Automatic bank reconciliation</li><li>Invoice matching</li><li>VAT reports</li><li>Receipt scanning</li><li>Multi-currency ledgers</li></ul>`,
  ),
  '/faq': page(
    'FAQ — Acme Ledger',
    `<h1>Frequently asked questions</h1>
<details><summary>Can my accountant access my books?</summary><p>Yes, invite your accountant for free with read-only access.</p></details>
<h3>Which banks do you support?</h3>
<p>Over 2,000 banks in Europe and North America.</p>`,
  ),
  '/team': page(
    'Team — Acme Ledger',
    `<h1>Our team</h1>
<div class="card"><h3>Jane Doe</h3><p>Co-founder &amp; CEO</p><p>Jane ran the books of three restaurants before starting Acme Ledger.</p>
<a href="https://www.linkedin.com/in/janedoe">LinkedIn</a></div>
<div class="card"><h3>John Roe</h3><p>Co-founder &amp; CTO</p></div>
<div class="card"><h3>Sam Poe</h3><p>Head of Support</p></div>
<h2>Our investors</h2>
<div class="card"><h3>Dana Whitfield</h3><p>Founder &amp; Managing Partner, Northwind Ventures</p></div>`,
  ),
  '/contact': page(
    'Contact — Acme Ledger',
    `<h1>Contact us</h1>
<p>Write to <a href="mailto:hello@acmeledger.test">hello@acmeledger.test</a> and we answer within a day.</p>`,
  ),
  '/about/history': page(
    'Our history — Acme Ledger',
    `<h1>Our history</h1>
<p>Acme Ledger was founded in 2017 and is based in Lisbon, Portugal.</p>`,
  ),
  '/blog': page('Blog — Acme Ledger', '<h1>Blog</h1><p>News from the team.</p>'),
};

export const SITE_ROBOTS = 'User-agent: *\nDisallow: /about/history\nCrawl-delay: 5\n';

export async function startFakeSite(): Promise<FakeSite> {
  const routes: FakeSite['routes'] = new Map();
  routes.set('/robots.txt', { type: 'text/plain', body: SITE_ROBOTS });
  for (const [path, body] of Object.entries(SITE_PAGES)) routes.set(path, { type: 'text/html; charset=utf-8', body });
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(path);
    const route = routes.get(path);
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<h1>Not found</h1>');
      return;
    }
    const answer = () => {
      if (res.destroyed) return;
      res.writeHead(route.status ?? 200, { 'content-type': route.type ?? 'text/html', ...route.headers });
      res.end(route.body);
    };
    if (route.delayMs) setTimeout(answer, route.delayMs).unref();
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    routes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
