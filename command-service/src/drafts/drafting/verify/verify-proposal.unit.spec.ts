/**
 * The verifier on whole proposals, shaped as a model might answer (so both drafters are covered):
 * each bad value becomes not_found and its reason is in `rejected`; good values pass untouched.
 */
import { expect } from 'chai';
import type { CrawledPage, DraftProposal } from '../../drafting.ports.ts';
import { parsePage } from '../../crawling/page-text.ts';
import { CORPUS_CATEGORIES } from '../corpus/corpus-site.ts';
import { accountVerdict, demoVideoVerdict, verifyProposal } from './verify-proposal.ts';

const pageOf = (url: string, kind: CrawledPage['kind'], html: string): CrawledPage => {
  const parsed = parsePage(html, url);
  return { url, kind, html, title: parsed.title, text: parsed.text, metaText: parsed.metaText };
};

const HOME = 'https://tallybird.test/';
const TEAM = 'https://tallybird.test/team';
const site = {
  pages: [
    pageOf(
      HOME,
      'home',
      `<html><head><title>Tallybird</title></head><body><header><a href="https://x.com/tallybird">X</a></header>
      <h1>Time tracking for small agencies</h1>
      <p>Tallybird was founded in 2022 in Helsinki, Finland by Aino Virtanen.</p>
      <h2>Pricing</h2><p>14-day free trial</p><p>$12 per user per month</p>
      <h2>FAQ</h2><h3>Is there a free plan?</h3><p>No, there is no free plan.</p>
      <blockquote>"Tallybird saved our Fridays" — Sam, <a href="https://x.com/samsagency">@samsagency</a></blockquote>
      <p>Press and media: press@tallybird.test</p></body></html>`,
    ),
    pageOf(
      TEAM,
      'team',
      `<html><body><h2>Aino Virtanen</h2><p>Founder & CEO</p>
      <h2>Dana Whitfield</h2><p>Founder & Managing Partner, Northwind Ventures</p></body></html>`,
    ),
  ],
};

const q = (quote: string, url = HOME) => ({ quote, url });
const empty = { value: null, evidence: [] };

