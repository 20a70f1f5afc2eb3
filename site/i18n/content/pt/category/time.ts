import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/time.ts. */
export const texts: UnitTranslations = {
  "/time": {
    about: [
      "O tempo é medido em segundos (s), a unidade de base do SI, definida desde 1967 pela física atômica: um segundo corresponde a 9.192.631.770 períodos da radiação de uma transição do césio 133. Intervalos mais curtos usam os prefixos SI, do milissegundo ({{1 ms s}} s) até o attossegundo, além do shake da física nuclear ({{1 shake ns}} ns) e do tempo de Planck. Os mais longos usam as unidades do relógio e do calendário: {{1 min s}} segundos por minuto, {{1 h min}} minutos por hora, {{1 d h}} horas por dia; assim, um dia tem {{1 d s}} s e uma semana {{1 week h}} horas.",
      "Meses e anos não têm duração fixa no calendário; por isso, o conversor usa médias e as identifica. O ano dele é o ano gregoriano médio de {{1 year d}} dias ({{1 year s}} s), a média do ciclo de 400 anos dos anos bissextos; o mês é um doze avos disso, {{1 month d}} dias. Décadas, séculos e milênios, assim como as unidades de vários anos, são formados a partir do mesmo ano médio. Um ano civil de 365 dias ou um ano bissexto de {{1 year_leap d}} dias são unidades à parte, e o ano juliano de exatamente {{1 year_julian d}} dias é o que os astrônomos usam, por exemplo no ano-luz.",
      "As unidades astronômicas de tempo acompanham a Terra e a Lua. O ano trópico, o ciclo médio das estações, tem {{1 year_tropical d}} dias; o ano sideral, uma órbita medida em relação às estrelas, tem {{1 year_sidereal d}} dias. O dia sideral, uma rotação medida em relação às estrelas (a rigor, em relação ao ponto do equinócio de março), tem {{1 day_sidereal h}} horas, um pouco menos que o dia solar, e o mês sinódico, de uma lua nova à seguinte, tem {{1 month_synodic d}} dias. O dia desta página tem exatamente {{1 d s}} s; no UTC, um dia com segundo intercalar tem um segundo a mais.",
    ],
    useCases: [
      "Transformar horas decimais de folhas de ponto em minutos: 7,75 h equivalem a {{7.75 h min}} minutos, e 45 minutos a {{45 min h}} h.",
      "Planejar projetos e férias em semanas e dias: 6 semanas são {{6 week d}} dias, e 90 dias são {{90 d week}} semanas.",
      "Calcular taxas por segundo a partir de valores por dia ou por ano: um dia tem {{1 d s}} s, e um ano médio {{1 year s}} s.",
      "Ler especificações de tempo em eletrônica e computação: 1 ms equivale a {{1 ms μs}} µs, e 1 ns a {{1 ns ps}} ps.",
      "Trabalhar com dados astronômicos em tempo sideral: um dia sideral tem {{1 day_sidereal s}} s.",
      "Converter durações dadas em meses ou anos em dias: 18 meses equivalem, em média, a {{18 month d}} dias.",
    ],
    guides: [
      {
        title: "Como converter tempo à mão",
        content: [
          "De horas para minutos: multiplique por {{1 h min}}; de minutos para horas: divida por {{1 h min}}. 2,5 h equivalem a {{2.5 h min}} min, e 90 min a {{90 min h}} h. Observe que 1,5 h é 1 h e {{0.5 h min}} min, e não 1 h 50 min: a parte decimal é uma fração de hora, e não uma contagem de minutos.",
          "De dias para segundos: multiplique por {{1 d s}}. De semanas para horas: multiplique por {{1 week h}}. Para anos, multiplique por {{1 year d}} dias no caso do ano gregoriano médio, ou por 365 no caso de um ano civil comum; em quatro anos, a diferença soma aproximadamente o dia bissexto.",
        ],
      },
      {
        title: "Qual ano e qual mês?",
        content: [
          "Um “ano” pode significar um ano civil (365 ou 366 dias), o ano gregoriano médio ({{1 year d}} dias, o “Ano” desta página), o ano juliano ({{1 year_julian d}} dias, usado na astronomia) ou o ano trópico ({{1 year_tropical d}} dias, o ciclo das estações). A regra dos anos bissextos do calendário gregoriano (a cada quatro anos, exceto os anos de virada de século não divisíveis por 400) mantém o ano civil próximo do ano trópico.",
          "Os meses do calendário têm de 28 a 31 dias; por isso, “um mês” em uma conversão é uma média: {{1 month d}} dias, ou {{1 month week}} semanas. Para períodos de cobrança ou contratos, conte os dias reais do calendário.",
        ],
      },
    ],
    tips: [
      {
        title: "Horas decimais não são minutos",
        content: [
          "0,2 h equivale a {{0.2 h min}} minutos, e não a 20. Converta a parte decimal antes de escrever um tempo em horas e minutos.",
        ],
      },
      {
        title: "Saiba qual média você usa",
        content: [
          "Taxas por ano e por mês dependem do ano e do mês escolhidos. O ano desta página tem {{1 year d}} dias, e o mês {{1 month d}} dias.",
        ],
      },
      {
        title: "Horário de verão",
        content: [
          "Um dia do calendário local em que os relógios mudam dura 23 ou 25 horas. O dia do conversor tem sempre {{1 d h}} horas.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos segundos há em um dia?",
        answer:
          "Um dia tem {{1 d h}} horas × {{1 h min}} minutos × {{1 min s}} segundos = {{1 d s}} segundos. Um dia UTC que inclui um segundo intercalar tem um segundo a mais.",
      },
      {
        question: "Quantos dias há em um ano?",
        answer:
          "Um ano civil comum tem 365 dias, e um ano bissexto {{1 year_leap d}}. Na média do ciclo gregoriano de 400 anos, um ano tem {{1 year d}} dias, o valor que esta página usa; o ano juliano da astronomia tem {{1 year_julian d}} dias.",
      },
      {
        question: "Quantas semanas há em um ano?",
        answer:
          "Um ano gregoriano médio tem {{1 year week}} semanas. Um ano comum de 365 dias tem 52 semanas e 1 dia, e um ano bissexto 52 semanas e 2 dias.",
      },
      {
        question: "Quantas horas há em um ano?",
        answer:
          "Um ano gregoriano médio tem {{1 year h}} horas. Um ano comum de 365 dias tem {{365 d h}} horas, e um ano bissexto {{1 year_leap h}}.",
      },
      {
        question: "Quantos dias tem um mês?",
        answer:
          "O mês deste conversor é o mês médio, um doze avos de um ano gregoriano médio: {{1 month d}} dias. O mês lunar (sinódico), de uma lua nova à seguinte, tem {{1 month_synodic d}} dias.",
      },
      {
        question: "O que é um dia sideral?",
        answer:
          "É o tempo que a Terra leva para dar uma volta em relação às estrelas (a rigor, em relação ao ponto do equinócio de março): {{1 day_sidereal h}} horas, ou {{1 day_sidereal s}} s. O dia solar, de {{1 d h}} horas, é mais longo porque a Terra também avança em sua órbita.",
      },
    ],
  },
};
