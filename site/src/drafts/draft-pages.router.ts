/**
 * The founder's pages of submit-by-URL, each action the API's own operation run as the signed-in
 * person (maker-pages.ts):
 *
 *   GET  /submit                       the form for the website URL
 *   POST /submit                       submit_listing → the draft's page
 *   GET  /drafts                       list_my_drafts
 *   GET  /drafts/:id                   get_draft: progress while crawling and drafting, the reason in words
 *                                      when it failed, else the review: a preview of the public page, a
 *                                      summary of what is missing that stays in view (sticky beside the
 *                                      forms on wide screens, first on narrow ones; CSS only), and every
 *                                      field with its state and evidence quotes, grouped under headings
 *   GET  /drafts/:id/events            server-sent events of the status until it settles (site.js reloads
 *                                      then); without script the progress page reloads itself
 *   POST /drafts/:id/fields/:field     update_draft on one field: edit, remove, lock, restore (the button
 *                                      pressed is `action`; the API has no unlock)
 *   POST /drafts/:id/regenerate        update_draft regenerate: up to 5 ticked fields
 *   POST /drafts/:id/more              update_draft: FAQs, founders, socials, story, milestones, SEO, competitor URL
 *   POST /drafts/:id/invites           invite_cofounder
 *   POST /drafts/:id/submit            submit_draft → the owned listing's page
 */
import { Router, type Request, type Response } from 'express';
import { DRAFT_FIELDS, type DraftFieldName } from '@listings/shared/contracts/drafts';
import type { DocumentStore } from '@listings/shared/kernel';
import { findOwnDraft } from '@listings/query-service/drafts';
import { requestSiteOf, type OperationExecutor } from '@listings/shared/api';
import type { SessionStore } from '@listings/shared/platform';
import { html, PAGE_SECURITY_HEADERS, type SafeHtml } from '../kit/html.ts';
import {
  fieldError,
  formSecrets,
  invalidAttrs,
  MakerPages,
  refusalOf,
  type MakerContext,
  type Refusal,
} from '../kit/maker-pages.ts';
import { PageError, type RenderedPage } from '../kit/site-pages.ts';
import { longDate, monogram } from '../listings/parts.ts';

/** The field names as a founder reads them. */
export const FIELD_LABELS: Record<DraftFieldName, string> = {
  name: 'Name',
  tagline: 'Tagline',
  short_description: 'Short description',
  description: 'Description',
  stage: 'Stage',
  categories: 'Categories',
  tags: 'Tags',
  pricing_model: 'Pricing model',
  pricing_summary: 'Pricing summary',
  country: 'Country (two-letter code)',
  city: 'City',
  founded_year: 'Founded in',
  features: 'Features',
  usps: 'What sets it apart',
  keywords: 'Keywords',
  contact_email: 'Contact e-mail',
  demo_video_url: 'Demo video link',
  logo_url: 'Logo link',
};

const LIST_FIELDS = new Set<DraftFieldName>(['categories', 'tags', 'features', 'usps', 'keywords']);
const LONG_FIELDS = new Set<DraftFieldName>(['description', 'short_description']);

/** A field's state in words. */
export const STATE_WORDS: Record<string, string> = {
  ai: 'found on your site',
  not_found: 'not found on your site',
  edited: 'edited by you',
  manual: 'added by you',
  override: 'locked',
  deleted: 'removed',
};

/** Why a crawl or drafting failed, in words (the failure's code; its message is shown too). */
export const FAILURE_WORDS: Record<string, string> = {
  robots_disallowed: 'Your site’s robots.txt does not allow us to read this page, so we did not.',
  unreachable: 'We could not reach the site: it did not answer, or answered with an error.',
  unsafe_address: 'We refused the address: it points to a private or local network, which we never fetch.',
  not_html: 'The address is not a web page (HTML), so there was nothing to read.',
  too_large: 'The page is too large for us to read.',
  timeout: 'The site took too long to answer.',
  too_many_redirects: 'The address redirects too many times.',
  drafting_failed: 'Reading your site worked, but drafting the profile failed. Try again in a while.',
};

const SETTLING = new Set(['crawling', 'drafting']);
const STATUS_WORDS: Record<string, string> = {
  crawling: 'Reading your website…',
  drafting: 'Drafting your profile from what your site says…',
  ready: 'Ready for your review',
  failed: 'Failed',
  submitted: 'Saved as a listing',
};

interface DraftField {
  value: string | string[] | null;
  state: string;
  evidence: { quote: string; url: string }[];
  ai_value: string | string[] | null;
}