describe('verifyProposal', () => {
  const proposal: DraftProposal = {
    fields: {
      name: { value: 'Tallybird', evidence: [q('Tallybird')] },
      tagline: { value: 'Time tracking for small agencies', evidence: [q('Time tracking for small agencies')] },
      stage: { value: 'launched', evidence: [q('$12 per user per month')] },
      pricing_model: { value: 'freemium', evidence: [q('14-day free trial'), q('$12 per user per month')] },
      description: {
        value: 'Tallybird was founded in 2022 in Helsinki, Finland by Aino Virtanen.',
        evidence: [q('Tallybird was founded in 2022 in Helsinki, Finland by Aino Virtanen.')],
      },
      contact_email: { value: 'press@tallybird.test', evidence: [q('press@tallybird.test')] },
      categories: {
        value: ['Invoicing', 'Task Management'],
        evidence: [q('Time tracking for small agencies'), q('Time tracking for small agencies')],
      },
      // A model's invented quote: not on the page.
      founded_year: { value: '2021', evidence: [q('Founded in 2021')] },
      city: { value: 'Helsinki', evidence: [q('founded in 2022 in Helsinki, Finland')] },
    },
    faqs: [
      {
        value: { question: 'Press and media:', answer: 'press@tallybird.test' },
        evidence: [q('Press and media: press@tallybird.test')],
      },
    ],
    founders: [
      { value: { name: 'Aino Virtanen', title: 'Founder & CEO' }, evidence: [q('Aino Virtanen\nFounder & CEO', TEAM)] },
      {
        value: { name: 'Dana Whitfield', title: 'Founder & Managing Partner, Northwind Ventures' },
        evidence: [q('Dana Whitfield\nFounder & Managing Partner, Northwind Ventures', TEAM)],
      },
    ],
    company_socials: {
      x: { value: 'https://x.com/samsagency', evidence: [q('https://x.com/samsagency')] },
    },
    founder_socials: {},
    story: {},
    milestones: [],
  };
  const verified = verifyProposal(proposal, site, { categories: CORPUS_CATEGORIES });
  const reason = (field: string) => verified.rejected!.find((entry) => entry.field === field)?.reason;

  it('keeps what the quotes state', () => {
    expect(verified.fields.name!.value).to.equal('Tallybird');
    expect(verified.fields.tagline!.value).to.equal('Time tracking for small agencies');
    expect(verified.fields.city!.value).to.equal('Helsinki');
    expect(verified.founders.map((founder) => founder.value?.name)).to.deep.equal(['Aino Virtanen']);
  });

  it('turns an inferred stage, a trial read as freemium and company history into not_found, with reasons', () => {
    expect(verified.fields.stage).to.deep.equal(empty);
    expect(reason('stage')).to.equal('a price does not state a stage');
    expect(verified.fields.pricing_model).to.deep.equal(empty);
    expect(reason('pricing_model')).to.match(/free trial is not a free plan/);
    expect(verified.fields.description).to.deep.equal(empty);
    expect(reason('description')).to.match(/history/);
  });

  it('drops an investor, a customer’s handle, a press address, a contact line and a hallucinated quote', () => {
    expect(reason('founders')).to.match(/Managing Partner/);
    expect(verified.company_socials).to.deep.equal({});
    expect(reason('company_socials.x')).to.match(/testimonial/);
    expect(verified.fields.contact_email).to.deep.equal(empty);
    expect(verified.faqs).to.deep.equal([]);
    expect(reason('faqs')).to.match(/label/);
    expect(verified.fields.founded_year).to.deep.equal(empty);
    expect(reason('founded_year')).to.equal(`the quote is not on ${HOME}`);
  });

  it('keeps a category only with evidence in its terms', () => {
    expect(verified.fields.categories).to.deep.equal(empty);
    expect(
      verified.rejected!.filter((entry) => entry.field === 'categories').map((entry) => entry.value),
    ).to.deep.equal(['Invoicing', 'Task Management']);
  });

  it('drops the logo’s maker a model quotes as "created by …", reading the sentence the quote stands in (thirty-sixth round)', () => {
    const about = {
      pages: [
        pageOf(
          HOME,
          'about',
          '<html><head><title>About F-Droid</title></head><body><p>The F-Droid project was founded in 2010 by Ciaran Gultnieks.</p><p>The F-Droid logo was created by William Theaker.</p></body></html>',
        ),
      ],
    };
    const kept = verifyProposal(
      {
        fields: { name: { value: 'F-Droid', evidence: [q('F-Droid')] } },
        faqs: [],
        founders: [
          { value: { name: 'William Theaker' }, evidence: [q('created by William Theaker')] },
          { value: { name: 'Ciaran Gultnieks' }, evidence: [q('founded in 2010 by Ciaran Gultnieks')] },
        ],
        company_socials: {},
        founder_socials: {},
        story: {},
        milestones: [],
      },
      about,
    );
    expect(kept.founders.map((founder) => founder.value?.name)).to.deep.equal(['Ciaran Gultnieks']);
    expect(kept.rejected!.find((entry) => entry.field === 'founders')?.reason).to.match(/logo/);
  });

  it('turns a page kind proposed as the name ("Legal Notice") into not_found, on any drafter’s path (twenty-first round)', () => {
    const legal = {
      pages: [
        pageOf(HOME, 'home', '<html><head><title>Legal Notice</title></head><body><h1>Legal Notice</h1></body></html>'),
      ],
    };
    const kept = verifyProposal(
      {
        fields: { name: { value: 'Legal Notice', evidence: [q('Legal Notice')] } },
        faqs: [],
        founders: [],
        company_socials: {},
        founder_socials: {},
        story: {},
        milestones: [],
      },
      legal,
    );
    expect(kept.fields.name).to.deep.equal(empty);
    expect(kept.rejected!.find((entry) => entry.field === 'name')?.reason).to.match(/what the page is/);
  });

  // Issue 34, thirty-ninth round: the offline drafter files a link as an account only when it is a profile on
  // that platform (socialPlatform); a model's answer passed the verifier with any link its footer holds.
  describe('a social link must be an account on the platform it is filed under, on any drafter’s path', () => {
    const links = [
      'https://x.com/intent/tweet?text=Tallybird',
      'https://www.youtube.com/watch?v=abc123',
      'https://www.linkedin.com/in/aino-virtanen',
      'https://github.com/tallybird',
      'https://x.com/',
      'https://x.com/tallybird',
      'https://discord.gg/tallybird',
      'https://tallybird.test/discord',
    ];
    const footer = {
      pages: [
        pageOf(
          HOME,
          'home',
          `<html><head><title>Tallybird</title></head><body><h1>Tallybird</h1><p>Time tracking.</p><footer>${links
            .map((link) => `<a href="${link}">${link}</a>`)
            .join(' ')}</footer></body></html>`,
        ),
      ],
    };
    const answer = (side: 'company_socials' | 'founder_socials', platform: string, url: string) =>
      verifyProposal(
        {
          fields: { name: { value: 'Tallybird', evidence: [q('Tallybird')] } },
          faqs: [],
          founders: [],
          company_socials: side === 'company_socials' ? { [platform]: { value: url, evidence: [q(url)] } } : {},
          founder_socials: side === 'founder_socials' ? { [platform]: { value: url, evidence: [q(url)] } } : {},
          story: {},
          milestones: [],
        },
        footer,
      );
    const rows: [string, 'company_socials' | 'founder_socials', string, string, boolean][] = [
      ['an X share link in the footer', 'company_socials', 'x', links[0]!, false],
      ['a YouTube video filed as the channel', 'company_socials', 'youtube', links[1]!, false],
      ['a person’s LinkedIn page as the company’s', 'company_socials', 'linkedin', links[2]!, false],
      ['a GitHub organisation filed as X', 'company_socials', 'x', links[3]!, false],
      ['the bare host of X', 'company_socials', 'x', links[4]!, false],
      ['a video as a founder’s website', 'founder_socials', 'website', links[1]!, false],
      ['a GitHub organisation filed as a founder’s X', 'founder_socials', 'x', links[3]!, false],
      ['the X account in the footer', 'company_socials', 'x', links[5]!, true],
      ['the GitHub organisation in the footer', 'company_socials', 'github', links[3]!, true],
      ['a Discord invite as custom', 'company_socials', 'custom', links[6]!, true],
      ['a chat reached through the product’s own domain as custom', 'company_socials', 'custom', links[7]!, true],
      ['a founder’s personal LinkedIn page', 'founder_socials', 'linkedin', links[2]!, true],
    ];
    for (const [label, side, platform, url, kept] of rows)
      it(`${kept ? 'keeps' : 'rejects'} ${label}`, () => {
        const verified = answer(side, platform, url);
        if (kept) expect(verified[side][platform]?.value).to.equal(url);
        else {
          expect(verified[side][platform]).to.equal(undefined);
          expect(verified.rejected!.find((entry) => entry.field === `${side}.${platform}`)?.reason).to.match(
            /not an account|link, not a/,
          );
        }
      });
    it('names the platform a link is on when it is filed under another', () => {
      expect(accountVerdict('x', links[3]!, false, 'Tallybird')).to.equal('a github link, not a x account');
      expect(accountVerdict('x', links[5]!, false, 'Tallybird')).to.equal(null);
    });
    // Issue 34, fifty-second round (real tuning: Manatan's README): a model's answer naming a licence's tab of the
    // repository as the GitHub account is turned down as the offline drafter's is (socialPlatform).
    it('turns down a tab of the repository’s files as the GitHub account, on any drafter’s path', () => {
      expect(
        accountVerdict('github', 'https://github.com/tallybird/tallybird?tab=MIT-1-ov-file', false, 'Tallybird'),
      ).to.match(/not an account/);
      expect(accountVerdict('github', 'https://github.com/tallybird/tallybird', false, 'Tallybird')).to.equal(null);
    });
    // Issue 34, sixty-fifth round (real tuning: VoltAgent's and ChainFiliates' READMEs): a chat reached through a
    // short-link sub-domain of the product's domain is its `custom` place on any drafter's path (ownChatLink).
    it('takes a chat on a short-link sub-domain of the product’s domain as its custom place, not another sub-domain', () => {
      expect(accountVerdict('custom', 'https://go.tallybird.dev/discord', false, 'Tallybird')).to.equal(null);
      expect(accountVerdict('custom', 'https://s.tallybird.dev/slack', false, 'Tallybird')).to.equal(null);
      expect(accountVerdict('custom', 'https://docs.tallybird.dev/discord', false, 'Tallybird')).to.match(
        /not an account/,
      );
    });
  });

  // Issue 34, thirty-ninth round: the offline drafter takes a demo video only from a video host's player or a
  // video file; a model's answer passed the verifier with any address the page quotes.
  describe('a demo video must be a video, on any drafter’s path', () => {
    const addresses = [
      'https://tallybird.test/pricing',
      'https://tallybird.test/assets/screenshot.png',
      'https://github.com/tallybird/tallybird',
      'https://www.youtube.com/watch?v=abc123',
      'https://player.vimeo.com/video/123456',
      'https://tallybird.test/media/demo.mp4',
    ];
    const videoSite = {
      pages: [
        pageOf(
          HOME,
          'home',
          `<html><head><title>Tallybird</title></head><body><h1>Tallybird</h1>${addresses
            .map((address) => `<p><a href="${address}">${address}</a></p>`)
            .join('')}</body></html>`,
        ),
      ],
    };
    const rows: [string, string, boolean][] = [
      ['a page of the site', addresses[0]!, false],
      ['a picture', addresses[1]!, false],
      ['a repository', addresses[2]!, false],
      ['a YouTube video', addresses[3]!, true],
      ['a Vimeo player', addresses[4]!, true],
      ['a video file', addresses[5]!, true],
    ];
    for (const [label, url, kept] of rows)
      it(`${kept ? 'keeps' : 'rejects'} ${label} as the demo video`, () => {
        const verified = verifyProposal(
          {
            fields: {
              name: { value: 'Tallybird', evidence: [q('Tallybird')] },
              demo_video_url: { value: url, evidence: [q(url)] },
            },
            faqs: [],
            founders: [],
            company_socials: {},
            founder_socials: {},
            story: {},
            milestones: [],
          },
          videoSite,
        );
        expect(verified.fields.demo_video_url!.value).to.equal(kept ? url : null);
        expect(demoVideoVerdict(url) === null).to.equal(kept);
      });
  });

  // Issue 34, merge of the sixty-fifth round (real tuning: VoltAgent's README, "## Examples" over each example's
  // "(Source | Video)"): a model's demo video linked only from a list of examples is that example's video.
  describe('a demo video linked only from a list of examples is no demo, on any drafter’s path', () => {
    const video = 'https://youtu.be/KjV1c6AhlfY';
    const rows: [string, string, boolean][] = [
      ['under "Examples"', `<h2>Examples</h2><ul><li>Blog Agent (<a href="${video}">Video</a>)</li></ul>`, false],
      ['under "Demo"', `<h2>Demo</h2><ul><li><a href="${video}">Watch Tallybird in two minutes</a></li></ul>`, true],
    ];
    for (const [label, body, kept] of rows)
      it(`${kept ? 'keeps' : 'rejects'} a video linked ${label}`, () => {
        const verified = verifyProposal(
          {
            fields: {
              name: { value: 'Tallybird', evidence: [q('Tallybird')] },
              demo_video_url: { value: video, evidence: [q(video)] },
            },
            faqs: [],
            founders: [],
            company_socials: {},
            founder_socials: {},
            story: {},
            milestones: [],
          },
          {
            pages: [
              pageOf(
                HOME,
                'home',
                `<html><head><title>Tallybird</title></head><body><h1>Tallybird</h1><p>${video}</p>${body}</body></html>`,
              ),
            ],
          },
        );
        expect(verified.fields.demo_video_url!.value).to.equal(kept ? video : null);
      });
  });

  // Issue 34, thirty-ninth round: the offline drafter reads no category or tag on a page of policies (three
  // or more policy headings); a model's answer quoting one passed the verifier.
  describe('no category or tag quoted from a page of policies, on any drafter’s path', () => {
    const TERMS = 'https://tallybird.test/terms';
    const ABOUT = 'https://tallybird.test/about';
    const sentence = 'Tallybird accepts online payments through Stripe.';
    const policySite = {
      pages: [
        pageOf(HOME, 'home', '<html><head><title>Tallybird</title></head><body><h1>Tallybird</h1></body></html>'),
        pageOf(
          TERMS,
          'other',
          `<html><body><h1>Terms of Service</h1><h2>Account Terms</h2><p>Be nice.</p><h2>Payments and Refunds</h2><p>${sentence}</p><h2>Privacy</h2><p>We keep little.</p></body></html>`,
        ),
        pageOf(ABOUT, 'about', `<html><body><h1>About</h1><h2>What we do</h2><p>${sentence}</p></body></html>`),
      ],
    };
    const rows: [string, string, boolean][] = [
      ['the terms page', TERMS, false],
      ['the about page', ABOUT, true],
    ];
    for (const [label, url, kept] of rows)
      it(`${kept ? 'keeps' : 'rejects'} a category and a tag quoted from ${label}`, () => {
        const verified = verifyProposal(
          {
            fields: {
              name: { value: 'Tallybird', evidence: [q('Tallybird')] },
              categories: { value: ['Payments'], evidence: [q(sentence, url)] },
              tags: { value: ['online payments'], evidence: [q(sentence, url)] },
            },
            faqs: [],
            founders: [],
            company_socials: {},
            founder_socials: {},
            story: {},
            milestones: [],
          },
          policySite,
          { categories: CORPUS_CATEGORIES },
        );
        expect(verified.fields.categories!.value).to.deep.equal(kept ? ['Payments'] : null);
        expect(verified.fields.tags!.value).to.deep.equal(kept ? ['online payments'] : null);
        if (!kept)
          expect(verified.rejected!.find((entry) => entry.field === 'categories')?.reason).to.match(/policies/);
      });
  });

  it('turns a tagline naming what the product is an alternative to into not_found, on any drafter’s path (thirty-seventh round)', () => {
    const readme = {
      pages: [
        pageOf(
          HOME,
          'home',
          '<html><head><title>AFFiNE</title></head><body><h1>AFFiNE</h1><p>A privacy-focused, local-first, open-source, and ready-to-use alternative for Notion &amp; Miro.</p></body></html>',
        ),
      ],
    };
    const line = 'A privacy-focused, local-first, open-source, and ready-to-use alternative for Notion & Miro.';
    const kept = verifyProposal(
      {
        fields: {
          name: { value: 'AFFiNE', evidence: [q('AFFiNE')] },
          tagline: { value: line, evidence: [q(line)] },
          short_description: { value: line, evidence: [q(line)] },
        },
        faqs: [],
        founders: [],
        company_socials: {},
        founder_socials: {},
        story: {},
        milestones: [],
      },
      readme,
    );
    expect(kept.fields.name?.value).to.equal('AFFiNE');
    expect(kept.fields.tagline).to.deep.equal(empty);
    expect(kept.fields.short_description).to.deep.equal(empty);
    expect(kept.rejected!.find((entry) => entry.field === 'tagline')?.reason).to.match(/other products/);
  });
});

