/**
 * JSON texts on their way to PostgreSQL's `jsonb`, which refuses what a JavaScript string may hold
 * but UTF-8 cannot: a lone surrogate (`"\ud800"`, which `JSON.parse` of any request body can
 * produce). The `json` column would keep it, but every index and narrowed filter reads `doc::jsonb`,
 * so one such row would make each query of its collection fail. MongoDB never sees one either: its
 * driver encodes strings as UTF-8, a lone surrogate becoming U+FFFD. This does the same to the text.
 */

/**
 * A lone surrogate in a text from `JSON.stringify`, which writes a surrogate pair as its characters
 * and a lone surrogate as an escape `\udXXX` (an escape not itself preceded by an escaped backslash).
 */
const LONE_SURROGATE_ESCAPE = /(?<!\\)((?:\\\\)*)\\ud[89a-f][0-9a-f]{2}/gi;

/** `json` (from JSON.stringify) with every lone surrogate replaced by U+FFFD, as MongoDB's driver stores it. */
export function wellFormedJson(json: string): string {
  return json.includes('\\u') ? json.replace(LONE_SURROGATE_ESCAPE, '$1\uFFFD') : json;
}
