/**
 * Helpers of the checkout tests (e2e and browser): the shop they buy in, a listing of one's own,
 * waiting for the read side, and the sandbox step's form fields.
 */
import { SiteContentCommands } from '@listings/command-service/site-content';
import { ListingCommands } from '@listings/command-service/listings';
import { addWeeks, mondayOf } from '@listings/shared/kernel';
import type { TestService } from '../testing/test-service.ts';

export const admin = { kind: 'admin' as const, id: 'test' };

export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The CSRF token of the form posting to `action` (signed in, the header's sign-out form comes first
 * with the session's token; the checkout's forms carry their own).
 */
export const csrfOfForm = (text: string, action: string): string => {
  const form = text.split('<form').find((f) => f.includes(`action="${action}"`));
  const match = form && /name="csrf" value="([^"]+)"/.exec(form);
  if (!match) throw new Error(`no form posting to ${action} with a CSRF token on the page`);
  return match[1];
};

/** The hidden fields of the sandbox step's form for a decision (pay or decline). */
export const hiddenFields = (text: string, decision: string): Record<string, string> => {
  const forms = text.split('<form').slice(1);
  const formText = forms.find((f) => f.includes(`name="decision" value="${decision}"`))!;
  const fields: Record<string, string> = {};
  for (const match of formText.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[match[1]] = match[2]
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  }
  return fields;
};

/** Prices, categories, promo codes, two accounts, a listing and a queued free listing: the shop the tests buy in. */
export async function seedShop(t: TestService) {
  const content = new SiteContentCommands(t.service.events, t.service.clock);
  for (const [code, cents] of [
    ['launch', 4900],
    ['relaunch', 3900],
    ['featured', 2900],
    ['billboard_min', 1000],
    ['extra_categories', 1500],
    ['ai_review', 900],
    ['skip_queue', 1900],
  ] as const) {
    await content.product({ type: 'SetProductPrice', code, priceCents: cents }, admin, 'test');
  }
  for (const [slugName, name] of [
    ['tools', 'Tools'],
    ['ai', 'AI'],
    ['design', 'Design'],
  ]) {
    await content.category({ type: 'CreateCategory', slug: slugName, name }, admin, 'test');
  }
  await content.promoCode({ type: 'CreatePromoCode', code: 'Launch10', percentOff: 10 }, admin, 'test');
  await content.promoCode(
    { type: 'CreatePromoCode', code: 'OLD', percentOff: 50, validUntil: '2020-01-01T00:00:00Z' },
    admin,
    'test',
  );
  const owner = await t.createKey(['account:read', 'orders:write']);
  const other = await t.createKey(['account:read', 'orders:write']);
  const listings = new ListingCommands(t.service.events, t.service.clock);
  const created = await listings.create(
    {
      profile: { name: 'Harbor Notes', url: 'https://harbor.example', categories: ['tools'] },
      ownerId: owner.accountId,
    },
    admin,
    'test',
  );
  const free = await listings.create(
    {
      profile: { name: 'Quiet Queue', url: 'https://quiet.example', categories: ['tools'] },
      ownerId: owner.accountId,
    },
    admin,
    'test',
  );
  const queued = await listings.execute(
    free.listingId,
    { type: 'ChooseFreePlan', week: addWeeks(mondayOf(new Date()), 4), badgeFound: true },
    admin,
    'test',
  );
  await t.service.projections.waitForPosition(queued.position, 5000);
  return { owner, other, listingId: created.listingId, slug: created.slug, freeListingId: free.listingId };
}

/** A new listing of this account (each test that changes a listing gets its own). */
export async function newListing(t: TestService, ownerId: string, name: string) {
  const created = await new ListingCommands(t.service.events, t.service.clock).create(
    {
      profile: { name, url: `https://${name.toLowerCase().replace(/\W+/g, '-')}.example`, categories: ['tools'] },
      ownerId,
    },
    admin,
    'test',
  );
  await t.service.projections.waitForPosition(created.position, 5000);
  return created;
}

export const listingDoc = (t: TestService, listingId: number) =>
  t.service.documents.collection('listings').findOne({ listing_id: listingId }) as Promise<any>;