describe('verifyProposal: a model’s usps that are problems with a kind of tool or the writer’s motives (issue 34, forty-fourth round; real tuning: ESLint Kit’s and Shellspace’s READMEs)', () => {
  const URL = 'https://acme.test/';
  const claim = 'Presets for TypeScript, React and Node';
  const items = [
    'Most configs contain too common rules inside.',
    'Sometimes, configs use formatting rules.',
    'Just wanted to learn shell scripting.',
    'While working on a project, I always have to cd project-folder.',
    claim,
  ];
  const page = pageOf(
    URL,
    'home',
    `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><h2>Why?</h2><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></main></body></html>`,
  );
  it('keeps only the claim about the product', () => {
    const proposal: DraftProposal = {
      fields: {
        name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
        usps: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
      },
      faqs: [],
      founders: [],
      company_socials: {},
      founder_socials: {},
      story: {},
      milestones: [],
    };
    const verified = verifyProposal(proposal, { pages: [page] });
    expect(verified.fields.usps?.value ?? null).to.deep.equal([claim]);
    expect(verified.rejected!.filter((entry) => entry.field === 'usps')).to.have.length(4);
  });
});

describe('verifyProposal: a model’s usps that are the makers’ story, a wish or other tools’ way (issue 34, sixty-sixth round; real tuning: openai-partial-json-parser’s, postgres-pool’s and koa-branch-router’s READMEs)', () => {
  const URL = 'https://acme.test/';
  const claim = 'Added graceful cluster failover';
  const items = [
    'We should be able to access the parser without depending on the entire SDK.',
    'There were some connection timeout issues that we encountered with pg-pool.',
    'There seem to be no radix tree routers with nested router support.',
    'Popular routers handle middlewares in an inconvenient way.',
    claim,
  ];
  const page = pageOf(
    URL,
    'home',
    `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><h2>Why?</h2><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></main></body></html>`,
  );
  it('keeps only the claim about the product', () => {
    const proposal: DraftProposal = {
      fields: {
        name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
        usps: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
      },
      faqs: [],
      founders: [],
      company_socials: {},
      founder_socials: {},
      story: {},
      milestones: [],
    };
    const verified = verifyProposal(proposal, { pages: [page] });
    expect(verified.fields.usps?.value ?? null).to.deep.equal([claim]);
    expect(verified.rejected!.filter((entry) => entry.field === 'usps')).to.have.length(4);
  });
});

