/**
 * What the site team's console needs from the service beyond the read models: the ports the gateway
 * fills (gateway/src/staff/console-ports.ts) with the write side's own commands, so the console's
 * pages never import the write side. Roles are read from the log (a grant or revocation counts at
 * once, never after a projection's lag); passwords are checked against the account stream's hash;
 * every change is a command whose events carry the staff member (actor) and the reason.
 */
import type { Actor } from '@listings/shared/kernel';
import type { StaffRole } from '@listings/shared/contracts/staff';

export interface HeldStaffRole {
  accountId: string;
  email: string;
  role: StaffRole;
  /** A site key, or `*` for every site. */
  site: string;
}

/** One grant or revocation, as the staff page's audit trail shows it. */
export interface StaffRoleChange {
  at: string;
  /** Who decided (`admin:<id>`: the CLI's operator, or a staff member's account id). */
  actor: string;
  change: 'granted' | 'revoked';
  email: string;
  role: StaffRole;
  site: string;
  reason: string;
}

/** One of the site team's decisions about votes, as the votes queue's audit trail shows it. */
export interface VoteDecision {
  at: string;
  actor: string;
  action: 'discount' | 'restore';
  scope: 'account' | 'listing';
  /** The account's id or the listing's number. */
  id: string;
  reason: string;
}

/** A setting's change, as the settings page's trail shows it. */
export interface SettingChange {
  at: string;
  actor: string;
  /** What changed, in words (`launch: $49.00`, `free queue: 4 weeks`). */
  change: string;
  reason: string | null;
}

/** A promo code's terms as an admin enters them (exactly one of the two discounts). */
export interface NewPromoCode {
  code: string;
  percentOff?: number;
  amountOffCents?: number;
  /** ISO dates or date-times; absent means unbounded. */
  validFrom?: string;
  validUntil?: string;
  maxRedemptions?: number;
  /** Product codes it applies to; absent or empty means every product. */
  products?: string[];
}

/** A blog post as an admin writes it in the console. */
export interface NewBlogPost {
  slug: string;
  title: string;
  /** Markdown, rendered by the site as /blog/:slug shows it. */
  body: string;
  author: string;
  /** ISO date or date-time; absent: now when first published, kept when updated. */
  publishedAt?: string;
}

/** One entry of an item's audit trail: who did what, when, why. */
export interface TrailEntry {
  at: string;
  actor: string;
  what: string;
  cause: string;
  reason: string | null;
}

export type TotpStatus = 'off' | 'pending' | 'on';

