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
 * - syncthing-readme: syncthing/syncthing at 328d910a: "The first and best point of contact is the
 *   [Forum]" (forum.syncthing.net), a security address, the docs' source repository.
 * - navidrome-readme: navidrome/navidrome at 295886cb: Discord and subreddit badges among build badges, "join
 *   the discussion in our [Subreddit]", "join the chat in our [Discord server]", a Tweet share button.
 */
import { readFileSync } from 'node:fs';
import type { CorpusSite } from './corpus-site.ts';

const file = (path: string) => readFileSync(new URL(`./real/${path}`, import.meta.url), 'utf8');
const source = (repo: string, commit: string, path = 'README.md') =>
  `https://github.com/${repo}/blob/${commit}/${path} (rendered by markdown-it, html and linkify on)`;

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
  source: source('airsonic/airsonic', '5ccca059'),
  pages: { '/': file('airsonic-readme/index.html') },
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
  source: source('farkam135/GoIV', 'dbffafff'),
  pages: { '/': file('goiv-readme/index.html') },
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
  source: source('restic/restic', 'a80be147'),
  pages: { '/': file('restic-readme/index.html') },
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
    usps: { must: [], may: RESTIC_PRINCIPLES.map((line) => line.split(':')[0]!) },
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
const forms = (pairs: string[][]) =>
  pairs.flatMap(([title, text]) => [`${title} — ${text}`, `${title}: ${text}`, title!, text!]);

const openstatus: CorpusSite = {
  id: 'openstatus-readme',
  about:
    'real (openstatusHQ/openstatus README): "The open-source status page and uptime monitoring platform", a header line "Documentation · Website · Discord" on its own domain, a Product Hunt badge under "Recognitions", an SDK repository, a contact address for the enterprise plan',
  classes: ['real', 'single-page', 'docs', 'socials', 'features', 'contact'],
  source: source('openstatusHQ/openstatus', '22df52eb'),
  pages: { '/': file('openstatus-readme/index.html') },
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
      must: OPENSTATUS_WHY.map(([title, text]) => `${title} — ${text}`),
      may: [
        ...forms(OPENSTATUS_WHY),
        ...forms(OPENSTATUS_TOOLING),
        'Status pages',
        'Uptime Monitoring',
        'Beautiful, customizable status pages with custom domains, password protection, maintenance windows, and subscriber notifications via email and RSS.',
        'Monitor your servers, websites and APIs from 28 regions across multiple cloud providers globally.',
      ],
    },
    usps: { must: [], may: OPENSTATUS_WHY.flatMap(([title]) => [title!]) },
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

const SYNCTHING_GOALS = [
  ['Safe From Data Loss', "Protecting the user's data is paramount."],
  ['Secure Against Attackers', "Again, protecting the user's data is paramount."],
  ['Easy to Use', 'Syncthing should be approachable, understandable, and inclusive.'],
  ['Automatic', 'User interaction should be required only when absolutely necessary.'],
  ['Universally Available', 'Syncthing should run on every common computer.'],
  [
    'For Individuals',
    'Syncthing is primarily about empowering the individual user with safe, secure, and easy to use file synchronization.',
  ],
  ['Everything Else', "There are many things we care about that don't make it on to the list."],
];
const SYNCTHING_TOPICS = [
  'continuous file synchronization',
  'continuous file synchronization program',
  'file synchronization',
  'Docker',
  'GUI',
  'data loss',
  'security',
  'signed releases',
  'open source',
  'MPLv2',
  'Go',
];

