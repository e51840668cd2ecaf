/**
 * 5. unsafe-urls: every link a maker writes through the API is an http(s) URL that cannot break out of
 * an HTML attribute, and every contact e-mail is an address. javascript:, data:, vbscript: and
 * attribute-breaking values for demo_video_url, logo_url, company and founder socials, milestone links,
 * competitor_url and the submitted URL, and malformed contact e-mails, on update_draft,
 * update_my_listing, add_milestone and submit_listing, are answered 400 naming the field. Safe values
 * are accepted (so the refusals are about the values). Afterwards get_draft, get_my_listing and
 * get_listing hold no link anywhere in their JSON that is not http(s).
 */
import { Tally, unsafeLinks, type GroupResult } from '../checks.ts';
import { api } from '../client.ts';
import { settledDraft, type ProbeContext } from '../context.ts';

export const HOSTILE_LINKS: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  ' javascript:alert(1)',
  'java\nscript:alert(1)',
  'javascript://x.test/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
  'https://x.test/"><script>alert(1)</script>',
  "https://x.test/' onmouseover='alert(1)",
  'https://x.test/ onerror=alert(1)',
  'https://x.test/<img src=x onerror=alert(1)>',
  'https://x.test/`onmouseover=alert(1)',
];

export const MALFORMED_EMAILS: readonly string[] = [
  'not-an-email',
  'a b@x.test',
  '"><script>alert(1)</script>@x.test',
  'x"onmouseover="alert(1)"@x.test',
  'javascript:alert(1)//@x.test',
  'mailto:someone@x.test',
  'someone@x.test>',
];

interface Write {
  what: string;
  method: string;
  path: string;
  body: unknown;
  /** What errors[].field must contain. */
  field: string;
}

