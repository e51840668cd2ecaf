/**
 * `npm run admin -- comments:reported|hide|restore`: the site team's moderation of a listing's
 * discussion, each an event on `comments-<listing id>` with the admin as actor and the cause
 * `admin:<command>`; a repeat records nothing; a missing option or comment is refused.
 */
import { expect } from 'chai';
import { systemClock } from '@listings/shared/kernel';
import { commentsStream } from '@listings/shared/contracts/engagement';
import { CommentActions } from '@listings/command-service/engagement';
import { ListingCommands } from '@listings/command-service/listings';
import { openEmbeddedStores } from '../service.ts';
import { tempAdminCli } from './cli-testing.ts';

describe('admin CLI: comments', () => {
  const cli = tempAdminCli('admin-comments-');
  const run = cli.run;

  it('lists reported comments, hides one with a reason and restores it, each an event with actor and cause', async () => {
    let listingId = 0;
    let commentId = '';
    const stores = openEmbeddedStores(cli.dir);
    try {
      const listings = new ListingCommands(stores.events, systemClock);
      const created = await listings.create(
        { profile: { name: 'Gadget', tagline: 'Gadget does things', url: 'https://gadget.example' }, ownerId: null },
        { kind: 'admin', id: 'test' },
        'test',
      );
      listingId = created.listingId;
      const comments = new CommentActions({
        events: stores.events,
        clock: systemClock,
        people: {
          personFacts: async () => ({ emailVerified: true, throwAwayAddress: false }),
          listingFacts: async () => ({ status: 'live', ownerId: null }),
        },
      });
      commentId = (await comments.post(listingId, 'ann', { text: 'Buy cheap pills', parentId: null })).commentId;
      await comments.report(listingId, 'bob', commentId, 'spam');
    } finally {
      await stores.events.close();
      await stores.documents.close();
    }

    const reported = await run('comments:reported', '--listing', 'gadget');
    expect(reported.code).to.equal(0);
    expect(reported.output).to.match(new RegExp(`^${commentId} by ann\\n  \\S+ by bob: Spam or advertising$`));
    expect(await run('comments:hide', '--listing', 'gadget', '--comment', commentId, '--reason', 'Spam')).to.deep.equal(
      {
        code: 0,
        output: `hidden ${commentId}`,
      },
    );
    expect((await run('comments:reported', '--listing', String(listingId))).output).to.include(
      `${commentId} by ann (hidden)`,
    );
    expect(
      (await run('comments:hide', '--listing', 'gadget', '--comment', commentId, '--reason', 'Spam')).output,
    ).to.equal('already hidden: nothing recorded');
    expect((await run('comments:restore', '--listing', 'gadget', '--comment', commentId)).output).to.equal(
      `restored ${commentId}`,
    );
    expect((await run('comments:hide', '--listing', 'gadget', '--comment', commentId)).output).to.include(
      '--reason is required',
    );
    expect((await run('comments:hide', '--listing', 'gadget', '--comment', 'nope', '--reason', 'x')).code).to.equal(1);
    expect((await run('comments:restore', '--listing', 'nosuch', '--comment', commentId)).output).to.include(
      'No listing nosuch',
    );

    const check = openEmbeddedStores(cli.dir);
    try {
      const trail = await check.events.readStream(commentsStream(listingId));
      expect(trail.map((e) => [e.type, e.metadata.actor.id, e.metadata.cause])).to.deep.equal([
        ['CommentPosted', 'ann', 'page:comment'],
        ['CommentReported', 'bob', 'page:report_comment'],
        ['CommentHidden', 'ops@test', 'admin:comments:hide'],
        ['CommentRestored', 'ops@test', 'admin:comments:restore'],
      ]);
      expect(trail[2].data).to.include({ commentId, reason: 'Spam' });
    } finally {
      await check.events.close();
      await check.documents.close();
    }
  });
});
