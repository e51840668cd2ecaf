/**
 * Corpus sites, part 3: robots.txt hiding the fact pages, founders in several shapes, video hosts,
 * every social platform, OpenGraph place tags, US addresses.
 */
import { jsonLd, page, type CorpusSite } from './corpus-site.ts';

const hiddenNav =
  '<a href="/">Crewbase</a> <a href="/about">About</a> <a href="/team">Team</a> <a href="/pricing">Pricing</a>';
export const hidden: CorpusSite = {
  id: 'robots-hidden',
  about: 'robots.txt disallows the about and team pages, which alone state the place, year and founders',
  robots: 'User-agent: *\nDisallow: /about\nDisallow: /team\n',
  pages: {
    '/': page(
      'Crewbase — Applicant tracking for small teams',
      `<h1>Hire your next ten people without the chaos</h1>
<p>Crewbase is an applicant tracking system for small teams: job posts, candidate pipelines and interview scorecards.</p>
<h2>Features</h2><ul><li>Job posts</li><li>Candidate pipelines</li><li>Interview scorecards</li></ul>`,
      { nav: hiddenNav },
    ),
    '/pricing': page(
      'Pricing — Crewbase',
      `<h1>Pricing</h1><p>Free</p><p>$0 for one open job</p><p>Team</p><p>$49/month for unlimited jobs</p>`,
      { nav: hiddenNav },
    ),
    '/about': page(
      'About — Crewbase',
      `<h1>About</h1><p>Crewbase was founded in 2016 by Hanna Berg and Mikko Laine and is based in Helsinki, Finland.</p>`,
      { nav: hiddenNav },
    ),
    '/team': page(
      'Team — Crewbase',
      `<h1>Team</h1><div><h3>Hanna Berg</h3><p>Co-founder &amp; CEO</p></div><div><h3>Mikko Laine</h3><p>Co-founder</p></div>`,
      { nav: hiddenNav },
    ),
  },
  never: ['Hanna Berg', 'Mikko Laine', 'Helsinki', 'FI', '2016'],
  expected: {
    name: 'Crewbase',
    pricing_model: 'freemium',
    stage: null, // no page says so: a price states no stage (issue 34)
    categories: { must: ['Recruiting'], may: ['HR'] },
    tags: {
      must: ['Job posts', 'Candidate pipelines'],
      may: ['Interview scorecards', 'small teams', 'applicant tracking'],
    },
    keywords: { must: [], may: ['applicant tracking', 'small teams', 'job posts'] },
    features: { must: ['Job posts', 'Candidate pipelines', 'Interview scorecards'] },
  },
};

const foundryNav = '<a href="/">Foundry Notes</a> <a href="/about">About</a> <a href="/contact">Contact</a>';
export const foundryNotes: CorpusSite = {
  id: 'foundry-notes',
  about: 'UK company: registered office line, founders as "Name, Title" lines, founders sentence, Vimeo embed',
  pages: {
    '/': page(
      'Foundry Notes — Shared docs for engineering teams',
      `<h1>Docs your engineers actually keep up to date</h1>
<p>Foundry Notes is a shared documents and notes app for engineering teams, with runbooks and decision records built in.</p>
<iframe src="https://player.vimeo.com/video/765432109" title="Product tour"></iframe>
<h2>What makes us different</h2>
<ul><li>Docs live next to your code, in Markdown</li><li>Every page shows who last checked it</li></ul>`,
      {
        head: '<meta name="description" content="Shared docs and notes for engineering teams.">',
        nav: foundryNav,
        footer: '<p>Registered office: 20 Wenlock Road, London, N1 7GU, United Kingdom</p>',
      },
    ),
    '/about': page(
      'About — Foundry Notes',
      `<h1>About</h1>
<p>Sam Carter and Ruth Okafor founded Foundry Notes in 2020 after years of stale wikis.</p>
<h2>Founders</h2>
<p>Sam Carter, Co-founder &amp; CEO</p>
<p>Ruth Okafor, Co-founder &amp; CTO</p>
<p>Dev Patel, Head of Growth</p>`,
      { nav: foundryNav, footer: '<p>Registered office: 20 Wenlock Road, London, N1 7GU, United Kingdom</p>' },
    ),
    '/contact': page(
      'Contact — Foundry Notes',
      `<h1>Contact</h1><p>Email <a href="mailto:hello@foundrynotes.test">hello@foundrynotes.test</a>.</p>`,
      { nav: foundryNav },
    ),
  },
  expected: {
    name: 'Foundry Notes',
    founded_year: '2020',
    contact_email: 'hello@foundrynotes.test',
    city: 'London',
    country: 'GB',
    demo_video_url: 'https://player.vimeo.com/video/765432109',
    categories: { must: ['Notes & Docs'], may: ['Productivity'] },
    tags: { must: [], may: ['engineering teams', 'shared docs', 'runbooks', 'decision records', 'notes'] },
    keywords: { must: [], may: ['engineering teams', 'shared docs'] },
    usps: { must: ['Docs live next to your code, in Markdown', 'Every page shows who last checked it'] },
    founders: [
      { name: 'Sam Carter', title: 'Co-founder & CEO' },
      { name: 'Ruth Okafor', title: 'Co-founder & CTO' },
    ],
  },
};

