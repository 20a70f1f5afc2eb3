import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactReplier } from "./contact/contact-routes.ts";
import { messageStore } from "./contact/message-store.ts";
import { LINGER_BYTES } from "./lingering-close.ts";
import { createListener } from "./listener.ts";
import { openSqlite } from "./storage/sqlite.ts";

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer(
    createListener({
      files: new Map(),
      render: async () => new Response("Not found", { status: 404 }),
      contact: contactReplier({ store: messageStore(openSqlite(":memory:")) }),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/**
 * A client that writes the whole body before it reads anything, then reads to the end: what it
 * got, and whether its writing failed (the connection reset under it).
 */
function sendAllThenRead(bytes: number, chunked: boolean) {
  return new Promise<{ answer: string; writeError?: string }>((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    let answer = "";
    let writeError: string | undefined;
    socket.pause();
    socket.on("error", (error) => {
      writeError = error.message;
    });
    socket.write(
      `POST /api/send-contact-email HTTP/1.1\r\nHost: unitpilot.test\r\nContent-Type: application/json\r\n${
        chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${bytes}`
      }\r\nConnection: close\r\n\r\n`,
    );
    const piece = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        sent += piece.length;
        const frame = chunked
          ? Buffer.concat([
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from("\r\n"),
            ])
          : piece;
        if (!socket.write(frame)) {
          socket.once("drain", pump);
          return;
        }
      }
      // Only now does it read.
      if (chunked) socket.write("0\r\n\r\n");
      socket.end();
      socket.on("data", (chunk: Buffer) => {
        answer += chunk.toString();
      });
      socket.resume();
    };
    socket.once("close", () => resolve({ answer, ...(writeError ? { writeError } : {}) }));
    pump();
  });
}

describe("a request body over the limit", () => {
  it.each([false, true])(
    "gets its 413 even when the client sends it all before reading (chunked: %s)",
    async (chunked) => {
      const { answer, writeError } = await sendAllThenRead(4 * 1024 * 1024, chunked);
      expect(writeError).toBeUndefined();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('"success":false');
    },
  );

  it("is read no further than a bound: past it the connection is closed", async () => {
    const { writeError } = await sendAllThenRead(LINGER_BYTES + 8 * 1024 * 1024, true);
    expect(writeError).toMatch(/EPIPE|ECONNRESET/);
  });
});
