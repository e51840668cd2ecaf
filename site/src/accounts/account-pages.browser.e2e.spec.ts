/**
 * The account pages in a real browser: Debian's chromium driven by playwright-core. Skipped, with
 * the reason printed, when chromium is not installed (`apt-get install -y chromium`; .ci/run does it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newPerson } from '../kit/testing.ts';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  skipWithoutChromium,
  startTestService,
  type TestService,
} from '@listings/gateway/testing';

describe('account pages in a browser (chromium)', function () {
  this.timeout(60_000);
  let service: TestService;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let userDataDir: string;

  before(async function () {
    skipWithoutChromium(this);
    const { chromium } = await import('playwright-core');
    service = await startTestService();
    userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'listings-chromium-'));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
      headless: true,
    });
    browser = context.browser()!;
    page = context.pages()[0] ?? (await context.newPage());
  });

  after(async () => {
    await context?.close();
    await browser?.close();
    await service?.close();
    if (userDataDir) fs.rmSync(userDataDir, { recursive: true, force: true });
  });

  it('signs up and in, signs out, signs in, creates a key that works on the API, revokes it', async () => {
    const person = newPerson();
    const base = service.baseUrl;

    // Sign up: the answer is the sign-in form with the address filled in (issue 28: the same answer when the
    // address already has an account), where the person signs in.
    await page.goto(`${base}/signup`);
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByRole('status').textContent()).to.include('Check your inbox');
    expect(await page.getByLabel('E-mail address').inputValue()).to.equal(person.email);
    expect((await context.cookies(base)).some((c) => c.name === '__Host-session')).to.equal(false);
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Without a next, the welcome page (issue 31, 3a): what a person can do; the API keys are one link on it.
    await page.waitForURL(`${base}/account`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal(`Welcome, ${person.name}`);
    await page.getByRole('link', { name: 'Your API keys' }).click();
    await page.waitForURL(`${base}/account/api-keys`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).to.equal('API keys');
    const [cookie] = (await context.cookies(base)).filter((c) => c.name === '__Host-session');
    expect(cookie, 'session cookie').to.include({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });

    // Sign out (in the header's account menu).
    await page.locator('details.you > summary').click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${base}/signin?signed_out=1`);
    expect(await page.getByRole('status').textContent()).to.equal('You are signed out.');
    expect((await context.cookies(base)).some((c) => c.name === '__Host-session')).to.equal(false);

    // Sign in (a wrong password first).
    await page.getByLabel('E-mail address').fill(person.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(await page.getByRole('alert').textContent()).to.equal('The e-mail address or the password is not right.');
    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${base}/account`);
    await page.goto(`${base}/account/api-keys`);

    // Create a key with two chosen scopes and read it from the page.
    await page.getByLabel('Name', { exact: true }).fill('laptop');
    await page.getByLabel(/^account:read/).check();
    await page.getByLabel(/^listings:write/).check();
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = await page.locator('#new-api-key').inputValue();
    expect(key).to.match(/^ldk_[A-Za-z0-9_-]{43}$/);
    expect(await page.getByText('shown only this once').count()).to.equal(1);

    const me = await service.call('GET', '/me', { key });
    expect(me.status).to.equal(200);
    expect(me.body.email).to.equal(person.email);
    expect(me.body.scopes).to.deep.equal(['account:read', 'listings:write']);

    // Revoke it.
    await page.goto(`${base}/account/api-keys`);
    expect(await page.locator('#new-api-key').count(), 'the key is shown once only').to.equal(0);
    await page.getByRole('button', { name: 'Revoke key laptop' }).click();
    await page.waitForURL(`${base}/account/api-keys?revoked=1`);
    expect(await page.getByRole('status').textContent()).to.include('revoked');
    expect((await service.call('GET', '/me', { key })).status).to.equal(401);
  });
});
