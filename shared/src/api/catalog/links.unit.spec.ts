/**
 * Every link and every e-mail address of every request body, over the catalog's validation and the
 * OpenAPI document: unsafe values (`javascript:`, a quote, credentials, a space …) are refused with a
 * 400 naming the field, safe ones are accepted and passed on normalised, and for every value the
 * document (read by a JSON Schema validator, as Schemathesis and clients read it) says the same.
 * Also the order items' `options`, whose names the document limits as validation does (code points).
 */
import { expect } from 'chai';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { buildOpenApiDocument } from './openapi.ts';
import { getOperation } from './operations.ts';
import { validateInput } from '../operations/validate.ts';
import { Problem } from '../http/problem.ts';
import { addJsonSchemaFormats } from '../testing.ts';
import { EMAIL_PATTERN, HTTP_URL_PATTERN, HTTPS_URL_PATTERN } from '../../contracts/listings/safe-links.ts';

type Json = Record<string, any>;
const document = buildOpenApiDocument({ serverUrl: 'http://links.test/v1' }) as unknown as Json;
const ajv = addJsonSchemaFormats(new Ajv2020({ strict: false, allErrors: true, validateFormats: true }));
ajv.addSchema({ ...document, $id: 'openapi' });
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const bodySchemas = new Map<string, ValidateFunction>();
/** The operation's request body schema as the document states it. */
const documentAccepts = (operationId: string, body: unknown): boolean => {
  const operation = getOperation(operationId);
  let validate = bodySchemas.get(operationId);
  if (!validate) {
    const pointer = `/paths/${escape(operation.path)}/${operation.method}/requestBody/content/application~1json/schema`;
    validate = ajv.compile({ $ref: `openapi#${pointer}` });
    bodySchemas.set(operationId, validate);
  }
  return validate(body) as boolean;
};

const DRAFT_ID = '3f1c6a0e-8d4b-4c36-9a57-0d1e2f3a4b5c';
const PARAMS: Record<string, Record<string, unknown>> = {
  update_draft: { id: DRAFT_ID },
  invite_cofounder: { id: DRAFT_ID },
  update_my_listing: { listing_id: 1 },
  add_milestone: { listing_id: 1 },
  set_founder_story: { listing_id: 1 },
  post_listing_update: { listing_id: 1 },
};

/** Where a link or an address sits: the body it is sent in, and the field the 400 names. */
interface Field {
  operationId: string;
  body: (value: unknown) => Record<string, unknown>;
  /** `errors[].field` of a refusal, and where validation's output holds the value. */
  field: string;
  httpsOnly?: boolean;
  /** `''` means "none" here (clears, or is left out). */
  emptyClears?: boolean;
  /** null removes the field. */
  nullRemoves?: boolean;
}

const milestone = (url: unknown) => ({ date: '2026-01-05', title: 'Launch', url });
const LINK_FIELDS: Field[] = [
  { operationId: 'submit_listing', body: (url) => ({ url }), field: 'body.url' },
  {
    operationId: 'update_draft',
    body: (v) => ({ fields: { demo_video_url: v } }),
    field: 'body.fields.demo_video_url',
    emptyClears: true,
    nullRemoves: true,
  },
  {
    operationId: 'update_draft',
    body: (v) => ({ fields: { logo_url: v } }),
    field: 'body.fields.logo_url',
    emptyClears: true,
    nullRemoves: true,
  },
  {
    operationId: 'update_draft',
    body: (v) => ({ company_socials: { github: v } }),
    field: 'body.company_socials.github',
    emptyClears: true,
  },
  {
    operationId: 'update_draft',
    body: (v) => ({ founder_socials: { website: v } }),
    field: 'body.founder_socials.website',
    emptyClears: true,
  },
  {
    operationId: 'update_draft',
    body: (v) => ({ milestones: [milestone(v)] }),
    field: 'body.milestones.0.url',
    httpsOnly: true,
  },
  {
    operationId: 'update_draft',
    body: (v) => ({ competitor_url: v }),
    field: 'body.competitor_url',
    emptyClears: true,
  },
  {
    operationId: 'update_my_listing',
    body: (v) => ({ fields: { demo_video_url: v } }),
    field: 'body.fields.demo_video_url',
    emptyClears: true,
  },
  {
    operationId: 'update_my_listing',
    body: (v) => ({ socials: { custom: v } }),
    field: 'body.socials.custom',
    emptyClears: true,
  },
  { operationId: 'add_milestone', body: milestone, field: 'body.url', httpsOnly: true },
];

