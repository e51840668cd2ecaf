/**
 * 2. atom-feed: a live listing whose name, tagline and short description are hostile markup appears in
 * /feeds/launches.xml as text. Parsed by a real XML parser (@xmldom/xmldom, the repository's dev
 * dependency), the feed is well-formed, holds Atom elements only (no img, script, svg), no CDATA
 * section, no `type="html"` (or xhtml) text construct, and the entry's title and summary give the
 * values back exactly as the maker wrote them.
 */
import { DOMParser, type Document, type Element, type Node } from '@xmldom/xmldom';
import { Tally, type GroupResult } from '../checks.ts';
import { request, sleep } from '../client.ts';
import { HOSTILE_TEXT, type ProbeContext } from '../context.ts';

const ATOM = 'http://www.w3.org/2005/Atom';

function* nodesOf(node: Node): Generator<Node> {
  yield node;
  for (let child = node.firstChild; child; child = child.nextSibling) yield* nodesOf(child);
}

const elementsUnder = (node: Node): Element[] => [...nodesOf(node)].filter((n): n is Element => n.nodeType === 1);

export async function atomFeed(ctx: ProbeContext): Promise<GroupResult> {
  const tally = new Tally('atom-feed');
  const { slug } = await ctx.hostileListing();
  const feedUrl = `${ctx.main.base}/feeds/launches.xml`;

  // The listing is live; its entry appears once the feed's read model and cache have it.
  let text = '';
  let document: Document | null = null;
  let entry: Element | undefined;
  const problems: string[] = [];
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await request(feedUrl, { headers: { accept: 'application/atom+xml' } });
    if (!tally.check(answer.status === 200, `GET /feeds/launches.xml answered ${answer.status}`)) return tally.result();
    text = answer.text;
    problems.length = 0;
    document = new DOMParser({ onError: (level, message) => problems.push(`${level}: ${message}`) }).parseFromString(
      text,
      'application/xml',
    );
    entry = document.documentElement
      ? elementsUnder(document.documentElement).find(
          (element) =>
            element.localName === 'entry' &&
            elementsUnder(element).some(
              (child) =>
                (child.localName === 'link' && (child.getAttribute('href') ?? '').endsWith(`/listings/${slug}`)) ||
                (child.localName === 'id' && (child.textContent ?? '').endsWith(`/listings/${slug}`)),
            ),
        )
      : undefined;
    if (entry || Date.now() > deadline || problems.length) break;
    await sleep(500);
  }

  tally.check(problems.length === 0, `the feed is not well-formed XML: ${problems.slice(0, 2).join('; ')}`);
  tally.check(!/type\s*=\s*["'](x?html)["']/i.test(text), 'the feed has a type="html" (or xhtml) text construct');
  for (const tag of ['<img', '<script', '<svg', '<![CDATA['])
    tally.check(!text.includes(tag), `the feed's text holds ${tag} unescaped`);
  if (!document?.documentElement) {
    tally.fail('the feed has no root element');
    return tally.result();
  }
  const all = elementsUnder(document.documentElement);
  tally.check(
    document.documentElement.localName === 'feed',
    `the root is <${document.documentElement.localName}>, not <feed>`,
  );
  const foreign = all.filter((element) => element.namespaceURI !== ATOM).map((element) => element.tagName);
  tally.check(foreign.length === 0, `non-Atom elements in the feed: ${[...new Set(foreign)].join(', ')}`);
  const typed = all.filter((element) => /^x?html$/i.test(element.getAttribute('type') ?? '')).map((e) => e.tagName);
  tally.check(typed.length === 0, `text constructs of type html: ${typed.join(', ')}`);
  const cdata = [...nodesOf(document.documentElement)].filter((node) => node.nodeType === 4);
  tally.check(cdata.length === 0, `${cdata.length} CDATA sections in the feed`);

  if (!tally.check(!!entry, `no entry for the live listing /listings/${slug} in the feed`)) return tally.result();
  const texts = (name: string) =>
    elementsUnder(entry!)
      .filter((element) => element.localName === name)
      .map((element) => element.textContent ?? '');
  const title = texts('title')[0] ?? '';
  tally.check(title.includes(HOSTILE_TEXT.name), `the entry's title ${JSON.stringify(title)} lacks the name as text`);
  tally.check(
    title.includes(HOSTILE_TEXT.tagline),
    `the entry's title ${JSON.stringify(title)} lacks the tagline as text`,
  );
  const summaries = [...texts('summary'), ...texts('content')];
  tally.check(
    summaries.includes(HOSTILE_TEXT.short_description),
    `the entry's summary ${JSON.stringify(summaries[0] ?? null)} is not the short description as text`,
  );
  return tally.result();
}
