import { createServer, type IncomingHttpHeaders, type RequestListener, request } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * For tests: a request listener served on a free loopback port, and requests written as they are
 * (any method, any Host header, no body added, no answer decompressed), which `fetch` does not do.
 */
export interface Served {
  readonly origin: string;
  call(path: string, init?: CallInit): Promise<Reply>;
  close(): Promise<void>;
}

interface CallInit {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
}

/** An answer as it came over the wire. */
export interface Reply {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly text: string;
  json(): unknown;
}

export async function listen(listener: RequestListener): Promise<Served> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    call: (path, init = {}) => call(port, path, init),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function call(port: number, path: string, init: CallInit): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const text = body.toString("utf8");
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text,
            json: () => JSON.parse(text) as unknown,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}
