/** Every site of the drafting corpus. */
import type { CorpusSite } from './corpus-site.ts';
import { ledgerly, pingwire, quillmate, tallyboard } from './sites-saas.ts';
import { customersCities, footerfacts, impressum, nothing, onepager } from './sites-structure.ts';
import { cartwise, kindling, patchbay, vaultly } from './sites-holdout.ts';
import { dealflow, everywhere, fitstack, foundryNotes, hidden, hireloop, mailcraft } from './sites-more.ts';
import { TRUST_SITES } from './sites-trust.ts';
import { REAL_SITES } from './sites-real.ts';
import { SHAPE_SITES } from './sites-shapes.ts';

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

/** Written after the drafter was tuned on the sites above (see sites-holdout.ts). */
export const HELD_OUT: readonly CorpusSite[] = [cartwise, patchbay, kindling, vaultly, ...SHAPE_SITES];

/** Issue 34's classes of trap (investors, testimonial handles, trials, unstated stages…): see sites-trust.ts. */
export const TRUST: readonly CorpusSite[] = TRUST_SITES;

/** Real products' pages, verbatim, with their sources (sites-real.ts); held out, scored apart. */
export const REAL: readonly CorpusSite[] = REAL_SITES;
