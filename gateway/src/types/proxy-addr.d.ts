/** The part of proxy-addr (Express's own client-address resolver) the raw HTTP listener and the view counter use. */
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';
  type Trust = (address: string, hop: number) => boolean;
  function proxyaddr(req: IncomingMessage, trust: Trust): string;
  namespace proxyaddr {
    /** A trust function from names (`loopback`, …) or addresses, as Express's `trust proxy` setting. */
    function compile(value: string | string[]): Trust;
  }
  export default proxyaddr;
}
