/**
 * The category tree as one document per category (collection `categories`): slug, name,
 * description, FAQs and parent. Counts of listings are not stored here: they come from the live
 * listings when the tree is read, so they are never stale.
 */
import { defineProjection } from '@listings/shared/kernel';
import { CATEGORY_EVENT_TYPES, type CategoryEvent } from '@listings/shared/contracts/site-content';

export const CATEGORIES_COLLECTION = 'categories';

export interface CategoryDocument {
  _id: string;
  slug: string;
  name: string;
  description: string;
  faqs: { question: string; answer: string }[];
  parent: string | null;
  created_at: string;
  updated_at: string;
  [field: string]: unknown;
}

export const categoriesProjection = defineProjection<CategoryEvent>({
  name: 'categories',
  collections: [CATEGORIES_COLLECTION],
  eventTypes: CATEGORY_EVENT_TYPES,

  async setup(documents) {
    await documents.collection(CATEGORIES_COLLECTION).createIndex({ parent: 1 });
  },

  async apply(event, documents) {
    const at = event.metadata.at;
    const categories = documents.collection(CATEGORIES_COLLECTION);
    const { slug } = event.data;
    switch (event.type) {
      case 'CategoryCreated': {
        const { name, description, faqs, parent } = event.data;
        await categories.updateOne(
          { _id: slug },
          { $set: { slug, name, description, faqs, parent, created_at: at, updated_at: at } },
          { upsert: true },
        );
        return;
      }
      case 'CategoryRenamed':
        await categories.updateOne({ _id: slug }, { $set: { name: event.data.name, updated_at: at } });
        return;
      case 'CategoryDescribed':
        await categories.updateOne(
          { _id: slug },
          { $set: { description: event.data.description, faqs: event.data.faqs, updated_at: at } },
        );
        return;
      case 'CategoryMoved':
        await categories.updateOne({ _id: slug }, { $set: { parent: event.data.parent, updated_at: at } });
        return;
    }
  },
});
