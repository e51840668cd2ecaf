/**
 * A site's own category tree (issue 30): events name their site (none on the default site), a site
 * without a tree starts its own as a copy of the default site's with its first change, and a category
 * is retired for good with the console's reason.
 */
import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { categoryTreeDecider, categoryTreeDeciderFor, type CategoryTreeState } from './category-tree.decider.ts';
import type { CategoryEvent } from '@listings/shared/contracts/site-content';

const created = (slug: string, parent: string | null = null, site?: string): CategoryEvent => ({
  type: 'CategoryCreated',
  data: { slug, name: slug.toUpperCase(), description: '', faqs: [], parent, ...(site ? { site } : {}) },
});

/** The default site's tree: dev > ci, and design (retired). */
const defaultTree: CategoryTreeState = [
  created('dev'),
  created('ci', 'dev'),
  created('design'),
  { type: 'CategoryRetired', data: { slug: 'design' } } as CategoryEvent,
].reduce(categoryTreeDecider.evolve, categoryTreeDecider.initialState());

describe('category tree decider, per site', () => {
  it("the default site's events name no site; a reason is recorded trimmed, a short one refused", () => {
    const { when, refusal } = givenWhenThen(categoryTreeDecider);
    expect(when([], { type: 'CreateCategory', slug: 'dev', name: 'Dev', reason: '  new shelf ' })).to.deep.equal([
      {
        type: 'CategoryCreated',
        data: { slug: 'dev', name: 'Dev', description: '', faqs: [], parent: null, reason: 'new shelf' },
      },
    ]);
    expect(refusal([], { type: 'CreateCategory', slug: 'dev', name: 'Dev', reason: 'x' })).to.equal('invalid_reason');
  });

  it("a site's first change copies the default site's live tree (parents first), then makes the change, all naming the site", () => {
    const { when } = givenWhenThen(categoryTreeDeciderFor('ai', defaultTree));
    const events = when([], { type: 'CreateCategory', slug: 'llm', name: 'LLMs', parent: 'dev', reason: 'AI shelf' });
    expect(events.map((event) => [event.type, event.data.slug, event.data.site])).to.deep.equal([
      ['CategoryCreated', 'dev', 'ai'],
      ['CategoryCreated', 'ci', 'ai'],
      ['CategoryCreated', 'llm', 'ai'],
    ]);
    expect(events[1].data).to.deep.include({ parent: 'dev' });
    expect(events[2].data).to.deep.include({ parent: 'dev', reason: 'AI shelf' });
    expect(events[0].data).to.not.have.property('reason');
  });

  it('once a site has its own tree, changes apply to it alone and copy nothing', () => {
    const { when, refusal } = givenWhenThen(categoryTreeDeciderFor('ai', defaultTree));
    const own = [created('llm', null, 'ai')];
    expect(when(own, { type: 'RenameCategory', slug: 'llm', name: 'Language models' })).to.deep.equal([
      { type: 'CategoryRenamed', data: { slug: 'llm', name: 'Language models', site: 'ai' } },
    ]);
    // The default site's categories are not on a site that set its own tree.
    expect(refusal(own, { type: 'RenameCategory', slug: 'dev', name: 'x' })).to.equal('category_not_found');
  });

  it('a change that changes nothing records nothing, not even the copy', () => {
    const { when } = givenWhenThen(categoryTreeDeciderFor('ai', defaultTree));
    expect(when([], { type: 'RenameCategory', slug: 'dev', name: 'DEV' })).to.deep.equal([]);
  });

  it('retires a category for good: not renamed, moved, used as a parent or created again; not one with subcategories', () => {
    const { when, refusal } = givenWhenThen(categoryTreeDecider);
    const tree = [created('dev'), created('ci', 'dev'), created('ops')];
    expect(refusal(tree, { type: 'RetireCategory', slug: 'dev', reason: 'merged' })).to.equal(
      'category_has_subcategories',
    );
    expect(when(tree, { type: 'RetireCategory', slug: 'ops', reason: 'merged into dev' })).to.deep.equal([
      { type: 'CategoryRetired', data: { slug: 'ops', reason: 'merged into dev' } },
    ]);
    const retired = [...tree, { type: 'CategoryRetired', data: { slug: 'ops' } } as CategoryEvent];
    expect(refusal(retired, { type: 'RetireCategory', slug: 'ops' })).to.equal('category_retired');
    expect(refusal(retired, { type: 'RenameCategory', slug: 'ops', name: 'Ops' })).to.equal('category_retired');
    expect(refusal(retired, { type: 'MoveCategory', slug: 'ci', parent: 'ops' })).to.equal('unknown_parent');
    expect(refusal(retired, { type: 'CreateCategory', slug: 'ops', name: 'Ops' })).to.equal('category_exists');
    expect(refusal(retired, { type: 'RetireCategory', slug: 'zzz' })).to.equal('category_not_found');
  });
});
