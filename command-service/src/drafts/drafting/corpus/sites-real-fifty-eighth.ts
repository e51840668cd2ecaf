/**
 * Issue 34, fifty-eighth round: questions in accordions and FAQ sections. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * No real tuning page showing the class (a FAQ the drafter misses on a product's marketing page, kept verbatim) was found
 * in the round's time, so no rule was written and nothing is tuned on: the round is a measurement.
 *
 * Held out (chosen, and its facts written, before the drafter first ran on it):
 * - monero-faq: monero-project/monero-site at 0071ea3a (2017-08-28, get-started/faq/index.md): a Jekyll page, its front
 *   matter dropped, rendered, in a bare page titled with the product's name, served at the site's root (as the corpus serves one-page sites): twelve questions in a
 *   CSS accordion (a hidden checkbox, the question its `<label class="accordian">`, the answer a sibling
 *   `<div class="tab-content">`), no FAQ heading (the layout's title is not kept).
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED } from './corpus-site.ts';

export const REAL_TUNING_SITES_FIFTY_EIGHTH: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- Monero (held out)

const MONERO_FAQS = [
  'How does Monero have value?',
  'How can I get Monero?',
  'What is a mnemonic seed?',
  'How is Monero’s privacy different from other coins?',
  'Why is my wallet taking so long to sync?',
  'What is the different between a lightweight and a normal wallet?',
  'How is Monero different from Bitcoin?',
  'Does Monero have a block size limit?',
  'What is a blockchain?',
  'What is Kovri?',
  'What is fungibility, and why is it important?',
  "If Monero is so private how do we know they're not being created out of thin air?",
];
const MONERO_CLAIMS = [
  'Monero uses three different privacy technologies: ring signatures, ring confidential transactions (RingCT), and stealth addresses.',
  'These hide the sender, amount, and receiver in the transaction, respectively.',
  'All transactions on the network are private by mandate; there is no way to accidentally send a transparent transaction.',
  'This feature is exclusive to Monero.',
  'You do not need to trust anyone else with your privacy.',
  'Monero is not based on Bitcoin.',
  'It is based on the CryptoNote protocol.',
  'Monero hides this information to protect user privacy in all transactions.',
  'It also has a dynamic block size and dynamic fees, an ASIC-resistant proof of work, and a tail coin emission, among several other changes.',
  'No, Monero does not have a hard block size limit.',
  'Monero is fungible, which means people do not need to go through this effort.',
  'ring signatures',
  'ring confidential transactions (RingCT)',
  'stealth addresses',
  'dynamic block size',
  'dynamic fees',
  'ASIC-resistant proof of work',
  'tail coin emission',
];
const MONERO_CLAIM_FORMS = MONERO_CLAIMS.flatMap((text) => [text, text.replace(/\.$/, '')]);
const MONERO_TOPICS = [
  'Monero',
  'privacy',
  'private',
  'transactions',
  'wallet',
  'wallets',
  'lightweight wallet',
  'normal wallet',
  'node',
  'full node',
  'remote node',
  'blockchain',
  'block size',
  'mnemonic seed',
  'ring signatures',
  'RingCT',
  'stealth addresses',
  'fungibility',
  'fungible',
  'mining',
  'exchange',
  'CryptoNote',
  'Pedersen commitments',
  'proof of work',
  'fees',
  'coins',
  'money',
  'Kovri',
  'I2P',
  'Tor',
];

const moneroFaq: CorpusSite = {
  id: 'monero-faq',
  about:
    'real (Monero’s FAQ page of 2017, a Jekyll page rendered, served at the root): twelve questions in a CSS accordion (a label over a sibling answer block), no FAQ heading on the page',
  classes: ['real', 'single-page', 'held-out', 'faqs'],
  source: realSource('monero-project/monero-site', '0071ea3a', 'get-started/faq/index.md', FRONT_MATTER_DROPPED),
  // The corpus serves a site from its root (the crawl starts at "/"), as logipedia-faq's FAQ page is served.
  pages: { '/': realPage('monero-faq/index.html') },
  expected: {
    name: 'Monero',
    // A currency: "Monero has value because people are willing to buy it"; no price of a product.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Kovri is currently in alpha": Kovri's stage, "an independent project of Monero", not Monero's.
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A private digital currency: money, not one of the directory's categories for certain; Finance or Payments
    // are not wrong.
    categories: { must: [], may: ['Finance', 'Payments'] },
    features: { must: [], may: MONERO_CLAIM_FORMS },
    usps: { must: [], may: MONERO_CLAIM_FORMS },
    tags: { must: [], may: MONERO_TOPICS },
    keywords: { must: [], may: MONERO_TOPICS },
    founders: [],
    socials: {},
    // Every accordion label asks what a visitor asks, and the block beside it answers (the first ten are counted).
    faqs: MONERO_FAQS,
  },
  // Other projects named on the page are not the product; Kovri's alpha is not Monero's stage.
  forbidden: ['name=Kovri', 'name=Bitcoin', 'name=CryptoNote', 'stage=alpha', 'getkovri.org'],
};

export const REAL_HELD_OUT_SITES_FIFTY_EIGHTH: readonly CorpusSite[] = [moneroFaq];
