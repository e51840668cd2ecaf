import { createDrafter, withCategoryTree } from '@listings/command-service/drafts/drafting';
import * as c from '@listings/command-service/drafts/drafting/corpus';
const ids = (process.env.IDS ?? '').split(',');
const sites = [...c.REAL, ...c.REAL_TUNING].filter((s: any) => ids.includes(s.id));
const results = await c.evaluateCorpus(withCategoryTree(createDrafter({}), async () => c.CORPUS_CATEGORIES), sites);
for (const r of results as any[]) { const f = r.proposal.fields; for (const k of (process.env.F ?? "pricing_model").split(",")) console.log(r.site.id, k, JSON.stringify(f[k])?.slice(0, 600)); }
