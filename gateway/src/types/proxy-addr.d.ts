/** The part of proxy-addr (Express's own client-address resolver) the raw HTTP listener uses. */
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';
  function proxyaddr(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string;
  export default proxyaddr;
}