describe('verifyProposal: a model’s features or usps quoted from a troubleshooting list (issue 34, fifty-second round; real tuning: Manatan’s README)', () => {
  const URL = 'https://acme.test/';
  const page = (heading: string) =>
    pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme reads manga aloud.</p>
      <h2>Features</h2><ul><li>Built-in OCR for manga</li></ul>
      <h2>${heading}</h2><p>To fully clear cache and data from previous installs, delete the following folders and try again:</p>
      <ul><li>%LOCALAPPDATA%\\Acme</li><li>Browser Data: Clear Site data &amp; cookies for 127.0.0.1</li></ul>
      </main></body></html>`,
    );
  const items = [
    'Built-in OCR for manga',
    '%LOCALAPPDATA%\\Acme',
    'Browser Data: Clear Site data & cookies for 127.0.0.1',
  ];
  const proposal = (field: 'features' | 'usps'): DraftProposal => ({
    fields: {
      name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
      [field]: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
    },
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  });
  // Each case: the heading over the second list, and the items kept.
  const cases: [string, string[]][] = [
    ['Troubleshooting', ['Built-in OCR for manga']],
    ['Common issues', ['Built-in OCR for manga']],
    // Another heading keeps its list.
    ['More features', items],
  ];
  for (const field of ['features', 'usps'] as const)
    for (const [heading, kept] of cases)
      it(`keeps ${kept.length} of 3 ${field} under "${heading}"`, () => {
        const verified = verifyProposal(proposal(field), { pages: [page(heading)] });
        expect(verified.fields[field]?.value ?? null).to.deep.equal(kept);
        if (kept.length < items.length)
          expect(
            verified.rejected!.some((entry) => entry.field === field && /troubleshooting/.test(entry.reason)),
          ).to.equal(true);
      });
});

describe('verifyProposal: a model’s features or usps quoted from a list of what it does not support (issue 34, seventieth round; real tuning: Spreadsheet Decoder’s README)', () => {
  const URL = 'https://acme.test/';
  const page = (heading: string) =>
    pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme decodes spreadsheets.</p>
      <h2>Features</h2><ul><li>Reads ODS and XLSX files</li></ul>
      <h2>${heading}</h2><p>This implementation doesn't support following features:</p>
      <ul><li>annotations</li><li>spanned rows</li></ul>
      </main></body></html>`,
    );
  const items = ['Reads ODS and XLSX files', 'annotations', 'spanned rows'];
  const proposal = (field: 'features' | 'usps'): DraftProposal => ({
    fields: {
      name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
      [field]: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
    },
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  });
  const cases: [string, string[]][] = [
    ['Features not yet supported', ['Reads ODS and XLSX files']],
    ['Unsupported Features', ['Reads ODS and XLSX files']],
    // Issue 34, hundred-and-sixteenth round (real tuning: Tellina's and Victauri's "What it doesn't do").
    ["What it doesn't do", ['Reads ODS and XLSX files']],
    ['What this is not', ['Reads ODS and XLSX files']],
    // Another heading keeps its list.
    ['More features', items],
  ];
  for (const field of ['features', 'usps'] as const)
    for (const [heading, kept] of cases)
      it(`keeps ${kept.length} of 3 ${field} under "${heading}"`, () => {
        const verified = verifyProposal(proposal(field), { pages: [page(heading)] });
        expect(verified.fields[field]?.value ?? null).to.deep.equal(kept);
        if (kept.length < items.length)
          expect(
            verified.rejected!.some((entry) => entry.field === field && /does not do or support/.test(entry.reason)),
          ).to.equal(true);
      });
});

