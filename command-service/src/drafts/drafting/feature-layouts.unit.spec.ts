import { expect } from 'chai';
import type { CrawledPage, CrawlResult, PageKind } from '../drafting.ports.ts';
import { parsePage } from '../crawling/page-text.ts';
import { createDrafter } from './create-drafter.ts';
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
import { deepestLevel, featureBlockTitles, isFeatureTitle, isFeaturesLeadIn } from './feature-layouts.ts';

// Issue 34, fifth round: features as real marketing pages lay them out, and the drafter's other
// fixes from that round's real tuning pages (caddyserver.com 2020, qbittorrent.org). Each page is a
// fixture; every rule has a case it must not take.
const pageOf = (url: string, kind: PageKind, html: string): CrawledPage => {
  const parsed = parsePage(html, url);
  return { url, kind, html, title: parsed.title, text: parsed.text, metaText: parsed.metaText };
};
const draftOf = (body: string, title = 'Lumen | Uptime monitoring for busy teams', head = '') =>
  createDrafter({}).draft({
    startUrl: 'https://lumen.test/',
    finalUrl: 'https://lumen.test/',
    pages: [
      pageOf(
        'https://lumen.test/',
        'home',
        `<html><head><title>${title}</title>${head}</head><body>${body}</body></html>`,
      ),
    ],
    skipped: [],
  } satisfies CrawlResult);
const featuresOf = async (body: string) => (await draftOf(body)).fields.features!.value;

