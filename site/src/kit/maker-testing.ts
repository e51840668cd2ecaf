/**
 * Test helpers of the maker's pages (HTTP, no browser): a signed-up person, a URL submitted and
 * followed to ready, saved as a listing; the service's ports that let the real crawler, drafter and
 * badge checker read a fixture company site on 127.0.0.1.
 */
import http from 'node:http';
import { expect } from 'chai';
import { DomainError } from '@listings/shared/kernel';
import { createSafeFetcher } from '@listings/shared/platform';
import { createSiteCrawler, createDrafter } from '@listings/command-service/drafts';
import { SiteContentCommands } from '@listings/command-service/site-content';
import type { ServiceOptions, TestService } from '@listings/gateway/testing';
import { csrfIn, newPerson, PageClient, signUpAndIn } from './testing.ts';

/** A person signed up and then signed in on the page sign-up answers with, as the pages have it. */
export async function signedUpClient(baseUrl: string, person = newPerson()): Promise<PageClient> {
  const client = new PageClient(baseUrl);
  const { signedIn } = await signUpAndIn(client, person, '/submit');
  expect(signedIn.location).to.equal('/submit');
  return client;
}

/** Follows the draft page (as the no-script reload does) until it is no longer in progress. */
export async function untilSettled(client: PageClient, path: string) {
  for (let i = 0; i < 300; i++) {
    const page = await client.get(path);
    if (!page.text.includes('id="draft-progress"')) return page;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the draft never settled');
}

const loopbackFetcher = () =>
  createSafeFetcher({ userAgent: 'ListingsDirectoryBot/1.0', allowedAddresses: ['127.0.0.1'] });

/** A gate a test closes to hold every crawl at its start (to see a draft in progress), then opens. */
export class CrawlGate {
  private gate: Promise<void> = Promise.resolve();
  private release: () => void = () => {};

  close(): void {
    this.gate = new Promise<void>((resolve) => (this.release = resolve));
  }
  open(): void {
    this.release();
  }
  wait(): Promise<void> {
    return this.gate;
  }
}

/**
 * Ports that let the crawler, drafter, badge checker and claim checks read sites on 127.0.0.1 (tests
 * only); crawls wait at `gate` when it is closed.
 */
export const loopbackPorts = (gate = new CrawlGate()): ServiceOptions => ({
  drafting: {
    crawler: (() => {
      const crawler = createSiteCrawler({ fetcher: loopbackFetcher(), sleep: async () => {} });
      return { crawl: async (url: string) => (await gate.wait(), crawler.crawl(url)) };
    })(),
    drafter: createDrafter({}),
  },
  myListings: { badgeFetcher: loopbackFetcher(), badgeRecheck: { tickMs: 0 } },
  claims: { fetcher: loopbackFetcher() },
});

/** A category in the site's tree (every published listing needs a primary one); idempotent. */
export async function withCategory(t: TestService, slug = 'tools', name = 'Tools'): Promise<string> {
  const content = new SiteContentCommands(t.service.events, t.service.clock);
  await content
    .category({ type: 'CreateCategory', slug, name }, { kind: 'admin', id: 'test' }, 'test')
    .catch((error: unknown) => {
      if (!(error instanceof DomainError && error.code === 'category_exists')) throw error;
    });
  return name;
}

/**
 * Submits `url`, waits for ready, sets the primary category when one is named (as the founder would on
 * the review page: a listing is published only with one) and saves the draft: the owned listing's path.
 */
export async function savedListing(
  client: PageClient,
  url: string,
  options: { category?: string } = {},
): Promise<{ draftPath: string; listingPath: string }> {
  const csrf = csrfIn((await client.get('/submit')).text);
  const submitted = await client.post('/submit', { csrf, url });
  expect(submitted.status, submitted.text).to.equal(303);
  const draftPath = submitted.location!;
  const review = await untilSettled(client, draftPath);
  expect(review.text).to.include('Ready for your review');
  if (options.category) {
    const edited = await client.post(`${draftPath}/fields/categories`, {
      csrf,
      action: 'edit',
      value: options.category,
    });
    expect(edited.status, edited.text).to.equal(303);
  }
  const saved = await client.post(`${draftPath}/submit`, { csrf });
  expect(saved.status, saved.text).to.equal(303);
  return { draftPath, listingPath: saved.location!.replace(/\?.*$/, '') };
}

/**
 * Starts a multipart post declaring 10 MB (or `declared`, or chunked when `sent` is given) and sends
 * the start of a file (64 KiB, or `sent` bytes), leaving the request open:
 * resolves with the answer's status and Location if the server answers without the rest.
 */
export function answerToUnfinishedUpload(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  body: { declared?: number; sent?: number } = {},
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const boundary = 'unfinishedboundary';
    const request = http.request(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(body.sent ? {} : { 'content-length': String(body.declared ?? 10 * 1024 * 1024) }),
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      request.destroy();
    });
    request.on('error', reject);
    request.write(
      `--${boundary}\r\ncontent-disposition: form-data; name="logo"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024);
    for (let sent = 0; sent < (body.sent ?? chunk.length); sent += chunk.length) request.write(chunk);
  });
}
