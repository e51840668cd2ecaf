/**
 * Issue 34, fifty-second round: a product's own repository and community links, and links that are not the
 * company's account (a licence's tab of the repository, another repository of the organisation, a
 * contributor's own GitHub) drafted as its socials. Filled by the round: the pages tuned on, and one for one the
 * real pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and
 * linkify on) in a bare page titled with the product's name. Features and USPs are not this round's class:
 * every item of the pages' feature lists is written as a "may" (true to the page, not counted when missed).
 *
 * Tuning:
 * - twiga-readme: Tanzania-AI-Community/twiga at 5d7a2d87 (README.md): a WhatsApp chatbot for Tanzanian
 *   teachers; its header badge row links the licence's tab of the repository ("?tab=MIT-1-ov-file") beside its
 *   Discord invite, its issues and a contributor's thesis repository; "you can join our Discord … or … GitHub
 *   Discussions"; a contributors table of people's GitHub profiles; "[MIT](…?tab=MIT-1-ov-file) License".
 * - manatan-readme: KolbyML/Manatan at f4da4412 (README.md): an anime and manga reader with dictionary lookups;
 *   its header badge row: releases, GitHub Sponsors, a donation page, the licence's tab ("?tab=MIT-1-ov-file")
 *   and the Discord invite; "Discord Server: https://discord.gg/…"; other people's repositories thanked.
 * - waystt-readme (added later in the round, for the recall side): sevos/waystt at 3cf40c92 (README.md): a
 *   Wayland speech-to-text tool; its repository named only as its own in running text, "Licensed under GPL v3.0 or
 *   later. Source code: https://github.com/sevos/waystt", and in its "Building from Source" clone command; its
 *   releases page, Google's console and Hugging Face's model page linked besides.
 *
 * Held out (chosen, and their facts written, before the drafter first ran on them):
 * - gamesentenceminer-readme: bpwhelan/GameSentenceMiner at d0f396cf (README.md): a tool that makes Anki cards
 *   from games; its header badge row: releases, "Sponsor on GitHub", Ko-fi, the Discord invite and the licence's
 *   tab ("?tab=GPL-3.0-1-ov-file"); many other projects' repositories acknowledged.
 * - dstack-readme: Dstack-TEE/dstack at 312dc605 (README.md): "the open framework for confidential AI"; a
 *   header badge row (stars, the licence file, REUSE, DeepWiki, Telegram), a row "Documentation · Security ·
 *   Examples · Community" (Examples: another repository of the organisation), a "Community" line "Telegram ·
 *   GitHub Discussions · Examples", an FAQ of seven `<details>`.
 * - abstar-readme (added later in the round, one for one with waystt): briney/abstar at 13d3648c (README.md):
 *   antibody sequence annotation; a list under its lead, "Source code: github.com/briney/abstar", "Documentation: …",
 *   "Download: …", "Docker: …"; the repositories of the tools it requires (PANDAseq, the BaseSpace SDK) linked.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

/** "**Label:** text" items: the whole item, without its full stop, the label alone, the text alone. */
const labelledForms = (items: string[]) =>
  items.flatMap((item) => [
    item,
    item.replace(/\.$/, ''),
    item.replace(/^[^:]+:\s*/, ''),
    item.replace(/^[^:]+:\s*/, '').replace(/\.$/, ''),
    item.replace(/:.*$/, ''),
  ]);

// ---------------------------------------------------------------- Twiga (tuning)

