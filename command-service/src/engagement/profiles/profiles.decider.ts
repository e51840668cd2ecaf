/**
 * People's profiles, decided purely (issue 32, part 2). Two small deciders:
 *
 * - the profile (`profile-<account id>`): SaveProfile checks every field (a handle of HANDLE_RULES and
 *   not reserved, a headline of at most 120 characters, up to 5 http(s) links) and records the whole
 *   profile with the one before; the same profile again records nothing;
 * - a handle (`handle-<handle>`): ClaimHandle for an account (refused while another holds it; again by
 *   the holder, nothing), ReleaseHandle by its holder. One stream per handle, appended with its
 *   expected revision, is what keeps handles unique.
 *
 * Each refusal names its form field (`handle`, `headline`, `links`).
 */
import { DomainError, type Decider } from '@listings/shared/kernel';
import { normalisedHttpUrl } from '@listings/shared/contracts/listings';
import {
  HANDLE_PATTERN,
  HANDLE_RULES,
  HEADLINE_MAX,
  normaliseHandle,
  PROFILE_LINK_MAX,
  PROFILE_LINKS_MAX,
  RESERVED_HANDLES,
  type HandleEvent,
  type ProfileEvent,
  type ProfileFields,
} from '@listings/shared/contracts/engagement';

/** The profile as typed, checked and put in its kept form; or a refusal naming the field. */
export function checkedProfile(input: ProfileFields): ProfileFields {
  const handle = normaliseHandle(input.handle);
  if (!HANDLE_PATTERN.test(handle))
    throw new DomainError('invalid', 'invalid_handle', `A handle is ${HANDLE_RULES}.`, 'handle');
  if (RESERVED_HANDLES.has(handle))
    throw new DomainError('invalid', 'handle_reserved', `The handle ${handle} is kept for the site.`, 'handle');
  const headline = input.headline.trim().replace(/\s+/g, ' ');
  if (headline.length > HEADLINE_MAX)
    throw new DomainError(
      'invalid',
      'headline_too_long',
      `A headline is at most ${HEADLINE_MAX} characters.`,
      'headline',
    );
  const written = input.links.map((link) => link.trim()).filter(Boolean);
  if (written.length > PROFILE_LINKS_MAX)
    throw new DomainError('invalid', 'too_many_links', `Give at most ${PROFILE_LINKS_MAX} links.`, 'links');
  const links: string[] = [];
  for (const link of written) {
    const url = link.length <= PROFILE_LINK_MAX ? normalisedHttpUrl(link) : null;
    if (!url)
      throw new DomainError(
        'invalid',
        'invalid_link',
        `Each link is a web address starting with https:// or http://, at most ${PROFILE_LINK_MAX} characters (not: ${link.slice(0, 60)}).`,
        'links',
      );
    if (!links.includes(url)) links.push(url);
  }
  return { handle, headline, links, showVotes: input.showVotes === true };
}

export type ProfileCommand = { type: 'SaveProfile'; accountId: string; profile: ProfileFields };
export interface ProfileState {
  profile: ProfileFields | null;
}

const same = (a: ProfileFields, b: ProfileFields) => JSON.stringify(a) === JSON.stringify(b);

export const profileDecider: Decider<ProfileCommand, ProfileEvent, ProfileState> = {
  initialState: () => ({ profile: null }),
  decide(command, state) {
    const profile = checkedProfile(command.profile);
    if (state.profile && same(state.profile, profile)) return [];
    return [{ type: 'ProfileSaved', data: { accountId: command.accountId, profile, before: state.profile } }];
  },
  evolve: (_state, event) => ({ profile: event.data.profile }),
};

export type HandleCommand =
  | { type: 'ClaimHandle'; handle: string; accountId: string }
  | { type: 'ReleaseHandle'; handle: string; accountId: string };
export interface HandleState {
  holder: string | null;
}

export const handleDecider: Decider<HandleCommand, HandleEvent, HandleState> = {
  initialState: () => ({ holder: null }),
  decide(command, state) {
    const { handle, accountId } = command;
    if (command.type === 'ClaimHandle') {
      if (state.holder === accountId) return [];
      if (state.holder !== null)
        throw new DomainError('conflict', 'handle_taken', `Someone already has the handle ${handle}.`, 'handle');
      return [{ type: 'HandleClaimed', data: { handle, accountId } }];
    }
    return state.holder === accountId ? [{ type: 'HandleReleased', data: { handle, accountId } }] : [];
  },
  evolve: (_state, event) => ({ holder: event.type === 'HandleClaimed' ? event.data.accountId : null }),
};