export const everywhere: CorpusSite = {
  id: 'everywhere',
  about: 'links to every social platform the spec names, share buttons and video links that are not profiles',
  pages: {
    '/': page(
      'Snapreel — Short video editing for social media',
      `<h1>Edit short videos for every social network</h1>
<p>Snapreel turns long recordings into short clips for social media, with captions and scheduling posts built in.</p>
<h2>Features</h2><ul><li>Auto captions</li><li>Clip finder</li><li>Post scheduling</li></ul>
<p><a href="https://youtu.be/snap0demo1">Watch the demo</a></p>`,
      {
        footer: `<a href="https://www.linkedin.com/company/snapreel">LinkedIn</a>
<a href="https://twitter.com/snapreel">Twitter</a>
<a href="https://www.facebook.com/snapreel">Facebook</a>
<a href="https://www.instagram.com/snapreel/">Instagram</a>
<a href="https://www.tiktok.com/@snapreel">TikTok</a>
<a href="https://www.youtube.com/@snapreel">YouTube</a>
<a href="https://www.threads.net/@snapreel">Threads</a>
<a href="https://www.pinterest.com/snapreel/">Pinterest</a>
<a href="https://github.com/snapreel">GitHub</a>
<a href="https://www.reddit.com/r/snapreel/">Reddit</a>
<a href="https://www.producthunt.com/products/snapreel">Product Hunt</a>
<a href="https://medium.com/@snapreel">Medium</a>
<a href="https://bsky.app/profile/snapreel.test">Bluesky</a>
<a href="https://twitter.com/intent/tweet?text=snapreel">Tweet this</a>
<a href="https://www.linkedin.com/sharing/share-offsite/?url=snapreel">Share on LinkedIn</a>
<a href="https://www.youtube.com/watch?v=snap0demo1">Demo on YouTube</a>`,
      },
    ),
  },
  expected: {
    name: 'Snapreel',
    demo_video_url: ['https://youtu.be/snap0demo1', 'https://www.youtube.com/watch?v=snap0demo1'],
    categories: { must: ['Social Media'], may: ['Marketing'] },
    tags: {
      must: ['Auto captions', 'Clip finder'],
      may: ['Post scheduling', 'social media', 'short videos', 'short clips'],
    },
    keywords: { must: [], may: ['social media', 'short videos'] },
    features: { must: ['Auto captions', 'Clip finder', 'Post scheduling'] },
    socials: {
      linkedin: 'https://www.linkedin.com/company/snapreel',
      x: 'https://twitter.com/snapreel',
      facebook: 'https://www.facebook.com/snapreel',
      instagram: 'https://www.instagram.com/snapreel/',
      tiktok: 'https://www.tiktok.com/@snapreel',
      youtube: 'https://www.youtube.com/@snapreel',
      threads: 'https://www.threads.net/@snapreel',
      pinterest: 'https://www.pinterest.com/snapreel/',
      github: 'https://github.com/snapreel',
      reddit: 'https://www.reddit.com/r/snapreel/',
      producthunt: 'https://www.producthunt.com/products/snapreel',
      medium: 'https://medium.com/@snapreel',
      custom: 'https://bsky.app/profile/snapreel.test',
    },
  },
};