const TWIGA_CLAIMS = [
  'Twiga is a WhatsApp chatbot designed specifically for Tanzanian teachers, and is being built by the Tanzania AI Community and open-source contributors.',
  'It aims to enhance the educational experience for educators by providing them with access to generative AI.',
  'Using retrieval-augmented generation (RAG), Twiga can communicate with teachers in a natural way yet combine the adaptive capabilities of LLMs with the knowledge provided in the curriculum and textbooks of the Tanzanian Institute of Education (TIE).',
  'We aim to build the bot to be used for a multitude of educational applications such as generating exams, writing lesson plans, searching for textbook info, and more.',
];
const TWIGA_TOPICS = [
  'Twiga',
  'WhatsApp',
  'WhatsApp chatbot',
  'chatbot',
  'Tanzanian teachers',
  'teachers',
  'educators',
  'education',
  'generative AI',
  'AI',
  'LLMs',
  'LLM',
  'Llama',
  'RAG',
  'retrieval-augmented generation',
  'curriculum',
  'textbooks',
  'lesson plans',
  'exams',
  'open source',
  'open-source',
  'social good',
  'Tanzania',
];

const twiga: CorpusSite = {
  id: 'twiga-readme',
  about:
    'real (Twiga\'s README): a WhatsApp chatbot for Tanzanian teachers; the licence\'s tab of the repository beside the Discord invite in the header badge row, "join our Discord … or … GitHub Discussions", a contributors table',
  classes: ['real', 'single-page', 'tuning', 'socials', 'readme'],
  source: realSource('Tanzania-AI-Community/twiga', '5d7a2d87'),
  pages: { '/': realPage('twiga-readme/index.html') },
  expected: {
    name: 'Twiga',
    // Open source; no price, no free plan stated.
    pricing_model: null,
    // "Copyright 2024-present" is a copyright year.
    founded_year: null,
    contact_email: null,
    // For Tanzanian teachers, built by the Tanzania AI Community: where the company is, not stated.
    city: null,
    country: null,
    // "is being built": no stage in words.
    stage: null,
    // The opening picture is a banner ("DALL·E Twiga Discord"), not the product's mark; no logo image.
    logo_url: null,
    // "our brief demo" links a GIF in the repository, not a video.
    demo_video_url: null,
    categories: { must: [], may: ['Chatbots', 'AI', 'Education'] },
    features: { must: [], may: TWIGA_CLAIMS.flatMap((text) => [text, text.replace(/\.$/, '')]) },
    usps: { must: [], may: TWIGA_CLAIMS.flatMap((text) => [text, text.replace(/\.$/, '')]) },
    tags: { must: [], may: TWIGA_TOPICS },
    keywords: { must: [], may: TWIGA_TOPICS },
    // "Copyright 2024-present, Victor Oldensand" and the contributors table: no founding word.
    founders: [],
    // The header's Discord badge and "you can join our Discord …, or … contact us … using GitHub Discussions":
    // its places to talk. No link to the repository or the organisation itself: the licence's tab
    // ("?tab=MIT-1-ov-file"), the issues and the docs' files are pages inside it, no account.
    socials: {
      custom: ['https://discord.gg/bCe2HfZY2C', 'https://github.com/Tanzania-AI-Community/twiga/discussions'],
    },
    faqs: [],
  },
  // The licence's tab is no account; a contributor's thesis repository and the contributors' profiles are
  // people's; the sponsors are other companies.
  forbidden: [
    'ov-file',
    'github.com/jurmy24',
    'github.com/EssaMohamedali',
    'github.com/alvaro-mazcu',
    'founders=Victor Oldensand',
    'name=Tanzania AI Community',
    'name=Meta',
    'name=Neon',
    'name=Modal',
  ],
};

// ---------------------------------------------------------------- Manatan (tuning)

