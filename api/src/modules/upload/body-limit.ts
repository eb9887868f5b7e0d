import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Upload bodies are read with a hard ceiling (SECURITY-PLAN §6.7 case 15): a body that declares more than the
 * ceiling is refused before a byte of it is read, and one that turns out larger while streaming (chunked, or a
 * file part over its own cap) stops being read at that point. Nothing drains the rest: the refusal goes out with
 * `Connection: close` and the connection is closed after it, so the server holds and reads at most the ceiling plus
 * what is already in flight (one socket read, about 64 KB).
 */

/** Room for the multipart framing (boundaries, part headers) on top of the files and fields a body may carry. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The Content-Length the client declared, or null (chunked, or no body). */
export function declaredLength(req: IncomingMessage): number | null {
  const raw = req.headers['content-length'];
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/** How long a refused connection stays half-closed after its answer before it is destroyed. */
export const LINGER_MS = 2000;

/**
 * Ends a refused connection after its answer without a reset: FIN now (the client reads the answer and the end),
 * the socket destroyed only `LINGER_MS` later, still unread. Destroying a socket with unread bytes makes the kernel
 * send a reset at once, and a client still sending its body (every client of a refused upload) then loses the
 * answer it has not read yet: it sees "connection reset" instead of the 413.
 */
function closeAfterAnswer(socket: Socket & { lingering?: boolean }): void {
  if (socket.lingering) return;
  socket.lingering = true;
  socket.end();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Stops reading `req` for good: no more pipes or data listeners, the stream paused, and the answer (whatever
 * is sent next on `res`) goes out with `Connection: close`, after which the connection is closed (`closeAfterAnswer`).
 * The bytes still on their way are never read.
 */
export function stopReading(req: IncomingMessage, res: ServerResponse | undefined): void {
  req.unpipe();
  req.removeAllListeners('data');
  req.pause();
  // A body nobody has read yet (refused from its headers) must count as read, or Node drains it, at full speed, once
  // the answer is sent: all 2 GB while the connection lingers. One read() of what is buffered (dropped) does that;
  // reading then stops again as soon as the paused stream's small buffer is full.
  req.read();
  const socket = req.socket;
  if (!res) {
    socket.destroy();
    return;
  }
  if (!res.headersSent) res.setHeader('Connection', 'close');
  // Node closes a `Connection: close` response's socket itself (destroySoon: a reset, here); this also covers an
  // answer already on its way.
  socket.destroySoon = () => closeAfterAnswer(socket);
  if (res.writableFinished) closeAfterAnswer(socket);
  else res.once('finish', () => closeAfterAnswer(socket));
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
