/**
 * The scans back over a list's earlier siblings (issue 34): whether a list follows a labelled feature
 * paragraph (the drafter's followsLabelledParagraph) and the heading a list of links stands under (the
 * verifier's headingOverList). Asked once per list or link, a walk over every earlier sibling was quadratic
 * on a page of thousands of lists; each now looks at a node once. Checked by counting the nodes looked at on
 * a large page, and the answers there, never by timing (the machines are shared).
 */
import { expect } from 'chai';
import * as cheerio from 'cheerio';
import { followsLabelledParagraph, inside, scanSteps } from './extractive-drafter.ts';
import { companySocialVerdict, headingOverList, headingSteps } from './verify/field-rules.ts';

const LISTS = 10_000;
const list = '<ul><li>Offline support</li></ul>';

describe('scans over earlier siblings on a large page (issue 34)', () => {
  it('finds the labelled paragraph before 20,000 lists and notes, each node looked at once', () => {
    const $ = cheerio.load(
      `<html><body><p>⚡ <strong>Fast</strong>: Sends requests in real time.</p>${`<p><em>Works offline.</em></p>${list}`.repeat(
        LISTS / 2,
      )}${list.repeat(LISTS / 2)}<p>Plain words end the feature.</p>${list.repeat(LISTS)}</body></html>`,
    );
    const lists = $('ul').toArray();
    const before = scanSteps.followsLabelledParagraph;
    const answers = lists.map((node) => followsLabelledParagraph($, node));
    const steps = scanSteps.followsLabelledParagraph - before;
    expect(answers.slice(0, LISTS).every(Boolean)).to.equal(true);
    expect(answers.slice(LISTS).some(Boolean)).to.equal(false);
    // Every sibling once (the lists, the notes, the paragraphs): a walk per list would take ~10^8.
    const siblings = $('body').children().length;
    // (Not the last list, nor the list before the plain paragraph: no walk reaches them.)
    expect(steps).to.be.at.least(siblings - 2);
    expect(steps).to.be.at.most(siblings);
  });

  it('finds the heading over each of 20,000 lists, own or in the block before, each sibling looked at once', () => {
    const $ = cheerio.load(
      `<html><body><h2>Get in touch</h2>${list.repeat(LISTS)}<h3>Donate</h3>${list.repeat(LISTS)}</body></html>`,
    );
    const before = headingSteps.headingOverList;
    const headings = $('ul')
      .toArray()
      .map((node) => headingOverList($, $(node)));
    const steps = headingSteps.headingOverList - before;
    expect(headings.slice(0, LISTS).every((text) => text === 'Get in touch')).to.equal(true);
    expect(headings.slice(LISTS).every((text) => text === 'Donate')).to.equal(true);
    expect(steps).to.be.at.most($('body').children().length + 2);

    // etherpad.org's shape: the title in a block of its own, the lists in the next block.
    const blocks = cheerio.load(
      `<html><body><div><h1>Get in touch</h1></div><div>${list.repeat(2 * LISTS)}</div><div><p>x</p></div><div>${list}</div></body></html>`,
    );
    const start = headingSteps.headingOverList;
    const inBlocks = blocks('ul')
      .toArray()
      .map((node) => headingOverList(blocks, blocks(node)));
    expect(inBlocks.slice(0, 2 * LISTS).every((text) => text === 'Get in touch')).to.equal(true);
    expect(inBlocks[2 * LISTS]).to.equal('');
    expect(headingSteps.headingOverList - start).to.be.at.most(2 * LISTS + 10);
  });

  // A link's other checks cost about half a millisecond each: 2,000 links keep the spec short on a shared machine.
  it('judges a link repeated 2,000 times in lists under a heading as a few do', () => {
    const x = 'https://x.com/etherpadorg';
    const page = (heading: string, count: number) =>
      `<html><body><h2>${heading}</h2>${`<ul><li><a href="${x}">Twitter</a></li></ul>`.repeat(count)}</body></html>`;
    for (const heading of ['Get in touch', 'Donate']) {
      const few = companySocialVerdict(x, page(heading, 3), 'https://etherpad.test/', 'Etherpad');
      const many = companySocialVerdict(x, page(heading, 2_000), 'https://etherpad.test/', 'Etherpad');
      expect(many).to.equal(few);
    }
  });

  it('answers closest(selector) for every element of a page of 5,000 nested cards, each node collected once per selector', () => {
    const cards = '<div class="card"><h3>Jane Roe</h3><p>Co-founder</p><a href="/j">GitHub</a></div>'.repeat(5_000);
    const selector = 'nav, footer, [class*="cookie" i], blockquote';
    const $ = cheerio.load(
      `<html><body><main>${cards}<blockquote><p>Quoted</p></blockquote></main><footer><nav><div class="cookie-bar">${cards}</div></nav></footer></body></html>`,
    );
    const elements = $('*').toArray();
    const before = scanSteps.inside;
    const answers = elements.map((element) => inside($, element, selector));
    const steps = scanSteps.inside - before;
    expect(answers).to.deep.equal(elements.map((element) => $(element).closest(selector).length > 0));
    expect(answers.filter(Boolean).length).to.be.above(20_000);
    // The footer's subtree once, not again for the nav and the cookie bar inside it (and the quote's three).
    expect(steps).to.equal(answers.filter(Boolean).length);
  });
});