export interface ConsolePorts {
  /** This deployment's site key: a site role counts here when it is for this key (or `*`). */
  siteKey: string;
  now(): Date;
  /** The staff roles an account holds now (from the log). */
  rolesOf(accountId: string): Promise<HeldStaffRole[]>;
  /** True when `password` is the account's current password (scrypt, constant time). */
  checkPassword(accountId: string, password: string): Promise<boolean>;
  totp: {
    status(accountId: string): Promise<TotpStatus>;
    /** A new secret to enrol (shown while pending only). */
    startEnrolment(accountId: string, label: string, actor: Actor): Promise<{ secret: string; uri: string }>;
    pendingEnrolment(accountId: string, label: string): Promise<{ secret: string; uri: string } | null>;
    confirmEnrolment(accountId: string, code: string, actor: Actor): Promise<boolean>;
    /** A current code of the enabled second factor, each accepted once. */
    verify(accountId: string, code: string): Promise<boolean>;
    /**
     * Turns the second factor off, with a reason: the account's own (`accountId`), or an admin's reset
     * of another staff member's lost one (`email`). A DomainError when it is not on.
     */
    remove(who: { accountId: string } | { email: string }, reason: string, actor: Actor): Promise<void>;
  };
  staff: {
    held(): Promise<HeldStaffRole[]>;
    trail(): Promise<StaffRoleChange[]>;
    /** Grants or revokes (a DomainError when refused: unknown e-mail, role not held, bad reason…). */
    change(
      input: { action: 'grant' | 'revoke'; email: string; role: string; site: string; reason: string },
      actor: Actor,
    ): Promise<{ changed: boolean }>;
  };
  votes: {
    /**
     * Discounts or restores every vote of an account (e-mail) or a listing (slug or number), with a
     * reason (the CLI's votes:discount/restore); `changed` false when it repeats the latest decision.
     */
    decide(
      input: { action: 'discount' | 'restore'; account?: string; listing?: string; reason: string },
      actor: Actor,
    ): Promise<{ scope: 'account' | 'listing'; id: string; changed: boolean }>;
    /** Every decision, oldest first. */
    trail(): Promise<VoteDecision[]>;
  };
  comments: {
    /** Hides a comment with a reason (the comments decider's HideComment); `changed` false when already hidden. */
    hide(listingId: number, commentId: string, reason: string, actor: Actor): Promise<{ changed: boolean }>;
    /** Shows it again (RestoreComment); `changed` false when it was not hidden. */
    restore(listingId: number, commentId: string, actor: Actor): Promise<{ changed: boolean }>;
  };
  settings: {
    // `site` (issue 30): the key of the site whose prices, promo codes and settings change; absent
    // or this deployment's default key: the default site's (its events name no site).
    /** Sets a product's price in USD cents (the CLI's product:set-price), with the reason. */
    setPrice(code: string, cents: number, reason: string, actor: Actor, site?: string): Promise<{ changed: boolean }>;
    /** Sets how many weeks out free listings are queued (setting:free-queue-weeks), with the reason. */
    setFreeQueueWeeks(weeks: number, reason: string, actor: Actor, site?: string): Promise<{ changed: boolean }>;
    /** Sets how many Mondays ahead an order may name (setting:launch-weeks-ahead), with the reason. */
    setLaunchWeeksAhead(weeks: number, reason: string, actor: Actor, site?: string): Promise<{ changed: boolean }>;
    /** Creates a promo code with its terms (the CLI's promo:create), with the reason. */
    createPromoCode(terms: NewPromoCode, reason: string, actor: Actor, site?: string): Promise<{ changed: boolean }>;
    /** Retires a promo code (promo:disable), with the reason; `changed` false when already retired. */
    retirePromoCode(code: string, reason: string, actor: Actor, site?: string): Promise<{ changed: boolean }>;
    /**
     * Adds, rewords, retires or reactivates a founder interview question (the CLI's question:*), with
     * the reason, on `site` (absent: the default site; a site without its own questions starts its own
     * as a copy of the default site's); `id` is the question's (the new one's when added), `changed`
     * false when it was so already.
     */
    interviewQuestion(
      change:
        | { action: 'add'; text: string }
        | { action: 'reword'; id: number; text: string }
        | { action: 'retire' | 'reactivate'; id: number },
      reason: string,
      actor: Actor,
      site?: string,
    ): Promise<{ id: number; changed: boolean }>;
    /**
     * Publishes a blog post (the CLI's blog:publish), or updates it when it is published already
     * (blog:update: the publish date is kept unless given), with the reason.
     */
    publishBlogPost(
      post: NewBlogPost,
      reason: string,
      actor: Actor,
      site?: string,
    ): Promise<{ result: 'published' | 'updated' | 'unchanged' }>;
    /** Takes a post off the site (blog:unpublish), with the reason; `changed` false when it was off already. */
    unpublishBlogPost(slug: string, reason: string, actor: Actor, site?: string): Promise<{ changed: boolean }>;
    /** The changes of these blog posts of `site`'s blog, oldest first. */
    blogTrail(slugs: readonly string[], site?: string): Promise<SettingChange[]>;
    /**
     * Adds, renames, moves or retires a category of `site`'s tree (the CLI's category:*), with the
     * reason; a site without a tree of its own starts one as a copy of the default site's with this
     * change. A DomainError when refused (exists, unknown parent, a cycle, subcategories left …);
     * `changed` false when it was so already.
     */
    changeCategory(
      change:
        | { action: 'add'; slug: string; name: string; parent: string | null }
        | { action: 'rename'; slug: string; name: string }
        | { action: 'move'; slug: string; parent: string | null }
        | { action: 'retire'; slug: string },
      reason: string,
      actor: Actor,
      site?: string,
    ): Promise<{ changed: boolean }>;
    /** Every change of `site`'s own category tree, oldest first (none while it has the default site's). */
    categoryTrail(site?: string): Promise<SettingChange[]>;
    /**
     * The price changes of these products, the free-queue and launch-calendar changes, these promo
     * codes' changes and the interview questions' changes (all of `site`: absent, the default site;
     * none of its questions while it asks the default site's), oldest first.
     */
    trail(codes: readonly string[], promoCodes?: readonly string[], site?: string): Promise<SettingChange[]>;
  };
  orders: {
    /**
     * Refunds through the payment provider (all that is left when `amountCents` is null), with the
     * reason, as the CLI's order:refund: recorded as a request, then the provider, then the outcome.
     */
    refund(
      number: string,
      amountCents: number | null,
      reason: string,
      actor: Actor,
    ): Promise<{ amountCents: number; status: string; orderStatus: string }>;
    /**
     * Mails a pending order's checkout link to its buyer again, with the reason (CheckoutLinkResent;
     * the mail reactor sends it once). A DomainError when the order is not pending or its link expired.
     */
    resendLink(number: string, reason: string, actor: Actor): Promise<void>;
    /** The order's stream and its checkout link's resends in words, oldest first (null when there is no such order). */
    trail(number: string): Promise<{ at: string; actor: string; what: string }[] | null>;
  };
  /**
   * A listing's audit trail from the log, oldest first: every event of its stream, the site team's
   * moderation of its discussion and decisions about its votes.
   */
  listingTrail(listingId: number): Promise<TrailEntry[]>;
  listings: {
    /**
     * Takes a listing off the public directory (`unpublish`) or puts it back (`restore`) with a reason:
     * the listing decider's UnpublishByStaff/RestoreByStaff; `changed` false when it was so already.
     */
    moderate(
      listingId: number,
      action: 'unpublish' | 'restore',
      reason: string,
      actor: Actor,
    ): Promise<{ changed: boolean }>;
  };
  edits: {
    /**
     * Marks a published profile edit reviewed (the listing decider's ReviewEdit), named by its
     * `listing_edits` row's id (its event's), with an optional note; `changed` false when it was
     * reviewed or reverted already. A DomainError when the listing has no such edit or the note is long.
     */
    review(
      listingId: number,
      editId: string,
      note: string,
      actor: Actor,
    ): Promise<{ changed: boolean; version: number }>;
    /**
     * Reverts it with a reason (RevertEdit): its fields' before values as a new version of the listing;
     * a DomainError (conflict) when a later edit changed one of them, (invalid, field `reason`) without
     * a reason of 3 to 500 characters; `changed` false when it was reverted already.
     */
    revert(
      listingId: number,
      editId: string,
      reason: string,
      actor: Actor,
    ): Promise<{ changed: boolean; version: number }>;
  };
  claims: {
    /**
     * The site team approves or rejects a claim with a reason (the claim decider's OverrideClaim): an
     * approval verifies it and makes the claimant the listing's owner through the claim-ownership
     * process; `changed` false when it was so already.
     */
    override(
      claimId: number,
      decision: 'approve' | 'reject',
      reason: string,
      actor: Actor,
    ): Promise<{ changed: boolean }>;
    /** The claim's stream in words, oldest first (the e-mail link's secrets never shown); empty: no such claim. */
    trail(claimId: number): Promise<TrailEntry[]>;
  };
  reviews: {
    /**
     * Sets a review aside with the site team's reason (the engagement decider's FlagReview): it is no
     * longer shown or counted in the listing's rating.
     */
    hide(listingId: number, reviewId: string, reason: string, actor: Actor): Promise<void>;
    /**
     * Takes the site team's flag back with a reason (RestoreReview): the review is as posted again
     * (shown and counted when it was genuine); `changed` false when it was not set aside.
     */
    restore(listingId: number, reviewId: string, reason: string, actor: Actor): Promise<{ changed: boolean }>;
  };
}
