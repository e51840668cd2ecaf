/** Every site of the drafting corpus. */
import type { CorpusSite } from './corpus-site.ts';
import { ledgerly, pingwire, quillmate, tallyboard } from './sites-saas.ts';
import { customersCities, footerfacts, impressum, nothing, onepager } from './sites-structure.ts';
import { dealflow, everywhere, fitstack, foundryNotes, hidden, hireloop, mailcraft } from './sites-more.ts';

export const CORPUS: readonly CorpusSite[] = [
  ledgerly,
  tallyboard,
  quillmate,
  pingwire,
  onepager,
  footerfacts,
  impressum,
  nothing,
  customersCities,
  hidden,
  foundryNotes,
  everywhere,
  dealflow,
  hireloop,
  fitstack,
  mailcraft,
];
