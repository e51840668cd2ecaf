/**
 * Loads what the counting rules judge on, from the write side's streams: the voter's signals (from
 * their account stream: when it was made, its e-mail domain, whether that domain is a throw-away one;
 * plus the network tag the page computed), the listing's team (every owner its stream names, and
 * co-founders invited on its draft who have an account), its company domain and launch week, and the
 * site team's decisions. Only "which other listings does each voter vote for" comes from a read model
 * (the caller gives `votedListings`): there is no write-side index of a person's votes.
 */
import MailChecker from 'mailchecker';
import { isEventOf, loadAggregate, type EventStore } from '@listings/shared/kernel';
import { accountStream } from '@listings/shared/contracts/accounts';
import { listingStream, domainOf, type ListingEvent } from '@listings/shared/contracts/listings';
import { draftStream, type DraftEvent } from '@listings/shared/contracts/drafts';

type Invited = Extract<DraftEvent, { type: 'CofounderInvited' }>;
import {
  SITE_TEAM_VOTES_STREAM,
  engagementStream,
  type EngagementEvent,
  type VoterSignals,
} from '@listings/shared/contracts/engagement';
import type { AccountCommands } from '../../accounts/index.ts';
import { engagementDecider, type EngagementState } from '../engagement.decider.ts';
import type { CountingContext } from './vote-counting.policy.ts';
import { siteTeamDecisions } from './site-team-votes.decider.ts';

/** The listings (ids) each of these people has a standing vote for, as far as the read side knows. */
export type VotedListings = (voterIds: readonly string[]) => Promise<Map<string, number[]>>;

export class CountingFacts {
  private readonly events: EventStore;
  private readonly accounts: AccountCommands;
  private readonly votedListings: VotedListings;

  constructor(deps: { events: EventStore; accounts: AccountCommands; votedListings: VotedListings }) {
    this.events = deps.events;
    this.accounts = deps.accounts;
    this.votedListings = deps.votedListings;
  }

  /** What is recorded about the voter on their VoteCast: no address and no IP, only these signals. */
  async voterSignals(accountId: string, castAt: string, network: string | null): Promise<VoterSignals> {
    const history = await this.events.readStream(accountStream(accountId));
    const state = await this.accounts.load(accountId);
    const email = state?.email ?? null;
    return {
      castAt,
      joinedAt: history[0]?.metadata.at ?? null,
      emailDomain: email ? email.slice(email.lastIndexOf('@') + 1).toLowerCase() : null,
      disposable: email ? !MailChecker.isValid(email) : false,
      network,
    };
  }

  /**
   * The context to judge every standing vote of a listing. `also`: a vote the read side may not show
   * yet (the one being cast, or the one that triggered a judgment), so it is counted as "elsewhere"
   * for the other listings of its voter; `without`: one just taken back.
   */
  async context(
    listingId: number,
    options: {
      newVoterId?: string;
      also?: { voterId: string; listingId: number };
      without?: { voterId: string; listingId: number };
    } = {},
  ): Promise<CountingContext> {
    const listingHistory = await this.events.readStream(listingStream(listingId));
    const owners = new Set<string>();
    let draftId: string | undefined;
    let url: string | undefined;
    let launchWeek: string | null = null;
    for (const recorded of listingHistory) {
      const event = { type: recorded.type, data: recorded.data } as ListingEvent;
      if (event.type === 'ListingCreated') {
        if (event.data.ownerId) owners.add(event.data.ownerId);
        draftId = event.data.draftId;
        url = event.data.profile.url;
      }
      if (event.type === 'ListingVerified') owners.add(event.data.ownerId);
      if (event.type === 'ListingProfileChanged' && typeof event.data.changes.url?.after === 'string')
        url = event.data.changes.url.after;
      if (event.type === 'ListingWentLive' || event.type === 'ListingRelaunched') launchWeek = event.data.week;
    }
    const cofounders = draftId ? await this.invitedCofounders(draftId) : [];
    const { state } = await loadAggregate<EngagementEvent, EngagementState>(
      this.events,
      engagementStream(listingId),
      engagementDecider,
    );
    const voterIds = [...state.ballots.keys()];
    if (options.newVoterId && !voterIds.includes(options.newVoterId)) voterIds.push(options.newVoterId);
    const voted = await this.votedListings(voterIds);
    const votesElsewhere: Record<string, number> = {};
    for (const voterId of voterIds) {
      const listings = new Set(voted.get(voterId) ?? []);
      if (options.also?.voterId === voterId) listings.add(options.also.listingId);
      if (options.without?.voterId === voterId) listings.delete(options.without.listingId);
      listings.delete(listingId);
      votesElsewhere[voterId] = listings.size;
    }
    return {
      listingId,
      teamAccountIds: [...owners, ...cofounders],
      companyDomain: url ? safeDomain(url) : null,
      launchWeekBeganAt: launchWeek ? `${launchWeek}T00:00:00.000Z` : null,
      votesElsewhere,
      siteTeam: siteTeamDecisions(await this.events.readStream(SITE_TEAM_VOTES_STREAM)),
    };
  }

  /** The listings a person votes for (read side), for judging them again when that person's votes change. */
  async listingsVotedBy(voterId: string): Promise<number[]> {
    return (await this.votedListings([voterId])).get(voterId) ?? [];
  }

  private async invitedCofounders(draftId: string): Promise<string[]> {
    const emails = (await this.events.readStream(draftStream(draftId)))
      .filter((e) => isEventOf<Invited>(e, 'CofounderInvited'))
      .map((e) => e.data.email);
    const ids = await Promise.all(emails.map((email) => this.accounts.accountIdByEmail(email)));
    return ids.filter((id): id is string => id !== null);
  }
}

const safeDomain = (url: string): string | null => {
  try {
    return domainOf(url);
  } catch {
    return null;
  }
};
