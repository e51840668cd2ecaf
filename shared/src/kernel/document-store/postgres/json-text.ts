/**
 * JSON texts on their way to PostgreSQL's `jsonb`, which refuses two things a JavaScript string may
 * hold: U+0000 and a lone surrogate (`"\ud800"`; `JSON.parse` of any request body can produce either).
 * The `json` column would keep them, but every index and narrowed filter reads `doc::jsonb`, so one
 * such row would make each query of its collection fail. Refusing the write is no better: the event
 * that carries the text is in the log already (every event store keeps it), so its projection would
 * fail on it at every try and stall. Both are stored as U+FFFD, the replacement character, which is
 * what MongoDB's driver does to a lone surrogate (its strings are UTF-8).
 */

/**
 * U+0000 or a lone surrogate in a text from `JSON.stringify`, which escapes both (`\u0000`, `\udXXX`)
 * and writes a surrogate pair as its characters: an escape not itself preceded by an escaped backslash.
 */
const REFUSED_BY_JSONB = /(?<!\\)((?:\\\\)*)\\u(?:0000|d[89a-f][0-9a-f]{2})/gi;

/** `json` (from JSON.stringify) with U+0000 and every lone surrogate replaced by U+FFFD. */
export function jsonbSafe(json: string): string {
  return json.includes('\\u') ? json.replace(REFUSED_BY_JSONB, '$1\uFFFD') : json;
}

/**
 * A string sent as a `text` parameter (an `_id`): PostgreSQL refuses U+0000 in text (22021, "invalid
 * byte sequence"), so `findOne({ _id: 'a\u0000' })` of a URL's `%00` failed instead of finding
 * nothing. It becomes U+FFFD, as in the document's JSON; a lone surrogate already does (the driver
 * encodes strings as UTF-8).
 */
export function textSafe(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : text;
}
