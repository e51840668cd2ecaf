/**
 * The console's category tree in a real browser (Debian's chromium, playwright-core), with no script
 * of the page's own: an admin signs in, opens Categories from the console's navigation, adds a
 * category with a reason and sees it on the tree and in the audit trail; the categories page (tree,
 * forms and trail) and the blog page have no serious axe violation and no horizontal overflow, light
 * and dark, wide and 360 px. Every request to another host is aborted. Skipped, saying why, without
 * chromium.
 */
import { expect } from 'chai';
import type { Page } from 'playwright-core';
import { SiteContentCommands } from '@listings/command-service/site-content';
import {
  launchTestBrowser,
  settled,
  siteAtItsOwnAddress,
  skipWithoutChromium,
  startTestService,
  sweepPages,
  type TestBrowser,
  type TestService,
} from '@listings/gateway/testing';
import { member, PASSWORD, type Member } from './admin-testing.ts';

describe('console category tree in a browser', function () {
  this.timeout(120_000);
  let service: TestService;
  let page: Page;
  let chromium: TestBrowser | undefined;
  let admin: Member;

  before(async function () {
    skipWithoutChromium(this);
    service = await startTestService(await siteAtItsOwnAddress());
    const team = { kind: 'admin' as const, id: 'test' };
    const content = new SiteContentCommands(service.service.events, service.service.clock);
    await content.category({ type: 'CreateCategory', slug: 'dev', name: 'Developer tools' }, team, 't');
    await content.category({ type: 'CreateCategory', slug: 'ci', name: 'CI and CD', parent: 'dev' }, team, 't');
    admin = await member(service, 'admin');
    await settled(service.service);
    chromium = await launchTestBrowser('console-categories', {
      javaScriptEnabled: true, // for axe only: the console's CSP lets no script of its own run
      viewport: { width: 1280, height: 900 },
    });
    page = chromium.context.pages()[0] ?? (await chromium.context.newPage());
  });

  after(async () => {
    await chromium?.close();
    await service?.close();
  });

  it('an admin adds a category with a reason from the console navigation; it is on the tree and in the trail', async () => {
    await page.goto(`${service.baseUrl}/admin`);
    await page.waitForURL('**/signin?next=%2Fadmin');
    await page.getByLabel('E-mail address').fill(admin.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/admin/confirm?next=%2Fadmin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Categories' }).click();
    await page.waitForURL('**/admin/categories');
    await page.locator('#add-slug').fill('linters');
    await page.locator('#add-name').fill('Linters');
    await page.locator('#add-parent').selectOption('dev');
    await page.locator('#add-reason').fill('asked for by makers');
    await page.getByRole('button', { name: 'Add a category' }).click();
    await page.waitForURL('**/admin/categories?done=add');
    expect(await page.getByRole('status').textContent()).to.include('The category is added.');
    await settled(service.service);
    await page.reload();
    expect(await page.locator('li', { hasText: 'Developer tools' }).first().textContent()).to.include('Linters');
    const trail = page.getByRole('table', {
      name: 'Every change to the category tree of main (the default site), newest first',
    });
    expect(await trail.locator('tbody tr').first().textContent())
      .to.include('category linters added: Linters under dev')
      .and.include('asked for by makers');
  });

  it('the categories and blog pages: no serious axe violation and no overflow, light and dark, wide and 360 px', async () => {
    expect(await sweepPages(page, service.baseUrl, ['/admin/categories', '/admin/settings/blog'])).to.deep.equal([]);
  });
});