const EMAIL_FIELDS: Field[] = [
  {
    operationId: 'update_draft',
    body: (v) => ({ fields: { contact_email: v } }),
    field: 'body.fields.contact_email',
    emptyClears: true,
    nullRemoves: true,
  },
  {
    operationId: 'update_my_listing',
    body: (v) => ({ fields: { contact_email: v } }),
    field: 'body.fields.contact_email',
    emptyClears: true,
  },
  { operationId: 'invite_cofounder', body: (email) => ({ email }), field: 'body.email' },
  {
    operationId: 'claim_listing',
    body: (email) => ({ slug: 'acme', method: 'email', email }),
    field: 'body.email',
  },
];

/** [sent, stored] — stored null: refused. */
const LINKS: [string, string | null][] = [
  ['javascript:alert(1)', null],
  ['JAVASCRIPT:alert(document.cookie)', null],
  ['javascript://acme.example/%0aalert(1)', null],
  ['data:text/html,<script>alert(1)</script>', null],
  ['vbscript:msgbox(1)', null],
  [' https://acme.example/', null],
  ['\thttps://acme.example/', null],
  ['https://acme.example/ ', null],
  ['//acme.example/', null],
  ['http://', null],
  ['https://', null],
  ['https:acme.example', null],
  ['https://ex.com/"onmouseover=alert(1)', null],
  ["https://github.com/acme'><script>alert(1)</script>", null],
  ['https://github.com/acme"', null],
  ['https://github.com/ac me', null],
  ['https://github.com/acme<', null],
  ['https://github.com/acme`', null],
  ['https://github.com/acme\\x', null],
  ['https://user:pass@acme.example/', null],
  ['https://user@acme.example/', null],
  ['ftp://acme.example/', null],
  ['HTTPS://acme.example/', null],
  ['https://acme.example:70000/', null],
  ['https://acme.123/', null],
  ['https://acme.example/%zz', null],
  ['https://acme.example/\u0000', null],
  ['https://acme.example/\u202e', null],
  ['https://acme.example', 'https://acme.example/'],
  ['http://acme.example/docs/start?tab=api&x=1#top', 'http://acme.example/docs/start?tab=api&x=1#top'],
  ['https://ACME.Example:443/a/./b/../c', 'https://acme.example/a/c'],
  ['https://github.com/acme', 'https://github.com/acme'],
  ['https://www.tiktok.com/@acme', 'https://www.tiktok.com/@acme'],
  ['https://youtu.be/dQw4w9WgXcQ?t=42', 'https://youtu.be/dQw4w9WgXcQ?t=42'],
  ['https://acme.example/a%20b', 'https://acme.example/a%20b'],
  ['https://bücher.example/straße?q=ä', 'https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%A4'],
  ['https://例え.テスト/', 'https://xn--r8jz45g.xn--zckzah/'],
  ['https://москва.рф/', 'https://xn--80adxhks.xn--p1ai/'],
  ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
];

const EMAILS: [string, boolean][] = [
  ['ann@acme.example', true],
  ['ann.lee+news@mail.acme.example', true],
  [`${'a'.repeat(64)}@acme.example`, true],
  ['ann', false],
  ['ann@', false],
  ['@acme.example', false],
  ['ann@localhost', false],
  ['ann@acme', false],
  ['ann lee@acme.example', false],
  [' ann@acme.example', false],
  ['"ann"@acme.example', false],
  ["o'neil@acme.example", false],
  ['<ann@acme.example>', false],
  ['ann@acme.example"><script>', false],
  ['ann..lee@acme.example', false],
  ['ann@acme..example', false],
  ['ann@acme.123', false],
  [`${'a'.repeat(65)}@acme.example`, false],
  [`ann@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.example`, false],
];

/** What validation makes of one body: the value passed on, or the fields its 400 names. */
function validate(operationId: string, body: Record<string, unknown>): { ok: Json } | { refused: string[] } {
  try {
    const input = validateInput(getOperation(operationId), { params: PARAMS[operationId] ?? {}, query: {}, body });
    return { ok: input.body! };
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    expect(error.status).to.equal(400);
    expect(error.code).to.equal('invalid_request');
    return { refused: (error.toBody().errors ?? []).map((e) => e.field) };
  }
}
const at = (body: Json, field: string): unknown =>
  field
    .split('.')
    .slice(1)
    .reduce<any>((value, key) => value?.[key], body);

