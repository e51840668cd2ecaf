/**
 * Events of the draft aggregate (stream `draft-<uuid>`): the submit-by-URL flow from the URL to a
 * saved listing. What the site said (SiteRead) is kept in the log: redrafts and audits use exactly
 * the text and markup that were read.
 */
import type {
  FeatureComparison,
  DraftFieldName,
  DraftProposal,
  Evidence,
  FieldValue,
  PageKind,
} from './draft-fields.ts';

export type FieldState = 'ai' | 'not_found' | 'edited' | 'manual' | 'override' | 'deleted';

export interface StoredPage {
  url: string;
  kind: PageKind;
  title: string;
  /** Visible text; all pages of one SiteRead together are bounded (SITE_TEXT_LIMIT), meta text included. */
  text: string;
  /** What the page states outside its visible text (meta tags, JSON-LD, link targets): evidence too. */
  metaText?: string;
  /**
   * The page's markup without scripts, styles, SVG and comments (bounded by SITE_HTML_LIMIT over all
   * pages): extractors read structure (lists, tables, JSON-LD, links), so a redraft sees what the
   * first draft saw.
   */
  html?: string;
}

export interface DraftFaq {
  question: string;
  answer: string;
  evidence: Evidence[];
}
export interface DraftFounder {
  name: string;
  title?: string;
  bio?: string;
  evidence: Evidence[];
}
export interface DraftMilestone {
  date: string;
  title: string;
  description?: string;
  url?: string;
  evidence: Evidence[];
}

export interface FieldChange {
  before: FieldValue;
  after: FieldValue;
  /** The field's state after the change. */
  state: FieldState;
}

export interface CompetitorComparison {
  name: string | null;
  /** Per profile field: this draft's value and the competitor's, side by side. */
  rows: { field: DraftFieldName; ours: FieldValue; theirs: FieldValue }[];
  /** Features matched by wording, what only each side states, and pricing, each with evidence. */
  analysis?: FeatureComparison;
}

export type DraftEvent =
  /**
   * `site`: the key of the site of the network it was started on (issue 30), whose category tree
   * the drafter chooses from until it is saved; absent on the default site and on earlier events.
   */
  | { type: 'DraftStarted'; data: { draftId: string; ownerId: string; url: string; site?: string } }
  | {
      type: 'SiteRead';
      data: {
        draftId: string;
        finalUrl: string;
        pages: StoredPage[];
        skipped: { url: string; reason: string }[];
        truncated: boolean;
      };
    }
  | { type: 'SiteReadFailed'; data: { draftId: string; code: string; message: string } }
  | { type: 'DraftProposed'; data: { draftId: string; proposal: DraftProposal } }
  | { type: 'DraftingFailed'; data: { draftId: string; code: string; message: string } }
  | { type: 'FieldsEdited'; data: { draftId: string; changes: Partial<Record<DraftFieldName, FieldChange>> } }
  | { type: 'FieldsLocked'; data: { draftId: string; fields: DraftFieldName[] } }
  | {
      type: 'FieldsRegenerated';
      data: { draftId: string; changes: Partial<Record<DraftFieldName, FieldChange & { evidence: Evidence[] }>> };
    }
  | { type: 'FieldsRestored'; data: { draftId: string; changes: Partial<Record<DraftFieldName, FieldChange>> } }
  | { type: 'FaqsReplaced'; data: { draftId: string; faqs: DraftFaq[] } }
  | { type: 'FoundersReplaced'; data: { draftId: string; founders: DraftFounder[] } }
  | {
      type: 'SocialsReplaced';
      data: { draftId: string; owner: 'company' | 'founder'; socials: Record<string, string> };
    }
  | { type: 'StoryChanged'; data: { draftId: string; story: Record<string, string> } }
  | { type: 'MilestonesReplaced'; data: { draftId: string; milestones: DraftMilestone[] } }
  | { type: 'SeoChanged'; data: { draftId: string; seo: { title?: string; meta?: string } } }
  | { type: 'CompetitorSet'; data: { draftId: string; url: string } }
  | { type: 'CompetitorCompared'; data: { draftId: string; url: string; comparison: CompetitorComparison } }
  | { type: 'CompetitorReadFailed'; data: { draftId: string; url: string; code: string; message: string } }
  | { type: 'CompetitorCleared'; data: { draftId: string } }
  | { type: 'CofounderInvited'; data: { draftId: string; inviteId: string; email: string } }
  | { type: 'InviteEmailSent'; data: { draftId: string; inviteId: string } }
  /**
   * Saved as a listing. `site`: the key of the site of the network it was saved on, which the
   * listing will live on (issue 30); absent on the default site and on every earlier event.
   */
  | { type: 'DraftSubmitted'; data: { draftId: string; listingId: number; slug: string; site?: string } };

export const DRAFT_EVENT_TYPES = [
  'DraftStarted',
  'SiteRead',
  'SiteReadFailed',
  'DraftProposed',
  'DraftingFailed',
  'FieldsEdited',
  'FieldsLocked',
  'FieldsRegenerated',
  'FieldsRestored',
  'FaqsReplaced',
  'FoundersReplaced',
  'SocialsReplaced',
  'StoryChanged',
  'MilestonesReplaced',
  'SeoChanged',
  'CompetitorSet',
  'CompetitorCompared',
  'CompetitorReadFailed',
  'CompetitorCleared',
  'CofounderInvited',
  'InviteEmailSent',
  'DraftSubmitted',
] as const satisfies readonly DraftEvent['type'][];

export const draftStream = (draftId: string) => `draft-${draftId}`;

/** Most text one SiteRead keeps (all pages together), in UTF-16 code units: about 200 KB. */
export const SITE_TEXT_LIMIT = 200_000;
/** Bound on the stored markup of all pages of one SiteRead, keeping an event well under 1 MB (Kafka's default message size). */
export const SITE_HTML_LIMIT = 400_000;
export const MAX_INVITES = 10;
export const MAX_REGENERATE = 5;
