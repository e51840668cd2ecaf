/**
 * The console's ports (site/src/admin/console-ports.ts) filled with the write side's own commands:
 * roles folded from `staff-roles`, the password checked against the account stream's hash, the TOTP
 * second factor (secrets sealed under the `staff-totp` service key, the last accepted step per
 * account in `_staff_totp_steps`), and grants and revocations through StaffCommands, the same
 * commands as `npm run admin -- staff`, with the staff member as the actor.
 */
import { randomBytes } from 'node:crypto';
import {
  asDomainEvent,
  DomainError,
  isEventOf,
  type Clock,
  type DocumentStore,
  type EventStore,
  type Logger,
} from '@listings/shared/kernel';
import type { PaymentProvider } from '@listings/shared/platform';
import { CheckoutLinks, CheckoutPayments, OrderCommands } from '@listings/command-service/orders';
import { checkoutLinkStream } from '@listings/shared/contracts/orders';
import { serviceSecrets, verifyAgainstNothing, verifyPassword } from '@listings/shared/platform';
import { STAFF_EVENT_TYPES, STAFF_STREAM, type StaffEvent } from '@listings/shared/contracts/staff';
import { AccountCommands } from '@listings/command-service/accounts';
import { StaffCommands, StaffTotp } from '@listings/command-service/staff';
import { CommentActions, EngagementCommands, PeopleActions } from '@listings/command-service/engagement';
import {
  commentsStream,
  engagementStream,
  SITE_TEAM_VOTES_STREAM,
  type SiteTeamVoteEvent,
} from '@listings/shared/contracts/engagement';
import { listingStream } from '@listings/shared/contracts/listings';
import {
  BLOG_POST_EVENT_TYPES,
  blogPostStream,
  CATEGORY_EVENT_TYPES,
  categoryTreeStream,
  type CategoryEvent,
  INTERVIEW_QUESTION_EVENT_TYPES,
  interviewQuestionsStream,
  productStream,
  promoCodeStream,
  siteSettingsStream,
  type BlogPostEvent,
  type InterviewQuestionEvent,
  type ProductEvent,
  type PromoCodeEvent,
  type SiteSettingEvent,
} from '@listings/shared/contracts/site-content';
import { SiteContentCommands, type CategoryCommand } from '@listings/command-service/site-content';
import { ClaimOverrides } from '@listings/command-service/claims';
import { ListingCommands, ListingEditReviews } from '@listings/command-service/listings';
import { claimStream, type ClaimEvent } from '@listings/shared/contracts/claims';
import type { ConsolePorts, SettingChange, StaffRoleChange, TrailEntry, VoteDecision } from '@listings/site';
import { decideSiteTeamVotes } from '../admin/votes-cli.ts';

export const TOTP_STEPS_COLLECTION = '_staff_totp_steps';