describe('features laid out as marketing pages lay them out (issue 34, fifth round)', () => {
  it('takes the card titles of a block marked as features, not its group headings nor its paragraphs', async () => {
    const features = await featuresOf(`<main><h1>Uptime monitoring</h1>
      <div class="features-area" id="features">
        <div class="main-features">
          <div class="main-feature"><img src="/a.svg"><div class="title">Status pages</div><p>Publish a status page on your own domain.</p></div>
          <div class="main-feature"><img src="/b.svg"><div class="title">Multi-region checks</div><p>Checks run from six regions.</p></div>
        </div>
        <h3>Alerting</h3>
        <div class="features">
          <div class="feature"><h5>On-call alerts</h5><p>Alerts by SMS, e-mail and phone call, to whoever is on call.</p></div>
          <div class="feature"><h5>Escalations</h5><p>Nobody answered? The next person is called after five minutes.</p></div>
        </div>
      </div></main>`);
    expect(features).to.deep.equal(['Status pages', 'Multi-region checks', 'On-call alerts', 'Escalations']);
  });

  it('does not read a block marked as features inside a pricing table or a testimonials block', async () => {
    const features = await featuresOf(`<main><h1>Uptime monitoring</h1>
      <div class="pricing"><div class="plan-features"><div class="title">Starter</div><div class="title">Team</div><div class="title">Business</div></div></div>
      <div class="testimonials features"><h4>Ann</h4><h4>Bob</h4><h4>Cid</h4></div></main>`);
    expect(features).to.equal(null);
  });

  it('takes a run of three sibling sections, each one heading with a little text', async () => {
    const features = await featuresOf(`<main><h1>Notes that stay out of your way</h1><p>A fast note-taking app.</p>
      <section class="row"><div><h2>Write in Markdown</h2><p>Headings, lists and code blocks, rendered as you type.</p></div><img src="/1.png" alt=""></section>
      <section class="row"><div><h2>Sync everywhere</h2><p>Your notes on every device, end-to-end encrypted.</p></div><img src="/2.png" alt=""></section>
      <section class="row"><div><h2>Find anything</h2><p>Full-text search across every note in milliseconds.</p></div><img src="/3.png" alt=""></section>
    </main>`);
    expect(features).to.deep.equal(['Write in Markdown', 'Sync everywhere', 'Find anything']);
  });

  it('does not take a run of plans, people or questions for features', async () => {
    const plans = await featuresOf(`<main><h1>Pricing</h1>
      <div class="col"><h3>Starter</h3><p>$9 per month for five monitors.</p></div>
      <div class="col"><h3>Team</h3><p>$29 per month for fifty monitors.</p></div>
      <div class="col"><h3>Business</h3><p>$99 per month for everything.</p></div></main>`);
    expect(plans).to.equal(null);
    const people = await featuresOf(`<main><h1>Us</h1>
      <div class="col"><h3>Maria Silva</h3><p>Co-founder and CEO, formerly at a bank.</p></div>
      <div class="col"><h3>Tom Becker</h3><p>Co-founder and CTO, writes the checks engine.</p></div>
      <div class="col"><h3>Ana Lee</h3><p>Support engineer, answers every e-mail.</p></div></main>`);
    expect(people).to.equal(null);
    const questions = await featuresOf(`<main><h1>Help</h1>
      <div class="q"><h3>Can I cancel at any time?</h3><p>Yes, from the billing page, in one click.</p></div>
      <div class="q"><h3>Do you offer refunds?</h3><p>Within thirty days of any payment.</p></div>
      <div class="q"><h3>Where is my data stored?</h3><p>In Frankfurt, on servers we rent.</p></div></main>`);
    expect(questions).to.equal(null);
  });

  it('does not take the steps under "How It Works" nor posts under "Latest news" for features', async () => {
    const steps = await featuresOf(`<main><h1>Journal</h1><h2>How It Works</h2>
      <div class="step"><h3>Pick a folder</h3><p>Choose where your entries are stored on disk.</p></div>
      <div class="step"><h3>Write freely</h3><p>Stream of consciousness, whatever comes to mind.</p></div>
      <div class="step"><h3>Hit your goal</h3><p>Sparks fly when you reach your word count.</p></div></main>`);
    expect(steps).to.equal(null);
    const posts = await featuresOf(`<main><h1>Journal</h1><h2>Latest news</h2>
      <div class="col"><h3>Version 2.0 is out</h3><p>Everything we shipped this spring, in one place.</p></div>
      <div class="col"><h3>We moved to Berlin</h3><p>A new office, the same small team behind it.</p></div>
      <div class="col"><h3>Dark mode arrives</h3><p>The most requested change of the year is here.</p></div></main>`);
    expect(posts).to.equal(null);
  });

  it('takes the terms of a definition list laid out as a feature grid, and leaves a FAQ list to the FAQs', async () => {
    const draft = await draftOf(`<main><h1>Deploy your apps in seconds</h1>
      <section><h2>Deploy faster</h2><p>Everything you need to deploy your app</p>
      <dl class="grid">
        <div><dt>Push to deploy</dt><dd>Every push to your main branch builds and deploys your app.</dd></div>
        <div><dt>SSL certificates</dt><dd>Certificates are issued and renewed for every domain.</dd></div>
        <div><dt>Simple queues</dt><dd>Run background jobs without running a queue server.</dd></div>
      </dl></section>
      <section><h2>Frequently asked questions</h2>
      <dl><dt>Can I use my own domain?</dt><dd>Yes, on every plan.</dd><dt>Do you offer refunds?</dt><dd>Within 30 days.</dd>
      <dt>Is there an API?</dt><dd>Yes, a REST API.</dd></dl></section></main>`);
    expect(draft.fields.features!.value).to.deep.equal(['Push to deploy', 'SSL certificates', 'Simple queues']);
    expect(draft.faqs.map((faq) => faq.value.question)).to.deep.equal([
      'Can I use my own domain?',
      'Do you offer refunds?',
      'Is there an API?',
    ]);
    // The grid's terms asked nothing: they took no FAQ place, and nothing was turned down for them.
    expect((draft.rejected ?? []).filter((item) => item.field === 'faqs')).to.deep.equal([]);
  });

  it('makes no tags of card titles, even when the site uses them elsewhere', async () => {
    const draft = await draftOf(`<main><h1>Uptime monitoring</h1>
      <div id="features"><div class="card"><h3>Status pages</h3><p>Publish one.</p></div>
      <div class="card"><h3>Multi-region checks</h3><p>Six regions.</p></div><div class="card"><h3>Secure by default</h3><p>TLS only.</p></div></div>
      <p>Every plan includes status pages for your customers.</p></main>`);
    expect(draft.fields.features!.value).to.have.length(3);
    expect(draft.fields.tags!.value ?? []).to.not.include('Secure by default');
    expect(draft.fields.tags!.value ?? []).to.not.include('Multi-region checks');
  });
});

