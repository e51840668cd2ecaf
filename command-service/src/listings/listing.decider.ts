/**
 * The listing aggregate: profile, status and plan, paid sections, updates, milestones, alternatives.
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import {
  type ListingEvent,
  MAX_EXTRA_CATEGORIES,
  PAID_SECTIONS,
  profileDiff,
  type ListingImage,
  type ListingProfile,
  type LogoAttempt,
  MAX_SCREENSHOTS,
  type Milestone,
  type PaidSection,
  SLUG_PATTERN,
  upcastListingEvent,
} from '@listings/shared/contracts/listings';

export type ListingStatus = 'draft' | 'awaiting_badge' | 'scheduled' | 'live';

export type ListingCommand =
  | {
      type: 'CreateListing';
      listingId: number;
      slug: string;
      ownerId: string | null;
      profile: ListingProfile;
      draftId?: string;
      /** The site of the network it lives on (absent: the default site). */
      site?: string;
    }
  | { type: 'ChangeProfile'; changes: Partial<ListingProfile> }
  | { type: 'ChooseFreePlan'; week: string; badgeFound: boolean }
  | { type: 'ScheduleLaunch'; week: string; plan: 'free' | 'paid' }
  | { type: 'GoLive'; week: string; plan: 'free' | 'paid' }
  | { type: 'Relaunch'; week: string }
  | { type: 'UnlockSections'; sections: PaidSection[] }
  | { type: 'Feature'; until: string | null }
  | { type: 'Unfeature' }
  | { type: 'RevokePaidPlan' }
  | { type: 'Verify'; ownerId: string; method: string; claimId?: number; claimPosition?: number }
  | { type: 'PostUpdate'; title: string; body: string }
  | { type: 'AddMilestone'; milestone: Omit<Milestone, 'id'> }
  | { type: 'DeleteMilestone'; milestoneId: number }
  | { type: 'ApproveAlternative'; alternativeSlug: string }
  | { type: 'WithdrawAlternative'; alternativeSlug: string }
  /** A logo read off the company's site (the logo reactor) or uploaded by a maker. */
  | { type: 'SetLogo'; logo: ListingImage }
  | { type: 'RecordLogoNotFound'; draftId: string | null; tried: LogoAttempt[] }
  | { type: 'AddScreenshot'; image: ListingImage }
  | { type: 'RemoveScreenshot'; hash: string }
  /** A photo of one of the profile's founders, uploaded by the owner (added or replacing one). */
  | { type: 'SetFounderPhoto'; founderSlug: string; photo: ListingImage }
  | { type: 'RemoveFounderPhoto'; founderSlug: string }
  /** The site team takes the listing off the public directory, or puts it back, with a reason (3-500 characters). */
  | { type: 'UnpublishByStaff' | 'RestoreByStaff'; staffId: string; reason: string }
  /**
   * The site team marks a published profile edit reviewed (issue 33's post-moderation), with an
   * optional note (up to 500 characters). `edit`: the edit's version (its event's stream revision).
   */
  | { type: 'ReviewEdit'; edit: number; editId: string; staffId: string; note?: string }
  /**
   * The site team reverts a profile edit with a reason (3-500 characters): its fields go back to
   * `before`, the edit's recorded before values (read from its event), unless a later version changed
   * one of them since.
   */
  | {
      type: 'RevertEdit';
      edit: number;
      editId: string;
      before: Record<string, unknown>;
      staffId: string;
      reason: string;
    };

/** A profile edit as the post-moderation sees it: its fields, and what the site team made of it. */
export interface ListingEditState {
  fields: string[];
  outcome: 'reviewed' | 'reverted' | null;
}

export interface ListingState {
  listingId: number | null;
  slug: string | null;
  ownerId: string | null;
  status: ListingStatus | null;
  plan: 'free' | 'paid' | null;
  launchWeek: string | null;
  profile: ListingProfile | null;
  unlocked: PaidSection[];
  milestoneIds: number[];
  lastMilestoneId: number;
  lastUpdateId: number;
  alternatives: string[];
  logo: ListingImage | null;
  /** The company's site was asked for a logo (one taken, or none found): it is not asked again. */
  siteLogoTried: boolean;
  /** The gallery's screenshots, by their original's hash, in the order added. */
  screenshots: string[];
  /** Each founder's photo (by founder slug): its original's hash. */
  founderPhotos: Record<string, string>;
  /** Taken off the public directory by the site team (and not restored). */
  unpublished: boolean;
  /** How many events the stream holds: the next event's revision (the listing's next version). */
  version: number;
  /** Each profile edit by its version (the stream revision of its ListingProfileChanged). */
  edits: Record<number, ListingEditState>;
  /** The version that last changed each profile field. */
  fieldVersions: Record<string, number>;
}