export interface DraftView {
  id: string;
  url: string;
  status: string;
  failure: { code: string; message: string } | null;
  fields: Record<DraftFieldName, DraftField>;
  faqs: { question: string; answer: string }[];
  founders: { name: string; title?: string; bio?: string }[];
  company_socials: Record<string, string>;
  founder_socials: Record<string, string>;
  story: Record<string, string>;
  milestones: { date: string; title: string; description?: string; url?: string }[];
  seo: { title?: string; meta?: string };
  competitor: { url: string; status: string; error: string | null } | null;
  invites: { email: string; status: string }[];
  completeness: number;
  missing: DraftFieldName[];
  /** Values the verifier did not keep, with the reason (absent from older answers). */
  rejected?: { field: string; value: string; reason: string; evidence: { quote: string; url: string }[] }[];
  listing_id: number | null;
  created_at: string;
}

const isField = (name: string): name is DraftFieldName => (DRAFT_FIELDS as readonly string[]).includes(name);
const shown = (value: string | string[] | null) =>
  value === null ? '' : Array.isArray(value) ? value.join('\n') : value;
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function draftPagesRouter(
  maker: MakerPages,
  deps: {
    executor: OperationExecutor;
    sessions: SessionStore;
    documents: DocumentStore;
    /** How long one event stream follows a draft before it ends (the page then reloads). */
    eventsTimeoutMs?: number;
  },
): Router {
  const router = Router();

  // ---------------------------------------------------------------- submit
  const submitForm = (context: MakerContext, url = '', refusal?: Refusal): RenderedPage => ({
    status: refusal?.status ?? 200,
    title: 'Submit your product',
    narrow: true,
    body: html`<h1>Submit your product</h1>
<p class="lead">Give us your product’s website. We read it (only the pages your robots.txt allows) and draft a profile, quoting your site for every value. Nothing is published or charged until you choose.</p>
${refusal && !refusal.fields.url ? html`<p class="error" role="alert">${refusal.message}</p>` : ''}
<form method="post" action="/submit" class="stack">
${formSecrets(context.viewer)}
<label for="url">Website address</label>
<input id="url" name="url" type="url" required maxlength="2048" placeholder="https://example.com" value="${url}"${invalidAttrs('url', refusal?.fields.url)}>
${fieldError('url', refusal?.fields.url)}
<button type="submit">Read my site and draft the profile</button>
</form>
<p><a href="/drafts">Your drafts</a></p>`,
  });

  router.get(
    '/submit',
    maker.page(async (context) => submitForm(context)),
  );
  router.post(
    '/submit',
    ...maker.action(async (context) => {
      const url = context.form.url?.trim() ?? '';
      const result = await context.run('submit_listing', {
        body: { url },
        idempotencyKey: MakerPages.idempotencyKey(context),
      });
      if (result.status === 201) return { redirect: `/drafts/${(result.body as { id: string }).id}` };
      return submitForm(context, url, refusalOf(result));
    }),
  );

  // ---------------------------------------------------------------- list
  router.get(
    '/drafts',
    maker.page(async (context) => {
      const list = await context.read<{
        items: {
          id: string;
          url: string;
          name: string | null;
          status: string;
          completeness: number;
          created_at: string;
        }[];
      }>('list_my_drafts', { query: { per_page: 50 } });
      return {
        title: 'Your drafts',
        body: html`<h1>Your drafts</h1>
<p><a class="button" href="/submit">Submit a product</a></p>
${
  list.items.length
    ? html`<ul class="rows">${list.items.map(
        (draft) =>
          html`<li class="row"><div class="body"><a class="name" href="/drafts/${draft.id}">${draft.name ?? draft.url}</a><p class="tagline">${draft.url} · ${STATUS_WORDS[draft.status] ?? draft.status} · ${draft.completeness}% complete · started ${longDate(draft.created_at)}</p></div></li>`,
      )}</ul>`
    : html`<p>No drafts yet.</p>`
}`,
      };
    }),
  );

  // ---------------------------------------------------------------- one draft
  const draftOf = (context: MakerContext) =>
    context.read<DraftView>('get_draft', { params: { id: String(context.req.params.id) } });

  router.get(
    '/drafts/:id',
    maker.page(async (context) => {
      const draft = await draftOf(context);
      const notice = typeof context.req.query.done === 'string' ? DONE[context.req.query.done] : undefined;
      return draftPage(context, draft, { notice });
    }),
  );

  // Server-sent events: the status each time it changes, until it settles (or after two minutes).
  // The first read is get_draft through the executor (the person's rights and rate limit, a 404 for
  // another's draft); the polls after it read the owner's draft from the read model directly, so a
  // waiting page does not spend the person's request allowance.
  router.get('/drafts/:id/events', async (req: Request, res: Response) => {
    const session = await deps.sessions.sessionOf(req);
    if (!session) return void res.status(401).set(PAGE_SECURITY_HEADERS).end();
    const id = String(req.params.id);
    const first = await deps.executor.execute({
      operationId: 'get_draft',
      params: { id },
      query: {},
      body: undefined,
      principal: MakerPages.principalOf(session),
      clientIp: req.ip ?? 'unknown',
      site: requestSiteOf(req),
    });
    if (first.status !== 200) return void res.status(first.status).set(PAGE_SECURITY_HEADERS).end();
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    let closed = false;
    req.on('close', () => (closed = true));
    let last = '';
    let status: string = (first.body as DraftView).status;
    const deadline = Date.now() + (deps.eventsTimeoutMs ?? 120_000);
    while (!closed) {
      if (status !== last) {
        res.write(`event: status\ndata: ${JSON.stringify({ status, words: STATUS_WORDS[status] ?? status })}\n\n`);
        last = status;
      }
      if (!SETTLING.has(status) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await findOwnDraft(deps.documents, id, session.accountId))?.status ?? 'gone';
    }
    res.end();
  });

  const DONE: Record<string, string> = {
    edited: 'Saved.',
    removed: 'Removed.',
    locked: 'Locked: a redraft will not change it.',
    restored: 'Put back to what your site says.',
    regenerated: 'Drafted again from your site.',
    more: 'Saved.',
    invited: 'Invitation sent.',
  };

  const update = async (context: MakerContext, body: Record<string, unknown>) =>
    context.run('update_draft', { params: { id: String(context.req.params.id) }, body });

  const afterUpdate = async (
    context: MakerContext,
    result: Awaited<ReturnType<MakerContext['run']>>,
    done: string,
    anchor: string,
    errorsAt?: { field?: DraftFieldName; value?: string; more?: Record<string, string> },
  ) => {
    if (result.status === 200) return { redirect: `/drafts/${context.req.params.id}?done=${done}#${anchor}` };
    const refusal = refusalOf(result);
    if (result.status !== 400) return draftPage(context, await draftOf(context), { refusal, status: result.status });
    return draftPage(context, await draftOf(context), {
      refusal,
      status: 400,
      typed: errorsAt,
    });
  };

  router.post(
    '/drafts/:id/fields/:field',
    ...maker.action(async (context) => {
      const field = String(context.req.params.field);
      if (!isField(field)) throw new PageError(404, 'Not found', `There is no field ${field}.`);
      const action = context.form.action ?? 'edit';
      if (action === 'lock')
        return afterUpdate(context, await update(context, { lock_fields: [field] }), 'locked', `f-${field}`);
      if (action === 'restore')
        return afterUpdate(context, await update(context, { restore: [field] }), 'restored', `f-${field}`);
      if (action === 'remove')
        return afterUpdate(context, await update(context, { fields: { [field]: null } }), 'removed', `f-${field}`);
      const typed = context.form.value ?? '';
      const value = LIST_FIELDS.has(field) ? lines(typed) : typed.trim();
      const result = await update(context, { fields: { [field]: value } });
      return afterUpdate(context, result, 'edited', `f-${field}`, { field, value: typed });
    }),
  );

  router.post(
    '/drafts/:id/regenerate',
    ...maker.action(async (context) => {
      const fields = context.all('field');
      if (fields.length === 0) return { redirect: `/drafts/${context.req.params.id}#regenerate` };
      return afterUpdate(context, await update(context, { regenerate: fields }), 'regenerated', 'regenerate');
    }),
  );

  router.post(
    '/drafts/:id/more',
    ...maker.action(async (context) => {
      const form = context.form;
      const body: Record<string, unknown> = {};
      const part = form.part;
      if (part === 'faqs') {
        body.faqs = context
          .all('question')
          .map((question, i) => ({ question: question.trim(), answer: (context.all('answer')[i] ?? '').trim() }))
          .filter((faq) => faq.question || faq.answer);
      } else if (part === 'founders') {
        body.founders = context
          .all('founder_name')
          .map((name, i) => ({
            name: name.trim(),
            ...(context.all('founder_title')[i]?.trim() ? { title: context.all('founder_title')[i].trim() } : {}),
            ...(context.all('founder_bio')[i]?.trim() ? { bio: context.all('founder_bio')[i].trim() } : {}),
          }))
          .filter((founder) => founder.name || founder.title || founder.bio);
      } else if (part === 'socials') {
        const pairs = (prefix: string) =>
          Object.fromEntries(
            lines(form[prefix] ?? '')
              .map((line) => line.split(/\s+/))
              .filter((words) => words.length >= 2)
              .map(([network, ...rest]) => [network.replace(/:$/, '').toLowerCase(), rest.join(' ')]),
          );
        body.company_socials = pairs('company_socials');
        body.founder_socials = pairs('founder_socials');
      } else if (part === 'story') {
        body.story = Object.fromEntries(
          Object.entries(form)
            .filter(([name, value]) => name.startsWith('story_') && value.trim())
            .map(([name, value]) => [name.slice('story_'.length), value.trim()]),
        );
      } else if (part === 'milestones') {
        body.milestones = context
          .all('milestone_date')
          .map((date, i) => ({ date: date.trim(), title: (context.all('milestone_title')[i] ?? '').trim() }))
          .filter((m) => m.date || m.title);
      } else if (part === 'seo') {
        body.seo = {
          ...(form.seo_title?.trim() ? { title: form.seo_title.trim() } : {}),
          ...(form.seo_meta?.trim() ? { meta: form.seo_meta.trim() } : {}),
        };
      } else if (part === 'competitor') {
        body.competitor_url = (form.competitor_url ?? '').trim();
      } else throw new PageError(400, 'Check what you entered', 'This form is not one of the draft page’s.');
      return afterUpdate(context, await update(context, body), 'more', String(part), { more: form });
    }),
  );

  router.post(
    '/drafts/:id/invites',
    ...maker.action(async (context) => {
      const email = (context.form.email ?? '').trim();
      const result = await context.run('invite_cofounder', {
        params: { id: String(context.req.params.id) },
        body: { email },
        idempotencyKey: MakerPages.idempotencyKey(context),
      });
      if (result.status === 201) return { redirect: `/drafts/${context.req.params.id}?done=invited#invites` };
      return draftPage(context, await draftOf(context), {
        refusal: refusalOf(result),
        status: result.status,
        typed: { more: { invite_email: email } },
      });
    }),
  );

  router.post(
    '/drafts/:id/submit',
    ...maker.action(async (context) => {
      const result = await context.run('submit_draft', { params: { id: String(context.req.params.id) }, body: {} });
      if (result.status === 200)
        return { redirect: `/me/listings/${(result.body as { listing_id: number }).listing_id}?done=saved` };
      return draftPage(context, await draftOf(context), { refusal: refusalOf(result), status: result.status });
    }),
  );

  return router;
}