describe('operation catalog: links and e-mail addresses of every body', () => {
  for (const spec of LINK_FIELDS) {
    describe(`${spec.operationId} ${spec.field}`, () => {
      for (const [sent, normalised] of LINKS) {
        const stored = normalised !== null && spec.httpsOnly && !normalised.startsWith('https:') ? null : normalised;
        it(`${stored === null ? 'refuses' : 'accepts'} ${JSON.stringify(sent)}`, () => {
          const result = validate(spec.operationId, spec.body(sent));
          if (stored === null) {
            expect(result).to.have.property('refused').that.deep.equals([spec.field]);
          } else {
            expect(result).to.have.property('ok');
            expect(at((result as { ok: Json }).ok, spec.field)).to.equal(stored);
          }
          expect(documentAccepts(spec.operationId, spec.body(sent)), 'the document agrees').to.equal(stored !== null);
        });
      }
      it(`${spec.emptyClears ? 'accepts' : 'refuses'} '' and ${spec.nullRemoves ? 'accepts' : 'refuses'} null`, () => {
        for (const [value, accepted] of [
          ['', spec.emptyClears === true],
          [null, spec.nullRemoves === true],
        ] as const) {
          const result = validate(spec.operationId, spec.body(value));
          expect('ok' in result, JSON.stringify(value)).to.equal(accepted);
          expect(documentAccepts(spec.operationId, spec.body(value))).to.equal(accepted);
        }
      });
      it('refuses one past its length, counted in code points as the document counts', () => {
        const max = spec.operationId === 'submit_listing' || spec.field === 'body.competitor_url' ? 2048 : 500;
        const long = (length: number) => `https://acme.example/${'é'.repeat(length - 21)}`;
        expect('ok' in validate(spec.operationId, spec.body(long(max)))).to.equal(!spec.httpsOnly || true);
        expect(validate(spec.operationId, spec.body(long(max + 1)))).to.deep.equal({ refused: [spec.field] });
        expect(documentAccepts(spec.operationId, spec.body(long(max)))).to.equal(true);
        expect(documentAccepts(spec.operationId, spec.body(long(max + 1)))).to.equal(false);
      });
    });
  }

  for (const spec of EMAIL_FIELDS) {
    it(`${spec.operationId} ${spec.field}: valid addresses accepted as sent, others refused naming the field`, () => {
      for (const [sent, valid] of EMAILS) {
        const result = validate(spec.operationId, spec.body(sent));
        if (valid) expect(at((result as { ok: Json }).ok, spec.field), sent).to.equal(sent);
        else expect(result, sent).to.deep.equal({ refused: [spec.field] });
        expect(documentAccepts(spec.operationId, spec.body(sent)), `the document on ${sent}`).to.equal(valid);
      }
    });
  }

  it('every link and address property of every body states the shared pattern (one schema, no copies)', () => {
    const components = document.components.schemas as Json;
    const PATTERNS = new Set([HTTP_URL_PATTERN, HTTPS_URL_PATTERN, EMAIL_PATTERN]);
    const linkish = /(^|_)(url|email|link)s?$|socials$/;
    const found: string[] = [];
    const wrong: string[] = [];
    const resolve = (schema: Json): Json =>
      schema.$ref ? resolve(components[String(schema.$ref).split('/').pop()!]) : schema;
    const leaves = (schema: Json): Json[] => {
      const resolved = resolve(schema);
      const branches = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])];
      return branches.length ? branches.flatMap(leaves) : [resolved];
    };
    const walk = (schema: Json, at: string, inLinks: boolean): void => {
      const resolved = resolve(schema);
      for (const branch of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) walk(branch, at, inLinks);
      if (resolved.items) walk(resolved.items, `${at}[]`, false);
      for (const [name, property] of Object.entries<Json>(resolved.properties ?? {})) {
        const where = `${at}.${name}`;
        if (inLinks || (linkish.test(name) && !/socials$/.test(name))) {
          found.push(where);
          for (const leaf of leaves(property)) {
            const empty = leaf.type === 'null' || leaf.const === '' || (leaf.enum?.length === 1 && leaf.enum[0] === '');
            if (!empty && !PATTERNS.has(leaf.pattern)) wrong.push(where);
          }
        } else walk(property, where, /socials$/.test(name));
      }
    };
    for (const item of Object.values<Json>(document.paths))
      for (const operation of Object.values<Json>(item)) {
        const body = operation.requestBody?.content?.['application/json']?.schema;
        if (body) walk(body, operation.operationId, false);
      }
    expect(wrong).to.deep.equal([]);
    // Every one of them: the draft's two links, address, socials, milestone link, competitor; the owned
    // listing's link, address and socials; the website submitted, the milestone's link, both e-mails.
    expect(found).to.include.members([
      'submit_listing.url',
      'update_draft.fields.demo_video_url',
      'update_draft.fields.logo_url',
      'update_draft.fields.contact_email',
      'update_draft.company_socials.github',
      'update_draft.founder_socials.website',
      'update_draft.milestones[].url',
      'update_draft.competitor_url',
      'update_my_listing.fields.demo_video_url',
      'update_my_listing.fields.contact_email',
      'update_my_listing.socials.custom',
      'add_milestone.url',
      'invite_cofounder.email',
      'claim_listing.email',
    ]);
  });
});

