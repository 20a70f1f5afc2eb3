import { describe, expect, it } from "vitest";
import { CODE_ALIASES } from "./aliases.ts";
import {
  chooseCoins,
  isReceipt,
  MAX_COINS,
  type RankedCoin,
  SEED_COIN_CODES,
} from "./coin-list.ts";
import { COINS, type Coin } from "./coins.ts";

const iso4217 = new Set(Intl.supportedValuesOf("currency"));
const options = { isCurrencyCode: (code: string) => iso4217.has(code) };

/** The written list as CoinGecko would rank it: its order, lower-case tickers. */
function ranking(coins: readonly Coin[] = COINS): RankedCoin[] {
  return coins.map((c, i) => ({
    id: c.coinId,
    symbol: c.code.toLowerCase(),
    name: c.name,
    rank: i + 1,
  }));
}

/** Puts coins into a ranking at the given ranks, moving the others down. */
function slipIn(
  market: readonly RankedCoin[],
  extra: readonly Omit<RankedCoin, "rank">[],
  at: number,
) {
  const list = market.map(({ rank: _, ...coin }) => coin);
  list.splice(at - 1, 0, ...extra);
  return list.map((coin, i) => ({ ...coin, rank: i + 1 }));
}

const codes = (coins: readonly Coin[]) => coins.map((c) => c.code);