describe('a features page (real: openhamprep.com, issue 34 fifth round)', () => {
  it('takes its cards under any heading before the home page’s cards, and makes no tags of either', async () => {
    const card = (title: string, text: string) =>
      `<div class="card"><h3>${title}</h3><p>${text}</p><ul><li>Point one</li><li>Point two</li></ul></div>`;
    const draft = await createDrafter({}).draft({
      startUrl: 'https://ham.test/',
      finalUrl: 'https://ham.test/',
      pages: [
        pageOf(
          'https://ham.test/',
          'home',
          `<html><head><title>Ham Prep</title></head><body><main><h1>Ham Prep</h1><div class="grid">
            ${card('Official Question Pools', 'Study from the actual question pools.')}
            ${card('Progress Tracking', 'Monitor your improvement over time.')}
            ${card('Weak Area Review', 'Focus on the questions you missed.')}</div></main></body></html>`,
        ),
        pageOf(
          'https://ham.test/features.html',
          'features',
          `<html><head><title>Features - Ham Prep</title></head><body><main><section><h1>Study smarter</h1></section>
            <section><h2>Core Study Modes</h2><div class="grid">
            ${card('Random Practice', 'Practice questions in random order.')}
            ${card('Practice Tests', 'Take full-length practice exams.')}
            ${card('Glossary & Flashcards', 'Learn the terms with flashcards.')}</div></section></main></body></html>`,
        ),
      ],
      skipped: [],
    });
    expect(draft.fields.features!.value).to.deep.equal(['Random Practice', 'Practice Tests', 'Glossary & Flashcards']);
    expect(draft.fields.features!.evidence[0]!.url).to.equal('https://ham.test/features.html');
    expect(draft.fields.tags!.value ?? []).to.not.include('Random Practice');
  });
});

describe('other rules of the fifth round’s real tuning pages', () => {
  it('reads the questions under "Frequently asked" (real: creatorcompanionapp.com’s heading), and none before it', async () => {
    const draft = await draftOf(`<main><h1>Journal</h1><p>Why write every day? It builds the habit.</p>
      <h2>Frequently asked</h2>
      <div class="item"><button>Can I cancel at any time?</button><div class="answer hidden">Yes, from your account page.</div></div>
      <div class="item"><button>Is my journal private?</button><div class="answer hidden">Yes, entries are encrypted.</div></div></main>`);
    expect(draft.faqs.map((faq) => faq.value.question)).to.deep.equal([
      'Can I cancel at any time?',
      'Is my journal private?',
    ]);
  });

  it('ends a features list before "and many more..."', async () => {
    const features = await featuresOf(`<main><h1>A client</h1><h3>Features</h3><ul>
      <li>Magnet links</li><li>Private torrents</li><li>Encrypted connections</li><li>and many more...</li></ul></main>`);
    expect(features).to.deep.equal(['Magnet links', 'Private torrents', 'Encrypted connections']);
  });

  it('judges an address written only in a link by the words before the link: a copyright notice is no contact', async () => {
    const copyright = await draftOf(
      `<main><h1>A client</h1><p>The Lumen project aims to be simple.</p></main>
       <p class="copyright">Copyright &copy;2006-2026 <a href="mailto:maintainer@lumen.test">The Lumen project</a> - All rights reserved</p>`,
    );
    expect(copyright.fields.contact_email!.value).to.equal(null);
    const contact = await draftOf(
      `<main><h1>A client</h1><p>Questions? <a href="mailto:hello@lumen.test">Write to us</a> any time.</p></main>`,
    );
    expect(contact.fields.contact_email!.value).to.equal('hello@lumen.test');
  });

  it('takes the image in a container called the logo when its alt text names the product, not a wall of customers’ logos', async () => {
    const draft = await draftOf(
      `<span class="ribbon"><a href="/download">Latest: v5.2.0</a></span>
       <div id="LogoChris"><img src="img/qb_banner.webp" alt="Lumen"></div>
       <main><h1>Uptime monitoring</h1><div class="logos"><img src="/acme.png" alt="Acme"><img src="/globex.png" alt="Globex"></div></main>`,
    );
    expect(draft.fields.logo_url!.value).to.equal('https://lumen.test/img/qb_banner.webp');
    const customers = await draftOf(
      `<main><h1>Uptime monitoring</h1><p>Trusted by</p><div class="customer-logos"><img src="/acme.png" alt="Acme"></div></main>`,
    );
    expect(customers.fields.logo_url!.value).to.equal(null);
  });

  it('reads "X Official Website" in a title as the name X', async () => {
    expect((await draftOf('<main><h1>Hi</h1></main>', 'qBittorrent Official Website')).fields.name!.value).to.equal(
      'qBittorrent',
    );
    expect((await draftOf('<main><h1>Hi</h1></main>', 'Sitewise | Page speed')).fields.name!.value).to.equal(
      'Sitewise',
    );
  });
});

