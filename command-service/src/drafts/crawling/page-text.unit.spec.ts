/**
 * visibleText's limit (issue 34, the review of the fifty-second to sixtieth rounds): a reader that needs only the
 * beginning of an element (an accordion's question or answer) reads no further, however large or nested it is.
 */
import { expect } from 'chai';
import * as cheerio from 'cheerio';
import { visibleText } from './page-text.ts';

describe('visibleText', () => {
  const $ = cheerio.load(
    `<div id="panel"><p>Acme keeps your notes.</p><p>${'a'.repeat(1_000_000)}</p><p>Never reached.</p></div>`,
  );
  const panel = $('#panel');

  it('reads the whole element without a limit', () => {
    const text = visibleText($, panel);
    expect(text).to.include('Never reached.');
    expect(text.length).to.be.above(1_000_000);
  });

  it('stops once it has read the limit: a long text node only so far, the rest not at all', () => {
    const text = visibleText($, panel, 100);
    expect(text.startsWith('Acme keeps your notes.')).to.equal(true);
    expect(text).to.not.include('Never reached.');
    expect(text.length).to.be.at.most(110);
  });

  it('stops once it has visited the limit of nodes', () => {
    const many = cheerio.load(`<div id="list">${'<p>x</p>'.repeat(10_000)}</div>`);
    expect(visibleText(many, many('#list'), 50).split('\n').length).to.be.at.most(50);
  });
});
