/**
 * Issue 34, hundred-and-first round: pricing_model precision: another product's or service's free account, version or
 * tier read as the product's price; narrowed by the round to the shape its tuning pages show: a free account on another
 * service that the product needs ("This requires a free account on https://vercel.com/", "you will need a free account
 * on https://avwx.rest/"), read as the product's free plan. Filled by the round: the pages tuned on, and one for one
 * the real pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is a product's README kept in its repository at the commit (read from the fetched repositories with git
 * show), rendered by markdown-it (html and linkify on) in a bare page titled with the product's name.
 *
 * Tuned on:
 * - ipw-readme: juanpujol/ipw at 7c8ba420 (README.md): "IP Watcher its a simple API that returns the client's IP",
 *   "Deploy with Vercel" ("This requires a free account on https://vercel.com/"), how to use it, notes (ipify: "It's
 *   free, open-source, awesome").
 * - wxfetch-readme: RRArny/wxfetch at 9bc904df (README.md): "Console utility for accessing aviation weather information
 *   from the command line.", parameters, configuration, "Providing API keys" ("For wxfetch to work you will need a free
 *   account on https://avwx.rest/."), building, contributing.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before any ran):
 * - skebenga-readme: VortexShrimp/skebenga at be103b2d (README.md, the commit before its "free account" comment was
 *   reworded): "A bot for tracking Clash of Clans activity over Discord.", features, requirements, a `.env` sample
 *   ("# You will need a free account on their developer portal."), usage.
 * - tropicolx-slack-clone-readme: TropicolX/slack-clone at 38c2dcbc (README.md): "A collaborative chat and video-calling
 *   application inspired by Slack", features, a demo link, prerequisites ("Stream Account: Sign up for a free account at
 *   Stream", "Clerk Account: Sign up for a free account at Clerk"), installation, usage, technologies.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

// ---------------------------------------------------------------- IPW (tuning)

const IPW_TOPICS = ['api', 'ip', 'client ip', 'ip address', 'proxies', 'vpns', 'http methods', 'vercel', 'json', 'xml'];

const ipw: CorpusSite = {
  id: 'ipw-readme',
  about:
    'IPW\'s README: a maintainability badge, "IP Watcher its a simple API that returns the client\'s IP while using any http method.", "Deploy with Vercel" ("This requires a free account on https://vercel.com/"), how to use it (its endpoint, text or XML), notes (ipify: "It\'s free, open-source, awesome")',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'readme'],
  source: realSource('juanpujol/ipw', '7c8ba4208919475694fcf1d3531ac6eb0532f078', 'README.md'),
  pages: { '/': realPage('ipw-readme/index.html') },
  expected: {
    name: ['IPW', 'IP Watcher'],
    // No price of its own: the free account is Vercel's (where one deploys it), "It's free, open-source" is ipify's.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The h1 has no image; the badges are Code Climate's and Vercel's.
    logo_url: null,
    demo_video_url: null,
    // An API returning the client's IP: APIs, Developer Tools.
    categories: { must: [], may: ['APIs', 'Developer Tools'] },
    features: { must: [], may: ['Return as text or XML'] },
    usps: { must: [], may: [] },
    tags: { must: [], may: IPW_TOPICS },
    keywords: { must: [], may: IPW_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // Vercel's free account, ipify's "free": neither is IPW's price.
  forbidden: ['pricing_model=free', 'pricing_model=freemium'],
};

// ---------------------------------------------------------------- WXfetch (tuning)

const WXFETCH_TOPICS = [
  'aviation weather',
  'weather',
  'metar',
  'command line',
  'console utility',
  'cli',
  'airfield',
  'rust',
  'geoip',
];

const wxfetch: CorpusSite = {
  id: 'wxfetch-readme',
  about:
    'WXfetch\'s README: CI, crates.io and licence badges, "Console utility for accessing aviation weather information from the command line.", parameters, configuration (position, clouds, temperature, wind, age, visibility), "Providing API keys" ("For wxfetch to work you will need a free account on https://avwx.rest/."), building from source, contributing',
  classes: ['real', 'tuning', 'single-page', 'pricing', 'readme'],
  source: realSource('RRArny/wxfetch', '9bc904df6109e03ebab67d7f7b603f0a9d9e212e', 'README.md'),
  pages: { '/': realPage('wxfetch-readme/index.html') },
  expected: {
    name: ['WXfetch', 'Wxfetch', 'wxfetch'],
    // No price of its own: the free account is AVWX's, whose API key it needs. Open source, its price unstated.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A command-line utility (aviation weather): Developer Tools may stand.
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: [] },
    usps: { must: [], may: [] },
    tags: { must: [], may: WXFETCH_TOPICS },
    keywords: { must: [], may: WXFETCH_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // AVWX's free account is not WXfetch's price.
  forbidden: ['pricing_model=free', 'pricing_model=freemium'],
};

// ---------------------------------------------------------------- Skebenga (held out)

const SKEBENGA_FEATURES = [
  'Tracks clan events such as member joins & leaves, description & badge changes and more.',
  'Track war events such as preparation starts, wins & losses.',
  'Tracks clan member donations and their amounts.',
  'Useful commands for getting info about other clans & players with !clan and !player',
  'A few moderation commands, like !kick, !ban and more.',
];
const SKEBENGA_TOPICS = [
  'discord',
  'discord bot',
  'bot',
  'clash of clans',
  'clan events',
  'war events',
  'donations',
  'moderation',
  'python',
];

const skebenga: CorpusSite = {
  id: 'skebenga-readme',
  about:
    'Skebenga\'s README: "A bot for tracking Clash of Clans activity over Discord.", features, requirements (python, pipx, poetry), a `.env` sample whose comment says "You will need a free account on their developer portal." (Clash of Clans\'), usage',
  classes: ['real', 'held-out', 'single-page', 'pricing', 'readme'],
  source: realSource('VortexShrimp/skebenga', 'be103b2d4bb2d726c725e4e2d1c57416e8ab92d3', 'README.md'),
  pages: { '/': realPage('skebenga-readme/index.html') },
  expected: {
    name: 'Skebenga',
    // No price of its own: the free account is on Clash of Clans' developer portal.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A Discord bot for a game's clans: Games, Social Media or Entertainment may stand.
    categories: { must: [], may: ['Games', 'Entertainment', 'Social Media', 'Developer Tools'] },
    features: { must: [], may: SKEBENGA_FEATURES },
    usps: { must: [], may: SKEBENGA_FEATURES },
    tags: { must: [], may: SKEBENGA_TOPICS },
    keywords: { must: [], may: SKEBENGA_TOPICS },
    founders: [],
    // The clone address is in code, not a link.
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=free', 'pricing_model=freemium'],
};

// ---------------------------------------------------------------- The Slack Clone (held out)

const SLACK_CLONE_FEATURES = [
  'User Authentication: Secure user authentication using Clerk for registered users and guests.',
  'Workspace and Channel Management: Users can create workspaces and channels, allowing organized conversations.',
  'Rich Text Messaging: Rich text formatting, emojis, and reactions for more expressive messages.',
  'Dynamic Video Calling: Integrated video call functionality using Stream\'s Video SDK, similar to Slack\'s "Huddle" feature.',
  'Screen Sharing: Participants can share screens during video calls for easier collaboration.',
  'File Sharing: Upload and share files within a channel.',
  'Interactive Controls: Users can mute/unmute audio, enable/disable video, and more.',
  'Responsive Design: Fully responsive UI built with Tailwind CSS.',
  'User Authentication',
  'Workspace and Channel Management',
  'Rich Text Messaging',
  'Dynamic Video Calling',
  'Screen Sharing',
  'File Sharing',
  'Interactive Controls',
  'Responsive Design',
];
const SLACK_CLONE_TOPICS = [
  'slack clone',
  'slack',
  'chat',
  'messaging',
  'real-time messaging',
  'video calls',
  'video calling',
  'team communication',
  'workspaces',
  'channels',
  'screen sharing',
  'file sharing',
  'next.js',
  'typescript',
  'tailwind css',
  'stream',
  'clerk',
];

const slackClone: CorpusSite = {
  id: 'tropicolx-slack-clone-readme',
  about:
    'The Slack Clone\'s README: "A collaborative chat and video-calling application inspired by Slack, built using Next.js, TypeScript, and Stream\'s Video and Chat SDKs.", a blog cover image, contents, features, a live demo link, prerequisites ("Stream Account: Sign up for a free account at Stream", "Clerk Account: Sign up for a free account at Clerk"), installation, usage, technologies used',
  classes: ['real', 'held-out', 'single-page', 'pricing', 'readme'],
  source: realSource('TropicolX/slack-clone', '38c2dcbc515bb9891b36884279f9e29821832bd8', 'README.md'),
  pages: { '/': realPage('tropicolx-slack-clone-readme/index.html') },
  expected: {
    name: ['The Slack Clone', 'Slack Clone'],
    // No price of its own: the free accounts are Stream's and Clerk's.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The image under the h1 is the blog article's cover, not a logo.
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Communication', 'Productivity', 'Developer Tools'] },
    features: { must: [], may: SLACK_CLONE_FEATURES },
    usps: { must: [], may: SLACK_CLONE_FEATURES },
    tags: { must: [], may: SLACK_CLONE_TOPICS },
    keywords: { must: [], may: SLACK_CLONE_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['pricing_model=free', 'pricing_model=freemium'],
};

export const REAL_TUNING_SITES_HUNDRED_AND_FIRST: readonly CorpusSite[] = [ipw, wxfetch];

export const REAL_HELD_OUT_SITES_HUNDRED_AND_FIRST: readonly CorpusSite[] = [skebenga, slackClone];
