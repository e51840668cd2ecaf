/**
 * What the crash tests share: the requests of the keyed scenarios of crash-child.ts, and running that
 * child until it dies. A crash point in `env` is armed for the whole run; one given as `step` only for
 * the scenario's last step (so setting it up, which appends too, does not trip it).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const child = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crash-child.ts');

export const CRASH_IDEMPOTENCY_KEY = 'crash-retry-1';

/** What a keyed scenario set up, for its request. */
export interface KeyedSetup {
  key: string;
  draftId: string;
  listingId: number;
  /** update-apply-to: the same company's listing on the network's second site, `ai`. */
  aiListingId?: number;
}

/**
 * Every crash-test service answers as the default site on 127.0.0.1 (where the tests connect) also
 * once a scenario opens a second site of the network (gateway/src/sites/resolve-site.ts).
 */
export const CRASH_SITE_HOSTS = ['127.0.0.1'];

/** The request each keyed scenario sends with CRASH_IDEMPOTENCY_KEY. */
export const KEYED_REQUESTS: Record<string, (setup: KeyedSetup) => { method: string; path: string; body?: unknown }> = {
  'submit-listing': () => ({ method: 'POST', path: '/drafts', body: { url: 'https://crashy.test' } }),
  'submit-draft': ({ draftId }) => ({ method: 'POST', path: `/drafts/${draftId}/submit` }),
  'create-checkout': ({ listingId }) => ({
    method: 'POST',
    path: '/orders/checkout',
    body: { items: [{ product: 'featured', listing_id: listingId }] },
  }),
  'update-apply-to': ({ listingId }) => ({
    method: 'PATCH',
    path: `/me/listings/${listingId}`,
    body: { fields: { headline: 'Survived a crash' }, apply_to: ['all'] },
  }),
  'add-milestone': ({ listingId }) => ({
    method: 'POST',
    path: `/me/listings/${listingId}/milestones`,
    body: { date: '2026-01-05', title: 'Survived a crash' },
  }),
};

/** Runs a crash-child scenario; resolves with the facts it printed and the signal that ended it. */
export function runCrashChild(dataDir: string, scenario: string, crashAt: { env: string } | { step: string }) {
  return new Promise<{ facts: Record<string, unknown>; signal: NodeJS.Signals | null; stderr: string }>((resolve) => {
    const proc = spawn(
      process.execPath,
      ['--import', 'tsx', child, dataDir, scenario, ...('step' in crashAt ? [crashAt.step] : [])],
      {
        env: { ...process.env, LISTINGS_CRASH_AT: 'env' in crashAt ? crashAt.env : '', DEMO_DATA: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    proc.stdout.on('data', (chunk) => (stdout += chunk));
    proc.stderr.on('data', (chunk) => (stderr += chunk));
    proc.on('exit', (_code, signal) => {
      const facts = Object.assign(
        {},
        ...stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
      );
      resolve({ facts, signal, stderr });
    });
  });
}
