import type { Socket } from "node:net";

/** At most this much of a refused body is read and thrown away after the answer (nginx: no cap). */
export const LINGER_BYTES = 16 * 1024 * 1024;
/** …for at most this long (nginx's lingering_time is 30 s, lingering_timeout 5 s). */
const LINGER_MS = 5_000;

const lingering = new WeakSet<Socket>();

/**
 * Once the answer to a request whose body is refused (413) has been sent, closes the connection
 * as nginx's lingering close does: it stops writing (FIN) but goes on reading and throwing away
 * what the client still sends, up to LINGER_BYTES or LINGER_MS, before closing. Some clients send
 * the whole body before they read the answer; a connection closed under them while they write
 * is reset, and the reset can discard the 413 they had not read yet, so they report a broken
 * connection instead of the answer.
 *
 * Node's HTTP server closes such a connection with `socket.destroySoon()` after the response (it
 * does when the client asked to close, and on keep-alive it goes on parsing the body unbounded);
 * this takes that step over for the one socket.
 */
export function lingerAfterAnswer(socket: Socket): void {
  if (lingering.has(socket)) return;
  lingering.add(socket);
  let read = 0;
  const close = () => socket.destroy();
  const onData = (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER_BYTES) close();
  };
  socket.on("data", onData);
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  // Half-closed: the answer is flushed and a FIN sent; reading goes on until the client is done
  // (its FIN ends the socket), the cap or the timer.
  socket.destroySoon = () => {
    socket.end();
  };
  socket.once("end", close);
}
