/**
 * Starts the fake rate upstreams for the end-to-end tests and prints the variables that point the
 * server at them:
 *
 *   tsx tests/fakes/serve.ts [ecbPort] [cryptoPort] [fxPort]
 *
 * Ports come from the arguments, else ECB_FAKE_PORT, CRYPTO_FAKE_PORT and FX_FAKE_PORT, else any
 * free port. Runs until SIGINT or SIGTERM.
 */
import { startCoinGeckoFake } from "./coingecko.ts";
import { startEcbFake } from "./ecb.ts";
import { startFrankfurterFake } from "./frankfurter.ts";

function port(arg: string | undefined, env: string | undefined, name: string): number {
  const text = arg ?? env ?? "0";
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`${name}: '${text}' is not a port number.`);
    process.exit(2);
  }
  return value;
}

const [ecbArg, cryptoArg, fxArg] = process.argv.slice(2);
const ecb = await startEcbFake(port(ecbArg, process.env.ECB_FAKE_PORT, "ECB fake port"));
const crypto = await startCoinGeckoFake(
  port(cryptoArg, process.env.CRYPTO_FAKE_PORT, "CoinGecko fake port"),
);
const fx = await startFrankfurterFake(
  port(fxArg, process.env.FX_FAKE_PORT, "Frankfurter fake port"),
);

console.log(`FIAT_RATES_URL=${ecb.url}`);
console.log(`FIAT_HISTORY_URL=${ecb.historyUrl}`);
console.log(`CRYPTO_RATES_URL=${crypto.url}`);
console.log(`FX_API_URL=${fx.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    Promise.all([ecb.close(), crypto.close(), fx.close()]).then(() => process.exit(0));
  });
}
