import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How a fake upstream behaves: "ok" answers properly; "down" refuses connections (its listener is
 * closed); "hang" accepts the request and never answers; "error" answers 500; "garbage" answers
 * 200 with a body that is not a valid answer.
 */
export type FakeMode = "ok" | "down" | "hang" | "error" | "garbage";

export interface FakeAnswer {
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

export interface FakeUpstream {
  /** The address to configure the service with (FIAT_RATES_URL, CRYPTO_RATES_URL). */
  readonly url: string;
  readonly port: number;
  readonly mode: FakeMode;
  /** Requests received since start (none arrive while "down"). */
  readonly requests: number;
  /** The path and query of the last request. */
  readonly lastRequest: string | undefined;
  /** Requests received since start for one path (without its query). */
  requestsFor(path: string): number;
  setMode(mode: FakeMode): Promise<void>;
  close(): Promise<void>;
}

export interface FakeUpstreamOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** The path the service is told to use; `url` is the origin followed by it. */
  readonly path: string;
  readonly answer: (url: URL) => FakeAnswer;
  readonly garbage: FakeAnswer;
}

/** A real HTTP server on 127.0.0.1 whose behaviour can be switched while it runs. */
export async function startFakeUpstream(options: FakeUpstreamOptions): Promise<FakeUpstream> {
  let mode: FakeMode = "ok";
  let requests = 0;
  let lastRequest: string | undefined;
  const byPath = new Map<string, number>();

  const server = createServer((request: IncomingMessage, response) => {
    requests++;
    lastRequest = request.url;
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    byPath.set(path, (byPath.get(path) ?? 0) + 1);
    if (mode === "hang") return; // held until the client gives up or the fake closes
    const { status, type, body } =
      mode === "error"
        ? { status: 500, type: "text/html", body: "<h1>500 Internal Server Error</h1>" }
        : mode === "garbage"
          ? options.garbage
          : options.answer(new URL(request.url ?? "/", "http://127.0.0.1"));
    response.writeHead(status, { "Content-Type": type }).end(body);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve((server.address() as AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      // Kept-alive and hanging connections too: "down" must refuse the very next request.
      server.closeAllConnections();
    });

  const port = await listen(options.port ?? 0);
  return {
    url: `http://127.0.0.1:${port}${options.path}`,
    port,
    get mode() {
      return mode;
    },
    get requests() {
      return requests;
    },
    get lastRequest() {
      return lastRequest;
    },
    requestsFor(path) {
      return byPath.get(path) ?? 0;
    },
    async setMode(next) {
      if (next === "down" && mode !== "down") await stop();
      if (next !== "down" && mode === "down") await listen(port);
      mode = next;
    },
    close: stop,
  };
}
