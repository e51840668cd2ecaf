/**
 * The drafted profile's vocabulary: its fields, a value with the evidence quoted for it, what a drafter
 * proposes, and a competitor comparison. Events carry these shapes, so they are published here; the
 * API's schemas (catalog) and the drafters (command side) build on them.
 */

/** Draft profile fields of the spec, in its order (string|null unless a list). */
export const DRAFT_FIELDS = [
  'name',
  'tagline',
  'short_description',
  'description',
  'stage',
  'categories',
  'tags',
  'pricing_model',
  'pricing_summary',
  'country',
  'city',
  'founded_year',
  'features',
  'usps',
  'keywords',
  'contact_email',
  'demo_video_url',
  'logo_url',
] as const;
export type DraftFieldName = (typeof DRAFT_FIELDS)[number];

export type PageKind = 'home' | 'about' | 'pricing' | 'features' | 'faq' | 'contact' | 'team' | 'other';

export interface Evidence {
  /** A quote that occurs verbatim (whitespace-normalised) in the text of `url`. */
  quote: string;
  url: string;
}

export type FieldValue = string | string[] | null;

export interface ProposedValue<Value = FieldValue> {
  /** null when the site does not state it (never invented). */
  value: Value;
  evidence: Evidence[];
}

/**
 * A value a drafter proposed that the verifier did not keep (the field is not_found instead), with
 * the reason, for the maker to see: "a free trial is not a free plan", "a price does not state a stage".
 */
export interface RejectedValue {
  /** A profile field, or `founders`, `company_socials.<platform>`, `faqs`, `story.<section>`. */
  field: string;
  /** The value as proposed, as text (a list item, a founder's name, a URL). */
  value: string;
  reason: string;
  evidence: Evidence[];
}

export interface DraftProposal {
  fields: Partial<Record<DraftFieldName, ProposedValue>>;
  faqs: ProposedValue<{ question: string; answer: string }>[];
  founders: ProposedValue<{ name: string; title?: string; bio?: string }>[];
  company_socials: Record<string, ProposedValue<string>>;
  founder_socials: Record<string, ProposedValue<string>>;
  story: Record<string, ProposedValue<string>>;
  milestones: ProposedValue<{ date: string; title: string; description?: string; url?: string }>[];
  /** What the verifier turned down (absent in proposals recorded before it existed). */
  rejected?: RejectedValue[];
}

export interface PricingSide {
  pricing_model: ProposedValue;
  pricing_summary: ProposedValue;
}

/** The feature-by-feature analysis of our site against a competitor's, each side with its own evidence. */
export interface FeatureComparison {
  competitor: { url: string; name: ProposedValue; tagline: ProposedValue };
  /** Features both state: our wording as the value, evidence from both sites. */
  shared_features: { ours: ProposedValue<string>; theirs: ProposedValue<string> }[];
  only_ours: ProposedValue<string>[];
  only_theirs: ProposedValue<string>[];
  pricing: { ours: PricingSide; theirs: PricingSide };
}
