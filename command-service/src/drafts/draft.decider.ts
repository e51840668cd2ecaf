/**
 * The draft aggregate: a profile drafted from a website, then reviewed and edited by its owner and
 * saved as a listing. Pure: the crawl, the drafting and the listing are done by the callers, who
 * hand their results in as commands.
 *
 * Field rules (spec "Draft field" row): the AI's value is `ai` (or `not_found` when the site does not
 * state it); a value typed by the owner is `edited` when the AI had one and `manual` when it had none;
 * null removes it (`deleted`); lock_fields makes it `override` (kept by AI redrafts, edits keep the
 * lock); restore puts back the AI's latest value (state `ai`/`not_found`) and lifts the lock.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import { DRAFT_FIELDS } from '@listings/shared/api';
import type { DraftFieldName, DraftProposal, Evidence, FieldValue } from './drafting.ports.ts';
import {
  MAX_INVITES,
  MAX_REGENERATE,
  type CompetitorComparison,
  type DraftEvent,
  type DraftFaq,
  type DraftFounder,
  type DraftMilestone,
  type FieldChange,
  type FieldState,
  type StoredPage,
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
}

export interface DraftUpdate {
  fields?: Partial<Record<DraftFieldName, FieldValue>>;
  lock_fields?: DraftFieldName[];
  /** The fields to redraft and what the drafter proposed for them (the handler ran it). */
  regenerate?: { fields: DraftFieldName[]; proposal: DraftProposal };
  restore?: DraftFieldName[];
  faqs?: { question: string; answer: string }[];
  company_socials?: Record<string, string | undefined>;
  founder_socials?: Record<string, string | undefined>;
  founders?: { name: string; title?: string; bio?: string }[];
  story?: Record<string, string | undefined>;
  milestones?: { date: string; title: string; description?: string; url?: string }[];
  competitor_url?: string;
  seo?: { title?: string; meta?: string };
}

export type DraftCommand =
  | { type: 'StartDraft'; draftId: string; ownerId: string; url: string }
  | {
      type: 'RecordSiteRead';
      finalUrl: string;
      pages: StoredPage[];
      skipped: { url: string; reason: string }[];
      truncated: boolean;
    }
  | { type: 'RecordSiteReadFailed'; code: string; message: string }
  | { type: 'RecordProposal'; proposal: DraftProposal }
  | { type: 'RecordDraftingFailed'; code: string; message: string }
  | { type: 'UpdateDraft'; actorId: string; update: DraftUpdate }
  | { type: 'InviteCofounder'; actorId: string; inviteId: string; email: string }
  | { type: 'MarkInviteSent'; inviteId: string }
  | { type: 'RecordCompetitor'; url: string; comparison: CompetitorComparison }
  | { type: 'RecordCompetitorFailed'; url: string; code: string; message: string }
  | { type: 'SubmitDraft'; actorId: string; listingId: number; slug: string };

const emptyField = (): DraftFieldEntry => ({
  value: null,
  state: 'not_found',
  evidence: [],
  aiValue: null,
  aiEvidence: [],
  locked: false,
});

