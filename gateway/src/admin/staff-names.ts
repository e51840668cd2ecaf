/**
 * The names the admin CLI prints for the site team (who reviewed or reverted an edit, who refunded a
 * payment), instead of their account ids: a staff member acting in the console is recorded by account id,
 * which tells an operator nothing. Read from the read side, the accounts read model's `name`, built here
 * by the accounts projection from each account's own stream (the CLI opens the event log only, as it does
 * for every read model it prints). An id with no account (an admin named by ADMIN_ACTOR or the OS user)
 * is printed as it is.
 */
import { handles, MingoDocumentStore, type EventStore } from '@listings/shared/kernel';
import { accountStream } from '@listings/shared/contracts/accounts';
import { ACCOUNTS_COLLECTION, accountsProjection } from '@listings/projectors/accounts';

/** Each of `ids` mapped to its account's name, or to itself when no account has that id or it has no name. */
export async function staffNames(events: EventStore, ids: Iterable<string>): Promise<(id: string) => string> {
  const documents = new MingoDocumentStore();
  const names = new Map<string, string>();
  try {
    await accountsProjection.setup?.(documents);
    for (const id of new Set(ids)) {
      for (const event of await events.readStream(accountStream(id)))
        if (handles(accountsProjection, event)) await accountsProjection.apply(event, documents);
      const account = await documents.collection(ACCOUNTS_COLLECTION).findOne({ _id: id });
      const name = typeof account?.name === 'string' ? account.name.trim() : '';
      if (name) names.set(id, name);
    }
  } finally {
    await documents.close();
  }
  return (id) => names.get(id) ?? id;
}
