import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Upload bodies are read with a hard ceiling (SECURITY-PLAN §6.7 case 15): a body that declares more than the
 * ceiling is refused before a byte of it is read, and one that turns out larger while streaming (chunked, or a
 * file part over its own cap) stops being read at that point. Nothing drains the rest: the refusal goes out with
 * `Connection: close` and the connection is closed once it is flushed, so the server holds and reads at most the
 * ceiling plus what is already in flight (one socket read, about 64 KB).
 */

/** Room for the multipart framing (boundaries, part headers) on top of the files and fields a body may carry. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The Content-Length the client declared, or null (chunked, or no body). */
export function declaredLength(req: IncomingMessage): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Stops reading `req` for good: no more pipes or data listeners, the stream paused, and the answer (whatever
 * is sent next on `res`) goes out with `Connection: close`, after which the socket is destroyed. The bytes
 * still on their way are never read.
 */
export function stopReading(req: IncomingMessage, res: ServerResponse | undefined): void {
  req.unpipe();
  req.removeAllListeners('data');
  req.pause();
  if (!res) {
    req.socket.destroy();
    return;
  }
  if (!res.headersSent) res.setHeader('Connection', 'close');
  // Node closes a `Connection: close` response's socket itself; this also covers an answer already on its way.
  if (res.writableFinished) req.socket.destroy();
  else res.once('finish', () => req.socket.destroy());
}

/**
 * Counts the body bytes as they are read and calls `onExceeded` once, as soon as there are more than `maxBytes`.
 * Returns a function that stops counting.
 */
export function countBody(req: IncomingMessage, maxBytes: number, onExceeded: (received: number) => void): () => void {
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes) {
      req.off('data', onData);
      onExceeded(received);
    }
  };
  req.on('data', onData);
  return () => req.off('data', onData);
}
