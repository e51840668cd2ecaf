import { expect } from 'chai';
import { onceAndTwice } from '../../testing/replay.ts';
import { categoriesProjection } from './categories.projection.ts';

describe('categories projection', () => {
  it('builds one document per category; every event delivered twice gives the same read model', async () => {
    const { once, twice } = await onceAndTwice(categoriesProjection, [
      { type: 'CategoryCreated', data: { slug: 'dev', name: 'Dev', description: '', faqs: [], parent: null } },
      { type: 'CategoryCreated', data: { slug: 'ci', name: 'CI', description: '', faqs: [], parent: null } },
      { type: 'CategoryRenamed', data: { slug: 'ci', name: 'Continuous integration' } },
      {
        type: 'CategoryDescribed',
        data: { slug: 'ci', description: 'Builds', faqs: [{ question: 'Q', answer: 'A' }] },
      },
      { type: 'CategoryMoved', data: { slug: 'ci', parent: 'dev' } },
    ]);
    expect(twice).to.deep.equal(once);
    expect(once.categories).to.have.length(2);
    expect(once.categories[0]).to.deep.equal({
      _id: 'ci',
      slug: 'ci',
      name: 'Continuous integration',
      description: 'Builds',
      faqs: [{ question: 'Q', answer: 'A' }],
      parent: 'dev',
      created_at: '2026-03-02T09:01:00.000Z',
      updated_at: '2026-03-02T09:04:00.000Z',
    });
  });
});