const initialState = (): ListingState => ({
  listingId: null,
  slug: null,
  ownerId: null,
  status: null,
  plan: null,
  launchWeek: null,
  profile: null,
  unlocked: [],
  milestoneIds: [],
  lastMilestoneId: 0,
  lastUpdateId: 0,
  alternatives: [],
  logo: null,
  siteLogoTried: false,
  screenshots: [],
  founderPhotos: {},
  unpublished: false,
  version: 0,
  edits: {},
  fieldVersions: {},
});

export const MAX_EDIT_NOTE = 500;

/** A staff member's reason: 3 to 500 characters, as every reason of the console. */
const staffReason = (reason: string): string => {
  const why = reason.trim();
  if (why.length < 3 || why.length > 500)
    throw new DomainError('invalid', 'invalid_reason', 'Give the reason in 3 to 500 characters.', 'reason');
  return why;
};

/** The profile edit of that version, or a 404. */
const editOf = (state: ListingState, edit: number): ListingEditState => {
  const found = Number.isSafeInteger(edit) ? state.edits[edit] : undefined;
  if (!found)
    throw new DomainError('not_found', 'edit_not_found', `Version ${edit} of this listing is not a profile edit.`);
  return found;
};

/** The fields a categories change may not exceed (ChangeProfile's rule, also a revert's). */
const checkCategories = (state: ListingState, changes: Partial<ListingProfile>) => {
  const categories = changes.categories;
  if (categories && categories.length > maxCategories(state)) {
    throw new DomainError(
      'invalid',
      'too_many_categories',
      `This listing may have ${maxCategories(state)} categor${maxCategories(state) === 1 ? 'y' : 'ies'}; paid listings may add up to ${MAX_EXTRA_CATEGORIES} more.`,
    );
  }
};

/** The founder of the profile with that slug, or a 404: a photo belongs to a founder the listing names. */
const founderOf = (state: ListingState, slug: string) => {
  const founder = state.profile?.founders?.find((f) => f.slug === slug);
  // The slug keys the read model's photos, so only a well-formed one (no dots, no `$`) is taken.
  if (!founder || !SLUG_PATTERN.test(slug))
    throw new DomainError('not_found', 'founder_not_found', 'This listing has no such founder.');
  return founder;
};

/** One primary category; paid listings (or those that bought extras) up to 3 more. */
export const maxCategories = (state: Pick<ListingState, 'plan'>): number =>
  1 + (state.plan === 'paid' ? MAX_EXTRA_CATEGORIES : 0);

const existing = (state: ListingState): number => {
  if (state.listingId === null) throw new DomainError('not_found', 'listing_not_found', 'The listing does not exist.');
  return state.listingId;
};

