/**
 * Links and e-mail addresses as the service stores and serves them (safe-links.ts), and listing
 * profiles and events made safe (safe-profile.ts).
 */
import { expect } from 'chai';
import {
  HOST_LETTERS,
  HTTP_URL_PATTERN,
  normalisedHttpUrl,
  safeEmail,
  safeHttpUrl,
  safeSiteUrl,
  safeSocials,
} from './safe-links.ts';
import { safeProfile, safeProfileChanges, upcastListingEvent } from './safe-profile.ts';
import type { ListingEvent } from './listing.events.ts';
import type { ListingProfile } from './listing.profile.ts';

describe('safe links: what the service stores and serves', () => {
  it('every letter a host may hold parses, alone or mixed, at any place of any label, and normalises to itself again', () => {
    const pattern = new RegExp(HTTP_URL_PATTERN, 'u');
    const failures: string[] = [];
    let checked = 0;
    for (const [from, to] of HOST_LETTERS)
      for (let code = from; code <= to; code++) {
        const c = String.fromCodePoint(code);
        for (const url of [`https://${c}/`, `https://${c}.example/`, `https://a${c}-${c}.x${c}/${c}?${c}=${c}#${c}`]) {
          checked++;
          const href = pattern.test(url) ? normalisedHttpUrl(url) : null;
          if (href === null || normalisedHttpUrl(href) !== href) failures.push(`U+${code.toString(16)} in ${url}`);
        }
      }
    expect(failures.slice(0, 10)).to.deep.equal([]);
    expect(checked).to.equal(3 * HOST_LETTERS.reduce((sum, [from, to]) => sum + to - from + 1, 0));
  });

  it('normalisedHttpUrl: http(s) with a host only, no credentials, nothing that breaks out of an attribute', () => {
    const cases: [string, string | null][] = [
      ['javascript:alert(1)', null],
      ['JAVASCRIPT:alert(1)', null],
      ['data:text/html,<script>alert(1)</script>', null],
      ['vbscript:msgbox(1)', null],
      [' https://acme.example/', null],
      ['https://acme.example/\n', null],
      ['//acme.example/', null],
      ['http://', null],
      ['https://acme.example/"onmouseover=alert(1)', null],
      ["https://github.com/acme'><script>alert(1)</script>", null],
      ['https://github.com/a b', null],
      ['https://user:pass@acme.example/', null],
      ['https://user@acme.example/', null],
      ['ftp://acme.example/', null],
      ['https://acme.example:99999/', null],
      ['https://acme.1/', null],
      ['https://acme.example/%zz', null],
      ['https://acme.example/\u200b', null],
      ['https://acme.example', 'https://acme.example/'],
      ['https://ACME.Example:443/a/./b/../c?q=1#top', 'https://acme.example/a/c?q=1#top'],
      ['https://bücher.example/straße?q=ä', 'https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%A4'],
      ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
      ['https://www.tiktok.com/@acme', 'https://www.tiktok.com/@acme'],
    ];
    expect(cases.map(([value]) => normalisedHttpUrl(value))).to.deep.equal(cases.map(([, expected]) => expected));
    expect(normalisedHttpUrl('http://acme.example/', { httpsOnly: true })).to.equal(null);
    expect(normalisedHttpUrl(42)).to.equal(null);
  });

  it('safeHttpUrl serves a stored link as it is when safe, else nothing; safeSiteUrl falls back to the origin', () => {
    expect(safeHttpUrl('https://acme.example')).to.equal('https://acme.example');
    expect(safeHttpUrl('javascript:alert(1)')).to.equal(null);
    expect(safeHttpUrl(undefined)).to.equal(null);
    expect(safeSiteUrl('https://acme.example/"onmouseover=alert(1)')).to.equal('https://acme.example');
    expect(safeSiteUrl('https://acme.example/a b')).to.equal('https://acme.example');
    expect(safeSiteUrl('javascript:alert(1)')).to.equal('https://invalid.invalid');
    // Browsers keep quotes and backticks in host names: such an origin is no safer than the link.
    expect(safeSiteUrl('http://a"b\'c`d.com/x y')).to.equal('https://invalid.invalid');
  });

  it('safeEmail: local@domain with a dot in the domain, no quotes or angle brackets, RFC 5321 lengths', () => {
    const valid = ['ann@acme.example', 'ann.lee+news@mail.acme.example', 'A_B-c@x.co'];
    const invalid = [
      'ann',
      'ann@localhost',
      'ann@acme',
      '"ann"@acme.example',
      "o'neil@acme.example",
      'ann lee@acme.example',
      '<ann@acme.example>',
      'ann@acme.example>',
      '.ann@acme.example',
      'ann..lee@acme.example',
      'ann@-acme.example',
      'ann@acme.123',
      `${'a'.repeat(65)}@acme.example`,
      `a@${'b'.repeat(250)}.example`,
    ];
    expect(valid.map(safeEmail)).to.deep.equal(valid);
    expect(invalid.map(safeEmail)).to.deep.equal(invalid.map(() => null));
    expect(safeEmail(`${'a'.repeat(64)}@acme.example`)).to.not.equal(null);
  });

  it('safeSocials keeps only safe links', () => {
    expect(
      safeSocials({ x: 'https://x.com/acme', github: 'https://github.com/a"><script>', website: 'javascript:1' }),
    ).to.deep.equal({ x: 'https://x.com/acme' });
    expect(safeSocials(null)).to.deep.equal({});
  });
});

