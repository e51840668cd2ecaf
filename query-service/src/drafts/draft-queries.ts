/**
 * Reads of drafts (list_my_drafts, get_draft) from the `drafts` read model, the draft the write
 * operations answer with (read-your-writes), and category names → slugs for saving a draft.
 */
import type { CategoryCatalog, CategoryResolver } from '@listings/shared/contracts/site-content';
import type { DraftState } from '@listings/shared/contracts/drafts';
import type { DocumentStore } from '@listings/shared/kernel';
import { notFound, ok, principalOf, type DraftResponse, type OperationHandlers } from '@listings/shared/api';
import {
  DRAFTS_COLLECTION,
  draftDocumentOf,
  type DraftDocument,
  draftSummary,
  draftView,
} from '@listings/projectors/drafts';
import { categoriesOfSite } from '@listings/projectors/site-content';
import type { SiteOfRead } from '@listings/shared/contracts/listings';
import { pageOf, paged, skipOf } from '../paging.ts';

const drafts = (documents: DocumentStore) => documents.collection<DraftDocument>(DRAFTS_COLLECTION);

/** Only the owner's drafts exist for them: another account's draft is a 404, like a missing one. */
export const findOwnDraft = (documents: DocumentStore, draftId: string, accountId: string) =>
  drafts(documents).findOne({ _id: draftId, owner_id: accountId });

export const draftQueryHandlers = (deps: { documents: DocumentStore }) =>
  ({
    list_my_drafts: async (context) => {
      const { accountId } = principalOf(context);
      const page = pageOf(context.input.query);
      const filter = { owner_id: accountId };
      const [items, total] = await Promise.all([
        drafts(deps.documents).find(filter, {
          sort: { created_at: -1, _id: 1 },
          skip: skipOf(page),
          limit: page.per_page,
        }),
        drafts(deps.documents).countDocuments(filter),
      ]);
      return ok(paged(items.map(draftSummary), page, total));
    },
    get_draft: async (context) => {
      const document = await findOwnDraft(deps.documents, context.input.params.id, principalOf(context).accountId);
      if (!document) throw notFound('The draft');
      return ok(draftView(document));
    },
  }) satisfies OperationHandlers;

export interface DraftResponses {
  /** The draft once the read side has reached `position` (bounded wait); the decided state if it has not. */
  read(draftId: string, accountId: string, position: number, decided: DraftState, at: string): Promise<DraftResponse>;
}

export const draftResponses = (deps: {
  documents: DocumentStore;
  waitForPosition(position: number, timeoutMs: number): Promise<boolean>;
  readYourWritesTimeoutMs: number;
}): DraftResponses => ({
  async read(draftId, accountId, position, decided, at) {
    // A negative position: answer with the state just decided (submit_listing shows the draft as it starts).
    if (position < 0) return draftView(draftDocumentOf(decided, { created: at, updated: at }, 0));
    const reached = position === 0 || (await deps.waitForPosition(position, deps.readYourWritesTimeoutMs));
    const document = await findOwnDraft(deps.documents, draftId, accountId);
    if (document && reached) return draftView(document);
    return draftView(draftDocumentOf(decided, { created: document?.created_at ?? at, updated: at }, -1));
  },
});

const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** A site key as the write side names it (absent: the default site) as the site of a read. */
const siteOfKey = (site: string | undefined, defaultSiteKey: string): SiteOfRead =>
  !site || site === defaultSiteKey ? { key: defaultSiteKey, isDefault: true } : { key: site, isDefault: false };

/**
 * Category names (as list_categories shows them, any case) or slugs → slugs on `site`'s tree
 * (categoriesOfSite: its own, or the default site's until it has one); unknown names are dropped.
 */
export const categoryResolver =
  (documents: DocumentStore, defaultSiteKey: string): CategoryResolver =>
  async (names, site) => {
    const categories = await categoriesOfSite(documents, siteOfKey(site, defaultSiteKey));
    const bySlug = new Map(categories.map((c) => [c.slug, c.slug]));
    const byName = new Map(categories.map((c) => [folded(c.name), c.slug]));
    return names
      .map((name) => byName.get(folded(name)) ?? bySlug.get(name.trim().toLowerCase()))
      .filter((slug): slug is string => slug !== undefined);
  };

/** `site`'s live category tree for the drafter: every category with its name, description and parent. */
export const categoryCatalog =
  (documents: DocumentStore, defaultSiteKey: string): CategoryCatalog =>
  async (site) =>
    (await categoriesOfSite(documents, siteOfKey(site, defaultSiteKey))).map((category) => ({
      name: category.name,
      slug: category.slug,
      description: category.description ?? '',
      parent: category.parent ?? null,
    }));