const MANATAN_ITEMS = [
  'Zero Configuration: No need to install "Monkey scripts," configure Optical Character Recognition (OCR) tools, or mess with command lines.',
  'Universal Language Support: Manatan supports every language.',
  'Built-in OCR for Manga: Just hover over text to get selectable text for dictionary lookups.',
  'Anime Support: Subtitle parsing with popup dictionary lookups while you watch.',
  '1-Click Anime Cards: Generate Anki cards from anime sentences with a single click, with sentence audio.',
  'Novel Support: Read EPUBs with sync across devices, instant dictionary lookups, and Anki card generation.',
  'Sync: Keep your media progress and learning data synced across devices.',
  'Manga File Support: Read local manga from folders, CBZ/ZIP, EPUB, and modern image formats like JPEG XL.',
  'Cross-Platform: Run the exact same interface on your PC, Mac, Android, or iOS device.',
  'Extensible: Supports Mihon, Aniyomi, and Aidoku extensions',
];
const MANATAN_MAY = [
  ...labelledForms(MANATAN_ITEMS),
  'The easiest way to watch anime or read manga, light novels, and EPUBs with instant OCR/subtitle lookup.',
  'The easiest way to watch anime or read manga, light novels, and EPUBs with instant OCR/subtitle lookup',
  'No scripts, no complex setup—just download and go.',
];
const MANATAN_TOPICS = [
  'Manatan',
  'anime',
  'manga',
  'light novels',
  'novels',
  'EPUBs',
  'EPUB',
  'OCR',
  'subtitle lookup',
  'subtitles',
  'dictionary lookups',
  'dictionary lookup',
  'popup dictionary',
  'Anki',
  'Anki cards',
  'anime cards',
  'local manga',
  'local anime',
  'Yomitan',
  'Mihon',
  'Aniyomi',
  'Aidoku',
  'extensions',
  'sync',
  'cross-platform',
  'Flatpak',
];

const manatan: CorpusSite = {
  id: 'manatan-readme',
  about:
    "real (Manatan's README): an anime and manga reader with OCR and dictionary lookups; its header badge row holds releases, GitHub Sponsors, a donation page, the licence's tab of the repository and the Discord invite",
  classes: ['real', 'single-page', 'tuning', 'socials', 'readme'],
  source: realSource('KolbyML/Manatan', 'f4da4412'),
  pages: { '/': realPage('manatan-readme/index.html') },
  expected: {
    name: 'Manatan',
    // A "donate" badge and GitHub Sponsors: money given, no price of the product, no free plan stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "The iOS app is currently in Public Beta": an offering's beta, not the product's stage.
    stage: null,
    // Screenshots only; no image of the product's mark.
    logo_url: null,
    demo_video_url: null,
    // Reading manga and watching anime with dictionary lookups and Anki cards: learning at most.
    categories: { must: [], may: ['Education'] },
    features: { must: [], may: MANATAN_MAY },
    usps: { must: [], may: MANATAN_MAY },
    tags: { must: [], may: MANATAN_TOPICS },
    keywords: { must: [], may: MANATAN_TOPICS },
    founders: [],
    // The header's Discord badge, "Discord Server: https://discord.gg/…", "join our Discord Server". No link to
    // the repository or its owner itself: its releases, its issues, the licence's tab ("?tab=MIT-1-ov-file").
    socials: { custom: 'https://discord.gg/tDAtpPN8KK' },
    faqs: [],
  },
  // The licence's tab is no account; the sponsorship and donation pages ask for money; the Nix flake and the
  // projects thanked are other people's repositories.
  forbidden: [
    'ov-file',
    'github.com/sponsors',
    'manatan.com/support',
    'github.com/GKHWB',
    'github.com/Suwayomi',
    'github.com/Manhhao',
    'stage=beta',
    'name=Suwayomi',
  ],
};

// ---------------------------------------------------------------- waystt (tuning, added for the recall side)

const WAYSTT_ITEMS = [
  'Signal-driven: Press keybind → speak → get text (no GUI needed)',
  'UNIX philosophy: Outputs transcribed text to stdout for piping to other tools',
  'On-demand operation: Starts when called, processes audio, then exits',
  'Audio feedback: Beeps confirm recording start/stop and success',
  'Wayland native: Works with modern Linux desktops (Hyprland, Niri, etc.)',
  'Optional local transcription: Run Whisper locally using whisper-rs',
];
const WAYSTT_TOPICS = [
  'waystt',
  'Wayland',
  'speech-to-text',
  'speech to text',
  'Speech-to-Text Tool',
  'transcription',
  'transcribes audio',
  'audio',
  'OpenAI Whisper',
  'Whisper',
  'whisper-rs',
  'local transcription',
  'Google Speech-to-Text',
  'keybind',
  'keybindings',
  'keyboard shortcuts',
  'Hyprland',
  'Niri',
  'Linux',
  'stdout',
  'clipboard',
  'UNIX philosophy',
  'PipeWire',
  'ydotool',
  'signals',
  'Rust',
  'dictation',
  'voice typing',
];

