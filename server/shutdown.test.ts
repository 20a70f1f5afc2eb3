import { afterAll, describe, expect, it } from "vitest";
import { type EcbFake, startEcbFake } from "../tests/fakes/ecb.ts";
import { closeTestDatabases, ENGINES } from "../tests/support/engines.ts";
import { killHarnesses, startHarness } from "../tests/support/harness-process.ts";

let ecb: EcbFake | undefined;
afterAll(async () => {
  killHarnesses();
  await ecb?.close();
  await closeTestDatabases();
});

describe.each(ENGINES)("a server on $engine told to stop (SIGTERM)", ({ env }) => {
  it("finishes the request in flight, takes no new one, and exits 0", async () => {
    ecb ??= await startEcbFake();
    // Upstream hangs: a cold rates request is in flight until the upstream timeout (5 s).
    await ecb.setMode("hang");
    const server = await startHarness({ ...(await env()), FIAT_RATES_URL: ecb.url });
    const origin = `http://127.0.0.1:${server.port}`;
    const inFlight = fetch(`${origin}/api/get-exchange-rates`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ base: "USD", targets: ["EUR"] }),
    });
    await new Promise((r) => setTimeout(r, 300));
    const stopped = server.stop();
    await new Promise((r) => setTimeout(r, 300));
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    const answer = await inFlight;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({
      error: "Live rates are not available yet. Please try again in a few minutes.",
    });
    expect(await stopped).toBe(0);
    await ecb.setMode("ok");
  });
});