describe('operation catalog: order item options', () => {
  const order = (options: Record<string, unknown>) => ({ items: [{ product: 'trophy_cabinet', options }] });

  it('the document limits option names as validation does (propertyNames), on quote and checkout alike', () => {
    for (const operationId of ['quote_order', 'create_checkout']) {
      const operation = getOperation(operationId);
      const schema = document.paths[operation.path][operation.method].requestBody.content['application/json'].schema;
      expect(schema.properties.items.items.properties.options).to.deep.include({
        maxProperties: 20,
        propertyNames: { maxLength: 60 },
      });
    }
  });

  const NAMES: [string, string, boolean][] = [
    ['60 letters', 'a'.repeat(60), true],
    ['61 letters', 'a'.repeat(61), false],
    ['60 emoji (120 UTF-16 units, 60 characters)', '😀'.repeat(60), true],
    ['61 emoji', '😀'.repeat(61), false],
    ['200 combining marks (what Schemathesis sent)', '\u0301'.repeat(200), false],
    ['an empty name', '', true],
  ];
  for (const operationId of ['quote_order', 'create_checkout'])
    for (const [what, name, accepted] of NAMES)
      it(`${operationId}: ${accepted ? 'accepts' : 'refuses'} an option named with ${what}, as the document says`, () => {
        const result = validate(operationId, order({ [name]: 'gold' }));
        expect('ok' in result).to.equal(accepted);
        if (!accepted) expect((result as { refused: string[] }).refused[0]).to.match(/^body\.items\.0\.options/);
        expect(documentAccepts(operationId, order({ [name]: 'gold' }))).to.equal(accepted);
      });

  it('counts option values in code points too (500 emoji are 500 characters)', () => {
    expect('ok' in validate('quote_order', order({ colour: '😀'.repeat(500) }))).to.equal(true);
    expect('ok' in validate('quote_order', order({ colour: '😀'.repeat(501) }))).to.equal(false);
    expect(documentAccepts('quote_order', order({ colour: '😀'.repeat(500) }))).to.equal(true);
  });
});

describe('string limits count code points, as the document does (issue 28)', () => {
  // One field of each kind of body: a draft field, an owned listing's field, a sub-object, a list item,
  // a story section, the order body. An emoji is one character for JSON Schema (two UTF-16 units): a
  // validation that counted units would refuse what the document allows, and Schemathesis would fail.
  const cases: [operationId: string, max: number, body: (value: string) => Json][] = [
    ['update_draft', 500, (value) => ({ fields: { tagline: value } })],
    ['update_draft', 200, (value) => ({ fields: { features: [value] } })],
    ['update_draft', 300, (value) => ({ faqs: [{ question: value, answer: 'yes' }] })],
    ['update_draft', 160, (value) => ({ founders: [{ name: value }] })],
    ['update_my_listing', 200, (value) => ({ fields: { tagline: value } })],
    ['set_founder_story', 200, (value) => ({ title: value })],
    ['post_listing_update', 200, (value) => ({ title: value, body: 'text' })],
    ['answer_interview', 4000, (value) => ({ answers: [{ question_id: 1, answer: value }] })],
    ['create_checkout', 40, (value) => ({ items: [{ product: 'launch' }], promo_code: value })],
  ];
  for (const [operationId, max, body] of cases)
    it(`${operationId}: ${JSON.stringify(body('…'))} takes ${max} emoji, not ${max + 1}`, () => {
      expect('ok' in validate(operationId, body('😀'.repeat(max))), 'at the limit').to.equal(true);
      expect(documentAccepts(operationId, body('😀'.repeat(max)))).to.equal(true);
      expect('ok' in validate(operationId, body('😀'.repeat(max + 1))), 'one past').to.equal(false);
      expect(documentAccepts(operationId, body('😀'.repeat(max + 1)))).to.equal(false);
    });
});
