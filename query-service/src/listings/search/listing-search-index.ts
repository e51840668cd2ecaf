/**
 * Typo-tolerant full-text index over listing name, tagline, description and keywords (MiniSearch:
 * fuzzy and prefix matching, field boosts). It is a read model kept in process memory, fed by the
 * same projection runtime as the others and rebuilt from the log at start; filters and sorts are
 * then applied on the `listings` read model.
 */
import MiniSearch from 'minisearch';
import { defineProjection, type Projection, asDomainEvent } from '@listings/shared/kernel';
import type { ListingEvent } from '@listings/shared/contracts/listings';

interface Indexed {
  id: number;
  slug: string;
  name: string;
  tagline: string;
  description: string;
  keywords: string;
}

const SEARCHED_FIELDS = ['name', 'tagline', 'description', 'keywords'] as const;

/**
 * Words, plus the parts of compound product names ("PipelineHero" → pipelinehero, pipeline, hero),
 * so a search for one part finds the product.
 */
export const tokenize = (text: string): string[] =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .flatMap((word) => {
      const parts = word.split(/(?<=\p{Ll})(?=\p{Lu})/u);
      return parts.length > 1 ? [word, ...parts] : [word];
    });

/** Typos allowed per word, as Elasticsearch's AUTO fuzziness: none up to 2 letters, 1 up to 5, then 2. */
export const allowedTypos = (term: string): number => (term.length <= 2 ? 0 : term.length <= 5 ? 1 : 2);

export class ListingSearchIndex {
  private index = ListingSearchIndex.empty();
  private readonly documents = new Map<number, Indexed>();

  private static empty() {
    return new MiniSearch<Indexed>({
      fields: [...SEARCHED_FIELDS],
      storeFields: ['slug'],
      tokenize,
      searchOptions: {
        tokenize,
        boost: { name: 4, keywords: 2, tagline: 2 },
        fuzzy: allowedTypos,
        prefix: (term) => term.length >= 3,
        combineWith: 'AND',
      },
    });
  }

  /** Slugs matching `query`, best first, with their relevance score. */
  search(query: string): { slug: string; score: number }[] {
    let results = this.index.search(query);
    // All words must match, unless that finds nothing: then any word may.
    if (results.length === 0) results = this.index.search(query, { combineWith: 'OR' });
    return results.map((r) => ({ slug: r.slug as string, score: r.score }));
  }

  get size(): number {
    return this.documents.size;
  }

  private put(document: Indexed) {
    if (this.documents.has(document.id)) this.index.discard(document.id);
    this.documents.set(document.id, document);
    this.index.add(document);
  }

  readonly projection: Projection = defineProjection({
    name: 'listing-search',
    ephemeral: true,
    collections: [],
    eventTypes: ['ListingCreated', 'ListingProfileChanged'],
    setup: async () => {
      this.index = ListingSearchIndex.empty();
      this.documents.clear();
    },
    apply: async (recorded) => {
      const event = asDomainEvent<ListingEvent>(recorded);
      if (event.type === 'ListingCreated') {
        const { profile, slug, listingId } = event.data;
        this.put({
          id: listingId,
          slug,
          name: profile.name,
          tagline: profile.tagline ?? '',
          description: profile.description ?? '',
          keywords: (profile.keywords ?? []).join(' '),
        });
      } else if (event.type === 'ListingProfileChanged') {
        const current = this.documents.get(event.data.listingId);
        if (!current) return;
        const next = { ...current };
        for (const field of SEARCHED_FIELDS) {
          const change = event.data.changes[field];
          if (change)
            next[field] = Array.isArray(change.after)
              ? change.after.join(' ')
              : ((change.after as string | null) ?? '');
        }
        this.put(next);
      }
    },
  });
}