describe("choosing the coins to offer from the market's ranking", () => {
  it("gives back the written list from the ranking it was written from: it follows the rules", () => {
    expect(chooseCoins(ranking(), options)).toEqual(COINS);
  });

  const receipts = [
    { id: "wrapped-bitcoin", symbol: "wbtc", name: "Wrapped Bitcoin" },
    { id: "staked-ether", symbol: "steth", name: "Lido Staked Ether" },
    { id: "wrapped-steth", symbol: "wsteth", name: "Wrapped stETH" },
    { id: "weth", symbol: "weth", name: "WETH" },
    { id: "coinbase-wrapped-btc", symbol: "cbbtc", name: "Coinbase Wrapped BTC" },
    { id: "wrapped-eeth", symbol: "weeth", name: "Wrapped eETH" },
    { id: "binance-peg-weth", symbol: "eth", name: "Binance-Peg WETH" },
    {
      id: "bridged-usdc-polygon-pos-bridge",
      symbol: "usdce",
      name: "Bridged USDC (Polygon PoS Bridge)",
    },
    { id: "rocket-pool-eth", symbol: "reth", name: "Rocket Pool ETH" },
    { id: "jito-staked-sol", symbol: "jitosol", name: "Jito Staked SOL" },
    { id: "msol", symbol: "msol", name: "Marinade staked SOL" },
    { id: "kelp-dao-restaked-eth", symbol: "rseth", name: "Kelp DAO Restaked ETH" },
    { id: "binance-bitcoin", symbol: "btcb", name: "Binance Bitcoin" },
    { id: "usdt0", symbol: "usdt0", name: "USDT0" },
  ];

  it.each(receipts)("knows $name ($symbol) for a receipt for another coin", (coin) => {
    expect(isReceipt(coin)).toBe(true);
  });

  it.each([
    { id: "lido-dao", name: "Lido DAO" },
    { id: "jito-governance-token", name: "Jito" },
    { id: "marinade", name: "Marinade" },
    { id: "blockstack", name: "Stacks" },
    { id: "wormhole", name: "Wormhole" },
    { id: "dogwifcoin", name: "dogwifhat" },
    { id: "worldcoin-wld", name: "Worldcoin" },
    { id: "ankr", name: "Ankr Network" },
  ])("takes $name for a coin of its own, not a receipt", (coin) => {
    expect(isReceipt(coin)).toBe(false);
  });

  it("leaves out receipts for another coin, wherever they rank", () => {
    const market = slipIn(slipIn(ranking(), receipts.slice(0, 7), 3), receipts.slice(7), 20);
    expect(chooseCoins(market, options)).toEqual(COINS);
  });

  it("leaves out a ticker that is an ISO 4217 currency code: MNT is the Mongolian tögrög", () => {
    const market = slipIn(ranking(), [{ id: "mantle", symbol: "mnt", name: "Mantle" }], 30);
    expect(codes(chooseCoins(market, options))).not.toContain("MNT");
    expect(codes(chooseCoins(market, options))).toEqual(codes(COINS));
    // The caller says what a currency code is.
    expect(codes(chooseCoins(market, { isCurrencyCode: () => false }))).toContain("MNT");
  });

  it("gives a code to the higher-ranked coin only", () => {
    const above = slipIn(ranking(), [{ id: "toncoin-copy", symbol: "ton", name: "TON Copy" }], 2);
    const chosenAbove = chooseCoins(above, options);
    expect(chosenAbove.find((c) => c.code === "TON")?.coinId).toBe("toncoin-copy");
    expect(chosenAbove.map((c) => c.coinId)).not.toContain("the-open-network");

    const below = slipIn(ranking(), [{ id: "toncoin-copy", symbol: "ton", name: "TON Copy" }], 40);
    expect(chooseCoins(below, options)).toEqual(COINS);
  });

  it("keeps a spec coin's code for it even when another coin with that ticker outranks it", () => {
    const market = slipIn(ranking(), [{ id: "universe", symbol: "uni", name: "Universe" }], 1);
    const chosen = chooseCoins(market, options);
    expect(chosen.filter((c) => c.code === "UNI").map((c) => c.coinId)).toEqual(["uniswap"]);
    expect(chosen).toEqual(COINS);
  });

  it("leaves out a ticker that cannot be a code: one letter, over ten, or not letters and digits", () => {
    const odd = [
      { id: "sonic-3", symbol: "s", name: "Sonic" },
      { id: "long-ticker", symbol: "abcdefghijk", name: "Long Ticker" },
      { id: "avalanche-bridged-btc", symbol: "btc.b", name: "BTC.b" },
      { id: "emoji", symbol: "🚀x", name: "Rocket" },
    ];
    expect(chooseCoins(slipIn(ranking(), odd, 5), options)).toEqual(COINS);
    const ten = slipIn(ranking(), [{ id: "ten", symbol: "abcdefghij", name: "Ten" }], 5);
    expect(codes(chooseCoins(ten, options))).toContain("ABCDEFGHIJ");
  });

  it("offers exactly the first 50 that pass, then each spec coin that ranks lower, by rank", () => {
    const others = Array.from({ length: 120 }, (_, i) => ({
      id: `coin-${i + 1}`,
      symbol: `c${i + 1}`,
      name: `Coin ${i + 1}`,
    }));
    const seeds = COINS.filter((c) => (SEED_COIN_CODES as readonly string[]).includes(c.code));
    // The spec's coins (docs/spec/site.md §3.2) rank 121st and below, in reverse of the written
    // order.
    const market = [
      ...others,
      ...[...seeds].reverse().map((c) => ({
        id: c.coinId,
        symbol: c.code.toLowerCase(),
        name: c.name,
      })),
    ].map((coin, i) => ({ ...coin, rank: i + 1 }));
    const chosen = chooseCoins(market, options);
    expect(chosen).toHaveLength(MAX_COINS + SEED_COIN_CODES.length);
    expect(codes(chosen.slice(0, MAX_COINS))).toEqual(
      others.slice(0, 50).map((c) => c.symbol.toUpperCase()),
    );
    expect(chosen.slice(MAX_COINS)).toEqual([...seeds].reverse());
  });

  it("offers a spec coin the ranking lacks, after the ranked ones, in the written order", () => {
    const market = ranking().filter((c) => !["polkadot", "cosmos", "bitcoin"].includes(c.id));
    const moved = market.map((c) => (c.id === "uniswap" ? { ...c, rank: 500 } : c));
    const chosen = chooseCoins(moved, options);
    expect(codes(chosen).slice(-4)).toEqual(["UNI", "BTC", "DOT", "ATOM"]);
    expect(chosen.find((c) => c.code === "BTC")).toEqual(COINS[0]);
    for (const code of SEED_COIN_CODES) expect(codes(chosen), code).toContain(code);
  });

  it("offers only the spec's coins from an empty ranking", () => {
    expect(codes(chooseCoins([], options)).sort()).toEqual([...SEED_COIN_CODES].sort());
  });

  it("reads the ranking by rank, whatever order it comes in", () => {
    const shuffled = [...ranking()].sort((a, b) => a.id.localeCompare(b.id));
    expect(chooseCoins(shuffled, options)).toEqual(COINS);
  });

  it("keeps the written list's nicer symbols, takes the ranking's names, gives new coins their code", () => {
    const market = slipIn(ranking(), [{ id: "sky", symbol: "sky", name: "Sky" }], 4).map((c) =>
      c.id === "polygon-ecosystem-token" ? { ...c, name: "POL (ex-MATIC)" } : c,
    );
    const chosen = chooseCoins(market, options);
    const symbolOf = (code: string) => chosen.find((c) => c.code === code)?.symbol;
    expect(["BTC", "ETH", "USDT", "DOGE", "LTC"].map(symbolOf)).toEqual(["₿", "Ξ", "₮", "Ð", "Ł"]);
    expect(chosen.find((c) => c.code === "SKY")).toEqual({
      code: "SKY",
      name: "Sky",
      symbol: "SKY",
      coinId: "sky",
    });
    expect(chosen.find((c) => c.code === "POL")?.name).toBe("POL (ex-MATIC)");
    // A written coin whose ticker changed does not keep the old ticker's symbol.
    const renamed = ranking().map((c) => (c.id === "tether" ? { ...c, symbol: "usdt2" } : c));
    expect(chooseCoins(renamed, options).find((c) => c.coinId === "tether")?.symbol).toBe("USDT2");
  });

  it("names the spec's 15 coins, all in the written list, and MATIC as POL", () => {
    expect(SEED_COIN_CODES).toHaveLength(15);
    expect(new Set(SEED_COIN_CODES).size).toBe(15);
    for (const code of SEED_COIN_CODES) expect(codes(COINS), code).toContain(code);
    expect(CODE_ALIASES.MATIC).toBe("POL");
    for (const target of Object.values(CODE_ALIASES)) expect(codes(COINS)).toContain(target);
  });
});
