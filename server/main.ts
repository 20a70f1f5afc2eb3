import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { createRequestHandler, type RouterContext, type ServerBuild } from "react-router";
import { site } from "../site/config.ts";
import { queryRatesFrom } from "../site/query/answer.ts";
import type { RatesSource } from "../site/query/ask.server.ts";
import type { PairRate } from "../site/views/money-address.server.ts";
import { ratesReplier } from "./api/rates-routes.ts";
import { openContact } from "./contact/contact-routes.ts";
import { createListener } from "./listener.ts";
import { previewHostsFromEnv } from "./preview-hosts.ts";
import { createFxHistory } from "./rates/fx-history.ts";
import { createHistoryService } from "./rates/history-service.ts";
import { ratesTtlMsFromEnv } from "./rates/rate-source.ts";
import { rateStore } from "./rates/rate-store.ts";
import { createRatesService } from "./rates/rates-service.ts";
import { stopOnSignals } from "./shutdown.ts";
import { loadStaticFiles } from "./static-files.ts";
import { openStorageOrExit } from "./storage/open-storage.ts";

// This file runs as build/server/server.js, beside React Router's build/server/index.js.
const build = (await import(new URL("./index.js", import.meta.url).href)) as ServerBuild;
/**
 * The keys the money route reads a stored rate by, and the answer page its rates: the build's own
 * (app/lib/pair-rate.ts, app/lib/search-context.ts).
 */
const { pairRateContext, queryRatesContext } = build.entry.module as unknown as {
  readonly pairRateContext: RouterContext<PairRate | null>;
  readonly queryRatesContext: RouterContext<RatesSource | null>;
};
const files = await loadStaticFiles(fileURLToPath(new URL("../client/", import.meta.url)));

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || "127.0.0.1";

const sql = await openStorageOrExit(process.env, site.name);
const history = createHistoryService({
  sql,
  url: process.env.FIAT_HISTORY_URL || undefined,
  // Each check reads the day's fix (cached by the rate service), so that it is stored even
  // while nobody asks for rates.
  readDaily: () => ratesService.getRates("EUR", ["USD"]),
});
// Every other pair's history, from Frankfurter, fetched as asked for (decision 025).
const fxHistory = createFxHistory({ sql, url: process.env.FX_API_URL || undefined });
const ratesService = createRatesService({
  store: rateStore(sql),
  fiatUrl: process.env.FIAT_RATES_URL || undefined,
  fxUrl: process.env.FX_API_URL || undefined,
  cryptoUrl: process.env.CRYPTO_RATES_URL || undefined,
  ttlMs: ratesTtlMsFromEnv(process.env.RATES_TTL_SECONDS),
  onFiatFix: (fix) => void history.append(fix),
});
const rates = ratesReplier(ratesService);
/** Every code per 1 USD, for questions in money: one question, answered once per snapshot. */
const queryRates: RatesSource = async () => {
  const result = await ratesService.getRates("USD");
  return result.ok ? queryRatesFrom(result.answer) : undefined;
};
const contact = openContact(sql, process.env, site, (line) => console.log(line));
const previewHosts = previewHostsFromEnv(process.env.PREVIEW_HOSTS, site.url);

const server = createServer(
  createListener({
    files,
    render: createRequestHandler(build, "production"),
    log: process.env.ACCESS_LOG === "0" ? undefined : (line) => console.log(line),
    rates,
    pairRate: {
      key: pairRateContext,
      rate: async (from, to) => {
        const result = await ratesService.getRates(from, [to]);
        return result.ok && result.answer.rates[to] !== undefined ? result.answer : undefined;
      },
    },
    queryRates,
    searchRates: { key: queryRatesContext, source: queryRates },
    offer: () => ratesService.offer(),
    contact: contact.reply,
    health: () => sql.ping(),
    previewHosts,
    history: history.store,
    fxHistory,
  }),
);
server.listen(port, hostname, () => {
  console.log(`${site.name} is serving ${files.size} files at http://${hostname}:${port}`);
});
// After a crash or a stop, what was pending is delivered now.
void contact.outbox.start();
// The ECB history at first start (or when a gap was found), in the background: nothing waits.
history.start();

stopOnSignals(server, contact.outbox, sql);
