/**
 * The Atom feeds and the sitemap with hostile text (issue 28): a maker's name, tagline and short
 * description, and a blog post's title, excerpt and author, are text. Parsed by a real XML parser,
 * each document is well-formed, holds only Atom (or sitemap) elements — no HTML, no img, no CDATA
 * for a reader to render — every text construct says `type="text"`, and the values come back exactly
 * as written.
 */
import { expect } from 'chai';
import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { ManualClock } from '@listings/shared/kernel';
import { ListingCommands } from '@listings/command-service/listings';
import { SiteContentCommands } from '@listings/command-service/site-content';
import { startTestService, type TestService } from '@listings/gateway/testing';
import { PageClient } from '../kit/testing.ts';
import { atomFeed } from '../kit/atom.ts';

const admin = { kind: 'admin' as const, id: 'test' };
const ATOM = 'http://www.w3.org/2005/Atom';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const TEXT_CONSTRUCTS = new Set(['title', 'subtitle', 'summary', 'rights', 'content']);

const HOSTILE_NAME = `<img src=x onerror=alert(1)> "Quoted" & 'single'`;
const HOSTILE_TAGLINE = `]]><script>alert(2)</script> &amp; &lt;b&gt;`;
const HOSTILE_DESCRIPTION = `<svg onload=alert(3)> ]]> &amp; "q" 'a' <![CDATA[x]]>`;
const HOSTILE_POST_TITLE = `Tips <img src=x onerror=alert(4)> ]]> &amp;`;
const HOSTILE_AUTHOR = `<b onmouseover=alert(5)>Team</b> & co`;

/** Parses strictly: any warning or error (not well-formed, undefined entity) fails the test. */
function parseXml(text: string): Document {
  const problems: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => problems.push(`${level}: ${message}`),
  }).parseFromString(text, 'application/xml');
  expect(problems, text).to.deep.equal([]);
  return document;
}

/** Every node under (and including) `node`. */
function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (let child = node.firstChild; child; child = child.nextSibling) yield* nodesOf(child);
}

const elementsOf = (document: Document): Element[] =>
  [...nodesOf(document.documentElement!)].filter((node): node is Element => node.nodeType === 1);

/** The feed holds Atom elements only, no CDATA, and each text construct is type="text". */
function expectTextOnlyAtom(document: Document) {
  const root = document.documentElement!;
  expect(root.localName).to.equal('feed');
  for (const element of elementsOf(document)) {
    expect(element.namespaceURI, element.tagName).to.equal(ATOM);
    expect(element.localName).to.not.match(/^(img|script|svg|b|div|iframe)$/i);
    if (TEXT_CONSTRUCTS.has(element.localName!)) expect(element.getAttribute('type'), element.tagName).to.equal('text');
  }
  const cdata = [...nodesOf(root)].filter((node) => node.nodeType === 4);
  expect(cdata.map((node) => node.nodeValue)).to.deep.equal([]);
}

const childText = (element: Element, name: string): string[] =>
  [...nodesOf(element)]
    .filter((node): node is Element => node.nodeType === 1 && (node as Element).localName === name)
    .map((node) => node.textContent ?? '');