export async function unsafeUrls(ctx: ProbeContext): Promise<GroupResult> {
  const tally = new Tally('unsafe-urls');
  const base = ctx.main.base;
  const key = ctx.operatorKey;
  const { listingId, slug, draftId: hostileDraftId } = await ctx.hostileListing();

  // A draft to edit: its site is not read (outbound fetches are refused), and a failed draft can be edited.
  const submitted = await api(base, 'POST', '/drafts', {
    key,
    body: { url: 'https://unsafe-links.test/' },
    headers: { 'idempotency-key': `probe-unsafe-${Date.now()}` },
  });
  if (!tally.check(submitted.status === 201, `submit_listing answered ${submitted.status}`)) return tally.result();
  const draftId: string = submitted.body.id;
  await settledDraft(base, key, draftId);

  const linkWrites = (value: string): Write[] => [
    {
      what: 'update_draft fields.demo_video_url',
      method: 'PATCH',
      path: `/drafts/${draftId}`,
      body: { fields: { demo_video_url: value } },
      field: 'demo_video_url',
    },
    {
      what: 'update_draft fields.logo_url',
      method: 'PATCH',
      path: `/drafts/${draftId}`,
      body: { fields: { logo_url: value } },
      field: 'logo_url',
    },
    {
      what: 'update_draft company_socials.x',
      method: 'PATCH',
      path: `/drafts/${draftId}`,
      body: { company_socials: { x: value } },
      field: 'company_socials',
    },
    {
      what: 'update_draft founder_socials.linkedin',
      method: 'PATCH',
      path: `/drafts/${draftId}`,
      body: { founder_socials: { linkedin: value } },
      field: 'founder_socials',
    },
    {
      what: 'update_draft milestones[0].url',
      method: 'PATCH',
      path: `/drafts/${draftId}`,
      body: { milestones: [{ date: '2026-01-05', title: 'Launch', url: value }] },
      field: 'milestones',
    },
    {
      what: 'update_draft competitor_url',
      method: 'PATCH',
      path: `/drafts/${draftId}`,
      body: { competitor_url: value },
      field: 'competitor_url',
    },
    {
      what: 'update_my_listing fields.demo_video_url',
      method: 'PATCH',
      path: `/me/listings/${listingId}`,
      body: { fields: { demo_video_url: value } },
      field: 'demo_video_url',
    },
    {
      what: 'update_my_listing socials.facebook',
      method: 'PATCH',
      path: `/me/listings/${listingId}`,
      body: { socials: { facebook: value } },
      field: 'socials',
    },
    {
      what: 'add_milestone url',
      method: 'POST',
      path: `/me/listings/${listingId}/milestones`,
      body: { date: '2026-01-05', title: 'Launch', url: value },
      field: 'url',
    },
    { what: 'submit_listing url', method: 'POST', path: '/drafts', body: { url: value }, field: 'url' },
  ];
  const emailWrites = (value: string): Write[] => [
    {
      what: 'update_draft fields.contact_email',
      method: 'PATCH',
      path: `/drafts/${draftId}`,
      body: { fields: { contact_email: value } },
      field: 'contact_email',
    },
    {
      what: 'update_my_listing fields.contact_email',
      method: 'PATCH',
      path: `/me/listings/${listingId}`,
      body: { fields: { contact_email: value } },
      field: 'contact_email',
    },
  ];

  let n = 0;
  const refused = async (write: Write, value: string) => {
    const answer = await api(base, write.method, write.path, {
      key,
      body: write.body,
      headers: write.method === 'POST' ? { 'idempotency-key': `probe-unsafe-write-${++n}-${Date.now()}` } : {},
    });
    const fields: string[] = (answer.body?.errors ?? []).map((e: { field?: string }) => String(e.field ?? ''));
    tally.check(
      answer.status === 400 && fields.some((field) => field.includes(write.field)),
      `${write.what} = ${JSON.stringify(value)}: answered ${answer.status}${fields.length ? ` naming ${fields.join(', ')}` : ''}`,
    );
  };
  for (const value of HOSTILE_LINKS) for (const write of linkWrites(value)) await refused(write, value);
  for (const value of MALFORMED_EMAILS) for (const write of emailWrites(value)) await refused(write, value);

  // Safe values are taken: the refusals above are about the values.
  for (const [what, method, path, body, expected] of [
    [
      'update_draft with safe links',
      'PATCH',
      `/drafts/${draftId}`,
      {
        fields: {
          demo_video_url: 'https://video.test/watch?v=1',
          logo_url: 'https://unsafe-links.test/logo.png',
          contact_email: 'founder@unsafe-links.test',
        },
        company_socials: { x: 'https://x.test/probe' },
        milestones: [{ date: '2026-01-05', title: 'Launch', url: 'https://unsafe-links.test/launch' }],
      },
      200,
    ],
    [
      'update_my_listing with safe links',
      'PATCH',
      `/me/listings/${listingId}`,
      {
        fields: { demo_video_url: 'https://video.test/watch?v=2', contact_email: 'founder@hostile-feed.test' },
        socials: { facebook: 'https://facebook.test/probe' },
      },
      200,
    ],
    [
      'add_milestone with a safe link',
      'POST',
      `/me/listings/${listingId}/milestones`,
      { date: '2026-01-05', title: 'Launch', url: 'https://hostile-feed.test/launch' },
      201,
    ],
  ] as const) {
    const answer = await api(base, method, path, {
      key,
      body,
      headers: method === 'POST' ? { 'idempotency-key': `probe-safe-${++n}-${Date.now()}` } : {},
    });
    tally.check(answer.status === expected, `${what}: answered ${answer.status} (${answer.text.slice(0, 160)})`);
  }

  // What the reads give back: no link that is not http(s), anywhere.
  for (const [what, path, withKey] of [
    ['get_draft (edited draft)', `/drafts/${draftId}`, true],
    ['get_draft (hostile listing draft)', `/drafts/${hostileDraftId}`, true],
    ['get_my_listing', `/me/listings/${listingId}`, true],
    ['get_listing', `/listings/${slug}`, false],
    ['list_my_drafts', '/drafts?per_page=100', true],
  ] as const) {
    const answer = await api(base, 'GET', path, withKey ? { key } : {});
    if (!tally.check(answer.status === 200, `${what} answered ${answer.status}`)) continue;
    const found = unsafeLinks(answer.body);
    tally.check(found.length === 0, `${what} returns links that are not http(s): ${found.slice(0, 3).join('; ')}`);
  }
  return tally.result();
}
