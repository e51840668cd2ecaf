/**
 * Corpus site, issue 34's twenty-ninth round (tuning half, invented): a trap no real tuning page found in
 * time showed (ten minutes of searching public repositories for a team page in a grid-card layout found
 * none kept in a product's repository), written as sites-trust.ts's were, by the rules' author, so never
 * held out.
 *
 * - driftwood: an about page whose team stands in grid cards as mkdocs-material renders them (a paragraph
 *   of an avatar and a bold name, a horizontal rule, an icon-prefixed role line, a bio of a few sentences,
 *   then a paragraph of icon links to the person's own GitHub / Mastodon (rel="me") / website); the
 *   product's repository named once on the home page, no other account of its own. Each card is longer
 *   than the twenty-first round's 300-character card, so its links read as a row of the site's accounts.
 *   Changed after its first run (tuning only, stated): the product's GitHub and Mastodon first stood in
 *   the footer, where the drafter found them before any card and the trap showed nothing; the real class
 *   (Privacy Guides' held-out about page, read for its class only) is a page whose own accounts are not
 *   in a footer row.
 *
 * The real held-out page added one for one is in sites-real-twenty-ninth.ts (OtterSQL's announcement).
 */
import { page, type CorpusSite } from './corpus-site.ts';

const footer = `<p>Driftwood — offline-first field notes for survey crews</p>
<p>Contact: <a href="mailto:crew@driftwood.test">crew@driftwood.test</a></p>`;

const icon = '<span class="twemoji"><svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"></path></svg></span>';

const card = (name: string, role: string, bio: string, links: string) => `<li>
<p><img alt="" class="avatar" src="/assets/team/${name.split(' ')[0]!.toLowerCase()}.png"> <strong>${name}</strong></p>
<hr>
<p>${icon} ${role}</p>
<p>${bio}</p>
<p>${links}</p>
</li>`;

const link = (href: string, label: string, rel = '') =>
  `<a${rel ? ` rel="${rel}"` : ''} href="${href}" title="${label}">${icon} ${label}</a>`;

export const driftwood: CorpusSite = {
  id: 'driftwood',
  about:
    'an about page of mkdocs-material grid cards (a bold name, a rule, an icon-prefixed role, a bio, a row of icon links to the person’s own GitHub / Mastodon / website); the product’s accounts in the footer',
  classes: ['team', 'socials', 'multi-page'],
  pages: {
    '/': page(
      'Driftwood | Offline-first field notes for survey crews',
      `<h1>Offline-first field notes for survey crews</h1>
<p>Driftwood is a field notebook for survey crews: record observations offline, attach photos and sync when you are back in range.</p>
<h2>Features</h2><ul><li>Offline capture</li><li>Photo attachments</li><li>Crew sync</li></ul>
<p>The source code is on <a href="https://github.com/driftwood-notes/driftwood">GitHub</a>.</p>`,
      { nav: '<a href="/">Driftwood</a> <a href="/about/">About</a>', footer },
    ),
    '/about/': page(
      'About',
      `<h1>About</h1>
<p>Driftwood is built in the open by a small crew of volunteers.</p>
<h2>The crew</h2>
<div class="grid cards">
<ul>
${card(
  'Lena Brandt',
  'Lead maintainer',
  'Lena spent six summers mapping salt marshes with a clipboard that kept getting wet, and started Driftwood so her crew could stop retyping notes. She looks after releases, the sync engine and the issue tracker, and answers most questions in the forum.',
  `${link('https://github.com/lbrandt', 'GitHub')}
${link('https://hachyderm.io/@lenab', 'Mastodon', 'me')}
${link('https://lenabrandt.dev', 'Website')}`,
)}
${card(
  'Joaquín Ferrer',
  'Mobile apps',
  'Joaquín builds the Android and iOS apps and keeps them working on the oldest phones survey crews still carry. Before Driftwood he wrote firmware for weather stations, which is why the apps are stubborn about saving every keystroke to disk.',
  `${link('https://github.com/jferrer', 'GitHub')}
${link('https://mastodon.social/@jferrer', 'Mastodon', 'me')}`,
)}
${card(
  'Priya Natarajan',
  'Documentation and community',
  'Priya writes the guides, runs the monthly crew calls and reviews every change to the docs. She came to the project as a user, filed forty issues in her first month, and has been fixing the documentation ever since, one confusing paragraph at a time.',
  `${link('https://github.com/priyanat', 'GitHub')}
${link('https://scholar.social/@priya', 'Mastodon', 'me')}
${link('https://priyanatarajan.net', 'Website')}`,
)}
</ul>
</div>`,
      { nav: '<a href="/">Driftwood</a> <a href="/about/">About</a>', footer },
    ),
  },
  expected: {
    name: 'Driftwood',
    pricing_model: null,
    founded_year: null,
    contact_email: 'crew@driftwood.test',
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    // A field notebook ("field notes", "record observations") is a notes product, as the corpus reads notes
    // apps: Notes & Docs may stand (corrected after the first run, which proposed it; the trap's own fact).
    categories: { must: [], may: ['Productivity', 'Notes & Docs'] },
    features: { must: [], may: ['Offline capture', 'Photo attachments', 'Crew sync'] },
    usps: { must: [], may: ['Offline capture', 'Photo attachments', 'Crew sync'] },
    tags: {
      must: [],
      may: [
        'field notes',
        'survey crews',
        'field notebook',
        'offline-first',
        'offline capture',
        'photo attachments',
        'crew sync',
        'observations',
      ],
    },
    keywords: { must: [], may: ['field notes', 'survey crews', 'field notebook', 'offline-first'] },
    // "started Driftwood" is said of a lead maintainer in a bio: the corpus reads no founding title here.
    founders: [],
    // "The source code is on GitHub": the product's repository; it has no other account.
    socials: { github: 'https://github.com/driftwood-notes/driftwood' },
    faqs: [],
  },
  forbidden: [
    'https://github.com/lbrandt',
    'https://hachyderm.io/@lenab',
    'https://lenabrandt.dev',
    'https://github.com/jferrer',
    'https://mastodon.social/@jferrer',
    'https://github.com/priyanat',
    'https://scholar.social/@priya',
    'https://priyanatarajan.net',
  ],
};

export const TWENTY_NINTH_TRAP_SITES: readonly CorpusSite[] = [driftwood];
