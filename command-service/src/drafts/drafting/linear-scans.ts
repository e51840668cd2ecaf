/**
 * Linear scans for three patterns the drafter and verifier look for on pages fetched from anywhere: a
 * web address written out, an e-mail address written out, and "X was founded … by". Each was a regex
 * that could start at almost every character and run to the end of the text before failing (a run of
 * letters with no "@", "a.a.a…" with no "/", capitalised words with no "was founded"): quadratic, over a
 * second of CPU on 50 kB of such text and minutes on a 1 MB page, per draft (issue 34, review). These
 * give the same matches as those regexes (checked against them on generated strings in the spec), but
 * anchor on what a match must contain ("@", the end of a dotted run, the end of a run of capitalised
 * words) and look at each character a bounded number of times.
 */

/** `[\w.+-]` with the e-mail regex's flags (none): ASCII word characters, dot, plus and hyphen. */
const MAIL_LOCAL = /[\w.+-]/;
const MAIL_DOMAIN = /[\w-]/;

/**
 * The e-mail addresses written in `text`, as `[...text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)]`
 * would give them: expanded around each "@" (the part before back to the last match or a character an
 * address cannot hold; the domain forward while dotted parts follow).
 */
export function writtenMails(text: string): string[] {
  const mails: string[] = [];
  let from = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > from && MAIL_LOCAL.test(text[start - 1]!)) start -= 1;
    if (start === at) continue;
    const end = dottedEnd(text, at + 1, MAIL_DOMAIN);
    if (end.dots === 0) continue;
    mails.push(text.slice(start, end.at));
    from = end.at;
    at = end.at - 1;
  }
  return mails;
}

/**
 * Where the run `[c]+(?:\.[c]+)*` starting at `start` ends (greedy, as a regex takes it), how many dots
 * it holds and where its last dot is. No run at all when `text[start]` is not a `c`.
 */
function dottedEnd(text: string, start: number, c: RegExp): { at: number; dots: number; lastDot: number } {
  let at = start;
  let dots = 0;
  let lastDot = -1;
  if (at >= text.length || !c.test(text[at]!)) return { at, dots, lastDot };
  for (;;) {
    while (at < text.length && c.test(text[at]!)) at += 1;
    if (text[at] !== '.' || at + 1 >= text.length || !c.test(text[at + 1]!)) return { at, dots, lastDot };
    lastDot = at;
    dots += 1;
    at += 1;
  }
}

// The web-address regex's pieces, with its flags (g, i, u: \w then also holds ſ and the Kelvin sign).
const ADDRESS_HEAD = /https?:\/\/|www\./iuy;
const ADDRESS_REST = /[^\s<>"')\]]*/iuy;
const HOST_CHAR = /[\w-]/iu;
const TOP_LEVEL = /^[a-z]{2,}$/iu;
const WORD_BOUNDARY = /\b/iuy;

/**
 * The spans of web addresses written out in `text` ("https://www.navidrome.org/docs", "go.dev/doc"), as
 * the regex `(?:https?:\/\/|www\.)[^\s<>"')\]]+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\/[^\s<>"')\]]*` (flags g, i, u)
 * gives them in a matchAll. A dotted run ("go.dev") is an address when a "/" follows its last part and that part is
 * two letters or more; every start inside the same run ends at the same place, so a run that is no
 * address is not tried again from each of its characters.
 */
export function addressSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  let runFailsUntil = -1;
  let at = 0;
  while (at < text.length) {
    ADDRESS_HEAD.lastIndex = at;
    if (ADDRESS_HEAD.test(text)) {
      ADDRESS_REST.lastIndex = ADDRESS_HEAD.lastIndex;
      ADDRESS_REST.test(text);
      if (ADDRESS_REST.lastIndex > ADDRESS_HEAD.lastIndex) {
        spans.push({ start: at, end: ADDRESS_REST.lastIndex });
        at = ADDRESS_REST.lastIndex;
        continue;
      }
    }
    WORD_BOUNDARY.lastIndex = at;
    if (at >= runFailsUntil && HOST_CHAR.test(text[at]!) && WORD_BOUNDARY.test(text)) {
      const run = dottedEnd(text, at, HOST_CHAR);
      if (text[run.at] === '/' && run.dots > 0 && TOP_LEVEL.test(text.slice(run.lastDot + 1, run.at))) {
        ADDRESS_REST.lastIndex = run.at + 1;
        ADDRESS_REST.test(text);
        spans.push({ start: at, end: ADDRESS_REST.lastIndex });
        at = ADDRESS_REST.lastIndex;
        continue;
      }
      runFailsUntil = run.at;
    }
    at += 1;
  }
  return spans;
}

const CAPITALISED_RUN = /\p{Lu}[\p{L}\p{N}.&'-]*(?:\s+\p{Lu}[\p{L}\p{N}.&'-]*)*/gu;
const WAS_FOUNDED = / (?:was|is) (?:co-?)?founded\b/uy;
const BY = /\bby\b/gu;

/**
 * The capitalised words said to have been founded by someone ("Northwind Labs was founded in 2019 by"),
 * as group 1 of
 * `/((?:\p{Lu}[\p{L}\p{N}.&'-]*)(?:\s+\p{Lu}[\p{L}\p{N}.&'-]*)*) (?:was|is) (?:co-?)?founded\b[^.]*\bby\b/u`
 * gives them, or null. Any start inside a run of capitalised words reaches the same end, so each run is
 * tried once; the next "." and the next "by" are found once and kept while they lie ahead.
 */
export function foundedBySubject(text: string): string | null {
  let nextDot = -1;
  let nextBy = -1;
  for (const run of text.matchAll(CAPITALISED_RUN)) {
    WAS_FOUNDED.lastIndex = run.index + run[0].length;
    if (!WAS_FOUNDED.test(text)) continue;
    const after = WAS_FOUNDED.lastIndex;
    if (nextDot < after) {
      nextDot = text.indexOf('.', after);
      if (nextDot === -1) nextDot = Infinity;
    }
    if (nextBy < after) {
      BY.lastIndex = after;
      nextBy = BY.exec(text)?.index ?? Infinity;
    }
    if (nextBy < nextDot) return run[0];
  }
  return null;
}