export function consolePorts(deps: {
  events: EventStore;
  documents: DocumentStore;
  clock: Clock;
  logger: Logger;
  /** The payment provider refunds go through (the orders feature's choice of PAYMENT_PROVIDER). */
  paymentProvider: PaymentProvider;
  siteKey: string;
  siteName: string;
}): ConsolePorts {
  const { events, documents, clock } = deps;
  const staff = new StaffCommands(events, clock);
  const accounts = new AccountCommands(events, clock);
  const steps = documents.collection<{ _id: string; step: number }>(TOTP_STEPS_COLLECTION);
  const totp = new StaffTotp({
    events,
    clock,
    issuer: deps.siteName,
    sealingKey: async () => {
      const { key } = await serviceSecrets(documents).get('staff-totp', () => ({
        key: randomBytes(32).toString('base64url'),
      }));
      return Buffer.from(key as string, 'base64url');
    },
    lastStep: async (accountId) => (await steps.findOne({ _id: accountId }))?.step ?? null,
    rememberStep: async (accountId, step) => {
      await steps.replaceOne({ _id: accountId }, { _id: accountId, step }, { upsert: true });
    },
  });
  const cause = (what: string) => `console:${what}`;
  const content = new SiteContentCommands(events, clock);
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const orders = new OrderCommands(events, clock, {
    load: () => Promise.reject(new Error('the console does not price orders')),
  });
  const payments = new CheckoutPayments({ orders, provider: deps.paymentProvider, clock, logger: deps.logger });
  const comments = new CommentActions({
    events,
    clock,
    people: new PeopleActions({ events, accounts, engagement: new EngagementCommands(events, clock) }),
  });
  // A settings change names the site it is for (issue 30); the default site's records none.
  const on = (site: string | undefined) => (site && site !== deps.siteKey ? { site } : {});
  return {
    siteKey: deps.siteKey,
    now: () => clock.now(),
    rolesOf: (accountId) => staff.rolesOf(accountId),
    async checkPassword(accountId, password) {
      const hash = (await accounts.load(accountId))?.passwordHash;
      if (!hash) return verifyAgainstNothing(password);
      return verifyPassword(password, hash);
    },
    totp: {
      status: (accountId) => totp.status(accountId),
      startEnrolment: (accountId, label, actor) => totp.startEnrolment(accountId, label, actor, cause('totp:start')),
      pendingEnrolment: (accountId, label) => totp.pendingEnrolment(accountId, label),
      confirmEnrolment: (accountId, code, actor) =>
        totp.confirmEnrolment(accountId, code, actor, cause('totp:confirm')),
      verify: (accountId, code) => totp.verify(accountId, code),
      async remove(who, reason, actor) {
        const accountId = 'accountId' in who ? who.accountId : await accounts.accountIdByEmail(who.email);
        if (!accountId)
          throw new DomainError(
            'not_found',
            'account_not_found',
            `No account has the e-mail address ${'email' in who ? who.email : ''}.`,
          );
        await totp.remove(accountId, reason, actor, cause('totp:remove'));
      },
    },
    staff: {
      held: () => staff.heldRoles(),
      async trail() {
        const recorded = (await events.readStream(STAFF_STREAM)).filter((e) =>
          isEventOf<StaffEvent>(e, ...STAFF_EVENT_TYPES),
        );
        return recorded.map((event): StaffRoleChange => {
          const { data } = asDomainEvent<StaffEvent>(event);
          return {
            at: event.metadata.at,
            actor: `${event.metadata.actor.kind}:${event.metadata.actor.id}`,
            change: event.type === 'StaffRoleGranted' ? 'granted' : 'revoked',
            email: data.email,
            role: data.role,
            site: data.site,
            reason: data.reason,
          };
        });
      },
      async change({ action, email, role, site, reason }, actor) {
        const accountId = await accounts.accountIdByEmail(email);
        if (!accountId)
          throw new DomainError('not_found', 'account_not_found', `No account has the e-mail address ${email}.`);
        if (action === 'revoke' && accountId === actor.id && role === 'admin')
          throw new DomainError(
            'invalid',
            'own_admin_role',
            'You cannot revoke your own admin role: ask another admin.',
          );
        const { changed } = await staff.execute(
          { type: action === 'grant' ? 'GrantStaffRole' : 'RevokeStaffRole', accountId, email, role, site, reason },
          actor,
          cause(`staff:${action}`),
        );
        return { changed };
      },
    },
    votes: {
      decide: (input, actor) =>
        decideSiteTeamVotes(input, { events, clock, actor, cause: cause(`votes:${input.action}`) }),
      async trail() {
        const recorded = (await events.readStream(SITE_TEAM_VOTES_STREAM)).filter((e) =>
          isEventOf<SiteTeamVoteEvent>(e, 'SiteTeamDiscountedVotes', 'SiteTeamRestoredVotes'),
        );
        return recorded.map((event): VoteDecision => ({
          at: event.metadata.at,
          actor: `${event.metadata.actor.kind}:${event.metadata.actor.id}`,
          action: event.type === 'SiteTeamDiscountedVotes' ? 'discount' : 'restore',
          scope: (event.data as SiteTeamVoteEvent['data']).scope,
          id: (event.data as SiteTeamVoteEvent['data']).id,
          reason: (event.data as SiteTeamVoteEvent['data']).reason,
        }));
      },
    },
    comments: {
      hide: async (listingId, commentId, reason, actor) => ({
        changed: (await comments.hide(listingId, commentId, reason, actor, cause('comments:hide'))).events.length > 0,
      }),
      restore: async (listingId, commentId, actor) => ({
        changed: (await comments.restore(listingId, commentId, actor, cause('comments:restore'))).events.length > 0,
      }),
    },
    settings: {
      setPrice: async (code, priceCents, reason, actor, site) => ({
        changed:
          (
            await content.product(
              { type: 'SetProductPrice', code, priceCents, reason, ...on(site) },
              actor,
              cause('product:set-price'),
            )
          ).events.length > 0,
      }),
      setFreeQueueWeeks: async (weeks, reason, actor, site) => ({
        changed:
          (
            await content.setting(
              { type: 'SetFreeQueueWeeks', weeks, reason, ...on(site) },
              actor,
              cause('setting:free-queue-weeks'),
            )
          ).events.length > 0,
      }),
      setLaunchWeeksAhead: async (weeks, reason, actor, site) => ({
        changed:
          (
            await content.setting(
              { type: 'SetLaunchWeeksAhead', weeks, reason, ...on(site) },
              actor,
              cause('setting:launch-weeks-ahead'),
            )
          ).events.length > 0,
      }),
      createPromoCode: async (terms, reason, actor, site) => ({
        changed:
          (
            await content.promoCode(
              { type: 'CreatePromoCode', ...terms, reason, ...on(site) },
              actor,
              cause('promo:create'),
            )
          ).events.length > 0,
      }),
      retirePromoCode: async (code, reason, actor, site) => ({
        changed:
          (
            await content.promoCode(
              { type: 'DisablePromoCode', code, reason, ...on(site) },
              actor,
              cause('promo:disable'),
            )
          ).events.length > 0,
      }),
      async interviewQuestion(change, reason, actor, site) {
        const { events: recorded } = await content.interviewQuestion(
          change.action === 'add'
            ? { type: 'AddInterviewQuestion', text: change.text, reason }
            : change.action === 'reword'
              ? { type: 'RewordInterviewQuestion', id: change.id, text: change.text, reason }
              : change.action === 'retire'
                ? { type: 'RetireInterviewQuestion', id: change.id, reason }
                : { type: 'ReactivateInterviewQuestion', id: change.id, reason },
          actor,
          cause(`question:${change.action}`),
          on(site).site,
        );
        // The change is the batch's last event (a site's first change copies the default site's first).
        const id = recorded.length ? (recorded.at(-1)!.data as { id: number }).id : 'id' in change ? change.id : 0;
        return { id, changed: recorded.length > 0 };
      },
      async publishBlogPost(post, reason, actor, site) {
        try {
          const { events: recorded } = await content.blogPost(
            { type: 'PublishBlogPost', ...post, reason, ...on(site) },
            actor,
            cause('blog:publish'),
          );
          return { result: recorded.length ? 'published' : 'unchanged' };
        } catch (error) {
          if (!(error instanceof DomainError) || error.code !== 'blog_post_exists') throw error;
        }
        const { events: recorded } = await content.blogPost(
          { type: 'UpdateBlogPost', ...post, reason, ...on(site) },
          actor,
          cause('blog:update'),
        );
        return { result: recorded.length ? 'updated' : 'unchanged' };
      },
      unpublishBlogPost: async (slug, reason, actor, site) => ({
        changed:
          (
            await content.blogPost(
              { type: 'UnpublishBlogPost', slug, reason, ...on(site) },
              actor,
              cause('blog:unpublish'),
            )
          ).events.length > 0,
      }),
      async blogTrail(slugs, site) {
        const changes: (SettingChange & { position: number })[] = [];
        for (const slug of slugs)
          for (const event of await events.readStream(blogPostStream(slug, on(site).site)))
            if (isEventOf<BlogPostEvent>(event, ...BLOG_POST_EVENT_TYPES)) {
              const data = event.data as BlogPostEvent['data'] & { title?: string };
              const what = {
                BlogPostPublished: `published: ${data.title}`,
                BlogPostUpdated: `updated: ${data.title}`,
                BlogPostUnpublished: 'unpublished',
              }[event.type as BlogPostEvent['type']];
              changes.push({
                at: event.metadata.at,
                actor: `${event.metadata.actor.kind}:${event.metadata.actor.id}`,
                position: event.position,
                change: `blog post ${slug} ${what}`,
                reason: data.reason ?? null,
              });
            }
        return changes.sort((a, b) => a.position - b.position).map(({ position: _position, ...change }) => change);
      },
      async changeCategory(change, reason, actor, site) {
        const command: CategoryCommand =
          change.action === 'add'
            ? { type: 'CreateCategory', slug: change.slug, name: change.name, parent: change.parent, reason }
            : change.action === 'rename'
              ? { type: 'RenameCategory', slug: change.slug, name: change.name, reason }
              : change.action === 'move'
                ? { type: 'MoveCategory', slug: change.slug, parent: change.parent, reason }
                : { type: 'RetireCategory', slug: change.slug, reason };
        const { events: recorded } = await content.category(
          command,
          actor,
          cause(`category:${change.action}`),
          on(site).site,
        );
        return { changed: recorded.length > 0 };
      },
      async categoryTrail(site) {
        return (await events.readStream(categoryTreeStream(on(site).site)))
          .filter((event) => isEventOf<CategoryEvent>(event, ...CATEGORY_EVENT_TYPES))
          .map((event): SettingChange => {
            const data = event.data as CategoryEvent['data'] & { name?: string; parent?: string | null };
            const what = {
              CategoryCreated: `added: ${data.name}${data.parent ? ` under ${data.parent}` : ''}`,
              CategoryRenamed: `renamed: ${data.name}`,
              CategoryDescribed: 'described',
              CategoryMoved: `moved ${data.parent ? `under ${data.parent}` : 'to the top'}`,
              CategoryRetired: 'retired',
            }[event.type as CategoryEvent['type']];
            return {
              at: event.metadata.at,
              actor: `${event.metadata.actor.kind}:${event.metadata.actor.id}`,
              change: `category ${data.slug} ${what}`,
              reason: data.reason ?? null,
            };
          });
      },
      async trail(codes, promoCodes = [], site) {
        const own = on(site).site;
        const changes: (SettingChange & { position: number })[] = [];
        const of = (event: { metadata: { at: string; actor: { kind: string; id: string } }; position: number }) => ({
          at: event.metadata.at,
          actor: `${event.metadata.actor.kind}:${event.metadata.actor.id}`,
          position: event.position,
        });
        for (const code of codes)
          for (const event of await events.readStream(productStream(code, own)))
            if (isEventOf<ProductEvent>(event, 'ProductPriceSet')) {
              const data = event.data as Extract<ProductEvent, { type: 'ProductPriceSet' }>['data'];
              changes.push({
                ...of(event),
                change: `${code}: ${dollars(data.price_cents)}`,
                reason: data.reason ?? null,
              });
            }
        for (const event of await events.readStream(siteSettingsStream(own)))
          if (isEventOf<SiteSettingEvent>(event, 'FreeQueueWeeksSet', 'LaunchWeeksAheadSet')) {
            const data = event.data as SiteSettingEvent['data'];
            const what = event.type === 'FreeQueueWeeksSet' ? 'free queue' : 'launch calendar';
            changes.push({ ...of(event), change: `${what}: ${data.weeks} weeks`, reason: data.reason ?? null });
          }
        for (const code of promoCodes)
          for (const event of await events.readStream(promoCodeStream(code, own)))
            if (isEventOf<PromoCodeEvent>(event, 'PromoCodeCreated', 'PromoCodeDisabled')) {
              const data = event.data as PromoCodeEvent['data'];
              changes.push({
                ...of(event),
                change: `promo code ${data.code}: ${event.type === 'PromoCodeCreated' ? 'created' : 'retired'}`,
                reason: data.reason ?? null,
              });
            }
        for (const event of await events.readStream(interviewQuestionsStream(own)))
          if (isEventOf<InterviewQuestionEvent>(event, ...INTERVIEW_QUESTION_EVENT_TYPES)) {
            const data = event.data as InterviewQuestionEvent['data'] & { text?: string };
            const what = {
              InterviewQuestionAdded: `added: ${data.text}`,
              InterviewQuestionReworded: `reworded: ${data.text}`,
              InterviewQuestionRetired: 'retired',
              InterviewQuestionReactivated: 'reactivated',
            }[event.type as InterviewQuestionEvent['type']];
            changes.push({
              ...of(event),
              change: `interview question ${data.id} ${what}`,
              reason: data.reason ?? null,
            });
          }
        return changes.sort((a, b) => a.position - b.position).map(({ position: _position, ...change }) => change);
      },
    },
    orders: {
      async resendLink(number, reason, actor) {
        await new CheckoutLinks(events, clock).resend(number, reason, actor, cause('order:resend-link'));
      },
      async refund(number, amountCents, reason, actor) {
        let result;
        try {
          result = await payments.refund(number, { amountCents, reason }, actor, cause('order:refund'));
        } catch (error) {
          if (error instanceof DomainError) throw error;
          throw new DomainError(
            'conflict',
            'provider_unavailable',
            `${deps.paymentProvider.name} did not complete the refund. The request stays open: refund again to finish it (it cannot refund twice).`,
          );
        }
        return {
          amountCents: result.amountCents,
          status: result.status,
          orderStatus: result.order.status ?? 'unknown',
        };
      },
      async trail(number) {
        const { state, history } = await orders.load(number);
        if (state.number === null) return null;
        const resends = await events.readStream(checkoutLinkStream(number));
        return [...history, ...resends]
          .sort((a, b) => a.position - b.position)
          .map((event) => {
            const data = event.data as Record<string, unknown>;
            const money = (field: string) =>
              typeof data[field] === 'number' ? ` ${dollars(data[field] as number)}` : '';
            const why = typeof data.reason === 'string' ? `: ${data.reason}` : '';
            return {
              at: event.metadata.at,
              actor: `${event.metadata.actor.kind}:${event.metadata.actor.id}`,
              what: `${event.type}${money('amountCents')}${why}`,
            };
          });
      },
    },
    async listingTrail(listingId) {
      const [own, discussion, votes, engagement] = await Promise.all([
        events.readStream(listingStream(listingId)),
        events.readStream(commentsStream(listingId)),
        events.readStream(SITE_TEAM_VOTES_STREAM),
        events.readStream(engagementStream(listingId)),
      ]);
      const moderation = new Set(['CommentReported', 'CommentHidden', 'CommentRestored']);
      const reviewModeration = new Set(['ReviewFlagged', 'ReviewRestored']);
      const chosen = [
        ...own,
        ...discussion.filter((e) => moderation.has(e.type)),
        ...engagement.filter((e) => reviewModeration.has(e.type)),
        ...votes.filter((e) => {
          const data = e.data as { scope?: string; id?: string };
          return data.scope === 'listing' && data.id === String(listingId);
        }),
      ].sort((a, b) => a.position - b.position);
      return chosen.map((event): TrailEntry => {
        const data = event.data as {
          reason?: unknown;
          note?: unknown;
          commentId?: unknown;
          reviewId?: unknown;
          changes?: Record<string, unknown>;
          edit?: unknown;
          fields?: unknown;
        };
        const detail =
          typeof data.commentId === 'string'
            ? ` ${data.commentId}`
            : typeof data.reviewId === 'string'
              ? ` ${data.reviewId}`
              : data.changes
                ? ` (${Object.keys(data.changes).join(', ')})`
                : typeof data.edit === 'number'
                  ? ` version ${data.edit}${Array.isArray(data.fields) ? ` (${data.fields.join(', ')})` : ''}`
                  : '';
        return {
          at: event.metadata.at,
          actor: `${event.metadata.actor.kind}:${event.metadata.actor.id}`,
          what: `${event.type}${detail}`,
          cause: event.metadata.cause,
          reason: typeof data.reason === 'string' ? data.reason : typeof data.note === 'string' ? data.note : null,
        };
      });
    },
    edits: {
      review: (listingId, editId, note, actor) =>
        new ListingEditReviews(events, clock).review(listingId, editId, note, actor, cause('edits:review')),
      revert: (listingId, editId, reason, actor) =>
        new ListingEditReviews(events, clock).revert(listingId, editId, reason, actor, cause('edits:revert')),
    },
    listings: {
      moderate: async (listingId, action, reason, actor) => ({
        changed:
          (
            await new ListingCommands(events, clock).execute(
              listingId,
              { type: action === 'unpublish' ? 'UnpublishByStaff' : 'RestoreByStaff', staffId: actor.id, reason },
              actor,
              cause(`listings:${action}`),
            )
          ).events.length > 0,
      }),
    },
    claims: {
      override: async (claimId, decision, reason, actor) => ({
        changed: (
          await new ClaimOverrides(events, clock).decide(
            claimId,
            { decision, reason },
            actor,
            cause(`claims:${decision}`),
          )
        ).changed,
      }),
      async trail(claimId) {
        return (await events.readStream(claimStream(claimId))).map((event): TrailEntry => {
          const { type, data } = event as unknown as ClaimEvent;
          const what =
            type === 'ClaimStarted'
              ? `ClaimStarted by ${data.accountId} for ${data.slug} (${data.method}${data.email ? ` to ${data.email}` : ''})`
              : type === 'ClaimCheckFailed' || type === 'ClaimVerified'
                ? `${type}: looked for ${data.lookedFor}; saw ${data.seen}`
                : type === 'ClaimOverridden'
                  ? `ClaimOverridden: ${data.decision === 'approve' ? 'approved' : 'rejected'}`
                  : type;
          return {
            at: event.metadata.at,
            actor: `${event.metadata.actor.kind}:${event.metadata.actor.id}`,
            what,
            cause: event.metadata.cause,
            reason: type === 'ClaimOverridden' ? data.reason : null,
          };
        });
      },
    },
    reviews: {
      async hide(listingId, reviewId, reason, actor) {
        const why = reason.trim();
        if (why.length < 3 || why.length > 500)
          throw new DomainError('invalid', 'invalid_reason', 'Give the reason in 3 to 500 characters.', 'reason');
        await new EngagementCommands(events, clock).execute(
          { type: 'FlagReview', listingId, reviewId, reason: why },
          actor,
          cause('reviews:hide'),
        );
      },
      restore: async (listingId, reviewId, reason, actor) => ({
        changed:
          (
            await new EngagementCommands(events, clock).decide(
              { type: 'RestoreReview', listingId, reviewId, reason },
              actor,
              cause('reviews:restore'),
            )
          ).events.length > 0,
      }),
    },
  };
}
