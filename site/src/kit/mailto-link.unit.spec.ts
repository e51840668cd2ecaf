/** mailtoLink: a listing's contact address links to that address alone. */
import { expect } from 'chai';
import fs from 'node:fs';
import { mailtoLink } from './mailto-link.ts';

const hrefOf = (markup: string): string => {
  const match = /href="([^"]*)"/.exec(markup);
  expect(match, markup).to.not.equal(null);
  return match![1]!
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
};

describe('mailtoLink: one address per link', () => {
  it('an address whose local part holds ?, & and = and %40 adds no Bcc: the href is that address and has no query', () => {
    const address = 'sales%40acme.com?bcc=spy%40evil.example&x=@acme.com';
    const url = new URL(hrefOf(mailtoLink(address).value));
    expect(url.protocol).to.equal('mailto:');
    expect(url.search).to.equal('');
    expect(url.hash).to.equal('');
    expect(decodeURIComponent(url.pathname)).to.equal(address);
  });

  it('# and / in the local part are not a fragment or a path either', () => {
    const address = 'a#b/c{d}|e@example.org';
    const url = new URL(hrefOf(mailtoLink(address).value));
    expect(url.hash).to.equal('');
    expect(url.search).to.equal('');
    expect(decodeURIComponent(url.pathname)).to.equal(address);
  });

  it('a plain address links as it is', () => {
    const url = new URL(hrefOf(mailtoLink('sales@acme.com').value));
    expect(url.href).to.equal('mailto:sales@acme.com');
    expect(url.pathname).to.equal('sales@acme.com');
  });

  it('what is not an address is shown as text, not linked', () => {
    const markup = mailtoLink('x@y?cc=z@evil.example').value;
    expect(markup).to.not.include('href');
    expect(markup).to.include('x@y?cc=z@evil.example');
  });
});

describe('mailto links in the pages', () => {
  it('every mailto: href of gateway/src is built by mailtoLink, none by hand', () => {
    const root = new URL('../', import.meta.url);
    const offenders: string[] = [];
    for (const entry of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.ts') || entry.endsWith('.spec.ts')) continue;
      const text = fs.readFileSync(new URL(entry, root), 'utf8');
      if (/href="mailto:/i.test(text)) offenders.push(entry);
    }
    expect(offenders).to.deep.equal([]);
  });
});
