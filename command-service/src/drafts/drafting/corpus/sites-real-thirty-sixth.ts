/**
 * Issue 34, thirty-sixth round: docs-site person cards and team pages. Filled by the round: the pages tuned on, and one for one the real
 * pages held out (chosen, and their facts written from the page, before the drafter first ran on them).
 *
 * The class: a site's about or team page names people, each with their own links (GitHub, GitLab, X, a
 * personal site), and credits people for things that are not the product (its logo, its website, an app it
 * was based on). A founder needs a statement that the person founded or created this product; a person's
 * links are that person's, not the company's; the company's socials are those it presents as its own.
 *
 * Each page is kept verbatim in real/ (the markdown at the commit, front matter dropped, rendered by
 * markdown-it, html and linkify on, as the earlier rounds'), under the title its site generator gives it.
 *
 * Tuned on (2 real pages):
 * - fdroid-about: f-droid/fdroid-website at ab4533fe (_pages/about.md, Jekyll): "The F-Droid project was founded
 *   in 2010 by Ciaran Gultnieks," over a list of contributors, each linked to their own GitLab or Weblate
 *   profile (the list filled from _data/contributors.yaml at the same commit as Jekyll's loop fills it, English
 *   names; the two `{{ "/…/" | prepend: site.baseurl }}` links filled with an empty baseurl); "The F-Droid logo
 *   was created by William Theaker"; "based on the Aptoide app developed by Roberto Jacinto"; the project's
 *   forum, Matrix rooms, IRC channel, a Mastodon account ("follow us on"), team@f-droid.org, Open Collective.
 * - asahi-about: AsahiLinux/AsahiLinux.github.io at bc08bdde (content/about.md, Hugo, in
 *   layouts/_default/single.html with its header and footer partials as Hugo fills them, the assets' hash
 *   query strings dropped): contributors in a list, each linked to their own GitHub or site, one of them
 *   "the founder of Asahi Linux"; "The Asahi Linux logo and website were designed by soundflora*"; "Kawaii
 *   Asahi Linux logo by SAWARATSUKI" linked to that artist's X account; a footer row of the project's
 *   accounts; `twitter:site` @AsahiLinux; a FAQ in h2 questions.
 *
 * Held out (the drafter is not changed for them; chosen with the pages above, before either ran):
 * - yarnspinner-team: YarnSpinnerTool/YSDocs at 720ed8b7 (docs/about/team.md, GitBook): "Yarn Spinner Pty. Ltd.
 *   was founded by the team that created Yarn Spinner—Jon Manning, Tim Nugent, and Paris Buttfield-Addison",
 *   each name linked to the person's own X account, a helper who is no founder, "an Australian company based
 *   in beautiful Hobart, Tasmania", a Patreon link, the studio that made it (Secret Lab) and its site.
 * - field-tm-team: hotosm/field-tm at 5260fbfe (docs/about/team.md, mkdocs): person cards (an avatar, a bold
 *   name, an italic role: "Product Owner & Lead Developer", "Product Manager advisory role"), "developed as a
 *   collaboration between HOT's Tech Team & NAXA", a link to the README's contributors; no founder stated.
 */
import type { CorpusSite } from './corpus-site.ts';
import { realPage, realSource, FRONT_MATTER_DROPPED, RENDERED } from './corpus-site.ts';

const none = { must: [] };

const FDROID_TOPICS = [
  'FOSS',
  'Free and Open Source',
  'Free and Open Source Software',
  'open source',
  'free software',
  'software freedom',
  'Android',
  'apps',
  'Android apps',
  'FOSS apps',
  'app repository',
  'repository',
  'privacy',
  'non-profit',
];

/** Contributors' own profiles, linked from their names in the list (a few of the 27 GitLab and the Weblate links). */
const FDROID_PEOPLE_LINKS = [
  'https://gitlab.com/CiaranG',
  'https://gitlab.com/IzzySoft',
  'https://gitlab.com/eighthave',
  'https://gitlab.com/TheLastProject',
  'https://gitlab.com/obfusk',
  'https://gitlab.com/bubu',
  'https://gitlab.com/uniqx',
  'https://hosted.weblate.org/user/aleksey.zaprudnov',
  'https://hosted.weblate.org/user/nykula',
];

