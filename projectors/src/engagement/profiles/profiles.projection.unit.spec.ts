import { expect } from 'chai';
import type { ProfileEvent, ProfileFields } from '@listings/shared/contracts/engagement';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { PEOPLE_PROFILES_COLLECTION, profilesProjection } from './profiles.projection.ts';

const ada: ProfileFields = {
  handle: 'ada',
  headline: 'Builds tools',
  links: ['https://ada.example/'],
  showVotes: false,
};
const events: ProfileEvent[] = [
  { type: 'ProfileSaved', data: { accountId: 'acc-ada', profile: ada, before: null } },
  { type: 'ProfileSaved', data: { accountId: 'acc-bob', profile: { ...ada, handle: 'bob', links: [] }, before: null } },
  {
    type: 'ProfileSaved',
    data: { accountId: 'acc-ada', profile: { ...ada, handle: 'ada-l', showVotes: true }, before: ada },
  },
];

describe('profiles read model', () => {
  it('keeps each person’s latest profile, found by handle', async () => {
    const documents = await project(profilesProjection, events);
    const all = await documents.collection(PEOPLE_PROFILES_COLLECTION).find({}, { sort: { _id: 1 } });
    expect(all.map((p) => [p._id, p.handle, p.headline, p.links, p.show_votes])).to.deep.equal([
      ['acc-ada', 'ada-l', 'Builds tools', ['https://ada.example/'], true],
      ['acc-bob', 'bob', 'Builds tools', [], false],
    ]);
  });

  it('comes out the same when every event is delivered twice', async () => {
    const { once, twice } = await onceAndTwice(profilesProjection, events);
    expect(twice).to.deep.equal(once);
  });
});