// -------------------------------------------------------------------- the draft page

interface PageState {
  notice?: string;
  refusal?: Refusal;
  status?: number;
  /** What the person typed, kept when it was refused. */
  typed?: { field?: DraftFieldName; value?: string; more?: Record<string, string> };
}

function evidenceList(evidence: DraftField['evidence']): SafeHtml {
  if (!evidence.length) return html``;
  return html`<ul class="evidence">${evidence.map(
    (item) =>
      html`<li><blockquote>“${item.quote}”</blockquote> <a href="${item.url}" rel="nofollow noopener" target="_blank">${new URL(item.url).pathname || '/'}</a></li>`,
  )}</ul>`;
}

/** What the AI proposed for `field` and the verifier turned down, with the reason: why a field is empty. */
function rejectedList(draft: DraftView, field: (key: string) => boolean, id: string): SafeHtml {
  const entries = (draft.rejected ?? []).filter((entry) => field(entry.field));
  if (!entries.length) return html``;
  return html`<div class="rejected" id="${id}"><p class="hint">Not kept, because your site does not state it:</p><ul>${entries.map(
    (entry) => html`<li>“${entry.value}”: ${entry.reason}</li>`,
  )}</ul></div>`;
}

function fieldCard(draft: DraftView, name: DraftFieldName, state: PageState, csrf: SafeHtml): SafeHtml {
  const field = draft.fields[name];
  const id = `value-${name}`;
  const typedHere = state.typed?.field === name;
  const error = typedHere ? (state.refusal?.fields[`fields.${name}`] ?? state.refusal?.message) : undefined;
  const value = typedHere ? (state.typed?.value ?? '') : shown(field.value);
  const multi = LIST_FIELDS.has(name) || LONG_FIELDS.has(name);
  const action = `/drafts/${draft.id}/fields/${name}`;
  return html`<section class="card field" id="f-${name}" aria-labelledby="h-${name}">
<h3 id="h-${name}">${FIELD_LABELS[name]} <span class="chip state-${field.state}">${STATE_WORDS[field.state] ?? field.state}</span></h3>
${evidenceList(field.evidence)}
${rejectedList(draft, (key) => key === name, `rejected-${name}`)}
<form method="post" action="${action}" class="stack">
${csrf}
<label for="${id}">${FIELD_LABELS[name]}${LIST_FIELDS.has(name) ? ' (one per line)' : ''}</label>
${
  multi
    ? html`<textarea id="${id}" name="value" rows="${LIST_FIELDS.has(name) ? 4 : 6}"${invalidAttrs(id, error)}>${value}</textarea>`
    : html`<input id="${id}" name="value" value="${value}"${invalidAttrs(id, error)}>`
}
${fieldError(id, error)}
<div class="actions">
<button type="submit" name="action" value="edit">Save</button>
${field.state !== 'override' ? html`<button type="submit" name="action" value="lock" class="secondary">Lock</button>` : ''}
${field.ai_value !== null && field.state !== 'ai' ? html`<button type="submit" name="action" value="restore" class="secondary">Restore what your site says</button>` : ''}
${field.value !== null ? html`<button type="submit" name="action" value="remove" class="secondary">Remove</button>` : ''}
</div>
</form>
</section>`;
}

