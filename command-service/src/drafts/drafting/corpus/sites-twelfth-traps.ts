/**
 * Corpus sites, issue 34's twelfth round (tuning half, invented): traps no tuning page showed, written
 * as sites-trust.ts's were, by the rules' author, so never held out.
 *
 * - quayside: a YouTube link inside a feature item ("Builtin image previews" linked to a talk) above the
 *   page's embedded demo: the player the page embeds is its video, not the first link.
 *
 * The real held-out pages added one for one are in sites-real-twelfth.ts.
 */
import { page, type CorpusSite } from './corpus-site.ts';

export const quayside: CorpusSite = {
  id: 'quayside',
  about: 'a YouTube link inside a feature item (a conference talk) above the embedded demo video',
  classes: ['general'],
  pages: {
    '/': page(
      'Quayside — a terminal file manager',
      `<h1>A terminal file manager that stays out of your way</h1>
<p>Quayside is a keyboard-driven file manager for the terminal.</p>
<h2>Features</h2>
<ul>
<li>Miller columns</li>
<li>Builtin <a href="https://www.youtube.com/watch?v=Qy7kP2mZx0A">image previews</a></li>
<li>Bulk rename</li>
</ul>
<h2>See it in action</h2>
<iframe class="demo" src="https://www.youtube-nocookie.com/embed/Lm4tR8vWq2E" title="Quayside in two minutes" allowfullscreen></iframe>`,
      {
        nav: '<a href="/">Quayside</a>',
        footer: '<p>Quayside is free software.</p><a href="https://github.com/quayside/quayside">GitHub</a>',
      },
    ),
  },
  expected: {
    name: 'Quayside',
    pricing_model: null,
    founded_year: null,
    contact_email: null,
    city: null,
    country: null,
    stage: null,
    // The embedded demo; the feature item's link is a talk about one feature.
    demo_video_url: [
      'https://www.youtube-nocookie.com/embed/Lm4tR8vWq2E',
      'https://www.youtube.com/embed/Lm4tR8vWq2E',
      'https://www.youtube.com/watch?v=Lm4tR8vWq2E',
    ],
    categories: { must: [], may: ['Developer Tools', 'Productivity'] },
    tags: {
      must: [],
      may: ['Miller columns', 'Bulk rename', 'Builtin image previews', 'image previews', 'file manager', 'terminal'],
    },
    keywords: { must: [], may: ['file manager', 'terminal file manager', 'terminal'] },
    features: { must: ['Miller columns', 'Builtin image previews', 'Bulk rename'] },
    founders: [],
    socials: { github: 'https://github.com/quayside/quayside' },
    faqs: [],
  },
  forbidden: ['Qy7kP2mZx0A'],
};

export const TWELFTH_TRAP_SITES: readonly CorpusSite[] = [quayside];
