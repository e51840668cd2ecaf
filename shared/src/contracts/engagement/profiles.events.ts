/**
 * People's public profiles (issue 32, part 2): what a person says about themselves on the site, at
 * `/people/<handle>`. Accounts are network-wide, and so are profiles.
 *
 * - `profile-<account id>`: ProfileSaved, the whole profile as saved (handle, headline, links,
 *   whether their votes are shown), with the values before, so the history reads as edits.
 * - `handle-<handle>`: who holds a handle. HandleClaimed and HandleReleased, decided on this stream
 *   alone with its expected revision, so two people can never hold one handle: a changed handle is
 *   claimed first, then the profile saved, then the old one released.
 *
 * Votes stay private unless the person turns `showVotes` on.
 */
export interface ProfileFields {
  handle: string;
  headline: string;
  links: string[];
  showVotes: boolean;
}

export type ProfileEvent = {
  type: 'ProfileSaved';
  data: { accountId: string; profile: ProfileFields; before: ProfileFields | null };
};

export type HandleEvent =
  | { type: 'HandleClaimed'; data: { handle: string; accountId: string } }
  | { type: 'HandleReleased'; data: { handle: string; accountId: string } };

export const PROFILE_EVENT_TYPES = ['ProfileSaved'] as const satisfies readonly ProfileEvent['type'][];

export const profileStream = (accountId: string) => `profile-${accountId}`;
export const handleStream = (handle: string) => `handle-${handle}`;

/** 3 to 30 characters: lower-case letters, digits, `-` and `_`, starting and ending with a letter or digit. */
export const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9_-]{1,28})[a-z0-9]$/;
export const HANDLE_RULES =
  '3 to 30 characters: lower-case letters, digits, - and _, starting and ending with a letter or digit';
/** Handles that would read as the site speaking, or that name its own pages. */
export const RESERVED_HANDLES: ReadonlySet<string> = new Set([
  'admin',
  'administrator',
  'api',
  'help',
  'me',
  'moderator',
  'new',
  'official',
  'root',
  'settings',
  'site',
  'staff',
  'support',
  'system',
  'team',
]);
export const HEADLINE_MAX = 120;
export const PROFILE_LINKS_MAX = 5;
export const PROFILE_LINK_MAX = 300;

/** A handle as people type it, the way it is kept: trimmed, without a leading @, lower case. */
export const normaliseHandle = (raw: string): string => raw.trim().replace(/^@/, '').toLowerCase();