describe('safe profile: listing events as the state and the read side read them', () => {
  const unsafe: ListingProfile = {
    name: 'Acme',
    url: 'https://acme.example/"x',
    logo_url: 'javascript:alert(1)',
    demo_video_url: 'data:text/html,<script>alert(1)</script>',
    contact_email: '<script>@acme.example',
    socials: { github: "https://github.com/acme'><script>", x: 'https://x.com/acme' },
    founders: [{ slug: 'ann', name: 'Ann', socials: { linkedin: 'vbscript:x', x: 'https://x.com/ann' } }],
    media: [
      { type: 'image', url: 'javascript:1' },
      { type: 'image', url: 'https://acme.example/a.png' },
    ],
    tagline: 'Rockets',
  };

  it('drops every unsafe link and address, keeps everything else', () => {
    expect(safeProfile(unsafe)).to.deep.equal({
      name: 'Acme',
      url: 'https://acme.example',
      logo_url: null,
      demo_video_url: null,
      contact_email: null,
      socials: { x: 'https://x.com/acme' },
      founders: [{ slug: 'ann', name: 'Ann', socials: { x: 'https://x.com/ann' } }],
      media: [{ type: 'image', url: 'https://acme.example/a.png' }],
      tagline: 'Rockets',
    });
    // Cleared values stay cleared.
    expect(safeProfile({ demo_video_url: '', contact_email: null })).to.deep.equal({
      demo_video_url: '',
      contact_email: null,
    });
  });

  it('upcasts ListingCreated, ListingProfileChanged (before and after) and MilestoneAdded', () => {
    const created = upcastListingEvent({
      type: 'ListingCreated',
      data: { listingId: 1, slug: 'acme', ownerId: null, profile: unsafe },
    }) as Extract<ListingEvent, { type: 'ListingCreated' }>;
    expect(created.data.profile.logo_url).to.equal(null);
    expect(created.data.profile.socials).to.deep.equal({ x: 'https://x.com/acme' });

    const changed = upcastListingEvent({
      type: 'ListingProfileChanged',
      data: {
        listingId: 1,
        changes: {
          demo_video_url: { before: 'javascript:1', after: 'https://youtu.be/x' },
          tagline: { before: 'a', after: 'b' },
        },
      },
    }) as Extract<ListingEvent, { type: 'ListingProfileChanged' }>;
    expect(changed.data.changes).to.deep.equal({
      demo_video_url: { before: null, after: 'https://youtu.be/x' },
      tagline: { before: 'a', after: 'b' },
    });
    expect(safeProfileChanges({ contact_email: { before: 'a@b.co', after: 'x"@y.z' } })).to.deep.equal({
      contact_email: { before: 'a@b.co', after: null },
    });

    const milestone = upcastListingEvent({
      type: 'MilestoneAdded',
      data: { listingId: 1, milestone: { id: 1, date: '2026-01-01', title: 'Launch', url: 'javascript:1' } },
    }) as Extract<ListingEvent, { type: 'MilestoneAdded' }>;
    expect(milestone.data.milestone).to.deep.equal({ id: 1, date: '2026-01-01', title: 'Launch' });
  });
});
