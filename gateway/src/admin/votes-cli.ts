/**
 * The site team's decisions about votes, from the admin CLI: discount or restore every vote of one
 * account or of one listing, with a reason. Each is a SiteTeamDiscountedVotes/SiteTeamRestoredVotes
 * event (the admin as actor) on `votedecisions-siteteam`; the running service's vote-counting process
 * then judges the listings concerned again and records the verdicts that change. Nothing here writes a
 * read model or a vote directly.
 */
import {
  DomainError,
  handleCommand,
  commandMetadata,
  type Actor,
  type Clock,
  type EventStore,
} from '@listings/shared/kernel';
import { SITE_TEAM_VOTES_STREAM } from '@listings/shared/contracts/engagement';
import { siteTeamVotesDecider } from '@listings/command-service/engagement';
import { AccountCommands } from '@listings/command-service/accounts';
import { ListingCommands } from '@listings/command-service/listings';

export const VOTES_USAGE = `
Votes (the site team's decisions, recorded as events; the service counts the votes again):
  votes:discount (--account <id or e-mail> | --listing <slug or id>) --reason <text>
      Sets aside every vote of that account, or every vote for that listing.
  votes:restore (--account <id or e-mail> | --listing <slug or id>) --reason <text>
      Counts them again, whatever the automatic rules say (the latest decision wins).`;

export async function runVotesCommand(
  command: string,
  values: { account?: string; listing?: string; reason?: string },
  deps: { events: EventStore; clock: Clock; actor: Actor; cause: string },
  out: (line: string) => void,
): Promise<boolean> {
  if (command !== 'votes:discount' && command !== 'votes:restore') return false;
  const { events, clock, actor, cause } = deps;
  if (Boolean(values.account) === Boolean(values.listing))
    throw new DomainError('invalid', 'missing_option', 'Give either --account or --listing.');
  if (!values.reason) throw new DomainError('invalid', 'missing_option', '--reason is required.');
  const action = command === 'votes:discount' ? 'discount' : 'restore';
  const { scope, id, changed } = await decideSiteTeamVotes(
    { action, account: values.account, listing: values.listing, reason: values.reason },
    { events, clock, actor, cause },
  );
  out(
    changed
      ? `${command === 'votes:discount' ? 'discounted' : 'restored'} the votes of ${scope} ${id}: the service counts them again`
      : `already ${command === 'votes:discount' ? 'discounted' : 'restored'}: nothing recorded`,
  );
  return true;
}

/**
 * Discounts or restores every vote of an account (its id or e-mail) or of a listing (its slug or id),
 * with a reason: the one decision the CLI's votes:discount/restore and the console's votes queue make.
 * `changed` is false when it repeats the latest decision (nothing recorded).
 */
export async function decideSiteTeamVotes(
  input: { action: 'discount' | 'restore'; account?: string; listing?: string; reason: string },
  deps: { events: EventStore; clock: Clock; actor: Actor; cause: string },
): Promise<{ scope: 'account' | 'listing'; id: string; changed: boolean }> {
  const { events, clock, actor, cause } = deps;
  let scope: 'account' | 'listing';
  let id: string;
  if (input.account) {
    scope = 'account';
    const ref = input.account;
    const found = ref.includes('@') ? await new AccountCommands(events, clock).accountIdByEmail(ref) : ref;
    if (!found) throw new DomainError('not_found', 'account_not_found', `No account has the e-mail address ${ref}.`);
    id = found;
  } else {
    scope = 'listing';
    const ref = input.listing ?? '';
    const found = /^\d+$/.test(ref) ? Number(ref) : await new ListingCommands(events, clock).listingIdBySlug(ref);
    if (found === null) throw new DomainError('not_found', 'listing_not_found', `No listing ${ref}.`);
    id = String(found);
  }
  const result = await handleCommand(
    events,
    SITE_TEAM_VOTES_STREAM,
    siteTeamVotesDecider,
    { type: input.action === 'discount' ? 'DiscountVotes' : 'RestoreVotes', scope, id, reason: input.reason },
    commandMetadata(clock, actor, cause),
  );
  return { scope, id, changed: result.events.length > 0 };
}