const waystt: CorpusSite = {
  id: 'waystt-readme',
  about:
    'real (waystt\'s README): a Wayland speech-to-text tool; its repository named as its own only in running text ("Source code: https://github.com/sevos/waystt" after its licence, and a clone command)',
  classes: ['real', 'single-page', 'tuning', 'socials', 'readme'],
  source: realSource('sevos/waystt', '3cf40c92'),
  pages: { '/': realPage('waystt-readme/index.html') },
  expected: {
    name: 'waystt',
    // Free software; the OpenAI and Google APIs it calls have their own prices: no price of its own.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A speech-to-text tool for the desktop, on Whisper: productivity, AI; a command-line tool for developers.
    categories: { must: [], may: ['Productivity', 'AI', 'Developer Tools'] },
    features: { must: [], may: labelledForms(WAYSTT_ITEMS) },
    usps: { must: [], may: labelledForms(WAYSTT_ITEMS) },
    tags: { must: [], may: WAYSTT_TOPICS },
    keywords: { must: [], may: WAYSTT_TOPICS },
    founders: [],
    // "Licensed under GPL v3.0 or later. Source code: https://github.com/sevos/waystt": the page's own
    // repository, named as its source code (and cloned in "Building from Source"). Its releases page is a page
    // inside it; Google's console and Hugging Face's model page are other companies'.
    socials: { github: 'https://github.com/sevos/waystt' },
    faqs: [],
  },
  forbidden: [
    'github.com/sevos/waystt/releases',
    'console.cloud.google.com',
    'huggingface.co',
    'name=OpenAI',
    'name=Wayland',
  ],
};

export const REAL_TUNING_SITES_FIFTY_SECOND: readonly CorpusSite[] = [twiga, manatan, waystt];

// ---------------------------------------------------------------- GameSentenceMiner (held out)

const GSM_ITEMS = [
  'Audio Capture: Uses Voice Activity Detection (VAD) to record and trim the specific voice line associated with the text.',
  'Screenshots: Captures the game state the moment the line is spoken. GIFs and Black Bar Removal are supported.',
  "Mine from History: Go back and create cards from previous lines you've encountered (i.e. cutscenes).",
  'Multi-Line Support: Capture multiple lines of dialogue into one card using the built-in Texthooker.',
  'AI Translation: Optional integration to provide sentence translations using your own API key.',
  "Easy Setup: Managed installation means you don't need to fiddle with terminals.",
  'Two-Pass System: Clean, fast output similar to as if you had a hook.',
  'Customizable Capture Zones: Define exactly where text appears on your screen for optimal results.',
  "Kanji Grid: View every Kanji you've encountered and click them to see their source sentences.",
  'Goals: Set daily reading targets.',
  'Tools: Clean up and organize your mining history.',
];
const GSM_LINES = [
  "OCR to get get text from a game that doesn't support text hooks.",
  'Look up words with Yomitan in game.',
  'Create Anki cards with game audio + screenshot (or gif) automatically.',
  'Hover over characters in-game to see definitions via Yomitan.',
  'Create cards without ever leaving the game window.',
  'Automatically Generated Furigana Display In Game.',
  'GSM is an application designed to automate the process of creating flashcards while you play.',
  "It sits between your game and Anki, handling audio recording, screenshots, and OCR so you don't have to interrupt your gameplay.",
  'GSM automatically adds context to your Anki cards whenever you create them.',
  'GSM includes a transparent overlay for instant dictionary lookups.',
  'Track your immersion habits with the stats dashboard.',
  'Turn your gaming time into language mastery.',
];
const GSM_MAY = [
  ...labelledForms(GSM_ITEMS),
  ...GSM_LINES.flatMap((text) => [text, text.replace(/\.$/, '')]),
  'Anki Card Enhancement',
  'OCR (Text Recognition)',
  'Overlay',
  'Statistics',
];
const GSM_TOPICS = [
  'GSM',
  'GameSentenceMiner',
  'Anki',
  'Anki cards',
  'flashcards',
  'cards',
  'games',
  'gaming',
  'game',
  'OCR',
  'text recognition',
  'Yomitan',
  'overlay',
  'dictionary lookups',
  'language learning',
  'language mastery',
  'sentence mining',
  'mining',
  'audio capture',
  'screenshots',
  'Texthooker',
  'text hooks',
  'Kanji',
  'Kanji Grid',
  'Furigana',
  'statistics',
  'immersion',
  'AI translation',
];