describe('a grid class reused on every card group (issue 34, seventeenth round; invented tuning trap: driftbox)', () => {
  const tile = (title: string) =>
    `<div class="tile"><h3>${title}</h3><p>A short sentence about ${title.toLowerCase()} for the card.</p></div>`;
  const group = (id: string, heading: string, classes: string, titles: string[]) =>
    `<section id="${id}"><h2>${heading}</h2><div class="${classes}">${titles.map(tile).join('')}</div></section>`;
  const apps = group('get', 'Pick your app', 'tiles features apps', ['Desktop app', 'Headless daemon', 'Phone app']);
  const hosts = group('hosted', 'Hosted for you', 'tiles features hosts', ['Nimbusyard', 'Hostwell', 'Cloudberry Ops']);

  it('takes only the groups inside the section its id names features', async () => {
    const features = await featuresOf(`<main><h1>Sync folders</h1>
      ${group('features', 'What it does', 'tiles features', ['End-to-end sync', 'Version history', 'LAN transfers'])}
      ${apps}${hosts}</main>`);
    expect(features).to.deep.equal(['End-to-end sync', 'Version history', 'LAN transfers']);
  });

  it('still takes every group marked by class when no id names a features section', async () => {
    const features = await featuresOf(`<main><h1>Photos</h1>
      <div class="features"><div class="feature"><h2>Manage</h2><p>Upload, move and rename photos in seconds.</p></div><div class="feature"><h2>Share</h2><p>One click and an album is public, with a password if you like.</p></div></div>
      <div class="features features--dark"><div class="feature"><h2>Import</h2><p>From your computer, a server or a web address.</p></div></div></main>`);
    expect(features).to.deep.equal(['Manage', 'Share', 'Import']);
  });
});

describe('a comparison table’s heading inside a features block (issue 34, twenty-third round; real tuning: Dekart’s self-hosted pricing page)', () => {
  it('takes the compared features, not "Compare Features"', async () => {
    const features = await featuresOf(`<main><h1>Uptime monitoring</h1>
      <div class="lumen-feature-table-container">
        <h2>Compare Features</h2>
        <table><tbody>
          <tr><td class="lumen-feature-name">Status pages<br><small class="text-muted">Publish a status page on your own domain.</small></td><td>✓</td></tr>
          <tr><td class="lumen-feature-name">Multi-region checks<br><small class="text-muted">Checks run from six regions.</small></td><td>✓</td></tr>
          <tr><td class="lumen-feature-name">On-call alerts<br><small class="text-muted">Alerts by SMS and phone call.</small></td><td>✓</td></tr>
        </tbody></table>
      </div></main>`);
    expect(features).to.not.include('Compare Features');
    expect((features as string[]).some((feature) => feature.startsWith('Status pages'))).to.equal(true);
  });
});