describe('verifyProposal: a model’s features or usps quoted from a why section’s problem list, or its labels (issue 34, eighty-first round; real tuning: cdk-agc’s and react-ssr-seo-toolkit’s READMEs)', () => {
  const URL = 'https://acme.test/';
  const page = (heading: string) =>
    pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme cleans build output.</p>
      <h2>Why?</h2><h3>${heading}</h3>
      <ul><li>CDK asset directories can grow to multiple GBs over time</li><li>Slow CI/CD pipelines due to large cache sizes</li></ul>
      <h3>The Solution</h3><ul><li>Time-based protection: Keeps recent assets for quick rollbacks</li></ul>
      </main></body></html>`,
    );
  const items = [
    'CDK asset directories can grow to multiple GBs over time',
    'Slow CI/CD pipelines due to large cache sizes',
    'Time-based protection: Keeps recent assets for quick rollbacks',
  ];
  const proposal = (field: 'features' | 'usps', values: string[]): DraftProposal => ({
    fields: {
      name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
      [field]: { value: values, evidence: values.map((quote) => ({ quote, url: URL })) },
    },
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  });
  const cases: [string, string[]][] = [
    ['Problems', [items[2]!]],
    ['The Problem', [items[2]!]],
    // Another heading keeps its list.
    ['Problems Solved', items],
  ];
  for (const field of ['features', 'usps'] as const)
    for (const [heading, kept] of cases)
      it(`keeps ${kept.length} of 3 ${field} under "${heading}"`, () => {
        const verified = verifyProposal(proposal(field, items), { pages: [page(heading)] });
        expect(verified.fields[field]?.value ?? null).to.deep.equal(kept);
        if (kept.length < items.length)
          expect(
            verified.rejected!.some((entry) => entry.field === field && /the problem it answers/.test(entry.reason)),
          ).to.equal(true);
      });

  it('rejects the section’s labels as usps', () => {
    const verified = verifyProposal(proposal('usps', ['The Problem', 'The Solution', items[2]!]), {
      pages: [page('Problems')],
    });
    expect(verified.fields.usps?.value ?? null).to.deep.equal([items[2]]);
  });
});

describe('verifyProposal: a model’s features or usps quoted from a list of work still to come (issue 34, seventy-ninth round; real tuning: KrbeFileManager’s and Laika’s READMEs)', () => {
  const URL = 'https://acme.test/';
  const page = (heading: string, level = 'h3') =>
    pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme manages files.</p>
      <h2>Features</h2><ul><li>Automatic image compression</li></ul>
      <${level}>${heading}</${level}>
      <ul><li>TinyMCE integration</li><li>AWS S3 compatibility</li></ul>
      </main></body></html>`,
    );
  const items = ['Automatic image compression', 'TinyMCE integration', 'AWS S3 compatibility'];
  const proposal = (field: 'features' | 'usps'): DraftProposal => ({
    fields: {
      name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
      [field]: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
    },
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  });
  const cases: [string, string, string[]][] = [
    ['Upcoming Features', 'h3', ['Automatic image compression']],
    ['Future Plans', 'h3', ['Automatic image compression']],
    ['Wishlist', 'h2', ['Automatic image compression']],
    // A shop's wishlist inside its features, and another heading, keep their lists.
    ['Wishlist', 'h3', items],
    ['More features', 'h3', items],
  ];
  for (const field of ['features', 'usps'] as const)
    for (const [heading, level, kept] of cases)
      it(`keeps ${kept.length} of 3 ${field} under "${heading}" (${level})`, () => {
        const verified = verifyProposal(proposal(field), { pages: [page(heading, level)] });
        expect(verified.fields[field]?.value ?? null).to.deep.equal(kept);
        if (kept.length < items.length)
          expect(
            verified.rejected!.some((entry) => entry.field === field && /work still to come/.test(entry.reason)),
          ).to.equal(true);
      });
});

