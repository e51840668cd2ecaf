/**
 * A profile names only the request's site's public listings (what the person makes, reviewed,
 * commented on, voted for), and their votes only when they chose to show them.
 */
import { expect } from 'chai';
import { MingoDocumentStore } from '@listings/shared/kernel';
import { LISTINGS_COLLECTION } from '@listings/projectors/listings';
import {
  ENGAGEMENT_PEOPLE_COLLECTION,
  LISTING_COMMENTS_COLLECTION,
  LISTING_REVIEWS_COLLECTION,
} from '@listings/projectors/engagement';
import { personActivity, type PersonProfile } from './person-profile.ts';

const ann: PersonProfile = { accountId: 'ann', handle: 'ann', name: 'Ann', headline: '', links: [], showVotes: false };

describe('a person’s activity on their profile', () => {
  const documents = new MingoDocumentStore();
  const insert = async (collection: string, docs: Record<string, unknown>[]) => {
    for (const doc of docs) await documents.collection(collection).insertOne(doc as never);
  };
  before(async () => {
    const listing = (
      listing_id: number,
      slug: string,
      site: string | null,
      status = 'live',
      owner_id: string | null = 'ann',
    ) => ({
      _id: slug,
      slug,
      name: slug,
      listing_id,
      site,
      status,
      owner_id,
    });
    await insert(LISTINGS_COLLECTION, [
      listing(1, 'home-made', null),
      listing(2, 'other-site-made', 'other'),
      listing(3, 'draft-made', null, 'draft'),
      listing(4, 'reviewed', null, 'live', null),
      listing(5, 'reviewed-elsewhere', 'other', 'live', null),
    ]);
    await insert(LISTING_REVIEWS_COLLECTION, [
      {
        _id: 'r1',
        listing_id: 4,
        author_id: 'ann',
        rating: 5,
        text: 'Good',
        genuine: true,
        posted_at: '2026-11-18T12:00:00Z',
      },
      {
        _id: 'r2',
        listing_id: 5,
        author_id: 'ann',
        rating: 5,
        text: 'Good',
        genuine: true,
        posted_at: '2026-11-18T12:00:00Z',
      },
    ]);
    await insert(LISTING_COMMENTS_COLLECTION, [
      {
        _id: 'c1',
        listing_id: 4,
        author_id: 'ann',
        text: 'Hi',
        posted_at: 't',
        seq: 1,
        deleted_at: null,
        hidden_reason: null,
      },
      {
        _id: 'c2',
        listing_id: 5,
        author_id: 'ann',
        text: 'Hi',
        posted_at: 't',
        seq: 2,
        deleted_at: null,
        hidden_reason: null,
      },
      {
        _id: 'c3',
        listing_id: 4,
        author_id: 'ann',
        text: 'Gone',
        posted_at: 't',
        seq: 3,
        deleted_at: 't',
        hidden_reason: null,
      },
    ]);
    await insert(ENGAGEMENT_PEOPLE_COLLECTION, [
      { _id: '4:ann', listing_id: 4, person_id: 'ann', voted: true },
      { _id: '5:ann', listing_id: 5, person_id: 'ann', voted: true },
    ]);
  });

  it('names the default site’s public listings only, and no votes unless shown', async () => {
    const activity = await personActivity(documents, ann, { key: 'main', isDefault: true });
    expect(activity.makes.map((l) => l.slug)).to.deep.equal(['home-made']);
    expect(activity.reviews.map((r) => r.listing.slug)).to.deep.equal(['reviewed']);
    expect(activity.comments.map((c) => c.commentId)).to.deep.equal(['c1']);
    expect(activity.votes).to.equal(null);
  });

  it('on another site, that site’s listings; votes when the person shows them', async () => {
    const activity = await personActivity(documents, { ...ann, showVotes: true }, { key: 'other', isDefault: false });
    expect(activity.makes.map((l) => l.slug)).to.deep.equal(['other-site-made']);
    expect(activity.reviews.map((r) => r.listing.slug)).to.deep.equal(['reviewed-elsewhere']);
    expect(activity.comments.map((c) => c.commentId)).to.deep.equal(['c2']);
    expect(activity.votes!.map((l) => l.slug)).to.deep.equal(['reviewed-elsewhere']);
  });
});
