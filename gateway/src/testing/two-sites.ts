/**
 * The demo's network on one port (issue 30), for the specs of every feature that differs per site:
 * the default site "Listings Directory" on `localhost`, "AI Tools" (key `ai`) on `127.0.0.1`, both
 * real addresses a client (or chromium) can open, each with its own cookies. Resolves once the
 * service knows both sites, with the site team's commands for the spec's own setup (prices,
 * categories, questions of either site).
 */
import { SiteContentCommands } from '@listings/command-service/site-content';
import type { Clock } from '@listings/shared/kernel';
import type { ServiceOptions } from '../service.ts';
import { eventually } from '../orders/testing.ts';
import { siteAtItsOwnAddress } from './browser.ts';
import { startTestService, type TestService } from './test-service.ts';

/** Who opens the second site (and whom specs name for their own site-team setup). */
export const SITE_TEAM = { kind: 'admin' as const, id: 'site-team@test' };

export async function twoSitesOnOnePort(
  options: ServiceOptions & { clock: Clock },
): Promise<{ service: TestService; main: string; ai: string; content: SiteContentCommands }> {
  const { port } = await siteAtItsOwnAddress();
  const main = `http://localhost:${port}`;
  const ai = `http://127.0.0.1:${port}`;
  const service = await startTestService({ port, site: { name: 'Listings Directory', publicBaseUrl: main } }, options);
  const content = new SiteContentCommands(service.service.events, options.clock);
  await content.site(
    {
      type: 'OpenSite',
      key: 'ai',
      defaultKey: 'main',
      name: 'AI Tools',
      purpose: 'AI products',
      hosts: ['127.0.0.1'],
      baseUrl: ai,
    },
    SITE_TEAM,
    'test',
  );
  await eventually(
    async () => service.service.sites.network.length,
    (n) => n === 2,
  );
  return { service, main, ai, content };
}
