/**
 * The request site's public listing slugs, which filter the read models kept by listing (awards,
 * closed boards, founders, updates): each site's own, and never a listing the site team unpublished
 * (issue 33), so a Launch of the Week award of a listing taken off hides with it and is back on restore.
 */
import { expect } from 'chai';
import { MingoDocumentStore } from '@listings/shared/kernel';
import { LAUNCH_AWARDS_COLLECTION, LISTINGS_COLLECTION } from '@listings/projectors/listings';
import { siteSlugs } from './site-slugs.ts';
import { launchOfTheWeekAwards } from './awards/launch-of-the-week.ts';

const main = { key: 'main', isDefault: true };
const ai = { key: 'ai', isDefault: false };

async function network(unpublished: string[]) {
  const documents = new MingoDocumentStore();
  const listing = (slug: string, site: string | null) => ({
    _id: slug,
    slug,
    site,
    status: unpublished.includes(slug) ? 'unpublished' : 'live',
  });
  for (const doc of [listing('alpha', null), listing('beta', 'main'), listing('gamma', 'ai'), listing('delta', 'ai')])
    await documents.collection(LISTINGS_COLLECTION).insertOne(doc);
  const award = (slug: string, rank: number, site: string | null) => ({
    _id: `2026-11-16:${slug}`,
    week: '2026-11-16',
    rank,
    slug,
    listing_id: rank,
    name: slug,
    votes: 10 - rank,
    site,
  });
  for (const doc of [award('alpha', 1, null), award('beta', 2, null), award('gamma', 1, 'ai'), award('delta', 2, 'ai')])
    await documents.collection(LAUNCH_AWARDS_COLLECTION).insertOne(doc);
  return documents;
}

const slugsOf = async (documents: MingoDocumentStore, site: typeof main) => {
  const slugs = await siteSlugs(documents, site);
  return ['alpha', 'beta', 'gamma', 'delta'].filter((slug) => slugs.has(slug));
};
const awardsOf = async (documents: MingoDocumentStore, site: typeof main) =>
  (await launchOfTheWeekAwards(documents, { site })).map((award) => `${award.rank}:${award.slug}`);

describe('site slugs: the public listings of a site', () => {
  it('are each site’s own', async () => {
    const documents = await network([]);
    expect(await slugsOf(documents, main)).to.deep.equal(['alpha', 'beta']);
    expect(await slugsOf(documents, ai)).to.deep.equal(['gamma', 'delta']);
    expect(await awardsOf(documents, main)).to.deep.equal(['1:alpha', '2:beta']);
    expect(await awardsOf(documents, ai)).to.deep.equal(['1:gamma', '2:delta']);
  });

  it('leave out a listing the site team unpublished, on either site, and its award with it', async () => {
    const documents = await network(['alpha', 'gamma']);
    expect(await slugsOf(documents, main)).to.deep.equal(['beta']);
    expect(await slugsOf(documents, ai)).to.deep.equal(['delta']);
    expect(await awardsOf(documents, main)).to.deep.equal(['2:beta']);
    expect(await awardsOf(documents, ai)).to.deep.equal(['2:delta']);
  });
});
