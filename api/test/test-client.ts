export interface Response<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** An HTTP client with a cookie jar, speaking GraphQL and REST to the real server. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = {},
    /** Awaited after each `rest`/`gql` answer: the server's queued e-mails and texts delivered (startTestServer). */
    private readonly settle?: () => Promise<void>,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private store(res: globalThis.Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<globalThis.Response> {
    const headers = new Headers(this.defaultHeaders);
    for (const [k, v] of new Headers(init.headers)) headers.set(k, v);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    const res = await fetch(this.baseUrl + path, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }

  async rest<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response<T>> {
    const res = await this.fetch(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    await this.settle?.();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  /** POSTs a GraphQL operation; returns the HTTP status and the `{ data, errors }` body. */
  async gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<Response<{ data?: T; errors?: { message: string; extensions?: Record<string, any> }[] }>> {
    return this.rest('POST', '/graphql', { query, variables }, headers);
  }
}
