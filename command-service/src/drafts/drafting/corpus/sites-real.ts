/**
 * Corpus sites, part 6: real products' public pages, kept verbatim in `real/` (read from disk, so not
 * a character is retyped), each with where it came from. Their expected facts were written by hand
 * from the pages before the drafter was first run on them; `npm run eval:drafts` scores them apart
 * from the invented sites, and they are held out (docs/benchmarks.md has their first run).
 *
 * - healthchecks-2015: healthchecks/healthchecks at commit 6a4cef31 (2015-07-21), the Django templates
 *   templates/base.html with front/welcome.html (and the snippets it includes), front/pricing.html and
 *   front/about.html, rendered for a signed-out visitor: template tags removed, {% url %} as the
 *   paths, {{ ping_url }} as a made-up https://hc-ping.com/<uuid> address (the live site showed one
 *   such per visitor). The text is the templates' own. Its about page is the hidden corpus's "the
 *   city where the founder lives" case.
 * - vscodium-2019: VSCodium/vscodium.github.io at commit 07b01d04 (2019-04-01), _site/index.html as
 *   Jekyll built it: a single page, a quote from another company's maintainer, credits to
 *   contributors, badges and no pricing.
 */
import { readFileSync } from 'node:fs';
import type { CorpusSite } from './corpus-site.ts';

const file = (path: string) => readFileSync(new URL(`./real/${path}`, import.meta.url), 'utf8');

export const healthchecks2015: CorpusSite = {
  id: 'healthchecks-2015',
  about: 'real (healthchecks/healthchecks@6a4cef31): ping address on the home page, free plan, "I live in Riga"',
  classes: ['real', 'place', 'pricing', 'contact'],
  source: 'https://github.com/healthchecks/healthchecks/tree/6a4cef31/templates',
  pages: {
    '/': file('healthchecks-2015/index.html'),
    '/pricing/': file('healthchecks-2015/pricing.html'),
    '/about/': file('healthchecks-2015/about.html'),
  },
  expected: {
    name: ['healthchecks.io', 'Health Checks'],
    pricing_model: 'free',
    contact_email: 'cuu508@gmail.com',
    city: null,
    country: null,
    stage: null,
    categories: { must: ['Monitoring'], may: ['Developer Tools'] },
    tags: { must: [], may: ['Cron Jobs', 'cron jobs', 'Unlimited Checks', 'Unlimited Alerts'] },
    features: { must: [], may: ['Personal or Commercial use', 'Unlimited Checks', 'Unlimited Alerts'] },
    // Its meta keywords are one run of words without commas: no keyword list as such.
    keywords: { must: [], may: ['cron jobs', 'Cron Jobs', 'ping address'] },
  },
  forbidden: ['city=Riga', 'country=LV', 'hc-ping.com/2f9b3a4c', 'stage=launched'],
};

export const vscodium2019: CorpusSite = {
  id: 'vscodium-2019',
  about:
    "real (VSCodium/vscodium.github.io@07b01d04): one page, meta keywords, Microsoft's maintainer quoted, contributors thanked",
  classes: ['real', 'single-page', 'founders', 'socials'],
  source: 'https://github.com/VSCodium/vscodium.github.io/blob/07b01d04/_site/index.html',
  pages: { '/': file('vscodium-2019/index.html') },
  expected: {
    name: 'VSCodium',
    pricing_model: null,
    stage: null,
    logo_url: ['{base}/img/vscodium.png', '{base}/img/apple-touch-icon.png', '{base}/img/favicon.ico'],
    categories: { must: ['Developer Tools'], may: [] },
    keywords: {
      must: [
        'vscodium',
        'vscode',
        'visual',
        'studio',
        'code',
        'atom',
        'electron',
        'development',
        'programming',
        'ide',
        'editor',
      ],
    },
    features: {
      must: [],
      may: [
        'IntelliSense Intelligent code completion',
        'Advanced and extensible Debugger',
        'Native GIT Support',
        'Customizable with powerful Extensions',
      ],
    },
    tags: {
      must: [],
      may: ['IntelliSense', 'Debugger', 'Extensions', 'VSCode', 'Visual Studio Code', 'source code editor'],
    },
  },
  forbidden: ['Thilas', 'amtlib', 'github.com/Microsoft', 'github.com/microsoft', 'stage=launched'],
};

export const REAL_SITES: readonly CorpusSite[] = [healthchecks2015, vscodium2019];