const initialState = (): DraftState => ({
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

const normalise = (value: FieldValue | undefined): FieldValue => {
  if (!hasValue(value)) return null;
  return Array.isArray(value) ? value.map((v) => v.trim()).filter(Boolean) : (value as string).trim();
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Share of profile fields with a value (0 to 100) and the fields still without one. */
export function completenessOf(fields: Record<DraftFieldName, Pick<DraftFieldEntry, 'value'>>): {
  completeness: number;
  missing: DraftFieldName[];
} {
  const missing = DRAFT_FIELDS.filter((f) => !hasValue(fields[f].value));
  return { completeness: Math.round(((DRAFT_FIELDS.length - missing.length) / DRAFT_FIELDS.length) * 100), missing };
}

/** Refuses anyone but the owner as if the draft did not exist (no hint that it does). */
export function ownedDraft(state: DraftState, actorId: string): string {
  if (state.draftId === null || state.ownerId !== actorId)
    throw new DomainError('not_found', 'draft_not_found', 'The draft was not found.');
  return state.draftId;
}

const EDITABLE: readonly DraftStatus[] = ['ready', 'failed', 'submitted'];

function editable(state: DraftState): void {
  if (!EDITABLE.includes(state.status!)) {
    throw new DomainError(
      'conflict',
      'draft_not_ready',
      `The draft is still ${state.status}: it can be edited once it is ready (poll get_draft).`,
    );
  }
}

/** Why a redraft of these fields is refused, or null: checked before the drafter runs, and again in decide. */
export function regenerateRefusal(state: DraftState, fields: readonly DraftFieldName[]): DomainError | null {
  if (fields.length > MAX_REGENERATE)
    return new DomainError(
      'invalid',
      'too_many_fields',
      `At most ${MAX_REGENERATE} fields can be regenerated at once.`,
      'body.regenerate',
    );
  if (!state.siteRead)
    return new DomainError(
      'conflict',
      'no_evidence',
      'The website could not be read, so there is no evidence to redraft from.',
    );
  const locked = fields.filter((f) => state.fields[f].locked);
  if (locked.length) {
    return new DomainError(
      'conflict',
      'fields_locked',
      `Locked fields are not redrafted: ${locked.join(', ')}. Restore them first to unlock.`,
      'body.regenerate',
    );
  }
  return null;
}

const uniq = <T>(values: readonly T[]): T[] => [...new Set(values)];

function updateEvents(state: DraftState, draftId: string, update: DraftUpdate): DraftEvent[] {
  editable(state);
  const edited = Object.keys(update.fields ?? {}) as DraftFieldName[];
  const restore = uniq(update.restore ?? []);
  const regenerate = uniq(update.regenerate?.fields ?? []);
  const clash = [edited, restore, regenerate].flatMap((list, i, all) =>
    list.filter((f) => all.some((other, j) => j !== i && other.includes(f))),
  );
  if (clash.length) {
    throw new DomainError(
      'invalid',
      'conflicting_changes',
      `A field can be edited, restored or regenerated, one at a time: ${uniq(clash).join(', ')}.`,
      'body',
    );
  }

  const events: DraftEvent[] = [];
  let current = state;
  const push = (event: DraftEvent) => {
    events.push(event);
    current = draftDecider.evolve(current, event);
  };

  if (restore.length) {
    if (!state.proposed)
      throw new DomainError(
        'conflict',
        'no_ai_values',
        'The AI has not drafted this draft, so there is no value to restore.',
      );
    const changes: Partial<Record<DraftFieldName, FieldChange>> = {};
    for (const field of restore) {
      const entry = current.fields[field];
      const state = entry.aiValue === null ? 'not_found' : 'ai';
      if (same(entry.value, entry.aiValue) && entry.state === state && !entry.locked) continue;
      changes[field] = { before: entry.value, after: entry.aiValue, state };
    }
    if (Object.keys(changes).length) push({ type: 'FieldsRestored', data: { draftId, changes } });
  }

  if (edited.length) {
    const changes: Partial<Record<DraftFieldName, FieldChange>> = {};
    for (const field of edited) {
      const entry = current.fields[field];
      const after = normalise(update.fields![field]);
      if (same(after, entry.value)) continue;
      const next: FieldState = entry.locked
        ? 'override'
        : after === null
          ? 'deleted'
          : entry.aiValue !== null
            ? 'edited'
            : 'manual';
      changes[field] = { before: entry.value, after, state: next };
    }
    if (Object.keys(changes).length) push({ type: 'FieldsEdited', data: { draftId, changes } });
  }

  if (regenerate.length) {
    const refusal = regenerateRefusal(current, regenerate);
    if (refusal) throw refusal;
    const changes: Partial<Record<DraftFieldName, FieldChange & { evidence: Evidence[] }>> = {};
    for (const field of regenerate) {
      const proposed = update.regenerate!.proposal.fields[field];
      const after = normalise(proposed?.value ?? null);
      changes[field] = {
        before: current.fields[field].value,
        after,
        state: after === null ? 'not_found' : 'ai',
        evidence: after === null ? [] : (proposed?.evidence ?? []),
      };
    }
    push({ type: 'FieldsRegenerated', data: { draftId, changes } });
  }

  const lock = uniq(update.lock_fields ?? []).filter((f) => !current.fields[f].locked);
  if (lock.length) push({ type: 'FieldsLocked', data: { draftId, fields: lock } });

  if (
    update.faqs &&
    !same(
      update.faqs,
      current.faqs.map(({ question, answer }) => ({ question, answer })),
    )
  ) {
    push({
      type: 'FaqsReplaced',
      data: { draftId, faqs: update.faqs.map((f) => ({ question: f.question, answer: f.answer, evidence: [] })) },
    });
  }
  if (
    update.founders &&
    !same(
      update.founders,
      current.founders.map(({ evidence: _e, ...f }) => f),
    )
  ) {
    push({
      type: 'FoundersReplaced',
      data: { draftId, founders: update.founders.map((f) => ({ ...f, evidence: [] })) },
    });
  }
  for (const owner of ['company', 'founder'] as const) {
    const given = owner === 'company' ? update.company_socials : update.founder_socials;
    if (!given) continue;
    const socials = Object.fromEntries(
      Object.entries(given).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== ''),
    );
    if (!same(socials, owner === 'company' ? current.companySocials : current.founderSocials))
      push({ type: 'SocialsReplaced', data: { draftId, owner, socials } });
  }
  if (update.story) {
    // Sections sent replace those sections; an empty string clears one; others are kept.
    const story = { ...current.story };
    for (const [section, text] of Object.entries(update.story)) {
      if (text === undefined) continue;
      if (text.trim() === '') delete story[section];
      else story[section] = text;
    }
    if (!same(story, current.story)) push({ type: 'StoryChanged', data: { draftId, story } });
  }
  if (
    update.milestones &&
    !same(
      update.milestones,
      current.milestones.map(({ evidence: _e, ...m }) => m),
    )
  ) {
    push({
      type: 'MilestonesReplaced',
      data: { draftId, milestones: update.milestones.map((m) => ({ ...m, evidence: [] })) },
    });
  }
  if (update.seo) {
    const seo = { ...current.seo };
    for (const key of ['title', 'meta'] as const) {
      const value = update.seo[key];
      if (value === undefined) continue;
      if (value.trim() === '') delete seo[key];
      else seo[key] = value;
    }
    if (!same(seo, current.seo)) push({ type: 'SeoChanged', data: { draftId, seo } });
  }
  if (update.competitor_url !== undefined) {
    if (update.competitor_url === '') {
      if (current.competitor) push({ type: 'CompetitorCleared', data: { draftId } });
    } else if (current.competitor?.url !== update.competitor_url) {
      push({ type: 'CompetitorSet', data: { draftId, url: update.competitor_url } });
    }
  }
  if (current.listingId !== null && !hasValue(current.fields.name.value)) {
    throw new DomainError(
      'invalid',
      'name_required',
      'The draft is saved as a listing, which needs a name: the name cannot be removed.',
      'body.fields.name',
    );
  }
  return events;
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

export const draftDecider: Decider<DraftCommand, DraftEvent, DraftState> = {
  initialState,

  decide(command, state): DraftEvent[] {
    if (command.type === 'StartDraft') {
      if (state.draftId !== null)
        throw new DomainError('conflict', 'draft_exists', `Draft ${command.draftId} already exists.`);
      return [{ type: 'DraftStarted', data: { draftId: command.draftId, ownerId: command.ownerId, url: command.url } }];
    }
    if (state.draftId === null) throw new DomainError('not_found', 'draft_not_found', 'The draft was not found.');
    const draftId = state.draftId;
    switch (command.type) {
      // Results of the reactor: a late or repeated one changes nothing.
      case 'RecordSiteRead': {
        if (state.status !== 'crawling') return [];
        const { type: _t, ...data } = command;
        return [{ type: 'SiteRead', data: { draftId, ...data } }];
      }
      case 'RecordSiteReadFailed':
        return state.status === 'crawling'
          ? [{ type: 'SiteReadFailed', data: { draftId, code: command.code, message: command.message } }]
          : [];
      case 'RecordProposal':
        return state.status === 'drafting'
          ? [{ type: 'DraftProposed', data: { draftId, proposal: command.proposal } }]
          : [];
      case 'RecordDraftingFailed':
        return state.status === 'drafting'
          ? [{ type: 'DraftingFailed', data: { draftId, code: command.code, message: command.message } }]
          : [];
      case 'UpdateDraft':
        ownedDraft(state, command.actorId);
        return updateEvents(state, draftId, command.update);
      case 'InviteCofounder': {
        ownedDraft(state, command.actorId);
        const email = command.email.trim().toLowerCase();
        if (state.invites.some((i) => i.email === email))
          throw new DomainError(
            'conflict',
            'already_invited',
            `${email} has already been invited to this draft.`,
            'body.email',
          );
        if (state.invites.length >= MAX_INVITES)
          throw new DomainError('conflict', 'invite_limit_reached', `A draft can have at most ${MAX_INVITES} invites.`);
        return [{ type: 'CofounderInvited', data: { draftId, inviteId: command.inviteId, email } }];
      }
      case 'MarkInviteSent': {
        const invite = state.invites.find((i) => i.inviteId === command.inviteId);
        return invite && !invite.sent
          ? [{ type: 'InviteEmailSent', data: { draftId, inviteId: command.inviteId } }]
          : [];
      }
      case 'RecordCompetitor':
        return state.competitor?.url === command.url && state.competitor.status === 'reading'
          ? [{ type: 'CompetitorCompared', data: { draftId, url: command.url, comparison: command.comparison } }]
          : [];
      case 'RecordCompetitorFailed':
        return state.competitor?.url === command.url && state.competitor.status === 'reading'
          ? [
              {
                type: 'CompetitorReadFailed',
                data: { draftId, url: command.url, code: command.code, message: command.message },
              },
            ]
          : [];
      case 'SubmitDraft': {
        ownedDraft(state, command.actorId);
        assertSubmittable(state);
        if (state.listingId !== null) {
          if (state.listingId !== command.listingId)
            throw new DomainError(
              'conflict',
              'already_submitted',
              `The draft is already saved as listing ${state.listingId}.`,
            );
          return [];
        }
        return [{ type: 'DraftSubmitted', data: { draftId, listingId: command.listingId, slug: command.slug } }];
      }
    }
  },

  evolve(state, event): DraftState {
    switch (event.type) {
      case 'DraftStarted':
        return {
          ...state,
          draftId: event.data.draftId,
          ownerId: event.data.ownerId,
          url: event.data.url,
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
          const value = normalise(proposed?.value ?? null);
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
        return { ...state, status: 'submitted', listingId: event.data.listingId, listingSlug: event.data.slug };
    }
  },
};

/** A draft becomes a listing once drafting is over (or failed and filled in by hand) and it has a name. */
export function assertSubmittable(state: DraftState): void {
  editable(state);
  if (!hasValue(state.fields.name.value)) {
    throw new DomainError(
      'invalid',
      'name_required',
      'The draft needs a name before it can be saved as a listing: set fields.name with update_draft.',
      'draft.fields.name',
    );
  }
}
