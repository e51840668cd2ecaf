/**
 * Issue 34, hundred-and-eighteenth round: founders recall: a maker signed with founding roles and the product, no
 * article ("- Jan Oberhauser, Founder and CEO, n8n.io" closing a quote), missed. Filled by the round: the pages tuned
 * on, and one for one the real pages held out (chosen, and their facts written from the page, before the drafter
 * first ran on them).
 *
 * Tuning: no new page. The round tunes on n8n-readme (sites-real-thirty-eighth.ts) and n8n-readme-fortieth
 * (sites-real-fortieth.ts), two versions of n8n's README whose "What does n8n mean?" answer closes on
 * "- **Jan Oberhauser, Founder and CEO, n8n.io**", the founder missed.
 *
 * Held out (chosen, and its facts written, before the drafter first ran on it):
 * - moko-ai-readme: brianatmoko/MOKO-AI at 75cda543 (README.md, rendered, titled "MOKO AI"): a local "cognitive
 *   operating system" of AI agents; an overview table of capabilities, its components, quick start, requirements,
 *   key concepts, a roadmap ("Achieved", "Needs Work"), contributing, and a quote closing on "— Brian Atmoko, Creator
 *   of MOKO"; "MIT License — free to use, modify, and distribute."
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, RENDERED } from './corpus-site.ts';

export const REAL_TUNING_SITES_HUNDRED_AND_EIGHTEENTH: readonly CorpusSite[] = [];

// ---------------------------------------------------------------- MOKO AI (held out)

/** The overview table's capabilities ("Capability | Description"): the product's features. */
const MOKO_FEATURES = [
  'Cognitive Awareness',
  'Mathematical Reasoning',
  'Autonomous Coding',
  'Long-Term Memory',
  'Darkweb Search',
  'Marathon Reasoning',
  'Fine-Tuning Pipeline',
  'Native IDE',
  'Puzzle System',
];
/** The same capabilities described, its components, its key concepts and its roadmap's "Achieved" items. */
const MOKO_MAY_FEATURES = [
  "Dual-System architecture (Fast System 1 + Slow System 2) inspired by Kahneman's cognitive psychology",
  'Symbolic math engine: calculus, linear algebra, physics, theorem proving',
  'Coding agents that write, evaluate, fix, and test code independently',
  'Vector store, RSA storage, WAL logging, omni-domain distributed memory',
  'Integrated Tor crawler with onion search',
  'Long-chain reasoning with automatic context compression',
  'Complete pipeline to fine-tune coding models from Qwen2.5-1.5B',
  'C++ Qt6 IDE with LSP client, AI assistant, and syntax highlighting',
  'Cross-domain puzzles (math, physics, logic, code, OS control)',
  'MOKO Core Engine',
  'Dual-System Architecture',
  'NeuroMath Engine',
  'Marathon Engine',
  'RAG & Memory System',
  'MOKO IDE',
  'Native Acceleration (C++/Rust)',
  'Security System',
  'Cognitive Router',
  'Intent Router',
  'Multi-Agent System',
  'ByteQ Quantization',
  'Omni Storage',
  'Cognitive Templates',
  'Marathon Pitstop',
  'Multi-agent cognitive system with brain-inspired neural architecture',
  'Math engine with 60+ reasoning modules',
  'Dual-System (fast + slow) with iterative loop',
  'Multi-domain RAG with local vector store',
  'Fine-tuning pipeline (Qwen → MOKO Coder)',
  'Native C++ IDE with LSP and AI integration',
  'Marathon reasoning for complex problems',
  'Darkweb crawling via Tor',
  'Cross-domain puzzle system',
];
const MOKO_TOPICS = [
  'MOKO',
  'MOKO AI',
  'AI',
  'local AI',
  'cognitive operating system',
  'autonomous AI',
  'AI agents',
  'multi-agent',
  'multi-agent systems',
  'coding agents',
  'LLM',
  'RAG',
  'vector store',
  'mathematical reasoning',
  'fine-tuning',
  'llama.cpp',
  'GGUF',
  'Qwen',
  'Tor',
  'IDE',
  'Qt6',
  'C++',
  'Rust',
  'Python',
  'Linux',
  'open source',
];

const moko: CorpusSite = {
  id: 'moko-ai-readme',
  about:
    'real (brianatmoko/MOKO-AI README): a local "cognitive operating system" of AI agents; an overview table of capabilities, components, quick start, requirements, key concepts, a roadmap, contributing, and a quote closing on "— Brian Atmoko, Creator of MOKO"',
  classes: ['real', 'held-out', 'single-page', 'founders', 'readme'],
  source: realSource('brianatmoko/MOKO-AI', '75cda543', 'README.md', RENDERED),
  pages: { '/': realPage('moko-ai-readme/index.html') },
  expected: {
    // The title and the h1's name ("MOKO AI — Autonomous Cognitive Operating System"), the footer's "MOKO AI".
    name: ['MOKO AI', 'MOKO'],
    // "MIT License — free to use, modify, and distribute." and "This project is open-source": free, by the corpus's
    // convention for open-source products; OpenRouter's "Free cloud LLM access" is another product's.
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Badges only; no mark of its own.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['AI', 'Developer Tools', 'Chatbots'] },
    features: { must: MOKO_FEATURES, may: MOKO_MAY_FEATURES },
    usps: { must: [], may: [...MOKO_FEATURES, ...MOKO_MAY_FEATURES] },
    tags: { must: [], may: MOKO_TOPICS },
    keywords: { must: [], may: MOKO_TOPICS },
    // "— Brian Atmoko, Creator of MOKO" closing the author's quote: its maker, signed with the role (the title as
    // signed, as n8n's "Founder and CEO").
    founders: [{ name: 'Brian Atmoko', title: 'Creator' }],
    // Its own repository (the footer's link, "good first issue", the CI badge).
    socials: { github: 'https://github.com/brianatmoko/MOKO-AI' },
    faqs: [],
  },
  // "Inspired by Thinking, Fast and Slow by Daniel Kahneman": a book's author, no maker of this product.
  forbidden: ['founders=Daniel Kahneman', 'pricing_model=paid', 'pricing_model=subscription', 'pricing_model=freemium'],
};

export const REAL_HELD_OUT_SITES_HUNDRED_AND_EIGHTEENTH: readonly CorpusSite[] = [moko];
