/** Who the service is to the outside: its name and the address people and clients reach it at. */
export interface SiteSettings {
  name: string;
  /** Where people and clients reach the service, without a trailing slash. */
  publicBaseUrl: string;
}
