/**
 * The owner's pages of their listings, each action the API's own operation run as the signed-in
 * person (maker-pages.ts):
 *
 *   GET  /me                                    list_my_listings, with links to drafts, claims, orders;
 *                                               a listing of another site than the host's says "on <site>"
 *   GET  /me/listings/:id                       get_my_listing: status in words, plan, week, unlocked
 *                                               sections, publishing (free: badge embed code in every
 *                                               style, check now; paid: the order builder), edits, history;
 *                                               its public page, badge page, week's board, interview and
 *                                               badge previews on the listing's own site (own-site-links.ts)
 *   POST /me/listings/:id/free                  choose_free_listing (also "check now" while awaiting the badge)
 *   POST /me/listings/:id/edit                  update_my_listing (fields, apply_to)
 *   POST /me/listings/:id/updates               post_listing_update
 *   POST /me/listings/:id/milestones            add_milestone
 *   POST /me/listings/:id/milestones/:mid/delete delete_milestone
 *   POST /me/listings/:id/story                 set_founder_story
 *   GET/POST /me/interview                      list_interview_questions, answer_interview: the host's
 *                                               site's questions and the person's answers there (issue 30:
 *                                               each site asks its own; a listing shows its own site's)
 */
import { Router } from 'express';
import { SOCIAL_PLATFORMS, STORY_SECTIONS } from '@listings/shared/contracts/listings';
import type { SiteSettings } from '@listings/shared/platform';
import type { DocumentStore } from '@listings/shared/kernel';
import { BADGE_MODES, BADGE_SHAPES, BADGE_SIZES } from '@listings/shared/api';
import { badgeDimensions, badgeImageUrl, embedHtml } from '@listings/query-service/listings';
import { html, type SafeHtml } from '../kit/html.ts';
import { siteNameOf } from '../kit/site-name.ts';
import {
  fieldError,
  formSecrets,
  invalidAttrs,
  MakerPages,
  refusalOf,
  type MakerContext,
  type Refusal,
} from '../kit/maker-pages.ts';
import type { RenderedPage } from '../kit/site-pages.ts';
import { listingPath, longDate, socialName } from '../listings/parts.ts';
import { ownSiteHeaders, ownSiteLinksOf, type OwnSiteLinks } from './own-site-links.ts';

/** A listing's status in the owner's words. */
export function statusWords(listing: { status: string; plan: string | null; launch_week: string | null }): string {
  switch (listing.status) {
    case 'draft':
      return 'Saved, not published yet';
    case 'awaiting_badge':
      return 'Free plan: waiting for the badge on your site';
    case 'scheduled':
      return `Scheduled for the week of ${longDate(listing.launch_week)}${listing.plan === 'paid' ? ' (paid launch)' : ' (free plan)'}`;
    case 'live':
      return `Live since the week of ${longDate(listing.launch_week)}`;
    default:
      return listing.status;
  }
}

/**
 * The one result of "Check now" (choosing the free plan checks at once too): found, the listing is
 * queued; not found, what we looked for, where, and what to do.
 */
export function badgeCheckOutcome(listing: {
  url: string;
  status: string;
  plan: string | null;
  launch_week: string | null;
  badge_check: { found: boolean; result: string; url: string | null } | null;
  pending_badge_check: { listing_page: string } | null;
}): { found: boolean; message: string } | null {
  const check = listing.badge_check;
  if (!check) return null;
  if (check.found || listing.status !== 'awaiting_badge')
    return {
      found: true,
      message: `Badge found on your homepage. ${statusWords(listing)}.`,
    };
  const where = check.url ?? listing.url;
  const page = listing.pending_badge_check?.listing_page ?? 'your listing page';
  const what =
    check.result === 'missing'
      ? `No badge found: we read ${where} and looked for the badge image or a link to ${page}, but found neither.`
      : `No badge found: ${badgeResultWords(check.result)}`;
  return {
    found: false,
    message: `${what} Put the HTML below on that page, publish it, then press “Check now” again.`,
  };
}