/**
 * The review's groups, in page order, each with its heading's anchor: the profile's fields (every one
 * of DRAFT_FIELDS in exactly one group) and the forms of the rest of the draft (`parts`, by id).
 */
export const DRAFT_GROUPS: { id: string; title: string; fields: DraftFieldName[]; parts: string[] }[] = [
  {
    id: 'group-basics',
    title: 'Basics',
    fields: ['name', 'tagline', 'stage', 'categories', 'tags', 'country', 'city', 'founded_year', 'contact_email'],
    parts: [],
  },
  {
    id: 'group-description',
    title: 'Description',
    fields: ['short_description', 'description', 'features', 'usps'],
    parts: [],
  },
  { id: 'group-pricing', title: 'Pricing', fields: ['pricing_model', 'pricing_summary'], parts: [] },
  {
    id: 'group-links',
    title: 'Links & media',
    fields: ['logo_url', 'demo_video_url'],
    parts: ['socials', 'competitor'],
  },
  { id: 'group-people', title: 'People', fields: [], parts: ['founders', 'invites'] },
  { id: 'group-story', title: 'Story', fields: [], parts: ['story', 'milestones'] },
  { id: 'group-faqs', title: 'FAQs', fields: [], parts: ['faqs'] },
  { id: 'group-seo', title: 'SEO', fields: ['keywords'], parts: ['seo'] },
];

