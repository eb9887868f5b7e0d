import { request, type IncomingMessage } from 'node:http';
import { TestClient } from './test-client.js';

/** A client from its own loopback address (127.0.0.0/8 is all local), so the proxy and the app see distinct visitors. */
export class AddressedClient extends TestClient {
  constructor(
    baseUrl: string,
    readonly address: string,
    defaultHeaders: Record<string, string> = {},
    /** As TestClient's: awaited after each answer (startTestServer's outbox settling). */
    settle?: () => Promise<void>,
  ) {
    super(baseUrl, defaultHeaders, settle);
  }

  override async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(this.defaultHeaders);
    for (const [k, v] of new Headers(init.headers)) headers.set(k, v);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader());
    // Request turns any body (JSON text, FormData) into bytes and its Content-Type.
    const prepared = new Request(this.baseUrl + path, { method: init.method ?? 'GET', headers, body: init.body });
    const body = prepared.body ? Buffer.from(await prepared.arrayBuffer()) : undefined;
    const sent = Object.fromEntries(prepared.headers);
    if (body) sent['content-length'] = String(body.length);
    // One connection per request (no keep-alive agent): each request is balanced on its own.
    const res = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request(
        prepared.url,
        { method: prepared.method, headers: sent, localAddress: this.address, agent: false, signal: init.signal ?? undefined },
        resolve,
      );
      req.on('error', reject);
      req.end(body);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    const answer = new Headers();
    for (let i = 0; i < res.rawHeaders.length; i += 2) answer.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
    const status = res.statusCode!;
    const response = new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: answer });
    this['store'](response);
    return response;
  }
}
