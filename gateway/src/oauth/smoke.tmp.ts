import { startAgentTestService, TestOAuthClientProvider } from '../mcp/testing.ts';
import { Client as V1Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as V1Transport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
const t = await startAgentTestService();
const origFetch = globalThis.fetch;
globalThis.fetch = async (input: any, init?: any) => { const r = await origFetch(input, init); if (String(input).includes('/oauth/reg')) { console.log('REG', init?.body, r.status, await r.clone().text()); } return r; };
try {
  const auth = new TestOAuthClientProvider('http://127.0.0.1:9/callback', 'x');
  const client = new V1Client({ name: 'v1', version: '1' });
  const tr = new V1Transport(new URL(`${t.baseUrl}/mcp`), { authProvider: auth as never });
  await client.connect(tr);
  await client.callTool({ name: 'get_account', arguments: {} }).catch((e) => console.log('ERR', e.name, e.message));
} finally { await t.close(); }