/** The parts of the draft besides its fields that are still empty (optional, but they show on the page). */
const emptyParts = (draft: DraftView): { id: string; label: string }[] =>
  [
    { id: 'founders', label: 'Founders', empty: draft.founders.length === 0 },
    { id: 'faqs', label: 'Questions and answers', empty: draft.faqs.length === 0 },
    { id: 'story', label: 'Your story', empty: Object.keys(draft.story).length === 0 },
    { id: 'seo', label: 'Search engine title and description', empty: !draft.seo.title && !draft.seo.meta },
  ].filter((part) => part.empty);

/** A field's value as one line of text, or null when it has none. */
const textOf = (value: string | string[] | null): string | null =>
  value === null ? null : Array.isArray(value) ? (value.length ? value.join(', ') : null) : value.trim() || null;
const listOf = (value: string | string[] | null): string[] =>
  value === null ? [] : Array.isArray(value) ? value : value.trim() ? [value] : [];

/**
 * The public page as the draft would make it: the listing page's head (monogram, name, tagline, facts
 * as chips, the website), About, features, what sets it apart, pricing, founders and FAQs. A missing
 * field is marked where it would show, linking to its form.
 */
function draftPreview(draft: DraftView): SafeHtml {
  const value = (name: DraftFieldName) => textOf(draft.fields[name].value);
  const missing = (name: DraftFieldName) =>
    html`<a class="missing" href="#f-${name}">${FIELD_LABELS[name]} missing</a>`;
  const name = value('name');
  const chips = [
    value('stage'),
    listOf(draft.fields.categories.value)[0] ?? null,
    value('pricing_model'),
    [value('city'), value('country')].filter(Boolean).join(', ') || null,
    value('founded_year') ? `Since ${value('founded_year')}` : null,
  ].filter((chip): chip is string => chip !== null);
  const about = value('description') ?? value('short_description');
  const list = (title: string, field: DraftFieldName) => {
    const items = listOf(draft.fields[field].value);
    return html`<h4>${title}</h4>${items.length ? html`<ul>${items.map((item) => html`<li>${item}</li>`)}</ul>` : html`<p>${missing(field)}</p>`}`;
  };
  return html`<section class="card draft-preview" id="preview" aria-labelledby="preview-title">
<h2 id="preview-title">Preview of your public page</h2>
<p class="hint">How your listing will look to visitors once it is published (votes, reviews and badges come later). What is missing is marked: follow the mark to its field.</p>
<div class="preview-frame">
<div class="listing-head">
${monogram(name ?? draft.url, true)}
<div class="title">
<h3 class="preview-name">${name ?? missing('name')}</h3>
<p class="lead">${value('tagline') ?? missing('tagline')}</p>
${chips.length ? html`<p class="chips">${chips.map((chip) => html`<span class="chip">${chip}</span> `)}</p>` : ''}
<p>Visit ${new URL(draft.url).hostname}</p>
</div>
</div>
<h4>About</h4>
${about ? html`${about.split(/\n{2,}/).map((paragraph) => html`<p>${paragraph}</p>`)}` : html`<p>${missing('description')}</p>`}
${list('Features', 'features')}
${list('What makes it different', 'usps')}
<h4>Pricing</h4>
<p>${value('pricing_summary') ?? missing('pricing_summary')}</p>
${draft.founders.length ? html`<h4>Founders</h4><ul>${draft.founders.map((founder) => html`<li>${founder.name}${founder.title ? html` · ${founder.title}` : ''}</li>`)}</ul>` : ''}
${draft.faqs.length ? html`<h4>Questions and answers</h4><dl>${draft.faqs.map((faq) => html`<dt>${faq.question}</dt><dd>${faq.answer}</dd>`)}</dl>` : ''}
</div>
</section>`;
}