const gamesentenceminer: CorpusSite = {
  id: 'gamesentenceminer-readme',
  about:
    "real (GameSentenceMiner's README): Anki cards made from games; its header badge row holds releases, \"Sponsor on GitHub\", Ko-fi, the Discord invite and the licence's tab of the repository; other projects' repositories acknowledged",
  classes: ['real', 'single-page', 'held-out', 'socials', 'readme'],
  source: realSource('bpwhelan/GameSentenceMiner', 'd0f396cf'),
  pages: { '/': realPage('gamesentenceminer-readme/index.html') },
  expected: {
    name: ['GSM', 'GameSentenceMiner', 'GSM (GameSentenceMiner)'],
    // Sponsoring and Ko-fi ask for money; no price or free plan stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening picture, alt "gamesentenceminer": the product's mark.
    logo_url: 'https://github.com/bpwhelan/GameSentenceMiner/blob/main/assets/gsm.png?raw=true',
    // Its clips are GitHub attachments without a file type; the YouTube link is an installation guide.
    demo_video_url: null,
    categories: { must: [], may: ['Education'] },
    features: { must: [], may: GSM_MAY },
    usps: { must: [], may: GSM_MAY },
    tags: { must: [], may: GSM_TOPICS },
    keywords: { must: [], may: GSM_TOPICS },
    founders: [],
    // The header's Discord badge. Its GitHub links are releases, the sponsorship page, files in the repository
    // and the licence's tab ("?tab=GPL-3.0-1-ov-file"): no account.
    socials: { custom: 'https://discord.gg/yP8Qse6bb8' },
    faqs: [],
  },
  // The licence's tab is no account; the sponsorship and donation pages ask for money; the acknowledged
  // projects' repositories are others'.
  forbidden: [
    'ov-file',
    'github.com/sponsors',
    'ko-fi.com',
    'github.com/AuroraWright',
    'github.com/yomidevs',
    'github.com/Renji-XD',
    'github.com/chaiNNer-org',
    'name=OwOCR',
    'name=Yomitan',
    'name=Anki',
  ],
};

// ---------------------------------------------------------------- dstack (held out)

