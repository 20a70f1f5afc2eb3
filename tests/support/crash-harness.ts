import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { ratesReplier } from "../../server/api/rates-routes.ts";
import { openContact } from "../../server/contact/contact-routes.ts";
import { createListener } from "../../server/listener.ts";
import { createHistoryService } from "../../server/rates/history-service.ts";
import { ratesTtlMsFromEnv } from "../../server/rates/rate-source.ts";
import { rateStore } from "../../server/rates/rate-store.ts";
import { createRatesService } from "../../server/rates/rates-service.ts";
import { stopOnSignals } from "../../server/shutdown.ts";
import { openStorageOrExit } from "../../server/storage/open-storage.ts";
import { site } from "../../site/config.ts";

/**
 * The API part of the server (contact and rates) without the pages, wired as server/main.ts wires
 * it, for server/contact/contact-crash.test.ts to start and kill (through harness-process.ts):
 * `node --import tsx tests/support/crash-harness.ts` with DATABASE_PATH (or DATABASE_URL),
 * SMTP_URL, CONTACT_TO, TRUST_PROXY, FIAT_RATES_URL, FIAT_HISTORY_URL, CRYPTO_RATES_URL and
 * FX_API_URL in the environment. It prints `listening <port>` when ready. The history is imported
 * only when FIAT_HISTORY_URL is set: a test never reaches the real ECB.
 */
// Never the real database by accident.
if (!process.env.DATABASE_PATH && !process.env.DATABASE_URL) {
  throw new Error("crash-harness: set DATABASE_PATH or DATABASE_URL");
}
const sql = await openStorageOrExit(process.env, site.name);
// OUTBOX_LEASE_MS is this harness's alone: the tests shorten the claim a killed server leaves.
const leaseMs = Number(process.env.OUTBOX_LEASE_MS) || undefined;
const contact = openContact(sql, process.env, site, (line) => console.log(line), { leaseMs });
const historyUrl = process.env.FIAT_HISTORY_URL;
const history = historyUrl
  ? createHistoryService({ sql, url: historyUrl, readDaily: () => rates.getRates("EUR", ["USD"]) })
  : undefined;
const rates = createRatesService({
  store: rateStore(sql),
  fiatUrl: process.env.FIAT_RATES_URL || undefined,
  cryptoUrl: process.env.CRYPTO_RATES_URL || undefined,
  fxUrl: process.env.FX_API_URL || undefined,
  ttlMs: ratesTtlMsFromEnv(process.env.RATES_TTL_SECONDS),
  ...(history && { onFiatFix: (fix) => void history.append(fix) }),
});
const server = createServer(
  createListener({
    files: new Map(),
    render: async () => new Response("Not found", { status: 404 }),
    contact: contact.reply,
    rates: ratesReplier(rates),
    health: () => sql.ping(),
    ...(history && { history: history.store }),
  }),
);
server.listen(Number(process.env.PORT || 0), "127.0.0.1", () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});
stopOnSignals(server, contact.outbox, sql);
history?.start();
await contact.outbox.start();