/**
 * What is still missing, and the way to each group and to saving: one box that stays in view beside
 * the forms on wide screens (position: sticky) and comes first on narrow ones. No script needed.
 */
function draftSummary(draft: DraftView, csrf: SafeHtml): SafeHtml {
  const missingIn = (group: (typeof DRAFT_GROUPS)[number]) => group.fields.filter((f) => draft.missing.includes(f));
  const optional = emptyParts(draft);
  return html`<aside class="draft-summary" aria-labelledby="summary-title">
<div class="card">
<h2 id="summary-title">Still missing</h2>
<p><strong>${draft.completeness}% complete</strong></p>
<progress max="100" value="${draft.completeness}" aria-label="Profile ${draft.completeness}% complete">${draft.completeness}%</progress>
${
  draft.missing.length
    ? html`<ul class="missing-list" id="missing-fields">${draft.missing.map((field) => html`<li><a href="#f-${field}">${FIELD_LABELS[field]}</a></li>`)}</ul>`
    : html`<p id="missing-fields">Every field has a value.</p>`
}
${optional.length ? html`<p class="hint">Not added yet (optional): ${optional.map((part, i) => html`${i ? ', ' : ''}<a href="#${part.id}">${part.label}</a>`)}.</p>` : ''}
${rejectedList(draft, (key) => !(DRAFT_FIELDS as readonly string[]).includes(key), 'rejected-other')}
<nav aria-labelledby="sections-title">
<h3 id="sections-title">Sections</h3>
<ol class="group-nav">
<li><a href="#preview">Preview</a></li>
${DRAFT_GROUPS.map((group) => {
  const missing = missingIn(group).length;
  return html`<li><a href="#${group.id}">${group.title}</a>${missing ? html` <span class="muted">(${missing} missing)</span>` : ''}</li>`;
})}
<li><a href="#regenerate">Draft again</a></li>
</ol>
</nav>
<h3 id="save-title">${draft.listing_id ? 'Saved as a listing' : 'Save as a listing'}</h3>
<p class="hint">${draft.listing_id ? html`Your listing is saved. Edits here update it too. <a href="/me/listings/${draft.listing_id}">Go to the listing</a>.` : 'Saving creates your listing, not yet published. You choose how to publish it next.'}</p>
<form method="post" action="/drafts/${draft.id}/submit">${csrf}<button type="submit">${draft.listing_id ? 'Save again' : 'Save as listing'}</button></form>
</div>
</aside>`;
}