describe('a features list a lead-in sentence introduces, no features heading (issue 34, twenty-eighth round; real tuning: Gin’s README, Starlette’s docs home)', () => {
  const cases: [string, string | null, boolean][] = [
    ["Gin's key features:", 'Gin', true],
    ['Key features:', null, true],
    ['The main features are:', null, true],
    ['It is production-ready, and gives you the following:', 'Starlette', true],
    ['It includes:', 'Jinja', true],
    ['Lumen also offers:', 'Lumen', true],
    // Uses, requirements, options, an example's points, a plan: no features list.
    [
      "Gin combines the simplicity of Express.js-style routing with Go's performance, making it ideal for:",
      'Gin',
      false,
    ],
    ['Starlette only requires anyio, and the following dependencies are optional:', 'Starlette', false],
    ['It provides the following options:', null, false],
    ['What this example demonstrates:', null, false],
    ['The following features require a licence:', null, false],
    ['Planned features:', null, false],
    // Not a lead-in: no colon, or another subject giving something.
    ['Gin has many features.', 'Gin', false],
    ['Your browser includes:', 'Lumen', false],
  ];
  for (const [text, name, expected] of cases)
    it(`${expected ? 'takes' : 'does not take'} "${text}"`, () => {
      expect(isFeaturesLeadIn(text, name)).to.equal(expected);
    });

  it('takes the list after "Lumen’s key features:", not the uses listed before it', async () => {
    const features = await featuresOf(`<main><h1>Lumen</h1><p>Lumen is an uptime monitor.</p>
      <p><strong>Why choose Lumen?</strong></p>
      <p>Lumen is quick to set up, making it ideal for:</p>
      <ul><li>Small teams running a few sites</li><li>Agencies watching client sites</li><li>Side projects</li><li>Status pages for open-source projects</li></ul>
      <p><strong>Lumen’s key features:</strong></p>
      <ul><li><strong>Status pages</strong> - Publish a status page on your own domain</li><li><strong>Multi-region checks</strong> - Checks run from six regions</li><li><strong>On-call alerts</strong> - SMS and phone calls</li></ul>
    </main>`);
    expect(features).to.deep.equal([
      'Status pages - Publish a status page on your own domain',
      'Multi-region checks - Checks run from six regions',
      'On-call alerts - SMS and phone calls',
    ]);
  });

  it('takes the list "It … gives you the following:" introduces, not the dependencies after it', async () => {
    const features = await featuresOf(`<main><h1>Lumen</h1><p>Lumen is an uptime monitor for busy teams.</p>
      <p>It is production-ready, and gives you the following:</p>
      <ul><li>Status pages on your own domain.</li><li>Checks from six regions.</li><li>Alerts by SMS and phone call.</li></ul>
      <h2>Dependencies</h2><p>Lumen only requires Node, and the following dependencies are optional:</p>
      <ul><li>redis - Required for queues.</li><li>pg - Required for history.</li><li>sharp - Required for badges.</li><li>smtp - Required for e-mail.</li></ul>
    </main>`);
    expect(features).to.deep.equal([
      'Status pages on your own domain.',
      'Checks from six regions.',
      'Alerts by SMS and phone call.',
    ]);
  });
});

describe('a call-to-action block’s cards are no features (issue 34, forty-seventh round; real tuning: offen’s about page)', () => {
  const card = (title: string, text: string, button: string) =>
    `<div class="card"><h2>${title}</h2><p>${text}</p><div class="btn-wrapper"><a class="btn" href="/x">${button}</a></div></div>`;
  const cards = [
    card(
      'Participate',
      'Development of offen has just started. Do not hesitate to make a contribution.',
      'Get involved',
    ),
    card('In the making', 'offen is still in alpha. Discover what is already up and running.', 'Project status'),
    card('Ethical internet', 'We are working hard to ensure that offen is independent and sustained.', 'Support us'),
  ].join('');
  const cases: [string, string, string[] | null][] = [
    [
      'a run of cards inside a block classed "cta-bottom" (real: offen’s about page)',
      `<div class="cta-bottom"><div class="card-deck">${cards}</div></div>`,
      null,
    ],
    [
      'inside a block whose id says "call-to-action"',
      `<section id="call-to-action"><div class="deck">${cards}</div></section>`,
      null,
    ],
    [
      'the same cards in a plain block are still read',
      `<div class="bottom"><div class="card-deck">${cards}</div></div>`,
      ['Participate', 'In the making', 'Ethical internet'],
    ],
    [
      'a class that only contains the letters ("octane") is no call to action',
      `<div class="octane"><div class="card-deck">${cards}</div></div>`,
      ['Participate', 'In the making', 'Ethical internet'],
    ],
  ];
  for (const [label, body, features] of cases)
    it(`${features ? 'reads' : 'reads no'} features: ${label}`, async () => {
      const draft = await draftOf(`<main><h1>About</h1><p>offen is fair web analytics.</p>${body}</main>`);
      expect(draft.fields.features?.value ?? null).to.deep.equal(features);
    });
});

