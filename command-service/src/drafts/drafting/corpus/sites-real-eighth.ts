/**
 * Issue 34, eighth round: a class of held-out misses no tuning page showed — a project's Gitter room
 * as its chat (Encryptic's header row). One real README with that shape to tune on, and one for one a
 * held-out README, each kept verbatim in real/ (README.md at the commit, rendered by markdown-it, html
 * and linkify on, as the earlier rounds'); facts written from the page before the drafter first ran on it.
 *
 * Tuning:
 * - scoold-readme: Erudika/scoold at 0807cb94 (README.md, 2017-02-09): "Yet another Stack Overflow
 *   clone", a "Join the chat at https://gitter.im/Erudika/scoold" badge, "Scoold is a Q&A platform
 *   written in Java", a features list, a configuration sample with placeholder addresses.
 *
 * Held out (the drafter is not changed for it):
 * - lets-chat-readme: sdelements/lets-chat at 7c93ffd0 (README.md, 2016-08-10): "A self-hosted chat app
 *   for small teams built by Security Compass", a "Features and Stuff" list, links to its plugins'
 *   repositories and to its wiki and issues.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource } from './corpus-site.ts';

export const scooldReadme: CorpusSite = {
  id: 'scoold-readme',
  about:
    'real (Erudika/scoold README, 2017): "Yet another Stack Overflow clone", a Gitter badge "Join the chat at …", a features list, a configuration sample with placeholder addresses',
  classes: ['real', 'tuning', 'single-page', 'docs', 'socials', 'contact'],
  source: realSource('Erudika/scoold', '0807cb94'),
  pages: { '/': realPage('scoold-readme/index.html') },
  expected: {
    name: 'Scoold',
    // Open-sourced; no price, no plan.
    pricing_model: null,
    // "It's an old project (~2011)": an approximate age, not a founding statement.
    founded_year: null,
    // The addresses are a configuration sample's ("admin@domain.com", "support@scoold.com" as a setting).
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The image the page opens with, its alt text "Scoold Q&A"; the square face near the end is unnamed.
    logo_url: ['{base}/assets/header.png', '{base}/assets/logosq.png'],
    demo_video_url: null,
    // "a Q&A platform": no category of the tree names one; a Q&A section is a kind of knowledge base.
    categories: { must: [], may: ['Customer Support'] },
    features: {
      must: [
        'Full featured Q&A platform',
        'Database-agnostic, optimized for cloud deployment',
        'Full-text search',
        'Distributed object cache',
        'Location-based search and "near me" filtering of posts',
        'I18n and branding customization',
        'Spring Boot project (single JAR)',
        'Reputation and voting system with badges',
        'Minimal frontend JS code based on jQuery',
        'Modern, responsive layout powered by Materialize CSS',
        'Social login (Facebook, Google) with Gravatar support',
        'SEO friendly',
      ],
      may: [],
    },
    usps: { must: [], may: [] },
    tags: {
      must: [],
      may: ['Q&A', 'Q&A platform', 'Stack Overflow clone', 'Java', 'full-text search', 'Para', 'Spring Boot'],
    },
    keywords: {
      must: [],
      may: [
        'Q&A',
        'Q&A platform',
        'Stack Overflow clone',
        'Java',
        'full-text search',
        'Para',
        'Spring Boot',
        'Q&A section',
        'Para server',
      ],
    },
    founders: [],
    // The badge's Gitter room, "Join the chat at https://gitter.im/Erudika/scoold".
    socials: { custom: 'https://gitter.im/Erudika/scoold' },
    faqs: [],
  },
  // Para is another project of the same makers; the addresses are a sample configuration's.
  forbidden: ['github.com/Erudika/para', 'admin@domain.com', 'localhost'],
};

const LETS_CHAT_FEATURES = [
  'BYOS (bring your own server)',
  'Persistent messages',
  'Multiple rooms',
  'Private and password-protected rooms',
  'New message alerts / notifications',
  'Mentions (hey @you/@all)',
  'Image embeds / Giphy search',
  'Code pasting',
  'File uploads (Local / Amazon S3 / Azure)',
  'Transcripts / Chat History (with search)',
  'XMPP Multi-user chat (MUC)',
  '1-to-1 chat between XMPP users',
  'Local / Kerberos / LDAP authentication',
  'Hubot Adapter',
  'REST-like API',
  'Basic i18n support',
];

export const letsChatReadme: CorpusSite = {
  id: 'lets-chat-readme',
  about:
    'real (sdelements/lets-chat README, 2016): "A self-hosted chat app for small teams built by Security Compass", a "Features and Stuff" list, its plugins’ repositories, a mailing list for support',
  classes: ['real', 'single-page', 'docs', 'socials', 'pricing'],
  source: realSource('sdelements/lets-chat', '7c93ffd0'),
  pages: { '/': realPage('lets-chat-readme/index.html') },
  expected: {
    name: "Let's Chat",
    // "MIT Licensed" is a license, no price or plan.
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The image the page opens with, its alt text the product's name; the second is a screenshot.
    logo_url: 'http://i.imgur.com/0a3l5VF.png',
    demo_video_url: null,
    // "A self-hosted chat app for small teams": team chat; no category of the tree names it.
    categories: { must: [], may: ['Productivity'] },
    features: { must: LETS_CHAT_FEATURES, may: ['MIT Licensed'] },
    usps: { must: [], may: [] },
    tags: {
      must: [],
      may: ['chat', 'chat app', 'self-hosted', 'XMPP', 'rooms', 'team chat', 'messages', 'Hubot', 'small teams'],
    },
    keywords: {
      must: [],
      may: [
        'chat',
        'chat app',
        'self-hosted chat app',
        'self-hosted',
        'XMPP',
        'rooms',
        'team chat',
        'small teams',
        'Persistent messages',
        'Multiple rooms',
      ],
    },
    // "built by Security Compass": a company, no founder named.
    founders: [],
    // Its plugins' and others' repositories, its wiki and issues: no profile the page presents as its own.
    socials: {},
    faqs: [],
  },
  forbidden: [
    'lets-chat-ldap',
    'lets-chat-kerberos',
    'lets-chat-s3',
    'hubot-lets-chat',
    'maximilian-krauss',
    'cloudron-io',
  ],
};

export const REAL_TUNING_SITES_EIGHTH: readonly CorpusSite[] = [scooldReadme];
export const REAL_HELD_OUT_SITES_EIGHTH: readonly CorpusSite[] = [letsChatReadme];
