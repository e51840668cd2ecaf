/**
 * The words of the way back after an e-mailed link (issue 31): the confirmed page said "Back to where
 * you were", which tells a person nothing. It names the place instead: "Back to Returnly" when `next` is
 * a listing's page (a category's or a founder's the same), plain words for the site's other pages.
 *
 * The name comes from the read side, through the API's own public operations (get_listing,
 * get_category, get_founder) on the request's site, never from text in the URL: a link anyone can
 * edit must not make the site say what they like. A page the read side does not show (unknown, not
 * live, another site's) gets the plain words, as does anything else; `next` itself was already checked
 * to be a path of this site (safeReturnPath).
 */
import type { Request } from 'express';
import { requestSiteOf, type OperationExecutor } from '@listings/shared/api';

/** What the label needs of the executor: a public read, run as an anonymous visitor would. */
export type PlaceReader = Pick<OperationExecutor, 'execute'>;

const ORIGIN = 'https://this-site.invalid';

/** The pages whose name is read: the path's first segment and the operation that names it. */
const NAMED: Record<string, string> = { listings: 'get_listing', categories: 'get_category', founders: 'get_founder' };

/** Plain words for the site's other pages, by the path's first segment ('' is the home page). */
const PLAIN: Record<string, string> = {
  '': 'Back to the directory',
  search: 'Back to your search',
  launches: 'Back to the launches',
  leaderboards: 'Back to the leaderboards',
  awards: 'Back to the awards',
  updates: 'Back to the updates',
  blog: 'Back to the blog',
  submit: 'Back to submitting your product',
  me: 'Back to your products',
  account: 'Back to your account',
};
const SOMEWHERE = 'Back to the page you were on';

/** The link's words for the same-site path `next` on the site of `req`. */
export async function onwardLabel(reader: PlaceReader | undefined, req: Request, next: string): Promise<string> {
  const segments = new URL(next, ORIGIN).pathname.split('/').slice(1);
  const [first = '', slug] = segments;
  const operationId = NAMED[first];
  if (operationId && slug && reader) {
    const name = await nameOf(reader, req, operationId, slug);
    if (name) return `Back to ${name}`;
  }
  if (operationId || (first === 'blog' && slug)) return SOMEWHERE;
  return PLAIN[first] ?? SOMEWHERE;
}

async function nameOf(reader: PlaceReader, req: Request, operationId: string, slug: string): Promise<string | null> {
  try {
    const result = await reader.execute({
      operationId,
      params: { slug: decodeURIComponent(slug) },
      query: {},
      body: undefined,
      clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
      site: requestSiteOf(req),
    });
    const name = result.status === 200 ? (result.body as { name?: unknown } | undefined)?.name : undefined;
    return typeof name === 'string' && name.trim() ? name.trim() : null;
  } catch {
    return null; // the label is a courtesy: a failed read leaves the plain words
  }
}
