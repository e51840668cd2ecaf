import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import type { HandleEvent, ProfileEvent, ProfileFields } from '@listings/shared/contracts/engagement';
import { handleDecider, profileDecider, type ProfileCommand } from './profiles.decider.ts';

const profiles = givenWhenThen(profileDecider);
const handles = givenWhenThen(handleDecider);
const ada: ProfileFields = {
  handle: 'ada',
  headline: 'Builds tools',
  links: ['https://ada.example/'],
  showVotes: false,
};
const save = (profile: Partial<ProfileFields>): ProfileCommand => ({
  type: 'SaveProfile',
  accountId: 'acc-ada',
  profile: { ...ada, ...profile },
});
const saved = (profile: ProfileFields, before: ProfileFields | null = null): ProfileEvent => ({
  type: 'ProfileSaved',
  data: { accountId: 'acc-ada', profile, before },
});

describe('profile decider', () => {
  it('given no profile, when one is saved, then it is recorded in its kept form (handle lower case, no @)', () => {
    expect(profiles.when([], save({ handle: ' @Ada ', headline: '  Builds   tools ' }))).to.deep.equal([saved(ada)]);
  });

  it('given a profile, when it changes, then the one before is recorded with it; the same again records nothing', () => {
    const next = { ...ada, headline: 'Makes things', showVotes: true };
    expect(profiles.when([saved(ada)], save(next))).to.deep.equal([saved(next, ada)]);
    expect(profiles.when([saved(ada)], save({}))).to.deep.equal([]);
  });

  it('refuses a bad or reserved handle, a long headline, too many or unsafe links, naming the field', () => {
    expect(profiles.refusal([], save({ handle: 'ab' }))).to.equal('invalid_handle');
    expect(profiles.refusal([], save({ handle: 'a'.repeat(31) }))).to.equal('invalid_handle');
    expect(profiles.refusal([], save({ handle: '-ada' }))).to.equal('invalid_handle');
    expect(profiles.refusal([], save({ handle: 'ada lovelace' }))).to.equal('invalid_handle');
    expect(profiles.refusal([], save({ handle: 'Admin' }))).to.equal('handle_reserved');
    expect(profiles.when([], save({ handle: 'a'.repeat(30) }))).to.have.length(1);
    expect(profiles.refusal([], save({ headline: 'x'.repeat(121) }))).to.equal('headline_too_long');
    expect(profiles.refusal([], save({ links: ['https://a.example', 'javascript:alert(1)'] }))).to.equal(
      'invalid_link',
    );
    expect(
      profiles.refusal([], save({ links: Array.from({ length: 6 }, (_, i) => `https://e.example/${i}`) })),
    ).to.equal('too_many_links');
    try {
      profiles.when([], save({ handle: 'x' }));
      expect.fail('refused');
    } catch (error) {
      expect((error as { field?: string }).field).to.equal('handle');
    }
  });
});

describe('handle decider', () => {
  const claimed: HandleEvent = { type: 'HandleClaimed', data: { handle: 'ada', accountId: 'acc-ada' } };
  const released: HandleEvent = { type: 'HandleReleased', data: { handle: 'ada', accountId: 'acc-ada' } };

  it('given a free handle, when claimed, then it is held; by its holder again, nothing; by another, refused', () => {
    expect(handles.when([], { type: 'ClaimHandle', handle: 'ada', accountId: 'acc-ada' })).to.deep.equal([claimed]);
    expect(handles.when([claimed], { type: 'ClaimHandle', handle: 'ada', accountId: 'acc-ada' })).to.deep.equal([]);
    expect(handles.refusal([claimed], { type: 'ClaimHandle', handle: 'ada', accountId: 'acc-bob' })).to.equal(
      'handle_taken',
    );
  });

  it('given a held handle, when its holder releases it, then another may claim it; others cannot release it', () => {
    expect(handles.when([claimed], { type: 'ReleaseHandle', handle: 'ada', accountId: 'acc-ada' })).to.deep.equal([
      released,
    ]);
    expect(handles.when([claimed], { type: 'ReleaseHandle', handle: 'ada', accountId: 'acc-bob' })).to.deep.equal([]);
    expect(
      handles.when([claimed, released], { type: 'ClaimHandle', handle: 'ada', accountId: 'acc-bob' }),
    ).to.deep.equal([{ type: 'HandleClaimed', data: { handle: 'ada', accountId: 'acc-bob' } }]);
  });
});
