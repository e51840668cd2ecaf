/**
 * The state of a draft folded from its events: the write side decides on it, the read side shows it
 * (get_draft, list_my_drafts), so both read the events the same way. Field rules are in the draft
 * decider's header (command-service/src/drafts/draft.decider.ts).
 */
import {
  DRAFT_FIELDS,
  type DraftFieldName,
  type DraftProposal,
  type Evidence,
  type FieldValue,
  type RejectedValue,
} from './draft-fields.ts';
import { safeEmail, safeHttpUrl, safeSiteUrl, safeSocials, withSafeUrl } from '../listings/safe-links.ts';
import type {
  CompetitorComparison,
  DraftEvent,
  DraftFaq,
  DraftFounder,
  DraftMilestone,
  FieldChange,
  FieldState,
} from './draft.events.ts';

export type DraftStatus = 'crawling' | 'drafting' | 'ready' | 'failed' | 'submitted';

export interface DraftFieldEntry {
  value: FieldValue;
  /** State before any lock; the shown state is `override` while locked. */
  state: Exclude<FieldState, 'override'>;
  evidence: Evidence[];
  /** The AI's latest value for the field (proposal or regeneration): what restore puts back. */
  aiValue: FieldValue;
  aiEvidence: Evidence[];
  locked: boolean;
}

export interface DraftState {
  draftId: string | null;
  ownerId: string | null;
  url: string | null;
  status: DraftStatus | null;
  failure: { code: string; message: string } | null;
  /** The AI proposal was recorded: there are AI values to restore and evidence to redraft from. */
  proposed: boolean;
  siteRead: boolean;
  fields: Record<DraftFieldName, DraftFieldEntry>;
  faqs: DraftFaq[];
  founders: DraftFounder[];
  companySocials: Record<string, string>;
  founderSocials: Record<string, string>;
  story: Record<string, string>;
  milestones: DraftMilestone[];
  /**
   * What the verifier turned down in the latest proposal, with the reason: the draft's evidence log of
   * values left not_found although the AI proposed them (older states may lack it).
   */
  rejected?: RejectedValue[];
  seo: { title?: string; meta?: string };
  competitor: {
    url: string;
    status: 'reading' | 'compared' | 'failed';
    comparison: CompetitorComparison | null;
    error: string | null;
  } | null;
  invites: { inviteId: string; email: string; sent: boolean }[];
  listingId: number | null;
  listingSlug: string | null;
  /** The site the draft was saved on (DraftSubmitted's `site`); null: the default site. */
  listingSite?: string | null;
  /** The site it was started on (DraftStarted's `site`); null or absent: the default site. */
  startedSite?: string | null;
}

/**
 * The site whose category tree a draft's categories come from: once saved, the one it was saved on
 * (its listing's); before, the one it was started on. undefined: the default site.
 */
export const categorySiteOfDraft = (
  state: Pick<DraftState, 'listingId' | 'listingSite' | 'startedSite'>,
): string | undefined => (state.listingId !== null ? state.listingSite : state.startedSite) || undefined;

const emptyField = (): DraftFieldEntry => ({
  value: null,
  state: 'not_found',
  evidence: [],
  aiValue: null,
  aiEvidence: [],
  locked: false,
});

export const initialDraftState = (): DraftState => ({
  draftId: null,
  ownerId: null,
  url: null,
  status: null,
  failure: null,
  proposed: false,
  siteRead: false,
  fields: Object.fromEntries(DRAFT_FIELDS.map((f) => [f, emptyField()])) as Record<DraftFieldName, DraftFieldEntry>,
  faqs: [],
  founders: [],
  companySocials: {},
  founderSocials: {},
  story: {},
  milestones: [],
  rejected: [],
  seo: {},
  competitor: null,
  invites: [],
  listingId: null,
  listingSlug: null,
});

/** The state a client sees: `override` while locked. */
export const shownState = (entry: DraftFieldEntry): FieldState => (entry.locked ? 'override' : entry.state);

/** Empty strings and empty lists hold no value. */
export const hasValue = (value: FieldValue | undefined): boolean =>
  value !== null && value !== undefined && (Array.isArray(value) ? value.length > 0 : value.trim() !== '');

