import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { lingerAfterAnswer } from "./lingering-close.ts";

/**
 * A request body as text, or undefined when it is over `maxBytes` (read no further than that).
 *
 * Under Node it reads the incoming message itself: asking Hono for the body makes the Node adapter
 * build a full web Request (an undici object with an AbortSignal), which on Node 20 costs more
 * than the rest of the answer. Elsewhere (tests through `app.request`) it reads the web Request.
 */
export async function readBody(c: Context, maxBytes: number): Promise<string | undefined> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    return bytes.length > maxBytes ? undefined : new TextDecoder().decode(bytes);
  }
  return readIncoming(incoming, maxBytes);
}

/** A Node request's body as text, or undefined when it is over `maxBytes`. */
export function readIncoming(
  incoming: IncomingMessage,
  maxBytes: number,
): Promise<string | undefined> {
  if (Number(incoming.headers["content-length"] ?? 0) > maxBytes) {
    // The 413 is answered at once; what follows of the body is read, within bounds, and dropped.
    lingerAfterAnswer(incoming.socket);
    incoming.resume();
    return Promise.resolve(undefined);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      // Over the limit without a Content-Length (chunked): answer now rather than read it all.
      incoming.off("data", onData);
      lingerAfterAnswer(incoming.socket);
      incoming.resume();
      resolve(undefined);
    };
    incoming.on("data", onData);
    incoming.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    incoming.on("error", reject);
  });
}

/**
 * Whether a request says its body is JSON. POST APIs accept nothing else: a form on another site
 * can post text/plain or form data here without asking the browser's permission, not JSON.
 */
export function isJsonContentType(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? "");
}
