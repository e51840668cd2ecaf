/**
 * Issue 34, twenty-fourth round: the project's own accounts and community links (an organisation's profile, a forum, a chat) missed. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a README at the commit, rendered by markdown-it (html and linkify on) in a bare page titled
 * with the product's name (GoIV's byte-order mark dropped first, as GitHub drops it, so its heading renders).
 *
 * Tuned on:
 * - airsonic-readme: airsonic/airsonic at 5ccca059: a "Community" list of the project's places outside
 *   GitHub: a Matrix room, an IRC channel, "airsonic subreddit" (r/airsonic); a fork it points users to.
 * - goiv-readme: farkam135/GoIV at dbffafff: "Post questions in the [subreddit](…/r/GoIV/) or visit our
 *   [Discord channel](discord.gg/…)!", a FAQ, a demo video in a sentence.
 * - restic-readme: restic/restic at a80be147: "You can ask questions in our [Discourse forum]"
 *   (forum.restic.net), "You can follow the restic project on Mastodon [@restic]", companion repositories.
 *
 * Held out (the drafter is not changed for them):
 * - openstatus-readme: openstatusHQ/openstatus at 22df52eb: a header line "Documentation · Website ·
 *   Discord" (the Discord on its own domain), a Product Hunt badge under "Recognitions", an SDK repository.
 * - duplicati-readme: duplicati/duplicati at 66cfb242: "an active community and you can reach them via our
 *   [forum]" (forum.duplicati.com), Open Collective backers, the manual's source repository.
 * - komga-readme: gotson/komga at cba53ed3: a Discord badge among sponsorship and build badges, "Chat on
 *   [Discord]", an app icon in the heading.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

const AIRSONIC_TOPICS = [
  'media streamer',
  'media server',
  'streaming media server',
  'music',
  'music streaming',
  'streaming',
  'jukebox',
  'local jukebox',
  'Podcast receiver',
  'podcast',
  'self-hosted',
  'self-hosted media server',
  'transcoding',
  'Subsonic',
  'Libresonic',
  'MP3',
  'Java',
  'open source',
];

const airsonic: CorpusSite = {
  id: 'airsonic-readme',
  about:
    'real (airsonic/airsonic README): a "Community" list of the project\'s places (a Matrix room, IRC, "airsonic subreddit"), a fork it sends users to, the history of Subsonic and Libresonic with their makers\' mailtos',
  classes: ['real', 'tuning', 'single-page', 'docs', 'socials'],
  source: realSource('airsonic/airsonic', '5ccca059'),
  pages: { '/': realPage('airsonic-readme/index.html') },
  expected: {
    name: 'Airsonic',
    // "Airsonic is a free, web-based media streamer", "Airsonic is free software".
    pricing_model: 'free',
    founded_year: null,
    // The mailtos are Subsonic's and Libresonic's makers', not the project's address.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: AIRSONIC_TOPICS },
    keywords: { must: [], may: AIRSONIC_TOPICS },
    // Sindre Mehus made Subsonic, Eugene E. Kashpureff Jr made Libresonic: neither founded Airsonic (a
    // community fork).
    founders: [],
    // "We have several places outside of github for community discussion": the Matrix room (its alias
    // names the project) and "airsonic subreddit". The IRC web chat is no profile; the releases page is not
    // the organisation's profile.
    socials: {
      custom: 'https://matrix.to/#/#airsonic:matrix.org',
      reddit: ['https://www.reddit.com/r/airsonic', 'https://reddit.com/r/airsonic'],
    },
    faqs: [],
  },
  // The fork it points users to, Subsonic's old sources, a donation to the EFF, credited libraries.
  forbidden: [
    'github.com/airsonic-advanced',
    'github.com/airsonic/subsonic-svn',
    'supporters.eff.org',
    'github.com/keegnotrub',
    'github.com/feathericons',
    'Sindre Mehus',
    'Kashpureff',
  ],
};

const GOIV_TOPICS = [
  'IV calculator',
  'IV calculators',
  'IVs',
  'IV',
  'Pokémon GO',
  'Pokémon',
  'Android',
  'OCR',
  'CP',
  'Combat Points',
  'overlay',
  'IV button',
  'PokeBattler',
  'trainer level',
];

const goiv: CorpusSite = {
  id: 'goiv-readme',
  about:
    'real (farkam135/GoIV README): an IV calculator for Pokémon GO, "Post questions in the subreddit or visit our Discord channel", a FAQ, a demo video in a sentence, thanks to helpers',
  classes: ['real', 'tuning', 'single-page', 'socials', 'faqs'],
  source: realSource('farkam135/GoIV', 'dbffafff'),
  pages: { '/': realPage('goiv-readme/index.html') },
  expected: {
    name: 'GoIV',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    // "Here's a video of approximately how it looks."
    demo_video_url: 'https://www.youtube.com/watch?v=gxaI7231HtE',
    categories: { must: [], may: [] },
    // The screenshots' titles say what it does; no list of features.
    features: {
      must: [],
      may: [
        'Overlays an IV Button (with IV preview)',
        'Scans for Pokémon Info',
        'Shows Result Popup',
        'Advanced Information in Results Popup',
      ],
    },
    usps: { must: [], may: [] },
    tags: { must: [], may: GOIV_TOPICS },
    keywords: { must: [], may: GOIV_TOPICS },
    // The "Special Thanks" people helped; none is named a founder.
    founders: [],
    // "Post questions in the subreddit or visit our Discord channel!" under "Community": the subreddit is
    // named for the app, the Discord channel is "our". Its GitHub links are releases and a contributors graph.
    socials: {
      reddit: ['https://www.reddit.com/r/GoIV/', 'https://www.reddit.com/r/GoIV', 'https://reddit.com/r/GoIV'],
      custom: 'https://discord.gg/y6BvF5D',
    },
    faqs: [
      'Is there an iOS version?',
      'Why does GoIV fail to identify my Pokémon / give me an error?',
      "Why doesn't the IV button appear?",
      'How do I export my pokemon to PokeBattler?',
      "Does GoIV break Niantic's terms of use? Can I get banned?",
      'Why does GoIV require X permission?',
      'What are IVs? Do they matter?',
    ],
  },
  forbidden: ['Johan Swanberg', 'Stuart Dorff', 'Kevin Do', 'Tommy Tran'],
};

const RESTIC_BACKENDS = [
  'Local directory',
  'sftp server (via SSH)',
  'HTTP REST server (protocol, rest-server)',
  'Amazon S3 (either from Amazon or using the Minio server)',
  'OpenStack Swift',
  'BackBlaze B2',
  'Microsoft Azure Blob Storage',
  'Google Cloud Storage',
  'And many other services via the rclone Backend',
];
const RESTIC_PRINCIPLES = [
  'Easy: Doing backups should be a frictionless process, otherwise you might be tempted to skip it. Restic should be easy to configure and use, so that, in the event of a data loss, you can just restore it. Likewise, restoring data should not be complicated.',
  'Fast: Backing up your data with restic should only be limited by your network or hard disk bandwidth so that you can backup your files every day. Nobody does backups if it takes too much time. Restoring backups should only transfer data that is needed for the files that are to be restored, so that this process is also fast.',
  'Verifiable: Much more important than backup is restore, so restic enables you to easily verify that all data can be restored.',
  'Secure: Restic uses cryptography to guarantee confidentiality and integrity of your data. The location the backup data is stored is assumed not to be a trusted environment (e.g. a shared space where others like system administrators are able to access your backups). Restic is built to secure your data against such attackers.',
  'Efficient: With the growth of data, additional snapshots should only take the storage of the actual increment. Even more, duplicate data should be de-duplicated before it is actually written to the storage back end to save precious backup space.',
];
const RESTIC_TOPICS = [
  'backup program',
  'backup',
  'backups',
  'restore',
  'snapshots',
  'repository',
  'deduplication',
  'de-duplicated',
  'cryptography',
  'encryption',
  'reproducible builds',
  'backends',
  'Amazon S3',
  'sftp',
  'Linux',
  'macOS',
  'Windows',
  'FreeBSD',
  'OpenBSD',
  'rclone',
  'Go',
];

const restic: CorpusSite = {
  id: 'restic-readme',
  about:
    'real (restic/restic README): a backup program; "You can ask questions in our Discourse forum" (its own sub-domain), "You can follow the restic project on Mastodon @restic", companion repositories (rest-server, builder), a sponsor',
  classes: ['real', 'tuning', 'single-page', 'docs', 'socials', 'features'],
  source: realSource('restic/restic', 'a80be147'),
  pages: { '/': realPage('restic-readme/index.html') },
  expected: {
    name: ['restic', 'Restic'],
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: {
      must: [],
      may: [...RESTIC_BACKENDS, ...RESTIC_PRINCIPLES, ...RESTIC_PRINCIPLES.map((line) => line.split(':')[0]!)],
    },
    // The design principles as written, or their labels (the corpus's convention: Pi-hole's, KeePassXC's).
    usps: { must: [], may: [...RESTIC_PRINCIPLES, ...RESTIC_PRINCIPLES.map((line) => line.split(':')[0]!)] },
    tags: { must: [], may: RESTIC_TOPICS },
    keywords: { must: [], may: RESTIC_TOPICS },
    founders: [],
    // "You can ask questions in our Discourse forum" (forum.restic.net) and "You can follow the restic project
    // on Mastodon @restic": both the project's own (one `custom` slot: either is right). Its GitHub links are
    // workflow runs and companion repositories.
    socials: { custom: ['https://forum.restic.net', 'https://forum.restic.net/', 'https://fosstodon.org/@restic'] },
    faqs: [],
  },
  // The REST server and the builder are companion repositories; AppsCode sponsors tests.
  forbidden: ['github.com/restic/rest-server', 'github.com/restic/builder', 'appscode.com'],
};

export const REAL_TUNING_SITES_TWENTY_FOURTH: readonly CorpusSite[] = [airsonic, goiv, restic];

const OPENSTATUS_WHY = [
  ['Status pages + monitoring in one tool', 'no need to wire up a separate monitoring service'],
  ['28 global regions', 'checking in parallel across 3 cloud providers'],
  ['Flat pricing, unlimited members', 'no per-seat or per-subscriber charges'],
  ['Open source & self-hostable', 'AGPL-3.0, private-locations run in a single 8.5MB Docker image'],
  ['Monitoring as code', 'YAML config, CLI, GitHub Actions, Terraform'],
  ['Incident communication', 'subscriber notifications via email, RSS, and webhooks'],
];
const OPENSTATUS_TOOLING = [
  ['API', 'typed JSON-over-HTTP (ConnectRPC) with a Node SDK'],
  ['CLI', 'interactive for humans, --json for agents, YAML monitoring as code'],
  ['Terraform', 'monitors, notifications, and status pages as HCL'],
  ['MCP server', 'connect Claude, ChatGPT, Cursor, or any MCP client to your workspace'],
];
const OPENSTATUS_TOPICS = [
  'status page',
  'status pages',
  'uptime monitoring',
  'monitoring',
  'open source',
  'open-source',
  'self-hosted',
  'self-hostable',
  'incident communication',
  'monitoring as code',
  'subscriber notifications',
  'Docker',
  'Terraform',
  'CLI',
  'API',
  'MCP server',
  'regions',
  'private locations',
];
// Every way the page writes an item: label and text joined by a dash, a colon, or nothing at all ("**28 global
// regions** checking in parallel …"), the label alone, the text alone.
const forms = (pairs: string[][]) =>
  pairs.flatMap(([title, text]) => [`${title} — ${text}`, `${title}: ${text}`, `${title} ${text}`, title!, text!]);

const openstatus: CorpusSite = {
  id: 'openstatus-readme',
  about:
    'real (openstatusHQ/openstatus README): "The open-source status page and uptime monitoring platform", a header line "Documentation · Website · Discord" on its own domain, a Product Hunt badge under "Recognitions", an SDK repository, a contact address for the enterprise plan',
  classes: ['real', 'single-page', 'docs', 'socials', 'features', 'contact'],
  source: realSource('openstatusHQ/openstatus', '22df52eb'),
  pages: { '/': realPage('openstatus-readme/index.html') },
  expected: {
    name: 'openstatus',
    // "Flat pricing", "Available as a managed service or self-hosted", "our enterprise plan": no model stated.
    pricing_model: null,
    founded_year: null,
    contact_email: 'ping@openstatus.dev',
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: ['Monitoring'], may: ['Developer Tools'] },
    features: {
      // Each item as the page writes it: "**28 global regions** checking …" has no dash.
      must: OPENSTATUS_WHY.map(([title, text]) =>
        title === '28 global regions' ? `${title} ${text}` : `${title} — ${text}`,
      ),
      may: [
        ...forms(OPENSTATUS_WHY),
        ...forms(OPENSTATUS_TOOLING),
        'Status pages',
        'Uptime Monitoring',
        'Beautiful, customizable status pages with custom domains, password protection, maintenance windows, and subscriber notifications via email and RSS.',
        'Monitor your servers, websites and APIs from 28 regions across multiple cloud providers globally.',
      ],
    },
    // The "Why openstatus?" items as written, or their labels (the corpus's convention: Pi-hole's, KeePassXC's).
    usps: { must: [], may: forms(OPENSTATUS_WHY) },
    tags: { must: [], may: OPENSTATUS_TOPICS },
    keywords: { must: [], may: OPENSTATUS_TOPICS },
    founders: [],
    // The header line "Documentation · Website · Discord" and the Discord badge: the chat on its own domain.
    // The Product Hunt badge is the product's own post ("openstatus - #2 Product of the Day"), shown under
    // "Recognitions". The GitHub links are a license file, stargazers, a contributors graph: no profile.
    socials: {
      custom: 'https://www.openstatus.dev/discord',
      producthunt: 'https://www.producthunt.com/posts/openstatus-2',
    },
    faqs: [],
  },
  // The Node SDK is a companion repository; Cal.com's booking page and Trendshift are others'.
  forbidden: ['github.com/openstatusHQ/sdk-node', 'trendshift.io', 'news.ycombinator.com'],
};

const DUPLICATI_FEATURES = [
  'Duplicati uses AES-256 encryption (or GNU Privacy Guard) to secure all data before uploading.',
  'Only initial backup is with full contents, all additional backups are differential to save bandwidth and storage',
  'Built-in scheduler ensures backups stay up-to-date automatically.',
  'An integrated updater notifies you of new releases.',
  'Encrypted backups can be transferred to destinations like FTP, WebDAV, SSH (SFTP), Amazon S3, and more.',
  'Flexible backup options: back up folders, specific file types (e.g., documents or images), or use custom filters.',
  'Available as a user-friendly application or a command-line tool.',
  'Supports backing up open or locked files using Volume Snapshot Service (VSS) on Windows or Logical Volume Manager (LVM) on Linux.',
  'Advanced options for filters, deletion rules, transfer settings, bandwidth limits, and more.',
];
const DUPLICATI_WHY = [
  'Keep your data safe: Duplicati uses strong encryption to ensure your data remains private. With a secure password, your backup files are safer on a public web server than unencrypted files at home.',
  'Store your backup remotely: Protect your data from local disasters like fires by storing backups on remote servers. Duplicati supports incremental backups, making it efficient to use distant storage destinations.',
  "Backup regularly: Outdated backups are as good as no backups. Duplicati's built-in scheduler ensures your backups are always current. It also uses compression and incremental backups to save storage and bandwidth.",
];
const DUPLICATI_TOPICS = [
  'backup client',
  'backups',
  'backup',
  'encrypted backups',
  'encryption',
  'AES-256',
  'incremental backups',
  'cloud storage',
  'cloud storage services',
  'remote file servers',
  'scheduler',
  'open-source',
  'open source',
  'Amazon S3',
  'Backblaze',
  'WebDAV',
  'SFTP',
  'FTP',
  'Windows',
  'macOS',
  'Linux',
  'compression',
];

const duplicati: CorpusSite = {
  id: 'duplicati-readme',
  about:
    'real (duplicati/duplicati README): a free, open-source backup client; "an active community and you can reach them via our forum" (its own sub-domain), Open Collective backers and sponsors, a manual\'s source repository',
  classes: ['real', 'single-page', 'docs', 'socials', 'features', 'pricing'],
  source: realSource('duplicati/duplicati', '66cfb242'),
  pages: { '/': realPage('duplicati-readme/index.html') },
  expected: {
    name: 'Duplicati',
    // "Duplicati is a free, open-source backup client".
    pricing_model: 'free',
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: [] },
    features: {
      must: DUPLICATI_FEATURES,
      may: [...DUPLICATI_WHY, ...DUPLICATI_WHY.map((line) => line.split(':')[0]!)],
    },
    // The "Why use Duplicati?" items as written, or their labels (the corpus's convention: Pi-hole's, KeePassXC's).
    usps: { must: [], may: [...DUPLICATI_WHY, ...DUPLICATI_WHY.map((line) => line.split(':')[0]!)] },
    tags: { must: [], may: DUPLICATI_TOPICS },
    keywords: { must: [], may: DUPLICATI_TOPICS },
    founders: [],
    // "Duplicati is supported by an active community and you can reach them via our forum"
    // (forum.duplicati.com). The GitHub links are issues, releases, a license file and the manual's
    // source; Open Collective is sponsorship.
    socials: { custom: ['https://forum.duplicati.com', 'https://forum.duplicati.com/'] },
    faqs: [],
  },
  forbidden: ['github.com/duplicati/documentation', 'opencollective.com', 'gurubase.io', 'transifex.com'],
};

const KOMGA_FEATURES = [
  'Browse libraries, series and books via a responsive web UI that works on desktop, tablets and phones',
  'Organize your library with collections and read lists',
  'Edit metadata for your series and books',
  'Import embedded metadata automatically',
  'Webreader with multiple reading modes',
  'Manage multiple users, with per-library access control, age restrictions, and labels restrictions',
  'Offers a REST API, many community tools and scripts can interact with Komga',
  'OPDS v1 and v2 support',
  'Kobo Sync with your Kobo eReader',
  'KOReader Sync',
  'Download book files, whole series, or read lists',
  'Duplicate files detection',
  'Duplicate pages detection and removal',
  'Import books from outside your libraries directly into your series folder',
  'Import ComicRack cbl read lists',
];
const KOMGA_TOPICS = [
  'media server',
  'comics',
  'mangas',
  'BDs',
  'magazines',
  'eBooks',
  'read lists',
  'collections',
  'metadata',
  'webreader',
  'OPDS',
  'Kobo Sync',
  'KOReader Sync',
  'REST API',
  'web UI',
  'libraries',
  'series',
  'books',
];

const komga: CorpusSite = {
  id: 'komga-readme',
  about:
    'real (gotson/komga README): a media server for comics; Open Collective and GitHub Sponsors badges, a Discord badge, "Chat on Discord", an app icon in its heading, thanks to JetBrains and Chromatic',
  classes: ['real', 'single-page', 'docs', 'socials', 'features'],
  source: realSource('gotson/komga', 'cba53ed3'),
  pages: { '/': realPage('komga-readme/index.html') },
  expected: {
    name: 'Komga',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // "# ![app icon](./.github/readme-images/app-icon.png) Komga": the icon beside the name.
    logo_url: '{base}/.github/readme-images/app-icon.png',
    demo_video_url: null,
    categories: { must: [], may: [] },
    features: { must: KOMGA_FEATURES, may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: KOMGA_TOPICS },
    keywords: { must: [], may: KOMGA_TOPICS },
    founders: [],
    // "Chat on Discord" and the Discord badge. The GitHub links are workflow runs and releases; GitHub
    // Sponsors and Open Collective are sponsorship.
    socials: { custom: 'https://discord.gg/TdRpkDu' },
    faqs: [],
  },
  forbidden: ['github.com/sponsors', 'opencollective.com', 'jetbrains.com', 'chromatic.com', 'freepik.com'],
};

export const REAL_HELD_OUT_SITES_TWENTY_FOURTH: readonly CorpusSite[] = [openstatus, duplicati, komga];
