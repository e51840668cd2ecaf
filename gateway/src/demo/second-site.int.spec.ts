/**
 * The demo's second site (issue 30): opened on 127.0.0.1 beside the default site on localhost, with
 * companies of its own and some the default site lists too; each host answers its own directory.
 */
import { expect } from 'chai';
import http from 'node:http';
import { mondayOf, systemClock } from '@listings/shared/kernel';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { eventually } from '../orders/testing.ts';
import { DEMO_AI_INTERVIEW_QUESTION, demoSecondSiteUrl, seedDemoSecondSite } from './second-site.ts';

const getJson = (baseUrl: string, path: string, host: string): Promise<{ status: number; json: any }> =>
  new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseUrl), { headers: { host, accept: 'application/json' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, json: text ? JSON.parse(text) : undefined }));
      })
      .on('error', reject);
  });

describe('demo: a second site of the network', () => {
  let service: TestService;
  const site = { name: 'Demo Directory', publicBaseUrl: 'http://localhost:8080' };
  before(async () => {
    service = await startTestService({ site });
  });
  after(() => service.close());

  it('is only for a deployment on localhost that does not claim 127.0.0.1', () => {
    expect(demoSecondSiteUrl(site)).to.equal('http://127.0.0.1:8080');
    expect(demoSecondSiteUrl({ ...site, publicBaseUrl: 'https://directory.example' })).to.equal(null);
    expect(demoSecondSiteUrl({ ...site, hosts: ['127.0.0.1'] })).to.equal(null);
  });

  it('answers on 127.0.0.1 with its own listings, some of them companies the default site lists too', async () => {
    const seeded = (await seedDemoSecondSite(service.service.events, systemClock, site))!;
    expect(seeded).to.include({ site: 'ai', baseUrl: 'http://127.0.0.1:8080', listings: 8 });
    await service.service.projections.waitForPosition(seeded.position, 10_000);
    await eventually(
      async () => service.service.sites.network.length,
      (n) => n === 2,
    );
    const ai = await getJson(service.baseUrl, '/v1/listings?per_page=50', '127.0.0.1:8080');
    expect(ai.json.total).to.equal(8);
    expect(ai.json.items.map((item: any) => item.name)).to.include.members(['Draftsmith', 'PromptPilot']);
    expect(ai.json.items[0].listing_url).to.match(/^http:\/\/127\.0\.0\.1:8080\/listings\//);
    expect((await getJson(service.baseUrl, '/v1/site', '127.0.0.1:8080')).json).to.include({
      key: 'ai',
      name: 'AI Tools',
    });
    // Its own interview question; the default site (which seeded none here) asks none.
    expect((await getJson(service.baseUrl, '/v1/interview-questions', '127.0.0.1:8080')).json.items).to.deep.equal([
      { id: 1, text: DEMO_AI_INTERVIEW_QUESTION },
    ]);
    expect((await getJson(service.baseUrl, '/v1/interview-questions', 'localhost:8080')).json.total).to.equal(0);
    // The default site, on localhost, lists none of them (this test seeded nothing else).
    expect((await getJson(service.baseUrl, '/v1/listings', 'localhost:8080')).json.total).to.equal(0);

    // Launched on days of their launch weeks, half this week and half last (issue 31): what launched
    // today is of this week, and last week's launches are not "launched today".
    const thisWeek = mondayOf(new Date());
    const section = async (name: string) =>
      (await getJson(service.baseUrl, `/v1/launches?section=${name}&per_page=50`, '127.0.0.1:8080')).json.items as {
        slug: string;
        launch_week: string;
      }[];
    const today = await section('today');
    const week = (await section('this-week')).map((item) => item.slug);
    expect(today.length).to.be.greaterThan(0);
    for (const item of today) {
      expect(item.launch_week, item.slug).to.equal(thisWeek);
      expect(week, item.slug).to.include(item.slug);
    }
    expect(week).to.have.length(4);
  });
});