export const normaliseFieldValue = (value: FieldValue | undefined): FieldValue => {
  if (!hasValue(value)) return null;
  return Array.isArray(value) ? value.map((v) => v.trim()).filter(Boolean) : (value as string).trim();
};

/** Share of profile fields with a value (0 to 100) and the fields still without one. */
export function completenessOf(fields: Record<DraftFieldName, Pick<DraftFieldEntry, 'value'>>): {
  completeness: number;
  missing: DraftFieldName[];
} {
  const missing = DRAFT_FIELDS.filter((f) => !hasValue(fields[f].value));
  return { completeness: Math.round(((DRAFT_FIELDS.length - missing.length) / DRAFT_FIELDS.length) * 100), missing };
}

const fromProposal = (proposal: DraftProposal) => ({
  faqs: proposal.faqs.filter((f) => f.value).map((f) => ({ ...f.value!, evidence: f.evidence })),
  founders: proposal.founders.filter((f) => f.value).map((f) => ({ ...f.value!, evidence: f.evidence })),
  milestones: proposal.milestones.filter((m) => m.value).map((m) => ({ ...m.value!, evidence: m.evidence })),
  socials: (record: DraftProposal['company_socials']) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([, v]) => typeof v.value === 'string' && v.value)
        .map(([k, v]) => [k, v.value!]),
    ),
  story: Object.fromEntries(
    Object.entries(proposal.story)
      .filter(([, v]) => typeof v.value === 'string' && v.value)
      .map(([k, v]) => [k, v.value!]),
  ),
});

const withFieldChanges = (
  state: DraftState,
  changes: Partial<Record<DraftFieldName, FieldChange>>,
  apply: (entry: DraftFieldEntry, change: FieldChange) => DraftFieldEntry,
): DraftState => {
  const fields = { ...state.fields };
  for (const [field, change] of Object.entries(changes) as [DraftFieldName, FieldChange][])
    fields[field] = apply(fields[field], change);
  return { ...state, fields };
};

/** A profile field's value with a link or address that is not safe dropped (a list where one belongs too). */
const safeFieldValue = (value: FieldValue, safe: (value: unknown) => string | null): FieldValue =>
  value === null ? null : typeof value === 'string' ? safe(value) : null;

const safeEntry = (entry: DraftFieldEntry, safe: (value: unknown) => string | null): DraftFieldEntry => {
  const value = safeFieldValue(entry.value, safe);
  const aiValue = safeFieldValue(entry.aiValue, safe);
  if (value === entry.value && aiValue === entry.aiValue) return entry;
  return {
    ...entry,
    value,
    aiValue,
    evidence: value === entry.value ? entry.evidence : [],
    aiEvidence: aiValue === entry.aiValue ? entry.aiEvidence : [],
    // An AI value dropped reads as one the site did not state.
    state: entry.state === 'ai' && value === null ? 'not_found' : entry.state,
  };
};

/**
 * The draft with every link and e-mail address that is not safe dropped (safe-links.ts): the logo and
 * video links, the contact address, the socials, milestone links and the competitor (whose link is
 * the comparison); the submitted URL falls back to its origin. Events recorded before the API refused
 * such values (or an AI value read off a site) keep them: evolveDraft applies this after every event,
 * so the write side decides on, and the read side shows, only safe values; views of documents folded
 * before apply it again.
 */
export function safeDraftState(state: DraftState): DraftState {
  return {
    ...state,
    url: state.url === null ? null : safeSiteUrl(state.url),
    fields: {
      ...state.fields,
      logo_url: safeEntry(state.fields.logo_url, safeHttpUrl),
      demo_video_url: safeEntry(state.fields.demo_video_url, safeHttpUrl),
      contact_email: safeEntry(state.fields.contact_email, safeEmail),
    },
    companySocials: safeSocials(state.companySocials),
    founderSocials: safeSocials(state.founderSocials),
    milestones: state.milestones.map(withSafeUrl),
    competitor: state.competitor && safeHttpUrl(state.competitor.url) === null ? null : state.competitor,
  };
}

/** The draft after one more event; links and addresses that are not safe are dropped (safeDraftState). */
export const evolveDraft = (state: DraftState, event: DraftEvent): DraftState =>
  safeDraftState(applyDraftEvent(state, event));