const fdroid: CorpusSite = {
  id: 'fdroid-about',
  about:
    'real (f-droid.org about, Jekyll): "founded in 2010 by Ciaran Gultnieks" over a contributors list linked to their own GitLab/Weblate profiles; the logo "created by" a designer; the project\'s forum, Matrix, IRC and Mastodon',
  classes: ['real', 'tuning', 'single-page', 'about', 'team', 'founders', 'contact', 'socials'],
  source: realSource(
    'f-droid/fdroid-website',
    'ab4533fe',
    '_pages/about.md',
    `${FRONT_MATTER_DROPPED}; Jekyll's liquid filled as Jekyll fills it (the contributors loop from _data/contributors.yaml, English names; site.baseurl empty)`,
  ),
  pages: { '/': realPage('fdroid-about/index.html') },
  expected: {
    name: 'F-Droid',
    // A non-profit volunteer project; donations via Open Collective are no price.
    pricing_model: null,
    // "The F-Droid project was founded in 2010 by Ciaran Gultnieks,".
    founded_year: '2010',
    // "You can send email at team@f-droid.org".
    contact_email: 'team@f-droid.org',
    // "legally represented by our Commons Conservancy Programme": no place.
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // "a repository of FOSS apps, along with an Android client": an app store, no category of the tree names it.
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: FDROID_TOPICS },
    keywords: { must: [], may: FDROID_TOPICS },
    // "The F-Droid project was founded in 2010 by Ciaran Gultnieks," (no title beside the name).
    founders: [{ name: 'Ciaran Gultnieks' }],
    // The project's own places: "follow us on @fdroidorg@floss.social", its forum, its Matrix rooms
    // ("#fdroid:f-droid.org"), its IRC channel and the translators' Telegram group. One custom link is kept;
    // any of them is right.
    socials: {
      custom: [
        'https://floss.social/@fdroidorg',
        'https://forum.f-droid.org',
        'https://forum.f-droid.org/',
        'https://matrix.to/#/#fdroid:f-droid.org',
        'https://matrix.to/#/#fdroid-space:f-droid.org',
        'https://matrix.to/#/#fdroid-translators:f-droid.org',
        'ircs://irc.oftc.net:6697/fdroid',
        'https://webchat.oftc.net/?randomnick=1&channels=fdroid&prompt=1',
        'https://t.me/fdroid_translators',
      ],
    },
    faqs: [],
  },
  // The contributors' own profiles; the logo's designers and the author of the app F-Droid's client was
  // based on are no founders; a donation platform is no social account.
  forbidden: [
    ...FDROID_PEOPLE_LINKS,
    'https://opencollective.com/F-Droid/',
    'founders=William Theaker',
    'founders=Robert Martinez',
    'founders=Roberto Jacinto',
    'founders=F-Droid',
    'founders=Nico Alt',
    'founders=Hans-Christoph Steiner',
  ],
};

const ASAHI_TOPICS = [
  'Linux',
  'Apple Silicon',
  'Apple Silicon Macs',
  'Macs',
  'Mac',
  'M1',
  'M2',
  'porting Linux',
  'Linux port',
  'open source',
  'free and open source',
  'reverse engineering',
  'drivers',
  'GPU drivers',
  'Fedora Asahi Remix',
  'Fedora',
  'upstream',
  'kernel',
];

/** The contributors' own links, on their names in the lists, and the artists' credits. */
const ASAHI_PEOPLE_LINKS = [
  'https://github.com/marcan',
  'https://github.com/dougallj',
  'https://github.com/chadmed',
  'https://github.com/jannau',
  'https://github.com/kettenis',
  'https://github.com/svenpeter42',
  'https://github.com/asahilina',
  'https://github.com/eiln',
  'https://github.com/povik/',
  'https://github.com/povik',
  'https://alyssarosenzweig.ca/',
  'https://twitter.com/sawaratsuki1004',
  'https://x.com/sawaratsuki1004',
  'https://github.com/SAWARATSUKI/Logos',
  'https://github.com/marcan/asbestos',
  'https://github.com/fail0verflow/ps4-linux',
  'https://soundflora.tokyo',
];

