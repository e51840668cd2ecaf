/**
 * The Chromium every browser test drives (Debian's, through playwright-core), its launch flags, the
 * one way a suite skips when it is missing, and axe-core's source for the accessibility checks. One
 * place, so every browser suite starts the browser the same way and says the same thing when it cannot.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every host name but 127.0.0.1 fails to resolve: the browser can reach nothing off this machine. */
export const LOOPBACK_ONLY_ARG = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

/** axe-core, injected into pages to check them (WCAG rules). */
export const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** In a `before` hook: skips the suite, saying why, when there is no Chromium here. */
export function skipWithoutChromium(context: Mocha.Context): void {
  if (fs.existsSync(CHROMIUM)) return;
  console.log(
    `    SKIPPED: no chromium at ${CHROMIUM}; install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH) to run the browser test.`,
  );
  context.skip();
}