describe('verifyProposal: a model’s features or usps quoted from a list of what the product works with (issue 34, eighty-ninth round; real tuning: DBL’s docs home page, SecureNow’s README)', () => {
  const URL = 'https://acme.test/';
  const page = (heading: string, level = 'h3') =>
    pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme versions database schemas.</p>
      <h2>Core Features</h2><ul><li>Sandbox testing for every change</li></ul>
      <${level}>${heading}</${level}>
      <ul><li>✅ PostgreSQL 11+</li><li>✅ MySQL 5.7+</li></ul>
      </main></body></html>`,
    );
  const items = ['Sandbox testing for every change', '✅ PostgreSQL 11+', '✅ MySQL 5.7+'];
  const proposal = (field: 'features' | 'usps'): DraftProposal => ({
    fields: {
      name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
      [field]: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
    },
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  });
  const cases: [string, string, string[]][] = [
    ['Supported Databases', 'h3', ['Sandbox testing for every change']],
    ['🎯 Supported Frameworks & Libraries', 'h2', ['Sandbox testing for every change']],
    // A heading naming features, and another heading, keep their lists.
    ['Supported Features', 'h3', items],
    ['More features', 'h3', items],
  ];
  for (const field of ['features', 'usps'] as const)
    for (const [heading, level, kept] of cases)
      it(`keeps ${kept.length} of 3 ${field} under "${heading}" (${level})`, () => {
        const verified = verifyProposal(proposal(field), { pages: [page(heading, level)] });
        expect(verified.fields[field]?.value ?? null).to.deep.equal(kept);
        if (kept.length < items.length)
          expect(
            verified.rejected!.some((entry) => entry.field === field && /what it works with/.test(entry.reason)),
          ).to.equal(true);
      });
});

describe('verifyProposal: a model’s features and usps that are a demo’s sample words in another script (issue 34, hundred-and-fifth round; real tuning: Sortable’s landing page)', () => {
  const URL = 'https://acme.test/';
  const page = (title: string) =>
    pageOf(
      URL,
      'home',
      `<html><head><title>${title}</title></head><body><main><h1>Reorderable lists</h1>
      <p>The JavaScript library for reorderable drag-and-drop lists on modern browsers and touch devices.</p>
      <ul><li>бегемот</li><li>корм</li></ul><ul><li>Drag and drop</li></ul></main></body></html>`,
    );
  const items = ['Drag and drop', 'бегемот', 'корм'];
  const proposal = (field: 'features' | 'usps'): DraftProposal => ({
    fields: {
      name: { value: 'Sortable', evidence: [{ quote: 'Reorderable lists', url: URL }] },
      [field]: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
    },
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  });
  const cases: [string, string[]][] = [
    ['Sortable. No jQuery.', ['Drag and drop']],
    // The title in the items' script: the page's own language.
    ['Сортировка', items],
  ];
  for (const field of ['features', 'usps'] as const)
    for (const [title, kept] of cases)
      it(`keeps ${kept.length} of 3 ${field} on a page titled "${title}"`, () => {
        const verified = verifyProposal(proposal(field), { pages: [page(title)] });
        expect(verified.fields[field]?.value ?? null).to.deep.equal(kept);
        if (kept.length < items.length)
          expect(
            verified.rejected!.some((entry) => entry.field === field && /another script/.test(entry.reason)),
          ).to.equal(true);
      });
});

describe('verifyProposal: a model’s features and usps quoted from a "How to use" list (issue 34, hundred-and-second round; real tuning: KissMP-Soccar’s README)', () => {
  const URL = 'https://acme.test/';
  const page = (heading: string) =>
    pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme converts videos to GIFs.</p>
      <h2>Features</h2><ul><li>Fast conversion using WebAssembly</li></ul>
      <h2>${heading}</h2>
      <ul><li>Put the folder in your servers directory</li><li>Run the server</li></ul>
      </main></body></html>`,
    );
  const items = ['Fast conversion using WebAssembly', 'Put the folder in your servers directory', 'Run the server'];
  const proposal = (field: 'features' | 'usps'): DraftProposal => ({
    fields: {
      name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
      [field]: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
    },
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  });
  const cases: [string, string[]][] = [
    ['How to use', ['Fast conversion using WebAssembly']],
    ['📖 How To Use', ['Fast conversion using WebAssembly']],
    // Another heading keeps its list.
    ['How it works', items],
    ['More features', items],
  ];
  for (const field of ['features', 'usps'] as const)
    for (const [heading, kept] of cases)
      it(`keeps ${kept.length} of 3 ${field} under "${heading}"`, () => {
        const verified = verifyProposal(proposal(field), { pages: [page(heading)] });
        expect(verified.fields[field]?.value ?? null).to.deep.equal(kept);
        if (kept.length < items.length)
          expect(
            verified.rejected!.some((entry) => entry.field === field && /steps of using it/.test(entry.reason)),
          ).to.equal(true);
      });
});

