/**
 * The edits queue's post-moderation over HTTP (issue 33): edits publish when made, and the site team
 * marks one reviewed (it leaves the "to review" view) or reverts it with a reason (a new version of
 * the listing with the before values: the public page follows), refused with 409 when a later edit
 * changed the same fields. The matrix of the two forms (anonymous, person, auditor, moderator, admin),
 * CSRF, a missing or long reason (400 naming the field), a moderator of one site of the network
 * refused another site's listing's edit (404), every action in the listing's audit trail with the
 * staff member, cause and reason, and the queue's views the same after a rebuild of the read models.
 */
import { expect } from 'chai';
import { mondayOf, type ManualClock, type RecordedEvent } from '@listings/shared/kernel';
import { listingStream } from '@listings/shared/contracts/listings';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { settled, twoSitesOnOnePort, type TestService } from '@listings/gateway/testing';
import { csrfIn, PageClient } from '../kit/testing.ts';
import { confirm, manualClock, member, onHost, type Member } from './admin-testing.ts';

const TEAM = { kind: 'admin' as const, id: 'test' };

describe('site team console: reviewing and reverting published edits (issue 33)', function () {
  this.timeout(90_000);
  let t: TestService;
  let clock: ManualClock;
  let main: string;
  let person: Member;
  let auditor: Member;
  let moderator: Member;
  let admin: Member;
  let aiModerator: Member;
  let listings: ListingCommands;
  let gadget: { listingId: number; slug: string };
  let aiThing: { listingId: number; slug: string };

  const stream = (listingId: number) => t.service.events.readStream(listingStream(listingId));
  const editsOf = async (listingId: number) =>
    (await stream(listingId)).filter((event) => event.type === 'ListingProfileChanged');
  /** A live listing of `site` (absent: the default site) and its owner's edit of the tagline. */
  const liveListing = async (name: string, site?: string) => {
    const made = await listings.create(
      {
        profile: { name, tagline: `${name} does things`, url: `https://${name.toLowerCase()}.example` },
        ownerId: person.accountId,
        ...(site ? { site } : {}),
      },
      TEAM,
      'test',
    );
    await listings.execute(made.listingId, { type: 'GoLive', week: mondayOf(clock.now()), plan: 'free' }, TEAM, 't');
    return made;
  };
  const ownerEdit = async (listingId: number, changes: Record<string, string>): Promise<RecordedEvent> => {
    await listings.execute(
      listingId,
      { type: 'ChangeProfile', changes },
      { kind: 'user', id: person.accountId },
      'update_listing',
    );
    return (await editsOf(listingId)).at(-1)!;
  };
  const token = async (who: Member) => csrfIn((await who.client.get('/admin/edits')).text);

  before(async () => {
    clock = manualClock();
    const sites = await twoSitesOnOnePort({ clock });
    t = sites.service;
    main = sites.main;
    listings = new ListingCommands(t.service.events, t.service.clock);
    [person, auditor, moderator, admin, aiModerator] = [
      await member(t),
      await member(t, 'auditor'),
      await member(t, 'moderator'),
      await member(t, 'admin'),
      await member(t, 'moderator', 'ai'),
    ];
    gadget = await liveListing('Gadget');
    aiThing = await liveListing('Aithing', 'ai');
    await settled(t.service);
    for (const staff of [auditor, moderator, admin, aiModerator]) await confirm(staff.client);
  });
  after(() => t?.close());

  it('refuses anonymous visitors (sign in), people and auditors (403), and forms without CSRF (403): nothing recorded', async () => {
    const edit = await ownerEdit(gadget.listingId, { tagline: 'Matrix tagline' });
    await settled(t.service);
    const before = (await stream(gadget.listingId)).length;
    const forms = [
      ['/admin/edits/review', { listing: String(gadget.listingId), edit: edit.id, note: 'looked' }],
      ['/admin/edits/revert', { listing: String(gadget.listingId), edit: edit.id, reason: 'matrix revert' }],
    ] as const;
    const personToken = csrfIn((await person.client.get('/account')).text);
    const auditorPage = (await auditor.client.get('/admin/edits')).text;
    expect(auditorPage).to.include('Matrix tagline').and.include('Only an admin or a moderator can mark an edit');
    expect(auditorPage).to.not.include('Mark reviewed</button>');
    const moderatorToken = await token(moderator);
    for (const [path, body] of forms) {
      const anonymous = await new PageClient(t.baseUrl).post(path, body);
      expect(anonymous.status, path).to.equal(303);
      expect(anonymous.location).to.match(/^\/signin\?next=%2Fadmin/);
      expect((await person.client.post(path, { csrf: personToken, ...body })).status, path).to.equal(403);
      expect((await auditor.client.post(path, { csrf: csrfIn(auditorPage), ...body })).status, path).to.equal(403);
      expect((await moderator.client.post(path, body)).status, `${path} without a token`).to.equal(403);
      expect((await moderator.client.post(path, { ...body, csrf: 'x'.repeat(43) })).status).to.equal(403);
      const foreign = await moderator.client.post(
        path,
        { ...body, csrf: moderatorToken },
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      );
      expect(foreign.status, `${path} from another site`).to.equal(403);
    }
    expect((await stream(gadget.listingId)).length, 'nothing recorded').to.equal(before);
    // Moderators and admins may (the review here, the revert below).
    const reviewed = await admin.client.post(forms[0][0], { csrf: await token(admin), ...forms[0][1] });
    expect(reviewed.status, reviewed.text).to.equal(303);
  });

  it('a moderator marks an edit reviewed with a note: it leaves the to-review view, shows who and when, and is in the trail', async () => {
    const edit = await ownerEdit(gadget.listingId, { tagline: 'Gadget, now faster' });
    await settled(t.service);
    const queue = (await moderator.client.get('/admin/edits')).text;
    expect(queue).to.include('Gadget, now faster').and.include('<strong>To review</strong>');
    const done = await moderator.client.post('/admin/edits/review', {
      csrf: csrfIn(queue),
      listing: String(gadget.listingId),
      edit: edit.id,
      note: 'Looks right',
      view: '/admin/edits?state=to-review',
    });
    expect(done.status, done.text).to.equal(303);
    expect(done.location).to.equal('/admin/edits?state=to-review&done=reviewed');
    const [event] = (await stream(gadget.listingId)).slice(-1);
    expect(event.type).to.equal('ListingEditReviewed');
    expect(event.data).to.deep.equal({
      listingId: gadget.listingId,
      edit: edit.revision,
      editId: edit.id,
      staffId: moderator.accountId,
      note: 'Looks right',
    });
    expect(event.metadata).to.deep.include({
      actor: { kind: 'admin', id: moderator.accountId },
      cause: 'console:edits:review',
      causationId: edit.id,
    });
    await settled(t.service);
    expect((await moderator.client.get(done.location!)).text)
      .to.include('The edit is marked reviewed.')
      .and.not.include('Gadget, now faster');
    const reviewed = (await moderator.client.get('/admin/edits?state=reviewed')).text;
    expect(reviewed).to.include('Gadget, now faster');
    expect(reviewed)
      .to.include(`<strong>Reviewed</strong> by admin ${moderator.accountId} at`)
      .and.include('Looks right');
    const again = await moderator.client.post('/admin/edits/review', {
      csrf: csrfIn(queue),
      listing: String(gadget.listingId),
      edit: edit.id,
    });
    expect(again.location).to.equal('/admin/edits?state=to-review&done=unchanged');
    const trail = (await auditor.client.get(`/admin/listings/${gadget.listingId}`)).text;
    expect(trail).to.include(
      `<td>ListingEditReviewed version ${edit.revision}</td><td>console:edits:review</td><td>Looks right</td>`,
    );
  });

  it('refuses a revert without a reason or with one too long (400 naming the field), and an unknown edit (404)', async () => {
    const [edit] = (await editsOf(gadget.listingId)).slice(-1);
    const before = (await stream(gadget.listingId)).length;
    const csrf = await token(admin);
    for (const reason of ['', 'x'.repeat(501)]) {
      const refused = await admin.client.post('/admin/edits/revert', {
        csrf,
        listing: String(gadget.listingId),
        edit: edit.id,
        reason,
      });
      expect(refused.status).to.equal(400);
      expect(refused.text).to.include('Reason for reverting: Give the reason in 3 to 500 characters.');
    }
    const long = await admin.client.post('/admin/edits/review', {
      csrf,
      listing: String(gadget.listingId),
      edit: edit.id,
      note: 'x'.repeat(501),
    });
    expect(long.status).to.equal(400);
    expect(long.text).to.include('Note: Keep the note to 500 characters.');
    const unknown = await admin.client.post('/admin/edits/revert', {
      csrf,
      listing: String(gadget.listingId),
      edit: 'no-such-edit',
      reason: 'not there',
    });
    expect(unknown.status).to.equal(404);
    expect((await admin.client.post('/admin/edits/revert', { csrf, listing: 'x', edit: edit.id })).status).to.equal(
      400,
    );
    expect((await stream(gadget.listingId)).length, 'nothing recorded').to.equal(before);
  });

  it('an admin reverts an edit with a reason: a new version with the old text, on the public page; twice is once', async () => {
    const edit = await ownerEdit(gadget.listingId, { tagline: 'Buy cheap pills at spam.example' });
    await settled(t.service);
    const publicPage = async () => (await new PageClient(main).get(`/listings/${gadget.slug}`)).text;
    expect(await publicPage()).to.include('Buy cheap pills');
    const form = { listing: String(gadget.listingId), edit: edit.id, reason: 'Spam in the tagline' };
    const done = await admin.client.post('/admin/edits/revert', { csrf: await token(admin), ...form });
    expect(done.status, done.text).to.equal(303);
    expect(done.location).to.equal('/admin/edits?state=to-review&done=reverted');
    const [change, reverted] = (await stream(gadget.listingId)).slice(-2);
    expect(change.type).to.equal('ListingProfileChanged');
    expect(change.data).to.deep.equal({
      listingId: gadget.listingId,
      changes: { tagline: { before: 'Buy cheap pills at spam.example', after: 'Gadget, now faster' } },
    });
    expect(reverted.type).to.equal('ListingEditReverted');
    expect(reverted.data).to.deep.include({
      edit: edit.revision,
      editId: edit.id,
      revertedIn: change.revision,
      fields: ['tagline'],
      staffId: admin.accountId,
      reason: 'Spam in the tagline',
    });
    for (const event of [change, reverted])
      expect(event.metadata).to.deep.include({
        actor: { kind: 'admin', id: admin.accountId },
        cause: 'console:edits:revert',
        causationId: edit.id,
      });
    await settled(t.service);
    expect(await publicPage())
      .to.include('Gadget, now faster')
      .and.not.include('Buy cheap pills');
    // The owner is told, once: the listing, the field in words, the reason, the page on its own site.
    const told = async () =>
      (await (t.service.mailer as OutboxMailer).list()).filter(
        (mail) =>
          mail.to === person.email && mail.subject === 'Gadget on Listings Directory: the site team reverted an edit',
      );
    expect(await told()).to.have.length(1);
    expect((await told())[0].raw)
      .to.include('The tagline went back to what it was before that edit.')
      .and.include('Spam in the tagline')
      .and.include(`/listings/${gadget.slug}`);
    const again = await admin.client.post('/admin/edits/revert', { csrf: await token(admin), ...form });
    expect(again.location).to.equal('/admin/edits?state=to-review&done=unchanged');
    expect((await stream(gadget.listingId)).slice(-1)[0].id).to.equal(reverted.id);
    await settled(t.service);
    expect(await told()).to.have.length(1);
    const revertedView = (await admin.client.get('/admin/edits?state=reverted')).text;
    expect(revertedView)
      .to.include('Buy cheap pills')
      .and.include(`<strong>Reverted</strong> by admin ${admin.accountId}`);
    expect(revertedView).to.include(`(version ${change.revision}): Spam in the tagline`);
    const all = (await admin.client.get(`/admin/edits?listing=${gadget.listingId}`)).text;
    expect(all).to.include(`reverting version ${edit.revision}`);
    const trail = (await auditor.client.get(`/admin/listings/${gadget.listingId}`)).text;
    expect(trail)
      .to.include('<td>ListingProfileChanged (tagline)</td><td>console:edits:revert</td>')
      .and.include(
        `<td>ListingEditReverted version ${edit.revision} (tagline)</td><td>console:edits:revert</td><td>Spam in the tagline</td>`,
      );
  });

  it('refuses to revert an edit whose fields a later edit changed since (409), keeping the newer work', async () => {
    const older = await ownerEdit(gadget.listingId, { tagline: 'Gadget v2' });
    await ownerEdit(gadget.listingId, { tagline: 'Gadget v3, the newest' });
    await settled(t.service);
    const before = (await stream(gadget.listingId)).length;
    const refused = await moderator.client.post('/admin/edits/revert', {
      csrf: await token(moderator),
      listing: String(gadget.listingId),
      edit: older.id,
      reason: 'Too salesy',
    });
    expect(refused.status).to.equal(409);
    expect(refused.text)
      .to.include('Not reverted')
      .and.include(`A later edit changed tagline since version ${older.revision}`);
    expect((await stream(gadget.listingId)).length, 'nothing recorded').to.equal(before);
    expect((await new PageClient(main).get(`/listings/${gadget.slug}`)).text).to.include('Gadget v3, the newest');
  });

  it("a moderator of one site acts on its listings' edits only: another site's is 404, nothing recorded", async () => {
    const mainEdit = await ownerEdit(gadget.listingId, { tagline: 'Main site edit' });
    const aiEdit = await ownerEdit(aiThing.listingId, { tagline: 'AI site edit' });
    await settled(t.service);
    const queue = (await aiModerator.client.get('/admin/edits')).text;
    expect(queue).to.include('AI site edit').and.not.include('Main site edit');
    const before = (await stream(gadget.listingId)).length;
    for (const [path, extra] of [
      ['/admin/edits/review', {}],
      ['/admin/edits/revert', { reason: 'not my site' }],
    ] as const) {
      const refused = await aiModerator.client.post(path, {
        csrf: csrfIn(queue),
        listing: String(gadget.listingId),
        edit: mainEdit.id,
        ...extra,
      });
      expect(refused.status, path).to.equal(404);
    }
    expect((await stream(gadget.listingId)).length, 'nothing recorded').to.equal(before);
    // On the default site's host the AI moderator is nobody (403); on AI's, its own edit is theirs.
    const onMain = onHost(aiModerator, main).client;
    expect(
      (
        await onMain.post('/admin/edits/review', {
          csrf: csrfIn(queue),
          listing: String(aiThing.listingId),
          edit: aiEdit.id,
        })
      ).status,
    ).to.equal(403);
    const done = await aiModerator.client.post('/admin/edits/review', {
      csrf: csrfIn(queue),
      listing: String(aiThing.listingId),
      edit: aiEdit.id,
    });
    expect(done.status, done.text).to.equal(303);
  });

  it('shows the same views and trail after a rebuild of every read model', async () => {
    const views = [
      '/admin/edits',
      '/admin/edits?state=reviewed',
      '/admin/edits?state=reverted',
      '/admin/edits?state=all',
    ];
    const read = async () =>
      Promise.all(
        [...views, `/admin/listings/${gadget.listingId}`].map(async (path) =>
          // The page minus its per-request parts (the form token).
          (await admin.client.get(path)).text.replace(/name="csrf" value="[^"]*"/g, ''),
        ),
      );
    const before = await read();
    expect(before[2]).to.include('Buy cheap pills');
    await t.service.projections.rebuild();
    await settled(t.service);
    expect(await read()).to.deep.equal(before);
    for (const state of ['nope', 'toString'])
      expect((await admin.client.get(`/admin/edits?state=${state}`)).status, state).to.equal(400);
  });
});