describe('a features block’s grid carried on by the next section with no heading of its own (issue 34, fifty-third round; real tuning: qtox.github.io)', () => {
  const card = (title: string, text = `A short sentence about ${title.toLowerCase()} on the card.`) =>
    `<div class="column_4"><span class="fa"></span><h3>${title}</h3><p>${text}</p></div>`;
  const row = (...titles: string[]) => `<div class="row">${titles.map((title) => card(title)).join('')}</div>`;
  const features = `<section class="bck light" id="features"><div class="row"><h1>Messaging, calls and more</h1></div>
    <div class="row feature1">${card('Messages')}${card('Calls')}${card('Video')}</div></section>`;
  const first = ['Messages', 'Calls', 'Video'];
  const cases: [string, string, string[]][] = [
    [
      'a bare section of three cards in the same layout (real: qTox’s Security, Ease of Use, Freedom)',
      `${features}<section class="bck theme">${row('Security', 'Ease of Use', 'Freedom')}</section>`,
      [...first, 'Security', 'Ease of Use', 'Freedom'],
    ],
    [
      'two bare sections one after the other',
      `${features}<section>${row('Security', 'Ease of Use', 'Freedom')}</section><section>${row('Voice messages', 'File transfers', 'Group chats')}</section>`,
      [...first, 'Security', 'Ease of Use', 'Freedom', 'Voice messages', 'File transfers', 'Group chats'],
    ],
    [
      'not a section with a heading of its own over its cards ("How it works")',
      `${features}<section><h2>How it works</h2>${row('Download the app', 'Create a profile', 'Add a friend')}</section>`,
      first,
    ],
    [
      'not plans with their prices',
      `${features}<section>${['Free', 'Plus', 'Team'].map((plan) => card(plan, `${plan} for everyone, $4 per month per user, billed yearly.`)).join('')}</section>`,
      first,
    ],
    [
      'not people with their roles',
      `${features}<section>${['Ann Lee', 'Bo Chen', 'Cy Diaz'].map((name) => card(name, 'Co-founder and lead engineer of the project.')).join('')}</section>`,
      first,
    ],
    [
      'not a block marked as testimonials',
      `${features}<section class="testimonials">${row('Ann', 'Bob', 'Cid')}</section>`,
      first,
    ],
    [
      'not a call-to-action block',
      `${features}<section class="cta">${row('Participate', 'Donate', 'Translate')}</section>`,
      first,
    ],
    ['not two cards only', `${features}<section>${row('Security', 'Ease of Use')}</section>`, first],
    [
      'not another element than the block’s (a div after a section)',
      `${features}<div>${row('Security', 'Ease of Use', 'Freedom')}</div>`,
      first,
    ],
    [
      'not past a section that does not carry the grid on',
      `${features}<section><h2>Download</h2><p>For Windows, macOS and Linux.</p></section><section>${row('Security', 'Ease of Use', 'Freedom')}</section>`,
      first,
    ],
  ];
  for (const [label, body, expected] of cases)
    it(`${expected.length > 3 ? 'takes' : 'does not take'} the next section's cards: ${label}`, async () => {
      expect(await featuresOf(`<main><h1>Chat with friends</h1>${body}</main>`)).to.deep.equal(expected);
    });

  it('reads a hostile run of bare sections no further than the list’s 20 places, and a hostile 200 kB card in linear time', () => {
    const contextOf = (html: string) => {
      const $ = cheerio.load(html);
      return { $, usable: () => true, textOf: (element: AnyNode) => $(element).text().replace(/\s+/g, ' ').trim() };
    };
    const sections = Array.from(
      { length: 5_000 },
      (_, at) => `<section>${row(`Card ${at} one`, `Card ${at} two`, `Card ${at} three`)}</section>`,
    ).join('');
    const hostile = contextOf(`<main>${features}${sections}</main>`);
    const found = featureBlockTitles(hostile);
    // The block's three, then whole rows until twenty more are read.
    expect(found).to.have.length(24);
    expect(found!.slice(0, 4)).to.deep.equal([...first, 'Card 0 one']);
    // One card of 200 kB of words after the block: read once, turned down (a card's text is at most 900 characters).
    const long = contextOf(
      `<main>${features}<section>${row('Security', 'Ease of Use')}${card('Freedom', 'free '.repeat(40_000))}</section></main>`,
    );
    expect(featureBlockTitles(long)).to.deep.equal(first);
  });

  // The review of the fifty-second to sixtieth rounds: Math.max(...levels) overflowed the call stack on a block of
  // 150,000 headings; the deepest level is found by a loop (the DOM is left out here: the spec is about the count).
  it('finds the deepest heading level of 200,000 headings without overflowing the stack', () => {
    const headings = Array.from({ length: 200_000 }, (_, at) => ({ name: at === 7 ? 'h5' : 'h4' }));
    expect(deepestLevel(headings)).to.equal(5);
    expect(deepestLevel([])).to.equal(0);
  });
});