describe('verifyProposal: a model’s features and usps quoted from a changelog or numbered set-up steps (issue 34, hundred-and-tenth round; real tuning: ng2-admin-lte’s README, Hamburgers’ landing page)', () => {
  const URL = 'https://acme.test/';
  const page = (heading: string, list: 'ol' | 'ul') =>
    pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme animates hamburger icons.</p>
      <h2>Features</h2><ul><li>Fast conversion using WebAssembly</li></ul>
      <h2>${heading}</h2>
      <${list}><li>Updated to Angular 2.1</li><li>Build the app</li></${list}>
      </main></body></html>`,
    );
  const items = ['Fast conversion using WebAssembly', 'Updated to Angular 2.1', 'Build the app'];
  const proposal = (field: 'features' | 'usps'): DraftProposal => ({
    fields: {
      name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
      [field]: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
    },
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  });
  // [heading, list, kept, the reason's words]
  const cases: [string, 'ol' | 'ul', string[], RegExp | null][] = [
    ['Changelog 13/10/2016', 'ul', ['Fast conversion using WebAssembly'], /changelog/],
    ['Release notes', 'ul', ['Fast conversion using WebAssembly'], /changelog/],
    // Numbered, every item a step ("Updated …" is no step: under another heading the list stays).
    ['More', 'ul', items, null],
    ['More', 'ol', items, null],
  ];
  for (const field of ['features', 'usps'] as const)
    for (const [heading, list, kept, reason] of cases)
      it(`keeps ${kept.length} of 3 ${field} in a ${list} under "${heading}"`, () => {
        const verified = verifyProposal(proposal(field), { pages: [page(heading, list)] });
        expect(verified.fields[field]?.value ?? null).to.deep.equal(kept);
        if (reason)
          expect(verified.rejected!.some((entry) => entry.field === field && reason.test(entry.reason))).to.equal(true);
      });
  const stepsPage = pageOf(
    URL,
    'home',
    `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme animates hamburger icons.</p>
    <h2>Sass</h2><ol><li>Download and unzip the source code.</li><li>Import the scss file.</li><li>Compile your Sass, and voila!</li></ol>
    <ul><li>Import the scss file once per project</li><li>Fast conversion using WebAssembly</li></ul>
    </main></body></html>`,
  );
  for (const field of ['features', 'usps'] as const)
    it(`drops ${field} quoted from numbered set-up steps, keeps a bulleted item opening with the same verb`, () => {
      const steps = ['Download and unzip the source code.', 'Compile your Sass, and voila!'];
      const kept = ['Import the scss file once per project', 'Fast conversion using WebAssembly'];
      const verified = verifyProposal(
        {
          ...proposal(field),
          fields: {
            name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
            [field]: {
              value: [...steps, ...kept],
              evidence: [...steps, ...kept].map((quote) => ({ quote, url: URL })),
            },
          },
        },
        { pages: [stepsPage] },
      );
      expect(verified.fields[field]?.value ?? null).to.deep.equal(kept);
      expect(verified.rejected!.some((entry) => entry.field === field && /list of steps/.test(entry.reason))).to.equal(
        true,
      );
    });
});

describe('verifyProposal: a model’s usps quoted from a "Why not?" list (issue 34, thirty-fourth round; real tuning: tame-oidc’s README)', () => {
  const URL = 'https://acme.test/';
  const page = (heading: string) =>
    pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Acme is an OIDC client.</p>
      <h2>Why?</h2><ul><li>Control every HTTP request it makes</li></ul>
      <h2>${heading}</h2><ul><li>This crate requires more boilerplate to use.</li><li>Only one auth flow is implemented.</li></ul>
      </main></body></html>`,
    );
  const usps = (items: string[]): DraftProposal => ({
    fields: {
      name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
      usps: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
    },
    faqs: [],
    founders: [],
    company_socials: {},
    founder_socials: {},
    story: {},
    milestones: [],
  });
  const items = [
    'Control every HTTP request it makes',
    'This crate requires more boilerplate to use.',
    'Only one auth flow is implemented.',
  ];
  // Each case: the heading over the second list, and the usps kept.
  const cases: [string, string[]][] = [
    ['Why not?', ['Control every HTTP request it makes']],
    ['Why you might not want Acme', ['Control every HTTP request it makes']],
    ['Why not use Acme?', ['Control every HTTP request it makes']],
    // A heading of reasons to choose it keeps its list.
    ['What makes it different', items],
  ];
  for (const [heading, kept] of cases)
    it(`keeps ${kept.length} of 3 under "${heading}"`, () => {
      const verified = verifyProposal(usps(items), { pages: [page(heading)] });
      expect(verified.fields.usps?.value ?? null).to.deep.equal(kept);
      if (kept.length < items.length)
        expect(verified.rejected!.some((entry) => entry.field === 'usps' && /Why not/.test(entry.reason))).to.equal(
          true,
        );
    });

  // The last read of the session: a model's straight apostrophe quotes the page's curly one, under "Why not?" too.
  it('drops a model’s usp quoted with a straight apostrophe from a "Why not?" list whose page has a curly one', () => {
    const home = pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><h2>Why?</h2><ul><li>Control every request</li></ul>
      <h2>Why not?</h2><ul><li>Acme doesn’t scale past one node.</li></ul></main></body></html>`,
    );
    const items = ['Control every request', "Acme doesn't scale past one node."];
    const verified = verifyProposal(usps(items), { pages: [home] });
    expect(verified.fields.usps?.value ?? null).to.deep.equal(['Control every request']);
    // Turned down for where it stands, not for its quote (the evidence check reads the apostrophes alike).
    expect(verified.rejected!.find((entry) => entry.field === 'usps')?.reason).to.match(/Why not/);
  });

  // The final read of 2026-11-27: each page's "Why X?" headings are read once, whichever page a question is on.
  it('drops a model’s FAQ that is a "Why X?" heading over a list on any page, and keeps a "Why" question answered', () => {
    const FEATURES = 'https://acme.test/features';
    const faq = (question: string, answer: string, url: string) => ({
      value: { question, answer },
      evidence: [{ quote: question, url }],
    });
    const proposal: DraftProposal = {
      fields: { name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] } },
      faqs: [
        faq('Why is Acme free?', 'Sponsors pay for it.', URL),
        faq('Why Acme?', 'Fast scans', FEATURES),
        faq('Why choose Acme?', 'Fast scans', URL),
      ],
      founders: [],
      company_socials: {},
      founder_socials: {},
      story: {},
      milestones: [],
    };
    const home = pageOf(
      URL,
      'home',
      `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><h2>Why is Acme free?</h2><p>Sponsors pay for it.</p>
      <h2>Why choose Acme?</h2><p>Here is why:</p><ul><li>Fast scans</li></ul></main></body></html>`,
    );
    const features = pageOf(
      FEATURES,
      'features',
      `<html><body><main><h2>Why Acme?</h2><ul><li>Fast scans</li></ul></main></body></html>`,
    );
    const verified = verifyProposal(proposal, { pages: [home, features] });
    expect(verified.faqs.map((kept) => kept.value.question)).to.deep.equal(['Why is Acme free?']);
    expect(verified.rejected!.filter((entry) => entry.field === 'faqs')).to.have.length(2);
  });

  it('drops a sponsor’s banner a model proposes as the logo, keeping the mark (forty-second round; real tuning: Dashy’s README)', () => {
    const banner = 'https://cdn.as93.net/sponsors/umbrel-banner.jpg';
    const mark = 'https://i.ibb.co/yhbt6CY/dashy.png';
    const readme = {
      pages: [
        pageOf(
          HOME,
          'home',
          `<html><head><title>Dashy</title></head><body><h1>Dashy</h1><p><img src="${mark}"></p><p><sup>Dashy is kindly sponsored by Umbrel</sup><br><img src="${banner}"></p></body></html>`,
        ),
      ],
    };
    const proposal = (logo: string): DraftProposal => ({
      fields: { name: { value: 'Dashy', evidence: [q('Dashy')] }, logo_url: { value: logo, evidence: [q(logo)] } },
      faqs: [],
      founders: [],
      company_socials: {},
      founder_socials: {},
      story: {},
      milestones: [],
    });
    const dropped = verifyProposal(proposal(banner), readme);
    expect(dropped.fields.logo_url).to.deep.equal(empty);
    expect(dropped.rejected!.find((entry) => entry.field === 'logo_url')?.reason).to.match(/sponsor/);
    expect(verifyProposal(proposal(mark), readme).fields.logo_url?.value).to.equal(mark);
  });
});

describe('verifyProposal: another site’s favicon or a “Fork me on GitHub” ribbon proposed as the logo (issue 34, hundred-and-twenty-first round; real tuning: odometer’s and Sortable’s home pages)', () => {
  it('drops a favicon at the root of another host not named for the product, and GitHub’s ribbon; keeps the product’s own', () => {
    const site = {
      pages: [
        pageOf(
          HOME,
          'home',
          `<html><head><title>odometer</title><link rel="icon" href="http://static.hubspot.com/favicon.ico"></head><body><a href="https://github.com/acme/odometer"><img src="http://s3.amazonaws.com/github/ribbons/forkme_right_orange_ff7600.png"></a><h1>odometer</h1><img src="https://odometer.example/favicon.ico"><p>Transition numbers with ease.</p></body></html>`,
        ),
      ],
    };
    const proposal = (logo: string): DraftProposal => ({
      fields: {
        name: { value: 'odometer', evidence: [q('odometer')] },
        logo_url: { value: logo, evidence: [q(logo)] },
      },
      faqs: [],
      founders: [],
      company_socials: {},
      founder_socials: {},
      story: {},
      milestones: [],
    });
    const favicon = verifyProposal(proposal('http://static.hubspot.com/favicon.ico'), site);
    expect(favicon.fields.logo_url).to.deep.equal(empty);
    expect(favicon.rejected!.find((entry) => entry.field === 'logo_url')?.reason).to.match(/favicon/);
    const ribbon = verifyProposal(
      proposal('http://s3.amazonaws.com/github/ribbons/forkme_right_orange_ff7600.png'),
      site,
    );
    expect(ribbon.fields.logo_url).to.deep.equal(empty);
    expect(ribbon.rejected!.find((entry) => entry.field === 'logo_url')?.reason).to.match(/ribbon/);
    const own = 'https://odometer.example/favicon.ico';
    expect(verifyProposal(proposal(own), site).fields.logo_url?.value).to.equal(own);
  });
});

describe('verifyProposal: a model’s usps that are the lack of a way elsewhere or a task said to be hard (issue 34, eighty-eighth round; real tuning: Ambaan’s and Azurite-ci’s READMEs)', () => {
  const URL = 'https://acme.test/';
  const claim = 'There is no server to run';
  const items = [
    'There is no easy way to query csv files all locally using sql',
    'there is no good solution for initial provisioning',
    "using curl - it's not easy too",
    'While there are existing tools for this, the local ones do not support pdf exports.',
    claim,
  ];
  const page = pageOf(
    URL,
    'home',
    `<html><head><title>Acme</title></head><body><main><h1>Acme</h1><h2>Why</h2><ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul></main></body></html>`,
  );
  it('keeps only the claim about the product', () => {
    const proposal: DraftProposal = {
      fields: {
        name: { value: 'Acme', evidence: [{ quote: 'Acme', url: URL }] },
        usps: { value: items, evidence: items.map((quote) => ({ quote, url: URL })) },
      },
      faqs: [],
      founders: [],
      company_socials: {},
      founder_socials: {},
      story: {},
      milestones: [],
    };
    const verified = verifyProposal(proposal, { pages: [page] });
    expect(verified.fields.usps?.value ?? null).to.deep.equal([claim]);
    expect(verified.rejected!.filter((entry) => entry.field === 'usps')).to.have.length(4);
  });
});
