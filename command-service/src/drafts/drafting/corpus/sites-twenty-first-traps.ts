/**
 * Corpus site, issue 34's twenty-first round (tuning half, invented): traps no real tuning page found in
 * time showed, written as sites-trust.ts's were, by the rules' author, so never held out.
 *
 * - quillfeather: a team page of person cards, each a name, a role and a row of the person's own links
 *   (GitHub, Mastodon, LinkedIn, X, a mailbox); one role "Co-founder & CTO", one "Founder, Program
 *   Director", one no founding role; the company's own accounts and address in the footer. The people's
 *   accounts are not the company's; "Program Director" and "CTO" are no founders' names. Tomas Reyes's X and
 *   Mastodon links carry rel="me", and the cards stand on an about page (where the drafter looks for the
 *   company's accounts, as on Privacy Guides' held-out about page); both changed after the first run, tuning
 *   only: the person's accounts, not the company's.
 *
 * The real held-out page added one for one is in sites-real-twenty-first.ts (Homebrew's README).
 */
import { page, type CorpusSite } from './corpus-site.ts';

const footer = `<p>Quillfeather — shared lab notebooks</p>
<p><a href="https://github.com/quillfeather">GitHub</a> · <a href="https://fosstodon.org/@quillfeather">Mastodon</a> · <a href="https://www.linkedin.com/company/quillfeather">LinkedIn</a></p>
<p>Contact: <a href="mailto:hello@quillfeather.test">hello@quillfeather.test</a></p>`;

const card = (name: string, role: string, bio: string, links: string) =>
  `<div class="member"><h3>${name}</h3><p class="role">${role}</p><p>${bio}</p><p class="member-links">${links}</p></div>`;

export const quillfeather: CorpusSite = {
  id: 'quillfeather',
  about:
    'a team page of person cards, each with its own row of GitHub / Mastodon / LinkedIn / X / e-mail links; "Co-founder & CTO" and "Founder, Program Director" roles; the company’s accounts in the footer',
  classes: ['team', 'founders', 'socials', 'multi-page'],
  pages: {
    '/': page(
      'Quillfeather | Shared lab notebooks for research teams',
      `<h1>Shared lab notebooks for research teams</h1>
<p>Quillfeather is a shared lab notebook for research teams: write protocols, attach data and sign off experiments together.</p>
<h2>Features</h2><ul><li>Versioned protocols</li><li>Data attachments</li><li>Experiment sign-off</li></ul>`,
      { nav: '<a href="/">Quillfeather</a> <a href="/about">About</a>', footer },
    ),
    '/about': page(
      'About Us',
      `<h1>Our team</h1>
<p>The people who build Quillfeather.</p>
${card(
  'Mara Lindqvist',
  'Co-founder &amp; CTO',
  'Mara wrote the first notebook engine in her lab at Uppsala.',
  '<a href="https://github.com/maralind">GitHub</a> <a href="https://hachyderm.io/@mara">Mastodon</a> <a href="https://www.linkedin.com/in/maralindqvist">LinkedIn</a> <a href="mailto:mara@quillfeather.test">E-mail</a>',
)}
${card(
  'Tomas Reyes',
  'Founder, Program Director',
  'Tomas runs our programs with partner universities.',
  '<a href="https://github.com/treyes">GitHub</a> <a rel="me" href="https://x.com/tomasreyes">X</a> <a rel="me" href="https://mastodon.social/@treyes">Mastodon</a>',
)}
${card(
  'Ines Okafor',
  'Product Designer',
  'Ines designs the notebook editor.',
  '<a href="https://dribbble.com/inesokafor">Dribbble</a> <a href="https://x.com/inesokafor">X</a> <a href="https://www.linkedin.com/in/inesokafor">LinkedIn</a>',
)}`,
      { nav: '<a href="/">Quillfeather</a> <a href="/about">About</a>', footer },
    ),
  },
  expected: {
    name: 'Quillfeather',
    pricing_model: null,
    founded_year: null,
    contact_email: 'hello@quillfeather.test',
    city: null,
    country: null,
    stage: null,
    logo_url: null,
    demo_video_url: null,
    categories: { must: [], may: ['Productivity'] },
    features: { must: [], may: ['Versioned protocols', 'Data attachments', 'Experiment sign-off'] },
    usps: { must: [], may: ['Versioned protocols', 'Data attachments', 'Experiment sign-off'] },
    // The features list's items, as the corpus reads them as topics (sites-sixteenth-traps.ts's shipwise);
    // corrected after the first run, which left them out.
    tags: {
      must: [],
      may: [
        'lab notebooks',
        'research teams',
        'protocols',
        'experiments',
        'research',
        'versioned protocols',
        'data attachments',
        'experiment sign-off',
      ],
    },
    keywords: { must: [], may: ['shared lab notebooks', 'research teams', 'lab notebook', 'protocols'] },
    founders: [
      { name: 'Mara Lindqvist', title: 'Co-founder & CTO' },
      { name: 'Tomas Reyes', title: 'Founder, Program Director' },
    ],
    socials: {
      github: 'https://github.com/quillfeather',
      linkedin: 'https://www.linkedin.com/company/quillfeather',
      custom: 'https://fosstodon.org/@quillfeather',
    },
    faqs: [],
  },
  // Mara Lindqvist's own links may stand as the first founder's (founder socials), never as the company's
  // (scored as socials); corrected after the first run, which counted them forbidden wherever they stood.
  forbidden: [
    'mara@quillfeather.test',
    'https://github.com/treyes',
    'https://x.com/tomasreyes',
    'https://mastodon.social/@treyes',
    'https://dribbble.com/inesokafor',
    'https://x.com/inesokafor',
    'https://www.linkedin.com/in/inesokafor',
    'founders=Program Director',
    'founders=CTO',
    'founders=Ines Okafor',
    'city=Uppsala',
  ],
};

export const TWENTY_FIRST_TRAP_SITES: readonly CorpusSite[] = [quillfeather];
