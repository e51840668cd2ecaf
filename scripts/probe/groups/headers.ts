/**
 * 8. headers: every kind of answer carries a Content-Security-Policy with frame-ancestors,
 * `X-Content-Type-Options: nosniff` and a Referrer-Policy, and text says its charset: unknown paths
 * (HTML and problem 404s), unknown /v1 paths, a /v1 JSON answer, /docs, public pages, feeds, error
 * answers (400, 401, 403, 405). And /metrics is not open on a deployment: an instance with an https
 * PUBLIC_BASE_URL does not start without METRICS_TOKEN (README: exit code 2), and with one it refuses
 * /metrics without the token (or with a wrong one) and serves it with the token.
 */
import { randomBytes } from 'node:crypto';
import { headerProblems, Tally, type GroupResult } from '../checks.ts';
import { request, type Answer } from '../client.ts';
import { startAndWaitForExit } from '../service.ts';
import type { ProbeContext } from '../context.ts';

export async function headers(ctx: ProbeContext): Promise<GroupResult> {
  const tally = new Tally('headers');
  const base = ctx.main.base;
  const { slug } = await ctx.hostileListing();
  const html = { accept: 'text/html,application/xhtml+xml' };
  const json = { accept: 'application/json' };
  const key = { authorization: `Bearer ${ctx.operatorKey}` };
  const cases: [string, string, RequestInit, number | null][] = [
    ['unknown path (browser)', '/no-such-page-probe', { headers: html }, 404],
    ['unknown path (API client)', '/no-such-page-probe', { headers: json }, 404],
    ['unknown /v1 path', '/v1/no-such-operation', { headers: json }, 404],
    ['/v1 JSON answer (get_site_info)', '/v1/site', { headers: json }, 200],
    ['/v1 JSON answer (search_listings)', '/v1/listings?q=harbor', { headers: json }, 200],
    ['/v1/openapi.json', '/v1/openapi.json', { headers: json }, 200],
    ['/docs', '/docs', { headers: html }, null],
    ['/docs/', '/docs/', { headers: html }, 200],
    ['public page (home)', '/', { headers: html }, 200],
    ['public page (listing)', `/listings/${slug}`, { headers: html }, 200],
    ['public page (sign-in)', '/signin', { headers: html }, 200],
    ['feed', '/feeds/launches.xml', {}, 200],
    ['robots.txt', '/robots.txt', {}, 200],
    ['stylesheet', '/assets/site.css', {}, 200],
    ['health', '/health', {}, 200],
    ['error answer: bad query (API)', '/v1/listings?per_page=100000', { headers: json }, 400],
    [
      'error answer: bad JSON (API)',
      '/v1/drafts',
      {
        method: 'POST',
        headers: { ...json, ...key, 'content-type': 'application/json', 'idempotency-key': 'probe-bad-json' },
        body: '{"url":',
      },
      400,
    ],
    ['error answer: no credentials (API)', '/v1/me', { headers: json }, 401],
    ['error answer: wrong method (API)', '/v1/site', { method: 'DELETE', headers: json }, 405],
    ['error answer: bad filter (page)', '/search?country=Portugal&per_page=500', { headers: html }, 400],
    ['error answer: bad week (page)', '/launches/weeks/someday', { headers: html }, 400],
    ['error answer: unknown listing (page)', '/listings/no-such-listing-probe', { headers: html }, 404],
    [
      'error answer: form without token (page)',
      '/signin',
      {
        method: 'POST',
        headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.test&password=x',
      },
      403,
    ],
  ];
  for (const [what, path, init, status] of cases) {
    const answer = await request(base + path, init);
    if (status !== null)
      tally.check(answer.status === status, `${what} (${path}) answered ${answer.status}, expected ${status}`);
    const problems = headerProblems(answer.headers);
    tally.check(problems.length === 0, `${what} (${path}, ${answer.status}): ${problems.join(', ')}`);
  }

  // A deployment (https PUBLIC_BASE_URL) without METRICS_TOKEN does not start.
  const withoutToken = await ctx.prepareInstance('metrics-no-token', {
    PUBLIC_BASE_URL: 'https://listings-probe.test',
  });
  const refusedStart = await startAndWaitForExit(withoutToken.env, 30_000);
  tally.check(
    refusedStart.code === 2 && /METRICS_TOKEN/.test(refusedStart.output),
    `an https PUBLIC_BASE_URL without METRICS_TOKEN: the process ${refusedStart.code === null ? 'kept running' : `exited ${refusedStart.code}`} (${refusedStart.output.trim().split('\n').pop()?.slice(0, 160) ?? ''})`,
  );

  // With a token: /metrics answers only with it.
  const token = randomBytes(24).toString('base64url');
  const deployed = await ctx.newInstance('metrics', {
    PUBLIC_BASE_URL: 'https://listings-probe.test',
    METRICS_TOKEN: token,
  });
  try {
    const metrics = (authorization?: string): Promise<Answer> =>
      request(`${deployed.base}/metrics`, { headers: authorization ? { authorization } : {} });
    for (const [what, authorization] of [
      ['no token', undefined],
      ['a wrong token', `Bearer ${randomBytes(24).toString('base64url')}`],
      ['the token as a query string', undefined],
    ] as const) {
      const answer =
        what === 'the token as a query string'
          ? await request(`${deployed.base}/metrics?token=${token}`)
          : await metrics(authorization);
      tally.check(
        answer.status === 401 || answer.status === 403,
        `/metrics with ${what} on an https deployment answered ${answer.status}`,
      );
      tally.check(!answer.text.includes('listings_'), `/metrics with ${what} gave metrics away`);
      const problems = headerProblems(answer.headers);
      tally.check(problems.length === 0, `/metrics refused (${answer.status}): ${problems.join(', ')}`);
    }
    const allowed = await metrics(`Bearer ${token}`);
    tally.check(
      allowed.status === 200 && allowed.text.includes('listings_'),
      `/metrics with the token answered ${allowed.status}`,
    );
    const problems = headerProblems(allowed.headers);
    tally.check(problems.length === 0, `/metrics (200): ${problems.join(', ')}`);
  } finally {
    await deployed.stop();
  }
  return tally.result();
}