const DSTACK_ITEMS = [
  'Docker Compose native: Bring your docker-compose.yaml as-is. No SDK, no code changes.',
  'Encrypted by default: Network traffic and disk storage encrypted out of the box.',
  'Private by hardware: Data encrypted in memory, inaccessible even to the host.',
  'Reproducible OS: Deterministic builds mean anyone can verify the OS image hash.',
  'Workload identity: Every app gets an attested identity users can verify cryptographically.',
  'Confidential GPUs: Native support for NVIDIA Confidential Computing (H100, Blackwell).',
  'Isolated keys: Per-app keys derived in TEE. Survives hardware failure. Never exposed to operators.',
  "Code governance: Updates follow predefined rules (e.g., multi-party approval). Operators can't swap code or access secrets.",
];
const DSTACK_COMPONENTS = [
  "Guest Agent: Runs inside each CVM. Generates TDX attestation quotes so users can verify exactly what's running. Provisions per-app cryptographic keys from KMS. Encrypts local storage. Apps interact via /var/run/dstack.sock.",
  "KMS: Runs in its own TEE. Verifies TDX quotes before releasing keys. Enforces authorization policies defined in on-chain smart contracts — operators cannot bypass these checks. Derives deterministic keys bound to each app's attested identity.",
  'Gateway: Terminates TLS at the edge and provisions ACME certificates automatically. Routes traffic to CVMs. All internal communication uses RA-TLS for mutual attestation.',
  'VMM: Runs on bare-metal TDX hosts. Parses docker-compose files directly — no app changes needed. Boots CVMs from a reproducible OS image. Allocates CPU, memory, and confidential GPU resources.',
];
const DSTACK_LINES = [
  'dstack is the open framework for confidential AI — deploy AI applications with cryptographic privacy guarantees.',
  'The open framework for confidential AI.',
  "Users can cryptographically verify exactly what's running: private AI with your existing Docker workflow.",
  'With dstack, your containers run inside confidential VMs (Intel TDX) with native support for NVIDIA Confidential Computing (H100, Blackwell).',
];
const DSTACK_MAY = [
  ...labelledForms(DSTACK_ITEMS),
  ...labelledForms(DSTACK_COMPONENTS),
  ...DSTACK_LINES.flatMap((text) => [text, text.replace(/\.$/, '')]),
  'Zero friction onboarding',
  'Hardware-rooted security',
  'Trustless operations',
];
const DSTACK_TOPICS = [
  'dstack',
  'confidential AI',
  'confidential computing',
  'Confidential VMs',
  'TEE',
  'Intel TDX',
  'TDX',
  'AMD SEV-SNP',
  'NVIDIA Confidential Computing',
  'GPU TEE',
  'attestation',
  'Docker',
  'Docker Compose',
  'docker-compose',
  'containers',
  'KMS',
  'key management',
  'Gateway',
  'VMM',
  'SDK',
  'SDKs',
  'reproducible OS',
  'private AI',
  'privacy',
  'security',
  'open source',
  'framework',
  'self-hosting',
  'Phala Cloud',
];

const dstack: CorpusSite = {
  id: 'dstack-readme',
  about:
    'real (dstack\'s README): confidential AI on TEE hardware; a header badge row with Telegram, a "Documentation · Security · Examples · Community" row whose Examples is another repository of the organisation, "Telegram · GitHub Discussions · Examples" under Community, an FAQ',
  classes: ['real', 'single-page', 'held-out', 'socials', 'faqs', 'readme'],
  source: realSource('Dstack-TEE/dstack', '312dc605'),
  pages: { '/': realPage('dstack-readme/index.html') },
  expected: {
    name: 'dstack',
    // "For enterprise support and licensing, book a call": no price stated.
    pricing_model: null,
    founded_year: null,
    // "For enterprise support and licensing, … email us at support@phala.network".
    contact_email: 'support@phala.network',
    city: null,
    country: null,
    // "Is this production-ready? Yes. dstack powers production AI infrastructure …": an FAQ's answer about
    // readiness, not a launch in words; and AMD SEV-SNP "is new and experimental" is one platform's.
    stage: null,
    // The opening image, alt "dstack", in the repository.
    logo_url: '{base}/dstack-logo.svg',
    demo_video_url: null,
    // A framework for deploying AI applications in TEEs, with SDKs: developer tooling, AI infrastructure.
    categories: { must: [], may: ['AI', 'Developer Tools', 'APIs'] },
    features: { must: [], may: DSTACK_MAY },
    usps: { must: [], may: DSTACK_MAY },
    tags: { must: [], may: DSTACK_TOPICS },
    keywords: { must: [], may: DSTACK_TOPICS },
    // "Original Contributors: Hang Yin, Kevin Wang, Andrew Miller": contributors, no founding word; the
    // booking link's "founders" is a page's address.
    founders: [],
    // Its Telegram group: the header badge, the header row's "Community", the Community line; the GitHub
    // Discussions there too. Its GitHub links are the stargazers, the licence file, the pulse, a folder and
    // another repository of the organisation ("Examples"): no account of the company.
    socials: {
      custom: ['https://t.me/+UO4bS4jflr45YmUx', 'https://github.com/Dstack-TEE/dstack/discussions'],
    },
    faqs: [
      'Why not use AWS Nitro / Azure Confidential VMs / GCP directly?',
      'How is this different from SGX/Gramine?',
      "What's the performance overhead?",
      'Is this production-ready?',
      'Can I run this on my own hardware?',
      'What TEE hardware is supported?',
      'How do users verify my deployment?',
    ],
  },
  // The examples repository is another repository, no account; the tweet is a person's; the compared clouds,
  // the customers and the auditor are other companies; the contributors are not called founders.
  forbidden: [
    'github.com/Dstack-TEE/dstack-examples',
    'ilblackdragon',
    'founders=Hang Yin',
    'founders=Kevin Wang',
    'founders=Andrew Miller',
    'name=Phala Cloud',
    'name=OpenRouter',
    'name=NEAR AI',
    'name=zkSecurity',
  ],
};

