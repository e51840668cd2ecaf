// elementsNamed gives what cheerio's `$(element).find(names).addBack(selfNames)` gives, in the same order, on a table
// of shapes; and on an element of 50,000 children, where that cheerio call spends seconds ridding the children of
// nested duplicates (O(children²)), it answers in one walk (mocha's 20 s timeout bounds a hung run).
import { expect } from 'chai';
import * as cheerio from 'cheerio';
import { elementsNamed } from './dom-walk.ts';

const CASES: Array<{ html: string; names: string[]; selfNames?: string[] }> = [
  { html: '<ul><li>a<ul><li>b</li></ul></li><li>c</li></ul>', names: ['li'] },
  { html: '<li>self<ul><li>inner</li></ul></li>', names: ['li', 'dt'] },
  { html: '<dl><dt>term</dt><dd>said <p>x</p></dd></dl>', names: ['dt'], selfNames: ['li', 'dt'] },
  { html: '<section><h3>one</h3><div><h4>two</h4></div><p>text</p></section>', names: ['h3', 'h4'], selfNames: [] },
  { html: '<h3>a heading alone</h3>', names: ['h3'] },
  { html: '<h3>a heading alone</h3>', names: ['h3'], selfNames: [] },
  { html: '<div><table><tr><td><table><tr><td>nested</td></tr></table></td></tr></table></div>', names: ['table'] },
  { html: '<p>no such tag <b>here</b></p>', names: ['pre'] },
  { html: '<p>text only</p>', names: [] },
];

describe('elementsNamed: an element and its descendants of some tags in one walk (bench:draft-shapes, listItems)', () => {
  for (const { html, names, selfNames } of CASES)
    it(`gives cheerio's find(${names.join(', ') || '—'}).addBack(${(selfNames ?? names).join(', ') || '—'}) on ${html}`, () => {
      const $ = cheerio.load(html, null, false);
      const root = $.root().children()[0]!;
      const expected = $(root)
        .find(names.join(', ') || 'none')
        .addBack((selfNames ?? names).join(', ') || 'none')
        .toArray();
      expect(elementsNamed(root, names, selfNames)).to.deep.equal(expected);
    });

  it('answers on an element of 50,000 children, in document order', () => {
    const $ = cheerio.load(`<ul>${'<li>item</li>'.repeat(50_000)}</ul>`, null, false);
    const list = $('ul')[0]!;
    const items = elementsNamed(list, ['li']);
    expect(items).to.have.length(50_000);
    expect(items[0]).to.equal(list.children[0]);
    expect(items[49_999]).to.equal(list.children[49_999]);
  });
});