export const dealflow: CorpusSite = {
  id: 'dealflow',
  about: 'OpenGraph place tags, JSON-LD LocalBusiness, "Name — Founder" lines on a team page, FAQ page headings',
  pages: {
    '/': page(
      'Dealflow CRM',
      `<h1>The CRM for two-person sales teams</h1>
<p>Dealflow keeps your contacts, pipelines and deals in one simple CRM.</p>
<h2>Benefits</h2><ul><li>Never forget a follow-up again</li><li>See every deal's next step at a glance</li></ul>`,
      {
        head:
          '<meta property="og:locality" content="Toronto"><meta property="og:country-name" content="Canada">' +
          jsonLd({
            '@context': 'https://schema.org',
            '@type': 'LocalBusiness',
            name: 'Dealflow',
            logo: 'https://dealflow.test/logo-dark.svg',
          }),
        nav: '<a href="/">Dealflow</a> <a href="/team">Team</a> <a href="/faq">FAQ</a>',
      },
    ),
    '/team': page('Team — Dealflow', `<h1>Team</h1><p>Nadia Rahman — Founder</p><p>Chris Yoon — Sales Lead</p>`, {
      nav: '<a href="/">Dealflow</a>',
    }),
    '/faq': page(
      'FAQ — Dealflow',
      `<h1>Frequently asked questions</h1>
<h2>Can I import contacts from a spreadsheet?</h2><p>Yes, from CSV or Excel.</p>
<h2>Is there a mobile app?</h2><p>Yes, for iPhone and Android.</p>`,
      { nav: '<a href="/">Dealflow</a>' },
    ),
  },
  expected: {
    name: 'Dealflow',
    city: 'Toronto',
    country: 'CA',
    logo_url: 'https://dealflow.test/logo-dark.svg',
    categories: { must: ['CRM'], may: ['Sales'] },
    tags: { must: [], may: ['CRM', 'sales teams', 'pipelines', 'deals', 'contacts'] },
    keywords: { must: [], may: ['sales teams'] },
    usps: { must: ['Never forget a follow-up again', "See every deal's next step at a glance"] },
    founders: [{ name: 'Nadia Rahman', title: 'Founder' }],
    faqs: ['Can I import contacts from a spreadsheet?', 'Is there a mobile app?'],
  },
};

export const hireloop: CorpusSite = {
  id: 'hireloop',
  about: 'US company "headquartered in Austin, Texas", FAQPage JSON-LD on a FAQ page, "now available"',
  pages: {
    '/': page(
      'Hireloop — Chatbots that answer your customers',
      `<h1>An AI agent that answers customer questions around the clock</h1>
<p>Hireloop builds chatbots for customer conversations on your website, trained on your help center.</p>
<p>Hireloop 2.0 is now available for every plan.</p>
<h2>Features</h2><ul><li>Website chat widget</li><li>Help center training</li><li>Human handoff</li></ul>`,
      {
        head: '<link rel="icon" href="https://hireloop.test/favicon.svg">',
        nav: '<a href="/">Hireloop</a> <a href="/faq">FAQ</a> <a href="/about">About</a>',
      },
    ),
    '/about': page(
      'About — Hireloop',
      `<h1>About</h1><p>Hireloop is headquartered in Austin, Texas.</p><p>Our team of twelve builds conversational AI for support teams.</p>`,
      { nav: '<a href="/">Hireloop</a>' },
    ),
    '/faq': page(
      'FAQ — Hireloop',
      `<h1>FAQ</h1>
<h3>How long does training take?</h3><p>About ten minutes for a help center of 200 articles.</p>`,
      {
        nav: '<a href="/">Hireloop</a>',
        head: jsonLd({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: [
            {
              '@type': 'Question',
              name: 'How long does training take?',
              acceptedAnswer: { '@type': 'Answer', text: 'About ten minutes for a help center of 200 articles.' },
            },
            {
              '@type': 'Question',
              name: 'Can a human take over a conversation?',
              acceptedAnswer: { '@type': 'Answer', text: 'Yes, any agent can take over with one click.' },
            },
          ],
        }),
      },
    ),
  },
  expected: {
    name: 'Hireloop',
    city: 'Austin',
    country: 'US',
    stage: 'launched',
    logo_url: 'https://hireloop.test/favicon.svg',
    categories: { must: ['Chatbots'], may: ['AI', 'Customer Support'] },
    tags: {
      must: ['Human handoff'],
      may: ['Website chat widget', 'Help center training', 'help center', 'customer conversations', 'chatbots'],
    },
    keywords: { must: [], may: ['help center', 'customer conversations'] },
    features: { must: ['Website chat widget', 'Help center training', 'Human handoff'] },
    faqs: ['How long does training take?', 'Can a human take over a conversation?'],
  },
};

