import { createDrafter, withEvidence } from '@listings/command-service/drafts/drafting';
import * as c from '@listings/command-service/drafts/drafting/corpus';
const id = process.argv[2];
const site = [...c.REAL_TUNING, ...c.REAL, ...c.CORPUS].find((s) => s.id === id)!;
const [r] = await c.evaluateCorpus(createDrafter({}), [site]);
console.log(JSON.stringify(r!.proposal.fields.categories, null, 1));
