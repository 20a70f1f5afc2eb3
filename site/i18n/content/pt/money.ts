import { offeredCounts } from "../../../money/currencies.ts";
import type { MoneyTranslations } from "../money.ts";

const { fiat, coins } = offeredCounts();

/** The money pages' texts in Portuguese (Brazil) (site/content/money/fiat.ts, crypto.ts), by English path. */
export const MONEY: MoneyTranslations = {
  "/currency-converter": {
    about: [
      `O conversor de moedas do UnitPilot converte um valor de uma moeda para outra com base em cotações de referência. Ele lista as ${fiat} moedas em uso no mundo hoje e as ${coins} maiores criptomoedas por capitalização de mercado. Para as cerca de 30 moedas do Banco Central Europeu (BCE), a cotação é a taxa de referência do euro do BCE, publicada uma vez a cada dia útil por volta das 16:00 CET. Para todas as outras moedas, é a cotação de referência do banco central ou da fonte oficial que a define, como o Central Bank of Nigeria ou o State Bank of Pakistan, repassada pelo Frankfurter, um serviço de código aberto que reúne as cotações de cerca de cem bancos centrais. A linha abaixo do conversor indica a fonte e a data da cotação exibida. Os preços das criptomoedas vêm de uma fonte de preços compatível com o CoinGecko. Uma moeda que nenhuma fonte publica naquele dia, ou uma criptomoeda que a fonte de preços deixou de cotar, não pode ser escolhida até voltar a ter cotação, e um aviso abaixo do conversor informa isso.`,
      "Nosso serviço de cotações procura novas cotações no máximo a cada cinco minutos e guarda as últimas que recebeu. O BCE publica uma vez por dia útil, então as cotações das moedas nacionais mudam uma vez por dia, não a cada minuto, e ficam iguais nos fins de semana e nos outros dias sem expediente do BCE. Se uma fonte não puder ser acessada, o conversor mostra as últimas cotações conhecidas, marcadas como “em cache”, com o horário em que foram obtidas. Os resultados são exibidos com até seis casas decimais (oito no conversor de criptomoedas).",
      "Estas são cotações de referência: um ponto médio do mercado em um dado momento, útil para saber quanto vale um valor, conferir uma conta ou planejar um orçamento. Não são as cotações que um banco, emissor de cartão, serviço de transferência ou casa de câmbio vai lhe oferecer, porque cada um acrescenta uma margem à cotação, cobra uma tarifa, ou as duas coisas. Os valores são convertidos no seu navegador, e não é preciso criar conta.",
    ],
    useCases: [
      "Conferir quanto vale um preço em moeda estrangeira antes de comprar pela internet",
      "Planejar o orçamento de uma viagem ao exterior e comparar a cotação oferecida por uma casa de câmbio ou cartão com a cotação de referência",
      "Entender faturas, orçamentos, salários ou aluguéis informados em outra moeda",
      "Calcular quanto uma transferência de dinheiro realmente custa em comparação com a cotação de referência",
      "Ver quanto vale uma quantia em bitcoin ou ether em dólares, euros ou outra moeda",
    ],
    guides: [
      {
        title: "Como o conversor calcula uma cotação",
        content: [
          "O BCE publica todas as cotações em relação ao euro: tantos dólares americanos, tantos ienes, tantas libras por um euro. Uma cotação entre duas outras moedas é uma taxa cruzada, calculada por meio do euro. Com os valores ilustrativos 1 EUR = 1,20 USD e 1 EUR = 0,90 GBP (exemplos, não cotações atuais), um dólar americano vale 0,90 ÷ 1,20 = 0,75 GBP, e uma libra vale 1,20 ÷ 0,90 ≈ 1,333333 USD. O conversor faz o mesmo com os valores mais recentes que recebeu.",
          "Os preços das criptomoedas são cotados em dólares americanos, então uma conversão que envolve uma criptomoeda passa pelo dólar. Os valores do BCE são um retrato do mercado tirado uma vez por dia, no início da tarde no horário da Europa Central, então os movimentos entre duas publicações só aparecem na publicação seguinte.",
          "O resultado é o valor multiplicado pela cotação, exibido com até seis casas decimais e sem zeros à direita. Pagamentos reais são arredondados para a menor unidade da moeda: duas casas decimais para a maioria das moedas, e nenhuma para o iene japonês ou o won sul-coreano. Arredonde o resultado do jeito que o dinheiro será de fato pago.",
          "Se o conversor não conseguir acessar nosso serviço de cotações, um aviso em amarelo informa: “Modo offline: as cotações podem não estar atualizadas.” Não confie nos valores enquanto esse aviso estiver aparecendo.",
        ],
      },
      {
        title: "Entenda o mercado: o que move as taxas de câmbio",
        content: [
          "Uma taxa de câmbio é o preço de uma moeda em outra, e ela varia com a oferta e a procura pelas duas. Os fatores mais citados são as taxas de juros definidas pelos bancos centrais (juros mais altos tendem a atrair poupança para uma moeda), a inflação (que corrói o poder de compra de uma moeda), os fluxos de comércio e de investimento entre países e o apetite do mercado por risco. Em tempos turbulentos, os investidores muitas vezes recorreram ao dólar americano, ao franco suíço e ao iene japonês.",
          "O dólar americano está no centro do mercado. A pesquisa trienal do Banco de Compensações Internacionais o encontra em um dos lados de quase nove em cada dez operações de câmbio, e o euro é a segunda moeda mais negociada. É por isso que tantas cotações, inclusive os preços das criptomoedas, são dadas em dólares.",
          "Preste atenção ao sentido de uma cotação. “EUR/USD 1,18” (uma cotação de exemplo) significa que um euro custa 1,18 dólar, então, quando esse número sobe, o euro se valorizou. Quando o valor de USD para EUR neste conversor sobe, o dólar se valorizou e compra mais euros.",
          "Ninguém consegue prever as taxas de câmbio com segurança. Os valores desta página são cotações de referência, não uma previsão, e nada aqui é aconselhamento financeiro.",
        ],
      },
    ],
    tips: [
      {
        title: "Pague na moeda local",
        content: [
          "Quando uma maquininha de cartão ou um caixa eletrônico no exterior oferece cobrar na moeda do seu país, isso é a conversão dinâmica de moeda (DCC): o fornecedor do comerciante define a taxa de câmbio, muitas vezes com uma margem alta. Escolher a moeda local deixa a conversão para o emissor do seu cartão, cuja cotação costuma ficar mais perto da cotação de referência.",
        ],
      },
      {
        title: "Meça quanto um fornecedor realmente cobra",
        content: [
          "Converta o mesmo valor aqui e compare com o que lhe oferecem. A diferença é a margem do fornecedor mais eventuais tarifas. Por exemplo, com uma cotação de 0,85 EUR por USD, 1.000 USD seriam 850 EUR. Se uma casa de câmbio lhe desse 820 EUR, você estaria pagando 30 EUR, cerca de 3,5 %.",
        ],
      },
      {
        title: "Olhe o horário",
        content: [
          "A linha abaixo da cotação mostra quando as cotações foram obtidas, seguida de “(em cache)” se forem as últimas cotações guardadas porque a fonte não pôde ser acessada. Uma cotação de alguns dias atrás ainda pode servir para uma estimativa aproximada, mas não para uma transferência grande.",
        ],
      },
    ],
    faqs: [
      {
        question: "De onde vêm as taxas de câmbio deste conversor?",
        answer:
          "Do banco que define cada cotação. As moedas das taxas de referência do euro do Banco Central Europeu usam os valores do BCE; as outras usam a cotação de referência do seu próprio banco central ou fonte oficial (o Central Bank of Nigeria para a naira, por exemplo), repassada pelo Frankfurter, ou uma combinação das fontes que as publicam quando o próprio banco não publica. Uma cotação entre duas moedas que nenhuma fonte cota sozinha é uma taxa cruzada, calculada por meio do euro ou do dólar americano, e a linha abaixo do conversor diz qual. Os preços das criptomoedas vêm de uma fonte de preços compatível com o CoinGecko, em dólares americanos.",
      },
      {
        question: "Com que frequência as taxas de câmbio são atualizadas?",
        answer:
          "O BCE publica suas taxas de referência uma vez a cada dia útil, por volta das 16:00 CET, e outros bancos centrais publicam as suas uma ou algumas vezes por dia útil, cada um no seu próprio horário. Nosso serviço procura novas cotações no máximo a cada cinco minutos. Os preços das criptomoedas também são atualizados no máximo a cada cinco minutos. As cotações não são em tempo real nem negócio a negócio: são cotações de referência, não preços de negociação.",
      },
      {
        question: "Por que a cotação do meu banco é diferente da mostrada aqui?",
        answer:
          "Bancos, emissores de cartão, serviços de transferência e casas de câmbio acrescentam uma margem à cotação, cobram uma tarifa, ou as duas coisas, e suas cotações também variam ao longo do dia. O valor do BCE é uma única cotação de referência para o dia. Use-o para avaliar quanto um fornecedor está lhe cobrando, não como o valor que você vai receber.",
      },
      {
        question: "O que significa “em cache” ao lado do horário da última atualização?",
        answer:
          "Significa que as cotações não foram buscadas na fonte para a sua consulta. São as últimas cotações que nosso serviço recebeu, e o horário exibido é o momento em que foram obtidas. Isso acontece quando uma fonte de cotações fica inacessível por um tempo.",
      },
      {
        question: "Quais moedas posso converter?",
        answer: `Todas as moedas em uso hoje para as quais alguma fonte publica uma cotação: ${fiat} estão na lista, do afegane afegão ao ouro do Zimbábue, as dez mais usadas primeiro, além das ${coins} maiores criptomoedas por capitalização de mercado. Digite um nome, um país ou um símbolo no campo abaixo de uma lista para encontrar uma moeda (“naira”, “Argentina”, “₹”). Moedas que foram substituídas, como a kuna croata e o lev búlgaro (ambos pelo euro), não são oferecidas.`,
      },
      {
        question: "Posso usar estas cotações em faturas, na contabilidade ou nos impostos?",
        answer:
          "O BCE publica suas taxas de referência apenas para informação e desaconselha usá-las em transações. Para a contabilidade ou a declaração de impostos, pergunte à Receita ou ao seu contador qual cotação e qual data são exigidas. Algumas autoridades publicam as próprias cotações, e os contratos muitas vezes indicam uma fonte de cotação.",
      },
    ],
  },
};
