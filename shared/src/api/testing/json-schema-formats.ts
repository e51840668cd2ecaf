/**
 * The formats of JSON Schema 2020-12, checked for real, for every Ajv the tests validate the OpenAPI
 * document or an MCP tool's schemas with: ajv-formats (full mode), plus `iri` and `iri-reference`,
 * which ajv-formats does not define. The catalog writes links as `format: 'iri'` (fields.ts: hosts
 * and paths may hold letters of other scripts), and an Ajv that does not know a format ignores it
 * with a warning ("unknown format "iri" ignored", 98 lines of a CI log from the links spec alone),
 * so nothing checked it. One helper, so every validator reads the document alike.
 *
 * An IRI is checked as RFC 3987 §3.1 defines it, by mapping it to a URI: each character of
 * `ucschar` (and of `iprivate`, in the query only) is percent-encoded as UTF-8, and the result must
 * be a URI (reference) by ajv-formats' own RFC 3986 check. Any other non-ASCII character (a control,
 * a lone surrogate, a non-character) stays as it is and fails that check.
 */
import type { Format } from 'ajv';
import type AjvCore from 'ajv/dist/core.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** RFC 3987 `ucschar`: %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF, then planes 1 to 14 but their last two code points. */
const UCSCHAR_RANGES: readonly (readonly [number, number])[] = [
  [0xa0, 0xd7ff],
  [0xf900, 0xfdcf],
  [0xfdf0, 0xffef],
  ...Array.from(
    { length: 14 },
    (_, i) => [(i + 1) * 0x10000 + (i === 13 ? 0x1000 : 0), (i + 1) * 0x10000 + 0xfffd] as const,
  ),
];
/** RFC 3987 `iprivate`: allowed in the query alone. */
const IPRIVATE_RANGES: readonly (readonly [number, number])[] = [
  [0xe000, 0xf8ff],
  [0xf0000, 0xffffd],
  [0x100000, 0x10fffd],
];
const characterClass = (ranges: readonly (readonly [number, number])[]) =>
  new RegExp(`[${ranges.map(([from, to]) => `\\u{${from.toString(16)}}-\\u{${to.toString(16)}}`).join('')}]`, 'gu');
const UCSCHAR = characterClass(UCSCHAR_RANGES);
const IPRIVATE = characterClass(IPRIVATE_RANGES);

/** The URI an IRI maps to (RFC 3987 §3.1 step 2), with `iprivate` encoded only between `?` and `#`. */
export function iriToUri(iri: string): string {
  const encoded = iri.replace(UCSCHAR, encodeURIComponent);
  const fragment = encoded.includes('#') ? encoded.indexOf('#') : encoded.length;
  const query = encoded.indexOf('?');
  if (query < 0 || query > fragment) return encoded;
  return (
    encoded.slice(0, query) +
    encoded.slice(query, fragment).replace(IPRIVATE, encodeURIComponent) +
    encoded.slice(fragment)
  );
}

const passes = (format: Format, value: string): boolean => {
  if (format === true) return true;
  if (format instanceof RegExp) return format.test(value);
  if (typeof format === 'function') return format(value) as boolean;
  if (typeof format === 'string') return new RegExp(format, 'u').test(value);
  return passes(format.validate as Format, value);
};

/** Adds ajv-formats' formats and `iri` / `iri-reference` to an Ajv whose `validateFormats` is on. */
export function addJsonSchemaFormats<A extends AjvCore>(ajv: A): A {
  addFormats(ajv);
  const uri = addFormats.get('uri');
  const uriReference = addFormats.get('uri-reference');
  ajv.addFormat('iri', { type: 'string', validate: (value: string) => passes(uri, iriToUri(value)) });
  ajv.addFormat('iri-reference', {
    type: 'string',
    validate: (value: string) => passes(uriReference, iriToUri(value)),
  });
  return ajv;
}
