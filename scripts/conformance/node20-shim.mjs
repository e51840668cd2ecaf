/**
 * Lets @modelcontextprotocol/conformance 0.1.x run on Node 20 (the project's runtime). Its bundle imports
 * `globSync` from 'fs' (Node >= 22), used only by its `tier-check` command, never by `server` mode; on
 * Node 20 the import alone stops the whole CLI at link time. This loader hook rewrites that one import of
 * that one file into a stub that throws if ever called. Nothing else is changed.
 * Use: node --import ./scripts/conformance/node20-shim.mjs node_modules/@modelcontextprotocol/conformance/dist/index.js …
 */
import { register } from 'node:module';
import fs from 'node:fs';

if (typeof fs.globSync !== 'function') {
  register(
    'data:text/javascript,' +
      encodeURIComponent(`
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (url.includes('/@modelcontextprotocol/conformance/dist/') && result.source) {
    const source = String(result.source);
    if (source.includes('globSync as ')) {
      const alias = /globSync as ([A-Za-z_$][\\w$]*)/.exec(source)[1];
      const patched = source.replace(/globSync as [A-Za-z_$][\\w$]*,?/, '') +
        '\\nfunction ' + alias + '(){throw new Error("fs.globSync needs Node 22 (conformance tier-check only)")}\\n';
      return { ...result, source: patched };
    }
  }
  return result;
}`),
  );
}