const asahi: CorpusSite = {
  id: 'asahi-about',
  about:
    'real (asahilinux.org about, Hugo): contributors linked to their own GitHub, one "the founder of Asahi Linux"; logo and website "designed by" a studio; a logo artist\'s X account; the footer\'s own accounts; a FAQ',
  classes: ['real', 'tuning', 'single-page', 'about', 'team', 'founders', 'socials', 'faqs'],
  source: realSource(
    'AsahiLinux/AsahiLinux.github.io',
    'bc08bdde',
    'content/about.md',
    `${FRONT_MATTER_DROPPED}, in layouts/_default/single.html with the header and footer partials as Hugo fills them (asset hash query strings dropped)`,
  ),
  pages: { '/': realPage('asahi-about/index.html') },
  expected: {
    name: 'Asahi Linux',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The header's logo, the footer's logomark, the logo shown in "The logo", og:image.
    logo_url: [
      '{base}/img/AsahiLinux_logo.svg',
      '{base}/img/AsahiLinux_logomark.svg',
      'https://asahilinux.org/img/AsahiLinux_logomark_256px.png',
      '{base}/img/AsahiLinux_logomark_32px.png',
    ],
    demo_video_url: null,
    // "a project and community with the goal of porting Linux to Apple Silicon Macs": an operating system port.
    categories: none,
    features: none,
    usps: none,
    tags: { must: [], may: ASAHI_TOPICS },
    keywords: { must: [], may: ASAHI_TOPICS },
    // "Hector Martin (marcan), the founder of Asahi Linux.": an apposition, no title beside the name (as
    // AntennaPod's "Daniel Oeh, the original creator of AntennaPod"); the handle in brackets is no part of it.
    founders: [{ name: 'Hector Martin' }],
    // The footer's row (Mastodon, Bluesky, LinkedIn, GitHub), the header's GitHub, "All development takes place
    // on GitHub, github.com/AsahiLinux", and `twitter:site` @AsahiLinux (the product's name).
    socials: {
      custom: ['https://social.treehouse.systems/@AsahiLinux', 'https://bsky.app/profile/asahilinux.org'],
      linkedin: ['https://www.linkedin.com/company/asahilinux/', 'https://www.linkedin.com/company/asahilinux'],
      github: 'https://github.com/AsahiLinux',
      x: ['https://x.com/AsahiLinux', 'https://twitter.com/AsahiLinux'],
    },
    faqs: [
      'What devices are/will be supported?',
      'Is this a Linux distribution?',
      "Does Apple allow this? Don't you need a jailbreak?",
      'Is this legal?',
      'How will this be released?',
      'Will this make Apple Silicon Macs a fully open platform?',
      'Who is working on Asahi Linux?',
    ],
  },
  // The people's own links; designers, artists and contributors are no founders; the project is not its founder.
  forbidden: [
    ...ASAHI_PEOPLE_LINKS,
    'founders=soundflora*',
    'founders=SAWARATSUKI',
    'founders=Asahi Linux',
    'founders=Alyssa Rosenzweig',
    'founders=Asahi Lina',
    'founders=Dougall Johnson',
    'founders=Janne Grunau',
    'founders=Mark Kettenis',
    'founders=Linus Torvalds',
  ],
};

export const REAL_TUNING_SITES_THIRTY_SIXTH: readonly CorpusSite[] = [fdroid, asahi];

const YARN_TOPICS = [
  'Yarn Spinner',
  'open source',
  'game development',
  'games',
  'video games',
  'dialogue',
  'narrative',
  'interactive story',
  'tools',
  'tools development',
  'consulting',
  'integration',
];