describe('features on marketing home pages: a bare list the product "has", a card that gets rid of something (issue 34, ninety-fourth round; real tuning: liballeg.org’s and mosh.org’s home pages)', () => {
  const leadIns: [string, string | null, boolean][] = [
    // The product, or a version of it, has the following features (liballeg.org: "Allegro 5 has the following
    // additional features:").
    ['Allegro 5 has the following additional features:', 'Allegro', true],
    ['Lumen has the following features:', 'Lumen', true],
    ['Lumen 2.1 has the following key capabilities:', 'Lumen', true],
    ['It has the following features:', null, true],
    ['This library has the following main features:', null, true],
    // Not features, or not the product's.
    ['Lumen has the following dependencies:', 'Lumen', false],
    ['Lumen has the following requirements:', 'Lumen', false],
    ['Lumen has:', 'Lumen', false],
    ['Lumen has the following:', 'Lumen', false],
    // Another subject (a plan, the reader's machine) with a version: not the product's.
    ['Plan 2 has the following features:', 'Lumen', false],
    ['Node 20 has the following additional features:', 'Lumen', false],
    ['Lumen has the following features.', 'Lumen', false],
    ['Lumen has the following planned features:', 'Lumen', false],
  ];
  for (const [text, name, expected] of leadIns)
    it(`${expected ? 'takes' : 'does not take'} the lead-in "${text}"`, () => {
      expect(isFeaturesLeadIn(text, name)).to.equal(expected);
    });

  const titles: [string, boolean][] = [
    // What the product takes away (mosh.org: "Get rid of network lag.").
    ['Get rid of network lag.', true],
    ['Get  rid of spam', true],
    // Calls to action stay out.
    ['Get started', false],
    ['Get Lumen', false],
    ['Get the app', false],
    ['Get ridiculous speed', false],
    ['Download', false],
  ];
  for (const [text, expected] of titles)
    it(`${expected ? 'keeps' : 'turns down'} the card title "${text}"`, () => {
      expect(isFeatureTitle(text)).to.equal(expected);
    });

  const page = (leadIn: string, items: string[]) =>
    `<main><h1>Welcome to Lumen!</h1><p>Lumen is a library for uptime monitoring.</p><p>${leadIn}</p><ul>${items
      .map((item) => `<li>${item}</li>`)
      .join('')}</ul><h1>News</h1><p>Lumen 2.1 released.</p></main>`;
  const items = ['Checks from six regions', 'Status pages on your own domain', 'Alerts by SMS and phone call'];
  it('takes the bare list after "Lumen 2 has the following additional features:", its closing "And more!" dropped', async () => {
    const features = await featuresOf(
      page('Lumen 2 has the following additional features:', [...items, 'And <a href="/docs">more</a>!']),
    );
    expect(features).to.deep.equal(items);
  });
  it('does not take a list with a trailing-off item anywhere but last', async () => {
    const features = await featuresOf(
      page('Lumen 2 has the following additional features:', [items[0]!, 'And much more!', items[1]!, items[2]!]),
    );
    expect(features).to.not.deep.equal(items);
  });
  it('does not take the list after "Lumen has the following dependencies:"', async () => {
    const features = await featuresOf(
      page('Lumen has the following dependencies:', ['Node 20', 'Redis 7', 'Postgres 15']),
    );
    expect(features ?? []).to.not.include('Redis 7');
  });
  it('answers hostile 200 kB lead-ins and titles (turned down, read once)', () => {
    const long = 'has the following '.repeat(12_000);
    expect(isFeaturesLeadIn(`Lumen ${long}features:`, 'Lumen')).to.equal(false);
    expect(isFeatureTitle(`Get ${' rid'.repeat(50_000)} of lag`)).to.equal(false);
    expect(isFeatureTitle(`Get${' '.repeat(200_000)}rid of lag`)).to.equal(false);
  });
});