// ---------------------------------------------------------------- abstar (held out, added one for one with waystt)

const ABSTAR_CLAIMS = [
  'VDJ assignment and antibody sequence annotation.',
  'Scalable from a single sequence to billions of sequences.',
  'Most core abstar functions are available through a public API, making it easier to run abstar as a component of integrated analysis pipelines.',
];
const ABSTAR_TOPICS = [
  'abstar',
  'VDJ assignment',
  'antibody',
  'antibody sequence annotation',
  'sequence annotation',
  'sequences',
  'FASTA',
  'FASTQ',
  'BaseSpace',
  'Illumina',
  'MongoDB',
  'Celery',
  'germline',
  'germline databases',
  'UAID',
  'molecular barcode',
  'PANDAseq',
  'Python',
  'API',
  'pip',
  'Docker',
  'bioinformatics',
  'human',
  'mouse',
  'macaque',
];

const abstar: CorpusSite = {
  id: 'abstar-readme',
  about:
    'real (abstar\'s README): antibody sequence annotation; "Source code: github.com/briney/abstar" in a list of its places under the lead, the repositories of tools it requires linked below',
  classes: ['real', 'single-page', 'held-out', 'socials', 'readme'],
  source: realSource('briney/abstar', '13d3648c'),
  pages: { '/': realPage('abstar-readme/index.html') },
  expected: {
    name: 'abstar',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // Only status badges above the title: no mark.
    logo_url: null,
    demo_video_url: null,
    // A scientific command-line tool and Python API: developer tooling, data tooling.
    categories: { must: [], may: ['Developer Tools', 'APIs', 'Databases'] },
    // No features list: the options and helper scripts are how to run it; its claims are the lead's and the API's.
    features: { must: [], may: ABSTAR_CLAIMS.flatMap((text) => [text, text.replace(/\.$/, '')]) },
    usps: { must: [], may: ABSTAR_CLAIMS.flatMap((text) => [text, text.replace(/\.$/, '')]) },
    tags: { must: [], may: ABSTAR_TOPICS },
    keywords: { must: [], may: ABSTAR_TOPICS },
    founders: [],
    // "Source code: github.com/briney/abstar", first of its list of places under the lead. Its Docker Hub
    // image and PyPI page are downloads, no account on a listed platform.
    socials: { github: 'https://github.com/briney/abstar' },
    faqs: [],
  },
  // The tools it requires are other projects: their repositories are no account of abstar's.
  forbidden: ['github.com/neufeld', 'github.com/basespace', 'continuum.io', 'mongodb.org', 'name=BaseSpace'],
};

export const REAL_HELD_OUT_SITES_FIFTY_SECOND: readonly CorpusSite[] = [gamesentenceminer, dstack, abstar];
