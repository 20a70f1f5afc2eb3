import { btcToUsd, cryptoConverter, ethToUsd, usdToBtc } from "../../catalog/pages/money.ts";
import { COINS } from "../../money/coins.ts";
import { offeredCounts } from "../../money/currencies.ts";
import type { MoneyText } from "../types.ts";

const { fiat, coins } = offeredCounts();
/**
 * "Bitcoin (BTC), Ethereum (ETH), Tether (USDT)": the first coins of the list, by rank; names, the
 * same in every language's text (site/i18n/content/<language>/money.ts).
 */
export const largest = (n: number) =>
  COINS.slice(0, n)
    .map((c) => (c.name === c.code ? c.name : `${c.name} (${c.code})`))
    .join(", ");

/**
 * The written content of the cryptocurrency converter and the crypto pair pages (docs/spec/site.md
 * §2.7, 2.8). Prices in the text are labelled hypothetical examples, never current ones: the live
 * price is the converter's. No `{{…}}` conversions here (they are unit-engine conversions).
 */
export const texts: readonly MoneyText[] = [
  {
    page: cryptoConverter,
    about: [
      `The cryptocurrency converter values the ${coins} largest cryptocurrencies by market capitalisation against each other and against the ${fiat} currencies in use in the world today. The coins start with ${largest(6)}, and include stablecoins such as USD Coin (USDC) and Dai (DAI); the selects list them all, by rank. The converter starts at BTC to USD.`,
      "Prices come from a CoinGecko-compatible price source and are quoted in US dollars. Every other pair is worked out through the dollar: ETH to BTC, for instance, is the ether price in dollars divided by the bitcoin price in dollars. Our service refreshes prices at most every five minutes and keeps the last prices it received. If the source cannot be reached, the converter shows those last prices, marked 'cached', with the time they were obtained. Results are shown with up to eight decimal places.",
      "Crypto prices are volatile and can move by several percent within hours. They also differ a little from one exchange to another. The figures here are indicative prices, not trading quotes: an exchange or broker adds a spread, trading fees and, for withdrawals, network fees. The conversion runs in your browser, there is no account, and nothing on this page is financial or investment advice.",
    ],
    useCases: [
      "Seeing what a holding of bitcoin, ether or another coin is worth in dollars, euros or pounds",
      "Converting a price quoted in crypto into a familiar currency",
      "Comparing two coins, such as how much ETH one BTC is worth",
      "Working out small amounts, down to the eighth decimal, for payments and tips",
      "Checking an exchange's quote against an aggregated reference price",
    ],
    guides: [
      {
        title: "How the prices here are worked out",
        content: [
          "A coin trades on many exchanges at once, each with a slightly different price. Price aggregators such as CoinGecko combine those markets into one reference price per coin. The converter asks a CoinGecko-compatible source for each coin's US dollar price, at most every five minutes.",
          "Pairs without the dollar are cross rates. With hypothetical prices of 50,000 USD per BTC and 2,500 USD per ETH (examples, not current prices), 1 BTC would be 50,000 ÷ 2,500 = 20 ETH, and 1 ETH would be 0.05 BTC. Converting a coin to euros, pounds, yen or any other currency also goes through its dollar price, then through the ECB's rates.",
          "If the price source stops quoting a coin, the converter does not guess: the coin cannot be chosen until a price is available again, and a note under the converter says so.",
          "Results show up to eight decimal places, the precision of bitcoin's smallest unit, the satoshi (0.00000001 BTC). Some coins, ether among them, can be divided further, so amounts smaller than 0.00000001 of a coin round away here.",
          "If the converter cannot reach our rate service at all, an amber notice says 'Using offline mode - rates may not be current'. Do not rely on the figures while it is showing.",
        ],
      },
      {
        title: "Market insights: volatility and what a conversion means",
        content: [
          "Crypto markets trade around the clock, every day of the year, and prices often swing far more than currencies such as the dollar or the euro. A conversion is only true at the moment it was priced. For example, if a hypothetical bitcoin price of 50,000 USD fell by 10 %, 0.1 BTC would go from 5,000 USD to 4,500 USD.",
          "Market prices are also thinner for smaller coins: on less traded markets a large order can move the price, so the amount you actually receive may differ more from the reference price than it would for bitcoin or ether.",
          "This converter shows what an amount is worth at an indicative price. It does not say whether to buy, sell or hold anything, and it is not financial advice.",
        ],
      },
    ],
    tips: [
      {
        title: "Add up all the costs",
        content: [
          "What you receive is the converted amount minus the exchange's spread and trading fee, and minus a network fee if you move coins to a wallet. Compare the final figure a platform offers with the result here to see the total cost.",
        ],
      },
      {
        title: "Check the time stamp",
        content: [
          "The line under the rate shows when the prices were obtained, with '(cached)' if they are the last prices kept while the source was unreachable. In a fast market, even a few minutes can matter.",
        ],
      },
      {
        title: "Use the ticker, not just the name",
        content: [
          "Many tokens have similar names. The codes in the selects (BTC, ETH, SOL and so on) identify the coin priced here; make sure they match the asset your wallet or exchange shows.",
        ],
      },
    ],
    faqs: [
      {
        question: "Where do the cryptocurrency prices come from?",
        answer:
          "From a CoinGecko-compatible price source, which gives each coin's price in US dollars aggregated across markets. Every other pair, coin to coin or coin to another fiat currency, is worked out through the dollar.",
      },
      {
        question: "How often are crypto prices updated on this converter?",
        answer:
          "At most every five minutes. The prices are not real-time or tick-by-tick and are not suitable for trading; they are indicative. If the source cannot be reached, the last prices received are shown, marked 'cached', with the time they were obtained.",
      },
      {
        question: "Why is the price different on my exchange?",
        answer:
          "Each exchange has its own order book, so prices differ slightly between platforms and from an aggregated price. An exchange also quotes different prices to buyers and sellers (the spread) and charges fees. The price here can also be up to a few minutes old.",
      },
      {
        question: "Which cryptocurrencies can I convert?",
        answer: `The ${coins} largest by market capitalisation, from ${largest(4)} down the ranking, stablecoins included, and Polygon under its new ticker POL (formerly MATIC). You can convert them against each other and against the ${fiat} currencies in use today.`,
      },
      {
        question: "Can I convert one cryptocurrency directly into another, like ETH to BTC?",
        answer:
          "Yes. Choose the two coins and the converter divides one dollar price by the other. An exchange may not offer that exact pair, and trading through an intermediate currency adds a second set of fees.",
      },
      {
        question: "Is this converter investment advice?",
        answer:
          "No. It shows what an amount is worth at an indicative price. Crypto prices are volatile, and nothing here recommends buying, selling or holding any asset.",
      },
    ],
  },

  {
    page: usdToBtc,
    about: [
      "Convert US dollars (USD) into bitcoin (BTC): how much bitcoin an amount of dollars is worth at an indicative market price. Bitcoin was launched in January 2009 by the pseudonymous Satoshi Nakamoto. Its rules allow no more than 21 million bitcoins, and each one is divisible to eight decimal places: the smallest unit, one satoshi, is 0.00000001 BTC.",
      "The converter takes bitcoin's US dollar price from a CoinGecko-compatible price source, refreshed at most every five minutes, and divides your dollar amount by it. For example, at a hypothetical price of 50,000 USD per BTC, 100 USD would be 0.002 BTC (200,000 satoshis) and 10 USD would be 0.0002 BTC. Today's price is shown in the converter above. Results show eight decimals, down to a single satoshi.",
      "The price is volatile and can change noticeably within minutes. It is an indicative aggregated price, not what an exchange will charge: platforms add a spread and fees, and many set a minimum order size. If the price source cannot be reached, the converter shows the last price received, marked 'cached', with the time it was obtained. Nothing here is financial advice.",
    ],
    useCases: [
      "Seeing how much bitcoin a dollar budget corresponds to before placing an order",
      "Pricing goods or services in BTC or in satoshis",
      "Converting small dollar amounts into satoshis for tips or Lightning Network payments",
      "Checking an exchange's or app's quote against an aggregated market price",
    ],
    guides: [
      {
        title: "Dollars, bitcoin and satoshis",
        content: [
          "One bitcoin is 100,000,000 satoshis. To turn dollars into satoshis, divide by the bitcoin price and multiply by 100,000,000. At a hypothetical price of 50,000 USD per BTC, 1 USD would be 0.00002 BTC, or 2,000 satoshis, and one satoshi would be worth 0.0005 USD.",
          "What you actually receive is smaller than the converter's figure. For example, with a 1.5 % fee on a 100 USD purchase, 98.50 USD is left to convert: 0.00197 BTC at the same hypothetical price. Moving the coins to your own wallet can cost a network fee as well.",
          "Because prices move, recheck the converter, and the exchange's own quote, just before you act on a figure.",
        ],
      },
    ],
    tips: [
      {
        title: "Think in satoshis for small sums",
        content: [
          "Small amounts of bitcoin are easier to read in satoshis: 0.00025 BTC is 25,000 sats. Many wallets can display balances either way.",
        ],
      },
      {
        title: "Keep records",
        content: [
          "Tax rules for crypto depend on the country. In the United States, the IRS treats cryptocurrency as property, so selling, exchanging or spending it later can produce a taxable gain or loss, measured against what you paid. Note the date, amount and dollar value of each purchase and sale.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much bitcoin can I buy with 100 dollars?",
        answer:
          "It depends on the price at the moment, shown in the converter above. For example, at a hypothetical price of 50,000 USD per BTC, 100 USD would be 0.002 BTC, before the exchange's spread and fees.",
      },
      {
        question: "Can I buy less than one bitcoin?",
        answer:
          "Yes. Bitcoin is divisible to eight decimal places, so you can hold any amount down to one satoshi (0.00000001 BTC). Exchanges and apps set their own minimum purchase, usually a small dollar amount.",
      },
      {
        question: "What is a satoshi?",
        answer:
          "The smallest unit of bitcoin: 0.00000001 BTC, so 100,000,000 satoshis make one bitcoin. It is named after Satoshi Nakamoto, the pseudonymous creator of Bitcoin.",
      },
      {
        question: "Why does the converter show eight decimal places for bitcoin?",
        answer:
          "Eight decimals is exactly bitcoin's precision: the last digit is one satoshi. Showing fewer would hide real amounts when converting a few dollars, and more would show fractions of a satoshi, which an ordinary bitcoin transaction cannot carry.",
      },
      {
        question: "Is the price shown here what I will pay on an exchange?",
        answer:
          "Not exactly. It is an aggregated indicative price, refreshed at most every five minutes. An exchange quotes its own price, adds a spread and fees, and may charge for withdrawals.",
      },
    ],
  },

  {
    page: btcToUsd,
    about: [
      "Convert bitcoin (BTC) into US dollars (USD), the way bitcoin's price is most often quoted. The rate line above the converter reads as the dollar price of one bitcoin, and a table shows 0.001, 0.01, 0.1, 1 and 10 BTC at that price.",
      "The price comes from a CoinGecko-compatible price source, which aggregates trading across many markets rather than reporting any single exchange's last trade. It is refreshed at most every five minutes. If the source cannot be reached, the converter shows the last price received, marked 'cached', with the time it was obtained. For example, at a hypothetical price of 50,000 USD per BTC, 0.01 BTC would be 500 USD and 0.25 BTC would be 12,500 USD. Today's price is shown in the converter above.",
      "Unlike the ECB's fiat rates, which are published once per working day, bitcoin trades around the clock, every day of the year, and its price is volatile. Treat the result as an indication of value, not as the amount an exchange will pay you, and not as financial advice.",
    ],
    useCases: [
      "Valuing a bitcoin holding or wallet balance in dollars",
      "Working out the dollar value of a payment received in BTC",
      "Recording the dollar value of a transaction for your own records",
      "Comparing the price offered by an exchange, broker or bitcoin ATM with an aggregated market price",
    ],
    guides: [
      {
        title: "From bitcoin to dollars",
        content: [
          "Multiply the amount of bitcoin by the price in dollars. For a figure in satoshis, first divide by 100,000,000. For example, 250,000 satoshis is 0.0025 BTC, which at a hypothetical price of 50,000 USD per BTC would be 125 USD.",
          "When you sell, the dollars you receive are lower than the converted value: the platform's bid price is below the market midpoint, a trading fee applies, and withdrawing dollars to a bank may cost a further fee.",
          "Tax: in the United States the IRS treats bitcoin as property, not as currency. Selling or spending it can produce a capital gain or loss measured in dollars, and the $200 exemption for personal foreign-currency gains does not apply to it. Other countries have their own rules. This is general information, not tax advice.",
        ],
      },
    ],
    tips: [
      {
        title: "Past values need past prices",
        content: [
          "The converter shows the latest price only. For the value of a transaction on an earlier date, use the price at that date and time, for example from your exchange's records.",
        ],
      },
      {
        title: "Count the zeros",
        content: [
          "0.1 BTC and 0.01 BTC differ tenfold, and slips with decimals are common. Reading small amounts in satoshis (0.01 BTC is 1,000,000 sats) helps avoid them.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much is 1 bitcoin in US dollars?",
        answer:
          "Bitcoin has no fixed value: its price changes constantly. The converter above shows the latest indicative price our service has received, refreshed at most every five minutes, with the time it was obtained.",
      },
      {
        question: "How much is 0.01 BTC in dollars?",
        answer:
          "One hundredth of the bitcoin price. For example, at a hypothetical price of 50,000 USD per BTC, 0.01 BTC would be 500 USD. The table under the converter shows 0.01 BTC at the current price.",
      },
      {
        question: "Why does bitcoin's price differ between exchanges?",
        answer:
          "Every exchange has its own buyers and sellers, so prices drift slightly apart, more so in fast markets or on smaller platforms. An aggregated price like the one here blends many markets and will rarely match any one exchange exactly.",
      },
      {
        question: "Do I pay tax when I convert bitcoin to dollars?",
        answer:
          "In many countries, yes, if the bitcoin has gained value since you acquired it. In the United States, selling bitcoin is a disposal of property that can produce a capital gain or loss. Rules differ by country; check with your tax authority or an adviser. This is not tax advice.",
      },
      {
        question: "Why did the price change when I reloaded the page?",
        answer:
          "Our service fetches new prices at most every five minutes, so a reload a few minutes later can show a newer price. If the source could not be reached, the last known price is shown, marked 'cached'.",
      },
    ],
  },

  {
    page: ethToUsd,
    about: [
      "Convert ether (ETH), the native currency of the Ethereum network, into US dollars (USD). Ethereum launched in 2015 as a blockchain that runs programs called smart contracts. Ether pays for the computation those programs use, known as gas. Since the network moved to proof of stake in September 2022, ether is also what validators stake to secure it.",
      "The price comes from a CoinGecko-compatible price source, in US dollars, refreshed at most every five minutes. If the source cannot be reached, the converter shows the last price received, marked 'cached', with the time it was obtained. For example, at a hypothetical price of 2,500 USD per ETH, 0.5 ETH would be 1,250 USD and 0.02 ETH would be 50 USD. Today's price is shown in the converter above.",
      "Ether is divisible to 18 decimal places; its smallest unit is the wei. The converter shows eight decimals, so amounts below 0.00000001 ETH round away. Ether's price is volatile, the figure here is indicative rather than a trading quote, and nothing on this page is financial advice.",
    ],
    useCases: [
      "Valuing an ether holding or wallet balance in dollars",
      "Estimating the dollar cost of a transaction fee paid in ETH",
      "Pricing goods, services or digital items quoted in ETH",
      "Checking likely proceeds before selling ether on an exchange",
    ],
    guides: [
      {
        title: "ETH, gwei and dollars",
        content: [
          "Ethereum fees are usually quoted in gwei: one gwei is 0.000000001 ETH (a billionth of an ether). A transaction's fee is the gas it uses multiplied by the price per unit of gas. A plain transfer of ether uses 21,000 gas. For example, at 20 gwei per gas that is 420,000 gwei, or 0.00042 ETH, which at a hypothetical price of 2,500 USD per ETH would be 1.05 USD.",
          "To value any amount of ether, multiply it by the dollar price. For an amount in gwei, first divide by 1,000,000,000. The converter's eight decimals go down to 0.00000001 ETH, which is 10 gwei.",
          "When you sell or send ether, the fees come out of what you receive: the exchange's spread and trading fee, and the network fee for any transfer.",
        ],
      },
    ],
    tips: [
      {
        title: "Keep some ETH for fees",
        content: [
          "Transaction fees on Ethereum, including those for sending other tokens, are paid in ether. When you work out how much you can send or sell, leave a little ETH for the fee.",
        ],
      },
      {
        title: "Recheck before you act",
        content: [
          "Ether's price can move several percent in an hour. Check the time next to the rate, and the platform's own quote, just before you rely on a figure.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much is 1 ETH in US dollars?",
        answer:
          "The price changes constantly. The converter above shows the latest indicative price our service has received, refreshed at most every five minutes, with the time it was obtained.",
      },
      {
        question: "What is the difference between Ethereum and ether?",
        answer:
          "Ethereum is the network and its software; ether (ticker ETH) is the currency used on it, to pay fees and for staking. In everyday use people often say 'Ethereum' for both.",
      },
      {
        question: "What is gwei?",
        answer:
          "A small unit of ether: one gwei is 0.000000001 ETH, or one billion wei. Gas prices, and so transaction fees, are usually quoted in gwei.",
      },
      {
        question: "Why is the ETH price here different from my exchange's?",
        answer:
          "The price here is aggregated across markets and can be a few minutes old. An exchange shows its own market's price, quotes different prices to buyers and sellers, and adds fees.",
      },
      {
        question: "Does ether have a maximum supply like bitcoin?",
        answer:
          "No. Unlike bitcoin's 21 million limit, ether has no fixed cap. New ether is issued to validators, and since 2021 part of every transaction fee (the base fee) is destroyed, so the supply can grow or shrink over time.",
      },
    ],
  },
];
