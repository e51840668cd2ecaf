import { startTestService } from '../testing/test-service.ts';
import { Client } from '@modelcontextprotocol/client';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const t = await startTestService();
try {
  const key = await t.createKey(['account:read', 'listings:write']);
  const c = new Client({ name: 'smoke', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await c.connect(new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/mcp`)));
  const tools = await c.listTools();
  console.log('v2 tools', tools.tools.length, c.getNegotiatedProtocolVersion?.());
  const r = await c.callTool({ name: 'get_site_info', arguments: {} });
  console.log('v2 site', JSON.stringify(r).slice(0, 300));
  const bad = await c.callTool({ name: 'search_listings', arguments: { per_page: 1000 } });
  console.log('v2 bad', JSON.stringify(bad).slice(0, 400));
  try { await c.callTool({ name: 'get_account', arguments: {} }); } catch (e) { console.log('v2 401', (e as Error).message); }
  const v1 = new V1Client({ name: 'smoke1', version: '1' });
  const tr = new V1Transport(new URL(`${t.baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key.key}` } } });
  await v1.connect(tr);
  console.log('v1 version', tr.protocolVersion);
  console.log('v1 tools', (await v1.listTools()).tools.length);
  const me = await v1.callTool({ name: 'get_account', arguments: {} });
  console.log('v1 me', JSON.stringify(me).slice(0, 300));
  const c2 = new Client({ name: 'smoke', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await c2.connect(new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key.key}` } } }));
  const sub = await c2.callTool({ name: 'submit_listing', arguments: { url: 'https://example.com', idempotency_key: 'k1' } });
  console.log('v2 submit', JSON.stringify(sub).slice(0, 300));
  try { await c2.callTool({ name: 'quote_order', arguments: { items: [{ product: 'x' }] } }); } catch (e) { console.log('v2 403', (e as Error).message); }
} finally { await t.close(); }
