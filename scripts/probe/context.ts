/**
 * What the check groups share: the running service, the operator's keys (admin CLI), a member who
 * signed up through the pages, the probe's temporary folder, and the hostile listing made live from
 * outside (fixture below, made once for the groups that need it).
 */
import type { ServiceInstance } from './service.ts';
import type { Person } from './people.ts';
import { api, Browser, csrfIn, hiddenFieldsOfForm, newAddress, sleep } from './client.ts';

export interface ProbeContext {
  main: ServiceInstance;
  /** The probe's temporary folder (data folders, logs). */
  tempRoot: string;
  /** An operator's key with every scope (admin CLI). */
  operatorKey: string;
  /** A key with account:read only (admin CLI). */
  readOnlyKey: string;
  /** Signed up through the pages; can sign in. */
  member: Person;
  /** Data folders of other instances the probe ran (their files are checked too). */
  otherDataDirs: string[];
  /** Another instance (own data folder, free port), not started. */
  prepareInstance(name: string, env?: Record<string, string>): Promise<ServiceInstance>;
  /** Another instance, started and ready; stopped by the caller. */
  newInstance(name: string, env?: Record<string, string>): Promise<ServiceInstance>;
  hostileListing(): Promise<HostileListing>;
}

/** Text a feed reader or a page could take for markup, or that ends a CDATA section. */
export const HOSTILE_TEXT = {
  name: `<img src=x onerror=alert(1)> ]]> "Quoted" & 'single'`,
  tagline: `]]><script>alert(2)</script> &amp; &lt;b&gt;`,
  short_description: `<svg onload=alert(3)> ]]> &amp; "q" <![CDATA[x]]>`,
};

export interface HostileListing {
  draftId: string;
  listingId: number;
  slug: string;
}

async function until<T>(what: string, timeoutMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out (${timeoutMs} ms) waiting for ${what}`);
    await sleep(250);
  }
}

export { until };

/** Polls get_draft until the draft's crawl has ended (ready, or failed: the crawler fetches nothing here). */
export const settledDraft = (base: string, key: string, id: string, timeoutMs = 20_000) =>
  until(`draft ${id} to be read`, timeoutMs, async () => {
    const draft = await api(base, 'GET', `/drafts/${id}`, { key });
    return draft.status === 200 && !['crawling', 'drafting'].includes(draft.body.status) ? draft.body : undefined;
  });

/**
 * A live listing with hostile name, tagline and short description, made from outside the way a maker
 * makes one: submit_listing for a `.test` site (the crawler refuses it: the draft fails, and a failed
 * draft can be edited), update_draft with the text and a category, submit_draft, then a paid launch:
 * create_checkout, the checkout page's billing form and the sandbox provider's "Pay" step. Nothing is
 * fetched from anywhere.
 */
export async function makeHostileListing(base: string, key: string): Promise<HostileListing> {
  const categories = await api(base, 'GET', '/categories');
  const category = categories.body?.items?.[0]?.name;
  if (!category) throw new Error('list_categories gave no category (demo data off?)');
  const submitted = await api(base, 'POST', '/drafts', {
    key,
    body: { url: 'https://hostile-feed.test/' },
    headers: { 'idempotency-key': `probe-hostile-${Date.now()}` },
  });
  if (submitted.status !== 201)
    throw new Error(`submit_listing answered ${submitted.status}: ${submitted.text.slice(0, 200)}`);
  const draftId: string = submitted.body.id;
  await settledDraft(base, key, draftId);
  const edited = await api(base, 'PATCH', `/drafts/${draftId}`, {
    key,
    body: { fields: { ...HOSTILE_TEXT, categories: [category] } },
  });
  if (edited.status !== 200) throw new Error(`update_draft answered ${edited.status}: ${edited.text.slice(0, 200)}`);
  const saved = await api(base, 'POST', `/drafts/${draftId}/submit`, { key, body: {} });
  if (saved.status !== 200) throw new Error(`submit_draft answered ${saved.status}: ${saved.text.slice(0, 200)}`);
  const { listing_id: listingId, slug } = saved.body as { listing_id: number; slug: string };

  const checkout = await api(base, 'POST', '/orders/checkout', {
    key,
    body: { items: [{ product: 'launch', listing_id: listingId }], billing_country: 'US' },
    headers: { 'idempotency-key': `probe-launch-${listingId}` },
  });
  if (checkout.status !== 201)
    throw new Error(`create_checkout answered ${checkout.status}: ${checkout.text.slice(0, 200)}`);
  const link = new URL(checkout.body.checkout_url);
  const browser = new Browser(base, newAddress());
  const page = await browser.get(link.pathname + link.search);
  const pay = await browser.post(`${link.pathname}/pay`, {
    csrf: csrfIn(page.text),
    t: link.searchParams.get('t') ?? '',
    name: 'Probe Ltd',
    address: '1 Main St',
    city: 'Austin',
    country: 'US',
    method: 'card',
  });
  if (pay.status !== 303 || !pay.location) throw new Error(`the checkout page's pay answered ${pay.status}`);
  const step = new URL(pay.location, base);
  const sandbox = await browser.get(step.pathname + step.search);
  const paid = await browser.post(step.pathname, hiddenFieldsOfForm(sandbox.text, 'name="decision" value="pay"'));
  if (paid.status !== 303) throw new Error(`the sandbox's pay answered ${paid.status}`);
  await until('the paid listing to go live', 20_000, async () => {
    const mine = await api(base, 'GET', `/me/listings/${listingId}`, { key });
    return mine.status === 200 && mine.body.status === 'live' ? true : undefined;
  });
  return { draftId, listingId, slug };
}
