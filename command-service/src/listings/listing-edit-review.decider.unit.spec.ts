/**
 * The site team's post-moderation of profile edits (issue 33): edits publish at once, so the console
 * marks one reviewed or reverts it with a reason. Given a listing's events, when ReviewEdit or
 * RevertEdit, then the events (or the refusal): a revert writes the edit's before values back as a
 * new version, and is refused when a later version changed the same fields (newer work is kept).
 */
import { expect } from 'chai';
import { fold } from '@listings/shared/kernel';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { listingDecider, type ListingCommand } from './listing.decider.ts';
import type { ListingEvent } from '@listings/shared/contracts/listings';

const created: ListingEvent = {
  type: 'ListingCreated',
  data: {
    listingId: 7,
    slug: 'acme',
    ownerId: 'u1',
    profile: { name: 'Acme', url: 'https://acme.test', tagline: 'Old', description: 'First words.' },
  },
};
const live: ListingEvent = { type: 'ListingWentLive', data: { listingId: 7, week: '2026-11-16', plan: 'free' } };
/** Version 2 of the listing (created 0, live 1): the owner's edit of the tagline and the description. */
const edit2: ListingEvent = {
  type: 'ListingProfileChanged',
  data: {
    listingId: 7,
    changes: {
      tagline: { before: 'Old', after: 'Spammy tagline' },
      description: { before: 'First words.', after: 'Buy now!' },
    },
  },
};
/** Version 3: a later edit of the description only. */
const edit3: ListingEvent = {
  type: 'ListingProfileChanged',
  data: { listingId: 7, changes: { description: { before: 'Buy now!', after: 'Better words.' } } },
};
const before2 = { tagline: 'Old', description: 'First words.' };

const { when, refusal } = givenWhenThen(listingDecider);

describe('listing decider: the site team reviews and reverts published edits (issue 33)', () => {
  it('given an edit, when a moderator marks it reviewed with a note, then ListingEditReviewed once', () => {
    const review: ListingCommand = { type: 'ReviewEdit', edit: 2, editId: 'e2', staffId: 's1', note: '  fine ' };
    const [reviewed] = when([created, live, edit2], review);
    expect(reviewed).to.deep.equal({
      type: 'ListingEditReviewed',
      data: { listingId: 7, edit: 2, editId: 'e2', staffId: 's1', note: 'fine' },
    });
    expect(when([created, live, edit2, reviewed], review), 'reviewed already').to.deep.equal([]);
    expect(when([created, live, edit2], { ...review, note: ' ' })[0].data).to.include({ note: null });
    expect(fold(listingDecider, [created, live, edit2, reviewed]).edits[2]).to.deep.equal({
      fields: ['tagline', 'description'],
      outcome: 'reviewed',
    });
  });

  it('given no such edit, a long note or no listing, when ReviewEdit, then refused', () => {
    const review: ListingCommand = { type: 'ReviewEdit', edit: 1, editId: 'e1', staffId: 's1' };
    expect(refusal([created, live, edit2], review), 'version 1 went live: not an edit').to.equal('edit_not_found');
    expect(refusal([created, live, edit2], { ...review, edit: 9 })).to.equal('edit_not_found');
    expect(refusal([created, live, edit2], { ...review, edit: 2, note: 'x'.repeat(501) })).to.equal('invalid_note');
    expect(refusal([], review)).to.equal('listing_not_found');
  });

  it("given an edit, when reverted with a reason, then the before values as a new version and the edit's mark", () => {
    const revert: ListingCommand = {
      type: 'RevertEdit',
      edit: 2,
      editId: 'e2',
      before: before2,
      staffId: 's1',
      reason: ' spam in the tagline ',
    };
    const events = when([created, live, edit2], revert);
    expect(events).to.deep.equal([
      {
        type: 'ListingProfileChanged',
        data: {
          listingId: 7,
          changes: {
            tagline: { before: 'Spammy tagline', after: 'Old' },
            description: { before: 'Buy now!', after: 'First words.' },
          },
        },
      },
      {
        type: 'ListingEditReverted',
        data: {
          listingId: 7,
          edit: 2,
          editId: 'e2',
          revertedIn: 3,
          fields: ['tagline', 'description'],
          staffId: 's1',
          reason: 'spam in the tagline',
        },
      },
    ]);
    const after = fold(listingDecider, [created, live, edit2, ...events]);
    expect(after.profile).to.include({ tagline: 'Old', description: 'First words.' });
    expect(after.version).to.equal(5);
    expect(after.edits[2].outcome).to.equal('reverted');
    expect(when([created, live, edit2, ...events], revert), 'a form sent twice').to.deep.equal([]);
    expect(
      when([created, live, edit2, ...events], { type: 'ReviewEdit', edit: 2, editId: 'e2', staffId: 's2' }),
      'reverted: nothing to review',
    ).to.deep.equal([]);
  });

  it('given a later edit of the same field, when the older edit is reverted, then refused (conflict): newer work kept', () => {
    const revert: ListingCommand = {
      type: 'RevertEdit',
      edit: 2,
      editId: 'e2',
      before: before2,
      staffId: 's1',
      reason: 'spam',
    };
    expect(refusal([created, live, edit2, edit3], revert)).to.equal('edit_overtaken');
    // The later edit itself can still be reverted: its field is as it left it.
    const [back] = when([created, live, edit2, edit3], {
      ...revert,
      edit: 3,
      editId: 'e3',
      before: { description: 'Buy now!' },
    });
    expect(back.data).to.deep.equal({
      listingId: 7,
      changes: { description: { before: 'Better words.', after: 'Buy now!' } },
    });
  });

  it('given an edit that changed nothing as it is read (its unsafe link dropped), when reverted, then refused (conflict): no revert, so no mail', () => {
    // Recorded before the API refused unsafe links: read, the link is dropped and the field is as before.
    const unsafeEdit: ListingEvent = {
      type: 'ListingProfileChanged',
      data: { listingId: 7, changes: { demo_video_url: { before: null, after: 'javascript:alert(1)' } } },
    };
    const revert: ListingCommand = {
      type: 'RevertEdit',
      edit: 2,
      editId: 'e2',
      before: { demo_video_url: null },
      staffId: 's1',
      reason: 'unsafe link',
    };
    expect(refusal([created, live, unsafeEdit], revert)).to.equal('nothing_to_revert');
    expect(() => when([created, live, unsafeEdit], revert))
      .to.throw('already read as before that edit')
      .with.property('kind', 'conflict');
    // It can still be marked reviewed, which takes it off the queue.
    expect(
      when([created, live, unsafeEdit], { type: 'ReviewEdit', edit: 2, editId: 'e2', staffId: 's1' }),
    ).to.have.length(1);
  });

  it('given an edit, when the reason is missing or too long or the fields are not the edit’s, then refused', () => {
    const revert: ListingCommand = {
      type: 'RevertEdit',
      edit: 2,
      editId: 'e2',
      before: before2,
      staffId: 's1',
      reason: '',
    };
    expect(refusal([created, live, edit2], revert)).to.equal('invalid_reason');
    expect(refusal([created, live, edit2], { ...revert, reason: 'x'.repeat(501) })).to.equal('invalid_reason');
    expect(refusal([created, live, edit2], { ...revert, reason: 'ok reason', before: { tagline: 'Old' } })).to.equal(
      'edit_mismatch',
    );
    expect(refusal([created, live, edit2], { ...revert, reason: 'ok reason', edit: 0 })).to.equal('edit_not_found');
  });
});
