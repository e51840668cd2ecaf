/**
 * A refusal's reason in plain words for the site's pages (issue 31). The operations' validation
 * speaks the schema library's words ("Invalid option: expected one of \"s\"|\"m\"|\"l\"", "Too
 * small: expected number to be >=1"): right for the API, but on a 400 page they are API words shown
 * to people, and a run of quoted options with no space in it ran 227 px past a phone's screen. The
 * messages the operations write themselves are already plain and pass through unchanged.
 */

const options = (list: string) =>
  list
    .split('|')
    .map((option) =>
      option
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .replace(/_/g, ' '),
    )
    .join(', ');

const UNITS: Record<string, string> = { string: 'characters', array: 'items', set: 'items', file: 'bytes' };

const RULES: [RegExp, (...groups: string[]) => string][] = [
  [/^Invalid option: expected one of (.+)$/, (list) => `choose one of ${options(list)}`],
  [/^Invalid input: expected "(.*)"$/, (value) => `must be ${value.replace(/_/g, ' ')}`],
  [/^Invalid input: expected int, received \w+$/, () => 'must be a whole number'],
  [/^Invalid input: expected (?:number|bigint), received \w+$/, () => 'must be a number'],
  [/^Invalid input: expected boolean, received \w+$/, () => 'must be yes or no'],
  [/^Invalid input: expected \w+, received \w+$/, () => 'is not valid here'],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, (n) => `must be at least ${n}`],
  [/^Too small: expected number to be >(-?[\d.]+)$/, (n) => `must be more than ${n}`],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, (n) => `must be at most ${n}`],
  [/^Too big: expected number to be <(-?[\d.]+)$/, (n) => `must be less than ${n}`],
  [
    /^Too small: expected (\w+) to have >=?(\d+) \w+$/,
    (kind, n) => `must have at least ${n} ${UNITS[kind] ?? 'items'}`,
  ],
  [/^Too big: expected (\w+) to have <=?(\d+) \w+$/, (kind, n) => `must have at most ${n} ${UNITS[kind] ?? 'items'}`],
  [/^Invalid string: must match pattern .*$/, () => 'is not written the way it should be'],
  [/^Invalid email address$/, () => 'must be an e-mail address'],
  [/^Invalid URL$/, () => 'must be a web address'],
  [/^Unrecognized keys?: .*$/, () => 'is not one this page takes'],
];

/** The reason as a person reads it: the schema library's words rewritten, any other message as it is. */
export function plainReason(message: string): string {
  for (const [pattern, say] of RULES) {
    const match = pattern.exec(message);
    if (match) return say(...match.slice(1));
  }
  return message;
}
