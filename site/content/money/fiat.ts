import {
  audToUsd,
  cadToUsd,
  currencyConverter,
  eurToUsd,
  gbpToUsd,
  usdToAud,
  usdToCad,
  usdToEur,
  usdToGbp,
  usdToJpy,
} from "../../catalog/pages/money.ts";
import { offeredCounts } from "../../money/currencies.ts";
import type { MoneyText } from "../types.ts";

const { fiat, coins } = offeredCounts();

/**
 * The written content of the currency converter and the fiat pair pages of the ECB's currencies
 * (docs/spec/site.md §2.7), written by hand for each page. Figures in the text are labelled
 * examples, never current rates: the live rate is the converter's. No `{{…}}` conversions here (they are unit-engine conversions).
 */
export const texts: readonly MoneyText[] = [
  {
    page: currencyConverter,
    about: [
      `UnitPilot's currency converter turns an amount in one currency into another at reference exchange rates. It lists the ${fiat} currencies in use in the world today and the ${coins} largest cryptocurrencies by market capitalisation. For the 30 or so currencies of the European Central Bank (ECB), the rate is the ECB's euro reference rate, published once each working day at around 16:00 CET. For every other currency it is the reference rate of the central bank or official source that sets it, such as the Central Bank of Nigeria or the State Bank of Pakistan, relayed by Frankfurter, an open-source service that collects the rates of about a hundred central banks. The line under the converter names the source and the date of the rate shown. Coin prices come from a CoinGecko-compatible price source. A currency no source publishes that day, or a coin the price source no longer quotes, cannot be chosen until it has a rate again, and a note under the converter says so.`,
      "Our rate service checks for new rates at most every five minutes and keeps the last rates it received. The ECB publishes once per working day, so fiat rates change once a day, not minute by minute, and they stay the same over weekends and the ECB's other non-working days. If a source cannot be reached, the converter shows the last known rates, marked 'cached', with the time they were obtained. Results are shown with up to six decimal places (eight on the cryptocurrency converter).",
      "These are reference rates: a midpoint of the market at one moment, useful for knowing what an amount is worth, checking a bill or planning a budget. They are not the rates a bank, card issuer, transfer service or exchange office will give you, because each adds a margin to the rate, charges a fee, or both. Amounts are converted in your browser, and there is no account to create.",
    ],
    useCases: [
      "Checking what a price in a foreign currency is worth before buying online",
      "Budgeting a trip abroad and comparing the rate offered by an exchange office or card with the reference rate",
      "Reading invoices, quotes, salaries or rents given in another currency",
      "Working out how much a money transfer really costs compared with the reference rate",
      "Seeing what an amount of bitcoin or ether is worth in dollars, euros or another currency",
    ],
    guides: [
      {
        title: "How the converter works out a rate",
        content: [
          "The ECB publishes every rate against the euro: so many US dollars, so many yen, so many pounds for one euro. A rate between two other currencies is a cross rate, worked out through the euro. With illustrative figures of 1 EUR = 1.20 USD and 1 EUR = 0.90 GBP (examples, not current rates), one US dollar is worth 0.90 ÷ 1.20 = 0.75 GBP, and one pound is worth 1.20 ÷ 0.90 ≈ 1.333333 USD. The converter does the same with the latest figures it has received.",
          "Cryptocurrency prices are quoted in US dollars, so a conversion that involves a coin goes through the dollar. The ECB figures are a snapshot of the market taken once a day, in the early afternoon Central European Time, so movements between two publications only show up with the next one.",
          "The result is the amount multiplied by the rate, shown with up to six decimal places and with trailing zeros removed. Real payments are rounded to the currency's smallest unit: two decimals for most currencies, and none at all for the Japanese yen or the South Korean won. Round the result the way the money will actually be paid.",
          "If the converter cannot reach our rate service at all, an amber notice says so: 'Using offline mode - rates may not be current'. Do not rely on the figures while that notice is showing.",
        ],
      },
      {
        title: "Market insights: what moves exchange rates",
        content: [
          "An exchange rate is the price of one currency in another, and it moves with supply and demand for both. The forces most often cited are interest rates set by central banks (higher rates tend to attract savings into a currency), inflation (which erodes what a currency can buy), trade and investment flows between countries, and the market's appetite for risk. In turbulent times, investors have often turned to the US dollar, the Swiss franc and the Japanese yen.",
          "The US dollar is at the centre of the market. The Bank for International Settlements' triennial survey finds it on one side of close to nine in ten currency trades, with the euro the second most traded currency. That is why so many quotes, including cryptocurrency prices, are given in dollars.",
          "Read the direction of a quote carefully. 'EUR/USD 1.18' (an example rate) means one euro costs 1.18 dollars, so when that number rises the euro has strengthened. When the USD-to-EUR figure in this converter rises, the dollar has strengthened and buys more euros.",
          "Nobody can reliably predict exchange rates. The figures on this page are reference rates, not a forecast, and nothing here is financial advice.",
        ],
      },
    ],
    tips: [
      {
        title: "Pay in the local currency",
        content: [
          "When a card terminal or cash machine abroad offers to charge you in your home currency, that is dynamic currency conversion: the merchant's provider sets the exchange rate, often with a large margin. Choosing the local currency leaves the conversion to your card issuer, whose rate is usually closer to the reference rate.",
        ],
      },
      {
        title: "Measure what a provider really charges",
        content: [
          "Convert the same amount here and compare it with what you are offered. The gap is the provider's margin plus any fees. For example, at a rate of 0.85 EUR per USD, 1,000 USD would be 850 EUR. If an exchange office gave you 820 EUR, you would be paying 30 EUR, about 3.5 %.",
        ],
      },
      {
        title: "Look at the time",
        content: [
          "The line under the rate shows when the rates were obtained, with '(cached)' after it if they are the last rates kept because the source could not be reached. A rate from a few days ago can still be fine for a rough estimate, but not for a large transfer.",
        ],
      },
    ],
    faqs: [
      {
        question: "Where do the exchange rates on this converter come from?",
        answer:
          "From the bank that sets each rate. The currencies of the European Central Bank's euro reference rates use the ECB's figures; the others use the reference rate of their own central bank or official source (the Central Bank of Nigeria for the naira, for example), relayed by Frankfurter, or a blend of the sources that publish them where their own bank does not. A rate between two currencies that no single source quotes is a cross rate, computed through the euro or the US dollar, and the line under the converter says which. Cryptocurrency prices come from a CoinGecko-compatible price source, in US dollars.",
      },
      {
        question: "How often are the exchange rates updated?",
        answer:
          "The ECB publishes its reference rates once each working day, at around 16:00 CET, and other central banks publish theirs once or a few times a working day, each on its own schedule. Our service checks for new rates at most every five minutes. Crypto prices are refreshed at most every five minutes as well. The rates are not real-time or tick-by-tick: they are reference rates, not trading prices.",
      },
      {
        question: "Why is my bank's exchange rate different from the one shown here?",
        answer:
          "Banks, card issuers, transfer services and exchange offices add a margin to the rate, charge a fee, or both, and their rates also move during the day. The ECB figure is a single reference rate for the day. Use it to judge how much a provider is charging you, not as the amount you will receive.",
      },
      {
        question: "What does 'cached' mean next to the last updated time?",
        answer:
          "It means the rates were not fetched from the source for your request. They are the last rates our service received, and the time shown is when they were obtained. This happens when a rate source cannot be reached for a while.",
      },
      {
        question: "Which currencies can I convert?",
        answer: `Every currency in use today that a source publishes a rate for: ${fiat} are listed, from the Afghan afghani to the Zimbabwean gold, the ten most used first, and the ${coins} largest cryptocurrencies by market capitalisation. Type a name, a country or a symbol in the field under a list to find a currency ("naira", "Argentina", "₹"). Currencies that were replaced, such as the Croatian kuna and the Bulgarian lev (both by the euro), are not offered.`,
      },
      {
        question: "Can I use these rates for invoices, accounting or taxes?",
        answer:
          "The ECB publishes its reference rates for information and discourages using them for transactions. For accounting or tax returns, ask your tax authority or accountant which rate and date they require. Some authorities publish their own rates, and contracts often name a rate source.",
      },
    ],
  },

  {
    page: usdToEur,
    about: [
      "This page converts US dollars (USD) into euros (EUR). The dollar is the currency of the United States, managed by the Federal Reserve. The euro is the single currency of the euro area, the EU countries that have adopted it, and is managed by the European Central Bank. Together they form the most traded currency pair in the world.",
      "The rate comes from the ECB's euro reference rates. The ECB publishes the dollar as so many dollars per euro, so the dollar-to-euro rate is its inverse. If the ECB published 1 EUR = 1.18 USD (an example rate), one dollar would be 1 ÷ 1.18 ≈ 0.847458 EUR. The ECB publishes once each working day, at around 16:00 CET. Our service checks for new rates at most every five minutes, and if the ECB cannot be reached it shows the last rates received, marked 'cached', with the time they were obtained.",
      "For example, at a rate of 0.85 EUR per USD, 1 USD would be 0.85 EUR, 10 USD would be 8.50 EUR, 100 USD would be 85 EUR, 1,000 USD would be 850 EUR and 5,000 USD would be 4,250 EUR. Today's rate, and these amounts at that rate, are shown in the converter above. They are reference figures: a bank, card or exchange office adds a margin or a fee.",
    ],
    useCases: [
      "Budgeting a trip from the US to France, Germany, Italy, Spain or another euro-area country",
      "Sending dollars to family or to an account in the euro area and checking what should arrive",
      "Quoting US prices to customers in Europe",
      "Comparing what an airport kiosk, a bank or a card offers with the reference rate",
      "Converting a US dollar budget for a project, conference or purchase in Europe",
    ],
    guides: [
      {
        title: "Converting dollars to euros step by step",
        content: [
          "Multiply the dollar amount by the USD-to-EUR rate. With an example rate of 0.85, 250 USD × 0.85 = 212.50 EUR. To go back, divide by the same rate: 212.50 EUR ÷ 0.85 = 250 USD. The converter works both ways: type in either box and the other one follows.",
          "The two lines above the boxes, 1 USD = … EUR and 1 EUR = … USD, are reciprocals of each other. The second is the figure the ECB actually publishes; the first is 1 divided by it.",
          "Euro amounts are paid in cents, to two decimal places. The converter shows up to six decimals, so round the final figure to the cent.",
          "Banks and exchange offices build their margin into the rate. For example, if the reference rate were 0.85 and a provider's rate were 3 % worse, you would get 0.8245 EUR per dollar, so 1,000 USD would bring 824.50 EUR instead of 850 EUR. A fixed fee on top makes small exchanges proportionally more expensive.",
        ],
      },
      {
        title: "Market insights: the dollar and the euro",
        content: [
          "Markets quote the pair as EUR/USD, dollars per euro, so when the 'euro-dollar' rate in the news rises, each dollar buys fewer euros. For much of the period since 2015, one dollar has bought roughly 0.80 to 0.95 euros. In 2022 the euro fell below one dollar for the first time since 2002, so for a while a dollar bought slightly more than one euro. That is history, not a forecast.",
          "Forces often cited for the pair's moves include the gap between interest rates set by the Federal Reserve and the ECB, inflation and growth on each side of the Atlantic, energy prices (the euro area imports much of its energy, and the energy price surge of 2022 was one reason given for the euro's slide) and demand for dollars in times of stress.",
          "A move in the rate changes the value of money held in the other currency. For example, if the rate went from 0.85 to 0.90 EUR per USD, 10,000 USD would be worth 9,000 EUR instead of 8,500 EUR.",
          "Cash rules for travellers: anyone entering or leaving the EU with €10,000 or more in cash, or the equivalent in other currencies, must declare it to customs. The United States requires a report (FinCEN Form 105) from anyone carrying more than $10,000 into or out of the country. Declaring is not a tax, and carrying the money is not illegal.",
          "Nothing on this page is financial advice.",
        ],
      },
    ],
    tips: [
      {
        title: "A quick mental estimate",
        content: [
          "Work out the rate's shortfall from 1 once, then apply it. For example, at 0.85 EUR per USD a euro price is 15 % less than the dollar figure, so 200 USD is about 170 EUR. Check today's rate in the converter first, because the shortcut only holds for that rate.",
        ],
      },
      {
        title: "Skip the airport kiosk for large sums",
        content: [
          "Exchange counters at airports and stations often give the least favourable rates. For larger amounts, compare a card without foreign transaction fees, a cash withdrawal from a bank's machine, or a transfer service, each measured against the reference rate shown here.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much is 100 dollars in euros?",
        answer:
          "It depends on the day's rate. The converter above shows it, along with 1, 10, 1,000 and 5,000 USD. For example, at a rate of 0.85 EUR per USD, 100 USD would be 85 EUR; at a rate of 0.92 it would be 92 EUR.",
      },
      {
        question: "What is the USD to EUR exchange rate today?",
        answer:
          "The converter shows the latest ECB reference rate our service has received, with the time it was obtained. The ECB publishes once each working day at around 16:00 CET, so the rate stays the same until the next publication, including over weekends.",
      },
      {
        question: "Is it better to exchange dollars for euros before I travel or in Europe?",
        answer:
          "It depends on the provider, not the place. Compare the total cost, margin plus fees, against the reference rate. Airport counters are often expensive. Cards without foreign transaction fees and bank cash machines are often closer to the reference rate. Wherever you pay or withdraw, choose euros when a machine or terminal offers to convert for you.",
      },
      {
        question: "Why does the rate here differ from the one on Google or in my banking app?",
        answer:
          "Market data sites show a rate that changes through the day, while the ECB reference rate is one figure per working day, taken in the early afternoon Central European Time. A bank's rate also includes its margin. The gap between two reference figures is usually small; the gap to what a provider charges is usually larger.",
      },
      {
        question: "Do I have to declare cash when travelling to Europe?",
        answer:
          "Yes, if you carry €10,000 or more (or the equivalent in dollars or other currencies) into or out of the EU: it must be declared to customs. Under the EU rules, 'cash' also includes bearer instruments such as traveller's cheques, and some forms of gold. Leaving the United States with more than $10,000 requires a FinCEN Form 105 report.",
      },
      {
        question: "Are gains from exchanging dollars and euros taxable in the US?",
        answer:
          "For a personal transaction, such as changing leftover euros from a trip back into dollars, a gain caused by the exchange rate is not taxed if it is $200 or less per transaction (Internal Revenue Code section 988(e)). Larger gains, and exchanges made for business or investment, follow other rules. This is general information, not tax advice.",
      },
    ],
  },

  {
    page: eurToUsd,
    about: [
      "This page converts euros (EUR) into US dollars (USD). The currency market quotes the pair in this direction, as EUR/USD: the price of one euro in dollars. The ECB publishes its dollar reference rate the same way, so the EUR to USD rate here is the ECB's figure itself, with no cross calculation involved.",
      "The euro was introduced on 1 January 1999 for accounts and electronic payments, and euro banknotes and coins followed on 1 January 2002. For example, at a rate of 1.18 USD per EUR, 100 EUR would be 118 USD and 50 EUR would be 59 USD. Today's rate is shown in the converter above.",
      "The ECB publishes the rate once each working day at around 16:00 CET, and our service checks for new rates at most every five minutes. If the ECB cannot be reached, the converter shows the last rate received, marked 'cached', with the time it was obtained. Use it as a reference: a bank, card or exchange office will add a margin or a fee.",
    ],
    useCases: [
      "Budgeting a trip to the United States from the euro area",
      "Working out what euro earnings, invoices or savings are worth in dollars",
      "European businesses turning euro price lists into dollar quotes for US customers",
      "Comparing a salary offer in dollars with one in euros",
      "Americans checking what leftover euro notes from a trip are worth",
    ],
    guides: [
      {
        title: "Reading the EUR/USD quote",
        content: [
          "In 'EUR/USD 1.18' (an example rate), the euro is the base currency and the dollar the quote currency: one euro costs 1.18 dollars. To turn euros into dollars, multiply: 250 EUR × 1.18 = 295 USD. To turn dollars into euros, divide: 295 USD ÷ 1.18 = 250 EUR.",
          "When EUR/USD rises, the euro has strengthened and each euro buys more dollars; when it falls, US prices become more expensive for anyone paid in euros. The two example rates used on this site, 1.18 USD per EUR and 0.85 EUR per USD, are close to reciprocals: 1 ÷ 1.18 ≈ 0.847.",
          "Dollar amounts are paid to the cent, so round the converter's six-decimal result to two places.",
        ],
      },
    ],
    tips: [
      {
        title: "Change notes, spend the coins",
        content: [
          "Many exchange offices take only banknotes, so euro coins are best spent before you leave the euro area. Keep a few notes if you expect to return.",
        ],
      },
      {
        title: "Choose dollars at the terminal",
        content: [
          "In the US, a card terminal may offer to charge you in euros. Accepting lets the merchant's provider set the rate, usually with a margin. Paying in dollars leaves the conversion to your card issuer.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much is 100 euros in US dollars?",
        answer:
          "That depends on the day's rate, shown in the converter above together with 1, 10, 1,000 and 5,000 EUR. For example, at a rate of 1.18 USD per EUR, 100 EUR would be 118 USD.",
      },
      {
        question: "Is the EUR to USD rate here the official ECB rate?",
        answer:
          "Yes. The ECB publishes its reference rates as units of each currency per euro, so the EUR to USD figure is the published dollar rate itself. It is a reference rate for information, published once each working day, not a rate any bank is obliged to use.",
      },
      {
        question: "Why is one euro worth more than one dollar?",
        answer:
          "The figure only compares the size of the two units; it says nothing about which economy is stronger. When the ECB published its first reference rates in January 1999, one euro was worth about 1.18 dollars. In 2022 the euro fell below one dollar for a while.",
      },
      {
        question: "How much cash can I take from Europe to the United States?",
        answer:
          "There is no limit, but amounts must be reported. Leaving the EU with €10,000 or more in cash (or the equivalent in other currencies) requires a declaration to customs. Arriving in the US with more than $10,000 in currency or monetary instruments requires a FinCEN Form 105 report to US Customs and Border Protection.",
      },
      {
        question: "Do I owe US tax when I change euros back into dollars?",
        answer:
          "For US taxpayers, a gain from exchange-rate changes in a personal transaction, such as converting travel money back, is exempt when it is $200 or less per transaction (Internal Revenue Code section 988(e)). Above that, the gain is reportable. This is general information, not tax advice.",
      },
    ],
  },

  {
    page: usdToGbp,
    about: [
      "Convert US dollars (USD) into British pounds (GBP). The pound sterling is the currency of the United Kingdom, issued by the Bank of England, and has been divided into 100 pence since decimalisation in 1971.",
      "The ECB does not publish a direct dollar-to-pound rate. Like every pair without the euro, it is a cross rate worked out from the ECB's euro reference rates: pounds per euro divided by dollars per euro. For example, at a rate of 0.82 GBP per USD, 100 USD would be 82 GBP and 500 USD would be 410 GBP. Today's rate is shown in the converter above.",
      "The ECB publishes once each working day at around 16:00 CET, and our service checks for new rates at most every five minutes. If the ECB cannot be reached, the converter shows the last rates received, marked 'cached', with the time they were obtained. Banks and card issuers add a margin or fees to this reference rate.",
    ],
    useCases: [
      "Planning spending for a trip to England, Scotland, Wales or Northern Ireland",
      "Paying a UK supplier, freelancer, landlord or university in pounds",
      "Quoting US prices to customers in the UK",
      "Comparing the price of the same product in US and UK shops",
    ],
    guides: [
      {
        title: "From dollars to pounds",
        content: [
          "Multiply dollars by the USD-to-GBP rate. With an example rate of 0.82, 1,000 USD × 0.82 = 820 GBP. To check a pound amount in dollars, divide it by the same rate.",
          "Because the rate is a cross rate, it comes from two ECB figures published at the same moment. With made-up figures of 1 EUR = 1.16 USD and 1 EUR = 0.87 GBP, one dollar would be 0.87 ÷ 1.16 = 0.75 GBP. This can differ slightly from a dollar-pound quote taken at another time of day.",
          "Pound amounts are paid to the penny, so round the converter's result to two decimals.",
        ],
      },
    ],
    tips: [
      {
        title: "UK prices already include VAT",
        content: [
          "Prices shown to consumers in the UK include VAT, at a standard rate of 20 %, so a converted price tag is what you pay at the till. Visitors can no longer claim VAT refunds on most shop purchases in Great Britain; that scheme ended in 2021.",
        ],
      },
      {
        title: "A rough rule",
        content: [
          "At an example rate of 0.82, pounds come to a little over four-fifths of the dollar figure: 50 USD is about 41 GBP. Check today's rate above before relying on the shortcut.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much is 100 dollars in British pounds?",
        answer:
          "It depends on the day's rate, shown in the converter above with 1, 10, 1,000 and 5,000 USD. For example, at a rate of 0.82 GBP per USD, 100 USD would be 82 GBP.",
      },
      {
        question: "Why is the dollar to pound rate calculated through the euro?",
        answer:
          "The European Central Bank publishes each currency against the euro only. The converter divides the pound's euro rate by the dollar's euro rate. Both come from the same daily publication, so the result is consistent with every other pair on the site.",
      },
      {
        question: "What is the difference between GBP, pound sterling and a quid?",
        answer:
          "They are the same money. GBP is the ISO 4217 code, pound sterling is the currency's full name, and 'quid' is everyday British slang for a pound. One pound is 100 pence.",
      },
      {
        question: "What is the cheapest way to send dollars to the UK?",
        answer:
          "There is no single answer. Compare providers by the pounds that actually arrive, then convert the same dollar amount here to see the reference result. The difference is the provider's total cost, margin plus fees, which is what to compare.",
      },
    ],
  },

  {
    page: gbpToUsd,
    about: [
      "Convert British pounds (GBP) into US dollars (USD). The currency market writes the pair GBP/USD and quotes it as dollars per pound, so this page shows the rate the way traders and the financial press usually give it. Traders call the pair 'cable', a name dating from the 19th century, when the rate was sent across the Atlantic by telegraph cable.",
      "The rate is worked out from the ECB's euro reference rates: dollars per euro divided by pounds per euro. For example, at a rate of 1.22 USD per GBP, 100 GBP would be 122 USD and 250 GBP would be 305 USD. Today's rate is shown in the converter above.",
      "The ECB publishes once each working day at around 16:00 CET, and our service checks for new rates at most every five minutes, keeping the last rates received. If the source is unreachable, the converter shows those last rates, marked 'cached', with the time they were obtained. It is a reference rate: your bank or card will add a margin or fees.",
    ],
    useCases: [
      "Planning a holiday or business trip to the United States from the UK",
      "Paying for US subscriptions, software and online orders with a sterling card",
      "Valuing UK savings or a UK salary in dollars before a move to the US",
      "UK exporters quoting prices to American customers",
    ],
    guides: [
      {
        title: "Pounds to dollars, worked through",
        content: [
          "Multiply pounds by the GBP-to-USD rate. With an example rate of 1.22, 80 GBP × 1.22 = 97.60 USD. To turn a dollar price into pounds, divide: 97.60 USD ÷ 1.22 = 80 GBP.",
          "The example rates used on this site for the two directions, 1.22 USD per GBP and 0.82 GBP per USD, are close to reciprocals (1 ÷ 1.22 ≈ 0.8197). The converter's two rate lines are always exact reciprocals of each other.",
          "Many UK cards add a non-sterling transaction fee, often around 3 %, to purchases in dollars, and some cards charge none. Add your card's fee to the converted amount to see the real cost.",
        ],
      },
    ],
    tips: [
      {
        title: "Expect sales tax on top",
        content: [
          "US shelf prices usually exclude sales tax, which is added at the till, and its rate varies by state and city. A converted price tag is therefore often less than what you will pay.",
        ],
      },
      {
        title: "Declare large amounts of cash",
        content: [
          "Carrying £10,000 or more in cash between Great Britain and another country must be declared to UK customs. Bringing more than $10,000 into the United States must be reported on FinCEN Form 105.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many dollars is 100 pounds?",
        answer:
          "It depends on the day's rate, shown in the converter above with 1, 10, 1,000 and 5,000 GBP. For example, at a rate of 1.22 USD per GBP, 100 GBP would be 122 USD.",
      },
      {
        question: "Why is GBP/USD called cable?",
        answer:
          "In the 19th century the pound-dollar rate between London and New York was sent by the transatlantic telegraph cable, and traders still call the pair 'cable'. The name covers only this pair.",
      },
      {
        question: "Has the pound ever been worth less than a dollar?",
        answer:
          "No. One pound has always bought more than one US dollar, although it came close to parity in 1985 and again in September 2022. Past rates say nothing about future ones.",
      },
      {
        question: "Is the GBP to USD rate shown here live?",
        answer:
          "No. It is computed from the ECB's reference rates, published once each working day at around 16:00 CET. It is not a live trading price, and a bank or card will add its own margin.",
      },
    ],
  },

  {
    page: usdToJpy,
    about: [
      "Convert US dollars (USD) into Japanese yen (JPY), the currency issued by the Bank of Japan. USD/JPY is quoted as yen per dollar and is one of the most traded currency pairs in the world.",
      "The yen is used without decimals: prices, cash and bank balances are whole yen, and the ISO 4217 standard gives the yen no decimal places. Because one dollar buys many yen, the reverse rate, the dollar value of one yen, is a small number. For example, at a rate of 110 JPY per USD, 100 USD would be 11,000 JPY, and 1 JPY would be 1 ÷ 110 ≈ 0.009091 USD. Today's rate is shown in the converter above.",
      "The ECB publishes the yen and the dollar against the euro, so the dollar-yen rate is a cross rate: yen per euro divided by dollars per euro. The ECB publishes once each working day at around 16:00 CET, and our service checks for new rates at most every five minutes. If the source cannot be reached, the converter shows the last rates received, marked 'cached', with the time they were obtained. It is a reference rate; banks and exchange offices add a margin or fees.",
    ],
    useCases: [
      "Budgeting a trip to Japan: hotels, rail tickets, meals and shopping",
      "Buying from Japanese online shops and marketplaces",
      "Checking the price of cameras, electronics or cars imported from Japan",
      "Invoicing or paying Japanese business partners",
    ],
    guides: [
      {
        title: "Working with yen amounts",
        content: [
          "To convert dollars to yen, multiply by the rate and round to a whole yen. To convert a yen price into dollars, divide by the rate. For example, at 110 yen per dollar, a 5,500 JPY meal would be 5,500 ÷ 110 = 50 USD.",
          "Japanese counts large numbers in units of ten thousand, called man (万), so a price written 3万円 is 30,000 yen. The largest banknote in common use is the 10,000-yen note.",
          "The converter shows up to six decimals. That matters for the tiny dollar value of one yen, but a result in yen should simply be rounded to the nearest whole yen.",
        ],
      },
    ],
    tips: [
      {
        title: "Estimate by dropping two zeros",
        content: [
          "When the rate is in the low hundreds, dividing a yen price by 100 gives a first idea of its dollar value, which you then adjust: at an example rate of 110, 2,200 yen is 20 dollars, a bit less than the 22 you get by dropping two zeros.",
        ],
      },
      {
        title: "Keep some cash",
        content: [
          "Cards are widely accepted in Japan, but some small shops, restaurants and rural places still prefer cash. Many convenience-store and post office cash machines accept foreign cards.",
        ],
      },
    ],
    faqs: [
      {
        question: "How many yen is 100 dollars?",
        answer:
          "That depends on the day's rate, shown in the converter above together with 1, 10, 1,000 and 5,000 USD. For example, at a rate of 110 JPY per USD, 100 USD would be 11,000 JPY.",
      },
      {
        question: "Why does the yen have no cents?",
        answer:
          "The yen was once divided into 100 sen, but the sen and smaller units were taken out of circulation in 1953, and prices have been in whole yen since. ISO 4217 accordingly gives the yen zero decimal places.",
      },
      {
        question: "Does one yen being worth less than a cent mean the yen is weak?",
        answer:
          "No. The number only reflects the size of the unit. What matters for a traveller or a business is how the rate changes over time, not whether one yen is above or below one cent.",
      },
      {
        question: "Is the USD to JPY rate on this page a direct quote?",
        answer:
          "No. The European Central Bank publishes each currency against the euro, so the converter divides the yen's euro rate by the dollar's. Both come from the same daily publication.",
      },
      {
        question: "Should I exchange dollars for yen before travelling to Japan?",
        answer:
          "Compare the options by what you actually receive against the reference rate shown here: exchange counters, cash machines in Japan and cards all add margins or fees, and these vary by provider. Whichever you use, pay in yen when a terminal offers to convert for you.",
      },
    ],
  },

  {
    page: usdToAud,
    about: [
      "Convert US dollars (USD) into Australian dollars (AUD), issued by the Reserve Bank of Australia. The Australian dollar replaced the Australian pound in February 1966, when Australia moved to decimal currency, and it is also the currency of Kiribati, Nauru and Tuvalu.",
      "Markets normally quote the pair the other way round, as AUD/USD (US dollars per Australian dollar), so USD to AUD is the inverse of the usual quote. The rate here is a cross rate worked out from the ECB's euro reference rates. For example, at a rate of 1.522 AUD per USD, 100 USD would be 152.20 AUD and 1,000 USD would be 1,522 AUD. Today's rate is shown in the converter above.",
      "The ECB publishes once each working day at around 16:00 CET, and our service checks for new rates at most every five minutes. If the source cannot be reached, the converter shows the last rates received, marked 'cached', with the time they were obtained. Banks, cards and transfer services add a margin or fees to this reference rate.",
    ],
    useCases: [
      "Planning a holiday or working holiday in Australia",
      "Students from the US budgeting tuition and living costs in Australian dollars",
      "US businesses pricing products for Australian customers",
      "Sending money to family or an account in Australia",
    ],
    guides: [
      {
        title: "Two dollars, one symbol",
        content: [
          "Both currencies are called the dollar and both use the $ sign, so write the codes (USD, AUD) or the prefixed symbols (US$, A$) whenever the difference matters, for example on an invoice or a booking.",
          "To convert, multiply US dollars by the USD-to-AUD rate. With an example rate of 1.522, 250 USD × 1.522 = 380.50 AUD; going back, 380.50 AUD ÷ 1.522 = 250 USD. Round the result to the cent.",
        ],
      },
    ],
    tips: [
      {
        title: "Australian prices include GST",
        content: [
          "Prices shown to consumers in Australia include the 10 % goods and services tax (GST), so a converted price tag is what you pay.",
        ],
      },
      {
        title: "Bringing cash",
        content: [
          "Travellers entering or leaving Australia must declare cash of A$10,000 or more, or the equivalent in foreign currency. There is no limit on the amount itself.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much is 100 US dollars in Australian dollars?",
        answer:
          "It depends on the day's rate, shown in the converter above with 1, 10, 1,000 and 5,000 USD. For example, at a rate of 1.522 AUD per USD, 100 USD would be 152.20 AUD.",
      },
      {
        question: "Why do traders quote AUD/USD rather than USD/AUD?",
        answer:
          "By market convention, a few currencies, including the euro, the pound, the Australian dollar and the New Zealand dollar, are quoted as the base against the US dollar. The rate is the same information either way: USD/AUD is simply 1 divided by AUD/USD.",
      },
      {
        question: "What moves the Australian dollar?",
        answer:
          "Analysts often describe it as a commodity currency, because Australia exports large amounts of iron ore, coal and gas, and because demand from Asia affects those prices. Interest rates set by the Reserve Bank of Australia and the Federal Reserve matter too. None of this makes the rate predictable.",
      },
      {
        question: "Is the exchange rate on this page live?",
        answer:
          "No. It is computed from the ECB's reference rates, published once each working day, and our service checks for new rates at most every five minutes. It is a reference rate, not a trading price.",
      },
    ],
  },

  {
    page: audToUsd,
    about: [
      "Convert Australian dollars (AUD) into US dollars (USD). This is the direction in which markets quote the pair, AUD/USD, nicknamed the 'Aussie': the price of one Australian dollar in US dollars.",
      "The figure is worked out from the ECB's euro reference rates: US dollars per euro divided by Australian dollars per euro. For example, at a rate of 0.6571 USD per AUD, 100 AUD would be 65.71 USD and 1,000 AUD would be 657.10 USD. Today's rate is shown in the converter above.",
      "The ECB publishes once each working day at around 16:00 CET, our service checks for new rates at most every five minutes, and if the source is unreachable the converter shows the last rates received, marked 'cached', with the time they were obtained. Banks and cards add a margin or fees, so treat the result as a reference.",
    ],
    useCases: [
      "Australians budgeting a trip to the United States",
      "Paying for US subscriptions, software and online orders with an Australian card",
      "Valuing Australian savings, property or salary in US dollars",
      "Australian exporters quoting in US dollars, in which many commodities are priced",
    ],
    guides: [
      {
        title: "Reading an AUD/USD quote",
        content: [
          "An AUD/USD rate of 0.6571 (an example rate) means one Australian dollar buys 0.6571 US dollars. Multiply to convert: 1,500 AUD × 0.6571 = 985.65 USD. Divide to go back: 985.65 USD ÷ 0.6571 = 1,500 AUD.",
          "Small moves in the rate add up on large sums. For example, if the rate rose from 0.65 to 0.70, 1,000 AUD would be worth 50 US dollars more.",
          "Australian cards often add an international transaction fee, commonly around 3 %, to purchases in US dollars, and some cards charge none. Check your card's terms and add the fee to the converted amount.",
        ],
      },
    ],
    tips: [
      {
        title: "Two-thirds, roughly",
        content: [
          "When the rate is near 0.66, as in the example rate of 0.6571, a US dollar figure is about two-thirds of the Australian one: 30 AUD is about 20 USD. Check the current rate above first.",
        ],
      },
      {
        title: "Pay in US dollars in the US",
        content: [
          "If a terminal in the United States offers to charge your card in Australian dollars, decline. Paying in dollars lets your card issuer convert, usually at a rate closer to the reference rate.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much is 100 Australian dollars in US dollars?",
        answer:
          "It depends on the day's rate, shown above with 1, 10, 1,000 and 5,000 AUD. For example, at a rate of 0.6571 USD per AUD, 100 AUD would be 65.71 USD.",
      },
      {
        question: "Has the Australian dollar ever been worth more than the US dollar?",
        answer:
          "Yes. It rose above parity in late 2010 and stayed around or above one US dollar until 2013. Since then it has been below parity. Past rates are no guide to future ones.",
      },
      {
        question: "How much cash can I take from Australia to the United States?",
        answer:
          "There is no limit, but leaving Australia with A$10,000 or more in cash must be declared, and entering the US with more than $10,000 must be reported on FinCEN Form 105.",
      },
      {
        question: "Why is the AUD to USD rate here different from my bank's?",
        answer:
          "The rate here is the ECB-based reference rate, one figure per working day, before any margin. A bank's rate includes its margin and changes during the day, and a fee may come on top.",
      },
    ],
  },

  {
    page: usdToCad,
    about: [
      "Convert US dollars (USD) into Canadian dollars (CAD), issued by the Bank of Canada. Markets quote the pair as USD/CAD, Canadian dollars per US dollar, which is the direction of this page. The Canadian dollar is nicknamed the 'loonie', after the common loon on the one-dollar coin introduced in 1987, and traders use the same name for the pair.",
      "The rate is worked out from the ECB's euro reference rates: Canadian dollars per euro divided by US dollars per euro. For example, at a rate of 1.391 CAD per USD, 100 USD would be 139.10 CAD and 1,000 USD would be 1,391 CAD. Today's rate is shown in the converter above.",
      "The ECB publishes once each working day at around 16:00 CET, and our service checks for new rates at most every five minutes. If the source is unreachable, the converter shows the last rates received, marked 'cached', with the time they were obtained. It is a reference rate, not what a bank or card will charge.",
    ],
    useCases: [
      "Crossing the border to shop, ski or visit family in Canada",
      "US companies paying Canadian contractors or suppliers",
      "Cross-border workers and retirees who earn in one currency and spend in the other",
      "Pricing goods for Canadian online shoppers",
    ],
    guides: [
      {
        title: "US to Canadian dollars in practice",
        content: [
          "Multiply US dollars by the rate. With an example rate of 1.391, 250 USD × 1.391 = 347.75 CAD. Divide a Canadian amount by the same rate to see it in US dollars.",
          "As in the US, Canadian shelf prices usually exclude sales taxes: the federal GST, or the harmonized HST in some provinces, and any provincial sales tax are added at the till.",
          "Some businesses near the border accept US cash, but at their own exchange rate. Paying in Canadian dollars, or by card in Canadian dollars, is usually the better deal.",
        ],
      },
    ],
    tips: [
      {
        title: "Write C$ and US$",
        content: [
          "Both currencies use the $ sign. On quotes and invoices between the two countries, write CAD and USD (or C$ and US$) so nobody has to guess.",
        ],
      },
      {
        title: "Declare large amounts of cash",
        content: [
          "Crossing into or out of Canada with CAN$10,000 or more in currency or monetary instruments, in any currency, must be reported to the Canada Border Services Agency. Carrying the money is legal; not reporting it is not.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much is 100 US dollars in Canadian dollars?",
        answer:
          "It depends on the day's rate, shown in the converter above together with 1, 10, 1,000 and 5,000 USD. For example, at a rate of 1.391 CAD per USD, 100 USD would be 139.10 CAD.",
      },
      {
        question: "Why is the Canadian dollar called the loonie?",
        answer:
          "The one-dollar coin introduced in 1987 shows a common loon, a water bird. The coin became the 'loonie', and the name spread to the currency and to the USD/CAD pair. The two-dollar coin is, by extension, the 'toonie'.",
      },
      {
        question: "What moves the US dollar to Canadian dollar rate?",
        answer:
          "The United States is Canada's largest trading partner, so trade between the two matters. Analysts also often link the Canadian dollar to oil prices, Canada being a large oil exporter, and to the gap between Bank of Canada and Federal Reserve interest rates. None of this makes the rate predictable.",
      },
      {
        question: "Is this the rate I will get at a Canadian bank?",
        answer:
          "No. This is a reference rate computed from the ECB's daily publication. A bank or exchange office adds a margin to the rate and may charge a fee.",
      },
    ],
  },

  {
    page: cadToUsd,
    about: [
      "Convert Canadian dollars (CAD) into US dollars (USD): what a Canadian amount is worth south of the border. Markets usually quote the pair as USD/CAD, Canadian dollars per US dollar, so CAD to USD is the inverse of the usual quote.",
      "The rate is worked out from the ECB's euro reference rates: US dollars per euro divided by Canadian dollars per euro. For example, at a rate of 0.7183 USD per CAD, 100 CAD would be 71.83 USD and 1,000 CAD would be 718.30 USD. Today's rate is shown in the converter above. The ECB publishes once each working day at around 16:00 CET, and our service checks for new rates at most every five minutes. If the source is unreachable, the converter shows the last rates received, marked 'cached', with the time they were obtained.",
      "The Canadian dollar is divided into 100 cents. Canada stopped distributing the one-cent coin in 2013, so cash totals are rounded to the nearest five cents, while card payments are charged to the cent. Treat the converter's result as a reference: a bank or card adds a margin or fees.",
    ],
    useCases: [
      "Canadians shopping across the border or from US online stores",
      "Snowbirds budgeting a winter in Florida, Arizona or elsewhere in the US",
      "Valuing Canadian wages, pensions or savings in US dollars",
      "Canadian businesses invoicing US clients",
    ],
    guides: [
      {
        title: "From Canadian to US dollars",
        content: [
          "Multiply the Canadian amount by the CAD-to-USD rate. With an example rate of 0.7183, 500 CAD × 0.7183 = 359.15 USD. To see a US price in Canadian dollars, divide it by the same rate.",
          "The two example rates quoted on this site for the pair, 1.391 and 0.7183, are not exact reciprocals: 1 ÷ 1.391 ≈ 0.7189. Rates taken at the same moment always are, and the converter's two rate lines are.",
          "Many Canadian credit cards add a foreign transaction fee, often 2.5 %, to purchases in US dollars, and some cards charge none. Add your card's fee to the converted amount to see what a US purchase really costs.",
        ],
      },
    ],
    tips: [
      {
        title: "Convert before you compare prices",
        content: [
          "A US price that looks lower than the Canadian one may not be once it is converted, and US sales tax, varying by state and city, is usually added at the till.",
        ],
      },
      {
        title: "Report large sums at the border",
        content: [
          "Leaving Canada with CAN$10,000 or more in currency or monetary instruments must be reported to the Canada Border Services Agency before departure, and arriving in the US with more than $10,000 must be reported on FinCEN Form 105.",
        ],
      },
    ],
    faqs: [
      {
        question: "How much is 100 Canadian dollars in US dollars?",
        answer:
          "It depends on the day's rate, shown in the converter above with 1, 10, 1,000 and 5,000 CAD. For example, at a rate of 0.7183 USD per CAD, 100 CAD would be 71.83 USD.",
      },
      {
        question: "Has the Canadian dollar ever been worth more than the US dollar?",
        answer:
          "Yes. It rose above parity in 2007 and again for stretches between 2010 and 2013, before falling back below one US dollar. Past rates are no guide to future ones.",
      },
      {
        question: "Can I pay with Canadian dollars in the United States?",
        answer:
          "Generally not. US shops price and take payment in US dollars. Some businesses near the border accept Canadian cash, but at their own rate. Converting first, or paying by card, is the usual way.",
      },
      {
        question: "Why is the rate on this page different from what my bank charged?",
        answer:
          "The rate here is an ECB-based reference rate, published once each working day, with no margin. Your bank's rate includes its margin, and your card may add a foreign transaction fee.",
      },
    ],
  },
];