export const listingDecider: Decider<ListingCommand, ListingEvent, ListingState> = {
  initialState,

  decide(command, state): ListingEvent[] {
    if (command.type === 'CreateListing') {
      if (state.listingId !== null)
        throw new DomainError('conflict', 'listing_exists', `Listing ${command.listingId} already exists.`);
      const { type: _type, ...data } = command;
      return [{ type: 'ListingCreated', data }];
    }
    const listingId = existing(state);
    switch (command.type) {
      case 'ChangeProfile': {
        checkCategories(state, command.changes);
        const changes = profileDiff(state.profile ?? {}, command.changes);
        return Object.keys(changes).length ? [{ type: 'ListingProfileChanged', data: { listingId, changes } }] : [];
      }
      case 'ChooseFreePlan':
        if (state.status === 'live' || state.status === 'scheduled')
          throw new DomainError('conflict', 'already_published', 'The listing is already scheduled or live.');
        if (!command.badgeFound)
          return state.status === 'awaiting_badge' ? [] : [{ type: 'ListingAwaitingBadge', data: { listingId } }];
        return [{ type: 'ListingScheduled', data: { listingId, week: command.week, plan: 'free' } }];
      case 'ScheduleLaunch':
        if (state.status === 'live') throw new DomainError('conflict', 'already_live', 'The listing is already live.');
        return [{ type: 'ListingScheduled', data: { listingId, week: command.week, plan: command.plan } }];
      case 'GoLive':
        if (state.status === 'live') return [];
        return [{ type: 'ListingWentLive', data: { listingId, week: command.week, plan: command.plan } }];
      case 'Relaunch':
        if (state.status !== 'live')
          throw new DomainError('conflict', 'not_live', 'Only a live listing can be relaunched; launch it first.');
        if (state.launchWeek !== null && command.week <= state.launchWeek)
          throw new DomainError(
            'invalid',
            'relaunch_week_not_later',
            `A relaunch week must come after the current launch week (${state.launchWeek}).`,
          );
        return [{ type: 'ListingRelaunched', data: { listingId, week: command.week } }];
      case 'UnlockSections': {
        const sections = command.sections.filter((s) => PAID_SECTIONS.includes(s) && !state.unlocked.includes(s));
        return sections.length ? [{ type: 'ListingSectionsUnlocked', data: { listingId, sections } }] : [];
      }
      case 'Feature':
        return [{ type: 'ListingFeatured', data: { listingId, until: command.until } }];
      case 'Unfeature':
        return [{ type: 'ListingUnfeatured', data: { listingId } }];
      case 'RevokePaidPlan':
        return state.plan === 'paid'
          ? [{ type: 'ListingPaidPlanRevoked', data: { listingId, unscheduled: state.status === 'scheduled' } }]
          : [];
      case 'Verify':
        return [
          {
            type: 'ListingVerified',
            data: {
              listingId,
              ownerId: command.ownerId,
              method: command.method,
              ...(command.claimId !== undefined
                ? { claimId: command.claimId, claimPosition: command.claimPosition }
                : {}),
            },
          },
        ];
      case 'PostUpdate':
        return [
          {
            type: 'ListingUpdatePosted',
            data: { listingId, updateId: state.lastUpdateId + 1, title: command.title, body: command.body },
          },
        ];
      case 'AddMilestone':
        return [
          {
            type: 'MilestoneAdded',
            data: { listingId, milestone: { id: state.lastMilestoneId + 1, ...command.milestone } },
          },
        ];
      case 'DeleteMilestone':
        if (!state.milestoneIds.includes(command.milestoneId))
          throw new DomainError(
            'not_found',
            'milestone_not_found',
            `Milestone ${command.milestoneId} does not exist on this listing.`,
          );
        return [{ type: 'MilestoneDeleted', data: { listingId, milestoneId: command.milestoneId } }];
      case 'ApproveAlternative':
        if (command.alternativeSlug === state.slug)
          throw new DomainError('invalid', 'self_alternative', 'A listing cannot be its own alternative.');
        return state.alternatives.includes(command.alternativeSlug)
          ? []
          : [{ type: 'AlternativeApproved', data: { listingId, alternativeSlug: command.alternativeSlug } }];
      case 'WithdrawAlternative':
        return state.alternatives.includes(command.alternativeSlug)
          ? [{ type: 'AlternativeWithdrawn', data: { listingId, alternativeSlug: command.alternativeSlug } }]
          : [];
      case 'SetLogo': {
        const { logo } = command;
        // A logo read off the site is taken once, and never over one already there (an upload wins a race).
        if (logo.source !== 'upload' && (state.logo !== null || state.siteLogoTried)) return [];
        if (state.logo?.original.hash === logo.original.hash && state.logo.source === logo.source) return [];
        return [{ type: 'ListingLogoSet', data: { listingId, logo, replaced: state.logo?.original.hash ?? null } }];
      }
      case 'RecordLogoNotFound':
        if (state.logo !== null || state.siteLogoTried) return [];
        return [{ type: 'ListingLogoNotFound', data: { listingId, draftId: command.draftId, tried: command.tried } }];
      case 'AddScreenshot':
        if (!state.unlocked.includes('media'))
          throw new DomainError(
            'conflict',
            'media_section_locked',
            'A gallery of screenshots is part of the paid media section; take the paid plan to add one.',
          );
        if (state.screenshots.includes(command.image.original.hash)) return [];
        if (state.screenshots.length >= MAX_SCREENSHOTS)
          throw new DomainError(
            'invalid',
            'too_many_screenshots',
            `A gallery holds at most ${MAX_SCREENSHOTS} screenshots; remove one first.`,
          );
        return [{ type: 'ListingScreenshotAdded', data: { listingId, image: command.image } }];
      case 'RemoveScreenshot':
        if (!state.screenshots.includes(command.hash))
          throw new DomainError('not_found', 'screenshot_not_found', 'That screenshot is not in the gallery.');
        return [{ type: 'ListingScreenshotRemoved', data: { listingId, hash: command.hash } }];
      case 'SetFounderPhoto': {
        const { slug } = founderOf(state, command.founderSlug);
        const had = state.founderPhotos[slug] ?? null;
        if (had === command.photo.original.hash) return [];
        return [
          {
            type: 'ListingFounderPhotoSet',
            data: { listingId, founderSlug: slug, photo: command.photo, replaced: had },
          },
        ];
      }
      case 'UnpublishByStaff':
      case 'RestoreByStaff': {
        const reason = staffReason(command.reason);
        const unpublish = command.type === 'UnpublishByStaff';
        // Already so: nothing to record (a form sent twice).
        if (state.unpublished === unpublish) return [];
        const data = { listingId, staffId: command.staffId, reason };
        return [{ type: unpublish ? 'ListingUnpublishedByStaff' : 'ListingRestoredByStaff', data }];
      }
      case 'ReviewEdit': {
        const note = (command.note ?? '').trim();
        if (note.length > MAX_EDIT_NOTE)
          throw new DomainError('invalid', 'invalid_note', `Keep the note to ${MAX_EDIT_NOTE} characters.`, 'note');
        // Reviewed already, or reverted (the site team's last word on it): nothing to record.
        if (editOf(state, command.edit).outcome !== null) return [];
        return [
          {
            type: 'ListingEditReviewed',
            data: {
              listingId,
              edit: command.edit,
              editId: command.editId,
              staffId: command.staffId,
              note: note || null,
            },
          },
        ];
      }
      case 'RevertEdit': {
        const reason = staffReason(command.reason);
        const edit = editOf(state, command.edit);
        // A form sent twice: the edit is reverted already.
        if (edit.outcome === 'reverted') return [];
        const fields = Object.keys(command.before);
        if (fields.length !== edit.fields.length || !edit.fields.every((field) => fields.includes(field)))
          throw new DomainError('invalid', 'edit_mismatch', `These are not the fields of version ${command.edit}.`);
        // A later version changed some of these fields: reverting would undo newer work.
        const overtaken = fields.filter((field) => state.fieldVersions[field] !== command.edit);
        if (overtaken.length)
          throw new DomainError(
            'conflict',
            'edit_overtaken',
            `A later edit changed ${overtaken.map((field) => field.replace(/_/g, ' ')).join(', ')} since version ${command.edit}: reverting it would undo newer work. Look at the newer edit instead.`,
          );
        const before = command.before as Partial<ListingProfile>;
        checkCategories(state, before);
        const changes = profileDiff(state.profile ?? {}, before);
        // The fields read as they did before the edit already (an edit that changed nothing once its
        // unsafe links were dropped, say): a revert would record nothing and still tell the owner their
        // edit was undone. Refused, so nobody is mailed about a change that never happened.
        if (Object.keys(changes).length === 0)
          throw new DomainError(
            'conflict',
            'nothing_to_revert',
            `The ${fields.map((field) => field.replace(/_/g, ' ')).join(', ')} of version ${command.edit} already read as before that edit: there is nothing to revert. Mark the edit reviewed instead.`,
          );
        const revertedIn = state.version;
        return [
          { type: 'ListingProfileChanged' as const, data: { listingId, changes } },
          {
            type: 'ListingEditReverted',
            data: {
              listingId,
              edit: command.edit,
              editId: command.editId,
              revertedIn,
              fields,
              staffId: command.staffId,
              reason,
            },
          },
        ];
      }
      case 'RemoveFounderPhoto': {
        const { slug } = founderOf(state, command.founderSlug);
        const had = state.founderPhotos[slug];
        // Already showing initials: nothing to record (a second click, a replayed form).
        if (had === undefined) return [];
        return [{ type: 'ListingFounderPhotoRemoved', data: { listingId, founderSlug: slug, removed: had } }];
      }
    }
  },

  evolve(state, recorded): ListingState {
    // Every event is one version of the listing: the count is the next event's stream revision.
    return { ...evolveListing(state, recorded), version: state.version + 1 };
  },
};