export const fitstack: CorpusSite = {
  id: 'fitstack',
  about: 'a mobile app in private beta with a waitlist too, French words around English facts, Instagram and TikTok',
  pages: {
    '/': page(
      'Fitstack — Strength training plans',
      `<h1>Strength plans that adapt to your week</h1>
<p>Fitstack is a fitness app that plans your strength training around your calendar.</p>
<p>Fitstack is currently in private beta.</p>
<h2>Pourquoi Fitstack ? / Why Fitstack</h2>
<ul><li>Plans adjust when you miss a session</li><li>Every exercise has a video from a coach</li></ul>
<p>Made with care in Lyon, France.</p>`,
      {
        nav: '<a href="/">Accueil</a> <a href="/a-propos">À propos</a>',
        footer:
          '<a href="https://www.instagram.com/fitstack.app/">Instagram</a> <a href="https://www.tiktok.com/@fitstack">TikTok</a> <a href="mailto:bonjour@fitstack.test">bonjour@fitstack.test</a>',
      },
    ),
  },
  expected: {
    name: 'Fitstack',
    contact_email: 'bonjour@fitstack.test',
    city: 'Lyon',
    country: 'FR',
    stage: 'beta',
    categories: { must: ['Health & Fitness'], may: [] },
    tags: { must: [], may: ['strength training', 'fitness app', 'strength plans'] },
    keywords: { must: [], may: ['strength training'] },
    usps: { must: ['Plans adjust when you miss a session', 'Every exercise has a video from a coach'] },
    socials: { instagram: 'https://www.instagram.com/fitstack.app/', tiktok: 'https://www.tiktok.com/@fitstack' },
  },
};

export const mailcraft: CorpusSite = {
  id: 'mailcraft',
  about:
    'email marketing matched by description words; pricing with a free plan; an about page story; a Person who is not a founder',
  pages: {
    '/': page(
      'Mailcraft — Newsletters that get read',
      `<h1>Newsletters that get read</h1>
<p>Mailcraft helps creators write newsletters, run campaigns and set up automation without a developer.</p>
<h2>Features</h2><ul><li>Drag-and-drop editor</li><li>Campaign analytics</li><li>Welcome automation</li><li>Subscriber tags</li></ul>`,
      {
        head: jsonLd({
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: 'Lucy Grant',
          jobTitle: 'Head of Content',
        }),
        nav: '<a href="/">Mailcraft</a> <a href="/pricing">Pricing</a> <a href="/about">About</a>',
      },
    ),
    '/pricing': page(
      'Pricing — Mailcraft',
      `<h1>Pricing</h1><h3>Free</h3><p>Free forever up to 1,000 subscribers</p><h3>Creator</h3><p>$15/month</p><p>Billed monthly.</p>`,
      { nav: '<a href="/">Mailcraft</a>' },
    ),
    '/about': page(
      'About — Mailcraft',
      `<h1>Our story</h1><p>Mailcraft was started in 2022 by Ivan Petrov, a newsletter writer tired of clunky tools.</p>
<p>We are a remote team based in Sofia, Bulgaria.</p>`,
      { nav: '<a href="/">Mailcraft</a>' },
    ),
  },
  expected: {
    name: 'Mailcraft',
    pricing_model: 'freemium',
    founded_year: '2022',
    city: 'Sofia',
    country: 'BG',
    stage: null, // no page says so: a price states no stage (issue 34)
    categories: { must: ['Email Marketing'], may: ['Marketing'] },
    tags: {
      must: ['Campaign analytics'],
      may: ['Drag-and-drop editor', 'Welcome automation', 'Subscriber tags', 'newsletters'],
    },
    keywords: { must: [], may: ['newsletters', 'campaign analytics'] },
    features: { must: ['Drag-and-drop editor', 'Campaign analytics', 'Welcome automation', 'Subscriber tags'] },
    founders: [{ name: 'Ivan Petrov' }],
  },
};
