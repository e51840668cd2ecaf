/** mailchecker ships no types; this is the part the service uses. */
declare module 'mailchecker' {
  /** False for malformed addresses and addresses at throw-away (disposable) providers. */
  export function isValid(email: string): boolean;
  const MailChecker: { isValid(email: string): boolean };
  export default MailChecker;
}
