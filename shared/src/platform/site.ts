/** Who the service is to the outside: its name and the address people and clients reach it at. */
export interface SiteSettings {
  name: string;
  /** Where people and clients reach the service, without a trailing slash. */
  publicBaseUrl: string;
  /** The default site's key in the network (SITE_KEY, lower case); `main` when not given. */
  key?: string;
  /**
   * Host names the default site answers on (SITE_HOSTS). Empty or absent: any host, while the
   * network has no other site (see docs/decisions/site-network.md).
   */
  hosts?: readonly string[];
}