/** Why a badge check did not find the badge, in words. */
export function badgeResultWords(result: string): string {
  if (result === 'found') return 'The badge is on your homepage.';
  if (result === 'missing') return 'We read your homepage but found no badge or link to your listing on it.';
  if (result.startsWith('http_')) return `Your homepage answered with an error (HTTP ${result.slice(5)}).`;
  if (result === 'unsafe_address' || result === 'unsafe_url')
    return 'Your homepage’s address points to a private network, which we never fetch.';
  if (result === 'timeout') return 'Your homepage took too long to answer.';
  if (result === 'too_large') return 'Your homepage is too large for us to read.';
  return `We could not read your homepage (${result.replace(/_/g, ' ')}).`;
}

interface OwnedListing {
  listing_id: number;
  slug: string;
  name: string;
  url: string;
  tagline: string | null;
  short_description?: string | null;
  description?: string | null;
  pricing_model?: string | null;
  /** get_my_listing answers with the public profile's shape: these four are nested there (editableValue). */
  pricing?: { model: string | null; summary: string | null };
  location?: { country: string | null; city: string | null };
  seo?: { title: string | null; description: string | null };
  country?: string | null;
  status: string;
  plan: string | null;
  launch_week: string | null;
  public: boolean;
  unlocked_sections?: string[];
  public_sections?: string[];
  story: Record<string, string>;
  faqs: { question: string; answer: string }[];
  socials: Record<string, string>;
  milestones: { id: number; date: string; title: string; description?: string }[];
  versions: number;
  last_edits: {
    at: string;
    by: string;
    cause: string;
    fields: string[];
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];
  badge_check: { checks: number; last_checked_at: string; found: boolean; result: string; url: string | null } | null;
  pending_badge_check: {
    next_check_at: string | null;
    listing_page: string;
    badge_image_url: string;
    embed_html: string;
    /** The site the listing lives on: its badge is of that site (issue 30). */
    site_name: string;
  } | null;
}

const EDITABLE: { name: string; label: string; long?: boolean; list?: boolean; year?: boolean }[] = [
  { name: 'tagline', label: 'Tagline' },
  { name: 'short_description', label: 'Short description' },
  { name: 'description', label: 'Description', long: true },
  { name: 'features', label: 'Features (one per line)', list: true },
  { name: 'usps', label: 'What sets it apart (one per line)', list: true },
  { name: 'keywords', label: 'Keywords (one per line)', list: true },
  { name: 'pricing_model', label: 'Pricing model' },
  { name: 'pricing_summary', label: 'Pricing summary' },
  { name: 'country', label: 'Country (two-letter code)' },
  { name: 'city', label: 'City' },
  { name: 'founded_year', label: 'Founded in (year)', year: true },
  { name: 'contact_email', label: 'Contact e-mail' },
  { name: 'demo_video_url', label: 'Demo video link' },
  { name: 'headline', label: 'Headline' },
  { name: 'summary', label: 'Summary', long: true },
  { name: 'seo_title', label: 'Search engine title' },
  { name: 'seo_description', label: 'Search engine description' },
];

/**
 * An editable field's current value in get_my_listing. Most are at the top of the answer; the pricing
 * summary, the city and the search engine fields are nested as the public profile has them (issue 31:
 * read from the top, the form showed them empty, whatever the listing said).
 */
const editableValue = (listing: OwnedListing, name: string): unknown => {
  if (name === 'pricing_summary') return listing.pricing?.summary;
  if (name === 'city') return listing.location?.city;
  if (name === 'seo_title') return listing.seo?.title;
  if (name === 'seo_description') return listing.seo?.description;
  return (listing as unknown as Record<string, unknown>)[name];
};

/** A field's name as the form labels it, for the version history (issue 31: "seo title", the key). */
const fieldLabel = (field: string): string => {
  const label = EDITABLE.find((editable) => editable.name === field)?.label.replace(/ \(.*\)$/, '');
  const words = field.replace(/_/g, ' ');
  return label ?? words[0]!.toUpperCase() + words.slice(1);
};

/** The paid sections as the public page heads them (issue 31: "story, milestones, media", their ids). */
const SECTION_NAMES: Record<string, string> = { story: 'Founder story', milestones: 'Milestones', media: 'Gallery' };
const sectionNames = (sections: readonly string[]): string =>
  sections.map((section) => SECTION_NAMES[section] ?? section).join(', ');

/** A field's current value as the form shows it. */
const formValue = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join('\n') : String(value);
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const shown = (value: unknown): string =>
  value === null || value === undefined ? '—' : Array.isArray(value) ? value.join(', ') : String(value);

