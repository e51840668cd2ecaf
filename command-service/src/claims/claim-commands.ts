/**
 * Claim write operations: start a claim (a new integer id from `sequence-claim`, quotas taken in the
 * account's and the listing's ledgers), check it, confirm an e-mailed link. A verified claim makes the
 * claimant the listing's owner through the listing aggregate's `Verify` command; the plan is not
 * touched (verified is not paid). Each answers with the global position of its last event.
 */
import type { ClaimState } from '@listings/shared/contracts/claims';
import {
  asDomainEvent,
  commandMetadata,
  defineAggregate,
  DomainError,
  nextInSequence,
  silentLogger,
  triggersOf,
  type Actor,
  type Clock,
  type EventData,
  type EventStore,
  type ProcessManager,
} from '@listings/shared/kernel';
import { claimOwnershipProcess } from './claim-ownership.process.ts';
import { foldListing, ListingCommands } from '../listings/index.ts';
import { listingStream, type ListingEvent, domainOf } from '@listings/shared/contracts/listings';
import {
  accountClaimsStream,
  CLAIM_ID_SEQUENCE,
  claimStream,
  listingClaimsStream,
  type ClaimMethod,
} from '@listings/shared/contracts/claims';
import { checkClaim, type ClaimCheckPorts } from './claim-checks.ts';
import {
  checkRefusal,
  claimDecider,
  claimQuotaDecider,
  emailAtDomain,
  ownedClaim,
  type ClaimCommand,
} from './claim.decider.ts';
import { emailLinkToken, newNonce, publicToken, sameHash, tokenHash } from './claim-tokens.ts';

export interface ClaimWrite {
  claimId: number;
  state: ClaimState;
  position: number;
}

/** The claim aggregate: `claim-<id>`. */
export const claimAggregate = defineAggregate({ streamOf: claimStream, decider: claimDecider });
/** The ledgers of claims' quotas: one per listing (claims per day) and one per account (claims pending). */
const listingClaimQuota = defineAggregate({ streamOf: listingClaimsStream, decider: claimQuotaDecider });
const accountClaimQuota = defineAggregate({ streamOf: accountClaimsStream, decider: claimQuotaDecider });

const userActor = (accountId: string): Actor => ({ kind: 'user', id: accountId });
const listingNotFound = (slug: string) =>
  new DomainError('not_found', 'listing_not_found', `There is no live or scheduled listing ${slug}.`);

export class ClaimCommands {
  private readonly listings: ListingCommands;

  private readonly events: EventStore;
  private readonly clock: Clock;
  private readonly checks: ClaimCheckPorts;
  /** Key of the e-mail link tokens (claim-tokens.ts). */
  private readonly linkSecret: Buffer;

  /** Gives a verified claim's listing its owner (claim-ownership.process.ts). */
  private readonly ownership: ProcessManager;

  constructor(
    events: EventStore,
    clock: Clock,
    checks: ClaimCheckPorts,
    linkSecret: Buffer,
    /** The feature passes the one it also runs as a reactor; a standalone instance builds its own. */
    ownership?: ProcessManager,
  ) {
    this.events = events;
    this.clock = clock;
    this.checks = checks;
    this.linkSecret = linkSecret;
    this.listings = new ListingCommands(events, clock);
    this.ownership = ownership ?? claimOwnershipProcess({ events, clock, logger: silentLogger });
  }

  async load(claimId: number): Promise<ClaimState> {
    return (await claimAggregate.load(this.events, claimId)).state;
  }

  decide(claimId: number, command: ClaimCommand, actor: Actor, cause: string) {
    return claimAggregate.handle(this.events, claimId, command, { actor, cause }, this.clock);
  }

  /** The token of an e-mail claim's link (only the mail reactor sends it anywhere). */
  emailLinkToken(state: ClaimState): string {
    const claim = state.claim!;
    return emailLinkToken(this.linkSecret, claim.claimId, claim.emailNonce!);
  }

  private nextClaimId(actor: Actor, cause: string): Promise<number> {
    return nextInSequence(
      this.events,
      CLAIM_ID_SEQUENCE,
      'ClaimIdAllocated',
      commandMetadata(this.clock, actor, cause),
    );
  }

