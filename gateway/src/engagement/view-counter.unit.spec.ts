import { expect } from 'chai';
import { visitedListing } from './view-counter.ts';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const request = (url: string, headers: Record<string, string> = { 'user-agent': BROWSER }, method = 'GET') => ({
  method,
  url,
  headers,
});

describe('what counts as a listing page view', () => {
  it('a person’s GET of a listing page, with or without a query', () => {
    expect(visitedListing(request('/listings/ledgerly'))).to.equal('ledgerly');
    expect(visitedListing(request('/listings/ledgerly?done=voted'))).to.equal('ledgerly');
  });

  it('not other pages, other methods, bots, prefetches, prerenders or an empty user agent', () => {
    expect(visitedListing(request('/listings/ledgerly/badges'))).to.equal(null);
    expect(visitedListing(request('/v1/listings/ledgerly'))).to.equal(null);
    expect(visitedListing(request('/listings/ledgerly', { 'user-agent': BROWSER }, 'HEAD'))).to.equal(null);
    expect(visitedListing(request('/listings/ledgerly', { 'user-agent': BROWSER }, 'POST'))).to.equal(null);
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'curl/8.5.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      '',
    ])
      expect(visitedListing(request('/listings/ledgerly', { 'user-agent': agent })), agent).to.equal(null);
    const prefetches: Record<string, string>[] = [
      { 'sec-purpose': 'prefetch' },
      { 'sec-purpose': 'prefetch;prerender' },
      { purpose: 'prefetch' },
      { 'x-moz': 'prefetch' },
    ];
    for (const headers of prefetches)
      expect(visitedListing(request('/listings/ledgerly', { 'user-agent': BROWSER, ...headers }))).to.equal(null);
  });
});
