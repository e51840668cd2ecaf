/**
 * What people do on the site, as commands on the engagement stream: vote and take a vote back,
 * follow and unfollow, review, and page views. Each action first loads the facts its rules need from
 * the write side (the person's account stream: is the address verified, is it a throw-away one; the
 * listing's stream: is it live, who owns it), then the engagement decider decides. The acting person
 * is the actor of every event, and the cause names the page action (`page:vote`, …).
 */
import { randomUUID } from 'node:crypto';
import MailChecker from 'mailchecker';
import type { Actor, Clock, EventStore } from '@listings/shared/kernel';
import { loadListing } from '../listings/index.ts';
import type { AccountCommands } from '../accounts/index.ts';
import type { EngagementCommands } from './engagement-commands.ts';
import type { ListingFacts, PersonFacts } from './engagement.decider.ts';
import type { CountingFacts } from './vote-counting/counting-facts.ts';

/** A throw-away address: one at a disposable e-mail provider (mailchecker's maintained list). */
export const isThrowAwayAddress = (email: string): boolean => !MailChecker.isValid(email);

export class PeopleActions {
  private readonly events: EventStore;
  private readonly accounts: AccountCommands;
  private readonly engagement: EngagementCommands;
  private readonly counting: { facts: CountingFacts; clock: Clock } | undefined;

  /** With `counting`, each vote is judged as it is cast (VoteCounted/VoteDiscounted in the same append). */
  constructor(deps: {
    events: EventStore;
    accounts: AccountCommands;
    engagement: EngagementCommands;
    counting?: { facts: CountingFacts; clock: Clock };
  }) {
    this.events = deps.events;
    this.accounts = deps.accounts;
    this.engagement = deps.engagement;
    this.counting = deps.counting;
  }

  /** The facts about a person the rules use; an unknown account is an unverified one. */
  async personFacts(accountId: string): Promise<PersonFacts> {
    const state = await this.accounts.load(accountId);
    return {
      emailVerified: state?.emailVerified === true,
      throwAwayAddress: state?.email ? isThrowAwayAddress(state.email) : false,
    };
  }

  async listingFacts(listingId: number): Promise<ListingFacts> {
    const state = await loadListing(this.events, listingId);
    // Taken off the directory by the site team: nobody votes, follows or reviews it meanwhile.
    return { status: state.unpublished ? 'missing' : (state.status ?? 'missing'), ownerId: state.ownerId };
  }

  private actor = (accountId: string): Actor => ({ kind: 'user', id: accountId });

  /** `network`: the keyed tag of the voter's network (never the address), for the burst rule. */
  async vote(listingId: number, accountId: string, options: { network?: string | null } = {}) {
    const [person, listing] = await Promise.all([this.personFacts(accountId), this.listingFacts(listingId)]);
    let counted = {};
    if (this.counting && listing.status === 'live') {
      const at = this.counting.clock.now().toISOString();
      const [voter, counting] = await Promise.all([
        this.counting.facts.voterSignals(accountId, at, options.network ?? null),
        this.counting.facts.context(listingId, { newVoterId: accountId }),
      ]);
      counted = { at, voter, counting };
    }
    return this.engagement.decide(
      { type: 'Vote', listingId, voterId: accountId, person, listing, ...counted },
      this.actor(accountId),
      'page:vote',
    );
  }

  async withdrawVote(listingId: number, accountId: string) {
    return this.engagement.decide(
      { type: 'WithdrawVote', listingId, voterId: accountId },
      this.actor(accountId),
      'page:withdraw_vote',
    );
  }

  async follow(listingId: number, accountId: string) {
    const [person, listing] = await Promise.all([this.personFacts(accountId), this.listingFacts(listingId)]);
    return this.engagement.decide(
      { type: 'Follow', listingId, followerId: accountId, person, listing },
      this.actor(accountId),
      'page:follow',
    );
  }

  async unfollow(listingId: number, accountId: string) {
    return this.engagement.decide(
      { type: 'Unfollow', listingId, followerId: accountId },
      this.actor(accountId),
      'page:unfollow',
    );
  }

  async review(listingId: number, accountId: string, review: { rating: number; text: string }) {
    const [person, listing] = await Promise.all([this.personFacts(accountId), this.listingFacts(listingId)]);
    return this.engagement.decide(
      { type: 'Review', listingId, reviewId: randomUUID(), authorId: accountId, ...review, person, listing },
      this.actor(accountId),
      'page:review',
    );
  }

  /** Counts a page view (once per viewer, listing and day: repeats are no-op appends). */
  async view(listingId: number, viewerId: string, actor: Actor) {
    return this.engagement.execute({ type: 'View', listingId, viewerId }, actor, 'page:view');
  }
}
