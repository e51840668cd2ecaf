/**
 * Interviews and updates published (issue 32, parts 4 and 5), over HTTP against the composed service:
 *
 * - a founder's interview answers show on their listing and founder page with the question and the
 *   date; answers to retired questions, of listings not yet public, and of other accounts do not;
 *   hostile text is escaped;
 * - /updates: the empty state says what to do next; then every public listing's updates newest
 *   first, 20 a page with page links, bounds (past the end 404, page=0 and page=abc the 400 page
 *   naming the field); hostile text escaped on the page and in /feeds/updates.xml (parsed strictly);
 *   the feed is linked from the page head, the footer links the page, the sitemap lists it.
 */
import { expect } from 'chai';
import { DOMParser } from '@xmldom/xmldom';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { InterviewCommands } from '@listings/command-service/my-listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { startTestService, type TestService } from '@listings/gateway/testing';
import { PageClient } from '../kit/testing.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const maker = { kind: 'user' as const, id: 'acc-ana' };
const HOSTILE = `<img src=x onerror=alert(1)> ]]> & "q" 'a' <script>alert(2)</script>`;
const ATOM = 'http://www.w3.org/2005/Atom';

describe('interviews and latest updates published (issue 32, parts 4 and 5)', function () {
  this.timeout(60_000);
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  let service: TestService;
  let visitor: PageClient;
  let listings: ListingCommands;
  let content: SiteContentCommands;
  const ids: Record<string, number> = {};

  const settle = async () =>
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 10_000),
    ).to.equal(true);

  const create = async (name: string, ownerId: string | null, founder: string | null) => {
    const { listingId } = await listings.create(
      {
        profile: {
          name,
          url: `https://${name.toLowerCase()}.example`,
          categories: ['tools'],
          tagline: `${name} does things`,
          ...(founder ? { founders: [{ slug: `${founder.toLowerCase()}-x`, name: founder, title: 'CEO' }] } : {}),
        },
        ownerId,
      },
      admin,
      't',
    );
    ids[name.toLowerCase()] = listingId;
    return listingId;
  };

  before(async () => {
    service = await startTestService(
      { site: { name: 'Directory', publicBaseUrl: 'http://localhost:8080' } },
      { clock },
    );
    visitor = new PageClient(service.baseUrl);
    listings = new ListingCommands(service.service.events, clock);
    content = new SiteContentCommands(service.service.events, clock);
    await content.category({ type: 'CreateCategory', slug: 'tools', name: 'Tools' }, admin, 't');
  });
  after(() => service?.close());

  it('/updates with no update yet: an empty state that says what to do next, and an empty valid feed', async () => {
    const page = await visitor.get('/updates');
    expect(page.status).to.equal(200);
    expect(page.text).to.include('No updates yet').and.include('href="/me"').and.include('0 updates');
    expect(page.text).to.not.include('class="pager"');
    const feed = await visitor.get('/feeds/updates.xml');
    expect(feed.status).to.equal(200);
    expect(feed.text).to.not.include('<entry>');
    // Page 2 of nothing is past the end.
    expect((await visitor.get('/updates?page=2')).status).to.equal(404);
  });

  it('a founder’s answers show on their listing and founder page with question and date; retired questions, private listings and strangers do not', async () => {
    for (const text of ['What are you building?', 'Who is it for?', 'A retired question'])
      await content.interviewQuestion({ type: 'AddInterviewQuestion', text }, admin, 't');
    const anaId = await create('Ledgerly', 'acc-ana', 'Ana');
    await listings.execute(anaId, { type: 'GoLive', week: '2026-11-23', plan: 'free' }, admin, 't');
    await create('Hidden', 'acc-bo', 'Bo'); // never public: Bo's answers are shown nowhere
    await create('Orphan', null, 'Cy');
    await listings.execute(ids.orphan, { type: 'GoLive', week: '2026-11-23', plan: 'free' }, admin, 't');
    const interviews = new InterviewCommands(service.service.events, clock);
    clock.set('2026-11-20T09:00:00Z');
    await interviews.answer(
      'acc-ana',
      [
        { questionId: 1, answer: `Invoices that chase themselves.\n\nSecond paragraph ${HOSTILE}` },
        { questionId: 3, answer: 'Retired answer text' },
      ],
      't',
    );
    clock.set('2026-11-24T09:00:00Z');
    await interviews.answer('acc-ana', [{ questionId: 2, answer: 'Freelancers' }], 't');
    await interviews.answer('acc-bo', [{ questionId: 1, answer: 'Bo secret answer' }], 't');
    await content.interviewQuestion({ type: 'RetireInterviewQuestion', id: 3 }, admin, 't');
    await settle();

    for (const path of ['/listings/ledgerly', '/founders/ana-x']) {
      const page = await visitor.get(path);
      expect(page.status, path).to.equal(200);
      expect(page.text, path)
        .to.include('Interview with Ana')
        .and.include('<h3>What are you building?</h3>')
        .and.include('<p>Invoices that chase themselves.</p>')
        .and.include('<time datetime="2026-11-20T09:00:00.000Z">20 Nov 2026</time>')
        .and.include('<h3>Who is it for?</h3>')
        .and.include('<time datetime="2026-11-24T09:00:00.000Z">24 Nov 2026</time>')
        .and.include('&lt;img src=x onerror=alert(1)&gt;');
      expect(page.text, path)
        .to.not.include('<img src=x')
        .and.not.include('<script>alert(2)')
        .and.not.include('Retired answer text')
        .and.not.include('Bo secret answer');
      // Questions in the order of their ids.
      expect(page.text.indexOf('What are you building?')).to.be.lessThan(page.text.indexOf('Who is it for?'));
    }
    expect((await visitor.get('/listings/orphan')).text).to.not.include('Interview with');
    expect((await visitor.get('/founders/cy-x')).text).to.not.include('Interview with');

    // A reactivated question brings its answer back; a withdrawn answer goes.
    await content.interviewQuestion({ type: 'ReactivateInterviewQuestion', id: 3 }, admin, 't');
    await interviews.answer('acc-ana', [{ questionId: 2, answer: '' }], 't');
    await settle();
    const again = await visitor.get('/founders/ana-x');
    expect(again.text).to.include('Retired answer text').and.not.include('Who is it for?');
  });

  it('/updates lists every public listing’s updates newest first, 20 a page, hostile text escaped', async () => {
    await create('Mailwren', 'acc-mw', null);
    await listings.execute(ids.mailwren, { type: 'GoLive', week: '2026-11-23', plan: 'free' }, admin, 't');
    for (let i = 1; i <= 22; i++) {
      clock.set(`2026-11-25T10:${String(i).padStart(2, '0')}:00Z`);
      const listingId = i % 2 ? ids.ledgerly : ids.mailwren;
      await listings.execute(
        listingId,
        { type: 'PostUpdate', title: `Update number ${i}`, body: `Body ${i}` },
        maker,
        't',
      );
    }
    clock.set('2026-11-25T11:00:00Z');
    await listings.execute(ids.hidden, { type: 'PostUpdate', title: 'Not public yet', body: 'x' }, maker, 't');
    await listings.execute(
      ids.ledgerly,
      { type: 'PostUpdate', title: HOSTILE, body: `Line one\n\n${HOSTILE}` },
      maker,
      't',
    );
    await settle();

    const first = await visitor.get('/updates');
    expect(first.status).to.equal(200);
    expect(first.text).to.include('23 updates').and.not.include('Not public yet');
    const titles = [...first.text.matchAll(/Update number (\d+)</g)].map((m) => Number(m[1]));
    expect(titles).to.deep.equal(Array.from({ length: 19 }, (_, i) => 22 - i)); // 22 … 4, after the hostile one
    expect(first.text.indexOf('&lt;img src=x'))
      .to.be.greaterThan(-1)
      .and.lessThan(first.text.indexOf('Update number 22'));
    expect(first.text).to.not.include('<img src=x').and.not.include('<script>alert(2)');
    expect(first.text).to.include('href="/listings/ledgerly#update-12"'); // the hostile update, 12th of Ledgerly
    expect(first.text).to.include('href="/updates?page=2" rel="next"').and.include('Page 1 of 2');
    expect(first.text)
      .to.include('<link rel="alternate" type="application/atom+xml"')
      .and.include('href="/feeds/updates.xml"');
    expect(first.text).to.include('<a href="/updates">Latest updates</a>');

    const second = await visitor.get('/updates?page=2');
    expect([...second.text.matchAll(/Update number (\d+)</g)].map((m) => Number(m[1]))).to.deep.equal([3, 2, 1]);
    expect(second.text).to.include('href="/updates" rel="prev"');

    // The listing page anchors each update where the feed and /updates link.
    expect((await visitor.get('/listings/ledgerly')).text).to.include('id="update-12"');
  });

  it('page bounds: past the end is a 404 that links to the last page; page=0 and page=abc are the 400 page naming the field', async () => {
    const past = await visitor.get('/updates?page=3');
    expect(past.status).to.equal(404);
    expect(past.text).to.include('only 2 pages').and.include('href="/updates?page=2"');
    for (const value of ['0', 'abc', '-1', '1.5', '99999999', '']) {
      const bad = await visitor.get(`/updates?page=${value}`);
      expect(bad.status, value).to.equal(400);
      expect(bad.headers.get('content-type')).to.match(/^text\/html/);
      expect(bad.text, value).to.include('Check what you asked for').and.include('page: must be a whole number');
    }
    const twice = await visitor.get('/updates?page=1&page=2');
    expect(twice.status).to.equal(400);
  });

  it('/feeds/updates.xml: strict Atom, text constructs only, the hostile update exactly as written', async () => {
    const response = await visitor.get('/feeds/updates.xml');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('application/atom+xml; charset=utf-8');
    const problems: string[] = [];
    const document = new DOMParser({
      onError: (level, message) => problems.push(`${level}: ${message}`),
    }).parseFromString(response.text, 'application/xml');
    expect(problems).to.deep.equal([]);
    const root = document.documentElement!;
    expect(root.namespaceURI).to.equal(ATOM);
    const entries = Array.from(root.getElementsByTagNameNS(ATOM, 'entry'));
    expect(entries).to.have.length(23);
    for (const element of Array.from(root.getElementsByTagNameNS(ATOM, '*'))) {
      expect(element.namespaceURI).to.equal(ATOM);
      if (['title', 'subtitle', 'summary', 'rights', 'content'].includes(element.localName!))
        expect(element.getAttribute('type'), element.localName!).to.equal('text');
    }
    const first = entries[0];
    const text = (name: string) => first.getElementsByTagNameNS(ATOM, name)[0]?.textContent;
    expect(text('title')).to.equal(`Ledgerly: ${HOSTILE}`);
    expect(text('summary')).to.equal(`Line one\n\n${HOSTILE}`);
    expect(text('id')).to.equal('http://localhost:8080/listings/ledgerly#update-12');
    expect(text('updated')).to.equal('2026-11-25T11:00:00.000Z');
    expect(response.text).to.not.include('<img').and.not.include('<script').and.not.include('<![CDATA[');
    expect(response.text).to.not.include('Not public yet');
  });

  it('the sitemap lists /updates', async () => {
    expect((await visitor.get('/sitemap.xml')).text).to.include('<loc>http://localhost:8080/updates</loc>');
  });
});
