/**
 * The `company_listings` read model: what the same-company rule (shared/src/contracts/listings/
 * same-company.ts) needs of every listing, and its site, so update_my_listing's apply_to can find
 * a company's listing on each site of the network with one query by owner. One document per
 * listing: its site (null: the default site, see listingSiteOf), owner, website URL and, once
 * verified, who proved control of which domain.
 */
import { defineProjection, type DocumentStore } from '@listings/shared/kernel';
import { domainOf, listingSiteOf, type ListingEvent } from '@listings/shared/contracts/listings';

export const COMPANY_LISTINGS_COLLECTION = 'company_listings';

export type CompanyListingDocument = {
  _id: string;
  listing_id: number;
  /** The site key as the event gave it; null on events from before the network (the default site). */
  site: string | null;
  owner_id: string | null;
  url: string;
  verified_claim: { account_id: string; domain: string } | null;
};

type Watched = Extract<ListingEvent, { type: 'ListingCreated' | 'ListingProfileChanged' | 'ListingVerified' }>;

export const companyListingsProjection = defineProjection<Watched>({
  name: 'company-listings',
  collections: [COMPANY_LISTINGS_COLLECTION],
  eventTypes: ['ListingCreated', 'ListingProfileChanged', 'ListingVerified'],

  async setup(documents) {
    await documents.collection(COMPANY_LISTINGS_COLLECTION).createIndex({ owner_id: 1 });
  },

  async apply(event, documents) {
    const listings = documents.collection<CompanyListingDocument>(COMPANY_LISTINGS_COLLECTION);
    const _id = String(event.data.listingId);
    switch (event.type) {
      case 'ListingCreated': {
        const { listingId, ownerId, profile, site } = event.data;
        const document: CompanyListingDocument = {
          _id,
          listing_id: listingId,
          site: site ?? null,
          owner_id: ownerId,
          url: profile.url,
          verified_claim: null,
        };
        await listings.replaceOne({ _id }, document, { upsert: true });
        return;
      }
      case 'ListingProfileChanged': {
        const url = event.data.changes.url?.after;
        if (typeof url === 'string') await listings.updateOne({ _id }, { $set: { url } });
        return;
      }
      case 'ListingVerified': {
        const found = await listings.findOne({ _id });
        if (!found) return;
        const claim = { account_id: event.data.ownerId, domain: domainOf(found.url) };
        await listings.updateOne({ _id }, { $set: { owner_id: event.data.ownerId, verified_claim: claim } });
        return;
      }
    }
  },
});

/** One listing as the same-company rule and apply_to see it (the site upcast to the default key). */
export interface CompanyListing {
  listingId: number;
  site: string;
  ownerId: string | null;
  url: string;
  verifiedClaim: { accountId: string; domain: string } | null;
}

const asCompanyListing = (doc: CompanyListingDocument, defaultSiteKey: string): CompanyListing => ({
  listingId: doc.listing_id,
  site: listingSiteOf({ site: doc.site ?? undefined }, defaultSiteKey),
  ownerId: doc.owner_id,
  url: doc.url,
  verifiedClaim: doc.verified_claim
    ? { accountId: doc.verified_claim.account_id, domain: doc.verified_claim.domain }
    : null,
});

/** A listing by id, or null. */
export async function companyListing(
  documents: DocumentStore,
  listingId: number,
  defaultSiteKey: string,
): Promise<CompanyListing | null> {
  const doc = await documents
    .collection<CompanyListingDocument>(COMPANY_LISTINGS_COLLECTION)
    .findOne({ _id: String(listingId) });
  return doc ? asCompanyListing(doc, defaultSiteKey) : null;
}

/**
 * Listings that may be the same company as one owned by `accountId` or verified by it: owned by it,
 * or carrying its verified claim (the rule itself decides among them).
 */
export async function candidateCompanyListings(
  documents: DocumentStore,
  accountId: string,
  defaultSiteKey: string,
): Promise<CompanyListing[]> {
  const docs = await documents
    .collection<CompanyListingDocument>(COMPANY_LISTINGS_COLLECTION)
    .find({ $or: [{ owner_id: accountId }, { 'verified_claim.account_id': accountId }] }, { sort: { listing_id: 1 } });
  return docs.map((doc) => asCompanyListing(doc, defaultSiteKey));
}
