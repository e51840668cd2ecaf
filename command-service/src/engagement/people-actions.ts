/**
 * What people do on the site, as commands on the engagement stream: vote and take a vote back,
 * follow and unfollow, review, and page views. Each action first loads the facts its rules need from
 * the write side (the person's account stream: is the address verified, is it a throw-away one; the
 * listing's stream: is it live, who owns it), then the engagement decider decides. The acting person
 * is the actor of every event, and the cause names the page action (`page:vote`, …).
 */
import { randomUUID } from 'node:crypto';
import MailChecker from 'mailchecker';
import { loadAggregate, type Actor, type EventStore } from '@listings/shared/kernel';
import type { ListingEvent } from '@listings/shared/contracts/listings';
import { listingStream } from '@listings/shared/contracts/listings';
import { listingDecider } from '../listings/listing.decider.ts';
import type { AccountCommands } from '../accounts/account-commands.ts';
import type { EngagementCommands } from './engagement-commands.ts';
import type { ListingFacts, PersonFacts } from './engagement.decider.ts';

/** A throw-away address: one at a disposable e-mail provider (mailchecker's maintained list). */
export const isThrowAwayAddress = (email: string): boolean => !MailChecker.isValid(email);

export class PeopleActions {
  private readonly events: EventStore;
  private readonly accounts: AccountCommands;
  private readonly engagement: EngagementCommands;

  constructor(deps: { events: EventStore; accounts: AccountCommands; engagement: EngagementCommands }) {
    this.events = deps.events;
    this.accounts = deps.accounts;
    this.engagement = deps.engagement;
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
    const { state } = await loadAggregate<ListingEvent, ReturnType<typeof listingDecider.initialState>>(
      this.events,
      listingStream(listingId),
      listingDecider,
    );
    return { status: state.status ?? 'missing', ownerId: state.ownerId };
  }

  private actor = (accountId: string): Actor => ({ kind: 'user', id: accountId });

  async vote(listingId: number, accountId: string) {
    const [person, listing] = await Promise.all([this.personFacts(accountId), this.listingFacts(listingId)]);
    return this.engagement.decide(
      { type: 'Vote', listingId, voterId: accountId, person, listing },
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