const DONE: Record<string, string> = {
  saved: 'Saved as a listing. Choose how to publish it below.',
  edited: 'Saved and published. The change is in the version history below.',
  update: 'Update posted; followers are told.',
  milestone: 'Milestone added.',
  'milestone-deleted': 'Milestone deleted.',
  story: 'Story saved.',
};

export function myListingPagesRouter(maker: MakerPages, site: SiteSettings, documents: DocumentStore): Router {
  const router = Router();

  router.get(
    '/me',
    maker.page(async (context) => {
      const list = await context.read<{ items: OwnedListing[] }>('list_my_listings', { query: { per_page: 50 } });
      // A person's listings are listed on every site's host (issue 30): one of another site says which.
      const own = await Promise.all(list.items.map((listing) => ownSiteOf(context, listing)));
      return {
        title: 'Your products',
        body: html`<h1>Your products</h1>
<p class="actions"><a class="button" href="/submit">Submit a product</a> <a class="button secondary" href="/drafts">Drafts</a> <a class="button secondary" href="/me/claims">Claims</a> <a class="button secondary" href="/me/orders">Orders</a> <a class="button secondary" href="/me/interview">Founder interview</a></p>
<h2>Listings</h2>
${
  list.items.length
    ? html`<ul class="rows">${list.items.map(
        (listing, index) =>
          html`<li class="row"><div class="body"><a class="name" href="/me/listings/${listing.listing_id}">${listing.name}</a>${own[index]!.here ? '' : html` <span class="muted own-site">on ${own[index]!.site.name}</span>`}<p class="tagline">${statusWords(listing)}</p></div></li>`,
      )}</ul>`
    : html`<p>No listings yet. <a href="/submit">Submit your product</a>, or claim an existing listing from its page (“Is this your product?”).</p>`
}`,
      };
    }),
  );

  const listingOf = (context: MakerContext) =>
    context.read<OwnedListing>('get_my_listing', { params: { listing_id: String(context.req.params.id) } });
  // Where the page links for what is on the listing's own site (issue 30), whichever site's host it is on.
  const ownSiteOf = (context: MakerContext, listing: OwnedListing) =>
    ownSiteLinksOf(documents, site, context.req, listing.slug);
  // The free plan's badge as get_badges gives it to the owner while the listing waits for it. On another
  // site's host than the listing's own (issue 30) get_badges has no such listing: the pending check's
  // badge, of the listing's own site, is shown instead.
  const ownBadgeOf = async (context: MakerContext, listing: OwnedListing): Promise<OwnBadge | undefined> => {
    if (listing.status !== 'awaiting_badge') return undefined;
    const answer = await context.run('get_badges', { params: { slug: listing.slug } });
    if (answer.status !== 200) return undefined;
    return (answer.body as { badges: OwnBadge[] }).badges.find((badge) => badge.type === 'listed_on');
  };

  router.get(
    '/me/listings/:id',
    maker.page(async (context) => {
      const listing = await listingOf(context);
      const done = typeof context.req.query.done === 'string' ? context.req.query.done : undefined;
      return listingPage(context, listing, await ownSiteOf(context, listing), {
        notice: done ? DONE[done] : undefined,
        checked: done === 'free' ? (badgeCheckOutcome(listing) ?? undefined) : undefined,
        badge: await ownBadgeOf(context, listing),
      });
    }),
  );

  const back = (context: MakerContext, done: string, anchor: string) => ({
    redirect: `/me/listings/${context.req.params.id}?done=${done}#${anchor}`,
  });
  const refused = async (context: MakerContext, result: Awaited<ReturnType<MakerContext['run']>>, part: string) => {
    const listing = await listingOf(context);
    return listingPage(context, listing, await ownSiteOf(context, listing), {
      refusal: refusalOf(result),
      part,
      typed: context.form,
      status: result.status,
      badge: await ownBadgeOf(context, listing),
    });
  };
  const params = (context: MakerContext) => ({ listing_id: String(context.req.params.id) });

  router.post(
    '/me/listings/:id/free',
    ...maker.action(async (context) => {
      const result = await context.run('choose_free_listing', { params: params(context), body: {} });
      if (result.status === 200) return back(context, 'free', 'publish');
      return refused(context, result, 'publish');
    }),
  );

  router.post(
    '/me/listings/:id/edit',
    ...maker.action(async (context) => {
      const fields: Record<string, unknown> = {};
      const before = await listingOf(context);
      for (const { name, list, year } of EDITABLE) {
        const value = context.form[name];
        if (value === undefined) continue;
        const current = editableValue(before, name);
        // Only what changed is sent: an untouched field is not rewritten (nor put in the history).
        if (list ? lines(value).join('\n') === formValue(current) : value.trim() === formValue(current)) continue;
        // A year that is not a number is sent as typed, for the operation to refuse beside the field.
        fields[name] = list
          ? lines(value)
          : year
            ? value.trim() === ''
              ? null
              : /^\d+$/.test(value.trim())
                ? Number(value.trim())
                : value.trim()
            : value.trim();
      }
      const applyTo = context.form.apply_to === 'all' ? ['all'] : undefined;
      if (Object.keys(fields).length === 0) return back(context, 'edited', 'edit');
      const result = await context.run('update_my_listing', {
        params: params(context),
        body: { fields, ...(applyTo ? { apply_to: applyTo } : {}) },
        idempotencyKey: MakerPages.idempotencyKey(context),
      });
      if (result.status === 200) return back(context, 'edited', 'history');
      return refused(context, result, 'edit');
    }),
  );

  router.post(
    '/me/listings/:id/more',
    ...maker.action(async (context) => {
      const part = context.form.part === 'socials' ? 'socials' : 'faqs';
      const body =
        part === 'socials'
          ? {
              socials: Object.fromEntries(
                SOCIAL_PLATFORMS.map((platform) => [
                  platform,
                  (context.form[`social_${platform}`] ?? '').trim(),
                ]).filter(([, value]) => value),
              ),
            }
          : {
              faqs: context
                .all('question')
                .map((question, i) => ({ question: question.trim(), answer: (context.all('answer')[i] ?? '').trim() }))
                .filter((faq) => faq.question || faq.answer),
            };
      const result = await context.run('update_my_listing', {
        params: params(context),
        body,
        idempotencyKey: MakerPages.idempotencyKey(context),
      });
      if (result.status === 200) return back(context, 'edited', part);
      return refused(context, result, part);
    }),
  );

  router.post(
    '/me/listings/:id/updates',
    ...maker.action(async (context) => {
      const result = await context.run('post_listing_update', {
        params: params(context),
        body: { title: context.form.title ?? '', body: context.form.body ?? '' },
        idempotencyKey: MakerPages.idempotencyKey(context),
      });
      if (result.status === 201) return back(context, 'update', 'updates');
      return refused(context, result, 'updates');
    }),
  );

  router.post(
    '/me/listings/:id/milestones',
    ...maker.action(async (context) => {
      const { date = '', title = '', description = '' } = context.form;
      const result = await context.run('add_milestone', {
        params: params(context),
        body: { date, title, ...(description.trim() ? { description: description.trim() } : {}) },
        idempotencyKey: MakerPages.idempotencyKey(context),
      });
      if (result.status === 201) return back(context, 'milestone', 'milestones');
      return refused(context, result, 'milestones');
    }),
  );

  router.post(
    '/me/listings/:id/milestones/:milestone/delete',
    ...maker.action(async (context) => {
      const result = await context.run('delete_milestone', {
        params: { ...params(context), milestone_id: String(context.req.params.milestone) },
      });
      if (result.status === 200) return back(context, 'milestone-deleted', 'milestones');
      return refused(context, result, 'milestones');
    }),
  );

  router.post(
    '/me/listings/:id/story',
    ...maker.action(async (context) => {
      const story = Object.fromEntries(
        STORY_SECTIONS.map((section) => [section, (context.form[`story_${section}`] ?? '').trim()]).filter(
          ([, value]) => value,
        ),
      );
      const result = await context.run('set_founder_story', { params: params(context), body: story });
      if (result.status === 200) return back(context, 'story', 'story');
      return refused(context, result, 'story');
    }),
  );

  // ---------------------------------------------------------------- founder interview
  const interviewPage = async (
    context: MakerContext,
    state: { notice?: string; refusal?: Refusal; status?: number } = {},
  ): Promise<RenderedPage> => {
    // The questions of the site the page is on, answered there (each site of the network asks its own).
    const questions = await context.read<{ items: { id: number; text: string }[] }>('list_interview_questions');
    const siteName = siteNameOf(site, context.req);
    const typed = context.form;
    return {
      status: state.status,
      title: 'Founder interview',
      narrow: true,
      body: html`<h1>Founder interview</h1>
<p class="lead">The questions of ${siteName}. Your answers are shown with your products on ${siteName} and on your founder page there. Each site of the network asks its own questions: answer them on the site your product is listed on.</p>
${state.notice ? html`<p class="notice" role="status">${state.notice}</p>` : ''}
${state.refusal ? html`<p class="error" role="alert">${state.refusal.message}</p>` : ''}
${
  questions.items.length
    ? html`<form method="post" action="/me/interview" class="stack">${formSecrets(context.viewer)}
${questions.items.map((question, i) => {
  const error = state.refusal?.fields[`answers.${i}.answer`];
  return html`<label for="answer-${question.id}">${question.text}</label>
<textarea id="answer-${question.id}" name="answer_${question.id}" rows="4"${invalidAttrs(`answer-${question.id}`, error)}>${typed[`answer_${question.id}`] ?? ''}</textarea>
${fieldError(`answer-${question.id}`, error)}`;
})}
<button type="submit">Save answers</button></form>`
    : html`<p>There are no interview questions at the moment.</p>`
}
<p><a href="/me">Your products</a></p>`,
    };
  };
  router.get(
    '/me/interview',
    maker.page(async (context) =>
      interviewPage(context, { notice: context.req.query.done === 'answered' ? 'Answers saved.' : undefined }),
    ),
  );
  router.post(
    '/me/interview',
    ...maker.action(async (context) => {
      const answers = Object.entries(context.form)
        .filter(([name, value]) => /^answer_\d+$/.test(name) && value.trim())
        .map(([name, value]) => ({ question_id: Number(name.slice('answer_'.length)), answer: value.trim() }));
      const result = await context.run('answer_interview', {
        body: { answers },
        idempotencyKey: MakerPages.idempotencyKey(context),
      });
      if (result.status === 200) return { redirect: '/me/interview?done=answered' };
      return interviewPage(context, { refusal: refusalOf(result), status: result.status });
    }),
  );

  return router;
}

