/**
 * The site-content admin commands end to end: the CLI writes events to the data folder, a service
 * running on the same files follows the log and serves the content.
 */
import { expect } from 'chai';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { loadConfig } from '@listings/shared/config';
import { silentLogger } from '@listings/shared/kernel';
import {
  blogPostStream,
  categoryTreeStream,
  interviewQuestionsStream,
  productStream,
  promoCodeStream,
  siteSettingsStream,
} from '@listings/shared/contracts/site-content';
import { runAdmin } from './cli.ts';
import { createService, listen, type Service } from '../service.ts';

describe('admin CLI: site content', () => {
  let dir: string;
  let env: NodeJS.ProcessEnv;
  let service: Service;
  let server: Server;
  const run = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runAdmin(argv, env, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  };
  const ok = async (...argv: string[]) => {
    const result = await run(...argv);
    expect(result, argv.join(' ')).to.deep.include({ code: 0 });
    return result.output;
  };
  /** GET from the running service until `accept` holds (it follows the shared log by polling). */
  const eventually = async (urlPath: string, accept: (status: number, body: any) => boolean) => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1${urlPath}`;
    let last: { status: number; body: any } = { status: 0, body: undefined };
    for (let i = 0; i < 100; i++) {
      const response = await fetch(url);
      last = { status: response.status, body: await response.json() };
      if (accept(last.status, last.body)) return last.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${urlPath} never matched: ${last.status} ${JSON.stringify(last.body)}`);
  };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-content-'));
    env = { DATA_DIR: dir, ADMIN_ACTOR: 'editor@test', INIT_CWD: dir };
    service = await createService(
      {
        ...loadConfig(env),
        rateLimits: { perCredential: 10_000, perIp: 10_000, windowSeconds: 60 },
        // No launch-week jobs: they append on their own at start, and a test here counts the log's events.
        launchSchedulerTickMs: 0,
      },
      { logger: silentLogger },
    );
    server = await listen(service, 0, '127.0.0.1');
  });
  afterEach(async () => {
    server.closeAllConnections();
    server.close();
    await service.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('manages categories, blog posts, questions, products and settings that the running service then serves', async () => {
    fs.writeFileSync(path.join(dir, 'faqs.json'), JSON.stringify([{ question: 'What is it?', answer: 'Tools.' }]));
    fs.writeFileSync(path.join(dir, 'post.md'), '# Welcome\n\nOur first post.');
    expect(
      await ok(
        'category:create',
        '--slug',
        'dev',
        '--name',
        'Dev',
        '--description',
        'For builders',
        '--faqs-file',
        'faqs.json',
      ),
    ).to.equal('category dev created');
    await ok('category:create', '--slug', 'ci', '--name', 'CI');
    expect(await ok('category:move', '--slug', 'ci', '--parent', 'dev')).to.equal('category ci moved under dev');
    await ok('category:rename', '--slug', 'dev', '--name', 'Developer tools');
    expect(await ok('category:rename', '--slug', 'dev', '--name', 'Developer tools')).to.equal(
      'no change (already so)',
    );
    await ok(
      'blog:publish',
      '--slug',
      'welcome',
      '--title',
      'Welcome',
      '--file',
      'post.md',
      '--author',
      'Ann',
      '--published-at',
      '2026-01-02T03:04:05Z',
    );
    expect(await ok('question:add', '--text', 'Why did you start?')).to.equal('question 1 added');
    expect(await ok('question:add', '--text', 'What next?')).to.equal('question 2 added');
    await ok('question:retire', '--id', '1');
    await ok('product:set-price', '--code', 'launch', '--cents', '4900');
    fs.writeFileSync(
      path.join(dir, 'options.json'),
      JSON.stringify({ engraving: { type: 'string', description: 'Text to engrave', required: false } }),
    );
    await ok(
      'product:define',
      '--code',
      'trophy_cup',
      '--name',
      'Trophy cup',
      '--needs-listing',
      'yes',
      '--options-file',
      'options.json',
    );
    await ok('product:set-price', '--code', 'trophy_cup', '--cents', '9900');
    await ok('setting:free-queue-weeks', '--weeks', '3');

    const tree = await eventually(
      '/categories',
      (status, body) => status === 200 && body.items?.[0]?.name === 'Developer tools',
    );
    expect(tree.items[0].subcategories.map((c: any) => c.slug)).to.deep.equal(['ci']);
    const dev = await eventually('/categories/dev', (status) => status === 200);
    expect(dev).to.deep.include({ description: 'For builders', faqs: [{ question: 'What is it?', answer: 'Tools.' }] });
    const post = await eventually('/blog/welcome', (status) => status === 200);
    expect(post).to.deep.include({
      title: 'Welcome',
      body: '# Welcome\n\nOur first post.',
      author: 'Ann',
      published_at: '2026-01-02T03:04:05.000Z',
    });
    const questions = await eventually('/interview-questions', (_, body) => body.items?.length === 1);
    expect(questions.items).to.deep.equal([{ id: 2, text: 'What next?' }]);
    const products = await eventually(
      '/products',
      (_, body) => body.items?.length === 2 && body.free_queue?.weeks_out === 3,
    );
    expect(products.items.map((p: any) => [p.code, p.price_cents])).to.deep.equal([
      ['launch', 4900],
      ['trophy_cup', 9900],
    ]);
    expect(products.items[1].options).to.deep.equal({
      engraving: { type: 'string', description: 'Text to engrave', required: false },
    });

    const events = await service.events.readAll();
    const created = events.find((e) => e.type === 'CategoryCreated')!;
    expect(created.metadata).to.deep.include({
      actor: { kind: 'admin', id: 'editor@test' },
      cause: 'admin:category:create',
    });
    expect(created.metadata.at).to.match(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('records promo codes and listing figures as events that reach their read models', async () => {
    await ok(
      'promo:create',
      '--code',
      'SPRING20',
      '--percent',
      '20',
      '--from',
      '2026-03-01',
      '--until',
      '2026-04-01',
      '--max-redemptions',
      '100',
      '--products',
      'launch,featured',
    );
    await ok('promo:disable', '--code', 'SPRING20');
    await ok('figures:domain-rating', '--listing', 'acme', '--value', '41', '--date', '2026-01-01');
    await ok('figures:domain-rating', '--listing', 'acme', '--value', '45', '--date', '2026-02-01');
    await ok('figures:revenue', '--listing', 'acme', '--cents', '250000', '--date', '2026-02-01');
    await service.projections.caughtUp();
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await service.projections.position()) < (await service.events.headPosition()))
      await new Promise((r) => setTimeout(r, 50));
    expect(await service.documents.collection('promo_codes').findOne({ _id: 'SPRING20' })).to.deep.include({
      code: 'SPRING20',
      percent_off: 20,
      amount_off_cents: null,
      max_redemptions: 100,
      products: ['launch', 'featured'],
      status: 'disabled',
      valid_from: '2026-03-01T00:00:00.000Z',
      valid_until: '2026-04-01T00:00:00.000Z',
    });
    const figures = await service.documents.collection('listing_figures').findOne({ _id: 'acme' });
    expect(figures?.domain_rating).to.deep.include({ latest: { date: '2026-02-01', value: 45 }, change: 4 });
    expect(figures?.revenue).to.deep.include({ latest: { date: '2026-02-01', value: 250000 } });
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const head = await service.events.headPosition();
    const cases: [string[], RegExp][] = [
      [
        ['category:create', '--slug', 'ci', '--name', 'CI', '--parent', 'nowhere'],
        /Parent category nowhere does not exist/,
      ],
      [['category:create', '--slug', 'ci'], /--name is required/],
      [['category:move', '--slug', 'ci'], /exactly one of --parent/],
      [['blog:publish', '--slug', 'x', '--title', 'X', '--file', 'missing.md'], /cannot read/],
      [['product:set-price', '--code', 'launch', '--cents', '12.5'], /whole number/],
      [['product:set-price', '--code', 'gold_bars', '--cents', '100'], /not a product code/],
      [
        ['promo:create', '--code', 'BOTH', '--percent', '10', '--amount-cents', '100'],
        /exactly one of a percentage off and an amount off/,
      ],
      [['setting:free-queue-weeks', '--weeks', '0'], /1 to 52/],
      [['figures:domain-rating', '--listing', 'acme', '--value', '120', '--date', '2026-01-01'], /0 to 100/],
      [['question:retire', '--id', '9'], /does not exist/],
    ];
    for (const [argv, message] of cases) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).to.equal(1);
      expect(result.output, argv.join(' ')).to.match(message);
    }
    expect(await service.events.headPosition()).to.equal(head);
  });

  it("takes --site for a site's own prices, promo codes and settings, checked against the network (issue 30)", async () => {
    await ok('site', 'open', '--key', 'ai', '--name', 'AI Tools', '--purpose', 'AI', '--base-url', 'https://ai.test');
    await ok('product:set-price', '--code', 'launch', '--cents', '4900');
    expect(await ok('product:set-price', '--code', 'launch', '--cents', '1900', '--site', 'ai')).to.equal(
      'product launch now costs 1900 USD cents on site ai',
    );
    await ok('promo:create', '--code', 'ROBOTS5', '--percent', '5', '--site', 'ai');
    await ok('setting:launch-weeks-ahead', '--weeks', '3', '--site', 'ai');
    // The default site's key names the default site: its events carry no site, on its old streams.
    await ok('setting:free-queue-weeks', '--weeks', '6', '--site', 'main');
    const read = async (stream: string) => (await service.events.readStream(stream)).map((e) => e.data);
    expect(await read(productStream('launch', 'ai'))).to.deep.include({
      code: 'launch',
      site: 'ai',
      price_cents: 1900,
    });
    expect(await read(productStream('launch'))).to.deep.include({ code: 'launch', price_cents: 4900 });
    expect(await read(promoCodeStream('ROBOTS5', 'ai'))).to.have.length(1);
    expect(await read(promoCodeStream('ROBOTS5'))).to.have.length(0);
    expect(await read(siteSettingsStream('ai'))).to.deep.equal([{ weeks: 3, site: 'ai' }]);
    expect(await read(siteSettingsStream())).to.deep.equal([{ weeks: 6 }]);
    const head = await service.events.headPosition();
    const unknown = await run('product:set-price', '--code', 'launch', '--cents', '10', '--site', 'nope');
    expect(unknown.code).to.equal(1);
    expect(unknown.output).to.match(/--site nope is not a site of the network: use one of main, ai/);
    expect(await service.events.headPosition()).to.equal(head);
  });

  it("takes --site for a site's own category tree and blog; retires a category (issue 30)", async () => {
    fs.writeFileSync(path.join(dir, 'post.md'), '# AI news');
    await ok('site', 'open', '--key', 'ai', '--name', 'AI Tools', '--purpose', 'AI', '--base-url', 'https://ai.test');
    await ok('category:create', '--slug', 'dev', '--name', 'Dev');
    expect(await ok('category:create', '--slug', 'llm', '--name', 'LLMs', '--site', 'ai')).to.equal(
      'category llm created on site ai',
    );
    expect(await ok('category:retire', '--slug', 'dev', '--site', 'ai')).to.equal('category dev retired on site ai');
    await ok('blog:publish', '--slug', 'hello', '--title', 'Hello', '--file', 'post.md', '--site', 'ai');
    const read = async (stream: string) =>
      (await service.events.readStream(stream)).map((e) => [
        e.type,
        (e.data as { slug: string; site?: string }).slug,
        (e.data as { site?: string }).site,
      ]);
    // The AI site's first change copied the default site's tree (dev), then added llm; then dev retired there only.
    expect(await read(categoryTreeStream('ai'))).to.deep.equal([
      ['CategoryCreated', 'dev', 'ai'],
      ['CategoryCreated', 'llm', 'ai'],
      ['CategoryRetired', 'dev', 'ai'],
    ]);
    expect(await read(categoryTreeStream())).to.deep.equal([['CategoryCreated', 'dev', undefined]]);
    expect(await read(blogPostStream('hello', 'ai'))).to.deep.equal([['BlogPostPublished', 'hello', 'ai']]);
    expect(await read(blogPostStream('hello'))).to.deep.equal([]);
    expect((await run('category:retire', '--slug', 'dev', '--site', 'nope')).output).to.match(
      /is not a site of the network/,
    );
  });

  it("takes --site for a site's own interview questions, numbered after the default site's it copies (issue 30)", async () => {
    await ok('site', 'open', '--key', 'ai', '--name', 'AI Tools', '--purpose', 'AI', '--base-url', 'https://ai.test');
    expect(await ok('question:add', '--text', 'Why?')).to.equal('question 1 added');
    expect(await ok('question:add', '--text', 'Which model?', '--site', 'ai')).to.equal('question 2 added on site ai');
    expect(await ok('question:retire', '--id', '1', '--site', 'ai')).to.equal('question 1 retired on site ai');
    const read = async (stream: string) =>
      (await service.events.readStream(stream)).map((e) => [
        e.type,
        (e.data as { id: number }).id,
        (e.data as { site?: string }).site,
      ]);
    expect(await read(interviewQuestionsStream('ai'))).to.deep.equal([
      ['InterviewQuestionAdded', 1, 'ai'],
      ['InterviewQuestionAdded', 2, 'ai'],
      ['InterviewQuestionRetired', 1, 'ai'],
    ]);
    expect(await read(interviewQuestionsStream())).to.deep.equal([['InterviewQuestionAdded', 1, undefined]]);
    expect((await run('question:reword', '--id', '1', '--text', 'x', '--site', 'nope')).output).to.match(
      /is not a site of the network/,
    );
  });

  it('documents every site-content command in the usage text', async () => {
    const usage = (await run('help')).output;
    for (const command of [
      'category:create',
      'category:rename',
      'category:describe',
      'category:move',
      'blog:publish',
      'blog:update',
      'blog:unpublish',
      'question:add',
      'question:retire',
      'product:set-price',
      'product:define',
      'promo:create',
      'promo:disable',
      'setting:free-queue-weeks',
      'setting:launch-weeks-ahead',
      'figures:domain-rating',
      'figures:revenue',
    ]) {
      expect(usage).to.include(command);
    }
  });
});
