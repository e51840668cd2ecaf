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
import {
  evolveDraft,
  hasValue,
  initialDraftState,
  normaliseFieldValue,
  type DraftFieldName,
  type DraftProposal,
  type DraftState,
  type DraftStatus,
  type Evidence,
  type FieldValue,
} from '@listings/shared/contracts/drafts';
import {
  MAX_INVITES,
  MAX_REGENERATE,
  type CompetitorComparison,
  type DraftEvent,
  type FieldChange,
  type FieldState,
  type StoredPage,
} from '@listings/shared/contracts/drafts';

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
  | { type: 'StartDraft'; draftId: string; ownerId: string; url: string; site?: string }
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
  | { type: 'SubmitDraft'; actorId: string; listingId: number; slug: string; site?: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

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
      const after = normaliseFieldValue(update.fields![field]);
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
      const after = normaliseFieldValue(proposed?.value ?? null);
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

export const draftDecider: Decider<DraftCommand, DraftEvent, DraftState> = {
  initialState: initialDraftState,
  evolve: evolveDraft,

  decide(command, state): DraftEvent[] {
    if (command.type === 'StartDraft') {
      if (state.draftId !== null)
        throw new DomainError('conflict', 'draft_exists', `Draft ${command.draftId} already exists.`);
      const { draftId, ownerId, url, site } = command;
      return [{ type: 'DraftStarted', data: { draftId, ownerId, url, ...(site ? { site } : {}) } }];
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
        const { listingId, slug, site } = command;
        return [{ type: 'DraftSubmitted', data: { draftId, listingId, slug, ...(site ? { site } : {}) } }];
      }
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