describe('features recall: a features lead-in closing a longer paragraph (issue 34, hundred-and-seventeenth round; real tuning: Aseprite’s and MipGo’s READMEs)', () => {
  const description =
    'MipGo is a library for modeling and solving Mixed-Integer Linear Programs (MIPs). It is inspired by the great work of the Coin-OR foundation’s Python MIP.';
  const leadIns: [string, string | null, boolean][] = [
    // A sentence about the product, then the clause naming its features (Aseprite's README).
    ['Aseprite is a program to create animated sprites. Its main features are:', 'Aseprite', true],
    // Past 160 characters, the closing clause after a comma (MipGo's README).
    [`${description} Along these lines, some of the main features are:`, 'MipGo', true],
    ['Lumen watches your sites from six regions; its key features include:', 'Lumen', true],
    [`${description} Highlights:`, 'MipGo', true],
    // The closing clause names needs, steps, plans or something else: no lead-in.
    ['Lumen is a library for uptime monitoring. Some features require:', 'Lumen', false],
    ['Lumen is a library for uptime monitoring. The following features are planned:', 'Lumen', false],
    ['Lumen is a library for uptime monitoring. Upcoming features:', 'Lumen', false],
    ['Lumen is a library for uptime monitoring. Its main dependencies are:', 'Lumen', false],
    ['Lumen is a library for uptime monitoring. Install it with:', 'Lumen', false],
    [`${description} To build it, run:`, 'MipGo', false],
    [`${description} Along these lines, some of the main features are.`, 'MipGo', false],
    // A paragraph of over 600 characters is an essay, not a lead-in.
    [`${description.repeat(4)} Its main features are:`, 'MipGo', false],
  ];
  for (const [text, name, expected] of leadIns)
    it(`${expected ? 'takes' : 'does not take'} the lead-in "${text.slice(-60)}"`, () => {
      expect(isFeaturesLeadIn(text, name)).to.equal(expected);
    });

  // Aseprite's shape: each item mostly links, which a list without a lead-in is not read for.
  const items = [
    '<a href="/docs/timeline">Layers &amp; frames</a> as separated concepts.',
    '<a href="/docs/animation">Animation facilities</a>, with real-time <a href="/docs/preview">preview</a>.',
    '<a href="/docs/scripting">Lua scripting capabilities</a>.',
    '<a href="/posts/1">More features &amp; tips</a>',
  ];
  const page = (leadIn: string) =>
    `<main><h1>Lumen</h1><h2>Introduction</h2><p><strong>Lumen</strong> is a program to create animated sprites. ${leadIn}</p><ul>${items
      .map((item) => `<li>${item}</li>`)
      .join('')}</ul><h2>Issues</h2><p>There is a list of known issues.</p></main>`;
  it('takes the list after "… Its main features are:", its closing link onward to more features dropped', async () => {
    expect(await featuresOf(page('Its main features are:'))).to.deep.equal([
      'Layers & frames as separated concepts.',
      'Animation facilities, with real-time preview.',
      'Lua scripting capabilities.',
    ]);
  });
  it('does not take the list after "… Its main dependencies are:"', async () => {
    const draft = await draftOf(page('Its main dependencies are:'));
    expect(draft.fields.features?.value ?? []).to.not.include('Lua scripting capabilities.');
  });
  // MipGo's shape: each item heads a list of its details; the items are headlines, which make no tags.
  const headed = (nested: boolean) =>
    `<main><h1>Lumen</h1><p>Lumen is a library for uptime monitoring. It runs checks from six regions. Its main features are:</p><ul>${[
      'Status pages',
      'Multi-region checks',
      'Phone alerts',
    ]
      .map(
        (item) =>
          `<li>${item}${nested ? '<ul><li>Lumen keeps each one up to date as checks come in.</li></ul>' : ''}</li>`,
      )
      .join('')}</ul><h2>Issues</h2><p>There is a list of known issues.</p></main>`;
  it('takes items that each head their details as features, and makes no tags of them', async () => {
    const draft = await draftOf(headed(true));
    expect(draft.fields.features?.value).to.deep.equal(['Status pages', 'Multi-region checks', 'Phone alerts']);
    expect(draft.fields.tags?.value ?? []).to.not.include('Status pages');
  });
  it('still makes tags of a lead-in list of names without details', async () => {
    const draft = await draftOf(headed(false));
    expect(draft.fields.features?.value).to.deep.equal(['Status pages', 'Multi-region checks', 'Phone alerts']);
    expect(draft.fields.tags?.value ?? []).to.include('Status pages');
  });
  it('answers hostile 200 kB paragraphs (turned down, read once)', () => {
    expect(isFeaturesLeadIn(`${'Lumen is fast, '.repeat(14_000)}features:`, 'Lumen')).to.equal(false);
    expect(isFeaturesLeadIn(`${'a. '.repeat(200)}${' '.repeat(200_000)}features:`, 'Lumen')).to.equal(false);
    expect(isFeaturesLeadIn(`Lumen. ${'features '.repeat(25_000)}:`, 'Lumen')).to.equal(false);
  });
});