  async start(
    accountId: string,
    input: { slug: string; method: ClaimMethod; email?: string },
    cause: string,
  ): Promise<ClaimWrite> {
    const actor = userActor(accountId);
    const at = this.clock.now().toISOString();
    const listingId = await this.listings.listingIdBySlug(input.slug);
    if (listingId === null) throw listingNotFound(input.slug);
    const history = (await this.events.readStream(listingStream(listingId))).map((e) => asDomainEvent<ListingEvent>(e));
    const listing = foldListing(history);
    if ((listing.status !== 'live' && listing.status !== 'scheduled') || !listing.profile?.url)
      throw listingNotFound(input.slug);
    const domain = domainOf(listing.profile.url);
    const lastVerified = [...history]
      .reverse()
      .find((e): e is Extract<ListingEvent, { type: 'ListingVerified' }> => e.type === 'ListingVerified');
    if (lastVerified?.data.ownerId === accountId)
      throw new DomainError('conflict', 'already_verified', `${input.slug} is already verified for your account.`);
    if (input.method === 'email' && !emailAtDomain(input.email ?? '', domain)) {
      throw new DomainError(
        'invalid',
        'email_not_at_domain',
        `The address must be at ${domain} or one of its subdomains.`,
        'body.email',
      );
    }
    // Refusals of the quotas before an id is spent (the appends below check again, race-free).
    const pending = (await accountClaimQuota.load(this.events, accountId)).state;
    const probe = { type: 'TakeQuota', claimId: 0, accountId, listingId, at } as const;
    claimQuotaDecider.decide({ ...probe, limit: 'pending_per_account' }, pending);

    const claimId = await this.nextClaimId(actor, cause);
    const origin = { actor, cause };
    const quota = { ...probe, claimId };
    await listingClaimQuota.handle(
      this.events,
      listingId,
      { ...quota, limit: 'per_listing_per_day' },
      origin,
      this.clock,
    );
    await accountClaimQuota.handle(
      this.events,
      accountId,
      { ...quota, limit: 'pending_per_account' },
      origin,
      this.clock,
    );

    const nonce = input.method === 'email' ? newNonce() : undefined;
    const result = await this.decide(
      claimId,
      {
        type: 'StartClaim',
        claimId,
        accountId,
        listingId,
        slug: input.slug,
        domain,
        siteUrl: listing.profile.url,
        method: input.method,
        at,
        ...(input.method === 'email'
          ? {
              email: input.email!.toLowerCase(),
              emailNonce: nonce,
              emailTokenHash: tokenHash(emailLinkToken(this.linkSecret, claimId, nonce!)),
            }
          : { token: publicToken() }),
        previousOwnerId: lastVerified?.data.ownerId ?? null,
      },
      actor,
      cause,
    );
    return { claimId, state: result.state, position: result.position };
  }

  /** Looks for the proof (DNS record, meta tag, file); found → verified and the listing's owner changes. */
  async verify(claimId: number, accountId: string, cause: string): Promise<ClaimWrite> {
    const actor = userActor(accountId);
    const state = await this.load(claimId);
    // Refused (404, e-mail claim, too many checks) before any lookup is made.
    const refusal = checkRefusal(state, accountId, this.clock.now().toISOString());
    if (refusal) throw refusal;
    if (state.status === 'verified') return { claimId, state, position: await this.completeOwnership(claimId) };
    const result = await checkClaim(ownedClaim(state, accountId), this.checks);
    const decided = await this.decide(
      claimId,
      { type: 'RecordCheck', accountId, at: this.clock.now().toISOString(), result },
      actor,
      cause,
    );
    return { claimId, state: decided.state, position: await this.afterDecision(claimId, decided) };
  }

  /** Whether `token` is the link of this e-mail claim (the landing page asks before showing its button). */
  async linkState(claimId: number, token: string): Promise<ClaimState | null> {
    const state = await this.load(claimId);
    const claim = state.claim;
    if (
      !claim ||
      claim.method !== 'email' ||
      !claim.emailTokenHash ||
      !sameHash(tokenHash(token), claim.emailTokenHash)
    )
      return null;
    return state;
  }

  /** The e-mailed link was opened and confirmed: verified; the claimant (not whoever clicked) owns the listing. */
  async confirmEmailLink(claimId: number, token: string, cause: string): Promise<ClaimWrite> {
    const state = await this.linkState(claimId, token);
    if (!state) throw new DomainError('forbidden', 'invalid_link', 'This link is not valid.');
    const actor: Actor = { kind: 'system', id: 'claim-email-link' };
    if (state.status === 'verified') return { claimId, state, position: await this.completeOwnership(claimId) };
    const decided = await this.decide(
      claimId,
      { type: 'ConfirmEmailLink', tokenHash: state.claim!.emailTokenHash!, at: this.clock.now().toISOString() },
      actor,
      cause,
    );
    return { claimId, state: decided.state, position: await this.afterDecision(claimId, decided) };
  }

  /**
   * A claim just verified: the process manager gives the listing its owner now, so the answer (and a
   * read-your-writes read after it) shows it; its delivery as a reactor then finds nothing left to do.
   */
  private async afterDecision(claimId: number, decided: { position: number; appended: EventData[] }): Promise<number> {
    const verified = triggersOf(claimStream(claimId), decided.appended).find((e) => e.type === 'ClaimVerified');
    return Math.max(decided.position, verified ? await this.ownership.handle(verified) : 0);
  }

  /** A verified claim checked again: runs the ownership step for its verification (a no-op when it ran). */
  private async completeOwnership(claimId: number): Promise<number> {
    const history = await this.events.readStream(claimStream(claimId));
    const verified = history.find((event) => event.type === 'ClaimVerified');
    return verified ? this.ownership.handle(verified) : 0;
  }
}