describe('feeds and sitemap with hostile text (issue 28)', () => {
  const clock = new ManualClock('2026-11-25T12:00:00Z');
  let service: TestService;
  let visitor: PageClient;

  before(async () => {
    service = await startTestService(
      { site: { name: 'Directory & "Friends"', publicBaseUrl: 'http://localhost:8080' } },
      { clock },
    );
    visitor = new PageClient(service.baseUrl);
    const listings = new ListingCommands(service.service.events, clock);
    const content = new SiteContentCommands(service.service.events, clock);
    await content.category({ type: 'CreateCategory', slug: 'tools', name: 'Tools' }, admin, 't');
    const { listingId } = await listings.create(
      {
        profile: {
          name: HOSTILE_NAME,
          url: 'https://hostile.example',
          categories: ['tools'],
          tagline: HOSTILE_TAGLINE,
          short_description: HOSTILE_DESCRIPTION,
        },
        ownerId: null,
      },
      admin,
      't',
    );
    await listings.execute(listingId, { type: 'GoLive', week: '2026-11-23', plan: 'free' }, admin, 't');
    await content.blogPost(
      {
        type: 'PublishBlogPost',
        slug: 'hostile-tips',
        title: HOSTILE_POST_TITLE,
        author: HOSTILE_AUTHOR,
        body: `Read <img src=x onerror=alert(6)> and ]]> carefully & well.`,
        faqs: [],
      },
      admin,
      't',
    );
    expect(
      await service.service.projections.waitForPosition(await service.service.events.headPosition(), 5000),
    ).to.equal(true);
  });
  after(() => service?.close());

  it('/feeds/launches.xml: the name, tagline and short description are escaped text', async () => {
    const response = await visitor.get('/feeds/launches.xml');
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.equal('application/atom+xml; charset=utf-8');
    const document = parseXml(response.text);
    expectTextOnlyAtom(document);
    const root = document.documentElement!;
    expect(childText(root, 'title')[0]).to.equal('Directory & "Friends": new launches');
    const entries = elementsOf(document).filter((element) => element.localName === 'entry');
    expect(entries).to.have.length(1);
    expect(childText(entries[0], 'title')).to.deep.equal([`${HOSTILE_NAME}: ${HOSTILE_TAGLINE}`]);
    expect(childText(entries[0], 'summary')).to.deep.equal([HOSTILE_DESCRIPTION]);
    expect(childText(entries[0], 'id')[0]).to.match(/^http:\/\/localhost:8080\/listings\/[a-z0-9-]+$/);
    // Nothing a reader could take for markup survives unescaped.
    expect(response.text)
      .to.not.include('<img')
      .and.not.include('<script')
      .and.not.include('<svg')
      .and.not.include('<![CDATA[');
  });

  it('/feeds/blog.xml: the title, excerpt and author are escaped text', async () => {
    const response = await visitor.get('/feeds/blog.xml');
    expect(response.status).to.equal(200);
    const document = parseXml(response.text);
    expectTextOnlyAtom(document);
    const entries = elementsOf(document).filter((element) => element.localName === 'entry');
    expect(entries).to.have.length(1);
    expect(childText(entries[0], 'title')).to.deep.equal([HOSTILE_POST_TITLE]);
    expect(childText(entries[0], 'name')).to.deep.equal([HOSTILE_AUTHOR]);
    expect(childText(entries[0], 'summary')[0]).to.match(/^Read <img src=x onerror=alert\(6\)/);
    expect(response.text).to.not.include('<img').and.not.include('<b ').and.not.include('<![CDATA[');
  });

  it('/sitemap.xml is well-formed and holds sitemap elements only', async () => {
    const response = await visitor.get('/sitemap.xml');
    const document = parseXml(response.text);
    for (const element of elementsOf(document)) expect(element.namespaceURI, element.tagName).to.equal(SITEMAP);
    const locations = childText(document.documentElement!, 'loc');
    expect(locations).to.include('http://localhost:8080/blog/hostile-tips');
    for (const location of locations) expect(new URL(location).origin).to.equal('http://localhost:8080');
  });

  it('unit: drops characters XML does not allow, so no value makes a feed unreadable', () => {
    const text = `a\u0000b\u0008c\u000bd\ud800e\ufffef\u00e9g\ttab`;
    const document = parseXml(
      atomFeed({
        link: 'https://d.test/x?a=1&b=2',
        self: 'https://d.test/feed.xml',
        title: text,
        updated: new Date('invalid'),
        entries: [{ link: 'https://d.test/e', title: text, summary: text, updated: new Date(0) }],
      }),
    );
    expectTextOnlyAtom(document);
    expect(childText(document.documentElement!, 'title')[0]).to.equal('abcdef\u00e9g\ttab');
    expect(childText(document.documentElement!, 'id')[0]).to.equal('https://d.test/x?a=1&b=2');
    expect(childText(document.documentElement!, 'updated')[0]).to.equal('1970-01-01T00:00:00.000Z');
  });
});
