/**
 * Issue 34, twentieth round: about, team and contact pages of real products (founders, addresses, e-mails). Filled by the round: the real pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * Each page is kept verbatim in real/<id>/: a content page's markdown at the commit, its front matter dropped
 * (a site generator does not print it), rendered by markdown-it (html and linkify on) in a bare page whose
 * title is the page's; Sandstorm's index.html and about.html filled into their Jekyll page layout (the layout's liquid replaced
 * by the values Jekyll gives it). Let's Encrypt's two pages carry a two-link nav built from their front
 * matter's menu entries (both under "about" in the main menu), so the crawler reaches the contact page.
 *
 * Tuned on:
 * - sandstorm-io: sandstorm-io/sandstorm-website at 910fc4ee (index.html and about.html in _layouts/page.html): two
 *   co-founders named in their bios ("technical lead and co-founder of Sandstorm", "a co-founder of Sandstorm"),
 *   a past team whose bios co-found other companies, advisors, crowdfunding sponsors (an investor), a footer
 *   "Contact" mailto, rel="me" Mastodon and a footer GitHub link.
 * - letsencrypt-org: letsencrypt/website at b89871ef (content/en/about.md and contact.md): "We do not provide
 *   support via email", then only per-topic addresses (press, sponsorship, privacy).
 * - antennapod-about: AntennaPod/antennapod.github.io at 06a3927d (_i18n/en/general/about.md, the text of
 *   /about): "Est. 2011", "Daniel Oeh, the original creator of AntennaPod", the current leads by handle.
 *
 * Held out (the drafter is not changed for them):
 * - privacyguides-about: privacyguides/privacyguides.org at 45d72633 (docs/about.md): an executive committee
 *   of founders in cards, each with personal GitHub / Mastodon (rel=me) links and mailboxes, staff cards, a
 *   shared team inbox, a list of the project's own accounts, "launched in September 2021".
 * - octoprint-imprint: OctoPrint/octoprint.org at f5c03120 (imprint/index.md): a German legal notice, a c/o
 *   address in Hamburg, "contact@octoprint.org (Not for support!)".
 * - mpd-imprint: MusicPlayerDaemon/website at d3497934 (content/imprint.md): "The Music Player Daemon
 *   project is managed by: Max Kellermann", an address in Bergisch Gladbach, imprint@musicpd.org.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED } from './corpus-site.ts';

const none = { must: [] };

const SANDSTORM_ITEMS = [
  'Chat',
  'File Storage',
  'Task & Project Management',
  'Document Editing',
  'Chat: Sync up with your colleagues securely using Rocket.Chat.',
  'File Storage: Store all your files and share them with others using Davros.',
  'Task & Project Management: Organize all your tasks and ideas using Wekan.',
  'Document Editing: Create, edit, and collaborate on documents with Etherpad.',
  'Sync up with your colleagues securely using Rocket.Chat.',
  'Store all your files and share them with others using Davros.',
  'Organize all your tasks and ideas using Wekan.',
  'Create, edit, and collaborate on documents with Etherpad.',
  'Usability | Designed for Humans',
  'Security | Secure by Default',
  "Freedom | You're in Control",
  'Usability',
  'Security',
  'Freedom',
  'Installing apps on Sandstorm is as easy as installing apps on your phone.',
  'All your apps and data in one place, with consistent access control.',
  'Sandstorm protects you.',
  'Sandstorm makes it easy to adhere to security, regulatory, and data privacy requirements.',
  'You choose where your data lives:',
  'With Sandstorm, you do not get locked into walled gardens.',
  'Individuals',
  'Businesses',
  'Developers',
];

const sandstorm: CorpusSite = {
  id: 'sandstorm-io',
  about:
    'real (sandstorm.io home + about): co-founders named in bios, a past team co-founding other companies, advisors, an investor among crowdfunding sponsors, a footer contact mailto, rel=me Mastodon',
  classes: ['real', 'multi-page', 'about', 'team', 'founders', 'contact', 'socials'],
  source: realSource(
    'sandstorm-io/sandstorm-website',
    '910fc4ee',
    'index.html and about.html',
    'in _layouts/page.html as Jekyll fills it',
  ),
  pages: { '/': realPage('sandstorm-io/index.html'), '/about': realPage('sandstorm-io/about.html') },
  expected: {
    name: ['Sandstorm', 'Sandstorm.io'],
    // "an open source platform for self-hosting web apps": no price, no free plan in words.
    pricing_model: null,
    founded_year: null,
    // The footer's "Contact" link under "About".
    contact_email: 'contact@sandstorm.io',
    city: null,
    country: null,
    stage: null,
    // og:image, the sand cat (Sandstorm's mascot and mark).
    logo_url: 'https://sandstorm.io/images/sandcat.png',
    demo_video_url: null,
    // "Self-host web-based productivity apps easily and securely"; a platform apps are packaged for.
    categories: { must: [], may: ['Productivity', 'Developer Tools'] },
    features: { must: [], may: SANDSTORM_ITEMS },
    usps: { must: [], may: SANDSTORM_ITEMS },
    tags: {
      must: [],
      may: [
        'open source',
        'web apps',
        'self-hosting',
        'self-host',
        'sandbox',
        'app store',
        'App Market',
        'security',
        'indie web',
        'access control',
        'grains',
        'productivity apps',
        'privacy',
      ],
    },
    keywords: {
      must: [],
      may: [
        'open source web apps',
        'open source',
        'web apps',
        'self-hosting web apps',
        'secure sandbox',
        'app store',
        'App Market',
        'access control',
        'productivity apps',
        'grains',
        'indie web applications',
      ],
    },
    // "Kenton is technical lead and co-founder of Sandstorm" under "Kenton Varda / Technical Architect";
    // "Jade Wang … is a co-founder of Sandstorm" under "Jade Wang / Community Manager".
    founders: [
      { name: 'Kenton Varda', title: 'Technical Architect' },
      { name: 'Jade Wang', title: 'Community Manager' },
    ],
    socials: {
      custom: 'https://floss.social/@sandstorm',
      github: 'https://github.com/sandstorm-io/sandstorm',
    },
    faqs: [],
  },
  // Past team members who co-founded other companies, the advisors, the crowdfunding sponsors (one an
  // angel investor), the cat; a bio's home town.
  forbidden: [
    'founders=Jason Paryani',
    'founders=Asheesh Laroia',
    'founders=David Renshaw',
    'founders=Drew Fisher',
    'founders=Nena Nguyen',
    'founders=Garply',
    'founders=Brian Swetland',
    'founders=Andrew Lutomirski',
    'founders=Jasvir Nagra',
    'founders=Mark Seaborn',
    'founders=Mark S. Miller',
    'founders=Roger Wagner',
    'founders=Audrey Tang',
    'city=Vancouver',
    'city=Mountain View',
    'country=CA',
  ],
};

const LETSENCRYPT_PRINCIPLES = [
  'Free: Anyone who owns a domain name can use Let’s Encrypt to obtain a trusted certificate at zero cost.',
  "Free: Anyone who owns a domain name can use Let's Encrypt to obtain a trusted certificate at zero cost.",
  "Automatic: Software running on a web server can interact with Let's Encrypt to painlessly obtain a certificate, securely configure it for use, and automatically take care of renewal.",
  "Secure: Let's Encrypt will serve as a platform for advancing TLS security best practices, both on the CA side and by helping site operators properly secure their servers.",
  'Transparent: All certificates issued or revoked will be publicly recorded and available for anyone to inspect.',
  'Open: The automatic issuance and renewal protocol is published as an open standard that others can adopt.',
  "Cooperative: Much like the underlying Internet protocols themselves, Let's Encrypt is a joint effort to benefit the community, beyond the control of any one organization.",
];
const LETSENCRYPT_TOPICS = [
  'certificate authority',
  'HTTPS',
  'SSL/TLS',
  'TLS',
  'SSL',
  'certificates',
  'digital certificates',
  'free',
  'automated',
  'open',
  'privacy',
  'security',
  'renewal',
  'open standard',
];

const letsencrypt: CorpusSite = {
  id: 'letsencrypt-org',
  about:
    "real (letsencrypt.org about + contact): a free CA run by ISRG; 'We do not provide support via email', then only press, sponsorship and privacy addresses",
  classes: ['real', 'multi-page', 'about', 'contact'],
  source: realSource(
    'letsencrypt/website',
    'b89871ef',
    'content/en/about.md and content/en/contact.md',
    FRONT_MATTER_DROPPED,
  ),
  pages: { '/': realPage('letsencrypt-org/index.html'), '/contact': realPage('letsencrypt-org/contact.html') },
  expected: {
    name: "Let's Encrypt",
    // "free, automated, and open Certificate Authority", certificates "for free".
    pricing_model: 'free',
    founded_year: null,
    // "We do not provide support via email": every address is for one topic only.
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Developer Tools'] },
    features: { must: [], may: LETSENCRYPT_PRINCIPLES },
    usps: { must: [], may: LETSENCRYPT_PRINCIPLES },
    tags: { must: [], may: LETSENCRYPT_TOPICS },
    keywords: { must: [], may: LETSENCRYPT_TOPICS },
    founders: [],
    socials: {},
    faqs: [],
  },
  // The press and sponsorship addresses and the privacy address of the parent organisation; the parent
  // organisation is no founder.
  forbidden: [
    'press@letsencrypt.org',
    'sponsor@letsencrypt.org',
    'privacy@abetterinternet.org',
    'founders=Internet Security Research Group',
    'founders=Internet Security Research Group (ISRG)',
  ],
};

const antennapod: CorpusSite = {
  id: 'antennapod-about',
  about:
    "real (antennapod.org about): 'Est. 2011', 'Daniel Oeh, the original creator of AntennaPod', current leads by handle, a forum",
  classes: ['real', 'single-page', 'about', 'founders', 'founded-year'],
  source: realSource('AntennaPod/antennapod.github.io', '06a3927d', '_i18n/en/general/about.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('antennapod-about/index.html') },
  expected: {
    name: 'AntennaPod',
    // "a podcast player, completely free", "free of ads".
    pricing_model: 'free',
    // "Est. 2011: the AntennaPod project today"; "The first bit of code … was published in 2011".
    founded_year: '2011',
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: {
      must: [],
      may: [
        'Simple, but feature packed',
        'Open Source and free of ads',
        'Keeping the podcasting ecosystem open',
        'We hear you: community & accessibility',
      ],
    },
    tags: {
      must: [],
      may: [
        'podcast player',
        'podcasts',
        'podcast',
        'open source',
        'privacy',
        'RSS',
        'F-Droid',
        'accessibility',
        'free',
        'podcasting',
      ],
    },
    keywords: {
      must: [],
      may: ['podcast player', 'open podcasting ecosystem', 'podcasts', 'open source', 'RSS feed', 'F-Droid', 'privacy'],
    },
    // "published in 2011 by Daniel Oeh, the original creator of AntennaPod" (no title beside it).
    founders: [{ name: 'Daniel Oeh' }],
    // Corrected in issue 34's twenty-fourth round (the corpus's convention: Privacy Guides' forum is its own
    // custom link): "you are more than welcome on our forum", "share your feature request on our forum".
    socials: { custom: ['https://forum.antennapod.org', 'https://forum.antennapod.org/'] },
    faqs: [],
  },
  // Today's leads are no founders.
  forbidden: ['founders=ByteHamster', 'founders=Keunes', 'founders=@ByteHamster', 'founders=@Keunes'],
};

export const REAL_TUNING_SITES_TWENTIETH: readonly CorpusSite[] = [sandstorm, letsencrypt, antennapod];

const PG_FOUNDERS = ['Daniel Gray', 'Freddy', 'Niek de Wilde', 'Olivia'];
const PG_PERSONAL = [
  'https://github.com/dngray',
  'https://mastodon.social/@dngray',
  'https://github.com/freddy-m',
  'https://social.lol/@freddy',
  'https://www.jonaharagon.com',
  'https://github.com/jonaharagon',
  'https://mastodon.neat.computer/@jonah',
  'https://github.com/blacklight447',
  'https://mastodon.social/@blacklight447',
  'https://github.com/hook9',
  'https://mastodon.neat.computer/@oliviablob',
  'https://github.com/EmAtPrivacyGuides',
  'https://infosec.exchange/@Em0nM4stodon',
  'https://github.com/jordan-warne',
  'https://social.lol/@jw',
  'https://github.com/tnonate',
  'https://mastodon.thenewoil.org/@nateb',
];

const privacyguides: CorpusSite = {
  id: 'privacyguides-about',
  about:
    'real (privacyguides.org about): founders in cards with personal GitHub / Mastodon (rel=me) links and mailboxes, staff cards, a shared team inbox, the project’s own accounts listed, "launched in September 2021"',
  classes: ['real', 'single-page', 'about', 'team', 'founders', 'contact', 'socials'],
  source: realSource('privacyguides/privacyguides.org', '45d72633', 'docs/about.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('privacyguides-about/index.html') },
  expected: {
    name: 'Privacy Guides',
    pricing_model: null,
    // "launched in September 2021": a launch, no founding.
    founded_year: null,
    // "You may also email the entire team at team@privacyguides.org".
    contact_email: 'team@privacyguides.org',
    city: null,
    country: null,
    // "Privacy Guides was launched in September 2021": launched, as the corpus reads Patchbay's "launched in
    // 2019" (corrected after the first run, which left it blank: the fact was wrong by the corpus's convention).
    stage: 'launched',
    // "![Privacy Guides logo](assets/brand/logos/png/square/pg-yellow.png)".
    logo_url: '{base}/assets/brand/logos/png/square/pg-yellow.png',
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: {
      must: [],
      may: [
        'privacy',
        'data security',
        'security',
        'digital privacy',
        'non-profit',
        'open source',
        'privacy guides',
        'recommendations',
      ],
    },
    keywords: {
      must: [],
      may: ['data security and privacy', 'digital privacy', 'privacy', 'security', 'product recommendations'],
    },
    // The executive committee: "Founder" under each name, "Founder, Program Director" under Jonah Aragon's.
    founders: [
      ...PG_FOUNDERS.map((name) => ({ name, title: 'Founder' })),
      { name: 'Jonah Aragon', title: 'Founder, Program Director' },
    ],
    // "For reference," the accounts run by the Privacy Guides team; the card links to the site's source.
    socials: {
      x: 'https://x.com/privacy_guides',
      github: ['https://github.com/privacyguides', 'https://github.com/privacyguides/privacyguides.org'],
      linkedin: 'https://linkedin.com/company/privacyguides',
      reddit: 'https://reddit.com/r/PrivacyGuides',
      youtube: ['https://youtube.com/@privacyguides', 'https://www.youtube.com/@privacyguides'],
      tiktok: 'https://www.tiktok.com/@privacyguides',
      facebook: 'https://www.facebook.com/PrivacyGuides.org',
      instagram: 'https://www.instagram.com/privacy.guides/',
      threads: 'https://www.threads.net/@privacy.guides',
      custom: [
        'https://discuss.privacyguides.net',
        'https://matrix.to/#/#privacyguides:matrix.org',
        'https://mastodon.neat.computer/@privacyguides',
        'https://neat.tube/c/privacyguides',
        'https://bsky.app/profile/privacyguides.org',
        'https://codeberg.org/privacyguides',
        'https://gitlab.com/privacyguides',
      ],
    },
    faqs: [],
  },
  // The people's own accounts and mailboxes; staff are no founders; the fund's manager is no founder.
  forbidden: [
    ...PG_PERSONAL,
    'dngray@privacyguides.org',
    'jonah@privacyguides.org',
    'founders=Em',
    'founders=Jordan Warne',
    'founders=Nate Bartram',
    'founders=MAGIC Privacy Guides Fund',
  ],
};

const octoprint: CorpusSite = {
  id: 'octoprint-imprint',
  about:
    'real (octoprint.org legal notice): a German imprint, a c/o address in Hamburg, "contact@octoprint.org (Not for support!)"',
  classes: ['real', 'single-page', 'imprint', 'contact', 'places'],
  source: realSource('OctoPrint/octoprint.org', 'f5c03120', 'imprint/index.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('octoprint-imprint/index.html') },
  expected: {
    name: 'OctoPrint',
    pricing_model: null,
    founded_year: null,
    // The legal notice's contact address (not for support, still the product's address).
    contact_email: 'contact@octoprint.org',
    // "c/o IP-Management #11901, Ludwig-Erhard-Str. 18, 20459 Hamburg, Germany".
    city: 'Hamburg',
    country: 'DE',
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: ['OctoPrint', 'OctoPi'] },
    keywords: { must: [], may: ['OctoPrint', 'OctoPi'] },
    // "Responsible for contents": no founding role stated.
    founders: [],
    socials: {},
    faqs: [],
  },
  forbidden: ['city=Ludwig-Erhard-Str', 'city=Ludwig-Erhard-Str. 18'],
};

const mpd: CorpusSite = {
  id: 'mpd-imprint',
  about:
    'real (musicpd.org imprint): "The Music Player Daemon project is managed by: Max Kellermann", an address in Bergisch Gladbach, imprint@musicpd.org',
  classes: ['real', 'single-page', 'imprint', 'contact', 'places', 'founders'],
  source: realSource('MusicPlayerDaemon/website', 'd3497934', 'content/imprint.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('mpd-imprint/index.html') },
  expected: {
    name: ['Music Player Daemon', 'MPD'],
    pricing_model: null,
    founded_year: null,
    contact_email: 'imprint@musicpd.org',
    // The project's legal address, as its imprint states it.
    city: 'Bergisch Gladbach',
    country: 'DE',
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: ['nanoc'] },
    keywords: { must: [], may: ['nanoc'] },
    // "managed by": no founding role.
    founders: [],
    // The website's source repository is no profile of the product.
    socials: {},
    faqs: [],
  },
  forbidden: [
    'founders=Max Kellermann',
    'https://github.com/MusicPlayerDaemon/website',
    'https://max.kellermann.name/',
  ],
};

export const REAL_HELD_OUT_SITES_TWENTIETH: readonly CorpusSite[] = [privacyguides, octoprint, mpd];
