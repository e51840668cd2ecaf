/**
 * The formats the specs validate the OpenAPI document and the MCP schemas with are checked, not
 * ignored: `iri` (which ajv-formats lacks) accepts RFC 3987 IRIs, letters of other scripts included,
 * and refuses what is no IRI; ajv-formats' own formats (date, uuid …) are there too. Also: an Ajv set
 * up this way warns of no unknown format for any schema of the document (the MCP tools' schemas come
 * from the same catalog).
 */
import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { addJsonSchemaFormats, iriToUri } from './json-schema-formats.ts';
import { buildOpenApiDocument } from '../catalog/openapi.ts';

const warnings: unknown[][] = [];
const ajv = addJsonSchemaFormats(
  new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    logger: { log: () => {}, warn: (...args: unknown[]) => warnings.push(args), error: () => {} },
  }),
);
const valid = (format: string, value: unknown) => ajv.validate({ type: 'string', format }, value) as boolean;

describe('JSON Schema formats for the document’s validators', () => {
  it('accepts IRIs: ASCII, letters of other scripts in host, path, query and fragment, %-escapes', () => {
    for (const value of [
      'https://acme.example',
      'http://acme.example:8080/a/b?x=1&y=2#top',
      'https://café.example/menü?q=日本#セクション',
      'https://例え.テスト/パス',
      'https://acme.example/%E2%82%AC',
      'https://acme.example/?private=\u{E000}',
      'mailto:ana@acme.example',
    ])
      expect(valid('iri', value), value).to.equal(true);
  });

  it('refuses what is no IRI: no scheme, spaces, quotes, angle brackets, a bad escape, controls, private use outside the query', () => {
    for (const value of [
      'acme.example',
      '/relative/path',
      'https://acme.example/a b',
      'https://acme.example/"x"',
      'https://acme.example/<script>',
      'https://acme.example/%zz',
      'https://acme.example/\u0085',
      'https://acme.example/\u{E000}',
      'https://acme.example/#\u{E000}',
      'https://acme.example/\uD800',
      '',
    ])
      expect(valid('iri', value), JSON.stringify(value)).to.equal(false);
  });

  it('maps an IRI to its URI as RFC 3987 says (UTF-8, %-encoded)', () => {
    expect(iriToUri('https://café.example/€?\u{E000}#\u{E000}')).to.equal(
      'https://caf%C3%A9.example/%E2%82%AC?%EE%80%80#\u{E000}',
    );
  });

  it('takes iri-reference as relative or absolute', () => {
    expect(valid('iri-reference', '/menü?x=ü#top')).to.equal(true);
    expect(valid('iri-reference', '/a b')).to.equal(false);
  });

  it('checks ajv-formats’ formats too: a date no calendar has, a uuid that is none', () => {
    expect(valid('date', '2026-02-28')).to.equal(true);
    expect(valid('date', '2026-02-30')).to.equal(false);
    expect(valid('uuid', '3f1c6a0e-8d4b-4c36-9a57-0d1e2f3a4b5c')).to.equal(true);
    expect(valid('uuid', '3f1c6a0e-8d4b-4c36-9a57')).to.equal(false);
  });

  it('knows every format the OpenAPI document states: compiling all of it warns of no unknown format', () => {
    const document = buildOpenApiDocument({ serverUrl: 'http://formats.test/v1' }) as Record<string, any>;
    expect(JSON.stringify(document)).to.include('"format":"iri"');
    ajv.addSchema({ ...document, $id: 'openapi' });
    for (const name of Object.keys(document.components.schemas))
      ajv.compile({ $ref: `openapi#/components/schemas/${name}` });
    expect(warnings.map((args) => args.join(' ')).filter((line) => /unknown format/.test(line))).to.deep.equal([]);
  });
});
