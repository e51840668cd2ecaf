/**
 * A minimal browser for HTTP-level tests of the pages: a cookie jar, forms posted with this site's
 * Origin and fetch metadata (as a browser would send them), redirects not followed.
 */
export interface PageResponse {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
  setCookies: string[];
}

export class PageClient {
  readonly cookies = new Map<string, string>();

  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  private absorb(response: Response): string[] {
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return setCookies;
  }

  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<PageResponse> {
    const response = await fetch(this.baseUrl + path, {
      redirect: 'manual',
      headers: { ...this.cookieHeader(), ...headers },
    });
    const setCookies = this.absorb(response);
    return {
      status: response.status,
      headers: response.headers,
      text: await response.text(),
      location: response.headers.get('location'),
      setCookies,
    };
  }

  async post(
    path: string,
    form: Record<string, string | string[]>,
    headers: Record<string, string> = {},
  ): Promise<PageResponse> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) for (const v of [value].flat()) body.append(name, v);
    const response = await fetch(this.baseUrl + path, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: this.baseUrl,
        'sec-fetch-site': 'same-origin',
        ...this.cookieHeader(),
        ...headers,
      },
      body,
    });
    const setCookies = this.absorb(response);
    return {
      status: response.status,
      headers: response.headers,
      text: await response.text(),
      location: response.headers.get('location'),
      setCookies,
    };
  }

  /** GETs a page and returns the CSRF token of its (first) form. */
  async csrfOf(path: string): Promise<string> {
    const page = await this.get(path);
    return csrfIn(page.text);
  }
}

export const csrfIn = (text: string): string => {
  const match = /name="csrf" value="([^"]+)"/.exec(text);
  if (!match) throw new Error('no CSRF token on the page');
  return match[1];
};

let people = 0;
export const newPerson = () => ({
  name: 'Ada Tester',
  email: `person${++people}-${Date.now()}@example.com`,
  password: 'violet tractor under moon',
});

/**
 * Signs a person up through the pages and then in, as a person does: sign-up answers 200 with the sign-in
 * form and a notice to check the inbox (the same answer whether or not the address has an account), and
 * the form is posted with the password, carrying the `next` it holds. Throws unless sign-up answered so and
 * sign-in answered 303; `headers` go with every request (e.g. X-Forwarded-For).
 */
export async function signUpAndIn(
  client: PageClient,
  person: { name: string; email: string; password: string } = newPerson(),
  next = '/',
  headers: Record<string, string> = {},
): Promise<{ signedUp: PageResponse; signedIn: PageResponse }> {
  const form = await client.get(`/signup?next=${encodeURIComponent(next)}`, headers);
  const signedUp = await client.post('/signup', { csrf: csrfIn(form.text), ...person, next }, headers);
  if (signedUp.status !== 200 || !signedUp.text.includes('Check your inbox'))
    throw new Error(`sign-up answered ${signedUp.status}: ${signedUp.text}`);
  const carried = (/name="next" value="([^"]*)"/.exec(signedUp.text)?.[1] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const signedIn = await client.post(
    '/signin',
    { csrf: csrfIn(signedUp.text), next: carried, email: person.email, password: person.password },
    headers,
  );
  if (signedIn.status !== 303) throw new Error(`sign-in after sign-up answered ${signedIn.status}: ${signedIn.text}`);
  return { signedUp, signedIn };
}

/** The first link to `path` in a raw e-mail (quoted-printable soft breaks and escapes undone). */
export const linkInMail = (raw: string, path: string): string => {
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no link to ${path} in the mail`);
  return match[0];
};