function evolveListing(state: ListingState, recorded: ListingEvent): ListingState {
  // Links and e-mail addresses recorded before the API refused unsafe ones are dropped here too.
  const event = upcastListingEvent(recorded);
  switch (event.type) {
    case 'ListingCreated':
      return {
        ...state,
        listingId: event.data.listingId,
        slug: event.data.slug,
        ownerId: event.data.ownerId,
        status: 'draft',
        profile: event.data.profile,
      };
    case 'ListingProfileChanged': {
      const fields = Object.keys(event.data.changes);
      return {
        ...state,
        profile: {
          ...state.profile!,
          ...Object.fromEntries(Object.entries(event.data.changes).map(([k, v]) => [k, v.after])),
        },
        edits: { ...state.edits, [state.version]: { fields, outcome: null } },
        fieldVersions: { ...state.fieldVersions, ...Object.fromEntries(fields.map((field) => [field, state.version])) },
      };
    }
    case 'ListingEditReviewed':
    case 'ListingEditReverted': {
      const edit = state.edits[event.data.edit];
      if (!edit) return state;
      const outcome = event.type === 'ListingEditReverted' ? 'reverted' : 'reviewed';
      return { ...state, edits: { ...state.edits, [event.data.edit]: { ...edit, outcome } } };
    }
    case 'ListingAwaitingBadge':
      return { ...state, status: 'awaiting_badge', plan: state.plan ?? 'free' };
    case 'ListingScheduled':
      return {
        ...state,
        status: 'scheduled',
        launchWeek: event.data.week,
        plan: event.data.plan === 'paid' ? 'paid' : (state.plan ?? 'free'),
      };
    case 'ListingWentLive':
      return {
        ...state,
        status: 'live',
        launchWeek: event.data.week,
        plan: event.data.plan === 'paid' ? 'paid' : (state.plan ?? 'free'),
      };
    case 'ListingRelaunched':
      return { ...state, launchWeek: event.data.week };
    case 'ListingSectionsUnlocked':
      return { ...state, unlocked: [...state.unlocked, ...event.data.sections] };
    case 'ListingVerified':
      return { ...state, ownerId: event.data.ownerId };
    case 'ListingUpdatePosted':
      return { ...state, lastUpdateId: event.data.updateId };
    case 'MilestoneAdded':
      return {
        ...state,
        milestoneIds: [...state.milestoneIds, event.data.milestone.id],
        lastMilestoneId: event.data.milestone.id,
      };
    case 'MilestoneDeleted':
      return { ...state, milestoneIds: state.milestoneIds.filter((id) => id !== event.data.milestoneId) };
    case 'AlternativeApproved':
      return { ...state, alternatives: [...state.alternatives, event.data.alternativeSlug] };
    case 'AlternativeWithdrawn':
      return { ...state, alternatives: state.alternatives.filter((s) => s !== event.data.alternativeSlug) };
    case 'ListingFeatured':
    case 'ListingUnfeatured':
      return state;
    case 'ListingPaidPlanRevoked':
      return event.data.unscheduled
        ? { ...state, plan: null, unlocked: [], status: 'draft', launchWeek: null }
        : { ...state, plan: 'free', unlocked: [] };
    case 'ListingLogoSet':
      return {
        ...state,
        logo: event.data.logo,
        siteLogoTried: state.siteLogoTried || event.data.logo.source !== 'upload',
      };
    case 'ListingLogoNotFound':
      return { ...state, siteLogoTried: true };
    case 'ListingScreenshotAdded':
      return { ...state, screenshots: [...state.screenshots, event.data.image.original.hash] };
    case 'ListingScreenshotRemoved':
      return { ...state, screenshots: state.screenshots.filter((hash) => hash !== event.data.hash) };
    case 'ListingFounderPhotoSet':
      return {
        ...state,
        founderPhotos: { ...state.founderPhotos, [event.data.founderSlug]: event.data.photo.original.hash },
      };
    case 'ListingUnpublishedByStaff':
      return { ...state, unpublished: true };
    case 'ListingRestoredByStaff':
      return { ...state, unpublished: false };
    case 'ListingFounderPhotoRemoved': {
      const { [event.data.founderSlug]: _removed, ...rest } = state.founderPhotos;
      return { ...state, founderPhotos: rest };
    }
  }
}
