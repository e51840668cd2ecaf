/**
 * The probe's HTTP side: a browser-like client for the pages (cookie jar, forms posted with this
 * site's Origin and fetch metadata, redirects not followed) and plain API calls. Every request has a
 * timeout, and every address it is given is checked to be on 127.0.0.1 / [::1]: the probe talks to
 * nothing else.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Throws unless the URL names a loopback address (the probe never contacts anything else). */
export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1' && hostname !== '[::1]')
    throw new Error(`probe refuses to contact ${hostname}: only 127.0.0.1 and [::1]`);
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  location: string | null;
  setCookies: string[];
}

/** fetch with the probe's rules: loopback only, a timeout, redirects not followed, the body read. */
export async function request(url: string, init: RequestInit = {}): Promise<Answer> {
  assertLoopback(url);
  const response = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    ...init,
  });
  return {
    status: response.status,
    headers: response.headers,
    text: await response.text(),
    location: response.headers.get('location'),
    setCookies: response.headers.getSetCookie(),
  };
}

/** The names of the cookies a response sets (deleted ones included). */
export const cookieNames = (setCookies: string[]): string[] =>
  [...new Set(setCookies.map((line) => line.slice(0, line.indexOf('=')).trim()))].sort();

export class Browser {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  /** The client address this browser appears from (X-Forwarded-For, believed from the loopback proxy). */
  readonly address: string | undefined;

  constructor(base: string, address?: string) {
    this.base = base;
    this.address = address;
  }

  private absorb(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.address) headers['x-forwarded-for'] = this.address;
    return { ...headers, ...extra };
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    const answer = await request(this.base + path, { headers: this.headers({ accept: 'text/html', ...headers }) });
    this.absorb(answer.setCookies);
    return answer;
  }

  async post(path: string, form: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
    const answer = await request(this.base + path, {
      method: 'POST',
      headers: this.headers({
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
        origin: new URL(this.base).origin,
        'sec-fetch-site': 'same-origin',
        ...headers,
      }),
      body: new URLSearchParams(form),
    });
    this.absorb(answer.setCookies);
    return answer;
  }

  /** GETs a page and returns it with the CSRF token of its first form. */
  async form(path: string): Promise<{ page: Answer; csrf: string }> {
    const page = await this.get(path);
    return { page, csrf: csrfIn(page.text) };
  }
}

export const csrfIn = (text: string): string => {
  const match = /name="csrf" value="([^"]+)"/.exec(text);
  if (!match) throw new Error(`no CSRF token on the page: ${text.slice(0, 200)}`);
  return match[1];
};

/** The value of a hidden input of the page (HTML entities undone). */
export const hiddenValue = (text: string, name: string): string | null => {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(text);
  return match ? unescapeHtml(match[1]) : null;
};

export const unescapeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of the page's form that holds `marker` (e.g. `name="decision" value="pay"`). */
export const hiddenFieldsOfForm = (text: string, marker: string): Record<string, string> => {
  const form = text
    .split('<form')
    .slice(1)
    .find((f) => f.includes(marker));
  if (!form) throw new Error(`no form with ${marker}`);
  const fields: Record<string, string> = {};
  for (const match of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1]] = unescapeHtml(match[2]);
  return fields;
};

export interface ApiAnswer extends Answer {
  body: any;
}

/** A call to the REST API (`/v1` + path) with an optional key, body and headers. */
export async function api(
  base: string,
  method: string,
  path: string,
  options: { key?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const answer = await request(`${base}/v1${path}`, { method, headers, body });
  let parsed: unknown = null;
  try {
    parsed = answer.text ? JSON.parse(answer.text) : null;
  } catch {
    parsed = null;
  }
  return { ...answer, body: parsed };
}

/** Client addresses for X-Forwarded-For, a new one each call (198.18.0.0/15, the benchmarking range). */
let addresses = 0;
export const newAddress = (): string => {
  const n = ++addresses;
  return `198.18.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};