const yarnspinner: CorpusSite = {
  id: 'yarnspinner-team',
  about:
    'real (Yarn Spinner docs, GitBook team page): the company "founded by the team that created Yarn Spinner—…" with each founder linked to their own X account, a helper, a Patreon, the studio that made it, Hobart',
  classes: ['real', 'single-page', 'about', 'team', 'founders', 'socials', 'place', 'docs'],
  source: realSource('YarnSpinnerTool/YSDocs', '720ed8b7', 'docs/about/team.md', FRONT_MATTER_DROPPED),
  pages: { '/': realPage('yarnspinner-team/index.html') },
  expected: {
    name: 'Yarn Spinner',
    // "You can support Yarn Spinner on Patreon"; consulting services offered, no price.
    pricing_model: null,
    // The company's founding has no year; "v0.9 was released in October 2015" is a release.
    founded_year: null,
    contact_email: null,
    // "an Australian company based in beautiful Hobart, Tasmania"; "located in Hobart, Australia".
    city: 'Hobart',
    country: 'AU',
    // Versions "released" in a timeline state no stage of the product in words.
    stage: null,
    // The page's only image is a photograph of Hobart.
    logo_url: null,
    demo_video_url: null,
    // "a tools development company": its tools are for game writers, no category of the tree is stated.
    categories: { must: [], may: ['Developer Tools'] },
    features: none,
    usps: none,
    tags: { must: [], may: YARN_TOPICS },
    keywords: { must: [], may: YARN_TOPICS },
    // "Yarn Spinner Pty. Ltd. was founded by the team that created Yarn Spinner—Jon Manning, Tim Nugent, and
    // Paris Buttfield-Addison": they created the product and founded its company; no title beside them.
    founders: [{ name: 'Jon Manning' }, { name: 'Tim Nugent' }, { name: 'Paris Buttfield-Addison' }],
    // The people's X accounts are theirs; Patreon is a donation platform; Secret Lab is another company.
    socials: {},
    faqs: [],
  },
  forbidden: [
    'https://twitter.com/desplesda',
    'https://twitter.com/the_mcjones',
    'https://twitter.com/parisba',
    'https://twitter.com/themartianlife',
    'http://patreon.com/secretlab',
    'http://secretlab.com.au',
    'https://secretlab.games',
    'founders=Mars Buttfield-Addison',
    'founders=Secret Lab',
    'founders=Secret Lab Pty. Ltd.',
    'founders=Yarn Spinner',
    'founders=Ryan North',
    'founders=Jim Capobianco',
  ],
};

const fieldTm: CorpusSite = {
  id: 'field-tm-team',
  about:
    'real (Field-TM docs, mkdocs team page): person cards with roles ("Product Owner & Lead Developer", advisory roles), "developed as a collaboration between HOT\'s Tech Team & NAXA"; no founder, no account of its own',
  classes: ['real', 'single-page', 'team', 'founders', 'docs'],
  source: realSource('hotosm/field-tm', '5260fbfe', 'docs/about/team.md', RENDERED),
  pages: { '/': realPage('field-tm-team/index.html') },
  expected: {
    name: 'Field-TM',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The page's images are the people's avatars.
    logo_url: null,
    demo_video_url: null,
    categories: none,
    features: none,
    usps: none,
    tags: none,
    keywords: none,
    // Nobody is said to have founded or created Field-TM: a product owner, managers, developers, advisors.
    founders: [],
    // NAXA's site is a partner's; the link to the README's contributors is a section of the repository.
    socials: {},
    faqs: [],
  },
  forbidden: [
    'founders=Sam Woodcock',
    'founders=Manjita Pandey',
    'founders=Ramya',
    'founders=Nishit Suwal',
    'founders=Susmina Manandhar',
    'founders=NAXA',
    "founders=HOT's Tech Team",
    'https://naxa.com.np',
    'https://avatars.githubusercontent.com/u/78538841?v=4',
  ],
};

export const REAL_HELD_OUT_SITES_THIRTY_SIXTH: readonly CorpusSite[] = [yarnspinner, fieldTm];
