import { expect } from 'chai';
import { onceAndTwice, project } from '../../testing/replay.ts';
import { categoriesOfSite, categoriesProjection, hasOwnCategoryTree } from './categories.projection.ts';

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
      site: null,
      created_at: '2026-03-02T09:01:00.000Z',
      updated_at: '2026-03-02T09:04:00.000Z',
    });
  });

  it("keeps each site's tree apart under the same slugs, retired ones marked; delivered twice, the same", async () => {
    const { once, twice } = await onceAndTwice(categoriesProjection, perSite);
    expect(twice).to.deep.equal(once);
    expect(once.categories.map((c: any) => [c._id, c.site, c.name, c.retired_at ?? null])).to.deep.equal([
      ['ai/dev', 'ai', 'Dev', '2026-03-02T09:04:00.000Z'],
      ['ai/llm', 'ai', 'Language models', null],
      ['dev', null, 'Dev', null],
    ]);
    expect(once.categories[0], "the staff's reason is not served").to.not.have.property('reason');
  });

  it("a site reads its own tree, or the default site's until it has one (categoriesOfSite)", async () => {
    const documents = await project(categoriesProjection, perSite);
    const slugsOn = async (key: string, isDefault = false, options = {}) =>
      (await categoriesOfSite(documents, { key, isDefault }, options)).map((c) => c.slug);
    expect(await slugsOn('main', true)).to.deep.equal(['dev']);
    expect(await slugsOn('ai')).to.deep.equal(['llm']);
    expect(await slugsOn('ai', false, { retired: true })).to.deep.equal(['dev', 'llm']);
    expect(await slugsOn('nocode'), "no tree of its own: the default site's").to.deep.equal(['dev']);
    expect(await hasOwnCategoryTree(documents, { key: 'nocode', isDefault: false })).to.equal(false);
    // Every category of a site retired: still its own (empty) tree, never the default's again.
    const allRetired = await project(categoriesProjection, [
      ...perSite,
      { type: 'CategoryRetired', data: { slug: 'llm', site: 'ai' } },
    ]);
    expect(await categoriesOfSite(allRetired, { key: 'ai', isDefault: false })).to.deep.equal([]);
  });
});

const perSite = [
  { type: 'CategoryCreated', data: { slug: 'dev', name: 'Dev', description: '', faqs: [], parent: null } },
  { type: 'CategoryCreated', data: { slug: 'dev', name: 'Dev', description: '', faqs: [], parent: null, site: 'ai' } },
  {
    type: 'CategoryCreated',
    data: { slug: 'llm', name: 'LLMs', description: '', faqs: [], parent: 'dev', site: 'ai', reason: 'AI shelf' },
  },
  { type: 'CategoryMoved', data: { slug: 'llm', parent: null, site: 'ai' } },
  { type: 'CategoryRetired', data: { slug: 'dev', site: 'ai', reason: 'too broad' } },
  { type: 'CategoryRenamed', data: { slug: 'llm', name: 'Language models', site: 'ai' } },
];