function draftPage(context: MakerContext, draft: DraftView, state: PageState = {}): RenderedPage {
  const csrf = html`<input type="hidden" name="csrf" value="${context.viewer.csrfToken}">`;
  const title = draft.fields.name.value ? `Draft: ${shown(draft.fields.name.value)}` : `Draft of ${draft.url}`;
  if (SETTLING.has(draft.status)) {
    return {
      title,
      narrow: true,
      // Without script the page reloads itself; with it, site.js follows /events and reloads once settled.
      head: html`<noscript><meta http-equiv="refresh" content="3"></noscript>`,
      body: html`<h1>Drafting your profile</h1>
<p>We are reading <strong>${draft.url}</strong> and drafting your profile from what it says. This takes about a minute.</p>
<ol class="progress" id="draft-progress" data-events="/drafts/${draft.id}/events">
<li${draft.status === 'crawling' ? html` aria-current="step"` : ''}>Reading your website${draft.status === 'drafting' ? ' — done' : '…'}</li>
<li${draft.status === 'drafting' ? html` aria-current="step"` : ''}>Drafting the profile${draft.status === 'drafting' ? '…' : ''}</li>
<li>Ready for your review</li>
</ol>
<p role="status" id="draft-status">${STATUS_WORDS[draft.status]}</p>
<p class="hint">This page updates by itself. You can also <a href="/drafts/${draft.id}">reload it</a>.</p>`,
    };
  }
  if (draft.status === 'failed') {
    const failure = draft.failure ?? { code: 'unknown', message: '' };
    return {
      title,
      narrow: true,
      body: html`<h1>We could not draft ${draft.url}</h1>
<p class="error" role="alert">${FAILURE_WORDS[failure.code] ?? 'Something went wrong while reading the site.'}</p>
${failure.message ? html`<p class="hint">Details: ${failure.message}</p>` : ''}
<p><a class="button" href="/submit">Try another address</a> <a href="/drafts">Your drafts</a></p>`,
    };
  }
  const refusal = state.refusal;
  const general = refusal && !(state.typed?.field && Object.keys(refusal.fields).length) ? refusal : undefined;
  const more = state.typed?.more ?? {};
  const moreError = (name: string) => (state.typed?.more ? refusal?.fields[name] : undefined);
  const storyKeys = [...new Set(['problem', 'solution', 'journey', ...Object.keys(draft.story)])];
  const parts: Record<string, SafeHtml> = {
    faqs: html`<section class="card" id="faqs" aria-labelledby="faqs-title">
<h3 id="faqs-title">Questions and answers</h3>
<form method="post" action="/drafts/${draft.id}/more" class="stack">${csrf}<input type="hidden" name="part" value="faqs">
${[...draft.faqs, { question: '', answer: '' }].slice(0, 10).map(
  (
    faq,
    i,
  ) => html`<label for="faq-q-${i}">Question ${i + 1}</label><input id="faq-q-${i}" name="question" value="${faq.question}">
<label for="faq-a-${i}">Answer ${i + 1}</label><textarea id="faq-a-${i}" name="answer" rows="2">${faq.answer}</textarea>`,
)}
${fieldError('faqs', moreError('faqs'))}
<button type="submit">Save questions</button></form>
</section>`,
    founders: html`<section class="card" id="founders" aria-labelledby="founders-title">
<h3 id="founders-title">Founders</h3>
<form method="post" action="/drafts/${draft.id}/more" class="stack">${csrf}<input type="hidden" name="part" value="founders">
${[...draft.founders, { name: '', title: '', bio: '' }].slice(0, 6).map(
  (
    founder,
    i,
  ) => html`<label for="founder-name-${i}">Founder ${i + 1}: name</label><input id="founder-name-${i}" name="founder_name" value="${founder.name}">
<label for="founder-title-${i}">Role</label><input id="founder-title-${i}" name="founder_title" value="${founder.title ?? ''}">
<label for="founder-bio-${i}">About</label><textarea id="founder-bio-${i}" name="founder_bio" rows="2">${founder.bio ?? ''}</textarea>`,
)}
${fieldError('founders', moreError('founders'))}
<button type="submit">Save founders</button></form>
</section>`,
    socials: html`<section class="card" id="socials" aria-labelledby="socials-title">
<h3 id="socials-title">Social profiles</h3>
<form method="post" action="/drafts/${draft.id}/more" class="stack">${csrf}<input type="hidden" name="part" value="socials">
<label for="company-socials">The company’s (one per line: network and link, e.g. “linkedin https://…”)</label>
<textarea id="company-socials" name="company_socials" rows="3">${
      more.company_socials ??
      Object.entries(draft.company_socials)
        .map(([k, v]) => `${k} ${v}`)
        .join('\n')
    }</textarea>
${fieldError('company-socials', moreError('company_socials'))}
<label for="founder-socials">The founders’ (same way)</label>
<textarea id="founder-socials" name="founder_socials" rows="3">${
      more.founder_socials ??
      Object.entries(draft.founder_socials)
        .map(([k, v]) => `${k} ${v}`)
        .join('\n')
    }</textarea>
${fieldError('founder-socials', moreError('founder_socials'))}
<button type="submit">Save profiles</button></form>
</section>`,
    story: html`<section class="card" id="story" aria-labelledby="story-title">
<h3 id="story-title">Your story</h3>
<form method="post" action="/drafts/${draft.id}/more" class="stack">${csrf}<input type="hidden" name="part" value="story">
${storyKeys.map(
  (key) =>
    html`<label for="story-${key}">${key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())}</label><textarea id="story-${key}" name="story_${key}" rows="3">${more[`story_${key}`] ?? draft.story[key] ?? ''}</textarea>`,
)}
${fieldError('story', moreError('story'))}
<button type="submit">Save story</button></form>
</section>`,
    milestones: html`<section class="card" id="milestones" aria-labelledby="milestones-title">
<h3 id="milestones-title">Milestones</h3>
<form method="post" action="/drafts/${draft.id}/more" class="stack">${csrf}<input type="hidden" name="part" value="milestones">
${[...draft.milestones, { date: '', title: '' }].slice(0, 50).map(
  (
    m,
    i,
  ) => html`<label for="milestone-date-${i}">Milestone ${i + 1}: date</label><input id="milestone-date-${i}" name="milestone_date" type="date" value="${m.date}">
<label for="milestone-title-${i}">What happened</label><input id="milestone-title-${i}" name="milestone_title" value="${m.title}">`,
)}
${fieldError('milestones', moreError('milestones'))}
<button type="submit">Save milestones</button></form>
</section>`,
    seo: html`<section class="card" id="seo" aria-labelledby="seo-title">
<h3 id="seo-title">Search engines</h3>
<form method="post" action="/drafts/${draft.id}/more" class="stack">${csrf}<input type="hidden" name="part" value="seo">
<label for="seo-title-input">Page title (up to 70 characters)</label><input id="seo-title-input" name="seo_title" value="${more.seo_title ?? draft.seo.title ?? ''}"${invalidAttrs('seo-title-input', moreError('seo.title'))}>
${fieldError('seo-title-input', moreError('seo.title'))}
<label for="seo-meta-input">Description (up to 170 characters)</label><textarea id="seo-meta-input" name="seo_meta" rows="2"${invalidAttrs('seo-meta-input', moreError('seo.meta'))}>${more.seo_meta ?? draft.seo.meta ?? ''}</textarea>
${fieldError('seo-meta-input', moreError('seo.meta'))}
<button type="submit">Save</button></form>
</section>`,
    competitor: html`<section class="card" id="competitor" aria-labelledby="competitor-title">
<h3 id="competitor-title">Main competitor</h3>
${draft.competitor ? html`<p>${draft.competitor.url}: ${draft.competitor.status === 'reading' ? 'reading their site…' : draft.competitor.status === 'compared' ? 'compared' : `could not be read (${draft.competitor.error ?? 'unknown reason'})`}</p>` : ''}
<form method="post" action="/drafts/${draft.id}/more" class="stack">${csrf}<input type="hidden" name="part" value="competitor">
<label for="competitor-url">Their website (empty clears)</label><input id="competitor-url" name="competitor_url" type="url" value="${more.competitor_url ?? draft.competitor?.url ?? ''}"${invalidAttrs('competitor-url', moreError('competitor_url'))}>
${fieldError('competitor-url', moreError('competitor_url'))}
<button type="submit">Compare</button></form>
</section>`,
    invites: html`<section class="card" id="invites" aria-labelledby="invites-title">
<h3 id="invites-title">Invite co-founders</h3>
${draft.invites.length ? html`<ul>${draft.invites.map((invite) => html`<li>${invite.email}: ${invite.status === 'sent' ? 'invitation sent' : 'sending'}</li>`)}</ul>` : ''}
<form method="post" action="/drafts/${draft.id}/invites" class="stack">${formSecrets(context.viewer)}
<label for="invite-email">Their e-mail address</label><input id="invite-email" name="email" type="email" value="${more.invite_email ?? ''}"${invalidAttrs('invite-email', more.invite_email !== undefined ? refusal?.fields.email : undefined)}>
${fieldError('invite-email', more.invite_email !== undefined ? refusal?.fields.email : undefined)}
<button type="submit">Send the invitation</button></form>
</section>`,
  };
  return {
    status: state.status,
    title,
    body: html`<h1>${title}</h1>
<p class="lead">From <a href="${draft.url}" rel="nofollow noopener">${draft.url}</a> · ${STATUS_WORDS[draft.status] ?? draft.status} · <strong>${draft.completeness}% complete</strong></p>
${state.notice ? html`<p class="notice" role="status">${state.notice}</p>` : ''}
${general ? html`<p class="error" role="alert">${general.message}</p>${Object.keys(general.fields).length ? html`<ul>${Object.entries(general.fields).map(([f, m]) => html`<li>${f.replace(/[._]/g, ' ')}: ${m}</li>`)}</ul>` : ''}` : ''}
<div class="draft-review">
${draftSummary(draft, csrf)}
<div class="draft-groups">
${draftPreview(draft)}
${DRAFT_GROUPS.map(
  (group) => html`<section class="draft-group" id="${group.id}" aria-labelledby="${group.id}-title">
<h2 id="${group.id}-title">${group.title}</h2>
${group.fields.map((name) => fieldCard(draft, name, state, csrf))}
${group.parts.map((part) => parts[part])}
</section>`,
)}
<section class="card" id="regenerate" aria-labelledby="regen-title">
<h2 id="regen-title">Draft again from your site</h2>
<form method="post" action="/drafts/${draft.id}/regenerate">
${csrf}
<fieldset><legend>Choose up to 5 fields (locked fields are kept)</legend>
<ul class="checks">${DRAFT_FIELDS.map((name) => html`<li><input type="checkbox" id="regen-${name}" name="field" value="${name}"> <label for="regen-${name}">${FIELD_LABELS[name]}</label></li>`)}</ul>
</fieldset>
<button type="submit">Draft these again</button>
</form>
</section>
</div>
</div>`,
  };
}
