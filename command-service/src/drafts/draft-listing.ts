import type { CategoryResolver } from '@listings/shared/contracts/site-content';
/**
 * What a draft becomes as a listing profile (submit_draft, and update_draft once submitted).
 */
import { categorySiteOfDraft, hasValue, type DraftState } from '@listings/shared/contracts/drafts';
import type { ListingProfile } from '@listings/shared/contracts/listings';
import { slugify } from '../listings/index.ts';
import type { DraftFieldName } from './drafting.ports.ts';

const text = (state: DraftState, field: DraftFieldName): string | null => {
  const value = state.fields[field].value;
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};
const list = (state: DraftState, field: DraftFieldName): string[] => {
  const value = state.fields[field].value;
  return Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];
};

/** "2019" → 2019; anything but a 4-digit year → null. */
export const foundedYearOf = (value: string | null): number | null => {
  const match = value ? /^\s*(\d{4})\s*$/.exec(value) : null;
  return match ? Number(match[1]) : null;
};

/**
 * The listing profile for a draft. `categorySlugs` are the draft's category names already resolved
 * to slugs (unknown names dropped) and cut to what the listing may have (one unless paid).
 */
export function listingProfileOf(state: DraftState, categorySlugs: string[]): ListingProfile {
  const seo = state.seo;
  return {
    name: text(state, 'name') ?? '',
    url: state.url!,
    tagline: text(state, 'tagline'),
    short_description: text(state, 'short_description'),
    description: text(state, 'description'),
    stage: text(state, 'stage'),
    categories: categorySlugs,
    tags: list(state, 'tags'),
    pricing_model: text(state, 'pricing_model'),
    pricing_summary: text(state, 'pricing_summary'),
    country: text(state, 'country')?.toUpperCase() ?? null,
    city: text(state, 'city'),
    founded_year: foundedYearOf(text(state, 'founded_year')),
    features: list(state, 'features'),
    usps: list(state, 'usps'),
    keywords: list(state, 'keywords'),
    contact_email: text(state, 'contact_email'),
    demo_video_url: text(state, 'demo_video_url'),
    logo_url: text(state, 'logo_url'),
    seo_title: seo.title ?? null,
    seo_description: seo.meta ?? null,
    socials: { ...state.companySocials },
    faqs: state.faqs.map(({ question, answer }) => ({ question, answer })),
    founders: state.founders.map((founder, index) => ({
      slug: slugify(founder.name),
      name: founder.name,
      ...(founder.title ? { title: founder.title } : {}),
      ...(founder.bio ? { bio: founder.bio } : {}),
      // Founder links belong to the primary founder (the first).
      ...(index === 0 && Object.keys(state.founderSocials).length ? { socials: { ...state.founderSocials } } : {}),
    })),
    story: { ...state.story },
    // Only what the site was read for and did not state; a draft whose site could not be read says nothing.
    not_found_on_website: state.proposed
      ? (Object.keys(state.fields) as DraftFieldName[]).filter(
          (f) => state.fields[f].state === 'not_found' && !hasValue(state.fields[f].value),
        )
      : [],
  };
}

/**
 * Resolves category names to slugs on the tree of the site the listing lives on (the draft's:
 * categorySiteOfDraft), drops unknown ones and repeats, keeps at most `max` (the first is primary).
 */
export async function categorySlugsOf(state: DraftState, resolve: CategoryResolver, max: number): Promise<string[]> {
  const names = list(state, 'categories');
  if (names.length === 0) return [];
  return [...new Set(await resolve(names, categorySiteOfDraft(state)))].slice(0, max);
}
