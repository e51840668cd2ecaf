/**
 * People's profiles through the site's pages, over HTTP with a real listening service (issue 32,
 * part 2): the settings form saves a profile (events on the profile and handle streams); handles are
 * unique, follow their rules and free up when changed; the public page shows the person's name,
 * headline, links (rel me nofollow ugc), what they make, their reviews and comments, and their votes
 * only once they choose to show them; reviews and comments on listing pages link to their authors.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { handleStream, profileStream } from '@listings/shared/contracts/engagement';
import { ListingCommands } from '@listings/command-service/listings';
import { CommentActions, EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { settled, startTestService, type TestService } from '@listings/gateway/testing';
import { PageClient, csrfIn, newPerson, signUpAndIn } from '../../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };

describe('people’s profiles, through the pages', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-18T12:00:00.000Z');
  let service: TestService;
  type Person = { browser: PageClient; accountId: string };
  let ann: Person;
  let bob: Person;
  let otherId = 0;

  const person = async (name: string): Promise<Person> => {
    const browser = new PageClient(service.baseUrl);
    const who = { ...newPerson(), name };
    await signUpAndIn(browser, who);
    return { browser, accountId: (await service.service.accounts.accountIdByEmail(who.email))! };
  };
  const save = async (who: Person, form: Record<string, string>) => {
    const page = await who.browser.get('/account/profile');
    expect(page.status).to.equal(200);
    return who.browser.post('/account/profile', { csrf: csrfIn(page.text), headline: '', links: '', ...form });
  };
  const types = async (stream: string) =>
    (await service.service.events.readStream(stream).catch(() => [])).map((e) => e.type);

  before(async () => {
    service = await startTestService({}, { clock });
    ann = await person('Ann Maker');
    bob = await person('Bob Voter');
    const listings = new ListingCommands(service.service.events, clock);
    const live = async (name: string, ownerId: string | null) => {
      const { listingId } = await listings.create(
        { profile: { name, tagline: `${name} does things`, url: `https://${name.toLowerCase()}.example` }, ownerId },
        admin,
        't',
      );
      await listings.execute(listingId, { type: 'GoLive', week: '2026-11-16', plan: 'free' }, admin, 't');
      return listingId;
    };
    await live('Widget', ann.accountId);
    otherId = await live('Other', null);
    const engagement = new EngagementCommands(service.service.events, clock);
    const annActs = { kind: 'user' as const, id: ann.accountId };
    await engagement.execute(
      {
        type: 'Review',
        listingId: otherId,
        reviewId: 'r-ann',
        authorId: ann.accountId,
        rating: 4,
        text: 'Solid tool',
        ...SIMULATED_PERSON,
      },
      annActs,
      't',
    );
    await engagement.execute(
      { type: 'Vote', listingId: otherId, voterId: ann.accountId, ...SIMULATED_PERSON },
      annActs,
      't',
    );
    await new CommentActions({
      events: service.service.events,
      clock,
      people: { personFacts: async () => SIMULATED_PERSON.person, listingFacts: async () => SIMULATED_PERSON.listing },
    }).post(otherId, ann.accountId, { text: 'How does it **sync**?', parentId: null });
    await settled(service.service);
  });
  after(() => service?.close());

  it('the settings page needs a session', async () => {
    const stranger = new PageClient(service.baseUrl);
    const page = await stranger.get('/account/profile');
    expect(page.status).to.equal(303);
    expect(page.location).to.equal(`/signin?next=${encodeURIComponent('/account/profile')}`);
    expect((await stranger.post('/account/profile', { handle: 'x' })).status).to.equal(303);
  });

  it('saves a profile and shows it: name, handle, headline, links, what they make, reviews and comments; votes private', async () => {
    const saved = await save(ann, {
      handle: ' @Ann_M ',
      headline: 'I build Widget',
      links: 'https://ann.example\njavascript-free.example.org',
    });
    expect(saved.status).to.equal(400);
    expect(saved.text).to.include('not saved yet').and.include('id="links-error"').and.include('I build Widget');
    expect(await types(profileStream(ann.accountId))).to.deep.equal([]);

    const ok = await save(ann, { handle: ' @Ann_M ', headline: 'I build Widget', links: 'https://ann.example\n\n' });
    expect(ok.status, ok.text).to.equal(303);
    expect(ok.location).to.equal('/people/ann_m?done=profile_saved');
    expect((await ann.browser.get(ok.location!)).text)
      .to.include('Your profile is saved.')
      .and.include('Edit your profile');

    const page = await new PageClient(service.baseUrl).get('/people/ann_m');
    expect(page.status).to.equal(200);
    expect(page.text).to.include('<h1>Ann Maker</h1>').and.include('@ann_m').and.include('I build Widget');
    expect(page.text).to.include(
      '<a href="https://ann.example/" rel="me nofollow ugc noopener noreferrer">ann.example</a>',
    );
    expect(page.text).to.include('>AM</span>'); // initials, no photo
    expect(page.text).to.include('<a href="/listings/widget">Widget</a>');
    expect(page.text).to.include('Solid tool').and.include('<strong>sync</strong>');
    expect(page.text).to.not.include('Voted for').and.not.include('Edit your profile');
    expect(await types(profileStream(ann.accountId))).to.deep.equal(['ProfileSaved']);
    expect(await types(handleStream('ann_m'))).to.deep.equal(['HandleClaimed']);
  });

  it('reviews and comments on a listing page link to their author’s profile', async () => {
    const page = (await new PageClient(service.baseUrl).get('/listings/other')).text;
    const links = page.match(/<a href="\/people\/ann_m">Ann Maker<\/a>/g) ?? [];
    expect(links).to.have.length(2);
  });

  it('keeps handles unique and within their rules; a changed handle frees the old one', async () => {
    const taken = await save(bob, { handle: 'ann_m' });
    expect(taken.status).to.equal(409);
    expect(taken.text).to.include('Someone already has the handle ann_m').and.include('value="ann_m"');
    for (const [handle, status] of [
      ['ab', 400],
      ['-bob', 400],
      ['bob smith', 400],
      ['Admin', 400],
    ] as const)
      expect((await save(bob, { handle })).status, handle).to.equal(status);
    expect(await types(profileStream(bob.accountId))).to.deep.equal([]);

    expect(
      (await save(ann, { handle: 'ann', headline: 'I build Widget', links: 'https://ann.example' })).status,
    ).to.equal(303);
    expect((await new PageClient(service.baseUrl).get('/people/ann_m')).status).to.equal(404);
    expect(await types(handleStream('ann_m'))).to.deep.equal(['HandleClaimed', 'HandleReleased']);
    expect((await save(bob, { handle: 'ann_m' })).status).to.equal(303);
    expect((await new PageClient(service.baseUrl).get('/people/ann_m')).text).to.include('Bob Voter');
  });

  it('shows votes only once the person chooses to', async () => {
    expect((await new PageClient(service.baseUrl).get('/people/ann')).text).to.not.include('Voted for');
    expect(
      (await save(ann, { handle: 'ann', headline: 'I build Widget', links: 'https://ann.example', show_votes: 'on' }))
        .status,
    ).to.equal(303);
    const page = (await new PageClient(service.baseUrl).get('/people/ann')).text;
    expect(page).to.include('Voted for');
    expect(page.slice(page.indexOf('Voted for'))).to.include('<a href="/listings/other">Other</a>');
    const settings = await ann.browser.get('/account/profile');
    expect(settings.text).to.match(/id="show_votes" name="show_votes" checked/);
  });
});
