/**
 * Issue 34, sixty-fifth round: socials — the product's own chat reached through a short-link sub-domain of its own
 * domain ("s.voltagent.dev/discord", "go.chainfiliates.so/discord") missed, its own repository named in running
 * text, and another repository of the organisation drafted as its GitHub. Filled by the round: the pages tuned on,
 * and one for one the real pages held out (chosen, and their facts written from the page, before the drafter first
 * ran on them).
 *
 * Each page is a product's README kept in its repository at the commit, rendered by markdown-it (html and linkify
 * on) in a bare page titled with the product's name. Features and USPs are not this round's class: every list item
 * of the pages is written as a "may" (true to the page, not counted when missed).
 *
 * Tuning:
 * - voltagent-readme: VoltAgent/voltagent at 3377f6d1 (README.md): an AI agent engineering platform; its header
 *   badge row links "s.voltagent.dev/discord" (a redirect on a sub-domain of its own domain) beside a "follow
 *   @voltagent_dev" badge; "Join our Discord server for questions and discussions."; only pages inside its
 *   repository (issues, examples) linked, no repository root.
 * - chainfiliates-readme: AccreDeFi2/ChainFiliates at 2f7fe88f (README.md): a web3 referrals platform; a header row
 *   "Website | Documentation | Discord | Twitter" whose Discord and Twitter are redirects on "go.chainfiliates.so";
 *   "Join the ChainFiliates Discord", "Engage with our community on our Discord server or our Twitter profile",
 *   "head over to our GitHub repository"; another repository of the organisation ("programs") linked.
 *
 * Held out (chosen, and their facts written, before the drafter first ran on them):
 * - prisma-readme-sixty-fifth: prisma/prisma at 9b75b955 (README.md): Prisma Next, a TypeScript rewrite of Prisma
 *   ORM; a header row "Discord | X | Blog Post | Architecture" whose Discord is "pris.ly/discord" (a short domain
 *   of its own); the opening picture links the repository.
 * - rivet-readme: rivet-dev/rivet at cb33baec (README.md): Rivet Actors; a header row "Quickstart • Documentation
 *   • Changelog • Discord • X" ("www.rivet.dev/discord"), "[View on GitHub →](github.com/rivet-dev/rivet)" in
 *   running text, a "Community" list of links each with a few words ("Discord - Chat with the community").
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- VoltAgent (tuning)

const VOLTAGENT_ITEMS = [
  'Open-Source TypeScript Framework – Memory, RAG, Guardrails, Tools, MCP, Voice, Workflow, and more.',
  'Open-Source TypeScript Framework – Memory, RAG, Guardrails, Tools, MCP, Voice, Workflow, and more',
  'VoltOps Console Cloud Self-Hosted – Observability, Automation, Deployment, Evals, Guardrails, Prompts, and more.',
  'VoltOps Console Cloud Self-Hosted – Observability, Automation, Deployment, Evals, Guardrails, Prompts, and more',
  'Core Runtime (@voltagent/core): Define agents with typed roles, tools, memory, and model providers in one place so everything stays organized.',
  'Core Runtime (@voltagent/core): Define agents with typed roles, tools, memory, and model providers in one place so everything stays organized',
  'Workflow Engine: Describe multi-step automations declaratively rather than stitching together custom control flow.',
  'Workflow Engine: Describe multi-step automations declaratively rather than stitching together custom control flow',
  'Supervisors & Sub-Agents: Run teams of specialized agents under a supervisor runtime that routes tasks and keeps them in sync.',
  'Supervisors & Sub-Agents: Run teams of specialized agents under a supervisor runtime that routes tasks and keeps them in sync',
  'Tool Registry & MCP: Ship Zod-typed tools with lifecycle hooks and cancellation, and connect to Model Context Protocol servers without extra glue code.',
  'Tool Registry & MCP: Ship Zod-typed tools with lifecycle hooks and cancellation, and connect to Model Context Protocol servers without extra glue code',
  'LLM Compatibility: Swap between OpenAI, Anthropic, Google, or other providers by changing config, not rewriting agent logic.',
  'LLM Compatibility: Swap between OpenAI, Anthropic, Google, or other providers by changing config, not rewriting agent logic',
  'Memory: Attach durable memory adapters so agents remember important context across runs.',
  'Memory: Attach durable memory adapters so agents remember important context across runs',
  'Resumable Streaming: Let clients reconnect to in-flight streams after refresh and continue receiving the same response.',
  'Resumable Streaming: Let clients reconnect to in-flight streams after refresh and continue receiving the same response',
  'Retrieval & RAG: Plug in retriever agents to pull facts from your data sources and ground responses (RAG) before the model answers.',
  'Retrieval & RAG: Plug in retriever agents to pull facts from your data sources and ground responses (RAG) before the model answers',
  'VoltAgent Knowledge Base: Use the managed RAG service for document ingestion, chunking, embeddings, and search.',
  'VoltAgent Knowledge Base: Use the managed RAG service for document ingestion, chunking, embeddings, and search',
  'Voice: Add text-to-speech and speech-to-text capabilities with OpenAI, ElevenLabs, or custom voice providers.',
  'Voice: Add text-to-speech and speech-to-text capabilities with OpenAI, ElevenLabs, or custom voice providers',
  'Guardrails: Intercept and validate agent input or output at runtime to enforce content policies and safety rules.',
  'Guardrails: Intercept and validate agent input or output at runtime to enforce content policies and safety rules',
  'Evals: Run agent eval suites alongside your workflows to measure and improve agent behavior.',
  'Evals: Run agent eval suites alongside your workflows to measure and improve agent behavior',
  'Open the Console: Click the VoltOps LLM Observability Platform link in your terminal output (or copy-paste it into your browser).',
  'Open the Console: Click the VoltOps LLM Observability Platform link in your terminal output (or copy-paste it into your browser)',
  'Find Your Agent: On the VoltOps LLM Observability Platform page, you should see your agent listed (e.g., "my-agent").',
  'Find Your Agent: On the VoltOps LLM Observability Platform page, you should see your agent listed (e.g., "my-agent")',
  "Open Agent Details: Click on your agent's name.",
  "Open Agent Details: Click on your agent's name",
  'Start Chatting: On the agent detail page, click the chat icon in the bottom right corner to open the chat window.',
  'Start Chatting: On the agent detail page, click the chat icon in the bottom right corner to open the chat window',
  'Send a Message: Type a message like "Hello" and press Enter.',
  'Send a Message: Type a message like "Hello" and press Enter',
  'Go to the Workflows Page: After starting your server, go directly to the Workflows page.',
  'Go to the Workflows Page: After starting your server, go directly to the Workflows page',
  'Select Your Project: Use the project selector to choose your project (e.g., "my-agent-app").',
  'Select Your Project: Use the project selector to choose your project (e.g., "my-agent-app")',
  'Find and Run: You will see "Expense Approval Workflow" listed. Click it, then click the "Run" button.',
  'Find and Run: You will see "Expense Approval Workflow" listed. Click it, then click the "Run" button',
  'Provide Input: The workflow expects a JSON object with expense details. Try a small expense for automatic approval:{ "employeeId": "EMP-123", "amount": 250, "category": "office-supplies", "description": "New laptop mouse and keyboard" }',
  'View the Results: After execution, you can inspect the detailed logs for each step and see the final output directly in the console.',
  'View the Results: After execution, you can inspect the detailed logs for each step and see the final output directly in the console',
  'Airtable Agent - React to new records and write updates back into Airtable with VoltOps actions.',
  'Airtable Agent - React to new records and write updates back into Airtable with VoltOps actions',
  'Slack Agent - Respond to channel messages and reply via VoltOps Slack actions.',
  'Slack Agent - Respond to channel messages and reply via VoltOps Slack actions',
  'ChatGPT App With VoltAgent - Deploy VoltAgent over MCP and connect to ChatGPT Apps.',
  'ChatGPT App With VoltAgent - Deploy VoltAgent over MCP and connect to ChatGPT Apps',
  'WhatsApp Order Agent - Build a WhatsApp chatbot that handles food orders through natural conversation. (Source)',
  'YouTube to Blog Agent - Convert YouTube videos into Markdown blog posts using a supervisor agent with MCP tools. (Source)',
  'AI Ads Generator Agent - Generate Instagram ads using BrowserBase Stagehand and Google Gemini AI. (Source)',
  'AI Recipe Generator Agent - Create personalized cooking suggestions based on ingredients and preferences. (Source | Video)',
  'AI Research Assistant Agent - Multi-agent research workflow for generating comprehensive reports. (Source | Video)',
  'Start with interactive tutorial to learn the fundamentals building AI Agents.',
  'Start with interactive tutorial to learn the fundamentals building AI Agents',
  'Documentation: Dive into guides, concepts, and tutorials.',
  'Documentation: Dive into guides, concepts, and tutorials',
  'Examples: Explore practical implementations.',
  'Examples: Explore practical implementations',
  'Blog: Read more about technical insights, and best practices.',
  'Blog: Read more about technical insights, and best practices',
];

const voltagent: CorpusSite = {
  id: 'voltagent-readme',
  about:
    'real (VoltAgent\'s README): an AI agent engineering platform; its Discord through "s.voltagent.dev/discord" in the header badge row and "Join our Discord server", a follow badge',
  classes: ['real', 'single-page', 'tuning', 'socials', 'readme'],
  source: realSource('VoltAgent/voltagent', '3377f6d1'),
  pages: { '/': realPage('voltagent-readme/index.html') },
  expected: {
    name: 'VoltAgent',
    // Open source (MIT); the VoltOps console is offered, no price or free plan stated.
    pricing_model: null,
    // "Copyright © 2026-present" is a copyright year.
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The opening picture is a banner uploaded to GitHub (an opaque "user-attachments" address, alt "voltagent"), as
    // Twiga's is: no mark by the corpus's convention (corrected after the first run: it had been written as the logo).
    logo_url: null,
    // "Watch Video" links are example tutorials, not a demo of the product.
    demo_video_url: null,
    categories: { must: [], may: ['AI', 'Developer Tools', 'Observability', 'Monitoring', 'Frameworks', 'Automation'] },
    features: { must: [], may: VOLTAGENT_ITEMS },
    usps: { must: [], may: VOLTAGENT_ITEMS },
    tags: {
      must: [],
      may: [
        'AI agents',
        'agents',
        'TypeScript',
        'LLM',
        'observability',
        'MCP',
        'RAG',
        'workflows',
        'memory',
        'open source',
        'open-source',
      ],
    },
    keywords: {
      must: [],
      may: [
        'VoltAgent',
        'AI agents',
        'agents',
        'TypeScript',
        'LLM',
        'observability',
        'MCP',
        'RAG',
        'workflows',
        'memory',
        'VoltOps',
        'open source',
        'open-source',
      ],
    },
    founders: [],
    // The header's Discord badge and "Join our Discord server …" (a redirect on the product's own domain), and the
    // "follow @voltagent_dev" badge. No link to the repository itself: issues, pulls and examples are pages inside it.
    socials: {
      custom: 'https://s.voltagent.dev/discord',
      x: 'https://x.com/voltagent_dev',
    },
    faqs: [],
  },
  // A sponsor's product is another company's.
  forbidden: ['ego.app', 'name=Ego Lite'],
};

// ---------------------------------------------------------------- ChainFiliates (tuning)

const CHAINFILIATES_ITEMS = [
  'Create a Partnership Campaign that defines conversion events and their associated incentives. These events are triggered within your Web App, infrastructure, and even Smart Contracts.',
  'Create a Partnership Campaign that defines conversion events and their associated incentives. These events are triggered within your Web App, infrastructure, and even Smart Contracts',
  'Fund the Campaign to ensure partners are aware of available funds and therefore remaining incentives.',
  'Fund the Campaign to ensure partners are aware of available funds and therefore remaining incentives',
  'When a conversion event is triggered off the back of a referral, the referrer (aka. Partner) accrues rewards accordingly.',
  'When a conversion event is triggered off the back of a referral, the referrer (aka. Partner) accrues rewards accordingly',
  "Learn and understand a Campaign to know if it's suitable for your audience, community, or clients.",
  "Learn and understand a Campaign to know if it's suitable for your audience, community, or clients",
  'Engage the Campaign and get a shareable invite link.',
  'Engage the Campaign and get a shareable invite link',
  "Share your link to refer people to the Brand's service.",
  "Share your link to refer people to the Brand's service",
  "Earn rewards when referred people trigger conversion events within the Brand's service.",
  "Earn rewards when referred people trigger conversion events within the Brand's service",
  'Claim your rewards',
  'Deploy the ChainFiliates Stack.',
  'Deploy the ChainFiliates Stack',
  'Invite your community to your ChainFiliates instance to seed the partner network.',
  'Invite your community to your ChainFiliates instance to seed the partner network',
  '(Optionally) Yield a commission when partners claim their rewards.',
  '(Optionally) Yield a commission when partners claim their rewards',
  'ERC20 tokens such as USDC, or ETH',
  'ERC721 or ERC1155 NFTs',
  "There's also logic to support AR tokens",
  'An application to deliver a user-friendly front-end interface, and server-side operations',
  'Database migrations to ensure smooth deployment and updates',
  'Command-line tools for administrative support',
  'A Listener service that facilitates conversions based on Smart Contract events.',
  'A Listener service that facilitates conversions based on Smart Contract events',
  "Core Web App: ChainFiliates Core's central component is a NextJS-based Application that provides an accessible and user-friendly interface for managing campaigns. It also ensures smooth interaction with other services by employing deployed serverless functions.",
  "Core Web App: ChainFiliates Core's central component is a NextJS-based Application that provides an accessible and user-friendly interface for managing campaigns. It also ensures smooth interaction with other services by employing deployed serverless functions",
  "User-owned Database: By leveraging Ceramic's decentralized data storage network, ChainFiliates Core provides a secure and user-centric data management solution. Ceramic schemas ensure organized and consistent data storage for elements like partnerships, campaign details, and advertiser profiles while allowing users to maintain control over their data.",
  "User-owned Database: By leveraging Ceramic's decentralized data storage network, ChainFiliates Core provides a secure and user-centric data management solution. Ceramic schemas ensure organized and consistent data storage for elements like partnerships, campaign details, and advertiser profiles while allowing users to maintain control over their data",
  "Sybil Resistance: Employs Humanode's Sybil Resistance and OAuth systems to maintain the integrity of user interactions within the platform, ensuring that only genuine users can participate in the ecosystem and preserving the security and trustworthiness of user accounts.",
  "Sybil Resistance: Employs Humanode's Sybil Resistance and OAuth systems to maintain the integrity of user interactions within the platform, ensuring that only genuine users can participate in the ecosystem and preserving the security and trustworthiness of user accounts",
  'Graph Database: Centralized storage using ArangoDB, a multi-mode graph database. It holds data about user interactions, partnerships, campaigns, and more.',
  'Graph Database: Centralized storage using ArangoDB, a multi-mode graph database. It holds data about user interactions, partnerships, campaigns, and more',
  "(Optional) Listener Service: An service for listening to an EVM Blockchain and creating conversions off the back of Smart Contract events. Where a Campaign is configured to include events that reference Smart Contracts, the Shareable Invite Links will request a Wallet Connection from referred users to capture their wallets and attribute them to a Partner's referrals",
  "Where a Campaign is configured to include events that reference Smart Contracts, the Shareable Invite Links will request a Wallet Connection from referred users to capture their wallets and attribute them to a Partner's referrals",
  'Ensure your system meets the requirements:',
  'Node.js (v14 or higher)',
  'Yarn (v1)',
  'docker-compose (v1.25.5 or higher)',
  'Clone the repository:',
  'To install dependencies, run pnpm install in the root directory. ChainFiliates Core is a monorepo with multiple packages in the packages directory. Each package has its own package.json and scripts. Learn more about PNPM Workspaces.',
  'To install dependencies, run pnpm install in the root directory. ChainFiliates Core is a monorepo with multiple packages in the packages directory. Each package has its own package.json and scripts. Learn more about PNPM Workspaces',
  'For package overviews and instructions to start services, refer to the respective package documentation.',
  'For package overviews and instructions to start services, refer to the respective package documentation',
  'By using the frontend interface deployed by the same node',
  'By integrating directly with your servers, utilizing User Programs',
  'Run the Next.js application locally',
  'Deploy this application to Vercel',
  'Set up an ArangoDB instance on ArangoDB Cloud or on-premise, even at your local machine',
  'Set up a database and a database user for ChainFiliates Core usage',
  'Install Golang and necessary dependencies to run ArangoMiGO',
  'Install ArangoMiGO',
  'Run the migration files to create and update the database structure required by ChainFiliates Core',
  'Use the Listener Node locally',
  'Deploy the Listener Node using docker',
  'Manually deploy the Listener Node to a VPS (e.g. Ubuntu)',
  'Create a Vercel account to support the deployment of the app package.',
  'Create a Vercel account to support the deployment of the app package',
  "Set up ArangoDB Cloud or On-Premise to handle ChainFiliates's data. Refer to the graph package to learn more.",
  "Set up ArangoDB Cloud or On-Premise to handle ChainFiliates's data. Refer to the graph package to learn more",
  'Create a Sentry account to enable error tracking and monitoring for your ChainFiliates Core deployment. This will help you identify and resolve issues more efficiently, ensuring a smoother user experience.',
  'Create a Sentry account to enable error tracking and monitoring for your ChainFiliates Core deployment. This will help you identify and resolve issues more efficiently, ensuring a smoother user experience',
  'Don’t forget to check if our Documentation already covers you',
  'For questions, support, and discussions: Join the ChainFiliates Discord →',
  'For bugs and feature requests: Create an issue on Github →',
  'Open issues for bugs, typos, any kind of errors you encountered, or features you missed',
  'Submit pull requests for something you are able to tackle (tests are always great ways to start it out)',
  'Engage with our community on our Discord server or our Twitter profile',
  'What about writing an article and exposing it somewhere? How great would be to help people know there is ChainFiliates out there desiring to help them build strong communities? Spread the word!',
  '[x] Partner Dashboard where Campaigns can be engaged, invite links created, and rewards can be claimed.',
  '[x] Partner Dashboard where Campaigns can be engaged, invite links created, and rewards can be claimed',
  '[x] General Link Sharing for Wallet Connections - to simplify Community wallet collection.',
  '[x] General Link Sharing for Wallet Connections - to simplify Community wallet collection',
  '[ ] Simplify authentication to allow Operators to toggle on Magic Auth and/or Sign in with Ethereum.',
  '[ ] Simplify authentication to allow Operators to toggle on Magic Auth and/or Sign in with Ethereum',
  '[ ] Brand Dashboard for Analytics, Partner Management and Manual Remittance.',
  '[ ] Brand Dashboard for Analytics, Partner Management and Manual Remittance',
  '[ ] System Console to enable UI driven platform management.',
  '[ ] System Console to enable UI driven platform management',
  '[ ] Enable Plugins where Operators can simply enhance their ChainFiliates instance with integrations.',
  '[ ] Enable Plugins where Operators can simply enhance their ChainFiliates instance with integrations',
  '[ ] Decentralise data and funds management to simplify Operator deployments and management.',
  '[ ] Decentralise data and funds management to simplify Operator deployments and management',
];

const chainfiliates: CorpusSite = {
  id: 'chainfiliates-readme',
  about:
    'real (ChainFiliates\' README): a web3 referrals platform; Discord and Twitter through "go.chainfiliates.so" redirects, "our Discord server or our Twitter profile", "our GitHub repository", a sibling repository',
  classes: ['real', 'single-page', 'tuning', 'socials', 'readme'],
  source: realSource('AccreDeFi2/ChainFiliates', '2f7fe88f'),
  pages: { '/': realPage('chainfiliates-readme/index.html') },
  expected: {
    name: 'ChainFiliates',
    // Open source (GPL/AGPL); no price stated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // No mark: badges and screenshots only.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Marketing', 'Affiliate Marketing', 'Web3', 'Blockchain', 'Crypto'] },
    features: { must: [], may: CHAINFILIATES_ITEMS },
    usps: { must: [], may: CHAINFILIATES_ITEMS },
    tags: {
      must: [],
      may: [
        'web3',
        'Web3',
        'referrals',
        'affiliate marketing',
        'partner programs',
        'blockchain',
        'crypto',
        'open source',
        'Ceramic',
        'ArangoDB',
        'Next.js',
        'NextJS',
      ],
    },
    keywords: {
      must: [],
      may: [
        'ChainFiliates',
        'web3',
        'Web3',
        'referrals',
        'affiliate',
        'partners',
        'campaigns',
        'rewards',
        'blockchain',
        'crypto',
        'open source',
      ],
    },
    founders: [],
    // "Join the ChainFiliates Discord" and the header's "Discord" (a redirect on the product's own domain); "our
    // Twitter profile" (twitter.com/chainfiliates_web3; the header's go.chainfiliates.so/twitter is a redirect to it);
    // "our GitHub repository".
    socials: {
      custom: 'https://go.chainfiliates.so/discord',
      x: 'https://twitter.com/chainfiliates_web3',
      github: 'https://github.com/chainfiliateslabs/chainfiliates',
    },
    faqs: [],
  },
  // Another repository of the organisation (its programs); the partners and tools named are other companies.
  forbidden: ['github.com/chainfiliateslabs/programs', 'name=Ceramic', 'name=Humanode', 'name=ArangoDB'],
};

// ---------------------------------------------------------------- Prisma Next (held out)

const PRISMA_ITEMS = [
  'Node.js 24 or newer',
  'A package manager (npm, pnpm, or yarn)',
  '.claude/skills/<skill-name>/SKILL.md — picked up by Claude Code',
  '.agents/skills/<skill-name>/SKILL.md — universal location for Cursor, Copilot Agent, and other runtimes',
  '@internal/extension-pgvector: vector columns and similarity operators for semantic search.',
  '@internal/extension-pgvector: vector columns and similarity operators for semantic search',
  '@internal/extension-paradedb: typed BM25 indexes with multiple tokenizers for full-text search.',
  '@internal/extension-paradedb: typed BM25 indexes with multiple tokenizers for full-text search',
  '@internal/extension-postgis: geospatial types and queries.',
  '@internal/extension-postgis: geospatial types and queries',
  '@cipherstash/prisma-next: searchable encryption and data-level access control.',
  '@cipherstash/prisma-next: searchable encryption and data-level access control',
  'PostgreSQL — the primary target; general availability at Prisma 8',
  'MongoDB — early access; proves the framework works beyond SQL',
  'SQLite — a proof of concept today',
  'Discord: Talk to us in Discord in the prisma-next channel',
  'X: @prisma',
  'Blog: prisma.io/blog',
];

const prisma: CorpusSite = {
  id: 'prisma-readme-sixty-fifth',
  about:
    'real (Prisma\'s README, Prisma Next): a TypeScript ORM; "pris.ly/discord" in the header row and "Talk to us in Discord", the repository linked by the opening picture',
  classes: ['real', 'single-page', 'held-out', 'socials', 'readme'],
  source: realSource('prisma/prisma', '9b75b955'),
  pages: { '/': realPage('prisma-readme-sixty-fifth/index.html') },
  expected: {
    name: ['Prisma Next', 'Prisma'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    // "Prisma Next is currently in Early Access": not yet released.
    stage: ['beta', 'alpha'],
    // The opening picture (alt "Prisma Next") links the repository: the product's banner mark.
    logo_url: ['{base}/images/prisma-next.png'],
    demo_video_url: null,
    categories: { must: [], may: ['Databases', 'Developer Tools', 'ORM', 'Frameworks'] },
    features: { must: [], may: PRISMA_ITEMS },
    usps: { must: [], may: PRISMA_ITEMS },
    tags: { must: [], may: ['ORM', 'TypeScript', 'PostgreSQL', 'MongoDB', 'database', 'AI agents', 'Node.js'] },
    keywords: {
      must: [],
      may: ['Prisma', 'Prisma Next', 'ORM', 'TypeScript', 'PostgreSQL', 'MongoDB', 'database', 'AI agents'],
    },
    founders: [],
    // The header row's "Discord" and "X", and "Talk to us in Discord"; the repository the opening picture links.
    socials: {
      custom: 'https://pris.ly/discord',
      x: ['https://twitter.com/prisma', 'https://pris.ly/x'],
      github: 'https://github.com/prisma/prisma',
    },
    faqs: [],
  },
  forbidden: [],
};

// ---------------------------------------------------------------- Rivet (held out)

const RIVET_ITEMS = [
  'In-memory state — Co-located with compute for instant reads and writes. Persist with SQLite or BYO database.',
  'In-memory state — Co-located with compute for instant reads and writes. Persist with SQLite or BYO database',
  'Runs indefinitely, sleeps when idle — Long-lived when active, hibernates when idle.',
  'Runs indefinitely, sleeps when idle — Long-lived when active, hibernates when idle',
  'Scales infinitely, scales to zero — Supports bursty workloads and is cost-efficient.',
  'Scales infinitely, scales to zero — Supports bursty workloads and is cost-efficient',
  'Global edge network — Deploy close to your users or in specific legal jurisdictions without complexity.',
  'Global edge network — Deploy close to your users or in specific legal jurisdictions without complexity',
  'WebSockets — Real-time bidirectional streaming built in.',
  'WebSockets — Real-time bidirectional streaming built in',
  'Workflows — Multi-step operations with automatic retries.',
  'Workflows — Multi-step operations with automatic retries',
  'Queues — Durable message queues for reliable async processing.',
  'Queues — Durable message queues for reliable async processing',
  'Scheduling — Timers and cron jobs within your actor.',
  'Scheduling — Timers and cron jobs within your actor',
  'AI Agent — Each agent runs as its own actor with persistent context, memory, and the ability to schedule tool calls.',
  'AI Agent — Each agent runs as its own actor with persistent context, memory, and the ability to schedule tool calls',
  'Sandbox Orchestration — Coordinate sandbox sessions, queue work, and schedule cleanup in one long-lived actor per workspace.',
  'Sandbox Orchestration — Coordinate sandbox sessions, queue work, and schedule cleanup in one long-lived actor per workspace',
  'Workflows — Multi-step operations with automatic retries, scheduling, and durable state across steps.',
  'Workflows — Multi-step operations with automatic retries, scheduling, and durable state across steps',
  'Collaborative Documents — Real-time collaborative editing where each document is an actor broadcasting changes to all connected users.',
  'Collaborative Documents — Real-time collaborative editing where each document is an actor broadcasting changes to all connected users',
  'Per-Tenant Database — One actor per tenant with low-latency in-memory reads and durable tenant data persistence.',
  'Per-Tenant Database — One actor per tenant with low-latency in-memory reads and durable tenant data persistence',
  'Chat — One actor per room or conversation with in-memory state, persistent history, and realtime delivery.',
  'Chat — One actor per room or conversation with in-memory state, persistent history, and realtime delivery',
  'Rivet Actor (~20ms): Includes durable state init, not just a process spawn. No actor key, so no cross-region locking. Measured with Node.js and FoundationDB.',
  'Rivet Actor (~20ms): Includes durable state init, not just a process spawn. No actor key, so no cross-region locking. Measured with Node.js and FoundationDB',
  'Kubernetes Pod (~6s): Node.js 24 Alpine image (56MB compressed) on AWS EKS with a pre-provisioned m5.large node. Breakdown: ~1s image pull and extraction, ~3-4s scheduling and container runtime setup, ~1s container start.',
  'Kubernetes Pod (~6s): Node.js 24 Alpine image (56MB compressed) on AWS EKS with a pre-provisioned m5.large node. Breakdown: ~1s image pull and extraction, ~3-4s scheduling and container runtime setup, ~1s container start',
  'Virtual Machine (~30s): AWS EC2 t3.nano from launch to SSH-ready, using an Amazon Linux 2 AMI. t3.nano is the smallest available EC2 instance (512MB RAM).',
  'Virtual Machine (~30s): AWS EC2 t3.nano from launch to SSH-ready, using an Amazon Linux 2 AMI. t3.nano is the smallest available EC2 instance (512MB RAM)',
  'Rivet Actor (~0.6KB): RSS delta divided by actor count, measured by spawning 10,000 actors in Node.js v24 on Linux x86.',
  'Rivet Actor (~0.6KB): RSS delta divided by actor count, measured by spawning 10,000 actors in Node.js v24 on Linux x86',
  'Kubernetes Pod (~50MB): Minimum idle Node.js container on Linux x86: Node.js v24 runtime (~43MB RSS), containerd-shim (~3MB), pause container (~1MB), and kubelet per-pod tracking (~2MB).',
  'Kubernetes Pod (~50MB): Minimum idle Node.js container on Linux x86: Node.js v24 runtime (~43MB RSS), containerd-shim (~3MB), pause container (~1MB), and kubelet per-pod tracking (~2MB)',
  'Virtual Machine (~512MB): AWS EC2 t3.nano, the smallest available EC2 instance with 512MB allocated memory.',
  'Virtual Machine (~512MB): AWS EC2 t3.nano, the smallest available EC2 instance with 512MB allocated memory',
  'Rivet Actor (0ms): State is read from co-located SQLite/KV storage on the same machine as the actor, with no network round-trip.',
  'Rivet Actor (0ms): State is read from co-located SQLite/KV storage on the same machine as the actor, with no network round-trip',
  'Redis (~1ms): AWS ElastiCache Redis (cache.t3.micro) in the same availability zone as the application.',
  'Redis (~1ms): AWS ElastiCache Redis (cache.t3.micro) in the same availability zone as the application',
  'Postgres (~5ms): AWS RDS PostgreSQL (db.t3.micro) in the same availability zone as the application.',
  'Postgres (~5ms): AWS RDS PostgreSQL (db.t3.micro) in the same availability zone as the application',
  'Rivet Actor ($0): Assumes Rivet Actors running on a serverless platform. Actors scale to zero with no idle infrastructure costs. Traditional container deployments may incur idle costs.',
  'Rivet Actor ($0): Assumes Rivet Actors running on a serverless platform. Actors scale to zero with no idle infrastructure costs. Traditional container deployments may incur idle costs',
  'Virtual Machine (~$5/mo): AWS EC2 t3.nano ($0.0052/hr compute + $1.60/mo for 20GB gp3 storage) running 24/7. t3.nano is the smallest available EC2 instance (512MB RAM).',
  'Virtual Machine (~$5/mo): AWS EC2 t3.nano ($0.0052/hr compute + $1.60/mo for 20GB gp3 storage) running 24/7. t3.nano is the smallest available EC2 instance (512MB RAM)',
  'Kubernetes Cluster (~$85/mo): AWS EKS control plane ($73/mo) plus a single t3.nano worker node with 20GB gp3 storage, running 24/7.',
  'Kubernetes Cluster (~$85/mo): AWS EKS control plane ($73/mo) plus a single t3.nano worker node with 20GB gp3 storage, running 24/7',
  'Rivet Actors (Infinite): Scale linearly by adding nodes with no single cluster size limit.',
  'Rivet Actors (Infinite): Scale linearly by adding nodes with no single cluster size limit',
  'Kubernetes (~5k nodes): Officially supports clusters of up to 5,000 nodes per the Kubernetes scalability documentation.',
  'Kubernetes (~5k nodes): Officially supports clusters of up to 5,000 nodes per the Kubernetes scalability documentation',
  'Rivet (Global edge network): Automatically spawns actors near your users and handles routing across regions.',
  'Rivet (Global edge network): Automatically spawns actors near your users and handles routing across regions',
  "SQLite Viewer — Browse and query your actor's SQLite database in real-time",
  'Workflow State — Inspect workflow progress, steps, and retries as they execute',
  'Event Monitoring — Track every state change and action as it happens',
  'REPL — Call actions, subscribe to events, and interact directly with your code',
  'Node.js & Bun',
  'React',
  'Next.js',
  'Discord - Chat with the community',
  'X/Twitter - Follow for updates',
  'Bluesky - Follow for updates',
  'GitHub Discussions - Ask questions',
  'GitHub Issues - Report bugs',
  'Talk to an engineer - Discuss your use case',
];

const rivet: CorpusSite = {
  id: 'rivet-readme',
  about:
    'real (Rivet\'s README): stateful actors; "www.rivet.dev/discord" in the header row and a "Community" list, "View on GitHub →" in running text',
  classes: ['real', 'single-page', 'held-out', 'socials', 'readme'],
  source: realSource('rivet-dev/rivet', 'cb33baec'),
  pages: { '/': realPage('rivet-readme/index.html') },
  expected: {
    name: 'Rivet',
    // Open source (Apache 2.0) and Rivet Cloud; the cost table is the reader's infrastructure, not Rivet's price.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: '{base}/.github/media/logo/icon-text-black.svg',
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools', 'Infrastructure', 'AI', 'Frameworks', 'Databases', 'Hosting'] },
    features: { must: [], may: RIVET_ITEMS },
    usps: { must: [], may: RIVET_ITEMS },
    tags: {
      must: [],
      may: [
        'actors',
        'stateful',
        'AI agents',
        'realtime',
        'durable execution',
        'workflows',
        'TypeScript',
        'open source',
        'self-hosting',
      ],
    },
    keywords: {
      must: [],
      may: [
        'Rivet',
        'Rivet Actors',
        'RivetKit',
        'actors',
        'stateful',
        'AI agents',
        'realtime',
        'durable execution',
        'workflows',
      ],
    },
    founders: [],
    // The header row and the "Community" list: Discord, X, Bluesky; "View on GitHub →" (the repository).
    socials: {
      custom: ['https://www.rivet.dev/discord', 'https://bsky.app/profile/www.rivet.dev'],
      x: 'https://x.com/rivet_dev',
      github: 'https://github.com/rivet-dev/rivet',
    },
    faqs: [],
  },
  forbidden: [],
};

export const REAL_TUNING_SITES_SIXTY_FIFTH: readonly CorpusSite[] = [voltagent, chainfiliates];

export const REAL_HELD_OUT_SITES_SIXTY_FIFTH: readonly CorpusSite[] = [prisma, rivet];
