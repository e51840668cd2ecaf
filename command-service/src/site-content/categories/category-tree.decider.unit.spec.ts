import { expect } from 'chai';
import { givenWhenThen } from '@listings/shared/kernel/testing';
import { categoryTreeDecider } from './category-tree.decider.ts';
import type { CategoryEvent } from '@listings/shared/contracts/site-content';

const { when, refusal } = givenWhenThen(categoryTreeDecider);
const created = (slug: string, parent: string | null = null): CategoryEvent => ({
  type: 'CategoryCreated',
  data: { slug, name: slug.toUpperCase(), description: '', faqs: [], parent },
});

describe('category tree decider', () => {
  it('creates a category with trimmed fields, under an existing parent', () => {
    expect(
      when([created('dev')], {
        type: 'CreateCategory',
        slug: 'ci',
        name: ' CI ',
        description: ' Builds ',
        faqs: [{ question: 'Q?', answer: 'A.' }],
        parent: 'dev',
      }),
    ).to.deep.equal([
      {
        type: 'CategoryCreated',
        data: {
          slug: 'ci',
          name: 'CI',
          description: 'Builds',
          faqs: [{ question: 'Q?', answer: 'A.' }],
          parent: 'dev',
        },
      },
    ]);
  });

  it('refuses duplicates, unknown parents, bad slugs, empty names and bad FAQs', () => {
    expect(refusal([created('dev')], { type: 'CreateCategory', slug: 'dev', name: 'Dev' })).to.equal('category_exists');
    expect(refusal([], { type: 'CreateCategory', slug: 'ci', name: 'CI', parent: 'nope' })).to.equal('unknown_parent');
    expect(refusal([], { type: 'CreateCategory', slug: 'Bad Slug', name: 'x' })).to.equal('invalid_slug');
    expect(refusal([], { type: 'CreateCategory', slug: 'ok', name: '  ' })).to.equal('missing_value');
    expect(
      refusal([], {
        type: 'CreateCategory',
        slug: 'ok',
        name: 'Ok',
        faqs: [{ question: 'q'.repeat(301), answer: 'a' }],
      }),
    ).to.equal('invalid_faq');
  });

  it('renames and describes; the same values again change nothing', () => {
    expect(when([created('dev')], { type: 'RenameCategory', slug: 'dev', name: 'Developer tools' })).to.deep.equal([
      { type: 'CategoryRenamed', data: { slug: 'dev', name: 'Developer tools' } },
    ]);
    expect(when([created('dev')], { type: 'RenameCategory', slug: 'dev', name: 'DEV' })).to.deep.equal([]);
    const described: CategoryEvent = {
      type: 'CategoryDescribed',
      data: { slug: 'dev', description: 'Tools', faqs: [] },
    };
    expect(when([created('dev')], { type: 'DescribeCategory', slug: 'dev', description: 'Tools' })).to.deep.equal([
      described,
    ]);
    expect(
      when([created('dev'), described], { type: 'DescribeCategory', slug: 'dev', description: 'Tools' }),
    ).to.deep.equal([]);
    expect(refusal([], { type: 'RenameCategory', slug: 'dev', name: 'x' })).to.equal('category_not_found');
  });

  it('moves a category, to the root too, and refuses cycles and unknown parents', () => {
    const tree = [created('a'), created('b', 'a'), created('c', 'b'), created('d')];
    expect(when(tree, { type: 'MoveCategory', slug: 'c', parent: 'd' })).to.deep.equal([
      { type: 'CategoryMoved', data: { slug: 'c', parent: 'd' } },
    ]);
    expect(when(tree, { type: 'MoveCategory', slug: 'b', parent: null })).to.deep.equal([
      { type: 'CategoryMoved', data: { slug: 'b', parent: null } },
    ]);
    expect(when(tree, { type: 'MoveCategory', slug: 'b', parent: 'a' })).to.deep.equal([]);
    expect(refusal(tree, { type: 'MoveCategory', slug: 'a', parent: 'c' })).to.equal('category_cycle');
    expect(refusal(tree, { type: 'MoveCategory', slug: 'a', parent: 'a' })).to.equal('category_cycle');
    expect(refusal(tree, { type: 'MoveCategory', slug: 'a', parent: 'zzz' })).to.equal('unknown_parent');
    expect(refusal(tree, { type: 'MoveCategory', slug: 'zzz', parent: 'a' })).to.equal('category_not_found');
  });
});
