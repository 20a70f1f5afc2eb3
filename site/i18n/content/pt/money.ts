import { largest } from "../../../content/money/crypto.ts";
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
          "O BCE publica suas taxas de referência apenas para informação e desaconselha usá-las em transações. Para a contabilidade ou a declaração de impostos, pergunte à autoridade fiscal ou ao seu contador qual cotação e qual data são exigidas. Algumas autoridades publicam as próprias cotações, e os contratos muitas vezes indicam uma fonte de cotação.",
      },
    ],
  },

  "/usd-to-eur": {
    about: [
      "Esta página converte dólares americanos (USD) em euros (EUR). O dólar é a moeda dos Estados Unidos, administrada pelo Federal Reserve. O euro é a moeda única da zona do euro, os países da UE que o adotaram, e é administrado pelo Banco Central Europeu. Juntos, eles formam o par de moedas mais negociado do mundo.",
      "A cotação vem das taxas de referência do euro do BCE. O BCE publica o dólar como tantos dólares por euro, então a cotação do dólar para o euro é o seu inverso. Se o BCE publicasse 1 EUR = 1,18 USD (uma cotação de exemplo), um dólar valeria 1 ÷ 1,18 ≈ 0,847458 EUR. O BCE publica uma vez a cada dia útil, por volta das 16:00 CET. Nosso serviço procura novas cotações no máximo a cada cinco minutos e, se o BCE não puder ser acessado, mostra as últimas cotações recebidas, marcadas como “em cache”, com o horário em que foram obtidas.",
      "Por exemplo, com uma cotação de 0,85 EUR por USD, 1 USD seria 0,85 EUR, 10 USD seriam 8,50 EUR, 100 USD seriam 85 EUR, 1.000 USD seriam 850 EUR e 5.000 USD seriam 4.250 EUR. A cotação de hoje, e esses valores nessa cotação, aparecem no conversor acima. São valores de referência: um banco, cartão ou casa de câmbio acrescenta uma margem ou uma tarifa.",
    ],
    useCases: [
      "Planejar o orçamento de uma viagem dos EUA para a França, a Alemanha, a Itália, a Espanha ou outro país da zona do euro",
      "Enviar dólares para a família ou para uma conta na zona do euro e conferir quanto deve chegar",
      "Informar preços americanos a clientes na Europa",
      "Comparar o que um quiosque de aeroporto, um banco ou um cartão oferece com a cotação de referência",
      "Converter um orçamento em dólares americanos para um projeto, uma conferência ou uma compra na Europa",
    ],
    guides: [
      {
        title: "Como converter dólares em euros, passo a passo",
        content: [
          "Multiplique o valor em dólares pela cotação de USD para EUR. Com uma cotação de exemplo de 0,85, 250 USD × 0,85 = 212,50 EUR. Para voltar, divida pela mesma cotação: 212,50 EUR ÷ 0,85 = 250 USD. O conversor funciona nos dois sentidos: digite em qualquer um dos campos e o outro acompanha.",
          "As duas linhas acima dos campos, 1 USD = … EUR e 1 EUR = … USD, são o inverso uma da outra. A segunda é o valor que o BCE de fato publica; a primeira é 1 dividido por ele.",
          "Valores em euro são pagos em centavos, com duas casas decimais. O conversor mostra até seis casas decimais, então arredonde o valor final para o centavo.",
          "Bancos e casas de câmbio embutem a margem na cotação. Por exemplo, se a cotação de referência fosse 0,85 e a cotação de um fornecedor fosse 3 % pior, você receberia 0,8245 EUR por dólar, então 1.000 USD renderiam 824,50 EUR em vez de 850 EUR. Uma tarifa fixa somada a isso torna as trocas pequenas proporcionalmente mais caras.",
        ],
      },
      {
        title: "Entenda o mercado: o dólar e o euro",
        content: [
          "Os mercados cotam o par como EUR/USD, dólares por euro, então, quando a cotação do “euro-dólar” sobe no noticiário, cada dólar compra menos euros. Durante boa parte do período desde 2015, um dólar comprou cerca de 0,80 a 0,95 euro. Em 2022, o euro caiu abaixo de um dólar pela primeira vez desde 2002, então, por um tempo, um dólar comprou um pouco mais de um euro. Isso é história, não uma previsão.",
          "Entre os fatores muitas vezes citados para os movimentos do par estão a diferença entre os juros definidos pelo Federal Reserve e pelo BCE, a inflação e o crescimento de cada lado do Atlântico, os preços da energia (a zona do euro importa boa parte da sua energia, e a disparada dos preços da energia em 2022 foi apontada como um dos motivos da queda do euro) e a procura por dólares em momentos de tensão.",
          "Uma variação na cotação muda o valor do dinheiro mantido na outra moeda. Por exemplo, se a cotação passasse de 0,85 para 0,90 EUR por USD, 10.000 USD valeriam 9.000 EUR em vez de 8.500 EUR.",
          "Regras sobre dinheiro em espécie para viajantes: quem entra na UE ou sai dela com € 10.000 ou mais em espécie, ou o equivalente em outras moedas, precisa declarar o valor à alfândega. Os Estados Unidos exigem um relatório (FinCEN Form 105) de quem leva mais de US$ 10.000 para dentro ou para fora do país. Declarar não é um imposto, e levar o dinheiro não é ilegal.",
          "Nada nesta página é aconselhamento financeiro.",
        ],
      },
    ],
    tips: [
      {
        title: "Uma estimativa rápida de cabeça",
        content: [
          "Calcule uma vez quanto falta para a cotação chegar a 1 e depois aplique isso. Por exemplo, a 0,85 EUR por USD, um preço em euros é 15 % menor que o valor em dólares, então 200 USD são cerca de 170 EUR. Confira antes a cotação de hoje no conversor, porque o atalho só vale para essa cotação.",
        ],
      },
      {
        title: "Evite o quiosque do aeroporto para valores grandes",
        content: [
          "Os balcões de câmbio em aeroportos e estações muitas vezes dão as cotações menos favoráveis. Para valores maiores, compare um cartão sem tarifa de transação internacional, um saque em dinheiro no caixa eletrônico de um banco ou um serviço de transferência, cada um medido pela cotação de referência mostrada aqui.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 100 dólares em euros?",
        answer:
          "Depende da cotação do dia. O conversor acima a mostra, junto com 1, 10, 1.000 e 5.000 USD. Por exemplo, com uma cotação de 0,85 EUR por USD, 100 USD seriam 85 EUR; com uma cotação de 0,92, seriam 92 EUR.",
      },
      {
        question: "Qual é a cotação de USD para EUR hoje?",
        answer:
          "O conversor mostra a cotação de referência mais recente do BCE que nosso serviço recebeu, com o horário em que foi obtida. O BCE publica uma vez a cada dia útil, por volta das 16:00 CET, então a cotação fica igual até a publicação seguinte, inclusive nos fins de semana.",
      },
      {
        question: "É melhor trocar dólares por euros antes de viajar ou na Europa?",
        answer:
          "Depende do fornecedor, não do lugar. Compare o custo total, margem mais tarifas, com a cotação de referência. Os balcões de aeroporto costumam ser caros. Cartões sem tarifa de transação internacional e caixas eletrônicos de bancos muitas vezes ficam mais perto da cotação de referência. Onde quer que você pague ou saque, escolha euros quando uma máquina ou terminal oferecer fazer a conversão para você.",
      },
      {
        question: "Por que a cotação daqui é diferente da do Google ou do aplicativo do meu banco?",
        answer:
          "Sites de dados de mercado mostram uma cotação que muda ao longo do dia, enquanto a cotação de referência do BCE é um único valor por dia útil, tomado no início da tarde no horário da Europa Central. A cotação de um banco também inclui a margem dele. A diferença entre dois valores de referência costuma ser pequena; a diferença para o que um fornecedor cobra costuma ser maior.",
      },
      {
        question: "Preciso declarar dinheiro em espécie ao viajar para a Europa?",
        answer:
          "Sim, se você levar € 10.000 ou mais (ou o equivalente em dólares ou outras moedas) para dentro ou para fora da UE: o valor precisa ser declarado à alfândega. Pelas regras da UE, “dinheiro em espécie” também inclui instrumentos ao portador, como cheques de viagem, e algumas formas de ouro. Sair dos Estados Unidos com mais de US$ 10.000 exige um relatório FinCEN Form 105.",
      },
      {
        question: "Os ganhos com a troca de dólares e euros são tributados nos EUA?",
        answer:
          "Em uma transação pessoal, como trocar de volta por dólares os euros que sobraram de uma viagem, o ganho causado pela cotação não é tributado se for de US$ 200 ou menos por transação (Internal Revenue Code, seção 988(e)). Ganhos maiores, e trocas feitas para negócios ou investimentos, seguem outras regras. Esta é uma informação geral, não aconselhamento tributário.",
      },
    ],
  },

  "/eur-to-usd": {
    about: [
      "Esta página converte euros (EUR) em dólares americanos (USD). O mercado de câmbio cota o par neste sentido, como EUR/USD: o preço de um euro em dólares. O BCE publica sua cotação de referência do dólar da mesma forma, então a cotação de EUR para USD aqui é o próprio valor do BCE, sem nenhum cálculo cruzado.",
      "O euro foi introduzido em 1º de janeiro de 1999 para contas e pagamentos eletrônicos, e as cédulas e moedas de euro vieram em 1º de janeiro de 2002. Por exemplo, com uma cotação de 1,18 USD por EUR, 100 EUR seriam 118 USD e 50 EUR seriam 59 USD. A cotação de hoje aparece no conversor acima.",
      "O BCE publica a cotação uma vez a cada dia útil, por volta das 16:00 CET, e nosso serviço procura novas cotações no máximo a cada cinco minutos. Se o BCE não puder ser acessado, o conversor mostra a última cotação recebida, marcada como “em cache”, com o horário em que foi obtida. Use-a como referência: um banco, cartão ou casa de câmbio vai acrescentar uma margem ou uma tarifa.",
    ],
    useCases: [
      "Planejar o orçamento de uma viagem da zona do euro para os Estados Unidos",
      "Calcular quanto valem em dólares rendimentos, faturas ou economias em euros",
      "Empresas europeias transformando tabelas de preços em euros em orçamentos em dólares para clientes americanos",
      "Comparar uma oferta de salário em dólares com uma em euros",
      "Americanos conferindo quanto valem as cédulas de euro que sobraram de uma viagem",
    ],
    guides: [
      {
        title: "Como ler a cotação EUR/USD",
        content: [
          "Em “EUR/USD 1,18” (uma cotação de exemplo), o euro é a moeda base e o dólar a moeda de cotação: um euro custa 1,18 dólar. Para converter euros em dólares, multiplique: 250 EUR × 1,18 = 295 USD. Para converter dólares em euros, divida: 295 USD ÷ 1,18 = 250 EUR.",
          "Quando o EUR/USD sobe, o euro se valorizou e cada euro compra mais dólares; quando cai, os preços americanos ficam mais caros para quem recebe em euros. As duas cotações de exemplo usadas neste site, 1,18 USD por EUR e 0,85 EUR por USD, são quase o inverso uma da outra: 1 ÷ 1,18 ≈ 0,847.",
          "Valores em dólar são pagos até o centavo, então arredonde o resultado de seis casas decimais do conversor para duas casas.",
        ],
      },
    ],
    tips: [
      {
        title: "Troque as cédulas, gaste as moedas",
        content: [
          "Muitas casas de câmbio só aceitam cédulas, então é melhor gastar as moedas de euro antes de sair da zona do euro. Guarde algumas cédulas se você pretende voltar.",
        ],
      },
      {
        title: "Escolha dólares no terminal",
        content: [
          "Nos EUA, uma maquininha de cartão pode oferecer a cobrança em euros. Aceitar deixa o fornecedor do comerciante definir a cotação, geralmente com uma margem. Pagar em dólares deixa a conversão para o emissor do seu cartão.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 100 euros em dólares americanos?",
        answer:
          "Depende da cotação do dia, mostrada no conversor acima junto com 1, 10, 1.000 e 5.000 EUR. Por exemplo, com uma cotação de 1,18 USD por EUR, 100 EUR seriam 118 USD.",
      },
      {
        question: "A cotação de EUR para USD daqui é a cotação oficial do BCE?",
        answer:
          "Sim. O BCE publica suas taxas de referência como unidades de cada moeda por euro, então o valor de EUR para USD é a própria cotação publicada do dólar. É uma cotação de referência para informação, publicada uma vez a cada dia útil, e não uma cotação que algum banco seja obrigado a usar.",
      },
      {
        question: "Por que um euro vale mais que um dólar?",
        answer:
          "O valor só compara o tamanho das duas unidades; não diz nada sobre qual economia é mais forte. Quando o BCE publicou suas primeiras taxas de referência, em janeiro de 1999, um euro valia cerca de 1,18 dólar. Em 2022, o euro ficou abaixo de um dólar por um tempo.",
      },
      {
        question: "Quanto dinheiro em espécie posso levar da Europa para os Estados Unidos?",
        answer:
          "Não há limite, mas os valores precisam ser informados. Sair da UE com € 10.000 ou mais em espécie (ou o equivalente em outras moedas) exige uma declaração à alfândega. Chegar aos EUA com mais de US$ 10.000 em moeda ou instrumentos monetários exige um relatório FinCEN Form 105 à US Customs and Border Protection.",
      },
      {
        question: "Devo imposto nos EUA quando troco euros de volta por dólares?",
        answer:
          "Para contribuintes dos EUA, o ganho com a variação cambial em uma transação pessoal, como converter de volta o dinheiro da viagem, é isento quando for de US$ 200 ou menos por transação (Internal Revenue Code, seção 988(e)). Acima disso, o ganho deve ser declarado. Esta é uma informação geral, não aconselhamento tributário.",
      },
    ],
  },

  "/usd-to-gbp": {
    about: [
      "Converta dólares americanos (USD) em libras esterlinas (GBP). A libra esterlina é a moeda do Reino Unido, emitida pelo Bank of England, e é dividida em 100 pence desde a decimalização de 1971.",
      "O BCE não publica uma cotação direta do dólar para a libra. Como todo par sem o euro, ela é uma taxa cruzada calculada a partir das taxas de referência do euro do BCE: libras por euro divididas por dólares por euro. Por exemplo, com uma cotação de 0,82 GBP por USD, 100 USD seriam 82 GBP e 500 USD seriam 410 GBP. A cotação de hoje aparece no conversor acima.",
      "O BCE publica uma vez a cada dia útil, por volta das 16:00 CET, e nosso serviço procura novas cotações no máximo a cada cinco minutos. Se o BCE não puder ser acessado, o conversor mostra as últimas cotações recebidas, marcadas como “em cache”, com o horário em que foram obtidas. Bancos e emissores de cartão acrescentam uma margem ou tarifas a essa cotação de referência.",
    ],
    useCases: [
      "Planejar os gastos de uma viagem à Inglaterra, à Escócia, ao País de Gales ou à Irlanda do Norte",
      "Pagar em libras um fornecedor, um freelancer, um locador ou uma universidade do Reino Unido",
      "Informar preços americanos a clientes no Reino Unido",
      "Comparar o preço do mesmo produto em lojas dos EUA e do Reino Unido",
    ],
    guides: [
      {
        title: "De dólares para libras",
        content: [
          "Multiplique os dólares pela cotação de USD para GBP. Com uma cotação de exemplo de 0,82, 1.000 USD × 0,82 = 820 GBP. Para conferir um valor em libras em dólares, divida-o pela mesma cotação.",
          "Como a cotação é uma taxa cruzada, ela vem de dois valores do BCE publicados no mesmo momento. Com os valores fictícios 1 EUR = 1,16 USD e 1 EUR = 0,87 GBP, um dólar seria 0,87 ÷ 1,16 = 0,75 GBP. Isso pode diferir um pouco de uma cotação dólar-libra tomada em outro horário do dia.",
          "Valores em libras são pagos até o penny, então arredonde o resultado do conversor para duas casas decimais.",
        ],
      },
    ],
    tips: [
      {
        title: "Os preços no Reino Unido já incluem o VAT",
        content: [
          "Os preços mostrados aos consumidores no Reino Unido incluem o VAT, o imposto sobre valor agregado britânico, com alíquota padrão de 20 %, então uma etiqueta convertida é o que você paga no caixa. Os visitantes não podem mais pedir o reembolso do VAT na maioria das compras em lojas da Grã-Bretanha; esse sistema acabou em 2021.",
        ],
      },
      {
        title: "Uma regra aproximada",
        content: [
          "Com uma cotação de exemplo de 0,82, as libras dão um pouco mais de quatro quintos do valor em dólares: 50 USD são cerca de 41 GBP. Confira a cotação de hoje acima antes de confiar no atalho.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 100 dólares em libras esterlinas?",
        answer:
          "Depende da cotação do dia, mostrada no conversor acima com 1, 10, 1.000 e 5.000 USD. Por exemplo, com uma cotação de 0,82 GBP por USD, 100 USD seriam 82 GBP.",
      },
      {
        question: "Por que a cotação do dólar para a libra é calculada por meio do euro?",
        answer:
          "O Banco Central Europeu publica cada moeda apenas em relação ao euro. O conversor divide a cotação da libra em euros pela cotação do dólar em euros. As duas vêm da mesma publicação diária, então o resultado é coerente com todos os outros pares do site.",
      },
      {
        question: "Qual é a diferença entre GBP, libra esterlina e quid?",
        answer:
          "São o mesmo dinheiro. GBP é o código ISO 4217, libra esterlina é o nome completo da moeda, e “quid” é a gíria britânica do dia a dia para uma libra. Uma libra equivale a 100 pence.",
      },
      {
        question: "Qual é o jeito mais barato de enviar dólares para o Reino Unido?",
        answer:
          "Não existe uma resposta única. Compare os fornecedores pelas libras que de fato chegam e depois converta aqui o mesmo valor em dólares para ver o resultado de referência. A diferença é o custo total do fornecedor, margem mais tarifas, e é isso que você deve comparar.",
      },
    ],
  },

  "/gbp-to-usd": {
    about: [
      "Converta libras esterlinas (GBP) em dólares americanos (USD). O mercado de câmbio escreve o par como GBP/USD e o cota em dólares por libra, então esta página mostra a cotação do jeito que os operadores e a imprensa financeira costumam informá-la. Os operadores chamam o par de “cable”, um nome que vem do século 19, quando a cotação era enviada através do Atlântico por cabo telegráfico.",
      "A cotação é calculada a partir das taxas de referência do euro do BCE: dólares por euro divididos por libras por euro. Por exemplo, com uma cotação de 1,22 USD por GBP, 100 GBP seriam 122 USD e 250 GBP seriam 305 USD. A cotação de hoje aparece no conversor acima.",
      "O BCE publica uma vez a cada dia útil, por volta das 16:00 CET, e nosso serviço procura novas cotações no máximo a cada cinco minutos, guardando as últimas cotações recebidas. Se a fonte estiver inacessível, o conversor mostra essas últimas cotações, marcadas como “em cache”, com o horário em que foram obtidas. É uma cotação de referência: seu banco ou cartão vai acrescentar uma margem ou tarifas.",
    ],
    useCases: [
      "Planejar férias ou uma viagem de negócios aos Estados Unidos saindo do Reino Unido",
      "Pagar assinaturas, softwares e compras on-line americanas com um cartão em libras",
      "Avaliar em dólares economias ou um salário do Reino Unido antes de uma mudança para os EUA",
      "Exportadores britânicos informando preços a clientes americanos",
    ],
    guides: [
      {
        title: "Libras para dólares, passo a passo",
        content: [
          "Multiplique as libras pela cotação de GBP para USD. Com uma cotação de exemplo de 1,22, 80 GBP × 1,22 = 97,60 USD. Para converter um preço em dólares em libras, divida: 97,60 USD ÷ 1,22 = 80 GBP.",
          "As cotações de exemplo usadas neste site para os dois sentidos, 1,22 USD por GBP e 0,82 GBP por USD, são quase o inverso uma da outra (1 ÷ 1,22 ≈ 0,8197). As duas linhas de cotação do conversor são sempre o inverso exato uma da outra.",
          "Muitos cartões britânicos cobram uma tarifa sobre transações em moeda que não seja a libra, muitas vezes de cerca de 3 %, nas compras em dólares, e alguns cartões não cobram nada. Some a tarifa do seu cartão ao valor convertido para ver o custo real.",
        ],
      },
    ],
    tips: [
      {
        title: "Conte com o imposto sobre vendas à parte",
        content: [
          "Os preços nas prateleiras dos EUA geralmente não incluem o imposto sobre vendas (sales tax), que é somado no caixa, e a alíquota varia conforme o estado e a cidade. Por isso, uma etiqueta convertida muitas vezes fica abaixo do que você vai pagar.",
        ],
      },
      {
        title: "Declare grandes valores em espécie",
        content: [
          "Levar £ 10.000 ou mais em espécie entre a Grã-Bretanha e outro país exige declaração à alfândega britânica. Entrar nos Estados Unidos com mais de US$ 10.000 exige um relatório no FinCEN Form 105.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos dólares são 100 libras?",
        answer:
          "Depende da cotação do dia, mostrada no conversor acima com 1, 10, 1.000 e 5.000 GBP. Por exemplo, com uma cotação de 1,22 USD por GBP, 100 GBP seriam 122 USD.",
      },
      {
        question: "Por que o GBP/USD se chama cable?",
        answer:
          "No século 19, a cotação libra-dólar entre Londres e Nova York era enviada pelo cabo telegráfico transatlântico, e os operadores ainda chamam o par de “cable”. O nome vale só para este par.",
      },
      {
        question: "A libra já valeu menos que um dólar?",
        answer:
          "Não. Uma libra sempre comprou mais de um dólar americano, embora tenha chegado perto da paridade em 1985 e de novo em setembro de 2022. Cotações passadas não dizem nada sobre as futuras.",
      },
      {
        question: "A cotação de GBP para USD mostrada aqui é ao vivo?",
        answer:
          "Não. Ela é calculada a partir das taxas de referência do BCE, publicadas uma vez a cada dia útil, por volta das 16:00 CET. Não é um preço de negociação ao vivo, e um banco ou cartão vai acrescentar a própria margem.",
      },
    ],
  },

  "/usd-to-jpy": {
    about: [
      "Converta dólares americanos (USD) em ienes japoneses (JPY), a moeda emitida pelo Bank of Japan. O USD/JPY é cotado em ienes por dólar e é um dos pares de moedas mais negociados do mundo.",
      "O iene é usado sem casas decimais: preços, dinheiro em espécie e saldos bancários são em ienes inteiros, e a norma ISO 4217 não dá casas decimais ao iene. Como um dólar compra muitos ienes, a cotação inversa, o valor em dólares de um iene, é um número pequeno. Por exemplo, com uma cotação de 110 JPY por USD, 100 USD seriam 11.000 JPY, e 1 JPY seria 1 ÷ 110 ≈ 0,009091 USD. A cotação de hoje aparece no conversor acima.",
      "O BCE publica o iene e o dólar em relação ao euro, então a cotação dólar-iene é uma taxa cruzada: ienes por euro divididos por dólares por euro. O BCE publica uma vez a cada dia útil, por volta das 16:00 CET, e nosso serviço procura novas cotações no máximo a cada cinco minutos. Se a fonte não puder ser acessada, o conversor mostra as últimas cotações recebidas, marcadas como “em cache”, com o horário em que foram obtidas. É uma cotação de referência; bancos e casas de câmbio acrescentam uma margem ou tarifas.",
    ],
    useCases: [
      "Planejar o orçamento de uma viagem ao Japão: hotéis, passagens de trem, refeições e compras",
      "Comprar em lojas on-line e marketplaces japoneses",
      "Conferir o preço de câmeras, eletrônicos ou carros importados do Japão",
      "Faturar ou pagar parceiros de negócios japoneses",
    ],
    guides: [
      {
        title: "Como lidar com valores em ienes",
        content: [
          "Para converter dólares em ienes, multiplique pela cotação e arredonde para um iene inteiro. Para converter um preço em ienes em dólares, divida pela cotação. Por exemplo, a 110 ienes por dólar, uma refeição de 5.500 JPY custaria 5.500 ÷ 110 = 50 USD.",
          "O japonês conta os números grandes em unidades de dez mil, chamadas man (万), então um preço escrito 3万円 equivale a 30.000 ienes. A maior cédula de uso comum é a de 10.000 ienes.",
          "O conversor mostra até seis casas decimais. Isso importa para o valor minúsculo de um iene em dólares, mas um resultado em ienes deve simplesmente ser arredondado para o iene inteiro mais próximo.",
        ],
      },
    ],
    tips: [
      {
        title: "Estime cortando dois zeros",
        content: [
          "Quando a cotação está na casa das poucas centenas, dividir um preço em ienes por 100 dá uma primeira ideia do valor em dólares, que você depois ajusta: com uma cotação de exemplo de 110, 2.200 ienes são 20 dólares, um pouco menos que os 22 que você obtém cortando dois zeros.",
        ],
      },
      {
        title: "Tenha algum dinheiro em espécie",
        content: [
          "Cartões são amplamente aceitos no Japão, mas algumas lojas pequenas, restaurantes e lugares no interior ainda preferem dinheiro. Muitos caixas eletrônicos de lojas de conveniência e dos correios aceitam cartões estrangeiros.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos ienes são 100 dólares?",
        answer:
          "Depende da cotação do dia, mostrada no conversor acima junto com 1, 10, 1.000 e 5.000 USD. Por exemplo, com uma cotação de 110 JPY por USD, 100 USD seriam 11.000 JPY.",
      },
      {
        question: "Por que o iene não tem centavos?",
        answer:
          "O iene já foi dividido em 100 sen, mas o sen e as unidades menores foram retirados de circulação em 1953, e desde então os preços são em ienes inteiros. Por isso a ISO 4217 dá ao iene zero casas decimais.",
      },
      {
        question: "Um iene valer menos que um centavo significa que o iene é fraco?",
        answer:
          "Não. O número só reflete o tamanho da unidade. O que importa para um viajante ou uma empresa é como a cotação muda ao longo do tempo, não se um iene está acima ou abaixo de um centavo.",
      },
      {
        question: "A cotação de USD para JPY desta página é uma cotação direta?",
        answer:
          "Não. O Banco Central Europeu publica cada moeda em relação ao euro, então o conversor divide a cotação do iene em euros pela do dólar. As duas vêm da mesma publicação diária.",
      },
      {
        question: "Devo trocar dólares por ienes antes de viajar ao Japão?",
        answer:
          "Compare as opções pelo que você de fato recebe em relação à cotação de referência mostrada aqui: balcões de câmbio, caixas eletrônicos no Japão e cartões acrescentam margens ou tarifas, e elas variam de fornecedor para fornecedor. Seja qual for a opção, pague em ienes quando um terminal oferecer fazer a conversão para você.",
      },
    ],
  },

  "/usd-to-aud": {
    about: [
      "Converta dólares americanos (USD) em dólares australianos (AUD), emitidos pelo Reserve Bank of Australia. O dólar australiano substituiu a libra australiana em fevereiro de 1966, quando a Austrália adotou o sistema monetário decimal, e é também a moeda de Kiribati, Nauru e Tuvalu.",
      "Os mercados costumam cotar o par no sentido inverso, como AUD/USD (dólares americanos por dólar australiano), então USD para AUD é o inverso da cotação habitual. A cotação daqui é uma taxa cruzada calculada a partir das taxas de referência do euro do BCE. Por exemplo, com uma cotação de 1,522 AUD por USD, 100 USD seriam 152,20 AUD e 1.000 USD seriam 1.522 AUD. A cotação de hoje aparece no conversor acima.",
      "O BCE publica uma vez a cada dia útil, por volta das 16:00 CET, e nosso serviço procura novas cotações no máximo a cada cinco minutos. Se a fonte não puder ser acessada, o conversor mostra as últimas cotações recebidas, marcadas como “em cache”, com o horário em que foram obtidas. Bancos, cartões e serviços de transferência acrescentam uma margem ou tarifas a essa cotação de referência.",
    ],
    useCases: [
      "Planejar férias ou um intercâmbio de trabalho e férias (working holiday) na Austrália",
      "Estudantes dos EUA planejando em dólares australianos as mensalidades e o custo de vida",
      "Empresas americanas definindo preços de produtos para clientes australianos",
      "Enviar dinheiro para a família ou para uma conta na Austrália",
    ],
    guides: [
      {
        title: "Dois dólares, um só símbolo",
        content: [
          "As duas moedas se chamam dólar e ambas usam o sinal $, então escreva os códigos (USD, AUD) ou os símbolos com prefixo (US$, A$) sempre que a diferença importar, por exemplo em uma fatura ou uma reserva.",
          "Para converter, multiplique os dólares americanos pela cotação de USD para AUD. Com uma cotação de exemplo de 1,522, 250 USD × 1,522 = 380,50 AUD; na volta, 380,50 AUD ÷ 1,522 = 250 USD. Arredonde o resultado para o centavo.",
        ],
      },
    ],
    tips: [
      {
        title: "Os preços australianos incluem o GST",
        content: [
          "Os preços mostrados aos consumidores na Austrália incluem o imposto sobre bens e serviços (GST) de 10 %, então uma etiqueta convertida é o que você paga.",
        ],
      },
      {
        title: "Levar dinheiro em espécie",
        content: [
          "Viajantes que entram na Austrália ou saem dela precisam declarar valores em espécie de A$ 10.000 ou mais, ou o equivalente em moeda estrangeira. Não há limite para o valor em si.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 100 dólares americanos em dólares australianos?",
        answer:
          "Depende da cotação do dia, mostrada no conversor acima com 1, 10, 1.000 e 5.000 USD. Por exemplo, com uma cotação de 1,522 AUD por USD, 100 USD seriam 152,20 AUD.",
      },
      {
        question: "Por que os operadores cotam AUD/USD e não USD/AUD?",
        answer:
          "Por convenção de mercado, algumas moedas, entre elas o euro, a libra, o dólar australiano e o dólar neozelandês, são cotadas como moeda base em relação ao dólar americano. A informação é a mesma nos dois sentidos: USD/AUD é simplesmente 1 dividido por AUD/USD.",
      },
      {
        question: "O que move o dólar australiano?",
        answer:
          "Os analistas muitas vezes o descrevem como uma moeda de commodities, porque a Austrália exporta grandes quantidades de minério de ferro, carvão e gás, e porque a demanda da Ásia afeta esses preços. Os juros definidos pelo Reserve Bank of Australia e pelo Federal Reserve também pesam. Nada disso torna a cotação previsível.",
      },
      {
        question: "A taxa de câmbio desta página é ao vivo?",
        answer:
          "Não. Ela é calculada a partir das taxas de referência do BCE, publicadas uma vez a cada dia útil, e nosso serviço procura novas cotações no máximo a cada cinco minutos. É uma cotação de referência, não um preço de negociação.",
      },
    ],
  },

  "/aud-to-usd": {
    about: [
      "Converta dólares australianos (AUD) em dólares americanos (USD). Este é o sentido em que os mercados cotam o par, AUD/USD, apelidado de “Aussie”: o preço de um dólar australiano em dólares americanos.",
      "O valor é calculado a partir das taxas de referência do euro do BCE: dólares americanos por euro divididos por dólares australianos por euro. Por exemplo, com uma cotação de 0,6571 USD por AUD, 100 AUD seriam 65,71 USD e 1.000 AUD seriam 657,10 USD. A cotação de hoje aparece no conversor acima.",
      "O BCE publica uma vez a cada dia útil, por volta das 16:00 CET, nosso serviço procura novas cotações no máximo a cada cinco minutos e, se a fonte estiver inacessível, o conversor mostra as últimas cotações recebidas, marcadas como “em cache”, com o horário em que foram obtidas. Bancos e cartões acrescentam uma margem ou tarifas, então considere o resultado uma referência.",
    ],
    useCases: [
      "Australianos planejando o orçamento de uma viagem aos Estados Unidos",
      "Pagar assinaturas, softwares e compras on-line americanas com um cartão australiano",
      "Avaliar em dólares americanos economias, imóveis ou salários australianos",
      "Exportadores australianos cotando em dólares americanos, a moeda em que muitas commodities têm preço",
    ],
    guides: [
      {
        title: "Como ler uma cotação AUD/USD",
        content: [
          "Uma cotação AUD/USD de 0,6571 (uma cotação de exemplo) significa que um dólar australiano compra 0,6571 dólar americano. Multiplique para converter: 1.500 AUD × 0,6571 = 985,65 USD. Divida para voltar: 985,65 USD ÷ 0,6571 = 1.500 AUD.",
          "Pequenas variações na cotação pesam em valores grandes. Por exemplo, se a cotação subisse de 0,65 para 0,70, 1.000 AUD valeriam 50 dólares americanos a mais.",
          "Os cartões australianos muitas vezes cobram uma tarifa de transação internacional, geralmente de cerca de 3 %, nas compras em dólares americanos, e alguns cartões não cobram nada. Confira as condições do seu cartão e some a tarifa ao valor convertido.",
        ],
      },
    ],
    tips: [
      {
        title: "Mais ou menos dois terços",
        content: [
          "Quando a cotação está perto de 0,66, como na cotação de exemplo de 0,6571, um valor em dólares americanos é cerca de dois terços do valor australiano: 30 AUD são cerca de 20 USD. Confira antes a cotação atual acima.",
        ],
      },
      {
        title: "Pague em dólares americanos nos EUA",
        content: [
          "Se um terminal nos Estados Unidos oferecer cobrar seu cartão em dólares australianos, recuse. Pagar em dólares americanos deixa a conversão para o emissor do seu cartão, geralmente com uma cotação mais próxima da cotação de referência.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 100 dólares australianos em dólares americanos?",
        answer:
          "Depende da cotação do dia, mostrada acima com 1, 10, 1.000 e 5.000 AUD. Por exemplo, com uma cotação de 0,6571 USD por AUD, 100 AUD seriam 65,71 USD.",
      },
      {
        question: "O dólar australiano já valeu mais que o dólar americano?",
        answer:
          "Sim. Ele passou da paridade no fim de 2010 e ficou por volta de um dólar americano ou acima disso até 2013. Desde então, está abaixo da paridade. Cotações passadas não servem de guia para as futuras.",
      },
      {
        question: "Quanto dinheiro em espécie posso levar da Austrália para os Estados Unidos?",
        answer:
          "Não há limite, mas sair da Austrália com A$ 10.000 ou mais em espécie exige declaração, e entrar nos EUA com mais de US$ 10.000 precisa ser informado no FinCEN Form 105.",
      },
      {
        question: "Por que a cotação de AUD para USD daqui é diferente da do meu banco?",
        answer:
          "A cotação daqui é a cotação de referência baseada no BCE, um único valor por dia útil, antes de qualquer margem. A cotação de um banco inclui a margem dele e muda ao longo do dia, e ainda pode haver uma tarifa.",
      },
    ],
  },

  "/usd-to-cad": {
    about: [
      "Converta dólares americanos (USD) em dólares canadenses (CAD), emitidos pelo Bank of Canada. Os mercados cotam o par como USD/CAD, dólares canadenses por dólar americano, que é o sentido desta página. O dólar canadense tem o apelido de “loonie”, por causa da mobelha-grande (common loon) da moeda de um dólar lançada em 1987, e os operadores usam o mesmo nome para o par.",
      "A cotação é calculada a partir das taxas de referência do euro do BCE: dólares canadenses por euro divididos por dólares americanos por euro. Por exemplo, com uma cotação de 1,391 CAD por USD, 100 USD seriam 139,10 CAD e 1.000 USD seriam 1.391 CAD. A cotação de hoje aparece no conversor acima.",
      "O BCE publica uma vez a cada dia útil, por volta das 16:00 CET, e nosso serviço procura novas cotações no máximo a cada cinco minutos. Se a fonte estiver inacessível, o conversor mostra as últimas cotações recebidas, marcadas como “em cache”, com o horário em que foram obtidas. É uma cotação de referência, não o que um banco ou cartão vai cobrar.",
    ],
    useCases: [
      "Atravessar a fronteira para fazer compras, esquiar ou visitar a família no Canadá",
      "Empresas americanas pagando prestadores de serviço ou fornecedores canadenses",
      "Trabalhadores transfronteiriços e aposentados que recebem em uma moeda e gastam na outra",
      "Definir preços de produtos para compradores on-line canadenses",
    ],
    guides: [
      {
        title: "De dólares americanos para canadenses na prática",
        content: [
          "Multiplique os dólares americanos pela cotação. Com uma cotação de exemplo de 1,391, 250 USD × 1,391 = 347,75 CAD. Divida um valor canadense pela mesma cotação para vê-lo em dólares americanos.",
          "Como nos EUA, os preços nas prateleiras canadenses geralmente não incluem os impostos sobre vendas: o GST federal, ou o HST harmonizado em algumas províncias, e o eventual imposto provincial sobre vendas são somados no caixa.",
          "Alguns estabelecimentos perto da fronteira aceitam dinheiro americano, mas com a própria taxa de câmbio. Pagar em dólares canadenses, ou com cartão em dólares canadenses, costuma ser mais vantajoso.",
        ],
      },
    ],
    tips: [
      {
        title: "Escreva C$ e US$",
        content: [
          "As duas moedas usam o sinal $. Em orçamentos e faturas entre os dois países, escreva CAD e USD (ou C$ e US$) para que ninguém precise adivinhar.",
        ],
      },
      {
        title: "Declare grandes valores em espécie",
        content: [
          "Entrar no Canadá ou sair dele com CAN$ 10.000 ou mais em moeda ou instrumentos monetários, em qualquer moeda, precisa ser informado à Canada Border Services Agency. Levar o dinheiro é legal; não informar, não.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 100 dólares americanos em dólares canadenses?",
        answer:
          "Depende da cotação do dia, mostrada no conversor acima junto com 1, 10, 1.000 e 5.000 USD. Por exemplo, com uma cotação de 1,391 CAD por USD, 100 USD seriam 139,10 CAD.",
      },
      {
        question: "Por que o dólar canadense se chama loonie?",
        answer:
          "A moeda de um dólar lançada em 1987 mostra uma mobelha-grande (common loon, em inglês), uma ave aquática. A moeda virou a “loonie”, e o nome se estendeu à moeda nacional e ao par USD/CAD. A moeda de dois dólares é, por extensão, a “toonie”.",
      },
      {
        question: "O que move a cotação do dólar americano para o dólar canadense?",
        answer:
          "Os Estados Unidos são o maior parceiro comercial do Canadá, então o comércio entre os dois pesa. Os analistas também costumam ligar o dólar canadense aos preços do petróleo, já que o Canadá é um grande exportador de petróleo, e à diferença entre os juros do Bank of Canada e do Federal Reserve. Nada disso torna a cotação previsível.",
      },
      {
        question: "É esta a cotação que vou conseguir em um banco canadense?",
        answer:
          "Não. Esta é uma cotação de referência calculada a partir da publicação diária do BCE. Um banco ou casa de câmbio acrescenta uma margem à cotação e pode cobrar uma tarifa.",
      },
    ],
  },

  "/cad-to-usd": {
    about: [
      "Converta dólares canadenses (CAD) em dólares americanos (USD): quanto vale um valor canadense ao sul da fronteira. Os mercados costumam cotar o par como USD/CAD, dólares canadenses por dólar americano, então CAD para USD é o inverso da cotação habitual.",
      "A cotação é calculada a partir das taxas de referência do euro do BCE: dólares americanos por euro divididos por dólares canadenses por euro. Por exemplo, com uma cotação de 0,7183 USD por CAD, 100 CAD seriam 71,83 USD e 1.000 CAD seriam 718,30 USD. A cotação de hoje aparece no conversor acima. O BCE publica uma vez a cada dia útil, por volta das 16:00 CET, e nosso serviço procura novas cotações no máximo a cada cinco minutos. Se a fonte estiver inacessível, o conversor mostra as últimas cotações recebidas, marcadas como “em cache”, com o horário em que foram obtidas.",
      "O dólar canadense é dividido em 100 centavos. O Canadá deixou de distribuir a moeda de um centavo em 2013, então os totais pagos em dinheiro são arredondados para os cinco centavos mais próximos, enquanto os pagamentos com cartão são cobrados até o centavo. Considere o resultado do conversor uma referência: um banco ou cartão acrescenta uma margem ou tarifas.",
    ],
    useCases: [
      "Canadenses fazendo compras do outro lado da fronteira ou em lojas on-line americanas",
      "Os “snowbirds” planejando o orçamento de um inverno na Flórida, no Arizona ou em outro lugar dos EUA",
      "Avaliar em dólares americanos salários, aposentadorias ou economias canadenses",
      "Empresas canadenses faturando para clientes americanos",
    ],
    guides: [
      {
        title: "De dólares canadenses para americanos",
        content: [
          "Multiplique o valor canadense pela cotação de CAD para USD. Com uma cotação de exemplo de 0,7183, 500 CAD × 0,7183 = 359,15 USD. Para ver um preço americano em dólares canadenses, divida-o pela mesma cotação.",
          "As duas cotações de exemplo usadas neste site para o par, 1,391 e 0,7183, não são o inverso exato uma da outra: 1 ÷ 1,391 ≈ 0,7189. Cotações tomadas no mesmo momento sempre são, e as duas linhas de cotação do conversor também.",
          "Muitos cartões de crédito canadenses cobram uma tarifa de transação internacional, muitas vezes de 2,5 %, nas compras em dólares americanos, e alguns cartões não cobram nada. Some a tarifa do seu cartão ao valor convertido para ver quanto uma compra americana realmente custa.",
        ],
      },
    ],
    tips: [
      {
        title: "Converta antes de comparar preços",
        content: [
          "Um preço americano que parece mais baixo que o canadense pode não ser depois de convertido, e o imposto sobre vendas americano, que varia conforme o estado e a cidade, geralmente é somado no caixa.",
        ],
      },
      {
        title: "Informe grandes valores na fronteira",
        content: [
          "Sair do Canadá com CAN$ 10.000 ou mais em moeda ou instrumentos monetários precisa ser informado à Canada Border Services Agency antes da partida, e chegar aos EUA com mais de US$ 10.000 precisa ser informado no FinCEN Form 105.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 100 dólares canadenses em dólares americanos?",
        answer:
          "Depende da cotação do dia, mostrada no conversor acima com 1, 10, 1.000 e 5.000 CAD. Por exemplo, com uma cotação de 0,7183 USD por CAD, 100 CAD seriam 71,83 USD.",
      },
      {
        question: "O dólar canadense já valeu mais que o dólar americano?",
        answer:
          "Sim. Ele passou da paridade em 2007 e de novo em alguns períodos entre 2010 e 2013, antes de voltar a ficar abaixo de um dólar americano. Cotações passadas não servem de guia para as futuras.",
      },
      {
        question: "Posso pagar com dólares canadenses nos Estados Unidos?",
        answer:
          "Em geral, não. As lojas americanas definem preços e recebem pagamentos em dólares americanos. Alguns estabelecimentos perto da fronteira aceitam dinheiro canadense, mas com a própria cotação. O normal é converter antes ou pagar com cartão.",
      },
      {
        question: "Por que a cotação desta página é diferente da que meu banco cobrou?",
        answer:
          "A cotação daqui é uma cotação de referência baseada no BCE, publicada uma vez a cada dia útil, sem margem. A cotação do seu banco inclui a margem dele, e seu cartão pode cobrar uma tarifa de transação internacional.",
      },
    ],
  },

  "/crypto-currency": {
    about: [
      `O conversor de criptomoedas avalia as ${coins} maiores criptomoedas por capitalização de mercado umas em relação às outras e em relação às ${fiat} moedas em uso no mundo hoje. A lista começa com ${largest(6)} e inclui stablecoins como USD Coin (USDC) e Dai (DAI); as listas de seleção mostram todas, por posição no ranking. O conversor começa em BTC para USD.`,
      "Os preços vêm de uma fonte de preços compatível com o CoinGecko e são cotados em dólares americanos. Todos os outros pares são calculados por meio do dólar: ETH para BTC, por exemplo, é o preço do ether em dólares dividido pelo preço do bitcoin em dólares. Nosso serviço atualiza os preços no máximo a cada cinco minutos e guarda os últimos preços que recebeu. Se a fonte não puder ser acessada, o conversor mostra esses últimos preços, marcados como “em cache”, com o horário em que foram obtidos. Os resultados são exibidos com até oito casas decimais.",
      "Os preços das criptomoedas são voláteis e podem variar vários por cento em poucas horas. Eles também diferem um pouco de uma corretora para outra. Os valores daqui são preços indicativos, não cotações de negociação: uma corretora ou intermediário acrescenta um spread, taxas de negociação e, nos saques, taxas de rede. A conversão é feita no seu navegador, não há conta, e nada nesta página é aconselhamento financeiro ou de investimento.",
    ],
    useCases: [
      "Ver quanto vale uma posição em bitcoin, ether ou outra criptomoeda em dólares, euros ou libras",
      "Converter um preço cotado em cripto para uma moeda conhecida",
      "Comparar duas criptomoedas, por exemplo quantos ETH vale um BTC",
      "Calcular valores pequenos, até a oitava casa decimal, para pagamentos e gorjetas",
      "Conferir a cotação de uma corretora com um preço de referência agregado",
    ],
    guides: [
      {
        title: "Como os preços daqui são calculados",
        content: [
          "Uma criptomoeda é negociada em muitas corretoras ao mesmo tempo, cada uma com um preço um pouco diferente. Agregadores de preços como o CoinGecko combinam esses mercados em um único preço de referência por criptomoeda. O conversor pede a uma fonte compatível com o CoinGecko o preço de cada criptomoeda em dólares americanos, no máximo a cada cinco minutos.",
          "Pares sem o dólar são taxas cruzadas. Com os preços hipotéticos de 50.000 USD por BTC e 2.500 USD por ETH (exemplos, não preços atuais), 1 BTC seria 50.000 ÷ 2.500 = 20 ETH, e 1 ETH seria 0,05 BTC. Converter uma criptomoeda em euros, libras, ienes ou qualquer outra moeda também passa pelo seu preço em dólares e depois pelas cotações do BCE.",
          "Se a fonte de preços deixar de cotar uma criptomoeda, o conversor não tenta adivinhar: a criptomoeda não pode ser escolhida até que haja um preço de novo, e um aviso abaixo do conversor informa isso.",
          "Os resultados mostram até oito casas decimais, a precisão da menor unidade do bitcoin, o satoshi (0,00000001 BTC). Algumas criptomoedas, entre elas o ether, podem ser divididas ainda mais, então valores menores que 0,00000001 de uma criptomoeda são arredondados aqui.",
          "Se o conversor não conseguir acessar nosso serviço de cotações, um aviso em amarelo diz “Modo offline: as cotações podem não estar atualizadas.” Não confie nos valores enquanto ele estiver aparecendo.",
        ],
      },
      {
        title: "Entenda o mercado: volatilidade e o que uma conversão significa",
        content: [
          "Os mercados de cripto funcionam sem parar, dia e noite, todos os dias do ano, e os preços muitas vezes oscilam muito mais que moedas como o dólar ou o euro. Uma conversão só é verdadeira no momento em que o preço foi tomado. Por exemplo, se um preço hipotético do bitcoin de 50.000 USD caísse 10 %, 0,1 BTC passaria de 5.000 USD para 4.500 USD.",
          "Os mercados também têm menos liquidez para as criptomoedas menores: em mercados pouco negociados, uma ordem grande pode mover o preço, então o valor que você de fato recebe pode se afastar mais do preço de referência do que aconteceria com o bitcoin ou o ether.",
          "Este conversor mostra quanto vale um valor a um preço indicativo. Ele não diz se você deve comprar, vender ou manter nada, e não é aconselhamento financeiro.",
        ],
      },
    ],
    tips: [
      {
        title: "Some todos os custos",
        content: [
          "O que você recebe é o valor convertido menos o spread e a taxa de negociação da corretora, e menos uma taxa de rede se você transferir as criptomoedas para uma carteira. Compare o valor final que uma plataforma oferece com o resultado daqui para ver o custo total.",
        ],
      },
      {
        title: "Confira o horário",
        content: [
          "A linha abaixo da cotação mostra quando os preços foram obtidos, com “(em cache)” se forem os últimos preços guardados enquanto a fonte estava inacessível. Em um mercado agitado, até alguns minutos podem fazer diferença.",
        ],
      },
      {
        title: "Use o ticker, não só o nome",
        content: [
          "Muitos tokens têm nomes parecidos. Os códigos nas listas de seleção (BTC, ETH, SOL etc.) identificam a criptomoeda cotada aqui; confira se correspondem ao ativo que sua carteira ou corretora mostra.",
        ],
      },
    ],
    faqs: [
      {
        question: "De onde vêm os preços das criptomoedas?",
        answer:
          "De uma fonte de preços compatível com o CoinGecko, que dá o preço de cada criptomoeda em dólares americanos, agregado entre mercados. Todos os outros pares, de cripto para cripto ou de cripto para outra moeda fiduciária, são calculados por meio do dólar.",
      },
      {
        question: "Com que frequência os preços das criptomoedas são atualizados neste conversor?",
        answer:
          "No máximo a cada cinco minutos. Os preços não são em tempo real nem negócio a negócio e não servem para negociar; são indicativos. Se a fonte não puder ser acessada, aparecem os últimos preços recebidos, marcados como “em cache”, com o horário em que foram obtidos.",
      },
      {
        question: "Por que o preço é diferente na minha corretora?",
        answer:
          "Cada corretora tem seu próprio livro de ofertas, então os preços diferem um pouco entre as plataformas e em relação a um preço agregado. Uma corretora também cota preços diferentes para compradores e vendedores (o spread) e cobra taxas. Além disso, o preço daqui pode ter até alguns minutos.",
      },
      {
        question: "Quais criptomoedas posso converter?",
        answer: `As ${coins} maiores por capitalização de mercado, de ${largest(4)} para baixo no ranking, incluindo as stablecoins, e a Polygon com seu novo ticker POL (antes MATIC). Você pode convertê-las umas nas outras e nas ${fiat} moedas em uso hoje.`,
      },
      {
        question: "Posso converter uma criptomoeda diretamente em outra, como ETH para BTC?",
        answer:
          "Sim. Escolha as duas criptomoedas e o conversor divide um preço em dólares pelo outro. Uma corretora pode não oferecer exatamente esse par, e negociar por meio de uma moeda intermediária acrescenta uma segunda rodada de taxas.",
      },
      {
        question: "Este conversor é aconselhamento de investimento?",
        answer:
          "Não. Ele mostra quanto vale um valor a um preço indicativo. Os preços das criptomoedas são voláteis, e nada aqui recomenda comprar, vender ou manter qualquer ativo.",
      },
    ],
  },

  "/usd-to-btc": {
    about: [
      "Converta dólares americanos (USD) em bitcoin (BTC): quanto bitcoin vale um valor em dólares a um preço de mercado indicativo. O bitcoin foi lançado em janeiro de 2009 por Satoshi Nakamoto, um pseudônimo. Suas regras permitem no máximo 21 milhões de bitcoins, e cada um é divisível em oito casas decimais: a menor unidade, um satoshi, é 0,00000001 BTC.",
      "O conversor pega o preço do bitcoin em dólares americanos de uma fonte de preços compatível com o CoinGecko, atualizado no máximo a cada cinco minutos, e divide por ele o seu valor em dólares. Por exemplo, a um preço hipotético de 50.000 USD por BTC, 100 USD seriam 0,002 BTC (200.000 satoshis) e 10 USD seriam 0,0002 BTC. O preço de hoje aparece no conversor acima. Os resultados mostram oito casas decimais, até um único satoshi.",
      "O preço é volátil e pode mudar bastante em minutos. É um preço agregado indicativo, não o que uma corretora vai cobrar: as plataformas acrescentam um spread e taxas, e muitas definem um valor mínimo de ordem. Se a fonte de preços não puder ser acessada, o conversor mostra o último preço recebido, marcado como “em cache”, com o horário em que foi obtido. Nada aqui é aconselhamento financeiro.",
    ],
    useCases: [
      "Ver a quanto bitcoin corresponde um orçamento em dólares antes de fazer uma ordem",
      "Definir preços de produtos ou serviços em BTC ou em satoshis",
      "Converter pequenos valores em dólares em satoshis para gorjetas ou pagamentos pela Lightning Network",
      "Conferir a cotação de uma corretora ou de um aplicativo com um preço de mercado agregado",
    ],
    guides: [
      {
        title: "Dólares, bitcoin e satoshis",
        content: [
          "Um bitcoin equivale a 100.000.000 satoshis. Para converter dólares em satoshis, divida pelo preço do bitcoin e multiplique por 100.000.000. A um preço hipotético de 50.000 USD por BTC, 1 USD seria 0,00002 BTC, ou 2.000 satoshis, e um satoshi valeria 0,0005 USD.",
          "O que você de fato recebe é menos que o valor do conversor. Por exemplo, com uma taxa de 1,5 % sobre uma compra de 100 USD, sobram 98,50 USD para converter: 0,00197 BTC ao mesmo preço hipotético. Transferir as moedas para a sua própria carteira também pode custar uma taxa de rede.",
          "Como os preços se movem, confira de novo o conversor, e a cotação da própria corretora, logo antes de agir com base em um valor.",
        ],
      },
    ],
    tips: [
      {
        title: "Pense em satoshis para valores pequenos",
        content: [
          "Pequenas quantias de bitcoin são mais fáceis de ler em satoshis: 0,00025 BTC são 25.000 sats. Muitas carteiras podem mostrar os saldos das duas formas.",
        ],
      },
      {
        title: "Guarde registros",
        content: [
          "As regras tributárias sobre cripto dependem do país. Nos Estados Unidos, o IRS trata as criptomoedas como propriedade, então vendê-las, trocá-las ou gastá-las mais tarde pode gerar um ganho ou uma perda tributável, medido em relação ao que você pagou. Anote a data, a quantidade e o valor em dólares de cada compra e venda.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto bitcoin posso comprar com 100 dólares?",
        answer:
          "Depende do preço no momento, mostrado no conversor acima. Por exemplo, a um preço hipotético de 50.000 USD por BTC, 100 USD seriam 0,002 BTC, antes do spread e das taxas da corretora.",
      },
      {
        question: "Posso comprar menos de um bitcoin?",
        answer:
          "Sim. O bitcoin é divisível em oito casas decimais, então você pode ter qualquer quantia, até um satoshi (0,00000001 BTC). Corretoras e aplicativos definem a própria compra mínima, geralmente um valor pequeno em dólares.",
      },
      {
        question: "O que é um satoshi?",
        answer:
          "A menor unidade do bitcoin: 0,00000001 BTC, então 100.000.000 satoshis formam um bitcoin. O nome vem de Satoshi Nakamoto, o criador do Bitcoin, que usava um pseudônimo.",
      },
      {
        question: "Por que o conversor mostra oito casas decimais para o bitcoin?",
        answer:
          "Oito casas decimais são exatamente a precisão do bitcoin: o último dígito é um satoshi. Mostrar menos esconderia valores reais ao converter poucos dólares, e mostrar mais exibiria frações de satoshi, que uma transação comum de bitcoin não consegue transportar.",
      },
      {
        question: "O preço mostrado aqui é o que vou pagar em uma corretora?",
        answer:
          "Não exatamente. É um preço indicativo agregado, atualizado no máximo a cada cinco minutos. Uma corretora cota o próprio preço, acrescenta um spread e taxas e pode cobrar pelos saques.",
      },
    ],
  },

  "/btc-to-usd": {
    about: [
      "Converta bitcoin (BTC) em dólares americanos (USD), a forma como o preço do bitcoin é cotado com mais frequência. A linha de cotação acima do conversor indica o preço em dólares de um bitcoin, e uma tabela mostra 0,001, 0,01, 0,1, 1 e 10 BTC a esse preço.",
      "O preço vem de uma fonte de preços compatível com o CoinGecko, que agrega as negociações de muitos mercados em vez de informar o último negócio de uma única corretora. Ele é atualizado no máximo a cada cinco minutos. Se a fonte não puder ser acessada, o conversor mostra o último preço recebido, marcado como “em cache”, com o horário em que foi obtido. Por exemplo, a um preço hipotético de 50.000 USD por BTC, 0,01 BTC seria 500 USD e 0,25 BTC seria 12.500 USD. O preço de hoje aparece no conversor acima.",
      "Ao contrário das cotações de moedas do BCE, publicadas uma vez por dia útil, o bitcoin é negociado sem parar, dia e noite, todos os dias do ano, e seu preço é volátil. Considere o resultado uma indicação de valor, não o valor que uma corretora vai lhe pagar, e não aconselhamento financeiro.",
    ],
    useCases: [
      "Avaliar em dólares uma posição em bitcoin ou o saldo de uma carteira",
      "Calcular o valor em dólares de um pagamento recebido em BTC",
      "Registrar o valor em dólares de uma transação para o seu próprio controle",
      "Comparar o preço oferecido por uma corretora, um intermediário ou um caixa eletrônico de bitcoin com um preço de mercado agregado",
    ],
    guides: [
      {
        title: "De bitcoin para dólares",
        content: [
          "Multiplique a quantidade de bitcoin pelo preço em dólares. Para um valor em satoshis, divida antes por 100.000.000. Por exemplo, 250.000 satoshis são 0,0025 BTC, o que, a um preço hipotético de 50.000 USD por BTC, daria 125 USD.",
          "Quando você vende, os dólares que recebe são menos que o valor convertido: o preço de compra da plataforma fica abaixo do ponto médio do mercado, há uma taxa de negociação, e sacar os dólares para um banco pode custar mais uma tarifa.",
          "Impostos: nos Estados Unidos, o IRS trata o bitcoin como propriedade, não como moeda. Vendê-lo ou gastá-lo pode gerar um ganho ou uma perda de capital medido em dólares, e a isenção de US$ 200 para ganhos pessoais com moeda estrangeira não se aplica a ele. Outros países têm as próprias regras. Esta é uma informação geral, não aconselhamento tributário.",
        ],
      },
    ],
    tips: [
      {
        title: "Valores passados pedem preços passados",
        content: [
          "O conversor mostra só o preço mais recente. Para o valor de uma transação em uma data anterior, use o preço daquela data e hora, por exemplo o que consta nos registros da sua corretora.",
        ],
      },
      {
        title: "Conte os zeros",
        content: [
          "0,1 BTC e 0,01 BTC diferem dez vezes, e erros com casas decimais são comuns. Ler valores pequenos em satoshis (0,01 BTC são 1.000.000 sats) ajuda a evitá-los.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto vale 1 bitcoin em dólares americanos?",
        answer:
          "O bitcoin não tem valor fixo: seu preço muda o tempo todo. O conversor acima mostra o preço indicativo mais recente que nosso serviço recebeu, atualizado no máximo a cada cinco minutos, com o horário em que foi obtido.",
      },
      {
        question: "Quanto são 0,01 BTC em dólares?",
        answer:
          "Um centésimo do preço do bitcoin. Por exemplo, a um preço hipotético de 50.000 USD por BTC, 0,01 BTC seria 500 USD. A tabela abaixo do conversor mostra 0,01 BTC ao preço atual.",
      },
      {
        question: "Por que o preço do bitcoin varia entre as corretoras?",
        answer:
          "Cada corretora tem os próprios compradores e vendedores, então os preços se afastam um pouco, mais ainda em mercados agitados ou em plataformas menores. Um preço agregado como o daqui combina muitos mercados e raramente vai coincidir exatamente com o de uma corretora.",
      },
      {
        question: "Pago imposto quando converto bitcoin em dólares?",
        answer:
          "Em muitos países, sim, se o bitcoin se valorizou desde que você o adquiriu. Nos Estados Unidos, vender bitcoin é uma alienação de propriedade que pode gerar um ganho ou uma perda de capital. As regras variam de país para país; consulte a autoridade tributária ou um consultor. Isto não é aconselhamento tributário.",
      },
      {
        question: "Por que o preço mudou quando recarreguei a página?",
        answer:
          "Nosso serviço busca novos preços no máximo a cada cinco minutos, então recarregar alguns minutos depois pode mostrar um preço mais novo. Se a fonte não pôde ser acessada, aparece o último preço conhecido, marcado como “em cache”.",
      },
    ],
  },

  "/eth-to-usd": {
    about: [
      "Converta ether (ETH), a moeda nativa da rede Ethereum, em dólares americanos (USD). O Ethereum foi lançado em 2015 como uma blockchain que executa programas chamados contratos inteligentes. O ether paga a computação que esses programas usam, chamada de gas. Desde que a rede passou para a prova de participação (proof of stake), em setembro de 2022, o ether é também o que os validadores colocam em stake para protegê-la.",
      "O preço vem de uma fonte de preços compatível com o CoinGecko, em dólares americanos, atualizado no máximo a cada cinco minutos. Se a fonte não puder ser acessada, o conversor mostra o último preço recebido, marcado como “em cache”, com o horário em que foi obtido. Por exemplo, a um preço hipotético de 2.500 USD por ETH, 0,5 ETH seria 1.250 USD e 0,02 ETH seria 50 USD. O preço de hoje aparece no conversor acima.",
      "O ether é divisível em 18 casas decimais; sua menor unidade é o wei. O conversor mostra oito casas decimais, então valores abaixo de 0,00000001 ETH são arredondados. O preço do ether é volátil, o valor daqui é indicativo, não uma cotação de negociação, e nada nesta página é aconselhamento financeiro.",
    ],
    useCases: [
      "Avaliar em dólares uma posição em ether ou o saldo de uma carteira",
      "Estimar o custo em dólares de uma taxa de transação paga em ETH",
      "Definir preços de produtos, serviços ou itens digitais cotados em ETH",
      "Conferir o valor provável a receber antes de vender ether em uma corretora",
    ],
    guides: [
      {
        title: "ETH, gwei e dólares",
        content: [
          "As taxas do Ethereum costumam ser cotadas em gwei: um gwei é 0,000000001 ETH (um bilionésimo de ether). A taxa de uma transação é o gas que ela usa multiplicado pelo preço por unidade de gas. Uma transferência simples de ether usa 21.000 de gas. Por exemplo, a 20 gwei por unidade de gas, isso dá 420.000 gwei, ou 0,00042 ETH, o que, a um preço hipotético de 2.500 USD por ETH, seria 1,05 USD.",
          "Para avaliar qualquer quantidade de ether, multiplique-a pelo preço em dólares. Para um valor em gwei, divida antes por 1.000.000.000. As oito casas decimais do conversor vão até 0,00000001 ETH, que equivale a 10 gwei.",
          "Quando você vende ou envia ether, as taxas saem do que você recebe: o spread e a taxa de negociação da corretora, e a taxa de rede de qualquer transferência.",
        ],
      },
    ],
    tips: [
      {
        title: "Guarde um pouco de ETH para as taxas",
        content: [
          "As taxas de transação no Ethereum, inclusive as de envio de outros tokens, são pagas em ether. Ao calcular quanto você pode enviar ou vender, deixe um pouco de ETH para a taxa.",
        ],
      },
      {
        title: "Confira de novo antes de agir",
        content: [
          "O preço do ether pode variar vários por cento em uma hora. Confira o horário ao lado da cotação, e a cotação da própria plataforma, logo antes de confiar em um valor.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto vale 1 ETH em dólares americanos?",
        answer:
          "O preço muda o tempo todo. O conversor acima mostra o preço indicativo mais recente que nosso serviço recebeu, atualizado no máximo a cada cinco minutos, com o horário em que foi obtido.",
      },
      {
        question: "Qual é a diferença entre Ethereum e ether?",
        answer:
          "Ethereum é a rede e o seu software; ether (ticker ETH) é a moeda usada nela, para pagar taxas e para o staking. No dia a dia, muitas vezes se diz “Ethereum” para os dois.",
      },
      {
        question: "O que é gwei?",
        answer:
          "Uma unidade pequena de ether: um gwei é 0,000000001 ETH, ou um bilhão de wei. Os preços do gas, e portanto as taxas de transação, costumam ser cotados em gwei.",
      },
      {
        question: "Por que o preço do ETH daqui é diferente do da minha corretora?",
        answer:
          "O preço daqui é agregado entre mercados e pode ter alguns minutos. Uma corretora mostra o preço do próprio mercado, cota preços diferentes para compradores e vendedores e acrescenta taxas.",
      },
      {
        question: "O ether tem uma oferta máxima como o bitcoin?",
        answer:
          "Não. Ao contrário do limite de 21 milhões do bitcoin, o ether não tem teto fixo. Novos ethers são emitidos para os validadores e, desde 2021, parte de cada taxa de transação (a taxa base) é destruída, então a oferta pode crescer ou diminuir com o tempo.",
      },
    ],
  },
};
