/**
 * The console's category tree (/admin/categories, issues 30 and 33) over real HTTP, on two hosts of
 * one port as the demo serves them: the default site on `localhost`, "AI Tools" on `127.0.0.1`. An
 * admin adds, renames, moves and retires categories of the chosen site with a reason; the AI site's
 * first change starts its own tree as a copy of the default site's; each change is an event with
 * the staff member, the cause and the reason, shown in the page's trail; the other site's tree stays
 * as it was; auditors and admins of another site change nothing; the blog page publishes on the
 * chosen site's blog only; the pages survive a rebuild.
 */
import { expect } from 'chai';
import { blogPostStream, CATEGORY_TREE_STREAM, categoryTreeStream } from '@listings/shared/contracts/site-content';
import { settled, type TestService, twoSitesOnOnePort } from '@listings/gateway/testing';
import { csrfIn, PageClient } from '../kit/testing.ts';
import { confirm, manualClock, member, onHost, type Member } from './admin-testing.ts';

const team = { kind: 'admin' as const, id: 'site-team@test' };

describe('console: the category tree of each site (/admin/categories)', function () {
  this.timeout(60_000);
  let t: TestService;
  let main: string; // the default site, on localhost
  let ai: string; // AI Tools, on 127.0.0.1
  let networkAdmin: Member;
  let mainAdmin: Member;
  let auditor: Member;

  /** Every slug of a site's tree with its parent, from list_categories. */
  const treeOf = async (base: string): Promise<string[]> => {
    const flat = (nodes: any[]): string[] =>
      nodes.flatMap((node) => [`${node.slug}<${node.parent ?? ''}`, ...flat(node.subcategories)]);
    return flat(((await (await fetch(`${base}/v1/categories`)).json()) as { items: any[] }).items).sort();
  };
  const aiEvents = () => t.service.events.readStream(categoryTreeStream('ai'));
  const post = async (who: Member, action: string, form: Record<string, string>) => {
    const page = await who.client.get('/admin/categories?site=ai');
    return who.client.post(`/admin/categories/${action}`, { csrf: csrfIn(page.text), site: 'ai', ...form });
  };

  before(async () => {
    const two = await twoSitesOnOnePort({ clock: manualClock() });
    ({ service: t, main, ai } = two);
    const { content } = two;
    await content.category({ type: 'CreateCategory', slug: 'dev', name: 'Dev tools' }, team, 't');
    await content.category({ type: 'CreateCategory', slug: 'ci', name: 'CI', parent: 'dev' }, team, 't');
    networkAdmin = await member(t, 'admin', '*');
    // An admin of the default site only opens the console on its host (localhost).
    mainAdmin = onHost(await member(t, 'admin', 'main'), main);
    auditor = await member(t, 'auditor', '*');
    for (const who of [networkAdmin, mainAdmin, auditor]) await confirm(who.client, '/admin/categories');
    await settled(t.service);
  });
  after(() => t?.close());

  it("shows the host's site's tree (the default site's while it has none of its own), a site selector and the nav link", async () => {
    const page = await networkAdmin.client.get('/admin/categories');
    expect(page.status, page.text).to.equal(200);
    expect(page.text).to.include('<option value="ai" selected>ai (AI Tools)</option>');
    expect(page.text).to.include("ai (AI Tools) has no category tree of its own: it shows the default site's.");
    expect(page.text).to.include('<li>Dev tools <code>dev</code><ul><li>CI <code>ci</code></li></ul></li>');
    expect(page.text).to.include('<a href="/admin/categories">Categories</a>');
    expect(page.text).to.include('<a href="/admin/settings/blog">Blog</a>');
    expect(page.text).to.include('Add a category</button>').and.not.include('<script');
    expect(await treeOf(ai)).to.deep.equal(await treeOf(main));
  });

  it('lets an admin of the site add, rename, move and retire categories with a reason: its own tree, apart from the other site', async () => {
    const noReason = await post(networkAdmin, 'add', { slug: 'llm', name: 'Language models', parent: '', reason: '' });
    expect(noReason.status).to.equal(400);
    expect(noReason.text).to.include('Give the reason in 3 to 500 characters.');
    expect(await aiEvents(), 'a refused change records nothing').to.have.length(0);

    const added = await post(networkAdmin, 'add', {
      slug: 'llm',
      name: 'Language models',
      parent: '',
      reason: 'AI shelf',
    });
    expect(added.status, added.text).to.equal(303);
    expect(added.location).to.equal('/admin/categories?site=ai&done=add');
    const [copyDev, copyCi, llm] = await aiEvents();
    expect([copyDev, copyCi].map((e) => [e.type, (e.data as any).slug, (e.data as any).site])).to.deep.equal([
      ['CategoryCreated', 'dev', 'ai'],
      ['CategoryCreated', 'ci', 'ai'],
    ]);
    expect(llm!.data).to.deep.equal({
      slug: 'llm',
      name: 'Language models',
      description: '',
      faqs: [],
      parent: null,
      reason: 'AI shelf',
      site: 'ai',
    });
    expect(llm!.metadata).to.deep.include({ cause: 'console:category:add' });
    expect(llm!.metadata.actor).to.deep.equal({ kind: 'admin', id: networkAdmin.accountId });

    const refused = await post(networkAdmin, 'retire', { slug: 'dev', reason: 'too broad' });
    expect(refused.status).to.equal(400);
    expect(refused.text).to.include('Category dev has subcategories (ci): move or retire them first.');
    for (const [action, form, done] of [
      ['rename', { slug: 'llm', name: 'LLMs', reason: 'shorter' }, 'rename'],
      ['rename', { slug: 'llm', name: 'LLMs', reason: 'again' }, 'unchanged'],
      ['move', { slug: 'ci', parent: 'llm', reason: 'evals run in CI' }, 'move'],
      ['retire', { slug: 'dev', reason: 'not an AI shelf' }, 'retire'],
    ] as const) {
      const answer = await post(networkAdmin, action, form);
      expect(answer.location, `${action} ${answer.text}`).to.equal(`/admin/categories?site=ai&done=${done}`);
    }
    expect((await post(networkAdmin, 'rename', { slug: 'dev', name: 'Dev', reason: 'back' })).text).to.include(
      'Category dev is retired.',
    );
    await settled(t.service);
    expect(await treeOf(ai)).to.deep.equal(['ci<llm', 'llm<']);
    expect(await treeOf(main), "the default site's tree as it was").to.deep.equal(['ci<dev', 'dev<']);
    expect((await t.service.events.readStream(CATEGORY_TREE_STREAM)).length).to.equal(2);

    const trail = (await auditor.client.get('/admin/categories?site=ai')).text;
    expect(trail)
      .to.include('<td>category llm added: Language models</td><td>AI shelf</td>')
      .and.include('<td>category llm renamed: LLMs</td><td>shorter</td>')
      .and.include('<td>category ci moved under llm</td><td>evals run in CI</td>')
      .and.include('<td>category dev retired</td><td>not an AI shelf</td>')
      .and.include(`admin:${networkAdmin.accountId}`)
      .and.include('Retired: dev.');
    expect(trail).to.not.include('has no category tree of its own');
    const onMain = (await auditor.client.get('/admin/categories?site=main')).text;
    expect(onMain).to.include('<option value="main" selected>').and.not.include('Language models');
  });

  it('refuses auditors and admins of another site, recording nothing; an unknown site is a 404', async () => {
    const before = (await aiEvents()).length;
    const seen = await auditor.client.get('/admin/categories?site=ai');
    expect(seen.text)
      .to.include('Only an admin of this site can change its tree.')
      .and.not.include('Add a category</button>');
    expect((await post(auditor, 'add', { slug: 'x-1', name: 'X', parent: '', reason: 'not mine' })).status).to.equal(
      403,
    );
    expect((await mainAdmin.client.get('/admin/categories?site=ai')).status).to.equal(403);
    const own = await mainAdmin.client.get('/admin/categories');
    expect(own.text).to.include('Site: main (the default site).');
    const refused = await mainAdmin.client.post('/admin/categories/add', {
      csrf: csrfIn(own.text),
      site: 'ai',
      slug: 'x-2',
      name: 'X',
      parent: '',
      reason: 'not mine either',
    });
    expect(refused.status).to.equal(403);
    expect((await mainAdmin.client.get('/admin/categories?site=nope')).status).to.equal(404);
    expect((await aiEvents()).length).to.equal(before);
    expect((await new PageClient(ai).get('/admin/categories')).location).to.equal('/signin?next=%2Fadmin%2Fcategories');
  });

  it("publishes and unpublishes a post on the chosen site's blog only (the blog page per site)", async () => {
    const page = await networkAdmin.client.get('/admin/settings/blog?site=ai');
    expect(page.text).to.include('<option value="ai" selected>ai (AI Tools)</option>');
    const form = {
      csrf: csrfIn(page.text),
      site: 'ai',
      slug: 'robots-week',
      title: 'Robots week',
      author: 'AI team',
      published: '2026-03-02',
      body: 'All about **robots**.',
    };
    const published = await networkAdmin.client.post('/admin/settings/blog/publish', { ...form, reason: 'AI news' });
    expect(published.location).to.equal('/admin/settings/blog?site=ai&done=published');
    const [event] = await t.service.events.readStream(blogPostStream('robots-week', 'ai'));
    expect(event!.data).to.include({ slug: 'robots-week', site: 'ai', reason: 'AI news' });
    expect(await t.service.events.readStream(blogPostStream('robots-week'))).to.have.length(0);
    await settled(t.service);
    const slugs = async (base: string) =>
      ((await (await fetch(`${base}/v1/blog`)).json()) as { items: { slug: string }[] }).items.map((p) => p.slug);
    expect(await slugs(ai)).to.deep.equal(['robots-week']);
    expect(await slugs(main)).to.deep.equal([]);
    const onAi = (await networkAdmin.client.get('/admin/settings/blog?site=ai')).text;
    expect(onAi).to.include('<td>blog post robots-week published: Robots week</td><td>AI news</td>');
    expect((await networkAdmin.client.get('/admin/settings/blog?site=main')).text).to.not.include('robots-week');
    const refused = await mainAdmin.client.post('/admin/settings/blog/unpublish', {
      csrf: csrfIn((await mainAdmin.client.get('/admin/settings/blog')).text),
      site: 'ai',
      slug: 'robots-week',
      reason: 'not mine',
    });
    expect(refused.status).to.equal(403);
    const off = await networkAdmin.client.post('/admin/settings/blog/unpublish', {
      csrf: csrfIn(onAi),
      site: 'ai',
      slug: 'robots-week',
      reason: 'too early',
    });
    expect(off.location).to.equal('/admin/settings/blog?site=ai&done=unpublished');
    await settled(t.service);
    expect(await slugs(ai)).to.deep.equal([]);
  });

  it('shows the same pages after every read model is rebuilt from the log', async () => {
    const paths = ['/admin/categories?site=ai', '/admin/categories?site=main', '/admin/settings/blog?site=ai'];
    const before = await Promise.all(paths.map(async (path) => (await auditor.client.get(path)).text));
    await t.service.projections.rebuild();
    await settled(t.service);
    for (const [i, path] of paths.entries()) expect((await auditor.client.get(path)).text, path).to.equal(before[i]);
  });
});