interface ListingPageState {
  notice?: string;
  refusal?: Refusal;
  /** Which form the refusal belongs to. */
  part?: string;
  typed?: Record<string, string>;
  status?: number;
  /** The result of the badge check just made ("Check now"), shown once, first in the publish section (where the redirect lands). */
  checked?: { found: boolean; message: string };
  /** The "Listed on" badge get_badges gives the owner while the listing waits for it. */
  badge?: OwnBadge;
}

interface OwnBadge {
  type: string;
  label: string;
  width: number;
  height: number;
  image_url: string;
  embed_html: string;
}

function badgeSection(
  listing: OwnedListing,
  ownSite: OwnSiteLinks,
  csrf: SafeHtml,
  badge: OwnBadge | undefined,
  justChecked: boolean,
): SafeHtml {
  const pending = listing.pending_badge_check!;
  // The listing's own site (issue 30): its name, and its host for the embed code and the previews'
  // images, whichever site's host the page is on (another site's host has no badge of this listing).
  const own = ownSite.site;
  const embed = badge?.embed_html ?? pending.embed_html;
  const image = new URL(badge?.image_url ?? pending.badge_image_url);
  const { width, height } = badge ?? badgeDimensions('standard', 'm');
  const wording = {
    type: 'listed_on' as const,
    caption: 'Listed on',
    siteName: own.name,
    label: `Listed on ${own.name}`,
  };
  const styles = BADGE_SHAPES.flatMap((shape) =>
    BADGE_MODES.flatMap((mode) => BADGE_SIZES.map((size) => ({ shape, mode, size }))),
  );
  const check = listing.badge_check;
  return html`<p>Put this badge on your homepage (${listing.url}), then press “Check now”. It links to <a href="${pending.listing_page}">your listing page</a>; any link to that page counts too.</p>
<div class="own-badge">
<figure class="preview" id="own-badge"><img src="${ownSite.link(image.pathname + image.search)}" width="${width}" height="${height}" alt="${badge?.label ?? `Listed on ${own.name}`}"><figcaption>Your badge as your visitors will see it</figcaption></figure>
<div><label for="embed-code">HTML to copy (standard, auto, medium)</label>
<textarea id="embed-code" class="code" readonly rows="4" spellcheck="false">${embed}</textarea></div>
</div>
${check && !justChecked ? html`<p class="hint" id="last-check">Last check ${longDate(check.last_checked_at)}: ${badgeResultWords(check.result)}</p>` : ''}
<p>${pending.next_check_at ? html`We look again by ourselves on ${longDate(pending.next_check_at)}.` : 'We no longer look by ourselves: press “Check now” once the badge is up.'}</p>
<form method="post" action="/me/listings/${listing.listing_id}/free">${csrf}<button type="submit">Check now</button></form>
<details><summary>Every shape, mode and size</summary>
<div class="badge-previews">${styles.map((style) => {
    const { width, height } = badgeDimensions(style.shape, style.size);
    const image = new URL(badgeImageUrl(own, listing.slug, 'listed_on', style));
    const id = `embed-${style.shape}-${style.mode}-${style.size}`;
    return html`<figure>
<div class="preview${style.mode === 'dark' ? ' on-dark' : ''}"><img src="${ownSite.link(image.pathname + image.search)}" width="${width}" height="${height}" alt="${wording.label} (${style.shape}, ${style.mode}, ${style.size})" loading="lazy"></div>
<figcaption><label for="${id}">${style.shape} · ${style.mode} · ${style.size}</label><textarea id="${id}" class="code" readonly rows="3" spellcheck="false">${embedHtml(own, listing.slug, wording, style)}</textarea></figcaption>
</figure>`;
  })}</div></details>`;
}

