/**
 * Accounts and their API keys, as the auth layer and get_account read them. API keys are keyed by
 * the key's hash so a request is authenticated with one lookup.
 */
import { defineProjection } from '@listings/shared/kernel';
import { API_KEYS_COLLECTION } from '@listings/shared/platform';
import type { AccountEvent } from '@listings/shared/contracts/accounts';

export const ACCOUNTS_COLLECTION = 'accounts';

export const accountsProjection = defineProjection<AccountEvent>({
  name: 'accounts',
  collections: [ACCOUNTS_COLLECTION, API_KEYS_COLLECTION],
  eventTypes: ['AccountRegistered', 'ApiKeyIssued', 'ApiKeyRevoked', 'EmailVerified'],

  async setup(documents) {
    await documents.collection(API_KEYS_COLLECTION).createIndex({ keyId: 1 }, { unique: true });
    await documents.collection(API_KEYS_COLLECTION).createIndex({ accountId: 1 });
  },

  async apply(event, documents) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'AccountRegistered': {
        const { accountId, email, name, role } = event.data;
        await documents
          .collection(ACCOUNTS_COLLECTION)
          .updateOne(
            { _id: accountId },
            { $set: { email, name, role, createdAt: at, emailVerified: false } },
            { upsert: true },
          );
        return;
      }
      case 'EmailVerified':
        await documents
          .collection(ACCOUNTS_COLLECTION)
          .updateOne({ _id: event.data.accountId }, { $set: { emailVerified: true, emailVerifiedAt: at } });
        return;
      case 'ApiKeyIssued': {
        const { keyHash, keyId, accountId, name, scopes, displayPrefix } = event.data;
        await documents
          .collection(API_KEYS_COLLECTION)
          .updateOne(
            { _id: keyHash },
            { $set: { keyId, accountId, name, scopes, displayPrefix, status: 'active', createdAt: at } },
            { upsert: true },
          );
        return;
      }
      case 'ApiKeyRevoked':
        await documents
          .collection(API_KEYS_COLLECTION)
          .updateOne({ keyId: event.data.keyId }, { $set: { status: 'revoked', revokedAt: at } });
        return;
    }
  },
});
