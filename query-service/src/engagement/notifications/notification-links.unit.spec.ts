/**
 * A notification leads to its listing's own site: site-relative on that site's host, the other
 * site's base URL (and its name) on another's, never a path that is a 404 on the host it is shown on.
 */
import { expect } from 'chai';
import { MingoDocumentStore } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { listingSitesOf, notificationLink, notificationUrl } from './notification-links.ts';

const network = [
  { key: 'main', name: 'Main Directory', base_url: 'https://main.test' },
  { key: 'ai', name: 'AI Tools', base_url: 'https://ai.test' },
];
const reply = { listing_slug: 'gamma', anchor: 'comment-1' };

describe('where a notification leads in a network of sites', () => {
  it('is site-relative for a listing of the site it is shown on', () => {
    expect(notificationLink(reply, 'ai', 'ai', network)).to.deep.equal({
      href: '/listings/gamma#comment-1',
      site: null,
    });
    // No site recorded: the default site's listing.
    expect(notificationLink({ listing_slug: 'bravo', anchor: null }, null, 'main', network)).to.deep.equal({
      href: '/listings/bravo',
      site: null,
    });
  });

  it("goes to the other site's base URL, naming it, for a listing of another site", () => {
    expect(notificationLink(reply, 'ai', 'main', network)).to.deep.equal({
      href: 'https://ai.test/listings/gamma#comment-1',
      site: { key: 'ai', name: 'AI Tools' },
    });
    expect(notificationLink({ listing_slug: 'bravo', anchor: null }, null, 'ai', network)).to.deep.equal({
      href: 'https://main.test/listings/bravo',
      site: { key: 'main', name: 'Main Directory' },
    });
  });

  it('keeps the path for a site the network no longer names', () => {
    expect(notificationLink(reply, 'gone', 'main', network)).to.deep.equal({
      href: '/listings/gamma#comment-1',
      site: null,
    });
  });

  it("gives a digest the absolute URL on the listing's own site, whatever site mails it", () => {
    expect(notificationUrl(reply, 'ai', network)).to.equal('https://ai.test/listings/gamma#comment-1');
    expect(notificationUrl({ listing_slug: 'bravo', anchor: null }, null, network)).to.equal(
      'https://main.test/listings/bravo',
    );
    expect(notificationUrl(reply, 'gone', network)).to.equal(null);
  });

  it("reads each listing's recorded site (none: null)", async () => {
    const documents = new MingoDocumentStore();
    await documents.collection(LISTINGS_COLLECTION).insertOne({ _id: 'bravo', listing_id: 1, site: null } as never);
    await documents.collection(LISTINGS_COLLECTION).insertOne({ _id: 'gamma', listing_id: 2, site: 'ai' } as never);
    const sites = await listingSitesOf(documents, [1, 2, 2, 3]);
    expect([...sites.entries()].sort()).to.deep.equal([
      [1, null],
      [2, 'ai'],
    ]);
  });
});