function listingPage(
  context: MakerContext,
  listing: OwnedListing,
  own: OwnSiteLinks,
  state: ListingPageState,
): RenderedPage {
  const csrf = html`<input type="hidden" name="csrf" value="${context.viewer.csrfToken}">`;
  const refusalIn = (part: string) => (state.part === part ? state.refusal : undefined);
  const typedIn = (part: string) => (state.part === part ? (state.typed ?? {}) : {});
  const errorOf = (part: string, field: string) => refusalIn(part)?.fields[field];
  const generalError = (part: string) => {
    const refusal = refusalIn(part);
    return refusal ? html`<p class="error" role="alert">${refusal.message}</p>` : html``;
  };
  const editTyped = typedIn('edit');
  const publishable = listing.status === 'draft';
  const onOwnSite = own.here ? '' : ` on ${own.site.name}`;
  return {
    status: state.status,
    title: listing.name,
    headers: ownSiteHeaders(own),
    body: html`<nav aria-label="Breadcrumb" class="muted"><a href="/me">Your products</a> › <span aria-current="page">${listing.name}</span></nav>
<h1>${listing.name}</h1>
${state.notice ? html`<p class="notice" role="status">${state.notice}</p>` : ''}
<dl class="status">
<dt>Status</dt><dd id="listing-status">${statusWords(listing)}</dd>
<dt>Plan</dt><dd>${listing.plan === 'paid' ? 'Paid' : listing.plan === 'free' ? 'Free' : 'Not chosen yet'}</dd>
<dt>Site</dt><dd id="own-site">${own.site.name}</dd>
<dt>Launch week</dt><dd>${listing.launch_week ? html`<a href="${own.link(`/launches/weeks/${listing.launch_week}`)}" id="week-board">${longDate(listing.launch_week)}</a>${onOwnSite ? ` (the board${onOwnSite})` : ''}` : 'Not set'}</dd>
<dt>Paid sections shown to visitors</dt><dd>${listing.public_sections?.length ? sectionNames(listing.public_sections) : 'None'}</dd>
<dt>Public page</dt><dd>${listing.public ? html`<a href="${own.link(listingPath(listing.slug))}" id="public-page">${own.link(listingPath(listing.slug))}</a> · <a href="${own.link(`${listingPath(listing.slug)}/badges`)}" id="badge-page">badges to embed</a>` : 'Not public yet'}</dd>
<dt>Founder interview</dt><dd><a href="${own.link('/me/interview')}" id="interview-link">Answer ${own.site.name}’s interview questions${onOwnSite}</a> (shown on the listing’s page)</dd>
</dl>

<section class="card" id="publish" aria-labelledby="publish-title">
<h2 id="publish-title">Publish</h2>
${generalError('publish')}
${state.checked ? html`<p class="${state.checked.found ? 'notice' : 'error'}" role="status" id="badge-check-result">${state.checked.message}</p>` : ''}
${
  publishable
    ? html`<div class="columns">
<div><h3>Free</h3><p>Put our badge on your homepage and your listing joins the free launch queue.</p>
<form method="post" action="/me/listings/${listing.listing_id}/free">${csrf}<button type="submit">Choose the free plan</button></form></div>
<div><h3>Paid</h3><p>Launch now or in a week you choose, skip the queue, extra categories and more.</p>
<p><a class="button" href="/me/listings/${listing.listing_id}/order">Build a paid launch</a></p></div>
</div>`
    : listing.status === 'awaiting_badge'
      ? html`${badgeSection(listing, own, csrf, state.badge, state.checked !== undefined)}<p>Or <a href="/me/listings/${listing.listing_id}/order">launch with a paid plan</a> instead.</p>`
      : html`<p>${statusWords(listing)}.</p><p><a href="/me/listings/${listing.listing_id}/order">Add paid options</a> (billboard, extra categories, trophy cabinet).</p>`
}
</section>

<section class="card" id="pictures" aria-labelledby="pictures-title">
<h2 id="pictures-title">Pictures</h2>
<p><a href="/me/listings/${listing.listing_id}/logo">Upload or replace the logo</a> (shown on the listing, in lists and on its social card). <a href="/me/listings/${listing.listing_id}/screenshots">Screenshots</a>: a gallery of up to 6 in the paid media section. <a href="/me/listings/${listing.listing_id}/founders">Founders’ photos</a>: a face for each founder, or their initials.</p>
</section>

<section class="card" id="edit" aria-labelledby="edit-title">
<h2 id="edit-title">Edit the listing</h2>
<p class="hint">Edits publish at once and are kept in the version history.</p>
${generalError('edit')}
<form method="post" action="/me/listings/${listing.listing_id}/edit" class="stack">${formSecrets(context.viewer)}
${EDITABLE.map(({ name, label, long, list }) => {
  const id = `edit-${name}`;
  const value = editTyped[name] ?? formValue(editableValue(listing, name));
  const error = errorOf('edit', `fields.${name}`);
  return html`<label for="${id}">${label}</label>
${long || list ? html`<textarea id="${id}" name="${name}" rows="${list ? 4 : 5}"${invalidAttrs(id, error)}>${value}</textarea>` : html`<input id="${id}" name="${name}" value="${value}"${invalidAttrs(id, error)}>`}
${fieldError(id, error)}`;
})}
<div class="check"><input type="checkbox" id="apply-all" name="apply_to" value="all"${editTyped.apply_to === 'all' ? html` checked` : ''}><label for="apply-all">Also write the headline, summary and search engine fields to this company’s listings on our other sites</label></div>
<button type="submit">Save and publish</button></form>
</section>

<section class="card" id="faqs" aria-labelledby="faqs-title">
<h2 id="faqs-title">Questions and answers</h2>
${generalError('faqs')}
<form method="post" action="/me/listings/${listing.listing_id}/more" class="stack">${formSecrets(context.viewer)}<input type="hidden" name="part" value="faqs">
${[...listing.faqs, { question: '', answer: '' }].slice(0, 10).map(
  (
    faq,
    i,
  ) => html`<label for="faq-q-${i}">Question ${i + 1}</label><input id="faq-q-${i}" name="question" value="${faq.question}">
<label for="faq-a-${i}">Answer ${i + 1}</label><textarea id="faq-a-${i}" name="answer" rows="2">${faq.answer}</textarea>`,
)}
<button type="submit">Save questions</button></form>
</section>

<section class="card" id="socials" aria-labelledby="socials-title">
<h2 id="socials-title">Social profiles</h2>
${generalError('socials')}
<form method="post" action="/me/listings/${listing.listing_id}/more" class="stack">${formSecrets(context.viewer)}<input type="hidden" name="part" value="socials">
${SOCIAL_PLATFORMS.map((platform) => {
  const id = `social-${platform}`;
  const error = errorOf('socials', `socials.${platform}`);
  return html`<label for="${id}">${socialName(platform)}</label><input id="${id}" name="social_${platform}" value="${typedIn('socials')[`social_${platform}`] ?? listing.socials[platform] ?? ''}"${invalidAttrs(id, error)}>${fieldError(id, error)}`;
})}
<button type="submit">Save profiles</button></form>
</section>

<section class="card" id="updates" aria-labelledby="updates-title">
<h2 id="updates-title">Post an update</h2>
${generalError('updates')}
<form method="post" action="/me/listings/${listing.listing_id}/updates" class="stack">${formSecrets(context.viewer)}
<label for="update-title">Title</label><input id="update-title" name="title" value="${typedIn('updates').title ?? ''}"${invalidAttrs('update-title', errorOf('updates', 'title'))}>
${fieldError('update-title', errorOf('updates', 'title'))}
<label for="update-body">What’s new</label><textarea id="update-body" name="body" rows="4"${invalidAttrs('update-body', errorOf('updates', 'body'))}>${typedIn('updates').body ?? ''}</textarea>
${fieldError('update-body', errorOf('updates', 'body'))}
<button type="submit">Post</button></form>
</section>

<section class="card" id="milestones" aria-labelledby="milestones-title">
<h2 id="milestones-title">Milestones</h2>
${generalError('milestones')}
${
  listing.milestones.length
    ? html`<ul>${listing.milestones.map(
        (m) =>
          html`<li>${longDate(m.date)}: ${m.title} <form method="post" action="/me/listings/${listing.listing_id}/milestones/${m.id}/delete" class="inline">${csrf}<button type="submit" class="danger" aria-label="Delete the milestone ${m.title}">Delete</button></form></li>`,
      )}</ul>`
    : html`<p>None yet.</p>`
}
<form method="post" action="/me/listings/${listing.listing_id}/milestones" class="stack">${formSecrets(context.viewer)}
<label for="milestone-date">Date</label><input id="milestone-date" name="date" type="date" value="${typedIn('milestones').date ?? ''}"${invalidAttrs('milestone-date', errorOf('milestones', 'date'))}>
${fieldError('milestone-date', errorOf('milestones', 'date'))}
<label for="milestone-title">What happened</label><input id="milestone-title" name="title" value="${typedIn('milestones').title ?? ''}"${invalidAttrs('milestone-title', errorOf('milestones', 'title'))}>
${fieldError('milestone-title', errorOf('milestones', 'title'))}
<label for="milestone-description">More (optional)</label><textarea id="milestone-description" name="description" rows="2">${typedIn('milestones').description ?? ''}</textarea>
<button type="submit">Add the milestone</button></form>
</section>

<section class="card" id="story" aria-labelledby="story-title">
<h2 id="story-title">The founder story</h2>
${generalError('story')}
<form method="post" action="/me/listings/${listing.listing_id}/story" class="stack">${csrf}
${STORY_SECTIONS.map((section) => {
  const id = `story-${section}`;
  const error = errorOf('story', section);
  const value = typedIn('story')[`story_${section}`] ?? listing.story[section] ?? '';
  const label = section
    .replace(/_/g, ' ')
    .replace(/^./, (c) => c.toUpperCase())
    .replace('Whats next', 'What’s next');
  return html`<label for="${id}">${label}</label>${section === 'title' ? html`<input id="${id}" name="story_${section}" value="${value}"${invalidAttrs(id, error)}>` : html`<textarea id="${id}" name="story_${section}" rows="3"${invalidAttrs(id, error)}>${value}</textarea>`}${fieldError(id, error)}`;
})}
<button type="submit">Save the story</button></form>
</section>

<section class="card" id="history" aria-labelledby="history-title">
<h2 id="history-title">Version history</h2>
<p>${listing.versions} version${listing.versions === 1 ? '' : 's'}. The latest edits:</p>
${
  listing.last_edits.length
    ? html`<div class="table-scroll"><table><thead><tr><th scope="col">When</th><th scope="col">Field</th><th scope="col">Before</th><th scope="col">After</th></tr></thead><tbody>
${listing.last_edits.flatMap((edit) =>
  Object.entries(edit.changes).map(
    ([field, change]) =>
      html`<tr><td><time datetime="${edit.at}">${longDate(edit.at)}</time></td><td>${fieldLabel(field)}</td><td>${shown(change.before)}</td><td>${shown(change.after)}</td></tr>`,
  ),
)}
</tbody></table></div>`
    : html`<p>No edits yet.</p>`
}
</section>`,
  };
}