function applyDraftEvent(state: DraftState, event: DraftEvent): DraftState {
  switch (event.type) {
    case 'DraftStarted':
      return {
        ...state,
        draftId: event.data.draftId,
        ownerId: event.data.ownerId,
        url: event.data.url,
        startedSite: event.data.site ?? null,
        status: 'crawling',
      };
    case 'SiteRead':
      return { ...state, status: 'drafting', siteRead: true };
    case 'SiteReadFailed':
    case 'DraftingFailed':
      return { ...state, status: 'failed', failure: { code: event.data.code, message: event.data.message } };
    case 'DraftProposed': {
      const { proposal } = event.data;
      const fields = { ...state.fields };
      for (const field of DRAFT_FIELDS) {
        const proposed = proposal.fields[field];
        const value = normaliseFieldValue(proposed?.value ?? null);
        const evidence = value === null ? [] : (proposed?.evidence ?? []);
        fields[field] = {
          value,
          state: value === null ? 'not_found' : 'ai',
          evidence,
          aiValue: value,
          aiEvidence: evidence,
          locked: false,
        };
      }
      const from = fromProposal(proposal);
      return {
        ...state,
        status: 'ready',
        proposed: true,
        fields,
        faqs: from.faqs,
        founders: from.founders,
        milestones: from.milestones,
        rejected: proposal.rejected ?? [],
        companySocials: from.socials(proposal.company_socials),
        founderSocials: from.socials(proposal.founder_socials),
        story: from.story,
      };
    }
    case 'FieldsEdited':
      return withFieldChanges(state, event.data.changes, (entry, change) => ({
        ...entry,
        value: change.after,
        state:
          change.state === 'override'
            ? change.after === null
              ? 'deleted'
              : entry.aiValue !== null
                ? 'edited'
                : 'manual'
            : change.state,
        evidence: [],
      }));
    case 'FieldsRestored':
      return withFieldChanges(state, event.data.changes, (entry) => ({
        ...entry,
        value: entry.aiValue,
        state: entry.aiValue === null ? 'not_found' : 'ai',
        evidence: entry.aiEvidence,
        locked: false,
      }));
    case 'FieldsRegenerated':
      return withFieldChanges(state, event.data.changes, (entry, change) => {
        const evidence = (change as FieldChange & { evidence: Evidence[] }).evidence;
        return {
          ...entry,
          value: change.after,
          aiValue: change.after,
          evidence,
          aiEvidence: evidence,
          state: change.after === null ? 'not_found' : 'ai',
        };
      });
    case 'FieldsLocked': {
      const fields = { ...state.fields };
      for (const field of event.data.fields) fields[field] = { ...fields[field], locked: true };
      return { ...state, fields };
    }
    case 'FaqsReplaced':
      return { ...state, faqs: event.data.faqs };
    case 'FoundersReplaced':
      return { ...state, founders: event.data.founders };
    case 'SocialsReplaced':
      return event.data.owner === 'company'
        ? { ...state, companySocials: event.data.socials }
        : { ...state, founderSocials: event.data.socials };
    case 'StoryChanged':
      return { ...state, story: event.data.story };
    case 'MilestonesReplaced':
      return { ...state, milestones: event.data.milestones };
    case 'SeoChanged':
      return { ...state, seo: event.data.seo };
    case 'CompetitorSet':
      return { ...state, competitor: { url: event.data.url, status: 'reading', comparison: null, error: null } };
    case 'CompetitorCompared':
      return {
        ...state,
        competitor: { url: event.data.url, status: 'compared', comparison: event.data.comparison, error: null },
      };
    case 'CompetitorReadFailed':
      return {
        ...state,
        competitor: { url: event.data.url, status: 'failed', comparison: null, error: event.data.message },
      };
    case 'CompetitorCleared':
      return { ...state, competitor: null };
    case 'CofounderInvited':
      return {
        ...state,
        invites: [...state.invites, { inviteId: event.data.inviteId, email: event.data.email, sent: false }],
      };
    case 'InviteEmailSent':
      return {
        ...state,
        invites: state.invites.map((i) => (i.inviteId === event.data.inviteId ? { ...i, sent: true } : i)),
      };
    case 'DraftSubmitted':
      return {
        ...state,
        status: 'submitted',
        listingId: event.data.listingId,
        listingSlug: event.data.slug,
        listingSite: event.data.site ?? null,
      };
  }
}