const syncthing: CorpusSite = {
  id: 'syncthing-readme',
  about:
    'real (syncthing/syncthing README): a continuous file synchronization program\'s goals, "The first and best point of contact is the Forum" (on its own sub-domain), a security address, the docs\' source repository',
  classes: ['real', 'single-page', 'docs', 'socials', 'contact'],
  source: source('syncthing/syncthing', '328d910a'),
  pages: { '/': file('syncthing-readme/index.html') },
  expected: {
    name: 'Syncthing',
    pricing_model: null,
    founded_year: null,
    // security@syncthing.net is for vulnerability reports only ("Do not report it in the Forum").
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The page opens with the logo image (alt "Syncthing") linked to syncthing.net.
    logo_url: '{base}/assets/logo-text-128.png',
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: forms(SYNCTHING_GOALS) },
    usps: { must: [], may: SYNCTHING_GOALS.map(([title]) => title!) },
    tags: { must: [], may: SYNCTHING_TOPICS },
    keywords: { must: [], may: SYNCTHING_TOPICS },
    founders: [],
    // "The first and best point of contact is the [Forum]": its forum on its own sub-domain. The GitHub
    // links are files and the issue tracker; syncthing/docs is the documentation's source.
    socials: { custom: ['https://forum.syncthing.net/', 'https://forum.syncthing.net'] },
    faqs: [],
  },
  forbidden: ['github.com/syncthing/docs', 'contact_email=security@syncthing.net', 'goreportcard.com'],
};

const NAVIDROME_FEATURES = [
  'Handles very large music collections',
  'Streams virtually any audio format available',
  'Reads and uses all your beautifully curated metadata',
  'Great support for compilations (Various Artists albums) and box sets (multi-disc albums)',
  'Multi-user, each user has their own play counts, playlists, favourites, etc...',
  'Very low resource usage',
  'Multi-platform, runs on macOS, Linux and Windows. Docker images are also provided',
  'Ready to use binaries for all major platforms, including Raspberry Pi',
  'Automatically monitors your library for changes, importing new files and reloading new metadata',
  'Supports lyrics from sidecar .ttml, .yaml/.yml Lyricsfile, .elrc, .lrc, .srt, .txt files and embedded TTML, Enhanced LRC, LRC, SRT, and plain-text tags (via lyricspriority)',
  'Themeable, modern and responsive Web interface based on Material UI',
  'Compatible with all Subsonic/Madsonic/Airsonic clients',
  'Transcoding on the fly. Can be set per user/player. Opus encoding is supported',
  'Translated to various languages',
];
const NAVIDROME_TOPICS = [
  'music server',
  'music collection server',
  'music collections',
  'large music collections',
  'streamer',
  'streaming',
  'streaming service',
  'open source',
  'web-based',
  'Subsonic',
  'Subsonic API',
  'transcoding',
  'metadata',
  'lyrics',
  'multi-user',
  'Docker',
  'Raspberry Pi',
  'Material UI',
  'playlists',
  'compilations',
  'box sets',
  'Opus',
  'translations',
  'self-hosted',
];

const navidrome: CorpusSite = {
  id: 'navidrome-readme',
  about:
    'real (navidrome/navidrome README): a music server; Discord and subreddit badges among build badges, "join the discussion in our Subreddit", "join the chat in our Discord server", a Tweet share button, a hosting partner',
  classes: ['real', 'single-page', 'docs', 'socials', 'features'],
  source: source('navidrome/navidrome', '295886cb'),
  pages: { '/': file('navidrome-readme/index.html') },
  expected: {
    name: ['Navidrome', 'Navidrome Music Server'],
    // "an open source web-based music collection server": no price stated; PikaPods' hosting is the partner's.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The image linked to navidrome.org, alt "Navidrome logo".
    logo_url: '{base}/resources/logo-192x192.png',
    demo_video_url: null,
    categories: { must: [], may: [] },
    features: { must: NAVIDROME_FEATURES, may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: NAVIDROME_TOPICS },
    keywords: { must: [], may: NAVIDROME_TOPICS },
    founders: [],
    // "join the discussion in our Subreddit", "join the chat in our Discord server" (and their badges). The
    // Tweet button is a share intent, not an account; the GitHub links are releases and issues.
    socials: {
      custom: 'https://discord.gg/xh7j7yF',
      reddit: ['https://www.reddit.com/r/navidrome/', 'https://www.reddit.com/r/navidrome'],
    },
    faqs: [],
  },
  forbidden: ['pikapods.com', 'gurubase.io', 'poeditor.com', 'twitter.com/intent'],
};

export const REAL_HELD_OUT_SITES_TWENTY_FOURTH: readonly CorpusSite[] = [openstatus, syncthing, navidrome];
