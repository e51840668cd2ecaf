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
