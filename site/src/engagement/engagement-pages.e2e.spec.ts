/**
 * People's actions through the site's forms, over HTTP with a real listening service: sign up and
 * verify the address from the mail, vote (counted toward this week, visible on the listing and the
 * weekly board), a second vote refused, take it back, follow, review; the rules (verified address,
 * not one's own listing, CSRF and Origin); views counted once per visitor per day without cookies,
 * bots and prefetches excluded; and the week close recording the awards as events.
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import type { OutboxMailer } from '@listings/shared/platform';
import { ListingCommands } from '@listings/command-service/listings';
import { EngagementCommands, SIMULATED_PERSON } from '@listings/command-service/engagement';
import { recountLaunchWeek, settled, startTestService, type TestService } from '@listings/gateway/testing';
import { PageClient, csrfIn, linkInMail, newPerson, signUpAndIn } from '../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };

/** Waits (polling, at most 10 s) until `check` holds: for work the service does in the background. */
const eventually = async (check: () => Promise<boolean>) => {
  for (const deadline = Date.now() + 10_000; !(await check());) {
    if (Date.now() > deadline) throw new Error('did not happen within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describe('people on the site: votes, follows, reviews, views, week close', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-18T12:00:00Z'); // Wednesday of the week of 2026-11-16
  let service: TestService;
  let listings: ListingCommands;
  let engagement: EngagementCommands;
  const ids: Record<string, number> = {};

  const settle = async () =>
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 5000),
    ).to.equal(true);
  const listing = async (name: string, ownerId: string | null = null, live = true) => {
    const { listingId, slug } = await listings.create(
      { profile: { name, tagline: `${name} does things`, url: `https://${name.toLowerCase()}.example` }, ownerId },
      admin,
      'test',
    );
    await listings.execute(
      listingId,
      live
        ? { type: 'GoLive', week: '2026-11-16', plan: 'free' }
        : { type: 'ScheduleLaunch', week: '2026-12-07', plan: 'paid' },
      admin,
      'test',
    );
    ids[slug] = listingId;
    return slug;
  };
  /** Signs a person up through the pages; with `verify`, confirms the address from the mail. */
  const person = async (verify = true) => {
    const browser = new PageClient(service.baseUrl);
    const who = newPerson();
    await signUpAndIn(browser, who);
    const accountId = (await service.service.accounts.accountIdByEmail(who.email))!;
    if (verify) {
      await settled(service.service);
      const mail = (await (service.service.mailer as OutboxMailer).list()).find((m) => m.to === who.email)!;
      expect(mail.subject).to.match(/Confirm your e-mail address/);
      const link = new URL(linkInMail(mail.raw, '/verify-email'));
      const landing = await browser.get(link.pathname + link.search);
      expect(landing.status).to.equal(200);
      expect(landing.text).to.include(who.email);
      const confirmed = await browser.post('/verify-email', {
        csrf: csrfIn(landing.text),
        account: link.searchParams.get('account')!,
        request: link.searchParams.get('request')!,
        token: link.searchParams.get('token')!,
      });
      expect(confirmed.status).to.equal(200);
      expect(confirmed.text).to.include('Your e-mail address is confirmed');
    }
    return { browser, accountId, email: who.email };
  };
  /** Posts a listing page's form (its CSRF token taken from the listing page, as a browser would). */
  const act = async (browser: PageClient, slug: string, action: string, form: Record<string, string> = {}) => {
    const page = await browser.get(`/listings/${slug}`);
    return browser.post(`/listings/${slug}/${action}`, { csrf: csrfIn(page.text), ...form });
  };
  const votesShown = async (slug: string, browser = new PageClient(service.baseUrl)) =>
    Number(
      /<span class="vote-count">(\d+) votes? all time<\/span>/.exec((await browser.get(`/listings/${slug}`)).text)?.[1],
    );

  before(async () => {
    service = await startTestService({}, { clock });
    listings = new ListingCommands(service.service.events, clock);
    engagement = new EngagementCommands(service.service.events, clock);
    await listing('Alpha');
    await listing('Bravo');
    await listing('Charlie');
    await listing('Delta');
    await listing('Soon', null, false);
    await settle();
  });
  after(() => service?.close());

  it('a verified person votes: the count and the weekly board move; a second vote is refused; the vote can be taken back', async () => {
    // An account made before the launch week began (a new one voting only here would be discounted).
    clock.set('2026-11-10T12:00:00Z');
    const { browser, accountId } = await person();
    clock.set('2026-11-18T12:00:00Z');
    expect(await votesShown('alpha')).to.equal(0);
    const voted = await act(browser, 'alpha', 'vote');
    expect(voted.status).to.equal(303);
    expect(voted.location).to.equal('/listings/alpha?done=voted#engage');
    const after = await browser.get('/listings/alpha?done=voted');
    expect(after.text).to.include('your vote is recorded').and.include('Voted · take back');
    expect(await votesShown('alpha')).to.equal(1);
    const board = await new PageClient(service.baseUrl).get('/leaderboards/community-weekly');
    expect(board.text).to.match(/href="\/listings\/alpha"/);

    const events = await service.service.events.readStream(`engagement-${ids.alpha}`);
    const cast = events.find((e) => e.type === 'VoteCast')!;
    expect(cast.data).to.deep.include({ listingId: ids.alpha, voterId: accountId, week: '2026-11-16' });
    // What counting needs about the voter, and no address: the e-mail's domain and a network tag only.
    expect((cast.data as any).voter).to.deep.include({ emailDomain: 'example.com', disposable: false });
    expect((cast.data as any).voter.network).to.match(/^2026-11:[0-9a-f]{24}$/);
    expect(JSON.stringify(cast.data)).to.not.include('127.0.0');
    expect(events.map((e) => e.type)).to.deep.equal(['VoteCast', 'VoteCounted']);
    expect(cast.metadata).to.deep.include({ actor: { kind: 'user', id: accountId }, cause: 'page:vote' });

    // The form posted again (a second tab, a replay) is refused, and nothing is written.
    const again = await browser.post('/listings/alpha/vote', { csrf: csrfIn(after.text) });
    expect(again.status).to.equal(409);
    expect(again.headers.get('content-type')).to.match(/^text\/html/);
    expect(again.text).to.include('You have already voted');
    expect((await service.service.events.readStream(`engagement-${ids.alpha}`)).length).to.equal(events.length);

    const taken = await act(browser, 'alpha', 'unvote');
    expect(taken.status).to.equal(303);
    expect(await votesShown('alpha')).to.equal(0);
    const withdrawn = (await service.service.events.readStream(`engagement-${ids.alpha}`)).at(-1)!;
    expect(withdrawn.type).to.equal('VoteWithdrawn');
    expect(withdrawn.data).to.include({ week: '2026-11-16' });
  });

  it('refuses votes from people whose address is not verified, on their own listing, and on upcoming listings', async () => {
    const unverified = await person(false);
    const page = await unverified.browser.get('/listings/bravo');
    expect(page.text).to.include('Confirm your e-mail address');
    const refused = await act(unverified.browser, 'bravo', 'vote');
    expect(refused.status).to.equal(403);
    expect(refused.text).to.include('Confirm your e-mail address first');

    const owner = await person();
    const own = await listing('Owned', owner.accountId);
    await settle();
    expect((await owner.browser.get(`/listings/${own}`)).text).to.include('your listing: you cannot vote for it');
    const ownVote = await act(owner.browser, own, 'vote');
    expect(ownVote.status).to.equal(403);
    expect(ownVote.text).to.include('This is your listing');

    const upcoming = await owner.browser.get('/listings/soon');
    expect(upcoming.text).to.include('Voting opens when it launches');
    expect((await act(owner.browser, 'soon', 'vote')).status).to.equal(409);
    expect((await service.service.events.readStream(`engagement-${ids.soon}`)).length).to.equal(0);
  });

  it('signed out, voting leads to sign-in and back to the listing', async () => {
    const visitor = new PageClient(service.baseUrl);
    const page = await visitor.get('/listings/bravo');
    expect(page.text).to.include('href="/signin?next=%2Flistings%2Fbravo"');
    const posted = await visitor.post('/listings/bravo/vote', {});
    expect(posted.status).to.equal(303);
    expect(posted.location).to.equal('/signin?next=%2Flistings%2Fbravo');
    expect((await service.service.events.readStream(`engagement-${ids.bravo}`)).length).to.equal(0);
  });

  it('refuses forms without the session’s token or from another site', async () => {
    const { browser } = await person();
    expect((await browser.post('/listings/bravo/vote', {})).status).to.equal(403);
    expect((await browser.post('/listings/bravo/vote', { csrf: 'x'.repeat(43) })).status).to.equal(403);
    const page = await browser.get('/listings/bravo');
    const crossSite = await browser.post(
      '/listings/bravo/vote',
      { csrf: csrfIn(page.text) },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.status).to.equal(403);
    expect((await service.service.events.readStream(`engagement-${ids.bravo}`)).length).to.equal(0);
  });

  it('follows and unfollows; followers get the update mails post_listing_update promises', async () => {
    const { browser, accountId, email } = await person();
    const maker = await service.createKey(['account:read', 'listings:write']);
    const made = await listing('Echo', maker.accountId);
    await settle();
    expect((await act(browser, made, 'follow')).status).to.equal(303);
    expect((await browser.get(`/listings/${made}`)).text)
      .to.include('Following · unfollow')
      .and.include('1 follower');
    const followed = (await service.service.events.readStream(`engagement-${ids[made]}`)).at(-1)!;
    expect(followed).to.deep.include({ type: 'ListingFollowed' });
    expect(followed.data).to.deep.equal({ listingId: ids[made], followerId: accountId });

    const posted = await service.call('POST', `/me/listings/${ids[made]}/updates`, {
      key: maker.key,
      body: { title: 'Echo 2 is out', body: 'Faster echoes.' },
      headers: { 'idempotency-key': 'echo-2' },
    });
    expect(posted.status).to.equal(201);
    await eventually(async () =>
      (await (service.service.mailer as OutboxMailer).list()).some(
        (m) => m.to === email && m.subject.includes('Echo 2 is out'),
      ),
    );

    expect((await act(browser, made, 'unfollow')).status).to.equal(303);
    expect((await browser.get(`/listings/${made}`)).text).to.include('0 followers');
  });

  it('reviews: genuine ones count toward the rating; one per person; never on one’s own listing', async () => {
    const { browser } = await person();
    const bad = await act(browser, 'delta', 'reviews', { rating: '7', text: 'Nice' });
    expect(bad.status).to.equal(400);
    const posted = await act(browser, 'delta', 'reviews', {
      rating: '4',
      text: 'Does what it says <script>x</script>',
    });
    expect(posted.status).to.equal(303);
    expect(posted.location).to.equal('/listings/delta?done=reviewed#reviews');
    const page = await browser.get('/listings/delta');
    expect(page.text)
      .to.include('Does what it says &lt;script&gt;x&lt;/script&gt;')
      .and.include('You have reviewed this listing');
    expect(page.text).to.include('"aggregateRating":{"@type":"AggregateRating","ratingValue":4,"ratingCount":1');
    expect((await act(browser, 'delta', 'reviews', { rating: '5', text: 'Again' })).status).to.equal(409);
    expect((await service.call('GET', '/listings/delta')).body.community_rating).to.include({ average: 4, count: 1 });
  });

  it('counts listing page views from people once per visitor per day, not bots or prefetches, without a cookie', async () => {
    const views = async () => (await service.call('GET', '/listings/bravo')).body.views as number;
    const before = await views();
    const visit = (headers: Record<string, string>) => fetch(`${service.baseUrl}/listings/bravo`, { headers });
    const counted = async () => {
      await settle();
      return (await views()) - before;
    };
    const first = await visit({ 'user-agent': BROWSER });
    expect(first.headers.get('set-cookie')).to.equal(null);
    // Bots, prefetches and requests without a user agent are told apart before anything is counted.
    await visit({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await visit({ 'user-agent': BROWSER, 'sec-purpose': 'prefetch' });
    await visit({});
    await visit({ 'user-agent': BROWSER }); // the same visitor again (answered from the cache now)
    await eventually(async () => (await counted()) === 1);
    await visit({ 'user-agent': `${BROWSER} Edg/131.0` }); // another visitor
    await eventually(async () => (await counted()) === 2);
    clock.set('2026-11-19T12:00:00Z'); // the next day the same person counts again
    await visit({ 'user-agent': BROWSER });
    await eventually(async () => (await counted()) === 3);
    clock.set('2026-11-18T12:00:00Z');
    const stored = await service.service.events.readStream(`listingviews-${ids.bravo}`);
    expect(stored.map((e) => (e.data as { viewerId: string }).viewerId).every((id) => /^visitor:[\w-]{22}$/.test(id)))
      .to.be.true;
  });

  it('closes the week when it ends: the three most-voted launches are recorded as Launch of the Week', async () => {
    const vote = async (slug: string, voters: number) => {
      for (let i = 0; i < voters; i++)
        await engagement.execute(
          { type: 'Vote', listingId: ids[slug], voterId: `${slug}-${i}`, ...SIMULATED_PERSON },
          admin,
          'test',
        );
    };
    await vote('bravo', 3);
    await vote('charlie', 5);
    await vote('delta', 1);
    await vote('alpha', 2);
    await settle();
    const closing = service.service.jobs.get('week closing')!;
    expect(await closing.tick()).to.equal(0); // the week is still running
    clock.set('2026-11-23T00:00:30Z'); // Monday, within the grace
    expect(await closing.tick()).to.equal(0);
    clock.set('2026-11-23T00:01:01Z');
    expect(await closing.tick()).to.equal(1);
    await settle();
    const week = await service.service.events.readStream('launchweek-2026-11-16');
    expect(week.map((e) => e.type)).to.deep.equal([
      'LaunchWeekEnded',
      'LaunchWeekClosed',
      'LaunchOfTheWeekAwarded',
      'LaunchOfTheWeekAwarded',
      'LaunchOfTheWeekAwarded',
    ]);
    expect(week.slice(2).map((e) => [(e.data as any).rank, (e.data as any).slug, (e.data as any).votes])).to.deep.equal(
      [
        [1, 'charlie', 5],
        [2, 'bravo', 3],
        [3, 'alpha', 2],
      ],
    );
    expect(await closing.tick()).to.equal(0); // closed once
    // An auditor recounts the board from the vote events alone (alpha's first vote was taken back).
    const recount = await recountLaunchWeek(service.service.events, '2026-11-16');
    expect(recount.rows.map((r) => [r.slug, r.recorded, r.recounted])).to.deep.include.members([
      ['charlie', 5, 5],
      ['bravo', 3, 3],
      ['alpha', 2, 2],
      ['delta', 1, 1],
    ]);
    const awards = await new PageClient(service.baseUrl).get('/awards');
    expect(awards.text).to.match(/#1<\/span><div class="body"><a class="name" href="\/listings\/charlie">/);
    const weekPage = await new PageClient(service.baseUrl).get('/launches/weeks/2026-11-16');
    expect(weekPage.text).to.include('Launch of the Week').and.include('The week closed');
    clock.set('2026-11-18T12:00:00Z');
  });
});
