/**
 * The `people_profiles` read model: one document per person who saved a profile (keyed by account
 * id), with the handle the public page is found by, the headline, the links and whether the person
 * shows their votes. Each ProfileSaved carries the whole profile, so applying it sets the document
 * outright: delivered twice, or replayed, it comes out the same.
 */
import { defineProjection } from '@listings/shared/kernel';
import { PROFILE_EVENT_TYPES, type ProfileEvent } from '@listings/shared/contracts/engagement';

export const PEOPLE_PROFILES_COLLECTION = 'people_profiles';

export interface PersonProfileDocument {
  _id: string; // account id
  handle: string;
  headline: string;
  links: string[];
  show_votes: boolean;
  updated_at: string;
  [field: string]: unknown;
}

export const profilesProjection = defineProjection<ProfileEvent>({
  name: 'profiles',
  collections: [PEOPLE_PROFILES_COLLECTION],
  eventTypes: [...PROFILE_EVENT_TYPES],

  async setup(documents) {
    await documents.collection(PEOPLE_PROFILES_COLLECTION).createIndex({ handle: 1 });
  },

  async apply(event, documents) {
    const { accountId, profile } = event.data;
    const document: PersonProfileDocument = {
      _id: accountId,
      handle: profile.handle,
      headline: profile.headline,
      links: profile.links,
      show_votes: profile.showVotes,
      updated_at: event.metadata.at,
    };
    await documents
      .collection<PersonProfileDocument>(PEOPLE_PROFILES_COLLECTION)
      .replaceOne({ _id: accountId }, document, { upsert: true });
  },
});
